package rulepack

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func file(p, content string) *scope.File {
	return &scope.File{Path: p, Status: scope.Modified, Content: []byte(content)}
}

// The engine scans the content it is given (the staged version), not the
// disk, and maps matches back to repository paths and 1-based lines.
func TestRunScansContent(t *testing.T) {
	bin := astGrep(t)
	root := t.TempDir()
	// On disk the view is harmless; the staged content is what counts.
	os.MkdirAll(filepath.Join(root, "app"), 0o755)
	os.WriteFile(filepath.Join(root, "app", "views.py"), []byte("print('disk')\n"), 0o644)
	e := &Engine{Binary: bin, Root: root}
	res, err := e.Run(context.Background(), []*scope.File{
		file("app/views.py", "import subprocess\nfrom flask import request\n\ndef ping():\n    host = request.args.get('host')\n    return subprocess.check_output(f\"ping -c 1 {request.args['host']}\", shell=True)\n"),
		file(".hidden/web/app.ts", "const x = 1;\nel.innerHTML = location.hash;\n"),
		file("README.md", "eval(x)\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Notes) != 0 {
		t.Errorf("notes: %q", res.Notes)
	}
	got := map[string]engine.Diagnostic{}
	for _, d := range res.Diagnostics {
		got[d.File+":"+d.Lines.String()] = d
	}
	if len(got) != 2 {
		t.Fatalf("got %d diagnostics: %+v", len(res.Diagnostics), res.Diagnostics)
	}
	py := got["app/views.py:6"]
	if py.Rule != "rulepack/py-subprocess-shell" || py.Dimension != "security" || py.Severity != finding.Blocker ||
		py.Engine != Name || py.CWE[0] != "CWE-78" || !strings.Contains(py.Code, "check_output(") || py.Detail == "" {
		t.Errorf("python: %+v", py)
	}
	ts := got[".hidden/web/app.ts:2"]
	if ts.Rule != "rulepack/js-html-sink" || ts.Severity != finding.High || ts.CWE[0] != "CWE-79" {
		t.Errorf("typescript: %+v", ts)
	}
}

// User rule directories add rules in the same format; a broken one is a
// note and the packs still run.
func TestRunUserRules(t *testing.T) {
	bin := astGrep(t)
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "rules"), 0o755)
	os.WriteFile(filepath.Join(root, "rules", "no-print.yml"), []byte("id: no-print\nlanguage: python\nseverity: info\nmessage: print call\nrule:\n  pattern: print($$$)\n"), 0o644)
	files := []*scope.File{file("a.py", "print(1)\neval(data)\n")}
	res, err := (&Engine{Binary: bin, Root: root, RuleDirs: []string{"rules"}}).Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]engine.Diagnostic{}
	for _, d := range res.Diagnostics {
		rules[d.Rule] = d
	}
	if d := rules["rulepack/no-print"]; d.Severity != finding.Low || d.Dimension != defaultDimension || d.Confidence != defaultConfidence || d.Lines.Start != 1 {
		t.Errorf("user rule: %+v", d)
	}
	if _, ok := rules["rulepack/py-eval"]; !ok {
		t.Errorf("packs did not run with user rules: %+v", res.Diagnostics)
	}

	os.WriteFile(filepath.Join(root, "rules", "broken.yml"), []byte("id: broken\nlanguage: python\nrule: {nope: 1}\n"), 0o644)
	res, err = (&Engine{Binary: bin, Root: root, RuleDirs: []string{"rules", "missing"}}).Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Rule != "rulepack/py-eval" {
		t.Errorf("with a broken user rule: %+v", res.Diagnostics)
	}
	if len(res.Notes) != 2 || !strings.Contains(res.Notes[0], "missing is not a directory") || !strings.Contains(res.Notes[1], "your rule directories were skipped") {
		t.Errorf("notes: %q", res.Notes)
	}
}

// Without ast-grep the review goes on: one note names the languages that
// were not checked and how to install the pinned version.
func TestRunWithoutAstGrep(t *testing.T) {
	dir := t.TempDir()
	// An sg that is not ast-grep (shadow-utils' sg runs a command as a group).
	os.WriteFile(filepath.Join(dir, "sg"), []byte("#!/bin/sh\necho 'Usage: sg group [[-c] command]'\n"), 0o755)
	t.Setenv("PATH", dir)
	t.Setenv(EnvBinary, "")
	e, err := New(engine.Env{Root: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), []*scope.File{
		file("app.py", "eval(x)\n"), file("web/a.tsx", "x\n"), file("web/b.js", "x\n"), file("main.go", "package main\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 0 || len(res.Notes) != 1 {
		t.Fatalf("got %+v", res)
	}
	for _, want := range []string{"JavaScript, Python and TypeScript files were not structurally checked", "npm install -g @ast-grep/cli@0.51.1"} {
		if !strings.Contains(res.Notes[0], want) {
			t.Errorf("note %q lacks %q", res.Notes[0], want)
		}
	}
	// Nothing in a language the packs cover: nothing to say.
	res, _ = e.Run(context.Background(), []*scope.File{file("main.go", "package main\n")})
	if len(res.Notes) != 0 {
		t.Errorf("notes for Go only: %q", res.Notes)
	}
	t.Setenv(EnvBinary, filepath.Join(dir, "sg"))
	res, _ = e.Run(context.Background(), []*scope.File{file("app.py", "eval(x)\n")})
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "is not ast-grep") {
		t.Errorf("notes with a wrong $%s: %q", EnvBinary, res.Notes)
	}
}

func TestBaseID(t *testing.T) {
	for in, want := range map[string]string{"js-eval": "js-eval", "js-eval@ts": "js-eval", "js-eval@tsx": "js-eval", "a@b": "a@b"} {
		if got := BaseID(in); got != want {
			t.Errorf("BaseID(%q) = %q, want %q", in, got, want)
		}
	}
}
