package javascript

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"sort"
)

// sink is a class of sink; a sanitizer makes a value safe for some.
type sink uint16

const (
	sinkSQL sink = 1 << iota
	sinkNoSQL
	sinkCmd
	sinkCode
	sinkPath
	sinkXSS
	sinkRedirect
	sinkSSRF
	sinkHeader
	sinkDeser
	sinkTemplate
	sinkLDAP
	sinkXPath
	sinkTrust
	sinkAll sink = 1<<iota - 1
)

// origin says where tainted data came from: the server's request or the
// browser's page. SSRF needs a server; DOM XSS comes from either.
type origin uint8

const (
	fromServer origin = 1 + iota
	fromBrowser
)

// taint is what is known of a value that carries input.
type taint struct {
	flow analysis.Flow
	from origin
	// safe is the set of sinks a sanitizer on the way made it safe for.
	safe sink
	// str: the value is certainly a string (converted, concatenated), so
	// it cannot be an object that smuggles query operators.
	str bool
	// hostFixed: the value is a URL whose scheme and host come from a
	// constant prefix, so it cannot send a request or a redirect elsewhere.
	hostFixed bool
	// ownURL: the value is the page's own URL as the browser gives it
	// (location.href, document.URL), passed on whole: an http(s) URL of
	// this origin, which as a link's href or a frame's src runs no script.
	// A call, a concatenation or a template string ends it.
	ownURL bool
	// derived: the value is what an unknown call returned for input, not
	// the input itself.
	derived bool
	// intrinsic: read in another module of the project (from the page, or
	// from a request it was given), where that module's own review sees a
	// flow to its sinks.
	intrinsic bool
}

// reaches reports whether the taint is live for sink class k.
func (t *taint) reaches(k sink) bool {
	if t == nil || t.safe&k != 0 {
		return false
	}
	if t.hostFixed && (k == sinkSSRF || k == sinkRedirect) {
		return false
	}
	return true
}

const maxFlow = 8

// step returns a copy of t with one more step on its path.
func (t *taint) step(line int, what string) *taint {
	if t == nil {
		return nil
	}
	c := *t
	if n := len(t.flow); n > 0 && t.flow[n-1].Line == line {
		return &c
	}
	c.flow = append(append(analysis.Flow(nil), t.flow...), analysis.Step{Line: line, What: what})
	if len(c.flow) > maxFlow {
		c.flow = append(analysis.Flow{c.flow[0]}, c.flow[len(c.flow)-maxFlow+1:]...)
	}
	return &c
}

func (t *taint) with(f func(*taint)) *taint {
	if t == nil {
		return nil
	}
	c := *t
	f(&c)
	return &c
}

// join is the taint of a value that may be either: the live one wins,
// and it is safe only where both are.
func join(a, b *taint) *taint {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	c := *a
	c.safe = a.safe & b.safe
	c.str = a.str && b.str
	c.hostFixed = a.hostFixed && b.hostFixed
	c.ownURL = a.ownURL && b.ownURL
	c.derived = a.derived && b.derived
	c.intrinsic = a.intrinsic && b.intrinsic
	return &c
}

// kind of object a value is, when it matters for sources and sinks.
type kind uint8

const (
	kNone     kind = iota
	kRequest       // an HTTP request (req, ctx, ctx.request, Next's request)
	kResponse      // an HTTP response (res, reply)
	kTyped         // an object of a type row's type (typ), known by its rows
)

// val is what the analysis knows of a value.
type val struct {
	t    *taint
	kind kind
	// typ is a kTyped value's type row; for a request, the narrower type
	// its name says it is (Koa's ctx), whose property rows come first.
	typ string
	// mod is the module member the value is bound to: "child_process",
	// "child_process.exec", "fs.readFile".
	mod string
	// konst is the value when it is a known constant (string, float64,
	// bool), else nil.
	konst any
	// elems are known elements of an object, array or Map by constant key.
	elems map[string]*val
	// fn is a function defined in the file the value is bound to.
	fn *function
	// url: the value is a WHATWG URL object (new URL(...)), whose
	// pathname, search and hash setters cannot change its scheme or host.
	url bool
	// built is the source text of a string built in steps from a part
	// the analysis knows nothing of (sql = "SELECT ..."; sql += " AND
	// name = '" + name + "'"), read as the one expression it stands for.
	built string
}

// typeName is a typed value's type row name, or "".
func (v *val) typeName() string {
	if v == nil || v.kind != kTyped {
		return ""
	}
	return v.typ
}

func (v *val) taint() *taint {
	if v == nil {
		return nil
	}
	return v.t
}

func tainted(t *taint) *val {
	if t == nil {
		return nil
	}
	return &val{t: t}
}

// env is a scope: names bound in a function, with the enclosing scope
// for closures.
type env struct {
	vars   map[string]*val
	parent *env
	// root marks a function's own scope: branches copy the scopes up to
	// it and share the enclosing ones, so an if costs the size of the
	// function, not of the module.
	root bool
}

func newEnv(parent *env) *env { return &env{vars: map[string]*val{}, parent: parent} }

func (e *env) lookup(name string) (*val, bool) {
	for s := e; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v, true
		}
	}
	return nil, false
}

// set assigns to the scope that declares name, or to this one.
func (e *env) set(name string, v *val) {
	for s := e; s != nil; s = s.parent {
		if _, ok := s.vars[name]; ok {
			s.vars[name] = v
			return
		}
	}
	e.vars[name] = v
}

func (e *env) declare(name string, v *val) { e.vars[name] = v }

// clone copies the scope chain's maps up to the function's scope, so a
// branch can change them.
func (e *env) clone() *env {
	if e == nil {
		return nil
	}
	parent := e.parent
	if !e.root {
		parent = parent.clone()
	}
	c := &env{vars: make(map[string]*val, len(e.vars)), parent: parent, root: e.root}
	for k, v := range e.vars {
		c.vars[k] = v
	}
	return c
}

// merge makes e the join of two branches a and b that were cloned from
// it.
func (e *env) merge(a, b *env) {
	for s, x, y := e, a, b; s != nil && x != nil && y != nil; s, x, y = s.parent, x.parent, y.parent {
		for k := range x.vars {
			s.vars[k] = joinVal(x.vars[k], y.vars[k])
		}
		for k := range y.vars {
			if _, ok := x.vars[k]; !ok {
				s.vars[k] = joinVal(nil, y.vars[k])
			}
		}
		if s.root {
			return
		}
	}
}

func joinVal(a, b *val) *val {
	if a == b {
		return a
	}
	if a == nil || b == nil {
		v := a
		if v == nil {
			v = b
		}
		c := *v
		c.konst = nil
		return &c
	}
	c := *a
	c.t = join(a.t, b.t)
	if b.kind > c.kind {
		c.kind = b.kind
	}
	if c.mod == "" {
		c.mod = b.mod
	}
	if c.fn == nil {
		c.fn = b.fn
	}
	if a.konst != b.konst {
		c.konst = nil
	}
	if a.elems != nil || b.elems != nil {
		c.elems = map[string]*val{}
		for k, v := range a.elems {
			c.elems[k] = joinVal(v, b.elems[k])
		}
		for k, v := range b.elems {
			if _, ok := a.elems[k]; !ok {
				c.elems[k] = joinVal(nil, v)
			}
		}
	}
	return &c
}

// keys are the known element keys in order, so that which element's flow
// a report shows never depends on map iteration.
func (v *val) keys() []string {
	if v == nil {
		return nil
	}
	ks := make([]string, 0, len(v.elems))
	for k := range v.elems {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// elemTaint joins the taint of the known elements, in key order. A URL's
// path parts (url-path-part rows: pathname, search, hash) leave its scheme
// and host as they were.
func (v *val) elemTaint(pathParts map[string]bool) *taint {
	var t *taint
	for _, k := range v.keys() {
		x := v.elems[k].taint()
		if v.url && pathParts[k] {
			x = x.with(func(t *taint) { t.hostFixed = true })
		}
		t = join(t, x)
	}
	return t
}
