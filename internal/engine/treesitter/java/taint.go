package java

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// checker holds what one file's analysis knows.
type checker struct {
	nest analysis.Nesting // recursion into expressions, bounded
	pass *analysis.Pass
	tree *syntax.Tree
	src  string
	// methods by name: every method and constructor declared in the file.
	methods map[string][]*method
	classes map[string]bool
	// consts are final fields initialised with a constant.
	consts   map[string]*val
	reported map[reportKey]bool
	sunk     map[sunkKey]bool
	pending  []pendingReport

	// file is the file's base name; pkg, imports and onDemand are its
	// package and the classes and packages it imports.
	file     string
	pkg      string
	imports  map[string]string // simple name → qualified name
	onDemand []string
	// types are the classes declared in the file, by simple name.
	types map[string]*classInfo
	// proj reads other files of the project (nil without a project);
	// foreign: this is such a file, analysed for its summaries only, at
	// depth calls from the file under review.
	proj    *project
	foreign bool
	depth   int
	// ix holds the models; typeCache their types by name as written.
	ix        *index
	typeCache map[string]string
}

type reportKey struct {
	rule string
	line int
}

// method is one declaration and, once analysed, its summary.
type method struct {
	c      *checker
	cls    *classInfo
	static bool
	// fieldsOut: for a constructor, the fields' values when it returns.
	fieldsOut []*val
	decl      *syntax.Node
	name      string
	params    []*syntax.Node
	state     uint8 // 0 new, 1 running, 2 done
	ret       *val
	sinks     []sinkSummary
	// body: the sink the method's return value reaches, when a handler
	// model says it is written to the response (Spring @ResponseBody,
	// @RestController, JAX-RS @Produces text/html).
	body *analysis.Rule
}

// sinkSummary is a sink inside a method reached by some of its parameters.
type sinkSummary struct {
	rule   *analysis.Rule
	node   *syntax.Node
	params uint64
	need   kinds
	flow   []fstep // from the parameter to the sink
}

func newChecker(pass *analysis.Pass, ix *index) *checker {
	c := newFileChecker(pass.Tree, "", ix)
	c.pass = pass
	if pass.Project != nil {
		c.proj = &project{p: pass.Project, self: pass.Path, files: map[string]*checker{}, found: map[string]*classInfo{}, ix: ix}
	}
	return c
}

func newFileChecker(tree *syntax.Tree, file string, ix *index) *checker {
	return &checker{tree: tree, src: string(tree.Src), methods: map[string][]*method{}, classes: map[string]bool{},
		consts: map[string]*val{}, reported: map[reportKey]bool{}, sunk: map[sunkKey]bool{}, file: file,
		imports: map[string]string{}, types: map[string]*classInfo{}, ix: ix, typeCache: map[string]string{}}
}

func (c *checker) text(n *syntax.Node) string { return c.tree.Text(n) }

// taint analyses every method of the file.
func (c *checker) taint() {
	for _, m := range c.collect() {
		c.analyze(m)
	}
	for _, p := range c.pending {
		c.report(p.rule, p.at, finding.Medium, "%s", p.msg)
	}
}

// collect indexes the file: its package, imports, classes, fields,
// constants and methods.
func (c *checker) collect() []*method {
	var all []*method
	byDecl := map[*syntax.Node]*classInfo{}
	enclosing := func(n *syntax.Node) *classInfo {
		for p := n.Parent; p != nil; p = p.Parent {
			if ci := byDecl[p]; ci != nil {
				return ci
			}
		}
		return nil
	}
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "package_declaration":
			if id := n.FirstNamed("scoped_identifier"); id != nil {
				c.pkg = c.text(id)
			} else if id := n.FirstNamed("identifier"); id != nil {
				c.pkg = c.text(id)
			}
			return false
		case "import_declaration":
			if strings.Contains(c.text(n), "static") {
				return false
			}
			id := n.FirstNamed("scoped_identifier")
			if id == nil {
				return false
			}
			q := strings.Join(strings.Fields(c.text(id)), "")
			if n.FirstNamed("asterisk") != nil {
				c.onDemand = append(c.onDemand, q)
			} else if i := strings.LastIndexByte(q, '.'); i > 0 {
				c.imports[q[i+1:]] = q
			}
			return false
		case "class_declaration", "interface_declaration", "enum_declaration", "record_declaration":
			if name := n.Child("name"); name != nil {
				c.classes[c.text(name)] = true
				ci := &classInfo{c: c, name: c.text(name), decl: n, iface: n.Kind == "interface_declaration",
					topLvl: n.Parent == c.tree.Root, methods: map[string][]*method{}}
				byDecl[n] = ci
				if _, dup := c.types[ci.name]; !dup {
					c.types[ci.name] = ci
				}
			}
		case "method_declaration", "constructor_declaration", "compact_constructor_declaration":
			m := &method{c: c, decl: n, name: c.text(n.Child("name")), cls: enclosing(n)}
			if ps := n.Child("parameters"); ps != nil {
				for _, p := range ps.Children {
					if p.Kind == "formal_parameter" || p.Kind == "spread_parameter" {
						m.params = append(m.params, p)
					}
				}
			}
			m.static = strings.Contains(c.text(n.FirstNamed("modifiers")), "static")
			if !c.foreign {
				m.body = c.bodySink(m)
			}
			c.methods[m.name] = append(c.methods[m.name], m)
			if m.cls != nil {
				m.cls.methods[m.name] = append(m.cls.methods[m.name], m)
			}
			all = append(all, m)
		case "field_declaration":
			mods := c.text(n.FirstNamed("modifiers"))
			if ci := byDecl[n.Parent.Parent]; ci != nil && n.Parent.Kind == "class_body" && !strings.Contains(mods, "static") {
				for _, d := range n.ChildrenOf("declarator") {
					if len(ci.fields) < maxFields {
						ci.fields = append(ci.fields, fieldInfo{name: c.text(d.Child("name")),
							typ: c.text(n.Child("type")), init: d.Child("value")})
					}
				}
			}
			if strings.Contains(mods, "final") {
				for _, d := range n.ChildrenOf("declarator") {
					if v := d.Child("value"); v != nil {
						f := &frame{c: c, env: map[string]*val{}, types: map[string]string{}, qtypes: map[string]string{}}
						// A constant, or a final field holding a generator of
						// an exact type (static final Random RANDOM = new Random()).
						if x := f.eval(v); (x.c != nil || c.exactObj(x)) && !x.tainted() {
							c.consts[c.text(d.Child("name"))] = x
						}
					}
				}
			}
		}
		return true
	})
	return all
}

// exactObj reports whether v is an object of an exact model type (one only
// its constructors and factories make, java.util.Random).
func (c *checker) exactObj(v *val) bool {
	t := c.ix.types[v.obj]
	return v.obj != objNone && t != nil && t.Exact
}

func (c *checker) analyze(m *method) {
	if m.state != 0 {
		return
	}
	m.state = 1
	f := &frame{c: c, m: m, env: map[string]*val{}, types: map[string]string{}, qtypes: map[string]string{}}
	ctor := m.decl.Kind != "method_declaration"
	if m.cls != nil && !m.static {
		// The receiver's fields: in a constructor, their initial values;
		// in a method, the receiver's, which the caller substitutes.
		var inits []*val
		if ctor {
			inits = m.cls.initFields()
		}
		for i, fd := range m.cls.fields {
			typ := simpleType(fd.typ)
			f.types[fd.name], f.qtypes[fd.name] = typ, fd.typ
			if ctor {
				f.env[fd.name] = inits[i]
				continue
			}
			f.env[fd.name] = &val{opaque: true, obj: c.declaredType(fd.typ), params: 1 << uint(fieldBase+i),
				flow: (*step)(nil).push(m.cls.decl.Line, "this."+fd.name)}
		}
	}
	for i, p := range m.params {
		name := p.Child("name")
		if name == nil {
			name = p.FirstNamed("variable_declarator")
			if name != nil {
				name = name.Child("name")
			}
		}
		if name == nil {
			continue
		}
		id := c.text(name)
		v := &val{opaque: true}
		if i < maxParams && !c.scalarParam(p) {
			// a number, a boolean, a date or a UUID carries no text a
			// caller could inject: SQL or a command built from it is not
			// "built from the method's parameters"
			v.params = 1 << uint(i)
			v.flow = (*step)(nil).push(p.Line, id)
		}
		typ := simpleType(c.text(p.Child("type")))
		f.types[id], f.qtypes[id] = typ, c.text(p.Child("type"))
		v.obj = c.declaredType(c.text(p.Child("type")))
		if what, k := c.paramSource(m, p); k != 0 {
			v.k |= k
			v.flow = (*step)(nil).push(p.Line, what+" "+id)
		}
		f.env[id] = v
	}
	if body := m.decl.Child("body"); body != nil {
		f.exec(body)
	}
	if ctor && m.cls != nil {
		m.fieldsOut = make([]*val, len(m.cls.fields))
		for i, fd := range m.cls.fields {
			m.fieldsOut[i] = orClean(f.env[fd.name])
		}
	}
	m.state = 2
}

// simpleType strips packages and type arguments: java.util.List<String> → List.
func simpleType(t string) string {
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	return strings.TrimSpace(t)
}

// frame is the state of one method's analysis.
type frame struct {
	c     *checker
	m     *method
	env   map[string]*val
	types map[string]string
	// qtypes are the declared types as written (qualified, with type
	// arguments), for resolving classes of the project.
	qtypes map[string]string
	// dead: the rest of the block does not run (after return, throw, break).
	dead bool
	// exits collects the environments at break and continue statements of
	// the innermost loop or switch, which join the state after it.
	exits *[]map[string]*val
}

func (f *frame) clone() *frame {
	env := make(map[string]*val, len(f.env))
	for k, v := range f.env {
		env[k] = v
	}
	return &frame{c: f.c, m: f.m, env: env, types: f.types, qtypes: f.qtypes, exits: f.exits}
}

// withExits starts collecting break and continue states; done joins them
// into f.
func (f *frame) withExits() *[]map[string]*val {
	old := f.exits
	f.exits = new([]map[string]*val)
	return old
}

func (f *frame) joinExits(old *[]map[string]*val) {
	exits := f.exits
	f.exits = old
	if exits == nil || len(*exits) == 0 {
		return
	}
	paths := []*frame{f}
	for _, env := range *exits {
		paths = append(paths, &frame{env: env})
	}
	f.merge(paths...)
}

// merge joins the environments of the paths that reach the same point.
func (f *frame) merge(paths ...*frame) {
	var live []*frame
	for _, p := range paths {
		if !p.dead {
			live = append(live, p)
		}
	}
	if len(live) == 0 {
		f.dead = true
		return
	}
	env := live[0].env
	for _, p := range live[1:] {
		merged := make(map[string]*val, len(env))
		for k, v := range env {
			merged[k] = join(v, p.env[k])
		}
		for k, v := range p.env {
			if _, ok := env[k]; !ok {
				merged[k] = v
			}
		}
		env = merged
	}
	f.env = env
	f.dead = false
}

// execFuncs run a statement, by node kind.
var execFuncs map[string]func(f *frame, n *syntax.Node)

func init() {
	evalAll := func(f *frame, n *syntax.Node) {
		for _, x := range n.NamedChildren() {
			f.eval(x)
		}
	}
	none := func(*frame, *syntax.Node) {}
	execFuncs = map[string]func(f *frame, n *syntax.Node){
		"block": (*frame).execBlock, "constructor_body": (*frame).execBlock, "static_initializer": (*frame).execBlock,
		"local_variable_declaration": (*frame).execLocal,
		"expression_statement":       evalAll, "parenthesized_expression": evalAll, "explicit_constructor_invocation": evalAll,
		"if_statement":    (*frame).execIf,
		"while_statement": (*frame).execLoop, "do_statement": (*frame).execLoop, "for_statement": (*frame).execLoop,
		"enhanced_for_statement": (*frame).execLoop,
		"switch_expression":      func(f *frame, n *syntax.Node) { f.evalSwitch(n) },
		"switch_statement":       func(f *frame, n *syntax.Node) { f.evalSwitch(n) },
		"try_statement":          (*frame).execTry, "try_with_resources_statement": (*frame).execTry,
		"return_statement": (*frame).execReturn,
		"throw_statement": func(f *frame, n *syntax.Node) {
			evalAll(f, n)
			f.dead = true
		},
		"break_statement": (*frame).execJump, "continue_statement": (*frame).execJump, "yield_statement": (*frame).execJump,
		"labeled_statement": (*frame).execLabeled, "synchronized_statement": (*frame).execLabeled,
		// analysed as methods of their own
		"class_declaration": none, "local_class_declaration": none, "interface_declaration": none,
		"record_declaration": none, "enum_declaration": none,
	}
}

func (f *frame) exec(n *syntax.Node) {
	if n == nil || f.dead {
		return
	}
	if run := execFuncs[n.Kind]; run != nil {
		run(f, n)
		return
	}
	if strings.HasSuffix(n.Kind, "_statement") || n.Kind == "assert_statement" {
		return
	}
	f.eval(n)
}

func (f *frame) execBlock(n *syntax.Node) {
	for _, s := range n.Children {
		if f.dead {
			return
		}
		if s.Named {
			f.exec(s)
		}
	}
}

func (f *frame) execLocal(n *syntax.Node) {
	typ := simpleType(f.c.text(n.Child("type")))
	for _, d := range n.ChildrenOf("declarator") {
		name := f.c.text(d.Child("name"))
		f.types[name], f.qtypes[name] = typ, f.c.text(n.Child("type"))
		v := clean
		if x := d.Child("value"); x != nil {
			v = f.eval(x)
		}
		// int n = Optional.ofNullable(p).map(Integer::parseInt).orElse(0):
		// a number or a boolean holds no text, whatever it was computed
		// from (a char does, one character of it)
		if tn := n.Child("type"); v.c == nil && v.tainted() && tn != nil && f.c.text(tn) != "char" &&
			(tn.Kind == "integral_type" || tn.Kind == "floating_point_type" || tn.Kind == "boolean_type" || f.c.ix.scalars[typ]) {
			v = cleaned(v)
		}
		if t := f.c.declaredType(f.c.text(n.Child("type"))); v.obj == objNone && t != objNone {
			n := *v
			n.obj = t
			v = &n
		}
		f.assign(name, v, d)
	}
}

func (f *frame) execTry(n *syntax.Node) {
	if r := n.Child("resources"); r != nil {
		for _, res := range r.NamedChildren() {
			if res.Kind == "resource" && res.Child("value") != nil {
				name := f.c.text(res.Child("name"))
				f.types[name], f.qtypes[name] = simpleType(f.c.text(res.Child("type"))), f.c.text(res.Child("type"))
				f.assign(name, f.eval(res.Child("value")), res)
			}
		}
	}
	f.exec(n.Child("body"))
	paths := []*frame{f.clone()}
	for _, cc := range n.Children {
		if cc.Kind == "catch_clause" {
			g := f.clone()
			g.dead = false
			g.exec(cc.Child("body"))
			paths = append(paths, g)
		}
	}
	wasDead := f.dead
	f.merge(paths...)
	for _, fc := range n.Children {
		if fc.Kind == "finally_clause" {
			for _, b := range fc.NamedChildren() {
				f.exec(b)
			}
		}
	}
	if wasDead && len(paths) == 1 {
		f.dead = true
	}
}

func (f *frame) execReturn(n *syntax.Node) {
	var v *val
	if x := n.FirstNamed(""); x != nil {
		v = f.eval(x)
	}
	if f.m != nil {
		if f.m.ret == nil {
			f.m.ret = v
		} else {
			f.m.ret = join(f.m.ret, v)
		}
		if f.m.body != nil && v != nil {
			f.sink(f.m.body, n, v, need(f.m.body), "return "+f.c.text(n.FirstNamed("")))
		}
		// A method named for a secret (newSessionToken, generateSalt)
		// whose result a predictable generator made.
		if v != nil && v.k&fromRandom != 0 && secretName(f.m.name) {
			f.sink(ruleRandom, n, v, fromRandom, f.m.name+"()")
		}
		// A view name such as Spring's "redirect:" + url (handler rows
		// with return-prefix).
		if x := n.FirstNamed(""); v != nil {
			if r := f.c.prefixSink(f.m, x); r != nil {
				f.sink(r, n, v, need(r), "return "+f.c.text(x))
			}
		}
	}
	f.dead = true
}

func (f *frame) execJump(n *syntax.Node) {
	for _, x := range n.NamedChildren() {
		if x.Kind != "identifier" {
			f.eval(x)
		}
	}
	if f.exits != nil {
		*f.exits = append(*f.exits, f.env)
	}
	f.dead = true
}

func (f *frame) execLabeled(n *syntax.Node) {
	for _, x := range n.NamedChildren() {
		if x.Kind == "block" || strings.HasSuffix(x.Kind, "_statement") {
			f.exec(x)
		} else if x.Kind != "identifier" {
			f.eval(x)
		}
	}
}

func (f *frame) assign(name string, v *val, at *syntax.Node) {
	v = withStep(v, at.Line, name)
	f.env[name] = v
	if v.k&fromRandom != 0 && secretName(name) {
		f.sink(ruleRandom, at, v, fromRandom, name)
	}
}

func secretName(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"token", "password", "passwd", "secret", "key", "nonce", "salt", "otp", "csrf", "xsrf",
		"sessionid", "credential", "apikey", "authcode", "verifier"} {
		if strings.Contains(n, w) {
			return !strings.Contains(n, "keyboard") && !strings.Contains(n, "monkey")
		}
	}
	return false
}

func (f *frame) execIf(n *syntax.Node) {
	cond := n.Child("condition")
	cv := f.eval(cond)
	if b, ok := cv.c.(bool); ok {
		if b {
			f.exec(n.Child("consequence"))
		} else {
			f.exec(n.Child("alternative"))
		}
		return
	}
	guard, positive, ctx := f.allowList(cond)
	t := f.clone()
	if guard != "" && positive {
		t.env[guard] = passed(t.env[guard], ctx)
	}
	t.exec(n.Child("consequence"))
	e := f.clone()
	if guard != "" && !positive {
		e.env[guard] = passed(e.env[guard], ctx)
	}
	e.exec(n.Child("alternative"))
	f.merge(t, e)
}

// passed is a variable's value where a guard passed: clean, or (ctx not 0)
// safe for the sinks of ctx.
func passed(v *val, ctx contexts) *val {
	if ctx == 0 {
		return cleaned(v)
	}
	nv := encoded(v, ctx)
	nv.obj, nv.norm = v.obj, v.norm
	return nv
}

// allowList recognises a condition that checks a variable against a fixed
// set: allowed.contains(x), "a".equals(x), x.matches("[a-z]+"), or a
// normalized path against a base directory (a prefix guard row:
// p.normalize().startsWith(base)). It returns the variable, whether the
// condition holds when the check passes, and the sinks the check makes it
// safe for (0: all).
func (f *frame) allowList(cond *syntax.Node) (string, bool, contexts) {
	positive := true
	for cond != nil {
		switch {
		case cond.Kind == "parenthesized_expression":
			cond = cond.FirstNamed("")
			continue
		case cond.Kind == "unary_expression" && cond.HasChild("!"):
			positive = !positive
			cond = cond.Child("operand")
			continue
		}
		break
	}
	if cond != nil && cond.Kind == "binary_expression" && (cond.HasChild("||") || cond.HasChild("&&")) {
		lv, lp, lc := f.allowList(cond.Child("left"))
		rv, rp, rc := f.allowList(cond.Child("right"))
		or := cond.HasChild("||")
		if lv != "" && lv == rv && lp == rp && lp == or && lc == rc {
			return lv, lp == positive, lc
		}
		// One side is the check and the other any condition: where a
		// conjunction holds (x != null && allowed.contains(x)), or a
		// disjunction fails (x == null || !allowed.contains(x)), the
		// check passed.
		for _, s := range []struct {
			v string
			p bool
			c contexts
		}{{lv, lp, lc}, {rv, rp, rc}} {
			if s.v != "" && s.p != or {
				return s.v, s.p == positive, s.c
			}
		}
		return "", false, 0
	}
	if cond == nil || cond.Kind != "method_invocation" {
		return "", false, 0
	}
	// A method the models name a guard (guard rows).
	g := f.c.ix.guards[f.c.text(cond.Child("name"))]
	obj := cond.Child("object")
	args := cond.Child("arguments").NamedChildren()
	if v := f.patternMatched(cond, obj, args); v != "" {
		return v, positive, 0
	}
	if g == nil || len(args) != 1 || obj == nil {
		return "", false, 0
	}
	switch {
	case g.Guard == "prefix":
		// A normalized path under a base directory the request did not
		// choose.
		var ctx contexts
		for _, k := range g.Sanitizes {
			ctx |= kindBit(k)
		}
		if root := f.normalizedRoot(obj); root != "" && ctx != 0 && basePrefix(f.eval(obj), f.eval(args[0])) {
			return root, positive, ctx
		}
	// The argument checked against a set or a constant receiver.
	case g.Guard == "check" && args[0].Kind == "identifier" && !f.eval(obj).tainted():
		return f.c.text(args[0]), positive, 0
	// The receiver checked against a constant argument.
	case g.Receiver && obj.Kind == "identifier":
		if a := f.eval(args[0]); a.c != nil {
			return f.c.text(obj), positive, 0
		}
	}
	return "", false, 0
}

// patternMatched is the variable a compiled or static regular expression
// match checks as a whole (pattern guard rows with type): with checked-by,
// re.matcher(x).matches() with a pattern the request did not choose; a
// static call otherwise, Pattern.matches("[a-z]+", x); "" for none.
func (f *frame) patternMatched(cond *syntax.Node, obj *syntax.Node, args []*syntax.Node) string {
	if obj == nil {
		return ""
	}
	name := f.c.text(cond.Child("name"))
	for _, g := range f.c.ix.patterns {
		i := g.Args[0]
		switch {
		case len(g.CheckedBy) > 0:
			if len(args) != 0 || obj.Kind != "method_invocation" || !slices.Contains(g.CheckedBy, name) || !g.MatchMethod(f.c.text(obj.Child("name"))) {
				continue
			}
			margs := obj.Child("arguments").NamedChildren()
			if i < len(margs) && margs[i].Kind == "identifier" && obj.Child("object") != nil && !f.eval(obj.Child("object")).tainted() {
				return f.c.text(margs[i])
			}
		case g.MatchMethod(name) && obj.Kind == "identifier" && f.c.text(obj) == simpleType(g.Type) && i < len(args) && i > 0 && args[i].Kind == "identifier":
			if f.eval(args[0]).c != nil {
				return f.c.text(args[i])
			}
		}
	}
	return ""
}

// normalizedRoot is the variable a prefix check's receiver checks when the
// receiver is a normalized path: the variable itself holding one (p), or
// a variable normalized by the calls on it (f.getCanonicalPath(),
// p.toAbsolutePath().normalize()); "" otherwise.
func (f *frame) normalizedRoot(n *syntax.Node) string {
	norm := false
	for n != nil && n.Kind == "method_invocation" {
		name := f.c.text(n.Child("name"))
		switch {
		case f.c.ix.normalizes[name]:
			norm = true
		case !f.c.ix.keepsNormal[name]:
			return ""
		}
		n = n.Child("object")
	}
	if n == nil || n.Kind != "identifier" {
		return ""
	}
	name := f.c.text(n)
	if v, ok := f.env[name]; !ok || !(norm || v.norm) {
		return ""
	}
	return name
}

// basePrefix reports whether a prefix check's argument is a base directory:
// not request data, and, compared as text, a constant that ends with a
// separator ("/srv/data" admits "/srv/data-other"; Path.startsWith compares
// whole elements).
func basePrefix(path, base *val) bool {
	if base.k&fromRequest != 0 {
		return false
	}
	if s, ok := base.str(); ok && path.obj != "jdk.Path" {
		return strings.HasSuffix(s, "/") || strings.HasSuffix(s, `\`)
	}
	return true
}

func (f *frame) execLoop(n *syntax.Node) {
	if n.Kind == "for_statement" {
		for _, x := range n.ChildrenOf("init") {
			f.exec(x)
		}
	}
	if n.Kind == "enhanced_for_statement" {
		coll := f.eval(n.Child("value"))
		name := f.c.text(n.Child("name"))
		f.types[name], f.qtypes[name] = simpleType(f.c.text(n.Child("type"))), f.c.text(n.Child("type"))
		elem := taintOf(coll)
		if coll.model {
			elem = clean
			for _, e := range coll.elems {
				elem = join(elem, e)
			}
			for _, e := range coll.keys {
				elem = join(elem, e)
			}
			elem = union(elem, coll)
		}
		f.assign(name, elem, n)
	}
	old := f.withExits()
	entry := f.clone()
	cur := f.clone()
	for i := 0; i < 2; i++ {
		if c := n.Child("condition"); c != nil {
			if b, ok := cur.eval(c).c.(bool); ok && !b && n.Kind != "do_statement" {
				break
			}
		}
		cur.exec(n.Child("body"))
		cur.dead = false
		for _, u := range n.ChildrenOf("update") {
			cur.eval(u)
		}
		entry.merge(entry, cur)
		cur = entry.clone()
	}
	f.env = entry.env
	f.dead = false
	f.joinExits(old)
}

// evalSwitch runs a switch: only the matching case when the selector is
// constant, every case otherwise.
func (f *frame) evalSwitch(n *syntax.Node) *val {
	sel := f.eval(n.Child("condition"))
	body := n.Child("body")
	if body == nil {
		return clean
	}
	var groups []*syntax.Node
	for _, g := range body.NamedChildren() {
		if g.Kind == "switch_block_statement_group" || g.Kind == "switch_rule" {
			groups = append(groups, g)
		}
	}
	matches := func(g *syntax.Node) (hit, isDefault bool) {
		for _, l := range g.Children {
			if l.Kind != "switch_label" {
				continue
			}
			if strings.HasPrefix(strings.TrimSpace(f.c.text(l)), "default") {
				isDefault = true
			}
			for _, e := range l.NamedChildren() {
				if sel.c != nil && f.eval(e).c == sel.c {
					hit = true
				}
			}
		}
		return hit, isDefault
	}
	result := (*val)(nil)
	runFrom := func(g *frame, i int) {
		for ; i < len(groups) && !g.dead; i++ {
			for _, s := range groups[i].Children {
				if s.Kind == "switch_label" || !s.Named || g.dead {
					continue
				}
				if groups[i].Kind == "switch_rule" && !strings.HasSuffix(s.Kind, "statement") && s.Kind != "block" {
					result = join(result, g.eval(s))
					continue
				}
				g.exec(s)
			}
			if groups[i].Kind == "switch_rule" {
				break
			}
		}
		g.dead = false
	}
	old := f.withExits()
	if sel.c != nil {
		at, def := -1, -1
		for i, g := range groups {
			hit, isDef := matches(g)
			if hit && at < 0 {
				at = i
			}
			if isDef {
				def = i
			}
		}
		if at < 0 {
			at = def
		}
		if at >= 0 {
			runFrom(f, at)
		}
		f.joinExits(old)
		return orClean(result)
	}
	paths := []*frame{}
	hasDefault := false
	for i, g := range groups {
		if _, d := matches(g); d {
			hasDefault = true
		}
		p := f.clone()
		runFrom(p, i)
		paths = append(paths, p)
	}
	if !hasDefault {
		paths = append(paths, f.clone())
	}
	f.merge(paths...)
	f.joinExits(old)
	return orClean(result)
}

func orClean(v *val) *val {
	if v == nil {
		return clean
	}
	return v
}

// evalFuncs evaluate an expression, by node kind.
var evalFuncs map[string]func(f *frame, n *syntax.Node) *val

func init() {
	cleanOf := func(*frame, *syntax.Node) *val { return clean }
	first := func(f *frame, n *syntax.Node) *val { return f.eval(n.FirstNamed("")) }
	evalFuncs = map[string]func(f *frame, n *syntax.Node) *val{
		"string_literal": (*frame).evalString, "text_block": (*frame).evalString,
		"decimal_integer_literal": (*frame).evalInt, "hex_integer_literal": (*frame).evalInt,
		"octal_integer_literal": (*frame).evalInt, "binary_integer_literal": (*frame).evalInt,
		"character_literal": (*frame).evalChar,
		"true":              func(*frame, *syntax.Node) *val { return constant(true) },
		"false":             func(*frame, *syntax.Node) *val { return constant(false) },
		"null_literal":      cleanOf, "decimal_floating_point_literal": cleanOf, "class_literal": cleanOf, "this": cleanOf,
		"super": cleanOf, "method_reference": cleanOf,
		"identifier":               (*frame).evalIdent,
		"field_access":             (*frame).evalField,
		"parenthesized_expression": first,
		"cast_expression":          func(f *frame, n *syntax.Node) *val { return f.eval(n.Child("value")) },
		"binary_expression":        (*frame).binary,
		"unary_expression":         (*frame).evalUnary,
		"update_expression":        (*frame).evalUpdate,
		"ternary_expression":       (*frame).evalTernary,
		"instanceof_expression": func(f *frame, n *syntax.Node) *val {
			f.eval(n.Child("left"))
			return clean
		},
		"assignment_expression":      (*frame).assignment,
		"array_initializer":          (*frame).evalArrayInit,
		"array_creation_expression":  (*frame).evalArrayNew,
		"array_access":               (*frame).evalArrayAccess,
		"method_invocation":          (*frame).call,
		"object_creation_expression": (*frame).construct,
		"lambda_expression":          (*frame).evalLambda,
		"switch_expression":          (*frame).evalSwitch,
	}
}

// eval returns the abstract value of an expression, reporting the sinks it
// reaches on the way.
func (f *frame) eval(n *syntax.Node) *val {
	if n == nil {
		return clean
	}
	f.c.nest.Enter()
	defer f.c.nest.Leave()
	if e := evalFuncs[n.Kind]; e != nil {
		return e(f, n)
	}
	v := clean
	for _, ch := range n.NamedChildren() {
		v = union(v, f.eval(ch))
	}
	return v
}

func (f *frame) evalString(n *syntax.Node) *val { return constant(unquote(f.c.text(n))) }

func (f *frame) evalInt(n *syntax.Node) *val {
	c := f.c
	t := strings.TrimRight(strings.ReplaceAll(c.text(n), "_", ""), "lL")
	if i, err := strconv.ParseInt(t, 0, 64); err == nil {
		return constant(i)
	}
	return clean
}

func (f *frame) evalChar(n *syntax.Node) *val {
	c := f.c
	s := c.text(n)
	if len(s) == 3 {
		return constant(int64(s[1]))
	}
	if len(s) < 3 {
		return clean
	}
	// An escape: '\n', '\r', '\t', '\u000a'.
	if r, _, tail, err := strconv.UnquoteChar(s[1:len(s)-1], '\''); err == nil && tail == "" {
		return constant(int64(r))
	}
	return clean
}

func (f *frame) evalIdent(n *syntax.Node) *val {
	c := f.c
	name := c.text(n)
	if v, ok := f.env[name]; ok {
		return v
	}
	if v, ok := c.consts[name]; ok {
		return v
	}
	return &val{opaque: true, obj: c.declaredType(f.qtypes[name])}
}

func (f *frame) evalField(n *syntax.Node) *val {
	c := f.c
	obj := n.Child("object")
	field := c.text(n.Child("field"))
	if obj != nil && obj.Kind == "this" {
		if v, ok := f.env[field]; ok {
			return v
		}
	}
	if v, ok := c.consts[field]; ok {
		return v
	}
	ov := f.eval(obj)
	if ov.tainted() {
		return taintOf(ov)
	}
	return &val{opaque: true}
}

func (f *frame) evalUnary(n *syntax.Node) *val {
	v := f.eval(n.Child("operand"))
	op := ""
	for _, ch := range n.Children {
		if !ch.Named {
			op = ch.Kind
		}
	}
	switch x := v.c.(type) {
	case bool:
		if op == "!" {
			return constant(!x)
		}
	case int64:
		if op == "-" {
			return constant(-x)
		}
		if op == "+" {
			return v
		}
	}
	return taintOf(v)
}

func (f *frame) evalUpdate(n *syntax.Node) *val {
	v := f.eval(n.FirstNamed(""))
	if id := n.FirstNamed("identifier"); id != nil {
		f.env[f.c.text(id)] = taintOf(v)
	}
	return taintOf(v)
}

func (f *frame) evalTernary(n *syntax.Node) *val {
	cv := f.eval(n.Child("condition"))
	if b, ok := cv.c.(bool); ok {
		if b {
			return f.eval(n.Child("consequence"))
		}
		return f.eval(n.Child("alternative"))
	}
	// A value checked against a fixed set is clean in the branch where the
	// check passed: allowed.contains(col) ? col : "id".
	cond := n.Child("condition")
	if guard, positive, ctx := f.allowList(cond); guard != "" {
		t, e := f.clone(), f.clone()
		if positive {
			t.env[guard] = passed(t.env[guard], ctx)
		} else {
			e.env[guard] = passed(e.env[guard], ctx)
		}
		v := join(t.eval(n.Child("consequence")), e.eval(n.Child("alternative")))
		f.merge(t, e)
		return v
	}
	return join(f.eval(n.Child("consequence")), f.eval(n.Child("alternative")))
}

func (f *frame) evalArrayInit(n *syntax.Node) *val {
	v := &val{model: true}
	for _, e := range n.NamedChildren() {
		ev := f.eval(e)
		v.elems = append(v.elems, ev)
		v = withElems(v, ev)
	}
	return v
}

func (f *frame) evalArrayNew(n *syntax.Node) *val {
	if init := n.Child("value"); init != nil {
		return f.eval(init)
	}
	v := &val{}
	dims := n.ChildrenOf("dimensions")
	if len(dims) == 1 {
		if d := dims[0].FirstNamed(""); d != nil {
			if k, ok := f.eval(d).num(); ok && k >= 0 && k <= 64 {
				v.model = true
				v.elems = make([]*val, k)
			}
		}
	}
	return v
}

func (f *frame) evalArrayAccess(n *syntax.Node) *val {
	arr := f.eval(n.Child("array"))
	idx := f.eval(n.Child("index"))
	if i, ok := idx.num(); ok && arr.model && arr.keys == nil {
		if i >= 0 && int(i) < len(arr.elems) {
			return orClean(arr.elems[i])
		}
	}
	return union(taintOf(arr), idx)
}

func (f *frame) evalLambda(n *syntax.Node) *val {
	g := f.clone()
	if b := n.Child("body"); b != nil {
		if b.Kind == "block" {
			g.exec(b)
		} else {
			g.eval(b)
		}
	}
	return clean
}

func withElems(v, e *val) *val {
	if e.tainted() {
		if v.tainted() {
			v.san &= e.san
		} else {
			v.san = e.san
		}
		v.k |= e.k
		v.params |= e.params
		if v.flow == nil {
			v.flow = e.flow
		}
	}
	v.opaque = v.opaque || e.opaque
	return v
}

func unquote(s string) string {
	if strings.HasPrefix(s, `"""`) {
		return strings.Trim(s, `"`)
	}
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return strings.Trim(s, `"`)
}

func (f *frame) binary(n *syntax.Node) *val {
	l, r := f.eval(n.Child("left")), f.eval(n.Child("right"))
	op := ""
	for _, ch := range n.Children {
		if !ch.Named && ch.Field == "operator" || (!ch.Named && op == "") {
			op = ch.Kind
		}
	}
	if l.c != nil && r.c != nil {
		if v := fold(op, l.c, r.c); v != nil {
			return constant(v)
		}
	}
	switch op {
	case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "instanceof":
		return clean
	}
	v := union(taintOf(l), r)
	if op == "+" && (l.c != nil || r.c != nil) && v.tainted() {
		v = withStep(v, n.Line, analysis.Short(f.c.text(n)))
	}
	if s, ok := l.str(); op == "+" && ok && v.tainted() && fixedOrigin.MatchString(s) {
		// "https://api.example.com/items/" + id: the scheme and host are
		// the code's, whatever follows them; the request picks a path on
		// that server, not the server (nor where a redirect leads)
		v = encoded(v, kindBit("ssrf")|kindBit("open-redirect"))
		v.opaque = true
	} else if ok && op == "+" && v.tainted() && localPath.MatchString(s) {
		// "/items/" + id: a path of this site, whatever follows its first
		// segment ("/" + id alone would admit "//evil.example")
		v = encoded(v, kindBit("open-redirect"))
		v.opaque = true
	}
	if op == "+" && v.opaque && (isText(l) || isText(r)) {
		v = builtBy(v, n)
	}
	if op == "+" {
		v = withLit(v, litOf(l)+litOf(r))
	}
	return v
}

// fixedOrigin matches a URL's text that fixes its scheme and host: the
// host is followed by a path, query or fragment, so nothing appended can
// extend it ("https://api.example.com" + ".evil.com" would).
var fixedOrigin = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#@\s]+[/?#]`)

// localPath matches the text of a path on the site itself: a slash and a
// character that is not a second slash or a backslash (browsers read
// "/\host" as "//host").
var localPath = regexp.MustCompile(`^/[^/\\\s]`)

// isText reports whether v is a constant string or text built from one.
func isText(v *val) bool {
	_, ok := v.str()
	return ok || v.built != nil
}

// builtBy returns v marked as text built at n.
func builtBy(v *val, n *syntax.Node) *val {
	nv := *v
	nv.built = n
	return &nv
}

// litOf is the constant text v is or is known to contain.
func litOf(v *val) string {
	if s, ok := v.str(); ok {
		return s
	}
	if v == nil {
		return ""
	}
	return v.lit
}

// withLit returns v knowing that it contains the constant text lit.
func withLit(v *val, lit string) *val {
	if lit == "" || v.c != nil {
		return v
	}
	nv := *v
	nv.lit = lit
	return &nv
}

func fold(op string, a, b any) any {
	switch x := a.(type) {
	case int64:
		switch y := b.(type) {
		case int64:
			switch op {
			case "+":
				return x + y
			case "-":
				return x - y
			case "*":
				return x * y
			case "/":
				if y != 0 {
					return x / y
				}
			case "%":
				if y != 0 {
					return x % y
				}
			case "<":
				return x < y
			case ">":
				return x > y
			case "<=":
				return x <= y
			case ">=":
				return x >= y
			case "==":
				return x == y
			case "!=":
				return x != y
			}
		case string:
			if op == "+" {
				return strconv.FormatInt(x, 10) + y
			}
		}
	case string:
		if op == "+" {
			switch y := b.(type) {
			case string:
				return x + y
			case int64:
				return x + strconv.FormatInt(y, 10)
			case bool:
				return x + strconv.FormatBool(y)
			}
		}
	case bool:
		if y, ok := b.(bool); ok {
			switch op {
			case "&&":
				return x && y
			case "||":
				return x || y
			case "==":
				return x == y
			case "!=":
				return x != y
			}
		}
	}
	return nil
}

func (f *frame) assignment(n *syntax.Node) *val {
	left, right := n.Child("left"), n.Child("right")
	op := "="
	for _, ch := range n.Children {
		if !ch.Named {
			op = ch.Kind
		}
	}
	v := f.eval(right)
	if op != "=" {
		old := f.eval(left)
		if old.c != nil && v.c != nil {
			if x := fold(strings.TrimSuffix(op, "="), old.c, v.c); x != nil {
				v = constant(x)
			} else {
				v = union(taintOf(old), v)
			}
		} else {
			nv := union(taintOf(old), v)
			if op == "+=" && nv.opaque && (isText(old) || isText(v)) {
				at := n
				if old.built != nil {
					at = old.built
				}
				nv = builtBy(nv, at)
			}
			if op == "+=" {
				nv = withLit(nv, litOf(old)+litOf(v))
			}
			v = nv
		}
	}
	switch left.Kind {
	case "identifier":
		f.assign(f.c.text(left), v, n)
	case "field_access":
		name := f.c.text(left.Child("field"))
		f.assign(name, v, n)
	case "array_access":
		arr := left.Child("array")
		name := rootVar(f.c, arr)
		if name == "" {
			break
		}
		old := f.eval(arr)
		idx := f.eval(left.Child("index"))
		nv := &val{k: old.k, params: old.params, flow: old.flow, opaque: old.opaque, obj: old.obj}
		if i, ok := idx.num(); ok && old.model && old.keys == nil && i >= 0 && int(i) < len(old.elems) {
			nv.model = true
			nv.elems = append([]*val(nil), old.elems...)
			nv.elems[i] = v
		}
		f.env[name] = withElems(nv, v)
		if v.k&fromRandom != 0 && secretName(name) {
			f.sink(ruleRandom, n, v, fromRandom, name)
		}
	}
	return v
}

// rootVar is the variable an expression's receiver chain starts from, for
// calls that change their receiver: sb.append(a).append(b) changes sb,
// through the calls whose container rows store their argument in the
// receiver (storesInReceiver).
// storesInReceiver are the container operations (models.ContainerOps)
// that store their argument in the receiver, whose chain rootVar follows:
// a builder's append and insert, a collection's add, a map's put.
var storesInReceiver = map[string]bool{"add": true, "append": true, "put": true}

func rootVar(c *checker, n *syntax.Node) string {
	for n != nil {
		switch n.Kind {
		case "identifier":
			return c.text(n)
		case "field_access":
			if o := n.Child("object"); o != nil && o.Kind == "this" {
				return c.text(n.Child("field"))
			}
			return ""
		case "parenthesized_expression", "cast_expression":
			if n.Kind == "cast_expression" {
				n = n.Child("value")
			} else {
				n = n.FirstNamed("")
			}
		case "method_invocation":
			if !storesInReceiver[c.ix.containers[c.text(n.Child("name"))]] {
				return ""
			}
			n = n.Child("object")
		default:
			return ""
		}
	}
	return ""
}
