package goanalysis

import (
	"cmp"
	"context"
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"net/url"
	"os"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// driver applies analyzers to packages the way go/analysis/checker does —
// the same action graph of (analyzer, package) pairs, the same facts, the
// same results, errors and diagnostics — but it keeps memory to what the
// packages being analyzed right now need. checker.Analyze wants every
// package parsed and type-checked up front (packages.LoadAllSyntax) and
// keeps every action's result, staticcheck's IR of every dependency
// included, until the run ends; on a module with a few hundred
// dependencies that is gigabytes. The driver instead
//
//   - parses and type-checks each package itself (typecheck.go), in
//     dependency order, once its imports are done;
//   - runs on a dependency only the analyzers that produce facts, and
//     those they require, as checker does;
//   - drops a package's syntax, type information and analyzer results as
//     soon as its own actions have run, keeping for its importers its
//     types.Package — as read back from its export data (compact in
//     facts.go), which leaves out the scopes of its function bodies — and
//     the facts its actions exported; an action inherits the facts below
//     it only while it runs (action.inherit);
//   - bounds the packages in flight, hence the syntax alive at once, by
//     GOMAXPROCS, as golangci-lint's driver does, and of them to one
//     with bigSource bytes of Go or more (inflight.go);
//   - takes a dependency's facts and types from the facts cache (facts.go)
//     when an earlier review stored them for the same content, and then
//     neither parses nor type-checks it nor runs any of its analyzers, as
//     go vet reads compiled export data and vet results from the build
//     cache; when the cache holds every dependency, it reads the types of
//     only those the packages under review import, and of the others only
//     what those refer to (restoreBelow, lazy.go).
//
// It runs in two phases, because which package a file is analyzed in (a
// package or its test variant, run.roots) depends on whether they
// type-check. analyzeDeps type-checks every package the review can need
// and analyzes those below the candidates (the loaded packages that
// contain files under review); analyzeRoots, once the roots are chosen,
// analyzes the rest that the roots need. A candidate that is not chosen is
// thus never analyzed.
type driver struct {
	ctx  context.Context
	fset *token.FileSet
	// probeFset holds the first phase's syntax of the packages above
	// (analyzeDeps): it is parsed again into fset for their analysis,
	// and some analyzers (gosec) find a file by name in the file set,
	// taking the first, which must be the one they analyze.
	probeFset *token.FileSet
	overlay   func(name string) ([]byte, bool)

	pkgs map[*packages.Package]*dpkg
	all  []*dpkg // dependencies before their importers

	// onDeps is what runs on a dependency: the analyzers with facts, and
	// those they require.
	onDeps []*analysis.Analyzer

	inFlight *inFlight     // packages whose syntax is alive
	cpu      chan struct{} // type-checks and actions running

	// shared holds the syntax of files that belong to several packages (a
	// package and its test variants), parsed once as go/packages does:
	// some analyzers map a file name back to a position, and the file
	// must then be the one in the package they analyze. An entry goes
	// when the last of its packages is type-checked.
	mu     sync.Mutex
	shared map[string]*sharedFile
	sums   map[string][sha256.Size]byte // of every file parsed, for facts' keys

	// fakeC holds the IDs of the packages to type-check with a fake
	// package C (cgo.go).
	fakeC map[string]bool

	facts  *factCache // nil: no cache
	writes sync.WaitGroup
}

type sharedFile struct {
	once sync.Once
	f    *ast.File
	err  error
	left int // packages yet to be type-checked with it
}

// dpkg is a package in the driver's care.
type dpkg struct {
	p          *packages.Package
	imports    []*dpkg             // sorted by import path, as checker orders facts
	imported   bool                // another package of the load imports it
	candidate  bool                // it contains files under review
	fallbackOf *dpkg               // the package of this test variant, which roots prefers
	key        string              // its facts' key in the cache; "" for none
	keySums    [][sha256.Size]byte // of its files, as the key took them
	stored     *factEntry          // its entry, read by restoreBelow, for restore
	storedKey  string              // stored's key
	standIn    bool                // restoreBelow read nothing of it: its Types is an empty stand-in
	above      bool                // a candidate, or it imports one: analyzed in the second phase
	probe      bool                // above, and roots' choice needs its errors (or an importer's do)
	loadErrs   int                 // len(p.Errors) before the driver type-checked p: the go command's own
	root       bool                // every analyzer runs on it and its diagnostics count

	acts  map[*analysis.Analyzer]*action
	order []*action // acts in creation order
	ran   int       // order[:ran] have been started

	belowOnce sync.Once
	belowPkgs []*dpkg // see below

	done     chan struct{} // type-checked, and analyzed if below the candidates
	analyzed chan struct{} // its actions have run
}

// below returns the packages dp imports, directly or not, each once.
func (dp *dpkg) below() []*dpkg {
	dp.belowOnce.Do(func() {
		seen := map[*dpkg]bool{}
		var visit func(p *dpkg)
		visit = func(p *dpkg) {
			for _, imp := range p.imports {
				if !seen[imp] {
					seen[imp] = true
					dp.belowPkgs = append(dp.belowPkgs, imp)
					visit(imp)
				}
			}
		}
		visit(dp)
	})
	return dp.belowPkgs
}

// action is one analyzer applied to one package: checker.Action.
type action struct {
	a      *analysis.Analyzer
	pkg    *dpkg
	deps   []*action // the analyzers it requires on pkg, then itself on pkg's imports
	isRoot bool

	result any
	err    error
	diags  []analysis.Diagnostic

	// objectFacts and packageFacts are the facts the action exported on
	// its own package's objects and on the package (or, restored from the
	// facts cache, read back for them); inheritedObjects and
	// inheritedPackages those of the packages below that it sees, only
	// while it runs (inherit).
	objectFacts       map[objectFactKey]analysis.Fact
	packageFacts      map[packageFactKey]analysis.Fact
	inheritedObjects  map[objectFactKey]analysis.Fact
	inheritedPackages map[packageFactKey]analysis.Fact

	users    atomic.Int32 // actions on pkg that require this one and have not run
	finished bool         // Run returned: no more facts may be exported
	// done is one until the action has run, or was restored (facts.go).
	// A WaitGroup, not a channel: a review makes an action for every
	// analyzer on every package, and a channel is six times the size.
	done sync.WaitGroup
}

type objectFactKey struct {
	obj types.Object
	typ reflect.Type
}

type packageFactKey struct {
	pkg *types.Package
	typ reflect.Type
}

func (act *action) String() string { return fmt.Sprintf("%s@%s", act.a, act.pkg.p) }

func newDriver(ctx context.Context, fset *token.FileSet, overlay func(string) ([]byte, bool), analyzers []*analysis.Analyzer) *driver {
	n := runtime.GOMAXPROCS(0)
	d := &driver{
		ctx: ctx, fset: fset, probeFset: token.NewFileSet(), overlay: overlay,
		pkgs:     map[*packages.Package]*dpkg{},
		sums:     map[string][sha256.Size]byte{},
		inFlight: newInFlight(n),
		cpu:      make(chan struct{}, n),
	}
	// Every analyzer that may run, then those of them with facts and what
	// they require, in a stable order.
	var everything []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var add func(list *[]*analysis.Analyzer, seen map[*analysis.Analyzer]bool, a *analysis.Analyzer)
	add = func(list *[]*analysis.Analyzer, seen map[*analysis.Analyzer]bool, a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, r := range a.Requires {
			add(list, seen, r)
		}
		*list = append(*list, a)
	}
	for _, a := range analyzers {
		add(&everything, seen, a)
	}
	onDeps := map[*analysis.Analyzer]bool{}
	for _, a := range everything {
		if len(a.FactTypes) > 0 {
			add(&d.onDeps, onDeps, a)
		}
	}
	return d
}

// analyzeDeps is the first phase: it takes the candidates and everything
// they import, in dependency order. The packages below the candidates
// (those that import none, even indirectly), which are all dependencies,
// it type-checks, runs the fact analyzers on, and keeps only the types
// and facts of (or takes both from the facts cache). Of the packages above
// — the candidates and what imports them, such as the test variant of a
// dependency recompiled against a package under test — it type-checks
// only those whose errors decide which package run.roots picks for a file
// (a package and its test variant that share it, and what they import
// above), into a file set of its own, and keeps only their errors and
// types; analyzeRoots checks the ones it needs again. A test variant in
// fallback, which roots picks only if its package does not type-check, is
// type-checked only then.
func (d *driver) analyzeDeps(candidates []*packages.Package, fallback map[*packages.Package]*packages.Package) {
	var visit func(p *packages.Package) *dpkg
	visit = func(p *packages.Package) *dpkg {
		if dp := d.pkgs[p]; dp != nil {
			return dp
		}
		dp := &dpkg{p: p, acts: map[*analysis.Analyzer]*action{}, done: make(chan struct{}), analyzed: make(chan struct{})}
		d.pkgs[p] = dp
		paths := make([]string, 0, len(p.Imports))
		for path := range p.Imports {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			imp := visit(p.Imports[path])
			imp.imported = true
			dp.imports = append(dp.imports, imp)
		}
		d.all = append(d.all, dp)
		return dp
	}
	for _, p := range candidates {
		visit(p).candidate = true
	}
	for _, dp := range d.all { // imports first
		dp.above = dp.candidate || slices.ContainsFunc(dp.imports, func(imp *dpkg) bool { return imp.above })
	}
	for v, plain := range fallback {
		if dv := d.pkgs[v]; dv != nil && !dv.imported {
			dv.fallbackOf = d.pkgs[plain]
		}
	}
	// Which of a package and its test variant run.roots picks for a file
	// they share depends on whether they type-check; a candidate that
	// shares no file with another is picked whatever its errors, and is
	// type-checked only when it is analyzed.
	shared := map[string]int{}
	for _, dp := range d.all {
		if dp.candidate {
			for _, f := range dp.p.GoFiles {
				shared[f]++
			}
		}
	}
	var probe func(dp *dpkg)
	probe = func(dp *dpkg) {
		if dp.probe || !dp.above {
			return
		}
		dp.probe = true
		for _, imp := range dp.imports {
			probe(imp)
		}
	}
	for _, dp := range d.all {
		if dp.candidate && (dp.fallbackOf != nil || slices.ContainsFunc(dp.p.GoFiles, func(f string) bool { return shared[f] > 1 })) {
			probe(dp)
		}
	}
	d.shared = map[string]*sharedFile{}
	d.share(func(dp *dpkg) bool { return !dp.above })
	for _, dp := range d.all {
		if dp.imported && !dp.above {
			for _, a := range d.onDeps {
				d.action(a, dp)
			}
		}
	}
	restored := d.restoreBelow()
	if testRestoredBelow != nil {
		testRestoredBelow(d, restored)
	}
	var wg sync.WaitGroup
	for _, dp := range d.all {
		if restored && !dp.above {
			continue // done
		}
		wg.Go(func() {
			defer close(dp.done)
			// Type-checking needs only the imports' types, but waiting for
			// their facts as well keeps a package that could not run its
			// actions yet from holding its syntax and a slot.
			for _, imp := range dp.imports {
				<-imp.done
			}
			if plain := dp.fallbackOf; plain != nil {
				// run.roots picks this test variant only if its package
				// does not type-check; nothing else needs its types.
				if <-plain.done; wellTyped(plain.p) {
					d.parsed(dp)
					return
				}
			}
			place := d.inFlight.enter()
			defer place.leave()
			dp.loadErrs = len(dp.p.Errors)
			if dp.above {
				// Type-checked for its errors, which decide the roots,
				// and its types, which its importers' checks need; its
				// syntax and type information go at once, and
				// analyzeRoots checks it again if it needs it.
				if dp.probe && d.ctx.Err() == nil {
					d.cpu <- struct{}{}
					typecheck(dp.p, d.probeFset, d.parserIn(d.probeFset), d.fakeC[dp.p.ID])
					<-d.cpu
				}
				dp.p.Syntax, dp.p.TypesInfo = nil, nil
				return
			}
			if d.facts != nil {
				dp.key = d.factKey(dp)
			}
			if d.restore(dp) {
				d.parsed(dp)
			} else {
				place.parses(dp)
				d.typecheck(dp)
				d.analyze(dp)
			}
			close(dp.analyzed)
		})
	}
	wg.Wait()
	d.writes.Wait()
}

// analyze runs dp's pending actions and stores their facts, then drops
// what they no longer need.
func (d *driver) analyze(dp *dpkg) {
	d.run(dp)
	if ent, ok := d.save(dp); ok && dp.imported {
		d.compact(dp, ent)
	}
	d.release(dp)
}

// share counts the files that several packages among those picked will
// parse, so that they are parsed once (driver.parse).
func (d *driver) share(picked func(*dpkg) bool) {
	uses := map[string]int{}
	for _, dp := range d.all {
		if picked(dp) {
			for _, name := range dp.p.CompiledGoFiles {
				uses[name]++
			}
		}
	}
	d.mu.Lock()
	for name, n := range uses {
		if n > 1 {
			d.shared[name] = &sharedFile{left: n}
		}
	}
	d.mu.Unlock()
}

func (d *driver) typecheck(dp *dpkg) {
	if d.ctx.Err() == nil { // else the review is cancelled and the actions fail at once
		d.cpu <- struct{}{}
		parse := d.parse
		if !dp.above {
			parse = d.parseDep
		}
		typecheck(dp.p, d.fset, parse, d.fakeC[dp.p.ID])
		<-d.cpu
		d.parsed(dp)
	}
}

// parsed records that dp's files will not be parsed for dp again, so
// that a file shared with other packages is dropped after the last.
func (d *driver) parsed(dp *dpkg) {
	d.mu.Lock()
	for _, name := range dp.p.CompiledGoFiles {
		if sf := d.shared[name]; sf != nil {
			if sf.left--; sf.left == 0 {
				delete(d.shared, name)
			}
		}
	}
	d.mu.Unlock()
}

// parse reads (from the overlay, else the disk) and parses one file, as
// go/packages does.
func (d *driver) parse(name string) (*ast.File, error) {
	d.mu.Lock()
	sf := d.shared[name]
	d.mu.Unlock()
	if sf == nil {
		return d.parseFile(name)
	}
	sf.once.Do(func() { sf.f, sf.err = d.parseFile(name) })
	return sf.f, sf.err
}

// parseDep is parse for a dependency: its large constant tables are
// elided (elide.go). A file shared by several packages is shared only by
// dependencies, or only by packages above them (analyzeDeps).
func (d *driver) parseDep(name string) (*ast.File, error) {
	d.mu.Lock()
	sf := d.shared[name]
	d.mu.Unlock()
	parse := func() (*ast.File, error) {
		f, err := d.parseFile(name)
		if f != nil {
			elideTables(f)
		}
		return f, err
	}
	if sf == nil {
		return parse()
	}
	sf.once.Do(func() { sf.f, sf.err = parse() })
	return sf.f, sf.err
}

func (d *driver) parseFile(name string) (*ast.File, error) {
	src, err := d.read(name)
	if err != nil {
		return nil, err
	}
	return parser.ParseFile(d.fset, name, src, parser.AllErrors|parser.ParseComments)
}

// parserIn parses files into fset, never shared.
func (d *driver) parserIn(fset *token.FileSet) func(name string) (*ast.File, error) {
	return func(name string) (*ast.File, error) {
		src, err := d.read(name)
		if err != nil {
			return nil, err
		}
		return parser.ParseFile(fset, name, src, parser.AllErrors|parser.ParseComments)
	}
}

// read returns a file's content, from the overlay else the disk, and
// records its sum for the facts' keys.
func (d *driver) read(name string) ([]byte, error) {
	src, ok := d.overlay(name)
	if !ok {
		var err error
		if src, err = os.ReadFile(name); err != nil {
			return nil, err
		}
	}
	sum := sha256.Sum256(src)
	d.mu.Lock()
	d.sums[name] = sum
	d.mu.Unlock()
	return src, nil
}

// release drops what a package's analysis no longer needs once its
// actions have run: its syntax, its type information and its actions'
// results. Its types.Package and its facts stay for the packages above.
func (d *driver) release(dp *dpkg) {
	for _, act := range dp.order {
		act.result = nil
	}
	dp.p.Syntax, dp.p.TypesInfo = nil, nil
}

// analyzeRoots is the second phase: every analyzer on every root, each
// root a candidate of analyzeDeps, and the fact analyzers on the packages
// above the first phase's that the roots import. Those packages are
// type-checked again, in dependency order and at most GOMAXPROCS at a
// time, since the first phase kept only their types; each root's actions
// are handed to done as soon as they have run, while its syntax and type
// information are there, and then all but its types and facts go. Peak
// memory is thus a few packages' syntax, types and analysis, not the
// whole module's, at the price of type-checking the packages under review
// twice. It returns the graph's roots, one per analyzer and package in
// that order, as checker.Analyze does.
func (d *driver) analyzeRoots(roots []*packages.Package, analyzers []*analysis.Analyzer, done func(root *packages.Package, acts []*action)) []*action {
	for _, p := range roots {
		d.pkgs[p].root = true
	}
	var out []*action
	for _, a := range analyzers {
		for _, p := range roots {
			act := d.action(a, d.pkgs[p]) // and, through facts, on what it imports
			act.isRoot = true
			out = append(out, act)
		}
	}
	// The packages above that the roots need: themselves and what they
	// import above, whether or not any analyzer runs on it (its types
	// must be those of this phase, which its importers see).
	need := map[*dpkg]bool{}
	var visit func(dp *dpkg)
	visit = func(dp *dpkg) {
		if !dp.above || need[dp] {
			return
		}
		need[dp] = true
		for _, imp := range dp.imports {
			visit(imp)
		}
	}
	for _, p := range roots {
		visit(d.pkgs[p])
	}
	d.share(func(dp *dpkg) bool { return need[dp] })
	d.probeFset = nil
	// The first phase's types of the packages above have done their part:
	// those needed are checked again below, each after what it imports,
	// and the others are not analyzed. They are the type-checker's whole
	// packages, every function body's scope included: on golang.org/x/tools,
	// whose packages nearly all have tests, a fifth of the peak.
	for _, dp := range d.all {
		if dp.above {
			dp.p.Types = nil
		}
	}
	var wg sync.WaitGroup
	for _, dp := range d.all {
		if !dp.above {
			continue
		}
		if !need[dp] {
			// Neither a root nor imported by one: nothing to do.
			d.release(dp)
			close(dp.analyzed)
			continue
		}
		wg.Go(func() {
			defer close(dp.analyzed)
			for _, imp := range dp.imports {
				<-imp.analyzed
			}
			place := d.inFlight.enter()
			defer place.leave()
			place.parses(dp)
			// Its first check's errors go; this one adds them again.
			dp.p.Errors, dp.p.TypeErrors = dp.p.Errors[:dp.loadErrs], nil
			d.typecheck(dp)
			d.run(dp)
			if dp.root && done != nil {
				var acts []*action
				for _, act := range dp.order {
					if act.isRoot {
						acts = append(acts, act)
					}
				}
				done(dp.p, acts)
			}
			if dp.imported && dp.p.Types != types.Unsafe && d.ctx.Err() == nil {
				if ent, ok := d.entry(dp); ok {
					d.compact(dp, ent)
				}
			}
			d.release(dp)
		})
	}
	wg.Wait()
	return out
}

// action returns the action of a on dp, making it and the actions it
// depends on as checker does: the analyzers a requires on dp, then, if a
// has facts, a on each of dp's imports.
func (d *driver) action(a *analysis.Analyzer, dp *dpkg) *action {
	if act := dp.acts[a]; act != nil {
		return act
	}
	act := &action{a: a, pkg: dp}
	act.done.Add(1)
	for _, req := range a.Requires {
		dep := d.action(req, dp)
		dep.users.Add(1)
		act.deps = append(act.deps, dep)
	}
	if len(a.FactTypes) > 0 {
		for _, imp := range dp.imports {
			act.deps = append(act.deps, d.action(a, imp))
		}
	}
	dp.acts[a] = act
	dp.order = append(dp.order, act)
	return act
}

// run runs dp's actions that have not started yet, each once those it
// requires on dp are done (those on its imports already are), at most
// GOMAXPROCS at a time across the driver. A result is dropped once every
// action that requires it has run.
func (d *driver) run(dp *dpkg) {
	acts := dp.order[dp.ran:]
	dp.ran = len(dp.order)
	var wg sync.WaitGroup
	for _, act := range acts {
		wg.Go(func() {
			defer act.done.Done()
			for _, dep := range act.deps {
				dep.done.Wait()
			}
			d.cpu <- struct{}{}
			d.exec(act)
			<-d.cpu
			for _, dep := range act.deps {
				if dep.pkg == dp && dep.users.Add(-1) == 0 {
					dep.result = nil
				}
			}
		})
	}
	wg.Wait()
}

// exec is checker's Action.execOnce: inputs and facts from the
// dependencies, one analysis.Pass, the result checked against ResultType,
// diagnostic URLs resolved.
func (d *driver) exec(act *action) {
	pkg := act.pkg.p
	var failed []string
	for _, dep := range act.deps {
		if dep.err != nil && !(pkg.IllTyped && dep.pkg == act.pkg && optionalOnErrors(act.a, dep.a)) {
			failed = append(failed, dep.String())
		}
	}
	if failed != nil {
		sort.Strings(failed)
		act.err = fmt.Errorf("failed prerequisites: %s", strings.Join(failed, ", "))
		return
	}
	if d.ctx.Err() != nil {
		act.err = d.ctx.Err()
		return
	}

	inputs := map[*analysis.Analyzer]any{}
	// The maps of its own facts are made on its first export: most
	// analyzers export none.
	act.objectFacts, act.packageFacts = nil, nil
	for _, dep := range act.deps {
		if dep.pkg == act.pkg {
			inputs[dep.a] = dep.result
		}
	}
	act.inherit()
	defer func() { act.inheritedObjects, act.inheritedPackages = nil, nil }()

	module := &analysis.Module{}
	if pkg.Module != nil {
		module = analysisModule(pkg.Module)
	}
	pass := &analysis.Pass{
		Analyzer:     act.a,
		Fset:         pkg.Fset,
		Files:        pkg.Syntax,
		OtherFiles:   pkg.OtherFiles,
		IgnoredFiles: pkg.IgnoredFiles,
		Pkg:          pkg.Types,
		TypesInfo:    pkg.TypesInfo,
		TypesSizes:   pkg.TypesSizes,
		TypeErrors:   pkg.TypeErrors,
		Module:       module,
		ResultOf:     inputs,
		Report: func(diag analysis.Diagnostic) {
			if err := validateFixes(pkg.Fset, act.a, diag.SuggestedFixes); err != nil {
				panic(err) // as checker does: a bug in the analyzer
			}
			act.diags = append(act.diags, diag)
		},
		ImportObjectFact:  act.objectFact,
		ExportObjectFact:  act.exportObjectFact,
		ImportPackageFact: act.packageFact,
		ExportPackageFact: act.exportPackageFact,
		AllObjectFacts:    act.allObjectFacts,
		AllPackageFacts:   act.allPackageFacts,
	}
	pass.ReadFile = func(name string) ([]byte, error) {
		if err := readable(pass, name); err != nil {
			return nil, err
		}
		return os.ReadFile(name)
	}

	act.result, act.err = func() (result any, err error) {
		if pkg.IllTyped && !runsDespiteErrors(act.a) {
			return nil, fmt.Errorf("analysis skipped due to errors in package")
		}
		// An analyzer required by others is not wrapped by guarded, and
		// partial type information is where one is likeliest to panic: a
		// panic fails this action, not the review.
		defer func() {
			if r := recover(); r != nil {
				result, err = nil, fmt.Errorf("panic: %v", r)
			}
		}()
		result, err = act.a.Run(pass)
		if err != nil {
			return nil, err
		}
		if got, want := reflect.TypeOf(result), act.a.ResultType; got != want {
			return nil, fmt.Errorf("internal error: on package %s, analyzer %s returned a result of type %v, but declared ResultType %v",
				pass.Pkg.Path(), act.a, got, want)
		}
		for i := range act.diags {
			u, err := resolveURL(act.a, act.diags[i])
			if err != nil {
				return nil, err
			}
			act.diags[i].URL = u
		}
		return result, nil
	}()
	act.finished = true
}

// inherit gives act, about to run, the facts of the packages below its
// own that checker would have copied into it along the action graph. On
// each edge from a package to an importer, checker keeps a fact on obj
// only if exportedFrom(obj, that package); a fact is always on an object
// of the package whose action exported it (exportObjectFact, decodeOwn);
// and exportedFrom holds on every edge for a type name, a constant, a
// method or a field (everywhere), for any other object only on the edge
// from its own package. So a fact of the first kind reaches act from any
// action below it, one of the other kinds only from a direct dependency,
// and package facts from any action below. One walk of the graph below
// gives the same facts as copying them down every edge, in time linear in
// the facts below, not their product with the edges; and an action
// restored from the facts cache (facts.go), which never runs, inherits
// nothing at all.
//
// The actions below act are act's analyzer on every package its package
// imports, directly or not (an analyzer with facts requires itself on
// each import, and one without has no action on another package): the
// walk is done once per package (dpkg.below), not once per action.
func (act *action) inherit() {
	if len(act.a.FactTypes) == 0 {
		return
	}
	below := act.pkg.below()
	if len(below) == 0 {
		return
	}
	act.inheritedObjects = map[objectFactKey]analysis.Fact{}
	act.inheritedPackages = map[packageFactKey]analysis.Fact{}
	for _, q := range below {
		dep := q.acts[act.a]
		direct := slices.Contains(act.deps, dep)
		for key, fact := range dep.objectFacts {
			if everywhere(key.obj) || direct && exportedFrom(key.obj, dep.pkg.p.Types) {
				act.inheritedObjects[key] = fact
			}
		}
		maps.Copy(act.inheritedPackages, dep.packageFacts)
	}
}

// everywhere reports whether exportedFrom(obj, pkg) holds for every pkg.
func everywhere(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Signature().Recv() != nil
	case *types.Var:
		return obj.IsField()
	case *types.TypeName, *types.Const:
		return true
	}
	return false
}

// exportedFrom reports whether obj may be visible to a package that
// imports pkg: checker's over-approximation of the export data.
func exportedFrom(obj types.Object, pkg *types.Package) bool {
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Exported() && obj.Pkg() == pkg || obj.Signature().Recv() != nil
	case *types.Var:
		return obj.IsField() || obj.Pkg() == pkg
	case *types.TypeName, *types.Const:
		return true
	}
	return false
}

func factType(fact analysis.Fact) reflect.Type {
	t := reflect.TypeOf(fact)
	if t.Kind() != reflect.Pointer {
		panic(fmt.Sprintf("invalid Fact type: got %T, want pointer", fact))
	}
	return t
}

func (act *action) objectFact(obj types.Object, ptr analysis.Fact) bool {
	if obj == nil {
		panic("nil object")
	}
	key := objectFactKey{obj, factType(ptr)}
	v, ok := act.objectFacts[key]
	if !ok {
		v, ok = act.inheritedObjects[key]
	}
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(v).Elem())
	}
	return ok
}

func (act *action) exportObjectFact(obj types.Object, fact analysis.Fact) {
	if act.finished {
		panic(fmt.Sprintf("%s: Pass.ExportObjectFact(%s, %T) called after Run", act, obj, fact))
	}
	if obj.Pkg() != act.pkg.p.Types {
		panic(fmt.Sprintf("internal error: in analysis %s of package %s: Fact.Set(%s, %T): can't set facts on objects belonging another package",
			act.a, act.pkg.p, obj, fact))
	}
	if act.objectFacts == nil {
		act.objectFacts = map[objectFactKey]analysis.Fact{}
	}
	act.objectFacts[objectFactKey{obj, factType(fact)}] = fact
}

func (act *action) allObjectFacts() []analysis.ObjectFact {
	out := make([]analysis.ObjectFact, 0, len(act.objectFacts)+len(act.inheritedObjects))
	for _, m := range []map[objectFactKey]analysis.Fact{act.inheritedObjects, act.objectFacts} {
		for k, fact := range m {
			out = append(out, analysis.ObjectFact{Object: k.obj, Fact: fact})
		}
	}
	return out
}

func (act *action) packageFact(pkg *types.Package, ptr analysis.Fact) bool {
	if pkg == nil {
		panic("nil package")
	}
	key := packageFactKey{pkg, factType(ptr)}
	v, ok := act.packageFacts[key]
	if !ok {
		v, ok = act.inheritedPackages[key]
	}
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(v).Elem())
	}
	return ok
}

func (act *action) exportPackageFact(fact analysis.Fact) {
	if act.finished {
		panic(fmt.Sprintf("%s: Pass.ExportPackageFact(%T) called after Run", act, fact))
	}
	if act.packageFacts == nil {
		act.packageFacts = map[packageFactKey]analysis.Fact{}
	}
	act.packageFacts[packageFactKey{act.pkg.p.Types, factType(fact)}] = fact
}

func (act *action) allPackageFacts() []analysis.PackageFact {
	out := make([]analysis.PackageFact, 0, len(act.packageFacts)+len(act.inheritedPackages))
	for _, m := range []map[packageFactKey]analysis.Fact{act.inheritedPackages, act.packageFacts} {
		for k, fact := range m {
			out = append(out, analysis.PackageFact{Package: k.pkg, Fact: fact})
		}
	}
	return out
}

// all visits the actions reachable from roots in depth-first postorder,
// the order of checker's Graph.All.
func all(roots []*action, f func(*action)) {
	seen := map[*action]bool{}
	var visit func([]*action)
	visit = func(acts []*action) {
		for _, act := range acts {
			if !seen[act] {
				seen[act] = true
				visit(act.deps)
				f(act)
			}
		}
	}
	visit(roots)
}

// readable is the policy of Pass.ReadFile: the package's own files only.
func readable(pass *analysis.Pass, name string) error {
	if slices.Contains(pass.OtherFiles, name) || slices.Contains(pass.IgnoredFiles, name) {
		return nil
	}
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == name {
			return nil
		}
	}
	return fmt.Errorf("Pass.ReadFile: %s is not among OtherFiles, IgnoredFiles, or names of Files", name)
}

// resolveURL is a diagnostic's URL as checker resolves it: its own, else
// "#category", relative to the analyzer's.
func resolveURL(a *analysis.Analyzer, diag analysis.Diagnostic) (string, error) {
	if diag.URL == "" && diag.Category == "" && a.URL == "" {
		return "", nil
	}
	raw := diag.URL
	if diag.URL == "" && diag.Category != "" {
		raw = "#" + diag.Category
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("invalid Diagnostic.URL %q: %s", raw, err)
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return "", fmt.Errorf("invalid Analyzer.URL %q: %s", a.URL, err)
	}
	return base.ResolveReference(u).String(), nil
}

// validateFixes checks a diagnostic's suggested fixes as checker does, and
// normalizes them the same way: edits sorted by position (insertions
// before deletions at one point, insertions kept in order), End set, an
// End just past the end of the file cut back to it.
func validateFixes(fset *token.FileSet, a *analysis.Analyzer, fixes []analysis.SuggestedFix) error {
	messages := map[string]bool{}
	for i := range fixes {
		fix := &fixes[i]
		if messages[fix.Message] {
			return fmt.Errorf("analyzer %q suggests two fixes with same Message (%s)", a.Name, fix.Message)
		}
		messages[fix.Message] = true
		if err := validateFix(fset, fix); err != nil {
			return fmt.Errorf("analyzer %q suggests invalid fix (%s): %v", a.Name, fix.Message, err)
		}
	}
	return nil
}

func validateFix(fset *token.FileSet, fix *analysis.SuggestedFix) error {
	slices.SortStableFunc(fix.TextEdits, func(x, y analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
	})
	var prev *analysis.TextEdit
	for i := range fix.TextEdits {
		edit := &fix.TextEdits[i]
		start := edit.Pos
		file := fset.File(start)
		if file == nil {
			return fmt.Errorf("no token.File for TextEdit.Pos (%v)", edit.Pos)
		}
		fileEnd := token.Pos(file.Base() + file.Size())
		if end := edit.End; end.IsValid() {
			if end < start {
				return fmt.Errorf("TextEdit.Pos (%v) > TextEdit.End (%v)", edit.Pos, edit.End)
			}
			endFile := fset.File(end)
			if endFile != file && end < fileEnd+10 {
				// An End computed a little past EOF (go.dev/issue/71659).
				edit.End = fileEnd
				continue
			}
			if endFile == nil {
				return fmt.Errorf("no token.File for TextEdit.End (%v; File(start).FileEnd is %d)", end, file.Base()+file.Size())
			}
			if endFile != file {
				return fmt.Errorf("edit #%d spans files (%v and %v)", i, file.Position(edit.Pos), endFile.Position(edit.End))
			}
		} else {
			edit.End = start
		}
		if edit.End > fileEnd {
			return fmt.Errorf("end is (%v) beyond end of file (%v)", edit.End, fileEnd)
		}
		if prev != nil && edit.Pos < prev.End {
			x, xe, y, ye := fset.Position(prev.Pos), fset.Position(prev.End), fset.Position(edit.Pos), fset.Position(edit.End)
			return fmt.Errorf("overlapping edits to %s (%d:%d-%d:%d and %d:%d-%d:%d)",
				x.Filename, x.Line, x.Column, xe.Line, xe.Column, y.Line, y.Column, ye.Line, ye.Column)
		}
		prev = edit
	}
	return nil
}

// analysisModule converts go/packages' module to go/analysis'.
func analysisModule(mod *packages.Module) *analysis.Module {
	if mod == nil {
		return nil
	}
	var modErr *analysis.ModuleError
	if mod.Error != nil {
		modErr = &analysis.ModuleError{Err: mod.Error.Err}
	}
	return &analysis.Module{
		Path:      mod.Path,
		Version:   mod.Version,
		Replace:   analysisModule(mod.Replace),
		Time:      mod.Time,
		Main:      mod.Main,
		Indirect:  mod.Indirect,
		Dir:       mod.Dir,
		GoMod:     mod.GoMod,
		GoVersion: mod.GoVersion,
		Error:     modErr,
	}
}
