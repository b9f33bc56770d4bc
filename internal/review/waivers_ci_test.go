package review

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// An edit of the CI line that runs teamreview is a waiver; other CI edits,
// and the same line in an ordinary file, are not.
func TestCIWaivers(t *testing.T) {
	wf := scope.File{Path: ".github/workflows/review.yml", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(4, 4)},
		Content: []byte("jobs:\n  review:\n    steps:\n      - run: teamreview --fail-on abort\n"),
		Hunks: []scope.Hunk{{OldStart: 4, OldLines: 1, NewStart: 4, NewLines: 1,
			Body: "-      - run: teamreview --fail-on warn\n+      - run: teamreview --fail-on abort\n"}}}
	gone := scope.File{Path: ".gitlab-ci.yml", Status: scope.Modified, Changed: nil, Content: []byte("test:\n  script: make\n"),
		Hunks: []scope.Hunk{{OldStart: 2, OldLines: 2, NewStart: 2, NewLines: 1, Body: " test:\n-  script: teamreview\n"}}}
	other := scope.File{Path: ".github/workflows/build.yml", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(1, 1)},
		Content: []byte("run: make\n"), Hunks: []scope.Hunk{{Body: "+run: make\n"}}}
	doc := scope.File{Path: "docs/ci.md", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(1, 1)},
		Content: []byte("teamreview --fail-on abort\n")}
	added := scope.File{Path: ".github/workflows/gate.yml", Status: scope.Added, Changed: []finding.LineRange{finding.Lines(1, 1)},
		Content: []byte("run: teamreview --fail-on warn\n"), Hunks: []scope.Hunk{{NewStart: 1, NewLines: 1, Body: "+run: teamreview --fail-on warn\n"}}}
	mk := scope.File{Path: "Makefile", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(2, 2)},
		Content: []byte("review:\n\tteamreview --dimensions secrets\n"),
		Hunks:   []scope.Hunk{{OldStart: 2, OldLines: 1, NewStart: 2, NewLines: 1, Body: "-\tteamreview --fail-on warn\n+\tteamreview --dimensions secrets\n"}}}
	ws := ciWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{wf, gone, other, doc, added, mk}})
	if len(ws) != 3 || ws[2].File != "Makefile" || ws[2].Lines.Start != 2 {
		t.Errorf("the Makefile's review target: %+v", ws)
	}
	ws = ws[:min(len(ws), 2)]
	if len(ws) != 2 {
		t.Fatalf("%d waivers, want 2: %+v", len(ws), ws)
	}
	if ws[0].File != wf.Path || ws[0].Lines.Start != 4 || ws[0].Severity != finding.High || !strings.Contains(ws[0].Title, "--fail-on abort") {
		t.Errorf("workflow waiver %+v", ws[0])
	}
	if ws[1].File != gone.Path || !strings.Contains(ws[1].Title, "removes a line that ran teamreview") {
		t.Errorf("removal waiver %+v", ws[1])
	}
	if ws := ciWaivers(&scope.Changeset{Files: []scope.File{wf}}); len(ws) != 0 {
		t.Errorf("a whole-tree review found CI waivers: %+v", ws)
	}
}
