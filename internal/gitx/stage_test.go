package gitx

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// StageContent stages the bytes it is given, whatever the work tree's file
// holds by then, and keeps the file's mode.
func TestStageContent(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	run("init", "-q")
	p := filepath.Join(dir, "run.sh")
	if err := os.WriteFile(p, []byte("echo one\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	run("add", "run.sh")
	// The user's half-finished edit, saved after the fix went in.
	if err := os.WriteFile(p, []byte("echo half-fin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := (&Git{Dir: dir}).StageContent(context.Background(), "run.sh", []byte("echo fixed\n")); err != nil {
		t.Fatal(err)
	}
	if got := run("show", ":run.sh"); got != "echo fixed\n" {
		t.Errorf("staged %q, want the fixer's bytes", got)
	}
	if got := run("ls-files", "-s", "run.sh"); got[:6] != "100755" {
		t.Errorf("staged mode: %s", got)
	}
	if b, _ := os.ReadFile(p); string(b) != "echo half-fin" {
		t.Errorf("work tree file changed: %q", b)
	}
}
