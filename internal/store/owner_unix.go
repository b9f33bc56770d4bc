//go:build unix

package store

import (
	"io/fs"
	"os"
	"syscall"
)

// ownedByMe reports whether the current user owns fi.
func ownedByMe(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || int(st.Uid) == os.Getuid()
}
