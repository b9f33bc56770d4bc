package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
	modv "golang.org/x/mod/module"
	"golang.org/x/mod/sumdb/dirhash"
	modzip "golang.org/x/mod/zip"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/schema"
	"github.com/teamreview/teamreview/internal/store"
)

// Fake credentials, assembled at run time so no file in this repository holds
// one whole. They are shaped to match gitleaks' rules and avoid its
// allowlists (no "EXAMPLE").
var fakeSecrets = map[string]string{
	"AWSKEY":  "AKIA" + "Z4QXR7TLM2WBVN5K",
	"GHPAT":   "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi",
	"HFTOKEN": "hf_" + "kVqTzRwXyPmNbLcJdHgFsAeQuIoYtRpWzX",
	// The secret half of an AWS key pair, a Firebase web key, a password in
	// a connection URL.
	"AWSSECRET":   "wJ7mQx2Lr9" + "Tz4VbN8cKd3HsY6jFe1GaPq5WuXo",
	"FIREBASEKEY": "AIza" + "SyC9xQ2mZ7vR4tLp8WkN3bHc6JdF1eGaTuY",
	"DSNPASS":     "Vq7rT2mXk9" + "LpZ4wBn6",
	// A random value under a key's name: gitleaks' generic-api-key.
	"GENERICKEY": "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT",
	// JSON Web Tokens (HS256): one whose exp passed in January 2018, one
	// without exp (valid until its key is rotated).
	"EXPIREDJWT": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJzdWIiOiI0NzExIiwibmFtZSI6IkFubiIsImlhdCI6MTUxNjIzOTAyMiwiZXhwIjoxNTE2MjQyNjIyfQ." +
		"Qm8xT2vR7zLp4WkN9sYb3cHf6JdG1aEu5oNiXyZ0tU",
	"FOREVERJWT": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJzdWIiOiI0NzExIiwibmFtZSI6IkFubiIsInJvbGUiOiJhZG1pbiIsImlhdCI6MTUxNjIzOTAyMn0." +
		"Hn4rW9qZ2xLc7TvB5mKp8sYd3JfG6aEu1oNiXyR0tQ",
}

func TestMain(m *testing.M) {
	cmds := map[string]func(){
		// holdlock takes the review lock of the current directory, says so by
		// creating the file "locked", and holds the lock for a duration.
		"holdlock": func() {
			d, _ := time.ParseDuration(os.Args[1])
			dir, _ := os.Getwd()
			l, err := (&store.Store{Root: dir}).Lock(context.Background(), "holdlock", time.Second)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
			os.WriteFile("locked", nil, 0o644)
			time.Sleep(d)
			l.Unlock()
		},
	}
	if _, isCmd := cmds[filepath.Base(os.Args[0])]; !isCmd {
		moreParallel()
	}
	testscript.Main(m, cmds)
}

// moreParallel runs twice as many scripts at once as there are CPUs,
// unless -parallel was given: several scripts wait most of their time
// (on a reviewer that hangs until its timeout, on a fixer killed at
// random times, on a held lock), and a waiting script should not hold
// one of only two slots.
func moreParallel() {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		flag.Set("test.parallel", strconv.Itoa(2*runtime.GOMAXPROCS(0)))
	}
}

// binary is the teamreview the CLI tests run, built once with `go build`
// into the directory testscript.Main put first on PATH (and removes
// afterwards), so scripts, shell lines in them and the tests below all
// find it as teamreview. It is an ordinary build, as users run it, with
// the misbehaving reviewers of testhooks.go: the review pipeline's
// concurrency is checked under -race by the package tests of
// internal/review and internal/team, and a CLI review under the race
// detector costs five times the CPU, which was most of the suite's time.
// TEAMREVIEW_SCRIPTS_RACE=1 builds it with -race for a full race run.
var binary = sync.OnceValues(func() (string, error) {
	dir := filepath.SplitList(os.Getenv("PATH"))[0]
	if filepath.Base(dir) != "bin" || !strings.HasPrefix(filepath.Base(filepath.Dir(dir)), "testscript-main") {
		return "", fmt.Errorf("first PATH entry %q is not testscript.Main's directory", dir)
	}
	bin := filepath.Join(dir, "teamreview")
	args := []string{"build", "-tags", "teamreview_testhooks", "-o", bin}
	if os.Getenv("TEAMREVIEW_SCRIPTS_RACE") != "" {
		args = append(args, "-race")
	}
	out, err := exec.Command("go", append(args, ".")...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin, nil
})

// needBinary returns the built teamreview, or stops the test.
func needBinary(t testing.TB) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// goEnv holds the go command's cache locations, read once.
var goEnv = map[string]string{}

func TestScripts(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("git is not installed: the CLI scripts drive real git repositories (%v)", err)
	}
	needBinary(t)
	if out, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE", "GOPATH").Output(); err == nil {
		vals := strings.Split(strings.TrimSpace(string(out)), "\n")
		for i, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH"} {
			if i < len(vals) {
				goEnv[k] = vals[i]
			}
		}
	}
	// The Go analysis facts of the standard library are the same in every
	// script; analysing net/http and its imports again for each script's
	// first review was most of the suite's time under -race. Scripts share
	// one facts directory (content-keyed, written atomically; a project's
	// own packages never collide, their keys hold the script's paths) and
	// keep the rest of the cache their own.
	sharedFacts := t.TempDir()
	testscript.Run(t, testscript.Params{
		Dir:                 "../../testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       os.Getenv("UPDATE_SCRIPTS") != "",
		// [parsers]: this binary has the tree-sitter parsers (it was built
		// with cgo).
		Condition: func(cond string) (bool, error) {
			if cond == "parsers" {
				return syntax.Available, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Setup: func(env *testscript.Env) error {
			for k, v := range fakeSecrets {
				env.Setenv(k, v)
			}
			// Every verdict and archive a script leaves behind must satisfy the
			// contract, not only those a script checks by name.
			env.Defer(func() { validateAll(env.T(), env.WorkDir) })
			// A clean, fixed git identity and no user or system config, in a
			// home outside $WORK so it is never part of a reviewed change.
			home, err := os.MkdirTemp("", "teamreview-home-")
			if err != nil {
				return err
			}
			env.Defer(func() { os.RemoveAll(home) })
			env.Setenv("HOME", home)
			env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			env.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
			if err := shareFacts(filepath.Join(home, ".cache", "teamreview"), sharedFacts); err != nil {
				return err
			}
			// The go command's caches stay the developer's: with HOME moved,
			// they would otherwise start empty in every script.
			for k, v := range goEnv {
				env.Setenv(k, v)
			}
			// Scripts never download a module unless they serve it
			// themselves (modproxy): the user's GOPROXY is not theirs.
			env.Setenv("GOPROXY", "off")
			env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			env.Setenv("GIT_CONFIG_GLOBAL", filepath.Join(home, ".gitconfig"))
			env.Setenv("GIT_AUTHOR_NAME", "Test")
			env.Setenv("GIT_AUTHOR_EMAIL", "test@example.com")
			env.Setenv("GIT_COMMITTER_NAME", "Test")
			env.Setenv("GIT_COMMITTER_EMAIL", "test@example.com")
			env.Setenv("GIT_AUTHOR_DATE", "2026-11-01T12:00:00Z")
			env.Setenv("GIT_COMMITTER_DATE", "2026-11-01T12:00:00Z")
			return os.WriteFile(filepath.Join(home, ".gitconfig"),
				[]byte("[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n"), 0o644)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"expand":       cmdExpand,
			"validverdict": cmdValidVerdict,
			"nosecret":     cmdNoSecret,
			"jsonq":        cmdJSONQ,
			"waitfile":     cmdWaitFile,
			"exits":        cmdExits,
			"modproxy":     cmdModProxy,
		},
	})
}

// shareFacts makes cacheDir's go-facts the shared directory facts.
func shareFacts(cacheDir, facts string) error {
	if err := os.MkdirAll(cacheDir, 0o700); err != nil {
		return err
	}
	return os.Symlink(facts, filepath.Join(cacheDir, "go-facts"))
}

// validateAll checks every .code-review/review-*.json under dir.
func validateAll(t testscript.T, dir string) {
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() || filepath.Base(filepath.Dir(p)) != store.Dir {
			return nil
		}
		name := filepath.Base(p)
		if !strings.HasPrefix(name, "review-") || !strings.HasSuffix(name, ".json") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err == nil {
			err = schema.ValidateVerdict(data)
		}
		if err != nil {
			t.Fatal(fmt.Sprintf("%s: %v", p, err))
		}
		return nil
	})
}

// expand SRC DST: copy SRC to DST replacing $VARS with the environment's
// values (to plant the fake credentials).
func cmdExpand(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: expand src dst")
	}
	out := os.Expand(ts.ReadFile(args[0]), ts.Getenv)
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), []byte(out), 0o644))
}

var idSuffix = regexp.MustCompile(`\.[0-9]+$`)

// validverdict FILE: the file satisfies the embedded schema, every id
// follows {domain}-{sha8(file)}-{lines|0}[.n], and ids are unique.
func cmdValidVerdict(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: validverdict file")
	}
	data := []byte(ts.ReadFile(args[0]))
	err := schema.ValidateVerdict(data)
	if err == nil {
		var doc struct{ Findings []finding.Finding }
		ts.Check(json.Unmarshal(data, &doc))
		seen := map[string]bool{}
		for _, f := range doc.Findings {
			base := idSuffix.ReplaceAllString(f.ID, "")
			if want := finding.BaseID(f.Domain, f.File, f.Lines); base != want {
				err = fmt.Errorf("id %s does not follow the rule (want %s)", f.ID, want)
			}
			if seen[f.ID] {
				err = fmt.Errorf("id %s appears twice", f.ID)
			}
			seen[f.ID] = true
		}
	}
	switch {
	case neg && err == nil:
		ts.Fatalf("%s is a valid verdict", args[0])
	case !neg && err != nil:
		ts.Fatalf("%s: %v", args[0], err)
	}
}

// nosecret PATH...: no file under the paths holds a fake credential or any
// eight characters of one.
func cmdNoSecret(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! nosecret")
	}
	n := 0
	for _, root := range args {
		ts.Check(filepath.Walk(ts.MkAbs(root), func(p string, fi os.FileInfo, err error) error {
			if err != nil || fi.IsDir() {
				return err
			}
			n++
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for name, v := range fakeSecrets {
				// Any 8 characters of the secret past its public type marker
				// count as a leak, not only the whole value.
				for i := 4; i+8 <= len(v); i++ {
					if strings.Contains(string(data), v[i:i+8]) {
						ts.Fatalf("%s holds part of the value of $%s (%q)", p, name, v[i:i+8])
					}
				}
			}
			return nil
		}))
	}
	if n == 0 {
		ts.Fatalf("nosecret: no files under %v", args)
	}
}

// jsonq FILE PATH WANT: the JSON value at a dotted path (numbers index
// arrays; a final "len" is an array's length) prints as WANT.
func cmdJSONQ(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 {
		ts.Fatalf("usage: jsonq file path want")
	}
	var v any
	ts.Check(json.Unmarshal([]byte(ts.ReadFile(args[0])), &v))
	for _, part := range strings.Split(args[1], ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[part]
		case []any:
			if part == "len" {
				v = float64(len(x))
				continue
			}
			i, err := strconv.Atoi(part)
			if err != nil || i >= len(x) {
				ts.Fatalf("%s: no element %s", args[1], part)
			}
			v = x[i]
		default:
			ts.Fatalf("%s: cannot index %T with %s", args[1], v, part)
		}
	}
	got := fmt.Sprint(v)
	if v == nil {
		got = "<missing>"
	}
	if (got == args[2]) == neg {
		ts.Fatalf("%s %s = %s, want %s%s", args[0], args[1], got, map[bool]string{true: "not "}[neg], args[2])
	}
}

// exits CODE PROGRAM [ARGS...]: run a program and require its exit code
// (`! exec` accepts any failure, and the exit codes are part of the contract).
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits code program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("%s: %v", args[1], err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// waitfile FILE: wait up to 20 seconds for a file to appear.
func cmdWaitFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: waitfile file")
	}
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if _, err := os.Stat(ts.MkAbs(args[0])); err == nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	ts.Fatalf("%s did not appear", args[0])
}

// cmdModProxy lays out a Go module proxy (for GOPROXY=file://dir) serving
// the module in srcdir at one version, and appends its go.sum lines to
// gosum: a script's own registry, so that a review that downloads modules
// is tested without the network.
//
//	modproxy dir srcdir module@version gosum
func cmdModProxy(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 4 {
		ts.Fatalf("usage: modproxy dir srcdir module@version gosum")
	}
	mod, version, ok := strings.Cut(args[2], "@")
	if !ok {
		ts.Fatalf("modproxy: %q is not module@version", args[2])
	}
	src := ts.MkAbs(args[1])
	gomod, err := os.ReadFile(filepath.Join(src, "go.mod"))
	ts.Check(err)
	at := filepath.Join(ts.MkAbs(args[0]), filepath.FromSlash(mod), "@v")
	ts.Check(os.MkdirAll(at, 0o755))
	var zbuf bytes.Buffer
	ts.Check(modzip.CreateFromDir(&zbuf, modv.Version{Path: mod, Version: version}, src))
	zpath := filepath.Join(at, version+".zip")
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": []byte(`{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`),
		version + ".mod":  gomod,
		version + ".zip":  zbuf.Bytes(),
	} {
		ts.Check(os.WriteFile(filepath.Join(at, name), data, 0o644))
	}
	h1, err := dirhash.HashZip(zpath, dirhash.Hash1)
	ts.Check(err)
	modH1, err := dirhash.Hash1([]string{"go.mod"}, func(string) (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(gomod)), nil
	})
	ts.Check(err)
	f, err := os.OpenFile(ts.MkAbs(args[3]), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	ts.Check(err)
	defer f.Close()
	_, err = fmt.Fprintf(f, "%s %s %s\n%s %s/go.mod %s\n", mod, version, h1, mod, version, modH1)
	ts.Check(err)
}
