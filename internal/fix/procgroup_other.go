//go:build !unix

package fix

import "os/exec"

func inGroup(*exec.Cmd) {}
