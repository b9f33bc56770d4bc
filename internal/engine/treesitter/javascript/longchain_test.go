package javascript_test

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
)

// A generated file's 20,000-term string concatenation: each link of the
// chain folds once (it took 10 s for 4,000 terms, and minutes for more,
// when every link folded everything to its left again).
func BenchmarkLongConcatenation(b *testing.B) {
	if !syntax.Available {
		b.Skip("built without cgo: no tree-sitter parsers")
	}
	src := []byte("const x = " + strings.Repeat(`"ab" + `, 20000) + `"c";` + "\n")
	tree, err := syntax.Parse(context.Background(), syntax.JavaScript, src)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		pass := &analysis.Pass{Analyzer: javascript.Analyzer, Path: "gen.js", Tree: tree, Report: func(engine.Diagnostic) {}}
		if err := javascript.Analyzer.Run(pass); err != nil {
			b.Fatal(err)
		}
	}
}
