package java

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer is scaffolding until this package's analysis lands.
var Analyzer = &analysis.Analyzer{
	Name:  "java",
	Doc:   "java analysis",
	Langs: []syntax.Lang{syntax.Java},
	Run:   func(*analysis.Pass) error { return nil },
}
