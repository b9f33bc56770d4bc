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

// A SAX parser resolves external entities once the code turns the feature
// on (setFeature(feature_external_ges, True), by the handler module's
// constant or by the feature's URL); turned off, or left alone, it does
// not.
func TestSAXExternalEntities(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import xml.sax
from xml.sax.handler import feature_external_ges
from flask import Flask, request

app = Flask(__name__)

@app.route("/a", methods=["POST"])
def a():
    p = xml.sax.make_parser()
    p.setFeature(feature_external_ges, True)
    p.parse(request.files["doc"])

@app.route("/b", methods=["POST"])
def b():
    p = xml.sax.make_parser()
    p.setFeature(xml.sax.handler.feature_external_ges, False)
    p.parse(request.files["doc"])

@app.route("/c", methods=["POST"])
def c():
    p = xml.sax.make_parser()
    p.setFeature("http://xml.org/sax/features/external-parameter-entities", 1)
    p.parse(request.files["doc"])

@app.route("/d", methods=["POST"])
def d():
    p = xml.sax.make_parser()
    p.setFeature(xml.sax.handler.feature_namespaces, True)
    p.parse(request.files["doc"])
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{python.Analyzer}) {
		if strings.HasSuffix(d.Rule, "/xxe") {
			lines[d.Lines.Start] = true
		}
	}
	if !lines[11] || lines[17] || !lines[23] || lines[29] || len(lines) != 2 {
		t.Errorf("xxe on lines %v; want 11 and 23", lines)
	}
}

// A becomes row names a type row of the analysis.
func TestBecomesNamesAType(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    type: saxparser\n    methods: [setOpen]\n    becomes: open_parser\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), `acme.yml: row 1 (line 4): field becomes: "open_parser" is not a type row's name`) {
		t.Errorf("error %v", err)
	}
}
