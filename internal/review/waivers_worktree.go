package review

import (
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// workTreeWaivers are the waivers in the YAML files a staged review read
// from the work tree that the commit will not contain (scope's
// Changeset.WorkTree): the configuration conf or a rule directory's file,
// edited after `git add` or untracked. The loaders read the work tree
// while the review judges the index, so a rule lowered or a barrier added
// there waives the gate for the staged code with no staged diff to show
// it. They are found as in a change (configFileWaivers, ruleFileWaivers,
// of the edits since the index) and say that they are not staged.
func workTreeWaivers(cs *scope.Changeset, conf string, dirs []string) []finding.Finding {
	// Only what the loaders read: the configuration, and the files of
	// the rule directories (a stray notes.yml elsewhere steers nothing).
	var read []scope.File
	for _, f := range cs.WorkTree {
		if f.Path == conf || underAny(cs.Root, f.Path, dirs) {
			read = append(read, f)
		}
	}
	if len(read) == 0 {
		return nil
	}
	wt := &scope.Changeset{Kind: cs.Kind, Root: cs.Root, InRepo: cs.InRepo, IsDiff: true, Files: read}
	ws := append(configFileWaivers(wt, conf, nil), ruleFileWaivers(wt, dirs)...)
	for i := range ws {
		ws[i].Title = trimTitle(strings.Replace(ws[i].Title, "The change's own ", "Not staged, yet read by this review: ", 1))
		ws[i].Recommendation = "This review judges the staged changes, what the commit will contain, but it loads the configuration and " +
			"the project's rules, models and checks from the work tree, where this edit is not staged: it applied to the review, " +
			"and no staged diff shows what it waives. Stage it to review it with the change, or restore it, and review again. " +
			ws[i].Recommendation
		ws[i].Fingerprint = finding.Fingerprint(RuleConfigWaiver, "work tree "+ws[i].Fingerprint)
	}
	return ws
}
