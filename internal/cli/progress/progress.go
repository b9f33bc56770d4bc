// Package progress shows a review's team at work: on a terminal, a live
// spinner per engine and specialist (and the model pass) with its elapsed
// time and, when it is done, its finding count; elsewhere (agents, CI
// logs, a pipe), one plain line as each ends, written at once, so a person
// watching a log sees the review move and an agent can tell a slow
// reviewer from a hung one.
package progress

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/team"
)

// Renderer receives team events.
type Renderer struct {
	w        io.Writer
	terminal bool

	mu   sync.Mutex
	p    *mpb.Progress
	bars map[string]*bar
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
	r := &Renderer{w: w, terminal: terminal, bars: map[string]*bar{}}
	if terminal {
		r.p = mpb.New(mpb.WithOutput(w), mpb.WithRefreshRate(150*time.Millisecond), mpb.WithAutoRefresh())
	}
	return r
}

// Event is the team's progress callback; safe for concurrent use.
func (r *Renderer) Event(e team.Event) {
	if e.Kind == team.Stage {
		// The engines and specialists show the team's stages at work; the
		// model pass has no such parts, so it shows as one line of its own.
		if e.Name != review.StageModel {
			return
		}
		e.Kind, e.Name = "model", "reviewers"
	}
	if !r.terminal {
		if e.Start {
			return
		}
		// One write per line, under the lock: lines of reviewers that end
		// together never interleave. Writes to a pipe or file are not
		// buffered, so each line is out when this returns.
		r.mu.Lock()
		defer r.mu.Unlock()
		fmt.Fprintf(r.w, "  %-10s %-16s %s (%s)\n", e.Kind, e.Name, describe(e), e.Elapsed.Round(100*time.Millisecond))
		return
	}
	key := e.Kind + " " + e.Name
	if e.Start {
		bb := &bar{}
		bb.status.Store("running")
		bb.b = r.p.New(1, mpb.SpinnerStyle(), mpb.BarWidth(2),
			mpb.PrependDecorators(decor.Name(fmt.Sprintf("  %-10s %-16s", e.Kind, e.Name))),
			mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO), decor.Any(func(decor.Statistics) string {
				return "  " + bb.status.Load().(string)
			})),
		)
		r.mu.Lock()
		r.bars[key] = bb
		r.mu.Unlock()
		return
	}
	r.mu.Lock()
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

// Wait finishes the display: it stops the spinners of reviewers that never
// ended. Plain output has nothing left to write.
func (r *Renderer) Wait() {
	if !r.terminal {
		return
	}
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
}
