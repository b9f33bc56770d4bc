package treesitter

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/scope"
)

// Source is where the project's files outside the change are read from.
type Source interface {
	// ReadFile reads a slash path relative to the review root.
	ReadFile(rel string) ([]byte, error)
	// Walk lists the slash paths of the project's files.
	Walk() []string
}

// DirSource reads the working tree under Root, never outside it.
type DirSource struct{ Root string }

// skipDirs are directories whose files are not the project's own code.
var skipDirs = map[string]bool{
	".git": true, "node_modules": true, "vendor": true, ".code-review": true, "__pycache__": true,
	"dist": true, "build": true, "target": true, ".venv": true, "venv": true, "site-packages": true,
}

// maxProjectFiles bounds the walk of a very large tree.
const maxProjectFiles = 50000

func (d DirSource) ReadFile(rel string) ([]byte, error) {
	if !filepath.IsLocal(filepath.FromSlash(rel)) {
		return nil, fs.ErrNotExist
	}
	p := filepath.Join(d.Root, filepath.FromSlash(rel))
	// A symbolic link may point anywhere: read only what resolves inside
	// the root.
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return nil, err
	}
	root, err := filepath.EvalSymlinks(d.Root)
	if err != nil {
		return nil, err
	}
	if r, err := filepath.Rel(root, real); err != nil || !filepath.IsLocal(r) {
		return nil, fs.ErrNotExist
	}
	fi, err := os.Stat(real)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > MaxFileSize {
		return nil, fs.ErrNotExist
	}
	return os.ReadFile(real)
}

func (d DirSource) Walk() []string {
	var out []string
	_ = filepath.WalkDir(d.Root, func(p string, e fs.DirEntry, err error) error {
		if err != nil || len(out) >= maxProjectFiles {
			return filepath.SkipDir
		}
		if e.IsDir() {
			if p != d.Root && (skipDirs[e.Name()] || strings.HasPrefix(e.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if rel, err := filepath.Rel(d.Root, p); err == nil && e.Type().IsRegular() {
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	return out
}

// project is one review's view of the project: files in the change as
// they are under review, the rest from the Source, each parsed once.
type project struct {
	ctx    context.Context
	src    Source
	parse  func(ctx context.Context, lang syntax.Lang, src []byte) (*syntax.Tree, error)
	change map[string]*scope.File

	mu    sync.Mutex
	trees map[string]*projectFile
	list  map[syntax.Lang][]string
	// listSum is the hash of each language's list, computed once: every
	// file's analysis that asked for the list depends on it.
	listSum map[syntax.Lang]string
}

type projectFile struct {
	tree *syntax.Tree
	sum  string // sha256 of the content, "" when it could not be read
	once sync.Once
}

func newProject(ctx context.Context, src Source, parse func(context.Context, syntax.Lang, []byte) (*syntax.Tree, error), files []*scope.File) *project {
	p := &project{ctx: ctx, src: src, parse: parse, change: map[string]*scope.File{}, trees: map[string]*projectFile{}}
	for _, f := range files {
		p.change[f.Path] = f
	}
	return p
}

// content is a file's text: the change's version, else the source's.
func (p *project) content(rel string) ([]byte, bool) {
	if f, ok := p.change[rel]; ok {
		return f.Content, f.Content != nil
	}
	if p.src == nil {
		return nil, false
	}
	data, err := p.src.ReadFile(rel)
	return data, err == nil
}

func (p *project) file(rel string) *projectFile {
	rel = path.Clean(rel)
	p.mu.Lock()
	pf, ok := p.trees[rel]
	if !ok {
		pf = &projectFile{}
		p.trees[rel] = pf
	}
	p.mu.Unlock()
	pf.once.Do(func() {
		data, ok := p.content(rel)
		lang := syntax.DetectFile(rel, data)
		if !ok || lang == "" || len(data) > MaxFileSize {
			return
		}
		pf.sum = hashOf(data)
		if t, err := p.parse(p.ctx, lang, data); err == nil {
			pf.tree = t
		}
	})
	return pf
}

func (p *project) files(lang syntax.Lang) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.filesLocked(lang)
}

// filesSum returns the hash of a language's file list.
func (p *project) filesSum(lang syntax.Lang) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	if sum, ok := p.listSum[lang]; ok {
		return sum
	}
	sum := hashOf([]byte(strings.Join(p.filesLocked(lang), "\n")))
	if p.listSum == nil {
		p.listSum = map[syntax.Lang]string{}
	}
	p.listSum[lang] = sum
	return sum
}

func (p *project) filesLocked(lang syntax.Lang) []string {
	if p.list == nil {
		p.list = map[syntax.Lang][]string{}
		var all []string
		if p.src != nil {
			all = p.src.Walk()
		}
		for rel := range p.change {
			all = append(all, rel)
		}
		slices.Sort(all)
		for _, rel := range slices.Compact(all) {
			if l := syntax.Detect(rel); l != "" {
				p.list[l] = append(p.list[l], rel)
			}
		}
	}
	return p.list[lang]
}

func hashOf(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}

// passProject is the project as one file's analysis sees it: it records
// what the analysis read, for the cache.
type passProject struct {
	p    *project
	self string
	mu   sync.Mutex
	deps map[string]string // path -> content hash ("" = absent)
}

var _ analysis.Project = (*passProject)(nil)

func (pp *passProject) Tree(rel string) (*syntax.Tree, bool) {
	rel = path.Clean(rel)
	if rel == pp.self {
		return nil, false
	}
	pf := pp.p.file(rel)
	pp.mu.Lock()
	pp.deps[rel] = pf.sum
	pp.mu.Unlock()
	return pf.tree, pf.tree != nil
}

func (pp *passProject) ReadFile(rel string) ([]byte, bool) {
	rel = path.Clean(rel)
	data, ok := pp.p.content(rel)
	if ok && len(data) > MaxFileSize {
		data, ok = nil, false
	}
	sum := ""
	if ok {
		sum = hashOf(data)
	}
	pp.mu.Lock()
	pp.deps[readDep+rel] = sum
	pp.mu.Unlock()
	return data, ok
}

func (pp *passProject) Files(lang syntax.Lang) []string {
	list, sum := pp.p.files(lang), pp.p.filesSum(lang)
	pp.mu.Lock()
	pp.deps[listDep+string(lang)] = sum
	pp.mu.Unlock()
	return list
}

// listDep marks a dependency on the list of a language's files, not on
// one file; readDep one on a file's bytes, read but not parsed.
const (
	listDep = "\x00files:"
	readDep = "\x00read:"
)

// fresh reports whether the files an earlier analysis read are unchanged.
func (p *project) fresh(deps map[string]string) bool {
	for rel, sum := range deps {
		if lang, ok := strings.CutPrefix(rel, listDep); ok {
			if p.filesSum(syntax.Lang(lang)) != sum {
				return false
			}
			continue
		}
		if f, ok := strings.CutPrefix(rel, readDep); ok {
			data, ok := p.content(f)
			if got := ""; ok && len(data) <= MaxFileSize {
				got = hashOf(data)
				if got != sum {
					return false
				}
			} else if sum != "" {
				return false
			}
			continue
		}
		if p.file(rel).sum != sum {
			return false
		}
	}
	return true
}
