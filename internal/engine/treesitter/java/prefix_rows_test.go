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

// A handler row's return-prefix makes a returned view name that starts
// with that literal a sink: a user's row for another framework's
// "forward-to:" prefix reports the method that returns "forward-to:" +
// the request's URL, and leaves the one whose literal fixes the path.
func TestReturnPrefixRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import javax.servlet.http.HttpServletRequest;
class Views {
  String next(HttpServletRequest req) {
    return "forward-to:" + req.getParameter("u");
  }
  String owner(HttpServletRequest req) {
    return "forward-to:/owners/" + req.getParameter("u");
  }
}
`
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: handler\n    return-prefix: \"forward-to:\"\n    return-sink: open-redirect\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range analysistest.Diagnostics(t, "Views.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "open-redirect") {
			got = append(got, d.Lines.Start)
		}
	}
	if len(got) != 1 || got[0] != 5 {
		t.Errorf("open-redirect lines %v; want 5 only", got)
	}
	if _, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: handler\n    return-prefix: \"forward-to:\"\n"+
		"    return-sink: open-redirect\n    return-types: [String]\n")); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field return-prefix: goes with return-sink") {
		t.Errorf("return-prefix with return-types: %v", err)
	}
}
