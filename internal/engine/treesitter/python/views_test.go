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

const views = `from django.db import connection
from django.views import generic


class ItemView(generic.DetailView):
    def get(self, request, name):
        connection.cursor().execute("SELECT * FROM t WHERE n = '" + name + "'")

    def helper(self, request, name):
        connection.cursor().execute("SELECT * FROM t WHERE n = '" + name + "'")


class ItemEndpoint(acme.Endpoint):
    def get(self, request, name):
        connection.cursor().execute("SELECT * FROM t WHERE n = '" + name + "'")
`

// sqlLines are the lines of SQL injections from request data.
func sqlLines(t *testing.T, a *analysis.Analyzer) map[int]bool {
	t.Helper()
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app/views.py", syntax.Python, []byte(views), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") && strings.Contains(d.Message, "from request data") {
			lines[d.Lines.Start] = true
		}
	}
	return lines
}

// Which classes are views and which of their methods handle requests are
// handler rows: Django's (python_django.yml) make ItemView.get a view, not
// its helper nor a method of a class no row names; a user's row for
// classes derived from Endpoint makes ItemEndpoint.get one too.
func TestViewHandlerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	if got := sqlLines(t, python.Analyzer); !got[7] || got[10] || got[15] {
		t.Errorf("shipped rows: sql-injection on lines %v; want 7, not 10 or 15", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: handler\n    class-names: [Endpoint]\n    methods: [get]\n    source: remote\n    parameter-types: [\"*\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := sqlLines(t, a); !got[7] || got[10] || !got[15] {
		t.Errorf("with the user's row: sql-injection on lines %v; want 7 and 15, not 10", got)
	}
}

// A user's handler row with annotations names route decorators.
func TestRouteHandlerRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import db
from acme import app


@app.expose("/items/<name>")
def item(name):
    db.cursor().execute("SELECT * FROM t WHERE n = '" + name + "'")
`
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: handler\n    annotations: [expose]\n    source: remote\n    parameter-types: [\"*\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		a    *analysis.Analyzer
		want bool
	}{{python.Analyzer, false}, {a, true}} {
		found := false
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{tt.a}) {
			found = found || strings.Contains(d.Message, "from request data") && d.Lines.Start == 7
		}
		if found != tt.want {
			t.Errorf("with the user's row %v: injection from request data found %v", tt.a != python.Analyzer, found)
		}
	}
}
