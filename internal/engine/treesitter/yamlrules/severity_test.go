package yamlrules

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

// Rules about behaviour that browsers changed are rated for today's
// browsers: target="_blank" implies noopener since 2021 (HTML Standard,
// 2019; Chrome 88, Firefox 79, Safari 12.1), so a link without rel is
// legacy-browser hardening, Info, and its message says which browsers.
func TestSeverityForCurrentBrowsers(t *testing.T) {
	want := map[string]finding.Severity{
		"html/target-blank-without-noopener":       finding.Info,
		"javascript/target-blank-without-noopener": finding.Info,
	}
	for _, r := range Analyzer().Rules {
		sev, ok := want[r.ID]
		if !ok {
			continue
		}
		delete(want, r.ID)
		if r.Severity != sev {
			t.Errorf("%s: severity %v, want %v", r.ID, r.Severity, sev)
		}
	}
	for id := range want {
		t.Errorf("%s: no such rule", id)
	}
}
