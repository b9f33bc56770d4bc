package cmdutil

import "github.com/teamreview/teamreview/internal/verdict"

// Exit codes, in one place.
const (
	ExitOK    = 0 // PASS, and WARN unless --fail-on warn
	ExitFail  = 1 // FAIL, and WARN with --fail-on warn
	ExitError = 2 // a usage or runtime error, with one line on stderr
	ExitAbort = 3 // ABORT: a person must act
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
