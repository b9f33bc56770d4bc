// Package progress shows a review's team at work: on a terminal, a live
// spinner per engine and specialist with its elapsed time and, when it is
// done, its finding count; elsewhere (agents, CI logs), plain lines once the
// team has finished — engines, then specialists, by name — so the output is
// stable.
package progress

import (
	"fmt"
	"io"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"github.com/teamreview/teamreview/internal/team"
)

// Renderer receives team events.
type Renderer struct {
	w        io.Writer
	terminal bool

	mu    sync.Mutex
	order []string
	done  map[string]team.Event
	p     *mpb.Progress
	bars  map[string]*bar
}

type bar struct {
	b *mpb.Bar
	// status is read by mpb's render goroutine, so it is never guarded by
	// r.mu: mpb calls must not happen under r.mu, or the two wait on
	// each other.
	status atomic.Value
}

// New returns a renderer writing to w; terminal selects live spinners.
func New(w io.Writer, terminal bool) *Renderer {
	r := &Renderer{w: w, terminal: terminal, done: map[string]team.Event{}, bars: map[string]*bar{}}
	if terminal {
		r.p = mpb.New(mpb.WithOutput(w), mpb.WithRefreshRate(150*time.Millisecond), mpb.WithAutoRefresh())
	}
	return r
}

// Event is the team's progress callback; safe for concurrent use.
func (r *Renderer) Event(e team.Event) {
	key := e.Kind + " " + e.Name
	if e.Start {
		var bb *bar
		if r.terminal {
			bb = &bar{}
			bb.status.Store("running")
			bb.b = r.p.New(1, mpb.SpinnerStyle(), mpb.BarWidth(2),
				mpb.PrependDecorators(decor.Name(fmt.Sprintf("  %-10s %-16s", e.Kind, e.Name))),
				mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO), decor.Any(func(decor.Statistics) string {
					return "  " + bb.status.Load().(string)
				})),
			)
		}
		r.mu.Lock()
		r.order = append(r.order, key)
		if bb != nil {
			r.bars[key] = bb
		}
		r.mu.Unlock()
		return
	}
	r.mu.Lock()
	r.done[key] = e
	bb := r.bars[key]
	r.mu.Unlock()
	if bb != nil {
		bb.status.Store(describe(e))
		bb.b.SetCurrent(1)
	}
}

func describe(e team.Event) string {
	if e.Err != nil {
		return "unavailable: " + e.Err.Error()
	}
	what := "findings"
	if e.Kind == "engine" {
		what = "diagnostics"
	}
	return fmt.Sprintf("done, %d %s", e.Findings, what)
}

// Wait finishes the display: it stops the spinners, or prints the plain
// lines.
func (r *Renderer) Wait() {
	if r.terminal {
		r.mu.Lock()
		bars := make([]*bar, 0, len(r.bars))
		for _, bb := range r.bars {
			bars = append(bars, bb)
		}
		r.mu.Unlock()
		for _, bb := range bars {
			if !bb.b.Completed() {
				bb.b.Abort(false)
			}
		}
		r.p.Wait()
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	// Engines, then specialists, each by name: the order things started in
	// depends on scheduling.
	order := slices.Clone(r.order)
	slices.Sort(order)
	for _, key := range order {
		e, ok := r.done[key]
		if !ok {
			continue
		}
		fmt.Fprintf(r.w, "  %-10s %-16s %s (%s)\n", e.Kind, e.Name, describe(e), e.Elapsed.Round(100*time.Millisecond))
	}
}
