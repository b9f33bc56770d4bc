package python

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// wrappedGuard finds, for a call of the project's own function named q
// whose body only returns a check row's call on its parameters
// (def safe_for_redirect(url): return url_has_allowed_host_and_scheme(url,
// allowed_hosts=None)), the guard it wraps and the call's arguments in the
// places the guard reads: calling the wrapper in a condition is calling
// the guard. The arguments the wrapper passes itself (a constant, an
// option) stand as the call node, which names no variable.
func (fr *frame) wrappedGuard(cond *syntax.Node, q string, argN []*syntax.Node) ([]*models.Model, []*syntax.Node) {
	f := fr.projectFunc(q)
	if f == nil {
		return nil, nil
	}
	call := returnedCall(f)
	if call == nil {
		return nil, nil
	}
	inner := &frame{c: f.c}
	var rows []*models.Model
	for _, m := range f.c.models.guards(inner.callName(call, nowhere())) {
		if m.Kind == models.KindSanitizer || m.Guard == "check" && !m.Receiver {
			rows = append(rows, m)
		}
	}
	if len(rows) == 0 {
		return nil, nil
	}
	var mapped []*syntax.Node
	for _, a := range call.Child("arguments").NamedChildren() {
		if a.Kind == "keyword_argument" {
			break // options, after the positional arguments
		}
		mapped = append(mapped, cond)
		for i, p := range f.params {
			if a.Kind == "identifier" && f.c.text(a) == p && i < len(argN) && argN[i].Kind != "keyword_argument" {
				mapped[len(mapped)-1] = argN[i]
			}
		}
	}
	return rows, mapped
}

// projectFunc is the module-level function of the project that q names:
// the file's own, or one of another module it imports.
func (fr *frame) projectFunc(q string) *fn {
	fs := fr.c.funcs[q]
	if strings.Contains(q, ".") && fr.c.proj.p != nil {
		m, name := fr.c.resolve(q)
		if m == nil {
			return nil
		}
		fs = m.funcs[name]
	}
	if len(fs) != 1 || fs[0].class != "" {
		return nil
	}
	return fs[0]
}

// returnedCall is the call a function's body only returns, after its
// docstring; nil for any other body.
func returnedCall(f *fn) *syntax.Node {
	var stmts []*syntax.Node
	for _, s := range f.node.Child("body").NamedChildren() {
		if s.Kind == "comment" || len(stmts) == 0 && s.Kind == "expression_statement" && s.NamedChildren()[0].Kind == "string" {
			continue
		}
		stmts = append(stmts, s)
	}
	if len(stmts) != 1 || stmts[0].Kind != "return_statement" || len(stmts[0].NamedChildren()) != 1 {
		return nil
	}
	if call := stmts[0].NamedChildren()[0]; call.Kind == "call" && call.Child("arguments") != nil &&
		call.Child("arguments").Kind == "argument_list" {
		return call
	}
	return nil
}
