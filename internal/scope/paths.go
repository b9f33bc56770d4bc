package scope

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/teamreview/teamreview/internal/gitx"
)

// pathTarget is one file or directory named on the command line.
type pathTarget struct {
	arg   string // as given
	real  string // absolute, with symlinks above it resolved (not the last element if it is a link)
	isDir bool
}

// resolvePaths reviews files whole: the named files, and every file under
// the named directories that git would track.
func resolvePaths(ctx context.Context, req Request) (*Changeset, error) {
	targets := make([]pathTarget, 0, len(req.Targets))
	kind := KindFile
	for _, arg := range req.Targets {
		t, err := statTarget(req.Dir, arg)
		if err != nil {
			return nil, err
		}
		if t.isDir {
			kind = KindPackage
		}
		targets = append(targets, t)
	}
	if err := refuseEscapes(ctx, req.Dir, targets); err != nil {
		return nil, err
	}
	if err := keepInside(ctx, req.Dir, targets); err != nil {
		return nil, err
	}
	cs := &Changeset{Kind: kind}
	if top, ok, err := repoOf(ctx, targets); err != nil {
		return nil, err
	} else if ok {
		cs.Root, cs.InRepo = top, true
		if cs.Head, err = (&gitx.Git{Dir: top}).HeadShort(ctx); err != nil {
			return nil, fmt.Errorf("scope: %w", err)
		}
	} else {
		cs.Root = plainRoot(req.Dir, targets)
	}

	l := newLoader(cs.Root, req.MaxFileBytes)
	seen := map[string]bool{}
	add := func(rel string) {
		if seen[rel] {
			return
		}
		seen[rel] = true
		f := File{Path: rel, Status: Whole}
		l.fromWorktree(&f)
		f.Added = lineCount(f.Content)
		cs.Files = append(cs.Files, f)
	}
	names := make([]string, len(targets))
	for i, t := range targets {
		rel := relSlash(cs.Root, t.real)
		names[i] = rel
		if !t.isDir {
			add(rel)
			continue
		}
		var err error
		if cs.InRepo {
			err = listRepoDir(ctx, cs.Root, rel, l, add)
		} else {
			err = walkDir(ctx, cs.Root, t.real, add)
		}
		if err != nil {
			return nil, err
		}
	}
	cs.Target = strings.Join(names, " ")
	return l.finish(cs), nil
}

func statTarget(dir, arg string) (pathTarget, error) {
	p := arg
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	p = filepath.Clean(p)
	fi, err := os.Lstat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return pathTarget{}, fmt.Errorf("scope: no such file or directory: %s", arg)
	}
	if err != nil {
		return pathTarget{}, fmt.Errorf("scope: %w", err)
	}
	t := pathTarget{arg: arg, isDir: fi.IsDir()}
	// Resolve the directories above the target (a /tmp that is a symlink, a
	// symlinked checkout) but never a symlink that is the target itself.
	parent, err := filepath.EvalSymlinks(filepath.Dir(p))
	if err != nil {
		return pathTarget{}, fmt.Errorf("scope: %w", err)
	}
	t.real = filepath.Join(parent, filepath.Base(p))
	if filepath.Dir(p) == p { // the file system root
		t.real = p
	}
	return t, nil
}

// refuseEscapes rejects a target that names a place inside the user's
// repository but leads outside it through a symlinked directory: reviewing
// it would read, and write .code-review/ into, a directory the user did not
// name.
func refuseEscapes(ctx context.Context, dir string, targets []pathTarget) error {
	top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx)
	if err != nil {
		return nil // outside a repository there is no boundary to keep
	}
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil
	}
	for _, t := range targets {
		lexical := t.arg
		if !filepath.IsAbs(lexical) {
			lexical = filepath.Join(realDir, lexical)
		}
		if within(top, filepath.Clean(lexical)) && !within(top, t.real) {
			return fmt.Errorf("scope: %s leads outside the repository through a symlink; it is not followed", t.arg)
		}
	}
	return nil
}

// Boundary is the review root of a command run in dir: the git work tree
// that holds dir, or outside git dir itself, with symlinks resolved. No
// target may lie outside it, so nothing is read from, or written into, a
// directory the user did not run the command in.
func Boundary(ctx context.Context, dir string) (string, error) {
	top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx)
	switch {
	case err == nil:
		dir = top
	case errors.Is(err, gitx.ErrNotRepo), errors.Is(err, exec.ErrNotFound):
	default:
		return "", fmt.Errorf("scope: %w", err)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", fmt.Errorf("scope: %w", err)
	}
	return real, nil
}

// OutsideError is a target that resolves outside the review root.
type OutsideError struct{ Target, Root string }

func (e *OutsideError) Error() string {
	return fmt.Sprintf("scope: %s is outside the review root %s: run teamreview from the repository or directory that holds it", e.Target, e.Root)
}

// keepInside refuses a target that resolves outside the review root.
func keepInside(ctx context.Context, dir string, targets []pathTarget) error {
	root, err := Boundary(ctx, dir)
	if err != nil {
		return err
	}
	for _, t := range targets {
		if !within(root, t.real) {
			return &OutsideError{Target: t.arg, Root: root}
		}
	}
	return nil
}

// repoOf finds the work tree that holds every target, if there is one.
func repoOf(ctx context.Context, targets []pathTarget) (string, bool, error) {
	anchor := targets[0].real
	if !targets[0].isDir {
		anchor = filepath.Dir(anchor)
	}
	top, err := (&gitx.Git{Dir: anchor}).TopLevel(ctx)
	switch {
	case errors.Is(err, gitx.ErrNotRepo), errors.Is(err, exec.ErrNotFound):
		// Path targets work without a repository, or without git at all.
		return "", false, nil
	case err != nil:
		return "", false, fmt.Errorf("scope: %w", err)
	}
	for _, t := range targets {
		if !within(top, t.real) {
			return "", false, nil
		}
	}
	return top, true, nil
}

// plainRoot is the root outside git: the user's directory when it holds the
// targets, else the deepest directory that does.
func plainRoot(dir string, targets []pathTarget) string {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	all := true
	for _, t := range targets {
		all = all && within(dir, t.real)
	}
	if all {
		return dir
	}
	root := ""
	for _, t := range targets {
		d := t.real
		if !t.isDir {
			d = filepath.Dir(d)
		}
		if root == "" {
			root = d
			continue
		}
		for !within(root, d) {
			root = filepath.Dir(root)
		}
	}
	return root
}

// relSlash is p relative to root, slash-separated, "." for root itself.
func relSlash(root, p string) string {
	rel, err := filepath.Rel(root, p)
	if err != nil {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

// reviewOutput is where teamreview keeps its own files; never reviewed.
const reviewOutput = ".code-review"

func isReviewOutput(rel string) bool {
	return rel == reviewOutput || strings.HasPrefix(rel, reviewOutput+"/")
}

// listRepoDir adds the files git tracks or would track under rel.
func listRepoDir(ctx context.Context, root, rel string, l *loader, add func(string)) error {
	names, err := (&gitx.Git{Dir: root}).ListFiles(ctx, rel)
	if err != nil {
		return fmt.Errorf("scope: %w", err)
	}
	for _, name := range names {
		if nested, ok := strings.CutSuffix(name, "/"); ok {
			l.extra = append(l.extra, "skipped nested git repository "+nested)
			continue
		}
		if isReviewOutput(name) {
			continue
		}
		fi, err := os.Lstat(filepath.Join(root, filepath.FromSlash(name)))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// Tracked but deleted in the work tree: nothing to review.
			continue
		case err == nil && fi.IsDir():
			// A submodule's gitlink.
			l.extra = append(l.extra, "skipped submodule "+name)
			continue
		}
		add(name)
	}
	return nil
}

// skipDirs are never walked outside git: they hold tools' state, other
// people's code, or our own output.
var skipDirs = map[string]bool{".git": true, reviewOutput: true, "node_modules": true, "vendor": true}

// projectDotDirs are hidden directories a project writes itself and a
// review reads outside git too: its CI definitions (GitHub Actions,
// CircleCI, GitLab templates, Buildkite) and its dev container. Other
// hidden directories hold tools' state (.venv, .cache, .idea, .terraform).
var projectDotDirs = map[string]bool{".github": true, ".circleci": true, ".gitlab": true, ".buildkite": true, ".devcontainer": true}

// walkDir adds the files under dir (outside git), not following symlinks
// and skipping hidden directories below dir (but a project's own, see
// projectDotDirs) and dependency directories.
func walkDir(ctx context.Context, root, dir string, add func(string)) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("scope: %w", err)
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if p != dir && (skipDirs[name] || strings.HasPrefix(name, ".") && !projectDotDirs[name]) {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
			return nil // sockets, devices, pipes
		}
		add(relSlash(root, p))
		return nil
	})
}

// LoadFiles builds a KindFile changeset of the given root-relative paths as
// they are in the working tree now; a path that no longer exists becomes a
// File with Status Deleted (no error). Used by `verify`.
func LoadFiles(ctx context.Context, root string, paths []string) (*Changeset, error) {
	if !filepath.IsAbs(root) {
		return nil, fmt.Errorf("scope: root %q is not absolute", root)
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	cs := &Changeset{Kind: KindFile, Root: root, Target: strings.Join(paths, " ")}
	g := &gitx.Git{Dir: real}
	if _, err := g.TopLevel(ctx); err == nil {
		cs.InRepo = true
		if cs.Head, err = g.HeadShort(ctx); err != nil {
			return nil, fmt.Errorf("scope: %w", err)
		}
	}
	l := newLoader(real, 0)
	seen := map[string]bool{}
	for _, p := range paths {
		rel := path.Clean(filepath.ToSlash(p))
		if path.IsAbs(rel) || rel == ".." || strings.HasPrefix(rel, "../") || rel == "." {
			return nil, fmt.Errorf("scope: %q is not a file path relative to %s", p, root)
		}
		if seen[rel] {
			continue
		}
		seen[rel] = true
		// A name the verdict could not carry is in it escaped: read the
		// file it names.
		name := rel
		if u, ok := unescapePath(rel); ok {
			if _, err := os.Lstat(filepath.Join(real, filepath.FromSlash(u))); err == nil {
				name = u
			}
		}
		f := File{Path: name, Status: Whole}
		if _, err := os.Lstat(filepath.Join(real, filepath.FromSlash(name))); errors.Is(err, fs.ErrNotExist) {
			f.Path, f.Status = rel, Deleted
		} else {
			l.fromWorktree(&f)
			f.Added = lineCount(f.Content)
		}
		cs.Files = append(cs.Files, f)
	}
	return l.finish(cs), nil
}
