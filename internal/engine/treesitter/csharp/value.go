package csharp

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// ctx is a set of sink contexts a value has been made safe for.
type ctx uint32

const (
	cSQL ctx = 1 << iota
	cCmd
	cPath
	cXSS
	cRedirect
	cLDAP
	cXPath
	cSSRF
	cHeader
	cCode
	cAll ctx = 1<<iota - 1
)

var ruleCtx = map[*analysis.Rule]ctx{
	ruleSQL: cSQL, ruleCommand: cCmd, rulePath: cPath, ruleXSS: cXSS, ruleRedirect: cRedirect,
	ruleLDAP: cLDAP, ruleXPath: cXPath, ruleSSRF: cSSRF, ruleHeader: cHeader, ruleCode: cCode,
}

// val is the abstract value of an expression.
type val struct {
	// taint: the value carries request data; params: the method's
	// parameters that reach it (by position).
	taint  bool
	params uint64
	// flow is the path from the source (or parameter) to here.
	flow analysis.Flow
	// san: the contexts the tainted part is safe for.
	san ctx
	// c is the constant value (string, int64, bool) when known.
	c any
	// elems are a collection's elements by constant key; rest is what was
	// stored under a key that was not constant.
	elems map[string]*val
	n     int
	// prefix is the constant text a concatenation starts with.
	prefix string
	// lit is the constant text of a string built by concatenation,
	// interpolation or string.Format from parts the analysis cannot see,
	// kept while the text is passed on unchanged.
	lit string
	// under: a path (or any text) that appends the method's parameters to
	// a base the method did not get from its caller (a field, a constant,
	// Path.Combine's first argument): the caller's part may climb out of
	// it with .. or, rooted, replace it.
	under bool
	// field: the parameters reach this value only through this property
	// of theirs (options.Image): a caller whose argument sets the
	// property in its initializer passes that property's value alone.
	field string
	// object: elems are an object's properties set by its initializer
	// (new T { Name = x }), by name.
	object bool
}

func (v *val) live() bool { return v != nil && (v.taint || v.params != 0) }

func constant(c any) *val { return &val{c: c} }

func (v *val) str() (string, bool) {
	if v == nil {
		return "", false
	}
	s, ok := v.c.(string)
	return s, ok
}

// union is a value built from both a and b (no constant).
func union(a, b *val) *val {
	r := &val{}
	for _, x := range []*val{a, b} {
		if !x.live() {
			continue
		}
		if !r.live() {
			r.san = x.san
			r.flow = x.flow
			r.field = x.field
		} else {
			r.san &= x.san
			if r.field != x.field {
				r.field = ""
			}
		}
		r.taint = r.taint || x.taint
		r.params |= x.params
	}
	return r
}

// join is the value after two paths meet: the constant is kept when both
// paths agree on it.
func join(a, b *val) *val {
	if a == nil {
		a = &val{}
	}
	if b == nil {
		b = &val{}
	}
	r := union(a, b)
	if a.c != nil && a.c == b.c {
		r.c = a.c
	}
	if a.elems != nil || b.elems != nil {
		r.elems = map[string]*val{}
		for k, x := range a.elems {
			r.elems[k] = join(x, b.elems[k])
		}
		for k, x := range b.elems {
			if _, ok := a.elems[k]; !ok {
				r.elems[k] = join(nil, x)
			}
		}
		r.n = max(a.n, b.n)
		r.object = (a.object || b.object) && (a.object || a.empty()) && (b.object || b.empty())
	}
	return r
}

// whole is the union of a value and all its elements.
func whole(v *val) *val {
	if v == nil {
		return &val{}
	}
	r := union(v, nil)
	for _, e := range v.elems {
		r = union(r, whole(e))
	}
	return r
}

func withStep(v *val, line int, what string) *val {
	if !v.live() {
		return v
	}
	r := *v
	r.flow = append(append(analysis.Flow{}, v.flow...), analysis.Step{Line: line, What: what})
	return &r
}

func sanitized(v *val, c ctx) *val {
	if !v.live() {
		return v
	}
	r := *v
	r.san |= c
	return &r
}

// concat is a + b for strings.
func concat(a, b *val) *val {
	if as, ok := a.str(); ok {
		if bs, ok := b.str(); ok {
			return constant(as + bs)
		}
	}
	if a != nil && b != nil && a.c != nil && b.c != nil && !a.live() && !b.live() {
		return constant(fmtConst(a.c) + fmtConst(b.c))
	}
	r := union(whole(a), whole(b))
	if as, ok := a.str(); ok {
		r.prefix = as
	} else if a != nil {
		r.prefix = a.prefix
	}
	if r.live() {
		r.lit = litOf(a) + litOf(b)
		r.under = a != nil && (a.under || !a.live() && b.live() && (a.c == nil || litOf(a) != ""))
	}
	return r
}

// litOf is the constant text of a part of a concatenation.
func litOf(v *val) string {
	if s, ok := v.str(); ok {
		return s
	}
	if v == nil {
		return ""
	}
	return v.lit
}

// own is v's request data without the parameters it holds: what a
// callee's value carries at its caller before the arguments are added.
func (v *val) own() *val {
	w := whole(v)
	if !w.taint {
		return &val{c: v.c}
	}
	r := *w
	r.params, r.field = 0, ""
	return &r
}

// empty reports whether v holds nothing: no data, constant or element
// (a method's return value before its first return).
func (v *val) empty() bool { return !v.live() && v.c == nil && v.elems == nil }

// objectVal reports whether v is an object whose properties are kept
// apart.
func (v *val) objectVal() bool { return v != nil && v.object }

// withProperty is object v after obj.name = p: the property is p from
// here on, and the object as a whole carries p's data too.
func withProperty(v *val, name string, p *val) *val {
	r := union(v, whole(p))
	r.elems = make(map[string]*val, len(v.elems)+1)
	for k, e := range v.elems {
		r.elems[k] = e
	}
	r.elems[name] = p
	r.object, r.n = true, v.n
	return r
}

// withNested is object v after obj.inner.X = p: inner holds p's data
// too, and so does the object as a whole.
func withNested(v *val, inner string, p *val) *val {
	if !p.live() {
		return v
	}
	r := union(v, whole(p))
	r.elems = make(map[string]*val, len(v.elems))
	for k, e := range v.elems {
		r.elems[k] = e
	}
	if e, ok := v.elems[inner]; ok {
		r.elems[inner] = union(whole(e), whole(p))
	}
	r.object, r.n = true, v.n
	return r
}

// fieldOf is what of argument a reaches a callee that reads only its
// property name ("" for all of it): the value its initializer gave that
// property, else all of a, still reached through that property.
func fieldOf(a *val, name string) *val {
	if a == nil {
		return &val{}
	}
	if name == "" {
		return whole(a)
	}
	if e, ok := a.elems[name]; ok && a.object {
		return whole(e)
	}
	r := whole(a)
	if r.field == "" {
		r.field = name
	}
	return r
}
