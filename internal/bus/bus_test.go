package bus

import (
	"sync"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
)

func TestTakeIsDeterministicAndLogs(t *testing.T) {
	var logged []Message
	var mu sync.Mutex
	b := New(func(m Message) { mu.Lock(); logged = append(logged, m); mu.Unlock() })
	var wg sync.WaitGroup
	for _, tip := range []Tip{
		{From: "design", To: "security", Kind: "html-sink", File: "b.tsx", Lines: finding.Lines(9, 9), Summary: "s", Code: "secret-ish"},
		{From: "correctness", To: "security", Kind: "sql-built", File: "a.go", Lines: finding.Lines(3, 3), Summary: "s"},
		{From: "design", To: "security", Kind: "html-sink", File: "b.tsx", Lines: finding.Lines(9, 9), Summary: "s", Code: "secret-ish"},
		{From: "security", To: "maintainability", Kind: "x", File: "c.go"},
	} {
		wg.Go(func() { b.Send(tip) })
	}
	wg.Wait()
	got := b.Take()
	if len(got["security"]) != 2 || got["security"][0].File != "a.go" || len(got["maintainability"]) != 1 {
		t.Errorf("tips %+v", got)
	}
	if len(b.Take()) != 0 {
		t.Error("tips delivered twice")
	}
	if len(logged) != 4 {
		t.Errorf("%d messages logged, want 4", len(logged))
	}
	for _, m := range logged {
		if m.Type != "tip" || m.TS.IsZero() || m.Summary == "secret-ish" {
			t.Errorf("bad log line %+v", m)
		}
	}
	var nilBus *Bus
	nilBus.Send(Tip{}) // a specialist run without a team must not crash
}

func TestCloseDropsLateMessages(t *testing.T) {
	n := 0
	b := New(func(Message) { n++ })
	b.Log(Message{Type: "note"})
	b.Close()
	b.Send(Tip{To: "x"})
	b.Log(Message{Type: "note"})
	if n != 1 || b.Take() != nil {
		t.Errorf("after Close: %d messages logged, tips %v", n, b.Take())
	}
}
