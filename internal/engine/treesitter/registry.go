package treesitter

import (
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
	"github.com/teamreview/teamreview/internal/engine/treesitter/markup"
	"github.com/teamreview/teamreview/internal/engine/treesitter/php"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
	"github.com/teamreview/teamreview/internal/engine/treesitter/ruby"
	"github.com/teamreview/teamreview/internal/engine/treesitter/yamlrules"
)

// declared are the analyzers whose rules are declared in code, in
// registry order: adding an analyzer is one line.
func declared() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		python.Analyzer,
		java.Analyzer,
		csharp.Analyzer,
		javascript.Analyzer,
		markup.Analyzer,
		php.Analyzer,
		ruby.Analyzer,
	}
}

// registered is every analyzer, the built-in YAML packs compiled whole
// (for the catalogue of rules).
var registered = sync.OnceValue(func() []*analysis.Analyzer {
	return append(declared(), yamlrules.Analyzer())
})

// running are the analyzers as a review runs them: the built-in YAML packs
// are compiled per language, for the languages the review has files in.
func running() []*analysis.Analyzer {
	return append(declared(), yamlrules.PerLanguage)
}

// Analyzers returns the registered analyzers.
func Analyzers() []*analysis.Analyzer { return registered() }

// Rules returns every rule the analyzers can report, in registry order.
func Rules() []*analysis.Rule {
	var out []*analysis.Rule
	for _, a := range registered() {
		out = append(out, a.Rules...)
	}
	return out
}

// TaggedRules returns the rules that can name the standards they implement
// (Rule.Tags), in registry order: those declared in code. The YAML rule
// format has no tags (TestPackRulesUntagged), so the packs, costly to
// compile whole, are not compiled for it.
func TaggedRules() []*analysis.Rule {
	var out []*analysis.Rule
	for _, a := range declared() {
		out = append(out, a.Rules...)
	}
	return out
}
