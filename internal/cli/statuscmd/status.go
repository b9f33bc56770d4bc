// Package statuscmd is `teamreview status`: the latest review session's
// pipeline — which task is done, running, waiting or failed — and the
// current verdict with its next step.
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
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "status",
		Short: "Show the latest review session's pipeline and the current verdict",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return Run(cmd.Context(), f)
		},
	}
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
	var b strings.Builder
	m := s.Meta
	fmt.Fprintf(&b, "Session %s: %s review of %s (%s)", m.ID, m.Mode, m.Target, m.Scope)
	if m.Template != "" {
		fmt.Fprintf(&b, ", %s template", m.Template)
	}
	if m.Dead() {
		// Read-only: the next review marks it so in the record.
		m.Status, m.Error = session.Interrupted, fmt.Sprintf("its process (pid %d) is gone", m.PID)
		for i := range s.Tasks.Tasks {
			if t := &s.Tasks.Tasks[i]; t.State == session.Running {
				t.State, t.Note = session.Failed, "interrupted"
			}
		}
	}
	fmt.Fprintf(&b, " — %s", m.Status)
	if m.Status == session.Interrupted || m.Status == "failed" {
		if m.Error != "" {
			fmt.Fprintf(&b, ": %s", m.Error)
		}
	}
	b.WriteString("\n")
	for _, t := range s.Tasks.Tasks {
		took := ""
		if !t.Started.IsZero() && !t.Finished.IsZero() {
			took = t.Finished.Sub(t.Started).Round(10 * time.Millisecond).String()
		}
		note := t.Note
		if note != "" {
			note = "  " + note
		}
		fmt.Fprintf(&b, "  %-8s %-10s %-44s %7s%s\n", t.ID, t.State, t.Title, took, note)
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
