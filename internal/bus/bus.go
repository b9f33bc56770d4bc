// Package bus is the team's mailbox: specialists send each other tips while
// they review (seed 004's cross-domain messages), and every message — tips,
// stage hand-offs, failures — is also handed to a log, the durable record.
//
// Tips are advisory: the recipient decides. Delivery is in rounds the team
// runner drives, in a deterministic order, so the outcome never depends on
// goroutine scheduling. The bus imports only finding.
package bus

import (
	"cmp"
	"slices"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
)

// Tip is one specialist telling another what it saw in the other's domain.
type Tip struct {
	From, To string
	// Kind says what was seen, in the sender's words the recipient
	// understands: "html-sink", "sql-built", "shell-built", "credential".
	Kind  string
	File  string
	Lines finding.LineRange
	// Summary is safe to log and show.
	Summary string
	// Code is the code the tip is about, for the recipient to judge. It is
	// never logged.
	Code string
	// Own is the sender's own finding about what it saw, when it reported
	// one itself: the recipient may confirm it or raise it, but the
	// sender's call stands without the recipient, so a team without it
	// never judges more leniently. Nil when the sender left the call to
	// the recipient.
	Own *finding.Finding
}

// Message is one line of the session's messages.jsonl.
type Message struct {
	TS      time.Time `json:"ts"`
	From    string    `json:"from"`
	To      string    `json:"to"`
	Type    string    `json:"type"` // tip, reply, handoff, failure, note
	Summary string    `json:"summary"`
	Ref     string    `json:"ref,omitempty"` // file:lines, a task id, …
}

// Bus carries tips between specialists.
type Bus struct {
	mu     sync.Mutex
	tips   []Tip
	log    func(Message)
	now    func() time.Time
	round  int
	closed bool
	// parent, for a child, is the bus it speaks on.
	parent *Bus
}

// Child returns a view of the bus for one specialist: what it sends goes to
// the bus until the child is closed — when the team stops waiting for that
// specialist — and is dropped after.
func (b *Bus) Child() *Bus {
	if b == nil {
		return nil
	}
	return &Bus{parent: b}
}

// forward, on a child, passes a call to the parent unless the child is
// closed, and reports true; on the bus itself it reports false.
func (b *Bus) forward(f func(parent *Bus)) bool {
	if b.parent == nil {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.closed {
		f(b.parent)
	}
	return true
}

// New returns a bus that hands every message to log (which may be nil).
func New(log func(Message)) *Bus {
	return &Bus{log: log, now: time.Now}
}

// Send posts a tip for the next round. A nil bus drops it.
func (b *Bus) Send(t Tip) {
	if b == nil {
		return
	}
	if b.forward(func(p *Bus) { p.Send(t) }) {
		return
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.tips = append(b.tips, t)
	b.mu.Unlock()
	ref := t.File
	if !t.Lines.IsZero() {
		ref += ":" + t.Lines.String()
	}
	b.Log(Message{From: t.From, To: t.To, Type: "tip", Summary: t.Summary, Ref: ref})
}

// Log records a message that is not a tip.
func (b *Bus) Log(m Message) {
	if b == nil {
		return
	}
	if b.forward(func(p *Bus) { p.Log(m) }) {
		return
	}
	if b.log == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	if m.TS.IsZero() {
		m.TS = b.now().UTC()
	}
	b.log(m)
}

// Close ends the bus: later sends and logs — from a specialist abandoned
// after its time limit, say — are dropped, so the record is final once
// Close returns.
func (b *Bus) Close() {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.closed = true
	b.tips = nil
	b.mu.Unlock()
}

// Take removes and returns the tips posted so far, grouped by recipient in
// a deterministic order.
func (b *Bus) Take() map[string][]Tip {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	tips := b.tips
	b.tips = nil
	b.round++
	b.mu.Unlock()
	if len(tips) == 0 {
		return nil
	}
	slices.SortStableFunc(tips, func(x, y Tip) int {
		return cmp.Or(cmp.Compare(x.To, y.To), cmp.Compare(x.File, y.File), cmp.Compare(x.Lines.Start, y.Lines.Start),
			cmp.Compare(x.From, y.From), cmp.Compare(x.Kind, y.Kind), cmp.Compare(x.Code, y.Code))
	})
	out := map[string][]Tip{}
	for _, t := range slices.CompactFunc(tips, func(x, y Tip) bool { return x == y }) {
		out[t.To] = append(out[t.To], t)
	}
	return out
}
