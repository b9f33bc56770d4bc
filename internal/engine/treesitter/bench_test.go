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
	entries, err := os.ReadDir(root)
	if err != nil {
		b.Skipf("corpus not here (%v); the benchmark reads ../shared/corpora beside the repository", err)
	}
	var out []*scope.File
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(root, e.Name()))
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, &scope.File{Path: "testcode/" + e.Name(), Status: scope.Whole, Content: data})
	}
	return out
}

// BenchmarkOWASPJava analyzes the OWASP Benchmark's 2,740 Java servlets with
// every registered analyzer, no cache: the engine's cold cost. The whole
// review's cold and warm figures come from bench/owasp_java.sh.
func BenchmarkOWASPJava(b *testing.B) { benchCorpus(b, "owasp-benchmark-java/testcode") }

// BenchmarkOWASPPython is the same over the 1,243 Python cases.
func BenchmarkOWASPPython(b *testing.B) { benchCorpus(b, "owasp-benchmark-python/testcode") }

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
