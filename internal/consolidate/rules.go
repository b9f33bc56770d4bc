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
type ApplyRules struct{}

func (ApplyRules) Name() string { return "rules" }

func (ApplyRules) Process(st *State) {
	if st.Rules == nil {
		return
	}
	apply := func(fs []finding.Finding) []finding.Finding {
		out := fs[:0]
		for _, f := range fs {
			if st.Rules.Disabled(f.Rule) {
				st.Disabled++
				continue
			}
			f.Severity = st.Rules.Severity(f.Rule, f.Severity)
			out = append(out, f)
		}
		return out
	}
	st.Findings = apply(st.Findings)
	st.Suppressed = apply(st.Suppressed)
}
