package goanalysis

import (
	"context"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/packages"
)

// loadMode is what the driver needs from the go command: every package's
// files, imports and module (some analyzers read it), and the sizes of
// types. It parses and type-checks the packages itself, one at a time, in
// driver.go; packages.Load would hold them all in memory at once.
const loadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes

// unit is one packages.Load: a module, or one directory of .go files that
// belongs to no module (an ad-hoc package).
type unit struct {
	dir     string // the module root, or the loose files' directory
	module  string // the module path; "" for loose files
	sources []*source

	pkgs []*packages.Package // what Load returned: the packages of sources and their test variants
	err  error               // Load failed as a whole

	listed map[string]bool // the directories a listing key covered (listing.go)

	downloaded time.Duration // how long go mod download took, when it ran and worked (download.go)
	dlErr      error         // why go mod download failed, when it ran
}

// units groups the sources by module root, and loose files by directory.
func units(srcs []*source, stopAt string) []*unit {
	byDir := map[string]*unit{}
	roots := map[string]string{} // directory -> module root ("" if none)
	var out []*unit
	for _, s := range srcs {
		dir := filepath.Dir(s.abs)
		root := moduleRoot(dir, stopAt, roots)
		key, loose := root, root == ""
		if loose {
			key = dir
		}
		u := byDir[key]
		if u == nil {
			u = &unit{dir: key}
			if !loose {
				u.module = modulePath(root)
			}
			byDir[key] = u
			out = append(out, u)
		}
		u.sources = append(u.sources, s)
	}
	return out
}

// moduleRoot finds the directory of the go.mod that governs dir, walking up
// no further than stopAt's filesystem root. It remembers every directory it
// visited in cache.
func moduleRoot(dir, stopAt string, cache map[string]string) string {
	top := filepath.VolumeName(stopAt) + string(filepath.Separator)
	var visited []string
	root := ""
	for d := dir; ; d = filepath.Dir(d) {
		if r, ok := cache[d]; ok {
			root = r
			break
		}
		visited = append(visited, d)
		if fi, err := os.Stat(filepath.Join(d, "go.mod")); err == nil && !fi.IsDir() {
			root = d
			break
		}
		if d == top || filepath.Dir(d) == d {
			break
		}
	}
	for _, d := range visited {
		cache[d] = root
	}
	return root
}

// modulePath reads the module path from root/go.mod, for notes.
func modulePath(root string) string {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err == nil {
		if p := modfile.ModulePath(data); p != "" {
			return p
		}
	}
	return filepath.Base(root)
}

// name is how notes refer to the unit.
func (u *unit) name() string {
	if u.module != "" {
		return "module " + u.module
	}
	return u.dir + " (no go.mod)"
}

// loadAll loads every unit, concurrently: each is one go list process,
// unless a listing stored under cacheDir ("" for none) stands for it.
func loadAll(ctx context.Context, us []*unit, fset *token.FileSet, mode packages.LoadMode, cacheDir string) {
	var lc *listingCache
	if metadataOnly(mode) {
		lc = newListingCache(cacheDir)
	}
	var wg sync.WaitGroup
	for _, u := range us {
		wg.Go(func() { u.load(ctx, fset, mode, lc) })
	}
	wg.Wait()
}

func (u *unit) load(ctx context.Context, fset *token.FileSet, mode packages.LoadMode, lc *listingCache) {
	overlay := make(map[string][]byte, len(u.sources))
	for _, s := range u.sources {
		overlay[s.abs] = s.file.Content
	}
	// Test variants only when a test file is under review: loading them
	// type-checks the package a second time, with its test dependencies.
	tests := false
	for _, s := range u.sources {
		tests = tests || strings.HasSuffix(s.abs, "_test.go")
	}
	cfg := &packages.Config{
		Mode:    mode,
		Context: ctx,
		Dir:     u.dir,
		Env:     loadEnv(u.module != ""),
		Tests:   tests,
		Overlay: overlay,
		Fset:    fset,
	}
	patterns := u.patterns()
	var key string
	var env listingEnv
	var ok bool
	if lc != nil {
		if key, env, ok = lc.key(ctx, u, cfg, patterns); ok {
			if u.pkgs, ok = lc.get(key, env, u.dir); ok {
				return
			}
			defer func() {
				if u.err == nil && ctx.Err() == nil {
					lc.put(key, env, u, u.pkgs)
				}
			}()
		}
	}
	u.pkgs, u.err = packages.Load(cfg, patterns...)
	if u.outsideWorkspace() {
		// A go.work above the module that does not use it: the module is
		// reviewed on its own, as if the workspace were not there.
		cfg.Env = append(cfg.Env, "GOWORK=off")
		u.pkgs, u.err = packages.Load(cfg, patterns...)
	}
	if userEnv := withoutProxyOff(cfg.Env); ctx.Err() == nil && u.needsDownload(userEnv) {
		start := time.Now()
		if u.dlErr = u.download(ctx, userEnv); u.dlErr == nil {
			u.downloaded = max(time.Since(start), time.Millisecond)
			u.pkgs, u.err = packages.Load(cfg, patterns...)
		}
	}
}

var notInWorkspace = regexp.MustCompile(`listed in go\.work`)

// outsideWorkspace reports whether the go command refused the module
// because an enclosing go.work does not list it.
func (u *unit) outsideWorkspace() bool {
	if u.module == "" {
		return false
	}
	if u.err != nil {
		return notInWorkspace.MatchString(u.err.Error())
	}
	for _, p := range u.pkgs {
		for _, e := range p.Errors {
			if notInWorkspace.MatchString(e.Msg) {
				return true
			}
		}
	}
	return false
}

// patterns names the packages to load: the directories of the sources,
// relative to the module root, or the loose files themselves.
func (u *unit) patterns() []string {
	var pats []string
	for _, s := range u.sources {
		if u.module == "" {
			pats = append(pats, filepath.Base(s.abs))
			continue
		}
		rel, err := filepath.Rel(u.dir, filepath.Dir(s.abs))
		if err != nil {
			rel = filepath.Dir(s.abs)
		}
		pat := "./" + filepath.ToSlash(rel)
		if rel == "." {
			pat = "."
		}
		pats = append(pats, pat)
	}
	slices.Sort(pats)
	return slices.Compact(pats)
}

// loadEnv is the go command's environment for a load. GOPROXY=off: a review
// never downloads; what is missing from the module cache becomes a note.
// Everything else is the user's: -mod=vendor, GOWORK, GOFLAGS, GOTOOLCHAIN
// (which, with the proxy off, cannot fetch a toolchain either). Loose files
// load as command-line-arguments in whatever mode the user's environment
// gives, which works offline for the standard library; only -modfile, which
// needs a module, is dropped for them.
func loadEnv(module bool) []string {
	env := append(os.Environ(), "GOPROXY=off")
	if goflags := os.Getenv("GOFLAGS"); !module && strings.Contains(goflags, "modfile") {
		env = append(env, "GOFLAGS="+withoutModfile(goflags))
	}
	return env
}

func withoutModfile(goflags string) string {
	var keep []string
	for _, f := range strings.Fields(goflags) {
		if !strings.HasPrefix(strings.TrimLeft(f, "-"), "modfile=") {
			keep = append(keep, f)
		}
	}
	return strings.Join(keep, " ")
}

// missingDep matches the go command's ways of saying that a dependency
// cannot be had offline.
var missingDep = regexp.MustCompile(`module lookup disabled by GOPROXY=off|missing go\.sum entry|no required module provides package|cannot find module providing package|is not in std`)

// notDownloaded matches the go command's ways of saying that a module the
// code requires is not in the module cache, which the review, offline,
// does not fill: the sources exist, this machine does not have them.
var notDownloaded = regexp.MustCompile(`module lookup disabled by GOPROXY=off`)

// missingDeps returns the first error, in pkg or its dependencies, that
// says a module is not available; "" if there is none. memo is shared by
// the packages of one load.
func missingDeps(pkg *packages.Package, memo map[*packages.Package]string) string {
	if v, ok := memo[pkg]; ok {
		return v
	}
	memo[pkg] = "" // import cycles cannot load, but never loop
	v := ""
	for _, e := range pkg.Errors {
		if missingDep.MatchString(e.Msg) {
			v = e.Msg
			break
		}
	}
	for _, imp := range pkg.Imports {
		if v != "" {
			break
		}
		v = missingDeps(imp, memo)
	}
	memo[pkg] = v
	return v
}

// missingNote is the one note for a unit whose dependencies are missing;
// cause is the go command's error, for the advice.
func (u *unit) missingNote(n int, cause string) string {
	what := "dependencies missing from the module cache (run \"go mod download\")"
	switch {
	case u.module == "":
		what = "imports outside the standard library cannot be resolved without a go.mod"
	case strings.Contains(cause, "vendor"):
		what = "dependencies missing from the vendor directory (run \"go mod vendor\")"
	case strings.Contains(cause, "no required module provides"):
		what = "imports of modules that go.mod does not require (run \"go mod tidy\")"
	}
	return fmt.Sprintf("go: %s: %s; checks that need complete types skipped for %d %s (gosec and the checks that tolerate missing types ran)", u.name(), what, n, plural(n, "package"))
}

// failedNote is the note for a unit that could not be loaded at all.
func (u *unit) failedNote(n int) string {
	msg := u.err.Error()
	if missingDep.MatchString(msg) {
		return u.missingNote(n, msg)
	}
	msg, _, _ = strings.Cut(strings.TrimSpace(msg), "\n")
	return fmt.Sprintf("go: %s: "+notLoaded+"%s); type-based checks skipped for %d %s", u.name(), msg, n, plural(n, "package"))
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// dirs counts the distinct directories of the unit's sources: the packages
// a failed load would have analyzed.
func (u *unit) dirs() int {
	seen := map[string]bool{}
	for _, s := range u.sources {
		seen[filepath.Dir(s.abs)] = true
	}
	return len(seen)
}
