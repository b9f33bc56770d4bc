package csharp

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

func argNodes(n *syntax.Node) []*syntax.Node {
	al := n.Child("arguments")
	if al == nil {
		al = n.FirstNamed("argument_list")
	}
	if al == nil {
		return nil
	}
	var out []*syntax.Node
	for _, a := range al.NamedChildren() {
		if a.Kind == "argument" {
			if e := lastNamed(a); e != nil {
				out = append(out, e)
			}
		}
	}
	return out
}

func simpleName(n *syntax.Node, c *checker) string {
	if n == nil {
		return ""
	}
	if n.Kind == "generic_name" {
		return c.text(n.FirstNamed("identifier"))
	}
	return c.text(n)
}

// call evaluates a method call: the model rows for it (sources,
// sanitizers, sinks, summaries, builders and collections), else the
// summaries of the file's and the project's methods, else a call that
// carries its receiver's and arguments' data.
func (f *frame) call(n *syntax.Node) *val {
	k := f.site(n)
	rows := f.c.ix.rows(k.typ, k.name)
	dec := f.decider(rows, k)
	f.outArgs(k, dec)
	f.sinks(rows, k)
	if dec != nil {
		if storesInReceiver(dec) {
			if r := f.store(k, dec); r != nil {
				return r
			}
		} else {
			return f.result(dec, k, n)
		}
	}
	if r := f.fileCall(k); r != nil {
		return r
	}
	if r := f.projectCall(k); r != nil {
		return r
	}
	if r := f.extensionCall(k); r != nil {
		return r
	}
	return f.fold(k)
}

// extensionCall applies the summaries of the project's extension methods
// a call on a receiver may be (value.GetMD5()), the receiver as their
// first argument: those whose this parameter's type is the receiver's
// declared type, or any when the receiver's type is not known.
func (f *frame) extensionCall(k *site) *val {
	p, depth := f.c.proj, f.c.depth
	if p == nil {
		// a file read for its summaries: its extension calls are read
		// too, one level, as small helpers seldom call further
		p, depth = f.c.decls, 1
	}
	if p == nil || k.obj == nil || k.name == "" {
		return nil
	}
	recv := ""
	if k.obj.Kind == "identifier" {
		recv = cleanType(f.types[f.c.text(k.obj)])
	}
	av := append([]*val{k.rv}, k.av...)
	var r *val
	for _, m := range p.extensions(k.name, depth) {
		this := cleanType(strings.TrimPrefix(m.c.text(m.params[0].Child("type")), "this "))
		if recv != "" && recv != "var" && this != recv && len(this) > 1 {
			continue
		}
		r = f.apply(k.n, m, av, r)
	}
	return r
}

// site reads a call: its name, receiver, arguments and their values. A
// callback argument is interpreted with the receiver's elements as its
// parameter: list.Select(x => ...).
func (f *frame) site(n *syntax.Node) *site {
	c := f.c
	k := &site{n: n, what: c.text(n.Child("function")), rv: &val{}, all: &val{}, args: argNodes(n)}
	switch fn := n.Child("function"); {
	case fn == nil:
	case fn.Kind == "member_access_expression":
		k.obj = fn.Child("expression")
		k.name = simpleName(fn.Child("name"), c)
	case fn.Kind == "identifier", fn.Kind == "generic_name":
		k.name = simpleName(fn, c)
	}
	if k.obj != nil {
		k.rv = f.eval(k.obj)
		k.typ = f.receiverType(k.obj, k.name)
	}
	k.av = make([]*val, len(k.args))
	for i, a := range k.args {
		if a.Kind == "lambda_expression" || a.Kind == "anonymous_method_expression" {
			k.av[i] = f.lambda(a, whole(k.rv))
		} else {
			k.av[i] = f.eval(a)
		}
		k.all = union(k.all, whole(k.av[i]))
	}
	for _, a := range k.args {
		if a.Kind == "identifier" {
			// the callee may write the object's properties
			f.forgetPaths(c.text(a))
			f.forgetFound(c.text(a))
			f.smear(c.text(a), k.all)
		}
	}
	if k.obj != nil && k.obj.Kind == "identifier" {
		f.smear(c.text(k.obj), k.all)
	}
	return k
}

// smear: a call that gets the object in variable name (as an argument or
// its receiver) may set any property it had from the object's data or
// the call's other arguments (all); one set after the call is its own.
func (f *frame) smear(name string, all *val) {
	v := f.env[name]
	if !v.objectVal() || !all.live() {
		return
	}
	w := whole(v)
	r := *v
	r.elems = make(map[string]*val, len(v.elems))
	for k, e := range v.elems {
		r.elems[k] = union(union(e, w), all)
	}
	f.env[name] = &r
}

// frameworkProperty reports whether name is no local, parameter or field
// but a property of the class the code is in that the models type (a
// page's Response): writing to it must not make it a local that hides its
// type (Response.Write(...) and then Response.AddHeader(...)).
func (f *frame) frameworkProperty(name string) bool {
	if _, ok := f.env[name]; ok {
		return false
	}
	if _, ok := f.types[name]; ok {
		return false
	}
	if _, ok := f.c.fieldTypes[name]; ok {
		return false
	}
	return f.c.ix.returns("", name) != ""
}

// store applies a row that stores the call's data in its receiver's
// variable: a builder appends it (and returns itself), a collection
// holds it as an element, by its constant key when it has one. nil when
// the receiver is no variable.
func (f *frame) store(k *site, m *models.Model) *val {
	root := f.c.rootVar(k.obj)
	if k.obj == nil || root == "" || f.frameworkProperty(root) {
		return nil
	}
	var add *val
	for _, fl := range m.Flows {
		if fl.To == "receiver" {
			add = joinAcc(add, k.input(fl.From))
		}
	}
	if lit, ok := builtLit(k, f.c.ix.textShapes[k.name]); ok && add.live() {
		na := *add
		na.lit = lit
		add = &na
	}
	cur := f.env[root]
	builder := m.Returns == "receiver"
	var nv *val
	switch {
	case k.obj.Kind != "identifier" && !(builder && k.obj.Kind == "invocation_expression"):
		nv = union(whole(cur), add)
	case builder:
		// sb.Append(a).Append(b): the inner call already stored a in sb.
		if _, ok := cur.str(); !ok && !cur.live() {
			cur = constant("")
		}
		nv = concat(cur, add)
	case len(k.av) == 2 && k.av[0].c != nil && !k.av[0].live():
		nv = copyElems(cur)
		nv.elems[fmtConst(k.av[0].c)] = k.av[1]
	case len(k.av) == 1:
		nv = copyElems(cur)
		nv.elems[itoa(nv.n)] = k.av[0]
		nv.n++
	default:
		nv = union(whole(cur), add)
	}
	f.env[root] = nv
	if builder {
		return nv
	}
	return &val{}
}

// fileCall applies the summaries of the file's methods of that name.
func (f *frame) fileCall(k *site) *val {
	c := f.c
	ms := c.methods[k.name]
	if len(ms) == 0 || (k.obj != nil && c.text(k.obj) != "this" && f.isLocal(c.text(k.obj))) {
		return nil
	}
	var r *val
	for _, m := range ms {
		if len(m.params) < len(k.args) && !strings.Contains(c.text(m.decl.Child("parameters")), "params ") {
			continue
		}
		r = f.apply(k.n, m, k.av, r)
	}
	return r
}

// projectCall applies the summaries of the methods of the project's other
// classes the call reaches.
func (f *frame) projectCall(k *site) *val {
	if f.c.proj == nil {
		return nil
	}
	var r *val
	for _, m := range f.foreignTargets(k.obj, k.name) {
		r = f.apply(k.n, m, k.av, r)
	}
	return r
}

// fold evaluates a call no row or summary decides: a string method on a
// constant folds (the interpreter's constant strings, as + folds them);
// anything else carries its receiver's and arguments' data.
func (f *frame) fold(k *site) *val {
	if s, ok := k.rv.str(); ok && !k.all.live() {
		if r, ok := foldString(s, k, f.c.ix.textShapes[k.name]); ok {
			return r
		}
	}
	toString := f.c.ix.textShapes[k.name] == shapeToString
	if toString && k.rv.c != nil && !k.rv.live() {
		return constant(fmtConst(k.rv.c))
	}
	// a builder's ToString() is the text built: keep what it was built from
	if toString && len(k.args) == 0 && k.rv.live() {
		r := whole(k.rv)
		r.lit, r.prefix, r.under = k.rv.lit, k.rv.prefix, k.rv.under
		return r
	}
	return union(whole(k.rv), k.all)
}

// joined is a call a summary row with joins says joins path elements:
// Path.Combine(root, name) joins as root + "/" + name does (and drops
// root when name is rooted).
func joined(k *site) *val {
	if len(k.av) < 2 {
		return union(whole(k.rv), k.all)
	}
	r := k.av[0]
	for _, a := range k.av[1:] {
		r = concat(concat(r, constant("/")), a)
	}
	return r
}

// foldString folds System.String's ToString, case, trim and replace
// methods on a constant, by the shape of the method's row.
func foldString(s string, k *site, shape string) (*val, bool) {
	switch shape {
	case shapeToString:
		return constant(s), true
	case shapeUpper:
		return constant(strings.ToUpper(s)), true
	case shapeLower:
		return constant(strings.ToLower(s)), true
	case shapeTrim:
		return constant(strings.TrimSpace(s)), len(k.av) == 0
	case shapeReplace:
		a, ok1 := k.arg(0).str()
		b, ok2 := k.arg(1).str()
		return constant(strings.ReplaceAll(s, a, b)), ok1 && ok2
	}
	return nil, false
}

func itoa(i int) string { return fmtConst(int64(i)) }

func copyElems(cur *val) *val {
	nv := &val{elems: map[string]*val{}}
	if cur != nil {
		*nv = *cur
		nv.elems = map[string]*val{}
		for k, e := range cur.elems {
			nv.elems[k] = e
		}
	}
	return nv
}

// isLocal: the receiver is a local variable or parameter, not a field of
// this class or a type.
func (f *frame) isLocal(name string) bool {
	_, ok := f.env[name]
	return ok
}

// apply uses a method's summary at a call.
func (f *frame) apply(at *syntax.Node, m *method, av []*val, acc *val) *val {
	if m.state == 1 {
		r := &val{}
		for _, a := range av {
			r = union(r, whole(a))
		}
		return joinAcc(acc, r)
	}
	m.c.analyze(m)
	line, what := at.Line, f.c.text(at)
	for _, s := range m.sinks {
		for i, a := range av {
			if i >= 64 || s.params&(1<<i) == 0 {
				continue
			}
			a = fieldOf(a, s.field)
			a = sanitized(a, s.san)
			if !a.live() || a.san&ruleCtx[s.rule] != 0 {
				continue
			}
			flow := append(append(analysis.Flow{}, a.flow...), analysis.Step{Line: line, What: what})
			flow = append(flow, s.flow...)
			if a.taint {
				f.c.reportFlow(s.rule, at, flow)
			}
			if a.params != 0 && f.m != nil && len(f.m.sinks) < 32 {
				f.m.sinks = append(f.m.sinks, sinkSum{rule: s.rule, params: a.params, san: a.san, flow: flow, field: a.field})
			}
		}
	}
	ret := m.ret
	if ret == nil {
		ret = &val{}
	}
	if m.returnsNoText() {
		return joinAcc(acc, &val{c: ret.c})
	}
	r := &val{c: ret.c, taint: ret.taint, flow: ret.flow, san: ret.san, elems: ret.elems, n: ret.n}
	if ret.taint {
		r = withStep(r, line, what)
	}
	if args := f.argsOf(ret, av, line, what); args.live() {
		r = union(r, args)
	}
	if ret.object {
		// an object the callee built: each property with the caller's
		// data for the parameters it holds
		r.elems, r.n, r.object = make(map[string]*val, len(ret.elems)), ret.n, true
		for k, e := range ret.elems {
			r.elems[k] = union(e.own(), f.argsOf(whole(e), av, line, what))
		}
	}
	return joinAcc(acc, r)
}

// argsOf is the caller's data that a callee's value v holds through its
// parameters: the arguments av it names (through v's property, if one).
func (f *frame) argsOf(v *val, av []*val, line int, what string) *val {
	r := &val{}
	for i, a := range av {
		if i < 64 && v.params&(1<<i) != 0 {
			x := fieldOf(a, v.field)
			if x.live() {
				r = union(r, sanitized(withStep(x, line, what), v.san))
			}
		}
	}
	return r
}

// returnsNoText reports whether a method is declared to return a value
// that carries no text (a number, a bool, a Guid, a date; or a Task of
// one): a Guid hashed from a name is not the name.
func (m *method) returnsNoText() bool {
	// the method's own checker: it may be another file's
	c := m.c
	t := m.decl.Child("returns")
	if t == nil {
		return false
	}
	written := c.text(t)
	for _, task := range []string{"Task<", "ValueTask<"} {
		if strings.HasPrefix(written, task) && strings.HasSuffix(written, ">") {
			written = written[len(task) : len(written)-1]
		}
	}
	return c.barrierType(written)
}

func joinAcc(acc, r *val) *val {
	if acc == nil {
		return r
	}
	return join(acc, r)
}

// construct evaluates new T(...) { ... }: the rows for T's constructor
// ("new"), then a collection initializer's elements or an object
// initializer's property assignments.
func (f *frame) construct(n *syntax.Node) *val {
	c := f.c
	written := c.text(n.Child("type"))
	k := &site{n: n, name: "new", what: "new " + cleanType(written), typ: c.typeOf(written), rv: &val{}, all: &val{},
		args: argNodes(n)}
	k.av = make([]*val, len(k.args))
	for i, a := range k.args {
		k.av[i] = f.eval(a)
		k.all = union(k.all, whole(k.av[i]))
	}
	r := k.all
	if k.typ != "" {
		rows := f.c.ix.rows(k.typ, "new")
		f.sinks(rows, k)
		if dec := f.decider(rows, k); dec != nil {
			r = f.result(dec, k, n)
		}
	}
	init := n.Child("initializer")
	if init == nil {
		return r
	}
	if collectionInit(init) {
		return f.collection(init)
	}
	return f.object(r, init)
}

// object is the value of new T(...) { A = x, B = y }: the constructor's
// data and every property's, with each property set by name kept apart,
// so that a read of obj.A is x alone.
func (f *frame) object(r *val, init *syntax.Node) *val {
	props := map[string]*val{}
	r = union(r, nil)
	for _, e := range init.NamedChildren() {
		v := f.eval(e)
		r = union(r, whole(v))
		if left := e.Child("left"); left != nil && left.Kind == "identifier" {
			props[f.c.text(left)] = v
		}
	}
	r.elems, r.object = props, true
	return r
}

// collectionInit reports whether an initializer lists elements ({ "a", x }
// or { { "k", v } }) rather than setting properties ({ Name = x }).
func collectionInit(init *syntax.Node) bool {
	for _, e := range init.NamedChildren() {
		if e.Kind != "assignment_expression" {
			return true
		}
	}
	return false
}

// collection is the value of a collection initializer, element by
// element: { "a", x } by index, { { "k", v } } by constant key.
func (f *frame) collection(init *syntax.Node) *val {
	r := &val{elems: map[string]*val{}}
	for _, e := range init.NamedChildren() {
		switch e.Kind {
		case "initializer_expression":
			kv := e.NamedChildren()
			if len(kv) == 2 && r.elems != nil {
				if k := f.eval(kv[0]); k.c != nil && !k.live() {
					r.elems[fmtConst(k.c)] = f.eval(kv[1])
					continue
				}
			}
			// an entry whose key is not a constant may be any entry's
			// (and a NameValueCollection's Add appends to a key's value):
			// the collection is one value from here on
			r = union(whole(r), whole(f.eval(e)))
		case "assignment_expression":
		default:
			if r.elems == nil {
				r = union(r, whole(f.eval(e)))
				continue
			}
			r.elems[itoa(r.n)] = f.eval(e)
			r.n++
		}
	}
	return r
}
