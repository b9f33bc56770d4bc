package javascript

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

func (c *checker) source(n *syntax.Node, from origin, str bool) *val {
	return &val{t: &taint{from: from, str: str, flow: analysis.Flow{{Line: n.Line, What: c.label(c.text(n))}},
		intrinsic: c.sub}}
}

// refererHeader reports the Referer header's name, in either spelling
// (Express's req.get reads both).
func refererHeader(h string) bool {
	h = strings.ToLower(h)
	return h == "referer" || h == "referrer"
}

// member is the value of v.name.
func (c *checker) member(v *val, name string, at *syntax.Node) *val {
	if v == nil {
		return nil
	}
	switch v.kind {
	case kRequest:
		return c.property(v, name, at)
	case kTyped:
		return c.property(v, name, at)
	}
	if x, ok := v.elems[name]; ok {
		return x
	}
	if _, err := strconv.Atoi(name); err == nil && v.elems != nil && v.t == nil {
		if _, ok := arrayOf(v); ok {
			// Past the end of a known array: undefined.
			return &val{}
		}
	}
	if v.mod != "" {
		return &val{mod: v.mod + "." + name}
	}
	if v.t != nil {
		if name == "length" {
			return nil
		}
		return &val{t: v.t}
	}
	if s, ok := v.konst.(string); ok && name == "length" {
		return &val{konst: float64(len(s))}
	}
	return nil
}

// browserSource matches window.location.search and the like (a global
// property a source row names), unless the name is bound in scope.
func (c *checker) browserSource(n *syntax.Node, e *env) *val {
	r, text := c.globalProp(c.text(n))
	if r == nil || !r.source {
		return nil
	}
	root, _, _ := strings.Cut(text, ".")
	if _, bound := e.lookup(root); bound {
		return nil
	}
	v := c.apply(r, n, nil)
	if t := v.taint(); t != nil && r.ownURL {
		// The page's own URL (not the referrer, another site's): an
		// http(s) URL of this origin, never a javascript: one.
		return &val{t: t.with(func(t *taint) { t.ownURL = true })}
	}
	return v
}

// globalProp is the row of the global property text names, with or
// without window., globalThis. or self. before it, and the name it
// matched by.
func (c *checker) globalProp(text string) (*flowRow, string) {
	r := c.models.flows.props[text]
	for _, p := range []string{"window.", "globalThis.", "self."} {
		if r == nil && strings.HasPrefix(text, p) {
			text = text[len(p):]
			r = c.models.flows.props[text]
		}
	}
	return r, text
}

// pageHref is the page-href or page-own-href row n names (location.href,
// document.referrer), a URL the browser gives whole, or nil.
func (c *checker) pageHref(n *syntax.Node) *flowRow {
	if r, _ := c.globalProp(c.text(n)); r != nil && r.href {
		return r
	}
	return nil
}

func (c *checker) exprs(ns []*syntax.Node, e *env) *val {
	var out *val
	for _, n := range ns {
		v := c.expr(n, e)
		if v.taint() != nil {
			out = &val{t: join(out.taint(), v.t)}
		}
	}
	return out
}

// expr evaluates an expression: its taint, and its constant value when
// it has one. Assignments bind; calls check their sinks.
func (c *checker) expr(n *syntax.Node, e *env) *val {
	if n == nil {
		return nil
	}
	c.nest.Enter()
	defer c.nest.Leave()
	if f := exprKinds[n.Kind]; f != nil {
		return f(c, n, e)
	}
	for _, x := range n.NamedChildren() {
		c.expr(x, e)
	}
	return nil
}

// exprKinds evaluate expressions by node kind.
var exprKinds map[string]func(c *checker, n *syntax.Node, e *env) *val

func init() {
	exprKinds = map[string]func(c *checker, n *syntax.Node, e *env) *val{
		"identifier":                      (*checker).identifier,
		"this":                            func(*checker, *syntax.Node, *env) *val { return &val{mod: ""} },
		"template_string":                 (*checker).templateString,
		"binary_expression":               (*checker).binary,
		"unary_expression":                (*checker).unary,
		"update_expression":               func(c *checker, n *syntax.Node, e *env) *val { c.expr(n.Child("argument"), e); return nil },
		"ternary_expression":              (*checker).ternary,
		"member_expression":               (*checker).memberExpr,
		"subscript_expression":            (*checker).subscript,
		"object":                          (*checker).object,
		"array":                           (*checker).array,
		"assignment_expression":           (*checker).assign,
		"augmented_assignment_expression": (*checker).augmented,
		"call_expression":                 (*checker).callExpr,
		"new_expression":                  (*checker).newExpr,
		"class":                           (*checker).classExpr,
	}
	for _, k := range []string{"string", "number", "true", "false", "null", "undefined", "regex"} {
		exprKinds[k] = (*checker).literal
	}
	for _, k := range []string{"parenthesized_expression", "as_expression", "non_null_expression", "satisfies_expression",
		"type_assertion", "await_expression", "spread_element", "sequence_expression", "yield_expression"} {
		exprKinds[k] = (*checker).wrapped
	}
	for _, k := range []string{"arrow_function", "function_expression", "function", "generator_function"} {
		exprKinds[k] = (*checker).functionExpr
	}
	for _, k := range []string{"jsx_element", "jsx_self_closing_element", "jsx_fragment"} {
		exprKinds[k] = func(c *checker, n *syntax.Node, e *env) *val { c.jsx(n, e); return nil }
	}
}

func (c *checker) literal(n *syntax.Node, e *env) *val {
	if k, ok := c.constEval(n, e); ok {
		return &val{konst: k}
	}
	return nil
}

func (c *checker) identifier(n *syntax.Node, e *env) *val {
	name := c.text(n)
	if v, ok := e.lookup(name); ok {
		return v
	}
	if r := c.models.flows.props[name]; r != nil && r.source {
		return c.apply(r, n, nil)
	}
	if name == "undefined" || name == "NaN" {
		return &val{konst: nil}
	}
	if req := c.models.types[c.models.request].names; req != nil && req.MatchString(name) && !c.models.modules[name] && !c.sub {
		// A snippet or a handler whose request is a free name.
		return c.requestVal(name)
	}
	return nil
}

// wrapped is the value of a parenthesized, awaited or typed expression:
// its last part that is not a type.
func (c *checker) wrapped(n *syntax.Node, e *env) *val {
	var v *val
	for _, x := range n.NamedChildren() {
		if strings.HasSuffix(x.Kind, "type") || x.Kind == "type_identifier" || x.Kind == "type_arguments" {
			continue
		}
		v = c.expr(x, e)
	}
	return v
}

func (c *checker) templateString(n *syntax.Node, e *env) *val {
	var t *taint
	parts := []any{}
	allConst := true
	for _, x := range n.NamedChildren() {
		switch x.Kind {
		case "template_substitution":
			v := c.expr(x.FirstNamed(""), e)
			t = join(t, v.taint())
			if v == nil || v.konst == nil {
				allConst = false
			} else {
				parts = append(parts, v.konst)
			}
		case "string_fragment", "escape_sequence":
			parts = append(parts, c.text(x))
		}
	}
	if t != nil {
		t = t.with(func(t *taint) { t.str = true; t.ownURL = false })
		if c.prefixFixesHost(n, e) {
			t.hostFixed = true
		}
		return &val{t: t}
	}
	if !allConst {
		return nil
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(fmt.Sprint(p))
	}
	return &val{konst: b.String()}
}

func (c *checker) unary(n *syntax.Node, e *env) *val {
	c.expr(n.Child("argument"), e)
	if k, ok := c.constEval(n, e); ok {
		return &val{konst: k}
	}
	return nil
}

func (c *checker) ternary(n *syntax.Node, e *env) *val {
	cond := n.Child("condition")
	c.expr(cond, e)
	if b, ok := c.constBool(cond, e); ok {
		if b {
			return c.expr(n.Child("consequence"), e)
		}
		return c.expr(n.Child("alternative"), e)
	}
	et, ee := e.clone(), e.clone()
	c.applyGuard(cond, et, true)
	c.applyGuard(cond, ee, false)
	return joinVal(c.expr(n.Child("consequence"), et), c.expr(n.Child("alternative"), ee))
}

func (c *checker) memberExpr(n *syntax.Node, e *env) *val {
	if v := c.browserSource(n, e); v != nil {
		return v
	}
	if isPath(n) {
		if v, ok := e.lookup(c.text(n)); ok {
			return v
		}
	}
	obj := c.expr(n.Child("object"), e)
	prop := n.Child("property")
	if prop == nil {
		return obj
	}
	if obj.taint() != nil && obj.t.from == fromBrowser && len(obj.t.flow) == 1 {
		if c.models.builtins.ownOrigin(obj.t.flow[0].What, c.text(prop)) {
			// The page's own origin, not the attacker's.
			return &val{}
		}
	}
	if n.Child("object").Kind == "this" {
		if v, ok := e.lookup("this." + c.text(prop)); ok {
			return v
		}
		if v := c.namedObject("this." + c.text(prop)); v != nil {
			// this.$route: an object a framework puts on every component
			return v
		}
	}
	return c.refine(c.member(obj, c.text(prop), n), n)
}

func (c *checker) subscript(n *syntax.Node, e *env) *val {
	obj := c.expr(n.Child("object"), e)
	iv := c.expr(n.Child("index"), e)
	if iv != nil && iv.konst != nil {
		return c.member(obj, fmt.Sprint(iv.konst), n)
	}
	if obj == nil || obj.kind == kRequest {
		return nil
	}
	return c.elementOf(obj)
}

func (c *checker) array(n *syntax.Node, e *env) *val {
	v := &val{elems: map[string]*val{}}
	for i, x := range n.NamedChildren() {
		xv := c.expr(x, e)
		if x.Kind == "spread_element" {
			v.t = join(v.t, c.elementOf(xv).taint())
			continue
		}
		v.elems[fmt.Sprint(i)] = xv
	}
	return v
}

func (c *checker) augmented(n *syntax.Node, e *env) *val {
	left := n.Child("left")
	rv := c.expr(n.Child("right"), e)
	lv := c.expr(left, e)
	c.assignSink(n, left, n.Child("right"), rv, e)
	nv := &val{t: join(lv.taint(), rv.taint())}
	if nv.t != nil {
		nv.t = nv.t.step(n.Line, c.label(c.text(left)))
		if lt := lv.taint(); lt != nil && (lt.hostFixed || lt.ownURL) && c.text(n.Child("operator")) == "+=" {
			// url += "&page=" + n: appended to a URL whose scheme and
			// host are fixed, as url + "&page=" + n is (binary)
			nv.t = nv.t.with(func(t *taint) { t.hostFixed = true })
		}
	} else if k, ok := c.constEval(n, e); ok {
		nv.konst = k
	}
	if op := n.Child("operator"); op != nil && c.text(op) == "+=" && left.Kind == "identifier" {
		nv = c.withBuilt(nv, lv, n.Child("right"), e)
	}
	c.store(left, nv, n, e)
	return nv
}

func (c *checker) functionExpr(n *syntax.Node, e *env) *val {
	fn := c.newFunction(n, e)
	if n.Parent == nil || n.Parent.Kind != "arguments" {
		c.standalone(fn, nil)
	}
	return &val{fn: fn}
}

// classExpr: module.exports = class { ... }: its methods, for new.
func (c *checker) classExpr(n *syntax.Node, e *env) *val {
	elems := map[string]*val{}
	for _, fn := range c.declareClass(n, e) {
		c.standalone(fn, nil)
		elems[fn.name] = &val{fn: fn}
	}
	return &val{elems: elems}
}

// fixesHost reports whether a URL prefix fixes the scheme and host: a
// request or a redirect to it cannot leave that host.
func fixesHost(prefix string) bool {
	p := strings.ToLower(prefix)
	for _, s := range []string{"https://", "http://"} {
		if strings.HasPrefix(p, s) {
			rest := p[len(s):]
			return strings.ContainsAny(rest, "/?#")
		}
	}
	// A fragment or a query alone ("#section", "?page=") keeps the base
	// URL's scheme, host and path (url.spec.whatwg.org, relative URLs).
	if strings.HasPrefix(p, "#") || strings.HasPrefix(p, "?") {
		return true
	}
	// A local path: "/users/" (but not "//host" or "/\host").
	return len(p) >= 2 && p[0] == '/' && p[1] != '/' && p[1] != '\\'
}

func (c *checker) binary(n *syntax.Node, e *env) *val {
	left, right := n.Child("left"), n.Child("right")
	op := ""
	if o := n.Child("operator"); o != nil {
		op = c.text(o)
	}
	lv, rv := c.expr(left, e), c.expr(right, e)
	switch op {
	case "+":
		t := join(lv.taint(), rv.taint())
		if t != nil {
			lt := lv.taint()
			t = t.with(func(t *taint) {
				t.str = true
				t.hostFixed = false
				t.ownURL = false
			})
			if lt != nil && (lt.hostFixed || lt.ownURL) {
				// location.href + "#top": the page's own scheme and host
				t.hostFixed = true
			}
			if lt == nil {
				if s, ok := lv.konstString(); ok {
					t.hostFixed = fixesHost(s)
				} else if left.Kind != "string" && left.Kind != "template_string" {
					// BASE_URL + '/users/' + id: a prefix the input
					// does not choose, taken to hold the scheme and host.
					t.hostFixed = true
				} else {
					t.hostFixed = c.prefixFixesHost(left, e)
				}
			}
			return &val{t: t}
		}
	case "||", "&&", "??":
		if t := join(lv.taint(), rv.taint()); t != nil {
			return &val{t: t}
		}
		if lv != nil && lv.kind != kNone {
			return lv
		}
	}
	if k, ok := c.foldBinary(op, left, right, lv, rv, e); ok {
		return &val{konst: k}
	}
	return nil
}

// foldBinary is constBinary over operands binary has just evaluated: a
// binary operand's constant is its value's (expr folded it a moment ago),
// so a chain of a + b + c … folds once per link, not once per link and
// again for everything to its left.
func (c *checker) foldBinary(op string, left, right *syntax.Node, lv, rv *val, e *env) (any, bool) {
	operand := func(n *syntax.Node, v *val) (any, bool) {
		if v != nil && v.konst != nil {
			return v.konst, true
		}
		if n == nil || n.Kind == "binary_expression" {
			return nil, false
		}
		return c.constEval(n, e)
	}
	l, lok := operand(left, lv)
	if op == "&&" && lok && !truthy(l) || op == "||" && lok && truthy(l) {
		return l, true
	}
	r, rok := operand(right, rv)
	if !lok || !rok {
		return nil, false
	}
	return binop(op, l, r)
}

func (c *checker) object(n *syntax.Node, e *env) *val {
	v := &val{elems: map[string]*val{}}
	for _, p := range n.NamedChildren() {
		switch p.Kind {
		case "pair":
			key := c.propKey(p.Child("key"), e)
			pv := c.expr(p.Child("value"), e)
			if c.models.literalOperators[key] && pv.taint() != nil {
				// an operator whose operand is compared as a value: an
				// object there ({ $ne: null }) is matched literally, not
				// run as an operator (literal-operator barrier rows)
				pv = &val{t: pv.t.with(func(t *taint) { t.str = true })}
			}
			if fields := c.models.jsxSinks[key]; fields != nil {
				// React.createElement('div', { dangerouslySetInnerHTML: ... }),
				// as the JSX attribute.
				c.dangerousHTML(p.Child("value"), pv, p, e, fields)
			}
			if key != "" {
				v.elems[key] = pv
			} else {
				v.t = join(v.t, pv.taint())
			}
		case "shorthand_property_identifier":
			pv, _ := e.lookup(c.text(p))
			v.elems[c.text(p)] = pv
		case "spread_element":
			sv := c.expr(p.FirstNamed(""), e)
			if sv != nil {
				for k, x := range sv.elems {
					v.elems[k] = x
				}
				v.t = join(v.t, sv.t)
			}
		case "method_definition":
			fn := c.newFunction(p, e)
			v.elems[fn.name] = &val{fn: fn}
			c.standalone(fn, nil)
		}
	}
	v.t = join(v.t, v.elemTaint(c.models.builtins.methods["url-path-part"]))
	return v
}

// assign binds the left side and checks assignment sinks: innerHTML,
// location, ctx.body, and key paths from input.
func (c *checker) assign(n *syntax.Node, e *env) *val {
	left, right := n.Child("left"), n.Child("right")
	v := c.expr(right, e)
	if v != nil && v.fn != nil && left.Kind == "identifier" {
		v.fn.name = c.text(left)
	}
	if left.Kind == "identifier" {
		v = c.withBuilt(v, nil, right, e)
	}
	c.assignSink(n, left, right, v, e)
	c.exported(left, v)
	if v.taint() != nil && left.Kind == "identifier" {
		v = withTaint(v, v.t.step(n.Line, c.label(c.text(left))))
	}
	c.store(left, v, n, e)
	return v
}

// store writes v to an assignment target.
func (c *checker) store(left *syntax.Node, v *val, at *syntax.Node, e *env) {
	switch left.Kind {
	case "identifier":
		e.set(c.text(left), v)
	case "object_pattern", "array_pattern":
		c.bind(left, v, e, false)
	case "parenthesized_expression", "non_null_expression", "as_expression":
		if x := left.FirstNamed(""); x != nil {
			c.store(x, v, at, e)
		}
	case "member_expression", "subscript_expression":
		if isPath(left) {
			if _, ok := e.lookup(c.text(left)); ok {
				e.set(c.text(left), v)
			}
		}
		root := left.Child("object")
		var key string
		if left.Kind == "member_expression" {
			key = c.text(left.Child("property"))
			if root.Kind == "this" {
				e.set("this."+key, v)
				return
			}
		} else if iv := c.expr(left.Child("index"), e); iv != nil && iv.konst != nil {
			key = fmt.Sprint(iv.konst)
		}
		if root.Kind != "identifier" {
			// a.b.c = v taints a.
			for root.Kind == "member_expression" || root.Kind == "subscript_expression" {
				root = root.Child("object")
			}
			if root.Kind == "identifier" && v.taint() != nil {
				if old, ok := e.lookup(c.text(root)); ok {
					e.set(c.text(root), withTaint(old, join(old.taint(), v.t)))
				}
			}
			return
		}
		name := c.text(root)
		old, _ := e.lookup(name)
		if old != nil && (old.kind != kNone || old.mod != "") {
			return
		}
		// The whole URL keeps its host when a path part is written
		// (elemTaint); the part itself, read back alone (url.pathname), is
		// what the input wrote: "//evil.example" is a protocol-relative URL.
		whole := v.taint()
		if old != nil && old.url && c.models.builtins.is("url-path-part", key) {
			whole = whole.with(func(t *taint) { t.hostFixed = true })
		}
		nv := &val{}
		if old != nil {
			*nv = *old
		}
		if key != "" {
			elems := make(map[string]*val, len(nv.elems)+1)
			for k, x := range nv.elems {
				elems[k] = x
			}
			elems[key] = v
			nv.elems = elems
			nv.t = nil
			if old != nil {
				nv.t = old.t
			}
			nv.t = join(nv.t, whole)
		} else {
			nv.t = join(nv.t, whole)
		}
		nv.konst = nil
		e.set(name, nv)
	}
}

func (c *checker) newExpr(n *syntax.Node, e *env) *val {
	ctor := n.Child("constructor")
	argsNode := n.Child("arguments")
	var args []*syntax.Node
	if argsNode != nil {
		args = argsNode.NamedChildren()
	}
	vals := make([]*val, len(args))
	for i, a := range args {
		vals[i] = c.expr(a, e)
	}
	name := c.qname(ctor, e)
	c.checkNew(n, name, args, vals, e)
	if rs := c.models.flows.calls[name+".new"]; len(rs) > 0 && rs[0].returns != "" {
		// A constructor's summary row types the object it builds
		// (new VM() from vm2), whose methods are then its type's rows.
		return c.models.typedVal(rs[0].returns)
	}
	if ctor != nil && ctor.Kind == "identifier" {
		if cv, ok := e.lookup(c.text(ctor)); ok && cv != nil && cv.elems != nil && (cv.mod == "" || strings.HasPrefix(cv.mod, ".")) {
			// An instance of a class of this file or of a module of the
			// project: its methods.
			return &val{elems: cv.elems}
		}
	}
	if v, ok := c.construct(c.models.builtins.ctors[last(name)], args, vals); ok {
		return v
	}
	var t *taint
	for _, v := range vals {
		t = join(t, v.taint())
	}
	return tainted(t)
}

// construct builds the object of a builtin shape's constructor; false
// for another constructor, or one given too few arguments to say.
func (c *checker) construct(k ctor, args []*syntax.Node, vals []*val) (*val, bool) {
	switch k {
	case ctorURL:
		// new URL('/login', request.url) is on the request's own host.
		if len(vals) > 1 && vals[0] != nil {
			if s, ok := vals[0].konst.(string); ok && !strings.Contains(s, "//") {
				return nil, true
			}
		}
		if len(vals) > 0 {
			t := vals[0].taint()
			if len(vals) > 1 && t != nil && t.hostFixed && c.pageHref(args[1]) == nil {
				// a relative reference takes the base's host
				t = join(t, vals[1].taint())
			}
			return &val{t: t, url: true}, true
		}
	case ctorArg0:
		if len(vals) > 0 {
			return tainted(vals[0].taint()), true
		}
	case ctorCollection:
		v := &val{elems: map[string]*val{}}
		if len(vals) > 0 {
			v.t = c.elementOf(vals[0]).taint()
		}
		return v, true
	case ctorNone:
		return nil, true
	}
	return nil, false
}

func last(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// qname names a callee by what it is bound to: cp.exec is
// "child_process.exec" after const cp = require('child_process'); an
// unbound or plain-valued name is its own text.
func (c *checker) qname(n *syntax.Node, e *env) string {
	if n == nil {
		return ""
	}
	switch n.Kind {
	case "identifier":
		name := c.text(n)
		if v, ok := e.lookup(name); ok && v != nil && v.mod != "" {
			return v.mod
		}
		return name
	case "member_expression":
		obj := n.Child("object")
		prop := c.text(n.Child("property"))
		if obj.Kind == "this" {
			return "this." + prop
		}
		return c.qname(obj, e) + "." + prop
	case "call_expression":
		fn := n.Child("function")
		if fn != nil && (c.text(fn) == "require" || c.text(fn) == "import") {
			if a := n.Child("arguments"); a != nil {
				if s := a.FirstNamed("string"); s != nil {
					return c.normModule(stringValue(c.tree, s))
				}
			}
		}
		return c.qname(fn, e) + "()"
	case "parenthesized_expression", "await_expression", "non_null_expression", "as_expression":
		return c.qname(n.FirstNamed(""), e)
	}
	return c.text(n)
}

// ---- calls ----

// call is a call expression being evaluated.
type call struct {
	n, fnNode    *syntax.Node
	name, method string
	args         []*syntax.Node
	vals         []*val
	recv, callee *val
	recvNode     *syntax.Node
	flow         *flowRow
	cbResult     *val
	e            *env
}

func (c *checker) callExpr(n *syntax.Node, e *env) *val {
	fnNode := n.Child("function")
	argsNode := n.Child("arguments")
	if argsNode != nil && argsNode.Kind == "template_string" {
		// A tagged template (sql`...`, Prisma.sql`...`) passes the
		// values separately from the text.
		for _, x := range argsNode.NamedChildren() {
			if x.Kind == "template_substitution" {
				c.expr(x.FirstNamed(""), e)
			}
		}
		return nil
	}
	cl := &call{n: n, fnNode: fnNode, e: e}
	if argsNode != nil {
		cl.args = argsNode.NamedChildren()
	}
	cl.name = c.qname(fnNode, e)
	cl.method = last(cl.name)
	c.receiver(cl)

	// Evaluate the arguments; functions among them are analyzed as
	// callbacks after the sink checks.
	cl.vals = make([]*val, len(cl.args))
	for i, a := range cl.args {
		if !isFunction(a) {
			cl.vals[i] = c.expr(a, e)
		}
	}
	if !c.ownMethod(cl) {
		c.checkCall(n, cl.name, cl.recv, cl.recvNode, cl.args, cl.vals, e)
	}
	cl.flow = c.callFlow(cl.name, cl.method, cl.recv, cl.recvNode, e)
	c.callbacks(cl)
	for _, step := range callSteps {
		if v, ok := step(c, cl); ok {
			return v
		}
	}
	return c.unknownCall(cl)
}

// callSteps decide a call's value in turn: what the models say of
// sources, the file's own functions, sanitizers and summaries, and
// collections' methods.
var callSteps []func(c *checker, cl *call) (*val, bool)

func init() {
	callSteps = []func(c *checker, cl *call) (*val, bool){
		(*checker).sourceCall, (*checker).moduleCall, (*checker).ownCall, (*checker).modelCall,
		(*checker).mapCall, (*checker).arrayCall, (*checker).quietCall,
	}
}

// receiver evaluates a method call's receiver, or a callee that is not a
// name.
func (c *checker) receiver(cl *call) {
	switch {
	case cl.fnNode == nil:
	case cl.fnNode.Kind == "member_expression":
		cl.recvNode = cl.fnNode.Child("object")
		if cl.recvNode.Kind != "this" {
			cl.recv = c.expr(cl.recvNode, cl.e)
		}
	case cl.fnNode.Kind != "identifier":
		cl.callee = c.expr(cl.fnNode, cl.e)
	}
}

// callbacks analyzes the functions a call is given: an iterator's
// elements, a handler's request and response, a listener's event.
func (c *checker) callbacks(cl *call) {
	iter := c.iterates(cl)
	// a route's handler, or a tRPC resolver, named rather than written in place
	route := c.models.flows.handlers[cl.method] || c.models.entries.procedures[cl.method]
	for i, a := range cl.args {
		var fn *function
		switch {
		case isFunction(a):
			fn = c.newFunction(a, cl.e)
		case cl.vals[i] != nil && cl.vals[i].fn != nil && cl.vals[i].fn.owner == c && (route || iter):
			fn = cl.vals[i].fn
		default:
			continue
		}
		if c.sub && (cl.recv == nil || !iter) {
			// a handler this module registers: its own review analyzes it
			cl.vals[i] = &val{fn: fn}
			continue
		}
		r := c.standalone(fn, c.callbackArgs(cl, i, fn))
		switch {
		case c.returnsCallback(cl.method), cl.flow != nil && cl.flow.shape == "callback-result":
			// The call returns what the callback returns.
			if cl.cbResult == nil {
				cl.cbResult = &val{}
			}
			cl.cbResult.t = join(cl.cbResult.t, r.taint())
		}
		cl.vals[i] = &val{fn: fn}
	}
}

// iterates reports whether a call gives its callback the receiver's
// elements or value: an array's iteration methods, a promise's then, or a
// summary row's callback-value (an Observable's subscribe).
func (c *checker) iterates(cl *call) bool {
	b := &c.models.builtins
	return b.is("element-callback", cl.method) || c.returnsCallback(cl.method) || cl.flow != nil && cl.flow.shape == "callback-value"
}

// returnsCallback reports whether a method returns what its callback
// returns: an element-map, element-fold or value-map row's (map, reduce,
// then).
func (c *checker) returnsCallback(method string) bool {
	b := &c.models.builtins
	return b.is("element-map", method) || b.is("element-fold", method) || b.is("value-map", method)
}

// callbackArgs are the arguments a callback is called with.
func (c *checker) callbackArgs(cl *call, i int, fn *function) []*val {
	switch {
	case cl.recv != nil && c.iterates(cl):
		el := c.elementOf(cl.recv)
		switch {
		case c.models.builtins.is("value-map", cl.method) && cl.recv.mod != "":
			// import('m').then(({ exec }) => ...): the promise resolves to the module
			el = cl.recv
		case c.models.builtins.is("value-map", cl.method) || cl.flow != nil && cl.flow.shape == "callback-value":
			el = tainted(cl.recv.taint())
		}
		if c.models.builtins.is("element-fold", cl.method) {
			return []*val{nil, el}
		}
		return []*val{el}
	case len(cl.args) > 1 && c.listenerData(cl, fn) != nil:
		return c.listenerData(cl, fn)
	case len(cl.args) > 1 && c.listenerArg(cl.flow, cl.vals) != nil:
		return []*val{c.listenerArg(cl.flow, cl.vals)}
	case c.models.flows.handlers[cl.method] && i == len(cl.args)-1:
		return []*val{{kind: kRequest}, {kind: kResponse}}
	}
	if args := c.procedureArgs(cl, i); args != nil {
		return args
	}
	return c.conventionalArgs(fn)
}

// sourceCall: a source row's call, or any call on a tracked object,
// which is known only by its rows.
func (c *checker) sourceCall(cl *call) (*val, bool) {
	r := cl.flow
	if c.models.typeOf(cl.recv) != "" {
		if r == nil || r.typ == nil || r.source && r.shape == "listener" {
			return nil, true
		}
		return c.sourceValue(cl, r), true
	}
	if r != nil && (r.source && r.shape != "handler" && r.shape != "listener" || r.returns != "" && !strings.HasPrefix(r.shape, "listener")) {
		return c.sourceValue(cl, r), true
	}
	return nil, false
}

func (c *checker) sourceValue(cl *call, r *flowRow) *val {
	v := c.apply(r, cl.n, cl.vals)
	if r.shape == "header" && v.taint() != nil {
		if h, ok := arg(cl.vals, 0).konstString(); ok && refererHeader(h) {
			// The browser sets Referer to the page the user came
			// from: sending them back there takes them nowhere they
			// were not (Express's redirect('back') does it).
			v.t.safe |= sinkRedirect
		}
	}
	return v
}

// moduleCall: require(name) is the module it names, and so is import(name)
// once awaited (await passes the value through).
func (c *checker) moduleCall(cl *call) (*val, bool) {
	if cl.name != "require" && cl.name != "import" {
		return nil, false
	}
	if s, ok := arg(cl.vals, 0).konstString(); ok {
		if ns := c.importModule(s); ns != nil {
			return ns, true
		}
		return &val{mod: c.normModule(s)}, true
	}
	return nil, true
}

// ownCall runs a function of this file (or of a project module) called
// by name, as this.method, or as a method of a known object.
func (c *checker) ownCall(cl *call) (*val, bool) {
	if cl.fnNode == nil {
		return nil, false
	}
	var fv *val
	switch cl.fnNode.Kind {
	case "identifier":
		fv, _ = cl.e.lookup(c.text(cl.fnNode))
	case "member_expression":
		if cl.fnNode.Child("object").Kind == "this" {
			fv, _ = cl.e.lookup("this." + cl.method)
		} else if cl.recv != nil {
			fv = cl.recv.elems[cl.method]
		}
	}
	if fv != nil && fv.fn != nil {
		return c.call(fv.fn, cl.vals, cl.n), true
	}
	return nil, false
}

// ownMethod reports whether a method call runs a method of a class or
// object this file defines (svc.find(name) on new UserService()): ownCall
// follows it into the method, whose own sinks say what it does with its
// arguments, so no model row for a method of that name applies.
func (c *checker) ownMethod(cl *call) bool {
	if cl.fnNode == nil || cl.fnNode.Kind != "member_expression" {
		return false
	}
	var fv *val
	if cl.fnNode.Child("object").Kind == "this" {
		fv, _ = cl.e.lookup("this." + cl.method)
	} else if cl.recv != nil {
		fv = cl.recv.elems[cl.method]
	}
	return fv != nil && fv.fn != nil
}

// modelCall: a compiled template, a sanitizer or barrier, or a summary.
func (c *checker) modelCall(cl *call) (*val, bool) {
	if cl.name == compiledTemplate {
		// A template compiled from the file's own text escapes what it
		// is given (Handlebars {{x}}, pug #{x}, ejs <%= x %>).
		t := joinAll(cl.vals)
		return tainted(t.with(func(t *taint) { t.safe |= sinkXSS; t.str = true })), true
	}
	if safe, ok := c.cleanOf(cl.name, cl.method, cl.recv, cl.recvNode, cl.e); ok {
		t := joinAll(cl.vals)
		if safe == sinkAll || t == nil {
			return &val{}, true
		}
		return &val{t: t.with(func(t *taint) { t.safe |= safe; t.str = true })}, true
	}
	if r := cl.flow; r != nil && !r.source && !r.m.None && !strings.HasPrefix(r.shape, "callback-") {
		return c.apply(r, cl.n, cl.vals), true
	}
	return nil, false
}

func joinAll(vals []*val) *taint {
	var t *taint
	for _, v := range vals {
		t = join(t, v.taint())
	}
	return t
}

// mapCall: a Map's get and set by a constant key.
func (c *checker) mapCall(cl *call) (*val, bool) {
	recv := cl.recv
	if recv == nil || recv.elems == nil || len(cl.vals) == 0 || cl.vals[0] == nil || cl.vals[0].konst == nil {
		return nil, false
	}
	key := fmt.Sprint(cl.vals[0].konst)
	b := &c.models.builtins
	switch {
	case b.is("element-get", cl.method) || b.is("element-at", cl.method):
		return recv.elems[key], true
	case b.is("element-set", cl.method):
		if cl.recvNode.Kind == "identifier" {
			nv := *recv
			nv.elems = make(map[string]*val, len(recv.elems)+1)
			for k, x := range recv.elems {
				nv.elems[k] = x
			}
			v := arg(cl.vals, 1)
			nv.elems[key] = v
			nv.t = join(recv.t, v.taint())
			cl.e.set(c.text(cl.recvNode), &nv)
		}
		return recv, true
	}
	return nil, false
}

// arrayCall: shift, pop, splice and push on an array whose elements
// are known.
func (c *checker) arrayCall(cl *call) (*val, bool) {
	recv := cl.recv
	if recv == nil || cl.recvNode.Kind != "identifier" {
		return nil, false
	}
	if recv.elems != nil && recv.kind == kNone && recv.mod == "" {
		if list, ok := arrayOf(recv); ok {
			if out, removed, ok := c.shiftArray(cl.method, list, cl.vals); ok {
				nv := *recv
				nv.elems = make(map[string]*val, len(out))
				for i, x := range out {
					nv.elems[fmt.Sprint(i)] = x
				}
				cl.e.set(c.text(cl.recvNode), &nv)
				return removed, true
			}
		}
	}
	b := &c.models.builtins
	if removes := b.is("element-remover", cl.method); recv.elems != nil && (removes || b.is("element-mover", cl.method)) {
		// The elements move: what is known by index is known no more.
		nv := *recv
		nv.elems = nil
		nv.t = c.elementOf(recv).taint()
		cl.e.set(c.text(cl.recvNode), &nv)
		if removes {
			return tainted(nv.t), true
		}
		return &nv, true
	}
	if b.is("element-adder", cl.method) {
		c.push(cl)
		return nil, true
	}
	return nil, false
}

func (c *checker) push(cl *call) {
	recv := cl.recv
	nv := *recv
	t := joinAll(cl.vals)
	if recv.elems != nil && cl.method == "push" && len(cl.vals) == 1 {
		nv.elems = make(map[string]*val, len(recv.elems)+1)
		for k, x := range recv.elems {
			nv.elems[k] = x
		}
		nv.elems[fmt.Sprint(len(recv.elems))] = cl.vals[0]
	} else {
		nv.elems = nil
		nv.t = join(c.elementOf(recv).taint(), t)
	}
	nv.t = join(nv.t, t)
	if recv.kind == kNone && recv.mod == "" {
		cl.e.set(c.text(cl.recvNode), &nv)
	}
}

// quietCall: what a callback returned, a function value called, or a
// call whose result carries nothing of its input (a number, a row count,
// a database's rows, a file's content).
func (c *checker) quietCall(cl *call) (*val, bool) {
	if cl.cbResult != nil {
		if c.models.builtins.is("element-fold", cl.method) && len(cl.vals) > 1 {
			cl.cbResult.t = join(cl.cbResult.t, cl.vals[1].taint())
		}
		return cl.cbResult, true
	}
	if cl.callee != nil && cl.callee.fn != nil {
		return c.call(cl.callee.fn, cl.vals, cl.n), true
	}
	if c.models.builtins.is("clean", cl.method) || cl.flow != nil && cl.flow.m.None || c.readsResource(cl) {
		return nil, true
	}
	return nil, false
}

// readsResource: a file or process call's result is the file's or the
// process's, not the path or command it was given.
func (c *checker) readsResource(cl *call) bool {
	for _, r := range c.models.byName[cl.name] {
		if r.bit == sinkPath || r.bit == sinkCmd {
			return true
		}
	}
	return false
}

// unknownCall: input in, input out; what comes out is no longer the
// page's own URL as the browser gave it (location.href.split("#")[1] is
// the fragment, which the link's author wrote).
func (c *checker) unknownCall(cl *call) *val {
	v := c.unknownCallValue(cl)
	if t := v.taint(); t != nil && t.ownURL {
		return &val{t: t.with(func(t *taint) { t.ownURL = false })}
	}
	return v
}

func (c *checker) unknownCallValue(cl *call) *val {
	recv, method := cl.recv, cl.method
	if recv != nil && c.models.builtins.is("positional", method) {
		// The arguments are positions: the result is part of the
		// receiver, whatever index the input chose.
		t := recv.taint()
		if recv.elems != nil {
			t = join(t, c.elementOf(recv).taint())
		}
		return tainted(t)
	}
	var t *taint
	if recv != nil {
		t = recv.taint()
		if recv.elems != nil && !c.models.builtins.is("element-get", method) {
			t = join(t, c.elementOf(recv).taint())
		}
	}
	t = join(t, joinAll(cl.vals))
	if t != nil && recv != nil && recv.t != nil && c.models.builtins.is("string-replace", method) && len(cl.args) > 0 {
		if safe := allowListReplace(c.text(cl.args[0])); safe != 0 {
			if safe == sinkAll {
				return &val{}
			}
			return &val{t: recv.t.with(func(t *taint) { t.safe |= safe; t.str = true })}
		}
	}
	if t != nil && recv != nil && recv.t != nil && c.models.builtins.is("string-method", method) {
		t = t.with(func(t *taint) { t.str = true })
	} else if t != nil && (recv == nil || recv.t == nil) {
		t = t.with(func(t *taint) { t.derived = true })
	}
	return tainted(t)
}

// jsx checks the attributes jsx-attribute rows name (React's
// dangerouslySetInnerHTML={{ __html }}) and evaluates the expressions in
// the markup (event handlers are functions).
func (c *checker) jsx(n *syntax.Node, e *env) {
	n.Walk(func(x *syntax.Node) bool {
		switch x.Kind {
		case "jsx_attribute":
			name := x.FirstNamed("property_identifier")
			ex := x.FirstNamed("jsx_expression")
			if name != nil && ex != nil && c.models.jsxSinks[c.text(name)] != nil {
				if y := ex.FirstNamed(""); y != nil {
					c.dangerousHTML(y, c.expr(y, e), x, e, c.models.jsxSinks[c.text(name)])
				}
				return false
			}
		case "jsx_expression":
			for _, y := range x.NamedChildren() {
				v := c.expr(y, e)
				if v != nil && v.fn != nil {
					c.standalone(v.fn, nil)
				}
			}
			return false
		}
		return true
	})
}

// dangerousHTML checks what React's dangerouslySetInnerHTML is given (n,
// of value v): its __html is markup written into the page. An object
// written in place is read field by field; an object built elsewhere by
// its known __html; a value the analysis knows nothing of (a prop) may
// hold any markup. A helper's result is reported only with input in it.
func (c *checker) dangerousHTML(n *syntax.Node, v *val, at *syntax.Node, e *env, fields []string) {
	if n == nil {
		return
	}
	if n.Kind == "object" {
		for _, p := range n.NamedChildren() {
			switch {
			case p.Kind == "pair" && slices.Contains(fields, c.propKey(p.Child("key"), e)):
				c.htmlSink(p.Child("value"), c.objectField(v, c.propKey(p.Child("key"), e)), at, e)
			case p.Kind == "shorthand_property_identifier" && slices.Contains(fields, c.text(p)):
				c.htmlSink(p, c.objectField(v, c.text(p)), at, e)
			}
		}
		return
	}
	if v != nil {
		for _, field := range fields {
			if f, ok := v.elems[field]; ok {
				if t := f.taint(); t.reaches(sinkXSS) {
					c.report(ruleXSS, at, t)
				} else if f == nil && !c.minified {
					c.reportf(ruleHTMLSink, at, "")
				}
				return
			}
		}
	}
	if n.Kind == "call_expression" && !v.taint().reaches(sinkXSS) {
		// createMarkup(): React's own example of a helper that returns
		// the object, usually the place that sanitizes it.
		return
	}
	c.htmlSink(n, v, at, e)
}

// refine names a source by the whole expression read on its line:
// req.query.id rather than req.query.
func (c *checker) refine(v *val, n *syntax.Node) *val {
	t := v.taint()
	if t == nil || len(t.flow) != 1 || t.flow[0].Line != n.Line {
		return v
	}
	text := c.text(n)
	if !strings.HasPrefix(text, t.flow[0].What) || len(text) > 60 {
		return v
	}
	return withTaint(v, t.with(func(t *taint) { t.flow = analysis.Flow{{Line: n.Line, What: text}} }))
}

// prefixFixesHost reports whether a template string or concatenation
// starts with a part the input does not choose that holds the scheme and
// host: "https://api.example.com/", "/local/path", or ${API_BASE}/.
// startsWithSlash reports whether a template's part after a prefix the
// input does not choose begins with "/", so that the prefix holds the
// scheme and host: a literal that does, or a URL's pathname after an origin
// (location.origin, url.origin). A literal "?" or "#" ends the prefix's
// path as well: what follows is the query or the fragment of the URL the
// prefix names (${cfg.authUrl}?client_id=…&state=${state}, an OAuth2
// authorization request), or of the page itself when the prefix is empty
// (url.spec.whatwg.org, relative URLs), and cannot change the host. A pathname may begin with "//" (the page
// https://site//evil.com/), so after any other prefix, which may be empty,
// it would make a protocol-relative URL to another host.
func (c *checker) startsWithSlash(prefix, part *syntax.Node) bool {
	switch part.Kind {
	case "string_fragment":
		return strings.HasPrefix(c.text(part), "/") || strings.HasPrefix(c.text(part), "?") || strings.HasPrefix(c.text(part), "#")
	case "template_substitution":
		x, p := part.FirstNamed(""), prefix.FirstNamed("")
		return x != nil && x.Kind == "member_expression" && c.text(x.Child("property")) == "pathname" &&
			p != nil && p.Kind == "member_expression" && c.text(p.Child("property")) == "origin"
	}
	return false
}

func (c *checker) prefixFixesHost(n *syntax.Node, e *env) bool {
	switch n.Kind {
	case "template_string":
		parts := n.NamedChildren()
		if len(parts) == 0 {
			return false
		}
		switch parts[0].Kind {
		case "string_fragment":
			return c.literalSchemeFixesHost(parts, e)
		case "template_substitution":
			v := c.expr(parts[0].FirstNamed(""), e)
			if v.taint() != nil {
				return false
			}
			if s, ok := v.konstString(); ok {
				return fixesHost(s)
			}
			return len(parts) > 1 && c.startsWithSlash(parts[0], parts[1])
		}
	case "string":
		return fixesHost(unquote(c.text(n)))
	case "binary_expression":
		return c.prefixFixesHost(n.Child("left"), e)
	}
	return false
}

// literalSchemeFixesHost: a template that starts with its scheme fixes
// the host when a slash (or ? or #) ends the authority before the first
// substitution that carries taint; the substitutions before it are the
// host and port the code chose (http://${cfg.host}:${cfg.port}/files/${name}).
// A local path's substitutions may be empty (/${lang}${path} is //host
// when lang is ""), so there only the first fragment counts.
func (c *checker) literalSchemeFixesHost(parts []*syntax.Node, e *env) bool {
	first := strings.ToLower(c.text(parts[0]))
	if !strings.HasPrefix(first, "http://") && !strings.HasPrefix(first, "https://") {
		return fixesHost(first)
	}
	var b strings.Builder
	for _, p := range parts {
		switch p.Kind {
		case "string_fragment", "escape_sequence":
			b.WriteString(c.text(p))
		case "template_substitution":
			v := c.expr(p.FirstNamed(""), e)
			if v.taint() != nil {
				return fixesHost(b.String())
			}
			s, ok := v.konstString()
			if !ok {
				s = "host"
			}
			b.WriteString(s)
		}
		if fixesHost(b.String()) {
			return true
		}
	}
	return fixesHost(b.String())
}

var negatedClass = regexp.MustCompile(`^/\[\^((?:\\[wdWD]|[A-Za-z0-9]-[A-Za-z0-9]|[A-Za-z0-9_. -]|\\[.-])+)\]\+?/[gimsuy]*$`)

// allowListReplace: s.replace(/[^\w.-]/g, '_') keeps only the listed
// characters, which cannot break out of a query, a command, a header or
// markup. With a dot kept, ".." can still climb a directory.
func allowListReplace(re string) sink {
	m := negatedClass.FindStringSubmatch(re)
	if m == nil || !strings.Contains(re[strings.LastIndexByte(re, '/'):], "g") {
		// Without the g flag only the first bad character goes.
		return 0
	}
	class := m[1]
	if strings.Contains(class, "\\W") || strings.Contains(class, "\\D") {
		return 0
	}
	if strings.Contains(class, ".") {
		return sinkAll &^ sinkPath
	}
	return sinkAll
}

// arrayOf lists an array's known elements when they are exactly the
// indexes 0..n-1.
func arrayOf(v *val) ([]*val, bool) {
	list := make([]*val, len(v.elems))
	for k, x := range v.elems {
		i, err := strconv.Atoi(k)
		if err != nil || i < 0 || i >= len(list) {
			return nil, false
		}
		list[i] = x
	}
	return list, true
}

// shiftArray applies the methods of the shift, pop, unshift and splice
// shapes (javascript_builtins.yml: Array.prototype's own) with constant
// arguments to known elements, so list[0] after list.shift() is what was
// list[1]. It returns the new elements and the removed value.
func (c *checker) shiftArray(method string, list []*val, args []*val) ([]*val, *val, bool) {
	num := func(i int) (int, bool) {
		if i >= len(args) || args[i] == nil {
			return 0, false
		}
		f, ok := args[i].konst.(float64)
		return int(f), ok
	}
	b := c.models.builtins
	switch {
	case b.is("shift", method):
		if len(list) == 0 {
			return list, nil, true
		}
		return list[1:], list[0], true
	case b.is("pop", method):
		if len(list) == 0 {
			return list, nil, true
		}
		return list[:len(list)-1], list[len(list)-1], true
	case b.is("unshift", method):
		return append(append([]*val(nil), args...), list...), nil, true
	case b.is("splice", method):
		start, ok := num(0)
		if !ok {
			return nil, nil, false
		}
		if start < 0 {
			start += len(list)
		}
		start = max(0, min(start, len(list)))
		n := len(list) - start
		if len(args) > 1 {
			if n, ok = num(1); !ok {
				return nil, nil, false
			}
		}
		end := max(start, min(start+n, len(list)))
		out := append(append(append([]*val(nil), list[:start]...), args[min(2, len(args)):]...), list[end:]...)
		var removed *taint
		for _, x := range list[start:end] {
			removed = join(removed, x.taint())
		}
		return out, tainted(removed), true
	}
	return nil, nil, false
}

// compiledTemplate marks the function a template compiler returned.
const compiledTemplate = "#compiled-template"
