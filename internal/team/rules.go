package team

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/goanalysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/finding"
)

// specialistRules are the rules specialists report of their own judgment.
var specialistRules = []string{
	"teamreview/sql-injection", "teamreview/command-injection", "teamreview/xss-html-sink",
	finding.RuleBareSuppression,
	"iac/docker-root-user", "iac/tf-open-ingress", "templates/unescaped-output",
}

// openFamilies are rule id prefixes whose members are not known in advance:
// gitleaks' rules, other tools' rules, the model's categories and the
// user's own ast-grep rules.
var openFamilies = []string{"gitleaks/", "external/", "rulepack/", "llm/"}

// RuleIDs is the catalogue of rules teamreview itself can report, sorted:
// every engine's and specialist's, plus extra (the user's own YAML rules).
func RuleIDs(extra ...string) []string {
	out := slices.Concat(goanalysis.RuleIDs(), specialistRules, extra)
	for _, r := range treesitter.Rules() {
		out = append(out, r.ID)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// CheckRules reports the first rule id in the configuration's rules: that no
// engine or specialist knows (a typo would otherwise do nothing), as a
// configuration error naming the key and the file. A bare id (SA6005) must
// be the last part of a known full id; ids under gitleaks/, external/ and
// rulepack/ are open families and are accepted.
func CheckRules(cfg *config.Config, extra ...string) error {
	if len(cfg.Rules) == 0 {
		return nil
	}
	known := RuleIDs(extra...)
	bare := map[string]bool{}
	for _, id := range known {
		bare[id[strings.LastIndex(id, "/")+1:]] = true
	}
	ids := make([]string, 0, len(cfg.Rules))
	for id := range cfg.Rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := slices.BinarySearch(known, id); ok || (!strings.Contains(id, "/") && bare[id]) ||
			slices.ContainsFunc(openFamilies, func(p string) bool { return strings.HasPrefix(id, p) && len(id) > len(p) }) {
			continue
		}
		file := ""
		if len(cfg.Files) > 0 {
			file = cfg.Files[len(cfg.Files)-1]
		}
		return &config.Error{File: file, Key: "rules." + id, Msg: fmt.Sprintf("no engine or specialist reports a rule %q%s", id, suggest(id, known))}
	}
	return nil
}

// suggest names a known rule close to id: the same last part, or the same
// prefix.
func suggest(id string, known []string) string {
	last := id[strings.LastIndex(id, "/")+1:]
	for _, k := range known {
		if strings.EqualFold(k[strings.LastIndex(k, "/")+1:], last) && k != id {
			return fmt.Sprintf(" (did you mean %s?)", k)
		}
	}
	return ""
}
