package ruledirs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Read gives each rule directory's YAML files in name order, named
// relative to the root, keeps those the loader accepts, and has nothing
// for a directory that does not exist.
func TestRead(t *testing.T) {
	root := t.TempDir()
	for name, data := range map[string]string{
		"rules/b.yml":        "checks: []\n",
		"rules/a.yaml":       "models: []\n",
		"rules/sub/c.yml":    "checks: []\n",
		"rules/notes.txt":    "checks: []\n",
		"more/d.yml":         "rules: []\n",
		"rules/sub/skip.yml": "other: 1\n",
	} {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, err := Read(root, []string{"rules", "missing", filepath.Join(root, "more")}, func(b []byte) bool { return !strings.HasPrefix(string(b), "other") })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		got = append(got, f.Name)
	}
	if want := "rules/a.yaml rules/b.yml rules/sub/c.yml more/d.yml"; strings.Join(got, " ") != want {
		t.Errorf("Read = %v, want %s", got, want)
	}
}
