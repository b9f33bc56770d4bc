package scope

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/teamreview/teamreview/internal/gitx"
)

// A submodule bump changes one line of the superproject — the commit the
// submodule is at — and brings in everything between the two commits. When
// the submodule is checked out here and has both commits, that change is
// reviewed: its files join the changeset under the submodule's path, as of
// the new commit. When it does not, the bump is a Gap in the coverage.

// submodules adds what each submodule bump in files brings in, and returns
// the files to add and the bumps that could not be reviewed.
func (r *repo) submodules(ctx context.Context, l *loader, files []File) ([]File, []Gap) {
	var (
		added []File
		gaps  []Gap
	)
	for _, f := range files {
		if f.Skipped != skipSubmodule || f.Status == Deleted || f.Gitlink[1] == "" {
			continue
		}
		inner, err := r.submodule(ctx, l, f)
		if err != nil {
			reason := fmt.Sprintf("submodule bump %s: %v, so the submodule's change is not reviewed", bumpName(f.Gitlink), err)
			gaps = append(gaps, Gap{File: f.Path, Reason: reason})
			l.notes[f.Path] = "skipped " + f.Path + ": " + reason
			continue
		}
		l.notes[f.Path] = fmt.Sprintf("reviewed the submodule bump %s %s: %d changed files", f.Path, bumpName(f.Gitlink), len(inner))
		added = append(added, inner...)
	}
	return added, gaps
}

func bumpName(ids [2]string) string {
	if ids[0] == "" {
		return "to " + gitx.Short(ids[1])
	}
	return gitx.Short(ids[0]) + ".." + gitx.Short(ids[1])
}

var errNoObjects = errors.New("its commits are not in this clone (run `git submodule update --init`)")

// submodule loads the files the bump f changes, with paths under f.Path.
func (r *repo) submodule(ctx context.Context, l *loader, f File) ([]File, error) {
	dir := filepath.Join(r.root, filepath.FromSlash(f.Path))
	if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
		return nil, errNoObjects
	}
	sub := &gitx.Git{Dir: dir}
	if top, err := sub.TopLevel(ctx); err != nil || !sameDir(top, dir) {
		return nil, errNoObjects
	}
	from := f.Gitlink[0]
	for _, id := range []string{from, f.Gitlink[1]} {
		if id == "" {
			continue
		}
		if _, err := sub.RevParse(ctx, id); err != nil {
			return nil, errNoObjects
		}
	}
	if from == "" {
		id, err := sub.EmptyTreeID(ctx)
		if err != nil {
			return nil, err
		}
		from = id
	}
	out, err := sub.Diff(ctx, from, f.Gitlink[1])
	if err != nil {
		return nil, err
	}
	inner, err := ParseDiff(out)
	if err != nil {
		return nil, err
	}
	sl := newLoader(dir, l.maxBytes)
	var toRead []*File
	for i := range inner {
		if g := &inner[i]; g.Status != Deleted && g.Skipped == "" {
			toRead = append(toRead, g)
		}
	}
	if err := sl.fromGit(ctx, sub, f.Gitlink[1], toRead); err != nil {
		return nil, err
	}
	for i := range inner {
		g := &inner[i]
		rel := g.Path
		g.Path = f.Path + "/" + g.Path
		if g.OldPath != "" {
			g.OldPath = f.Path + "/" + g.OldPath
		}
		if note, ok := sl.notes[rel]; ok {
			l.notes[g.Path] = note
		}
	}
	return inner, nil
}

func sameDir(a, b string) bool {
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	return err1 == nil && err2 == nil && ra == rb
}
