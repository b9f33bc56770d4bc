package rulepack

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// PinnedVersion is the ast-grep release the engine is tested with.
const PinnedVersion = "0.51.1"

// Install is how to install the pinned ast-grep.
const Install = "npm install -g @ast-grep/cli@" + PinnedVersion

// EnvBinary names the environment variable that points at an ast-grep
// executable, ahead of PATH.
const EnvBinary = "TEAMREVIEW_AST_GREP"

// ErrNotFound means no ast-grep executable was found.
var ErrNotFound = errors.New("ast-grep not found")

// Find locates ast-grep: $TEAMREVIEW_AST_GREP, else ast-grep on PATH, else
// sg on PATH — but only an sg whose --version says ast-grep, since sg is
// also the shadow-utils command that runs a command as another group. It
// returns the executable and its version ("0.51.1").
func Find(ctx context.Context) (bin, version string, err error) {
	if p := os.Getenv(EnvBinary); p != "" {
		v, err := versionOf(ctx, p)
		if err != nil {
			return "", "", fmt.Errorf("%w: $%s=%s: %v", ErrNotFound, EnvBinary, p, err)
		}
		return p, v, nil
	}
	for _, name := range []string{"ast-grep", "sg"} {
		p, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		if v, err := versionOf(ctx, p); err == nil {
			return p, v, nil
		}
	}
	return "", "", fmt.Errorf("%w on PATH (as ast-grep or sg) or in $%s", ErrNotFound, EnvBinary)
}

// versionOf runs bin --version and accepts only ast-grep's answer.
func versionOf(ctx context.Context, bin string) (string, error) {
	out, err := exec.CommandContext(ctx, bin, "--version").Output()
	if err != nil {
		return "", err
	}
	v, ok := strings.CutPrefix(strings.TrimSpace(string(out)), "ast-grep ")
	if !ok {
		return "", fmt.Errorf("%s is not ast-grep (--version printed %q)", bin, firstLine(string(out)))
	}
	return v, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
