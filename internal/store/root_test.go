package store_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/store"
)

// A .code-review, docs or docs/code-reviews that is a symlink would send
// the tool's files wherever it points: refused, and nothing is written
// there.
func TestCheckDirRefusesSymlinks(t *testing.T) {
	for _, tc := range []struct {
		name, link, rel, path string
		inside                bool
	}{
		{"store", ".code-review", ".code-review", ".code-review", true},
		{"store entry", ".code-review/sessions", ".code-review", ".code-review/sessions", true},
		{"report parent", "docs", "docs/code-reviews", "docs", false},
		{"report dir", "docs/code-reviews", "docs/code-reviews", "docs/code-reviews", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root, outside := t.TempDir(), t.TempDir()
			link := filepath.Join(root, filepath.FromSlash(tc.link))
			if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(outside, link); err != nil {
				t.Skipf("cannot create symlinks: %v", err)
			}
			err := store.CheckDir(root, tc.rel, tc.inside)
			var unsafe *store.UnsafeDirError
			if !errors.As(err, &unsafe) || unsafe.Path != tc.path {
				t.Fatalf("CheckDir(%s) = %v; want an UnsafeDirError at %s", tc.rel, err, tc.path)
			}
			if tc.rel == store.Dir {
				st := &store.Store{Root: root}
				if _, err := st.Lock(context.Background(), "test", time.Second); !errors.As(err, &unsafe) {
					t.Errorf("Lock = %v; want it refused", err)
				}
			}
			if entries, _ := os.ReadDir(outside); len(entries) > 0 {
				t.Errorf("wrote %d entries outside the root", len(entries))
			}
		})
	}
	// Plain directories, and missing ones, are fine.
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"docs/code-reviews", store.Dir} {
		if err := store.CheckDir(root, rel, true); err != nil {
			t.Errorf("CheckDir(%s) = %v; want nil", rel, err)
		}
	}
}

// Outside git, a .code-review above the working directory is the root only
// when it is the user's own plain directory.
func TestFindRootIgnoresOthersStore(t *testing.T) {
	t.Setenv("GIT_CEILING_DIRECTORIES", os.TempDir())
	parent := t.TempDir()
	child := filepath.Join(parent, "proj")
	if err := os.MkdirAll(filepath.Join(parent, store.Dir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(child, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if got, err := store.FindRoot(ctx, child); err != nil || got != parent {
		t.Fatalf("FindRoot with the user's own store above = %q, %v; want %q", got, err, parent)
	}
	if err := os.Chown(filepath.Join(parent, store.Dir), os.Getuid()+1, -1); err != nil {
		t.Skipf("cannot give the directory to another user: %v", err)
	}
	if got, err := store.FindRoot(ctx, child); err != nil || got != child {
		t.Errorf("FindRoot with another user's store above = %q, %v; want the working directory %q", got, err, child)
	}
	if err := os.Remove(filepath.Join(parent, store.Dir)); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(t.TempDir(), filepath.Join(parent, store.Dir)); err != nil {
		t.Fatal(err)
	}
	if got, err := store.FindRoot(ctx, child); err != nil || got != child {
		t.Errorf("FindRoot with a symlinked store above = %q, %v; want the working directory %q", got, err, child)
	}
}
