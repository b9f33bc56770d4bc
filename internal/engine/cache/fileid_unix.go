//go:build unix && !linux

package cache

import (
	"fmt"
	"io/fs"
	"syscall"
)

// fileID is what, beyond size and modification time, tells one file's
// content from the next at the same path: the device and inode, which a
// new build written into place gets afresh.
func fileID(fi fs.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d:%d", st.Dev, st.Ino)
}
