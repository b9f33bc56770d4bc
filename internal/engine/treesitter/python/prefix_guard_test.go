package python_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// A prefix guard row names the method that checks a normalized path lies
// under a base directory: a user's row for a path library's is_within
// makes the resolved path safe where the check passed, and a path not
// normalized first stays the request's.
func TestPrefixGuardRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `from pathlib import Path
from flask import Flask, request, abort

app = Flask(__name__)
ROOT = Path("/srv/docs")

@app.route("/doc")
def doc():
    p = (ROOT / request.args.get("name", "")).resolve()
    if not p.is_within(ROOT):
        abort(404)
    return open(p).read()

@app.route("/raw")
def raw():
    p = ROOT / request.args.get("name", "")
    if not p.is_within(ROOT):
        abort(404)
    return open(p).read()
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "path-traversal") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(python.Analyzer); len(got) != 2 {
		t.Fatalf("without the row: path-traversal lines %v; want 13 and 19", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: sanitizer\n    methods: [is_within]\n"+
		"    receiver: true\n    sanitizes: [path-traversal]\n    guard: prefix\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 1 || got[0] != 19 {
		t.Errorf("with the row: path-traversal lines %v; want 19 only (the path not normalized)", got)
	}
	g, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: sanitizer\n    methods: [is_within]\n"+
		"    sanitizes: [path-traversal]\n    guard: prefix\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{g}, Hash: "test2"}); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field guard: a Python prefix guard") {
		t.Errorf("prefix guard without receiver: %v", err)
	}
}
