package php

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// exprFuncs evaluate an expression, by node kind.
var exprFuncs map[string]func(fr *frame, n *syntax.Node, st *state) *val

func init() {
	exprFuncs = map[string]func(fr *frame, n *syntax.Node, st *state) *val{
		"variable_name":                (*frame).variableExpr,
		"parenthesized_expression":     func(fr *frame, n *syntax.Node, st *state) *val { return fr.expr(firstNamed(n), st) },
		"error_suppression_expression": func(fr *frame, n *syntax.Node, st *state) *val { return fr.expr(firstNamed(n), st) },
		"clone_expression":             func(fr *frame, n *syntax.Node, st *state) *val { return fr.expr(firstNamed(n), st) },
		"integer":                      (*frame).number,
		"float":                        (*frame).number,
		"boolean":                      func(fr *frame, n *syntax.Node, _ *state) *val { return boolVal(lower(fr.text(n)) == "true") },
		"null":                         func(*frame, *syntax.Node, *state) *val { return vNull },
		"string":                       (*frame).str,
		"encapsed_string":              (*frame).str,
		"heredoc":                      (*frame).str,
		"nowdoc":                       (*frame).str,
		"name":                         (*frame).name,
		"qualified_name":               (*frame).name,
		"class_constant_access_expression": func(fr *frame, n *syntax.Node, _ *state) *val {
			return &val{c: fr.text(n), hasC: true, kind: "const"}
		},
		"binary_expression":                 (*frame).binary,
		"assignment_expression":             (*frame).assign,
		"reference_assignment_expression":   (*frame).assign,
		"augmented_assignment_expression":   (*frame).augAssign,
		"conditional_expression":            (*frame).conditional,
		"cast_expression":                   (*frame).cast,
		"unary_op_expression":               (*frame).unary,
		"update_expression":                 func(*frame, *syntax.Node, *state) *val { return &val{num: true} },
		"array_creation_expression":         (*frame).array,
		"subscript_expression":              (*frame).subscript,
		"member_access_expression":          (*frame).member,
		"nullsafe_member_access_expression": (*frame).member,
		// A static property (Yii::$app, self::$client) is an object the
		// analysis cannot see into: its properties and methods are read
		// through the rows for any object (Yii::$app->request is the request).
		"scoped_property_access_expression": func(*frame, *syntax.Node, *state) *val { return &val{obj: anyObject} },
		"function_call_expression":          (*frame).call,
		"member_call_expression":            (*frame).methodCall,
		"nullsafe_member_call_expression":   (*frame).methodCall,
		"scoped_call_expression":            (*frame).staticCall,
		"object_creation_expression":        (*frame).newObj,
		"shell_command_expression":          (*frame).shell,
		"print_intrinsic":                   (*frame).print,
		"include_expression":                (*frame).include,
		"include_once_expression":           (*frame).include,
		"require_expression":                (*frame).include,
		"require_once_expression":           (*frame).include,
		"anonymous_function_creation_expression": func(fr *frame, n *syntax.Node, st *state) *val {
			fr.closure(n, st, false)
			return &val{kind: "closure"}
		},
		"arrow_function": func(fr *frame, n *syntax.Node, st *state) *val {
			fr.closure(n, st, false)
			return &val{kind: "closure"}
		},
		"sequence_expression": (*frame).sequence,
		"throw_expression": func(fr *frame, n *syntax.Node, st *state) *val {
			fr.expr(firstNamed(n), st)
			st.dead = true
			return clean
		},
		"match_expression": (*frame).match,
	}
}

func (fr *frame) expr(n *syntax.Node, st *state) *val {
	if n == nil {
		return clean
	}
	fr.c.nest.Enter()
	defer fr.c.nest.Leave()
	if f := exprFuncs[n.Kind]; f != nil {
		return f(fr, n, st)
	}
	// Unknown: conservative.
	var t *taint
	for _, c := range n.NamedChildren() {
		t = union(t, fr.expr(c, st).tt())
	}
	return tainted(t)
}

// variableExpr reads a variable: its value, or, when the code never
// assigned it, what the models say of its name ($_GET, $wpdb).
func (fr *frame) variableExpr(n *syntax.Node, st *state) *val {
	name := fr.text(n)
	if v, ok := st.vars[name]; ok {
		return v
	}
	if v, ok := fr.variable(n, name); ok {
		return v
	}
	return clean
}

func (fr *frame) number(n *syntax.Node, _ *state) *val {
	v := konst(strings.ReplaceAll(fr.text(n), "_", ""))
	v.num = true
	return v
}

func (fr *frame) name(n *syntax.Node, _ *state) *val {
	switch lower(fr.text(n)) {
	case "true":
		return vTrue
	case "false":
		return vFalse
	case "null":
		return vNull
	case "__dir__", "__file__":
		return konst("__DIR__")
	}
	return &val{c: fr.text(n), hasC: true, kind: "const"}
}

func (fr *frame) assign(n *syntax.Node, st *state) *val {
	v := fr.expr(n.Child("right"), st)
	left := n.Child("left")
	if v.t != nil && left.Kind == "variable_name" {
		v = withTaint(v, v.t.step(n.Line, fr.text(left)))
	}
	fr.bind(left, v, st)
	return v
}

func (fr *frame) augAssign(n *syntax.Node, st *state) *val {
	left := n.Child("left")
	l := fr.lookup(left, st)
	r := fr.expr(n.Child("right"), st)
	var v *val
	switch opOf(n) {
	case ".=":
		v = concat([]*val{l, r})
	case "??=":
		v = joinVals(l, r)
	default:
		v = &val{num: true}
	}
	if v.t != nil && left.Kind == "variable_name" {
		v = withTaint(v, v.t.step(n.Line, fr.text(left)))
	}
	fr.bind(left, v, st)
	return v
}

func (fr *frame) conditional(n *syntax.Node, st *state) *val {
	cond := n.Child("condition")
	cv := fr.expr(cond, st)
	body := n.Child("body")
	if b, ok := truthy(cv); ok {
		switch {
		case !b:
			return fr.expr(n.Child("alternative"), st)
		case body == nil:
			return cv
		}
		return fr.expr(body, st)
	}
	thenSt, elseSt := fr.refine(cond, st)
	bv := cv
	if body != nil {
		bv = fr.expr(body, thenSt)
	}
	return joinVals(bv, fr.expr(n.Child("alternative"), elseSt))
}

func (fr *frame) cast(n *syntax.Node, st *state) *val {
	v := fr.expr(n.Child("value"), st)
	switch lower(strings.Trim(fr.text(n.Child("type")), "() ")) {
	case "int", "integer", "float", "double", "bool", "boolean", "real":
		if v.hasC {
			return &val{c: v.c, hasC: true, num: true}
		}
		return &val{num: true}
	}
	return v
}

func (fr *frame) unary(n *syntax.Node, st *state) *val {
	v := fr.expr(firstNamed(n), st)
	if strings.HasPrefix(fr.text(n), "!") {
		if b, ok := truthy(v); ok {
			return boolVal(!b)
		}
		return clean
	}
	if v.hasC && strings.HasPrefix(fr.text(n), "-") {
		return &val{c: "-" + v.c, hasC: true, num: true}
	}
	return &val{num: true}
}

// shell is the backtick operator: shell_exec.
func (fr *frame) shell(n *syntax.Node, st *state) *val {
	v := fr.str(n, st)
	fr.construct(n, "shell_exec", "`...`", v, st)
	return v.flat()
}

func (fr *frame) print(n *syntax.Node, st *state) *val {
	fr.construct(n, "print", "print", fr.expr(firstNamed(n), st), st)
	return &val{num: true}
}

func (fr *frame) include(n *syntax.Node, st *state) *val {
	// The keyword from the node's kind, not the text: include($p) has no
	// space after the keyword, and its first word is "include($p".
	kw := strings.TrimSuffix(n.Kind, "_expression")
	fr.construct(n, kw, kw, fr.expr(firstNamed(n), st), st)
	fr.inline(n, st)
	return clean
}

func (fr *frame) sequence(n *syntax.Node, st *state) *val {
	var v *val = clean
	for _, c := range n.NamedChildren() {
		v = fr.expr(c, st)
	}
	return v
}

func withTaint(v *val, t *taint) *val {
	c := *v
	c.t = t
	return &c
}

func opOf(n *syntax.Node) string {
	for _, c := range n.Children {
		if !c.Named && c.Field == "operator" {
			return c.Kind
		}
	}
	for _, c := range n.Children {
		if !c.Named {
			return c.Kind
		}
	}
	return ""
}

func (fr *frame) match(n *syntax.Node, st *state) *val {
	subj := fr.expr(n.Child("condition"), st)
	var out *val
	body := n.Child("body")
	if body == nil {
		return clean
	}
	for _, arm := range body.NamedChildren() {
		conds := arm.Child("conditional_expressions")
		ret := arm.Child("return_expression")
		if subj.hasC && conds != nil {
			hit := false
			for _, c := range conds.NamedChildren() {
				if v := fr.expr(c, st); v.hasC && looseEq(v, subj) {
					hit = true
				}
			}
			if hit {
				return fr.expr(ret, st)
			}
			continue
		}
		out = joinVals(out, fr.expr(ret, st))
	}
	if out == nil {
		return clean
	}
	return out
}

func (fr *frame) str(n *syntax.Node, st *state) *val {
	var parts []*val
	var walk func(x *syntax.Node)
	walk = func(x *syntax.Node) {
		for _, c := range x.NamedChildren() {
			switch c.Kind {
			case "string_content", "string_value", "text":
				parts = append(parts, konst(fr.text(c)))
			case "escape_sequence":
				parts = append(parts, konst(unescape(fr.text(c))))
			case "heredoc_body", "nowdoc_body":
				walk(c)
			case "heredoc_start", "heredoc_end", "comment":
			default:
				v := fr.expr(c, st)
				if v.t != nil {
					v = withTaint(v, v.t)
				}
				parts = append(parts, v)
			}
		}
	}
	walk(n)
	if len(parts) == 0 {
		return konst("")
	}
	return concat(parts)
}

func unescape(s string) string {
	switch s {
	case `\n`:
		return "\n"
	case `\t`:
		return "\t"
	case `\r`:
		return "\r"
	case `\\`:
		return `\`
	case `\'`:
		return "'"
	case `\"`:
		return `"`
	case `\$`:
		return "$"
	}
	return s
}

func (fr *frame) binary(n *syntax.Node, st *state) *val {
	op := opOf(n)
	l := fr.expr(n.Child("left"), st)
	switch op {
	case "&&", "and":
		if b, ok := truthy(l); ok && !b {
			return vFalse
		}
	case "||", "or":
		if b, ok := truthy(l); ok && b {
			return vTrue
		}
	case "??":
		if l.hasC && l != vNull {
			return l
		}
	}
	r := fr.expr(n.Child("right"), st)
	switch op {
	case ".":
		return concat([]*val{l, r})
	case "??":
		return joinVals(l, r)
	case "==", "===", "!=", "!==", "<>", "<", ">", "<=", ">=":
		return compare(op, l, r)
	case "&&", "and", "||", "or", "xor", "instanceof", "<=>":
		return logical(op, l, r)
	case "+", "-", "*", "/", "%", "**":
		return arith(op, l, r)
	}
	return &val{num: true}
}

// compare folds a comparison of constants.
func compare(op string, l, r *val) *val {
	if !l.hasC || !r.hasC {
		return clean
	}
	switch op {
	case "==", "===":
		return boolVal(looseEq(l, r))
	case "!=", "!==", "<>":
		return boolVal(!looseEq(l, r))
	}
	lf, lok := numVal(l)
	rf, rok := numVal(r)
	if !lok || !rok {
		return clean
	}
	switch op {
	case "<":
		return boolVal(lf < rf)
	case ">":
		return boolVal(lf > rf)
	case "<=":
		return boolVal(lf <= rf)
	}
	return boolVal(lf >= rf)
}

func logical(op string, l, r *val) *val {
	lb, lok := truthy(l)
	rb, rok := truthy(r)
	if lok && rok {
		switch op {
		case "&&", "and":
			return boolVal(lb && rb)
		case "||", "or":
			return boolVal(lb || rb)
		}
	}
	return clean
}

// arith folds arithmetic on constants; array + array unions the elements.
func arith(op string, l, r *val) *val {
	lf, lok := numVal(l)
	rf, rok := numVal(r)
	if !lok || !rok {
		if op == "+" && (l.arr || r.arr) {
			return joinVals(l, r)
		}
		return &val{num: true}
	}
	var x float64
	switch op {
	case "+":
		x = lf + rf
	case "-":
		x = lf - rf
	case "*":
		x = lf * rf
	case "/":
		if rf == 0 {
			return &val{num: true}
		}
		x = lf / rf
	default:
		return &val{num: true}
	}
	return &val{c: fmtNum(x), hasC: true, num: true}
}

func fmtNum(x float64) string {
	if x == float64(int64(x)) {
		return itoa(int(x))
	}
	return strings.TrimRight(strings.TrimRight(strings.Replace(strings.TrimSpace(sprintf(x)), "+", "", 1), "0"), ".")
}

func (fr *frame) array(n *syntax.Node, st *state) *val {
	v := &val{arr: true, keys: map[string]*val{}}
	i := 0
	for _, el := range n.NamedChildren() {
		if el.Kind != "array_element_initializer" {
			continue
		}
		sub := el.NamedChildren()
		if len(sub) == 2 {
			kv := fr.expr(sub[0], st)
			ev := fr.expr(sub[1], st)
			if kv.hasC {
				v.keys[phpStr(kv.c)] = ev
			} else {
				v.t = union(v.t, ev.tt())
			}
			continue
		}
		if len(sub) == 1 {
			ev := fr.expr(sub[0], st)
			if el.HasChild("...") || strings.HasPrefix(fr.text(el), "...") {
				v.t = union(v.t, ev.tt())
				continue
			}
			v.keys[itoa(i)] = ev
			i++
		}
	}
	return v
}

func (fr *frame) subscript(n *syntax.Node, st *state) *val {
	if v, ok := st.vars["@"+fr.text(n)]; ok {
		return v
	}
	kids := n.NamedChildren()
	if len(kids) == 0 {
		return clean
	}
	base := kids[0]
	var key *val
	if len(kids) >= 2 {
		key = fr.expr(kids[1], st)
	}
	bv := fr.expr(base, st)
	if key != nil && key.hasC && bv.keys != nil {
		if e, ok := bv.keys[phpStr(key.c)]; ok {
			return e // set here
		}
	}
	if bv.obj != "" {
		// $x['k'] is $x->offsetGet('k').
		c := &call{n: n, typ: bv.obj, name: "offsetget", recv: bv, what: fr.text(n), st: st}
		if key != nil {
			c.vs, c.ns = []*val{key}, []*syntax.Node{kids[1]}
		}
		if v, ok := fr.modelCall(c); ok {
			return v
		}
	}
	if key != nil && key.hasC {
		return bv.get(phpStr(key.c))
	}
	return bv.element()
}

// member reads a property.
func (fr *frame) member(n *syntax.Node, st *state) *val {
	if k := fr.propKey(n); k != "" {
		if v, ok := st.vars[k]; ok {
			return v
		}
	}
	obj := fr.expr(n.Child("object"), st)
	name := fr.text(n.Child("name"))
	own := obj.kind == "inst:"+fr.class && fr.class != ""
	if typ := obj.obj; typ != "" || own {
		if typ == "" {
			typ = anyObject
		}
		if v, ok := fr.modelCall(&call{n: n, typ: typ, name: lower(name), prop: true, recv: obj, what: fr.text(n), st: st}); ok {
			return v
		}
	}
	if own {
		return fr.c.propVal(fr.class, name)
	}
	return obj.element()
}

var sprintfRe = regexp.MustCompile(`%[-+ 0#']*\d*(?:\.\d+)?([bcdeEfFgGosuxX%])`)
