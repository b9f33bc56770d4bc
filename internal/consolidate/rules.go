package consolidate

import "github.com/teamreview/teamreview/internal/finding"

// RuleSettings are the configuration's rules: settings (*config.Config).
type RuleSettings interface {
	Disabled(rule string) bool
	Severity(rule string, def finding.Severity) finding.Severity
}

// ApplyRules applies the configuration's rule settings to every finding,
// whatever produced it — an engine's diagnostic, a specialist's own
// judgement (teamreview/suppression-without-reason), a model: a disabled
// rule's findings are dropped and counted in Disabled, and a configured
// severity replaces the finding's. It runs before Dedupe, so a finding
// merged from several rules has the strongest of their configured
// severities, and a disabled rule takes away only its own report.
//
// A system-breaking finding (a live credential) is neither dropped nor
// lowered: an ABORT is a person's to waive, not a configuration line's. Each
// rule whose findings a setting dropped or lowered is counted in Waived, so
// a configuration edit inside the reviewed change can say what it silences.
type ApplyRules struct{}

func (ApplyRules) Name() string { return "rules" }

func (ApplyRules) Process(st *State) {
	if st.Rules == nil {
		return
	}
	apply := func(fs []finding.Finding) []finding.Finding {
		out := fs[:0]
		for _, f := range fs {
			if f.SystemBreaking && f.Severity == finding.Blocker {
				out = append(out, f)
				continue
			}
			if st.Rules.Disabled(f.Rule) {
				st.Disabled++
				st.waive(f.Rule)
				continue
			}
			if sev := st.Rules.Severity(f.Rule, f.Severity); sev != f.Severity {
				if sev < f.Severity {
					st.waive(f.Rule)
				}
				f.Severity = sev
			}
			out = append(out, f)
		}
		return out
	}
	st.Findings = apply(st.Findings)
	st.Suppressed = apply(st.Suppressed)
}

// waive counts a finding of rule that a rule setting dropped or lowered.
func (st *State) waive(rule string) {
	if st.Waived == nil {
		st.Waived = map[string]int{}
	}
	st.Waived[rule]++
}
