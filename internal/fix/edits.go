package fix

import (
	"fmt"
	"slices"

	"github.com/teamreview/teamreview/internal/finding"
)

// shift tracks the edits kept in one file, in the offsets of the file as
// reviewed, so that a later fix's edits can be moved past them.
type shift struct {
	kept []span
	// rewrittenBy is the finding whose fix rewrote the whole file: offsets
	// into the reviewed file mean nothing after that.
	rewrittenBy string
}

type span struct {
	start, end, delta int
	by                string
}

// conflictError says why an edit cannot be placed.
type conflictError struct{ msg string }

func (e *conflictError) Error() string { return e.msg }

// place maps edits of one file (reviewed offsets) to offsets in content
// after the kept edits, checking that they overlap neither each other nor
// a kept edit, and returns content with them applied.
func (s *shift) place(content []byte, edits []finding.TextEdit) ([]byte, []span, error) {
	if s.rewrittenBy != "" {
		return nil, nil, &conflictError{fmt.Sprintf("the file was rewritten by the fix for %s", s.rewrittenBy)}
	}
	sorted := slices.Clone(edits)
	slices.SortFunc(sorted, func(a, b finding.TextEdit) int { return a.Start - b.Start })
	for i, e := range sorted {
		if e.Start < 0 || e.End < e.Start {
			return nil, nil, fmt.Errorf("edit [%d,%d) is not a range", e.Start, e.End)
		}
		if i > 0 && overlaps(sorted[i-1].Start, sorted[i-1].End, e.Start, e.End) {
			return nil, nil, fmt.Errorf("the fix's own edits overlap at offset %d", e.Start)
		}
		for _, k := range s.kept {
			if overlaps(k.start, k.end, e.Start, e.End) {
				return nil, nil, &conflictError{fmt.Sprintf("it overlaps the fix for %s", k.by)}
			}
		}
	}
	out := make([]byte, 0, len(content))
	pos := 0
	var spans []span
	for _, e := range sorted {
		start, end := s.mapOffset(e.Start, false), s.mapOffset(e.End, e.End > e.Start)
		if end > len(content) || start < pos {
			return nil, nil, fmt.Errorf("edit [%d,%d) lies outside the file (%d bytes)", e.Start, e.End, len(content))
		}
		out = append(out, content[pos:start]...)
		out = append(out, e.NewText...)
		pos = end
		spans = append(spans, span{start: e.Start, end: e.End, delta: len(e.NewText) - (e.End - e.Start)})
	}
	out = append(out, content[pos:]...)
	return out, spans, nil
}

// mapOffset moves a reviewed offset past the kept edits before it. The end
// of a range that stops where a kept insertion was made stays before the
// insertion: the range is what precedes it, and the insertion must survive.
func (s *shift) mapOffset(off int, isEnd bool) int {
	for _, k := range s.kept {
		if k.end < off || k.end == off && (!isEnd || k.start != k.end) {
			off += k.delta
		}
	}
	return off
}

func (s *shift) keep(spans []span, by string) {
	for _, sp := range spans {
		sp.by = by
		s.kept = append(s.kept, sp)
	}
}

// overlaps reports whether [a,b) and [c,d) share a byte, counting two
// insertions at one point as overlapping: their order would be a guess.
func overlaps(a, b, c, d int) bool {
	if a == b && c == d {
		return a == c
	}
	if a == b {
		return c < a && a < d
	}
	if c == d {
		return a < c && c < b
	}
	return a < d && c < b
}
