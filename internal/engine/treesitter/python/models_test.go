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

// A user's sink row for a module function is read like the shipped ones,
// by position and by keyword.
func TestUserSinkModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: sink\n    type: acme.db\n    methods: [raw]\n    args: [0]\n    keywords: [sql]\n    sink: sql-injection\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `from flask import request
from acme import db

def report():
    day = request.args.get("day")
    db.raw("SELECT * FROM sales WHERE day = '" + day + "'")
    db.raw(sql="SELECT * FROM sales WHERE day = '%s'" % day)
    db.raw("SELECT * FROM sales WHERE day = ?", day)
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			lines[d.Lines.Start] = true
		}
	}
	if !lines[6] || !lines[7] || lines[8] {
		t.Errorf("sql-injection on lines %v; want 6 and 7, not 8 (bound parameter)", lines)
	}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{python.Analyzer}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			t.Errorf("without the model: %s", d.Message)
		}
	}
}

// A user's sanitizer row makes its result safe for the sinks it names,
// and only those.
func TestUserSanitizerModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: sanitizer\n    type: acme.text\n    methods: [html]\n    sanitizes: [xss]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `import os
from flask import Flask, request
from acme import text

app = Flask(__name__)

@app.route("/hello")
def hello():
    name = text.html(request.args.get("name"))
    os.system("echo " + name)
    return "<h1>" + name + "</h1>"
`
	rules := map[string]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
		rules[d.Rule] = true
	}
	if rules["python/xss"] || !rules["python/command-injection"] {
		t.Errorf("rules reported: %v; want command-injection, not xss", rules)
	}
}
