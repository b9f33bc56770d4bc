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

// A sanitizer row on a constructor with host-argument says which argument
// is the host for each number of arguments: with the scheme and the host
// constant, the request picks a path on the code's server, not the server
// (the shipped rows say it of java.net.URI and URL). A user's row says it
// of a project's URL builder; a host from the request stays a finding.
func TestHostArgumentRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServletRequest;
import com.acme.net.Endpoint;
class Items {
  InputStream item(HttpServletRequest request) throws Exception {
    String id = request.getParameter("id");
    return new URL(new Endpoint("https", "api.example.com", "/items/" + id).toString()).openStream();
  }
  InputStream host(HttpServletRequest request) throws Exception {
    String host = request.getParameter("host");
    return new URL(new Endpoint("https", host, "/items").toString()).openStream();
  }
  InputStream port(HttpServletRequest request) throws Exception {
    String id = request.getParameter("id");
    return new URL(new Endpoint("https", "api.example.com", 8443, "/items/" + id).toString()).openStream();
  }
}
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "Items.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "/ssrf") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(java.Analyzer); len(got) != 3 {
		t.Fatalf("without the row: ssrf lines %v; want 9, 13 and 17", got)
	}
	f, err := models.Parse("acme.yml", []byte(`language: java
framework: Acme net
models:
  - kind: sanitizer
    type: com.acme.net.Endpoint
    methods: [new]
    host-argument: {3: 1}
    sanitizes: [ssrf]
`))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "host-argument"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 2 || got[0] != 13 || got[1] != 17 {
		t.Errorf("with the row: ssrf lines %v; want 13 (the request's host) and 17 (four arguments: no host the row names), not 9", got)
	}
}
