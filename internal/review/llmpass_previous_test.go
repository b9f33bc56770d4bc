package review

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
)

func TestPreviousNote(t *testing.T) {
	pc := &previousCycle{reviewID: "0badcafe", byDomain: map[string][]finding.Finding{
		"security": {{ID: "security-1-5"}, {ID: "security-1-9"}, {ID: "security-2-3"}},
	}}
	got := previousNote("security", pc, []llm.PreviousStatus{{ID: "security-1-5", StillPresent: true}, {ID: "security-1-9"}, {ID: "made-up"}})
	want := "security: re-review of 3 finding(s) review 0badcafe left unresolved: the model says 1 still present (security-1-5); 1 resolved (security-1-9); no word on 1"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if previousNote("correctness", pc, nil) != "" || previousNote("security", nil, nil) != "" {
		t.Error("a note about nothing asked")
	}
}
