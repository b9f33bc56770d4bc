package goanalysis

import (
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"honnef.co/go/tools/unused"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// unusedAnalyzer reports staticcheck's unused code (U1000), as the
// staticcheck command and golangci-lint do: unused.Analyzer only computes
// which objects of a package are used; this turns the unused ones into
// diagnostics. It runs on the packages under review (it has no facts, so
// never on their dependencies); run.keepUnused then keeps what the change
// is responsible for.
var unusedAnalyzer = &analysis.Analyzer{
	Name:       "unused",
	Doc:        "report unused code (staticcheck U1000)",
	URL:        "https://staticcheck.dev/docs/checks/#U1000",
	Requires:   []*analysis.Analyzer{unused.Analyzer.Analyzer},
	ResultType: reflect.TypeFor[struct{}](),
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[unused.Analyzer.Analyzer].(unused.Result)
		for _, o := range res.Unused {
			if pos := posOf(pass, o.DisplayPosition); pos.IsValid() {
				pass.Report(analysis.Diagnostic{Pos: pos, Message: fmt.Sprintf("%s %s is unused", o.Kind, o.Name)})
			}
		}
		return struct{}{}, nil
	},
}

// posOf finds p in the pass's files.
func posOf(pass *analysis.Pass, p token.Position) token.Pos {
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil || tf.Name() != p.Filename || p.Line < 1 || p.Line > tf.LineCount() {
			continue
		}
		return tf.LineStart(p.Line) + token.Pos(max(p.Column-1, 0))
	}
	return token.NoPos
}

var unusedName = regexp.MustCompile(`^\S+ (\S+) is unused$`)

// keepUnused decides whether an unused identifier is the change's doing,
// and whether the diagnostic must say so: it is declared on a changed
// line (the change added it), or the lines the change removed from its
// package's directory — in files under review or files it deleted — used
// it (the change removed a use, and nothing else uses it now). The second
// kind is marked ChangeCaused, so the diff filter keeps it however far the
// declaration is from the change. A path under review has no diff: every
// unused identifier counts. A package analyzed without its tests would
// call a helper only the tests use unused: such a name is kept only if no
// test file of the package mentions it.
//
// Test files are left out: an unused fixture constant or helper in a test
// ships nothing and breaks nothing, and a review of tests is noisy enough.
func (r *run) keepUnused(pkg *packages.Package, s *source, lines finding.LineRange, d *engine.Diagnostic) bool {
	f := s.file
	if strings.HasSuffix(f.Path, "_test.go") {
		return false
	}
	m := unusedName.FindStringSubmatch(d.Message)
	name := ""
	if m != nil {
		name = m[1]
		if i := strings.LastIndex(name, "."); i >= 0 {
			name = name[i+1:] // a method or field: T.m
		}
	}
	var word *regexp.Regexp
	if name != "" {
		word = regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`)
	}
	if f.Changed != nil && !f.InChange(lines, 0) {
		if word == nil || !word.MatchString(r.removedCode(filepath.Dir(s.abs))) {
			return false
		}
		d.ChangeCaused = true
		d.Message += "; the change removed a use of it"
	}
	if word == nil || !isPlain(pkg) {
		return true
	}
	return !slices.ContainsFunc(testFiles(pkg), func(path string) bool {
		data, err := os.ReadFile(path)
		return err == nil && word.Match(data)
	})
}

// removedCode is the code the change removed from the .go files of dir
// (files under review and files it deleted, tests included), comment
// lines left out, one line per removed line. Memoized per directory.
func (r *run) removedCode(dir string) string {
	if c, ok := r.removed[dir]; ok {
		return c
	}
	var b strings.Builder
	add := func(f *scope.File) {
		if !strings.HasSuffix(f.Path, ".go") || filepath.Dir(filepath.Join(r.e.root, filepath.FromSlash(f.Path))) != dir {
			return
		}
		for _, h := range f.Hunks {
			for line := range strings.Lines(h.Body) {
				code, ok := strings.CutPrefix(line, "-")
				if !ok {
					continue
				}
				if t := strings.TrimSpace(code); t == "" || strings.HasPrefix(t, "//") {
					continue
				}
				if i := strings.Index(code, "//"); i >= 0 {
					code = code[:i] + "\n" // a trailing comment (or a URL in a string: harmless)
				}
				b.WriteString(code)
			}
		}
	}
	seen := map[*source]bool{} // byAbs holds a source under two paths
	for _, s := range r.byAbs {
		if !seen[s] {
			seen[s] = true
			add(s.file)
		}
	}
	for _, f := range r.e.deleted {
		add(f)
	}
	c := b.String()
	r.removed[dir] = c
	return c
}

// testFiles lists the _test.go files in pkg's directory.
func testFiles(pkg *packages.Package) []string {
	if len(pkg.GoFiles) == 0 {
		return nil
	}
	dir := filepath.Dir(pkg.GoFiles[0])
	matches, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
	return matches
}
