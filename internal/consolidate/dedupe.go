package consolidate

import (
	"cmp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Dedupe makes one finding of each problem. Two findings in one file are
// the same problem when they are the same finding twice (same lines, same
// fingerprint), or when different rules report one cause at one place:
// rules of one family (sameCause: gosec's G201 pattern and its G701 taint
// analysis of one SQL injection, vet's assign and staticcheck's SA4018 on
// one `x = x`) whose lines overlap once widened by near lines, or
// security findings of one weakness (CWE) whose lines overlap. Findings of
// the same rule at two places stay apart unless they start on the same
// line: two injections on neighbouring lines are two problems. A secret
// reported by a specific and a generic rule on overlapping lines (a
// Kubernetes Secret's manifest and the key in it) is one credential.
//
// The merged finding covers the lines of all, and keeps the strongest
// severity and the highest confidence; between equals the first in sorted order keeps its title,
// rule and domain. It lists every other rule in RelatedRules, keeps a
// cross-domain credit and the CWEs of all, and adds the reasoning of a
// judged finding that lost (where the value comes from) to the
// recommendation.
//
// One problem seen twice and suppressed once — an inline comment naming
// gosec/G202, a wont_fix remembered for either finding — is suppressed,
// with the suppressed finding's reason.
type Dedupe struct{}

// near is how many lines apart two reports of one cause may start and
// still be one problem: a query built on one line and run on the next.
const near = 3

// sameCause maps rules that report exactly what another engine's rule
// reports onto that rule.
var sameCause = map[string]string{
	"staticcheck/SA5009": "vet/printf",       // Printf format/argument mismatch
	"staticcheck/SA1006": "vet/printf",       // Printf with a dynamic format and no arguments
	"staticcheck/SA4017": "vet/unusedresult", // result of a pure function discarded
	"staticcheck/SA5008": "vet/structtag",    // malformed struct tag
	"staticcheck/SA4018": "vet/assign",       // self-assignment
	// SQL and command injection: gosec's pattern rules and its taint
	// analysis, and security's judgement of correctness's tip (which points
	// at the lines gosec and the rule packs report).
	"gosec/G201": ruleSQLInjection, // SQL built with fmt.Sprintf
	"gosec/G202": ruleSQLInjection, // SQL built by concatenation
	"gosec/G701": ruleSQLInjection, // SQL injection by taint analysis
	"gosec/G204": ruleCommandInjection,
	"gosec/G702": ruleCommandInjection,
	// An unchecked error: gosec's report, and correctness's judgement of
	// security's tip about it (a dropped write, flush or close error).
	"gosec/G104": ruleDroppedWriteError,
	// An XmlTextReader that processes DTDs: made on one line, read on the
	// next (CA3075 names both places; one reader is one problem).
	"csharp/xml-text-reader-read-with-dtd": "csharp/xmltextreader-dtd",
	// A query awaited per item of a loop: the ORM rule names the N+1, the
	// language analyzer the await in the loop; one loop is one problem.
	"javascript/await-in-loop": "javascript/orm-query-in-loop",
	"csharp/await-in-loop":     "csharp/ef-query-in-loop",
}

// The security specialist's rules for injections judged from a tip
// (security.RuleSQLInjection, security.RuleCommandInjection; consolidate
// does not import specialists).
const (
	ruleSQLInjection     = "teamreview/sql-injection"
	ruleCommandInjection = "teamreview/command-injection"
	// correctness.RuleDroppedWriteError.
	ruleDroppedWriteError = "teamreview/dropped-write-error"
)

func (Dedupe) Name() string { return "dedupe" }

func (Dedupe) Process(st *State) {
	all := make([]member, 0, len(st.Findings)+len(st.Suppressed))
	for _, f := range st.Findings {
		all = append(all, member{f: f})
	}
	for _, f := range st.Suppressed {
		all = append(all, member{f: f, suppressed: true})
	}
	open, suppressed := st.Findings[:0], st.Suppressed[:0]
	for _, g := range group(all) {
		f, isSuppressed := merge(g)
		if isSuppressed {
			suppressed = append(suppressed, f)
		} else {
			open = append(open, f)
		}
	}
	st.Findings, st.Suppressed = open, suppressed
}

// member is a finding, whether a comment or decision suppressed it, and
// its causes.
type member struct {
	f          finding.Finding
	suppressed bool
	causes     []string
}

// group sorts the findings by place and puts each in the nearest group
// that already holds the same problem, or in a group of its own. The order
// of the input does not matter. Only groups that reach within near lines
// of a finding's start are candidates, so a file with many findings costs
// little more than one with few.
func group(all []member) [][]member {
	slices.SortStableFunc(all, func(a, b member) int {
		return cmp.Or(cmp.Compare(a.f.File, b.f.File), cmp.Compare(a.f.Lines.Start, b.f.Lines.Start),
			cmp.Compare(a.f.Lines.End, b.f.Lines.End), compare(a.f, b.f), cmp.Compare(a.f.Reason, b.f.Reason))
	})
	var groups [][]member
	var ends []int // the last line any member of a group reaches
	var active []int
	file := ""
	for _, m := range all {
		m.causes = causes(&m.f)
		if m.f.File != file {
			file, active = m.f.File, active[:0]
		}
		// Sorted by start line: a group that ends above this finding's reach
		// is out of reach of every later finding too.
		active = slices.DeleteFunc(active, func(gi int) bool { return ends[gi] < m.f.Lines.Start-near })
		best, bestDist := -1, 0
		for _, gi := range active {
			if d, ok := sameProblem(groups[gi], &m); ok && (best < 0 || d < bestDist) {
				best, bestDist = gi, d
			}
		}
		if best < 0 {
			active = append(active, len(groups))
			groups = append(groups, []member{m})
			ends = append(ends, max(m.f.Lines.Start, m.f.Lines.End))
			continue
		}
		groups[best] = append(groups[best], m)
		ends[best] = max(ends[best], m.f.Lines.Start, m.f.Lines.End)
	}
	return groups
}

// sameProblem reports whether m is the problem g's findings report, and
// how many lines lie between them.
func sameProblem(g []member, m *member) (int, bool) {
	f := &m.f
	for _, o := range g {
		if o.f.Fingerprint == f.Fingerprint && o.f.Lines == f.Lines {
			return 0, true
		}
	}
	dist, ok := 0, false
	for _, o := range g {
		// A family of rules reports one problem at the lines around it (a
		// query built on one line, run on the next); one weakness seen by
		// unrelated rules is one problem only on the same lines.
		reach := -1
		for _, c := range o.causes {
			if slices.Contains(m.causes, c) {
				if strings.HasPrefix(c, "rule:") {
					reach = near
					break
				}
				reach = 0
			}
		}
		if reach < 0 {
			continue
		}
		sameStart := !f.Lines.IsZero() && o.f.Lines.Start == f.Lines.Start
		// The same rule again a few lines down is another problem.
		if !sameStart && (!f.Lines.Overlaps(o.f.Lines, reach) || slices.ContainsFunc(g, func(x member) bool { return sharesRule(&x.f, f) })) {
			continue
		}
		d := max(0, f.Lines.Start-o.f.Lines.End, o.f.Lines.Start-f.Lines.End)
		if !ok || d < dist {
			dist, ok = d, true
		}
	}
	return dist, ok
}

// causes are what a finding is about beyond its own rule: the families of
// its rules, and for security and secrets the weaknesses (CWE) it names.
func causes(f *finding.Finding) []string {
	var out []string
	for _, r := range f.Rules() {
		if c, ok := cause(r); ok {
			out = append(out, "rule:"+c)
		}
	}
	// a credential two secret scanners (or a specific and a generic rule of
	// one) both report is one credential; a security rule's judgement of
	// the same value (a password on a command line) stays its own finding
	switch f.Domain {
	case "security", "secrets":
		for _, c := range f.CWE {
			out = append(out, f.Domain+":cwe:"+c)
		}
	}
	return out
}

func sharesRule(a, b *finding.Finding) bool {
	return slices.ContainsFunc(b.Rules(), a.HasRule)
}

// merge makes one finding of a group, and says whether it is suppressed.
func merge(g []member) (finding.Finding, bool) {
	best := 0
	for i := range g {
		if stronger(&g[i].f, &g[best].f) {
			best = i
		}
	}
	merged := g[best].f
	// The merged finding covers every member's lines: a query built on one
	// line and run on the next is one problem on both.
	for i := range g {
		if l := g[i].f.Lines; !l.IsZero() && !merged.Lines.IsZero() {
			merged.Lines = finding.Lines(min(merged.Lines.Start, l.Start), max(merged.Lines.End, l.End, merged.Lines.Start, l.Start))
		}
	}
	var rules []string
	reason, suppressed := "", false
	// judged is the strongest finding judged on a tip: when another
	// finding outranks it, its reasoning (where the value comes from) is
	// added to the merged recommendation rather than lost.
	var judged *finding.Finding
	for i := range g {
		f := &g[i].f
		merged.Confidence = max(merged.Confidence, f.Confidence)
		merged.SystemBreaking = merged.SystemBreaking || f.SystemBreaking
		merged.ChangeCaused = merged.ChangeCaused || f.ChangeCaused
		merged.CrossDomain = mergeCredit(merged.CrossDomain, f.CrossDomain)
		merged.CWE = unionCWE(merged.CWE, f.CWE)
		rules = append(rules, f.Rules()...)
		if g[i].suppressed && !suppressed {
			reason, suppressed = f.Reason, true
		}
		if f.CrossDomain != nil && (judged == nil || stronger(f, judged)) {
			judged = f
		}
	}
	slices.Sort(rules)
	rules = slices.DeleteFunc(slices.Compact(rules), func(r string) bool { return r == merged.Rule || r == "" })
	merged.RelatedRules = nil
	if len(rules) > 0 {
		merged.RelatedRules = rules
	}
	if suppressed {
		merged.Reason = reason
	}
	if judged != nil && merged.Fingerprint != judged.Fingerprint && !strings.Contains(merged.Recommendation, judged.Recommendation) {
		merged.Recommendation = mergeAdvice(merged.Recommendation, judged.Recommendation)
	}
	return merged, suppressed
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

// cause is the root cause a rule reports, and whether it has one shared
// with other rules.
func cause(rule string) (string, bool) {
	if c, ok := sameCause[rule]; ok {
		return c, true
	}
	if causeRules[rule] {
		return rule, true
	}
	return "", false
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

// mergeCredit is the cross-domain credit of a finding that merges two:
// the judge firstCredit picks, and every sender of either, so two tips
// that became one finding keep both senders. Neither argument is changed.
func mergeCredit(a, b *finding.CrossDomain) *finding.CrossDomain {
	c := firstCredit(a, b)
	if a == nil || b == nil {
		return c
	}
	senders := slices.Concat(a.AllFrom(), b.AllFrom())
	slices.Sort(senders)
	senders = slices.Compact(senders)
	out := *c
	out.Senders = nil
	if len(senders) > 1 {
		out.From, out.Senders = senders[0], senders
	}
	return &out
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

// causeRules holds the rules that sameCause maps onto.
var causeRules = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range sameCause {
		m[c] = true
	}
	return m
}()
