//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"syscall"
)

// Alive reports whether process pid is running. A process of another user
// counts as running: its files are not ours to remove.
func Alive(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
