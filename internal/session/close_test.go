package session

import (
	"archive/tar"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func closable(t *testing.T, dir, id string, started time.Time) *Session {
	t.Helper()
	s, err := Create(dir, Meta{ReviewID: id, Started: started, Mode: "full"},
		Task{ID: "SCAN-001", State: Done}, Task{ID: "FIX-001", State: Waiting, Ref: "security-0a1b2c3d-4"})
	if err != nil {
		t.Fatal(err)
	}
	s.Meta.Status = "completed"
	if err := s.WriteStage("review", "reviewers.json", []string{"security"}); err != nil {
		t.Fatal(err)
	}
	return s
}

func tarNames(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return names
		}
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, h.Name)
	}
}

// Archive & clean: the record is packed beside meta.json, which alone
// stays, saying so; the fix that was waiting is recorded as not done.
func TestCloseArchives(t *testing.T) {
	dir := t.TempDir()
	t0 := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	s := closable(t, dir, "0000aaaa", t0)
	if err := s.Close(Archived, s.ArchiveName(), "x.tar.gz", nil, t0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(s.Path)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if want := []string{"RV-20261128-0000aaaa.tar.gz", "meta.json"}; !slices.Equal(left, want) {
		t.Errorf("left in the session directory: %v, want %v", left, want)
	}
	if got, _ := Open(s.Path); got.Meta.Closed == nil {
		t.Error("meta.json does not say the session was closed")
	}
	names := tarNames(t, s.ArchiveName())
	for _, want := range []string{"RV-20261128-0000aaaa/meta.json", "RV-20261128-0000aaaa/tasks.json", "RV-20261128-0000aaaa/review/reviewers.json"} {
		if !slices.Contains(names, want) {
			t.Errorf("archive lacks %s: %v", want, names)
		}
	}
	got, err := Latest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if c := got.Meta.Closed; c == nil || c.Action != Archived || c.Path != "x.tar.gz" {
		t.Errorf("closed = %+v", c)
	}
}

// Export: the bundle goes where asked, with the extra deliverables.
func TestCloseExportsWithDeliverables(t *testing.T) {
	dir := t.TempDir()
	s := closable(t, dir, "0000bbbb", time.Now())
	out := filepath.Join(t.TempDir(), "out.tar.gz")
	if err := s.Close(Exported, out, "out.tar.gz", map[string][]byte{"review-0000bbbb.json": []byte("{}")}, time.Now()); err != nil {
		t.Fatal(err)
	}
	names := tarNames(t, out)
	if !slices.Contains(names, "RV-"+s.Meta.Started.UTC().Format("20060102")+"-0000bbbb/review-0000bbbb.json") {
		t.Errorf("export lacks the verdict: %v", names)
	}
	if _, err := os.Stat(filepath.Join(s.Path, "tasks.json")); !os.IsNotExist(err) {
		t.Errorf("tasks.json left after export: %v", err)
	}
}

// A bundle that cannot be written leaves the session as it was.
func TestCloseFailureKeepsSession(t *testing.T) {
	dir := t.TempDir()
	s := closable(t, dir, "0000cccc", time.Now())
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(Exported, filepath.Join(blocker, "out.tar.gz"), "", nil, time.Now()); err == nil {
		t.Fatal("exporting under a file succeeded")
	}
	if _, err := os.Stat(filepath.Join(s.Path, "tasks.json")); err != nil {
		t.Errorf("a failed export removed the record: %v", err)
	}
}

// Keep active: the session stays whole, its fix still to come, and
// pruning passes it by.
func TestKeptSessionIsNotPruned(t *testing.T) {
	dir := t.TempDir()
	t0 := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	kept := closable(t, dir, "0000000a", t0)
	if err := kept.Close(Kept, "", "", nil, t0); err != nil {
		t.Fatal(err)
	}
	for i, id := range []string{"0000000b", "0000000c"} {
		s := closable(t, dir, id, t0.Add(time.Duration(i+1)*time.Hour))
		if err := s.Save(); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := Prune(dir, 1, ""); err != nil || n != 1 {
		t.Fatalf("pruned %d, %v; want 1 (the unkept older one)", n, err)
	}
	if _, err := os.Stat(kept.Path); err != nil {
		t.Errorf("the kept session was pruned: %v", err)
	}
	if got, _ := Open(kept.Path); got.Task("FIX-001").State != Waiting {
		t.Errorf("kept session's waiting fix = %+v", got.Task("FIX-001"))
	}
}

// A session resumed keeps its id, review id and start, and stays kept if
// it was; its tasks start afresh.
func TestRestartContinuesTheSession(t *testing.T) {
	dir := t.TempDir()
	t0 := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	s := closable(t, dir, "0000dddd", t0)
	s.MarkInterrupted(t0.Add(time.Minute), "interrupt signal received")
	if err := s.Close(Kept, "", "", nil, t0.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	later := t0.Add(time.Hour)
	if err := s.Restart(Meta{ReviewID: "ffffffff", Started: later, Mode: "full", PID: 42}, later, Task{ID: "SCAN-001", State: Running}); err != nil {
		t.Fatal(err)
	}
	got, err := Open(s.Path)
	if err != nil {
		t.Fatal(err)
	}
	m := got.Meta
	if m.ID != "RV-20261128-0000dddd" || m.ReviewID != "0000dddd" || !m.Started.Equal(t0) || m.Status != Running || !m.Resumed.Equal(later) || m.PID != 42 {
		t.Errorf("restarted meta = %+v", m)
	}
	if m.Closed == nil || m.Closed.Action != Kept || m.Error != "" {
		t.Errorf("closed %+v, error %q", m.Closed, m.Error)
	}
	if len(got.Tasks.Tasks) != 1 || got.Task("FIX-001") != nil {
		t.Errorf("tasks = %+v", got.Tasks.Tasks)
	}
}
