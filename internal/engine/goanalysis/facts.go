package goanalysis

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"go/types"
	"hash"
	"io"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// factCache keeps, on disk, the facts the fact analyzers export on a
// dependency and its type information as export data, as go vet keeps vet
// results and compiled export data in the build cache: the next review
// that needs the same dependency, unchanged, reads its types from the
// export data (its importers need them) and neither parses nor
// type-checks it nor runs any of its analyzers. On a module with a few
// hundred dependencies those analyzers — staticcheck's IR of every
// dependency above all — and then type-checking are most of a review's
// time, and a one-file change would otherwise pay for all of them again.
//
// An entry is keyed by everything the facts are computed from: this build
// of teamreview (which fixes x/tools, staticcheck and gosec), the analyzers
// that run on dependencies and their flags, the package's identity, module
// and sizes, the content of its files as parsed (so an overlay counts; for a module
// version in the module cache, their names: see pinned), and
// the keys of its imports, hence of everything below it. It holds the facts
// an importer can inherit: those on the package and on its objects that
// exportedFrom admits, each object named by its objectpath, the facts
// gob-encoded (go/analysis requires facts to be, for unitchecker); a fact
// on an object objectpath cannot name, which no importer can refer to, is
// left out, as unitchecker leaves it out. A package that does not
// type-check is stored with its errors and the errors of the actions that
// did not run on it, and read back as it was (factEntry); a package with a
// fact gob refuses, or whose analysis failed for another reason, is not
// stored; anything unreadable is a miss.
//
// The export data is gcexportdata's, which holds the package's exported
// declarations and everything they reach. A fact on an object it does not
// hold is dropped when the entry is read, as unitchecker and gopls drop
// it: no importer can refer to that object.
type factCache struct {
	dir string
	// std holds the standard library's entries; "" means dir does. Only
	// tests set it apart: the package's tests share one primed copy of the
	// standard library's facts and types however they set dir.
	std  string
	tool []byte // the part of every key that names the build and the analyzers
}

// factVersion is the entry format's version.
const factVersion = 4

// factEntry is the stored form of one package's facts and types.
type factEntry struct {
	Version   int
	Export    []byte // gcexportdata.Write's
	Analyzers []factSet
	Facts     []byte // every fact of Analyzers in their order, one gob stream

	// A package with errors (an import that cannot be resolved, a type
	// error) is stored too, with what its analysis needs to go on as it
	// would have: its errors, and the actions that failed on it (those
	// that do not run despite errors) with their errors. Its key covers
	// its files and its imports' keys, so fixing the error, or the module
	// that was missing arriving in the module cache, is another key.
	IllTyped bool
	Errors   []packages.Error
	Failed   map[string]string // analyzer -> its action's error
}

type factSet struct {
	Analyzer string
	Facts    []storedFact
}

type storedFact struct {
	Type    int    // index into the analyzer's FactTypes
	Package bool   // a package fact; else an object fact
	Object  string // the object's objectpath in the package
}

// newFactCache returns the cache under dir (and std, for the standard
// library, when not "") for the analyzers that run on dependencies, or nil
// when both are "" or this build cannot be identified.
func newFactCache(dir, std string, onDeps []*analysis.Analyzer) *factCache {
	if dir == "" && std == "" {
		return nil
	}
	self, err := cache.SelfHash()
	if err != nil {
		return nil
	}
	h := sha256.New()
	field(h, "teamreview go facts")
	field(h, fmt.Sprint(factVersion))
	field(h, self)
	for _, a := range onDeps {
		field(h, a.Name)
		a.Flags.VisitAll(func(f *flag.Flag) { field(h, f.Name+"="+f.Value.String()) })
		for _, ft := range a.FactTypes {
			field(h, reflect.TypeOf(ft).String())
		}
	}
	c := &factCache{tool: h.Sum(nil)}
	if dir != "" {
		c.dir = filepath.Join(dir, "go-facts")
	}
	if std != "" && std != dir {
		c.std = filepath.Join(std, "go-facts")
	}
	return c
}

// path is where p's entry of key is; "" when p is not cached.
func (c *factCache) path(p *packages.Package, key string) string {
	dir := c.dir
	if c.std != "" && isStd(p) {
		dir = c.std
	}
	if dir == "" {
		return ""
	}
	return filepath.Join(dir, key[:2], key)
}

// isStd reports whether p is a standard library package: no module, and
// no dot in its path's first element.
func isStd(p *packages.Package) bool {
	first, _, _ := strings.Cut(p.PkgPath, "/")
	return p.Module == nil && !strings.Contains(first, ".") && p.PkgPath != "command-line-arguments"
}

// field writes a length-prefixed value, so values cannot run into each other.
func field(h hash.Hash, s string) {
	fmt.Fprintf(h, "%d:", len(s))
	io.WriteString(h, s)
}

// factKey is dp's key once its imports' keys are known; "" when it has
// none (a file that could not be read, an import without a key).
func (d *driver) factKey(dp *dpkg) string {
	p := dp.p
	dp.keySums = dp.keySums[:0]
	h := sha256.New()
	h.Write(d.facts.tool)
	field(h, p.ID)
	field(h, p.PkgPath)
	field(h, p.Name)
	if m := p.Module; m != nil {
		field(h, fmt.Sprintf("module %s@%s go%s main=%t", m.Path, m.Version, m.GoVersion, m.Main))
		if r := m.Replace; r != nil {
			field(h, fmt.Sprintf("replace %s@%s %s", r.Path, r.Version, r.Dir))
		}
	}
	field(h, fmt.Sprintf("%#v", p.TypesSizes))
	// The go command's own errors: a package of a module missing from
	// go.sum and one missing from the module cache have the same files
	// (none) and imports, but not the same errors, which the entry keeps
	// and the review reports. Type errors follow from what is hashed here.
	for _, e := range p.Errors {
		if e.Kind != packages.TypeError {
			field(h, fmt.Sprintf("error %d %s %s", e.Kind, e.Pos, e.Msg))
		}
	}
	pinned := pinned(p)
	if release, ok := stdRelease(p); ok {
		field(h, "go release "+release)
		pinned = true
	}
	for _, name := range p.CompiledGoFiles {
		if pinned {
			field(h, name)
			continue
		}
		d.mu.Lock()
		sum, ok := d.sums[name]
		d.mu.Unlock()
		if !ok {
			if _, err := d.read(name); err != nil {
				return ""
			}
			d.mu.Lock()
			sum = d.sums[name]
			d.mu.Unlock()
		}
		field(h, name)
		h.Write(sum[:])
		dp.keySums = append(dp.keySums, sum)
	}
	field(h, strings.Join(p.OtherFiles, "\n"))
	for _, imp := range dp.imports {
		if imp.key == "" {
			return ""
		}
		field(h, imp.p.ID)
		field(h, imp.key)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// pinned reports whether the content of p's files is fixed by their
// names: they belong to a module version in the module cache, which the go
// command verified against go.sum when it extracted it and keeps
// read-only. (The result cache, GoKey, trusts go.sum the same way.)
// Reading and hashing them would be most of the cost of a key.
func pinned(p *packages.Package) bool {
	m := p.Module
	if m == nil || m.Main {
		return false
	}
	if m.Replace != nil {
		m = m.Replace // a replacement by another version is pinned too; by a directory, not
	}
	if m.Version == "" || m.Dir == "" || !strings.HasSuffix(m.Dir, "@"+m.Version) {
		return false
	}
	for _, name := range p.CompiledGoFiles {
		if !strings.HasPrefix(name, m.Dir+string(filepath.Separator)) {
			return false // generated by cgo, in the build cache
		}
	}
	return true
}

// stdReleases memoizes stdRelease's reading of GOROOT/VERSION, by GOROOT.
var stdReleases sync.Map // string -> string ("" when it has none)

// stdRelease reports, for a standard library package whose files are all
// in its GOROOT's src, the Go release that GOROOT/VERSION names: the
// files' content is fixed by it and their names, as the result cache
// (cache.GoKey) takes it to be, and the facts key need not read them (a
// one-line edit of a leaf that imports 200 packages of the standard
// library read and hashed 2,000 files, 15% of its CPU). A GOROOT without
// a VERSION file (a toolchain built from a checkout) is not taken on
// trust, nor a file cgo generated into the build cache.
func stdRelease(p *packages.Package) (string, bool) {
	if !isStd(p) || len(p.CompiledGoFiles) == 0 {
		return "", false
	}
	sep := string(filepath.Separator)
	dir := sep + "src" + sep + filepath.FromSlash(p.PkgPath) + sep
	first := p.CompiledGoFiles[0]
	i := strings.LastIndex(first, dir)
	if i <= 0 {
		return "", false
	}
	goroot := first[:i]
	for _, name := range p.CompiledGoFiles {
		if !strings.HasPrefix(name, goroot+dir) || strings.Contains(name[len(goroot+dir):], sep) {
			return "", false
		}
	}
	v, ok := stdReleases.Load(goroot)
	if !ok {
		release := ""
		if data, err := os.ReadFile(filepath.Join(goroot, "VERSION")); err == nil {
			release, _, _ = strings.Cut(string(data), "\n")
			release = strings.TrimSpace(release)
		}
		v, _ = stdReleases.LoadOrStore(goroot, release)
	}
	return v.(string), v.(string) != ""
}

// restore takes dp, which is not type-checked yet, from the cache, as if
// it had been type-checked and its actions had run: its types come from
// the export data; each fact analyzer's action gets the package's own
// stored facts (an action above inherits them: action.inherit);
// the others (buildir, inspect…), whose results only those actions used,
// get nothing. It reports false, changing nothing dp's type-check needs,
// on a miss.
func (d *driver) restore(dp *dpkg) bool {
	stored := dp.stored // read by restoreBelow; held no longer than this
	dp.stored = nil
	if d.facts == nil || dp.key == "" || d.ctx.Err() != nil {
		return false
	}
	for _, imp := range dp.imports {
		if imp.p.Types == nil {
			return false // dp's type-check fails, and must fail as it would have
		}
	}
	path := d.facts.path(dp.p, dp.key)
	if path == "" {
		return false
	}
	var ent factEntry
	if stored != nil && dp.storedKey == dp.key {
		ent = *stored
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			return false
		}
		if gob.NewDecoder(bytes.NewReader(data)).Decode(&ent) != nil || ent.Version != factVersion || len(ent.Export) == 0 {
			return false
		}
	}
	// Reads of export data run at once: each is given its own map of the
	// packages it may refer to (importsOf), all complete — type-checked,
	// or read from their own export data, which holds every object of
	// their scope — so the importer finds each object it refers to there
	// and adds none; it creates and changes only the package it reads.
	tpkg, err := gcexportdata.Read(bytes.NewReader(ent.Export), d.fset, importsOf(dp), dp.p.PkgPath)
	// Until dp is done, nothing reads tpkg but this: only dp's importers
	// can refer to it.
	if err != nil || d.decodeFacts(dp, tpkg, ent) != nil {
		return false
	}
	cache.Used(path)
	return true
}

// importsOf maps the import path of each package dp imports, directly or
// not, to its types: the packages dp's export data may refer to, which
// must resolve to the very objects its importers see, whether those came
// from source or from export data too. Paths are unique in one package's
// build (not across a load, which may have both p and "p [p.test]"), and
// dp's own is not among them, so a read always makes a new package.
func importsOf(dp *dpkg) map[string]*types.Package {
	out := map[string]*types.Package{}
	var visit func(*dpkg)
	visit = func(p *dpkg) {
		for _, imp := range p.imports {
			if _, ok := out[imp.p.PkgPath]; !ok {
				out[imp.p.PkgPath] = imp.p.Types
				visit(imp)
			}
		}
	}
	visit(dp)
	// A stand-in for a package restoreBelow read nothing of is left out:
	// export data that referred to it would otherwise add to it (see
	// compact). Nor can there be a nil.
	maps.DeleteFunc(out, func(path string, p *types.Package) bool { return p == nil })
	for _, q := range dp.below() {
		if q.standIn {
			delete(out, q.p.PkgPath)
		}
	}
	return out
}

// ownFacts is what one action exported on its own package.
type ownFacts struct {
	objs map[objectFactKey]analysis.Fact
	pkgs map[packageFactKey]analysis.Fact
}

// decodeOwn decodes the facts in ent onto tpkg, dp's types read from
// ent's export data, for each of dp's fact actions that byName lists.
func decodeOwn(byName map[string]*action, tpkg *types.Package, ent factEntry) (map[*action]ownFacts, error) {
	owns := map[*action]ownFacts{}
	// The facts are in the stream in the order of the sets.
	dec := gob.NewDecoder(bytes.NewReader(ent.Facts))
	for _, set := range ent.Analyzers {
		act := byName[set.Analyzer]
		if act == nil {
			return nil, fmt.Errorf("facts of %s, which does not run", set.Analyzer)
		}
		o := ownFacts{objs: map[objectFactKey]analysis.Fact{}, pkgs: map[packageFactKey]analysis.Fact{}}
		for _, sf := range set.Facts {
			if sf.Type < 0 || sf.Type >= len(act.a.FactTypes) {
				return nil, fmt.Errorf("%s: no fact type %d", act.a.Name, sf.Type)
			}
			fact, ok := reflect.New(reflect.TypeOf(act.a.FactTypes[sf.Type]).Elem()).Interface().(analysis.Fact)
			if !ok {
				return nil, fmt.Errorf("%s: fact type %d is not a pointer", act.a.Name, sf.Type)
			}
			if err := dec.Decode(fact); err != nil {
				return nil, err
			}
			if sf.Package {
				o.pkgs[packageFactKey{tpkg, factType(fact)}] = fact
				continue
			}
			obj, err := objectpath.Object(tpkg, objectpath.Path(sf.Object))
			if err != nil {
				continue // not in the export data: no importer can refer to it
			}
			o.objs[objectFactKey{obj, factType(fact)}] = fact
		}
		owns[act] = o
	}
	if len(owns) != len(byName) {
		return nil, fmt.Errorf("facts of %d analyzers, want %d", len(owns), len(byName))
	}
	return owns, nil
}

// setImports leaves tpkg's imports as the type-checker leaves them: the
// export data's list of imports is every package it refers to, the
// type-checker's those in the source.
func setImports(dp *dpkg, tpkg *types.Package) {
	imports := make([]*types.Package, 0, len(dp.imports))
	for _, imp := range dp.imports {
		imports = append(imports, imp.p.Types)
	}
	tpkg.SetImports(imports)
}

// decodeFacts finishes dp's actions with the facts in ent, on tpkg, dp's
// types read from ent's export data; on an error it changes nothing.
func (d *driver) decodeFacts(dp *dpkg, tpkg *types.Package, ent factEntry) error {
	byName := map[string]*action{}
	for _, act := range dp.order {
		if _, failed := ent.Failed[act.a.Name]; failed {
			continue // it failed then, and fails again below
		}
		for _, dep := range act.deps {
			if dep.err != nil {
				return dep.err // let it fail as it would have
			}
		}
		if len(act.a.FactTypes) > 0 {
			byName[act.a.Name] = act
		}
	}
	owns, err := decodeOwn(byName, tpkg, ent)
	if err != nil {
		return err
	}
	setImports(dp, tpkg)
	ill := ent.IllTyped
	for _, imp := range dp.imports {
		ill = ill || imp.p.IllTyped
	}
	dp.p.Fset, dp.p.Types, dp.p.IllTyped = d.fset, tpkg, ill
	if ent.IllTyped {
		dp.p.Errors = slices.Clone(ent.Errors)
	}
	for _, act := range dp.order {
		if msg, failed := ent.Failed[act.a.Name]; failed {
			act.err = errors.New(msg)
		} else if o, ok := owns[act]; ok {
			act.objectFacts = o.objs
			act.packageFacts = o.pkgs
		}
		act.finished = true
		act.done.Done()
	}
	dp.ran = len(dp.order)
	return nil
}

// compact gives dp, whose actions have run and whose importers are not
// type-checked yet, the types and facts an importer would get from the
// facts cache: its types read back from ent's export data, which holds
// what importers can see, and its actions' own facts re-keyed onto them.
// The type-checker's package keeps the scope of every function body, and
// a dependency's is needed until the review ends (its importers' types
// refer to it): for a module's few hundred dependencies that is most of a
// cold review's memory. It changes nothing on an error, and nothing for a
// package with errors, as the cache stores such a package as it was.
func (d *driver) compact(dp *dpkg, ent factEntry) {
	if dp.p.IllTyped || len(ent.Failed) > 0 || d.ctx.Err() != nil {
		return
	}
	byName := map[string]*action{}
	for _, act := range dp.order {
		if act.err != nil {
			return
		}
		if len(act.a.FactTypes) > 0 {
			byName[act.a.Name] = act
		}
	}
	imports := importsOf(dp)
	n := len(imports)
	tpkg, err := gcexportdata.Read(bytes.NewReader(ent.Export), d.fset, imports, dp.p.PkgPath) // see restore
	if err != nil || len(imports) > n+1 {
		// A package of its own: dp's export data refers to one that
		// restoreBelow left out, which cannot be (see there); its
		// importers would see two of that package.
		return
	}
	owns, err := decodeOwn(byName, tpkg, ent)
	if err != nil {
		return
	}
	setImports(dp, tpkg)
	dp.p.Types = tpkg
	for act, o := range owns {
		act.objectFacts, act.packageFacts = o.objs, o.pkgs
	}
}

// save stores the facts of dp's actions, which have just run, unless the
// package or its analysis had a problem or a fact cannot be stored. The
// write itself is left to the background; analyzeDeps waits for it. It
// returns the entry (ok=false when there is none), which compact uses.
func (d *driver) save(dp *dpkg) (ent factEntry, ok bool) {
	if d.ctx.Err() != nil || dp.p.Types == types.Unsafe { // predeclared, as it were: never read
		return ent, false
	}
	if ent, ok = d.entry(dp); !ok || d.facts == nil || dp.key == "" {
		return ent, ok
	}
	if _, std := stdRelease(dp.p); !pinned(dp.p) && !std {
		// The files as parsed must be the files as keyed: one edited in
		// between would store its facts under the other content's key.
		d.mu.Lock()
		for i, name := range dp.p.CompiledGoFiles {
			if i >= len(dp.keySums) || d.sums[name] != dp.keySums[i] {
				d.mu.Unlock()
				return ent, ok
			}
		}
		d.mu.Unlock()
	}
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(ent) != nil {
		return ent, ok
	}
	path := d.facts.path(dp.p, dp.key)
	if path == "" {
		return ent, ok
	}
	d.writes.Go(func() {
		// A failure to store costs only the next review's time.
		_ = atomicfile.WriteCache(path, buf.Bytes(), 0o600)
	})
	return ent, ok
}

// entry is what the facts cache stores of dp, whose actions have run: its
// export data and the facts an importer can inherit; ok=false when a fact
// cannot be stored or an action failed for a reason of its own.
func (d *driver) entry(dp *dpkg) (factEntry, bool) {
	ent := factEntry{Version: factVersion}
	if dp.p.IllTyped {
		ent.IllTyped, ent.Errors, ent.Failed = true, dp.p.Errors, map[string]string{}
	}
	var export bytes.Buffer
	if !writeExport(&export, d.fset, dp.p.Types) {
		return ent, false
	}
	ent.Export = export.Bytes()
	var enc objectpath.Encoder
	var facts bytes.Buffer
	factEnc := gob.NewEncoder(&facts)
	for _, act := range dp.order {
		if act.err != nil {
			if !dp.p.IllTyped || !expected(act.err) {
				return ent, false
			}
			ent.Failed[act.a.Name] = act.err.Error()
			continue
		}
		if len(act.a.FactTypes) == 0 {
			continue
		}
		set := factSet{Analyzer: act.a.Name, Facts: []storedFact{}}
		add := func(typ reflect.Type, fact analysis.Fact, sf storedFact) bool {
			sf.Type = slices.IndexFunc(act.a.FactTypes, func(ft analysis.Fact) bool { return reflect.TypeOf(ft) == typ })
			if sf.Type < 0 || factEnc.Encode(fact) != nil {
				return false
			}
			set.Facts = append(set.Facts, sf)
			return true
		}
		for key, fact := range act.objectFacts {
			if key.obj.Pkg() != dp.p.Types || !exportedFrom(key.obj, dp.p.Types) {
				continue // inherited, or invisible to importers
			}
			path, err := enc.For(key.obj)
			if err != nil {
				// Not reachable from the package's scope (a local
				// variable the printf check found to be a wrapper): no
				// importer can refer to it. unitchecker drops these too.
				continue
			}
			if !add(key.typ, fact, storedFact{Object: string(path)}) {
				return ent, false // an importer might need this fact
			}
		}
		for key, fact := range act.packageFacts {
			if key.pkg == dp.p.Types && !add(key.typ, fact, storedFact{Package: true}) {
				return ent, false
			}
		}
		ent.Analyzers = append(ent.Analyzers, set)
	}
	ent.Facts = facts.Bytes()
	return ent, true
}

// writeExport writes pkg's export data; false if it cannot, which a
// package with type errors may make the writer panic over.
func writeExport(w io.Writer, fset *token.FileSet, pkg *types.Package) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return gcexportdata.Write(w, fset, pkg) == nil
}
