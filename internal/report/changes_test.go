package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func TestChangesNameTheFunctionsTouched(t *testing.T) {
	goSrc := "package a\n\nfunc (s *S) Keep() {\n\tx := 1\n\t_ = x\n}\n\nfunc Edited() {\n\ty := 2\n\t_ = y\n}\n"
	pySrc := "import os\n\n\nclass Repo:\n    def find(self, name):\n        return name\n\n\nasync def handler(request):\n    return 1\n"
	tsSrc := "export const load = async (id: string) => {\n  return id\n}\n\nexport function save(x) {\n  if (x) {\n    return x\n  }\n}\n"
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{
		{Path: "a.go", Status: scope.Modified, Content: []byte(goSrc), Changed: []finding.LineRange{finding.Lines(9, 9)}, Added: 1, Removed: 1},
		{Path: "repo.py", Status: scope.Added, Content: []byte(pySrc), Changed: []finding.LineRange{finding.Lines(1, 10)}, Added: 10},
		{Path: "load.ts", Status: scope.Modified, Content: []byte(tsSrc), Changed: []finding.LineRange{finding.Lines(2, 2), finding.Lines(7, 7)}, Added: 2, Removed: 2},
		{Path: "gone.go", Status: scope.Deleted, Removed: 4},
	}}
	got := ChangesOf(cs)
	want := map[string][]string{"a.go": {"Edited"}, "repo.py": {"Repo", "find", "handler"}, "load.ts": {"load", "save"}, "gone.go": nil}
	for _, c := range got {
		if !slices.Equal(c.Functions, want[c.Path]) {
			t.Errorf("%s: functions %q, want %q", c.Path, c.Functions, want[c.Path])
		}
	}
	var b strings.Builder
	writeChanges(&b, got)
	for _, line := range []string{
		"- `a.go` (modified, +1/-1): touches `Edited`",
		"- `repo.py` (added, +10/-0): defines `Repo`, `find`, `handler`",
		"- `gone.go` (deleted, +0/-4)",
	} {
		if !strings.Contains(b.String(), line+"\n") {
			t.Errorf("summary lacks %q:\n%s", line, b.String())
		}
	}
	if ChangesOf(&scope.Changeset{Files: cs.Files}) != nil {
		t.Error("a review of paths has no change to summarize")
	}
}
