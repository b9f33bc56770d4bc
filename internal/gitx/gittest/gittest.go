// Package gittest builds real git repositories in temporary directories for
// tests, with git's environment made hermetic: no user or system config, a
// fixed identity and dates, and none of the GIT_DIR-style variables a git
// hook would have set.
package gittest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Repo is a work tree in a temporary directory.
type Repo struct {
	t   testing.TB
	Dir string // absolute, symlinks resolved
}

// Hermetic makes git ignore the developer's environment for the rest of the
// test, and skips the test when git is not installed.
func Hermetic(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("skipping: these tests run the git command, which is not installed: %v", err)
	}
	home := t.TempDir()
	empty := filepath.Join(home, "gitconfig")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{
		"HOME":                home,
		"XDG_CONFIG_HOME":     home,
		"GIT_CONFIG_GLOBAL":   empty,
		"GIT_CONFIG_NOSYSTEM": "1",
		"GIT_AUTHOR_NAME":     "Test Author",
		"GIT_AUTHOR_EMAIL":    "author@example.com",
		"GIT_COMMITTER_NAME":  "Test Committer",
		"GIT_COMMITTER_EMAIL": "committer@example.com",
		"GIT_AUTHOR_DATE":     "2024-01-02T03:04:05Z",
		"GIT_COMMITTER_DATE":  "2024-01-02T03:04:05Z",
	} {
		t.Setenv(k, v)
	}
	for _, k := range []string{"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
		"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CEILING_DIRECTORIES", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT"} {
		t.Setenv(k, "") // restores the old value after the test
		os.Unsetenv(k)
	}
}

// TempDir is t.TempDir with symlinks resolved, so that it compares equal to
// what git reports as a top level.
func TempDir(t testing.TB) string {
	t.Helper()
	d, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// New makes a hermetic environment and an empty repository whose unborn
// branch is main.
func New(t testing.TB) *Repo {
	t.Helper()
	Hermetic(t)
	r := &Repo{t: t, Dir: TempDir(t)}
	r.Git("init", "-q", "-b", "main")
	return r
}

// Git runs git in the repository and returns its trimmed stdout; it fails
// the test when git fails.
func (r *Repo) Git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.Dir
	out, err := cmd.Output()
	if err != nil {
		msg := err.Error()
		if ee, ok := err.(*exec.ExitError); ok {
			msg += ": " + string(ee.Stderr)
		}
		r.t.Fatalf("git %s: %s", strings.Join(args, " "), msg)
	}
	return strings.TrimSpace(string(out))
}

// Write creates or replaces a file (slash-separated path), making its
// directories.
func (r *Repo) Write(path, content string) {
	r.t.Helper()
	p := filepath.Join(r.Dir, filepath.FromSlash(path))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// Remove deletes a file from the work tree.
func (r *Repo) Remove(path string) {
	r.t.Helper()
	if err := os.Remove(filepath.Join(r.Dir, filepath.FromSlash(path))); err != nil {
		r.t.Fatal(err)
	}
}

// Symlink creates path pointing at target (written as given).
func (r *Repo) Symlink(target, path string) {
	r.t.Helper()
	p := filepath.Join(r.Dir, filepath.FromSlash(path))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.Symlink(target, p); err != nil {
		r.t.Skipf("skipping: cannot create symlinks here: %v", err)
	}
}

// CommitAll stages everything and commits it, returning the commit id.
func (r *Repo) CommitAll(msg string) string {
	r.t.Helper()
	r.Git("add", "-A")
	r.Git("commit", "-q", "--no-verify", "-m", msg)
	return r.Git("rev-parse", "HEAD")
}
