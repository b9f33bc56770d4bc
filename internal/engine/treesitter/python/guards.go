package python

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Facts a guard can prove about a string, which together make it safe for
// a sink: a value that starts and ends with a quote and has none inside is
// one string literal (harmless to eval).
const (
	fStartQuote uint8 = 1 << iota
	fEndQuote
	fNoInnerQuote
	fNoDotDot // no ".." in it
	fNotAbs   // does not start with "/"
	fNoSQuote // no "'" in it: cannot close a '...' literal
	fNoDQuote // no '"' in it

	fLiteral  = fStartQuote | fEndQuote | fNoInnerQuote
	fRelative = fNoDotDot | fNotAbs
)

// withFact is v known to satisfy fact f.
func withFact(v *val, f uint8) *val {
	t := v.tt()
	if t == nil {
		return v
	}
	c := *t
	c.facts |= f
	if c.facts&fLiteral == fLiteral {
		c.safe |= cCode
		c.flowSafe |= cCode
	}
	if c.facts&fRelative == fRelative {
		c.safe |= cPath // stays below whatever directory it is joined to
		c.flowSafe |= cPath
	}
	nv := v.flat()
	nv.t = &c
	nv.kind, nv.hasC, nv.c = v.kind, v.hasC, v.c
	return nv
}

// sanitized is v made safe for the classes cs.
func sanitized(v *val, cs class) *val {
	if v.tt() == nil {
		return v
	}
	nv := v.flat()
	nv.t = v.tt().sanitize(cs)
	nv.kind = v.kind
	// validated against an allow-list: no longer free-form text
	nv.constish = nv.t == nil
	return nv
}

var nowhere = func() *state { return &state{env: map[string]*val{}} }

// refine applies what a condition proves on each branch: membership in a
// constant allow-list, equality with a constant, a character-class or
// pattern check, the absence of "..", quotes, a URL's host in an
// allow-list or a relative URL, a normalized path under a base directory.
func (fr *frame) refine(cond *syntax.Node, thenSt, elseSt *state) {
	for cond.Kind == "parenthesized_expression" && len(cond.NamedChildren()) == 1 {
		cond = cond.NamedChildren()[0]
	}
	c := fr.c
	switch cond.Kind {
	case "not_operator":
		fr.refine(cond.Child("argument"), elseSt, thenSt)
	case "boolean_operator":
		switch c.text(cond.Children[1]) {
		case "and": // both hold when it is true; one fails when it is false
			fr.refine(cond.Child("left"), thenSt, nowhere())
			fr.refine(cond.Child("right"), thenSt, nowhere())
			fr.either(cond, elseSt, func(side *syntax.Node, st *state) { fr.refine(side, nowhere(), st) })
		case "or": // neither holds when it is false; one holds when it is true
			fr.refine(cond.Child("left"), nowhere(), elseSt)
			fr.refine(cond.Child("right"), nowhere(), elseSt)
			fr.either(cond, thenSt, func(side *syntax.Node, st *state) { fr.refine(side, st, nowhere()) })
		}
	case "identifier":
		// a false value is empty (None, "", 0): nothing of the client's in it
		if v, ok := elseSt.env[c.text(cond)]; ok && v.tt() != nil {
			elseSt.env[c.text(cond)] = &val{constish: true}
		}
		fallthrough
	case "attribute":
		// a URL's host is empty: the URL is relative to this site
		if name, ok := fr.hostOf(cond, fr.cur); ok {
			fr.update(elseSt, name, func(v *val) *val { return sanitized(v, cRedirect|cSSRF) })
		}
	case "comparison_operator":
		fr.refineCompare(cond, thenSt, elseSt)
	case "call":
		fr.refineCall(cond, thenSt, elseSt)
	}
}

// either refines st for a boolean operator that holds through one of its
// two sides, not knowing which: st becomes the join of the two refinements.
func (fr *frame) either(cond *syntax.Node, st *state, refine func(*syntax.Node, *state)) {
	if st.env == nil {
		return
	}
	l, r := st.copy(), st.copy()
	refine(cond.Child("left"), l)
	refine(cond.Child("right"), r)
	st.env = merge(l, r).env
}

// update replaces the value of a variable in a state, if it has one.
func (fr *frame) update(st *state, name string, f func(*val) *val) {
	if v, ok := st.env[name]; ok {
		st.env[name] = f(v)
	}
}

// hostOf: n is the host part of a parsed URL (u.netloc, u.hostname,
// urlparse(x).netloc); it names the variable holding the URL text.
func (fr *frame) hostOf(n *syntax.Node, st *state) (string, bool) {
	if n.Kind != "attribute" {
		return "", false
	}
	if fr.c.models.member("url_parts", fr.c.text(n.Child("attribute"))) != "url_host" {
		return "", false
	}
	o := n.Child("object")
	switch o.Kind {
	case "identifier":
		if v, ok := st.env[fr.c.text(o)]; ok && v.urlOf != "" {
			return v.urlOf, true
		}
	case "call":
		if q := fr.callName(o, st); fr.c.models.returns(q) == "url_parts" {
			if a := o.Child("arguments"); a != nil && len(a.NamedChildren()) > 0 && a.NamedChildren()[0].Kind == "identifier" {
				return fr.c.text(a.NamedChildren()[0]), true
			}
		}
	}
	return "", false
}

// callName is the qualified name of a call's function, "" when it is a
// method on a value.
func (fr *frame) callName(n *syntax.Node, st *state) string {
	f := n.Child("function")
	switch f.Kind {
	case "attribute":
		return fr.qual(f, st)
	case "identifier":
		name := fr.c.text(f)
		if _, ok := st.env[name]; ok {
			return ""
		}
		if imp, ok := fr.c.imports[name]; ok {
			return imp
		}
		return name
	}
	return ""
}

func (fr *frame) refineCompare(cond *syntax.Node, thenSt, elseSt *state) {
	c := fr.c
	ops := operators(c, cond)
	args := cond.NamedChildren()
	if len(ops) != 1 || len(args) != 2 {
		return
	}
	op := ops[0]
	// holds is the state where "lhs op rhs" with op in {in, ==} holds.
	holds, fails := thenSt, elseSt
	if op == "not in" || op == "!=" || op == "is not" {
		holds, fails = elseSt, thenSt
	}
	lhs, rhsN := args[0], args[1]
	switch op {
	case "in", "not in":
		// "<needle>" in x: where it fails, x lacks the needle
		if needle, ok := fr.expr(lhs, nowhere()).c.(string); ok {
			target, inner := rhsN, false
			if target.Kind == "subscript" {
				target, inner = target.Child("value"), true
			}
			if target.Kind != "identifier" {
				return
			}
			name := c.text(target)
			fr.update(fails, name, func(v *val) *val {
				switch {
				case inner && (needle == "'" || needle == `"`):
					return withFact(v, fNoInnerQuote)
				case inner:
					return v
				case strings.Contains(needle, ".."):
					return withFact(v, fNoDotDot)
				case needle == "'":
					return withFact(v, fNoSQuote)
				case needle == `"`:
					return withFact(v, fNoDQuote)
				}
				return v
			})
			return
		}
		rhs := fr.expr(rhsN, fr.cur)
		if !allConst(rhs) {
			return
		}
		if name, ok := fr.hostOf(lhs, fr.cur); ok {
			fr.update(holds, name, func(v *val) *val { return sanitized(v, cRedirect|cSSRF) })
			return
		}
		if lhs.Kind == "identifier" {
			fr.update(holds, c.text(lhs), func(v *val) *val { return &val{rnd: v.rr(), constish: true} })
		}
	case "==", "!=", "is", "is not":
		rhs := fr.expr(rhsN, fr.cur)
		if name, ok := fr.commonPathOf(lhs, fr.cur); ok && rhs.tt() == nil {
			fr.update(holds, name, func(v *val) *val { return sanitized(v, cPath) })
			return
		}
		if !rhs.hasC {
			return
		}
		if name, ok := fr.hostOf(lhs, fr.cur); ok {
			// the host is a fixed one, or empty (a relative URL)
			fr.update(holds, name, func(v *val) *val { return sanitized(v, cRedirect|cSSRF) })
			return
		}
		if name, ok := fr.commonPathOf(lhs, fr.cur); ok && rhs.tt() == nil {
			fr.update(holds, name, func(v *val) *val { return sanitized(v, cPath) })
			return
		}
		if lhs.Kind == "identifier" && (op == "==" || op == "!=") {
			fr.update(holds, c.text(lhs), func(v *val) *val {
				k := konst(rhs.c)
				k.rnd = v.rr()
				return k
			})
		}
	}
}

func (fr *frame) refineCall(cond *syntax.Node, thenSt, elseSt *state) {
	f := cond.Child("function")
	var argN []*syntax.Node
	if a := cond.Child("arguments"); a != nil {
		argN = a.NamedChildren()
	}
	switch {
	case f.Kind == "attribute" && f.Child("object").Kind == "call":
		if len(argN) == 1 {
			fr.refineNormalized(f, argN[0], thenSt)
		}
	case f.Kind == "attribute" && f.Child("object").Kind == "identifier" && fr.qual(f, fr.cur) == "":
		fr.refineMethod(f, argN, thenSt, elseSt)
	default:
		fr.refineNamed(cond, argN, thenSt)
	}
}

// refineNormalized: os.path.realpath(p).startswith(base),
// Path(p).resolve().is_relative_to(base) (prefix guard rows).
func (fr *frame) refineNormalized(f, arg *syntax.Node, thenSt *state) {
	if cs := fr.c.models.prefixGuard(fr.c.text(f.Child("attribute"))); cs != 0 {
		if name, ok := fr.normalizedArg(f.Child("object"), fr.cur); ok && fr.expr(arg, fr.cur).tt() == nil {
			fr.update(thenSt, name, func(v *val) *val { return sanitized(v, cs) })
		}
	}
}

// refineMethod: a check on a variable's value (s.isdigit(),
// s.startswith("/"), p.is_relative_to(base)).
func (fr *frame) refineMethod(f *syntax.Node, argN []*syntax.Node, thenSt, elseSt *state) {
	name := fr.c.text(f.Child("object"))
	switch m := fr.c.text(f.Child("attribute")); {
	case fr.c.models.receiverCheck(m):
		fr.update(thenSt, name, barred)
	case fr.c.models.affixes[m] != "" && len(argN) == 1:
		fr.refineAffix(name, fr.c.models.affixes[m] == shapePrefixCheck, fr.expr(argN[0], fr.cur), thenSt, elseSt)
	case fr.c.models.prefixGuard(m) != 0:
		// a normalized path under a base directory (prefix guard rows)
		if v, ok := fr.cur.env[name]; ok && v.normPath && len(argN) == 1 && fr.expr(argN[0], fr.cur).tt() == nil {
			cs := fr.c.models.prefixGuard(m)
			fr.update(thenSt, name, func(v *val) *val { return sanitized(v, cs) })
		}
	}
}

// refineAffix: s.startswith(prefix) or s.endswith(suffix).
func (fr *frame) refineAffix(name string, start bool, prefix *val, thenSt, elseSt *state) {
	s, isStr := prefix.c.(string)
	switch {
	case isStr && s == "/" && start:
		fr.update(elseSt, name, func(v *val) *val { return withFact(v, fNotAbs) })
	case isStr && (s == "'" || s == `"`):
		fact := fStartQuote
		if !start {
			fact = fEndQuote
		}
		fr.update(thenSt, name, func(v *val) *val { return withFact(v, fact) })
	default:
		// a normalized path under a base directory
		if v, ok := fr.cur.env[name]; ok && v.normPath && prefix.tt() == nil {
			fr.update(thenSt, name, func(v *val) *val { return sanitized(v, cPath) })
		}
	}
}

// refineNamed: a function that validates its argument
// (url_has_allowed_host_and_scheme(url), re.fullmatch(pattern, s)).
func (fr *frame) refineNamed(cond *syntax.Node, argN []*syntax.Node, thenSt *state) {
	q := fr.callName(cond, fr.cur)
	rows := fr.c.models.guards(q)
	if len(rows) == 0 && q != "" {
		rows, argN = fr.wrappedGuard(cond, q, argN)
	}
	for _, m := range rows {
		switch {
		case m.Kind == models.KindSanitizer:
			for _, name := range fr.guarded(m, argN) {
				fr.update(thenSt, name, func(v *val) *val { return sanitized(v, sanitizes(m)) })
			}
		case m.Guard == "check" && !m.Receiver:
			for _, name := range fr.guarded(m, argN) {
				fr.update(thenSt, name, barred)
			}
		case m.Guard == "pattern" && len(argN) >= 2:
			// an allow-list pattern matched in full
			pat, ok := fr.expr(argN[0], nowhere()).c.(string)
			if !ok || !restrictive(m.Shape, pat) {
				continue
			}
			cs := cAll
			if strings.Contains(pat, ".") && strings.Contains(pat, "/") {
				cs &^= cPath
			}
			for _, name := range fr.guarded(m, argN) {
				fr.update(thenSt, name, func(v *val) *val { return sanitized(v, cs) })
			}
		}
	}
}

// barred is a value a barrier's check passed (s.isdigit()): none of its
// text is free-form.
func barred(v *val) *val { return &val{rnd: v.rr(), constish: true} }

// guarded are the variables a guard row's check reads: its args (or
// keywords), every positional argument without them.
func (fr *frame) guarded(m *models.Model, argN []*syntax.Node) []string {
	var pos []*syntax.Node
	kw := map[string]*syntax.Node{}
	for _, k := range argN {
		if k.Kind == "keyword_argument" {
			kw[fr.c.text(k.Child("name"))] = k.Child("value")
		} else {
			pos = append(pos, k)
		}
	}
	var out []string
	add := func(n *syntax.Node) {
		if n != nil && n.Kind == "identifier" {
			out = append(out, fr.c.text(n))
		}
	}
	if m.Args == nil {
		for _, n := range pos {
			add(n)
		}
		return out
	}
	for _, i := range m.Args {
		var n *syntax.Node
		if i < len(pos) {
			n = pos[i]
		}
		for _, k := range m.Keywords {
			if v, ok := kw[k]; ok {
				n = v
			}
		}
		add(n)
	}
	return out
}

// restrictive says whether a regular expression, matched in full, admits
// only characters without meaning to an interpreter (an allow-list). shape
// is how the guard row's call matches it (patternShapes).
func restrictive(shape, pat string) bool {
	if shape != shapeFull {
		anchoredStart := strings.HasPrefix(pat, "^") || shape == shapeStart
		anchoredEnd := strings.HasSuffix(pat, "$") || strings.HasSuffix(pat, `\Z`)
		if !anchoredStart || !anchoredEnd {
			return false
		}
	}
	body := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(pat, "^"), "$"), `\Z`)
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			if i+1 < len(body) && strings.ContainsRune("SWDsb", rune(body[i+1])) {
				return false
			}
			i++
		case '.':
			// a dot outside a class admits anything
			if !insideClass(body, i) {
				return false
			}
		case '^':
			if i > 0 && body[i-1] == '[' {
				return false // a negated class admits almost anything
			}
		case '\'', '"', ';', '|', '&', '$', '`', '<', '>', '(', ')', '*', '=':
			if insideClass(body, i) {
				return false
			}
		}
	}
	return true
}

func insideClass(s string, i int) bool {
	open := strings.LastIndex(s[:i], "[")
	return open >= 0 && !strings.Contains(s[open:i], "]")
}

// normalizedArg: n normalizes a path (os.path.realpath(p), Path(p).resolve(),
// p.resolve()), or passes a normalized one through str or a keeps-normal
// row's call (os.fspath); it names the variable p.
func (fr *frame) normalizedArg(n *syntax.Node, st *state) (string, bool) {
	for n.Kind == "call" {
		f := n.Child("function")
		if f.Kind == "attribute" && fr.c.models.member("path", fr.c.text(f.Child("attribute"))) == "normalized_path" && fr.qual(f, st) == "" {
			o := f.Child("object")
			if o.Kind == "identifier" {
				return fr.c.text(o), true
			}
			n = o
			continue
		}
		q := fr.callName(n, st)
		a := n.Child("arguments")
		if a == nil || len(a.NamedChildren()) == 0 {
			return "", false
		}
		arg := a.NamedChildren()[0]
		if q == "str" || fr.c.models.keepsNormal[q] {
			if arg.Kind == "identifier" {
				v, ok := st.env[fr.c.text(arg)]
				return fr.c.text(arg), ok && v.normPath
			}
			n = arg
			continue
		}
		if typ := fr.c.models.returns(q); typ == "normalized_path" || typ == "path" {
			if arg.Kind == "identifier" {
				return fr.c.text(arg), typ == "normalized_path"
			}
			n = arg
			continue
		}
		return "", false
	}
	return "", false
}

// commonPathOf: n is os.path.commonpath([base, p]) (or commonprefix) of
// normalized paths; it names p's variable.
func (fr *frame) commonPathOf(n *syntax.Node, st *state) (string, bool) {
	if n.Kind != "call" {
		return "", false
	}
	q := fr.callName(n, st)
	if fr.c.models.returns(q) != "common_path" {
		return "", false
	}
	a := n.Child("arguments")
	if a == nil || len(a.NamedChildren()) != 1 {
		return "", false
	}
	lst := a.NamedChildren()[0]
	if lst.Kind != "list" && lst.Kind != "tuple" {
		return "", false
	}
	for _, e := range lst.NamedChildren() {
		v := fr.expr(e, st)
		if v.tt() == nil {
			continue
		}
		if e.Kind == "identifier" && v.normPath {
			return fr.c.text(e), true
		}
		if name, ok := fr.normalizedArg(e, st); ok {
			return name, true
		}
	}
	return "", false
}

// inContext is the taint of a value put into a string after the text
// before it: a value without ".." after a directory and a separator stays
// in that directory; a value without a quote after that quote stays in the
// literal.
// prefixClean says the text before is the application's: a directory
// (constant, or a value not from the client) and more than a bare "/".
func inContext(t *taint, before string, prefixClean bool) *taint {
	if t == nil || t.facts == 0 {
		return t
	}
	if t.facts&fNoDotDot != 0 && prefixClean && strings.HasSuffix(before, "/") {
		t = t.sanitize(cPath)
	}
	b := strings.TrimRight(before, " ")
	switch {
	case strings.HasSuffix(b, "'") && t.facts&fNoSQuote != 0, strings.HasSuffix(b, `"`) && t.facts&fNoDQuote != 0:
		t = t.sanitize(cXPath | cSQL)
	}
	return t
}
