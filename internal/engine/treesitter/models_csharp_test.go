package treesitter

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
)

// C# models in the rule directories replace the C# analyzer with one
// that reads them, and one the C# analysis cannot use stops the review
// naming its row.
func TestModelsCSharpUser(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) {
		data := "language: csharp\nframework: Acme\nmodels:\n" + body
		if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("  - kind: sink\n    type: Acme.Db\n    methods: [Raw]\n    args: [0]\n    sink: sql-injection\n")
	out, err := withUserModels([]*analysis.Analyzer{csharp.Analyzer}, dir, []string{"."})
	if err != nil || len(out) != 1 || out[0] == csharp.Analyzer || !strings.HasPrefix(out[0].Name, "csharp+models@") {
		t.Fatalf("withUserModels = %v, %v; want the C# analyzer with the user's models", out, err)
	}
	write("  - kind: sink\n    methods: [Render]\n    sink: template-injection\n")
	if err := CheckModels(dir, []string{"."}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field sink") {
		t.Errorf("CheckModels = %v; want the row the C# analysis cannot use", err)
	}
}
