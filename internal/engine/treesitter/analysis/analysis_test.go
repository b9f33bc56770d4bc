package analysis_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// One diagnostic per rule and line: the most severe, the first among
// equals, in line then rule order.
func TestStrongest(t *testing.T) {
	d := func(rule string, line int, sev finding.Severity, msg string) engine.Diagnostic {
		return engine.Diagnostic{Rule: rule, Lines: finding.Lines(line, line), Severity: sev, Message: msg}
	}
	got := analysis.Strongest(&analysis.Pass{}, func(p *analysis.Pass) {
		p.Report(d("py/sql", 9, finding.Medium, "weak path"))
		p.Report(d("py/sql", 9, finding.Blocker, "request path"))
		p.Report(d("py/sql", 9, finding.Blocker, "second request path"))
		p.Report(d("py/cmd", 9, finding.High, "cmd"))
		p.Report(d("py/sql", 3, finding.Low, "earlier line"))
	})
	want := []string{"earlier line", "cmd", "request path"}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i, w := range want {
		if got[i].Message != w {
			t.Errorf("%d: %q, want %q", i, got[i].Message, w)
		}
	}
}
