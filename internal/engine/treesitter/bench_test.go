package treesitter_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/scope"
)

// corpusFiles reads a directory of the public corpora beside the
// repository (../shared/corpora), or skips saying why.
func corpusFiles(b *testing.B, dir string) []*scope.File {
	b.Helper()
	if !syntax.Available {
		b.Skip("built without cgo: no tree-sitter parsers")
	}
	root := filepath.Join("../../../../shared/corpora", dir)
	if _, err := os.Stat(root); err != nil {
		b.Skipf("corpus not here (%v); the benchmark reads ../shared/corpora beside the repository", err)
	}
	var out []*scope.File
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, &scope.File{Path: filepath.ToSlash(filepath.Join(filepath.Base(root), rel)), Status: scope.Whole, Content: data})
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return out
}

// BenchmarkOWASPJava analyzes the OWASP Benchmark's 2,740 Java servlets with
// every registered analyzer, no cache: the engine's cold cost. The whole
// review's cold and warm figures come from bench/owasp_java.sh.
func BenchmarkOWASPJava(b *testing.B) { benchCorpus(b, "owasp-benchmark-java/testcode") }

// BenchmarkOWASPPython is the same over the 1,243 Python cases.
func BenchmarkOWASPPython(b *testing.B) { benchCorpus(b, "owasp-benchmark-python/testcode") }

// BenchmarkACTRules is the markup review of the W3C ACT rules' 1,207
// examples (HTML and SVG pages); the target is 1,000 markup files in 5 s.
func BenchmarkACTRules(b *testing.B) { benchCorpus(b, "act-rules/cases") }

func benchCorpus(b *testing.B, dir string) {
	files := corpusFiles(b, dir)
	e := &treesitter.Engine{Analyzers: treesitter.Analyzers()}
	b.ResetTimer()
	for b.Loop() {
		if _, err := e.Run(context.Background(), files); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(files)), "files/op")
}
