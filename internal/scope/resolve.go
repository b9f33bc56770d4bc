package scope

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamreview/teamreview/internal/gitx"
)

// Request is what the user asked to review.
type Request struct {
	Dir           string   // the user's working directory (absolute)
	Targets       []string // command-line targets: nothing, paths, or one git range "A..B" / "A...B"
	Branch        bool     // --branch: scope "team"
	Uncommitted   bool     // quick mode: all uncommitted changes (staged + unstaged + untracked) vs HEAD
	DefaultBranch string   // optional override of the default branch for Branch
	MaxFileBytes  int64    // files larger than this are skipped with a note; 0 = 1 MiB default
}

// ErrNoChanges says there is nothing to review; the CLI prints it and exits 0.
var ErrNoChanges = errors.New("No staged or unstaged changes found. Provide a target (file path, directory, or git range) or stage changes first.")

// Resolve decides what is under review and loads it.
func Resolve(ctx context.Context, req Request) (*Changeset, error) {
	dir, err := filepath.Abs(req.Dir)
	if err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	req.Dir = dir
	switch {
	case req.Branch && req.Uncommitted:
		return nil, errors.New("scope: choose either the branch or the uncommitted changes, not both")
	case (req.Branch || req.Uncommitted) && len(req.Targets) > 0:
		return nil, errors.New("scope: the branch and uncommitted scopes take no targets")
	case req.Branch:
		return resolveBranch(ctx, req)
	case req.Uncommitted:
		return resolveUncommitted(ctx, req)
	case len(req.Targets) == 0:
		return resolveDefault(ctx, req)
	}
	if len(req.Targets) == 1 {
		if a, b, threeDot, ok := splitRange(req.Dir, req.Targets[0]); ok {
			return resolveRange(ctx, req, a, b, threeDot)
		}
	}
	return resolvePaths(ctx, req)
}

// repo is the git work tree a diff scope runs in.
type repo struct {
	git  *gitx.Git // runs at the top level
	root string
	head string // short HEAD, "" before the first commit
	// empty is the empty tree's id in this repository's object format.
	empty string
}

func openRepo(ctx context.Context, dir string) (*repo, error) {
	top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx)
	if errors.Is(err, gitx.ErrNotRepo) {
		return nil, fmt.Errorf("scope: %w (%s): give a file or directory to review instead", gitx.ErrNotRepo, dir)
	}
	if err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	g := &gitx.Git{Dir: top}
	head, err := g.HeadShort(ctx)
	if err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	r := &repo{git: g, root: top, head: head, empty: gitx.EmptyTree}
	if head == "" {
		// Before the first commit the base is the empty tree, whose id
		// depends on the repository's object format.
		if id, err := g.EmptyTreeID(ctx); err == nil && id != "" {
			r.empty = id
		}
	}
	return r, nil
}

// base is what "everything committed" means: HEAD, or nothing yet.
func (r *repo) base() string {
	if r.head == "" {
		return r.empty
	}
	return "HEAD"
}

// source says where the reviewed version of a changed file lives.
type source struct {
	worktree bool
	rev      string // with worktree false: a commit, or "" for the index
}

var (
	fromIndex    = source{}
	fromWorktree = source{worktree: true}
)

// diffScope is one diff, optionally plus untracked files, loaded from src.
type diffScope struct {
	kind      Kind
	target    string
	head      string
	diffArgs  []string
	untracked bool
	src       source
}

func (r *repo) load(ctx context.Context, req Request, s diffScope) (*Changeset, error) {
	out, err := r.git.Diff(ctx, s.diffArgs...)
	if err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	files, err := ParseDiff(out)
	if err != nil {
		return nil, fmt.Errorf("scope: git diff %s: %w", strings.Join(s.diffArgs, " "), err)
	}
	l := newLoader(r.root, req.MaxFileBytes)
	var toRead []*File
	for i := range files {
		if f := &files[i]; f.Status != Deleted && f.Skipped == "" {
			toRead = append(toRead, f)
		}
	}
	if s.src.worktree {
		for _, f := range toRead {
			l.fromWorktree(f)
		}
	} else if err := l.fromGit(ctx, r.git, s.src.rev, toRead); err != nil {
		return nil, fmt.Errorf("scope: %w", err)
	}
	l.textAfterAll(toRead)
	inner, gaps := r.submodules(ctx, l, files)
	files = append(files, inner...)
	if s.untracked {
		names, err := r.git.UntrackedFiles(ctx)
		if err != nil {
			return nil, fmt.Errorf("scope: %w", err)
		}
		for _, name := range names {
			if nested, ok := strings.CutSuffix(name, "/"); ok {
				l.extra = append(l.extra, "skipped nested git repository "+nested)
				continue
			}
			if isReviewOutput(name) {
				continue
			}
			f := File{Path: name, Status: Added}
			l.fromWorktree(&f)
			f.Changed = allLines(&f)
			f.Added = lineCount(f.Content)
			files = append(files, f)
		}
	}
	cs := &Changeset{
		Kind:   s.kind,
		Target: s.target,
		Root:   r.root,
		InRepo: true,
		Head:   s.head,
		IsDiff: true,
		Files:  files,
		Gaps:   gaps,
	}
	return l.finish(cs), nil
}

// resolveDefault is the staged changes, else the unstaged ones.
func resolveDefault(ctx context.Context, req Request) (*Changeset, error) {
	r, err := openRepo(ctx, req.Dir)
	if err != nil {
		return nil, err
	}
	// Which files have edits after `git add` is asked beside the staged
	// diff, and used only if something is staged.
	type names struct {
		out []byte
		err error
	}
	unstaged := make(chan names, 1)
	go func() {
		out, err := r.unstagedNames(ctx)
		unstaged <- names{out, err}
	}()
	cs, err := r.load(ctx, req, diffScope{
		kind: KindChangeset, target: "staged", head: r.head,
		diffArgs: []string{"--cached", r.base()}, src: fromIndex,
	})
	if err == nil && len(cs.Files) > 0 {
		u := <-unstaged
		if err = u.err; err == nil {
			r.noteUnstaged(cs, u.out)
			err = r.noteWorkTree(ctx, req, cs, u.out)
		}
	}
	if err != nil || len(cs.Files) > 0 {
		return cs, err
	}
	cs, err = r.load(ctx, req, diffScope{
		kind: KindChangeset, target: "unstaged", head: r.head,
		untracked: true, src: fromWorktree,
	})
	if err == nil && len(cs.Files) == 0 {
		return nil, ErrNoChanges
	}
	return cs, err
}

// unstagedNames lists, NUL-separated, the files whose work-tree copy
// differs from the index.
func (r *repo) unstagedNames(ctx context.Context) ([]byte, error) {
	out, err := r.git.Run(ctx, "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative", "--name-only", "-z")
	if err != nil {
		return nil, fmt.Errorf("scope: listing unstaged edits: %w", err)
	}
	return out, nil
}

// noteUnstaged finds the staged files whose work-tree copy differs from
// the index — edits made after `git add`, out (unstagedNames) — and tells
// the user that the review reads the staged version, and how to review the
// rest.
func (r *repo) noteUnstaged(cs *Changeset, out []byte) {
	edited := map[string]bool{}
	for _, name := range strings.Split(string(out), "\x00") {
		if name != "" {
			edited[name] = true
		}
	}
	for _, f := range cs.Files {
		if f.Status != Deleted && edited[f.Path] {
			cs.Unstaged = append(cs.Unstaged, f.Path)
		}
	}
	if len(cs.Unstaged) == 0 {
		return
	}
	// cs.Files is sorted by path, so Unstaged is too.
	what := fmt.Sprintf("%d staged files have", len(cs.Unstaged))
	if len(cs.Unstaged) == 1 {
		what = "1 staged file has"
	}
	cs.Notes = append(cs.Notes, fmt.Sprintf("%s newer unstaged edits that this review does not see (it reviews the staged version, what the commit will contain): %s; "+
		"to review them too, stage them (git add) and review again, or run `teamreview quick` to check all uncommitted changes as they are in the work tree",
		what, strings.Join(cs.Unstaged, ", ")))
}

// noteWorkTree loads, for a staged review, the YAML files of the work
// tree the commit will not contain (Changeset.WorkTree): out is
// unstagedNames'.
func (r *repo) noteWorkTree(ctx context.Context, req Request, cs *Changeset, out []byte) error {
	var edited []string
	for _, name := range strings.Split(string(out), "\x00") {
		if name != "" && yamlName(name) {
			edited = append(edited, name)
		}
	}
	if len(edited) > 0 {
		wt, err := r.load(ctx, req, diffScope{kind: KindChangeset, target: "unstaged", head: r.head,
			diffArgs: append([]string{"--"}, edited...), src: fromWorktree})
		if err != nil {
			return err
		}
		cs.WorkTree = wt.Files
	}
	untracked, err := r.git.UntrackedFiles(ctx)
	if err != nil {
		return fmt.Errorf("scope: listing untracked files: %w", err)
	}
	for _, name := range untracked {
		if !yamlName(name) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(r.root, filepath.FromSlash(name)))
		if err != nil {
			continue // gone since git listed it
		}
		f := File{Path: name, Status: Added, Content: data}
		f.Changed = allLines(&f)
		cs.WorkTree = append(cs.WorkTree, f)
	}
	return nil
}

// yamlName: a .yml or .yaml file, in any case, as the rule and
// configuration loaders read them.
func yamlName(p string) bool {
	ext := strings.ToLower(filepath.Ext(p))
	return ext == ".yml" || ext == ".yaml"
}

// resolveUncommitted is everything not committed yet, as in the work tree.
func resolveUncommitted(ctx context.Context, req Request) (*Changeset, error) {
	r, err := openRepo(ctx, req.Dir)
	if err != nil {
		return nil, err
	}
	cs, err := r.load(ctx, req, diffScope{
		kind: KindChangeset, target: "uncommitted", head: r.head,
		diffArgs: []string{r.base()}, untracked: true, src: fromWorktree,
	})
	if err == nil && len(cs.Files) == 0 {
		return nil, ErrNoChanges
	}
	return cs, err
}

// resolveBranch is what the branch adds since it forked from the default
// branch, committed or not.
func resolveBranch(ctx context.Context, req Request) (*Changeset, error) {
	r, err := openRepo(ctx, req.Dir)
	if err != nil {
		return nil, err
	}
	if r.head == "" {
		return nil, errors.New("scope: the branch scope needs at least one commit; review the staged or uncommitted changes instead")
	}
	def := req.DefaultBranch
	if def == "" {
		if def, err = r.git.DefaultBranch(ctx); err != nil {
			return nil, fmt.Errorf("scope: %w", err)
		}
	}
	defID, err := r.git.RevParse(ctx, def)
	if err != nil {
		return nil, fmt.Errorf("scope: default branch: %w", err)
	}
	base, err := r.git.MergeBase(ctx, "HEAD", defID)
	if err != nil {
		return nil, fmt.Errorf("scope: finding where HEAD forked from %s: %w", def, err)
	}
	cs, err := r.load(ctx, req, diffScope{
		kind: KindTeam, target: def + "...HEAD", head: r.head,
		diffArgs: []string{base}, untracked: true, src: fromWorktree,
	})
	if err == nil && len(cs.Files) == 0 {
		return nil, ErrNoChanges
	}
	return cs, err
}

// splitRange reads "A..B" or "A...B" when t names no existing path and is
// not written like one.
func splitRange(dir, t string) (a, b string, threeDot, ok bool) {
	if !strings.Contains(t, "..") || t == ".." || t == "..." ||
		strings.HasPrefix(t, "/") || strings.HasPrefix(t, "./") || strings.HasPrefix(t, "../") {
		return "", "", false, false
	}
	p := t
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	if _, err := os.Lstat(p); err == nil {
		return "", "", false, false
	}
	if a, b, ok = strings.Cut(t, "..."); ok {
		return a, b, true, true
	}
	a, b, _ = strings.Cut(t, "..")
	return a, b, false, true
}

// resolveRange is the diff of a git range, as of the range's end.
func resolveRange(ctx context.Context, req Request, a, b string, threeDot bool) (*Changeset, error) {
	target := req.Targets[0]
	r, err := openRepo(ctx, req.Dir)
	if err != nil {
		return nil, fmt.Errorf("scope: no such file or directory, and no git repository for the range: %s", target)
	}
	if a == "" {
		a = "HEAD"
	}
	if b == "" {
		b = "HEAD"
	}
	ids := make([]string, 2)
	for i, rev := range []string{a, b} {
		if strings.Contains(rev, "..") {
			return nil, fmt.Errorf("scope: bad git range %q", target)
		}
		if ids[i], err = r.git.RevParse(ctx, rev); err != nil {
			if errors.Is(err, gitx.ErrUnknownRevision) {
				return nil, fmt.Errorf("scope: unknown revision %q in git range %q", rev, target)
			}
			return nil, fmt.Errorf("scope: git range %q: %w", target, err)
		}
	}
	from, to := ids[0], ids[1]
	if threeDot {
		if from, err = r.git.MergeBase(ctx, from, to); err != nil {
			return nil, fmt.Errorf("scope: git range %q: %w", target, err)
		}
	}
	cs, err := r.load(ctx, req, diffScope{
		kind: KindChangeset, target: target, head: gitx.Short(to),
		diffArgs: []string{from, to}, src: source{rev: to},
	})
	if err == nil && len(cs.Files) == 0 {
		return nil, ErrNoChanges
	}
	return cs, err
}
