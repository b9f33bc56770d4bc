//go:build unix

package fix

import (
	"os/exec"
	"syscall"
)

// inGroup runs cmd in its own process group and, when it is cancelled,
// kills the whole group: `go test` leaves test binaries behind otherwise.
func inGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
