package mcpserver_test

import (
	"os"
	"path/filepath"
	"testing"
)

// The review tool keeps to the server's repository: a target above it is
// refused, one line naming it, and nothing is written there.
func TestReviewTargetOutsideTheRoot(t *testing.T) {
	repo := newRepo(t)
	outside := filepath.Join(filepath.Dir(repo.Dir), "outside")
	if err := os.MkdirAll(outside, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outside, "a.go"), []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, repo.Dir)
	for _, target := range []string{"../outside", "../../../../../../../../etc", "/etc/passwd", filepath.Join(outside, "a.go")} {
		failed(t, "review", call(t, cs, "review", map[string]any{"target": []string{target}}), target+" is outside the review root")
	}
	for _, dir := range []string{outside, filepath.Dir(repo.Dir)} {
		for _, name := range []string{".code-review", "docs"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				t.Errorf("the review wrote %s into %s", name, dir)
			}
		}
	}
}
