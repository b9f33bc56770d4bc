package python

import (
	"fmt"
	"maps"
	"strconv"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// class is a kind of sink a value can be sanitized for.
type class uint32

const (
	cSQL class = 1 << iota
	cCmd
	cCode
	cPath
	cLDAP
	cXPath
	cXSS
	cRedirect
	cSSRF
	cDeser
	cXXE
	cTrust
	cHeader
	cLog
	cTemplate

	cAll = cTemplate<<1 - 1
)

// taint is what makes a value dangerous: a path from a real source
// (request data), or the parameters of the function being summarized that
// flow into it, minus the sink classes it was sanitized for.
type taint struct {
	flow   analysis.Flow
	sev    finding.Severity
	params uint64
	safe   class
	// flowSafe: the classes the path from the source is sanitized for
	// (at least safe). A value that may be a parameter or request data
	// sanitized on its way ("x = param or reverse(...) + '?' + q") is
	// reported for the request data as sanitized, and summarized for the
	// parameter as not.
	flowSafe class
	facts    uint8 // what guards proved (fStartQuote...)
}

func (t *taint) real() bool { return t != nil && t.flow != nil }

// union joins two taints: the value may be either (or made of both), so it
// is safe only for the classes both were sanitized for.
func union(a, b *taint) *taint {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case a == b:
		return a
	}
	u := &taint{flow: a.flow, sev: max(a.sev, b.sev), params: a.params | b.params, safe: a.safe & b.safe, facts: a.facts & b.facts}
	switch {
	case a.flow != nil && b.flow != nil:
		u.flowSafe = a.flowSafe & b.flowSafe
	case a.flow != nil:
		u.flowSafe = a.flowSafe
	case b.flow != nil:
		u.flowSafe = b.flowSafe
	}
	u.flowSafe |= u.safe
	if u.flow == nil || (b.flow != nil && b.sev > a.sev) {
		u.flow = b.flow
	}
	return u
}

// step extends a taint's path with one more place, keeping paths short.
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

// sanitize returns t made safe for the classes in cs.
func (t *taint) sanitize(cs class) *taint {
	if t == nil {
		return nil
	}
	c := *t
	c.safe |= cs
	c.flowSafe |= cs
	if c.safe&cAll == cAll {
		return nil
	}
	return &c
}

// hits says whether t reaches a sink of class cs unsanitized.
func (t *taint) hits(cs class) bool { return t != nil && t.safe&cs == 0 }

// reaches says whether t's request data reach a sink of class cs
// unsanitized.
func (t *taint) reaches(cs class) bool { return t != nil && t.flow != nil && t.flowSafe&cs == 0 }

// noneT is Python's None as a constant.
type noneT struct{}

// val is the abstract value of an expression: its taint, insecure
// randomness, a known constant, and the exact elements of a container when
// they are known.
type val struct {
	t    *taint // taint of the value itself (for containers: of elements written at unknown places)
	rnd  *taint // a value from a non-cryptographic random generator
	c    any    // string, int64, float64, bool or noneT when known
	hasC bool

	seq   bool   // items are exactly the elements of a list or tuple
	items []*val //
	dict  bool   // keys are exactly the elements of a mapping (or config object)
	keys  map[string]*val

	// kind tags objects the rules care about: request, session, xml, path,
	// saxparser, xxeparser, sysrand, weakrand, logger, response, http, ldap.
	kind string
	// lit is the constant text of a string built by formatting with
	// non-constant parts ("" when the value is not such a string).
	lit string
	// constish: one of several constants (branches assigned different ones)
	constish bool
	// alts are the constants the value may be, when it is one of a few.
	alts []any
	// urlOf names the variable whose text this parsed URL is (urlparse(u)).
	urlOf string
	// normPath: the result of realpath/abspath/normpath (no ".." left).
	normPath bool
	// hostURL: a URL or path whose host the application fixed
	// (reverse(...), url_for(...)).
	hostURL bool
	// obj is an instance of another module's class (kind "inst:...").
	obj *instance
}

var clean = &val{}

func konst(c any) *val { return &val{c: c, hasC: true} }

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
	for _, it := range v.items {
		t = union(t, it.tt())
	}
	for _, it := range v.keys {
		t = union(t, it.tt())
	}
	return t
}

// rr is the insecure randomness of the whole value.
func (v *val) rr() *taint {
	if v == nil {
		return nil
	}
	r := v.rnd
	for _, it := range v.items {
		r = union(r, it.rr())
	}
	for _, it := range v.keys {
		r = union(r, it.rr())
	}
	return r
}

// flat is v seen as an opaque value: its taint without structure.
func (v *val) flat() *val {
	return &val{t: v.tt(), rnd: v.rr()}
}

// element is what reading an unknown element of v gives.
func (v *val) element() *val {
	if v.seq && len(v.items) == 1 && v.t == nil {
		return v.items[0]
	}
	return &val{t: v.tt(), rnd: v.rr()}
}

func (v *val) clone() *val {
	c := *v
	c.items = append([]*val(nil), v.items...)
	if v.keys != nil {
		c.keys = maps.Clone(v.keys)
	}
	return &c
}

// join is the value after control flow merges: it may be a or b.
func join(a, b *val) *val {
	if a == b {
		return a
	}
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	j := &val{t: union(a.t, b.t), rnd: union(a.rnd, b.rnd)}
	if a.hasC && b.hasC && a.c == b.c {
		j.c, j.hasC = a.c, true
	} else if (a.hasC || a.constish) && (b.hasC || b.constish) {
		j.constish = true
		if as, bs := a.choices(), b.choices(); as != nil && bs != nil && len(as)+len(bs) <= 8 {
			j.alts = append(append([]any{}, as...), bs...)
		}
	}
	if a.kind == b.kind {
		j.kind = a.kind
	} else if a.kind == "" || b.kind == "" {
		j.kind = a.kind + b.kind
	}
	j.hostURL = a.hostURL && b.hostURL
	if a.obj == b.obj {
		j.obj = a.obj
	}
	j.lit = a.lit
	if j.lit == "" {
		j.lit = b.lit
	}
	switch {
	case a.seq && b.seq && len(a.items) == len(b.items):
		j.seq = true
		for i := range a.items {
			j.items = append(j.items, join(a.items[i], b.items[i]))
		}
	case a.dict && b.dict:
		j.dict = true
		j.keys = map[string]*val{}
		for k, v := range a.keys {
			j.keys[k] = join(v, b.keys[k])
		}
		for k, v := range b.keys {
			if _, ok := a.keys[k]; !ok {
				j.keys[k] = v
			}
		}
	default:
		j.t = union(j.t, union(a.tt(), b.tt()))
		j.rnd = union(j.rnd, union(a.rr(), b.rr()))
	}
	return j
}

// choices are the constants v may be (nil when unknown).
func (v *val) choices() []any {
	switch {
	case v.hasC:
		return []any{v.c}
	case v.constish && v.t == nil:
		return v.alts
	}
	return nil
}

// key is a constant usable as a container key.
func (v *val) key() (string, bool) {
	if v == nil || !v.hasC {
		return "", false
	}
	return fmt.Sprintf("%T:%v", v.c, v.c), true
}

// truth is the truthiness of a constant.
func truth(v *val) (bool, bool) {
	if v == nil {
		return false, false
	}
	if !v.hasC {
		if v.seq && v.t == nil {
			return len(v.items) > 0, true
		}
		return false, false
	}
	switch c := v.c.(type) {
	case string:
		return c != "", true
	case int64:
		return c != 0, true
	case float64:
		return c != 0, true
	case bool:
		return c, true
	case noneT:
		return false, true
	}
	return false, false
}

func str(v *val) (string, bool) {
	if v == nil || !v.hasC {
		return "", false
	}
	switch c := v.c.(type) {
	case string:
		return c, true
	case int64:
		return strconv.FormatInt(c, 10), true
	case float64:
		return strconv.FormatFloat(c, 'g', -1, 64), true
	case bool:
		if c {
			return "True", true
		}
		return "False", true
	case noneT:
		return "None", true
	}
	return "", false
}

func num(v *val) (float64, bool, bool) {
	if v == nil || !v.hasC {
		return 0, false, false
	}
	switch c := v.c.(type) {
	case int64:
		return float64(c), true, true
	case bool:
		if c {
			return 1, true, true
		}
		return 0, true, true
	case float64:
		return c, false, true
	}
	return 0, false, false
}
