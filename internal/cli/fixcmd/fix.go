// Package fixcmd is `teamreview fix`: run the fixer on the open findings of
// the current verdict, then verify what it fixed.
package fixcmd

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/fix"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

type Options struct {
	F           *cmdutil.Factory
	Config      string
	Yes         bool
	MinSeverity string
	NoLLM       bool
	// Explicit is set when a person ran `fix`: every safe mechanical fix
	// applies whatever its severity. The automatic loop leaves it off.
	Explicit bool
	// From is a review file to fix instead of the current verdict (seed
	// 001's --fix <file>): it becomes the current verdict first.
	From   string
	Output cmdutil.OutputFlags
}

func NewCmd(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "fix [--from FILE]",
		Short: "Fix the open findings in a scratch worktree, keep what passes, then verify",
		Long: `Fix the open findings of .code-review/review-latest.json in a scratch git
worktree made from your current state (uncommitted and untracked files
included), one at a time, grouped by file, most severe first. Fixes come
from gofmt, the analyzers' suggested fixes (staticcheck, vet, eslint, ruff)
and, when llm.provider is configured, a diff from the model.

Before any fix, and after each, the verify command runs there
(fix.verify_command at the review root; otherwise
"go build ./... && go test -vet=off ./..." in each Go module the fixes
touch). A fix that fails is rolled back and reported with the output.

Kept fixes are copied into your worktree only for the files they touch, and
only if you have not changed those files meanwhile; a file whose reviewed
content was staged gets its fix staged too. The fixed findings are marked
fixed and verify runs. The fix report is in the session's fix/ directory
and at the end of the markdown report.

Safe mechanical fixes (gofmt, the analyzers' suggested fixes) apply
whatever the finding's severity; other fixes (the model's) skip findings
below review_loops.min_severity_to_address (or --min-severity), as the
automatic loop of review --full does for every fix. System-breaking
findings and those without a fix are skipped. An ABORT verdict is not touched
(exit 3).

--from FILE fixes a named review file instead (seed 001's fix-only mode:
no scan, no review): a verdict teamreview wrote here, the current one or
one archived as .code-review/review-<id>.json, with at most its statuses
changed. It becomes the current verdict (the one it replaces is archived)
and is fixed and verified as above. The content it was made against is no
longer known, so analyzer edits made for that content are not applied:
review again for those.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.Output.Validate(); err != nil {
				return err
			}
			if opts.MinSeverity != "" {
				if _, err := finding.ParseSeverity(opts.MinSeverity); err != nil {
					return &cmdutil.UsageError{Msg: "--min-severity: " + err.Error()}
				}
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Config, "config", "", "configuration file (default: .teamreview.yaml at the review root)")
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "do not ask before changing files")
	cmd.Flags().BoolVar(&opts.NoLLM, "no-llm", false, "do not ask the model for fixes even when llm.provider is configured")
	cmd.Flags().StringVar(&opts.From, "from", "", "fix the review in `FILE` (a verdict teamreview wrote here) instead of the current one")
	cmd.Flags().StringVar(&opts.MinSeverity, "min-severity", "", "fix findings of this severity and above (default: review_loops.min_severity_to_address)")
	cmdutil.AddOutputFlags(cmd, &opts.Output)
	return cmd
}

// Run asks, fixes, and emits the verdict as it stands afterwards.
func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	if !f.ConfirmNo("Apply fixes?", opts.Yes) {
		opts.Output.Say(f, "No fixes applied; nothing was changed.")
		return nil
	}
	opts.Explicit = true
	out, err := Fix(ctx, opts)
	if err != nil {
		return err
	}
	return opts.Output.Emit(f, &report.Input{Review: out.Review, Date: f.Now().UTC(), Notes: out.Notes})
}

// Fix runs the fixer and prints what it did, without asking.
func Fix(ctx context.Context, opts *Options) (*fix.Outcome, error) {
	f := opts.F
	root, err := f.Root(ctx)
	if err != nil {
		return nil, err
	}
	if opts.From != "" {
		if err := install(ctx, f, root, opts.From); err != nil {
			return nil, err
		}
	}
	fo := fix.Options{Root: root, ConfigPath: opts.Config, Now: f.Now, NoLLM: opts.NoLLM, Mechanical: opts.Explicit, Log: func(s string) { f.Notef("%s", s) }}
	if opts.MinSeverity != "" {
		sev, _ := finding.ParseSeverity(opts.MinSeverity)
		fo.MinSeverity = &sev
	}
	f.Notef("Fixing the open findings of %s in a scratch worktree", f.Display(root, store.Dir, store.LatestFile))
	out, err := fix.Run(ctx, fo)
	if errors.As(err, new(*fix.AbortError)) {
		f.Notef("ABORT: %s", err)
		return nil, &cmdutil.ExitCodeError{Code: cmdutil.ExitAbort}
	}
	if err != nil {
		return nil, err
	}
	f.NoteStaleLock(out.StaleLock)
	if len(out.StaleWorktrees) > 0 {
		f.Notef("Removed %d scratch worktree(s) an interrupted fix left behind: %s", len(out.StaleWorktrees), strings.Join(out.StaleWorktrees, ", "))
	}
	f.Notef("Fix: %s", report.FixSummary(out.Entries))
	noteEntries(f, out.Entries)
	if len(out.Staged) > 0 {
		f.Notef("Staged the fixes to %s (their reviewed content was staged)", strings.Join(out.Staged, ", "))
	}
	if out.Patch != "" {
		if rel, err := filepath.Rel(root, out.Patch); err == nil {
			f.Notef("The fixes as a patch: %s", f.Display(root, rel))
		}
	}
	if v := out.Verify; v != nil {
		f.Notef("Verify: %d verified, %d reopened, %d new", len(v.Verified), len(v.Reopened), len(v.Added))
		f.Notef("Verdict updated in %s", f.Display(root, store.Dir, store.LatestFile))
	}
	return out, nil
}

// install makes the review in file the current verdict, for the fixer.
func install(ctx context.Context, f *cmdutil.Factory, root, file string) error {
	if dir, err := f.Dir(); err == nil && !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return &cmdutil.UsageError{Msg: "--from: " + err.Error()}
	}
	if r, err := store.Decode(data); err == nil && r.Verdict == verdict.Abort {
		// As for the current verdict: a person must act first (exit 3).
		f.Notef("ABORT: %s is an ABORT verdict: a person must act first (see its system-breaking findings); the fixer does not touch it", file)
		return &cmdutil.ExitCodeError{Code: cmdutil.ExitAbort}
	}
	in, err := review.Install(ctx, root, data, file)
	if err != nil {
		return err
	}
	if in.Current {
		f.Notef("%s is the current verdict (review %s)", file, in.Review.ReviewID)
		return nil
	}
	if in.Archived != "" {
		f.Notef("Archived the previous verdict as %s", f.Display(root, in.Archived))
	}
	f.Notef("Review %s (%s, %s) from %s is now the current verdict; its suggested edits were made for content no longer on record, so only fixes made afresh apply",
		in.Review.ReviewID, in.Review.Verdict, in.Review.Timestamp, file)
	return nil
}

// noteEntries says what happened to each finding the fixer did not fix:
// rolled back and not applied each with its reason (and output); skipped,
// one line per reason, since there can be many.
func noteEntries(f *cmdutil.Factory, entries []report.FixEntry) {
	var reasons []string
	skipped := map[string][]string{}
	for _, e := range entries {
		switch e.Outcome {
		case report.FixKept:
		case report.FixSkipped:
			if skipped[e.Reason] == nil {
				reasons = append(reasons, e.Reason)
			}
			skipped[e.Reason] = append(skipped[e.Reason], e.ID)
		default:
			f.Notef("  %s %s: %s", e.ID, strings.ReplaceAll(e.Outcome, "_", " "), e.Reason)
			for _, l := range strings.Split(e.Output, "\n") {
				if e.Output != "" {
					f.Notef("    | %s", l)
				}
			}
		}
	}
	for _, r := range reasons {
		f.Notef("  skipped, %s: %s", r, strings.Join(skipped[r], " "))
	}
}
