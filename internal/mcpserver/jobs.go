package mcpserver

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/fix"
	"github.com/teamreview/teamreview/internal/verdict"
)

// A fixJob is a fix running in the background: started by fix with
// background, followed by get_verdict with its id. Jobs live as long as the
// server; the fix itself holds the review lock, so a second fix or a review
// started meanwhile is refused as the CLI's would be.
type fixJob struct {
	id      string
	started time.Time

	mu     sync.Mutex
	steps  []string
	done   bool
	res    *mcp.CallToolResult
	review *verdict.Review
	err    error
}

type jobs struct {
	mu   sync.Mutex
	next int
	byID map[string]*fixJob
}

func (j *jobs) add(now time.Time) *fixJob {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.next++
	job := &fixJob{id: fmt.Sprintf("fix-%d", j.next), started: now}
	if j.byID == nil {
		j.byID = map[string]*fixJob{}
	}
	j.byID[job.id] = job
	return job
}

func (j *jobs) get(id string) *fixJob {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.byID[id]
}

// startFix runs the fix past the end of the request (a client that gave up
// waiting does not undo fixes half checked) and answers with the job id.
func (h *handler) startFix(ctx context.Context, opts fix.Options) (*mcp.CallToolResult, *verdict.Review, error) {
	r, err := h.latest(ctx)
	if err != nil {
		return nil, nil, err
	}
	if r.Verdict == verdict.Abort {
		// Refused at once: no job to follow.
		return fixResult(fix.Run(ctx, opts))
	}
	job := h.jobs.add(h.opts.Now())
	opts.Log = func(s string) {
		job.mu.Lock()
		job.steps = append(job.steps, oneLine(s))
		job.mu.Unlock()
	}
	go func() {
		res, rv, err := fixResult(fix.Run(context.WithoutCancel(ctx), opts))
		job.mu.Lock()
		job.done, job.res, job.review, job.err = true, res, rv, err
		job.mu.Unlock()
	}()
	text := fmt.Sprintf("fix job %s started: call get_verdict with job %q until it says finished; the verdict below is the one before the fix.\n", job.id, job.id)
	return textResult(text + summary(r)), r, nil
}

// jobStatus is get_verdict's answer for a job: the fix's own result once it
// finished, else the steps so far and the verdict as it stands.
func (h *handler) jobStatus(ctx context.Context, id string) (*mcp.CallToolResult, *verdict.Review, error) {
	job := h.jobs.get(id)
	if job == nil {
		return nil, nil, fmt.Errorf("no fix job %q was started by this server", id)
	}
	job.mu.Lock()
	done, res, rv, jerr := job.done, job.res, job.review, job.err
	steps := append([]string(nil), job.steps...)
	job.mu.Unlock()
	if done {
		if jerr != nil {
			return nil, nil, fmt.Errorf("fix job %s finished with an error: %w", id, jerr)
		}
		// A copy: every later call answers the same.
		text := fmt.Sprintf("fix job %s finished.\n", id) + res.Content[0].(*mcp.TextContent).Text
		return textResult(text), rv, nil
	}
	r, err := h.latest(ctx)
	if err != nil {
		return nil, nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "fix job %s running for %s, %d steps so far; call get_verdict with job %q again.\n", id, h.opts.Now().Sub(job.started).Round(time.Second), len(steps), id)
	for _, s := range steps {
		b.WriteString(s + "\n")
	}
	return textResult(b.String() + summary(r)), r, nil
}
