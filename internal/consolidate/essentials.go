package consolidate

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Essentials keeps to the rules that matter in tests, examples, fixtures
// and generated files, as golangci-lint's exclusion presets do: a leaked
// credential, a correctness bug (which breaks the test, or the code it
// generates) and a vulnerability (examples are copied into code that
// ships; the security specialist rates each for where it lies) are
// reported there; style, maintainability, design, performance and the
// security rules that are noise in tests (testNoise) are not. They move to
// Suppressed with the reason, so SARIF and the verdict still show them, and
// are counted in Quieted. A High or Blocker always stays. Without
// State.NonShipping (code_review.test_code: all) it does nothing.
type Essentials struct{}

func (Essentials) Name() string { return "essentials" }

// essentialDomains report everywhere.
var essentialDomains = map[string]bool{"secrets": true, "correctness": true, "security": true}

// testNoise are parts of the ids of security rules that are noise in
// tests: a fixture's fixed password, seeded random numbers, asserts.
var testNoise = []string{"hardcoded", "hard-coded", "gosec/g101", "gosec/g404", "insecure-random", "weak-random", "assert"}

// essential reports whether f is reported in code that does not ship.
func essential(f *finding.Finding) bool {
	if !essentialDomains[f.Domain] {
		return false
	}
	if f.Domain != "security" {
		return true
	}
	rule := strings.ToLower(f.Rule)
	return !slices.ContainsFunc(testNoise, func(n string) bool { return strings.Contains(rule, n) })
}

func (Essentials) Process(st *State) {
	if st.NonShipping == nil {
		return
	}
	kind := map[string]string{}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		k, ok := kind[f.File]
		if !ok {
			k = st.NonShipping(f.File)
			kind[f.File] = k
		}
		if k == "" || essential(&f) || f.Severity >= finding.High {
			out = append(out, f)
			continue
		}
		f.Reason = "not reported in " + k + ": only secrets, security and correctness are, by default " + quietedMark
		st.Suppressed = append(st.Suppressed, f)
		st.Quieted++
	}
	st.Findings = out
}

// quietedMark ends the reason of a finding Essentials moved, so Quiet can
// count them after Dedupe has merged the same problem seen twice.
const quietedMark = "(code_review.test_code: all reports every rule)"

// Quiet counts the findings in st.Suppressed that Essentials and
// MaxSameIssues moved there, once consolidation is done.
func Quiet(st *State) (quieted, capped int) {
	for _, f := range st.Suppressed {
		switch {
		case strings.HasSuffix(f.Reason, quietedMark):
			quieted++
		case strings.HasSuffix(f.Reason, cappedMark):
			capped++
		}
	}
	return quieted, capped
}
