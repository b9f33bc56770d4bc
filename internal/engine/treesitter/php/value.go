package php

import (
	"strconv"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// class is a kind of sink a value can be sanitized for.
type class uint32

const (
	cSQL class = 1 << iota
	cCmd
	cCode
	cInc
	cPath
	cXSS
	cRedirect
	cHeader
	cDeser
	cSSRF
	cXXE
	cLDAP
	cXPath

	cAll = cXPath<<1 - 1
)

// taint is what makes a value dangerous: a path from request data (flow),
// or parameters of the function being summarized (params), minus the sink
// classes it was sanitized for.
type taint struct {
	flow   analysis.Flow
	params uint64
	safe   class
	// escSQL: escaped for a quoted SQL literal (mysqli_real_escape_string,
	// addslashes, esc_sql): safe only when the text before it ends in a
	// quote.
	escSQL bool
	// foreign: the flow starts in another file, whose own analysis
	// reports it where it reaches a sink there.
	foreign bool
}

func union(a, b *taint) *taint {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a == b:
		return a
	}
	u := &taint{flow: a.flow, foreign: a.foreign, params: a.params | b.params, safe: a.safe & b.safe, escSQL: a.escSQL && b.escSQL}
	if u.flow == nil || (u.foreign && b.flow != nil && !b.foreign) {
		u.flow, u.foreign = b.flow, b.foreign
	}
	return u
}

func (t *taint) step(line int, what string) *taint {
	if t == nil || t.flow == nil {
		return t
	}
	c := *t
	if len(t.flow) >= 6 {
		c.flow = append(append(analysis.Flow{}, t.flow[:2]...), t.flow[len(t.flow)-3:]...)
	} else {
		c.flow = append(analysis.Flow{}, t.flow...)
	}
	c.flow = append(c.flow, analysis.Step{Line: line, What: what})
	return &c
}

func (t *taint) sanitize(cs class) *taint {
	if t == nil {
		return nil
	}
	c := *t
	c.safe |= cs
	if c.safe&cAll == cAll {
		return nil
	}
	return &c
}

// val is the abstract value of an expression.
type val struct {
	t    *taint
	c    string // constant text (numbers as their text) when hasC
	hasC bool
	num  bool // a number (constant or not)
	// keys: the elements of an array by constant key, when known.
	keys map[string]*val
	// elem: what was stored at keys the analysis could not read
	// ($a[$k] = x), so that the other elements keep their own taint.
	elem *val
	arr  bool
	// kind tags what the models do not: closure, inst:Class (an object of
	// a class of the project), const (a named constant).
	kind string
	// lit is the constant prefix of a string built by concatenation.
	lit string
	// lead is the text before the first request data, when a value the
	// application chose ($lang = currentLang()) comes first: appMark
	// stands for that value ("https://" . $lang . ".wikipedia.org/?").
	lead string
	// obj is the model type of an object (models.go).
	obj string
	// built is the text of a string built by concatenation, interpolation
	// or .= from a function's parameter, with NUL where a value the function
	// was given goes: SQL built so is wrong whatever the caller passes.
	built string
}

var clean = &val{}

func konst(s string) *val { return &val{c: s, hasC: true, lit: s} }

func tainted(t *taint) *val {
	if t == nil {
		return clean
	}
	return &val{t: t}
}

// tt is the taint of the whole value, elements included.
func (v *val) tt() *taint {
	if v == nil {
		return nil
	}
	t := v.t
	for _, it := range v.keys {
		t = union(t, it.tt())
	}
	if v.elem != nil {
		t = union(t, v.elem.tt())
	}
	return t
}

func (v *val) flat() *val { return tainted(v.tt()) }

func (v *val) get(k string) *val {
	var e *val
	switch x, ok := v.keys[k]; {
	case ok:
		e = x
	case v.t == nil && (v.keys != nil || v.elem != nil):
		e = clean
	default:
		e = tainted(v.t)
	}
	if v.elem != nil {
		// An element stored at an unknown key may be this one.
		e = joinVals(e, v.elem)
	}
	return e
}

// element is an element read at an unknown key: any of the known ones or
// of those stored at unknown keys, each with its own shape (a list of
// records whose one field holds request data has the other fields clean).
func (v *val) element() *val {
	if v.elem == nil && len(v.keys) == 0 {
		return v.flat()
	}
	var out *val
	for _, x := range v.keys {
		out = joinVals(out, x)
	}
	out = joinVals(out, v.elem)
	if v.t != nil {
		out = withTaint(out, union(out.t, v.t))
	}
	return out
}

func joinVals(a, b *val) *val {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a == b:
		return a
	}
	u := &val{t: union(a.t, b.t), num: a.num && b.num}
	switch {
	case a.obj == b.obj:
		u.obj = a.obj
	case isNull(a):
		// $f = null; ... $f = $_FILES['x']: null['tmp_name'] is null, so
		// the other branch's type decides what an element is.
		u.obj = b.obj
	case isNull(b):
		u.obj = a.obj
	}
	if a.hasC && b.hasC && a.c == b.c {
		u.c, u.hasC = a.c, true
	}
	if a.kind == b.kind {
		u.kind = a.kind
	}
	u.lit = commonPrefix(a.lit, b.lit)
	u.lead = commonPrefix(a.lead, b.lead)
	u.built = a.built
	if u.built == "" {
		u.built = b.built
	}
	if a.keys != nil && b.keys != nil {
		u.keys = map[string]*val{}
		for k, x := range a.keys {
			if y, ok := b.keys[k]; ok {
				u.keys[k] = joinVals(x, y)
			} else {
				u.t = union(u.t, x.tt())
			}
		}
		for k, y := range b.keys {
			if _, ok := a.keys[k]; !ok {
				u.t = union(u.t, y.tt())
			}
		}
		u.arr = true
		u.elem = joinVals(a.elem, b.elem)
	} else if a.keys != nil || b.keys != nil || a.elem != nil || b.elem != nil {
		u.t = union(a.tt(), b.tt())
	}
	return u
}

// isNull reports whether v is the constant null or false.
func isNull(v *val) bool {
	return v.t == nil && v.hasC && (v.c == vNull.c || v.c == vFalse.c)
}

func commonPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return a[:n]
}

// concat joins string parts: constants fold, taint unions, and an
// SQL-escaped part after a quote becomes safe for SQL.
func concat(parts []*val) *val {
	out := &val{hasC: true}
	text := ""
	litDone, given := false, false
	lead, leadDone, app := "", false, false
	for _, p := range parts {
		pt := p.tt()
		if pt != nil && pt.escSQL && endsInQuote(text) {
			pt = pt.sanitize(cSQL)
		}
		lead, leadDone, app = leadOf(lead, leadDone, app, p, pt)
		out.t = union(out.t, pt)
		if p.hasC && out.hasC {
			out.c += phpStr(p.c)
		} else {
			out.hasC = false
		}
		if !litDone {
			if p.hasC {
				out.lit += phpStr(p.c)
			} else {
				out.lit += p.lit
				litDone = true
			}
		}
		switch {
		case p.hasC:
			text += phpStr(p.c)
		case p.built != "":
			text += p.built
			given = true
		default:
			text += "\x00"
			given = given || pt != nil && pt.params != 0 && pt.safe&cSQL == 0 && !p.num
		}
	}
	if !out.hasC {
		out.c = ""
	}
	if given {
		out.built = text
	}
	if app {
		out.lead = lead
	}
	return out
}

// appMark stands, in a string's lead, for a value the application chose.
const appMark = "\x01"

// leadOf adds part p (of taint pt) to the text before a built string's
// first request data: its constant, appMark for a value no request data
// reached (app says one did), and nothing after request data (done).
func leadOf(lead string, done, app bool, p *val, pt *taint) (string, bool, bool) {
	switch {
	case done:
	case p.hasC:
		lead += phpStr(p.c)
	case pt != nil:
		if p.lead != "" {
			lead += p.lead
		} else {
			lead += p.lit
		}
		done = true
	case p.lead != "":
		lead += p.lead // a string the application built, "https://" . $lang
		app = true
	default:
		lead += p.lit + appMark
		app = true
	}
	return lead, done, app
}

func endsInQuote(s string) bool {
	return len(s) > 0 && (s[len(s)-1] == '\'' || s[len(s)-1] == '"')
}

func numVal(v *val) (float64, bool) {
	if !v.hasC {
		return 0, false
	}
	f, err := strconv.ParseFloat(v.c, 64)
	return f, err == nil
}

// truthy folds a constant to its PHP truth value.
func truthy(v *val) (bool, bool) {
	if !v.hasC {
		return false, false
	}
	switch v.c {
	case "", "0", "\x00false", "\x00null":
		return false, true
	}
	if f, ok := numVal(v); ok {
		return f != 0, true
	}
	return true, true
}

var (
	vTrue  = &val{c: "1", hasC: true}
	vFalse = &val{c: "\x00false", hasC: true}
	vNull  = &val{c: "\x00null", hasC: true}
)

func boolVal(b bool) *val {
	if b {
		return vTrue
	}
	return vFalse
}

// phpStr is a constant's string form: false and null are "".
func phpStr(c string) string {
	if len(c) > 0 && c[0] == 0 {
		return ""
	}
	return c
}
