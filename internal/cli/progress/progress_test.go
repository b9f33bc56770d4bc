package progress

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/team"
)

func TestPlainLinesInStableOrder(t *testing.T) {
	var b bytes.Buffer
	r := New(&b, false)
	r.Event(team.Event{Kind: "engine", Name: "go", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "security", Start: true})
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Start: true})
	// They end in another order.
	r.Event(team.Event{Kind: "specialist", Name: "secrets", Findings: 1, Elapsed: 120 * time.Millisecond})
	r.Event(team.Event{Kind: "specialist", Name: "security", Err: errors.New("panic: boom")})
	r.Event(team.Event{Kind: "engine", Name: "go", Findings: 7, Elapsed: 2 * time.Second})
	if b.Len() != 0 {
		t.Fatalf("plain output before the team finished: %q", b.String())
	}
	r.Wait()
	want := regexp.MustCompile(`^  engine +go +done, 7 diagnostics \(2s\)
  specialist +secrets +done, 1 findings \(100ms\)
  specialist +security +unavailable: panic: boom \(0s\)
$`)
	if !want.Match(b.Bytes()) {
		t.Errorf("got:\n%s", b.String())
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
