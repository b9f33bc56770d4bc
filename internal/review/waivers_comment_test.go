package review

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// A comment that hides its change's own High or Blocker is a High on the
// comment's line, one per comment; a lower finding's waiver is only listed.
// Verify believes a "fixed" waiver only when the comment is gone.
func TestCommentWaivers(t *testing.T) {
	src := "package app\n\nfunc f() {\n\t// #nosec G204 -- trusted\n\trun(x)\n\tq(y) //nolint:gosec // ok\n\tz()\n}\n"
	file := scope.File{Path: "app.go", Content: []byte(src)}
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{file}}
	in := finding.SuppressedInChange + "trusted"
	suppressed := []finding.Finding{
		{File: "app.go", Lines: finding.Lines(5, 5), Rule: "gosec/G204", Severity: finding.Blocker, Title: "command", Reason: in},
		{File: "app.go", Lines: finding.Lines(6, 6), Rule: "gosec/G202", Severity: finding.High, Title: "sql", Reason: in},
		{File: "app.go", Lines: finding.Lines(6, 6), Rule: "gosec/G104", Severity: finding.Low, Title: "error", Reason: in},
		{File: "app.go", Lines: finding.Lines(7, 7), Rule: "gosec/G101", Severity: finding.High, Title: "old", Reason: finding.SuppressedInline + "x"},
	}
	ws := commentWaivers(cs, suppressed)
	if len(ws) != 2 {
		t.Fatalf("%d waivers, want 2: %+v", len(ws), ws)
	}
	if ws[0].Lines.Start != 4 || ws[0].Severity != finding.High || ws[0].Rule != RuleCommentWaiver || ws[1].Lines.Start != 6 {
		t.Errorf("waivers %+v", ws)
	}
	if !CommentWaiverStands(&file, &ws[0]) || !CommentWaiverStands(&file, &ws[1]) {
		t.Error("the comments are there, a waiver did not stand")
	}
	gone := scope.File{Path: "app.go", Content: []byte("package app\n\nfunc f() {\n\trun(x)\n\tq(y)\n\tz()\n}\n")}
	if CommentWaiverStands(&gone, &ws[0]) || CommentWaiverStands(&gone, &ws[1]) {
		t.Error("the comments are gone, a waiver stood")
	}
}
