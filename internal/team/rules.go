package team

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/goanalysis"
	"github.com/teamreview/teamreview/internal/engine/iac"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/finding"
)

// specialistRules are the rules specialists report of their own judgment
// (TestSpecialistRulesAreKnown checks the specialists' sources name no
// other).
var specialistRules = []string{
	"teamreview/sql-injection", "teamreview/command-injection", "teamreview/xss-html-sink", "teamreview/dropped-write-error",
	finding.RuleBareSuppression, RuleUnknownIgnore,
	"templates/unescaped-output", "templates/unsafe-erb-context", "templates/form-without-csrf-token",
	"changes/destructive-migration", "changes/auth-check-removed",
	"changes/migration-adds-required-column", "changes/migration-renames-in-use", "changes/migration-locks-table", "changes/migration-locks-table-reads",
	"design/hardcoded-colour", "design/hardcoded-length", "design/use-token",
}

// RuleUnknownIgnore is the rule of a teamreview:ignore directive that names
// a rule nothing reports.
const RuleUnknownIgnore = "teamreview/unknown-ignore-rule"

// OpenFamily reports whether id is in a family whose members are not known
// in advance (openFamilies), or names one of those families itself.
func OpenFamily(id string) bool {
	return slices.ContainsFunc(openFamilies, func(p string) bool {
		return strings.HasPrefix(id, p) || id == strings.TrimSuffix(p, "/")
	})
}

// Suggest names the known rules closest to id, as " (did you mean X?)" or
// " (closest known: X, Y)", or "".
func Suggest(id string, known []string) string { return suggest(id, known) }

// openFamilies are rule id prefixes whose members are not known in advance:
// gitleaks' rules, other tools' rules, the model's categories and the
// user's own ast-grep rules.
var openFamilies = []string{"gitleaks/", "external/", "rulepack/", "llm/"}

// RuleIDs is the catalogue of rules teamreview itself can report, sorted:
// every engine's and specialist's, plus extra (the user's own YAML rules).
func RuleIDs(extra ...string) []string {
	out := slices.Concat(goanalysis.RuleIDs(), iac.RuleIDs(), specialistRules, extra)
	for _, r := range treesitter.Rules() {
		out = append(out, r.ID)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// RuleTags maps the rules that name the standards they implement (W3C
// ACT rules, WCAG success criteria) to their tags, for SARIF's rule
// metadata.
func RuleTags() map[string][]string {
	out := map[string][]string{}
	for _, r := range treesitter.TaggedRules() {
		if len(r.Tags) > 0 {
			out[r.ID] = r.Tags
		}
	}
	return out
}

// CheckRules reports the first rule id in the configuration's rules: that no
// engine or specialist knows (a typo would otherwise do nothing), as a
// configuration error naming the key, the file that sets it, and the
// closest known ids. A bare id (SA6005) must be the last part of a known
// full id; ids under gitleaks/, external/, rulepack/ and llm/ are open
// families and are accepted.
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
		return &config.Error{File: settingFile(cfg.Files, id), Key: "rules." + id,
			Msg: fmt.Sprintf("no engine or specialist reports a rule %q%s", id, suggest(id, known))}
	}
	return nil
}

// settingFile is the configuration file that names a rule: the last one
// read whose text holds the id, or the last one read.
func settingFile(files []string, id string) string {
	for i := len(files) - 1; i >= 0; i-- {
		if b, err := os.ReadFile(files[i]); err == nil && bytes.Contains(b, []byte(id)) {
			return files[i]
		}
	}
	if len(files) > 0 {
		return files[len(files)-1]
	}
	return ""
}

// maxSuggestions bounds the closest ids an unknown rule's error lists.
const maxSuggestions = 3

// suggest names the known rules closest to id: the one whose last part is
// the same but for case, or else up to three whose full or bare id is a few
// edits away.
func suggest(id string, known []string) string {
	last := id[strings.LastIndex(id, "/")+1:]
	for _, k := range known {
		if strings.EqualFold(k[strings.LastIndex(k, "/")+1:], last) && k != id {
			return fmt.Sprintf(" (did you mean %s?)", k)
		}
	}
	type near struct {
		id   string
		dist int
	}
	var close []near
	for _, k := range known {
		d := levenshtein(strings.ToLower(id), strings.ToLower(k))
		if !strings.Contains(id, "/") {
			d = min(d, levenshtein(strings.ToLower(id), strings.ToLower(k[strings.LastIndex(k, "/")+1:])))
		}
		if d <= max(2, len(id)/3) {
			close = append(close, near{k, d})
		}
	}
	if len(close) == 0 {
		return ""
	}
	slices.SortStableFunc(close, func(a, b near) int { return a.dist - b.dist })
	var names []string
	for _, c := range close[:min(len(close), maxSuggestions)] {
		names = append(names, c.id)
	}
	return fmt.Sprintf(" (closest known: %s)", strings.Join(names, ", "))
}

// levenshtein is the edit distance between a and b, in bytes.
func levenshtein(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, sub)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
