package consolidate

import (
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
)

// A rule setting reaches a specialist's own finding as it does an
// engine's, by full or bare id.
func TestApplyRules(t *testing.T) {
	cfg := &config.Config{Rules: map[string]config.Rule{
		finding.RuleBareSuppression: {Disabled: true},
		"G104":                      {Severity: "High"},
	}}
	bare := fnd("maintainability", "a.go", 3, finding.Low, "fp-bare")
	bare.Rule = finding.RuleBareSuppression
	g104 := fnd("security", "a.go", 4, finding.Low, "fp-g104")
	g104.Rule = "gosec/G104"
	other := fnd("correctness", "a.go", 5, finding.Medium, "fp-other")
	other.Rule = "vet/assign"
	st := &State{Rules: cfg, Findings: []finding.Finding{bare, g104, other}}
	Run(st, Default)
	if len(st.Findings) != 2 || st.Disabled != 1 {
		t.Fatalf("findings %+v, disabled %d", st.Findings, st.Disabled)
	}
	if f := st.Findings[0]; f.Rule != "gosec/G104" || f.Severity != finding.High {
		t.Errorf("first finding %+v, want gosec/G104 raised to High", f)
	}
	if f := st.Findings[1]; f.Rule != "vet/assign" || f.Severity != finding.Medium {
		t.Errorf("second finding %+v, want vet/assign unchanged", f)
	}
}
