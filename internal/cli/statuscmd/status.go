// Package statuscmd is `teamreview status` (also `check`, as the seeds
// name it): the latest review session's pipeline — which task is done,
// running, waiting, interrupted or failed, the stage running now — and the
// current verdict with its next step. It only reads: polled while a review
// runs, it shows the stage the review is in.
package statuscmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use: "status",
		// Seeds 001 and 003: "check / status: output execution status
		// graph, no advancement".
		Aliases: []string{"check"},
		Short:   "Show the latest review session's pipeline, the stage running now, and the current verdict",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return Run(cmd.Context(), f)
		},
	}
}

// stageNames say what each stage is, for a person.
var stageNames = map[string]string{
	team.StageScan:          "the scan (engines)",
	team.StageRoute:         "routing diagnostics to the specialists",
	team.StageReview:        "the specialists' review",
	team.StageTips:          "the tip rounds between specialists",
	review.StageModel:       "the model pass",
	review.StageConsolidate: "consolidation",
}

func Run(ctx context.Context, f *cmdutil.Factory) error {
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	st := &store.Store{Root: root}
	s, err := session.Latest(st.Path(""))
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(f.IO.Out, "No review session yet: run `teamreview review`.")
		return nil
	}
	if err != nil {
		return err
	}
	if s.Meta.Dead() {
		// Read-only: the next review marks it so in the record.
		s.MarkInterrupted(time.Time{}, fmt.Sprintf("its process (pid %d) is gone", s.Meta.PID))
	}
	var b strings.Builder
	header(&b, s, f.Now())
	for _, t := range s.Tasks.Tasks {
		took := ""
		if !t.Started.IsZero() && !t.Finished.IsZero() {
			took = t.Finished.Sub(t.Started).Round(10 * time.Millisecond).String()
		}
		note := t.Note
		if note != "" {
			note = "  " + note
		}
		fmt.Fprintf(&b, "  %-9s %-11s %-44s %7s%s\n", t.ID, t.State, t.Title, took, note)
	}
	if r, _, err := st.Latest(); err == nil {
		fmt.Fprintf(&b, "Verdict: %s (%d blocker, %d high, %d medium, %d low, %d info) in %s\n", r.Verdict,
			r.Summary.Blocker, r.Summary.High, r.Summary.Medium, r.Summary.Low, r.Summary.Info, f.Display(root, store.Dir, store.LatestFile))
		fmt.Fprintf(&b, "Next: %s\n", report.NextSteps(r))
	} else if !errors.Is(err, store.ErrNoVerdict) {
		fmt.Fprintf(&b, "Verdict: %v\n", err)
	}
	_, err = fmt.Fprint(f.IO.Out, b.String())
	return err
}

// header is the session's line, then what it is doing now, or where it
// stopped, or how it was closed.
func header(b *strings.Builder, s *session.Session, now time.Time) {
	m := s.Meta
	fmt.Fprintf(b, "Session %s: %s review of %s (%s)", m.ID, m.Mode, m.Target, m.Scope)
	if m.Template != "" {
		fmt.Fprintf(b, ", %s template", m.Template)
	}
	fmt.Fprintf(b, " — %s", m.Status)
	if (m.Status == session.Interrupted || m.Status == "failed") && m.Error != "" {
		fmt.Fprintf(b, ": %s", m.Error)
	}
	b.WriteString("\n")
	if !m.Resumed.IsZero() {
		fmt.Fprintf(b, "Resumed: %s\n", m.Resumed.Format(time.RFC3339))
	}
	switch {
	case m.Status == session.Running && m.Stage != "":
		fmt.Fprintf(b, "Now: %s (for %s)\n", stageName(m.Stage), now.Sub(m.StageStarted).Round(100*time.Millisecond))
	case m.Status == session.Interrupted || m.Status == "failed":
		stopped(b, s)
	}
	if c := m.Closed; c != nil {
		fmt.Fprintf(b, "Closed: %s on %s", c.Action, c.At.Format(time.RFC3339))
		if c.Path != "" {
			fmt.Fprintf(b, " (%s)", c.Path)
		}
		b.WriteString("\n")
	}
}

// stopped says where a review that did not finish stopped: the stage, and
// how many tasks had finished.
func stopped(b *strings.Builder, s *session.Session) {
	count := map[string]int{}
	for _, t := range s.Tasks.Tasks {
		count[t.State]++
	}
	where := "Stopped"
	if s.Meta.Stage != "" {
		where += " during " + stageName(s.Meta.Stage)
	}
	fmt.Fprintf(b, "%s: %d tasks finished, %d interrupted, %d failed, %d not started\n", where,
		count[session.Done], count[session.Interrupted], count[session.Failed], count[session.Waiting])
	if s.Meta.Closed == nil || s.Meta.Closed.Action == session.Kept {
		b.WriteString("Resume: `teamreview resume` runs it again, with the flags it was started with\n")
	}
}

func stageName(stage string) string {
	if n, ok := stageNames[stage]; ok {
		return n
	}
	return stage
}
