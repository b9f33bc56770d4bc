//go:build unix

package external

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// A tool cancelled mid-run (the review's timeout, Ctrl-C) takes what it
// started with it: a fake shellcheck that leaves a worker in the background
// leaves nothing running once the engine returns.
func TestCancelKillsTheToolsChildren(t *testing.T) {
	bin, pidFile := t.TempDir(), filepath.Join(t.TempDir(), "worker.pid")
	script := "#!/bin/sh\nsleep 300 &\necho $! > '" + pidFile + "'\nwait\n"
	if err := os.WriteFile(filepath.Join(bin, "shellcheck"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	cfg := config.Default()
	cfg.External.Tools = []string{"shellcheck"}
	e, _ := New(engine.Env{Root: t.TempDir(), Config: &cfg})
	ctx, cancel := context.WithCancel(context.Background())
	var worker int
	go func() {
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			data, _ := os.ReadFile(pidFile)
			if n, _ := strconv.Atoi(strings.TrimSpace(string(data))); n > 0 {
				worker = n
				break
			}
		}
		cancel()
	}()
	_, err := e.Run(ctx, []*scope.File{{Path: "deploy.sh", Content: []byte("#!/bin/sh\necho hi\n")}})
	if err == nil || worker == 0 {
		t.Fatalf("run: %v, worker %d: the tool was not cancelled mid-run", err, worker)
	}
	for deadline := time.Now().Add(time.Minute); running(worker); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			syscall.Kill(worker, syscall.SIGKILL)
			t.Fatalf("the tool's worker %d outlived the cancelled review", worker)
		}
	}
}

// running reports whether pid is a live process (a zombie is not).
func running(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	f := strings.Fields(string(stat))
	return len(f) < 3 || f[2] != "Z"
}
