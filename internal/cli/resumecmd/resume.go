// Package resumecmd is `teamreview resume` (also `continue`, as the seeds
// name it): continue the latest session. A review that was interrupted (a
// signal, a killed process) or failed before it wrote a verdict continues
// in the same session — same id, same review id — over the same target,
// with the same team and the flags it was started with (--config,
// --filter, --format…, as recorded in the session; a flag given to resume
// wins). Engine results are cached by content, so what was done is not
// redone. A review paused at the review→fix checkpoint goes on to the
// fixer; a completed or closed one says what comes next.
package resumecmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"

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
		Use: "resume",
		// Seeds 001 and 003: "resume / continue: check worker states,
		// advance next step".
		Aliases: []string{"continue"},
		Short:   "Continue the latest session: fix a review paused at the review→fix checkpoint, or continue an interrupted one",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.Validate(); err != nil {
				return err
			}
			return Run(cmd.Context(), opts, cmd.Flags().Changed)
		},
	}
	reviewcmd.AddFlags(cmd, opts)
	return cmd
}

// Run continues the latest session; given tells which flags the user gave
// resume itself, which win over the recorded ones.
func Run(ctx context.Context, opts *reviewcmd.Options, given func(flag string) bool) error {
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
		return fixAtCheckpoint(ctx, opts, s, r)
	}
	if done, err := finished(f, st, m); done || err != nil {
		return err
	}
	if err := retarget(opts, m); err != nil {
		return err
	}
	if err := restore(opts, m.Flags, given); err != nil {
		return err
	}
	if continuable(st, m) {
		opts.Session = m.ID
		f.Notef("Resuming session %s (%s): %s review of %s again, in the same session", m.ID, m.Status, m.Mode, m.Target)
	} else {
		f.Notef("Resuming session %s (%s): %s review of %s again", m.ID, m.Status, m.Mode, m.Target)
	}
	return reviewcmd.Run(ctx, opts)
}

// fixAtCheckpoint is seed 001's review→fix checkpoint: the review is done
// and asks for fixes; resuming is the user's go-ahead, asked once more on
// a terminal.
func fixAtCheckpoint(ctx context.Context, opts *reviewcmd.Options, s *session.Session, r *verdict.Review) error {
	f := opts.F
	f.Notef("Session %s is paused at the review→fix checkpoint: verdict %s, %d findings open.", s.Meta.ID, r.Verdict, r.Summary.Total())
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

// finished reports a session there is nothing to resume in: completed,
// closed, or still running in a live process.
func finished(f *cmdutil.Factory, st *store.Store, m session.Meta) (bool, error) {
	switch {
	case m.Closed != nil && m.Closed.Action != session.Kept:
		fmt.Fprintf(f.IO.Out, "Session %s was closed (%s); nothing to resume: run `teamreview review` to start a new one.\n", m.ID, m.Closed.Action)
		return true, nil
	case m.Status == session.Running && !m.Dead():
		return true, &cmdutil.UsageError{Msg: fmt.Sprintf("session %s is still running (pid %d on %s): wait for it, or interrupt it first", m.ID, m.PID, m.Host)}
	case m.Status != "completed":
		return false, nil
	}
	fmt.Fprintf(f.IO.Out, "Session %s is complete (verdict %s); nothing to resume.\n", m.ID, m.Verdict)
	if r, _, err := st.Latest(); err == nil {
		fmt.Fprintf(f.IO.Out, "Next: %s\n", report.NextSteps(r))
	}
	return true, nil
}

// continuable reports whether the session's review never wrote a verdict,
// so a new run may take its review id: it stopped before the end.
func continuable(st *store.Store, m session.Meta) bool {
	if m.ReviewID == "" {
		return false
	}
	if r, _, err := st.Latest(); err == nil && r.ReviewID == m.ReviewID {
		return false
	}
	_, err := os.Stat(st.Path("review-" + m.ReviewID + ".json"))
	return errors.Is(err, fs.ErrNotExist)
}

// atCheckpoint reports whether the session's review is the current
// verdict, completed, and waiting for its fix task with something to fix.
func atCheckpoint(s *session.Session, r *verdict.Review) bool {
	t := s.Task("FIX-001")
	closed := s.Meta.Closed != nil && s.Meta.Closed.Action != session.Kept
	return !closed && s.Meta.Status == "completed" && s.Meta.ReviewID == r.ReviewID && t != nil && t.State == session.Waiting &&
		(r.Verdict == verdict.Fail || r.Verdict == verdict.Warn)
}

// restore applies the flags the interrupted review was started with,
// except those given to resume itself.
func restore(opts *reviewcmd.Options, fl *session.Flags, given func(string) bool) error {
	if fl == nil {
		return nil // recorded by an older teamreview
	}
	if !given("config") {
		opts.Config = fl.Config
	}
	if !given("filter") {
		opts.Filter = fl.Filter
	}
	if !given("no-llm") {
		opts.NoLLM = fl.NoLLM
	}
	if !given("specialist-timeout") && fl.SpecialistTimeout != "" {
		d, err := time.ParseDuration(fl.SpecialistTimeout)
		if err != nil {
			return fmt.Errorf("the session's specialist timeout %q: %w", fl.SpecialistTimeout, err)
		}
		opts.Timeout = d
	}
	if !given("format") && len(fl.Formats) > 0 {
		opts.Output.Formats = fl.Formats
	}
	if !given("output") {
		opts.Output.Output = fl.Output
	}
	if !given("fail-on") && fl.FailOn != "" {
		opts.Output.FailOn = fl.FailOn
	}
	if !given("allow-incomplete") {
		opts.Output.AllowIncomplete = fl.AllowIncomplete
	}
	return opts.Validate()
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
