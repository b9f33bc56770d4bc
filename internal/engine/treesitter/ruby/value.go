package ruby

import (
	"maps"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// sink is a class of sink; a value's safe set says which it is escaped for.
type sink uint16

const (
	sSQL sink = 1 << iota
	sCmd
	sCode
	sXSS
	sPath
	sRedirect
	sURL
	sDeser
	sAll sink = 1<<iota - 1
	// sMass is mass assignment: no escaper makes unfiltered parameters
	// safe for it.
	sMass sink = sAll + 1
)

// val is what an expression may hold: the path of request data into it
// (nil when there is none), the sinks it is escaped for, whether it is
// unfiltered parameters (mass assignment), whether it is a hash, and the
// elements read back by constant keys.
type val struct {
	flow analysis.Flow
	safe sink
	raw  bool
	hash bool
	k    string // the constant it holds (see constKey), "" when unknown
	// open: the value may hold text from outside what the analysis sees
	// (a method's parameter, a database record, an unknown call); the
	// pattern rules (sql-string-building, backtick-interpolation, eval)
	// report open values that are not request data.
	open bool
	// built: the value is a string built by interpolation or
	// concatenation from an open value (q = "... #{name}"), so a sink
	// that receives the variable gets built text as surely as one that
	// receives the literal.
	built bool
	elems map[string]val
	// byKey: the value's taint came in by element writes under constant
	// keys (session[:u] = x), all of them in elems, so an element read by
	// another constant key does not hold it.
	byKey bool
	// typ is the model type of the object it is (a summary's returns:
	// ActionController::Parameters, URI::Generic), "" when unknown.
	typ string
}

func (v val) tainted() bool { return v.flow != nil }

// taintedFor reports whether v reaches sink class s unescaped.
func (v val) taintedFor(s sink) bool { return v.flow != nil && v.safe&s == 0 }

// with appends a step to v's path.
func (v val) with(line int, what string) val {
	if v.flow == nil {
		return v
	}
	f := make(analysis.Flow, len(v.flow), len(v.flow)+1)
	copy(f, v.flow)
	if last := f[len(f)-1]; last.Line != line || last.What != what {
		f = append(f, analysis.Step{Line: line, What: what})
	}
	v.flow = f
	return v
}

// join is the union of two values: the first tainted path wins, and the
// result is safe only for sinks both are safe for.
func join(a, b val) val {
	out := a
	switch {
	case a.tainted() && b.tainted():
		out.safe = a.safe & b.safe
		out.raw = a.raw || b.raw
	case b.tainted():
		out = b
	case !a.tainted():
		out.safe = a.effSafe() & b.effSafe()
	}
	out.open = a.open || b.open
	out.built = a.built || b.built
	out.k, out.hash, out.elems, out.typ, out.byKey = "", false, nil, "", false
	return out
}

// effSafe is the sinks an untainted value is safe for: all when it holds
// only constants.
func (v val) effSafe() sink {
	if !v.open {
		return sAll
	}
	return v.safe
}

type env map[string]val

func (e env) clone() env { return maps.Clone(e) }

// merge joins the variables of two branches into e.
func (e env) merge(a, b env) {
	for k := range e {
		delete(e, k)
	}
	for k, v := range a {
		e[k] = v
	}
	for k, v := range b {
		if old, ok := e[k]; ok {
			if old.tainted() || !v.tainted() {
				if old.tainted() && v.tainted() {
					old.safe &= v.safe
					e[k] = old
				}
				continue
			}
		}
		e[k] = v
	}
}
