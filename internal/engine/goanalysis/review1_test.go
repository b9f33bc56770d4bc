package goanalysis

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestDownloadLeavesModuleFiles: the review reads the user's tree; its
// download must not write go.mod or go.sum there (the fixer and the user
// own them), even when go.sum lacks a line the download would add.
func TestDownloadLeavesModuleFiles(t *testing.T) {
	needGo(t)
	sum := serveDep(t)
	dir := t.TempDir()
	// go.sum without the dependency's go.mod line.
	first, _, _ := strings.Cut(sum, "\n")
	gosum := first + "\n"
	gomod := "module example.com/app\n\ngo 1.26\n\nrequire example.com/dep v1.0.0\n"
	write(t, dir, map[string]string{
		"go.mod":  gomod,
		"go.sum":  gosum,
		"main.go": "package main\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/dep\"\n)\n\nfunc main() { fmt.Printf(\"%d\\n\", dep.Name()) }\n",
	})
	res := runEngine(t, dir, nil, tree(t, dir))
	for name, want := range map[string]string{"go.mod": gomod, "go.sum": gosum} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(got) != want {
			t.Errorf("%s after the review: %q, %v; want it untouched %q;%s", name, got, err, want, dump(res))
		}
	}
}

// withoutProxyOff takes out the GOPROXY=off the loads add, not the user's.
func TestWithoutProxyOff(t *testing.T) {
	got := withoutProxyOff([]string{"GOPROXY=off", "A=1", "GOPROXY=off"})
	if strings.Join(got, " ") != "GOPROXY=off A=1" {
		t.Errorf("withoutProxyOff = %q; want the user's GOPROXY=off kept", got)
	}
	if got := withoutProxyOff([]string{"GOPROXY=https://p", "GOPROXY=off"}); strings.Join(got, " ") != "GOPROXY=https://p" {
		t.Errorf("withoutProxyOff = %q", got)
	}
}

// A download that failed (the network down, credentials or GOPRIVATE not
// set yet: none of it in the result cache's key) must not be cached: the
// next review tries again instead of reusing the incomplete result.
func TestDownloadFailureNotKeyed(t *testing.T) {
	u := &unit{dir: "/m", module: "example.com/m", dlErr: errors.New("go mod download: example.com/x@v1.0.0: 410 Gone")}
	if n := u.downloadNote(); (&Engine{}).KeyedNotes([]string{n}) {
		t.Errorf("KeyedNotes(%q) = true; want a failed download's result not cached", n)
	}
	ok := &unit{dir: "/m", module: "example.com/m", downloaded: time.Second}
	if n := ok.downloadNote(); !(&Engine{}).KeyedNotes([]string{n}) {
		t.Errorf("KeyedNotes(%q) = false; want a download that worked cached", n)
	}
}

// An interrupted review does not wait for what the go command started:
// when ctx ends, download returns soon even if a child of the go command
// (git, for a direct module) still holds its output open.
func TestDownloadInterrupted(t *testing.T) {
	bin := t.TempDir()
	fake := "#!/bin/sh\nif [ \"$1\" = env ]; then echo; exit 0; fi\nsleep 30 &\nwait\n"
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	dir := t.TempDir()
	write(t, dir, map[string]string{"go.mod": "module example.com/app\n\ngo 1.26\n"})
	u := &unit{dir: dir, module: "example.com/app"}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := u.download(ctx, os.Environ())
	if d := time.Since(start); err == nil || d > 10*time.Second {
		t.Errorf("download after ctx ended: %v, after %s; want an error within seconds", err, d)
	}
}
