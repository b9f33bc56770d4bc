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

// A chain of calls that store their argument in the receiver changes the
// variable it starts from: which calls those are is the container rows'
// (append, add, put), so a team's builder whose row says attach appends
// makes t.attach("ls ").attach(dir) a command built from the request.
func TestChainThroughContainerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import javax.servlet.http.*;
class Run extends HttpServlet {
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        acme.Text t = new acme.Text();
        t.attach("ls ").attach(req.getParameter("dir"));
        Runtime.getRuntime().exec(t.toString());
    }
}
`
	store := "  - kind: summary\n    methods: [attach]\n    flow: args -> receiver\n"
	chain := "  - kind: summary\n    methods: [attach]\n    container: append\n"
	for rows, want := range map[string]bool{store: false, store + chain: true} {
		f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n"+rows))
		if err != nil {
			t.Fatal(err)
		}
		a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, d := range analysistest.Diagnostics(t, "Run.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			got = got || strings.HasSuffix(d.Rule, "command-injection") && d.Lines.Start == 6
		}
		if got != want {
			t.Errorf("rows %q: command-injection on line 6 %v, want %v", rows, got, want)
		}
	}
}
