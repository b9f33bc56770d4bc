// Package baselinecmd is `teamreview baseline`: record today's findings in
// .teamreview-baseline.json so later reviews treat them as known, for a
// project adopting teamreview with problems it will not fix at once.
package baselinecmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/verdict"
)

type Options struct {
	F          *cmdutil.Factory
	Targets    []string
	Template   string
	Dimensions []string
	Config     string
}

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "baseline [TARGET…]",
		Short: "Record today's findings in .teamreview-baseline.json so later reviews treat them as known",
		Long: `Review TARGET (default: the whole repository) and write every finding to
.teamreview-baseline.json at the review root. Commit that file: later
reviews list those findings as suppressed ("known: in the baseline")
instead of failing on problems the project already had. Findings are
matched by fingerprint, so they stay known when their lines move. Run it
again to refresh the baseline; delete the file to drop it.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Targets = args
			if len(opts.Targets) == 0 {
				opts.Targets = []string{"."}
			}
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Template, "template", "", "team template (default: teams.default_review_template)")
	cmd.Flags().StringSliceVar(&opts.Dimensions, "dimensions", nil, "only these dimensions (short: sec, cor, perf, maint)")
	cmd.Flags().StringVar(&opts.Config, "config", "", "configuration file (default: .teamreview.yaml at the review root)")
	return cmd
}

func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	dir, err := f.Dir()
	if err != nil {
		return err
	}
	plan, err := review.Prepare(ctx, review.Options{Dir: dir, Targets: opts.Targets, Mode: verdict.Full, Template: opts.Template,
		Dimensions: opts.Dimensions, ConfigPath: opts.Config, Filter: "nofilter", Now: f.Now})
	if err != nil {
		return err
	}
	b, err := plan.WriteBaseline(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "Wrote %s: %d findings of %s are known from now on. Commit it.\n",
		f.Display(plan.Changeset.Root, review.BaselineFile), len(b.Findings), b.Target)
	return nil
}
