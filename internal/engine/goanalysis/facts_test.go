package goanalysis

import (
	"bytes"
	"context"
	"encoding/gob"
	"go/token"
	"go/types"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache/cachetest"
	"github.com/teamreview/teamreview/internal/scope"
)

// TestMain gives the package's tests a cache of their own, shared by them
// all (so most of them run with the standard library's facts from it), and
// keeps them offline: with GOPROXY=off the engine never downloads a
// module a test leaves missing (TestDownload serves its own).
func TestMain(m *testing.M) {
	os.Setenv("GOPROXY", "off")
	cachetest.Main(m)
}

// runWithFacts runs the engine over files with the facts cache in dir
// ("" for none). The standard library's facts and types always come from
// the package's shared cache (TestMain), filled by whichever test needs
// them first: analyzing the standard library again for every run was most
// of these tests' time, and TestDriverMatchesChecker checks that the
// driver with that cache reports what checker reports from source.
func runWithFacts(t *testing.T, root, dir string, files []*scope.File) *engine.Result {
	t.Helper()
	e, err := New(engine.Env{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	e.(*Engine).factsDir = dir
	res, err := e.Run(context.Background(), files)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

// holdsPackage reports whether the facts entry at path holds the export
// data of a package named name that declares member.
func holdsPackage(t *testing.T, path, name, member string) bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var ent factEntry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&ent) != nil || len(ent.Export) == 0 {
		return false
	}
	pkg, err := gcexportdata.Read(bytes.NewReader(ent.Export), token.NewFileSet(), map[string]*types.Package{}, "example.com/x")
	return err == nil && pkg.Name() == name && pkg.Scope().Lookup(member) != nil
}

// module writes files into a new temporary directory and returns it with
// the files among them that the review is of, by path.
func module(t *testing.T, files map[string]string, reviewed ...string) (string, []*scope.File) {
	t.Helper()
	root := t.TempDir()
	write(t, root, files)
	var out []*scope.File
	for _, f := range tree(t, root) {
		if slices.Contains(reviewed, f.Path) {
			out = append(out, f)
		}
	}
	return root, out
}

// cached lists the cache's entries with their modification times.
func cached(t *testing.T, dir string) map[string]int64 {
	t.Helper()
	out := map[string]int64{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		out[p] = fi.ModTime().UnixNano()
		return nil
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return out
}

// TestFactCacheKeepsDiagnostics checks that the facts cache changes
// nothing but the time: a review that fills it, one that uses it after a
// file under review changed, and one whose entries are all unreadable
// report exactly what a review without it does. The driver testdata's
// packages under review need facts from packages of the same module
// (lib's printf wrapper, deprecated and never-returning functions) and
// import one that does not compile, which must not be stored.
func TestFactCacheKeepsDiagnostics(t *testing.T) {
	needGo(t)
	root, err := filepath.Abs(filepath.Join("testdata", "driver"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*scope.File // app and usesbroken; lib and broken are dependencies
	for _, f := range tree(t, root) {
		if dir := filepath.Dir(filepath.FromSlash(f.Path)); dir == "app" || dir == "usesbroken" {
			files = append(files, f)
		}
	}
	dir := t.TempDir()

	want := runWithFacts(t, root, "", files)
	if len(want.Diagnostics) < 5 {
		t.Fatalf("the reference found only %d diagnostics; the comparison would prove little:%s", len(want.Diagnostics), dump(want))
	}
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("filling the cache changed the result (-without +with):\n%s", diff)
	}
	filled := cached(t, dir)
	if len(filled) == 0 { // lib; the standard library's go to the shared cache
		t.Fatalf("the cache holds no entry after a review; want the dependencies' facts")
	}
	if !slices.ContainsFunc(slices.Collect(maps.Keys(filled)), func(p string) bool { return holdsPackage(t, p, "lib", "NewLogger") }) {
		t.Fatal("lib is not in the cache")
	}

	// A changed file under review: its package is analyzed, its
	// dependencies' facts come from the cache.
	changed := slices.Clone(files)
	for i, f := range changed {
		if f.Path == "app/app.go" {
			g := *f
			g.Content = append(slices.Clone(f.Content), "\n// changed\n"...)
			changed[i] = &g
		}
	}
	want = runWithFacts(t, root, "", changed)
	got := runWithFacts(t, root, dir, changed)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("facts from the cache changed the result (-without +with):\n%s", diff)
	}
	// lib's types now come from export data: facts on a method of a type
	// app cannot name and on a method of a generic type must still reach
	// app's analysis.
	for _, w := range []struct{ rule, msg string }{
		{"vet/printf", "(*example.com/driver/lib.logger).Printf format %d has arg"},
		{"staticcheck/SA1019", "(example.com/driver/lib.Pair[string, int]).Legacy is deprecated"},
	} {
		if !slices.ContainsFunc(got.Diagnostics, func(d engine.Diagnostic) bool {
			return d.File == "app/shapes.go" && d.Rule == w.rule && strings.Contains(d.Message, w.msg)
		}) {
			t.Errorf("with lib from the cache, no %s diagnostic %q in app/shapes.go:%s", w.rule, w.msg, dump(got))
		}
	}
	if diff := cmp.Diff(filled, cached(t, dir)); diff != "" {
		t.Errorf("the second review rewrote entries, so it did not use them (-before +after):\n%s", diff)
	}

	// Entries that do not decode are misses.
	for p := range filled {
		if err := os.WriteFile(p, []byte("not a gob"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, changed)); diff != "" {
		t.Errorf("unreadable entries changed the result (-without +with):\n%s", diff)
	}
}

// TestFactCacheTestVariantBelow checks a load in which a package and its
// test variant, which share an import path, are both dependencies: an
// external test file under review needs "p [p.test]" (with p's exported
// test helper) and q recompiled against it, while a command under review
// needs p and q themselves. Each must read its own types from the cache.
func TestFactCacheTestVariantBelow(t *testing.T) {
	needGo(t)
	root, files := module(t, map[string]string{
		"go.mod":           "module example.com/m\n\ngo 1.26\n",
		"p/p.go":           "package p\n\ntype T struct{ X int }\n\nfunc New() *T { return &T{} }\n",
		"p/export_test.go": "package p\n\nimport \"testing\"\n\ntype Hidden struct{ T *testing.T }\n\nfunc ExportedForTest() *Hidden { return &Hidden{} }\n",
		"p/p_x_test.go":    "package p_test\n\nimport (\n\t\"fmt\"\n\t\"testing\"\n\n\t\"example.com/m/p\"\n\t\"example.com/m/q\"\n)\n\nfunc TestX(t *testing.T) {\n\t_ = p.ExportedForTest()\n\tfmt.Printf(\"%d\\n\", q.Use(p.New()), 1)\n}\n",
		"q/q.go":           "package q\n\nimport \"example.com/m/p\"\n\nfunc Use(t *p.T) int { return t.X }\n",
		"cmd/main.go":      "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/m/p\"\n\t\"example.com/m/q\"\n)\n\nfunc main() { fmt.Printf(\"%s\\n\", q.Use(p.New())) }\n",
	}, "p/p_x_test.go", "cmd/main.go")
	want := runWithFacts(t, root, "", files)
	if len(want.Diagnostics) < 2 || slices.ContainsFunc(want.Diagnostics, func(d engine.Diagnostic) bool { return d.Rule == ruleTypecheck }) {
		t.Fatalf("the reference should find the two printf mistakes and no type error:%s", dump(want))
	}
	dir := t.TempDir()
	for i := range 3 { // fill, then read
		if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
			t.Errorf("run %d with the cache differs (-without +with):\n%s", i, diff)
		}
	}
}

// TestFactCacheWithErrors checks dependencies that do not type-check: a
// package that imports a module missing from the module cache, and one
// above it. They are stored and read back like the others (the second
// review neither rewrites nor misses them) and change no diagnostic; the
// missing module arriving would change their keys.
func TestFactCacheWithErrors(t *testing.T) {
	needGo(t)
	root, files := module(t, map[string]string{
		"go.mod":     "module example.com/m\n\ngo 1.26\n\nrequire example.com/nowhere v1.0.0\n",
		"low/low.go": "package low\n\nimport \"example.com/nowhere\"\n\n// Name is nowhere's name.\nfunc Name() string { return nowhere.Name }\n\n// Logf logs.\nfunc Logf(format string, args ...any) { _ = format; _ = args }\n",
		"mid/mid.go": "package mid\n\nimport \"example.com/m/low\"\n\n// Hello greets.\nfunc Hello() string { return \"hello \" + low.Name() }\n",
		"app/app.go": "package app\n\nimport (\n\t\"crypto/md5\"\n\n\t\"example.com/m/mid\"\n)\n\n// Sum hashes the greeting.\nfunc Sum() []byte { h := md5.New(); h.Write([]byte(mid.Hello())); return h.Sum(nil) }\n",
	}, "app/app.go")
	want := runWithFacts(t, root, "", files)
	if !slices.ContainsFunc(want.Diagnostics, func(d engine.Diagnostic) bool { return d.Rule == "gosec/G401" }) || len(want.Unanalyzed) != 1 {
		t.Fatalf("the reference should find md5 in a package analyzed in part:%s\n%+v", dump(want), want.Unanalyzed)
	}
	dir := t.TempDir()
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("filling the cache changed the result (-without +with):\n%s", diff)
	}
	filled := cached(t, dir)
	var low, mid bool
	for p := range filled {
		low = low || holdsPackage(t, p, "low", "Logf")
		mid = mid || holdsPackage(t, p, "mid", "Hello")
	}
	if !low || !mid {
		t.Fatalf("packages with errors not cached: low %t, mid %t (%d entries)", low, mid, len(filled))
	}
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("facts from the cache changed the result (-without +with):\n%s", diff)
	}
	if diff := cmp.Diff(filled, cached(t, dir)); diff != "" {
		t.Errorf("the second review rewrote entries, so it did not use them (-before +after):\n%s", diff)
	}
}

// TestStdRelease checks that a standard library package's files are
// pinned by its GOROOT's release, and only when every file is in that
// GOROOT's src and a VERSION file names the release.
func TestStdRelease(t *testing.T) {
	goroot := t.TempDir()
	src := filepath.Join(goroot, "src", "net", "http")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	std := func(files ...string) *packages.Package {
		return &packages.Package{PkgPath: "net/http", CompiledGoFiles: files}
	}
	inSrc := []string{filepath.Join(src, "server.go"), filepath.Join(src, "client.go")}
	if r, ok := stdRelease(std(inSrc...)); ok {
		t.Errorf("without GOROOT/VERSION: pinned to %q", r)
	}
	stdReleases.Delete(goroot) // the answer above is memoized
	if err := os.WriteFile(filepath.Join(goroot, "VERSION"), []byte("go1.99.1\ntime 2030-01-01T00:00:00Z\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, ok := stdRelease(std(inSrc...)); !ok || r != "go1.99.1" {
		t.Errorf("stdRelease = %q, %t; want go1.99.1, true", r, ok)
	}
	for _, tt := range []struct {
		name string
		p    *packages.Package
	}{
		{"a file cgo generated", std(inSrc[0], filepath.Join(t.TempDir(), "go-build", "ab", "_cgo_gotypes.go"))},
		{"a file in a subdirectory", std(inSrc[0], filepath.Join(src, "internal", "x.go"))},
		{"a module's package", &packages.Package{PkgPath: "example.com/m/net/http", CompiledGoFiles: inSrc, Module: &packages.Module{Path: "example.com/m"}}},
		{"no files", std()},
	} {
		if r, ok := stdRelease(tt.p); ok {
			t.Errorf("%s: pinned to %q", tt.name, r)
		}
	}
}

// TestRestoreBelowReadsOnlyWhatIsImported checks the facts cache's fast
// path: with every dependency's entry there, only the types of the
// packages that a package under review imports are read whole; one they
// reach through those exists in part, one they cannot reach not at all;
// and the facts on what exists still reach the analysis (a printf wrapper
// that is a method of a type of the package in part). When a dependency
// changes, nothing is taken that way, and the result is the same again.
func TestRestoreBelowReadsOnlyWhatIsImported(t *testing.T) {
	needGo(t)
	root, files := module(t, map[string]string{
		"go.mod":       "module example.com/m\n\ngo 1.26\n",
		"deep/deep.go": "package deep\n\nimport \"fmt\"\n\n// Logger logs.\ntype Logger struct{ prefix string }\n\n// Printf prints.\nfunc (l *Logger) Printf(format string, args ...any) { _ = l.prefix; fmt.Printf(format, args...) }\n\n// Other is not reachable from mid's API.\nfunc Other() int { return 1 }\n",
		"hidden/h.go":  "package hidden\n\n// N is used by mid's body only.\nfunc N() int { return 2 }\n",
		"mid/mid.go":   "package mid\n\nimport (\n\t\"example.com/m/deep\"\n\t\"example.com/m/hidden\"\n)\n\n// New returns a logger.\nfunc New() *deep.Logger { _ = hidden.N(); return &deep.Logger{} }\n",
		"app/app.go":   "package app\n\nimport \"example.com/m/mid\"\n\n// Run logs.\nfunc Run() { mid.New().Printf(\"%d\\n\", \"not a number\") }\n",
	}, "app/app.go")
	want := runWithFacts(t, root, "", files)
	if !slices.ContainsFunc(want.Diagnostics, func(d engine.Diagnostic) bool {
		return d.Rule == "vet/printf" && strings.Contains(d.Message, "Printf format %d has arg")
	}) {
		t.Fatalf("the reference should find the printf mistake through deep's wrapper:%s\n%+v", dump(want), want)
	}
	type seen struct {
		restored                bool
		mid, deep, hidden, fmt_ *types.Package
	}
	var last seen
	testRestoredBelow = func(d *driver, restored bool) {
		last = seen{restored: restored}
		for _, dp := range d.all {
			switch dp.p.PkgPath {
			case "example.com/m/mid":
				last.mid = dp.p.Types
			case "example.com/m/deep":
				last.deep = dp.p.Types
			case "example.com/m/hidden":
				last.hidden = dp.p.Types
			case "fmt":
				last.fmt_ = dp.p.Types
			}
		}
	}
	t.Cleanup(func() { testRestoredBelow = nil })

	dir := t.TempDir()
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("filling the cache changed the result (-without +with):\n%s", diff)
	}
	if last.restored {
		t.Fatal("an empty cache was taken as a full one")
	}
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("facts from the cache changed the result (-without +with):\n%s", diff)
	}
	if !last.restored {
		t.Fatal("with every dependency in the cache, the packages below were not restored at once")
	}
	if last.mid == nil || !last.mid.Complete() || last.mid.Scope().Lookup("New") == nil {
		t.Errorf("mid, which app imports, should be read whole: %v", last.mid)
	}
	if last.deep == nil || last.deep.Complete() || last.deep.Scope().Lookup("Logger") == nil || last.deep.Scope().Lookup("Other") != nil {
		t.Errorf("deep should exist in part, with Logger and without Other: %v", last.deep)
	}
	// What nothing app can see refers to is not read: an empty stand-in of
	// its path, listed among its importer's imports as the type-checker
	// lists them.
	for _, p := range []*types.Package{last.hidden, last.fmt_} {
		if p == nil || len(p.Scope().Names()) > 0 {
			t.Errorf("%v should be an empty stand-in", p)
		}
	}
	if last.mid != nil && last.deep != nil && !slices.Equal(last.mid.Imports(), []*types.Package{last.deep, last.hidden}) {
		t.Errorf("mid's imports are %v, want deep and hidden", last.mid.Imports())
	}

	// A dependency changed on disk: its key and its importers' change,
	// so the cache answers only in part, package by package.
	if err := os.WriteFile(filepath.Join(root, "hidden", "h.go"), []byte("package hidden\n\n// N is used by mid's body only.\nfunc N() int { return 3 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want = runWithFacts(t, root, "", files)
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, files)); diff != "" {
		t.Errorf("a cache that answers in part changed the result (-without +with):\n%s", diff)
	}
	if last.restored {
		t.Error("with a dependency changed, the packages below were restored at once")
	}
}

// TestRestoreBelowKeepsTypeErrorWording checks that restoring the
// packages below in part leaves go/types' messages as they were: it tells
// two imported packages of one name apart by following each import's list
// of imports, which must be the type-checker's, a package nothing refers
// to included.
func TestRestoreBelowKeepsTypeErrorWording(t *testing.T) {
	needGo(t)
	root, files := module(t, map[string]string{
		"go.mod":         "module example.com/m\n\ngo 1.26\n",
		"util/util.go":   "package util\n\n// T is a thing.\ntype T struct{}\n",
		"x/util/util.go": "package util\n\n// N is a number.\nfunc N() int { return 1 }\n",
		"mid/mid.go":     "package mid\n\nimport \"example.com/m/x/util\"\n\n// M is a number.\nfunc M() int { return util.N() }\n",
		"app/app.go":     "package app\n\nimport (\n\t\"example.com/m/mid\"\n\t\"example.com/m/util\"\n)\n\nvar _ int = util.T{}\n\nvar _ = mid.M\n",
	}, "app/app.go")
	want := runWithFacts(t, root, "", files)
	if !slices.ContainsFunc(want.Diagnostics, func(d engine.Diagnostic) bool { return d.Rule == ruleTypecheck }) {
		t.Fatalf("the reference should report the type error:%s", dump(want))
	}
	restored := false
	testRestoredBelow = func(_ *driver, ok bool) { restored = ok }
	t.Cleanup(func() { testRestoredBelow = nil })
	dir := t.TempDir()
	for i := range 2 { // fill, then restore
		got := runWithFacts(t, root, dir, files)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("run %d with the cache (restored below at once: %t) differs (-without +with):\n%s", i, restored, diff)
		}
	}
	if !restored {
		t.Fatal("the second run did not restore the packages below at once")
	}
}

// TestFactCacheTwoModulesSameFile checks that two modules of one
// repository whose package under review has the same bytes, and imports
// the same missing module, do not share its entry: in one the module is
// missing from go.sum, in the other it is required and summed but not
// downloaded, and the go command's errors, which decide what the review
// says (a note, or an incomplete review), differ although no file does.
func TestFactCacheTwoModulesSameFile(t *testing.T) {
	needGo(t)
	const main = "package main\n\nimport \"example.com/nowhere\"\n\nfunc main() { nowhere.Run() }\n"
	const gomod = "\n\ngo 1.26\n\nrequire example.com/nowhere v1.0.0\n"
	root := t.TempDir()
	write(t, root, map[string]string{
		"offline/go.mod":  "module example.com/offline" + gomod,
		"offline/main.go": main,
		"summed/go.mod":   "module example.com/summed" + gomod,
		"summed/go.sum":   "example.com/nowhere v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\nexample.com/nowhere v1.0.0/go.mod h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n",
		"summed/main.go":  main,
	})
	review := func(path string) []*scope.File {
		return []*scope.File{{Path: path, Status: scope.Whole, Content: []byte(main)}}
	}
	want := runWithFacts(t, root, "", review("summed/main.go"))
	if len(want.Unanalyzed) != 1 || !strings.Contains(want.Unanalyzed[0].Reason, "not in the module cache") {
		t.Fatalf("the reference should leave summed/main.go unanalyzed for want of the sources: %+v", want.Unanalyzed)
	}
	dir := t.TempDir()
	runWithFacts(t, root, dir, review("offline/main.go"))
	if diff := cmp.Diff(want, runWithFacts(t, root, dir, review("summed/main.go"))); diff != "" {
		t.Errorf("the other module's entry changed the result (-without +with):\n%s", diff)
	}
}
