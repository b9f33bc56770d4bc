package cache

import (
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"sync"
)

// GoEnvVars are what of the go command's environment changes what it says
// about packages and what analyzers find in them: the toolchain and its
// roots, the target (GOOS, GOARCH and its variants), build tags and flags
// (GOFLAGS), cgo's settings, the module mode, the workspace.
var GoEnvVars = []string{"GOVERSION", "GOROOT", "GOMODCACHE", "GOCACHE", "GOPATH", "GO111MODULE", "GOMOD",
	"GOOS", "GOARCH", "GOAMD64", "GOARM", "GOARM64", "GO386", "GOMIPS", "GOMIPS64", "GOPPC64", "GORISCV64",
	"GOWASM", "GOEXPERIMENT", "GOFIPS140", "GOFLAGS", "CGO_ENABLED", "CC", "CXX",
	"CGO_CFLAGS", "CGO_CPPFLAGS", "CGO_CXXFLAGS", "CGO_LDFLAGS", "GOWORK", "GOTOOLCHAIN"}

var goEnvMemo sync.Map // dir and environment -> *goEnvOnce

type goEnvOnce struct {
	once sync.Once
	vars map[string]string
	err  error
}

// GoEnv is GoEnvVars as the go command reports them when run in dir with
// env (nil: this process's). It runs go env once per process for each dir
// and env: the result cache's key and the Go engine's listing key both
// need it, on every review.
func GoEnv(ctx context.Context, dir string, env []string) (map[string]string, error) {
	v, _ := goEnvMemo.LoadOrStore(dir+"\x00"+strings.Join(env, "\x00"), &goEnvOnce{})
	o := v.(*goEnvOnce)
	o.once.Do(func() {
		cmd := exec.CommandContext(ctx, "go", append([]string{"env", "-json"}, GoEnvVars...)...)
		cmd.Dir = dir
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil {
			o.err = err
			return
		}
		o.err = json.Unmarshal(out, &o.vars)
	})
	if o.err != nil {
		goEnvMemo.Delete(dir + "\x00" + strings.Join(env, "\x00")) // a cancelled run must not stick
	}
	return o.vars, o.err
}
