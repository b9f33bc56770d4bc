package php

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

var superglobals = map[string]bool{"$_GET": true, "$_POST": true, "$_REQUEST": true, "$_COOKIE": true}

// clientServerKey: the $_SERVER keys the client chooses.
func clientServerKey(k string) bool {
	switch k {
	case "QUERY_STRING", "REQUEST_URI", "PHP_SELF", "PATH_INFO", "PATH_TRANSLATED", "ORIG_PATH_INFO", "argv":
		return true
	}
	return strings.HasPrefix(k, "HTTP_")
}

func (fr *frame) expr(n *syntax.Node, st *state) *val {
	if n == nil {
		return clean
	}
	switch n.Kind {
	case "variable_name":
		name := fr.text(n)
		if superglobals[name] {
			return fr.source(n, name)
		}
		switch name {
		case "$_FILES":
			return &val{kind: "files"}
		case "$_SERVER":
			return &val{kind: "server"}
		case "$HTTP_RAW_POST_DATA":
			return fr.source(n, name)
		}
		if v, ok := st.vars[name]; ok {
			return v
		}
		if name == "$wpdb" {
			return &val{kind: "wpdb"}
		}
		if name == "$request" {
			return &val{kind: "req"}
		}
		return clean
	case "parenthesized_expression":
		return fr.expr(firstNamed(n), st)
	case "integer", "float":
		v := konst(strings.ReplaceAll(fr.text(n), "_", ""))
		v.num = true
		return v
	case "boolean":
		return boolVal(lower(fr.text(n)) == "true")
	case "null":
		return vNull
	case "string", "encapsed_string", "heredoc", "nowdoc":
		return fr.str(n, st)
	case "name", "qualified_name":
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
	case "class_constant_access_expression":
		return &val{c: fr.text(n), hasC: true, kind: "const"}
	case "binary_expression":
		return fr.binary(n, st)
	case "assignment_expression", "reference_assignment_expression":
		v := fr.expr(n.Child("right"), st)
		left := n.Child("left")
		if v.t != nil && left.Kind == "variable_name" {
			v = withTaint(v, v.t.step(n.Line, fr.text(left)))
		}
		fr.bind(left, v, st)
		return v
	case "augmented_assignment_expression":
		left := n.Child("left")
		l := fr.lookup(left, st)
		r := fr.expr(n.Child("right"), st)
		op := opOf(n)
		var v *val
		switch op {
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
	case "conditional_expression":
		cond := n.Child("condition")
		cv := fr.expr(cond, st)
		body := n.Child("body")
		if b, ok := truthy(cv); ok {
			if b {
				if body == nil {
					return cv
				}
				return fr.expr(body, st)
			}
			return fr.expr(n.Child("alternative"), st)
		}
		thenSt, elseSt := fr.refine(cond, st)
		var bv *val
		if body == nil {
			bv = cv
		} else {
			bv = fr.expr(body, thenSt)
		}
		return joinVals(bv, fr.expr(n.Child("alternative"), elseSt))
	case "cast_expression":
		v := fr.expr(n.Child("value"), st)
		switch lower(strings.Trim(fr.text(n.Child("type")), "() ")) {
		case "int", "integer", "float", "double", "bool", "boolean", "real":
			if v.hasC {
				return &val{c: v.c, hasC: true, num: true}
			}
			return &val{num: true}
		}
		return v
	case "unary_op_expression":
		v := fr.expr(firstNamed(n), st)
		if strings.HasPrefix(fr.text(n), "!") {
			if b, ok := truthy(v); ok {
				return boolVal(!b)
			}
			return clean
		}
		if v.hasC {
			if strings.HasPrefix(fr.text(n), "-") {
				return &val{c: "-" + v.c, hasC: true, num: true}
			}
		}
		return &val{num: true}
	case "update_expression":
		return &val{num: true}
	case "error_suppression_expression":
		return fr.expr(firstNamed(n), st)
	case "array_creation_expression":
		return fr.array(n, st)
	case "subscript_expression":
		return fr.subscript(n, st)
	case "member_access_expression", "nullsafe_member_access_expression":
		return fr.member(n, st)
	case "scoped_property_access_expression":
		return clean
	case "function_call_expression":
		return fr.call(n, st)
	case "member_call_expression", "nullsafe_member_call_expression":
		return fr.methodCall(n, st)
	case "scoped_call_expression":
		return fr.staticCall(n, st)
	case "object_creation_expression":
		return fr.newObj(n, st)
	case "shell_command_expression":
		v := fr.str(n, st)
		fr.sink(ruleCmd, cCmd, n, v, "`...`")
		return v.flat()
	case "print_intrinsic":
		v := fr.expr(firstNamed(n), st)
		fr.sink(ruleXSS, cXSS, n, v, "print")
		return &val{num: true}
	case "include_expression", "include_once_expression", "require_expression", "require_once_expression":
		v := fr.expr(firstNamed(n), st)
		fr.sink(ruleInclude, cInc, n, v, strings.Fields(fr.text(n))[0])
		return clean
	case "anonymous_function_creation_expression", "arrow_function":
		fr.closure(n, st, false)
		return &val{kind: "closure"}
	case "sequence_expression":
		var v *val = clean
		for _, c := range n.NamedChildren() {
			v = fr.expr(c, st)
		}
		return v
	case "throw_expression":
		fr.expr(firstNamed(n), st)
		st.dead = true
		return clean
	case "match_expression":
		return fr.match(n, st)
	case "clone_expression":
		return fr.expr(firstNamed(n), st)
	}
	// Unknown: conservative.
	var t *taint
	for _, c := range n.NamedChildren() {
		t = union(t, fr.expr(c, st).tt())
	}
	return tainted(t)
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
		if l.hasC && r.hasC {
			var res bool
			lf, lok := numVal(l)
			rf, rok := numVal(r)
			switch op {
			case "==", "===":
				res = looseEq(l, r)
			case "!=", "!==", "<>":
				res = !looseEq(l, r)
			default:
				if !lok || !rok {
					return clean
				}
				switch op {
				case "<":
					res = lf < rf
				case ">":
					res = lf > rf
				case "<=":
					res = lf <= rf
				case ">=":
					res = lf >= rf
				}
			}
			return boolVal(res)
		}
		return clean
	case "&&", "and", "||", "or", "xor", "instanceof", "<=>":
		if lb, ok := truthy(l); ok {
			if rb, ok := truthy(r); ok {
				switch op {
				case "&&", "and":
					return boolVal(lb && rb)
				case "||", "or":
					return boolVal(lb || rb)
				}
			}
		}
		return clean
	case "+", "-", "*", "/", "%", "**":
		lf, lok := numVal(l)
		rf, rok := numVal(r)
		if lok && rok {
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
		// array + array unions the elements
		if op == "+" && (l.arr || r.arr) {
			return joinVals(l, r)
		}
		return &val{num: true}
	}
	return &val{num: true}
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
	if base.Kind == "variable_name" && superglobals[fr.text(base)] {
		return fr.source(n, fr.text(n))
	}
	bv := fr.expr(base, st)
	switch bv.kind {
	case "server":
		if key != nil && key.hasC && !clientServerKey(key.c) {
			return clean
		}
		return fr.source(n, fr.text(n))
	case "files":
		return &val{kind: "file", t: fr.source(n, fr.text(n)).t}
	case "file":
		if key != nil && key.hasC && (key.c == "tmp_name" || key.c == "size" || key.c == "error") {
			return clean
		}
		return fr.source(n, fr.text(n))
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
	switch obj.kind {
	case "req":
		switch name {
		case "query", "request", "cookies", "headers", "attributes", "files":
			return &val{kind: "bag"}
		case "server":
			return &val{kind: "sbag"}
		case "content":
			return fr.source(n, fr.text(n))
		}
		return clean
	case "wpdb":
		return clean // table names: $wpdb->posts
	}
	if obj.kind == "inst:"+fr.class && fr.class != "" {
		if name == "request" {
			return &val{kind: "req"}
		}
		return fr.c.propVal(fr.class, name)
	}
	return obj.element()
}

var sprintfRe = regexp.MustCompile(`%[-+ 0#']*\d*(?:\.\d+)?([bcdeEfFgGosuxX%])`)
