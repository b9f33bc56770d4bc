package specialist

import (
	"go/parser"
	"go/token"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
)

// A file's name or directory says it is a test (PlaceOf), but the name is
// a convention, not a fact: a package under testing/ that serves A/B
// tests, a module named test_reports.py that serves the test reports page.
// When code that ships imports it, it ships too, and its problems weigh as
// shipped code's. The imports are read from the files in scope, in the
// languages whose import names a file: Go's import paths, Python's modules
// (absolute and relative), JavaScript's and TypeScript's relative
// specifiers.

// ImportedTests maps each file among files that PlaceOf calls a test but
// that code shipping imports, directly or through another such file, to
// the importer that ships it.
func ImportedTests(files []*scope.File) map[string]string {
	var tests []string
	for _, f := range files {
		if f.Content != nil && PlaceOf(f.Path) == Test && !compiledForTests(f.Path) {
			tests = append(tests, f.Path)
		}
	}
	if len(tests) == 0 {
		return nil
	}
	shipping := map[string]bool{}
	for _, f := range files {
		if f.Content != nil && PlaceOf(f.Path) == Shipped {
			shipping[f.Path] = true
		}
	}
	// Shipping spreads along imports until nothing changes: a test
	// directory's __init__.py that a shipped module imports ships the
	// modules it imports. Each file's imports are read once; the files'
	// order decides which importer is named.
	read := map[string]importsOf{}
	by := map[string]string{}
	for changed := true; changed; {
		changed = false
		for _, f := range files {
			if !shipping[f.Path] {
				continue
			}
			im, ok := read[f.Path]
			if !ok {
				im = readImports(f.Path, f.Content)
				read[f.Path] = im
			}
			for _, t := range tests {
				if !shipping[t] && im.has(t) {
					shipping[t], by[t], changed = true, f.Path, true
				}
			}
		}
	}
	return by
}

// compiledForTests is a file only a test build reads, whatever imports
// its package: Go's _test.go files and testdata/ directories.
func compiledForTests(p string) bool {
	return strings.HasSuffix(p, "_test.go") || strings.HasPrefix(p, "testdata/") || strings.Contains(p, "/testdata/")
}

// importsOf is what one file imports, in its language's terms: Go import
// paths, Python modules (a relative one made absolute from the root, with
// a leading "/"), or the paths relative JavaScript specifiers resolve to.
type importsOf struct {
	ext   string
	names []string
}

// readImports reads the imports of the file at p, with src.
func readImports(p string, src []byte) importsOf {
	im := importsOf{ext: path.Ext(p)}
	switch {
	case im.ext == ".go":
		im.names = goImports(src)
	case im.ext == ".py":
		im.names = pyImports(p, src)
	case jsExts[im.ext]:
		im.names = jsImports(p, src)
	}
	return im
}

// has reports whether the file at p is among the imports.
func (im importsOf) has(p string) bool {
	pe := path.Ext(p)
	switch {
	case im.ext == ".go" && pe == ".go":
		dir := path.Dir(p)
		return slices.ContainsFunc(im.names, func(ip string) bool { return ip == dir || strings.HasSuffix(ip, "/"+dir) })
	case im.ext == ".py" && pe == ".py":
		mod := strings.ReplaceAll(strings.TrimSuffix(strings.TrimSuffix(p, ".py"), "/__init__"), "/", ".")
		return slices.ContainsFunc(im.names, func(n string) bool { return pyModuleIs(n, mod) })
	case jsExts[im.ext] && jsExts[pe]:
		stem := strings.TrimSuffix(p, pe)
		return slices.ContainsFunc(im.names, func(target string) bool {
			return target == p || target == stem || path.Base(stem) == "index" && path.Dir(p) == target
		})
	}
	return false
}

// goImports are the import paths of a Go file.
func goImports(src []byte) []string {
	f, _ := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if f == nil {
		return nil
	}
	var out []string
	for _, im := range f.Imports {
		if ip, err := strconv.Unquote(im.Path.Value); err == nil {
			out = append(out, ip)
		}
	}
	return out
}

var (
	pyFrom   = regexp.MustCompile(`(?m)^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]*)`)
	pyImport = regexp.MustCompile(`(?m)^[ \t]*import[ \t]+([^\n#]+)`)
	pyName   = regexp.MustCompile(`^[A-Za-z_][\w.]*$`)
)

// pyImports are the modules a Python file at p imports: "from .testing
// import views" is /app/testing and /app/testing/views made absolute
// ("/app.testing", "/app.testing.views"), "from app.testing.views import
// bp" is app.testing.views and app.testing.views.bp, "import
// app.test_reports" is app.test_reports.
func pyImports(p string, src []byte) []string {
	var names []string
	for _, m := range pyFrom.FindAllSubmatch(src, -1) {
		base := string(m[1])
		names = append(names, base)
		for _, n := range strings.Split(strings.Trim(string(m[2]), "() \t\r\n"), ",") {
			if n = strings.TrimSpace(strings.Split(strings.TrimSpace(n), " ")[0]); pyName.MatchString(n) {
				names = append(names, strings.TrimSuffix(base, ".")+"."+n)
			}
		}
	}
	for _, m := range pyImport.FindAllSubmatch(src, -1) {
		for _, n := range strings.Split(string(m[1]), ",") {
			names = append(names, strings.Split(strings.TrimSpace(n), " ")[0])
		}
	}
	for i, n := range names {
		if strings.HasPrefix(n, ".") {
			names[i] = "/" + pyRelative(p, n)
		}
	}
	return names
}

// pyRelative is the dotted module from the root that the relative name
// n (..x.y) written in the file at p names.
func pyRelative(p, n string) string {
	dir := path.Dir(p)
	rest := strings.TrimLeft(n, ".")
	for range len(n) - len(rest) - 1 {
		dir = path.Dir(dir)
	}
	return strings.ReplaceAll(path.Join(dir, strings.ReplaceAll(rest, ".", "/")), "/", ".")
}

// pyModuleIs reports whether the imported module n is mod (a file's
// dotted path from the root). A relative import, made absolute, is exact;
// an absolute one matches the end of mod by two names at least ("from x
// import y" counts as x.y), since the root a project's imports start from
// (the repository's, src/) is not known here; a root among the tests
// (tests/app/models.py for app.models) is none.
func pyModuleIs(n, mod string) bool {
	if abs, ok := strings.CutPrefix(n, "/"); ok {
		return abs == mod
	}
	if !strings.Contains(n, ".") || strings.HasSuffix(n, ".") {
		return false
	}
	prefix, ok := strings.CutSuffix(mod, "."+n)
	// tests/app/models.py is not the app.models a shipped file imports.
	return n == mod || ok && PlaceOf(strings.ReplaceAll(prefix, ".", "/")+"/_.py") != Test
}

var (
	jsExts = map[string]bool{".js": true, ".mjs": true, ".cjs": true, ".jsx": true, ".ts": true, ".mts": true, ".cts": true, ".tsx": true}
	jsSpec = regexp.MustCompile(`(?:\bfrom|\brequire\(|\bimport\(?)[ \t]*['"](\.{1,2}/[^'"]*)['"]`)
)

// jsImports are the paths the relative specifiers of a JavaScript or
// TypeScript file at p resolve to (require('./test/pages'), import x
// from '../testing/pages.js'); has matches them as Node and bundlers do:
// the file, the file with an extension, or the directory's index.
func jsImports(p string, src []byte) []string {
	var out []string
	for _, m := range jsSpec.FindAllSubmatch(src, -1) {
		out = append(out, path.Join(path.Dir(p), string(m[1])))
	}
	return out
}
