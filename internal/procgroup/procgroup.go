// Package procgroup runs a child process in its own process group, so that
// cancelling it (a timeout, the review interrupted) kills what it started
// too: a linter's workers, a shell's children, go test's test binaries.
package procgroup

import (
	"os/exec"
	"time"
)

// WaitDelay bounds how long Wait waits for the pipes of a killed command to
// close once the group is gone.
const WaitDelay = 5 * time.Second

// Set makes cmd, built with exec.CommandContext, start in its own process
// group and kill the whole group when its context is done. On systems
// without process groups it kills the process alone, as exec does.
func Set(cmd *exec.Cmd) {
	set(cmd)
	cmd.WaitDelay = WaitDelay
}
