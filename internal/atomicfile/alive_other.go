//go:build !unix

package atomicfile

import "os"

// Alive cannot ask the system on this platform; only this process's own
// files count as live, so a concurrent run's file in progress may go.
func Alive(pid int) bool { return pid == os.Getpid() }
