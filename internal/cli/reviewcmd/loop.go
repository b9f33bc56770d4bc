package reviewcmd

import (
	"context"

	"github.com/teamreview/teamreview/internal/cli/fixcmd"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/verdict"
)

// runLoop is review --full (seed 004's review loop): review, then — after
// confirmation — fix and verify, and review again while the verdict is
// FAIL, up to review_loops.max_cycles. ABORT never enters the loop: a
// person must act. WARN enters it only with --fix-high.
func runLoop(ctx context.Context, opts *Options) error {
	f := opts.F
	var last *report.Input // the verdict after the previous cycle's fixes
	for cycle := 1; ; cycle++ {
		plan, out, err := runReview(ctx, opts)
		if err != nil {
			return err
		}
		if out == nil {
			if last != nil {
				return opts.Output.Emit(f, last)
			}
			return nil
		}
		maxCycles := plan.Config.ReviewLoops.MaxCycles
		if opts.MaxCycles > 0 {
			maxCycles = opts.MaxCycles
		}
		if !needsFix(out.Review.Verdict, opts.FixHigh) {
			if out.Review.Verdict == verdict.Abort {
				f.Notef("ABORT does not enter the fix loop: a person must act first.")
			}
			return opts.Output.Emit(f, out.Input)
		}
		if cycle == 1 && !f.ConfirmNo("Apply fixes?", opts.Yes) {
			f.Notef("No fixes applied; the verdict stands.")
			return opts.Output.Emit(f, out.Input)
		}
		f.Notef("Cycle %d of %d: fixing", cycle, maxCycles)
		fixed, err := fixcmd.Fix(ctx, &fixcmd.Options{F: f, Config: opts.Config, Yes: true, NoLLM: opts.NoLLM})
		if err != nil {
			return err
		}
		r := fixed.Review
		in := &report.Input{Review: r, Date: f.Now().UTC(), Notes: fixed.Notes}
		last = in
		switch {
		case !needsFix(r.Verdict, opts.FixHigh):
			return opts.Output.Emit(f, in)
		case cycle >= maxCycles:
			f.Notef("Review loop exhausted after %d cycles. %d unresolved findings remain. Manual review recommended.", cycle, unresolved(r))
			return opts.Output.Emit(f, in)
		case fixed.Fixed() == 0:
			f.Notef("No fix could be applied in cycle %d, so another cycle would change nothing. %d unresolved findings remain. Manual review recommended.", cycle, unresolved(r))
			return opts.Output.Emit(f, in)
		}
		f.Notef("Cycle %d of %d: the verdict is still %s; reviewing again", cycle, maxCycles, r.Verdict)
	}
}

func needsFix(d verdict.Decision, fixHigh bool) bool {
	return d == verdict.Fail || (fixHigh && d == verdict.Warn)
}

func unresolved(r *verdict.Review) int {
	n := 0
	for _, f := range r.Findings {
		if f.Status.Active() {
			n++
		}
	}
	return n
}
