package review

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
)

// A review removes the temporary files a killed run left in .code-review/
// and in the report directory, and keeps a live writer's.
func TestMarkOrphansSweepsLeftovers(t *testing.T) {
	st := &store.Store{Root: t.TempDir()}
	dir := st.Path("sessions")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil || atomicfile.Alive(cmd.Process.Pid) {
		t.Skip("no dead process id to use")
	}
	dead := filepath.Join(st.Path(""), ".review-latest.json."+strconv.Itoa(cmd.Process.Pid)+".0a1b2c.trtmp")
	if err := os.WriteFile(dead, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	reports := filepath.Join(st.Root, filepath.FromSlash(ReportDir))
	if err := os.MkdirAll(reports, 0o755); err != nil {
		t.Fatal(err)
	}
	deadReport := filepath.Join(reports, ".2026-11-25-changeset-0a1b2c3d.md."+strconv.Itoa(cmd.Process.Pid)+".0a1b2c.trtmp")
	if err := os.WriteFile(deadReport, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	live, err := atomicfile.Create(dir, "messages.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	live.Close()
	markOrphans(st)
	for _, p := range []string{dead, deadReport} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("a killed run's temporary file %s is still there: %v", p, err)
		}
	}
	if _, err := os.Stat(live.Name()); err != nil {
		t.Errorf("a live writer's temporary file was removed: %v", err)
	}
}

// The record follows the stages as they report: a stage's task runs and
// ends with it, a specialist's REV task too, and what the interrupt cut
// short stays running for Interrupt to mark, while what had finished stays
// done and what had not started stays waiting.
func TestRecorderFollowsStages(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	s, err := session.Create(dir, session.Meta{ReviewID: "0a1b2c3d", Started: now},
		session.Task{ID: "SCAN-001", State: session.Running},
		session.Task{ID: "REV-001", Owner: "security", State: session.Waiting},
		session.Task{ID: "REV-002", Owner: "hangs", State: session.Waiting},
		session.Task{ID: ModelTask, Owner: "model", State: session.Waiting},
		session.Task{ID: "FIX-001", Owner: "fixer", State: session.Waiting})
	if err != nil {
		t.Fatal(err)
	}
	var shown []team.Event
	rec := &recorder{progress: func(e team.Event) { shown = append(shown, e) }, started: make(chan struct{}), engines: map[string]string{}}
	// Heard before the session exists: applied when it does.
	rec.Event(team.Event{Kind: team.Stage, Name: team.StageScan, Start: true})
	rec.Event(team.Event{Kind: team.Stage, Name: team.StageScan})
	rec.attach(s, nil)
	close(rec.started)
	for _, e := range []team.Event{
		{Kind: team.Stage, Name: team.StageReview, Start: true},
		{Kind: "specialist", Name: "security", Start: true},
		{Kind: "specialist", Name: "hangs", Start: true},
		{Kind: "specialist", Name: "security", Findings: 2},
		{Kind: "specialist", Name: "hangs", Err: context.Canceled},
		{Kind: team.Stage, Name: team.StageReview, Err: context.Canceled},
	} {
		rec.Event(e)
	}
	if len(shown) != 8 {
		t.Errorf("the display heard %d events, want 8", len(shown))
	}
	got, err := session.Open(s.Path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"SCAN-001": session.Done, "REV-001": session.Done, "REV-002": session.Running, ModelTask: session.Waiting, "FIX-001": session.Waiting}
	for id, state := range want {
		if got.Task(id).State != state {
			t.Errorf("%s is %s, want %s", id, got.Task(id).State, state)
		}
	}
	if got.Meta.Stage != team.StageReview || got.Task("REV-001").Note != "2 findings" {
		t.Errorf("stage %q, REV-001 note %q", got.Meta.Stage, got.Task("REV-001").Note)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec.end(ctx, context.Canceled)
	got, _ = session.Open(s.Path)
	if got.Meta.Status != session.Interrupted || got.Task("REV-002").State != session.Interrupted || got.Task("REV-001").State != session.Done {
		t.Errorf("after the interrupt: %s, REV-001 %s, REV-002 %s", got.Meta.Status, got.Task("REV-001").State, got.Task("REV-002").State)
	}
}

// The live record is written at the first event, then at most once per
// interval: the events in between wait for the next write, which comes by
// itself, and the final record has them all.
func TestRecorderSpacesLiveWrites(t *testing.T) {
	s, err := session.Create(t.TempDir(), session.Meta{ReviewID: "0a1b2c3d"},
		session.Task{ID: "REV-001", Owner: "security", State: session.Waiting},
		session.Task{ID: "REV-002", Owner: "correctness", State: session.Waiting})
	if err != nil {
		t.Fatal(err)
	}
	const every = 50 * time.Millisecond
	rec := &recorder{progress: func(team.Event) {}, started: make(chan struct{}), engines: map[string]string{}, every: every}
	rec.attach(s, nil)
	close(rec.started)
	state := func(id string) string {
		got, err := session.Open(s.Path)
		if err != nil {
			t.Fatal(err)
		}
		return got.Task(id).State
	}
	start := time.Now()
	rec.Event(team.Event{Kind: "specialist", Name: "security", Start: true})
	if got := state("REV-001"); got != session.Running {
		t.Fatalf("after the first event REV-001 is %s on disk, want it written at once", got)
	}
	rec.Event(team.Event{Kind: "specialist", Name: "correctness", Start: true})
	if got := state("REV-002"); got != session.Waiting && time.Since(start) < every {
		t.Fatalf("an event within %v of the last write was written at once", every)
	}
	for deadline := time.Now().Add(5 * time.Second); state("REV-002") != session.Running; time.Sleep(every / 5) {
		if time.Now().After(deadline) {
			t.Fatal("the event waiting for its turn was never written")
		}
	}
	rec.Event(team.Event{Kind: "specialist", Name: "correctness", Findings: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec.end(ctx, context.Canceled)
	if got := state("REV-002"); got != session.Done {
		t.Errorf("the final record has REV-002 %s, want done", got)
	}
}
