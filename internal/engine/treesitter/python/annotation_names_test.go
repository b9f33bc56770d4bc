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

// A type row's annotation-names say which FastAPI endpoint parameters the
// framework injects by their annotation's text: a user's row for the
// project's own store makes its parameter no request data (a command
// built from it is a non-literal's Medium, not the request's), and the
// query parameter beside it stays the request's.
func TestAnnotationNamesRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import os
from fastapi import FastAPI
from .deps import AcmeStore

app = FastAPI()

@app.get("/backup")
def backup(name: str, store: AcmeStore):
    os.system("tar czf /tmp/b.tgz " + store)
    os.system("tar czf /tmp/b.tgz " + name)
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "command-injection") && strings.Contains(d.Message, "request data") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(python.Analyzer); len(got) != 2 {
		t.Fatalf("without the row: command-injection lines %v; want 9 and 10", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: type\n    name: acme_store\n    annotation-names: \"^AcmeStore$\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "annotation-names"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 1 || got[0] != 10 {
		t.Errorf("with the row: command-injection lines %v; want 10 only", got)
	}
	if _, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: type\n    name: acme_store\n    annotation-names: \"^AcmeStore$\"\n")); err == nil || !strings.Contains(err.Error(), "annotation-names") {
		t.Errorf("annotation-names on a java row: %v", err)
	}
}
