package scope

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx"
)

// Skip reasons that File.Skipped carries.
const (
	skipBinary          = "binary"
	skipSymlink         = "symlink"
	skipSymlinkOut      = "symlink outside the repository"
	skipSubmodule       = "submodule"
	skipUnrepresentable = "unrepresentable path"
	skipUnreadable      = "unreadable"
	skipNotRegular      = "not a regular file"
	skipLFSPointer      = "a Git LFS pointer, not the content it stands for"
	skipNULText         = "text that holds NUL bytes"
	skipMinified        = "minified, "
	defaultMaxBytes     = 1 << 20
	binarySniffLength   = 8000 // what git itself looks at
)

func skipTooLarge(size int64) string { return fmt.Sprintf("too large (%d bytes)", size) }

// loader fills in File.Content and collects notes about what it skipped.
type loader struct {
	root      string // absolute, symlinks resolved
	fsroot    *os.Root
	fsrootErr error
	maxBytes  int64
	notes     map[string]string // path -> note, for one note per file
	extra     []string          // notes not about a File
}

func newLoader(root string, maxBytes int64) *loader {
	if maxBytes <= 0 {
		maxBytes = defaultMaxBytes
	}
	return &loader{root: root, maxBytes: maxBytes, notes: map[string]string{}}
}

// skip marks f as not reviewable; note overrides the default note.
func (l *loader) skip(f *File, reason, note string) {
	f.Skipped, f.Content = reason, nil
	if note != "" {
		l.notes[f.Path] = note
	}
}

// accept stores data as f's content unless it looks binary; a binary is
// left to the secrets scan, which reads it through open.
func (l *loader) accept(f *File, data []byte, open func(context.Context) (io.ReadCloser, error)) {
	if bytes.IndexByte(data[:min(len(data), binarySniffLength)], 0) >= 0 {
		l.skip(f, skipBinary, "")
		if nulText(data) {
			// A NUL in a comment does not stop node from running the
			// file: text with a few planted NULs is not a binary, and a
			// reviewer that cannot read it says so (review.streamedCode).
			f.Skipped = skipNULText
		}
		f.Open = open
		return
	}
	if lfsPointer(data) {
		// Git's history holds the pointer; the file that ships is
		// fetched from the LFS store at checkout. A change that sends
		// its code through LFS (.gitattributes: *.py filter=lfs) must
		// not pass for one whose code was reviewed.
		l.skip(f, skipLFSPointer, "")
		f.Open = open
		return
	}
	if data == nil {
		data = []byte{}
	}
	f.Content = data
}

// nulText reports whether data is text but for a few NUL bytes: valid
// UTF-8 without them, no other control character than a text's own (tab,
// line and page breaks), and no more NULs than a hand could plant.
func nulText(data []byte) bool {
	if bytes.Count(data, []byte{0}) > 16 || !utf8.Valid(bytes.ReplaceAll(data, []byte{0}, nil)) {
		return false
	}
	for _, c := range data {
		if c < 0x20 && c != 0 && !strings.ContainsRune("\t\n\v\f\r", rune(c)) || c == 0x7f {
			return false
		}
	}
	return true
}

// lfsPointer reports whether data is a Git LFS pointer file (the LFS
// specification: a small text file whose first line names its version).
func lfsPointer(data []byte) bool {
	return len(data) < 1024 && bytes.HasPrefix(data, []byte("version https://git-lfs.github.com/spec/"))
}

// fromWorktree reads f from the working tree, never following a symlink:
// the file itself is Lstat'ed, and every read goes through an os.Root, which
// refuses a path that leaves the root through a symlinked directory above it.
func (l *loader) fromWorktree(f *File) {
	if l.fsroot == nil && l.fsrootErr == nil {
		l.fsroot, l.fsrootErr = os.OpenRoot(l.root)
	}
	if l.fsrootErr != nil {
		l.skip(f, skipUnreadable, fmt.Sprintf("skipped %s: cannot read it: %v", f.Path, l.fsrootErr))
		return
	}
	rel := filepath.FromSlash(f.Path)
	fi, err := l.fsroot.Lstat(rel)
	if err != nil {
		if isEscape(err) {
			l.skip(f, skipSymlinkOut, "skipped "+f.Path+": a directory above it is a symlink that points outside the repository")
			return
		}
		l.skip(f, skipUnreadable, fmt.Sprintf("skipped %s: cannot read it: %v", f.Path, err))
		return
	}
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		l.skip(f, classifySymlink(l.root, filepath.Join(l.root, rel)), "")
		if target, err := os.Readlink(filepath.Join(l.root, rel)); err == nil && f.Skipped == skipSymlink {
			f.Link = linkPath(f.Path, filepath.ToSlash(target))
		}
		return
	case !fi.Mode().IsRegular():
		l.skip(f, skipNotRegular, "")
		return
	case fi.Size() > l.maxBytes:
		l.skip(f, skipTooLarge(fi.Size()), "")
		f.Open = l.opener(rel)
		return
	}
	data, err := readLimited(l.fsroot, rel, l.maxBytes)
	var tooLarge *errTooLarge
	switch {
	case errors.As(err, &tooLarge):
		l.skip(f, skipTooLarge(tooLarge.size), "")
		f.Open = l.opener(rel)
	case isEscape(err):
		l.skip(f, skipSymlinkOut, "skipped "+f.Path+": a directory above it is a symlink that points outside the repository")
	case err != nil:
		l.skip(f, skipUnreadable, fmt.Sprintf("skipped %s: cannot read it: %v", f.Path, err))
	default:
		l.accept(f, data, l.opener(rel))
	}
}

// opener streams rel from the work tree, never following a symlink.
func (l *loader) opener(rel string) func(context.Context) (io.ReadCloser, error) {
	root := l.root
	return func(context.Context) (io.ReadCloser, error) {
		r, err := os.OpenRoot(root)
		if err != nil {
			return nil, err
		}
		defer r.Close()
		return r.OpenFile(rel, os.O_RDONLY|oNoFollow, 0)
	}
}

// isEscape reports an os.Root refusing a path that leaves it.
func isEscape(err error) bool {
	return err != nil && strings.Contains(err.Error(), "path escapes from parent")
}

type errTooLarge struct{ size int64 }

func (e *errTooLarge) Error() string { return skipTooLarge(e.size) }

// readLimited reads a file that may have grown since it was stat'ed. The
// final element is opened without following a symlink, in case the file was
// replaced by one since the Lstat.
func readLimited(root *os.Root, name string, max int64) ([]byte, error) {
	fh, err := root.OpenFile(name, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, &errTooLarge{size: int64(len(data))}
	}
	return data, nil
}

// fromGit reads files from rev ("" for the index) in one git process.
func (l *loader) fromGit(ctx context.Context, g *gitx.Git, rev string, files []*File) error {
	specs := make([]string, len(files))
	for i, f := range files {
		specs[i] = rev + ":" + f.Path
	}
	blobs, err := g.Blobs(ctx, specs, l.maxBytes)
	if err != nil {
		return err
	}
	for i, b := range blobs {
		f := files[i]
		switch {
		case b.Missing:
			l.skip(f, skipUnreadable, fmt.Sprintf("skipped %s: not found in %s", f.Path, revName(rev)))
		case b.Data == nil:
			l.skip(f, skipTooLarge(b.Size), "")
			spec := specs[i]
			f.Open = func(ctx context.Context) (io.ReadCloser, error) { return g.BlobReader(ctx, spec) }
		default:
			spec := specs[i]
			l.accept(f, b.Data, func(ctx context.Context) (io.ReadCloser, error) { return g.BlobReader(ctx, spec) })
		}
	}
	return nil
}

func revName(rev string) string {
	if rev == "" {
		return "the index"
	}
	return gitx.Short(rev)
}

// classifySymlink tells a symlink that stays under root from one that leaves
// it, without reading what it points to.
func classifySymlink(root, abs string) string {
	target, err := filepath.EvalSymlinks(abs)
	if err != nil {
		// Dangling or looping: judge the link text alone.
		link, err := os.Readlink(abs)
		if err != nil {
			return skipSymlink
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(abs), link)
		}
		target = filepath.Clean(link)
	}
	if within(root, target) {
		return skipSymlink
	}
	return skipSymlinkOut
}

// within reports whether p is root or below it (both absolute and clean).
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// lineCount counts lines the way editors number them: a last line without a
// newline still counts.
func lineCount(b []byte) int {
	n := bytes.Count(b, []byte{'\n'})
	if len(b) > 0 && b[len(b)-1] != '\n' {
		n++
	}
	return n
}

// allLines is the Changed of a file whose every line is new.
func allLines(f *File) []finding.LineRange {
	if n := lineCount(f.Content); n > 0 {
		return []finding.LineRange{{Start: 1, End: n}}
	}
	return []finding.LineRange{}
}

// textAfterAll reviews whole the files git's diff called binary whose
// content is text: a `*.py -diff` in .gitattributes hides their hunks, not
// their code. A real binary is in the change throughout.
func (l *loader) textAfterAll(files []*File) {
	var names []string
	for _, f := range files {
		switch {
		case !f.binaryDiff:
		case f.Content != nil:
			f.Changed, f.Added = allLines(f), lineCount(f.Content)
			names = append(names, f.Path)
		case f.Binary():
			// Git shows no lines of a binary: a credential the secrets scan
			// finds in it is in the change wherever it lies.
			f.Changed = nil
		}
	}
	if len(names) > 0 {
		l.extra = append(l.extra, fmt.Sprintf("%d file(s) that git's attributes call binary hold text, so every line of them is reviewed: %s", len(names), someNames(names)))
	}
}

// someNames lists the first few names and counts the rest.
func someNames(names []string) string {
	if len(names) <= 3 {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:3], ", "), len(names)-3)
}

// finish sorts files, fills in categories and writes the notes: one per
// skipped file, in path order (binaries in one line), then the others
// sorted.
func (l *loader) finish(cs *Changeset) *Changeset {
	sort.Slice(cs.Files, func(i, j int) bool { return cs.Files[i].Path < cs.Files[j].Path })
	if l.fsroot != nil {
		l.fsroot.Close()
	}
	var binaries, minified, pointers []string
	for i := range cs.Files {
		f := &cs.Files[i]
		f.Category = Categorize(f.Path)
		if !Representable(f.Path) {
			// The verdict cannot name it as it is: the file goes by its
			// escaped name, and only the secrets scan reads it.
			content, open := f.Content, f.Open
			note := fmt.Sprintf("skipped %q: its name is not valid UTF-8 or holds a backslash or a control character, which the verdict file cannot represent; it is scanned for secrets only, as %s", f.Path, EscapePath(f.Path))
			l.skip(f, skipUnrepresentable, "")
			if content != nil {
				open = func(context.Context) (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(content)), nil }
			}
			if f.Status != Deleted {
				l.notes[EscapePath(f.Path)] = note
			}
			f.Path, f.Open = EscapePath(f.Path), open
		}
		if f.Skipped == "" || f.Status == Deleted {
			continue
		}
		note, ok := l.notes[f.Path]
		if !ok && f.Skipped == skipBinary {
			binaries = append(binaries, f.Path)
			continue
		}
		if !ok && f.Skipped == skipLFSPointer {
			pointers = append(pointers, f.Path)
			continue
		}
		if !ok && minifiedHead(f) {
			f.Skipped = skipMinified + f.Skipped
			minified = append(minified, f.Path)
			continue
		}
		if !ok {
			note = defaultNote(f)
		}
		cs.Notes = append(cs.Notes, note)
		if f.Skipped == skipUnreadable {
			// In the change, and read by nothing: the verdict says so.
			cs.Gaps = append(cs.Gaps, Gap{File: f.Path, Reason: strings.TrimPrefix(note, "skipped "+f.Path+": ")})
		}
	}
	if len(binaries) > 0 {
		l.extra = append(l.extra, fmt.Sprintf("skipped %d binary file(s), which only the secrets scan reads: %s", len(binaries), someNames(binaries)))
	}
	if len(pointers) > 0 {
		l.extra = append(l.extra, fmt.Sprintf("skipped %d Git LFS pointer(s), whose content the history does not hold; only the secrets scan reads the pointers: %s", len(pointers), someNames(pointers)))
	}
	if len(minified) > 0 {
		l.extra = append(l.extra, fmt.Sprintf("skipped %d minified file(s) too large to load, which only the secrets scan reads: %s", len(minified), someNames(minified)))
	}
	sort.Strings(l.extra)
	cs.Notes = append(cs.Notes, l.extra...)
	return cs
}

// minifiedMaxBytes bounds the file minifiedHead reads; a larger one is a
// gap as any file too large.
const minifiedMaxBytes = 64 << 20

// minifiedShortBytes is how much of a minified file may stand in lines a
// person could have written (a license banner, a sourceMappingURL line).
const minifiedShortBytes = 16 << 10

// minifiedHead reports a script or stylesheet, too large to load, that is
// a minifier's or bundler's output in all of it: its lines are more than
// 250 bytes long on average (as specialist.Generated judges a loaded file)
// and lines shorter than that hold at most 16 KiB. The whole file is
// read, not its head, and a .min. name alone says nothing: a long first
// line before ordinary code, or a hand-written file named app.min.js,
// stays a gap.
func minifiedHead(f *File) bool {
	if !strings.HasPrefix(f.Skipped, "too large") || f.Open == nil {
		return false
	}
	if yarnBundle(f.Path) {
		return true
	}
	switch path.Ext(strings.ToLower(path.Base(f.Path))) {
	case ".js", ".mjs", ".cjs", ".css":
	default:
		return false
	}
	r, err := f.Open(context.Background())
	if err != nil {
		return false
	}
	defer r.Close()
	br := bufio.NewReaderSize(io.LimitReader(r, minifiedMaxBytes+1), 64<<10)
	var total, lines, short, cur int64
	for {
		chunk, err := br.ReadSlice('\n')
		total += int64(len(chunk))
		cur += int64(len(chunk))
		if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' || err == io.EOF {
			if cur > 0 {
				lines++
				if cur <= 250 {
					short += cur
				}
			}
			cur = 0
		}
		if err == io.EOF {
			break
		}
		if err != nil && err != bufio.ErrBufferFull {
			return false
		}
	}
	if total > minifiedMaxBytes || lines == 0 {
		return false
	}
	return total/lines > 250 && short <= minifiedShortBytes
}

// yarnBundle reports Yarn's own release or a plugin of it, which yarn set
// version and yarn plugin import write as one bundled script under
// .yarn/releases and .yarn/plugins, and which Yarn's documentation says to
// commit (https://yarnpkg.com/getting-started/qa#which-files-should-be-gitignored):
// a bundler's output that no person edits, whatever share of its lines is
// short.
func yarnBundle(p string) bool {
	lower := strings.ToLower(p)
	if ext := path.Ext(lower); ext != ".cjs" && ext != ".js" {
		return false
	}
	for _, dir := range []string{".yarn/releases/", ".yarn/plugins/"} {
		if strings.HasPrefix(lower, dir) || strings.Contains(lower, "/"+dir) {
			return true
		}
	}
	return false
}

func defaultNote(f *File) string {
	switch f.Skipped {
	case skipSymlink:
		return "skipped symlink " + f.Path
	case skipSymlinkOut:
		return "skipped symlink " + f.Path + ": it points outside the repository"
	case skipSubmodule:
		return "skipped submodule " + f.Path
	case skipUnrepresentable:
		return fmt.Sprintf("skipped %q: its name is not valid UTF-8 or holds a backslash or a control character, which the verdict file cannot represent", f.Path)
	default:
		return "skipped " + f.Path + ": " + f.Skipped
	}
}

// EscapePath is how the verdict names a file whose path is not
// Representable: a backslash, a percent sign and every byte that is not
// valid UTF-8 are written %XX.
func EscapePath(p string) string {
	if Representable(p) {
		return p
	}
	var b strings.Builder
	for len(p) > 0 {
		r, size := utf8.DecodeRuneInString(p)
		switch {
		case r == utf8.RuneError && size <= 1, r == '\\', r == '%', isControl(r):
			fmt.Fprintf(&b, "%%%02X", p[0])
		default:
			b.WriteString(p[:size])
		}
		p = p[size:]
	}
	return b.String()
}

// unescapePath undoes EscapePath for a name that needed it.
func unescapePath(p string) (string, bool) {
	if !strings.Contains(p, "%") {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '%' && i+2 < len(p) {
			if v, err := strconv.ParseUint(p[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(p[i])
	}
	u := b.String()
	if Representable(u) || EscapePath(u) != p {
		return "", false
	}
	return u, true
}

// Representable reports whether a path can appear in the verdict file as
// itself: valid UTF-8 (JSON would replace other bytes, and the path would no
// longer name the file), no backslash (the contract forbids it), and no
// control character (a newline in a name would forge lines in the text and
// markdown reports).
func Representable(p string) bool {
	return utf8.ValidString(p) && !strings.Contains(p, `\`) && !strings.ContainsFunc(p, isControl)
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }
