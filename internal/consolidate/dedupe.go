package consolidate

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Dedupe merges findings about the same code for the same reason: same file,
// same lines and same fingerprint, rules known to report the same root
// cause (sameCause) starting on the same line, or security findings with
// the same weakness (CWE) starting on the same line. The strongest severity and
// the highest confidence win, and between equals the first in sorted order
// keeps its title, rule and domain. A cross-domain credit and the CWEs of
// either are kept, so a finding one specialist raised on another's tip
// stays listed as such, and the reasoning of a judged finding that lost
// (where the value comes from) is added to the recommendation.
//
// One problem seen twice and suppressed once — an inline comment naming
// gosec/G202, a wont_fix remembered for either finding — is suppressed:
// an open finding with the key of a suppressed one joins it, with its
// reason. Suppressed findings are merged the same way.
type Dedupe struct{}

// sameCause maps rules that report exactly what another engine's rule
// reports onto that rule.
var sameCause = map[string]string{
	"staticcheck/SA5009": "vet/printf",       // Printf format/argument mismatch
	"staticcheck/SA1006": "vet/printf",       // Printf with a dynamic format and no arguments
	"staticcheck/SA4017": "vet/unusedresult", // result of a pure function discarded
	"staticcheck/SA5008": "vet/structtag",    // malformed struct tag
	// SQL and command injection: gosec's pattern rules and its taint
	// analysis, and security's judgement of correctness's tip (which points
	// at the lines gosec and the rule packs report).
	"gosec/G201": ruleSQLInjection, // SQL built with fmt.Sprintf
	"gosec/G202": ruleSQLInjection, // SQL built by concatenation
	"gosec/G701": ruleSQLInjection, // SQL injection by taint analysis
	"gosec/G204": ruleCommandInjection,
	"gosec/G702": ruleCommandInjection,
}

// The security specialist's rules for injections judged from a tip
// (security.RuleSQLInjection, security.RuleCommandInjection; consolidate
// does not import specialists).
const (
	ruleSQLInjection     = "teamreview/sql-injection"
	ruleCommandInjection = "teamreview/command-injection"
)

func (Dedupe) Name() string { return "dedupe" }

func (Dedupe) Process(st *State) {
	reasons := map[key]string{}
	for i := range st.Suppressed {
		if k := keyOf(&st.Suppressed[i]); reasons[k] == "" {
			reasons[k] = st.Suppressed[i].Reason
		}
	}
	if len(reasons) > 0 {
		open := st.Findings[:0]
		for _, f := range st.Findings {
			if reason, ok := reasons[keyOf(&f)]; ok {
				f.Reason = reason
				st.Suppressed = append(st.Suppressed, f)
				continue
			}
			open = append(open, f)
		}
		st.Findings = open
	}
	st.Findings = dedupe(dedupe(st.Findings, byKey), weaknessKey)
	st.Suppressed = dedupe(dedupe(st.Suppressed, byKey), weaknessKey)
}

func byKey(_ int, f *finding.Finding) key { return keyOf(f) }

// key is what makes two findings one.
type key struct {
	file, fp string
	lines    finding.LineRange
}

func keyOf(f *finding.Finding) key {
	if c, ok := cause(f.Rule); ok {
		// Engines disagree on where a multi-line construct ends; where it
		// starts is enough.
		return key{f.File, "rule:" + c, finding.Lines(f.Lines.Start, f.Lines.Start)}
	}
	return key{f.File, f.Fingerprint, f.Lines}
}

// weaknessKey is the second notion of sameness, applied after keyOf's: one
// weakness (CWE) at one place in security's findings is one problem,
// whichever engines and rules saw it — the JavaScript analyzer's XSS and
// security's judgement of design's tip about the same
// dangerouslySetInnerHTML. Other findings keep a key of their own.
func weaknessKey(i int, f *finding.Finding) key {
	if f.Domain == "security" && len(f.CWE) > 0 {
		return key{f.File, "cwe:" + slices.Min(f.CWE), finding.Lines(f.Lines.Start, f.Lines.Start)}
	}
	return key{f.File, fmt.Sprintf("#%d", i), f.Lines}
}

// cause is the root cause a rule reports, and whether it has one shared
// with other rules.
func cause(rule string) (string, bool) {
	if c, ok := sameCause[rule]; ok {
		return c, true
	}
	if causes[rule] {
		return rule, true
	}
	return "", false
}

func dedupe(fs []finding.Finding, keyOf func(int, *finding.Finding) key) []finding.Finding {
	seen := map[key]int{}
	// judged holds, per key, the strongest finding judged on a tip: when
	// another finding outranks it, its reasoning (where the value comes
	// from) is added to the merged recommendation rather than lost.
	judged := map[key]finding.Finding{}
	out := fs[:0]
	for i, f := range fs {
		k := keyOf(i, &f)
		if j, ok := judged[k]; f.CrossDomain != nil && (!ok || stronger(&f, &j)) {
			judged[k] = f
		}
		i, ok := seen[k]
		if !ok {
			seen[k] = len(out)
			out = append(out, f)
			continue
		}
		kept := &out[i]
		merged := *kept
		if stronger(&f, kept) {
			merged = f
		}
		merged.Confidence = max(f.Confidence, kept.Confidence)
		merged.SystemBreaking = f.SystemBreaking || kept.SystemBreaking
		merged.CrossDomain = firstCredit(f.CrossDomain, kept.CrossDomain)
		merged.CWE = unionCWE(f.CWE, kept.CWE)
		*kept = merged
	}
	for k, j := range judged {
		kept := &out[seen[k]]
		if kept.Fingerprint != j.Fingerprint && !strings.Contains(kept.Recommendation, j.Recommendation) {
			kept.Recommendation = mergeAdvice(kept.Recommendation, j.Recommendation)
		}
	}
	return out
}

// stronger reports whether a outranks b as the merged finding's base: the
// higher severity, then the first in sorted order — so between equals the
// text, rule and fingerprint an earlier review showed stay.
func stronger(a, b *finding.Finding) bool {
	if a.Severity != b.Severity {
		return a.Severity > b.Severity
	}
	return finding.Less(a, b)
}

// firstCredit is the cross-domain credit of either, the same whichever
// order they come in.
func firstCredit(a, b *finding.CrossDomain) *finding.CrossDomain {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case cmp.Or(cmp.Compare(b.From, a.From), cmp.Compare(b.To, a.To)) < 0:
		return b
	}
	return a
}

func unionCWE(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}

// causes holds the rules that sameCause maps onto.
var causes = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range sameCause {
		m[c] = true
	}
	return m
}()
