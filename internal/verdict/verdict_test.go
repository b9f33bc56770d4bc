package verdict

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func f(sev finding.Severity, st finding.Status, breaking bool) finding.Finding {
	return finding.Finding{Severity: sev, Status: st, SystemBreaking: breaking}
}

// Every row of seeds/002's verdict table, plus the status filter.
func TestCompute(t *testing.T) {
	tests := []struct {
		name     string
		findings []finding.Finding
		want     Decision
		summary  Summary
	}{
		{"no findings", nil, Pass, Summary{}},
		{"0 Blockers and 0 High", []finding.Finding{f(finding.Medium, finding.Open, false), f(finding.Low, finding.Open, false), f(finding.Info, finding.Open, false)}, Pass, Summary{Medium: 1, Low: 1, Info: 1}},
		{"0 Blockers and >=1 High", []finding.Finding{f(finding.High, finding.Open, false), f(finding.Medium, finding.Open, false)}, Warn, Summary{High: 1, Medium: 1}},
		{">=1 Blocker (non-system-breaking)", []finding.Finding{f(finding.Blocker, finding.Open, false), f(finding.High, finding.Open, false)}, Fail, Summary{Blocker: 1, High: 1}},
		{">=1 Blocker (system-breaking)", []finding.Finding{f(finding.Blocker, finding.Open, false), f(finding.Blocker, finding.Reopened, true)}, Abort, Summary{Blocker: 2}},
		{"reopened counts", []finding.Finding{f(finding.High, finding.Reopened, false)}, Warn, Summary{High: 1}},
		{"fixed, verified, wont_fix do not count", []finding.Finding{f(finding.Blocker, finding.Fixed, true), f(finding.Blocker, finding.Verified, false), f(finding.High, finding.WontFix, false), f(finding.Low, finding.Open, false)}, Pass, Summary{Low: 1}},
		{"system-breaking flag on a High is not ABORT", []finding.Finding{f(finding.High, finding.Open, true)}, Warn, Summary{High: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, sum := Compute(tt.findings)
			if got != tt.want || sum != tt.summary {
				t.Errorf("Compute = %s %+v, want %s %+v", got, sum, tt.want, tt.summary)
			}
		})
	}
}

func TestDecisionRank(t *testing.T) {
	order := []Decision{Pass, Warn, Fail, Abort}
	for i := 1; i < len(order); i++ {
		if order[i-1].Rank() >= order[i].Rank() {
			t.Errorf("%s should rank below %s", order[i-1], order[i])
		}
	}
}
