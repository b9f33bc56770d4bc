package yamlrules

import (
	"context"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// index is a language's rules by the kinds their queries can match at the
// root, so one walk of the tree tries each node against only the rules
// that could match it.
type index struct {
	byKind map[string][]*compiled
	any    []*compiled
}

func newIndex(rules []*compiled) *index {
	ix := &index{byKind: map[string][]*compiled{}}
	for _, c := range rules {
		var kinds []string
		wild := false
		for _, p := range c.q.patterns {
			ks := p.rootKinds()
			if ks == nil {
				wild = true
				break
			}
			kinds = append(kinds, ks...)
		}
		if wild {
			ix.any = append(ix.any, c)
			continue
		}
		seen := map[string]bool{}
		for _, k := range kinds {
			if !seen[k] {
				seen[k] = true
				ix.byKind[k] = append(ix.byKind[k], c)
			}
		}
	}
	return ix
}

// analyzer builds the analyzer for a compiled rule set.
func (s *ruleSet) analyzer(name, doc string) *analysis.Analyzer {
	idx := map[syntax.Lang]*index{}
	var langs []syntax.Lang
	for _, l := range syntax.Langs {
		if rules := s.byLang[l]; len(rules) > 0 {
			idx[l] = newIndex(rules)
			langs = append(langs, l)
		}
	}
	return &analysis.Analyzer{
		Name: name, Doc: doc, Langs: langs, Rules: s.rules,
		Run: func(pass *analysis.Pass) error {
			if ix := idx[pass.Tree.Lang]; ix != nil {
				p, limit, set := withModuleVariables(pass)
				if pass.Tree.Lang != syntax.Python {
					run(p, ix, limit, set)
					return nil
				}
				// Python: the file, then its copy with imports spelled out (imports.go)
				own := newReported()
				q := *p
				q.Report = func(d engine.Diagnostic) {
					own.add(d)
					p.Report(d)
				}
				run(&q, ix, limit, set)
				runSpelledOut(p, ix, own)
			}
			return nil
		},
	}
}

// run walks the tree once and reports every rule that matches at a node
// that starts before limit (0: anywhere). set names the variables a
// .tfvars file gives a value, whose defaults are not seen through.
func run(pass *analysis.Pass, ix *index, limit uint32, set map[string]bool) {
	st := &state{m: matcher{tree: pass.Tree, overridden: set}, assigns: map[*source][]assignment{}, names: map[*query]map[string]bool{}}
	type key struct {
		rule       string
		start, end uint32
	}
	seen := map[key]bool{}
	emit := func(c *compiled, at *syntax.Node, b *binding, flow analysis.Flow) {
		k := key{c.rule.ID, at.Start, at.End}
		if limit > 0 && at.Start >= limit {
			return // in the variables appended from the module's other files
		}
		if !seen[k] && (c.malformed || !unparsed(pass.Tree, at)) {
			seen[k] = true
			report(pass, c, at, st.spanOf(c, at), b, flow)
		}
	}
	// A match seen through a name (a variable's default, a constant's
	// value) whose value the same rule also reports where it is written
	// is that finding again: one problem, one finding.
	type pending struct {
		c         *compiled
		at, under *syntax.Node
		b         *binding
		flow      analysis.Flow
	}
	var seenThrough []pending
	direct := map[string][]*syntax.Node{} // by rule, the nodes reported where they are written
	reportDirect := func(c *compiled, at *syntax.Node, b *binding, flow analysis.Flow) {
		if limit == 0 || at.Start < limit {
			direct[c.rule.ID] = append(direct[c.rule.ID], at)
		}
		emit(c, at, b, flow)
	}
	try := func(c *compiled, n *syntax.Node) {
		st.m.literalOnly = c.literalOnly
		if !c.q.quick(n, st.m.constUses()) {
			return
		}
		if c.report != "" {
			// One finding per node the report capture takes: every match
			// is enumerated (the continuation says "keep looking"). The
			// rule-level conditions are checked once, after the matching
			// and only when something matched: they walk ancestors and
			// descendants, which the query's cheaper test mostly spares.
			type hit struct {
				at, under *syntax.Node
				b         *binding
				flow      analysis.Flow
			}
			var hits []hit
			st.m.matchQuery(c.q, n, nil, func(b *binding) bool {
				if f, ok := st.where(c, b); ok {
					if at := b.first(c.report); at != nil {
						var under *syntax.Node
						if v, val := st.m.viaOf(b, at); v != nil && !within(at, n) {
							at, under = v, at // the capture is in a variable's default or a constant's value: report the reference
							if val != nil {
								under = val
							}
						}
						hits = append(hits, hit{at, under, b, f})
					}
				}
				return false
			})
			if len(hits) > 0 && st.conditions(c, n) {
				for _, h := range hits {
					if h.under != nil {
						// reported once the walk shows whether the value
						// itself is a finding of the rule
						seenThrough = append(seenThrough, pending{c, h.at, h.under, h.b, h.flow})
						continue
					}
					reportDirect(c, h.at, h.b, h.flow)
				}
			}
			return
		}
		var got *binding
		var flow analysis.Flow
		ok := st.m.matchQuery(c.q, n, nil, func(b *binding) bool {
			f, ok := st.where(c, b)
			if ok {
				got, flow = b, f
			}
			return ok
		})
		if ok && st.conditions(c, n) {
			if _, val := st.m.viaOf(got, nil); val != nil {
				seenThrough = append(seenThrough, pending{c, n, val, got, flow})
				return
			}
			reportDirect(c, n, got, flow)
		}
	}
	pass.Tree.Root.Walk(func(n *syntax.Node) bool {
		for _, c := range ix.byKind[n.Kind] {
			try(c, n)
		}
		for _, c := range ix.any {
			try(c, n)
		}
		return true
	})
	for _, p := range seenThrough {
		if !slices.ContainsFunc(direct[p.c.rule.ID], func(d *syntax.Node) bool { return writtenAt(d, p.under) }) {
			emit(p.c, p.at, p.b, p.flow)
		}
	}
}

// writtenAt reports whether d, where a rule reports directly, is the value
// under (a constant's value, a variable default's capture) where it is
// written: within the value, or over it but within the lines of the
// assignment that binds it (const opts = {...}; reported whole). A direct
// finding over more than that, such as a call whose callback holds the
// assignment, is another problem: a use seen through the value elsewhere
// keeps its own finding.
func writtenAt(d, under *syntax.Node) bool {
	if within(d, under) {
		return true
	}
	if !within(under, d) {
		return false
	}
	stmt := under
	for a := under.Parent; a != nil; a = a.Parent {
		if plainAssign[a.Kind] {
			stmt = a
			break
		}
	}
	return d.Line >= stmt.Line && d.EndLine <= stmt.EndLine
}

// conditions checks the rule-level inside/has conditions on the match.
func (st *state) conditions(c *compiled, n *syntax.Node) bool {
	inside := st.m.inside
	if len(c.insideUntil) > 0 {
		inside = func(q *query, n *syntax.Node) bool { return st.m.insideUntil(q, n, c.insideUntil) }
	}
	return st.any(c.inside, n, inside) && st.none(c.notInside, n, st.m.inside) &&
		st.any(c.has, n, st.m.contains) && st.none(c.notHas, n, st.m.contains)
}

// any: some query in qs holds, or qs is empty. A list under a positive
// key is "any of"; a list under not-… is "none of".
func (st *state) any(qs []*query, n *syntax.Node, test func(*query, *syntax.Node) bool) bool {
	for _, q := range qs {
		if test(q, n) {
			return true
		}
	}
	return len(qs) == 0
}

// none: no query in qs holds. It reads the code as written: a constant's
// literal may add a match, never clear one (a name bound again in a way
// the file-wide count does not see would otherwise hide a finding).
func (st *state) none(qs []*query, n *syntax.Node, test func(*query, *syntax.Node) bool) bool {
	defer st.m.withoutConstants()()
	for _, q := range qs {
		if test(q, n) {
			return false
		}
	}
	return true
}

// where checks the where conditions, returning the flow of the first one
// that traced a source.
func (st *state) where(c *compiled, b *binding) (analysis.Flow, bool) {
	var flow analysis.Flow
	for _, w := range c.where {
		nodes := b.nodes(w.capture)
		// Like a predicate, a condition on a capture the match did not
		// bind (another branch of an alternation) holds.
		ok := len(nodes) == 0
		for _, n := range nodes {
			f, holds := st.holds(w, n)
			if holds {
				ok = true
				if flow == nil {
					flow = f
				}
				break
			}
		}
		if !ok {
			return nil, false
		}
	}
	return flow, true
}

func (st *state) holds(w *where, n *syntax.Node) (analysis.Flow, bool) {
	m := &st.m
	if w.match != nil || w.notMatch != nil {
		text := m.tree.Text(n)
		if w.match != nil && !w.match.MatchString(text) || w.notMatch != nil && w.notMatch.MatchString(text) {
			return nil, false
		}
	}
	if w.integer != nil {
		if v, ok := intValue(m.tree.Lang, m.tree.Text(n)); !ok || !w.integer.holds(v) {
			return nil, false
		}
	}
	if w.notGuarded && templateGuarded(m.tree.Src, int(n.Start), m.tree.Text(n)) {
		return nil, false
	}
	if !st.any(w.is, n, m.matchesAt) || !st.none(w.isNot, n, m.matchesAt) ||
		!st.any(w.has, n, m.contains) || !st.none(w.notHas, n, m.contains) ||
		!st.any(w.inside, n, m.inside) || !st.none(w.notInside, n, m.inside) {
		return nil, false
	}
	if !st.declaredBy(w.declared, n, true) || st.declaredBy(w.notDeclared, n, false) {
		return nil, false
	}
	// flows, their sanitizers and clean assignments read the code as
	// written, as the negative conditions do
	defer st.m.withoutConstants()()
	if w.unproven != nil && !st.unproven(w.unproven, w.sanitizers, n) {
		return nil, false
	}
	if w.notFrom != nil {
		if _, tainted := st.tainted(w.notFrom, w.sanitizers, n); tainted {
			return nil, false
		}
	}
	if w.from != nil {
		return st.tainted(w.from, w.sanitizers, n)
	}
	return nil, true
}

// declaredBy reports whether the file declares n's text with one of qs
// (a node a query matches whose @name has that text); with no queries it
// is empty, which holds for `declared` and not for `not-declared`.
func (st *state) declaredBy(qs []*query, n *syntax.Node, empty bool) bool {
	if len(qs) == 0 {
		return empty
	}
	text := st.m.tree.Text(n)
	for _, q := range qs {
		if st.declaredNames(q)[text] {
			return true
		}
	}
	return false
}

func (st *state) declaredNames(q *query) map[string]bool {
	if names, ok := st.names[q]; ok {
		return names
	}
	names := map[string]bool{}
	st.m.tree.Root.Walk(func(x *syntax.Node) bool {
		if q.quick(x, st.m.constUses()) {
			st.m.matchQuery(q, x, nil, func(b *binding) bool {
				for _, v := range b.nodes("name") {
					names[st.m.tree.Text(v)] = true
				}
				return false
			})
		}
		return true
	})
	st.names[q] = names
	return names
}

// spanOf is the node whose lines a finding at at covers: the nearest of at
// and its ancestors that a span query of the rule matches, else at.
func (st *state) spanOf(c *compiled, at *syntax.Node) *syntax.Node {
	for n := at; n != nil && len(c.span) > 0; n = n.Parent {
		for _, q := range c.span {
			if st.m.matchesAt(q, n) {
				return n
			}
		}
	}
	return at
}

// report turns a match into a diagnostic; it covers the lines of span.
func report(pass *analysis.Pass, c *compiled, at, span *syntax.Node, b *binding, flow analysis.Flow) {
	msg := c.rule.Title
	if c.message != "" {
		msg = interpolate(pass.Tree, c.message, b, analysis.Short)
	}
	if len(flow) > 0 {
		flow = append(flow, analysis.Step{Line: at.Line, What: pass.Tree.Text(at)})
		msg += ": " + flow.String()
	}
	d := engine.Diagnostic{
		Rule: c.rule.ID, Dimension: c.rule.Dimension, File: pass.Path, Lines: span.Lines(),
		Severity: c.rule.Severity, Confidence: c.rule.Confidence, Message: msg, Detail: c.rule.Recommendation,
		Code: pass.Tree.Text(at), CWE: c.rule.CWE,
	}
	if c.fix != nil {
		target := at
		if c.fix.Capture != "" {
			target = b.first(c.fix.Capture)
		}
		if target != nil {
			text := interpolate(pass.Tree, c.fix.Replace, b, func(s string) string { return s })
			fm := c.fix.Message
			if fm == "" {
				fm = "Replace " + analysis.Short(pass.Tree.Text(target)) + " with " + analysis.Short(text)
			}
			d.Fixes = []finding.Fix{{Message: fm, Edits: []finding.TextEdit{{File: pass.Path, Start: int(target.Start), End: int(target.End), NewText: text}}}}
		}
	}
	pass.Report(d)
}

// interpolate replaces {{capture}} with the capture's text.
func interpolate(t *syntax.Tree, tmpl string, b *binding, short func(string) string) string {
	return interpRE.ReplaceAllStringFunc(tmpl, func(s string) string {
		m := interpRE.FindStringSubmatch(s)
		for _, name := range strings.Split(m[1], "|") {
			if n := b.first(name); n != nil {
				return short(filtered(t, n, m[2]))
			}
		}
		return ""
	})
}

// filtered is n's text through a message filter: an integer literal's
// value in another form, or, for anything else, the text as written.
func filtered(t *syntax.Tree, n *syntax.Node, filter string) string {
	text := t.Text(n)
	if f := filters[filter]; f != nil {
		if v, ok := intValue(t.Lang, text); ok {
			return f(t.Lang, v)
		}
	}
	return text
}

// unparsed reports whether the grammar gave up on n or inside it: an ERROR
// or MISSING node among its ancestors or within it. What the parser made of
// code it could not read (TypeScript's f<typeof import('m')>() read as two
// comparisons) is no ground for a finding.
func unparsed(t *syntax.Tree, n *syntax.Node) bool {
	if len(t.Errors) == 0 {
		return false
	}
	// An ERROR above n counts only on n's own line: a parse error that
	// swallows a whole function leaves its other statements readable.
	for p := n; p != nil && p.Line == n.Line; p = p.Parent {
		if p.IsError() {
			return true
		}
	}
	for _, e := range t.Errors {
		if e.Start >= n.Start && e.End <= n.End {
			return true
		}
	}
	return false
}

// within reports whether n is root or lies inside it.
func within(n, root *syntax.Node) bool {
	for ; n != nil; n = n.Parent {
		if n == root {
			return true
		}
	}
	return false
}

// varUse finds the var.name and local.name references of an HCL file.
var varUse = regexp.MustCompile(`\b(var|local)\.([A-Za-z_][A-Za-z0-9_-]*)`)

// withModuleVariables gives an HCL file the variables and local values it
// uses from the other .tf files of its directory (a module's variables.tf,
// locals.tf): the blocks of the variables whose default is a literal, and
// the literal local values, are appended to a copy of its source,
// which is parsed again, so that a var.name reference is seen through to
// its default as it is for a variable declared in the file (seeThrough).
// The file's own lines keep their numbers; limit is where the appended
// text starts, and nothing is reported from there on. The pass is returned
// unchanged for other languages, without a project, or when the file uses
// no such variable. set holds the variables that a .tfvars file of the
// directory gives a value: their defaults are not what the module gets.
func withModuleVariables(pass *analysis.Pass) (*analysis.Pass, uint32, map[string]bool) {
	t := pass.Tree
	if t.Lang != syntax.HCL || pass.Project == nil || !strings.HasSuffix(pass.Path, ".tf") {
		return pass, 0, nil
	}
	wanted, wantedLocals := map[string]bool{}, map[string]bool{}
	for _, m := range varUse.FindAllSubmatch(t.Src, -1) {
		if string(m[1]) == "var" {
			wanted[string(m[2])] = true
		} else {
			wantedLocals[string(m[2])] = true
		}
	}
	if len(wanted) == 0 && len(wantedLocals) == 0 {
		return pass, 0, nil
	}
	set := map[string]bool{}
	var extra []byte
	dir := path.Dir(pass.Path)
	files := sameDir(pass.Project.Files(syntax.HCL), dir)
	for _, f := range files {
		if path.Dir(f) != dir || !strings.HasSuffix(f, ".tfvars") {
			continue
		}
		if ft, ok := pass.Project.Tree(f); ok {
			if body := ft.Root.FirstNamed("body"); body != nil {
				for _, a := range body.Children {
					if a.Kind == "attribute" && len(a.NamedChildren()) > 0 {
						set[ft.Text(a.NamedChildren()[0])] = true
					}
				}
			}
		}
	}
	for name := range declaredVariables(t) {
		delete(wanted, name)
	}
	_, own := hclLocals(t)
	for name := range own {
		delete(wantedLocals, name)
	}
	for _, f := range files {
		if f == pass.Path || path.Dir(f) != dir || !strings.HasSuffix(f, ".tf") || len(wanted)+len(wantedLocals) == 0 {
			continue
		}
		ft, ok := pass.Project.Tree(f)
		if !ok {
			continue
		}
		// another file's local values, written again as a locals block of their own
		literal, _ := hclLocals(ft)
		for name, e := range literal {
			if wantedLocals[name] {
				extra = append(extra, "\nlocals {\n  "+name+" = "+ft.Text(e)+"\n}"...)
				delete(wantedLocals, name)
			}
		}
		defaults := hclDefaults(ft)
		for name, blk := range declaredVariables(ft) {
			if wanted[name] && defaults[name] != nil {
				extra = append(append(extra, '\n'), ft.Text(blk)...)
				delete(wanted, name)
			}
		}
	}
	if len(extra) == 0 {
		return pass, 0, set
	}
	src := append(append([]byte{}, t.Src...), extra...)
	tree, err := syntax.Parse(context.Background(), syntax.HCL, src)
	if err != nil {
		return pass, 0, set
	}
	p := *pass
	p.Tree = tree
	return &p, uint32(len(t.Src)), set
}

// declaredVariables maps the names of an HCL file's top-level variable
// blocks to the blocks.
func declaredVariables(t *syntax.Tree) map[string]*syntax.Node {
	out := map[string]*syntax.Node{}
	body := t.Root.FirstNamed("body")
	if body == nil {
		return out
	}
	for _, blk := range body.Children {
		cs := blk.NamedChildren()
		if blk.Kind == "block" && len(cs) >= 2 && t.Text(cs[0]) == "variable" && cs[1].Kind == "string_lit" {
			out[strings.Trim(t.Text(cs[1]), `"`)] = blk
		}
	}
	return out
}

// sameDir returns the files of a sorted list that lie directly in dir
// (which, but for ".", are a contiguous run of the list).
func sameDir(files []string, dir string) []string {
	var out []string
	if dir == "." {
		for _, f := range files {
			if !strings.Contains(f, "/") {
				out = append(out, f)
			}
		}
		return out
	}
	prefix := dir + "/"
	for i := sort.SearchStrings(files, prefix); i < len(files) && strings.HasPrefix(files[i], prefix); i++ {
		if !strings.Contains(files[i][len(prefix):], "/") {
			out = append(out, files[i])
		}
	}
	return out
}
