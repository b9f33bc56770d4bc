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

// Pattern guard rows with type say which class's methods match a whole
// value: a user's rows for another regular expression library make its
// static full(re, x) and re.scan(x).whole() checks guards, and its
// partial check scan(x).any() none.
func TestPatternGuardRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.sql.Statement;
import javax.servlet.http.HttpServletRequest;
import com.acme.re.Re;
class Sort {
  static final Re COL = Re.compile("^[a-z_]+$");
  void a(HttpServletRequest req, Statement st) throws Exception {
    String s = req.getParameter("s");
    if (Re.full("^[a-z_]+$", s)) {
      st.executeQuery("select * from t order by " + s);
    }
  }
  void b(HttpServletRequest req, Statement st) throws Exception {
    String s = req.getParameter("s");
    if (COL.scan(s).whole()) {
      st.executeQuery("select * from t order by " + s);
    }
  }
  void c(HttpServletRequest req, Statement st) throws Exception {
    String s = req.getParameter("s");
    if (COL.scan(s).any()) {
      st.executeQuery("select * from t order by " + s);
    }
  }
}
`
	rows := "language: java\nframework: Acme\nmodels:\n" +
		"  - kind: barrier\n    type: com.acme.re.Re\n    methods: [full]\n    args: [1]\n    guard: pattern\n" +
		"  - kind: barrier\n    type: com.acme.re.Re\n    methods: [scan]\n    args: [0]\n    guard: pattern\n    checked-by: [whole]\n"
	f, err := models.Parse("acme.yml", []byte(rows))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range analysistest.Diagnostics(t, "Sort.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			got = append(got, d.Lines.Start)
		}
	}
	if len(got) != 1 || got[0] != 22 {
		t.Errorf("sql-injection lines %v; want 22 only (the partial check)", got)
	}
	if _, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: barrier\n    type: com.acme.re.Re\n"+
		"    methods: [scan]\n    guard: check\n    checked-by: [whole]\n")); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field checked-by: goes with guard pattern") {
		t.Errorf("checked-by with guard check: %v", err)
	}
}
