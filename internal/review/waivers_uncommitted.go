package review

import (
	"context"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// UncommittedWaivers are the waivers in the edits of the configuration
// (configPath, or .teamreview.yaml) and of the rule directories that are
// not committed yet, staged or not, found as in a change. verify reads
// the rules and models as they are now: a barrier row added after the
// review, with a call of it as the "fix", would otherwise verify a
// Blocker still in the code. Outside a git work tree, or with nothing
// uncommitted, there are none.
func UncommittedWaivers(ctx context.Context, root, configPath string, dirs []string) []finding.Finding {
	cs, err := scope.Resolve(ctx, scope.Request{Dir: root, Uncommitted: true})
	if err != nil {
		return nil
	}
	conf := projectConfig(cs.Root, configPath)
	var read []scope.File
	for _, f := range cs.Files {
		if f.Path == conf || yamlFile(f.Path) && underAny(cs.Root, f.Path, dirs) {
			read = append(read, f)
		}
	}
	if len(read) == 0 {
		return nil
	}
	wt := &scope.Changeset{Kind: cs.Kind, Root: cs.Root, InRepo: cs.InRepo, IsDiff: true, Files: read}
	return append(configFileWaivers(wt, conf, nil), ruleFileWaivers(wt, dirs)...)
}
