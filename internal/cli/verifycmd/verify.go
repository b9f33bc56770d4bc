// Package verifycmd is `teamreview verify`: re-check the findings marked
// fixed and rewrite the verdict in place.
package verifycmd

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verify"
)

type Options struct {
	F      *cmdutil.Factory
	Config string
	Output cmdutil.OutputFlags
}

func NewCmd(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Re-check the findings marked fixed and recompute the verdict",
		Long: `Re-run the specialists behind every finding marked "fixed" on the files as
they are now. A finding still present (matched by fingerprint, so moved
lines still match) becomes "reopened", one that is gone "verified"; new
problems on the lines the fix changed are added as "open". The verdict is
recomputed and .code-review/review-latest.json is rewritten in place.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.Output.Validate(); err != nil {
				return err
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Config, "config", "", "configuration file (default: .teamreview.yaml at the review root)")
	cmdutil.AddOutputFlags(cmd, &opts.Output)
	return cmd
}

func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	out, err := verify.Run(ctx, verify.Options{Root: root, ConfigPath: opts.Config, Now: f.Now})
	if err != nil {
		return err
	}
	f.NoteStaleLock(out.StaleLock)
	if !out.EditsChecked {
		f.Notef("note: %s/%s is missing, so hand edits to the verdict could not be checked", store.Dir, store.ShadowFile)
	}
	for _, n := range out.Notes {
		f.Notef("note: %s", n)
	}
	f.Notef("Verify: %d verified, %d reopened, %d new", len(out.Verified), len(out.Reopened), len(out.Added))
	for _, group := range []struct {
		label string
		ids   []string
	}{{"verified", out.Verified}, {"reopened", out.Reopened}, {"new", out.Added}, {"not verifiable here, left fixed", out.Unverifiable}} {
		if len(group.ids) > 0 {
			f.Notef("  %s: %s", group.label, strings.Join(group.ids, " "))
		}
	}
	f.Notef("Verdict updated in %s", f.Display(root, store.Dir, store.LatestFile))
	return opts.Output.Emit(f, out.Input)
}
