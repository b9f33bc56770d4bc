package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"github.com/teamreview/teamreview/internal/gitx"
)

// FindRoot returns the review root for a working directory: the git
// top-level inside a repository, otherwise the nearest directory at or
// above dir that holds a .code-review directory, otherwise dir itself.
func FindRoot(ctx context.Context, dir string) (string, error) {
	top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx)
	if err == nil {
		return top, nil
	}
	if !errors.Is(err, gitx.ErrNotRepo) {
		return "", err
	}
	for d := dir; ; {
		if fi, err := os.Stat(filepath.Join(d, Dir)); err == nil && fi.IsDir() {
			return d, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir, nil
		}
		d = parent
	}
}
