//go:build unix

package session

import (
	"errors"
	"syscall"
)

// processGone reports whether no process has the pid: signal 0 checks
// without sending anything (EPERM means it exists but is not ours).
func processGone(pid int) bool {
	return pid > 0 && errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
