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

// A summary row of shape config-default names a configuration lookup
// whose argument 1 is the default: a user's row for a project's Settings
// makes the constant default the algorithm it chooses, a broken hash.
func TestConfigDefaultRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `package shop;
import java.security.MessageDigest;
import com.acme.conf.Settings;
class Digest {
  byte[] sum(Settings settings, byte[] data) throws Exception {
    return MessageDigest.getInstance(settings.lookup("digest.alg", "MD5")).digest(data);
  }
}
`
	lines := func(a *analysis.Analyzer) []int {
		var got []int
		for _, d := range analysistest.Diagnostics(t, "Digest.java", syntax.Java, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "weak-hash") {
				got = append(got, d.Lines.Start)
			}
		}
		return got
	}
	if got := lines(java.Analyzer); len(got) != 0 {
		t.Fatalf("without the row: weak-hash lines %v; want none", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [lookup]\n    shape: config-default\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := java.WithModels(&models.Set{Files: []*models.File{f}, Hash: "config-default"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); len(got) != 1 || got[0] != 6 {
		t.Errorf("with the row: weak-hash lines %v; want 6", got)
	}
}
