package javascript

import (
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// function is a function defined in the file: a declaration, an arrow
// function or function expression, or a class or object method.
type function struct {
	node   *syntax.Node
	name   string
	params []*syntax.Node
	body   *syntax.Node
	// def is the scope the function was defined in, for its closure.
	def *env
	// owner is the checker of the file that defines it: this file's, or
	// that of another module of the project.
	owner *checker
}

// frame is the state of one function being analyzed.
type frame struct {
	ret *val
	fn  *function
}

// checker is the taint analysis of one file.
type checker struct {
	nest     analysis.Nesting // recursion into expressions, bounded
	pass     *analysis.Pass
	tree     *syntax.Tree
	reported map[string]bool
	// models are the model rows' sanitizers and template sinks by name.
	models *tables
	// memo holds the return values of same-file functions by the taint of
	// their arguments; active guards recursion.
	memo   map[string]*val
	active map[*syntax.Node]bool
	depth  int
	// analyzed counts the standalone analyses of each function, to bound
	// the work on files with deeply nested callbacks.
	analyzed    map[*syntax.Node]int
	pending     []pending
	loopDepth   int
	consts      map[string]string
	pendingKeys map[string]bool
	budget      int
	// minified: a bundle or minified library, where the heuristic
	// (non-taint) sink rules only make noise.
	minified bool

	// The project's other modules (project.go). proj is nil when there is
	// no project to read.
	proj *project
	// level: 0 for the file under review, 1 for a module it imports, 2
	// for theirs.
	level int
	// sub: this is another module, analyzed for the calls of the file
	// under review; its findings go to onReport, the caller's.
	sub      bool
	onReport func(r *analysis.Rule, t *taint, flow analysis.Flow)
	// preparing: the module's top level is running; its functions wait
	// for calls, and its CommonJS exports are recorded.
	preparing bool
	cjs       *val
	named     map[string]*val
	// ns is the module's namespace once prepared.
	ns *val
	// serverModule: the module begins with a directive a row names ('use
	// server'); known once asked.
	serverModule *bool
	// roots are the names of the file's graphql-js root values, once asked.
	roots map[string]bool
	// graphql: the file's path or imports name GraphQL; known once asked.
	graphql *bool
}

func (c *checker) text(n *syntax.Node) string { return c.tree.Text(n) }

func (c *checker) report(r *analysis.Rule, sinkNode *syntax.Node, t *taint) {
	key := fmt.Sprintf("%s@%d", r.ID, sinkNode.Start)
	if c.reported[key] {
		return
	}
	flow := append(analysis.Flow(nil), t.flow...)
	flow = append(flow, analysis.Step{Line: sinkNode.Line, What: c.label(c.text(sinkNode))})
	if c.sub {
		// at the call of this module's function, once per call
		if c.onReport != nil {
			c.onReport(r, t, flow)
		}
		return
	}
	c.reported[key] = true
	// Input from a request into an interpreter is a Blocker; from the
	// page (DOM-based injection) it is as bad as XSS: High.
	sev := sinkSeverity(r)
	if t.from == fromBrowser && sev == finding.Blocker {
		sev = finding.High
	}
	c.pass.ReportFlow(r, sinkNode, sev, flow)
}

// sinkSeverity is the severity a flow from input earns at a rule's sink:
// injection into an interpreter is a Blocker.
func sinkSeverity(r *analysis.Rule) finding.Severity {
	switch r {
	case ruleSQL, ruleNoSQL, ruleCmd, ruleCode, rulePath, ruleSSRF, ruleDeser, ruleTemplate:
		return finding.Blocker
	}
	return r.Severity
}

// reportf reports a finding without a flow. It waits for the end of the
// file: a flow found later at the same place (the same function
// analyzed again as a handler) replaces it.
func (c *checker) reportf(r *analysis.Rule, n *syntax.Node, format string, args ...any) {
	key := fmt.Sprintf("%s@%d", r.ID, n.Start)
	if c.sub || c.reported[key] || c.pendingKeys[key] {
		return
	}
	c.pendingKeys[key] = true
	c.pending = append(c.pending, pending{key: key, rule: r, node: n, msg: fmt.Sprintf(format, args...), plain: format == ""})
}

type pending struct {
	key   string
	rule  *analysis.Rule
	node  *syntax.Node
	msg   string
	plain bool
	// hazard: a sink fed a string built at run time from values the
	// analysis did not trace to input. Input reaching it is a Blocker
	// (sinkSeverity); without that it is a way to go wrong, Medium.
	hazard bool
}

// reportHazard reports, as reportf, a string built at run time that
// reaches an interpreter with no flow from input found: Medium at most.
func (c *checker) reportHazard(r *analysis.Rule, n *syntax.Node, format string, args ...any) {
	c.reportf(r, n, format, args...)
	if k := len(c.pending); k > 0 && c.pending[k-1].node == n && c.pending[k-1].rule == r {
		c.pending[k-1].hazard = true
	}
}

// flush reports the findings without a flow that no flow replaced.
func (c *checker) flush() {
	for _, p := range c.pending {
		if c.reported[p.key] {
			continue
		}
		if p.hazard {
			r := *p.rule
			r.Severity = min(r.Severity, finding.Medium)
			c.pass.Reportf(&r, p.node, "%s", p.msg)
		} else if p.plain {
			c.pass.Reportf(p.rule, p.node, "")
		} else {
			c.pass.Reportf(p.rule, p.node, "%s", p.msg)
		}
	}
}

// ---- functions ----

func (c *checker) newFunction(n *syntax.Node, def *env) *function {
	f := &function{node: n, def: def, body: n.Child("body"), owner: c}
	if name := n.Child("name"); name != nil {
		f.name = c.text(name)
	} else if p := n.Parent; p != nil {
		// const handler = () => ..., exports.handler = ..., { handler: ... }
		switch p.Kind {
		case "variable_declarator":
			f.name = c.text(p.Child("name"))
		case "assignment_expression":
			f.name = last(c.text(p.Child("left")))
		case "pair":
			f.name = c.text(p.Child("key"))
		}
	}
	if ps := n.Child("parameters"); ps != nil {
		for _, p := range ps.NamedChildren() {
			// TypeScript's this parameter (function (this: Window, req, res))
			// only types this: callers pass the first argument to the next one.
			if pat := p.Child("pattern"); pat != nil && pat.Kind == "this" {
				continue
			}
			f.params = append(f.params, p)
		}
	} else if p := n.Child("parameter"); p != nil {
		f.params = []*syntax.Node{p}
	}
	return f
}

func isFunction(n *syntax.Node) bool {
	switch n.Kind {
	case "function_declaration", "function_expression", "function", "arrow_function", "method_definition",
		"generator_function_declaration", "generator_function":
		return true
	}
	return false
}

// paramName is a parameter's bound identifier, or "".
func (c *checker) paramPattern(p *syntax.Node) *syntax.Node {
	switch p.Kind {
	case "required_parameter", "optional_parameter":
		return p.Child("pattern")
	case "assignment_pattern":
		return p.Child("left")
	}
	return p
}

// run analyzes fn's body with its parameters bound to args and returns
// the join of what it returns.
func (c *checker) run(fn *function, args []*val) *val {
	c.budget--
	if c.budget < 0 || fn.body == nil {
		return nil
	}
	e := newEnv(fn.def)
	e.root = true
	// Hoisted declarations in the body are callable before their line.
	c.hoist(fn.body, e)
	for i, p := range fn.params {
		var v *val
		if i < len(args) {
			v = args[i]
		}
		pat := c.paramPattern(p)
		if pat == nil {
			continue
		}
		if p.Kind == "required_parameter" || p.Kind == "optional_parameter" {
			if d := c.decoratorSource(p); d != nil {
				v = d
			}
			if tv := c.declaredType(p.Child("type")); tv != nil {
				v = tv
			} else if v == nil && c.requestTyped(p.Child("type"), e) {
				v = &val{kind: kRequest}
			}
			if dv := p.Child("value"); dv != nil {
				v = joinVal(v, c.expr(dv, e))
			}
		}
		if pat.Kind == "rest_pattern" {
			var rest *taint
			for _, a := range args[min(i, len(args)):] {
				rest = join(rest, a.taint())
			}
			if inner := pat.FirstNamed(""); inner != nil {
				c.bind(inner, tainted(rest), e, true)
			}
			continue
		}
		c.bind(pat, v, e, true)
	}
	fr := &frame{fn: fn}
	if fn.body.Kind == "statement_block" {
		c.block(fn.body, e, fr)
	} else {
		fr.ret = c.expr(fn.body, e)
	}
	return fr.ret
}

// decoratorSource is the value of a parameter a parameter row's
// decorator marks as request input (NestJS @Query(), @Body()) or as the
// request or response object (@Req(), @Res()).
func (c *checker) decoratorSource(p *syntax.Node) *val {
	for _, d := range p.ChildrenOf("decorator") {
		for _, r := range c.models.params {
			if !models.MatchAnnotation(r.Annotations, c.text(d)) {
				continue
			}
			switch r.Shape {
			case "request":
				return &val{kind: kRequest}
			case "response":
				return &val{kind: kResponse}
			}
			return &val{t: &taint{from: fromServer, str: r.Shape == "string",
				flow: analysis.Flow{{Line: p.Line, What: c.label(c.text(p))}}, intrinsic: c.sub}}
		}
	}
	return nil
}

// call runs a function for a call with these arguments: one of this
// file, or of another module of the project.
func (c *checker) call(fn *function, args []*val, at *syntax.Node) *val {
	if fn.owner != c {
		return c.crossCall(fn, args, at)
	}
	return c.invoke(fn, args, at.Line, func() string { return analysis.Short(c.text(at)) })
}

// invoke runs a function of this file with these arguments, their taint
// stepped through the call (line, what); the result is memoized by which
// arguments are tainted. what is called only for a tainted argument: the
// call's text is redacted for secrets, which costs more than the call's
// analysis, and most calls carry no taint.
func (c *checker) invoke(fn *function, args []*val, line int, what func() string) *val {
	var key strings.Builder
	fmt.Fprintf(&key, "%d:", fn.node.Start)
	for _, a := range args {
		switch {
		case a.taint() != nil:
			// the source's text too: a flow may start in another file
			fmt.Fprintf(&key, "t%d.%d.%q,", a.t.safe, a.t.flow[0].Line, a.t.flow[0].What)
		case a != nil && a.kind != kNone:
			fmt.Fprintf(&key, "k%d,", a.kind)
		default:
			key.WriteString("-,")
		}
	}
	k := key.String()
	if v, ok := c.memo[k]; ok {
		return v
	}
	if c.active[fn.node] || c.depth > 6 {
		var t *taint
		for _, a := range args {
			t = join(t, a.taint())
		}
		return tainted(t)
	}
	c.active[fn.node] = true
	c.depth++
	bound := make([]*val, len(args))
	step := ""
	for i, a := range args {
		if a.taint() != nil {
			if step == "" {
				step = what()
			}
			bound[i] = &val{t: a.t.step(line, step), kind: a.kind, elems: a.elems}
		} else {
			bound[i] = a
		}
	}
	v := c.run(fn, bound)
	c.depth--
	delete(c.active, fn.node)
	if v != nil && v.t != nil {
		v = &val{t: v.t, elems: v.elems}
	} else if v != nil {
		v = &val{konst: v.konst, kind: v.kind, mod: v.mod, fn: v.fn}
	}
	c.memo[k] = v
	return v
}

// ---- statements ----

// hoist binds the function declarations of a block so calls above them
// resolve.
func (c *checker) hoist(block *syntax.Node, e *env) {
	for _, s := range block.Children {
		d := s
		if s.Kind == "export_statement" {
			if d = s.Child("declaration"); d == nil {
				continue
			}
		}
		switch d.Kind {
		case "function_declaration", "generator_function_declaration":
			fn := c.newFunction(d, e)
			e.declare(fn.name, &val{fn: fn})
		case "class_declaration", "abstract_class_declaration":
			c.declareClass(d, e)
		}
	}
}

func (c *checker) block(n *syntax.Node, e *env, fr *frame) bool {
	for _, s := range n.NamedChildren() {
		if c.stmt(s, e, fr) {
			return true
		}
	}
	return false
}

// stmt analyzes one statement and reports whether it always leaves the
// function (return, throw) or the loop body (continue, break).
func (c *checker) stmt(n *syntax.Node, e *env, fr *frame) bool {
	if f := stmtKinds[n.Kind]; f != nil {
		return f(c, n, e, fr)
	}
	for _, x := range n.NamedChildren() {
		if strings.HasSuffix(x.Kind, "statement") || x.Kind == "statement_block" {
			c.stmt(x, e, fr)
		}
	}
	return false
}

// stmtKinds analyze statements by node kind.
var stmtKinds map[string]func(c *checker, n *syntax.Node, e *env, fr *frame) bool

func init() {
	leaves := func(*checker, *syntax.Node, *env, *frame) bool { return true }
	stmtKinds = map[string]func(c *checker, n *syntax.Node, e *env, fr *frame) bool{
		"expression_statement": func(c *checker, n *syntax.Node, e *env, fr *frame) bool {
			for _, x := range n.NamedChildren() {
				c.expr(x, e)
			}
			return false
		},
		"lexical_declaration":  (*checker).declaration,
		"variable_declaration": (*checker).declaration,
		"return_statement":     (*checker).returnStmt,
		"throw_statement": func(c *checker, n *syntax.Node, e *env, fr *frame) bool {
			if x := n.FirstNamed(""); x != nil {
				c.expr(x, e)
			}
			return true
		},
		"break_statement":    leaves,
		"continue_statement": leaves,
		"statement_block":    (*checker).block,
		"if_statement":       (*checker).ifStmt,
		"for_statement":      (*checker).forStmt,
		"for_in_statement":   (*checker).forInStmt,
		"while_statement":    (*checker).whileStmt,
		"do_statement":       (*checker).whileStmt,
		"try_statement":      (*checker).tryStmt,
		"switch_statement":   (*checker).switchStmt,
		"labeled_statement": func(c *checker, n *syntax.Node, e *env, fr *frame) bool {
			if b := n.Child("body"); b != nil {
				return c.stmt(b, e, fr)
			}
			return false
		},
		"export_statement":               (*checker).exportStmt,
		"function_declaration":           (*checker).functionDecl,
		"generator_function_declaration": (*checker).functionDecl,
		"class_declaration":              func(c *checker, n *syntax.Node, e *env, fr *frame) bool { c.class(n, e); return false },
		"abstract_class_declaration":     func(c *checker, n *syntax.Node, e *env, fr *frame) bool { c.class(n, e); return false },
		"import_statement":               func(c *checker, n *syntax.Node, e *env, fr *frame) bool { c.importStmt(n, e); return false },
	}
}

func (c *checker) declaration(n *syntax.Node, e *env, fr *frame) bool {
	for _, d := range n.NamedChildren() {
		if d.Kind != "variable_declarator" {
			continue
		}
		name := d.Child("name")
		var v *val
		if vn := d.Child("value"); vn != nil {
			v = c.withBuilt(c.expr(vn, e), nil, vn, e)
			if name != nil && name.Kind == "identifier" && v.taint() != nil {
				v = withTaint(v, v.t.step(d.Line, c.label(c.text(name))))
			}
			if name != nil && name.Kind == "identifier" && (vn.Kind == "arrow_function" || vn.Kind == "function_expression" || vn.Kind == "function") && v != nil && v.fn != nil {
				v.fn.name = c.text(name)
			}
		}
		if name != nil {
			c.bind(name, v, e, true)
		}
	}
	return false
}

func (c *checker) returnStmt(n *syntax.Node, e *env, fr *frame) bool {
	if x := n.FirstNamed(""); x != nil {
		v := c.expr(x, e)
		fr.ret = joinVal(fr.ret, v)
		c.propsRedirect(x, v, fr)
	} else if fr.ret == nil {
		fr.ret = &val{}
	}
	return true
}

// propsRedirect: getServerSideProps returning { redirect: { destination } }
// sends the browser to that URL (Next.js's redirect result).
func (c *checker) propsRedirect(x *syntax.Node, v *val, fr *frame) {
	if fr.fn == nil || x.Kind != "object" || c.exportShape(fr.fn) != "props-export" {
		return
	}
	if t := c.objectField(c.objectField(v, "redirect"), "destination").taint(); t.reaches(sinkRedirect) {
		c.report(ruleRedirect, x, t)
	}
}

func (c *checker) forStmt(n *syntax.Node, e *env, fr *frame) bool {
	for _, f := range []string{"initializer", "condition", "increment"} {
		if x := n.Child(f); x != nil {
			if x.Kind == "lexical_declaration" || x.Kind == "variable_declaration" {
				c.stmt(x, e, fr)
			} else {
				c.expr(x, e)
			}
		}
	}
	c.loopBody(n.Child("body"), e, fr)
	return false
}

func (c *checker) forInStmt(n *syntax.Node, e *env, fr *frame) bool {
	right := c.expr(n.Child("right"), e)
	var elem *val
	if n.HasChild("of") {
		elem = c.elementOf(right)
		if elem == nil && constantElements(right) {
			// One of the array's constants: known, if not which.
			elem = &val{}
		}
	} else if right.taint() != nil {
		// The keys of an input object are input too.
		elem = &val{t: right.t.with(func(t *taint) { t.str = true })}
	}
	if left := n.Child("left"); left != nil {
		if elem.taint() != nil {
			elem = withTaint(elem, elem.t.step(left.Line, c.label(c.text(left))))
		}
		c.bind(left, elem, e, true)
	}
	c.loopBody(n.Child("body"), e, fr)
	return false
}

// constantElements reports whether v is an array whose known elements are
// all constants (for (const name of ['a', 'b'])).
func constantElements(v *val) bool {
	if v == nil || v.kind != kNone || v.t != nil {
		return false
	}
	list, ok := arrayOf(v)
	if !ok || len(list) == 0 {
		return false
	}
	for _, x := range list {
		if x == nil || x.konst == nil {
			return false
		}
	}
	return true
}

func (c *checker) whileStmt(n *syntax.Node, e *env, fr *frame) bool {
	c.expr(n.Child("condition"), e)
	c.loopBody(n.Child("body"), e, fr)
	return false
}

func (c *checker) tryStmt(n *syntax.Node, e *env, fr *frame) bool {
	c.stmt(n.Child("body"), e, fr)
	if h := n.Child("handler"); h != nil {
		if b := h.Child("body"); b != nil {
			c.stmt(b, e, fr)
		}
	}
	if f := n.Child("finalizer"); f != nil {
		if b := f.Child("body"); b != nil {
			c.stmt(b, e, fr)
		}
	}
	return false
}

func (c *checker) exportStmt(n *syntax.Node, e *env, fr *frame) bool {
	if d := n.Child("declaration"); d != nil {
		return c.stmt(d, e, fr)
	}
	for _, x := range n.NamedChildren() {
		// export default { mounted() { ... } } (a Vue component's options),
		// export default defineComponent({ ... }): their methods run too
		if isFunction(x) || x.Kind == "class" || x.Kind == "object" || x.Kind == "call_expression" {
			c.expr(x, e)
		}
	}
	return false
}

func (c *checker) functionDecl(n *syntax.Node, e *env, fr *frame) bool {
	v, ok := e.lookup(c.text(n.Child("name")))
	var fn *function
	if ok && v != nil && v.fn != nil && v.fn.node == n {
		fn = v.fn
	} else {
		fn = c.newFunction(n, e)
		e.declare(fn.name, &val{fn: fn})
	}
	c.standalone(fn, nil)
	return false
}

func withTaint(v *val, t *taint) *val {
	if v == nil {
		return &val{t: t}
	}
	c := *v
	c.t = t
	return &c
}

// loopBody analyzes a loop body twice, so a value tainted late in one
// iteration reaches a use early in the next.
func (c *checker) loopBody(b *syntax.Node, e *env, fr *frame) {
	if b == nil {
		return
	}
	passes := 2
	if c.loopDepth > 2 {
		// Deeply nested loops: once, so the work stays linear.
		passes = 1
	}
	c.loopDepth++
	defer func() { c.loopDepth-- }()
	for range passes {
		x := e.clone()
		c.stmt(b, x, fr)
		e.merge(x, e.clone())
	}
}

func (c *checker) ifStmt(n *syntax.Node, e *env, fr *frame) bool {
	cond := n.Child("condition")
	cons := n.Child("consequence")
	var alt *syntax.Node
	if a := n.Child("alternative"); a != nil {
		alt = a.FirstNamed("")
	}
	c.expr(cond, e)
	if b, ok := c.constBool(cond, e); ok {
		if b {
			return c.stmt(cons, e, fr)
		}
		if alt != nil {
			return c.stmt(alt, e, fr)
		}
		return false
	}
	et, ee := e.clone(), e.clone()
	c.applyGuard(cond, et, true)
	c.applyGuard(cond, ee, false)
	tx := c.stmt(cons, et, fr)
	ex := false
	if alt != nil {
		ex = c.stmt(alt, ee, fr)
	}
	switch {
	case tx && ex:
		e.replace(ee)
		return true
	case tx:
		e.replace(ee)
	case ex:
		e.replace(et)
	default:
		e.merge(et, ee)
	}
	return false
}

func (e *env) replace(o *env) {
	for s, x := e, o; s != nil && x != nil; s, x = s.parent, x.parent {
		s.vars = x.vars
		if s.root {
			return
		}
	}
}

func (c *checker) switchStmt(n *syntax.Node, e *env, fr *frame) bool {
	value := n.Child("value")
	c.expr(value, e)
	body := n.Child("body")
	if body == nil {
		return false
	}
	cases := body.NamedChildren()
	kv, known := c.constEval(value, e)
	start := -1
	if known {
		for i, cs := range cases {
			if cs.Kind == "switch_default" {
				if start < 0 {
					start = i
				}
				continue
			}
			if v, ok := c.constEval(cs.Child("value"), e); ok && v == kv {
				start = i
				break
			}
		}
		if start < 0 {
			return false
		}
		// Run from the matching case, falling through until a break.
		for _, cs := range cases[start:] {
			for _, s := range cs.ChildrenOf("body") {
				if s.Kind == "break_statement" {
					return false
				}
				if c.stmt(s, e, fr) {
					return s.Kind == "return_statement" || s.Kind == "throw_statement"
				}
			}
		}
		return false
	}
	var out *env
	hasDefault := false
	for _, cs := range cases {
		if cs.Kind == "switch_default" {
			hasDefault = true
		}
		x := e.clone()
		for _, s := range cs.ChildrenOf("body") {
			if c.stmt(s, x, fr) {
				break
			}
		}
		if out == nil {
			out = x
		} else {
			m := e.clone()
			m.merge(out, x)
			out = m
		}
	}
	if out != nil {
		if hasDefault {
			e.replace(out)
		} else {
			e.merge(out, e.clone())
		}
	}
	return false
}

// class analyzes each method of a class standalone; `this.m(...)` calls
// resolve to the methods through the class's scope.
func (c *checker) class(n *syntax.Node, e *env) {
	for _, fn := range c.declareClass(n, e) {
		c.standalone(fn, nil)
	}
}

// declareClass binds a class's name to its methods, for `new C().m()`.
func (c *checker) declareClass(n *syntax.Node, e *env) []*function {
	body := n.Child("body")
	if body == nil {
		return nil
	}
	ce := newEnv(e)
	var methods []*function
	elems := map[string]*val{}
	for _, m := range body.NamedChildren() {
		if tv := c.fieldType(m); tv != nil {
			// route: ActivatedRoute, or route = inject(ActivatedRoute)
			if f := m.Child("name"); f != nil {
				ce.declare("this."+c.text(f), tv)
			}
		}
		if m.Kind == "method_definition" {
			if c.text(m.Child("name")) == "constructor" {
				// constructor(private route: ActivatedRoute): a field
				c.routeFields(m, ce)
			}
			fn := c.newFunction(m, ce)
			ce.declare("this."+fn.name, &val{fn: fn})
			methods = append(methods, fn)
			elems[fn.name] = &val{fn: fn}
		}
		if fn := c.fieldFunction(m, ce); fn != nil {
			// run = async (req, res) => { ... }: a method written as a field
			ce.declare("this."+fn.name, &val{fn: fn})
			methods = append(methods, fn)
			elems[fn.name] = &val{fn: fn}
		}
	}
	if name := n.Child("name"); name != nil {
		e.declare(c.text(name), &val{elems: elems})
	}
	return methods
}

// standalone analyzes a function as the runtime would call it: a route
// handler gets a request and a response; other parameters are request
// objects by their conventional names (req, ctx) or clean.
func (c *checker) standalone(fn *function, args []*val) *val {
	if fn.owner != c || c.preparing || c.sub && args == nil {
		// another module's function (its own review analyzes it), or one
		// of this module waiting for a call
		return nil
	}
	if c.analyzed[fn.node] > 2 {
		// Analyzed enough: what goes in may come out.
		var t *taint
		for _, a := range args {
			t = join(t, a.taint())
		}
		return tainted(t)
	}
	c.analyzed[fn.node]++
	if args == nil {
		args = c.conventionalArgs(fn)
	}
	return c.run(fn, args)
}

func (c *checker) conventionalArgs(fn *function) []*val {
	if args := c.entryArgs(fn); args != nil {
		return args
	}
	args := make([]*val, len(fn.params))
	if len(fn.params) >= 2 && len(fn.params) <= 3 && c.usedAsResponse(fn) {
		// (q, s) => s.send(...): a handler by how it answers.
		args[0], args[1] = &val{kind: kRequest}, &val{kind: kResponse}
		return args
	}
	export := c.exportShape(fn)
	for i, p := range fn.params {
		pat := c.paramPattern(p)
		if pat == nil {
			continue
		}
		name := c.text(pat)
		if pat.Kind == "identifier" {
			if k := c.paramKind(name, fn); k == kRequest {
				args[i] = c.requestVal(name)
				continue
			} else if k != kNone {
				args[i] = &val{kind: k}
				continue
			}
		}
		switch {
		case i == 1 && c.models.responderName(name) && pat.Kind == "identifier" && args[0] != nil && args[0].kind == kRequest:
			// Hapi's handler(request, h): h.response(value) answers.
			args[i] = &val{kind: kResponse}
		case i == 0 && c.models.flows.eventParams[name] && (c.models.flows.eventHandlers[fn.name] || c.lambdaExport(fn, name)):
			// AWS Lambda behind API Gateway: handler(event, context), the
			// function an event-handler row names, its event parameter
			// by one of the row's names. An exported handler's event is
			// all the invoker's.
			args[i] = &val{kind: kRequest}
			if c.exportedFn(fn) {
				args[i].typ = typeLambdaEvent
			}
		case export == "event-export":
			args[i] = eventExportArg(i, pat, name)
		case export != "":
			args[i] = exportArg(export, i, pat)
		}
	}
	return args
}

// lambdaExport: a Lambda handler under another name than handler: an
// exported function (exports.main = ..., module.exports.lambdaHandler =
// ..., export const main = ...) whose event parameter it reads the API
// Gateway fields of (event.body, event.queryStringParameters: the source
// rows of shape event-property).
func (c *checker) lambdaExport(fn *function, name string) bool {
	if !c.exportedFn(fn) || fn.body == nil {
		return false
	}
	found := false
	fn.body.Walk(func(n *syntax.Node) bool {
		if found {
			return false
		}
		if n.Kind == "member_expression" {
			if o := n.Child("object"); o != nil && c.text(o) == name && c.models.flows.eventFields[c.text(n.Child("property"))] {
				found = true
			}
		}
		return true
	})
	return found
}

// exportedFn: the function is a module's export (exports.main = ...,
// module.exports.handler = ..., export const main = ..., wrapped or not).
func (c *checker) exportedFn(fn *function) bool {
	exported := false
walk:
	for p := fn.node.Parent; p != nil; p = p.Parent {
		switch p.Kind {
		case "export_statement":
			exported = true
			break walk
		case "assignment_expression":
			l := c.text(p.Child("left"))
			exported = strings.HasPrefix(l, "exports.") || strings.HasPrefix(l, "module.exports")
			break walk
		case "variable_declarator", "lexical_declaration", "parenthesized_expression", "call_expression", "arguments":
			// const main = async (event) => ..., middy(async (event) => ...)
		default:
			break walk
		}
	}
	return exported
}

// exportShape is the source row's shape for an exported function the
// framework calls with a request (Next.js's route handlers GET and POST,
// an API route's default export, getServerSideProps), or "".
func (c *checker) exportShape(fn *function) string {
	parent := fn.node.Parent
	if parent != nil && parent.Kind == "variable_declarator" && parent.Child("value") == fn.node {
		// export const getServerSideProps: GetServerSideProps = async (ctx) => ...
		if decl := parent.Parent; decl != nil && decl.Parent != nil && decl.Parent.Kind == "export_statement" {
			return c.eventExport(c.models.flows.exports[fn.name])
		}
		return ""
	}
	if parent == nil || parent.Kind != "export_statement" {
		return c.exportedObjectShape(fn)
	}
	if s := c.models.flows.exports[fn.name]; s != "" {
		return c.eventExport(s)
	}
	if parent.HasChild("default") {
		return c.models.flows.exports["default"]
	}
	return ""
}

// exportArg is what an exported handler's parameter i holds: the
// request (or, for a route handler, the route's params beside it), or
// for an API route's second, the response.
func exportArg(shape string, i int, pat *syntax.Node) *val {
	switch {
	case i == 0 && (pat.Kind == "identifier" || pat.Kind == "object_pattern"):
		return &val{kind: kRequest}
	case i == 1 && shape == "route-export":
		return &val{kind: kRequest}
	case i == 1 && shape == "handler-export":
		return &val{kind: kResponse}
	}
	return nil
}

// ---- bindings ----

func (c *checker) bind(pat *syntax.Node, v *val, e *env, declare bool) {
	set := e.set
	if declare {
		set = e.declare
	}
	switch pat.Kind {
	case "identifier", "shorthand_property_identifier_pattern":
		set(c.text(pat), v)
	case "object_pattern":
		for _, p := range pat.NamedChildren() {
			switch p.Kind {
			case "shorthand_property_identifier_pattern":
				set(c.text(p), c.stepped(c.member(v, c.text(p), p), p))
			case "pair_pattern":
				key := c.propKey(p.Child("key"), e)
				if vp := p.Child("value"); vp != nil {
					c.bind(vp, c.stepped(c.member(v, key, p), p), e, declare)
				}
			case "object_assignment_pattern":
				left := p.Child("left")
				mv := c.member(v, c.text(left), p)
				if left != nil && left.Kind != "shorthand_property_identifier_pattern" {
					mv = v
				}
				c.bind(left, joinVal(c.stepped(mv, p), c.expr(p.Child("right"), e)), e, declare)
			case "rest_pattern":
				if inner := p.FirstNamed(""); inner != nil {
					c.bind(inner, tainted(v.taint()), e, declare)
				}
			}
		}
	case "array_pattern":
		for i, p := range pat.NamedChildren() {
			ev := c.member(v, fmt.Sprint(i), p)
			if p.Kind == "rest_pattern" {
				ev = tainted(v.taint())
				if p = p.FirstNamed(""); p == nil {
					continue
				}
			}
			c.bind(p, ev, e, declare)
		}
	case "assignment_pattern":
		c.bind(pat.Child("left"), joinVal(v, c.expr(pat.Child("right"), e)), e, declare)
	case "lexical_declaration", "variable_declaration":
		// for (const x of xs): the declarator carries the pattern.
		if d := pat.FirstNamed("variable_declarator"); d != nil {
			c.bind(d.Child("name"), v, e, true)
		}
	}
}

func (c *checker) stepped(v *val, at *syntax.Node) *val {
	if v.taint() == nil {
		return v
	}
	return withTaint(v, v.t.step(at.Line, c.label(c.text(at))))
}

func (c *checker) propKey(k *syntax.Node, e *env) string {
	if k == nil {
		return ""
	}
	switch k.Kind {
	case "property_identifier", "identifier", "shorthand_property_identifier", "private_property_identifier":
		return c.text(k)
	case "string":
		return stringValue(c.tree, k)
	case "number":
		return c.text(k)
	case "computed_property_name":
		if v, ok := c.constEval(k.FirstNamed(""), e); ok {
			return fmt.Sprint(v)
		}
	}
	return ""
}

// elementOf is an element of a collection: its known elements joined
// with its own taint.
func (c *checker) elementOf(v *val) *val {
	if v == nil {
		return nil
	}
	t := join(v.t, v.elemTaint(c.models.builtins.methods["url-path-part"]))
	if v.kind == kRequest {
		return nil
	}
	return tainted(t)
}

// ---- imports ----

func (c *checker) importStmt(n *syntax.Node, e *env) {
	if rc := n.FirstNamed("import_require_clause"); rc != nil {
		// TypeScript: import db = require('./db')
		id, src := rc.FirstNamed("identifier"), rc.Child("source")
		if id == nil || src == nil {
			return
		}
		spec := stringValue(c.tree, src)
		v := c.importModule(spec)
		if v == nil {
			v = &val{mod: c.normModule(spec)}
		}
		e.declare(c.text(id), v)
		return
	}
	src := n.Child("source")
	if src == nil {
		return
	}
	spec := stringValue(c.tree, src)
	mod := c.normModule(spec)
	clause := n.FirstNamed("import_clause")
	if clause == nil {
		return
	}
	if ns := c.importModule(spec); ns != nil {
		c.importProject(clause, ns, e)
		return
	}
	for _, x := range clause.NamedChildren() {
		switch x.Kind {
		case "identifier":
			e.declare(c.text(x), &val{mod: mod})
		case "namespace_import":
			if id := x.FirstNamed("identifier"); id != nil {
				e.declare(c.text(id), &val{mod: mod})
			}
		case "named_imports":
			for _, s := range x.NamedChildren() {
				if s.Kind != "import_specifier" {
					continue
				}
				name := s.Child("name")
				local := s.Child("alias")
				if local == nil {
					local = name
				}
				e.declare(c.text(local), &val{mod: mod + "." + c.text(name)})
			}
		}
	}
}

// importProject binds an import of a module of the project: its default
// export (for CommonJS, module.exports), its namespace, its named exports.
func (c *checker) importProject(clause *syntax.Node, ns *val, e *env) {
	for _, x := range clause.NamedChildren() {
		switch x.Kind {
		case "identifier":
			v := ns
			if d, ok := ns.elems["default"]; ok && d != nil {
				v = importBinding(ns, "default")
			}
			e.declare(c.text(x), v)
		case "namespace_import":
			if id := x.FirstNamed("identifier"); id != nil {
				e.declare(c.text(id), ns)
			}
		case "named_imports":
			for _, s := range x.NamedChildren() {
				if s.Kind != "import_specifier" {
					continue
				}
				name := s.Child("name")
				local := s.Child("alias")
				if local == nil {
					local = name
				}
				e.declare(c.text(local), importBinding(ns, c.text(name)))
			}
		}
	}
}

// normModule folds the names a module is imported by: node:fs is fs, and
// a module row's imports are its module (fs-extra is fs).
func (c *checker) normModule(m string) string {
	m = strings.TrimPrefix(m, "node:")
	if a := c.models.aliases[m]; a != "" {
		return a
	}
	return m
}

func stringValue(t *syntax.Tree, n *syntax.Node) string {
	if n == nil {
		return ""
	}
	s := t.Text(n)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'' || s[0] == '`') {
		return s[1 : len(s)-1]
	}
	return s
}

// usedAsResponse reports whether the function's second parameter is
// used as an HTTP response: s.send(...), s.status(404).json(...).
func (c *checker) usedAsResponse(fn *function) bool {
	p := c.paramPattern(fn.params[1])
	if p == nil || p.Kind != "identifier" || fn.body == nil {
		return false
	}
	if first := c.paramPattern(fn.params[0]); first == nil || first.Kind != "identifier" {
		return false
	}
	name := c.text(p)
	found := false
	fn.body.Walk(func(x *syntax.Node) bool {
		if found {
			return false
		}
		if x.Kind == "member_expression" {
			if obj := x.Child("object"); obj != nil && obj.Kind == "identifier" && c.text(obj) == name {
				rest := string(c.tree.Src[obj.End:min(int(obj.End)+40, len(c.tree.Src))])
				found = c.models.responseUse != nil && c.models.responseUse.MatchString(rest)
			}
		}
		return true
	})
	return found
}

// hasResponseParam: a function of (request, reply) or (request, h) is a
// handler; a lone request parameter is as often an HTTP client's request.
func (c *checker) hasResponseParam(fn *function) bool {
	for _, p := range fn.params {
		if pat := c.paramPattern(p); pat != nil && c.models.responderName(c.text(pat)) {
			return true
		}
	}
	return false
}

// paramKind is what a parameter's name says it is: the request or the
// response, by the names their type rows give. A name that is also a
// module's (request, the HTTP client) is the request only beside a
// response.
func (c *checker) paramKind(name string, fn *function) kind {
	if req := c.models.types[c.models.request].names; req != nil && req.MatchString(name) {
		if c.models.modules[name] && !c.hasResponseParam(fn) {
			return kNone
		}
		return kRequest
	}
	if res := c.models.types[c.models.response].names; res != nil && res.MatchString(name) {
		return kResponse
	}
	return kNone
}

// fieldFunction is the function a class field is initialized with
// (TypeScript's public_field_definition, JavaScript's field_definition),
// named by the field, or nil.
func (c *checker) fieldFunction(m *syntax.Node, ce *env) *function {
	var name *syntax.Node
	switch m.Kind {
	case "public_field_definition":
		name = m.Child("name")
	case "field_definition":
		name = m.Child("property")
	default:
		return nil
	}
	v := m.Child("value")
	if name == nil || v == nil || v.Kind != "arrow_function" && v.Kind != "function_expression" && v.Kind != "function" {
		return nil
	}
	fn := c.newFunction(v, ce)
	fn.name = c.text(name)
	return fn
}

// fieldType is the object a class field holds by its declared type, or
// by the type an injector (a summary row of shape injector: Angular's
// inject(T)) is given.
func (c *checker) fieldType(m *syntax.Node) *val {
	if m.Kind != "public_field_definition" {
		return nil
	}
	if tv := c.declaredType(m.Child("type")); tv != nil {
		return tv
	}
	v := m.Child("value")
	if v == nil || v.Kind != "call_expression" || !c.models.flows.injectors[c.text(v.Child("function"))] {
		return nil
	}
	return c.declaredType(v.Child("arguments").FirstNamed(""))
}

// routeFields declares the constructor's parameter properties typed
// ActivatedRoute as fields of this.
func (c *checker) routeFields(ctor *syntax.Node, ce *env) {
	params := ctor.Child("parameters")
	if params == nil {
		return
	}
	for _, p := range params.NamedChildren() {
		if p.Kind != "required_parameter" && p.Kind != "optional_parameter" || !p.HasChild("accessibility_modifier") && !p.HasChild("readonly") {
			continue
		}
		if pat := p.Child("pattern"); pat != nil && pat.Kind == "identifier" {
			if tv := c.declaredType(p.Child("type")); tv != nil {
				ce.declare("this."+c.text(pat), tv)
			}
		}
	}
}
