package fix

import (
	"errors"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestShiftPlacesLaterEditsPastKeptOnes(t *testing.T) {
	reviewed := []byte("aaa bbb ccc ddd")
	var s shift
	// Keep a fix that grows "aaa" into "aaaaa" (+2 bytes).
	cur, spans, err := s.place(reviewed, []finding.TextEdit{{Start: 0, End: 3, NewText: "aaaaa"}})
	if err != nil {
		t.Fatal(err)
	}
	s.keep(spans, "first")
	// The next fix's offsets are into the reviewed file: "ccc" at 8..11.
	got, spans, err := s.place(cur, []finding.TextEdit{{Start: 8, End: 11, NewText: "C"}, {Start: 15, End: 15, NewText: "!"}})
	if err != nil {
		t.Fatal(err)
	}
	if want := "aaaaa bbb C ddd!"; string(got) != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	s.keep(spans, "second")
	// An edit before both is not shifted; one overlapping a kept edit is refused.
	if got, _, err := s.place([]byte("aaaaa bbb C ddd!"), []finding.TextEdit{{Start: 4, End: 7, NewText: "B"}}); err != nil || string(got) != "aaaaa B C ddd!" {
		t.Fatalf("got %q, %v", got, err)
	}
	_, _, err = s.place(got, []finding.TextEdit{{Start: 9, End: 12, NewText: "x"}})
	var ce *conflictError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "the fix for second") {
		t.Fatalf("want a conflict with the second fix, got %v", err)
	}
}

func TestShiftRefusesBadEdits(t *testing.T) {
	var s shift
	for name, edits := range map[string][]finding.TextEdit{
		"own overlap":  {{Start: 0, End: 4}, {Start: 2, End: 6}},
		"past the end": {{Start: 2, End: 99}},
		"reversed":     {{Start: 4, End: 2}},
		"same insert":  {{Start: 3, End: 3, NewText: "a"}, {Start: 3, End: 3, NewText: "b"}},
	} {
		if _, _, err := s.place([]byte("0123456789"), edits); err == nil {
			t.Errorf("%s: placed, want an error", name)
		}
	}
	s.rewrittenBy = "fmt"
	if _, _, err := s.place([]byte("x"), []finding.TextEdit{{Start: 0, End: 1}}); err == nil || !strings.Contains(err.Error(), "rewritten by the fix for fmt") {
		t.Errorf("after a rewrite: %v", err)
	}
}

func TestOverlaps(t *testing.T) {
	for _, c := range []struct {
		a, b, c, d int
		want       bool
	}{
		{0, 3, 3, 5, false}, // adjacent
		{0, 3, 2, 5, true},
		{2, 2, 0, 3, true},  // insertion inside
		{0, 0, 0, 3, false}, // insertion at the start
		{3, 3, 0, 3, false}, // insertion at the end
		{3, 3, 3, 3, true},  // two insertions at one point
		{0, 5, 1, 2, true},
	} {
		if got := overlaps(c.a, c.b, c.c, c.d); got != c.want {
			t.Errorf("overlaps([%d,%d), [%d,%d)) = %v, want %v", c.a, c.b, c.c, c.d, got, c.want)
		}
	}
}

func TestShiftKeepsAnInsertionAtTheEndOfALaterEdit(t *testing.T) {
	var s shift
	cur, spans, err := s.place([]byte("0123456789"), []finding.TextEdit{{Start: 5, End: 5, NewText: "XYZ"}})
	if err != nil {
		t.Fatal(err)
	}
	s.keep(spans, "insert")
	got, _, err := s.place(cur, []finding.TextEdit{{Start: 3, End: 5, NewText: "ab"}})
	if err != nil || string(got) != "012abXYZ56789" {
		t.Fatalf("got %q, %v; want the insertion kept after the replaced range", got, err)
	}
	got, _, err = s.place(cur, []finding.TextEdit{{Start: 5, End: 7, NewText: "ab"}})
	if err != nil || string(got) != "01234XYZab789" {
		t.Fatalf("got %q, %v; want the insertion kept before the replaced range", got, err)
	}
}
