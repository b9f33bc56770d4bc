package cache

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"golang.org/x/mod/module"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/ruledirs"
	"github.com/teamreview/teamreview/internal/scope"
)

// WarmGoEnv runs, in the background, the go env that GoKey and the Go
// engine's listing of a module at root will ask for, so that a review
// does not wait for it (a process, 6 ms) when the engines start.
func WarmGoEnv(ctx context.Context, root string) {
	go func() { _, _ = GoEnv(ctx, root, append(os.Environ(), "GOPROXY=off")) }()
}

// GoKey keys a Go analysis run by everything its result depends on: this
// binary, the go command's version and build environment, the rule
// configuration, the module files (go.mod, go.sum, vendor/modules.txt,
// go.work), and the bytes of every Go file in the packages under review and
// in the packages of the same module they import, transitively. Modules
// outside are pinned by go.sum and the standard library by the Go version,
// so their content need not be read.
func GoKey(ctx context.Context, env engine.Env, files []*scope.File) (string, bool, error) {
	overlay := map[string][]byte{}
	var paths []string
	for _, f := range files {
		if f.Reviewable() && strings.HasSuffix(f.Path, ".go") {
			abs := filepath.Join(env.Root, filepath.FromSlash(f.Path))
			overlay[abs] = f.Content
			paths = append(paths, f.Path)
		}
	}
	if len(paths) == 0 {
		return "", false, nil
	}
	slices.Sort(paths)
	self, err := selfHash()
	if err != nil {
		return "", false, err
	}
	// As the Go engine runs the go command, so that both share one go env
	// (and as WarmGoEnv).
	goenv, err := GoEnv(ctx, env.Root, append(os.Environ(), "GOPROXY=off"))
	if err != nil {
		return "", false, err
	}
	h := sha256.New()
	field(h, "teamreview go cache v3")
	field(h, self)
	for _, v := range GoEnvVars {
		field(h, v+"="+goenv[v])
	}
	if env.Config != nil {
		rules, _ := json.Marshal(env.Config.Rules) // map keys are sorted
		field(h, string(rules))
		hashRuleDirs(h, env.Root, env.Config.Rulepack.RuleDirs)
	}
	field(h, strings.Join(paths, "\n"))
	hashChange(h, files, env.Deleted)

	// Group the directories under review by module.
	byModule := map[string][]string{}
	for abs := range overlay {
		dir := filepath.Dir(abs)
		root := moduleRoot(dir)
		byModule[root] = append(byModule[root], dir)
	}
	roots := make([]string, 0, len(byModule))
	for r := range byModule {
		roots = append(roots, r)
	}
	slices.Sort(roots)
	for _, root := range roots {
		field(h, "module "+root)
		modPath := ""
		if root != "" {
			for _, name := range []string{"go.mod", "go.sum", "go.work", "go.work.sum", filepath.Join("vendor", "modules.txt")} {
				data, _ := os.ReadFile(filepath.Join(root, name))
				field(h, name)
				field(h, string(data))
				if name == "go.sum" && hashDownloaded(h, goenv["GOMODCACHE"], data) {
					field(h, "GOPROXY="+userGoProxy(ctx, root))
				}
			}
			modPath = modulePath(filepath.Join(root, "go.mod"))
		}
		if err := hashPackages(h, root, modPath, byModule[root], overlay); err != nil {
			return "", false, err
		}
	}
	return hex.EncodeToString(h.Sum(nil)), true, nil
}

// hashRuleDirs hashes the YAML files of the user's rule directories: the
// Go model rows among them reach the Go engine's own checks.
func hashRuleDirs(h hash.Hash, root string, dirs []string) {
	files, _ := ruledirs.Read(root, dirs, nil) // an unreadable file stops the review elsewhere
	field(h, "rule_dirs "+strings.Join(dirs, "\x00"))
	for _, f := range files {
		field(h, f.Name)
		field(h, string(f.Data))
	}
}

// hashChange hashes what the Go engine reads of the change itself, beside
// the files' content: which lines of each Go file under review changed, and
// the diffs of those files and of the Go files the change deletes (the
// unused code check keeps what the removed lines used). A path under review
// has neither, so a whole-repository review keys by content alone.
func hashChange(h hash.Hash, files, deleted []*scope.File) {
	for _, fs := range [][]*scope.File{files, deleted} {
		for _, f := range fs {
			if !strings.HasSuffix(f.Path, ".go") || (f.Changed == nil && f.Hunks == nil) {
				continue
			}
			field(h, "change "+f.Path)
			field(h, fmt.Sprint(f.Changed == nil, f.Changed))
			for _, hk := range f.Hunks {
				field(h, hk.Body)
			}
		}
	}
}

// hashPackages hashes the Go files of dirs and, following imports, of the
// module's packages they depend on.
func hashPackages(h hash.Hash, root, modPath string, dirs []string, overlay map[string][]byte) error {
	err := WalkImports(root, modPath, dirs, overlay, func(dir string, files []DirFile) {
		field(h, "dir "+dir)
		for _, f := range files {
			if f.Content != nil {
				field(h, f.Name)
				field(h, string(f.Content))
			}
		}
	})
	if err != nil {
		return fmt.Errorf("cache key: %w", err)
	}
	return nil
}

// field writes a length-prefixed value, so values cannot run into each other.
func field(h hash.Hash, s string) {
	fmt.Fprintf(h, "%d:", len(s))
	io.WriteString(h, s)
}

func moduleRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

func modulePath(gomod string) string {
	data, err := os.ReadFile(gomod)
	if err != nil {
		return ""
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(bytes.TrimSpace(line), []byte("module")); ok {
			return strings.Trim(strings.TrimSpace(string(rest)), `"`)
		}
	}
	return ""
}

var (
	selfOnce sync.Once
	selfSum  string
	selfErr  error
)

// SelfHash is the hash of the running executable, which identifies this
// build of teamreview: for other keys of content computed by its code.
func SelfHash() (string, error) { return selfHash() }

// selfHash identifies this build of teamreview: analyzers and routing change
// with it, and a "dev" version string says nothing.
func selfHash() (string, error) {
	selfOnce.Do(func() {
		exe, err := os.Executable()
		if err != nil {
			selfErr = err
			return
		}
		selfSum, selfErr = hashFile(exe, DefaultDir())
	})
	return selfSum, selfErr
}

// hashFile returns the hex sha256 of the file at path. Reading the
// executable, which is large, is a noticeable part of a review that
// changed one line, so the sum is remembered under dir (when not "") by
// the file's identity: its path, size, modification time and, where the
// system has them, device, inode and (on Linux) status change time. A new
// build written into place changes the inode, and any write the last.
func hashFile(path, dir string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", err
	}
	var memo string
	if dir != "" {
		id := sha256.Sum256(fmt.Appendf(nil, "%s\x00%d\x00%d\x00%s", path, fi.Size(), fi.ModTime().UnixNano(), fileID(fi)))
		memo = filepath.Join(dir, "self", hex.EncodeToString(id[:]))
		if data, err := os.ReadFile(memo); err == nil && len(data) == 2*sha256.Size {
			if _, err := hex.DecodeString(string(data)); err == nil {
				Used(memo)
				return string(data), nil
			}
		}
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	sum := hex.EncodeToString(h.Sum(nil))
	if memo != "" {
		_ = atomicfile.WriteCache(memo, []byte(sum), 0o600) // only a later run's time is at stake
	}
	return sum, nil
}

// hashDownloaded hashes which of the module versions go.sum lists are in
// the module cache under modcache. A module that is missing degrades the
// review (checks that need its types are skipped, and a note says so);
// the result is cached with that note, so the key must change when the
// module arrives: "go mod download" changes no file the key reads besides
// this. One stat per module version, a few milliseconds for hundreds.
func hashDownloaded(h hash.Hash, modcache string, gosum []byte) (missing bool) {
	if modcache == "" {
		return false
	}
	seen := map[string]bool{}
	for line := range bytes.Lines(gosum) {
		f := strings.Fields(string(line))
		if len(f) != 3 || strings.HasSuffix(f[1], "/go.mod") || seen[f[0]+"@"+f[1]] {
			continue
		}
		seen[f[0]+"@"+f[1]] = true
		mod, err := module.EscapePath(f[0])
		if err != nil {
			continue
		}
		ver, err := module.EscapeVersion(f[1])
		if err != nil {
			continue
		}
		_, err = os.Stat(filepath.Join(modcache, filepath.FromSlash(mod+"@"+ver)))
		field(h, fmt.Sprintf("%s@%s %t", f[0], f[1], err == nil))
		missing = missing || err != nil
	}
	return missing
}

// userGoProxy is the GOPROXY the user's go command would use in dir
// (environment or go env -w): when modules are missing, whether the Go
// engine may download them (GOPROXY=off keeps it offline) changes its
// result.
func userGoProxy(ctx context.Context, dir string) string {
	cmd := exec.CommandContext(ctx, "go", "env", "GOPROXY")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}
