package fix

import (
	"os"
	"path/filepath"
	"testing"
)

// TestInsideRoot checks that the sweep beside a finding's file never goes
// through a symlinked directory to a place outside the review root.
func TestInsideRoot(t *testing.T) {
	base := t.TempDir()
	root, outside := filepath.Join(base, "root"), filepath.Join(base, "outside")
	for _, d := range []string{filepath.Join(root, "in", "deep"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(outside, filepath.Join(root, "out")); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	if err := os.Symlink(filepath.Join(root, "in"), filepath.Join(root, "alias")); err != nil {
		t.Fatal(err)
	}
	rootReal, err := filepath.EvalSymlinks(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file string
		want string // "" when refused
	}{
		{"a.go", "a.go"},
		{"in/deep/a.go", "in/deep/a.go"},
		{"alias/deep/a.go", "in/deep/a.go"}, // a link that stays inside
		{"out/a.go", ""},
		{"missing/a.go", ""},
	} {
		got, ok := insideRoot(rootReal, filepath.Join(rootReal, filepath.FromSlash(c.file)))
		switch {
		case c.want == "" && ok:
			t.Errorf("%s: swept beside %s, outside the root", c.file, got)
		case c.want != "" && (!ok || got != filepath.Join(rootReal, filepath.FromSlash(c.want))):
			t.Errorf("%s: got %q, %v; want %s under the root", c.file, got, ok, c.want)
		}
	}
}
