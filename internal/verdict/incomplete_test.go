package verdict

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestIncompleteIsNeverPass(t *testing.T) {
	r := &Review{Coverage: &Coverage{Incomplete: []Gap{{Kind: GapFile, Name: "lib.rs", Reason: "no analyzer for Rust"}}}}
	r.WithGapFinding()
	if r.Verdict != Warn || r.Summary.High != 1 || len(r.Findings) != 1 {
		t.Fatalf("verdict %s, summary %+v, findings %d", r.Verdict, r.Summary, len(r.Findings))
	}
	f := r.Findings[0]
	if f.Rule != RuleIncomplete || f.File != "lib.rs" || !strings.Contains(f.Recommendation, "file lib.rs") || !strings.Contains(f.Recommendation, "accept_unanalyzed") {
		t.Errorf("finding %+v", f)
	}
	r.WithGapFinding() // once only
	if len(r.Findings) != 1 {
		t.Errorf("%d findings after a second call", len(r.Findings))
	}
	// Declining the finding does not make the review complete.
	r.Findings[0].Status = finding.WontFix
	r.Recompute()
	if r.Verdict != Warn {
		t.Errorf("verdict %s after wont_fix", r.Verdict)
	}
	// A FAIL stays FAIL.
	r.Findings = append(r.Findings, finding.Finding{Severity: finding.Blocker, Status: finding.Open})
	r.Recompute()
	if r.Verdict != Fail {
		t.Errorf("verdict %s with a Blocker", r.Verdict)
	}
	// A complete review gets no such finding.
	c := &Review{}
	c.WithGapFinding()
	if len(c.Findings) != 0 || c.Verdict != "" {
		t.Errorf("complete review: %+v", c)
	}
}

func TestGapFindingOnTheRootWithoutFiles(t *testing.T) {
	f := GapFinding([]Gap{{Kind: GapReviewer, Name: "security", Reason: "timed out"}})
	if f.File != "." || !strings.Contains(f.Recommendation, "--specialist-timeout") || f.ID != finding.BaseID(DomainCoverage, ".", finding.LineRange{}) {
		t.Errorf("%+v", f)
	}
}
