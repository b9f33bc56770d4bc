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

// A summary row of shape str-replace names a method that replaces text in
// a string, as str.replace does: a user's row for a project's subst makes
// the removal of line breaks from request text keep them out of a header.
func TestStrReplaceShapeRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `from flask import Flask, request, make_response
app = Flask(__name__)

@app.route("/hello")
def hello():
    resp = make_response("hi")
    resp.headers["X-Name"] = request.args["name"].subst("\n", "")
    return resp
`
	rules := func(a *analysis.Analyzer) []string {
		var got []string
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			got = append(got, d.Rule)
		}
		return got
	}
	without := rules(python.Analyzer)
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [subst]\n    shape: str-replace\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "str-replace"})
	if err != nil {
		t.Fatal(err)
	}
	with := rules(a)
	t.Logf("without %v with %v", without, with)
	has := func(rs []string) bool {
		return strings.Contains(strings.Join(rs, " "), "header-injection")
	}
	if !has(without) || has(with) {
		t.Errorf("header-injection without the row %v, with it %v; want it only without", without, with)
	}
	bad, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    type: acme.Text\n    methods: [subst]\n    shape: str-replace\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{bad}, Hash: "bad"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: str-replace") {
		t.Errorf("a str-replace row with type: error %v", err)
	}
	sink, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [lower]\n    sink: xss\n    shape: str-lower\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{sink}, Hash: "sink"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: str-lower is the shape of a summary row") {
		t.Errorf("a str-lower sink row: error %v", err)
	}
}
