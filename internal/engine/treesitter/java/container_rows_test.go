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

// A constructor's empty-keyed container row makes the new object an empty
// map: a user's row for another library's map follows the value put by
// one key, and the other key reads nothing the request chose.
func TestEmptyContainerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.sql.Statement;
import javax.servlet.http.HttpServletRequest;
import com.acme.coll.Bag;
class Find {
  void a(HttpServletRequest req, Statement st) throws Exception {
    Bag b = new Bag();
    b.put("name", req.getParameter("n"));
    b.put("order", "id");
    st.executeQuery("select * from t order by " + b.get("order"));
    st.executeQuery("select * from t where n = '" + b.get("name") + "'");
  }
}
`
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    type: com.acme.coll.Bag\n    methods: [new]\n    container: empty-keyed\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range analysistest.Diagnostics(t, "Find.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			got = append(got, d.Lines.Start)
		}
	}
	if len(got) != 1 || got[0] != 11 {
		t.Errorf("sql-injection lines %v; want 11 only (the key the request's value was put by)", got)
	}
	g, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    type: com.acme.coll.Bag\n    methods: [of]\n    container: empty\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := java.WithModels(&models.Set{Files: []*models.File{g}, Hash: "test2"}); err == nil || !strings.Contains(err.Error(), "field container: empty is a type's constructor") {
		t.Errorf("empty on a method: %v", err)
	}
}
