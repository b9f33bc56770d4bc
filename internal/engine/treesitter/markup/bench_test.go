package markup_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/markup"
)

type benchFile struct {
	path string
	lang syntax.Lang
	src  []byte
}

// benchFiles builds 1,000 markup files: the design rules' snippets (every
// markup language the analyzer reads) and, for every fourth file, a page
// of a realistic size (navigation, a form, a table, a list of cards, about
// 400 lines), each page a little different.
func benchFiles(b *testing.B) []benchFile {
	b.Helper()
	var snippets []benchFile
	root := "../../../../testdata/rules/design"
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		lang := syntax.Detect(filepath.ToSlash(p))
		switch lang {
		case syntax.HTML, syntax.Template, syntax.JavaScript, syntax.TSX:
		default:
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		snippets = append(snippets, benchFile{filepath.ToSlash(p), lang, src})
		return nil
	})
	if err != nil || len(snippets) == 0 {
		b.Fatalf("reading the rule snippets under %s: %v (%d files)", root, err, len(snippets))
	}
	files := make([]benchFile, 0, 1000)
	for i := 0; len(files) < 1000; i++ {
		if i%4 == 3 {
			files = append(files, benchFile{fmt.Sprintf("site/page%d.html", i), syntax.HTML, page(i)})
			continue
		}
		files = append(files, snippets[i%len(snippets)])
	}
	return files
}

// page is a whole HTML page of about 400 lines.
func page(n int) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "<!doctype html>\n<html lang=\"en\">\n<head>\n<title>Page %d</title>\n", n)
	sb.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	sb.WriteString("<style>\n@media (orientation: portrait) { .nav { flex-direction: column; } }\n.card { padding: 1rem; }\n</style>\n</head>\n<body>\n")
	sb.WriteString("<nav class=\"nav\" aria-label=\"Main\"><ul>\n")
	for i := range 20 {
		fmt.Fprintf(&sb, "  <li><a href=\"/section/%d\">Section %d</a></li>\n", i, i)
	}
	sb.WriteString("</ul></nav>\n<main>\n<h1>Welcome</h1>\n<form action=\"/search\">\n")
	for i := range 15 {
		fmt.Fprintf(&sb, "  <label for=\"f%d\">Field %d</label>\n  <input id=\"f%d\" name=\"f%d\" autocomplete=\"off\">\n", i, i, i, i)
	}
	sb.WriteString("  <button type=\"submit\">Search</button>\n</form>\n<table>\n<caption>Results</caption>\n<tr><th>Name</th><th>Score</th><th>Date</th></tr>\n")
	for i := range 60 {
		fmt.Fprintf(&sb, "<tr><td>Row %d</td><td style=\"color: #333; background: #fff\">%d</td><td>2026-01-%02d</td></tr>\n", i, i*n%97, i%28+1)
	}
	sb.WriteString("</table>\n<section aria-labelledby=\"cards\">\n<h2 id=\"cards\">Cards</h2>\n")
	for i := range 40 {
		fmt.Fprintf(&sb, "<article class=\"card\">\n  <img src=\"/img/%d.png\" alt=\"Picture %d\">\n  <h3>Card %d</h3>\n  <p style=\"line-height: 1.5\">Text of card %d, with <a href=\"/card/%d\">the full story of card %d</a>.</p>\n  <div role=\"button\" tabindex=\"0\" onclick=\"open(%d)\" onkeydown=\"open(%d)\">Open</div>\n</article>\n", i, i, i, i, i, i, i, i)
	}
	sb.WriteString("</section>\n</main>\n<footer><p>Footer</p></footer>\n</body>\n</html>\n")
	return []byte(sb.String())
}

// BenchmarkReview1000 parses and reviews 1,000 markup files, as a review
// of a change with that many does: the target is 5 s per op on the
// reference machine (2 cores shared).
func BenchmarkReview1000(b *testing.B) {
	if !syntax.Available {
		b.Skip("built without cgo: no tree-sitter parsers")
	}
	files := benchFiles(b)
	var findings atomic.Int64
	b.ResetTimer()
	for b.Loop() {
		findings.Store(0)
		// One worker per core, as the engine analyzes files.
		jobs := make(chan benchFile)
		var wg sync.WaitGroup
		for range runtime.GOMAXPROCS(0) {
			wg.Go(func() {
				for f := range jobs {
					tree, err := syntax.Parse(context.Background(), f.lang, f.src)
					if err != nil {
						b.Errorf("%s: %v", f.path, err)
						continue
					}
					pass := &analysis.Pass{Analyzer: markup.Analyzer, Path: f.path, Tree: tree, Report: func(engine.Diagnostic) { findings.Add(1) }}
					if err := markup.Analyzer.Run(pass); err != nil {
						b.Errorf("%s: %v", f.path, err)
					}
				}
			})
		}
		for _, f := range files {
			jobs <- f
		}
		close(jobs)
		wg.Wait()
	}
	b.ReportMetric(float64(len(files)), "files/op")
	b.ReportMetric(float64(findings.Load()), "findings/op")
}
