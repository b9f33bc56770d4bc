package session

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
)

func TestCreateSaveOpenLatest(t *testing.T) {
	dir := t.TempDir()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	old, err := Create(dir, Meta{ReviewID: "0000aaaa", Started: t0})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Create(dir, Meta{ReviewID: "0000bbbb", Started: t0.Add(time.Minute), Mode: "full"})
	if err != nil {
		t.Fatal(err)
	}
	s.Tasks.Tasks = []Task{{ID: "SCAN-001", State: Done}, {ID: "REV-001", Deps: []string{"SCAN-001"}, State: Failed}}
	s.Meta.Status = "completed"
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteMessages([]bus.Message{{From: "a", To: "b", Type: "tip", Summary: "x"}}); err != nil {
		t.Fatal(err)
	}
	got, err := Latest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.Meta.ID != "RV-20261122-0000bbbb" || got.Task("REV-001").State != Failed || got.Meta.Status != "completed" {
		t.Errorf("latest = %+v", got)
	}
	if old.Meta.ID == got.Meta.ID {
		t.Error("sessions share an id")
	}
	msgs, _ := os.ReadFile(filepath.Join(s.Path, "messages.jsonl"))
	if !strings.Contains(string(msgs), `"type":"tip"`) {
		t.Errorf("messages.jsonl = %s", msgs)
	}
	for _, sub := range []string{"scan", "review", "fix"} {
		if fi, err := os.Stat(filepath.Join(s.Path, sub)); err != nil || !fi.IsDir() {
			t.Errorf("%s/ missing", sub)
		}
	}
}

// A session is created with its tasks: the first meta.json that says
// "running" has them beside it, so a review killed right after it shows
// which task it died in (interrupt.txtar killed one in between, in CI).
func TestCreateWritesTasksWithMeta(t *testing.T) {
	dir := t.TempDir()
	s, err := Create(dir, Meta{ReviewID: "0000dddd", Started: time.Now()}, Task{ID: "SCAN-001", State: Running}, Task{ID: "REV-001", Deps: []string{"SCAN-001"}, State: Waiting})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Open(s.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Meta.Status != Running || got.Task("SCAN-001") == nil || got.Task("REV-001") == nil {
		t.Errorf("opened after Create: status %q, tasks %+v", got.Meta.Status, got.Tasks.Tasks)
	}
}

// A session whose tasks.json is missing (its process died between writes)
// still opens, so it can be found and marked interrupted.
func TestOpenWithoutTasks(t *testing.T) {
	dir := t.TempDir()
	s, err := Create(dir, Meta{ReviewID: "0000cccc", Started: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(s.Path, "tasks.json")); err != nil {
		t.Fatal(err)
	}
	got, err := Open(s.Path)
	if err != nil || got.Meta.Status != Running {
		t.Fatalf("Open = %+v, %v", got, err)
	}
}

func TestDead(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	gone := Meta{Status: Running, Host: host, PID: cmd.Process.Pid}
	alive := Meta{Status: Running, Host: host, PID: os.Getpid()}
	elsewhere := Meta{Status: Running, Host: host + "-other", PID: cmd.Process.Pid}
	done := Meta{Status: "completed", Host: host, PID: cmd.Process.Pid}
	if runtime.GOOS != "windows" && !gone.Dead() {
		t.Error("a running session whose process exited is not dead")
	}
	for _, m := range []Meta{alive, elsewhere, done} {
		if m.Dead() {
			t.Errorf("%+v is dead", m)
		}
	}
}

// A session's files mask credentials whatever they are given: messages,
// stage files (a patch quotes code) and the JSON of a stage.
func TestWritersRedact(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi" // assembled: no file holds one whole
	s, err := Create(t.TempDir(), Meta{ReviewID: "0000cccc", Started: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	s.Meta.Error = "engine said " + token
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteMessages([]bus.Message{{From: "a", To: "b", Type: "tip", Summary: "saw " + token, Ref: "postgres://app:Sup3rS3cretPw@db/x"}}); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteStageFile("fix", "fixes.patch", []byte("+const t = \""+token+"\"\n")); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteStage("review", "summary.json", map[string]string{"note": token}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"meta.json", "messages.jsonl", "fix/fixes.patch", "review/summary.json"} {
		data, err := os.ReadFile(filepath.Join(s.Path, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), token[4:12]) || strings.Contains(string(data), "Sup3rS3cretPw") || !strings.Contains(string(data), "ghp_****") {
			t.Errorf("%s is not masked:\n%s", name, data)
		}
	}
	if got, err := Open(s.Path); err != nil || !strings.HasPrefix(got.Meta.Error, "engine said ghp_****") {
		t.Errorf("read back %+v, %v", got, err)
	}
}

// Thirty finished reviews leave the newest twenty sessions, and a running
// one is kept whatever its age.
func TestPrune(t *testing.T) {
	dir := t.TempDir()
	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var ids []string
	for i := range 30 {
		s, err := Create(dir, Meta{ReviewID: fmt.Sprintf("%08x", i), Started: start.Add(time.Duration(i) * time.Hour), PID: os.Getpid()})
		if err != nil {
			t.Fatal(err)
		}
		if i != 0 { // the oldest is still running, in this process
			s.Meta.Status = Done
			if err := s.Save(); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, s.Meta.ID)
	}
	n, err := Prune(dir, 20, ids[29])
	if err != nil || n != 9 {
		t.Fatalf("pruned %d (%v), want 9", n, err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, Dir))
	if len(entries) != 21 {
		t.Errorf("%d sessions left, want the newest 20 and the running one", len(entries))
	}
	for _, id := range []string{ids[0], ids[10], ids[29]} {
		if _, err := os.Stat(filepath.Join(dir, Dir, id)); err != nil {
			t.Errorf("%s removed: %v", id, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, Dir, ids[9])); err == nil {
		t.Errorf("%s kept, want it pruned", ids[9])
	}
}
