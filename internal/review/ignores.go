package review

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/engine/iac"
	"github.com/teamreview/teamreview/internal/engine/treesitter/yamlrules"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/team"
)

// unknownIgnores reports each teamreview:ignore directive in the change
// whose rule no engine or specialist reports: a typo suppresses nothing
// while its author believes it does, as staticcheck reports an unmatched
// //lint:ignore. known returns the rule catalogue (team.RuleIDs); it is
// called only when the change has a directive, for building it compiles
// every built-in rule pack.
func unknownIgnores(cs *scope.Changeset, known func() []string) []finding.Finding {
	var (
		catalogue []string
		names     map[string]bool
		out       []finding.Finding
	)
	for _, f := range cs.Files {
		if !f.Reviewable() {
			continue
		}
		for _, ig := range consolidate.IgnoresIn(f.Path, f.Content) {
			if names == nil {
				catalogue, names = known(), map[string]bool{}
				for _, r := range catalogue {
					for _, n := range consolidate.IgnoreNames(r) {
						names[n] = true
					}
				}
			}
			if names[ig.Rule] || team.OpenFamily(ig.Rule) || ig.Rule == "secrets" {
				continue
			}
			out = append(out, finding.Finding{
				Domain: "maintainability", Severity: finding.Low, Confidence: 0.9, File: f.Path, Lines: finding.Lines(ig.Line, ig.Line),
				Status: finding.Open, Rule: team.RuleUnknownIgnore,
				Title: fmt.Sprintf("teamreview:ignore names %s, a rule nothing reports: it suppresses nothing", ig.Rule),
				Recommendation: fmt.Sprintf("No engine or specialist reports a rule %q%s, so this comment silences nothing. "+
					"Name the rule as the finding gives it (its full id, its bare id, or its engine), or remove the comment.",
					ig.Rule, team.Suggest(ig.Rule, catalogue)),
				Fingerprint: finding.Fingerprint(team.RuleUnknownIgnore, "teamreview:ignore "+ig.Rule),
			})
		}
	}
	slices.SortFunc(out, func(a, b finding.Finding) int {
		return strings.Compare(a.File, b.File)*2 + (a.Lines.Start - b.Lines.Start)
	})
	return out
}

// ruleIDs is the catalogue of rules this review's team can report: the
// built-in ones and the project's own YAML rules.
func (p *Plan) ruleIDs() []string {
	var user []string
	if dirs := p.Config.Rulepack.RuleDirs; len(dirs) > 0 {
		if a, err := yamlrules.Load(p.Changeset.Root, dirs); err == nil && a != nil {
			for _, r := range a.Rules {
				user = append(user, r.ID)
			}
		}
		if ids, err := iac.CheckIDs(p.Changeset.Root, dirs); err == nil {
			user = append(user, ids...)
		}
	}
	return team.RuleIDs(user...)
}
