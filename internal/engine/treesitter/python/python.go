package python

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is scaffolding until this package's analysis lands.
var Analyzer = &analysis.Analyzer{
	Name:  "python",
	Doc:   "python analysis",
	Langs: []syntax.Lang{syntax.Python},
	Run:   func(*analysis.Pass) error { return nil },
}
