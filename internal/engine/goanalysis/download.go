package goanalysis

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// downloadTimeout bounds one module's `go mod download`.
const downloadTimeout = 5 * time.Minute

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
func (u *unit) needsDownload() bool {
	if u.module == "" || !u.notDownloaded() {
		return false
	}
	if strings.Contains(os.Getenv("GOFLAGS"), "-mod=vendor") {
		return false
	}
	if _, err := os.Stat(filepath.Join(u.dir, "vendor", "modules.txt")); err == nil {
		return false
	}
	return goEnvValue(u.dir, "GOPROXY") != "off"
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
// environment; the error carries the go command's first line.
func (u *unit) download(ctx context.Context, env []string) error {
	ctx, cancel := context.WithTimeout(ctx, downloadTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "mod", "download")
	cmd.Dir, cmd.Env = u.dir, env
	out, err := cmd.CombinedOutput()
	if err == nil {
		return nil
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("go mod download did not finish in %s", downloadTimeout)
	}
	msg, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return fmt.Errorf("go mod download: %s", cmp.Or(msg, err.Error()))
}

// goEnvValue is one variable of the go command's environment in dir, as
// the user set it (environment or go env -w); "" when go env fails.
func goEnvValue(dir, name string) string {
	cmd := exec.Command("go", "env", name)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// withoutProxyOff is env without the GOPROXY=off a review's loads add.
func withoutProxyOff(env []string) []string {
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if kv != "GOPROXY=off" {
			out = append(out, kv)
		}
	}
	return out
}

// downloadNote says what the download did for u; "" when it did not run.
func (u *unit) downloadNote() string {
	switch {
	case u.dlErr != nil:
		return fmt.Sprintf("go: %s: its dependencies' sources are not in the module cache and could not be downloaded (%v)", u.name(), u.dlErr)
	case u.downloaded > 0:
		return fmt.Sprintf("go: %s: downloaded its dependencies' sources into the module cache (go mod download, %.1f s); GOPROXY=off keeps a review offline", u.name(), u.downloaded.Seconds())
	}
	return ""
}
