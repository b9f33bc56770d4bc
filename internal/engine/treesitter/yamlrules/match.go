package yamlrules

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// binding is one capture of a match in progress. Bindings form an
// immutable list, so backtracking is dropping the head.
type binding struct {
	name string
	node *syntax.Node
	// pred, when not 0, marks predicate pred-1 of the query as in force:
	// the pattern it was written in matched.
	pred int
	next *binding
}

// nodes returns the nodes bound to a capture, first bound first.
func (b *binding) nodes(name string) []*syntax.Node {
	var out []*syntax.Node
	for ; b != nil; b = b.next {
		if b.name == name && b.pred == 0 {
			out = append(out, b.node)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// first returns the first node bound to a capture, or nil.
func (b *binding) first(name string) *syntax.Node {
	var n *syntax.Node
	for ; b != nil; b = b.next {
		if b.name == name && b.pred == 0 {
			n = b.node
		}
	}
	return n
}

// matcher matches compiled patterns against one tree. Matching is
// backtracking in continuation-passing style: each step calls k with the
// bindings so far, and a false from k (a later child, a predicate or a
// where condition failed) makes the step try its next alternative. So a
// query reports a node when some assignment of its captures satisfies
// everything, which is what a finding needs.
type matcher struct {
	tree *syntax.Tree
	// defaults are the literal defaults of the HCL file's variables, by
	// name (built on first use; see seeThrough); overridden names those a
	// .tfvars file sets, whose defaults are not seen through.
	defaults   map[string]*syntax.Node
	overridden map[string]bool
	// locals are the file's local values that are literals, by name.
	locals map[string]*syntax.Node
	// consts are the uses of the file's constant names, with the literal
	// each stands for (built on first use; see constants).
	consts map[*syntax.Node]*syntax.Node
	// literalOnly is set while a rule with constants: false is matched.
	literalOnly bool
}

// via is the capture name under which a match records the reference
// (var.name) whose variable's default it matched, so that a finding is
// reported at the reference, in the resource, and not at the default.
const via = "\x00via"

// mayMatch is match's first test, without its allocations: most nodes a
// pattern is tried on fail on their kind.
func (p *pattern) mayMatch(n *syntax.Node) bool {
	if len(p.alts) > 0 {
		for _, a := range p.alts {
			if a.mayMatch(n) {
				return true
			}
		}
		return false
	}
	if p.wild {
		return n.Named || !p.named
	}
	return n.Kind == p.kind && (n.Named == p.named || n.Kind == "ERROR")
}

// quick is a necessary condition for p to match at n, checked without
// allocating: the kinds fit and every required child pattern has a child
// it could match (order and predicates aside).
func (p *pattern) quick(n *syntax.Node, consts map[*syntax.Node]*syntax.Node) bool {
	if len(p.alts) > 0 {
		for _, a := range p.alts {
			if a.quick(n, consts) {
				return true
			}
		}
		return false
	}
	if !p.mayMatch(n) {
		if v := consts[n]; v != nil && !p.wild {
			return p.quick(v, consts) // a constant's name: its literal may match (seeThrough)
		}
		return false
	}
	if varRef(n) {
		return true // its variable's default may match (seeThrough)
	}
	for _, cp := range p.children {
		if cp.min == 0 {
			continue
		}
		found := false
		for _, c := range n.Children {
			if (cp.field == "" || c.Field == cp.field) && cp.quick(c, consts) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// quick reports whether some pattern of q passes its quick test at n.
func (q *query) quick(n *syntax.Node, consts map[*syntax.Node]*syntax.Node) bool {
	for _, p := range q.patterns {
		if p.quick(n, consts) {
			return true
		}
	}
	return false
}

// matchQuery tries every top-level pattern of q at n.
func (m *matcher) matchQuery(q *query, n *syntax.Node, b *binding, k func(*binding) bool) bool {
	consts := m.constUses()
	for _, p := range q.patterns {
		if !p.quick(n, consts) {
			continue
		}
		if m.match(p, n, b, func(b *binding) bool { return m.predicates(q, b) && k(b) }) {
			return true
		}
	}
	return false
}

// match matches one pattern at n, and, where n is a reference to an HCL
// variable, at the literal its declaration gives as the default.
func (m *matcher) match(p *pattern, n *syntax.Node, b *binding, k func(*binding) bool) bool {
	if m.matchNode(p, n, b, k) {
		return true
	}
	if d := m.seeThrough(p, n); d != nil {
		return m.matchNode(p, d, &binding{name: via, node: n, next: b}, k)
	}
	return false
}

// varRef reports whether n is an HCL expression that is only a reference
// of the form a.b (var.name among them): a variable_expr and one get_attr.
func varRef(n *syntax.Node) bool {
	return n.Kind == "expression" && len(n.Children) == 2 &&
		n.Children[0].Kind == "variable_expr" && n.Children[1].Kind == "get_attr"
}

// seeThrough returns, for an expression pattern tried at an HCL expression
// that is exactly var.name, the expression of the default that the same
// file's variable "name" block declares, when that default is a literal
// value (a string, number or bool) or a list or map of them: what the
// attribute is when no caller sets the variable, as tfsec and Trivy
// evaluate it. Anything else (no such variable in the file, no default,
// a default that is an expression) is nil, and the reference stays
// unknown.
func (m *matcher) seeThrough(p *pattern, n *syntax.Node) *syntax.Node {
	if !p.wild && len(p.alts) == 0 && p.kind != n.Kind {
		if v := m.constUses()[n]; v != nil {
			return v // a constant's name: its literal (consts.go)
		}
	}
	if p.wild || p.kind != "expression" || len(p.children) == 0 || m.tree == nil || m.tree.Lang != syntax.HCL || !varRef(n) {
		return nil
	}
	name := m.tree.Text(n.Children[1])
	name = name[min(1, len(name)):] // ".name"
	switch m.tree.Text(n.Children[0]) {
	case "var":
		if m.defaults == nil {
			m.defaults = hclDefaults(m.tree)
		}
		if m.overridden[name] {
			return nil
		}
		return m.defaults[name]
	case "local":
		if m.locals == nil {
			m.locals, _ = hclLocals(m.tree)
		}
		return m.locals[name]
	}
	return nil
}

// hclDefaults maps each top-level variable "name" { default = ... } of the
// file whose default is a literal, list or map of literals to that
// default's expression node.
func hclDefaults(t *syntax.Tree) map[string]*syntax.Node {
	out := map[string]*syntax.Node{}
	body := t.Root.FirstNamed("body")
	if body == nil {
		return out
	}
	for _, blk := range body.Children {
		cs := blk.NamedChildren()
		if blk.Kind != "block" || len(cs) < 3 || t.Text(cs[0]) != "variable" || cs[1].Kind != "string_lit" {
			continue
		}
		vb := blk.FirstNamed("body")
		if vb == nil {
			continue
		}
		for _, a := range vb.Children {
			ac := a.NamedChildren()
			if a.Kind == "attribute" && len(ac) == 2 && t.Text(ac[0]) == "default" && literalOnly(ac[1]) {
				name := strings.Trim(t.Text(cs[1]), `"`)
				out[name] = ac[1]
			}
		}
	}
	return out
}

// hclLocals maps the names of the file's local values (its top-level
// locals blocks) that are literals, lists or maps of literals to their
// expressions; all holds every local value's name.
func hclLocals(t *syntax.Tree) (literal map[string]*syntax.Node, all map[string]bool) {
	literal, all = map[string]*syntax.Node{}, map[string]bool{}
	body := t.Root.FirstNamed("body")
	if body == nil {
		return literal, all
	}
	for _, blk := range body.Children {
		cs := blk.NamedChildren()
		if blk.Kind != "block" || len(cs) < 2 || t.Text(cs[0]) != "locals" {
			continue
		}
		lb := blk.FirstNamed("body")
		if lb == nil {
			continue
		}
		for _, a := range lb.Children {
			ac := a.NamedChildren()
			if a.Kind != "attribute" || len(ac) != 2 {
				continue
			}
			name := t.Text(ac[0])
			all[name] = true
			if literalOnly(ac[1]) {
				literal[name] = ac[1]
			}
		}
	}
	return literal, all
}

// literalOnly reports whether an expression holds no reference, call or
// template interpolation: only literals, lists and maps of them.
func literalOnly(n *syntax.Node) bool {
	ok := true
	n.Walk(func(c *syntax.Node) bool {
		switch c.Kind {
		case "variable_expr", "function_call", "template_interpolation", "template_directive", "for_expr", "conditional", "operation", "splat", "index", "get_attr", "heredoc_template":
			ok = false
		}
		return ok
	})
	return ok
}

// matchNode matches one pattern at n itself.
func (m *matcher) matchNode(p *pattern, n *syntax.Node, b *binding, k func(*binding) bool) bool {
	if len(p.alts) > 0 {
		for _, i := range p.preds {
			b = &binding{pred: i + 1, next: b}
		}
		for _, a := range p.alts {
			if m.matchNode(a, n, b, func(b *binding) bool { return k(bind(p.captures, n, b)) }) {
				return true
			}
			// An alternative that matches a constant's literal captures
			// the literal, as a pattern outside an alternation does
			// (match): [(string) (encapsed_string)] @iv at $iv is the
			// string $iv holds.
			if d := m.seeThrough(a, n); d != nil {
				if m.matchNode(a, d, &binding{name: via, node: n, next: b}, func(b *binding) bool { return k(bind(p.captures, d, b)) }) {
					return true
				}
			}
		}
		return false
	}
	switch {
	case p.wild:
		if p.named && !n.Named {
			return false
		}
	case n.Kind != p.kind || n.Named != p.named && n.Kind != "ERROR":
		return false
	}
	for _, f := range p.negated {
		if n.Child(f) != nil {
			return false
		}
	}
	for _, pr := range p.eager {
		if !m.predicate(pr, n, nil) {
			return false
		}
	}
	b = bind(p.captures, n, b)
	for _, i := range p.preds {
		b = &binding{pred: i + 1, next: b}
	}
	if len(p.children) == 0 {
		return k(b)
	}
	return m.children(p, 0, 0, n.Children, 0, b, k)
}

func bind(names []string, n *syntax.Node, b *binding) *binding {
	for _, c := range names {
		b = &binding{name: c, node: n, next: b}
	}
	return b
}

// children matches parent.children[pi:] (the pi-th repeated count times
// already) against cs[ci:], in order, skipping unmatched children. An
// anchored pattern skips none before any of its repetitions: `. (x)* .`
// is a run of adjacent siblings, which is what a rule means by it (after
// a SHELL, only instructions that are no FROM; after the first argument,
// only keyword arguments).
func (m *matcher) children(parent *pattern, pi, count int, cs []*syntax.Node, ci int, b *binding, k func(*binding) bool) bool {
	ps := parent.children
	if pi == len(ps) {
		if parent.anchorEnd && namedIn(cs[ci:]) {
			return false
		}
		return k(b)
	}
	p := ps[pi]
	if p.max == unbounded || count < p.max {
		for j := ci; j < len(cs); j++ {
			c := cs[j]
			if p.anchored && namedIn(cs[ci:j]) {
				break
			}
			if p.field != "" && c.Field != p.field || !p.mayMatch(c) && m.constUses()[c] == nil {
				continue
			}
			if m.match(p, c, b, func(b *binding) bool { return m.children(parent, pi, count+1, cs, j+1, b, k) }) {
				return true
			}
		}
	}
	if count >= p.min {
		return m.children(parent, pi+1, 0, cs, ci, b, k)
	}
	return false
}

func namedIn(cs []*syntax.Node) bool {
	for _, c := range cs {
		if c.Named && c.Kind != "comment" {
			return true
		}
	}
	return false
}

// predicates checks the #predicates written in the patterns that matched
// (a predicate in an alternation's branch that was not taken is not in
// force). A capture bound to several nodes (under a quantifier) must
// satisfy a predicate with each of them; an unbound capture (in an
// optional pattern that did not match) satisfies every predicate.
func (m *matcher) predicates(q *query, b *binding) bool {
	for x := b; x != nil; x = x.next {
		if x.pred == 0 {
			continue
		}
		pr := &q.preds[x.pred-1]
		for _, n := range b.nodes(pr.capture) {
			if !m.predicate(pr, n, b) {
				return false
			}
		}
	}
	return true
}

func (m *matcher) predicate(pr *predicate, n *syntax.Node, b *binding) bool {
	text := m.tree.Text(n)
	switch pr.name {
	case "eq?", "not-eq?":
		want := pr.text
		if pr.other != "" {
			o := b.first(pr.other)
			if o == nil {
				return true
			}
			want = m.tree.Text(o)
		}
		return (text == want) == (pr.name == "eq?")
	case "match?", "not-match?":
		return pr.re.MatchString(text) == (pr.name == "match?")
	case "any-of?", "not-any-of?":
		return pr.set[text] == (pr.name == "any-of?")
	case "bits-any?", "bits-all?", "bits-none?":
		v, ok := intValue(m.tree.Lang, text)
		return ok && pr.integer.holds(v)
	}
	return false
}

// matchesAt reports whether some pattern of q matches at n, with its own
// captures and predicates.
func (m *matcher) matchesAt(q *query, n *syntax.Node) bool {
	return m.matchQuery(q, n, nil, func(*binding) bool { return true })
}

// contains reports whether q matches n or a node inside it.
func (m *matcher) contains(q *query, n *syntax.Node) bool {
	found := false
	n.Walk(func(x *syntax.Node) bool {
		if found {
			return false
		}
		if m.matchesAt(q, x) {
			found = true
		}
		return !found
	})
	return found
}

// inside reports whether q matches a proper ancestor of n; when q binds
// @within, n must also lie in that node (the body of a loop, not its
// header).
func (m *matcher) inside(q *query, n *syntax.Node) bool {
	return m.insideUntil(q, n, nil)
}

// insideUntil is inside over the ancestors of n below the nearest one that
// a query of stops matches.
func (m *matcher) insideUntil(q *query, n *syntax.Node, stops []*query) bool {
	for a := n.Parent; a != nil; a = a.Parent {
		if slices.ContainsFunc(stops, func(s *query) bool { return m.matchesAt(s, a) }) {
			return false
		}
		if m.matchQuery(q, a, nil, func(b *binding) bool {
			w := b.first("within")
			return w == nil || w.Start <= n.Start && n.End <= w.End
		}) {
			return true
		}
	}
	return false
}
