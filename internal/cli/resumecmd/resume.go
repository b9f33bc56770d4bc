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
	"github.com/teamreview/teamreview/internal/cli/reviewcmd"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &reviewcmd.Options{F: f}
	cmd := &cobra.Command{
		Use:   "resume",
		Short: "Continue the latest review session (re-run an interrupted review)",
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
