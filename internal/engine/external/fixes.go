package external

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/finding"
)

// The tools report their fixes in their own coordinates — eslint in
// JavaScript string indices (UTF-16 code units), ruff in rows and columns
// counted in code points — while the fixer takes byte offsets into the file
// as reviewed and applies them only to that exact content. So a fix is
// converted against the content the tool read, and kept only when that is
// the reviewed content. A fix that cannot be converted exactly (a position
// inside a character or past the end of its line or file, edits that
// overlap) is dropped whole; the diagnostic stays.

// ToolFix is one fix as a tool reported it.
type ToolFix struct {
	Message string
	Edits   []ToolEdit
}

// ToolEdit replaces the text from Start to End with NewText.
type ToolEdit struct {
	Start, End Pos
	NewText    string
}

// Pos is a position in a file in a tool's own units.
type Pos interface {
	// byteOffset returns the position's byte offset in t, or false when it
	// does not fall on a character boundary inside t.
	byteOffset(t *text) (int, bool)
}

// UTF16Offset is a JavaScript string index: UTF-16 code units from the
// start of the file after any byte order mark, which eslint strips before
// linting. A negative offset is the position before the mark (eslint's
// unicode-bom rule removes it with the range [-1, 0]).
type UTF16Offset int

// LineColumn is ruff's location: a 1-based row, with lines ended by \n,
// \r\n or a lone \r, and a 1-based column in code points that on the first
// line does not count a byte order mark.
type LineColumn struct{ Line, Column int }

var (
	_ Pos = UTF16Offset(0)
	_ Pos = LineColumn{}
)

func (u UTF16Offset) byteOffset(t *text) (int, bool) {
	if u < 0 {
		return 0, true
	}
	off, ok := t.utf16(int(u))
	return t.bom + off, ok
}

func (lc LineColumn) byteOffset(t *text) (int, bool) {
	starts := t.lineStarts()
	if lc.Line < 1 || lc.Line > len(starts) || lc.Column < 1 {
		return 0, false
	}
	pos, end := starts[lc.Line-1], len(t.b)
	if lc.Line < len(starts) {
		end = starts[lc.Line]
	}
	if lc.Line == 1 {
		pos = t.bom
	}
	// Columns are counted on the line itself, so a position is found by
	// walking it rather than the whole file.
	for range lc.Column - 1 {
		if pos >= end {
			return 0, false
		}
		_, size := utf8.DecodeRune(t.b[pos:end])
		pos += size
	}
	return pos, true
}

// text is a file's content with the indexes positions need, built on first
// use: a file with many fixes is scanned once, not once per fix.
type text struct {
	b   []byte
	bom int // 3 when b starts with a UTF-8 byte order mark
	// valid is false for content that is not UTF-8: a tool decodes it its
	// own way (or refuses the file), so its counts of characters cannot be
	// matched to bytes.
	valid bool
	// wide lists the characters after the mark that are not one byte and
	// one UTF-16 unit; every other character is both.
	wide  []wideRune
	units int // the length after the mark in UTF-16 units
	lines []int
}

type wideRune struct{ unit, units, byteOff, bytes int }

func newText(b []byte) *text {
	t := &text{b: b, units: -1, valid: utf8.Valid(b)}
	if bytes.HasPrefix(b, []byte("\uFEFF")) {
		t.bom = 3
	}
	return t
}

// utf16 maps a UTF-16 offset into the text after the mark to a byte offset
// there; an offset between the halves of a surrogate pair has none.
func (t *text) utf16(u int) (int, bool) {
	if t.units < 0 {
		body := t.b[t.bom:]
		t.units = 0
		for off := 0; off < len(body); {
			r, size := utf8.DecodeRune(body[off:])
			n := utf16Len(r)
			if size != 1 || n != 1 {
				t.wide = append(t.wide, wideRune{unit: t.units, units: n, byteOff: off, bytes: size})
			}
			t.units += n
			off += size
		}
	}
	if u > t.units {
		return 0, false
	}
	// The last wide character that starts before u decides the offset:
	// everything after it is one byte per unit.
	i := sort.Search(len(t.wide), func(i int) bool { return t.wide[i].unit >= u })
	if i == 0 {
		return u, true
	}
	w := t.wide[i-1]
	if u < w.unit+w.units {
		return 0, false
	}
	return w.byteOff + w.bytes + (u - w.unit - w.units), true
}

func utf16Len(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// lineStarts are the byte offsets where lines start, as ruff splits them.
func (t *text) lineStarts() []int {
	if t.lines == nil {
		t.lines = []int{0}
		for i := 0; i < len(t.b); i++ {
			switch t.b[i] {
			case '\r':
				if i+1 < len(t.b) && t.b[i+1] == '\n' {
					i++
				}
				t.lines = append(t.lines, i+1)
			case '\n':
				t.lines = append(t.lines, i+1)
			}
		}
	}
	return t.lines
}

// resolve turns a tool's fix into byte-offset edits of file, whose content
// is t, or reports false when any edit cannot be placed exactly.
func resolve(file string, t *text, fx ToolFix) (finding.Fix, bool) {
	if len(fx.Edits) == 0 || !t.valid {
		return finding.Fix{}, false
	}
	out := finding.Fix{Message: fx.Message}
	for _, e := range fx.Edits {
		start, ok1 := e.Start.byteOffset(t)
		end, ok2 := e.End.byteOffset(t)
		if !ok1 || !ok2 || start < 0 || start > end || end > len(t.b) {
			return finding.Fix{}, false
		}
		out.Edits = append(out.Edits, finding.TextEdit{File: file, Start: start, End: end, NewText: e.NewText})
	}
	slices.SortStableFunc(out.Edits, func(a, b finding.TextEdit) int {
		return cmp.Or(a.Start-b.Start, a.End-b.End)
	})
	for i := 1; i < len(out.Edits); i++ {
		if overlaps(out.Edits[i-1], out.Edits[i]) {
			return finding.Fix{}, false
		}
	}
	return out, true
}

// overlaps reports whether two edits touch a common byte, counting two
// insertions at one point as overlapping since their order would be a
// guess — the rule the fixer applies, so it never rejects what is kept here.
func overlaps(x, y finding.TextEdit) bool {
	switch {
	case x.Start == x.End && y.Start == y.End:
		return x.Start == y.Start
	case x.Start == x.End:
		return y.Start < x.Start && x.Start < y.End
	case y.Start == y.End:
		return x.Start < y.Start && y.Start < x.End
	}
	return x.Start < y.End && y.Start < x.End
}

// fixable returns the reviewed file, rel, ready for its fixes to be
// converted, or nil when the tool read something else. The tools run on the
// working tree, which for a staged review need not be what is reviewed, and
// offsets into one file mean nothing in another: then the fixes are dropped
// and the diagnostics kept. What the tool read is what its output says
// (eslint's "source") or else the working copy, from saw.
func fixable(rel string, is Issue, reviewed []byte, saw func(string) ([]byte, bool)) *text {
	if reviewed == nil {
		return nil
	}
	switch {
	case is.Content != nil:
		if *is.Content != string(reviewed) {
			return nil
		}
	case saw != nil:
		b, ok := saw(rel)
		if !ok || !bytes.Equal(b, reviewed) {
			return nil
		}
	default:
		return nil
	}
	return newText(reviewed)
}

// fixesFor converts an issue's fixes into edits of the reviewed file, rel,
// whose text is t (nil: none can be kept).
func fixesFor(rel string, is Issue, t *text) []finding.Fix {
	if t == nil {
		return nil
	}
	var out []finding.Fix
	for _, fx := range is.Fixes {
		if f, ok := resolve(rel, t, fx); ok {
			out = append(out, f)
		}
	}
	return out
}
