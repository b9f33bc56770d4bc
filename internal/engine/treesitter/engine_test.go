package treesitter_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

var evalRule = &analysis.Rule{ID: "python/test-eval", Title: "eval call", Dimension: "security", Severity: finding.High,
	Confidence: 0.9, CWE: []string{"CWE-95"}, Recommendation: "Use ast.literal_eval."}

// evalAnalyzer reports every call of eval, and counts its runs.
func evalAnalyzer(runs *atomic.Int32) *analysis.Analyzer {
	return &analysis.Analyzer{Name: "test-eval", Langs: []syntax.Lang{syntax.Python}, Rules: []*analysis.Rule{evalRule},
		Run: func(p *analysis.Pass) error {
			runs.Add(1)
			for _, c := range p.Tree.Root.Find("call") {
				if p.Tree.Text(c.Child("function")) == "eval" {
					p.Reportf(evalRule, c, "")
				}
			}
			return nil
		}}
}

func files(pairs ...string) []*scope.File {
	var out []*scope.File
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, &scope.File{Path: pairs[i], Status: scope.Whole, Content: []byte(pairs[i+1])})
	}
	return out
}

func needParser(t *testing.T) {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
}

func TestRunReportsAndCaches(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{evalAnalyzer(&runs)}, CacheDir: t.TempDir(), HasSecret: noSecret}
	in := files("app/a.py", "x = 1\neval(x)\n", "b.py", "print(1)\n", "c.js", "eval(x)\n", "README.md", "eval(x)\n")
	var code string
	for round := 1; round <= 2; round++ {
		res, err := e.Run(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Diagnostics) != 1 {
			t.Fatalf("round %d: %+v", round, res.Diagnostics)
		}
		d := res.Diagnostics[0]
		if d.File != "app/a.py" || d.Lines.Start != 2 || d.Rule != "python/test-eval" || d.Engine != "treesitter" || d.CWE[0] != "CWE-95" {
			t.Errorf("round %d: %+v", round, d)
		}
		if round == 2 && (d.Fingerprint == "" || d.Fingerprint != finding.Fingerprint("python/test-eval", "eval(x)")) {
			t.Errorf("a cached diagnostic keeps the fingerprint of the code: %q", d.Fingerprint)
		}
		// The code comes back from the file, for what specialists make of
		// the diagnostic, as it was.
		if round == 1 {
			code = d.Code
		} else if d.Code != code || code == "" {
			t.Errorf("round 2: code %q, round 1: %q", d.Code, code)
		}
		if len(res.Notes) != 0 || len(res.Unanalyzed) != 0 {
			t.Errorf("round %d: notes %q, unanalyzed %+v", round, res.Notes, res.Unanalyzed)
		}
	}
	if runs.Load() != 2 {
		t.Errorf("the analyzer ran %d times for 2 Python files over 2 rounds; the second must come from the cache", runs.Load())
	}
}

// A file with a syntax error is analyzed as far as it parses, and named.
func TestRunSyntaxError(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{evalAnalyzer(&runs)}}
	res, err := e.Run(context.Background(), files("a.py", "eval(a)\nx = = 1\neval(b)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) < 2 {
		t.Errorf("want both evals around the error, got %+v", res.Diagnostics)
	}
	if len(res.Unanalyzed) != 1 || !res.Unanalyzed[0].Partial || res.Unanalyzed[0].File != "a.py" {
		t.Errorf("unanalyzed: %+v", res.Unanalyzed)
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "a.py does not parse as Python from line 2") {
		t.Errorf("notes: %q", res.Notes)
	}
}

// One analyzer's panic does not take the others, or the review, down;
// the file is a gap in the coverage.
func TestRunAnalyzerPanic(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	bad := &analysis.Analyzer{Name: "bad", Langs: []syntax.Lang{syntax.Python}, Run: func(*analysis.Pass) error { panic("boom") }}
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{bad, evalAnalyzer(&runs)}}
	res, err := e.Run(context.Background(), files("a.py", "eval(a)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "analyzer bad failed: panic: boom") {
		t.Errorf("diagnostics %+v, notes %q", res.Diagnostics, res.Notes)
	}
	// A gap, not Partial: the analyzer gave up, not the code, so the
	// review is incomplete rather than a silent pass.
	if len(res.Unanalyzed) != 1 || res.Unanalyzed[0].Partial || !strings.Contains(res.Unanalyzed[0].Reason, "analyzer bad failed") {
		t.Errorf("unanalyzed: %+v", res.Unanalyzed)
	}
}

// Without parsers (a build without cgo), every file of a language the
// engine covers is listed as not analyzed, with the languages named once.
func TestRunWithoutParsers(t *testing.T) {
	var runs atomic.Int32
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{evalAnalyzer(&runs)},
		Parse: func(context.Context, syntax.Lang, []byte) (*syntax.Tree, error) { return nil, syntax.ErrUnavailable }}
	res, err := e.Run(context.Background(), files("a.py", "eval(a)\n", "b.py", "x\n", "c.rb", "eval(a)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Unanalyzed) != 2 || res.Unanalyzed[0].Partial || res.Unanalyzed[0].Language != "Python" {
		t.Errorf("unanalyzed: %+v", res.Unanalyzed)
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "not analyzed: Python (2 files)") {
		t.Errorf("notes: %q", res.Notes)
	}
	if runs.Load() != 0 || len(res.Diagnostics) != 0 {
		t.Errorf("ran %d times, %d diagnostics", runs.Load(), len(res.Diagnostics))
	}
}

// A cancelled review returns the context's error.
func TestRunCancelled(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{evalAnalyzer(&runs)}}
	if _, err := e.Run(ctx, files("a.py", "eval(a)\n")); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
}

var _ engine.Engine = (*treesitter.Engine)(nil)

// mapSource is a project tree in memory.
type mapSource map[string]string

func (m mapSource) ReadFile(rel string) ([]byte, error) {
	if s, ok := m[rel]; ok {
		return []byte(s), nil
	}
	return nil, os.ErrNotExist
}

func (m mapSource) Walk() []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// An analyzer may read another file of the project; the result cached for
// the file under review holds only while that file is unchanged.
func TestProjectFilesKeyTheCache(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	// Reports eval(x) when helpers.py defines a function named unsafe.
	a := &analysis.Analyzer{Name: "test-project", Langs: []syntax.Lang{syntax.Python}, Rules: []*analysis.Rule{evalRule},
		Run: func(p *analysis.Pass) error {
			runs.Add(1)
			if got := p.Project.Files(syntax.Python); !slices.Contains(got, "app.py") || !slices.Contains(got, "lib/helpers.py") || slices.Contains(got, "README.md") {
				t.Errorf("project Python files %q", got)
			}
			h, ok := p.Project.Tree("lib/helpers.py")
			if !ok {
				return nil
			}
			for _, d := range h.Root.Find("function_definition") {
				if h.Text(d.Child("name")) == "unsafe" {
					p.Reportf(evalRule, p.Tree.Root, "")
				}
			}
			return nil
		}}
	src := mapSource{"lib/helpers.py": "def unsafe(x):\n    return x\n", "README.md": "# x\n"}
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{a}, CacheDir: t.TempDir(), Source: src, HasSecret: noSecret}
	in := files("app.py", "from lib.helpers import unsafe\n")
	count := func() int {
		res, err := e.Run(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		return len(res.Diagnostics)
	}
	if n := count(); n != 1 {
		t.Fatalf("%d diagnostics, want 1", n)
	}
	if n := count(); n != 1 || runs.Load() != 1 {
		t.Fatalf("unchanged project: %d diagnostics, %d runs; want 1 from the cache", n, runs.Load())
	}
	src["lib/helpers.py"] = "def safe(x):\n    return x\n"
	if n := count(); n != 0 || runs.Load() != 2 {
		t.Errorf("changed helper: %d diagnostics after %d runs; want the file analyzed again, clean", n, runs.Load())
	}
	src["lib/more.py"] = "x = 1\n"
	if count(); runs.Load() != 3 {
		t.Errorf("a new Python file in the project must invalidate a result that listed them (%d runs)", runs.Load())
	}
}

// DirSource never reads outside its root, through .. or a symbolic link.
func TestDirSourceStaysInRoot(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.py"), []byte("x = 1\n"), 0o644)
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "a.py"), []byte("y = 2\n"), 0o644)
	os.Symlink(filepath.Join(outside, "secret.py"), filepath.Join(root, "link.py"))
	d := treesitter.DirSource{Root: root}
	if data, err := d.ReadFile("a.py"); err != nil || string(data) != "y = 2\n" {
		t.Errorf("a.py: %q, %v", data, err)
	}
	for _, bad := range []string{"../" + filepath.Base(outside) + "/secret.py", "link.py", "/etc/passwd"} {
		if _, err := d.ReadFile(bad); err == nil {
			t.Errorf("read %s outside the root", bad)
		}
	}
}

func noSecret(file, text string) bool { return false }

// A result whose text quotes a credential is never written to the cache.
func TestCacheKeepsNoCredential(t *testing.T) {
	needParser(t)
	var runs atomic.Int32
	dir := t.TempDir()
	e := &treesitter.Engine{Analyzers: []*analysis.Analyzer{evalAnalyzer(&runs)}, CacheDir: dir,
		HasSecret: func(file, text string) bool { return strings.Contains(text, "eval call") }}
	in := files("a.py", "eval(x)\n")
	for range 2 {
		if _, err := e.Run(context.Background(), in); err != nil {
			t.Fatal(err)
		}
	}
	if runs.Load() != 2 {
		t.Errorf("%d runs: a result with a credential in its message was cached", runs.Load())
	}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			t.Errorf("cache file written: %s", p)
		}
		return nil
	})
}

// The engine's facts are the HTML sinks of its files, found in their text
// whether or not a parser ran (a build without cgo still has them), under
// the name the specialists look them up by.
func TestRunFactsAreHTMLSinks(t *testing.T) {
	if textfacts.Engine != treesitter.Name {
		t.Fatalf("textfacts looks facts up under %q, the engine is %q", textfacts.Engine, treesitter.Name)
	}
	e := &treesitter.Engine{Parse: func(context.Context, syntax.Lang, []byte) (*syntax.Tree, error) { return nil, syntax.ErrUnavailable }}
	res, err := e.Run(context.Background(), files("web/Post.tsx", "const Post = ({ body }) => <div dangerouslySetInnerHTML={{ __html: body }} />;\n"))
	if err != nil {
		t.Fatal(err)
	}
	sinks := textfacts.Of(map[string]any{treesitter.Name: res.Facts}).Sinks("web/Post.tsx")
	if len(sinks) != 1 || sinks[0].Line != 1 || sinks[0].Literal || sinks[0].Value != "body " {
		t.Errorf("sinks: %+v", sinks)
	}
}
