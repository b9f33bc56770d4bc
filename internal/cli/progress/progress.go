// Package progress shows a review's team at work: on a terminal, a live
// spinner per engine and specialist with its elapsed time and, when it is
// done, its finding count; elsewhere (agents, CI logs), plain lines once the
// team has finished, in the team's order, so the output is stable.
package progress

import (
	"fmt"
	"io"
	"sync"
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
	b      *mpb.Bar
	status string
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
	r.mu.Lock()
	defer r.mu.Unlock()
	key := e.Kind + " " + e.Name
	if e.Start {
		r.order = append(r.order, key)
		if r.terminal {
			bb := &bar{status: "running"}
			bb.b = r.p.New(1, mpb.SpinnerStyle(), mpb.BarWidth(2),
				mpb.PrependDecorators(decor.Name(fmt.Sprintf("  %-10s %-16s", e.Kind, e.Name))),
				mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO), decor.Any(func(decor.Statistics) string {
					r.mu.Lock()
					defer r.mu.Unlock()
					return "  " + bb.status
				})),
			)
			r.bars[key] = bb
		}
		return
	}
	r.done[key] = e
	if bb, ok := r.bars[key]; ok {
		bb.status = describe(e)
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
		for _, bb := range r.bars {
			if !bb.b.Completed() {
				bb.b.Abort(false)
			}
		}
		r.mu.Unlock()
		r.p.Wait()
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, key := range r.order {
		e, ok := r.done[key]
		if !ok {
			continue
		}
		fmt.Fprintf(r.w, "  %-10s %-16s %s (%s)\n", e.Kind, e.Name, describe(e), e.Elapsed.Round(100*time.Millisecond))
	}
}
