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
