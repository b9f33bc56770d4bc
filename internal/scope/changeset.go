package scope

import (
	"context"
	"io"
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Kind is the verdict file's scope field.
type Kind string

const (
	KindChangeset Kind = "changeset" // staged, unstaged, uncommitted, or a git range A..B / A...B
	KindPackage   Kind = "package"   // a directory
	KindFile      Kind = "file"      // one or more files
	KindTeam      Kind = "team"      // what the current branch adds since its merge-base with the default branch
)

// Category sorts files the way seed 004's diff metrics do.
type Category string

const (
	Frontend       Category = "frontend"
	Infrastructure Category = "infrastructure"
	General        Category = "general"
)

// FileStatus says what the change did to a file.
type FileStatus string

const (
	Added    FileStatus = "added"
	Modified FileStatus = "modified"
	Deleted  FileStatus = "deleted"
	Renamed  FileStatus = "renamed"
	// Whole means the file is reviewed as it is, not as a change (path targets).
	Whole FileStatus = "whole"
)

// File is one file under review.
type File struct {
	// Path is slash-separated and relative to Changeset.Root; never absolute,
	// never starting with "../".
	Path     string
	OldPath  string // the path before a rename
	Status   FileStatus
	Category Category
	// Content is the version under review: the index for staged changes, the
	// working tree for unstaged changes and paths, the range's end for A..B.
	// Nil when Skipped is set or the file was deleted.
	Content []byte
	// Changed lists the new-side lines the change touches. Nil means every
	// line is in scope (path targets); an empty, non-nil slice means no line
	// changed (a pure rename, a mode change). Added and untracked files list
	// every line.
	Changed []finding.LineRange
	// Added and Removed count the diff's lines (for path targets: Added is the
	// file's line count).
	Added, Removed int
	// Hunks are the file's diff, for reviewers that read the change as a
	// diff (the model pass); nil without one (path targets, untracked files).
	Hunks []Hunk
	// Open streams the version under review of a file whose Content is
	// not loaded — too large, or a name the verdict cannot carry — so an
	// engine that can read a stream (the secrets scan) reads it rather than
	// skip it. Nil for every other file.
	Open func(ctx context.Context) (io.ReadCloser, error)
	// Gitlink is a submodule's commit before and after the change ("" for
	// none), when the file is a submodule.
	Gitlink [2]string
	// Link is where a symlink points, as a slash path from the root, when
	// the link's text stays inside the repository; "" for every other
	// file. Code reached through a shipped path ships, whatever its
	// target's own name says (specialist.ImportedTests).
	Link string
	// Skipped says why Content is not reviewed: "binary", "symlink",
	// "symlink outside the repository", "too large (N bytes)", … Empty otherwise.
	Skipped string

	// binaryDiff is true when git's diff called the file binary: by its
	// attributes (-diff, binary) or its bytes. Its content decides.
	binaryDiff bool
}

// Hunk is one hunk of a file's diff.
type Hunk struct {
	OldStart, OldLines, NewStart, NewLines int
	// Section is what git names after the @@: the enclosing function.
	Section string
	// Body is the hunk's lines, each starting with ' ', '-' or '+'.
	Body string
}

// Binary reports whether f's bytes are not text (a NUL among its first
// bytes): no code reviewer reads it, whatever its name says; the secrets
// scan still does.
func (f *File) Binary() bool { return f.Skipped == skipBinary }

// Minified reports a script or stylesheet too large to load that is a
// minifier's or bundler's output throughout (a vendored bundle such as
// public/vendor/horizon/app.js: long lines on average, at most 16 KiB in
// short ones): no person edits it, so no reviewer missed anything by not
// reading it; the secrets scan still streams it.
func (f *File) Minified() bool { return strings.HasPrefix(f.Skipped, skipMinified) }

// Reviewable reports whether specialists should look at the file.
func (f *File) Reviewable() bool { return f.Status != Deleted && f.Skipped == "" && f.Content != nil }

// InChange reports whether lines touch the change, with ctx lines of context.
// A file without a diff (a path target) is in the change everywhere.
func (f *File) InChange(lines finding.LineRange, ctx int) bool {
	if f.Changed == nil {
		return true
	}
	if lines.IsZero() {
		return len(f.Changed) > 0
	}
	for _, c := range f.Changed {
		if lines.Overlaps(c, ctx) {
			return true
		}
	}
	return false
}

// ChangedLine reports whether line n (1-based) is one the change touches; a
// file without a diff (a path target) is changed everywhere.
func (f *File) ChangedLine(n int) bool {
	return f.InChange(finding.LineRange{Start: n, End: n}, 0)
}

// Changeset is what is under review.
type Changeset struct {
	Kind Kind
	// Target describes what was asked for, for the verdict's target field:
	// "staged", "unstaged", "uncommitted", "main..HEAD", "internal/api", …
	Target string
	// Root is the absolute directory every File.Path is relative to: the git
	// top-level, or the reviewed directory's base outside git. The
	// .code-review directory lives here.
	Root string
	// InRepo is false when Root is not inside a git work tree.
	InRepo bool
	// Head is the first 8 hex of the commit under review (HEAD, or the range's
	// end); empty outside git or before the first commit.
	Head string
	// IsDiff is true when Files carry a diff (changeset and team scopes).
	IsDiff bool
	Files  []File
	// Notes are one-line remarks for the user: skipped files and why.
	Notes []string
	// Gaps are what the review does not cover although it is in the
	// change; they go into the verdict's coverage.
	Gaps []Gap
	// Unstaged lists the staged files that also have newer edits in the
	// work tree (a partially staged file): a staged review reads what the
	// commit will contain, so those edits are not in it. Sorted.
	Unstaged []string
	// WorkTree is, in a review of the staged changes, each YAML file
	// (.yml, .yaml in any case) whose work-tree copy the commit will not
	// contain: edits made after the index, with their diff from it, and
	// untracked files, as added. The configuration and rule loaders read
	// the work tree, so these may steer a review of code they are not
	// committed with. Nil in other scopes.
	WorkTree []File
}

// Gap is a part of the change the scope could not load for review — a
// submodule bump whose commits are not here — for the verdict's coverage.
type Gap struct {
	File   string
	Reason string
}

// File returns the file at path, or nil.
func (c *Changeset) File(p string) *File {
	for i := range c.Files {
		if c.Files[i].Path == p {
			return &c.Files[i]
		}
	}
	return nil
}

// Metrics are seed 004's diff metrics.
type Metrics struct {
	Files, Frontend, Infrastructure, General int
	Added, Removed                           int
}

// Lines is the diff size: additions plus deletions.
func (m Metrics) Lines() int { return m.Added + m.Removed }

// Metrics counts the files by category and the diff's lines.
func (c *Changeset) Metrics() Metrics {
	var m Metrics
	for _, f := range c.Files {
		m.Files++
		switch f.Category {
		case Frontend:
			m.Frontend++
		case Infrastructure:
			m.Infrastructure++
		default:
			m.General++
		}
		m.Added += f.Added
		m.Removed += f.Removed
	}
	return m
}

// HasFrontend reports whether any file is a frontend file.
func (c *Changeset) HasFrontend() bool { return c.Metrics().Frontend > 0 }

var categoryByExt = map[string]Category{
	".tsx": Frontend, ".jsx": Frontend, ".css": Frontend, ".scss": Frontend, ".vue": Frontend, ".svelte": Frontend,
	".html": Frontend, ".htm": Frontend, ".xhtml": Frontend, ".svg": Frontend,
	".tf": Infrastructure, ".tfvars": Infrastructure,
}

// Categorize sorts a path by its extension.
func Categorize(p string) Category {
	if c, ok := categoryByExt[strings.ToLower(path.Ext(p))]; ok {
		return c
	}
	if htmlTemplate(strings.ToLower(path.Base(p))) {
		return Frontend
	}
	return General
}

// templateExts are server templates' extensions; such a file with no inner
// extension or an HTML one (show.html.erb, base.jinja, but not
// nginx.conf.j2) renders HTML, which the design specialist reviews. The
// treesitter engine's syntax.Detect decides the same way; scope cannot
// import it (it is downstream).
var templateExts = map[string]bool{
	".j2": true, ".jinja": true, ".jinja2": true, ".djhtml": true, ".erb": true, ".ejs": true,
	".hbs": true, ".handlebars": true, ".mustache": true, ".twig": true,
}

func htmlTemplate(base string) bool {
	if strings.HasSuffix(base, ".blade.php") {
		return true
	}
	ext := path.Ext(base)
	if !templateExts[ext] {
		return false
	}
	switch path.Ext(strings.TrimSuffix(base, ext)) {
	case "", ".html", ".htm", ".xhtml":
		return true
	}
	return false
}
