package java_test

import (
	"os"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
	"github.com/teamreview/teamreview/internal/finding"
)

// SQL built by concatenation from a method's parameters is Medium
// whatever the caller passes (as gosec's G201/G202), and a Blocker where a
// request value reaches it.
func TestBuiltSQLSeverity(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	const file = "../../../../testdata/rules/java/sql-injection/SpringJdbc.java"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]finding.Severity{}
	for _, d := range analysistest.Diagnostics(t, file, syntax.Java, src, []*analysis.Analyzer{java.Analyzer}) {
		if d.Rule == "java/sql-injection" {
			got[d.Lines.Start] = d.Severity
		}
	}
	want := map[int]finding.Severity{24: finding.Blocker, 29: finding.Medium, 35: finding.Medium, 39: finding.Medium, 44: finding.Blocker}
	for line, sev := range want {
		if got[line] != sev {
			t.Errorf("line %d: severity %q, want %q (all: %v)", line, got[line], sev, got)
		}
	}
}
