package python

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// fn is a function or method defined in the file.
type fn struct {
	c      *checker     // the file that defines it
	node   *syntax.Node // function_definition
	name   string
	class  string // enclosing class, "" for a function
	params []string
	// view is the shape of the handler row that makes it a request
	// handler (shapeRoute, shapeEndpoint, shapeRequestParameter,
	// shapeViewMethod), "" for other functions.
	view    string
	state   int // 0 not analyzed, 1 in progress, 2 done
	sum     summary
	isAsync bool
	// fixedPath: every route of the view is a fixed path (no <converter>
	// parts), so request.path is chosen by the application, not the client.
	fixedPath bool
	usesSelf  bool   // a method that reads its object's attributes
	route     string // that path, when the view has one route on the application itself
	// captures: the parameters after request are the URL's captured
	// values (a Django view, not a helper taking the request)
	captures bool

	// An analysis for one call (inContext) binds every parameter to the
	// call's values and self's attributes to the instance's, instead of
	// summarizing.
	bound   map[string]*val
	selfIn  map[string]*val
	selfOut map[string]*val // self's attributes at the end of __init__
	retVal  *val            // what it returns, in a call's analysis
}

// summary says what a function does with its parameters: which flow to
// the return value (and what they are sanitized for on the way), and which
// reach a sink inside it.
type summary struct {
	ret     *taint // params: the parameters that reach the return value
	retKind string
	retC    *val // the constant it always returns, if it does
	sinks   []paramSink
}

type paramSink struct {
	params uint64
	safe   class
	rule   *analysis.Rule
	node   *syntax.Node
	flow   analysis.Flow // steps inside the function, after the parameter
}

type checker struct {
	nest analysis.Nesting // recursion into expressions, bounded
	// deepLine is the first statement left unanalyzed for nesting past
	// the bound (guardedStmt), 0 when none.
	deepLine int
	pass     *analysis.Pass
	tree     *syntax.Tree
	imports  map[string]string // local name -> dotted name
	funcs    map[string][]*fn  // by name
	byNode   map[*syntax.Node]*fn
	globals  map[string]*val
	// fastapi is set when the file imports an endpoint row's framework
	// (FastAPI), django when it imports a request-parameter row's (Django,
	// Django REST framework): only there is a function whose first
	// parameter is request a view.
	fastapi bool
	django  bool
	classes map[string]bool // classes defined in the file
	// fileBases are the file's top-level classes' bases that the file
	// defines too, read once (selfmethods.go).
	fileBases map[string][]string
	// pwHashed are the calls found hashing a password (settings.go).
	pwHashed map[*syntax.Node]bool
	// sinkCalls are the calls whose sink rows read an argument (or a
	// receiver) node: a finding there is reported at the call (site).
	sinkCalls map[*syntax.Node]*syntax.Node
	// models are the model rows' sinks and sanitizers by qualified name.
	models *tables

	// The project's other modules (project.go): proj is nil without a
	// project. A module read for its summaries is sub: it reports nothing
	// of its own, only, through onReport, what an analysis for one call
	// finds on the caller's values.
	proj     *project
	depth    int
	sub      bool
	onReport func(r *analysis.Rule, sev finding.Severity, flow analysis.Flow)
}

func newChecker(pass *analysis.Pass, models *tables) *checker {
	return &checker{pass: pass, tree: pass.Tree, imports: map[string]string{}, funcs: map[string][]*fn{},
		byNode: map[*syntax.Node]*fn{}, globals: map[string]*val{}, classes: map[string]bool{}, proj: newProject(pass.Project),
		models: models, pwHashed: map[*syntax.Node]bool{}, sinkCalls: map[*syntax.Node]*syntax.Node{}}
}

func (c *checker) text(n *syntax.Node) string { return c.tree.Text(n) }

func (c *checker) run() {
	c.prepare()
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "function_definition" {
			c.analyze(c.byNode[n])
		}
		return true
	})
}

// prepare reads the file's imports, functions and classes, and evaluates
// the module body for its constants.
func (c *checker) prepare() {
	root := c.tree.Root
	root.Walk(func(n *syntax.Node) bool {
		// an import in an except clause is the fallback of the one its try
		// made (try: from secrets import randbits / except ImportError:
		// from random import getrandbits as randbits): the name keeps the
		// first module, the one the code runs with where it exists
		bind := func(name, q string) {
			if _, ok := c.imports[name]; ok && n.Ancestor("except_clause") != nil {
				return
			}
			c.imports[name] = q
		}
		switch n.Kind {
		case "import_statement":
			for _, a := range n.ChildrenOf("name") {
				if a.Kind == "aliased_import" {
					bind(c.text(a.Child("alias")), c.text(a.Child("name")))
				} else {
					full := c.text(a)
					bind(strings.SplitN(full, ".", 2)[0], strings.SplitN(full, ".", 2)[0])
				}
			}
		case "import_from_statement":
			mod := c.text(n.Child("module_name"))
			if !strings.HasSuffix(mod, ".") {
				mod += "." // from . import m is ".m", from .a import m ".a.m"
			}
			for _, a := range n.ChildrenOf("name") {
				if a.Kind == "aliased_import" {
					bind(c.text(a.Child("alias")), mod+c.text(a.Child("name")))
				} else {
					bind(c.text(a), mod+c.text(a))
				}
			}
		case "function_definition":
			c.declare(n)
		case "class_definition":
			c.classes[c.text(n.Child("name"))] = true
		}
		return true
	})
	c.fastapi = c.models.framework(shapeEndpoint, c.imports)
	c.django = c.models.framework(shapeRequestParameter, c.imports)
	// Which functions are request handlers depends on the file's imports,
	// which are all known only now.
	for _, f := range c.byNode {
		if !c.sub {
			f.view = c.viewKind(f) // another module's views are not called from here
		}
	}
	// The module body first: its constants are the functions' globals.
	mf := &fn{node: root, state: 2}
	fr := c.newFrame(mf)
	st := fr.block(root, &state{env: map[string]*val{}})
	for k, v := range st.env {
		if v.tt() == nil {
			c.globals[k] = v
		}
	}
}

func (c *checker) declare(n *syntax.Node) {
	f := &fn{c: c, node: n, name: c.text(n.Child("name"))}
	f.isAsync = n.Children != nil && n.Children[0].Kind == "async"
	if cls := n.Ancestor("class_definition", "function_definition"); cls != nil && cls.Kind == "class_definition" {
		f.class = c.text(cls.Child("name"))
	}
	for _, p := range n.Child("parameters").NamedChildren() {
		name := p
		switch p.Kind {
		case "default_parameter", "typed_default_parameter":
			name = p.Child("name")
		case "typed_parameter", "list_splat_pattern", "dictionary_splat_pattern":
			name = p.FirstNamed("identifier")
		}
		if name == nil || name.Kind != "identifier" {
			f.params = append(f.params, "")
			continue
		}
		f.params = append(f.params, c.text(name))
	}
	if f.class != "" && len(f.params) > 0 {
		f.usesSelf = strings.Contains(c.text(n.Child("body")), f.params[0]+".")
	}
	c.funcs[f.name] = append(c.funcs[f.name], f)
	c.byNode[n] = f
}

// fixedRoutes says whether all the route decorators of a view name a
// constant path without variable parts.
func (c *checker) fixedRoutes(f *fn) bool {
	seen := 0
	for _, dec := range f.node.Parent.NamedChildren() {
		if dec.Kind != "decorator" || len(dec.NamedChildren()) == 0 {
			continue
		}
		x := dec.NamedChildren()[0]
		if x.Kind != "call" {
			continue
		}
		fn := x.Child("function")
		if fn.Kind != "attribute" || !c.models.isRoute(c.text(fn.Child("attribute"))) {
			continue
		}
		a := x.Child("arguments")
		if a == nil || len(a.NamedChildren()) == 0 {
			return false
		}
		p := a.NamedChildren()[0]
		if p.Kind != "string" || p.FirstNamed("interpolation") != nil || strings.ContainsAny(c.text(p), "<{") {
			return false
		}
		seen++
		if seen == 1 && !c.blueprint(fn.Child("object")) {
			f.route = c.text(p)
			f.route = f.route[1 : len(f.route)-1]
		} else {
			f.route = ""
		}
	}
	return seen > 0
}

// blueprint says whether a route decorator's receiver may be a blueprint
// (whose URL prefix is set elsewhere) rather than the application: one
// the file builds by a class of the type row appType (Flask(__name__)),
// or a function's parameter when the file builds nothing of the type row
// blueprintType.
func (c *checker) blueprint(recv *syntax.Node) bool {
	if recv.Kind != "identifier" {
		return true
	}
	name := c.text(recv)
	found := true
	apps := c.models.classNames(appType)
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "assignment" && n.Child("left") != nil && c.text(n.Child("left")) == name {
			if r := n.Child("right"); r != nil && r.Kind == "call" {
				ft := c.text(r.Child("function"))
				found = !slices.Contains(apps, ft[strings.LastIndexByte(ft, '.')+1:])
			}
		}
		return true
	})
	if found {
		// a parameter (def init(app)) is the application by convention unless a Blueprint is made in the file
		src := c.text(c.tree.Root)
		made := slices.ContainsFunc(c.models.classNames(blueprintType), func(b string) bool { return strings.Contains(src, b+"(") })
		if fnd := recv.Ancestor("function_definition"); fnd != nil && !made {
			for _, p := range fnd.Child("parameters").NamedChildren() {
				if c.text(p) == name {
					return false
				}
			}
		}
	}
	return found
}

// importedRoute says whether a decorator is a route decorator imported by
// name from a module a route row's imports name, as Bottle's default
// application offers them (from bottle import route, get;
// @route("/hello")).
func (c *checker) importedRoute(x *syntax.Node) bool {
	if x.Kind != "identifier" {
		return false
	}
	q, ok := c.imports[c.text(x)]
	return ok && c.models.importedRoute(q)
}

// viewKind recognizes request handlers: route-decorated functions (Flask,
// FastAPI) and Django views (a request parameter).
func (c *checker) viewKind(f *fn) string {
	if d := f.node.Parent; d != nil && d.Kind == "decorated_definition" {
		for _, dec := range d.NamedChildren() {
			if dec.Kind != "decorator" {
				continue
			}
			e := dec.NamedChildren()
			if len(e) == 0 {
				continue
			}
			x := e[0]
			if x.Kind == "call" {
				x = x.Child("function")
			}
			if x.Kind == "attribute" && c.models.isRoute(c.text(x.Child("attribute"))) || c.importedRoute(x) {
				f.fixedPath = c.fixedRoutes(f)
				if c.fastapi {
					return shapeEndpoint
				}
				return shapeRoute
			}
		}
	}
	if f.class == "" && len(f.params) == 2 && (f.params[0] == "event" || f.params[0] == "evt") && c.models.isEventHandler(f.name) {
		return shapeEvent
	}
	for i, p := range f.params {
		if c.django && p == "request" && (i == 0 || (i == 1 && f.class != "")) {
			f.captures = c.djangoView(f)
			return shapeRequestParameter
		}
	}
	if !c.django && f.class != "" && len(f.params) > 0 && c.models.isView(f.name, c.bases(f), c.imports) {
		// a view class's handler method in a file of no request-parameter
		// framework (Tornado's RequestHandler, Flask's MethodView): the
		// parameters after self are the URL's captures, or after the
		// request when it is passed. Django passes the request first, so
		// there a method without it (a model's delete(self, using), its
		// base a *Mixin) handles nothing.
		if len(f.params) > 1 && f.params[1] == "request" {
			f.captures = true
			return shapeRequestParameter
		}
		return shapeViewMethod
	}
	return ""
}

// bases are the base classes of a method's class as written (generic.View),
// and theirs when the file defines them (class Base(View), class V(Base)),
// a few levels up.
func (c *checker) bases(f *fn) []string {
	cls := f.node.Ancestor("class_definition")
	var out []string
	for depth := 0; cls != nil && depth < 4; depth++ {
		sup := cls.Child("superclasses")
		if sup == nil {
			break
		}
		var next *syntax.Node
		for _, b := range sup.NamedChildren() {
			if b.Kind == "keyword_argument" {
				continue // metaclass=ABCMeta
			}
			name := c.text(b)
			out = append(out, name)
			if next == nil && c.classes[name] {
				next = c.classNode(name)
			}
		}
		cls = next
	}
	return out
}

// classNode is the definition of a class of the file, by its name.
func (c *checker) classNode(name string) *syntax.Node {
	var found *syntax.Node
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if found == nil && n.Kind == "class_definition" && c.text(n.Child("name")) == name {
			found = n
		}
		return found == nil
	})
	return found
}

// viewInstance says whether a method's object is a view that the
// framework gives the request it handles as self.request: any method of
// a class derived from one of the view rows' classes (Django's View.setup
// sets it before dispatch, DRF's APIView and Tornado's RequestHandler hold
// it from their construction).
func (c *checker) viewInstance(f *fn) bool {
	return f.class != "" && len(f.params) > 0 && c.models.isView("", c.bases(f), c.imports)
}

// calledHere says whether the file calls a function of that name itself.
func (c *checker) calledHere(name string) bool {
	found := false
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "call" && n.Child("function").Kind == "identifier" && c.text(n.Child("function")) == name {
			found = true
		}
		return !found
	})
	return found
}

// djangoView says whether a function with a request parameter is a view
// that Django calls with the URL's captured values as its other
// parameters: a method of a view class named for an HTTP verb (or a DRF
// action), or a function that returns a response. A helper that merely
// takes the request (login(request, user), a middleware's
// process_view(request, view_func, ...)) gets its other arguments from
// the application.
func (c *checker) djangoView(f *fn) bool {
	if f.class != "" {
		// The view classes and their handler methods are handler rows
		// (python_django.yml).
		return c.models.isView(f.name, c.bases(f), c.imports)
	}
	if c.calledHere(f.name) {
		return false // a helper the file calls with its own values
	}
	found := false
	f.node.Child("body").Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "function_definition", "class_definition", "lambda":
			return false
		case "return_statement":
			if e := n.NamedChildren(); len(e) > 0 && e[0].Kind == "call" {
				name := c.text(e[0].Child("function"))
				if c.models.response(name[strings.LastIndex(name, ".")+1:]) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func (c *checker) analyze(f *fn) {
	if f == nil || f.state != 0 {
		return
	}
	f.state = 1
	if f.bound == nil {
		// what it does with its own parameters is no one call's business
		defer func(r func(*analysis.Rule, finding.Severity, analysis.Flow)) { c.onReport = r }(c.onReport)
		c.onReport = nil
	}
	fr := c.newFrame(f)
	st := &state{env: map[string]*val{}}
	for i, p := range f.params {
		if p == "" {
			continue
		}
		if v, ok := f.bound[p]; ok {
			st.env[p] = v
			continue
		}
		if v := fr.param(f, i, f.node.Child("parameters").NamedChildren()[i]); v != nil {
			st.env[p] = v
		}
	}
	if f.selfIn != nil && len(f.params) > 0 {
		for k, v := range f.selfIn {
			st.env[f.params[0]+"."+k] = v
		}
	}
	if c.viewInstance(f) {
		if k := f.params[0] + ".request"; st.env[k] == nil {
			st.env[k] = fr.source(f.node, "request", finding.Blocker, "request")
		}
	}
	end := fr.block(f.node.Child("body"), st)
	if f.name == "__init__" && f.class != "" && len(f.params) > 0 {
		f.selfOut = map[string]*val{}
		for k, v := range end.env {
			if a, ok := strings.CutPrefix(k, f.params[0]+"."); ok && !strings.Contains(a, ".") {
				f.selfOut[a] = v
			}
		}
	}
	f.sum.ret = fr.ret.tt()
	if fr.ret != nil {
		f.sum.retKind = fr.ret.kind
		if fr.ret.hasC || fr.ret.constish && fr.ret.t == nil && fr.ret.rnd == nil {
			f.sum.retC = fr.ret
		}
	}
	f.retVal = fr.ret
	f.state = 2
}

// param is the value a parameter starts with: request data in a request
// handler, else the parameter itself (for the summary); nil for none.
func (fr *frame) param(f *fn, i int, pn *syntax.Node) *val {
	c, p := fr.c, f.params[i]
	switch {
	case p == "self" || p == "cls" || i == 0 && f.view == shapeViewMethod:
		return &val{kind: "self"}
	case p == "request" && (f.view == shapeRequestParameter || c.django):
		// the request object wherever it is handed on in a Django
		// file: its data are request data, the object itself is not
		return fr.source(pn, "request", finding.Blocker, "request")
	case f.view == shapeRoute && !c.routeText(f, p):
		return nil // a number, a UUID, one of the rule's words, or the route's default
	case f.view == shapeRoute || f.view == shapeRequestParameter && f.captures || f.view == shapeViewMethod:
		return fr.source(pn, p, finding.Blocker, "")
	case f.view == shapeEndpoint:
		return fr.fastapiParam(pn, p)
	case f.view == shapeEvent && i == 0:
		return fr.source(pn, p, finding.Blocker, "")
	case f.view == shapeEvent:
		return nil // the context: the platform's own
	case i < 64:
		return &val{t: &taint{params: 1 << i}}
	}
	return nil
}

// fastapiParam: a FastAPI endpoint's parameters are the request's, but
// for the objects FastAPI injects: a parameter whose annotation names a
// type row's class (Request, BackgroundTasks, a database Session), or
// whose default (or Annotated metadata) is a call returning one
// (Depends(get_db)), is an object of that type.
func (fr *frame) fastapiParam(pn *syntax.Node, p string) *val {
	if typ := fr.paramType(pn); typ != "" {
		if m := fr.c.models.types[typ]; m != nil && m.Source == "remote" {
			return fr.source(pn, p, finding.Blocker, "request")
		}
		return &val{kind: typ}
	}
	if t := pn.Child("type"); t != nil && fr.c.models.injectedAnnotation(fr.c.text(t)) {
		return nil // an injected object by its annotation's name (annotation-names: a database session)
	}
	return fr.source(pn, p, finding.Blocker, "")
}

// paramType is the type row a parameter's annotation or default names.
func (fr *frame) paramType(pn *syntax.Node) string {
	tabs, typ := fr.c.models, ""
	for _, part := range []*syntax.Node{pn.Child("type"), pn.Child("value")} {
		if part == nil {
			continue
		}
		part.Walk(func(x *syntax.Node) bool {
			switch {
			case typ != "":
			case x.Kind == "call":
				if q := fr.callName(x, nowhere()); q != "" {
					typ = tabs.returns(q)
				}
			case x.Kind == "identifier" || x.Kind == "attribute":
				if q := fr.qual(x, nowhere()); q != "" {
					typ = tabs.ctors[q]
				}
			}
			return typ == ""
		})
	}
	return typ
}

// frame is the analysis of one function body.
type frame struct {
	c     *checker
	f     *fn
	ret   *val
	loops []*loopExits
	cur   *state // the state a condition is evaluated in, while refining
}

// loopExits collects the states that leave a loop body early: break goes
// past the loop (skipping its else clause), continue back to its head.
type loopExits struct {
	brk, cont *state
}

func mergeInto(acc **state, st *state) {
	c := st.copy()
	c.dead = false
	if *acc == nil {
		*acc = c
		return
	}
	*acc = merge(*acc, c)
}

func (c *checker) newFrame(f *fn) *frame { return &frame{c: c, f: f} }

// state is the abstract environment at a program point.
type state struct {
	env  map[string]*val
	dead bool // control never reaches here (after return, raise, break)
}

func (s *state) copy() *state {
	e := make(map[string]*val, len(s.env))
	for k, v := range s.env {
		e[k] = v
	}
	return &state{env: e, dead: s.dead}
}

func merge(a, b *state) *state {
	switch {
	case a.dead:
		return b
	case b.dead:
		return a
	}
	out := &state{env: map[string]*val{}}
	for k, v := range a.env {
		if w, ok := b.env[k]; ok {
			out.env[k] = join(v, w)
		} else {
			out.env[k] = v
		}
	}
	for k, v := range b.env {
		if _, ok := a.env[k]; !ok {
			out.env[k] = v
		}
	}
	return out
}

func (fr *frame) source(n *syntax.Node, what string, sev finding.Severity, kind string) *val {
	if kind != "request" {
		what = fr.c.label(what) // "request" alone marks the whole object
	}
	return &val{t: &taint{flow: analysis.Flow{{Line: n.Line, What: what}}, sev: sev}, kind: kind}
}

// block runs the statements of a block in order.
func (fr *frame) block(b *syntax.Node, st *state) *state {
	if b == nil {
		return st
	}
	for _, s := range b.NamedChildren() {
		if st.dead {
			return st
		}
		st = fr.guardedStmt(s, st)
	}
	return st
}

// guardedStmt is stmt, except that a statement whose expressions nest past
// the bound is left unanalyzed (the rest of the file still is) and
// remembered, so that the file is reported as analyzed in part.
func (fr *frame) guardedStmt(s *syntax.Node, st *state) (out *state) {
	c := fr.c
	depth := c.nest
	defer func() {
		if r := recover(); r != nil {
			if err, ok := r.(error); !ok || !errors.Is(err, analysis.ErrNesting) {
				panic(r)
			}
			c.nest = depth
			if c.deepLine == 0 {
				c.deepLine = s.Line
			}
			out = st
		}
	}()
	return fr.stmt(s, st)
}

func (fr *frame) stmt(s *syntax.Node, st *state) *state {
	c := fr.c
	switch s.Kind {
	case "expression_statement":
		for _, e := range s.NamedChildren() {
			fr.expr(e, st)
			if e.Kind == "call" && fr.c.models.noReturn(fr.callName(e, st)) {
				st.dead = true
			}
		}
	case "return_statement":
		var v *val = konst(noneT{})
		if e := s.NamedChildren(); len(e) > 0 {
			v = fr.expr(e[0], st)
			fr.checkReturn(s, e[0], v)
			// a function named for what it makes (make_password,
			// reset_token, generate_otp) returns a security value
			if f := s.Ancestor("function_definition"); f != nil {
				if name := c.text(f.Child("name")); secReturn.MatchString(name) {
					fr.randSink(e[0], v, name+"()")
				}
			}
		}
		fr.ret = join(fr.ret, v)
		st.dead = true
	case "break_statement", "continue_statement":
		if n := len(fr.loops); n > 0 {
			if s.Kind == "break_statement" {
				mergeInto(&fr.loops[n-1].brk, st)
			} else {
				mergeInto(&fr.loops[n-1].cont, st)
			}
		}
		st.dead = true
	case "raise_statement":
		for _, e := range s.NamedChildren() {
			fr.expr(e, st)
		}
		st.dead = true
	case "if_statement":
		return fr.ifStmt(s, st)
	case "match_statement":
		return fr.matchStmt(s, st)
	case "for_statement":
		it := fr.expr(s.Child("right"), st)
		return fr.loop(s, st, func(in *state) { fr.bind(s.Child("left"), it.element(), in) }, s.Child("alternative"))
	case "while_statement":
		cond := fr.expr(s.Child("condition"), st)
		if b, ok := truth(cond); ok && !b {
			return fr.block(elseBody(s.Child("alternative")), st)
		}
		return fr.loop(s, st, func(in *state) { fr.expr(s.Child("condition"), in) }, s.Child("alternative"))
	case "try_statement":
		return fr.tryStmt(s, st)
	case "with_statement":
		for _, item := range s.Find("with_item") {
			v := item.Child("value")
			if v.Kind == "as_pattern" {
				x := fr.expr(v.NamedChildren()[0], st)
				if t := v.Child("alias"); t != nil {
					fr.bind(t, x, st)
				}
			} else {
				fr.expr(v, st)
			}
		}
		return fr.block(s.Child("body"), st)
	case "function_definition", "class_definition":
		if s.Kind == "class_definition" {
			fr.block(s.Child("body"), st.copy())
		}
	case "decorated_definition":
		if d := s.Child("definition"); d != nil && d.Kind == "class_definition" {
			fr.block(d.Child("body"), st.copy())
		}
	case "delete_statement":
	case "global_statement", "nonlocal_statement", "import_statement", "import_from_statement", "pass_statement", "comment":
	case "assert_statement":
		for _, e := range s.NamedChildren() {
			fr.expr(e, st)
		}
	default:
		_ = c
	}
	return st
}

// tryStmt runs a try statement: its handlers start from any state the
// body may have raised in.
func (fr *frame) tryStmt(s *syntax.Node, st *state) *state {
	before := st.copy()
	after := fr.block(s.Child("body"), st)
	exc := merge(before, after.copy())
	exc.dead = false
	var out = after
	for _, h := range s.NamedChildren() {
		switch h.Kind {
		case "except_clause", "except_group_clause":
			hs := exc.copy()
			if a := h.FirstNamed("as_pattern"); a != nil {
				if t := a.Child("alias"); t != nil {
					fr.bind(t, clean, hs)
				}
			}
			hs = fr.block(h.FirstNamed("block"), hs)
			out = merge(out, hs)
		case "else_clause":
			out = fr.block(h.Child("body"), out)
		case "finally_clause":
			dead := out.dead
			out.dead = false
			out = fr.block(h.FirstNamed("block"), out)
			out.dead = out.dead || dead
		}
	}
	return out
}

func elseBody(n *syntax.Node) *syntax.Node {
	if n == nil {
		return nil
	}
	return n.Child("body")
}

// loop runs a loop body twice (enough for values to flow around once) and
// joins with the state that skips it.
func (fr *frame) loop(s *syntax.Node, st *state, head func(*state), alt *syntax.Node) *state {
	out := st.copy()
	cur := st.copy()
	ex := &loopExits{}
	fr.loops = append(fr.loops, ex)
	for range 2 {
		in := cur.copy()
		in.dead = false
		head(in)
		in = fr.block(s.Child("body"), in)
		if !in.dead {
			cur = merge(cur, in)
		}
		if ex.cont != nil {
			cur = merge(cur, ex.cont)
		}
	}
	fr.loops = fr.loops[:len(fr.loops)-1]
	out = merge(out, cur)
	out = fr.block(elseBody(alt), out)
	if ex.brk != nil {
		out = merge(out, ex.brk)
	}
	return out
}

func (fr *frame) ifStmt(s *syntax.Node, st *state) *state {
	cond := s.Child("condition")
	cv := fr.expr(cond, st)
	if b, ok := truth(cv); ok {
		if b {
			return fr.block(s.Child("consequence"), st)
		}
		return fr.elseChain(s.ChildrenOf("alternative"), st)
	}
	thenSt, elseSt := st.copy(), st.copy()
	fr.cur = st
	fr.refine(cond, thenSt, elseSt)
	thenSt = fr.block(s.Child("consequence"), thenSt)
	elseSt = fr.elseChain(s.ChildrenOf("alternative"), elseSt)
	return merge(thenSt, elseSt)
}

func (fr *frame) elseChain(alts []*syntax.Node, st *state) *state {
	if len(alts) == 0 {
		return st
	}
	a := alts[0]
	if a.Kind == "else_clause" {
		return fr.block(a.Child("body"), st)
	}
	// elif
	cond := a.Child("condition")
	cv := fr.expr(cond, st)
	if b, ok := truth(cv); ok {
		if b {
			return fr.block(a.Child("consequence"), st)
		}
		return fr.elseChain(alts[1:], st)
	}
	thenSt, elseSt := st.copy(), st.copy()
	fr.cur = st
	fr.refine(cond, thenSt, elseSt)
	return merge(fr.block(a.Child("consequence"), thenSt), fr.elseChain(alts[1:], elseSt))
}

func allConst(v *val) bool {
	if v.hasC {
		return true
	}
	if v.seq && v.t == nil {
		for _, it := range v.items {
			if !it.hasC {
				return false
			}
		}
		return true
	}
	if v.dict && v.t == nil {
		return true
	}
	return false
}

func operators(c *checker, n *syntax.Node) []string {
	var ops []string
	prevNot := false
	for _, ch := range n.Children {
		if ch.Named {
			prevNot = false
			continue
		}
		t := c.text(ch)
		switch {
		case t == "not" && len(ops) > 0 && ops[len(ops)-1] == "is":
			ops[len(ops)-1] = "is not"
		case t == "in" && prevNot:
			ops[len(ops)-1] = "not in"
		default:
			ops = append(ops, t)
		}
		prevNot = t == "not"
	}
	// tree-sitter may also give "not in" / "is not" as one token
	return ops
}

func (fr *frame) matchStmt(s *syntax.Node, st *state) *state {
	subj := fr.expr(s.Child("subject"), st)
	body := s.Child("body")
	var cases []*syntax.Node
	for _, a := range body.NamedChildren() {
		if a.Kind == "case_clause" {
			cases = append(cases, a)
		}
	}
	var out *state
	for _, cc := range cases {
		pats := cc.FirstNamed("case_pattern")
		matches := -1 // unknown
		if subj.hasC && pats != nil && cc.Child("guard") == nil {
			matches = fr.patMatch(pats, subj)
		}
		if matches == 0 {
			continue
		}
		bs := fr.block(cc.Child("consequence"), st.copy())
		if matches == 1 {
			if out == nil {
				return bs
			}
			return merge(out, bs)
		}
		if out == nil {
			out = bs
		} else {
			out = merge(out, bs)
		}
	}
	if out == nil {
		return st
	}
	return merge(out, st)
}

// patMatch says whether a constant matches a case pattern: 1 yes, 0 no,
// -1 unknown.
func (fr *frame) patMatch(p *syntax.Node, subj *val) int {
	kids := p.NamedChildren()
	if len(kids) == 0 {
		return 1 // case _
	}
	if len(kids) == 1 {
		p = kids[0]
	}
	switch p.Kind {
	case "union_pattern":
		res := 0
		for _, k := range p.NamedChildren() {
			switch fr.patMatch(k, subj) {
			case 1:
				return 1
			case -1:
				res = -1
			}
		}
		return res
	case "string", "integer", "float", "true", "false", "none", "concatenated_string":
		v := fr.expr(p, &state{env: map[string]*val{}})
		if v.hasC {
			if v.c == subj.c {
				return 1
			}
			return 0
		}
	case "dotted_name":
		if len(p.NamedChildren()) == 1 {
			return 1 // capture pattern
		}
	case "case_pattern":
		return fr.patMatch(p, subj)
	}
	return -1
}

// bind assigns v to an assignment target.
func (fr *frame) bind(t *syntax.Node, v *val, st *state) {
	c := fr.c
	switch t.Kind {
	case "identifier":
		name := c.text(t)
		if tt := v.t; tt.real() {
			nv := *v
			nv.t = tt.step(t.Line, c.label(name))
			v = &nv
		}
		if secName.MatchString(name) {
			fr.randSink(t, v, name)
		}
		if t.Parent != nil && t.Parent.Kind == "assignment" && t.Parent.Child("left") == t && t.Ancestor("function_definition") == nil {
			// a module's NAME = v, or a configuration class's (class Config: DEBUG = True)
			if cl := t.Ancestor("class_definition"); cl == nil || fr.configClass(cl) {
				fr.storedSetting(t.Parent, t.Parent.Child("right"), settingsModule, name, v)
			}
		}
		for k := range st.env {
			if strings.HasPrefix(k, name+".") {
				delete(st.env, k) // the attributes of the object name held before
			}
		}
		st.env[name] = v
	case "as_pattern_target", "parenthesized_expression":
		for _, k := range t.NamedChildren() {
			fr.bind(k, v, st)
		}
	case "pattern_list", "tuple_pattern", "list_pattern", "expression_list", "tuple", "list":
		kids := t.NamedChildren()
		for i, k := range kids {
			var e *val
			if v.seq && len(v.items) == len(kids) && v.t == nil {
				e = v.items[i]
			} else {
				e = v.element()
			}
			if k.Kind == "list_splat_pattern" {
				e = &val{t: v.tt(), rnd: v.rr()}
				k = k.NamedChildren()[0]
			}
			fr.bind(k, e, st)
		}
	case "subscript":
		obj := t.Child("value")
		ov := fr.expr(obj, st)
		kv := fr.expr(t.Child("subscript"), st)
		fr.storeSink(t, obj, ov, kv, v)
		if k, ok := kv.c.(string); ok && kv.hasC && t.Parent.Kind == "assignment" {
			typ := ov.kind
			if typ == "" {
				typ = c.models.receiverType(c.text(obj))
			}
			fr.storedSetting(t.Parent, t.Parent.Child("right"), typ, k, v)
		}
		if obj.Kind == "identifier" {
			name := c.text(obj)
			cur, ok := st.env[name]
			if !ok {
				return
			}
			nv := cur.clone()
			if k, ok := kv.key(); ok && nv.dict {
				nv.keys[k] = v
			} else if i, isInt, ok := num(kv); ok && isInt && nv.seq && int(i) >= 0 && int(i) < len(nv.items) {
				nv.items[int(i)] = v
			} else {
				nv.t = union(nv.t, v.tt())
				nv.rnd = union(nv.rnd, v.rr())
			}
			st.env[name] = nv
		}
	case "attribute":
		obj := t.Child("object")
		ov := fr.expr(obj, st)
		fr.attrStore(t, ov, v)
		if obj.Kind == "identifier" {
			name := c.text(obj)
			if cur, ok := st.env[name]; ok && cur.kind != "self" {
				nv := cur.clone()
				nv.t = union(nv.t, v.tt())
				nv.rnd = union(nv.rnd, v.rr())
				st.env[name] = nv
				// and exactly, for reads of that attribute
				st.env[c.text(t)] = v
			} else if ok && cur.kind == "self" {
				st.env[c.text(t)] = v
			}
		}
	}
}

// expr evaluates an expression.
func (fr *frame) expr(n *syntax.Node, st *state) *val {
	if n == nil {
		return clean
	}
	fr.c.nest.Enter()
	defer fr.c.nest.Leave()
	if f := exprKinds[n.Kind]; f != nil {
		return f(fr, n, st)
	}
	var v *val = clean
	for _, k := range n.NamedChildren() {
		v = join(v, fr.expr(k, st).flat())
	}
	return v
}

type exprFunc func(fr *frame, n *syntax.Node, st *state) *val

// exprKinds evaluate the expressions of each node kind (set in init: they
// call expr).
var exprKinds map[string]exprFunc

func init() {
	konstOf := func(v *val) exprFunc { return func(*frame, *syntax.Node, *state) *val { return v } }
	cleanExpr := konstOf(clean)
	first := func(fr *frame, n *syntax.Node, st *state) *val { return fr.expr(n.NamedChildren()[0], st) }
	child := func(field string) exprFunc {
		return func(fr *frame, n *syntax.Node, st *state) *val { return fr.expr(n.Child(field), st) }
	}
	exprKinds = map[string]exprFunc{
		"identifier":               (*frame).ident,
		"string":                   (*frame).str,
		"concatenated_string":      (*frame).concatenated,
		"integer":                  (*frame).integer,
		"float":                    (*frame).float,
		"true":                     func(*frame, *syntax.Node, *state) *val { return konst(true) },
		"false":                    func(*frame, *syntax.Node, *state) *val { return konst(false) },
		"none":                     func(*frame, *syntax.Node, *state) *val { return konst(noneT{}) },
		"parenthesized_expression": (*frame).parenthesized,
		"await":                    first,
		"assignment":               (*frame).assignment,
		"named_expression":         (*frame).namedExpr,
		"augmented_assignment":     (*frame).augmented,
		"binary_operator":          (*frame).binary,
		"unary_operator":           (*frame).unary,
		"not_operator":             (*frame).not,
		"boolean_operator":         (*frame).boolean,
		"comparison_operator":      (*frame).compare,
		"conditional_expression":   (*frame).conditional,
		"list":                     (*frame).sequence,
		"tuple":                    (*frame).sequence,
		"set":                      (*frame).sequence,
		"expression_list":          (*frame).sequence,
		"dictionary":               (*frame).dictionary,
		"list_comprehension":       (*frame).comprehension,
		"set_comprehension":        (*frame).comprehension,
		"generator_expression":     (*frame).comprehension,
		"dictionary_comprehension": (*frame).comprehension,
		"pair": func(fr *frame, n *syntax.Node, st *state) *val {
			return join(fr.expr(n.Child("key"), st), fr.expr(n.Child("value"), st))
		},
		"subscript": (*frame).subscript,
		"slice": func(fr *frame, n *syntax.Node, st *state) *val {
			for _, k := range n.NamedChildren() {
				fr.expr(k, st)
			}
			return clean
		},
		"attribute":        (*frame).attribute,
		"call":             (*frame).call,
		"lambda":           cleanExpr,
		"keyword_argument": child("value"),
		"list_splat":       first,
		"dictionary_splat": first,
		"interpolation":    child("expression"),
		"ellipsis":         cleanExpr,
	}
}

func (fr *frame) concatenated(n *syntax.Node, st *state) *val {
	var parts []*val
	for _, k := range n.NamedChildren() {
		parts = append(parts, fr.expr(k, st))
	}
	return concat(parts)
}

func (fr *frame) integer(n *syntax.Node, _ *state) *val {
	t := strings.ReplaceAll(strings.ToLower(fr.c.text(n)), "_", "")
	if i, err := strconv.ParseInt(t, 0, 64); err == nil {
		return konst(i)
	}
	return clean
}

func (fr *frame) float(n *syntax.Node, _ *state) *val {
	if f, err := strconv.ParseFloat(strings.ReplaceAll(fr.c.text(n), "_", ""), 64); err == nil {
		return konst(f)
	}
	return clean
}

func (fr *frame) parenthesized(n *syntax.Node, st *state) *val {
	var v *val = clean
	for _, k := range n.NamedChildren() {
		v = fr.expr(k, st)
	}
	return v
}

func (fr *frame) assignment(n *syntax.Node, st *state) *val {
	right := n.Child("right")
	v := clean
	if right != nil {
		v = fr.expr(right, st)
	}
	if l := n.Child("left"); l != nil && right != nil {
		fr.bind(l, v, st)
	}
	return v
}

func (fr *frame) namedExpr(n *syntax.Node, st *state) *val {
	v := fr.expr(n.Child("value"), st)
	fr.bind(n.Child("name"), v, st)
	return v
}

func (fr *frame) augmented(n *syntax.Node, st *state) *val {
	l := n.Child("left")
	lv := fr.expr(l, st)
	rv := fr.expr(n.Child("right"), st)
	op := strings.TrimSuffix(fr.c.text(n.Child("operator")), "=")
	fr.bind(l, binop(op, lv, rv), st)
	return clean
}

func (fr *frame) binary(n *syntax.Node, st *state) *val {
	return binop(fr.c.text(n.Child("operator")), fr.expr(n.Child("left"), st), fr.expr(n.Child("right"), st))
}

func (fr *frame) unary(n *syntax.Node, st *state) *val {
	v := fr.expr(n.Child("argument"), st)
	if f, isInt, ok := num(v); ok {
		switch fr.c.text(n.Child("operator")) {
		case "-":
			if isInt {
				return konst(int64(-f))
			}
			return konst(-f)
		case "+":
			return v
		}
	}
	return v.flat()
}

func (fr *frame) not(n *syntax.Node, st *state) *val {
	v := fr.expr(n.Child("argument"), st)
	if b, ok := truth(v); ok {
		return konst(!b)
	}
	return clean
}

func (fr *frame) boolean(n *syntax.Node, st *state) *val {
	l := fr.expr(n.Child("left"), st)
	op := fr.c.text(n.Children[1])
	if b, ok := truth(l); ok {
		if (op == "and" && !b) || (op == "or" && b) {
			return l
		}
		return fr.expr(n.Child("right"), st)
	}
	r := fr.expr(n.Child("right"), st)
	return join(l, r)
}

func (fr *frame) conditional(n *syntax.Node, st *state) *val {
	k := n.NamedChildren()
	if len(k) < 3 {
		return clean
	}
	cv := fr.expr(k[1], st)
	if b, ok := truth(cv); ok {
		if b {
			return fr.expr(k[0], st)
		}
		return fr.expr(k[2], st)
	}
	return join(fr.expr(k[0], st), fr.expr(k[2], st))
}

// sequence is a list, tuple or set display.
func (fr *frame) sequence(n *syntax.Node, st *state) *val {
	v := &val{seq: n.Kind != "set"}
	for _, k := range n.NamedChildren() {
		if k.Kind == "list_splat" || k.Kind == "parenthesized_list_splat" {
			e := fr.expr(k.NamedChildren()[0], st)
			if e.seq && e.t == nil {
				v.items = append(v.items, e.items...)
				continue
			}
			v.seq = false
			v.t = union(v.t, e.tt())
			continue
		}
		v.items = append(v.items, fr.expr(k, st))
	}
	if !v.seq {
		for _, it := range v.items {
			v.t = union(v.t, it.tt())
			v.rnd = union(v.rnd, it.rr())
		}
		v.items = nil
	}
	if n.Kind == "set" && v.t == nil {
		// a set of constants is still an allow-list
		v.dict, v.keys = true, map[string]*val{}
	}
	return v
}

func (fr *frame) dictionary(n *syntax.Node, st *state) *val {
	v := &val{dict: true, keys: map[string]*val{}}
	for _, p := range n.NamedChildren() {
		switch p.Kind {
		case "pair":
			kv := fr.expr(p.Child("key"), st)
			vv := fr.expr(p.Child("value"), st)
			if k, ok := kv.key(); ok {
				v.keys[k] = vv
			} else {
				v.t = union(union(v.t, vv.tt()), kv.tt())
			}
		case "dictionary_splat":
			e := fr.expr(p.NamedChildren()[0], st)
			if e.dict {
				for k, x := range e.keys {
					v.keys[k] = x
				}
				v.t = union(v.t, e.t)
			} else {
				v.t = union(v.t, e.tt())
			}
		}
	}
	return v
}

func (fr *frame) comprehension(n *syntax.Node, st *state) *val {
	in := st.copy()
	for _, cl := range n.NamedChildren() {
		switch cl.Kind {
		case "for_in_clause":
			it := fr.expr(cl.Child("right"), in)
			fr.bind(cl.Child("left"), it.element(), in)
		case "if_clause":
			for _, e := range cl.NamedChildren() {
				fr.expr(e, in)
			}
		}
	}
	body := fr.expr(n.Child("body"), in)
	return &val{t: body.tt(), rnd: body.rr()}
}

func (fr *frame) str(n *syntax.Node, st *state) *val {
	var parts []*val
	var sb strings.Builder
	hasInterp := false
	raw := fr.c.text(n)
	prefix := strings.ToLower(raw[:strings.IndexAny(raw, `"'`)+0])
	for _, k := range n.NamedChildren() {
		switch k.Kind {
		case "string_content":
			s := fr.c.text(k)
			if !strings.Contains(prefix, "r") {
				s = unescape(s)
			}
			sb.WriteString(s)
		case "escape_sequence":
			sb.WriteString(unescape(fr.c.text(k)))
		case "interpolation":
			hasInterp = true
			if sb.Len() > 0 {
				parts = append(parts, konst(sb.String()))
				sb.Reset()
			}
			parts = append(parts, fr.expr(k.Child("expression"), st))
		}
	}
	if !hasInterp {
		return konst(sb.String())
	}
	if sb.Len() > 0 {
		parts = append(parts, konst(sb.String()))
	}
	return concat(parts)
}

func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	s = strings.ReplaceAll(s, `\'`, `'`)
	if u, err := strconv.Unquote(`"` + strings.ReplaceAll(s, `"`, `\"`) + `"`); err == nil {
		return u
	}
	return s
}

// concat is the string made of parts: constant when they all are,
// otherwise formatted, carrying their taint and constant text.
func concat(parts []*val) *val {
	var sb strings.Builder
	allC, fixed := true, true
	out := &val{}
	prefixClean, dirPart := true, false
	var lead strings.Builder // the text before the first tainted part, appMark for the application's values
	leadDone, pinned := false, false
	for _, p := range parts {
		fixed = fixed && (p.hasC || p.constish)
		if s, ok := str(p); ok {
			sb.WriteString(s)
			if !leadDone {
				lead.WriteString(s)
			}
			continue
		}
		allC = false
		t := p.tt()
		if t != nil {
			t = inContext(t, sb.String(), prefixClean && (sb.Len() > 1 || dirPart))
			if !leadDone {
				pinned = hostPinned(lead.String())
			}
			if pinned {
				// after a path or a URL with its host, as is every later
				// value ("?from={}&to={}"): none can choose where a
				// redirect or a request goes
				t = t.sanitize(cRedirect | cSSRF)
			}
			leadDone = true
		} else {
			dirPart = true // an application value (a directory setting) before the separator
			if !leadDone {
				lead.WriteString(appMark)
			}
		}
		sb.WriteString(p.lit)
		if t != nil {
			out.t = union(out.t, t)
			prefixClean = false
		}
		out.rnd = union(out.rnd, p.rr())
	}
	if allC {
		return konst(sb.String())
	}
	out.lit = sb.String() + " "
	out.constish = fixed
	return out
}

func binop(op string, l, r *val) *val {
	if l.hasC && r.hasC {
		if v := fold(op, l, r); v != nil {
			return v
		}
	}
	switch op {
	case "+":
		if _, ok := l.c.(string); ok || l.lit != "" || r.lit != "" || isStr(r) {
			return concat([]*val{l, r})
		}
		if l.seq && r.seq && l.t == nil && r.t == nil {
			return &val{seq: true, items: append(append([]*val{}, l.items...), r.items...)}
		}
	case "%":
		if f, ok := l.c.(string); ok {
			return concat(percentParts(f, r))
		}
		if !l.hasC && l.tt() == nil && (l.lit != "" || r.tt() != nil) {
			// the application's format (self.url % kwargs): it fixes the start
			return concat([]*val{l, r.flat()})
		}
	case "*":
		// "?" * len(ids), ["%s"] * n: a constant repeated is the
		// program's own text (a list of placeholders), whatever the count.
		if repeatsConstant(l, r) || repeatsConstant(r, l) {
			return &val{constish: true}
		}
	case "/":
		if l.kind == "path" || r.kind == "path" {
			v := join(l.flat(), r.flat())
			v.kind = "path"
			return v
		}
	}
	v := &val{t: union(l.tt(), r.tt()), rnd: union(l.rr(), r.rr())}
	return v
}

func isStr(v *val) bool { _, ok := v.c.(string); return ok }

// repeatsConstant reports text (or a list of texts) known to be constant
// times a count that carries no data of its own.
func repeatsConstant(text, count *val) bool {
	if count.tt() != nil || isStr(count) || count.seq {
		return false
	}
	if isStr(text) {
		return true
	}
	if !text.seq || len(text.items) == 0 || text.tt() != nil {
		return false
	}
	for _, it := range text.items {
		if !isStr(it) {
			return false
		}
	}
	return true
}

func fold(op string, l, r *val) *val {
	if ls, ok := l.c.(string); ok {
		switch op {
		case "+":
			if rs, ok := r.c.(string); ok {
				return konst(ls + rs)
			}
		case "*":
			if n, ok := r.c.(int64); ok && n >= 0 && n < 1000 {
				return konst(strings.Repeat(ls, int(n)))
			}
		case "%":
			if rs, ok := str(r); ok && strings.Count(ls, "%") == 1 {
				i := strings.Index(ls, "%")
				if i+1 < len(ls) {
					return konst(ls[:i] + rs + ls[i+2:])
				}
			}
		}
		return nil
	}
	a, ai, ok1 := num(l)
	b, bi, ok2 := num(r)
	if !ok1 || !ok2 {
		return nil
	}
	ints := ai && bi
	var x float64
	switch op {
	case "+":
		x = a + b
	case "-":
		x = a - b
	case "*":
		x = a * b
	case "/":
		if b == 0 {
			return nil
		}
		return konst(a / b)
	case "//":
		if b == 0 {
			return nil
		}
		x = float64(int64(a / b))
		if a/b < 0 && x != a/b {
			x--
		}
	case "%":
		if b == 0 || !ints {
			return nil
		}
		m := int64(a) % int64(b)
		if m != 0 && (m < 0) != (b < 0) {
			m += int64(b)
		}
		return konst(m)
	case "**":
		if !ints || b < 0 || b > 62 {
			return nil
		}
		x = 1
		for range int(b) {
			x *= a
		}
	default:
		return nil
	}
	if ints {
		return konst(int64(x))
	}
	return konst(x)
}

func (fr *frame) compare(n *syntax.Node, st *state) *val {
	args := n.NamedChildren()
	ops := operators(fr.c, n)
	vals := make([]*val, len(args))
	for i, a := range args {
		vals[i] = fr.expr(a, st)
	}
	if len(ops) != len(args)-1 {
		return clean
	}
	res := true
	for i, op := range ops {
		b, ok := cmpConst(op, vals[i], vals[i+1])
		if !ok {
			return clean
		}
		res = res && b
	}
	return konst(res)
}

func cmpConst(op string, l, r *val) (bool, bool) {
	switch op {
	case "in", "not in":
		if !l.hasC {
			return false, false
		}
		found := false
		switch {
		case r.hasC:
			ls, ok1 := l.c.(string)
			rs, ok2 := r.c.(string)
			if !ok1 || !ok2 {
				return false, false
			}
			found = strings.Contains(rs, ls)
		case r.dict && r.t == nil:
			k, _ := l.key()
			_, found = r.keys[k]
		case r.seq && r.t == nil:
			for _, it := range r.items {
				if !it.hasC {
					return false, false
				}
				if it.c == l.c {
					found = true
				}
			}
		default:
			return false, false
		}
		return found == (op == "in"), true
	}
	if !l.hasC || !r.hasC {
		return false, false
	}
	switch op {
	case "==", "is":
		return l.c == r.c, true
	case "!=", "is not":
		return l.c != r.c, true
	}
	if a, _, ok := num(l); ok {
		if b, _, ok := num(r); ok {
			switch op {
			case "<":
				return a < b, true
			case ">":
				return a > b, true
			case "<=":
				return a <= b, true
			case ">=":
				return a >= b, true
			}
		}
	}
	if a, ok := l.c.(string); ok {
		if b, ok := r.c.(string); ok {
			switch op {
			case "<":
				return a < b, true
			case ">":
				return a > b, true
			case "<=":
				return a <= b, true
			case ">=":
				return a >= b, true
			}
		}
	}
	return false, false
}

func (fr *frame) subscript(n *syntax.Node, st *state) *val {
	obj := fr.expr(n.Child("value"), st)
	subs := n.ChildrenOf("subscript")
	if len(subs) != 1 {
		for _, s := range subs {
			fr.expr(s, st)
		}
		return obj.flat()
	}
	sub := subs[0]
	if sub.Kind == "slice" {
		parts := sub.NamedChildren()
		if s, ok := obj.c.(string); ok && len(parts) <= 2 {
			// constant slicing, the common [a:] / [:b] / [a:b]
			bounds := [2]int{0, len(s)}
			colon := false
			idx := 0
			for _, ch := range sub.Children {
				if !ch.Named {
					if fr.c.text(ch) == ":" {
						if colon {
							break
						}
						colon = true
						idx = 1
					}
					continue
				}
				v := fr.expr(ch, st)
				i, isInt, ok := num(v)
				if !ok || !isInt {
					return clean
				}
				b := int(i)
				if b < 0 {
					b += len(s)
				}
				bounds[idx] = max(0, min(b, len(s)))
			}
			if bounds[0] <= bounds[1] {
				return konst(s[bounds[0]:bounds[1]])
			}
			return konst("")
		}
		for _, k := range parts {
			fr.expr(k, st)
		}
		if obj.seq && obj.t == nil {
			return &val{t: obj.tt(), rnd: obj.rr()}
		}
		v := obj.flat()
		v.kind = obj.kind
		return v
	}
	kv := fr.expr(sub, st)
	if obj.kind == "request" {
		return fr.requestPart(n, obj)
	}
	if obj.kind != "" {
		// obj[k] is obj.__getitem__(k) for the rows of obj's type (the
		// WSGI environ's keys that are the server's)
		a := &args{pos: []*val{kv}, posN: []*syntax.Node{sub}, kw: map[string]*val{}, kwN: map[string]*syntax.Node{}, all: kv.flat()}
		if v := fr.modelCall(n, fr.c.models.typedRows(obj.kind, "__getitem__"), n.Child("value"), obj, a, nil); v != nil {
			return v
		}
	}
	if k, ok := kv.key(); ok && obj.dict {
		if e, ok := obj.keys[k]; ok {
			if obj.t == nil {
				return e
			}
			return join(e, tainted(obj.t))
		}
		return tainted(obj.t)
	}
	if i, isInt, ok := num(kv); ok && isInt && obj.seq && obj.t == nil {
		idx := int(i)
		if idx < 0 {
			idx += len(obj.items)
		}
		if idx >= 0 && idx < len(obj.items) {
			return obj.items[idx]
		}
	}
	if s, ok := obj.c.(string); ok {
		if i, isInt, ok := num(kv); ok && isInt && int(i) >= 0 && int(i) < len(s) {
			return konst(s[int(i) : int(i)+1])
		}
	}
	return obj.element()
}

// chain is the outermost expression of an access chain starting at n
// (request.args.get("id")), for the message.
func chain(n *syntax.Node) *syntax.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		switch {
		case p.Kind == "attribute" && p.Child("object") == n,
			p.Kind == "call" && p.Child("function") == n,
			p.Kind == "subscript" && p.Child("value") == n:
			n = p
		default:
			return n
		}
	}
	return n
}

// requestPart is request data: the source of most flows.
func (fr *frame) requestPart(n *syntax.Node, req *val) *val {
	top := chain(n)
	t := &taint{flow: analysis.Flow{{Line: top.Line, What: fr.c.label(fr.c.text(top))}}, sev: finding.Blocker}
	if req.t != nil && req.t.flow != nil && req.t.flow[0].What != "request" {
		t = req.t
	}
	return &val{t: t}
}

// requestMember is a member of the request object (an attribute or a
// method's result): request data, unless its type's rows say it is not
// (request.method, the session) or that it is a path on this host.
func (fr *frame) requestMember(n *syntax.Node, req *val, name string) *val {
	var v *val
	for _, m := range fr.c.models.typedRows("request", name) {
		switch {
		case m.Kind == models.KindSummary && !toReturn(m):
			return &val{kind: m.Returns}
		case m.Kind == models.KindSanitizer && v == nil:
			v = fr.requestPart(n, req)
			v.t = v.t.sanitize(sanitizes(m))
		case m.Kind == models.KindSummary && v == nil:
			v = fr.requestPart(n, req)
			v.kind = m.Returns
		}
	}
	if v == nil {
		v = fr.requestPart(n, req)
	}
	return v
}

func (fr *frame) attribute(n *syntax.Node, st *state) *val {
	c := fr.c
	attr := c.text(n.Child("attribute"))
	if q := fr.qual(n, st); q != "" {
		if v := fr.namedObject(n, q); v != nil {
			return v
		}
		if v, ok := fr.c.globals[c.text(n)]; ok {
			return v
		}
		if c.models.namedConstant(q) {
			return konst(q) // ssl.CERT_NONE: the value a row's condition names
		}
		if v, ok := c.moduleConst(q); ok {
			return v
		}
		// attributes of modules: constants we cannot see (helpers.utils.DIR)
		return clean
	}
	if o := n.Child("object"); o.Kind == "identifier" {
		if v, ok := st.env[c.text(n)]; ok {
			return v // an attribute the function set on a local object
		}
	}
	obj := fr.expr(n.Child("object"), st)
	if obj.obj != nil && obj.obj.attrs != nil {
		if v, ok := obj.obj.attrs[attr]; ok {
			return v
		}
	}
	switch obj.kind {
	case "request":
		if attr == "path" && fr.f != nil && fr.f.fixedPath {
			// the route (behind a blueprint's fixed prefix, if any)
			if fr.f.route != "" {
				return konst(fr.f.route)
			}
			return &val{constish: true}
		}
		return fr.requestMember(n, obj, attr)
	case "self":
		if v, ok := st.env[c.text(n)]; ok {
			return v
		}
		return clean
	}
	v := obj.flat()
	if typ := fr.c.models.member(obj.kind, attr); typ != "" {
		v.kind = typ // an attribute of a typed object: response.headers, path.parent
	}
	return v
}

func (fr *frame) ident(n *syntax.Node, st *state) *val {
	name := fr.c.text(n)
	if v, ok := st.env[name]; ok {
		return v
	}
	if q, ok := fr.c.imports[name]; ok {
		if v := fr.namedObject(n, q); v != nil {
			return v
		}
		if v, ok := fr.c.moduleConst(q); ok {
			return v
		}
		return clean
	}
	if v, ok := fr.c.globals[name]; ok {
		return v
	}
	return clean
}

// qual is the dotted name an expression denotes when it is a module path
// (os.path.join, flask.request): its first name is an import or a builtin,
// not a local variable. It is "" for expressions on values.
func (fr *frame) qual(n *syntax.Node, st *state) string {
	var parts []string
	x := n
	for x.Kind == "attribute" {
		parts = append(parts, fr.c.text(x.Child("attribute")))
		x = x.Child("object")
	}
	if x.Kind != "identifier" {
		return ""
	}
	root := fr.c.text(x)
	if _, ok := st.env[root]; ok {
		return ""
	}
	if q, ok := fr.c.imports[root]; ok {
		root = q
	} else if n.Kind == "attribute" {
		return "" // a global object (Item.objects), not a module path
	} else if _, ok := fr.c.globals[root]; ok {
		return ""
	}
	for i := len(parts) - 1; i >= 0; i-- {
		if _, ok := fr.c.models.objects[root]; ok {
			return "" // request.args: a value, not a module path
		}
		root += "." + parts[i]
	}
	return root
}

// namedObject is what a qualified name read without a call denotes, when
// a model says: an object of a type row's (flask.request, os.environ), or
// a source's data (sys.argv).
func (fr *frame) namedObject(n *syntax.Node, q string) *val {
	tabs := fr.c.models
	if typ, ok := tabs.objects[q]; ok {
		if m := tabs.types[typ]; m.Source == "remote" {
			// "request" alone marks the whole object: its members are the data
			return &val{kind: typ, t: &taint{flow: analysis.Flow{{Line: n.Line, What: "request"}}, sev: finding.Blocker}}
		}
		return &val{kind: typ}
	}
	for _, m := range tabs.call(q) {
		if m.Kind == models.KindSource {
			return fr.modelSource(n, m, &args{all: clean})
		}
	}
	return nil
}

// appMark stands, in the leading text of a built string, for a value the
// application chose (reverse(...), url_for(...), a setting).
const appMark = "\x01"

// hostPinned says whether text leading a URL fixes its host, so that what
// follows cannot send a redirect or a request elsewhere: a path on this
// host ("/login?next=", but not "/" alone: "/" + "/evil.com" is
// "//evil.com"), a URL with its host and a "/", "?" or "#" after it
// ("https://api.example.com/" — "https://example.com" + "@evil.com" is
// evil.com), a relative reference with a separator ("page?next="), or a
// value the application chose (reverse(...) + "?next=").
func hostPinned(lead string) bool {
	switch {
	case lead == "":
		return false
	case strings.HasPrefix(lead, appMark):
		return true
	case strings.HasPrefix(lead, "//"), strings.HasPrefix(lead, `\\`), strings.HasPrefix(lead, `/\`), strings.HasPrefix(lead, `\/`):
		return authorityEnds(lead[2:])
	case strings.HasPrefix(lead, "/"):
		return len(lead) > 1
	}
	if i := strings.Index(lead, "://"); i > 0 && schemeRE.MatchString(lead[:i]) {
		return authorityEnds(lead[i+3:])
	}
	if i := strings.IndexAny(lead, "/?#"); i >= 0 {
		return !strings.Contains(lead[:i], ":") // "javascript:" or "mailto:" is not a path
	}
	return false
}

// authorityEnds says whether the host part that starts rest is complete:
// it is followed by a path, a query or a fragment, or is the
// application's value.
func authorityEnds(rest string) bool {
	i := strings.IndexAny(rest, "/?#"+appMark)
	return i > 0 || (i == 0 && strings.HasPrefix(rest, appMark))
}

var (
	schemeRE  = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*$`)
	percentRE = regexp.MustCompile(`%(\(([^)]*)\))?[-#0 +]*(\*|\d+)?(\.(\*|\d+))?[hlL]?([diouxXeEfFgGcrsa%])`)
	formatRE  = regexp.MustCompile(`\{\{|\}\}|\{([^{}]*)\}`)
)

// percentParts splits f % r into its constant text and the values put in
// at each conversion, in order, so the text before each value is known.
func percentParts(f string, r *val) []*val {
	var parts []*val
	next, last := 0, 0
	for _, m := range percentRE.FindAllStringSubmatchIndex(f, -1) {
		parts = append(parts, konst(f[last:m[0]]))
		last = m[1]
		if f[m[12]:m[13]] == "%" {
			parts = append(parts, konst("%"))
			continue
		}
		var v *val
		switch {
		case m[4] >= 0 && r.dict && r.t == nil:
			if e, ok := r.keys[fmt.Sprintf("%T:%v", "", f[m[4]:m[5]])]; ok {
				v = e
			}
		case r.seq && r.t == nil:
			if next < len(r.items) {
				v = r.items[next]
			}
		case !r.seq && !r.dict:
			v = r
		}
		next++
		if v == nil {
			v = r.flat()
		}
		parts = append(parts, v)
	}
	return append(parts, konst(f[last:]))
}

// formatParts splits f.format(...) the same way.
func formatParts(f string, a *args) []*val {
	var parts []*val
	next, last := 0, 0
	for _, m := range formatRE.FindAllStringSubmatchIndex(f, -1) {
		parts = append(parts, konst(f[last:m[0]]))
		last = m[1]
		if m[2] < 0 {
			parts = append(parts, konst(f[m[0]:m[0]+1]))
			continue
		}
		field := f[m[2]:m[3]]
		if i := strings.IndexAny(field, ".[!:"); i >= 0 {
			field = field[:i]
		}
		var v *val
		switch {
		case field == "":
			if next < len(a.pos) {
				v = a.pos[next]
			}
			next++
		case field[0] >= '0' && field[0] <= '9':
			if i, err := strconv.Atoi(field); err == nil && i < len(a.pos) {
				v = a.pos[i]
			}
		default:
			v = a.kw[field]
		}
		if v == nil {
			v = a.all
		}
		parts = append(parts, v.flat())
	}
	return append(parts, konst(f[last:]))
}
