package yamlrules

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// BenchmarkPacks matches every built-in pack over a few hundred files: the
// rule snippets of every language, each repeated into a larger file. Parsing
// is outside the timer; the engine parses once for all analyzers.
//
//	go test -bench Packs -benchmem ./internal/engine/treesitter/yamlrules
func BenchmarkPacks(b *testing.B) {
	if !syntax.Available {
		b.Skip("built without cgo: no tree-sitter parsers")
	}
	var trees []*syntax.Tree
	err := filepath.WalkDir("../../../../testdata/rules", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		lang := syntax.Detect(filepath.ToSlash(p))
		if lang == "" {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		// Ten copies of a snippet make a file of a realistic size; YAML
		// documents are separated so the copies stay valid.
		var big []byte
		for i := range 10 {
			if lang == syntax.YAML && i > 0 {
				big = append(big, "---\n"...)
			}
			big = append(big, src...)
			big = append(big, '\n')
		}
		for range 2 {
			t, err := syntax.Parse(context.Background(), lang, big)
			if err != nil {
				return err
			}
			trees = append(trees, t)
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	var n int
	report := func(engine.Diagnostic) { n++ }
	b.ReportMetric(float64(len(trees)), "files")
	b.ResetTimer()
	for b.Loop() {
		for _, t := range trees {
			pass := &analysis.Pass{Analyzer: Analyzer(), Path: "f", Tree: t, Report: report}
			if err := Analyzer().Run(pass); err != nil {
				b.Fatal(err)
			}
		}
	}
	if n == 0 {
		b.Fatal("no diagnostics")
	}
}
