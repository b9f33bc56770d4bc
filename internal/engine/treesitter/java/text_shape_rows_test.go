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

// A summary row of shape format names a static call that puts its values
// into the format argument 0: a user's row for a project's Text.fmt makes
// the constant scheme and host before the first % fix the server, as
// String.format's row does.
func TestFormatShapeRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServletRequest;
import com.acme.Text;
class Fetch {
  InputStream item(HttpServletRequest req) throws Exception {
    return new URL(Text.fmt("https://api.example.com/items/%s", req.getParameter("id"))).openStream();
  }
}
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "Fetch.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "ssrf") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(java.Analyzer); len(got) != 1 || got[0] != 8 {
		t.Fatalf("without the row: ssrf lines %v; want 8", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    type: com.acme.Text\n    methods: [fmt]\n    shape: format\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "format"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 0 {
		t.Errorf("with the row: ssrf lines %v; want none", got)
	}
	bad, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [join]\n    shape: join\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := java.WithModels(&models.Set{Files: []*models.File{bad}, Hash: "join"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: a join row") {
		t.Errorf("a join row without type: error %v", err)
	}
	fold, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    type: acme.Text\n    methods: [up]\n    shape: upper-case\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := java.WithModels(&models.Set{Files: []*models.File{fold}, Hash: "fold"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: the Java analysis reads shape upper-case on a summary row without type") {
		t.Errorf("an upper-case row with type: error %v", err)
	}
}
