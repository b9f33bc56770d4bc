package php

import (
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func sprintf(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// args evaluates a call's arguments: their values and expressions.
func (fr *frame) args(n *syntax.Node, st *state) ([]*val, []*syntax.Node) {
	a := n.Child("arguments")
	if a == nil {
		return nil, nil
	}
	var vs []*val
	var ns []*syntax.Node
	for _, arg := range a.NamedChildren() {
		if arg.Kind != "argument" {
			continue
		}
		x := firstNamed(arg)
		for x != nil && x.Kind == "name" && x.Field == "name" { // named argument
			x = nil
			for _, c := range arg.NamedChildren() {
				if c.Field != "name" {
					x = c
				}
			}
		}
		if x == nil {
			continue
		}
		vs = append(vs, fr.expr(x, st))
		ns = append(ns, x)
	}
	return vs, ns
}

func unionArgs(vs []*val) *val {
	var t *taint
	for _, v := range vs {
		t = union(t, v.tt())
	}
	return tainted(t)
}

func bareName(s string) string {
	s = lower(strings.TrimPrefix(s, "\\"))
	if i := strings.LastIndex(s, "\\"); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// call is a call of a function by name, or of a callable in a variable.
func (fr *frame) call(n *syntax.Node, st *state) *val {
	fnode := n.Child("function")
	vs, ns := fr.args(n, st)
	if fnode.Kind != "name" && fnode.Kind != "qualified_name" {
		// $fn(...): a callable chosen by a variable.
		fv := fr.expr(fnode, st)
		if target := callableName(fv); target != "" {
			return fr.callNamed(n, target, vs, ns, st)
		}
		if fv.kind != "closure" {
			fr.sink(ruleCode, cCode, n, fv, fr.text(fnode)+"()")
		}
		return unionArgs(vs)
	}
	name := bareName(fr.text(fnode))
	if name == "die" || name == "exit" { // the language's, written as calls
		st.dead = true
	}
	fr.shellArgv(n, name, vs)
	if target, fvs, fns, ok := forwarded(name, vs, ns); ok {
		fr.modelCall(&call{n: n, name: name, vs: vs, ns: ns, what: name + "()", st: st})
		return fr.callNamed(n, target, fvs, fns, st)
	}
	return fr.callNamed(n, name, vs, ns, st)
}

// construct applies the rows of a language construct written without
// parentheses (echo, print, include, exit, <?=) to its operand.
func (fr *frame) construct(n *syntax.Node, name, what string, v *val, st *state) {
	fr.modelCall(&call{n: n, name: name, vs: []*val{v}, ns: []*syntax.Node{n}, what: what, st: st})
}

func escaped(a *val) *val {
	t := a.tt()
	if t == nil {
		return clean
	}
	c := *t
	c.escSQL = true
	return tainted(&c)
}

func (fr *frame) sprintfVal(vs []*val) *val {
	if len(vs) == 0 {
		return clean
	}
	f := vs[0]
	var t *taint = f.tt()
	if !f.hasC {
		return unionArgs(vs)
	}
	// %d and friends turn a value into a number.
	verbs := sprintfRe.FindAllStringSubmatch(f.c, -1)
	text := f.c
	idx := sprintfRe.FindAllStringSubmatchIndex(f.c, -1)
	k := 1
	// built: the format with NUL where a value the function was given
	// goes (concat's built text), for SQL formatted in a step.
	var built strings.Builder
	given, last := false, 0
	for j, m := range verbs {
		if m[1] == "%" {
			continue
		}
		if k >= len(vs) {
			break
		}
		a := vs[k].tt()
		k++
		if a == nil {
			continue
		}
		switch m[1] {
		case "d", "u", "f", "F", "e", "E", "g", "G", "x", "X", "o", "b", "c":
			continue
		}
		if a.escSQL && endsInQuote(text[:idx[j][0]]) {
			a = a.sanitize(cSQL)
		}
		t = union(t, a)
		if a.params != 0 && a.safe&cSQL == 0 {
			built.WriteString(text[last:idx[j][0]] + "\x00")
			last, given = idx[j][1], true
		}
	}
	v := tainted(t)
	if i := strings.IndexByte(f.c, '%'); i >= 0 {
		v.lit = f.c[:i]
	}
	if given && v != clean {
		nv := *v
		nv.built = built.String() + text[last:]
		v = &nv
	}
	return v
}

// applySink checks a sink's arguments.
// checkSink checks one value reaching a sink of rule r: what each kind of
// sink lets through (a php:// stream, a URL with its host, an argument
// array), and the sinks that are a risk even without request data.
func (fr *frame) checkSink(n *syntax.Node, r *analysis.Rule, cls class, v *val, what string) {
	switch r {
	case rulePath:
		if v.hasC && strings.HasPrefix(v.c, "php://") {
			return
		}
		if isHTTP(v.lit) {
			fr.ssrf(n, v, what)
			return
		}
	case ruleCmd:
		if v.arr { // proc_open(['git', 'log', $ref]) runs no shell
			return
		}
	case ruleRedirect, ruleSSRF:
		if hostPinned(v.lit) || hostPinned(v.lead) {
			return
		}
	case ruleCode:
		if v.kind == "closure" || v.arr {
			return
		}
	case ruleDeser:
		fr.unserialize(n, v, what)
		return
	case ruleXXE:
		fr.xxe(n, v, what)
		return
	}
	fr.sink(r, cls, n, v, what)
}

// unserialize reports request data unserialized (a Blocker), and any value
// that is not a literal (Medium: caches, cookies and database rows come
// from outside too, but nothing shows that a client chose this one).
func (fr *frame) unserialize(n *syntax.Node, v *val, what string) {
	if t := v.tt(); t != nil && t.safe&cDeser == 0 {
		if fr.sink(ruleDeser, cDeser, n, v, what) {
			return
		}
	}
	if v.hasC || fr.f.foreign(fr.c) || fr.quiet || (v.tt() == nil && (v.num || v.arr)) {
		return
	}
	fr.c.report(ruleDeser, n, nil, "")
}

// xxe reports XML parsed with entity substitution on: request data, or
// any document that is not a literal.
func (fr *frame) xxe(n *syntax.Node, data *val, what string) {
	if data.hasC {
		return
	}
	if !fr.sink(ruleXXE, cXXE, n, data, what) && !fr.f.foreign(fr.c) && !fr.quiet {
		fr.c.report(ruleXXE, n, nil, "XML parsed with LIBXML_NOENT: external entities are substituted (XXE)")
	}
}

func isHTTP(lit string) bool {
	l := lower(lit)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "ftp://")
}

// hostPinned: a URL prefix that fixes the host (and the path starts), or a
// path on this site.
func hostPinned(lit string) bool {
	l := lower(lit)
	for _, p := range []string{"http://", "https://", "//"} {
		if strings.HasPrefix(l, p) {
			rest := l[len(p):]
			i := strings.IndexAny(rest, "/?#")
			return i > 0
		}
	}
	if strings.HasPrefix(l, "/") && len(l) > 1 && l[1] != '/' && l[1] != '\\' {
		return true
	}
	if strings.HasPrefix(l, "location:") {
		return hostPinned(strings.TrimSpace(lit[len("location:"):]))
	}
	if strings.HasPrefix(l, "refresh:") {
		i := strings.Index(l, "url=")
		return i < 0 || hostPinned(strings.TrimSpace(lit[i+4:]))
	}
	return false
}

func (fr *frame) ssrf(n *syntax.Node, v *val, what string) {
	if hostPinned(v.lit) || hostPinned(v.lead) {
		return
	}
	fr.sink(ruleSSRF, cSSRF, n, v, what)
}

// sink reports v reaching a sink of class cls, or records it in the
// summary when it is a parameter. It says whether request data reached it.
func (fr *frame) sink(r *analysis.Rule, cls class, n *syntax.Node, v *val, what string) bool {
	t := v.tt()
	if t == nil || t.safe&cls != 0 {
		return false
	}
	if t.params != 0 && fr.sum != nil {
		fr.sum.sinks = append(fr.sum.sinks, psink{rule: r, cls: cls, params: t.params, safe: t.safe, node: n, line: n.Line, what: what, path: fr.f.path})
	}
	if t.flow == nil || fr.quiet {
		return false
	}
	if fr.f.foreign(fr.c) {
		// Another file's code, run for an include of this one: this
		// file's data reaching its sinks is reported at the include.
		if fr.at == nil || t.foreign {
			return false
		}
		fr.c.report(r, fr.at, t.flow, what+" in "+fr.f.path+" line "+itoa(n.Line))
		return true
	}
	fr.c.report(r, n, t.flow, what)
	return true
}

func (c *checker) report(r *analysis.Rule, n *syntax.Node, flow analysis.Flow, what string) {
	if flow == nil {
		if what == "" {
			c.pass.Reportf(r, n, "")
		} else {
			c.pass.Reportf(r, n, "%s", what)
		}
		return
	}
	f := append(analysis.Flow{}, flow...)
	f = append(f, analysis.Step{Line: n.Line, What: what})
	sev := r.Severity
	if r == ruleDeser {
		sev = finding.Blocker // request data: object injection
	}
	c.pass.ReportFlow(r, n, sev, f)
}

// invoke applies a function's summary at a call.
func (fr *frame) invoke(n *syntax.Node, f *fn, vs []*val, this *val) *val {
	if fr.depth > 4 {
		return unionArgs(vs)
	}
	s := fr.c.summarize(f)
	sub := func(t *taint) *taint {
		if t == nil {
			return nil
		}
		var out *taint
		if t.flow != nil {
			out = &taint{flow: t.flow, safe: t.safe}
		}
		for i := 0; i < len(vs) && i < 64; i++ {
			if t.params&(1<<uint(i)) != 0 {
				a := vs[i].tt()
				if a == nil {
					continue
				}
				a = a.step(n.Line, fr.text(n))
				if t.safe != 0 {
					a = a.sanitize(t.safe)
				}
				out = union(out, a)
			}
		}
		return out
	}
	for _, ps := range s.sinks {
		var at *taint
		for i := 0; i < len(vs) && i < 64; i++ {
			if ps.params&(1<<uint(i)) != 0 {
				at = union(at, vs[i].tt())
			}
		}
		if at == nil || at.safe&ps.cls != 0 || ps.safe&ps.cls != 0 {
			continue
		}
		if at.params != 0 && fr.sum != nil {
			fr.sum.sinks = append(fr.sum.sinks, psink{rule: ps.rule, cls: ps.cls, params: at.params, node: n, line: n.Line, what: fr.text(n), path: fr.f.path})
		}
		if at.flow == nil || fr.f.foreign(fr.c) {
			continue
		}
		flow := at.step(n.Line, fr.text(n)).flow
		if f.foreign(fr.c) {
			fr.c.report(ps.rule, n, flow, ps.what+" in "+ps.path+" line "+itoa(ps.line))
		} else {
			fr.c.report(ps.rule, ps.node, flow, ps.what)
		}
	}
	r := s.ret
	if r == nil {
		return clean
	}
	if r.t == nil && len(r.keys) == 0 && r.elem == nil {
		return r
	}
	out := *r
	out.t = sub(r.t)
	if r.keys != nil {
		out.keys = map[string]*val{}
		for k, e := range r.keys {
			ec := *e
			ec.t = sub(e.tt())
			ec.keys = nil
			out.keys[k] = &ec
		}
	}
	if r.elem != nil {
		out.elem = tainted(sub(r.elem.tt()))
	}
	return &out
}

func (c *checker) lookupFunc(name string) *fn { return c.funcs[name] }

func (c *checker) propVal(class, name string) *val { return clean }

func (fr *frame) methodCall(n *syntax.Node, st *state) *val {
	objN := n.Child("object")
	name := lower(fr.text(n.Child("name")))
	obj := fr.expr(objN, st)
	vs, ns := fr.args(n, st)
	// The file's own methods: $this->m(), or a local instance's.
	if cls := instClass(obj); cls != "" {
		if f := fr.c.method(cls, name); f != nil {
			return fr.invoke(n, f, vs, obj)
		}
	}
	c := &call{n: n, typ: fr.receiverType(obj), name: name, recv: obj, vs: vs, ns: ns, what: "->" + fr.text(n.Child("name")) + "()", st: st}
	if v, ok := fr.modelCall(c); ok {
		return v
	}
	return joinVals(obj.flat(), unionArgs(vs))
}

func instClass(v *val) string {
	if strings.HasPrefix(v.kind, "inst:") {
		return v.kind[5:]
	}
	return ""
}

// receiverType is the model type of a receiver: its own, the type of the
// class an instance's class extends ($this->redirect() in a Symfony
// controller), or any object's.
func (fr *frame) receiverType(v *val) string {
	if v.obj != "" {
		return v.obj
	}
	if cls := instClass(v); cls != "" {
		if t := fr.c.ix.classType(fr.c.parent(cls)); t != "" {
			return t
		}
	}
	return anyObject
}

// parent is the class a class of this file extends, as written.
func (c *checker) parent(cls string) string {
	if p, ok := c.parents[cls]; ok {
		return p
	}
	p := ""
	for _, d := range c.tree.Root.Find("class_declaration") {
		if lower(c.tree.Text(d.Child("name"))) == cls {
			if b := d.FirstNamed("base_clause"); b != nil {
				if x := firstNamed(b); x != nil {
					p = c.tree.Text(x)
				}
			}
		}
	}
	c.parents[cls] = p
	return p
}

func (c *checker) method(cls, name string) *fn {
	if m := c.methods[cls]; m != nil {
		return m[name]
	}
	return nil
}

func (fr *frame) staticCall(n *syntax.Node, st *state) *val {
	scope := fr.text(n.Child("scope"))
	name := lower(fr.text(n.Child("name")))
	vs, ns := fr.args(n, st)
	sc := bareName(scope)
	switch sc {
	case "self", "static", "parent":
		if f := fr.c.method(fr.class, name); f != nil && sc != "parent" {
			return fr.invoke(n, f, vs, nil)
		}
	}
	c := &call{n: n, typ: fr.c.ix.classType(sc), name: name, vs: vs, ns: ns, what: scope + "::" + fr.text(n.Child("name")) + "()", st: st}
	if c.typ != "" {
		if v, ok := fr.modelCall(c); ok {
			return v
		}
	}
	if f := fr.c.method(sc, name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	if f := fr.c.classMethod(fr, sc, name); f != nil {
		return fr.invoke(n, f, vs, nil)
	}
	if c.typ == "" {
		// A class no row names: Eloquent models' where/whereRaw...
		c.typ = anyObject
		if v, ok := fr.modelCall(c); ok {
			return v
		}
	}
	return unionArgs(vs)
}

func (fr *frame) newObj(n *syntax.Node, st *state) *val {
	var cls, written string
	for _, c := range n.NamedChildren() {
		if c.Kind == "name" || c.Kind == "qualified_name" {
			written = fr.text(c)
			cls = bareName(written)
		}
	}
	vs, ns := fr.args(n, st)
	if vs == nil {
		if a := n.FirstNamed("arguments"); a != nil {
			for _, arg := range a.NamedChildren() {
				if x := firstNamed(arg); x != nil {
					vs = append(vs, fr.expr(x, st))
					ns = append(ns, x)
				}
			}
		}
	}
	typ := fr.c.ix.classType(written)
	if typ != "" {
		fr.modelCall(&call{n: n, typ: typ, name: "new", vs: vs, ns: ns, what: "new " + written + "()", st: st})
	}
	if cls != "" {
		if m := fr.c.method(cls, "__construct"); m != nil {
			fr.invoke(n, m, vs, nil)
		} else if fr.c.methods[cls] == nil {
			fr.c.classMethod(fr, cls, "__construct")
		}
		if fr.c.methods[cls] != nil {
			return &val{kind: "inst:" + cls}
		}
	}
	// A closed type's objects are the framework's (the request it
	// received); one the code builds (a request to send) is not.
	if typ != "" && !fr.c.ix.closed(typ) {
		return &val{obj: typ}
	}
	return unionArgs(vs)
}

func (fr *frame) closure(n *syntax.Node, st *state, route bool) {
	if fr.depth > 3 {
		return
	}
	f := &fn{node: n, tree: fr.tree, path: fr.f.path, class: fr.class, name: "{closure}", params: params(n)}
	if route {
		f.handler = routeParams
	}
	sub := &frame{c: fr.c, f: f, tree: fr.tree, sum: &summary{}, class: fr.class, depth: fr.depth + 1}
	in := &state{vars: map[string]*val{}}
	if n.Kind == "arrow_function" {
		in = st.copy()
	}
	for _, u := range n.Find("anonymous_function_use_clause") {
		for _, v := range u.NamedChildren() {
			name := fr.text(v)
			if v.Kind == "by_ref" {
				name = strings.TrimPrefix(name, "&")
			}
			if x, ok := st.vars[name]; ok {
				in.vars[name] = x
			}
		}
		break
	}
	if t, ok := st.vars["$this"]; ok {
		in.vars["$this"] = t
	}
	for i, p := range f.params {
		v := sub.paramVal(f, p, i)
		if v.t != nil && v.t.flow == nil {
			v = clean
		}
		in.vars[f.tree.Text(p.Child("name"))] = v
	}
	body := n.Child("body")
	if body == nil {
		return
	}
	if body.Kind == "compound_statement" {
		sub.block(body, in)
	} else {
		sub.expr(body, in)
	}
}
