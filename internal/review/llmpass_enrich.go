package review

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// maxEnrich bounds how many model findings one deterministic finding
// takes in, so its recommendation stays readable.
const maxEnrich = 2

// enrichKnown attaches each model finding that lands on a deterministic
// finding of its own domain — same file, and the same line: one starts
// within the other — to that finding, as its root cause (seed 003's
// enrichment), instead of adding a second finding at the line. The
// deterministic finding keeps its title, rule, lines, fingerprint and id;
// it gains the model's explanation, the model's rule among its related
// rules, the stronger severity, and a system-breaking mark the model
// validly set. It returns the model findings that matched nothing, and how
// many were attached.
func enrichKnown(known []finding.Finding, model []finding.Finding) ([]finding.Finding, int) {
	var rest []finding.Finding
	taken := map[int]int{}
	for _, m := range model {
		i := matchKnown(known, &m)
		if i < 0 || taken[i] >= maxEnrich {
			rest = append(rest, m)
			continue
		}
		taken[i]++
		enrich(&known[i], &m)
	}
	return rest, len(model) - len(rest)
}

// matchKnown is the index of the deterministic finding m lands on, or -1:
// one starting on m's first line first, else one whose lines hold it or
// that m's lines hold.
func matchKnown(known []finding.Finding, m *finding.Finding) int {
	best := -1
	for i := range known {
		k := &known[i]
		if k.Domain != m.Domain || k.File != m.File || k.Lines.IsZero() || m.Lines.IsZero() || strings.HasPrefix(k.Rule, "llm/") {
			continue
		}
		if k.Lines.Start == m.Lines.Start {
			return i
		}
		if best < 0 && (holds(k.Lines, m.Lines.Start) || holds(m.Lines, k.Lines.Start)) {
			best = i
		}
	}
	return best
}

func holds(r finding.LineRange, line int) bool {
	return r.Start <= line && line <= max(r.End, r.Start)
}

func enrich(k, m *finding.Finding) {
	// A model that repeats the finding has nothing to explain.
	if !strings.EqualFold(strings.TrimSpace(k.Title), strings.TrimSpace(m.Title)) {
		cause := fmt.Sprintf("Root cause, from the %s model reviewer: %s.", m.Domain, strings.TrimRight(m.Title, ". "))
		if r := strings.TrimSpace(m.Recommendation); r != "" {
			cause += " " + r
		}
		k.Recommendation = strings.TrimSpace(k.Recommendation + " " + cause)
	}
	k.Severity = max(k.Severity, m.Severity)
	if m.SystemBreaking && m.Severity == finding.Blocker {
		k.SystemBreaking = true
	}
	if m.Rule != k.Rule && !slices.Contains(k.RelatedRules, m.Rule) {
		k.RelatedRules = append(k.RelatedRules, m.Rule)
		slices.Sort(k.RelatedRules)
	}
}
