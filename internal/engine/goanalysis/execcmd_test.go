package goanalysis

import "testing"

func TestExecCmdShellScript(t *testing.T) {
	wantLines(t, execCmdShellAnalyzer, `package p

import (
	"net/http"
	"os/exec"
)

func run(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	cmd := &exec.Cmd{Path: "/bin/sh", Args: []string{"sh", "-c", "ping -c 1 " + host}} // want
	_ = cmd.Run()
	c2 := exec.Cmd{Path: shPath, Args: []string{"bash", "-lc", r.FormValue("script")}} // want
	_ = c2.Run()

	// The program with its arguments, a constant script with positional
	// parameters, and a program that is no shell.
	ok1 := &exec.Cmd{Path: "/bin/ping", Args: []string{"ping", "-c", "1", host}}
	ok2 := &exec.Cmd{Path: "/bin/sh", Args: []string{"sh", "-c", "ping -c 1 \"$1\"", "sh", host}}
	ok3 := &exec.Cmd{Path: "/usr/bin/grep", Args: []string{"grep", "-c", host, "log"}}
	_, _, _ = ok1, ok2, ok3
}

var shPath = "/bin/bash"
`)
}
