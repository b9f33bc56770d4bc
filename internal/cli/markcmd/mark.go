// Package markcmd is `teamreview mark`: the safe way for an agent or person
// to set a finding's status to fixed or wont_fix.
package markcmd

import (
	"bufio"
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
)

type Options struct {
	F      *cmdutil.Factory
	IDs    []string
	Status string
	Reason string
}

func NewCmd(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "mark ID… --status fixed|wont_fix [--reason TEXT]",
		Short: "Mark findings fixed or wont_fix in the verdict file",
		Long: `Set the status of findings in .code-review/review-latest.json. Only open or
reopened findings can be marked, only to fixed or wont_fix (wont_fix needs
--reason). Either every id is marked or none is. A system-breaking finding
(the verdict is ABORT) is marked only by a person at a terminal, who types
its id to confirm. Run ` + "`teamreview verify`" + `
afterwards to have the fixes checked.`,
		Example: `  teamreview mark secrets-1a2b3c4d-12 --status fixed
  teamreview mark security-9f8e7d6c-40-44 --status wont_fix --reason "input is a constant"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.IDs = args
			switch opts.Status {
			case string(finding.Fixed), string(finding.WontFix):
			case "":
				return &cmdutil.UsageError{Msg: "--status is required: fixed or wont_fix"}
			default:
				return &cmdutil.UsageError{Msg: fmt.Sprintf("--status %q: want fixed or wont_fix (only the reviewer sets open, verified and reopened)", opts.Status)}
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Status, "status", "", "new status: fixed or wont_fix")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (required for wont_fix)")
	return cmd
}

func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	r, err := review.MarkConfirmed(ctx, root, opts.IDs, finding.Status(opts.Status), opts.Reason, confirmer(f))
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "Marked %s: %s\n", opts.Status, strings.Join(opts.IDs, " "))
	fmt.Fprintf(f.IO.Out, "Verdict now: %s (%s open or reopened)\n", r.Verdict, plural(r.Summary.Total(), "finding"))
	if opts.Status == string(finding.Fixed) {
		fmt.Fprintln(f.IO.Out, "Next: run `teamreview verify` to have the fixes checked.")
	} else {
		fmt.Fprintf(f.IO.Out, "Next: %s\n", report.NextSteps(r))
	}
	return nil
}

// confirmer asks the person at the terminal to type the id of each
// system-breaking finding they mark, and of each waiver of the gate they
// accept. Without a terminal there is nobody to
// ask — an agent, a script — and such a finding is refused.
func confirmer(f *cmdutil.Factory) review.Confirm {
	if !f.IO.StdinIsTerminal {
		return nil
	}
	in := bufio.NewReader(f.IO.In)
	return func(fd *finding.Finding, status finding.Status) bool {
		if fd.Waiver() && !fd.SystemBreaking {
			fmt.Fprintf(f.IO.ErrOut, "%s is a waiver of the gate in this change: %s (%s:%s).\n", fd.ID, fd.Title, fd.File, fd.Lines)
			fmt.Fprintln(f.IO.ErrOut, "Accepting it lets what it hides pass the gate for good.")
		} else {
			fmt.Fprintf(f.IO.ErrOut, "%s is system-breaking: %s (%s:%s).\n", fd.ID, fd.Title, fd.File, fd.Lines)
			fmt.Fprintln(f.IO.ErrOut, "Only a person waives an ABORT. For a credential: rotate it with its provider first, then remove it from the code and from git history.")
		}
		fmt.Fprintf(f.IO.ErrOut, "Type the finding id to mark it %s: ", status)
		answer, _ := in.ReadString('\n')
		return strings.TrimSpace(answer) == fd.ID
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
