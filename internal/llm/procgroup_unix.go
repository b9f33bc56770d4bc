//go:build unix

package llm

import (
	"os/exec"
	"syscall"
)

// inGroup runs cmd in its own process group and, when it is cancelled (a
// timeout, or the review interrupted), kills the whole group: an agent CLI
// or a script around a model leaves its children running otherwise.
func inGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
