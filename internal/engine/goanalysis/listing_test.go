package goanalysis

import (
	"context"
	"encoding/json"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/scope"
)

// graph describes every package a load reached — identity, files,
// imports, module — one line each, sorted: what the engine uses of it.
func graph(roots []*packages.Package) []string {
	var out []string
	seen := map[*packages.Package]bool{}
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		var imps []string
		for path, imp := range p.Imports {
			imps = append(imps, path+"="+imp.ID)
			visit(imp)
		}
		sort.Strings(imps)
		mod := ""
		if m := p.Module; m != nil {
			mod = fmt.Sprintf("%s@%s main=%t go%s", m.Path, m.Version, m.Main, m.GoVersion)
		}
		out = append(out, fmt.Sprintf("%s name=%s path=%s go=%v compiled=%v other=%v ignored=%v imports=%v module=%s sizes=%#v errors=%v",
			p.ID, p.Name, p.PkgPath, p.GoFiles, p.CompiledGoFiles, p.OtherFiles, p.IgnoredFiles, imps, mod, p.TypesSizes, p.Errors))
	}
	for _, p := range roots {
		if !isTestMain(p) {
			visit(p)
		}
	}
	sort.Strings(out)
	return out
}

// loadUnit loads the unit of files under root as the engine does, with
// the listing cache in dir ("" for none).
func loadUnit(t *testing.T, root, dir string, files []*scope.File) *unit {
	t.Helper()
	e := &Engine{root: root}
	us := units(e.sources(files), root)
	if len(us) != 1 {
		t.Fatalf("%d units, want 1", len(us))
	}
	loadAll(context.Background(), us, token.NewFileSet(), loadMode, dir)
	if us[0].err != nil {
		t.Fatalf("load: %v", us[0].err)
	}
	return us[0]
}

func listings(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "go-list", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestListingStandsForGoList checks that a stored listing gives what the
// go command gives, that it is what the next load uses, and that a change
// go list would see — an import, a new file in a dependency of the same
// module, a test file under review — is not answered from it.
func TestListingStandsForGoList(t *testing.T) {
	needGo(t)
	root := t.TempDir()
	if err := os.CopyFS(root, os.DirFS(filepath.Join("testdata", "driver"))); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	app := func(extra string) []*scope.File {
		var out []*scope.File
		for _, f := range tree(t, root) {
			if strings.HasPrefix(f.Path, "app/") && !strings.HasSuffix(f.Path, "_test.go") {
				if f.Path == "app/app.go" && extra != "" {
					g := *f
					g.Content = []byte(strings.Replace(string(f.Content), "import (", "import (\n\t"+extra, 1))
					f = &g
				}
				out = append(out, f)
			}
		}
		return out
	}

	want := graph(loadUnit(t, root, "", app("")).pkgs)
	if got := graph(loadUnit(t, root, dir, app("")).pkgs); !slices.Equal(got, want) {
		t.Fatalf("the load that stores the listing differs from go list:\n got %q\nwant %q", got, want)
	}
	stored := listings(t, dir)
	if len(stored) != 1 {
		t.Fatalf("stored listings: %v, want one", stored)
	}
	if got := graph(loadUnit(t, root, dir, app("")).pkgs); !slices.Equal(got, want) {
		t.Fatalf("the stored listing differs from go list:\n got %q\nwant %q", got, want)
	}

	// The next load reads the listing: a mark put into it comes back.
	data, err := os.ReadFile(stored[0])
	if err != nil {
		t.Fatal(err)
	}
	var l listing
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	for i := range l.Packages {
		if l.Packages[i].PkgPath == "example.com/driver/lib" {
			l.Packages[i].Name = "marked"
		}
	}
	marked, _ := json.Marshal(l)
	if err := os.WriteFile(stored[0], marked, 0o600); err != nil {
		t.Fatal(err)
	}
	if got := graph(loadUnit(t, root, dir, app("")).pkgs); !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "name=marked") }) {
		t.Fatalf("the load did not use the stored listing:\n%q", got)
	}

	// A listing naming a file of the build cache that is gone is not used.
	for i := range l.Packages {
		if l.Packages[i].PkgPath == "example.com/driver/lib" {
			l.Packages[i].CompiledGoFiles = append(l.Packages[i].CompiledGoFiles, filepath.Join(t.TempDir(), "_cgo_gotypes.go"))
		}
	}
	gone, _ := json.Marshal(l)
	if err := os.WriteFile(stored[0], gone, 0o600); err != nil {
		t.Fatal(err)
	}
	if got := graph(loadUnit(t, root, dir, app("")).pkgs); !slices.Equal(got, want) {
		t.Fatalf("a listing naming a missing file was used:\n got %q\nwant %q", got, want)
	}

	// An import added in the content under review.
	imported := graph(loadUnit(t, root, "", app(`"errors"`)).pkgs)
	if slices.Equal(imported, want) {
		t.Fatal("the added import changed nothing; the check would prove little")
	}
	if got := graph(loadUnit(t, root, dir, app(`"errors"`)).pkgs); !slices.Equal(got, imported) {
		t.Fatalf("an added import was answered from the listing:\n got %q\nwant %q", got, imported)
	}

	// A new file in lib, which app imports; nothing under review changed.
	write(t, root, map[string]string{"lib/more.go": "package lib\n\nimport \"strings\"\n\nvar Upper = strings.ToUpper\n"})
	added := graph(loadUnit(t, root, "", app("")).pkgs)
	if got := graph(loadUnit(t, root, dir, app("")).pkgs); !slices.Equal(got, added) || slices.Equal(added, want) {
		t.Fatalf("a file added to a dependency in the module was answered from the listing:\n got %q\nwant %q", got, added)
	}

	// A test file under review loads the test variants.
	var withTest []*scope.File
	for _, f := range tree(t, root) {
		if strings.HasPrefix(f.Path, "app/") {
			withTest = append(withTest, f)
		}
	}
	tests := graph(loadUnit(t, root, "", withTest).pkgs)
	if got := graph(loadUnit(t, root, dir, withTest).pkgs); !slices.Equal(got, tests) {
		t.Fatalf("tests under review were answered from the listing:\n got %q\nwant %q", got, tests)
	}
	if got := graph(loadUnit(t, root, dir, withTest).pkgs); !slices.Equal(got, tests) {
		t.Fatalf("the stored listing with tests differs from go list:\n got %q\nwant %q", got, tests)
	}
}

// TestListingNotStoredWithErrors checks that a load with errors — here a
// dependency missing from the module cache — is not stored: the next
// review may do better, and must word the errors as the go command does.
func TestListingNotStoredWithErrors(t *testing.T) {
	needGo(t)
	root := t.TempDir()
	write(t, root, map[string]string{
		"go.mod": "module example.com/missing\n\ngo 1.26\n\nrequire example.com/nowhere v1.0.0\n",
		"a/a.go": "package a\n\nimport \"example.com/nowhere\"\n\nvar X = nowhere.Y\n",
	})
	dir := t.TempDir()
	e := &Engine{root: root}
	us := units(e.sources(tree(t, root)), root)
	loadAll(context.Background(), us, token.NewFileSet(), loadMode, dir)
	if len(us) != 1 || !slices.ContainsFunc(graph(us[0].pkgs), func(s string) bool { return strings.Contains(s, "example.com/nowhere") }) {
		t.Fatalf("the load did not report the missing module: %v", us)
	}
	if got := listings(t, dir); len(got) != 0 {
		t.Fatalf("a load with errors was stored: %v", got)
	}
}

// TestListingSeesNestedModule checks that a go.mod added between the
// module's root and an imported directory, which makes that directory
// another module, is not answered from the listing.
func TestListingSeesNestedModule(t *testing.T) {
	needGo(t)
	root := t.TempDir()
	write(t, root, map[string]string{
		"go.mod":     "module example.com/m\n\ngo 1.26\n",
		"app/app.go": "package app\n\nimport \"example.com/m/sub/x\"\n\nvar V = x.X\n",
		"sub/x/x.go": "package x\n\nvar X = 1\n",
	})
	var app []*scope.File
	for _, f := range tree(t, root) {
		if f.Path == "app/app.go" {
			app = append(app, f)
		}
	}
	dir := t.TempDir()
	before := graph(loadUnit(t, root, dir, app).pkgs)
	if len(listings(t, dir)) != 1 {
		t.Fatal("the listing was not stored")
	}
	write(t, root, map[string]string{"sub/go.mod": "module example.com/m/sub\n\ngo 1.26\n"})
	want := graph(loadUnit(t, root, "", app).pkgs)
	if slices.Equal(want, before) {
		t.Fatal("the nested go.mod changed nothing; the check would prove little")
	}
	if got := graph(loadUnit(t, root, dir, app).pkgs); !slices.Equal(got, want) {
		t.Errorf("a nested go.mod was answered from the listing:\n got %q\nwant %q", got, want)
	}
}

// TestListingNotWithPackagesDriver checks that no listing stands in for
// a GOPACKAGESDRIVER, whose answer depends on another build system.
func TestListingNotWithPackagesDriver(t *testing.T) {
	needGo(t)
	root := t.TempDir()
	write(t, root, map[string]string{
		"go.mod":   "module example.com/m\n\ngo 1.26\n",
		"app/a.go": "package app\n",
	})
	u := &unit{dir: root, module: "example.com/m"}
	cfg := &packages.Config{Mode: loadMode, Dir: root, Env: append(loadEnv(true), "GOPACKAGESDRIVER=/usr/bin/true")}
	if _, _, ok := newListingCache(t.TempDir()).key(context.Background(), u, cfg, []string{"./app"}); ok {
		t.Error("a listing key was made under GOPACKAGESDRIVER")
	}
	cfg.Env = append(cfg.Env, "GOPACKAGESDRIVER=off")
	if _, _, ok := newListingCache(t.TempDir()).key(context.Background(), u, cfg, []string{"./app"}); !ok {
		t.Error("no listing key with GOPACKAGESDRIVER=off")
	}
}
