package rulepack

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func file(p, content string) *scope.File {
	return &scope.File{Path: p, Status: scope.Modified, Content: []byte(content)}
}

// astGrep returns the ast-grep to test with, or skips the test saying why.
func astGrep(t *testing.T) string {
	t.Helper()
	bin, v, err := Find(context.Background())
	if err != nil {
		t.Skipf("%v: the user ast-grep rules are not exercised; install it with `%s` (or `npm install --prefix DIR @ast-grep/cli@%s` and set $%s=DIR/node_modules/.bin/ast-grep)", err, Install, PinnedVersion, EnvBinary)
	}
	if v != PinnedVersion {
		t.Logf("ast-grep %s, the engine is tested with %s", v, PinnedVersion)
	}
	return bin
}

const astGrepRule = `id: no-print
language: python
severity: warning
message: print call
metadata:
  dimension: maintainability
  severity: Low
  confidence: 0.9
  recommendation: Use logging.
rule:
  pattern: print($$$)
`

// Our own rule format, which the treesitter engine reads.
const ownRule = "id: team/no-eval\nlanguages: python\ndimension: security\nseverity: High\nconfidence: 0.8\ntitle: eval\nrecommendation: x\nquery: |\n  (call)\n"

func rulesDir(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, "rules", name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestIsAstGrepRule(t *testing.T) {
	for content, want := range map[string]bool{astGrepRule: true, ownRule: false, "rules:\n  - id: a\n": false, "rule: {pattern: x}\nquery: (call)\n": false, "": false, "[": false} {
		if got := IsAstGrepRule([]byte(content)); got != want {
			t.Errorf("IsAstGrepRule(%q) = %v", content, got)
		}
	}
}

// Without ast-grep rules the engine does nothing and needs nothing: no
// ast-grep, no note.
func TestNothingWithoutAstGrepRules(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv(EnvBinary, filepath.Join(t.TempDir(), "no-such-ast-grep"))
	root := rulesDir(t, map[string]string{"own.yml": ownRule, "notes.md": "x"})
	files := []*scope.File{file("app.py", "eval(x)\n"), file("web/a.ts", "x\n")}
	for _, dirs := range [][]string{nil, {"rules"}, {"missing"}} {
		res, err := (&Engine{Root: root, RuleDirs: dirs}).Run(context.Background(), files)
		if err != nil || len(res.Diagnostics) != 0 || len(res.Notes) != 0 {
			t.Errorf("rule dirs %v: %+v, %v", dirs, res, err)
		}
	}
}

// With ast-grep rules and no ast-grep, one note says what was not run and
// how to install the pinned version; the review goes on.
func TestRunWithoutAstGrep(t *testing.T) {
	dir := t.TempDir()
	// An sg that is not ast-grep (shadow-utils' sg runs a command as a group).
	os.WriteFile(filepath.Join(dir, "sg"), []byte("#!/bin/sh\necho 'Usage: sg group [[-c] command]'\n"), 0o755)
	t.Setenv("PATH", dir)
	t.Setenv(EnvBinary, "")
	root := rulesDir(t, map[string]string{"print.yml": astGrepRule, "own.yml": ownRule})
	e, err := New(engine.Env{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	e.(*Engine).RuleDirs = []string{"rules"}
	res, err := e.Run(context.Background(), []*scope.File{file("app.py", "print(1)\n"), file("web/b.js", "x\n"), file("README.md", "x\n")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 0 || len(res.Notes) != 1 {
		t.Fatalf("got %+v", res)
	}
	for _, want := range []string{"your ast-grep rules (1 file) were not run on JavaScript and Python files", "npm install -g @ast-grep/cli@0.51.1"} {
		if !strings.Contains(res.Notes[0], want) {
			t.Errorf("note %q lacks %q", res.Notes[0], want)
		}
	}
	// Nothing ast-grep parses under review: nothing to say.
	res, _ = e.Run(context.Background(), []*scope.File{file("README.md", "x\n")})
	if len(res.Notes) != 0 {
		t.Errorf("notes for a README only: %q", res.Notes)
	}
	t.Setenv(EnvBinary, filepath.Join(dir, "sg"))
	res, _ = e.Run(context.Background(), []*scope.File{file("app.py", "print(1)\n")})
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "is not ast-grep") {
		t.Errorf("notes with a wrong $%s: %q", EnvBinary, res.Notes)
	}
}

// The user's ast-grep rules run over the content under review (the staged
// version, not the disk), next to rules in teamreview's own format that
// ast-grep must not see.
func TestRunUserRules(t *testing.T) {
	bin := astGrep(t)
	root := rulesDir(t, map[string]string{"print.yml": astGrepRule, "own.yml": ownRule, "more/plain.yaml": "id: no-exit\nlanguage: python\nseverity: error\nmessage: exit call\nrule:\n  pattern: exit($$$)\n"})
	os.WriteFile(filepath.Join(root, "app.py"), []byte("x = 1\n"), 0o644)
	e := &Engine{Binary: bin, Root: root, RuleDirs: []string{"rules"}}
	res, err := e.Run(context.Background(), []*scope.File{file("app.py", "import sys\nprint(1)\nexit(2)\n"), file("README.md", "print(1)\n")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Notes) != 0 {
		t.Errorf("notes: %q", res.Notes)
	}
	got := map[string]engine.Diagnostic{}
	for _, d := range res.Diagnostics {
		got[d.Rule] = d
	}
	if len(got) != 2 {
		t.Fatalf("diagnostics: %+v", res.Diagnostics)
	}
	if d := got["rulepack/no-print"]; d.File != "app.py" || d.Lines.Start != 2 || d.Severity != finding.Low || d.Dimension != "maintainability" || d.Confidence != 0.9 || d.Detail != "Use logging." || d.Engine != Name {
		t.Errorf("no-print: %+v", d)
	}
	if d := got["rulepack/no-exit"]; d.Lines.Start != 3 || d.Severity != finding.High || d.Dimension != defaultDimension || d.Confidence != defaultConfidence {
		t.Errorf("no-exit: %+v", d)
	}
}

// A user's text row of shape request-input (rulepack.rule_dirs) says
// what reads request input in a framework of their own: New reads it
// beside the shipped rows, and a rule's input_severity follows it.
func TestUserRequestInputRows(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "rules"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: text\nframework: Acme web\nmodels:\n  - kind: text\n    shape: request-input\n    patterns: ['\\bacme\\.Input\\(']\n"
	if err := os.WriteFile(filepath.Join(root, "rules", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"rules"}
	e, err := New(engine.Env{Root: root, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	code := `q := acme.Input(r, "q")`
	if txt := e.(*Engine).Text; !ReadsInput(txt, code) || !ReadsInput(txt, "request.args.get('q')") {
		t.Errorf("with the user's row: %q reads no input", code)
	}
	if ReadsInput(nil, code) {
		t.Errorf("the shipped rows alone: %q reads input", code)
	}
	if err := os.WriteFile(filepath.Join(root, "rules", "acme.yml"), []byte(strings.Replace(row, "patterns", "pattern", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(engine.Env{Root: root, Config: &cfg}); err == nil || !strings.Contains(err.Error(), "rules/acme.yml: row 1 (line 4): field pattern") {
		t.Errorf("a malformed row: error %v", err)
	}
}
