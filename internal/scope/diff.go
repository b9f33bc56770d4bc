package scope

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/bluekeyes/go-gitdiff/gitdiff"

	"github.com/teamreview/teamreview/internal/finding"
)

// git's file modes for entries that are not regular files.
const (
	modeSymlink   = 0o120000
	modeSubmodule = 0o160000
	modeTypeMask  = 0o170000
)

// ParseDiff turns a unified git diff (with a/ and b/ prefixes) into Files
// with their status, changed lines and line counts, sorted by Path. Content
// is left nil. Binary files, symlinks and submodules come back with Skipped
// set, since their diff says nothing a reviewer can read.
func ParseDiff(diff []byte) ([]File, error) {
	parsed, _, err := gitdiff.Parse(bytes.NewReader(diff))
	if err != nil {
		return nil, fmt.Errorf("parsing diff: %w", err)
	}
	files := make([]File, 0, len(parsed))
	byPath := make(map[string]int, len(parsed))
	for _, gf := range parsed {
		f := fromGitdiff(gf)
		for _, p := range []string{f.Path, f.OldPath} {
			if p != "" && !inRepo(p) || f.Path == "" {
				// git never writes such a name: whatever wrote it is not
				// to be trusted with where files are read from.
				return nil, fmt.Errorf("parsing diff: file %q is not a path inside the repository", p)
			}
		}
		if i, ok := byPath[f.Path]; ok {
			// A type change (file to symlink, …) is a deletion and an
			// addition of the same path: one modified file.
			files[i] = mergeTypeChange(files[i], f)
			continue
		}
		byPath[f.Path] = len(files)
		files = append(files, f)
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	return files, nil
}

// inRepo reports whether a diff's file name is a relative path that stays
// in the repository.
func inRepo(p string) bool {
	return !path.IsAbs(p) && p != ".." && !strings.HasPrefix(p, "../") && !strings.Contains(p, "/../") &&
		!strings.HasSuffix(p, "/..") && p != "." && !strings.HasPrefix(p, "./") && !strings.Contains(p, "/./")
}

func fromGitdiff(gf *gitdiff.File) File {
	f := File{Path: gf.NewName, Status: Modified}
	switch {
	case gf.IsDelete:
		f.Path, f.Status = gf.OldName, Deleted
	case gf.IsNew, gf.IsCopy:
		f.Status = Added
	case gf.IsRename:
		f.Status, f.OldPath = Renamed, gf.OldName
	}
	f.Category = Categorize(f.Path)
	for _, frag := range gf.TextFragments {
		f.Added += int(frag.LinesAdded)
		f.Removed += int(frag.LinesDeleted)
		var body strings.Builder
		for _, l := range frag.Lines {
			body.WriteString(l.Op.String())
			body.WriteString(strings.TrimSuffix(l.Line, "\n"))
			body.WriteByte('\n')
		}
		f.Hunks = append(f.Hunks, Hunk{OldStart: int(frag.OldPosition), OldLines: int(frag.OldLines),
			NewStart: int(frag.NewPosition), NewLines: int(frag.NewLines), Section: frag.Comment, Body: body.String()})
	}
	if f.Status != Deleted {
		f.Changed = changedLines(gf.TextFragments)
	}
	mode := gf.NewMode
	if mode == 0 || gf.IsDelete {
		mode = gf.OldMode
	}
	switch {
	case f.Status == Deleted:
		// Nothing to read either way.
	case mode&modeTypeMask == modeSymlink:
		f.Skipped = skipSymlink
		f.Link = linkPath(f.Path, addedText(gf.TextFragments))
	case mode&modeTypeMask == modeSubmodule:
		f.Skipped = skipSubmodule
		f.Gitlink = gitlinks(gf)
	case gf.IsBinary:
		// Git's attributes (-diff, binary) say so as readily as its bytes:
		// the content decides once it is read (loader.accept).
		f.binaryDiff = true
	}
	return f
}

// gitlinks reads a submodule bump's commits, before and after, from the
// "Subproject commit" lines git writes for it.
func gitlinks(gf *gitdiff.File) [2]string {
	var ids [2]string
	for _, frag := range gf.TextFragments {
		for _, l := range frag.Lines {
			id, ok := strings.CutPrefix(strings.TrimSpace(l.Line), "Subproject commit ")
			if !ok {
				continue
			}
			id = strings.TrimSuffix(id, "-dirty")
			switch l.Op {
			case gitdiff.OpDelete:
				ids[0] = id
			case gitdiff.OpAdd:
				ids[1] = id
			}
		}
	}
	return ids
}

func mergeTypeChange(a, b File) File {
	del, add := a, b
	if b.Status == Deleted {
		del, add = b, a
	}
	add.Status = Modified
	add.Removed += del.Removed
	return add
}

// changedLines lists the new-side lines a file's hunks add, merged into
// contiguous ranges. A hunk that only deletes marks the line where the
// deletion happened, so a finding next to removed code is in the change.
// The result is never nil: a file whose diff adds nothing (a pure rename, a
// mode change) has no changed lines, which is not the same as "all lines".
func changedLines(frags []*gitdiff.TextFragment) []finding.LineRange {
	lines := []finding.LineRange{}
	for _, frag := range frags {
		if frag.LinesAdded == 0 {
			lines = append(lines, deletionPoints(frag)...)
			continue
		}
		// A well-formed hunk that adds lines starts at line 1 or later.
		n := max(int(frag.NewPosition), 1)
		for _, l := range frag.Lines {
			switch l.Op {
			case gitdiff.OpAdd:
				lines = append(lines, finding.LineRange{Start: n, End: n})
				n++
			case gitdiff.OpContext:
				n++
			}
		}
	}
	return mergeRanges(lines)
}

// deletionPoints returns, for each run of deleted lines in a hunk that adds
// nothing, the new-side line now sitting where the run was (the last line
// when the run was at the end of the file).
func deletionPoints(frag *gitdiff.TextFragment) []finding.LineRange {
	if frag.NewLines == 0 {
		// "+N,0": the deletion is right after line N (N is 0 when the
		// file is now empty).
		p := max(int(frag.NewPosition), 1)
		return []finding.LineRange{{Start: p, End: p}}
	}
	end := int(frag.NewPosition + frag.NewLines) // one past the hunk's last new line
	var points []finding.LineRange
	n := int(frag.NewPosition)
	prevDeleted := false
	for _, l := range frag.Lines {
		switch l.Op {
		case gitdiff.OpDelete:
			if !prevDeleted {
				p := n
				if p >= end {
					p = end - 1
				}
				p = max(p, 1)
				points = append(points, finding.LineRange{Start: p, End: p})
			}
			prevDeleted = true
			continue
		case gitdiff.OpContext, gitdiff.OpAdd:
			n++
		}
		prevDeleted = false
	}
	return points
}

// mergeRanges sorts ranges and joins those that overlap or touch.
func mergeRanges(rs []finding.LineRange) []finding.LineRange {
	sort.Slice(rs, func(i, j int) bool { return rs[i].Start < rs[j].Start })
	out := rs[:0]
	for _, r := range rs {
		if k := len(out) - 1; k >= 0 && r.Start <= out[k].End+1 {
			out[k].End = max(out[k].End, r.End)
			continue
		}
		out = append(out, r)
	}
	return out
}

// addedText is the text a diff adds, its lines joined: a symlink's diff
// adds its one line, the path it points to.
func addedText(frags []*gitdiff.TextFragment) string {
	var b strings.Builder
	for _, frag := range frags {
		for _, l := range frag.Lines {
			if l.Op == gitdiff.OpAdd {
				b.WriteString(l.Line)
			}
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// linkPath is where a symlink at from whose text is target points, as a
// slash path from the repository's root, or "" when it leaves the
// repository or names nothing.
func linkPath(from, target string) string {
	if target == "" || path.IsAbs(target) {
		return ""
	}
	p := path.Join(path.Dir(from), target)
	if !inRepo(p) {
		return ""
	}
	return p
}
