// Package reviewcmd is `teamreview review`: a full review of a target (also
// the quick check with -q and verification with --verify).
package reviewcmd

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/progress"
	"github.com/teamreview/teamreview/internal/cli/verifycmd"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Options are the review command's inputs.
type Options struct {
	F          *cmdutil.Factory
	Targets    []string
	Branch     bool
	Base       string
	Quick      bool
	Verify     bool
	Template   string
	Dimensions []string
	Filter     string
	Timeout    time.Duration
	NoLLM      bool
	Config     string
	Yes        bool
	// Force archives a hand-edited previous verdict instead of refusing.
	Force bool
	// Full runs the review → fix → verify loop; FixHigh lets a WARN enter it.
	Full      bool
	FixHigh   bool
	MaxCycles int
	Output    cmdutil.OutputFlags
	// Session is the interrupted session this review continues (resume).
	Session string
}

// Flags are the settings of this review that its session records, so
// that resume runs it again the same way; dir resolves a relative --config.
func (opts *Options) Flags(dir string) *session.Flags {
	fl := &session.Flags{Config: opts.Config, Template: opts.Template, Dimensions: opts.Dimensions, Filter: opts.Filter, NoLLM: opts.NoLLM,
		Branch: opts.Branch, Base: opts.Base, Formats: opts.Output.Formats, Output: opts.Output.Output, FailOn: opts.Output.FailOn,
		AllowIncomplete: opts.Output.AllowIncomplete}
	if fl.Config != "" && !filepath.IsAbs(fl.Config) {
		fl.Config = filepath.Join(dir, fl.Config)
	}
	if fl.Output != "" && !filepath.IsAbs(fl.Output) {
		fl.Output = filepath.Join(dir, fl.Output)
	}
	if opts.Timeout > 0 {
		fl.SpecialistTimeout = opts.Timeout.String()
	}
	return fl
}

// NewCmd builds the command; runF replaces Run in tests.
func NewCmd(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{F: f}
	var prof profileFlags
	cmd := &cobra.Command{
		Use:   "review [TARGET…]",
		Short: "Review a change: staged, unstaged, a path, a git range, or the branch",
		Long: `Review a change with the team of specialists and write the verdict to
.code-review/review-latest.json and a report to docs/code-reviews/.

TARGET is nothing (staged changes, else unstaged ones including untracked
files), one or more paths (a directory is a package, files are files; this
works outside git too), or a git range A..B or A...B. --branch reviews what
the current branch adds since it forked from the default branch.

Exit codes: 0 PASS (and WARN unless --fail-on warn), 1 FAIL, 3 ABORT,
4 incomplete (a PASS or WARN that did not cover the whole scope; see
coverage.incomplete), 2 a usage or runtime error, 130/143 interrupted.`,
		Example: `  teamreview review                 # staged, else unstaged changes
  teamreview review internal/api    # a directory
  teamreview review main..HEAD      # a range
  teamreview review --branch        # everything this branch adds
  teamreview review -q              # quick check of uncommitted changes
  teamreview review --verify        # re-check findings marked fixed`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Targets = args
			if err := opts.Validate(); err != nil {
				return err
			}
			if opts.Base != "" && !opts.Branch {
				return &cmdutil.UsageError{Msg: "--base goes with --branch"}
			}
			if opts.Quick && opts.Verify {
				return &cmdutil.UsageError{Msg: "--quick and --verify cannot be combined"}
			}
			if (opts.Verify) && (len(args) > 0 || opts.Branch) {
				return &cmdutil.UsageError{Msg: "--verify takes no target: it re-checks the findings marked fixed in .code-review/review-latest.json"}
			}
			if opts.Full && (opts.Quick || opts.Verify) {
				return &cmdutil.UsageError{Msg: "--full runs a full review and fixes it; it cannot be combined with --quick or --verify"}
			}
			if opts.Full && !opts.Yes && !opts.F.IO.StdinIsTerminal {
				// --full edits the user's files: with nobody at a terminal to
				// answer "Apply fixes?", the caller must say yes itself.
				return &cmdutil.UsageError{Msg: "--full applies fixes to your files: without a terminal to confirm, pass -y"}
			}
			if (opts.FixHigh || opts.MaxCycles != 0) && !opts.Full {
				return &cmdutil.UsageError{Msg: "--fix-high and --max-cycles go with --full"}
			}
			if opts.MaxCycles < 0 {
				return &cmdutil.UsageError{Msg: fmt.Sprintf("--max-cycles %d: want at least 1", opts.MaxCycles)}
			}
			if opts.Quick && (len(args) > 0 || opts.Branch) {
				return &cmdutil.UsageError{Msg: "quick takes no target: it checks all uncommitted changes"}
			}
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			stopProfile, err := prof.start()
			if err != nil {
				return &cmdutil.UsageError{Msg: err.Error()}
			}
			err = Run(cmd.Context(), opts)
			if perr := stopProfile(); err == nil {
				err = perr
			}
			return err
		},
	}
	AddFlags(cmd, opts)
	addProfileFlags(cmd, &prof)
	cmd.Flags().BoolVar(&opts.Branch, "branch", false, "review everything the current branch adds since its merge-base with the default branch")
	cmd.Flags().StringVar(&opts.Base, "base", "", "with --branch: the branch to compare with (default: origin/HEAD, else main, else master)")
	cmd.Flags().BoolVarP(&opts.Quick, "quick", "q", false, "quick check of uncommitted changes with the fast specialists (same as `teamreview quick`)")
	cmd.Flags().BoolVar(&opts.Verify, "verify", false, "re-check findings marked fixed (same as `teamreview verify`)")
	cmd.Flags().BoolVar(&opts.Full, "full", false, "review, then fix and verify, again while the verdict is FAIL (up to review_loops.max_cycles)")
	cmd.Flags().BoolVar(&opts.FixHigh, "fix-high", false, "with --full: a WARN verdict (High findings) enters the fix loop too")
	cmd.Flags().IntVar(&opts.MaxCycles, "max-cycles", 0, "with --full: at most this many review → fix → verify cycles (default: review_loops.max_cycles)")
	return cmd
}

// Validate checks the flags review and quick share, before any work.
func (opts *Options) Validate() error {
	if err := opts.Output.Validate(); err != nil {
		return err
	}
	if opts.Filter != "" && !slices.Contains(config.FilterModes, opts.Filter) {
		return &cmdutil.UsageError{Msg: fmt.Sprintf("--filter %q: want %s", opts.Filter, strings.Join(config.FilterModes, ", "))}
	}
	return nil
}

// AddFlags adds the flags review and quick share.
func AddFlags(cmd *cobra.Command, opts *Options) {
	cmd.Flags().StringVar(&opts.Template, "template", "", "team template: review or quick (default: teams.default_review_template)")
	cmd.Flags().StringSliceVar(&opts.Dimensions, "dimensions", nil, "review only these dimensions: security, correctness, performance, maintainability, secrets (short: sec, cor, perf, maint)")
	cmd.Flags().DurationVar(&opts.Timeout, "specialist-timeout", 0, "give up on a specialist or engine after this long and report it unavailable (default: lifecycle.stuck_task_timeout_minutes)")
	cmd.Flags().BoolVar(&opts.NoLLM, "no-llm", false, "skip the model reviewers even when llm.provider is configured")
	cmd.Flags().StringVar(&opts.Filter, "filter", "", "which findings in changed files to report: added, diff_context (default: changed lines and 3 around them), file, nofilter")
	cmd.Flags().StringVar(&opts.Config, "config", "", "configuration file (default: .teamreview.yaml at the review root)")
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "answer yes to every question (large diff warning)")
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace a verdict file edited by hand, archiving it as .code-review/review-<id>.edited.json (default: refuse, exit 2)")
	cmdutil.AddOutputFlags(cmd, &opts.Output)
}

// Run reviews and writes the verdict.
func Run(ctx context.Context, opts *Options) error {
	if opts.Verify {
		return verifycmd.Run(ctx, &verifycmd.Options{F: opts.F, Config: opts.Config, Output: opts.Output})
	}
	if opts.Full {
		return runLoop(ctx, opts)
	}
	_, out, err := runReview(ctx, opts)
	if err != nil || out == nil {
		return err
	}
	return opts.Output.Emit(opts.F, out.Input)
}

// runReview reviews and writes the verdict, and returns nil when there was
// nothing to review or the user cancelled.
func runReview(ctx context.Context, opts *Options) (*review.Plan, *review.Outcome, error) {
	f := opts.F
	// The session record, the first thing a review writes, is redacted:
	// the scanner is built while the changes are read.
	redact.Warm()
	dir, err := f.Dir()
	if err != nil {
		return nil, nil, err
	}
	mode := verdict.Full
	if opts.Quick {
		mode = verdict.Quick
	}
	plan, err := review.Prepare(ctx, review.Options{
		Dir: dir, Targets: opts.Targets, Branch: opts.Branch, Base: opts.Base, Mode: mode,
		Template: opts.Template, Dimensions: opts.Dimensions, Filter: opts.Filter, SpecialistTimeout: opts.Timeout, NoLLM: opts.NoLLM, ConfigPath: opts.Config, Now: f.Now,
		Force: opts.Force, Session: opts.Session, Flags: opts.Flags(dir),
	})
	if errors.Is(err, scope.ErrNoChanges) {
		opts.Output.Say(f, noChangesMessage(opts))
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	cs := plan.Changeset
	m := cs.Metrics()
	printScope(f, plan, m)
	if written, left := writtenLines(cs); cs.IsDiff && written > plan.Config.CodeReview.MaxDiffLines {
		not := ""
		if left > 0 {
			not = fmt.Sprintf(" (not counting %d lock or generated files)", left)
		}
		f.Notef("Warning: Diff is %d lines%s, exceeding the recommended %d limit.\nLarge diffs may produce lower-quality reviews. Consider splitting into smaller changesets.",
			written, not, plan.Config.CodeReview.MaxDiffLines)
		if !f.Confirm("Proceed anyway?", opts.Yes) {
			if err := ctx.Err(); err != nil {
				return nil, nil, err // Ctrl-C at the prompt: interrupted, not declined
			}
			opts.Output.Say(f, "Review cancelled; nothing was written.")
			return nil, nil, nil
		}
	}
	if est := plan.EstimateLLM(); est != nil && plan.Config.CostGuidance.ShowCostComparison {
		printEstimate(f, est)
		if !f.Confirm("Run the model reviewers?", opts.Yes) {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
			plan.Opts.NoLLM = true
			f.Notef("Model reviewers skipped; the deterministic review goes on.")
		}
	}
	prog := progress.New(f.IO.ErrOut, f.IO.ErrIsTerminal)
	plan.Progress = prog.Event
	out, err := plan.Execute(ctx)
	prog.Wait()
	if err != nil {
		return nil, nil, err
	}
	f.NoteStaleLock(out.StaleLock)
	for _, n := range out.Notes {
		f.Notef("note: %s", n)
	}
	root := cs.Root
	if out.Archived != "" {
		f.Notef("Archived the previous verdict as %s", f.Display(root, out.Archived))
	}
	if out.GitignoreAdded {
		f.Notef("Added %s/ to %s", store.Dir, f.Display(root, ".gitignore"))
	}
	f.Notef("Verdict written to %s", f.Display(root, store.Dir, store.LatestFile))
	if out.Review.Verdict == verdict.Abort {
		f.Notef("ABORT: see %s", f.Display(root, store.Dir, store.AbortFile))
	}
	return plan, out, nil
}

func printEstimate(f *cmdutil.Factory, e *review.LLMEstimate) {
	var b strings.Builder
	fmt.Fprintf(&b, "Cost estimate for the model reviewers (%d requests, %d expected from the cache):\n", e.Requests, e.CacheHits)
	for i, s := range e.Specialists {
		fmt.Fprintf(&b, "  %-16s ~%d tokens in, ~%d out expected\n", s, e.Input[i], e.Output)
	}
	fmt.Fprintf(&b, "  total            expected $%.4f (cached answers cost nothing); at most $%.4f if every answer used its whole output allowance\n", e.USD, e.MaxUSD)
	fmt.Fprintf(&b, "  team formula     $%.4f if every teammate took part in every task (seed 004's upper bound; each\n", e.TeamFormulaUSD)
	b.WriteString("                   reviewer here examines the full scope once, so the total above is the closer figure)")
	f.Notef("%s", b.String())
}

func noChangesMessage(opts *Options) string {
	switch {
	case opts.Quick:
		return "No uncommitted changes found. Nothing to check."
	case opts.Branch:
		return "The current branch adds nothing since it forked from the default branch. Provide a target (file path, directory, or git range)."
	case len(opts.Targets) > 0:
		return fmt.Sprintf("No changes found in %s.", strings.Join(opts.Targets, " "))
	}
	return scope.ErrNoChanges.Error()
}

func printScope(f *cmdutil.Factory, plan *review.Plan, m scope.Metrics) {
	cs := plan.Changeset
	names := make([]string, 0, len(plan.Specialists))
	for _, s := range plan.Specialists {
		names = append(names, report.DisplayName(s.Name()))
	}
	reviewers := strings.Join(names, ", ")
	if reviewers == "" {
		reviewers = "none available"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Review scope:\n  Target: %s (%s)\n", cs.Target, report.ScopeLabel(string(cs.Kind)))
	fmt.Fprintf(&b, "  Files: %d files (%d frontend, %d infrastructure, %d general)\n", m.Files, m.Frontend, m.Infrastructure, m.General)
	if cs.IsDiff {
		fmt.Fprintf(&b, "  Diff size: %d lines (+%d / -%d)\n", m.Lines(), m.Added, m.Removed)
	} else {
		fmt.Fprintf(&b, "  Size: %d lines\n", m.Added)
	}
	// The secrets scan joins every team; say so when the team did not ask.
	always := ""
	if slices.Contains(plan.ModelOff, "secrets") {
		always = "; secrets always"
	}
	if plan.Template == "" {
		fmt.Fprintf(&b, "  Reviewers: %s (from --dimensions%s)", reviewers, always)
	} else {
		fmt.Fprintf(&b, "  Reviewers: %s (from %s template%s)", reviewers, plan.Template, always)
	}
	if s := plan.NoAnalyzerSummary(); s != "" {
		fmt.Fprintf(&b, "\n  Not analyzed: %s", s)
	}
	if !syntax.Available {
		if langs := unparsed(cs); langs != "" {
			fmt.Fprintf(&b, "\n  Not analyzed: %s (this binary was built without cgo, so it has no tree-sitter parsers)", langs)
		}
	}
	f.Notef("%s", b.String())
	for _, n := range cs.Notes {
		f.Notef("  note: %s", n)
	}
}

// unparsed names the languages of the reviewable files that only the
// tree-sitter parsers analyze, with their file counts.
func unparsed(cs *scope.Changeset) string {
	count := map[syntax.Lang]int{}
	for _, f := range cs.Files {
		if l := syntax.Detect(f.Path); l != "" && f.Reviewable() {
			count[l]++
		}
	}
	var parts []string
	for _, l := range syntax.Langs {
		if n := count[l]; n == 1 {
			parts = append(parts, l.Title()+" (1 file)")
		} else if n > 1 {
			parts = append(parts, fmt.Sprintf("%s (%d files)", l.Title(), n))
		}
	}
	return strings.Join(parts, ", ")
}
