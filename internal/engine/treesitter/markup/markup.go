package markup

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is scaffolding until this package's analysis lands.
var Analyzer = &analysis.Analyzer{
	Name:  "markup",
	Doc:   "markup analysis",
	Langs: []syntax.Lang{syntax.HTML, syntax.JavaScript, syntax.TSX},
	Run:   func(*analysis.Pass) error { return nil },
}
