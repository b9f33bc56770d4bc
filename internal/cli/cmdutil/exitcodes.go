package cmdutil

import (
	"context"
	"strings"
	"syscall"

	"github.com/teamreview/teamreview/internal/verdict"
)

// Exit codes, in one place.
const (
	ExitOK    = 0 // PASS, and WARN unless --fail-on warn
	ExitFail  = 1 // FAIL, and WARN with --fail-on warn
	ExitError = 2 // a usage or runtime error, with one line on stderr
	ExitAbort = 3 // ABORT: a person must act
	// ExitIncomplete is a PASS or WARN that does not cover the whole scope
	// (a reviewer or engine did not complete, files were not analyzed):
	// re-run with a longer --specialist-timeout, or tell a person.
	ExitIncomplete = 4
	// ExitInterrupted, ExitTerminated and ExitHangup are a review stopped by
	// SIGINT, SIGTERM or SIGHUP (its terminal closed): 128 + the signal, as
	// shells report it. No verdict written, the lock released, the session
	// marked interrupted.
	ExitInterrupted = 130
	ExitTerminated  = 143
	ExitHangup      = 129
)

// ExitCodeError ends a command with a code and no message: the command has
// already said what it had to.
type ExitCodeError struct{ Code int }

func (e *ExitCodeError) Error() string { return "exit status" }

// VerdictExit maps a decision to an exit code given the --fail-on threshold.
func VerdictExit(d verdict.Decision, failOn verdict.Decision) int {
	switch {
	case d == verdict.Abort:
		return ExitAbort
	case d.Rank() >= failOn.Rank() && d != verdict.Pass:
		return ExitFail
	}
	return ExitOK
}

// ReviewExit is VerdictExit for a whole verdict: an incomplete one that is
// not FAIL or ABORT exits ExitIncomplete, whatever --fail-on says, unless
// allowIncomplete (--allow-incomplete) — a PASS is never given for what
// was not looked at.
func ReviewExit(r *verdict.Review, failOn verdict.Decision, allowIncomplete bool) int {
	if r.Incomplete() && !allowIncomplete && r.Verdict != verdict.Fail && r.Verdict != verdict.Abort {
		return ExitIncomplete
	}
	return VerdictExit(r.Verdict, failOn)
}

// InterruptExit is the exit code of a command whose context a signal
// cancelled (cli.Main's signal.NotifyContext): 143 for SIGTERM, 129 for
// SIGHUP, 130 otherwise.
func InterruptExit(ctx context.Context) int {
	cause := context.Cause(ctx)
	switch {
	case cause != nil && strings.HasPrefix(cause.Error(), syscall.SIGTERM.String()):
		return ExitTerminated
	case cause != nil && strings.HasPrefix(cause.Error(), syscall.SIGHUP.String()):
		return ExitHangup
	}
	return ExitInterrupted
}
