package consolidate

import (
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// State is what processors work on.
type State struct {
	Changeset *scope.Changeset
	// Filter is the diff filter's mode; Context is how many lines around a
	// change still count as the change in FilterDiffContext mode.
	Filter   FilterMode
	Context  int
	Findings []finding.Finding
	// Hidden holds findings outside the change, kept for counting.
	Hidden []finding.Finding
	// Suppressed holds findings an inline comment suppressed, with the
	// comment's reason in Reason.
	Suppressed []finding.Finding
	// HasSecret reports whether text (new code for a file) holds a
	// credential; nil turns WithholdSecrets off.
	HasSecret func(file, text string) bool
	// Withheld counts the fixes WithholdSecrets kept out.
	Withheld int
	// LowConfidence counts the findings Normalize dropped for a confidence
	// below the contract's 0.5.
	LowConfidence int
	// NonShipping names the kind of a file the project does not ship by
	// hand (ExamplesKind, "tests and fixtures", "generated code"), or "" for
	// code that ships; nil turns Essentials off (code_review.test_code: all).
	NonShipping func(file string) string
	// Quieted counts the findings Essentials moved to Suppressed.
	Quieted int
	// MaxSame caps one rule's Low and Info findings in one file (in tests
	// its Mediums too); 0 is no cap.
	MaxSame int
	// Capped counts the findings MaxSameIssues moved to Suppressed.
	Capped int
	// Decisions are earlier wont_fix decisions: key (domain, file,
	// fingerprint joined by NUL) → reason.
	Decisions map[string]string
	// Rules are the configuration's rule settings; nil applies none.
	Rules RuleSettings
	// Disabled counts the findings of rules the configuration turns off.
	Disabled int
	// Waived counts, by rule, the findings a rule setting dropped or
	// lowered (ApplyRules).
	Waived map[string]int
	// TakenIDs are ids already in use (by the findings of a verdict being
	// extended), which new ids must not reuse.
	TakenIDs map[string]bool
	// Previous are the findings of the verdict this review replaces: one
	// found again (same base id, same fingerprint) keeps its id, so a new
	// finding on its line takes the next suffix instead of its id.
	Previous []finding.Finding
}

// Processor is one step of consolidation.
type Processor interface {
	Name() string
	Process(st *State)
}

// Default is the order of a review's consolidation.
var Default = []Processor{
	Normalize{},
	ApplyRules{},
	WithholdSecrets{},
	Suppress{},
	Essentials{},
	Remembered{},
	DiffFilter{},
	Dedupe{},
	MaxSameIssues{},
	Sort{},
	AssignIDs{},
}

// Run applies the processors in order.
func Run(st *State, procs []Processor) {
	for _, p := range procs {
		p.Process(st)
	}
}
