package goanalysis

import (
	"bytes"
	"encoding/gob"
	"errors"
	"go/types"
	"os"
	"slices"

	"golang.org/x/tools/go/gcexportdata"

	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/par"
)

// restoreBelow takes every package below the candidates from the facts
// cache at once, reading the types of only those that a package above
// imports, as go vet does: each one's export data is deep (it declares
// every object of the packages below that its own declarations reach), and
// all are read into one map of packages, so the packages below them exist
// only in part, with just the objects that something above can refer to,
// or, when nothing refers to them, as an empty stand-in of their path and
// name; each lists its direct imports, as restore leaves a package.
// A one-line edit of a command that imports 600 packages then reads a few
// dozen packages' export data instead of 600 (restore reads each whole,
// which was most of the edit's time). The facts of each package are then
// decoded onto the objects that exist; a fact on an object that does not
// is dropped: no analyzer above can refer to it (unitchecker drops them
// alike).
//
// It is all or nothing, and reports false having changed nothing but the
// packages' keys and the entries it read (kept for restore): a package
// below with no entry (an edited dependency, an empty cache), one whose
// restore would refuse it (an import's action failed), two packages below
// of the same import path (a test variant among the dependencies, which one
// map of packages cannot hold), or an entry that does not decode.
//
// The map is complete before anything above is type-checked, and nothing
// adds to it afterwards: a package above is type-checked against its
// imports, which are read whole, and everything that they, and so it, can
// reach is in their export data; the export data it has itself once
// analyzed (compact) therefore refers only to objects that exist. So the
// packages in the map, partial ones included, are only read from, by any
// number of type-checks and analyses at once.
func (d *driver) restoreBelow() bool {
	if d.facts == nil || d.ctx.Err() != nil {
		return false
	}
	below := d.belowPackages()
	if len(below) == 0 || !d.keyBelow(below) {
		return false
	}
	ents, ok := d.readBelow(below)
	if !ok {
		return false
	}
	failed, ok := failedBelow(below, ents)
	if !ok {
		return false
	}
	universe, ok := d.typesBelow(below, ents)
	if !ok {
		return false
	}
	tpkgs := standIns(below, universe)
	if d.ctx.Err() != nil {
		return false
	}
	owns, ok := factsBelow(below, ents, tpkgs, failed)
	if !ok {
		return false
	}
	d.finishBelow(below, ents, tpkgs, universe, failed, owns)
	return true
}

// belowPackages are the packages below the candidates; nil when two have
// one import path.
func (d *driver) belowPackages() []*dpkg {
	var below []*dpkg
	paths := map[string]bool{}
	for _, dp := range d.all {
		if dp.above {
			continue
		}
		if paths[dp.p.PkgPath] {
			return nil
		}
		paths[dp.p.PkgPath] = true
		below = append(below, dp)
	}
	return below
}

// keyBelow computes the packages' keys; false when one has none.
func (d *driver) keyBelow(below []*dpkg) bool {
	// Keys: the files not pinned by their names are read and hashed on
	// every core, then each key is a hash of hashes, imports first.
	var files []string
	for _, dp := range below {
		if _, std := stdRelease(dp.p); !pinned(dp.p) && !std {
			files = append(files, dp.p.CompiledGoFiles...)
		}
	}
	par.Each(len(files), func(i int) bool {
		_, _ = d.read(files[i]) // an unreadable file leaves its package without a key
		return true
	})
	for _, dp := range below {
		if dp.key = d.factKey(dp); dp.key == "" {
			return false
		}
	}
	return true
}

// readBelow reads and decodes the packages' entries.
func (d *driver) readBelow(below []*dpkg) ([]*factEntry, bool) {
	// Entries, read and decoded on every core; unsafe has none and is
	// "type-checked" at once.
	ents := make([]*factEntry, len(below))
	if !par.Each(len(below), func(i int) bool {
		dp := below[i]
		if dp.p.PkgPath == "unsafe" {
			return true
		}
		path := d.facts.path(dp.p, dp.key)
		if path == "" {
			return false
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return false
		}
		ent := new(factEntry)
		if gob.NewDecoder(bytes.NewReader(data)).Decode(ent) != nil || ent.Version != factVersion || len(ent.Export) == 0 {
			return false
		}
		ents[i] = ent
		dp.stored, dp.storedKey = ent, dp.key
		return true
	}) {
		return nil, false
	}
	for i, dp := range below {
		if dp.p.PkgPath == "unsafe" {
			d.typecheck(dp)
			d.analyze(dp)
			ents[i] = nil
		}
	}
	return ents, true
}

func failedBelow(below []*dpkg, ents []*factEntry) (map[*action]string, bool) {
	// What restore would refuse: an action whose prerequisite failed (it
	// fails again, and must fail as it would have, from source). The
	// actions that failed when the entry was stored are failed now.
	failed := map[*action]string{}
	for i, dp := range below {
		ent := ents[i]
		for _, act := range dp.order {
			if ent == nil {
				if act.err != nil { // unsafe's, just run
					failed[act] = act.err.Error()
				}
				continue
			}
			if msg, ok := ent.Failed[act.a.Name]; ok {
				failed[act] = msg
				continue
			}
			for _, dep := range act.deps {
				if _, ok := failed[dep]; ok {
					return nil, false
				}
			}
		}
	}
	return failed, true
}

func (d *driver) typesBelow(below []*dpkg, ents []*factEntry) (map[string]*types.Package, bool) {
	// The types: those of every package below that one above imports,
	// one after the other (they share the map), imports first.
	needed := map[*dpkg]bool{}
	for _, dp := range d.all {
		if dp.above {
			for _, imp := range dp.imports {
				needed[imp] = true
			}
		}
	}
	universe := map[string]*types.Package{"unsafe": types.Unsafe}
	for i, dp := range below {
		if ents[i] == nil || !needed[dp] {
			continue
		}
		tpkg, err := gcexportdata.Read(bytes.NewReader(ents[i].Export), d.fset, universe, dp.p.PkgPath)
		if err != nil || universe[dp.p.PkgPath] != tpkg {
			return nil, false
		}
	}
	return universe, true
}

func standIns(below []*dpkg, universe map[string]*types.Package) []*types.Package {
	// A package nothing read refers to is an empty one of its path and
	// name, a stand-in, and every package lists its direct imports, as the
	// type-checker and restore leave them: go/types follows those lists to
	// tell two packages of one name apart in its messages, and buildssa to
	// create every package the code above can reach.
	tpkgs := make([]*types.Package, len(below))
	for i, dp := range below {
		if tpkgs[i] = universe[dp.p.PkgPath]; tpkgs[i] == nil {
			tpkgs[i] = types.NewPackage(dp.p.PkgPath, dp.p.Name)
		}
	}
	return tpkgs
}

func factsBelow(below []*dpkg, ents []*factEntry, tpkgs []*types.Package, failed map[*action]string) ([]map[*action]ownFacts, bool) {
	// The facts, on the objects that exist, on every core.
	owns := make([]map[*action]ownFacts, len(below))
	if !par.Each(len(below), func(i int) bool {
		dp, ent, tpkg := below[i], ents[i], tpkgs[i]
		if ent == nil {
			return true
		}
		byName := map[string]*action{}
		for _, act := range dp.order {
			if _, bad := failed[act]; !bad && len(act.a.FactTypes) > 0 {
				byName[act.a.Name] = act
			}
		}
		var err error
		owns[i], err = decodeOwn(byName, tpkg, *ent)
		return err == nil
	}) {
		return nil, false
	}
	return owns, true
}

func (d *driver) finishBelow(below []*dpkg, ents []*factEntry, tpkgs []*types.Package, universe map[string]*types.Package,
	failed map[*action]string, owns []map[*action]ownFacts) {
	// Nothing can fail any more: each package is done as restore leaves it.
	for i, dp := range below {
		ent := ents[i]
		dp.stored = nil
		if ent == nil { // unsafe, analyzed above
			close(dp.done)
			close(dp.analyzed)
			continue
		}
		ill := ent.IllTyped
		for _, imp := range dp.imports {
			ill = ill || imp.p.IllTyped
		}
		dp.p.Fset, dp.p.Types, dp.p.IllTyped = d.fset, tpkgs[i], ill
		dp.standIn = universe[dp.p.PkgPath] == nil
		if dp.p.Types != types.Unsafe {
			setImports(dp, dp.p.Types)
		}
		if ent.IllTyped {
			dp.p.Errors = slices.Clone(ent.Errors)
		}
		for _, act := range dp.order {
			if msg, bad := failed[act]; bad {
				act.err = errors.New(msg)
			} else if o, ok := owns[i][act]; ok {
				act.objectFacts, act.packageFacts = o.objs, o.pkgs
			}
			act.finished = true
			act.done.Done()
		}
		dp.ran = len(dp.order)
		d.parsed(dp)
		close(dp.done)
		close(dp.analyzed)
	}
	par.Each(len(below), func(i int) bool {
		if ents[i] != nil {
			cache.Used(d.facts.path(below[i].p, below[i].key))
		}
		return true
	})
}

// testRestoredBelow, when a test sets it, is told what restoreBelow did.
var testRestoredBelow func(d *driver, restored bool)
