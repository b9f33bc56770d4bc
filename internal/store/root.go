package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamreview/teamreview/internal/gitx"
)

// FindRoot returns the review root for a working directory: the git
// top-level inside a repository, otherwise the nearest directory at or
// above dir that holds a .code-review directory, otherwise dir itself. A
// .code-review above dir counts only when it is a plain directory of the
// user's own: one another user left in a shared /tmp is not a place to
// read a verdict from or write one to.
func FindRoot(ctx context.Context, dir string) (string, error) {
	top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx)
	if err == nil {
		return top, nil
	}
	if !errors.Is(err, gitx.ErrNotRepo) {
		return "", err
	}
	for d := dir; ; {
		if fi, err := os.Lstat(filepath.Join(d, Dir)); err == nil && fi.IsDir() && (d == dir || ownedByMe(fi)) {
			return d, nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir, nil
		}
		d = parent
	}
}

// UnsafeDirError is a directory the tool would write into that is a
// symlink or not a directory: following it would write wherever it points,
// outside the review root.
type UnsafeDirError struct {
	Dir  string // the directory to be written, relative to the root
	Path string // the offending part of it, relative to the root
	Why  string
}

func (e *UnsafeDirError) Error() string {
	if e.Path == e.Dir {
		return fmt.Sprintf("refusing to write into %s/: it %s; remove it, or make it a plain directory", e.Dir, e.Why)
	}
	return fmt.Sprintf("refusing to write into %s/: %s %s; remove it, or make it a plain directory", e.Dir, e.Path, e.Why)
}

// CheckDir refuses rel (slash-separated, under root) as a place to write
// when it or any directory between root and it is a symlink or something
// other than a directory. A missing part is fine: it will be created as a
// plain directory. With inside set, the entries directly in rel are
// checked too, so a committed .code-review/sessions symlink is refused.
func CheckDir(root, rel string, inside bool) error {
	parts := strings.Split(rel, "/")
	p := root
	for i, part := range parts {
		p = filepath.Join(p, part)
		at := strings.Join(parts[:i+1], "/")
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("checking %s/: %w", rel, err)
		}
		if why := unsafe(p, fi); why != "" {
			return &UnsafeDirError{Dir: rel, Path: at, Why: why}
		}
	}
	if !inside {
		return nil
	}
	entries, err := os.ReadDir(p)
	if err != nil {
		return fmt.Errorf("checking %s/: %w", rel, err)
	}
	for _, e := range entries {
		if e.Type()&fs.ModeSymlink != 0 {
			return &UnsafeDirError{Dir: rel, Path: rel + "/" + e.Name(), Why: symlinkWhy(filepath.Join(p, e.Name()))}
		}
	}
	return nil
}

func unsafe(p string, fi fs.FileInfo) string {
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return symlinkWhy(p)
	case !fi.IsDir():
		return "is not a directory"
	}
	return ""
}

func symlinkWhy(p string) string {
	if to, err := os.Readlink(p); err == nil {
		return "is a symlink (to " + to + ")"
	}
	return "is a symlink"
}
