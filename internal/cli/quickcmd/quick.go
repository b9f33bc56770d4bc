// Package quickcmd is `teamreview quick`: the fast check of uncommitted
// changes, written with mode "quick" and not archived.
package quickcmd

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/reviewcmd"
)

func NewCmd(f *cmdutil.Factory, runF func(context.Context, *reviewcmd.Options) error) *cobra.Command {
	opts := &reviewcmd.Options{F: f, Quick: true}
	cmd := &cobra.Command{
		Use:   "quick",
		Short: "Quick check of uncommitted changes with the fast specialists",
		Long: `Check all uncommitted changes (staged, unstaged and untracked) with the fast
specialists. The verdict is written with mode "quick", no markdown report,
and is not archived: the next full review replaces it.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.Validate(); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return reviewcmd.Run(cmd.Context(), opts)
		},
	}
	reviewcmd.AddFlags(cmd, opts)
	return cmd
}
