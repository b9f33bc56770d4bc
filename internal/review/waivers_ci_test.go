package review

import (
	"os"
	"path/filepath"
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
	ws := ciWaivers(&scope.Changeset{IsDiff: true, Files: []scope.File{wf, gone, other, doc, added, mk}}, nil)
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
	if ws := ciWaivers(&scope.Changeset{Files: []scope.File{wf}}, nil); len(ws) != 0 {
		t.Errorf("a whole-tree review found CI waivers: %+v", ws)
	}
}

// A project's own ci-file row (rulepack.rule_dirs) makes its scripts CI:
// an edit of the line there that runs teamreview is a waiver, as it is in a
// workflow; without the row the script is an ordinary file.
func TestCIWaiversUserCIFile(t *testing.T) {
	root := t.TempDir()
	row := "language: text\nframework: Acme CI\nmodels:\n  - kind: text\n    shape: ci-file\n    files: [tools/ci/]\n"
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "models", "ci.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	sh := scope.File{Path: "tools/ci/review.sh", Status: scope.Modified, Changed: []finding.LineRange{finding.Lines(2, 2)},
		Content: []byte("#!/bin/sh\nteamreview --fail-on abort\n"),
		Hunks: []scope.Hunk{{OldStart: 2, OldLines: 1, NewStart: 2, NewLines: 1,
			Body: "-teamreview --fail-on warn\n+teamreview --fail-on abort\n"}}}
	cs := &scope.Changeset{IsDiff: true, Root: root, Files: []scope.File{sh}}
	if ws := ciWaivers(cs, []string{"models"}); len(ws) != 1 || ws[0].File != sh.Path || ws[0].Lines.Start != 2 {
		t.Errorf("the project's CI script: %+v", ws)
	}
	if ws := ciWaivers(cs, nil); len(ws) != 0 {
		t.Errorf("without the row, a script is no CI: %+v", ws)
	}
}
