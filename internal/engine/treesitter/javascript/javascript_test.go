package javascript_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
)

// TestApps runs the analyzer over small realistic applications: an
// Express shop API, a Next.js route handler, React components, a Koa
// service. Their vulnerable lines carry wants; every other line must get
// nothing.
func TestApps(t *testing.T) {
	analysistest.Run(t, "testdata/apps", []*analysis.Analyzer{javascript.Analyzer}, nil)
}

// TestTaint covers the taint analysis's tricky cases, one file each.
func TestTaint(t *testing.T) {
	analysistest.Run(t, "testdata/taint", []*analysis.Analyzer{javascript.Analyzer}, nil)
}

// BenchmarkAnalyze measures the analysis alone (the files are parsed
// once, outside the loop) over the test applications.
func BenchmarkAnalyze(b *testing.B) {
	if !syntax.Available {
		b.Skip("built without cgo")
	}
	var trees []*syntax.Tree
	for _, dir := range []string{"testdata/apps", "testdata/taint"} {
		ents, err := os.ReadDir(dir)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range ents {
			p := filepath.Join(dir, e.Name())
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			tree, err := syntax.Parse(context.Background(), syntax.Detect(p), src)
			if err != nil {
				b.Fatal(err)
			}
			trees = append(trees, tree)
		}
	}
	b.ResetTimer()
	for range b.N {
		for _, tree := range trees {
			pass := &analysis.Pass{Analyzer: javascript.Analyzer, Path: "x", Tree: tree, Report: func(engine.Diagnostic) {}}
			if err := javascript.Analyzer.Run(pass); err != nil {
				b.Fatal(err)
			}
		}
	}
}
