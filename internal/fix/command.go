package fix

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/redact"
)

// GoVerifyCommand is the verify command for a Go module when none is
// configured: it builds and runs the tests. Vet is off in go test because
// vet's findings are the review's business, and a printf mistake the
// fixer is about to fix must not stop it from checking that fix.
const GoVerifyCommand = "go build ./... && go test -vet=off ./..."

// verifier decides what checks a fix: the configured command, run at the
// review root; else, for Go, the default command in each module the fix
// touches (go.mod found walking up from the file to the root — a monorepo's
// modules need not sit at the root); else nothing, and fixes are kept when
// they apply cleanly.
type verifier struct {
	configured string
	root       string // the review root in the scratch worktree
	timeout    time.Duration
	// tmp is the commands' TMPDIR, in .code-review/tmp: what a build or a
	// test leaves there is the fixer's to remove, not the system's.
	tmp string
}

// run is one command in one directory (relative to the root, "." for it).
type run struct{ dir, command string }

// String names the run as it is printed and logged, its credentials
// masked.
func (r run) String() string {
	if r.dir == "." {
		return "`" + redact.Command(r.command) + "`"
	}
	return "`" + redact.Command(r.command) + "` in " + r.dir
}

// runs returns the checks for a change to files (paths relative to the root).
func (v *verifier) runs(files []string) []run {
	if v.configured != "" {
		return []run{{".", v.configured}}
	}
	var out []run
	for _, f := range files {
		if dir, ok := v.module(path.Dir(f)); ok && !slices.Contains(out, run{dir, GoVerifyCommand}) {
			out = append(out, run{dir, GoVerifyCommand})
		}
	}
	slices.SortFunc(out, func(a, b run) int { return strings.Compare(a.dir, b.dir) })
	return out
}

// module finds the Go module holding dir, walking up to the root.
func (v *verifier) module(dir string) (string, bool) {
	for {
		if _, err := os.Stat(filepath.Join(v.root, filepath.FromSlash(dir), "go.mod")); err == nil {
			return dir, true
		}
		if dir == "." || dir == "/" || dir == "" {
			return "", false
		}
		dir = path.Dir(dir)
	}
}

// check runs every check and returns the first failure's description and
// output tail, or "" when all passed. Its error is only ctx's.
func (v *verifier) check(ctx context.Context, runs []run) (string, string, error) {
	for _, r := range runs {
		ok, tail, err := check(ctx, filepath.Join(v.root, filepath.FromSlash(r.dir)), r.command, v.timeout, v.tmp)
		if err != nil {
			return "", "", err
		}
		if !ok {
			return r.String(), tail, nil
		}
	}
	return "", "", nil
}

// describe says what checked the fixes, for the report.
func describe(runs []run) string {
	var parts []string
	for _, r := range runs {
		parts = append(parts, r.String())
	}
	return strings.Join(parts, ", ")
}

// tailLines is how much of a failed command's output a report keeps.
const tailLines = 20

// check runs command in dir through the shell. It reports whether the
// command passed and, when it did not, the tail of its output with any
// credential masked. It returns an error only when ctx ended.
func check(ctx context.Context, dir, command string, timeout time.Duration, tmp string) (bool, string, error) {
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, "sh", "-c", command)
	cmd.Dir = dir
	if tmp != "" {
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	}
	var out tail
	cmd.Stdout, cmd.Stderr = &out, &out
	inGroup(cmd)
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return false, "", ctx.Err()
	}
	if err == nil {
		return true, "", nil
	}
	text := out.lines(tailLines)
	if errors.Is(cctx.Err(), context.DeadlineExceeded) {
		text += fmt.Sprintf("\n(stopped after %s: fix.timeout_seconds)", timeout)
	} else if text == "" {
		text = err.Error()
	}
	return false, mask(text), nil
}

// mask hides credentials a failing test may have printed.
func mask(text string) string { return redact.Text(text) }

// tail keeps the last 64 KiB written to it.
type tail struct{ b []byte }

const tailBytes = 64 << 10

func (t *tail) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > 2*tailBytes {
		t.b = append(t.b[:0], t.b[len(t.b)-tailBytes:]...)
	}
	return len(p), nil
}

// keyLine matches the lines that say what failed — a panic, a failing
// test, a compiler error — which a stack trace can push out of the tail.
var keyLine = regexp.MustCompile(`^(panic: |--- FAIL|\S+\.go:\d+(:\d+)?: )`)

// lines returns the last n lines, after up to 5 key lines from before them.
func (t *tail) lines(n int) string {
	s := strings.TrimRight(string(t.b), "\n")
	lines := strings.Split(s, "\n")
	if len(lines) <= n {
		return strings.Join(lines, "\n")
	}
	var key []string
	for _, l := range lines[:len(lines)-n] {
		if keyLine.MatchString(l) && len(key) < 5 {
			key = append(key, l)
		}
	}
	if len(key) > 0 {
		key = append(key, "…")
	}
	return strings.Join(append(key, lines[len(lines)-n:]...), "\n")
}
