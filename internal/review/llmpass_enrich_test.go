package review

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestEnrichKnown(t *testing.T) {
	known := []finding.Finding{
		{Domain: "security", File: "a.py", Lines: finding.Lines(5, 5), Rule: "rules/shell", Severity: finding.High, Recommendation: "Avoid the shell."},
		{Domain: "correctness", File: "a.py", Lines: finding.Lines(9, 9), Rule: "rules/none", Severity: finding.Low, Title: "Value never used"},
		{Domain: "security", File: "a.py", Lines: finding.Lines(12, 14), Rule: "llm/earlier", Severity: finding.Low},
	}
	model := []finding.Finding{
		// On the shell call: its root cause, which is worse than it looked.
		{Domain: "security", File: "a.py", Lines: finding.Lines(5, 6), Rule: "llm/injection", Severity: finding.Blocker, SystemBreaking: true,
			Title: "cmd comes from the request", Recommendation: "Pass a list."},
		// Another domain's line, a model finding's line, another line: apart.
		{Domain: "security", File: "a.py", Lines: finding.Lines(9, 9), Rule: "llm/x", Title: "x"},
		{Domain: "security", File: "a.py", Lines: finding.Lines(13, 13), Rule: "llm/y", Title: "y"},
		{Domain: "security", File: "a.py", Lines: finding.Lines(7, 7), Rule: "llm/z", Title: "z"},
	}
	rest, n := enrichKnown(known, model)
	if n != 1 || len(rest) != 3 {
		t.Fatalf("attached %d, kept apart %+v", n, rest)
	}
	k := known[0]
	if k.Rule != "rules/shell" || k.Lines != finding.Lines(5, 5) || k.Severity != finding.Blocker || !k.SystemBreaking ||
		!slices.Equal(k.RelatedRules, []string{"llm/injection"}) ||
		k.Recommendation != "Avoid the shell. Root cause, from the security model reviewer: cmd comes from the request. Pass a list." {
		t.Errorf("enriched: %+v", k)
	}
	// One finding takes in at most maxEnrich explanations; the rest stay
	// findings of their own.
	again := finding.Finding{Domain: "correctness", File: "a.py", Lines: finding.Lines(9, 9), Rule: "llm/c", Title: "again"}
	if rest, n := enrichKnown(known, []finding.Finding{again, again, again}); n != maxEnrich || len(rest) != 3-maxEnrich {
		t.Errorf("attached %d of 3, kept %d apart", n, len(rest))
	}
	if c := strings.Count(known[1].Recommendation, "Root cause"); c != maxEnrich {
		t.Errorf("%d explanations attached: %q", c, known[1].Recommendation)
	}
	// A model that repeats a finding adds no explanation.
	rec := known[1].Recommendation
	enrichKnown(known[1:2], []finding.Finding{{Domain: "correctness", File: "a.py", Lines: finding.Lines(9, 9), Rule: "llm/r", Title: "value never used"}})
	if known[1].Recommendation != rec {
		t.Errorf("a repeat added %q", known[1].Recommendation)
	}
}
