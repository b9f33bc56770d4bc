package java_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// An always sink row's builds and reads say when its object is used only
// to build what it writes: a user's row for another XML library's factory
// leaves the method that only builds a document, and reports the one that
// also parses.
func TestBuildsReadsRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import com.acme.xml.DocFactory;
class Export {
  String write() throws Exception {
    DocFactory f = DocFactory.create();
    return f.emptyDoc().serialize();
  }
  Object read(java.io.InputStream in) throws Exception {
    DocFactory f = DocFactory.create();
    f.emptyDoc();
    return f.load(in);
  }
}
`
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: com.acme.xml.DocFactory\n    methods: [create]\n"+
		"    always: true\n    sink: xxe\n    builds: [\"emptyDoc()\"]\n    reads: [\"load(\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range analysistest.Diagnostics(t, "Export.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "xxe") {
			got = append(got, d.Lines.Start)
		}
	}
	if len(got) != 1 || got[0] != 9 {
		t.Errorf("xxe lines %v; want 9 only (the factory that also parses)", got)
	}
	if _, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: com.acme.xml.DocFactory\n    methods: [create]\n"+
		"    sink: xxe\n    builds: [\"emptyDoc()\"]\n")); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field builds: goes with always") {
		t.Errorf("builds without always: %v", err)
	}
}
