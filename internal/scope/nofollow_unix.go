//go:build unix

package scope

import "syscall"

// oNoFollow opens the final element of a path without following a symlink.
const oNoFollow = syscall.O_NOFOLLOW
