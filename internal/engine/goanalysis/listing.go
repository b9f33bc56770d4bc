package goanalysis

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/types"
	"hash"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// A listing is what packages.Load returned for a unit — the packages, their
// files, imports and modules — kept on disk, so that the next review of the
// same unit whose package headers have not changed does not run the go
// command. go list is about a third of a review of a one-line change in a
// module with a few hundred dependencies (0.17 of 0.68 s for gitleaks'
// detect on a 2-core machine), and what it answers depends on little:
//
//   - the go command's version and environment (go env: GOOS, GOARCH and
//     its variants, GOFLAGS and its build tags, CGO_ENABLED, GOFIPS140,
//     GOROOT, GOMODCACHE…);
//   - go.mod, go.sum and vendor/modules.txt, which pin every module
//     outside the main one, as the standard library is pinned by GOROOT
//     and the Go version;
//   - in the main module, the packages the ones under review import,
//     transitively: the names of their directories' files, any go.mod
//     between them and the module's root, and, of each Go file, the header — build constraints, package clause and imports,
//     up to the end of the last import declaration — as the content under
//     review has it.
//
// The key holds all of these, the load's mode, patterns and Tests flag, and
// this build of teamreview. A listing is stored only when it is plain: no
// errors anywhere (the next run may fix them, and they must be reported as
// the go command words them), no workspace (go.work) or -modfile, no
// GOPACKAGESDRIVER, no replacement by a local directory, no vendor
// directory, no cgo in the main module (its generated files are named by
// content), and every package of the main module in a directory the key
// covered. Before a stored listing is used, the files it names outside the
// module, GOROOT and the module cache — cgo output in the build cache,
// which the go command may have trimmed — and the directories of its
// modules in the module cache must still exist. One change goes unnoticed:
// a //go:embed pattern that stops matching because a file it named was
// deleted outside the review, which the go command reports and the type
// checker does not need.
type listingCache struct {
	dir string
}

// listingVersion is the stored format's version.
const listingVersion = 1

type listing struct {
	Version  int
	Arch     string   // GOARCH, for TypesSizes
	Roots    []string // the IDs packages.Load returned, in order
	Packages []listedPackage
}

type listedPackage struct {
	ID, Name, PkgPath string
	GoFiles           []string
	CompiledGoFiles   []string
	OtherFiles        []string
	IgnoredFiles      []string
	Imports           map[string]string // import path -> ID
	Module            *packages.Module
}

// listingEnv is the go command's environment for a load, by variable.
type listingEnv map[string]string

// metadataOnly reports whether mode asks the go command for metadata alone,
// which is all a listing holds.
func metadataOnly(mode packages.LoadMode) bool {
	return mode&(packages.NeedSyntax|packages.NeedTypes|packages.NeedTypesInfo|packages.NeedExportFile) == 0
}

func newListingCache(dir string) *listingCache {
	if dir == "" {
		return nil
	}
	return &listingCache{dir: filepath.Join(dir, "go-list")}
}

// key is the unit's listing key for a load with cfg and patterns; false
// when the unit is not one a listing may stand for.
func (c *listingCache) key(ctx context.Context, u *unit, cfg *packages.Config, patterns []string) (string, listingEnv, bool) {
	if u.module == "" {
		return "", nil, false // loose files: go list is quick, and they are not in a module
	}
	if d := envValue(cfg.Env, "GOPACKAGESDRIVER"); d != "" && d != "off" {
		return "", nil, false // another build system answers, from inputs this key does not see
	}
	self, err := cache.SelfHash()
	if err != nil {
		return "", nil, false
	}
	goenv, err := cache.GoEnv(ctx, cfg.Dir, cfg.Env)
	env := listingEnv(goenv)
	if err != nil || (env["GOWORK"] != "" && env["GOWORK"] != "off") || strings.Contains(env["GOFLAGS"], "modfile") {
		return "", nil, false // a workspace, or go.mod and go.sum elsewhere
	}
	h := sha256.New()
	field(h, "teamreview go listing")
	field(h, strconv.Itoa(listingVersion))
	field(h, self)
	for _, v := range cache.GoEnvVars {
		field(h, v+"="+env[v])
	}
	field(h, fmt.Sprintf("mode=%d tests=%t dir=%s", cfg.Mode, cfg.Tests, cfg.Dir))
	field(h, strings.Join(patterns, "\n"))
	for _, name := range []string{"go.mod", "go.sum", filepath.Join("vendor", "modules.txt")} {
		data, err := os.ReadFile(filepath.Join(u.dir, name))
		if err != nil && !os.IsNotExist(err) {
			return "", nil, false
		}
		field(h, name)
		field(h, string(data))
	}
	if !hashHeaders(h, u, cfg.Overlay, patterns) {
		return "", nil, false
	}
	return hex.EncodeToString(h.Sum(nil)), env, true
}

// envValue is the last value of name in env, as exec uses it.
func envValue(env []string, name string) string {
	v := ""
	for _, kv := range env {
		if k, val, ok := strings.Cut(kv, "="); ok && k == name {
			v = val
		}
	}
	return v
}

// hashHeaders hashes, for the main-module directories of patterns and of
// the main-module packages they import, transitively, the names of their
// files and the headers of their Go files. It records the directories in
// u.listed for store's check.
func hashHeaders(h hash.Hash, u *unit, overlay map[string][]byte, patterns []string) bool {
	dirs := make([]string, 0, len(patterns))
	for _, p := range patterns {
		dirs = append(dirs, filepath.Join(u.dir, filepath.FromSlash(p)))
	}
	u.listed = map[string]bool{}
	err := cache.WalkImports(u.dir, u.module, dirs, overlay, func(dir string, files []cache.DirFile) {
		u.listed[dir] = true
		fmt.Fprintf(h, "dir %q %d\n", dir, len(files))
		// A go.mod between the module's root and dir makes dir another
		// module's.
		for a := dir; within(a, u.dir); a = filepath.Dir(a) {
			if _, err := os.Stat(filepath.Join(a, "go.mod")); err == nil {
				fmt.Fprintf(h, "go.mod in %q\n", a)
			}
		}
		for _, f := range files {
			field(h, f.Name)
			if f.Header != nil {
				field(h, string(f.Header))
			}
		}
	})
	return err == nil
}

func (c *listingCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".json")
}

// get returns the packages stored under key, or false.
func (c *listingCache) get(key string, env listingEnv, moduleDir string) ([]*packages.Package, bool) {
	path := c.path(key)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, false
	}
	var l listing
	if json.Unmarshal(data, &l) != nil || l.Version != listingVersion || l.Arch != env["GOARCH"] {
		return nil, false
	}
	sizes := types.SizesFor("gc", l.Arch)
	byID := make(map[string]*packages.Package, len(l.Packages))
	for _, lp := range l.Packages {
		byID[lp.ID] = &packages.Package{
			ID: lp.ID, Name: lp.Name, PkgPath: lp.PkgPath,
			GoFiles: lp.GoFiles, CompiledGoFiles: lp.CompiledGoFiles,
			OtherFiles: lp.OtherFiles, IgnoredFiles: lp.IgnoredFiles,
			Module: lp.Module, TypesSizes: sizes,
		}
	}
	pinnedDirs := []string{moduleDir, env["GOROOT"], env["GOMODCACHE"]}
	moduleDirs := map[string]bool{}
	for _, lp := range l.Packages {
		if m := lp.Module; m != nil && !m.Main {
			if m.Replace != nil {
				m = m.Replace
			}
			moduleDirs[m.Dir] = true
		}
	}
	for dir := range moduleDirs {
		// A module cache that was cleaned: the go command says what is
		// missing, not this listing.
		if _, err := os.Stat(dir); err != nil {
			return nil, false
		}
	}
	for _, lp := range l.Packages {
		p := byID[lp.ID]
		p.Imports = make(map[string]*packages.Package, len(lp.Imports))
		for path, id := range lp.Imports {
			imp := byID[id]
			if imp == nil {
				return nil, false
			}
			p.Imports[path] = imp
		}
		// Files the go command wrote to its build cache (cgo's) may
		// have been trimmed since.
		for _, name := range lp.CompiledGoFiles {
			if !slices.ContainsFunc(pinnedDirs, func(dir string) bool { return dir != "" && within(name, dir) }) {
				if _, err := os.Stat(name); err != nil {
					return nil, false
				}
			}
		}
	}
	roots := make([]*packages.Package, 0, len(l.Roots))
	for _, id := range l.Roots {
		p := byID[id]
		if p == nil {
			return nil, false
		}
		roots = append(roots, p)
	}
	cache.Used(path)
	return roots, true
}

// put stores what a load returned under key, if it is a plain listing
// (see listingCache).
func (c *listingCache) put(key string, env listingEnv, u *unit, roots []*packages.Package) {
	sizes := fmt.Sprintf("%#v", types.SizesFor("gc", env["GOARCH"]))
	l := listing{Version: listingVersion, Arch: env["GOARCH"]}
	seen := map[*packages.Package]bool{}
	var visit func(p *packages.Package) bool
	visit = func(p *packages.Package) bool {
		if seen[p] {
			return true
		}
		seen[p] = true
		if len(p.Errors) > 0 || fmt.Sprintf("%#v", p.TypesSizes) != sizes {
			return false
		}
		if m := p.Module; m != nil {
			if m.Error != nil || m.Replace != nil && m.Replace.Version == "" {
				return false // a local replacement: its files are not pinned
			}
			// In the main module, the key must have covered the package's
			// directory, and the go command must have compiled its files
			// as they are.
			if m.Main && (!u.listed[packageDir(p, u)] || !slices.Equal(p.GoFiles, p.CompiledGoFiles)) {
				return false
			}
		}
		for _, name := range p.GoFiles {
			if within(name, filepath.Join(u.dir, "vendor")) {
				return false
			}
		}
		lp := listedPackage{
			ID: p.ID, Name: p.Name, PkgPath: p.PkgPath,
			GoFiles: p.GoFiles, CompiledGoFiles: p.CompiledGoFiles,
			OtherFiles: p.OtherFiles, IgnoredFiles: p.IgnoredFiles,
			Imports: make(map[string]string, len(p.Imports)),
			Module:  p.Module,
		}
		for path, imp := range p.Imports {
			lp.Imports[path] = imp.ID
			if !visit(imp) {
				return false
			}
		}
		l.Packages = append(l.Packages, lp)
		return true
	}
	for _, p := range roots {
		if isTestMain(p) {
			continue // generated from the test functions, which the key does not cover; never analyzed
		}
		if !visit(p) {
			return
		}
		l.Roots = append(l.Roots, p.ID)
	}
	data, err := json.Marshal(l)
	if err != nil {
		return
	}
	// A failure to store costs only the next review's time.
	_ = atomicfile.WriteCache(c.path(key), data, 0o600)
}

// packageDir is the directory of a package of the unit's module.
func packageDir(p *packages.Package, u *unit) string {
	for _, files := range [][]string{p.GoFiles, p.IgnoredFiles, p.OtherFiles} {
		if len(files) > 0 {
			return filepath.Dir(files[0])
		}
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(p.PkgPath, u.module), "/")
	return filepath.Join(u.dir, filepath.FromSlash(rel))
}

// isTestMain reports whether p is the main package the go command
// generates to run a package's tests.
func isTestMain(p *packages.Package) bool {
	return p.Name == "main" && strings.HasSuffix(p.ID, ".test")
}

// within reports whether name is inside dir.
func within(name, dir string) bool {
	rel, err := filepath.Rel(dir, name)
	return err == nil && rel != "." && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}
