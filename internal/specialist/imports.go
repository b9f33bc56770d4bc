package specialist

import (
	"go/parser"
	"go/token"
	"path"
	"regexp"
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

// ImportedTests maps each file that its path alone rates as code that
// does not ship, but that code shipping imports, directly or through
// another such file, or that the project's deployment runs (launchedBy),
// to the importer or the launcher that ships it: a file PlaceOf calls
// a test or an example (app/samples/), a maintainer's script (MaintainerScript; another script
// importing it does not ship it), a configuration named for copying
// (ExampleConfig). The importer need not be in the
// review's scope: project (nil for none) lists and reads the rest of the
// project, for a change that edits a test-named module which a committed,
// unchanged shipped file imports is as shipped as one that adds both.
// Files in scope are read as they are under review; a project file is
// read only when it ships, in a language some such file is written in,
// and once.
func ImportedTests(files []*scope.File, project Project) map[string]string {
	content := map[string][]byte{}
	var paths []string
	for _, f := range files {
		if f.Content != nil {
			content[f.Path] = f.Content
			paths = append(paths, f.Path)
		}
	}
	if project != nil {
		for _, p := range project.Walk() {
			if _, ok := content[p]; !ok && importLang(p) != "" {
				paths = append(paths, p)
			}
		}
	}
	keys := map[string][]string{}
	imports := func(p string) []string {
		if k, ok := keys[p]; ok {
			return k
		}
		src, ok := content[p]
		if !ok && project != nil {
			src, _ = project.ReadFile(p)
		}
		keys[p] = importedKeys(p, src)
		return keys[p]
	}
	by := importedBy(paths, imports, func(p string) bool { return (PlaceOf(p) == Test || PlaceOf(p) == Example) && !compiledForTests(p) },
		func(p string) bool { return PlaceOf(p) == Shipped })
	scripts := importedBy(paths, imports, MaintainerScript,
		func(p string) bool { return PlaceOf(p) == Shipped && !MaintainerScript(p) })
	copies := importedBy(paths, imports, ExampleConfig,
		func(p string) bool { return PlaceOf(p) == Shipped && !ExampleConfig(p) })
	launched := launchedBy(files, project, paths, func(p string) bool {
		return (PlaceOf(p) == Test || PlaceOf(p) == Example) && !compiledForTests(p) || MaintainerScript(p) || ExampleConfig(p)
	})
	for _, m := range []map[string]string{scripts, copies, linkedBy(files, paths), launched} {
		for p, importer := range m {
			if by[p] == "" {
				if by == nil {
					by = map[string]string{}
				}
				by[p] = importer
			}
		}
	}
	return by
}

// linkedBy maps each of paths that its path rates as code that does not
// ship (a test's, an example's, a maintainer's script, a configuration
// made for copying) to the symlink among files, at a path that ships,
// that points to it or to a directory above it: app/db.py linked to
// tests/helpers/db.py serves the helper as the app's module, as an import
// would.
func linkedBy(files []*scope.File, paths []string) map[string]string {
	by := map[string]string{}
	for _, f := range files {
		if f.Link == "" || f.Status == scope.Deleted || PlaceOf(f.Path) != Shipped || MaintainerScript(f.Path) || ExampleConfig(f.Path) {
			continue
		}
		for _, p := range paths {
			quiet := PlaceOf(p) == Test || PlaceOf(p) == Example || MaintainerScript(p) || ExampleConfig(p)
			if quiet && (p == f.Link || strings.HasPrefix(p, f.Link+"/")) && by[p] == "" {
				by[p] = f.Path
			}
		}
	}
	return by
}

// exampleConfig is a file's name made for copying (.env.example,
// config.sample.yml, settings.py.dist), as security and secrets read it.
var exampleConfig = regexp.MustCompile(`(?i)\.(example|sample|template|dist)$|\.(example|sample|template)\.`)

// ExampleConfig reports whether the file at p is named as a configuration
// made to be copied. Like a test's name it is a convention: a module so
// named that shipped code imports (import { KEY } from './billing.sample')
// ships (ImportedTests).
func ExampleConfig(p string) bool { return exampleConfig.MatchString(path.Base(p)) }

// importedBy maps each of paths that quiet holds that a file ships
// imports, directly or through another quiet one, to its importer; the
// shipping start from the paths that ships holds; imports are a file's
// importedKeys.
func importedBy(paths []string, imports func(string) []string, quiet, ships func(string) bool) map[string]string {
	index := map[string][]string{}
	langs := map[string]bool{}
	for _, p := range paths {
		if quiet(p) {
			for _, k := range importKeys(p) {
				index[k] = append(index[k], p)
			}
			langs[importLang(p)] = true
		}
	}
	if len(index) == 0 {
		return nil
	}
	// An end of a path that a shipped file has too is the shipped
	// file's: an alias resolves to one directory, and the project's
	// code is where an alias points (@/lib/db is src/lib/db, not a
	// test's tests/lib/db mock).
	shippedTail := map[string]bool{}
	for _, p := range paths {
		if !quiet(p) && importLang(p) == "js" {
			for _, k := range jsFileTails(p) {
				shippedTail[k] = true
			}
		}
	}
	// Shipping spreads along imports, breadth first from the shipped
	// files in their order (scope's, then the project's): a test
	// directory's __init__.py that a shipped module imports ships the
	// modules it imports.
	var queue []string
	shipping := map[string]bool{}
	for _, p := range paths {
		if ships(p) && langs[importLang(p)] {
			queue = append(queue, p)
			shipping[p] = true
		}
	}
	by := map[string]string{}
	for len(queue) > 0 {
		importer := queue[0]
		queue = queue[1:]
		for _, k := range imports(importer) {
			if shippedTail[k] {
				continue
			}
			for _, t := range index[k] {
				if !shipping[t] {
					shipping[t], by[t] = true, importer
					queue = append(queue, t)
				}
			}
		}
	}
	return by
}

// importLang is the family of importKeys a file at p has ("go", "py",
// "js"), or "" for a language whose imports are not read.
func importLang(p string) string {
	switch ext := path.Ext(p); {
	case ext == ".go":
		return "go"
	case ext == ".py":
		return "py"
	case jsExts[ext]:
		return "js"
	}
	return ""
}

// compiledForTests is a file only a test build reads, whatever imports
// its package: Go's _test.go files and testdata/ directories.
func compiledForTests(p string) bool {
	return strings.HasSuffix(p, "_test.go") || strings.HasPrefix(p, "testdata/") || strings.Contains(p, "/testdata/")
}

// importKeys are the names an import of the file at p is found by: Go's
// package directory; Python's module from the root, exact for a relative
// import ("/app.testing.views") and by its ends of two names or more for
// an absolute one (the root a project's imports start from, the
// repository's or src/, is not known here; a root among the tests,
// tests/app/models.py for app.models, is none); the paths a relative
// JavaScript specifier may name it by (with or without its extension, a
// directory's index).
func importKeys(p string) []string {
	ext := path.Ext(p)
	switch {
	case ext == ".go":
		return []string{"go:" + path.Dir(p)}
	case ext == ".py":
		mod := strings.ReplaceAll(strings.TrimSuffix(strings.TrimSuffix(p, ".py"), "/__init__"), "/", ".")
		keys := []string{"py:/" + mod, "py:" + mod}
		parts := strings.Split(mod, ".")
		for i := 1; i+2 <= len(parts); i++ {
			if PlaceOf(strings.Join(parts[:i], "/")+"/_.py") != Test {
				keys = append(keys, "py:"+strings.Join(parts[i:], "."))
			}
		}
		return keys
	case jsExts[ext]:
		stem := strings.TrimSuffix(p, ext)
		keys := []string{"js:" + p, "js:" + stem}
		if path.Base(stem) == "index" {
			keys = append(keys, "js:"+path.Dir(p))
		}
		return append(keys, jsFileTails(p)...)
	}
	return nil
}

// jsFileTails are the ends (jsTails) of the JavaScript file at p: of its
// path without the extension, and of its directory's for an index file.
func jsFileTails(p string) []string {
	stem := strings.TrimSuffix(p, path.Ext(p))
	if path.Base(stem) == "index" {
		return append(jsTails(stem), jsTails(path.Dir(stem))...)
	}
	return jsTails(stem)
}

// jsTails are the keys a bare or aliased specifier may name a JavaScript
// file by, its extension cut: each end of its path of two names or more
// ("jstail:testing/variant" for src/testing/variant). A project's path
// aliases (TypeScript's paths, "@/*": ["./src/*"]; Node's "#" imports; a
// workspace package importing itself by name) map a specifier's rest to
// a directory the aliases' file says, not read here; the end of the path
// is what the specifier keeps. A Jest __mocks__ file stands in for a
// package only under a test runner: it has none.
func jsTails(stem string) []string {
	if strings.HasPrefix(stem, "__mocks__/") || strings.Contains(stem, "/__mocks__/") {
		return nil
	}
	var keys []string
	for rest := stem; strings.Contains(rest, "/"); {
		keys = append(keys, "jstail:"+rest)
		_, rest, _ = strings.Cut(rest, "/")
	}
	return keys
}

// importedKeys are the keys (importKeys) of what the file at p, with
// src, imports: each end of a Go import path, each Python module named,
// each path a relative JavaScript specifier resolves to.
func importedKeys(p string, src []byte) []string {
	var keys []string
	switch ext := path.Ext(p); {
	case ext == ".go":
		for _, ip := range goImports(src) {
			for {
				keys = append(keys, "go:"+ip)
				_, rest, ok := strings.Cut(ip, "/")
				if !ok {
					break
				}
				ip = rest
			}
		}
	case ext == ".py":
		for _, n := range pyImports(p, src) {
			if strings.HasPrefix(n, "/") || strings.Contains(strings.Trim(n, "."), ".") {
				keys = append(keys, "py:"+n)
			}
		}
	case jsExts[ext]:
		for _, t := range jsImports(p, src) {
			keys = append(keys, "js:"+t)
		}
		for _, t := range jsBareImports(src) {
			keys = append(keys, "jstail:"+t)
		}
	}
	return keys
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

var (
	jsExts = map[string]bool{".js": true, ".mjs": true, ".cjs": true, ".jsx": true, ".ts": true, ".mts": true, ".cts": true, ".tsx": true}
	jsSpec = regexp.MustCompile(`(?:\bfrom|\brequire\(|\bimport\(?)[ \t]*['"](\.{1,2}/[^'"]*)['"]`)
	// jsBare is a specifier that is not relative: a package's, or an
	// alias's (@/testing/pages, ~/lib/x, #testing/pages).
	jsBare = regexp.MustCompile(`(?:\bfrom|\brequire\(|\bimport\(?)[ \t]*['"]([^'".\s][^'"\s]*)['"]`)
)

// jsBareImports are the ends (jsTails) a file's non-relative specifiers
// may name a project file by: the specifier, and its rest after an alias
// or a package's name (@/testing/pages and @acme/web/testing/pages both
// end in testing/pages), of two names or more.
func jsBareImports(src []byte) []string {
	var out []string
	for _, m := range jsBare.FindAllSubmatch(src, -1) {
		spec := strings.TrimSuffix(string(m[1]), path.Ext(string(m[1])))
		if !jsExts[path.Ext(string(m[1]))] {
			spec = string(m[1])
		}
		spec = strings.TrimPrefix(spec, "#")
		first, rest, _ := strings.Cut(spec, "/")
		if strings.HasPrefix(first, "@") && first != "@" {
			_, rest, _ = strings.Cut(rest, "/") // a scoped package's name
		}
		for _, t := range []string{spec, rest} {
			if strings.Contains(t, "/") {
				out = append(out, t)
			}
		}
	}
	return out
}

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
