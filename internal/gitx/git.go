package gitx

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// EmptyTreeID asks git for the id of the empty tree in this repository's
// object format (SHA-1 or SHA-256): the base to diff against before the
// first commit.
func (g *Git) EmptyTreeID(ctx context.Context) (string, error) {
	cmd := exec.CommandContext(ctx, "git", "hash-object", "-t", "tree", "--stdin")
	cmd.Dir = g.Dir
	cmd.Stdin = strings.NewReader("")
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git hash-object -t tree: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// EmptyTree is the id of git's empty tree (SHA-1 repositories): the base to
// diff against before the first commit.
const EmptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

// ErrNotRepo says a directory is not inside a git work tree.
var ErrNotRepo = errors.New("not a git repository")

// ErrUnknownRevision says a revision does not name a commit.
var ErrUnknownRevision = errors.New("unknown revision")

// Git runs git commands in Dir.
type Git struct {
	Dir string
}

// Error is a git command that failed.
type Error struct {
	Args   []string // the arguments after "git" and the fixed -c options
	Stderr string   // stderr's first non-empty line
	Err    error    // usually an *exec.ExitError
}

func (e *Error) Error() string {
	msg := e.Stderr
	if msg == "" {
		msg = e.Err.Error()
	}
	return fmt.Sprintf("git %s: %s", strings.Join(e.Args, " "), msg)
}

func (e *Error) Unwrap() error { return e.Err }

// ExitCode is git's exit status, or -1 when git did not run to completion.
func (e *Error) ExitCode() int {
	var ee *exec.ExitError
	if errors.As(e.Err, &ee) {
		return ee.ExitCode()
	}
	return -1
}

// stableEnv overrides whatever the user's environment says about locale,
// paging and prompting. exec uses the last value of a duplicated key.
var stableEnv = []string{
	"LC_ALL=C",
	"GIT_TERMINAL_PROMPT=0",
	"GIT_PAGER=cat",
	"PAGER=cat",
	"GIT_OPTIONAL_LOCKS=0",
}

func (g *Git) command(ctx context.Context, args []string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-c", "core.quotepath=off"}, args...)...)
	cmd.Dir = g.Dir
	cmd.Env = append(os.Environ(), stableEnv...)
	return cmd
}

// Run runs git with args and returns its stdout.
func (g *Git) Run(ctx context.Context, args ...string) ([]byte, error) {
	cmd := g.command(ctx, args)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.Bytes(), &Error{Args: args, Stderr: firstLine(stderr.String()), Err: err}
	}
	return stdout.Bytes(), nil
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// exitCode is the exit status of a failed Run, or -1.
func exitCode(err error) int {
	var ge *Error
	if errors.As(err, &ge) {
		return ge.ExitCode()
	}
	return -1
}

// TopLevel returns the absolute top-level directory of the work tree that
// contains Dir. The error wraps ErrNotRepo when there is none.
func (g *Git) TopLevel(ctx context.Context) (string, error) {
	out, err := g.Run(ctx, "rev-parse", "--show-toplevel")
	if err != nil {
		var ge *Error
		if errors.As(err, &ge) && (strings.Contains(ge.Stderr, "not a git repository") ||
			strings.Contains(ge.Stderr, "must be run in a work tree")) {
			return "", fmt.Errorf("%s: %w", g.Dir, ErrNotRepo)
		}
		return "", err
	}
	top := strings.TrimSpace(string(out))
	if top == "" { // inside .git or a bare repository
		return "", fmt.Errorf("%s: %w", g.Dir, ErrNotRepo)
	}
	return top, nil
}

// RevParse returns the full commit id that rev names. The error wraps
// ErrUnknownRevision when rev names no commit.
func (g *Git) RevParse(ctx context.Context, rev string) (string, error) {
	if rev == "" || strings.HasPrefix(rev, "-") {
		return "", fmt.Errorf("%w %q", ErrUnknownRevision, rev)
	}
	out, err := g.Run(ctx, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
	if err != nil {
		if exitCode(err) == 1 {
			return "", fmt.Errorf("%w %q", ErrUnknownRevision, rev)
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// HeadShort returns the first 8 hex of HEAD, or "" before the first commit.
func (g *Git) HeadShort(ctx context.Context) (string, error) {
	id, err := g.RevParse(ctx, "HEAD")
	if errors.Is(err, ErrUnknownRevision) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return Short(id), nil
}

// Short abbreviates a commit id to 8 hex digits.
func Short(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

// MergeBase returns the best common ancestor of commits a and b.
func (g *Git) MergeBase(ctx context.Context, a, b string) (string, error) {
	out, err := g.Run(ctx, "merge-base", a, b)
	if err != nil {
		if exitCode(err) == 1 {
			return "", fmt.Errorf("%s and %s have no common ancestor", a, b)
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// DefaultBranch names the branch work is merged into: what origin/HEAD points
// to (as "origin/main", a name git resolves), else a local main, else master.
func (g *Git) DefaultBranch(ctx context.Context) (string, error) {
	if out, err := g.Run(ctx, "symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"); err == nil {
		name := strings.TrimSpace(string(out))
		if _, err := g.RevParse(ctx, name); err == nil {
			return name, nil
		}
	}
	for _, name := range []string{"main", "master"} {
		if _, err := g.RevParse(ctx, "refs/heads/"+name); err == nil {
			return name, nil
		}
	}
	return "", errors.New("cannot find the default branch: no origin/HEAD, main or master; name it explicitly")
}

// diffFlags make diff output parseable whatever the user's config says.
var diffFlags = []string{
	"diff", "--no-color", "--no-ext-diff", "--no-textconv",
	"--src-prefix=a/", "--dst-prefix=b/", "--no-relative",
	"--submodule=short", "--unified=3", "-M",
}

// Diff runs git diff with args after flags that keep the output a plain
// unified diff with a/ and b/ prefixes and top-level-relative paths.
func (g *Git) Diff(ctx context.Context, args ...string) ([]byte, error) {
	return g.Run(ctx, append(append([]string(nil), diffFlags...), args...)...)
}

// UntrackedFiles lists the work tree's untracked files that git does not
// ignore, relative to the top level, wherever Dir is in the work tree. A
// nested repository is listed once, as its directory with a trailing slash.
func (g *Git) UntrackedFiles(ctx context.Context) ([]string, error) {
	out, err := g.Run(ctx, "ls-files", "-z", "--others", "--exclude-standard", "--full-name", "--", ":/")
	if err != nil {
		return nil, err
	}
	return splitZ(out), nil
}

// ListFiles lists the tracked files and the untracked files git does not
// ignore under dir (relative to Dir), relative to the top level, sorted and
// without duplicates. Tracked files missing from the work tree are included.
func (g *Git) ListFiles(ctx context.Context, dir string) ([]string, error) {
	out, err := g.Run(ctx, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--full-name", "--", dir)
	if err != nil {
		return nil, err
	}
	names := splitZ(out)
	// Unmerged paths appear once per stage.
	seen := make(map[string]bool, len(names))
	uniq := names[:0]
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			uniq = append(uniq, n)
		}
	}
	return uniq, nil
}

func splitZ(b []byte) []string {
	var names []string
	for _, n := range strings.Split(string(b), "\x00") {
		if n != "" {
			names = append(names, n)
		}
	}
	return names
}

// Show returns the content of path (relative to the top level) at rev, or in
// the index when rev is "". Filters and textconv are not applied.
func (g *Git) Show(ctx context.Context, rev, path string) ([]byte, error) {
	return g.Run(ctx, "cat-file", "blob", rev+":"+path)
}

// StageContent puts content in the index as path's staged version: the
// blob of exactly these bytes (through path's clean filters, as git add
// would), with the mode the index already has for path (else 100644). It
// never reads the file in the work tree, which may have changed since
// content was written there.
func (g *Git) StageContent(ctx context.Context, path string, content []byte) error {
	args := []string{"--literal-pathspecs", "hash-object", "-w", "--stdin", "--path=" + path}
	cmd := g.command(ctx, args)
	cmd.Stdin = bytes.NewReader(content)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return &Error{Args: args, Stderr: firstLine(stderr.String()), Err: err}
	}
	blob := strings.TrimSpace(stdout.String())
	mode := "100644"
	if out, err := g.Run(ctx, "--literal-pathspecs", "ls-files", "-s", "--", path); err == nil {
		if f := strings.Fields(string(out)); len(f) > 0 {
			mode = f[0]
		}
	}
	_, err := g.Run(ctx, "update-index", "--cacheinfo", mode+","+blob+","+path)
	return err
}
