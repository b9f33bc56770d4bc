package treesitter_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
)

// rulesDir holds each rule's snippets: testdata/rules/<language>/<rule>/.
const rulesDir = "../../../testdata/rules"

// TestRules runs every registered rule over its positive and negative
// snippets. Each rule must have both: a file with a want and a file without
// one (code the rule must leave alone).
func TestRules(t *testing.T) {
	for _, a := range treesitter.Analyzers() {
		if err := a.Validate(); err != nil {
			t.Error(err)
		}
	}
	for _, r := range treesitter.Rules() {
		t.Run(r.ID, func(t *testing.T) {
			dir := filepath.Join(rulesDir, filepath.FromSlash(r.ID))
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatalf("rule %s has no snippets: %v", r.ID, err)
			}
			pos, neg := 0, 0
			for _, e := range entries {
				data, err := os.ReadFile(filepath.Join(dir, e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(string(data), "want \"") {
					pos++
				} else {
					neg++
				}
			}
			if pos == 0 || neg == 0 {
				t.Errorf("rule %s: %d positive and %d negative snippets; want at least one of each", r.ID, pos, neg)
			}
			analysistest.Run(t, dir, treesitter.Analyzers(), []string{r.ID})
		})
	}
}

// Rule ids are unique across analyzers.
func TestRuleIDsUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range treesitter.Rules() {
		if seen[r.ID] {
			t.Errorf("rule %s declared twice", r.ID)
		}
		seen[r.ID] = true
	}
}

// Every language the parser knows has rules: a language with none would
// be parsed for nothing, and its files would count as reviewed when no
// engine looked at them (the review lists unparsed languages as not
// analyzed instead).
func TestEveryLanguageHasRules(t *testing.T) {
	for _, l := range syntax.Langs {
		n := 0
		for _, a := range treesitter.Analyzers() {
			if slices.Contains(a.Langs, l) {
				n += len(a.Rules)
			}
		}
		if n == 0 {
			t.Errorf("%s: no analyzer has rules for it", l.Title())
		}
	}
}
