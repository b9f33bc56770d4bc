package yamlrules

import (
	"slices"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Local flows. A source names the expressions that bring untrusted data
// (`$_GET[...]`, `params[:id]`), the expressions that clean it, and how the
// language assigns a variable. A capture is tainted by the source when it
// contains a source expression, or a use of a variable that an earlier
// assignment in the same scope (function, method, or the file) made
// tainted, through any number of variables. An assignment of clean data
// makes a variable clean again; `x .= y` and `x += y` only add. This is
// deliberately simple: no calls are followed, branches are taken in source
// order, and a variable's name is its identity within its scope.

// state is one pass's matching state.
type state struct {
	m       matcher
	assigns map[*source][]assignment
	// names is, per declared/not-declared query, the identifiers the
	// file declares with it.
	names map[*query]map[string]bool
}

// assignment is one assignment in the file, in source order.
type assignment struct {
	node, variable, value *syntax.Node
	scope                 *syntax.Node
	// replaces is false for `x .= y`, `x += y`: the old value stays.
	replaces bool
	// param is a parameter that carries the source from the scope's start;
	// clean, one whose declaration proves it clean (an int parameter).
	param, clean bool
}

func (s *source) scopeOf(n *syntax.Node) *syntax.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if s.scope[p.Kind] {
			return p
		}
		if p.Parent == nil {
			return p
		}
	}
	return n
}

// assignments returns the file's assignments for a source's language.
func (st *state) assignments(src *source) []assignment {
	if as, ok := st.assigns[src]; ok {
		return as
	}
	var as []assignment
	if len(src.assign)+len(src.parameters) > 0 {
		st.m.tree.Root.Walk(func(n *syntax.Node) bool {
			for i, qs := range [][]*query{src.parameters, src.clean} {
				for _, q := range qs {
					if !q.quick(n, st.m.constUses()) {
						continue
					}
					// Every match counts: one query can bind each parameter
					// of each method of a class.
					st.m.matchQuery(q, n, nil, func(b *binding) bool {
						if v := b.first("var"); v != nil {
							as = append(as, assignment{node: v, variable: v, scope: src.scopeOf(v), param: i == 0, clean: i == 1})
						}
						return false
					})
				}
			}
			for _, q := range src.assign {
				if !q.quick(n, st.m.constUses()) {
					continue
				}
				st.m.matchQuery(q, n, nil, func(b *binding) bool {
					v, val := b.first("var"), b.first("value")
					if v == nil || val == nil {
						return false
					}
					// A binding that names its variable after the value
					// (Python's with open(p) as f) sets it afresh.
					replaces := true
					if v.End <= val.Start {
						replaces = trimSpace(string(st.m.tree.Src[v.End:val.Start])) == "="
					}
					as = append(as, assignment{node: n, variable: v, value: val, scope: src.scopeOf(n), replaces: replaces})
					return true
				})
			}
			return true
		})
		slices.SortStableFunc(as, func(a, b assignment) int { return int(a.node.Start) - int(b.node.Start) })
	}
	st.assigns[src] = as
	return as
}

func trimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '\n' || s[j-1] == '\r') {
		j--
	}
	return s[i:j]
}

// tainted reports whether n carries data from src, and the path it took.
func (st *state) tainted(src *source, extra []*query, n *syntax.Node) (analysis.Flow, bool) {
	vars := map[string]analysis.Flow{}
	scope := src.scopeOf(n)
	for _, a := range st.assignments(src) {
		if a.node.Start >= n.Start {
			break
		}
		if a.scope != scope || a.node.End > n.Start {
			continue
		}
		name := st.m.tree.Text(a.variable)
		if a.clean {
			delete(vars, name)
			continue
		}
		if a.param {
			vars[name] = analysis.Flow{{Line: a.variable.Line, What: st.m.tree.Text(a.variable.Parent)}}
			continue
		}
		if f, ok := st.taintIn(src, extra, a.value, vars); ok {
			step := analysis.Step{Line: a.variable.Line, What: name}
			vars[name] = append(append(analysis.Flow(nil), f...), step)
		} else if a.replaces {
			delete(vars, name)
		}
	}
	return st.taintIn(src, extra, n, vars)
}

// taintIn finds a source, or a tainted variable, in n outside sanitizers.
func (st *state) taintIn(src *source, extra []*query, n *syntax.Node, vars map[string]analysis.Flow) (analysis.Flow, bool) {
	var flow analysis.Flow
	n.Walk(func(x *syntax.Node) bool {
		if flow != nil {
			return false
		}
		for _, qs := range [][]*query{src.sanitizers, extra} {
			for _, q := range qs {
				if st.m.matchesAt(q, x) {
					return false
				}
			}
		}
		for _, q := range src.match {
			if st.m.matchesAt(q, x) {
				flow = analysis.Flow{{Line: x.Line, What: st.m.tree.Text(x)}}
				return false
			}
		}
		if src.variable[x.Kind] {
			if f, ok := vars[st.m.tree.Text(x)]; ok {
				flow = f
				return false
			}
		}
		return true
	})
	return flow, flow != nil
}

// unproven reports whether n uses a value not proven clean: a source, or a
// variable that is not known, in n's scope before n, to hold only clean
// data (literals, sanitized values, variables proven clean, declarations
// the source's clean queries match). It is the weaker claim string-building
// rules make when no source reaches the sink.
func (st *state) unproven(src *source, extra []*query, n *syntax.Node) bool {
	clean := map[string]bool{}
	scope := src.scopeOf(n)
	for _, a := range st.assignments(src) {
		if a.node.Start >= n.Start {
			break
		}
		if a.scope != scope || a.node.End > n.Start {
			continue
		}
		name := st.m.tree.Text(a.variable)
		switch {
		case a.clean:
			clean[name] = true
		case a.param:
			delete(clean, name)
		case !st.dirtyIn(src, extra, a.value, clean):
			if a.replaces || clean[name] {
				clean[name] = true
			}
		default:
			delete(clean, name)
		}
	}
	return st.dirtyIn(src, extra, n, clean)
}

// dirtyIn finds a source or a variable not proven clean in n, outside
// sanitizers.
func (st *state) dirtyIn(src *source, extra []*query, n *syntax.Node, clean map[string]bool) bool {
	dirty := false
	n.Walk(func(x *syntax.Node) bool {
		if dirty {
			return false
		}
		for _, qs := range [][]*query{src.sanitizers, extra} {
			for _, q := range qs {
				if st.m.matchesAt(q, x) {
					return false
				}
			}
		}
		for _, q := range src.match {
			if st.m.matchesAt(q, x) {
				dirty = true
				return false
			}
		}
		if src.variable[x.Kind] && !clean[st.m.tree.Text(x)] {
			dirty = true
			return false
		}
		return true
	})
	return dirty
}
