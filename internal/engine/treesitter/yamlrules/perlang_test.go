package yamlrules

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// A review compiles the packs per language (ForLanguage): for every
// language that is exactly the rules, in the order, that compiling every
// pack gives it.
func TestForLanguage(t *testing.T) {
	all := compilePacks(func([]byte) bool { return true })
	for _, l := range syntax.Langs {
		var want, got []string
		for _, c := range all.byLang[l] {
			want = append(want, c.rule.ID)
		}
		a := ForLanguage(l)
		if a != nil {
			if a.Name != Analyzer().Name || !slices.Equal(a.Langs, []syntax.Lang{l}) {
				t.Errorf("%s: analyzer %s for %v, want %s for [%s]", l, a.Name, a.Langs, Analyzer().Name, l)
			}
			for _, r := range a.Rules {
				got = append(got, r.ID)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: rules %v, want %v", l, got, want)
		}
		if (a == nil) != !slices.Contains(Analyzer().Langs, l) {
			t.Errorf("%s: analyzer %v, but the languages of all packs are %v", l, a, Analyzer().Langs)
		}
	}
}

// The YAML rule format has no tags: the catalogue of tagged rules
// (treesitter.TaggedRules) leaves the packs out.
func TestPackRulesUntagged(t *testing.T) {
	for _, r := range Analyzer().Rules {
		if len(r.Tags) > 0 {
			t.Errorf("rule %s has tags %v: list the packs' rules in treesitter.TaggedRules", r.ID, r.Tags)
		}
	}
}

func TestContainsWord(t *testing.T) {
	for _, c := range []struct {
		text, w string
		want    bool
	}{
		{"languages: [java, kotlin]", "java", true},
		{"languages: [javascript]", "java", false},
		{"languages:\n  - c\n", "c", true},
		{"cpp", "c", false},
		{"x_java", "java", false},
		{"java", "java", true},
		{"javas java", "java", true},
		{"", "java", false},
	} {
		if got := analysis.ContainsWord([]byte(c.text), c.w); got != c.want {
			t.Errorf("ContainsWord(%q, %q) = %v, want %v", c.text, c.w, got, c.want)
		}
	}
}

// BenchmarkCompileLanguage is what a review of Python files pays for the
// packs: compiling those that name the language.
//
//	go test -bench CompileLanguage -benchmem ./internal/engine/treesitter/yamlrules
func BenchmarkCompileLanguage(b *testing.B) {
	for b.Loop() {
		compilePacks(func(data []byte) bool { return analysis.ContainsWord(data, string(syntax.Python)) })
	}
}
