package goanalysis

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"flag"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// factCache keeps, on disk, the facts the fact analyzers export on a
// dependency, as go vet keeps them in the build cache: the next review that
// needs the same dependency, unchanged, type-checks it (its importers need
// its types) but runs none of its analyzers. On a module with a few hundred
// dependencies those analyzers — staticcheck's IR of every dependency above
// all — are most of a review's time, and a one-file change would otherwise
// pay for all of them again.
//
// An entry is keyed by everything the facts are computed from: this build
// of teamreview (which fixes x/tools, staticcheck and gosec), the analyzers
// that run on dependencies and their flags, the package's identity, module
// and sizes, the content of its files as parsed (so an overlay counts), and
// the keys of its imports, hence of everything below it. It holds the facts
// an importer can inherit: those on the package and on its objects that
// exportedFrom admits, each object named by its objectpath, each fact
// gob-encoded (go/analysis requires facts to be, for unitchecker). A
// package whose facts cannot all be written so — an object objectpath
// cannot name, a fact gob refuses — or that did not type-check or whose
// analysis failed is not stored; anything unreadable is a miss.
type factCache struct {
	dir  string
	tool []byte // the part of every key that names the build and the analyzers
}

// factVersion is the entry format's version.
const factVersion = 1

// factEntry is the stored form of one package's facts.
type factEntry struct {
	Version   int
	Analyzers []factSet
}

type factSet struct {
	Analyzer string
	Facts    []storedFact
}

type storedFact struct {
	Type    int    // index into the analyzer's FactTypes
	Package bool   // a package fact; else an object fact
	Object  string // the object's objectpath in the package
	Data    []byte // the gob-encoded fact
}

// newFactCache returns the cache under dir for the analyzers that run on
// dependencies, or nil when dir is "" or this build cannot be identified.
func newFactCache(dir string, onDeps []*analysis.Analyzer) *factCache {
	if dir == "" {
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
	return &factCache{dir: filepath.Join(dir, "go-facts"), tool: h.Sum(nil)}
}

func (c *factCache) path(key string) string { return filepath.Join(c.dir, key[:2], key) }

// field writes a length-prefixed value, so values cannot run into each other.
func field(h hash.Hash, s string) {
	fmt.Fprintf(h, "%d:", len(s))
	io.WriteString(h, s)
}

// factKey is dp's key once it is type-checked, its imports' keys known;
// "" when it has none (a file that could not be read, an import without a
// key).
func (d *driver) factKey(dp *dpkg) string {
	p := dp.p
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
	d.mu.Lock()
	for _, name := range p.CompiledGoFiles {
		sum, ok := d.sums[name]
		if !ok {
			d.mu.Unlock()
			return ""
		}
		field(h, name)
		h.Write(sum[:])
	}
	d.mu.Unlock()
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

// restore finishes dp's actions from the cache, as if they had run: each
// fact analyzer's action gets the facts it would inherit from its imports
// and the package's own stored facts; the others (buildir, inspect…), whose
// results only those actions used, get nothing. It reports false, changing
// nothing, on a miss.
func (d *driver) restore(dp *dpkg) bool {
	if d.facts == nil || dp.key == "" || dp.p.Types == nil || dp.p.IllTyped || len(dp.p.Errors) > 0 || d.ctx.Err() != nil {
		return false // what would run fails, and must fail as it would have
	}
	data, err := os.ReadFile(d.facts.path(dp.key))
	if err != nil {
		return false
	}
	var ent factEntry
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&ent) != nil || ent.Version != factVersion {
		return false
	}
	byName := map[string][]storedFact{}
	for _, set := range ent.Analyzers {
		byName[set.Analyzer] = set.Facts
	}
	type own struct {
		objs map[objectFactKey]analysis.Fact
		pkgs map[packageFactKey]analysis.Fact
	}
	owns := map[*action]own{}
	for _, act := range dp.order {
		for _, dep := range act.deps {
			if dep.err != nil {
				return false // let it fail as it would have
			}
		}
		if len(act.a.FactTypes) == 0 {
			continue
		}
		stored, ok := byName[act.a.Name]
		if !ok {
			return false
		}
		o := own{objs: map[objectFactKey]analysis.Fact{}, pkgs: map[packageFactKey]analysis.Fact{}}
		for _, sf := range stored {
			if sf.Type < 0 || sf.Type >= len(act.a.FactTypes) {
				return false
			}
			fact, ok := reflect.New(reflect.TypeOf(act.a.FactTypes[sf.Type]).Elem()).Interface().(analysis.Fact)
			if !ok || gob.NewDecoder(bytes.NewReader(sf.Data)).Decode(fact) != nil {
				return false
			}
			if sf.Package {
				o.pkgs[packageFactKey{dp.p.Types, factType(fact)}] = fact
				continue
			}
			obj, err := objectpath.Object(dp.p.Types, objectpath.Path(sf.Object))
			if err != nil {
				return false
			}
			o.objs[objectFactKey{obj, factType(fact)}] = fact
		}
		owns[act] = o
	}
	for _, act := range dp.order {
		if o, ok := owns[act]; ok {
			act.objectFacts = o.objs
			act.packageFacts = o.pkgs
			for _, dep := range act.deps {
				if dep.pkg != dp {
					inheritFacts(act, dep)
				}
			}
		}
		act.finished = true
		close(act.done)
	}
	dp.ran = len(dp.order)
	return true
}

// save stores the facts of dp's actions, which have just run, unless the
// package or its analysis had a problem or a fact cannot be stored. The
// write itself is left to the background; analyzeDeps waits for it.
func (d *driver) save(dp *dpkg) {
	if d.facts == nil || dp.key == "" || dp.p.IllTyped || len(dp.p.Errors) > 0 || d.ctx.Err() != nil {
		return
	}
	ent := factEntry{Version: factVersion}
	var enc objectpath.Encoder
	for _, act := range dp.order {
		if act.err != nil {
			return
		}
		if len(act.a.FactTypes) == 0 {
			continue
		}
		set := factSet{Analyzer: act.a.Name, Facts: []storedFact{}}
		add := func(typ reflect.Type, fact analysis.Fact, sf storedFact) bool {
			sf.Type = slices.IndexFunc(act.a.FactTypes, func(ft analysis.Fact) bool { return reflect.TypeOf(ft) == typ })
			var buf bytes.Buffer
			if sf.Type < 0 || gob.NewEncoder(&buf).Encode(fact) != nil {
				return false
			}
			sf.Data = buf.Bytes()
			set.Facts = append(set.Facts, sf)
			return true
		}
		for key, fact := range act.objectFacts {
			if key.obj.Pkg() != dp.p.Types || !exportedFrom(key.obj, dp.p.Types) {
				continue // inherited, or invisible to importers
			}
			path, err := enc.For(key.obj)
			if err != nil || !add(key.typ, fact, storedFact{Object: string(path)}) {
				return // an importer might need this fact
			}
		}
		for key, fact := range act.packageFacts {
			if key.pkg == dp.p.Types && !add(key.typ, fact, storedFact{Package: true}) {
				return
			}
		}
		ent.Analyzers = append(ent.Analyzers, set)
	}
	var buf bytes.Buffer
	if gob.NewEncoder(&buf).Encode(ent) != nil {
		return
	}
	path := d.facts.path(dp.key)
	d.writes.Go(func() {
		// A failure to store costs only the next review's time.
		_ = atomicfile.Write(path, buf.Bytes(), 0o600)
	})
}
