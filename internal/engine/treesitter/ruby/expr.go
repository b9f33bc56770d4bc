package ruby

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// source is a fresh value of request data read at n.
func (c *checker) source(n *syntax.Node, raw bool) val {
	return val{flow: analysis.Flow{{Line: n.Line, What: c.text(n)}}, raw: raw}
}

func (c *checker) eval(n *syntax.Node, e env) val {
	if n == nil {
		return val{}
	}
	c.nest.Enter()
	defer c.nest.Leave()
	if v, ok := e["expr:"+c.text(n)]; ok {
		return v
	}
	if f := evalKinds[n.Kind]; f != nil {
		return f(c, n, e)
	}
	return c.evalChildren(n, e)
}

// evalKinds evaluates each kind of node; the others join their children.
var evalKinds map[string]func(*checker, *syntax.Node, env) val

func init() {
	evalKinds = map[string]func(*checker, *syntax.Node, env) val{
		"identifier":        (*checker).evalIdent,
		"instance_variable": (*checker).evalVar, "global_variable": (*checker).evalVar, "class_variable": (*checker).evalVar,
		"string": (*checker).evalString, "subshell": (*checker).evalString, "string_array": (*checker).evalString,
		"symbol_array": (*checker).evalString, "regex": (*checker).evalString, "delimited_symbol": (*checker).evalString,
		"bare_string":         (*checker).evalString,
		"assignment":          (*checker).assign,
		"operator_assignment": (*checker).evalOpAssign,
		"binary":              (*checker).evalBinary,
		"unary":               (*checker).evalUnary,
		"conditional":         (*checker).evalConditional,
		"array":               (*checker).evalArray,
		"hash":                (*checker).evalHash,
		"element_reference":   (*checker).evalElement,
		"call":                (*checker).call,
		"pair":                func(c *checker, n *syntax.Node, e env) val { return c.eval(n.Child("value"), e) },
	}
	for _, k := range []string{"integer", "float", "simple_symbol", "true", "false", "nil", "string_content", "hash_key_symbol"} {
		evalKinds[k] = func(c *checker, n *syntax.Node, e env) val { k, _ := c.constKey(n, e); return val{k: k} }
	}
	// An interpolation (#{...}) outside a string evalString reads, as in a
	// heredoc's body, joins what its statements give.
	evalKinds["interpolation"] = func(c *checker, n *syntax.Node, e env) val { return c.execStmts(n.NamedChildren(), e) }
	for _, k := range []string{"parenthesized_statements", "begin", "then", "else",
		"if", "unless", "case", "if_modifier", "unless_modifier", "while", "until", "return"} {
		evalKinds[k] = (*checker).exec
	}
	for _, k := range []string{"scope_resolution", "constant", "self", "lambda", "block", "do_block", "comment", "heredoc_beginning"} {
		evalKinds[k] = func(*checker, *syntax.Node, env) val { return val{} }
	}
}

func (c *checker) evalChildren(n *syntax.Node, e env) val {
	var v val
	for _, x := range n.NamedChildren() {
		v = join(v, c.eval(x, e))
	}
	return v
}

// evalIdent is a variable, a name that type rows say is request data
// (params), or a call of a method of this file.
func (c *checker) evalIdent(n *syntax.Node, e env) val {
	name := c.text(n)
	if v, ok := e[name]; ok {
		return v
	}
	if v, ok := c.sourceName(n, name); ok {
		return v
	}
	if m := c.methods[name]; m != nil {
		return c.inline(m, nil, n, e)
	}
	switch name {
	case "__FILE__", "__dir__", "__method__", "__LINE__", "__ENCODING__":
		// The program's own file, directory and method names.
		return val{}
	}
	// A bare name that is no variable is a call on self (table_name,
	// arel_table): what its rows say about it holds.
	self := recvInfo{named: true}
	if c.t.row(models.KindBarrier, name, self) != nil {
		return val{}
	}
	for _, row := range c.t.rows(models.KindSummary, name, self) {
		if row.Returns != "" && row.Returns != "receiver" {
			return val{typ: row.Returns}
		}
	}
	return val{open: true}
}

// sourceName is the request data a bare name stands for (params,
// cookies): a type row with source whose receiver-names match it.
func (c *checker) sourceName(at *syntax.Node, name string) (val, bool) {
	tr := c.t.sourceType(name)
	if tr == nil {
		return val{}, false
	}
	v := c.source(at, false)
	v.typ = tr.Name
	v.raw = c.t.whole(tr.Name)
	return v, true
}

func (c *checker) evalVar(n *syntax.Node, e env) val {
	if v, ok := e[c.text(n)]; ok {
		return v
	}
	return val{open: true}
}

func (c *checker) evalString(n *syntax.Node, e env) val {
	var v val
	for _, i := range n.NamedChildren() {
		if i.Kind == "interpolation" {
			for _, x := range i.NamedChildren() {
				v = join(v, c.eval(x, e))
			}
		}
	}
	if n.Kind == "subshell" {
		k := sinkKinds["command-injection"]
		c.check(k, v, n, n)
	}
	if v.open && n.FirstNamed("interpolation") != nil {
		v.built = true
	}
	// Text is not the parameters hash it interpolates: "#{params[:host]}"
	// assigns no attributes.
	v.raw = false
	if !v.tainted() && !v.open {
		k, _ := c.constKey(n, e)
		return val{k: k}
	}
	return v
}

func (c *checker) evalOpAssign(n *syntax.Node, e env) val {
	l := n.Child("left")
	v := join(c.eval(l, e), c.eval(n.Child("right"), e))
	c.bind(l, v, n, e)
	return v
}

func (c *checker) evalBinary(n *syntax.Node, e env) val {
	op := c.opText(n)
	l, r := c.eval(n.Child("left"), e), c.eval(n.Child("right"), e)
	switch op {
	case "-", "|", "&":
		// Array difference or union keeps strings.
		return join(l, r)
	case "==", "!=", "<", ">", "<=", ">=", "<=>", "=~", "!~", "===", "/", "^", ">>":
		return val{}
	case "<<":
		v := join(l, r)
		// sql << " AND name = '" + name + "'": text appended to text is
		// built as + builds it (String#<<, the Ruby docs' concat).
		if r.open && (l.built || strings.HasPrefix(l.k, "s:")) {
			v.built = true
		}
		// s << x: s now holds x too.
		if left := n.Child("left"); left != nil && (left.Kind == "identifier" || left.Kind == "instance_variable") && (r.tainted() || v.built) {
			c.bind(left, v, n, e)
		}
		return v
	}
	v := join(l, r)
	if v.open && (op == "+" || op == "%" && n.Child("left").Kind == "string") {
		v.built = true
	}
	if n.Child("left").Kind == "string" {
		v.raw = false
	}
	return v
}

func (c *checker) evalUnary(n *syntax.Node, e env) val {
	if n.HasChild("!") || n.HasChild("not") || n.HasChild("defined?") {
		c.eval(n.Child("operand"), e)
		return val{}
	}
	return c.eval(n.Child("operand"), e)
}

func (c *checker) evalConditional(n *syntax.Node, e env) val {
	if k, ok := c.fold(n.Child("condition"), e); ok {
		if k {
			return c.eval(n.Child("consequence"), e)
		}
		return c.eval(n.Child("alternative"), e)
	}
	c.eval(n.Child("condition"), e)
	te, ae := e.clone(), e.clone()
	c.guard(n.Child("condition"), true, te)
	c.guard(n.Child("condition"), false, ae)
	return join(c.eval(n.Child("consequence"), te), c.eval(n.Child("alternative"), ae))
}

// addElem records an element of an array or hash literal (under k, when
// its key is a constant); the literal is tainted by its first tainted
// element and safe only where all are.
func addElem(out *val, k string, known bool, v val) {
	if known {
		out.elems[k] = v
	}
	if v.tainted() && !out.tainted() {
		out.flow, out.safe, out.raw = v.flow, v.safe, v.raw
	} else if v.tainted() {
		out.safe &= v.safe
	}
}

func (c *checker) evalArray(n *syntax.Node, e env) val {
	out := val{elems: map[string]val{}}
	for i, x := range n.NamedChildren() {
		addElem(&out, "i:"+itoa(i), true, c.eval(x, e))
	}
	return out
}

func (c *checker) evalHash(n *syntax.Node, e env) val {
	out := val{elems: map[string]val{}, hash: true}
	for _, p := range n.NamedChildren() {
		if p.Kind != "pair" {
			c.eval(p, e)
			continue
		}
		v := c.eval(p.Child("value"), e)
		k, ok := c.constKey(p.Child("key"), e)
		addElem(&out, k, ok, v)
	}
	return out
}

// evalElement is x[k]: request data read from a name that stands for it
// (params[:id]), nothing from a constant table (a barrier row), an
// element read back by a constant key, or the object's data.
func (c *checker) evalElement(n *syntax.Node, e env) val {
	obj := n.Child("object")
	var keys []*syntax.Node
	for _, k := range n.NamedChildren() {
		if k != obj {
			keys = append(keys, k)
			c.eval(k, e)
		}
	}
	if obj == nil {
		return val{}
	}
	if _, bound := e[c.text(obj)]; obj.Kind == "identifier" && !bound {
		if v, ok := c.sourceName(n, c.text(obj)); ok {
			return c.elementOf(v, n)
		}
	}
	ov := c.eval(obj, e)
	if c.t.row(models.KindBarrier, "[]", c.receiverOf(obj, ov)) != nil {
		return val{}
	}
	if len(keys) == 1 && ov.elems != nil {
		if k, ok := c.constKey(keys[0], e); ok {
			if v, ok := ov.elems[k]; ok {
				return v
			}
			if !ov.tainted() || ov.byKey {
				return val{}
			}
		}
	}
	ov.elems, ov.hash, ov.k, ov.byKey = nil, false, "", false
	return c.elementOf(ov, n)
}

// elementOf is an element of v by the summary of [] on its type: nested
// parameters are parameters still.
func (c *checker) elementOf(v val, n *syntax.Node) val {
	if v.typ == "" {
		return v
	}
	typ := ""
	if row := c.t.row(models.KindSummary, "[]", recvInfo{typ: v.typ}); row != nil {
		typ = returnsType(row, v.typ)
	}
	v.typ, v.raw = typ, c.t.whole(typ)
	return v
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func (c *checker) assign(n *syntax.Node, e env) val {
	l, r := n.Child("left"), n.Child("right")
	if l != nil && l.Kind == "left_assignment_list" && r != nil && r.Kind == "right_assignment_list" {
		ls, rs := l.NamedChildren(), r.NamedChildren()
		var vs []val
		for _, x := range rs {
			vs = append(vs, c.eval(x, e))
		}
		for i, x := range ls {
			if i < len(vs) {
				c.bind(x, vs[i], n, e)
			}
		}
		return val{}
	}
	v := c.eval(r, e)
	if l != nil && l.Kind == "left_assignment_list" {
		for i, x := range l.NamedChildren() {
			ev := v
			if v.elems != nil {
				ev = v.elems["i:"+itoa(i)]
			}
			c.bind(x, ev, n, e)
		}
		return v
	}
	c.bind(l, v, n, e)
	return v
}

// bind stores v into the target of an assignment.
func (c *checker) bind(l *syntax.Node, v val, at *syntax.Node, e env) {
	if l == nil {
		return
	}
	switch l.Kind {
	case "identifier", "instance_variable", "global_variable", "class_variable", "constant":
		name := c.text(l)
		delete(e, "expr:"+name)
		e[name] = v.with(at.Line, name)
	case "element_reference":
		obj := l.Child("object")
		if obj == nil || (obj.Kind != "identifier" && obj.Kind != "instance_variable") {
			return
		}
		name := c.text(obj)
		old := e[name]
		var key *syntax.Node
		for _, k := range l.NamedChildren() {
			if k != obj {
				key = k
			}
		}
		nv := old
		if old.elems != nil {
			nv.elems = make(map[string]val, len(old.elems)+1)
			for k, x := range old.elems {
				nv.elems[k] = x
			}
		}
		k, constant := c.constKey(key, e)
		if constant && nv.elems == nil && !old.tainted() {
			// session[:u] = x on a hash nothing tainted before: the
			// element is known, the other keys are what they were.
			nv.elems = map[string]val{}
		}
		if constant && nv.elems != nil {
			nv.elems[k] = v.with(at.Line, c.text(l))
		}
		if v.tainted() && !nv.tainted() {
			nv.flow, nv.safe = v.with(at.Line, c.text(l)).flow, v.safe
			nv.byKey = constant
		}
		if v.tainted() && !constant {
			// x[k] = data with a key the analysis cannot read may have
			// written any element: no constant key reads a known value
			// or a clean one any more.
			if nv.byKey {
				nv.flow, nv.safe = v.with(at.Line, c.text(l)).flow, v.safe
			}
			nv.elems, nv.byKey = nil, false
		}
		nv.k = ""
		e[name] = nv
	case "call":
		// obj.attr = x: the object now carries x.
		if recv := l.Child("receiver"); recv != nil && (recv.Kind == "identifier" || recv.Kind == "instance_variable") && v.tainted() {
			old := e[c.text(recv)]
			e[c.text(recv)] = join(old, v.with(at.Line, c.text(l)))
		}
	}
}

// inline analyzes a method of this file with its arguments' values and
// returns what it returns.
func (c *checker) inline(m *syntax.Node, args []*syntax.Node, call *syntax.Node, e env) val {
	var vs []val
	for _, a := range args {
		vs = append(vs, c.eval(a, e))
	}
	return c.inlineVals(m, vs, args, c, call, e)
}

// inlineVals runs method m of c's tree with the positional arguments' values
// vs; args are the call's argument nodes in caller's tree, for keywords.
func (c *checker) inlineVals(m *syntax.Node, vs []val, args []*syntax.Node, caller *checker, call *syntax.Node, e env) val {
	if c.depth >= 3 {
		var v val
		for _, x := range vs {
			v = join(v, x)
		}
		return v
	}
	me := env{}
	for k, v := range e {
		if strings.HasPrefix(k, "@") {
			me[k] = v
		}
	}
	bindParams(c, m, me)
	if ps := m.Child("parameters"); ps != nil {
		i := 0
		for _, p := range ps.NamedChildren() {
			name := p
			if p.Kind != "identifier" {
				name = p.Child("name")
			}
			if name == nil {
				continue
			}
			switch p.Kind {
			case "splat_parameter":
				// *rest takes every positional argument left.
				var rest val
				for _, x := range vs[min(i, len(vs)):] {
					rest = join(rest, x)
				}
				me[c.text(name)] = rest.with(call.Line, c.text(name))
				i = len(vs)
				continue
			case "hash_splat_parameter":
				// **opts takes the keyword arguments.
				var opts val
				for _, a := range args {
					if a.Kind == "pair" {
						opts = join(opts, caller.eval(a.Child("value"), e))
					}
				}
				me[c.text(name)] = opts.with(call.Line, c.text(name))
				continue
			case "block_parameter":
				// &blk is the block, no positional argument.
				continue
			}
			if p.Kind == "keyword_parameter" {
				// Bound by name below.
				for _, a := range args {
					if a.Kind == "pair" {
						if k, ok := caller.constKey(a.Child("key"), e); ok && k == "s:"+c.text(name) {
							me[c.text(name)] = caller.eval(a.Child("value"), e).with(call.Line, c.text(name))
						}
					}
				}
				continue
			}
			if i < len(vs) {
				me[c.text(name)] = vs[i].with(call.Line, c.text(name))
			} else if p.Kind == "optional_parameter" {
				me[c.text(name)] = c.eval(p.Child("value"), me)
			}
			i++
		}
	}
	var rets []val
	saved := c.rets
	c.rets = &rets
	c.depth++
	last := c.execBody(m, me)
	c.depth--
	c.rets = saved
	v := last
	for _, r := range rets {
		v = join(v, r)
	}
	// Instance variables the method sets are visible to its caller.
	for k, x := range me {
		if strings.HasPrefix(k, "@") {
			e[k] = x
		}
	}
	return v.with(call.Line, caller.text(call))
}

// patternCheck reports a sink given a string built by interpolation or
// concatenation of values the analysis cannot see (not request data, not
// constants, not escaped for the sink).
func (c *checker) patternCheck(r *analysis.Rule, s sink, v val, arg, at *syntax.Node) {
	if arg == nil || v.tainted() || !v.open || v.safe&s != 0 {
		return
	}
	// "..." % values formats like sprintf: a string built as surely as
	// by interpolation.
	built := (arg.Kind == "string" || arg.Kind == "subshell") && arg.FirstNamed("interpolation") != nil ||
		arg.Kind == "binary" && (c.opText(arg) == "+" || c.opText(arg) == "%" && arg.Child("left").Kind == "string")
	if r == ruleEval || r == ruleBacktick {
		// Code or a shell command held in a variable is as open as one
		// built at the call (gosec's G204 reads exec.Command(cmd) so).
		built = arg.Kind != "string" || arg.FirstNamed("interpolation") != nil
	}
	// A variable (or a string method's result) holding such a string.
	built = built || v.built
	if built {
		c.pass.Reportf(r, at, "")
	}
}

func (c *checker) sinkCheck(r *analysis.Rule, s sink, v val, at *syntax.Node) {
	if !v.taintedFor(s) {
		return
	}
	flow := append(analysis.Flow{}, v.flow...)
	flow = append(flow, analysis.Step{Line: at.Line, What: c.text(at)})
	c.pass.ReportFlow(r, at, r.Severity, flow)
}

// bindParams binds every parameter of method m to a value the analysis
// cannot see, so a parameter named like a source (def helper(*params)) or
// like a method of the file is the parameter.
func bindParams(c *checker, m *syntax.Node, e env) {
	bindParamsTo(c, m, e, val{open: true})
}

// bindParamsTo binds every parameter of method m to v.
func bindParamsTo(c *checker, m *syntax.Node, e env, v val) {
	ps := m.Child("parameters")
	if ps == nil {
		return
	}
	for _, p := range ps.NamedChildren() {
		name := p
		if p.Kind != "identifier" {
			name = p.Child("name")
		}
		if name != nil && name.Kind == "identifier" {
			e[c.text(name)] = v
		}
	}
}
