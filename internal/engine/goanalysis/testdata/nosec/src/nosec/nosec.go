package nosec

import (
	"crypto/md5" // want `G501`
	"os/exec"
)

// gosec's own directives do not hide its findings from the review: the
// review honours them later, where the suppression is recorded.

func above(cmd string) {
	// #nosec G204 -- the caller checks cmd against a fixed list
	_ = exec.Command("sh", "-c", cmd).Run() // want `G204`
}

func sameLine(b []byte) {
	_ = md5.Sum(b) /* #nosec G401 */ // want `G401`
}

//gosec:disable G204 -- the other spelling
func disabled(cmd string) {
	_ = exec.Command("sh", "-c", cmd).Run() // want `G204`
}

func plain(cmd string) {
	_ = exec.Command("sh", "-c", cmd).Run() // want `G204`
}
