package javascript

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is scaffolding until this package's analysis lands.
var Analyzer = &analysis.Analyzer{
	Name:  "javascript",
	Doc:   "javascript analysis",
	Langs: []syntax.Lang{syntax.JavaScript, syntax.TypeScript, syntax.TSX},
	Run:   func(*analysis.Pass) error { return nil },
}
