package php

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// refine returns the states in which a condition holds and fails: a value
// checked against an allow-list, a number check, an anchored pattern, a
// path that stays under its base is safe where the check passed. With an
// if whose body ends in exit/return/die, the else state is what follows.
func (fr *frame) refine(cond *syntax.Node, st *state) (*state, *state) {
	thenSt, elseSt := st.copy(), st.copy()
	fr.guard(cond, thenSt, elseSt)
	return thenSt, elseSt
}

func unparen(n *syntax.Node) *syntax.Node {
	for n != nil && n.Kind == "parenthesized_expression" {
		n = firstNamed(n)
	}
	return n
}

func (fr *frame) guard(cond *syntax.Node, thenSt, elseSt *state) {
	cond = unparen(cond)
	if cond == nil {
		return
	}
	switch cond.Kind {
	case "unary_op_expression":
		if strings.HasPrefix(fr.text(cond), "!") {
			fr.guard(firstNamed(cond), elseSt, thenSt)
		}
	case "binary_expression":
		fr.binaryGuard(cond, thenSt, elseSt)
	case "function_call_expression":
		fr.callGuard(cond, thenSt, elseSt)
	}
}

func (fr *frame) binaryGuard(cond *syntax.Node, thenSt, elseSt *state) {
	op := opOf(cond)
	l, r := unparen(cond.Child("left")), unparen(cond.Child("right"))
	switch op {
	case "&&", "and":
		fr.guard(l, thenSt, elseSt.copy())
		fr.guard(r, thenSt, elseSt.copy())
	case "||", "or":
		fr.guard(l, thenSt.copy(), elseSt)
		fr.guard(r, thenSt.copy(), elseSt)
	case "===", "==", "!==", "!=":
		pos := thenSt
		if op == "!==" || op == "!=" {
			pos = elseSt
		}
		for _, pair := range [][2]*syntax.Node{{l, r}, {r, l}} {
			// $x === 'const': $x is that constant where it holds.
			if v := fr.expr(pair[1], pos); v.hasC && v.kind != "const" && pair[0].Kind == "variable_name" {
				pos.vars[fr.text(pair[0])] = &val{c: v.c, hasC: true, lit: v.c}
			}
			fr.positionGuard(pair[0], lower(fr.text(pair[1])), pos)
		}
	}
}

// positionGuard: strpos($x, '..') === false, strpos($p, $base) === 0.
func (fr *frame) positionGuard(call *syntax.Node, k string, pos *state) {
	if call.Kind != "function_call_expression" {
		return
	}
	args := argNodes(call)
	if len(args) < 2 {
		return
	}
	for _, m := range fr.c.ix.guardRows(bareName(fr.text(call.Child("function")))) {
		if m.Guard != "position" {
			continue
		}
		needle := fr.expr(args[1], pos)
		if (k == "false" && needle.hasC && strings.Contains(needle.c, "..")) || (k == "0" && !needle.hasC) {
			fr.sanitizeVar(args[0], cPath|cInc, pos)
		}
	}
}

// callGuard: a call the models name a guard, tested as a condition.
func (fr *frame) callGuard(cond *syntax.Node, thenSt, elseSt *state) {
	name := bareName(fr.text(cond.Child("function")))
	args := argNodes(cond)
	if len(args) == 0 {
		return
	}
	if name == "isset" { // the language's: isset($allowed[$x]) checks $x
		fr.issetGuard(args, thenSt)
		return
	}
	var vs []*val
	for _, a := range args {
		vs = append(vs, fr.expr(a, thenSt))
	}
	c := &call{n: cond, name: name, vs: vs, ns: args}
	for _, m := range fr.c.ix.guardRows(name) {
		if !fr.argHolds(m, c) {
			continue
		}
		checked := 0
		if len(m.Args) > 0 {
			checked = m.Args[0]
		}
		if checked >= len(args) {
			continue
		}
		switch m.Guard {
		case "check":
			fr.sanitizeVar(args[checked], guardClass(m), thenSt)
		case "pattern":
			fr.patternGuard(args[0], args[checked], thenSt, elseSt)
		case "prefix":
			fr.prefixGuard(args, thenSt)
		}
	}
}

func (fr *frame) issetGuard(args []*syntax.Node, thenSt *state) {
	for _, a := range args {
		if a.Kind != "subscript_expression" {
			continue
		}
		if k := a.NamedChildren(); len(k) == 2 {
			if b := fr.expr(k[0], thenSt); b.obj == "" || fr.object(k[0], b.obj, "").t == nil {
				fr.sanitizeVar(k[1], cAll, thenSt)
			}
		}
	}
}

// patternGuard: preg_match with a pattern that anchors the whole value,
// finds a forbidden character, or finds "..".
func (fr *frame) patternGuard(pattern, subject *syntax.Node, thenSt, elseSt *state) {
	p := fr.expr(pattern, thenSt)
	if !p.hasC {
		return
	}
	switch {
	case anchored(p.c):
		fr.sanitizeVar(subject, cAll, thenSt)
	case negClass(p.c):
		fr.sanitizeVar(subject, cAll, elseSt)
	case strings.Contains(p.c, `\.\.`):
		fr.sanitizeVar(subject, cPath|cInc, elseSt)
	}
}

// prefixGuard: str_starts_with($p, $base) keeps a path under a base
// directory; a constant prefix with a host pins a URL.
func (fr *frame) prefixGuard(args []*syntax.Node, thenSt *state) {
	if len(args) < 2 {
		return
	}
	pre := fr.expr(args[1], thenSt)
	switch {
	case !pre.hasC:
		fr.sanitizeVar(args[0], cPath|cInc, thenSt)
	case hostPinned(pre.c):
		fr.sanitizeVar(args[0], cRedirect|cSSRF, thenSt)
	case strings.HasPrefix(pre.c, "/"):
		fr.sanitizeVar(args[0], cPath|cInc, thenSt)
	}
}

func argNodes(call *syntax.Node) []*syntax.Node {
	a := call.Child("arguments")
	if a == nil {
		return nil
	}
	var out []*syntax.Node
	for _, arg := range a.NamedChildren() {
		if arg.Kind == "argument" {
			if x := firstNamed(arg); x != nil {
				out = append(out, x)
			}
		}
	}
	return out
}

// anchored: a pattern that must match the whole value (^...$) with no
// wildcard that lets anything through.
func anchored(p string) bool {
	if len(p) < 3 {
		return false
	}
	d := p[0]
	end := strings.LastIndexByte(p, d)
	if d == '(' {
		end = strings.LastIndexByte(p, ')')
	} else if d == '{' {
		end = strings.LastIndexByte(p, '}')
	}
	if end <= 0 {
		return false
	}
	body := p[1:end]
	mods := p[end+1:]
	if !(strings.HasPrefix(body, "^") || strings.HasPrefix(body, `\A`)) {
		return false
	}
	if !(strings.HasSuffix(body, "$") || strings.HasSuffix(body, `\z`) || strings.HasSuffix(body, `\Z`)) {
		return false
	}
	if strings.Contains(mods, "m") {
		return false
	}
	// A bare "." outside a class lets anything through.
	inClass := false
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '.':
			if !inClass {
				return false
			}
		}
	}
	return true
}

// negClass: a pattern that finds a forbidden character ("/[^a-z0-9_]/").
func negClass(p string) bool {
	return len(p) > 3 && strings.HasPrefix(p[1:], "[^")
}

// sanitizeVar makes a variable (or property) safe for cs in st.
func (fr *frame) sanitizeVar(n *syntax.Node, cs class, st *state) {
	n = unparen(n)
	key := ""
	switch n.Kind {
	case "variable_name":
		key = fr.text(n)
	case "member_access_expression":
		key = fr.propKey(n)
	case "subscript_expression", "member_call_expression", "function_call_expression":
		key = "@" + fr.text(n)
	}
	if key == "" {
		return
	}
	v := fr.lookup(n, st)
	if n.Kind != "variable_name" {
		v = fr.expr(n, st)
	}
	nv := *v
	nv.t = v.tt().sanitize(cs)
	nv.keys, nv.elem = nil, nil
	if cs == cAll {
		nv.t = nil
	}
	st.vars[key] = &nv
}
