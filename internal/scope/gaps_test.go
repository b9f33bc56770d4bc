package scope

import (
	"path/filepath"
	"strings"
	"testing"
)

// A file in the change that cannot be read is analyzed by nothing: it is a
// gap in the coverage, with the reason.
func TestUnreadableFileIsAGap(t *testing.T) {
	l := newLoader(filepath.Join(t.TempDir(), "gone"), 0)
	f := File{Path: "a.py", Status: Added}
	l.fromWorktree(&f)
	cs := l.finish(&Changeset{Files: []File{f}})
	if len(cs.Gaps) != 1 || cs.Gaps[0].File != "a.py" || !strings.HasPrefix(cs.Gaps[0].Reason, "cannot read it: ") {
		t.Errorf("gaps %+v; want a.py, cannot read it", cs.Gaps)
	}
}

func TestUnescapePath(t *testing.T) {
	for _, p := range []string{`a\b.go`, "50%\\x", "bad\xffname", "été\\\xc3.txt"} {
		if got, ok := unescapePath(EscapePath(p)); !ok || got != p {
			t.Errorf("unescapePath(EscapePath(%q)) = %q, %v", p, got, ok)
		}
	}
	// Names that are no escape are themselves, even with a %.
	for _, p := range []string{"100%.txt", "a%zz", "plain.go", "a%41.go"} {
		if got, ok := unescapePath(p); ok {
			t.Errorf("unescapePath(%q) = %q; want it left alone", p, got)
		}
	}
}
