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

// registered is the analyzer registry: adding an analyzer is one line.
var registered = sync.OnceValue(func() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		python.Analyzer,
		java.Analyzer,
		csharp.Analyzer,
		javascript.Analyzer,
		markup.Analyzer,
		php.Analyzer,
		ruby.Analyzer,
		yamlrules.Analyzer(),
	}
})

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
