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

	"github.com/teamreview/teamreview/internal/finding"
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

// keepUnused decides whether an unused identifier is the change's doing:
// it is declared on a changed line (the change added it), or a file of its
// package under review lost lines (the change may have removed its last
// use; the diff filter then decides, like for any finding, whether the
// declaration is near enough to the change to report). A path under review
// has no diff: every unused identifier counts. A package analyzed without
// its tests would call a helper only the tests use unused: such a name is
// kept only if no test file of the package mentions it.
//
// Test files are left out: an unused fixture constant or helper in a test
// ships nothing and breaks nothing, and a review of tests is noisy enough.
func (r *run) keepUnused(pkg *packages.Package, s *source, lines finding.LineRange, msg string) bool {
	f := s.file
	if strings.HasSuffix(f.Path, "_test.go") {
		return false
	}
	if f.Changed != nil && !f.InChange(lines, 0) {
		lost := false
		for _, name := range pkg.GoFiles {
			if o := r.lookup(name); o != nil && o.file.Removed > 0 {
				lost = true
			}
		}
		if !lost {
			return false
		}
	}
	m := unusedName.FindStringSubmatch(msg)
	if m == nil || !isPlain(pkg) {
		return true
	}
	name := m[1]
	if i := strings.LastIndex(name, "."); i >= 0 {
		name = name[i+1:] // a method or field: T.m
	}
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`)
	return !slices.ContainsFunc(testFiles(pkg), func(path string) bool {
		data, err := os.ReadFile(path)
		return err == nil && word.Match(data)
	})
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
