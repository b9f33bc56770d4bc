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
		return
	case "binary_expression":
		op := opOf(cond)
		l, r := unparen(cond.Child("left")), unparen(cond.Child("right"))
		switch op {
		case "&&", "and":
			fr.guard(l, thenSt, elseSt.copy())
			fr.guard(r, thenSt, elseSt.copy())
			return
		case "||", "or":
			fr.guard(l, thenSt.copy(), elseSt)
			fr.guard(r, thenSt.copy(), elseSt)
			return
		case "===", "==", "!==", "!=":
			pos, neg := thenSt, elseSt
			if op == "!==" || op == "!=" {
				pos, neg = elseSt, thenSt
			}
			// $x === 'const': $x is that constant where it holds.
			for _, pair := range [][2]*syntax.Node{{l, r}, {r, l}} {
				if v := fr.expr(pair[1], pos); v.hasC && v.kind != "const" && pair[0].Kind == "variable_name" {
					pos.vars[fr.text(pair[0])] = &val{c: v.c, hasC: true, lit: v.c}
				}
			}
			// strpos($x, '..') === false / strpos($p, $base) === 0
			for _, pair := range [][2]*syntax.Node{{l, r}, {r, l}} {
				call, k := pair[0], lower(fr.text(pair[1]))
				if call.Kind != "function_call_expression" {
					continue
				}
				fname := bareName(fr.text(call.Child("function")))
				if fname != "strpos" && fname != "stripos" && fname != "mb_strpos" {
					continue
				}
				args := argNodes(call)
				if len(args) < 2 {
					continue
				}
				needle := fr.expr(args[1], pos)
				switch {
				case k == "false" && needle.hasC && strings.Contains(needle.c, ".."):
					fr.sanitizeVar(args[0], cPath|cInc, pos)
				case k == "0" && !needle.hasC:
					fr.sanitizeVar(args[0], cPath|cInc, pos)
				}
			}
			_ = neg
			return
		}
	case "function_call_expression":
		name := bareName(fr.text(cond.Child("function")))
		args := argNodes(cond)
		if len(args) == 0 {
			return
		}
		switch name {
		case "in_array", "array_key_exists", "is_numeric", "ctype_digit", "ctype_alnum", "ctype_alpha", "is_int",
			"ctype_xdigit", "is_bool", "is_float", "wp_validate_boolean", "is_email", "key_exists":
			fr.sanitizeVar(args[0], cAll, thenSt)
		case "isset":
			for _, a := range args {
				if a.Kind == "subscript_expression" {
					if k := a.NamedChildren(); len(k) == 2 {
						if !(k[0].Kind == "variable_name" && superglobals[fr.text(k[0])]) {
							fr.sanitizeVar(k[1], cAll, thenSt)
						}
					}
				}
			}
		case "preg_match":
			if len(args) < 2 {
				return
			}
			p := fr.expr(args[0], thenSt)
			if !p.hasC {
				return
			}
			switch {
			case anchored(p.c):
				fr.sanitizeVar(args[1], cAll, thenSt)
			case negClass(p.c):
				fr.sanitizeVar(args[1], cAll, elseSt)
			case strings.Contains(p.c, `\.\.`) || strings.Contains(p.c, `\.\./`):
				fr.sanitizeVar(args[1], cPath|cInc, elseSt)
			}
		case "filter_var":
			if len(args) >= 2 {
				f := fr.text(args[1])
				switch {
				case strings.Contains(f, "VALIDATE_INT") || strings.Contains(f, "VALIDATE_FLOAT") ||
					strings.Contains(f, "VALIDATE_BOOL") || strings.Contains(f, "VALIDATE_IP") || strings.Contains(f, "VALIDATE_EMAIL"):
					fr.sanitizeVar(args[0], cAll, thenSt)
				}
			}
		case "str_starts_with":
			if len(args) >= 2 && !fr.expr(args[1], thenSt).hasC {
				fr.sanitizeVar(args[0], cPath|cInc, thenSt)
			} else if len(args) >= 2 {
				if pre := fr.expr(args[1], thenSt); pre.hasC && hostPinned(pre.c) {
					fr.sanitizeVar(args[0], cRedirect|cSSRF, thenSt)
				} else if pre.hasC && strings.HasPrefix(pre.c, "/") {
					fr.sanitizeVar(args[0], cPath|cInc, thenSt)
				}
			}
		case "wp_verify_nonce", "check_admin_referer", "current_user_can":
		}
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
	nv.keys = nil
	if cs == cAll {
		nv.t = nil
	}
	st.vars[key] = &nv
}
