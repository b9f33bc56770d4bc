package fix

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/gitx"
)

// WorktreeDir is where scratch worktrees live, under .code-review/.
const WorktreeDir = "worktrees"

// scratch is a git worktree holding a copy of the user's current state.
type scratch struct {
	top  string // the scratch worktree's top level
	root string // the review root inside it
	git  *gitx.Git
}

// noHooks keeps the user's hooks (post-checkout and the like) from running
// in the scratch worktree: they are the user's business, not the fixer's.
var noHooks = []string{"-c", "core.hooksPath=" + os.DevNull}

// newScratch makes a worktree of HEAD under dir and copies into it every
// file the user's worktree has that HEAD does not: modified, added and
// untracked files, and removes the ones the user deleted. userTop is the
// user's top level and rel the review root within it.
func newScratch(ctx context.Context, user *gitx.Git, userTop, rel, dir string) (*scratch, error) {
	if _, err := user.RevParse(ctx, "HEAD"); err != nil {
		return nil, errors.New("the fixer starts its scratch worktree from HEAD, and this repository has no commit yet: commit once first")
	}
	var b [4]byte
	_, _ = rand.Read(b[:])
	path := filepath.Join(dir, "fix-"+hex.EncodeToString(b[:]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if _, err := user.Run(ctx, append(noHooks, "worktree", "add", "--detach", "--quiet", path, "HEAD")...); err != nil {
		return nil, fmt.Errorf("creating the scratch worktree: %w", err)
	}
	s := &scratch{top: path, root: filepath.Join(path, rel), git: &gitx.Git{Dir: path}}
	if err := s.copyState(ctx, user, userTop); err != nil {
		s.remove(context.WithoutCancel(ctx), user)
		return nil, err
	}
	return s, nil
}

// copyState brings the user's uncommitted state into the scratch worktree,
// then stages it there, so that a diff in the scratch worktree shows only
// what the fixer did.
func (s *scratch) copyState(ctx context.Context, user *gitx.Git, userTop string) error {
	// --no-optional-locks: status must not refresh the user's index.
	out, err := user.Run(ctx, "--no-optional-locks", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--ignore-submodules=all")
	if err != nil {
		return err
	}
	for _, entry := range strings.Split(string(out), "\x00") {
		if len(entry) < 4 {
			continue
		}
		name := filepath.FromSlash(entry[3:])
		if !filepath.IsLocal(name) {
			// git never names a path outside the work tree; refuse to be
			// the one that writes there if it ever did.
			return fmt.Errorf("git status named %q, which is outside the work tree", entry[3:])
		}
		if err := copyEntry(filepath.Join(userTop, name), filepath.Join(s.top, name)); err != nil {
			return fmt.Errorf("copying %s into the scratch worktree: %w", entry[3:], err)
		}
	}
	_, err = s.git.Run(ctx, "add", "--all", "--", ":/")
	return err
}

// copyEntry makes dst what src is: the same bytes and mode, the same
// symbolic link, or absent.
func copyEntry(src, dst string) error {
	fi, err := os.Lstat(src)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.Remove(dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := os.Remove(dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err := os.Readlink(src)
		if err != nil {
			return err
		}
		return os.Symlink(target, dst)
	case fi.Mode().IsRegular():
		data, err := os.ReadFile(src)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, fi.Mode().Perm())
	}
	return nil // a directory (a nested repository): not ours to copy
}

// remove deletes the scratch worktree and git's record of it. It never
// runs `git worktree prune`, which would also forget the user's own
// worktrees whose directories happen to be missing (an unmounted disk).
func (s *scratch) remove(ctx context.Context, user *gitx.Git) error {
	_, gitErr := user.Run(ctx, "worktree", "remove", "--force", "--force", s.top)
	if err := os.RemoveAll(s.top); err != nil {
		return err
	}
	if gitErr == nil {
		return nil
	}
	// git could not remove it (its directory was half gone): drop git's
	// record of this worktree alone, if it is the one pointing here.
	common, err := user.Run(ctx, "rev-parse", "--path-format=absolute", "--git-common-dir")
	if err != nil {
		return gitErr
	}
	admin := filepath.Join(strings.TrimSpace(string(common)), "worktrees", filepath.Base(s.top))
	gitdir, err := os.ReadFile(filepath.Join(admin, "gitdir"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil // git has no record of it
	}
	if err != nil || filepath.Dir(strings.TrimSpace(string(gitdir))) != s.top {
		return gitErr
	}
	return os.RemoveAll(admin)
}

// removeStale deletes the scratch worktrees a killed fixer left in dir,
// and git's records of those whose directory is already gone. The caller
// holds the store's lock, so none of them is in use.
func removeStale(ctx context.Context, user *gitx.Git, dir string) []string {
	stale := map[string]bool{}
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			if e.IsDir() && strings.HasPrefix(e.Name(), "fix-") {
				stale[filepath.Join(dir, e.Name())] = true
			}
		}
	}
	if common, err := user.Run(ctx, "rev-parse", "--path-format=absolute", "--git-common-dir"); err == nil {
		admins, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(common)), "worktrees", "fix-*"))
		for _, admin := range admins {
			gitdir, err := os.ReadFile(filepath.Join(admin, "gitdir"))
			if top := filepath.Dir(strings.TrimSpace(string(gitdir))); err == nil && filepath.Dir(top) == dir {
				stale[top] = true
			}
		}
	}
	var removed []string
	for top := range stale {
		_ = (&scratch{top: top}).remove(ctx, user)
		removed = append(removed, filepath.Base(top))
	}
	slices.Sort(removed)
	return removed
}

func (s *scratch) path(rel string) string { return filepath.Join(s.root, filepath.FromSlash(rel)) }

// Read implements Tree.
func (s *scratch) Read(rel string) ([]byte, error) { return os.ReadFile(s.path(rel)) }
