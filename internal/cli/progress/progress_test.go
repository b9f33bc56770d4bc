package progress

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/team"
)

// Plain output (a pipe, a CI log) says each reviewer's end when it
// happens, not all of them at the end: a person watching the log sees the
// review move.
func TestPlainLinesAsReviewersEnd(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, false)
	r.Event(team.Event{Kind: "engine", Name: "go", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "security", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Start: true})
	if b.Len() != 0 {
		t.Fatalf("plain output for a start: %q", b.String())
	}
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Findings: 1, Elapsed: 120 * time.Millisecond})
	if want := regexp.MustCompile(`^  specialist +secrets +done, 1 findings \(100ms\)\n$`); !want.Match(b.Bytes()) {
		t.Fatalf("after the first reviewer ended, got %q", b.String())
	}
	r.Event(team.Event{Kind: "specialist", Name: "security", Err: errors.New("panic: boom")})
	r.Event(team.Event{Kind: "engine", Name: "go", Findings: 7, Elapsed: 2 * time.Second})
	r.Wait()
	want := regexp.MustCompile(`^  specialist +secrets +done, 1 findings \(100ms\)
  specialist +security +unavailable: panic: boom \(0s\)
  engine +go +done, 7 diagnostics \(2s\)
$`)
	if !want.Match(b.Bytes()) {
		t.Errorf("got:\n%s", b.String())
	}
}

// Reviewers that end at the same moment write whole lines.
func TestPlainLinesDoNotInterleave(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, false)
	var wg sync.WaitGroup
	for i := range 50 {
		wg.Go(func() {
			r.Event(team.Event{Kind: "specialist", Name: fmt.Sprintf("s%d", i), Findings: i})
		})
	}
	wg.Wait()
	line := regexp.MustCompile(`^  specialist +s\d+ +done, \d+ findings \(0s\)$`)
	lines := bytes.Split(bytes.TrimSuffix(b.Bytes(), []byte("\n")), []byte("\n"))
	if len(lines) != 50 {
		t.Fatalf("%d lines, want 50:\n%s", len(lines), b.String())
	}
	for _, l := range lines {
		if !line.Match(l) {
			t.Errorf("mangled line %q", l)
		}
	}
}

func TestTerminalDoesNotBlock(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, true)
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "hangs", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Findings: 2})
	done := make(chan struct{})
	go func() { r.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("Wait blocked on a specialist that never ended")
	}
	if !bytes.Contains(b.Bytes(), []byte("secrets")) {
		t.Errorf("terminal output lacks the specialist: %q", b.String())
	}
}

// Many concurrent events on a terminal while mpb renders: the decorator
// and Event must not wait on each other.
func TestTerminalConcurrentEventsDoNotDeadlock(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, true)
	done := make(chan struct{})
	go func() {
		var wg sync.WaitGroup
		for i := range 20 {
			wg.Go(func() {
				name := fmt.Sprintf("s%d", i)
				r.Event(team.Event{Kind: "specialist", Name: name, Start: true})
				time.Sleep(time.Duration(i%5) * 20 * time.Millisecond)
				r.Event(team.Event{Kind: "specialist", Name: name, Findings: i})
			})
		}
		wg.Wait()
		r.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("deadlock between Event and the renderer")
	}
}

// Of the stages, only the model pass shows, as a line of its own: the
// engines and specialists show the others at work.
func TestPlainModelPassLine(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, false)
	r.Event(team.Event{Kind: team.Stage, Name: team.StageReview, Start: true})
	r.Event(team.Event{Kind: team.Stage, Name: team.StageReview, Findings: 3})
	r.Event(team.Event{Kind: team.Stage, Name: review.StageModel, Start: true})
	r.Event(team.Event{Kind: team.Stage, Name: review.StageModel, Findings: 2, Elapsed: 1500 * time.Millisecond})
	r.Wait()
	if want := regexp.MustCompile(`^  model +reviewers +done, 2 findings \(1.5s\)\n$`); !want.Match(b.Bytes()) {
		t.Errorf("got %q", b.String())
	}
}
