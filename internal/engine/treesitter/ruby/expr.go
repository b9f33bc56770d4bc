package ruby

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// source is a fresh value of request data read at n.
func (c *checker) source(n *syntax.Node, raw bool) val {
	return val{flow: analysis.Flow{{Line: n.Line, What: c.text(n)}}, raw: raw}
}

func (c *checker) eval(n *syntax.Node, e env) val {
	if n == nil {
		return val{}
	}
	if v, ok := e["expr:"+c.text(n)]; ok {
		return v
	}
	switch n.Kind {
	case "identifier":
		name := c.text(n)
		if v, ok := e[name]; ok {
			return v
		}
		switch name {
		case "params", "cookies":
			return c.source(n, name == "params")
		}
		if m := c.methods[name]; m != nil {
			return c.inline(m, nil, n, e)
		}
		return val{open: true}
	case "instance_variable", "global_variable", "class_variable":
		if v, ok := e[c.text(n)]; ok {
			return v
		}
		return val{open: true}
	case "integer", "float", "simple_symbol", "true", "false", "nil", "string_content", "hash_key_symbol":
		k, _ := c.constKey(n, e)
		return val{k: k}
	case "string", "subshell", "string_array", "symbol_array", "regex", "delimited_symbol", "bare_string":
		var v val
		for _, i := range n.NamedChildren() {
			if i.Kind == "interpolation" {
				for _, x := range i.NamedChildren() {
					v = join(v, c.eval(x, e))
				}
			}
		}
		if n.Kind == "subshell" {
			c.sinkCheck(ruleCmd, sCmd, v, n)
			c.patternCheck(ruleBacktick, sCmd, v, n, n)
		}
		if !v.tainted() && !v.open {
			k, _ := c.constKey(n, e)
			return val{k: k}
		}
		return v
	case "interpolation", "parenthesized_statements", "begin", "then", "else":
		return c.exec(n, e)
	case "assignment":
		return c.assign(n, e)
	case "operator_assignment":
		l := n.Child("left")
		v := join(c.eval(l, e), c.eval(n.Child("right"), e))
		c.bind(l, v, n, e)
		return v
	case "binary":
		op := c.opText(n)
		l, r := c.eval(n.Child("left"), e), c.eval(n.Child("right"), e)
		switch op {
		case "==", "!=", "<", ">", "<=", ">=", "<=>", "=~", "!~", "===", "-", "/", "&", "|", "^", ">>":
			if op == "-" || op == "|" || op == "&" {
				// Array difference or union keeps strings.
				return join(l, r)
			}
			return val{}
		case "<<":
			v := join(l, r)
			// s << x: s now holds x too.
			if left := n.Child("left"); left != nil && (left.Kind == "identifier" || left.Kind == "instance_variable") && r.tainted() {
				c.bind(left, v, n, e)
			}
			return v
		}
		return join(l, r)
	case "unary":
		if n.HasChild("!") || n.HasChild("not") || n.HasChild("defined?") {
			c.eval(n.Child("operand"), e)
			return val{}
		}
		return c.eval(n.Child("operand"), e)
	case "conditional":
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
	case "array":
		out := val{elems: map[string]val{}}
		for i, x := range n.NamedChildren() {
			v := c.eval(x, e)
			out.elems["i:"+itoa(i)] = v
			if v.tainted() && !out.tainted() {
				out.flow, out.safe, out.raw = v.flow, v.safe, v.raw
			} else if v.tainted() {
				out.safe &= v.safe
			}
		}
		return out
	case "hash":
		out := val{elems: map[string]val{}, hash: true}
		for _, p := range n.NamedChildren() {
			if p.Kind != "pair" {
				c.eval(p, e)
				continue
			}
			v := c.eval(p.Child("value"), e)
			if k, ok := c.constKey(p.Child("key"), e); ok {
				out.elems[k] = v
			}
			if v.tainted() && !out.tainted() {
				out.flow, out.safe, out.raw = v.flow, v.safe, v.raw
			} else if v.tainted() {
				out.safe &= v.safe
			}
		}
		return out
	case "element_reference":
		obj := n.Child("object")
		var keys []*syntax.Node
		for _, k := range n.NamedChildren() {
			if k != obj {
				keys = append(keys, k)
			}
		}
		for _, k := range keys {
			c.eval(k, e)
		}
		if obj != nil && obj.Kind == "identifier" {
			if _, bound := e[c.text(obj)]; !bound {
				switch c.text(obj) {
				case "params", "cookies":
					return c.source(n, c.text(obj) == "params")
				}
			}
		}
		if obj != nil && (obj.Kind == "constant" || obj.Kind == "scope_resolution") {
			// A lookup in a constant table is an allow-list.
			return val{}
		}
		ov := c.eval(obj, e)
		if len(keys) == 1 && ov.elems != nil {
			if k, ok := c.constKey(keys[0], e); ok {
				if v, ok := ov.elems[k]; ok {
					return v
				}
				if !ov.tainted() {
					return val{}
				}
			}
		}
		ov.elems, ov.hash, ov.k = nil, false, ""
		return ov
	case "call":
		return c.call(n, e)
	case "scope_resolution", "constant", "self", "lambda", "block", "do_block", "comment", "heredoc_beginning":
		return val{}
	case "if", "unless", "case", "if_modifier", "unless_modifier", "while", "until", "return":
		return c.exec(n, e)
	case "pair":
		return c.eval(n.Child("value"), e)
	case "argument_list", "splat_argument", "hash_splat_argument", "block_argument", "range":
		var v val
		for _, x := range n.NamedChildren() {
			v = join(v, c.eval(x, e))
		}
		return v
	}
	var v val
	for _, x := range n.NamedChildren() {
		v = join(v, c.eval(x, e))
	}
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
		if k, ok := c.constKey(key, e); ok && nv.elems != nil {
			nv.elems[k] = v.with(at.Line, c.text(l))
		}
		if v.tainted() && !nv.tainted() {
			nv.flow, nv.safe = v.with(at.Line, c.text(l)).flow, v.safe
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
			if p.Kind == "keyword_parameter" {
				// Bound by name below.
				for _, a := range args {
					if a.Kind == "pair" {
						if k, ok := c.constKey(a.Child("key"), e); ok && k == "s:"+c.text(name) {
							me[c.text(name)] = c.eval(a.Child("value"), e).with(call.Line, c.text(name))
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
	return v.with(call.Line, c.text(call))
}

// patternCheck reports a sink given a string built by interpolation or
// concatenation of values the analysis cannot see (not request data, not
// constants, not escaped for the sink).
func (c *checker) patternCheck(r *analysis.Rule, s sink, v val, arg, at *syntax.Node) {
	if arg == nil || v.tainted() || !v.open || v.safe&s != 0 {
		return
	}
	built := (arg.Kind == "string" || arg.Kind == "subshell") && arg.FirstNamed("interpolation") != nil ||
		arg.Kind == "binary" && c.opText(arg) == "+"
	if r == ruleEval {
		built = arg.Kind != "string" || arg.FirstNamed("interpolation") != nil
	}
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
