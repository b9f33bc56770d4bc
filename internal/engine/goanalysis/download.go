package goanalysis

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// downloadTimeout bounds one module's `go mod download`.
const downloadTimeout = 5 * time.Minute

// downloadWaitDelay is how long a killed `go mod download`'s children may
// keep its output open.
const downloadWaitDelay = 2 * time.Second

// A review loads packages with the proxy off, so that a module whose
// dependencies are all in the module cache never waits for the network.
// When a module's dependencies are missing from the cache (a fresh clone),
// the review fetches them as `go build` would: `go mod download` in the
// module, with the user's environment — GOPROXY, GOPRIVATE, GONOSUMDB,
// GOFLAGS and the checksum database as they are set — and loads again.
// GOPROXY=off, a vendor directory or -mod=vendor keep the review offline;
// what is still missing then is a note and a gap, as before.

// needsDownload reports whether u's load failed for sources that are
// missing from the module cache and the user's settings let the go command
// fetch them.
//
// env is the user's environment as the load has it (GOWORK=off added for
// a module outside its workspace). A module in a go.work workspace stays
// offline too: go mod download there may write the workspace's go.work.sum,
// a file of the user's that a review does not touch (download keeps go.mod
// and go.sum out of its reach with -modfile, which workspace mode refuses).
func (u *unit) needsDownload(env []string) bool {
	if u.module == "" || !u.notDownloaded() {
		return false
	}
	if strings.Contains(goEnvValue(u.dir, "GOFLAGS", env), "-mod=vendor") {
		return false
	}
	if _, err := os.Stat(filepath.Join(u.dir, "vendor", "modules.txt")); err == nil {
		return false
	}
	if w := goEnvValue(u.dir, "GOWORK", env); w != "" && w != "off" {
		return false
	}
	return goEnvValue(u.dir, "GOPROXY", env) != "off"
}

// notDownloaded reports whether the load says a module is not in the
// module cache.
func (u *unit) notDownloaded() bool {
	if u.err != nil {
		return notDownloaded.MatchString(u.err.Error())
	}
	found := false
	packages.Visit(u.pkgs, func(p *packages.Package) bool {
		for _, e := range p.Errors {
			found = found || notDownloaded.MatchString(e.Msg)
		}
		return !found
	}, nil)
	return found
}

// download runs `go mod download` in u's module with the user's
// environment; the error carries the go command's first line. The go
// command adds the go.sum lines it needs to load the module graph: it
// works on copies of go.mod and go.sum (-modfile), so that a review never
// writes the user's module files.
func (u *unit) download(ctx context.Context, env []string) error {
	tmp, err := os.MkdirTemp("", "teamreview-gomod-")
	if err != nil {
		return fmt.Errorf("go mod download: %v", err)
	}
	defer os.RemoveAll(tmp)
	modfile := filepath.Join(u.dir, "go.mod")
	if mf := modfileFlag(goEnvValue(u.dir, "GOFLAGS", env)); mf != "" {
		// The user's own -modfile names the module's files.
		if !filepath.IsAbs(mf) {
			mf = filepath.Join(u.dir, mf)
		}
		modfile = mf
	}
	for from, to := range map[string]string{modfile: "go.mod", strings.TrimSuffix(modfile, ".mod") + ".sum": "go.sum"} {
		data, err := os.ReadFile(from)
		if err != nil && (to == "go.mod" || !errors.Is(err, os.ErrNotExist)) {
			return fmt.Errorf("go mod download: %v", err)
		}
		if err == nil {
			if err := os.WriteFile(filepath.Join(tmp, to), data, 0o600); err != nil {
				return fmt.Errorf("go mod download: %v", err)
			}
		}
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, downloadTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "mod", "download", "-modfile="+filepath.Join(tmp, "go.mod"))
	cmd.Dir, cmd.Env = u.dir, env
	// Killing the go command leaves what it started (git for a direct
	// module) holding the output open: an interrupted review does not
	// wait for it.
	cmd.WaitDelay = downloadWaitDelay
	out, err := cmd.CombinedOutput()
	if err == nil {
		return nil
	}
	if parent.Err() != nil {
		return fmt.Errorf("go mod download: %w", parent.Err())
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("go mod download did not finish in %s", downloadTimeout)
	}
	msg, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return fmt.Errorf("go mod download: %s", cmp.Or(msg, err.Error()))
}

// modfileFlag is the value of a -modfile flag in goflags, "" if none.
func modfileFlag(goflags string) string {
	for _, f := range strings.Fields(goflags) {
		if v, ok := strings.CutPrefix(strings.TrimLeft(f, "-"), "modfile="); ok {
			return v
		}
	}
	return ""
}

// goEnvValue is one variable of the go command's environment in dir with
// env, as the user set it (environment or go env -w); "" when go env fails.
func goEnvValue(dir, name string, env []string) string {
	cmd := exec.Command("go", "env", name)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// withoutProxyOff is env without the GOPROXY=off a review's loads add
// (loadEnv: the last one); the user's own GOPROXY=off stays.
func withoutProxyOff(env []string) []string {
	for i := len(env) - 1; i >= 0; i-- {
		if env[i] == "GOPROXY=off" {
			return slices.Delete(slices.Clone(env), i, i+1)
		}
	}
	return env
}

// downloadNote says what the download did for u; "" when it did not run.
func (u *unit) downloadNote() string {
	switch {
	case u.dlErr != nil:
		return fmt.Sprintf("go: %s: its dependencies' sources are not in the module cache and "+notDownloadable+"%v)", u.name(), u.dlErr)
	case u.downloaded > 0:
		return fmt.Sprintf("go: %s: downloaded its dependencies' sources into the module cache (go mod download, %.1f s); GOPROXY=off keeps a review offline", u.name(), u.downloaded.Seconds())
	}
	return ""
}
