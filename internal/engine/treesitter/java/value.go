package java

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// kinds says where tainted data came from.
type kinds uint8

const (
	fromRequest kinds = 1 << iota // the HTTP request
	fromRandom                    // a non-cryptographic random generator
)

// contexts are the sink kinds (a bit per models.SinkKinds entry) an
// encoder made a value safe for: 64 bits, as many kinds as TestKindBits
// allows.
type contexts uint64

// object is the model type of a value that is an object the models name
// (a request, a response writer, a JDBC statement), or objNone.
type object = string

const objNone object = ""

// step is one place on a tainted value's way, newest first.
type step struct {
	line  int
	what  string
	prev  *step
	depth int
	// file is the file of the line when it is not the one under review.
	file string
}

func (s *step) push(line int, what string) *step {
	if s != nil && s.line == line && s.what == what {
		return s
	}
	d := 0
	if s != nil {
		d = s.depth + 1
		if d > 16 {
			return s
		}
	}
	return &step{line: line, what: what, prev: s, depth: d}
}

// steps returns the flow oldest first.
func (s *step) steps() analysis.Flow {
	var f analysis.Flow
	for ; s != nil; s = s.prev {
		f = append(f, labelled(s.line, s.what, s.file))
	}
	for i, j := 0, len(f)-1; i < j; i, j = i+1, j-1 {
		f[i], f[j] = f[j], f[i]
	}
	return f
}

// val is the abstract value of an expression. Values are never changed
// once built: an update makes a new value.
type val struct {
	k      kinds
	params uint64 // the method's parameters this value derives from
	flow   *step
	// san: the contexts the tainted data has been encoded for.
	san contexts
	// opaque: of unknown origin (a parameter, a field, an unknown call).
	opaque bool
	// c is the constant value (string, int64 or bool), or nil.
	c   any
	obj object
	// elems (a list or array) or keys (a map) hold the elements while every
	// operation on the container used constant indices and keys.
	elems []*val
	keys  map[string]*val
	model bool
	// dflt: the constant is the default of a configuration lookup.
	dflt bool
	// inst: the object is an instance of a class of the project whose
	// construction the analysis saw.
	inst *instance
	// norm: a path (or its text) with no "." or ".." element left, as
	// Path.normalize() and File.getCanonicalPath() return it: one that
	// starts with a base directory is inside it.
	norm bool
	// breaks: the line breaks replace calls removed from the text.
	breaks lineBreaks
	// mem: an in-memory byte buffer the method made itself (new
	// ByteArrayOutputStream()), the bytes it holds, or a stream reading
	// them back (new ByteArrayInputStream(buf.toByteArray())).
	mem bool
	// built is the concatenation or format call that built this text
	// from parts the analysis cannot see, kept while the text is passed on
	// unchanged.
	built *syntax.Node
	// lit is the constant text known to be part of text built in steps
	// (a builder's initial text and what was appended to it): a statement's
	// verb may be in a step before the one that added the parameter.
	lit string
}

var clean = &val{}

func (v *val) tainted() bool { return v != nil && (v.k != 0 || v.params != 0) }

func constant(c any) *val { return &val{c: c} }

// taintOf is v's taint without its constant, object or elements.
func taintOf(v *val) *val {
	if v == nil {
		return clean
	}
	return &val{k: v.k, params: v.params, flow: v.flow, opaque: v.opaque, san: v.san}
}

// sanAfter is the encoding left when tainted values a and b combine: only
// what both were encoded for.
func sanAfter(a, b *val) contexts {
	// A field of the receiver (this.root, a base directory or a client the
	// class was built with) stands for whatever the object holds, not for
	// data: root.resolve(Paths.get(name).getFileName()) is as safe as the
	// file name it was given.
	switch fa, fb := onlyFields(a), onlyFields(b); {
	case fa && !fb && b.tainted():
		return b.san
	case fb && !fa && a.tainted():
		return a.san
	}
	switch {
	case a.tainted() && b.tainted():
		return a.san & b.san
	case a.tainted():
		return a.san
	}
	return b.san
}

// onlyFields reports a value whose only taint is the symbolic value of
// the receiver's fields.
func onlyFields(v *val) bool {
	return v.k == 0 && v.params != 0 && v.params&(1<<fieldBase-1) == 0
}

// union adds b's taint to a (a new value, without constant or elements).
func union(a, b *val) *val {
	if b == nil || (!b.tainted() && !b.opaque) {
		if a == nil {
			return clean
		}
		return a
	}
	if a == nil {
		return taintOf(b)
	}
	r := &val{k: a.k | b.k, params: a.params | b.params, flow: a.flow, opaque: a.opaque || b.opaque, san: sanAfter(a, b)}
	if !a.tainted() {
		r.flow = b.flow
	}
	return r
}

// join merges the values a variable may hold after two paths.
func join(a, b *val) *val {
	if a == b {
		return a
	}
	if a == nil {
		a = clean
	}
	if b == nil {
		b = clean
	}
	r := &val{k: a.k | b.k, params: a.params | b.params, flow: a.flow, opaque: a.opaque || b.opaque, san: sanAfter(a, b)}
	if !a.tainted() {
		r.flow = b.flow
	}
	if a.c != nil && a.c == b.c {
		r.c, r.dflt = a.c, a.dflt || b.dflt
	}
	r.built, r.lit = a.built, a.lit
	if r.built == nil {
		r.built, r.lit = b.built, b.lit
	}
	if a.obj == b.obj {
		r.obj = a.obj
	}
	r.norm, r.mem, r.breaks = a.norm && b.norm, a.mem && b.mem, a.breaks&b.breaks
	if a.inst != nil && b.inst != nil && a.inst.cls == b.inst.cls {
		r.inst = a.inst
		if a.inst != b.inst {
			r.inst = &instance{cls: a.inst.cls, fields: make([]*val, len(a.inst.fields))}
			for i := range a.inst.fields {
				r.inst.fields[i] = join(a.inst.fields[i], b.inst.fields[i])
			}
		}
	}
	if a.model && b.model && len(a.elems) == len(b.elems) && (a.keys == nil) == (b.keys == nil) {
		r.model = true
		if len(a.elems) > 0 {
			r.elems = make([]*val, len(a.elems))
			for i := range a.elems {
				r.elems[i] = join(a.elems[i], b.elems[i])
			}
		}
		if a.keys != nil {
			r.keys = make(map[string]*val, len(a.keys))
			for k, x := range a.keys {
				r.keys[k] = join(x, b.keys[k])
			}
			for k, x := range b.keys {
				if _, ok := a.keys[k]; !ok {
					r.keys[k] = x
				}
			}
		}
	}
	return r
}

// withStep returns v with one more step on its flow, when it is tainted.
func withStep(v *val, line int, what string) *val {
	if v == nil || !v.tainted() {
		return v
	}
	n := *v
	n.flow = v.flow.push(line, what)
	return &n
}

// cleaned returns v without request taint: what a sanitizer or a numeric
// conversion leaves. Random-number taint survives (an encoded random
// number is still predictable).
func cleaned(v *val) *val {
	if v == nil {
		return clean
	}
	if v.k&fromRandom != 0 {
		return &val{k: fromRandom, flow: v.flow}
	}
	return clean
}

// encoded returns v marked safe for the contexts ctx.
func encoded(v *val, ctx contexts) *val {
	r := taintOf(v)
	r.san |= ctx
	r.opaque = false
	return r
}

func (v *val) str() (string, bool) {
	if v == nil {
		return "", false
	}
	s, ok := v.c.(string)
	return s, ok
}

func (v *val) num() (int64, bool) {
	if v == nil {
		return 0, false
	}
	n, ok := v.c.(int64)
	return n, ok
}
