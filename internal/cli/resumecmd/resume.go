// Package resumecmd is `teamreview resume`: continue the latest session. A
// review that was interrupted or failed is run again over the same target
// with the same team (engine results are cached by content, so what was
// done is not redone); a completed one says what comes next.
package resumecmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/fixcmd"
	"github.com/teamreview/teamreview/internal/cli/reviewcmd"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &reviewcmd.Options{F: f}
	cmd := &cobra.Command{
		Use:   "resume",
		Short: "Continue the latest session: fix a review paused at the review→fix checkpoint, or re-run an interrupted one",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.Validate(); err != nil {
				return err
			}
			return Run(cmd.Context(), opts)
		},
	}
	reviewcmd.AddFlags(cmd, opts)
	return cmd
}

func Run(ctx context.Context, opts *reviewcmd.Options) error {
	f := opts.F
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	st := &store.Store{Root: root}
	s, err := session.Latest(st.Path(""))
	if errors.Is(err, fs.ErrNotExist) {
		return &cmdutil.UsageError{Msg: "no session to resume: run `teamreview review`"}
	}
	if err != nil {
		return err
	}
	m := s.Meta
	if r, _, err := st.Latest(); err == nil && atCheckpoint(s, r) {
		// Seed 001's review→fix checkpoint: the review is done and asks
		// for fixes; resuming is the user's go-ahead, asked once more on a
		// terminal.
		f.Notef("Session %s is paused at the review→fix checkpoint: verdict %s, %d findings open.", m.ID, r.Verdict, r.Summary.Total())
		if !f.ConfirmNo("Apply fixes?", opts.Yes) {
			opts.Output.Say(f, "No fixes applied; nothing was changed.")
			return nil
		}
		out, err := fixcmd.Fix(ctx, &fixcmd.Options{F: f, Config: opts.Config, Yes: true, NoLLM: opts.NoLLM})
		if err != nil {
			return err
		}
		return opts.Output.Emit(f, &report.Input{Review: out.Review, Date: f.Now().UTC(), Notes: out.Notes})
	}
	if m.Status == "completed" {
		fmt.Fprintf(f.IO.Out, "Session %s is complete (verdict %s); nothing to resume.\n", m.ID, m.Verdict)
		if r, _, err := st.Latest(); err == nil {
			fmt.Fprintf(f.IO.Out, "Next: %s\n", report.NextSteps(r))
		}
		return nil
	}
	if err := retarget(opts, m); err != nil {
		return err
	}
	f.Notef("Resuming session %s (%s): %s review of %s again", m.ID, m.Status, m.Mode, m.Target)
	return reviewcmd.Run(ctx, opts)
}

// atCheckpoint reports whether the session's review is the current
// verdict, completed, and waiting for its fix task with something to fix.
func atCheckpoint(s *session.Session, r *verdict.Review) bool {
	t := s.Task("FIX-001")
	return s.Meta.Status == "completed" && s.Meta.ReviewID == r.ReviewID && t != nil && t.State == session.Waiting &&
		(r.Verdict == verdict.Fail || r.Verdict == verdict.Warn)
}

// retarget turns a session's record back into the review that made it.
func retarget(opts *reviewcmd.Options, m session.Meta) error {
	opts.Quick = m.Mode == "quick"
	if opts.Template == "" && len(opts.Dimensions) == 0 {
		if m.Template != "" {
			opts.Template = m.Template
		} else {
			opts.Dimensions = m.Team
		}
	}
	switch {
	case m.Scope == "team":
		opts.Branch = true
		opts.Base, _, _ = strings.Cut(m.Target, "...")
	case m.Target == "staged" || m.Target == "unstaged" || m.Target == "uncommitted":
		// Resolved afresh: the change may have moved on since.
	case len(m.Targets) > 0:
		// As given: a range is resolved again against the repository as
		// it is now, which for an interrupted review is what was meant.
		opts.Targets = m.Targets
	case m.Scope == "changeset":
		opts.Targets = []string{m.Target}
	case m.Scope == "package" || m.Scope == "file":
		opts.Targets = strings.Fields(m.Target)
	default:
		return fmt.Errorf("session %s: cannot tell how to review %q (%s) again", m.ID, m.Target, m.Scope)
	}
	return nil
}
