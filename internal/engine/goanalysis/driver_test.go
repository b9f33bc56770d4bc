package goanalysis

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/scope"
)

// analyzeWithChecker is how the engine analyzed before driver.go: every
// package loaded with syntax by packages.Load, then one checker.Analyze.
// It stays here as the reference the driver must agree with.
func (r *run) analyzeWithChecker(us []*unit) {
	roots := r.roots(us)
	r.reportRoots()
	if len(roots) == 0 {
		return
	}
	plan := newPlan(r.ctx, r.e.cfg, r.e.rows)
	graph, err := checker.Analyze(plan.analyzers, roots, nil)
	if err != nil {
		r.note("go: analysis could not start: " + err.Error())
		return
	}
	failed := map[string]bool{}
	for act := range graph.All() {
		r.outcome(failed, act.Analyzer, act.Package, act.Err)
		if act.IsRoot {
			c := plan.byName[act.Analyzer.Name]
			for i := range act.Diagnostics {
				r.diagnostic(c, act.Package, &act.Diagnostics[i])
			}
		}
	}
}

// bothWays runs the engine over files with the driver and with checker.
func bothWays(t *testing.T, root string, files []*scope.File) (driver, reference *engine.Result) {
	t.Helper()
	run := func(legacy bool) *engine.Result {
		e, err := New(engine.Env{Root: root})
		if err != nil {
			t.Fatal(err)
		}
		if legacy {
			e.(*Engine).loadMode = packages.LoadAllSyntax | packages.NeedModule
			e.(*Engine).analyze = (*run).analyzeWithChecker
		}
		res, err := e.Run(context.Background(), files)
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
		return res
	}
	return run(false), run(true)
}

// TestDriverMatchesChecker checks that the driver reports exactly what
// checker.Analyze reported — rules, lines, messages, details, suggested
// fixes, notes — on packages whose diagnostics need facts from their
// dependencies (a printf wrapper, a deprecated function, a function that
// never returns), with test variants and an external test package, a
// package that does not compile and one that imports it, and the routing
// testdata.
func TestDriverMatchesChecker(t *testing.T) {
	needGo(t)
	for _, dir := range []string{"driver", "routing"} {
		t.Run(dir, func(t *testing.T) {
			root, err := filepath.Abs(filepath.Join("testdata", dir))
			if err != nil {
				t.Fatal(err)
			}
			got, want := bothWays(t, root, tree(t, root))
			if len(want.Diagnostics) < 10 {
				t.Fatalf("the reference found only %d diagnostics; the comparison would prove little:%s", len(want.Diagnostics), dump(want))
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("driver and checker disagree (-checker +driver):\n%s", diff)
			}
		})
	}
}

// TestDriverMatchesCheckerOnGitleaks compares the two on the packages the
// benchmark reviews, gitleaks' detect and config with their tests (about
// 400 packages with dependencies), when the module is in the module cache.
// It takes half a minute, several under -race, so it runs only when
// TEAMREVIEW_COMPARE_GITLEAKS is set: after a change to the driver, or to
// x/tools, staticcheck or gosec.
func TestDriverMatchesCheckerOnGitleaks(t *testing.T) {
	needGo(t)
	if os.Getenv("TEAMREVIEW_COMPARE_GITLEAKS") == "" {
		t.Skip("skipping: set TEAMREVIEW_COMPARE_GITLEAKS=1 to compare on about 400 packages")
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/zricethezav/gitleaks/v8").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Skipf("skipping: gitleaks is not in the module cache (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.sum")); err != nil {
		t.Skipf("skipping: %v", err)
	}
	// The go command refuses an overlay of files in the module cache.
	copied := filepath.Join(t.TempDir(), "gitleaks")
	if err := os.CopyFS(copied, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	dir = copied
	t.Setenv("GOFLAGS", "-mod=mod")
	var files []*scope.File
	for _, pkg := range []string{"detect", "config"} {
		entries, err := os.ReadDir(filepath.Join(dir, pkg))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			content, err := os.ReadFile(filepath.Join(dir, pkg, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, &scope.File{Path: pkg + "/" + e.Name(), Status: scope.Whole, Content: content})
		}
	}
	got, want := bothWays(t, dir, files)
	if len(want.Diagnostics) < 10 {
		t.Fatalf("the reference found only %d diagnostics:%s", len(want.Diagnostics), dump(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("driver and checker disagree (-checker +driver):\n%s", diff)
	}
	// Again, with every dependency's facts from the cache the first run
	// filled.
	if diff := cmp.Diff(want, runWithFacts(t, dir, cache.DefaultDir(), files)); diff != "" {
		t.Errorf("driver with cached facts and checker disagree (-checker +driver):\n%s", diff)
	}
}
