package scope

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Before the first commit, staged changes are diffed against the empty
// tree, whose id differs in SHA-256 repositories.
func TestStagedInSHA256RepoWithoutCommits(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("git", "init", "-q", "--object-format=sha256", dir)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+filepath.Join(dir, "none"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("this git cannot create SHA-256 repositories: %v: %s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	add := exec.Command("git", "add", "a.go")
	add.Dir = dir
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("git add: %v: %s", err, out)
	}
	cs, err := Resolve(context.Background(), Request{Dir: dir})
	if errors.Is(err, ErrNoChanges) || err != nil {
		t.Fatalf("Resolve: %v", err)
	}
	if cs.Target != "staged" || len(cs.Files) != 1 || cs.Files[0].Path != "a.go" {
		t.Errorf("changeset %+v", cs)
	}
}
