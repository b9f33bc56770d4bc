package php

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// fn is a function or method the analysis can summarize: of this file or
// of a project file this one includes or whose class it uses.
type fn struct {
	node   *syntax.Node
	tree   *syntax.Tree
	path   string
	class  string // lower-case class name for a method
	name   string
	params []*syntax.Node
	// handler: the handler row a public method of a controller class
	// matches, or routeParams for a route closure: the parameters of its
	// types are request data.
	handler *models.Model
}

func (f *fn) foreign(c *checker) bool { return f.tree != c.tree }

// summary is what a function does with its parameters.
type summary struct {
	ret   *val
	sinks []psink
}

// psink is a parameter reaching a sink inside a function.
type psink struct {
	rule   *analysis.Rule
	cls    class
	params uint64
	safe   class
	node   *syntax.Node
	line   int
	what   string
	path   string
}

type checker struct {
	nest    analysis.Nesting // recursion into expressions, bounded
	pass    *analysis.Pass
	tree    *syntax.Tree
	funcs   map[string]*fn
	methods map[string]map[string]*fn // class -> method
	sums    map[*fn]*summary
	busy    map[*fn]bool
	loaded  map[string]bool
	reads   int
	ix      *index
	parents map[string]string // class → the class it extends, as written
	// inlining: the files whose top-level code runs for an include now.
	inlining map[string]bool
	// stores: by store type, the keys the project sets from request data
	// and where (stored.go).
	stores map[string]map[string]string
	// builtSeen: the calls reported for SQL built from parameters.
	builtSeen map[*syntax.Node]bool
}

type state struct {
	vars map[string]*val
	dead bool
}

func (s *state) copy() *state {
	n := &state{vars: make(map[string]*val, len(s.vars)), dead: s.dead}
	for k, v := range s.vars {
		n.vars[k] = v
	}
	return n
}

func merge(a, b *state) *state {
	switch {
	case a == nil || a.dead:
		if b == nil {
			return a
		}
		return b
	case b == nil || b.dead:
		return a
	}
	n := &state{vars: map[string]*val{}}
	for k, v := range a.vars {
		if w, ok := b.vars[k]; ok {
			n.vars[k] = joinVals(v, w)
		} else {
			n.vars[k] = v
		}
	}
	for k, w := range b.vars {
		if _, ok := a.vars[k]; !ok {
			n.vars[k] = w
		}
	}
	return n
}

// frame is one function being analyzed.
type frame struct {
	c     *checker
	f     *fn
	tree  *syntax.Tree
	sum   *summary
	ret   *val
	class string
	// depth of nested calls analyzed through summaries of closures.
	depth int
	// at: the include of this file's code that a frame of another file's
	// top-level code runs for; sinks there are reported at it.
	at *syntax.Node
	// quiet: a frame that only computes values (stored.go), reporting
	// nothing.
	quiet bool
}

func (fr *frame) text(n *syntax.Node) string { return fr.tree.Text(n) }

func newChecker(pass *analysis.Pass, ix *index) *checker {
	return &checker{builtSeen: map[*syntax.Node]bool{}, pass: pass, tree: pass.Tree, funcs: map[string]*fn{}, methods: map[string]map[string]*fn{},
		sums: map[*fn]*summary{}, busy: map[*fn]bool{}, loaded: map[string]bool{}, ix: ix, parents: map[string]string{},
		inlining: map[string]bool{}, stores: map[string]map[string]string{}}
}

func (c *checker) run() {
	c.declare(c.tree, c.pass.Path, c.tree.Root)
	c.loadIncludes(c.tree, c.pass.Path, 0)
	// The file's top-level code.
	top := &fn{node: c.tree.Root, tree: c.tree, path: c.pass.Path, name: "<main>"}
	fr := &frame{c: c, f: top, tree: c.tree, sum: &summary{}}
	fr.block(c.tree.Root, &state{vars: map[string]*val{}})
	// Every function and method of the file, for the request data it reads
	// itself.
	for _, f := range c.ownFuncs() {
		c.summarize(f)
	}
}

func (c *checker) ownFuncs() []*fn {
	var out []*fn
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "function_definition":
			if f := c.funcs[lower(c.tree.Text(n.Child("name")))]; f != nil && f.node == n {
				out = append(out, f)
			}
		case "method_declaration":
			cls := classOf(c.tree, n)
			if f := c.methods[cls][lower(c.tree.Text(n.Child("name")))]; f != nil && f.node == n {
				out = append(out, f)
			}
		}
		return true
	})
	return out
}

func lower(s string) string { return strings.ToLower(s) }

func classOf(t *syntax.Tree, n *syntax.Node) string {
	if a := n.Ancestor("class_declaration", "trait_declaration", "enum_declaration"); a != nil {
		return lower(t.Text(a.Child("name")))
	}
	return ""
}

// declare records the functions and methods of a tree.
func (c *checker) declare(t *syntax.Tree, path string, root *syntax.Node) {
	root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "function_definition":
			name := lower(t.Text(n.Child("name")))
			if _, ok := c.funcs[name]; !ok {
				c.funcs[name] = &fn{node: n, tree: t, path: path, name: name, params: params(n)}
			}
		case "method_declaration":
			cls := classOf(t, n)
			name := lower(t.Text(n.Child("name")))
			if c.methods[cls] == nil {
				c.methods[cls] = map[string]*fn{}
			}
			if _, ok := c.methods[cls][name]; !ok {
				f := &fn{node: n, tree: t, path: path, class: cls, name: name, params: params(n)}
				f.handler = c.handlerRow(t, n, cls)
				c.methods[cls][name] = f
			}
		}
		return true
	})
}

func params(n *syntax.Node) []*syntax.Node {
	var out []*syntax.Node
	if ps := n.Child("parameters"); ps != nil {
		for _, p := range ps.NamedChildren() {
			if strings.HasSuffix(p.Kind, "parameter") {
				out = append(out, p)
			}
		}
	}
	return out
}

// handlerRow is the handler row whose classes a method's class matches,
// for a public method other than the constructor and the magic ones.
func (c *checker) handlerRow(t *syntax.Tree, n *syntax.Node, cls string) *models.Model {
	if strings.HasPrefix(lower(t.Text(n.Child("name"))), "__") {
		return nil
	}
	for _, ch := range n.Children {
		if ch.Kind == "visibility_modifier" && t.Text(ch) != "public" {
			return nil
		}
	}
	for _, m := range c.ix.handlers {
		for _, g := range m.Classes {
			if ok, _ := path.Match(lower(g), cls); ok {
				return m
			}
		}
	}
	return nil
}

// routeParams: the parameters of a function passed where a source row's
// into-args say (a route closure) that are request data.
var routeParams = &models.Model{Kind: models.KindHandler, ParameterTypes: []string{"mixed", "string", "array"}, Source: "remote"}

// summarize analyzes f with its parameters as placeholders: what reaches
// its return value and its sinks. Request data read inside are reported
// directly (for this file's functions).
func (c *checker) summarize(f *fn) *summary {
	if s, ok := c.sums[f]; ok {
		return s
	}
	if c.busy[f] {
		return &summary{}
	}
	c.busy[f] = true
	defer delete(c.busy, f)
	fr := &frame{c: c, f: f, tree: f.tree, sum: &summary{}, class: f.class}
	st := &state{vars: map[string]*val{}}
	for i, p := range f.params {
		name := f.tree.Text(p.Child("name"))
		v := fr.paramVal(f, p, i)
		st.vars[name] = v
	}
	if f.class != "" {
		st.vars["$this"] = &val{kind: "inst:" + f.class}
	}
	if body := f.node.Child("body"); body != nil {
		if body.Kind == "compound_statement" {
			fr.block(body, st)
		} else {
			fr.ret = fr.expr(body, st)
		}
	}
	fr.sum.ret = fr.ret
	if fr.sum.ret == nil {
		fr.sum.ret = clean
	}
	c.sums[f] = fr.sum
	return fr.sum
}

// paramVal is the value of a parameter: a request object for a Request
// type, route data for a controller's untyped or string parameter, else
// the placeholder of parameter i.
func (fr *frame) paramVal(f *fn, p *syntax.Node, i int) *val {
	typ := ""
	if t := p.Child("type"); t != nil {
		typ = f.tree.Text(t)
	}
	name := f.tree.Text(p.Child("name"))
	base := typ
	if k := strings.LastIndex(base, "\\"); k >= 0 {
		base = base[k+1:]
	}
	mt := fr.c.ix.classType(typ)
	if mt == "" && typ == "" {
		if v, ok := fr.variable(p, name); ok && v.t == nil {
			mt = v.obj
		}
	}
	if mt != "" && fr.c.ix.closed(mt) {
		return &val{obj: mt}
	}
	base = strings.TrimPrefix(base, "?")
	written := lower(base)
	if typ == "" {
		written = "mixed"
	}
	if f.handler != nil && f.tree == fr.c.tree && slices.ContainsFunc(f.handler.ParameterTypes, func(p string) bool { return lower(p) == written }) {
		return fr.source(p, f.tree.Text(p.Child("name")))
	}
	if i < 64 {
		return &val{t: &taint{params: 1 << uint(i)}, obj: mt}
	}
	return &val{obj: mt}
}

func (fr *frame) source(n *syntax.Node, what string) *val {
	if fr.f.foreign(fr.c) {
		// Read in another file: said with its name, and reported there
		// when it reaches a sink there.
		return &val{t: &taint{flow: analysis.Flow{{Line: n.Line, What: what + " in " + fr.f.path}}, foreign: true}}
	}
	return &val{t: &taint{flow: analysis.Flow{{Line: n.Line, What: what}}}}
}

func (fr *frame) block(b *syntax.Node, st *state) *state {
	echoNext := false
	for _, s := range b.NamedChildren() {
		if st.dead {
			break
		}
		if s.Kind == "text_interpolation" {
			echoNext = false
			if k := len(s.Children); k > 0 && fr.text(s.Children[k-1]) == "<?=" {
				echoNext = true
			}
			continue
		}
		if echoNext && s.Kind == "expression_statement" {
			echoNext = false
			if e := s.FirstNamed(""); e != nil {
				fr.construct(s, "echo", "<?=", fr.expr(firstNamed(s), st), st)
				continue
			}
		}
		echoNext = false
		st = fr.stmt(s, st)
	}
	return st
}

func firstNamed(n *syntax.Node) *syntax.Node {
	for _, c := range n.Children {
		if c.Named && c.Kind != "comment" {
			return c
		}
	}
	return nil
}

// stmtFuncs run a statement, by node kind, and return the state after it.
var stmtFuncs map[string]func(fr *frame, s *syntax.Node, st *state) *state

func init() {
	dead := func(_ *frame, _ *syntax.Node, st *state) *state {
		st.dead = true
		return st
	}
	skip := func(_ *frame, _ *syntax.Node, st *state) *state { return st } // analyzed on their own
	stmtFuncs = map[string]func(fr *frame, s *syntax.Node, st *state) *state{
		"expression_statement": func(fr *frame, s *syntax.Node, st *state) *state {
			if e := firstNamed(s); e != nil {
				fr.expr(e, st)
			}
			return st
		},
		"echo_statement":   (*frame).echo,
		"return_statement": (*frame).returnStmt,
		"exit_statement":   (*frame).exitStmt,
		"throw_expression": dead, "break_statement": dead, "continue_statement": dead,
		"compound_statement": (*frame).block, "colon_block": (*frame).block, "declaration_list": (*frame).block,
		"namespace_definition": func(fr *frame, s *syntax.Node, st *state) *state {
			if b := s.Child("body"); b != nil {
				return fr.block(b, st)
			}
			return st
		},
		"if_statement":     (*frame).ifStmt,
		"switch_statement": (*frame).switchStmt,
		"while_statement":  (*frame).loop, "for_statement": (*frame).loop, "do_statement": (*frame).loop,
		"foreach_statement":           (*frame).loop,
		"try_statement":               (*frame).tryStmt,
		"global_declaration":          (*frame).global,
		"function_static_declaration": (*frame).static,
		"unset_statement": func(fr *frame, s *syntax.Node, st *state) *state {
			for _, v := range s.NamedChildren() {
				if v.Kind == "variable_name" {
					st.vars[fr.text(v)] = clean
				}
			}
			return st
		},
		"function_definition": skip, "class_declaration": skip, "interface_declaration": skip,
		"trait_declaration": skip, "enum_declaration": skip,
	}
}

func (fr *frame) stmt(s *syntax.Node, st *state) *state {
	if run := stmtFuncs[s.Kind]; run != nil {
		return run(fr, s, st)
	}
	for _, ch := range s.NamedChildren() {
		if strings.HasSuffix(ch.Kind, "_statement") {
			st = fr.stmt(ch, st)
		} else if strings.HasSuffix(ch.Kind, "_expression") {
			fr.expr(ch, st)
		}
	}
	return st
}

func (fr *frame) echo(s *syntax.Node, st *state) *state {
	for _, e := range s.NamedChildren() {
		for _, x := range seq(e) {
			fr.construct(x, "echo", "echo", fr.expr(x, st), st)
		}
	}
	return st
}

func (fr *frame) returnStmt(s *syntax.Node, st *state) *state {
	if e := firstNamed(s); e != nil {
		v := fr.expr(e, st)
		if fr.ret == nil {
			fr.ret = v
		} else {
			fr.ret = joinVals(fr.ret, v)
		}
	}
	st.dead = true
	return st
}

func (fr *frame) exitStmt(s *syntax.Node, st *state) *state {
	if e := firstNamed(s); e != nil {
		if v := fr.expr(e, st); !v.num {
			fr.construct(e, "exit", "exit", v, st)
		}
	}
	st.dead = true
	return st
}

func (fr *frame) tryStmt(s *syntax.Node, st *state) *state {
	pre := st.copy()
	out := st
	if b := s.Child("body"); b != nil {
		out = fr.block(b, st)
	}
	for _, cc := range s.NamedChildren() {
		switch cc.Kind {
		case "catch_clause":
			cs := merge(pre.copy(), out.copy())
			if cs.dead {
				cs = pre.copy()
			}
			out = merge(out, fr.block(cc.Child("body"), cs))
		case "finally_clause":
			out = fr.block(cc.Child("body"), out)
		}
	}
	return out
}

// global: global $x makes $x the global, of which the analysis knows what
// the models say ($wpdb).
func (fr *frame) global(s *syntax.Node, st *state) *state {
	for _, v := range s.NamedChildren() {
		name := fr.text(v)
		st.vars[name] = clean
		if x, ok := fr.variable(v, name); ok {
			st.vars[name] = x
		}
	}
	return st
}

func (fr *frame) static(s *syntax.Node, st *state) *state {
	for _, d := range s.NamedChildren() {
		if n := d.Child("name"); n != nil {
			v := clean
			if x := d.Child("value"); x != nil {
				v = fr.expr(x, st)
			}
			st.vars[fr.text(n)] = v
		}
	}
	return st
}

func seq(e *syntax.Node) []*syntax.Node {
	if e.Kind == "sequence_expression" {
		var out []*syntax.Node
		for _, c := range e.NamedChildren() {
			out = append(out, seq(c)...)
		}
		return out
	}
	return []*syntax.Node{e}
}

func (fr *frame) ifStmt(s *syntax.Node, st *state) *state {
	cond := s.Child("condition")
	cv := fr.expr(cond, st)
	if b, ok := truthy(cv); ok {
		if b {
			return fr.body(s.Child("body"), st)
		}
		return fr.elseChain(s.ChildrenOf("alternative"), st)
	}
	thenSt, elseSt := fr.refine(cond, st)
	out := fr.body(s.Child("body"), thenSt)
	return merge(out, fr.elseChain(s.ChildrenOf("alternative"), elseSt))
}

func (fr *frame) body(b *syntax.Node, st *state) *state {
	if b == nil {
		return st
	}
	if b.Kind == "compound_statement" || b.Kind == "colon_block" {
		return fr.block(b, st)
	}
	return fr.stmt(b, st)
}

func (fr *frame) elseChain(alts []*syntax.Node, st *state) *state {
	if len(alts) == 0 {
		return st
	}
	a := alts[0]
	if a.Kind == "else_clause" {
		return fr.body(a.Child("body"), st)
	}
	cond := a.Child("condition")
	cv := fr.expr(cond, st)
	if b, ok := truthy(cv); ok {
		if b {
			return fr.body(a.Child("body"), st)
		}
		return fr.elseChain(alts[1:], st)
	}
	thenSt, elseSt := fr.refine(cond, st)
	return merge(fr.body(a.Child("body"), thenSt), fr.elseChain(alts[1:], elseSt))
}

func (fr *frame) switchStmt(s *syntax.Node, st *state) *state {
	subj := fr.expr(s.Child("condition"), st)
	body := s.Child("body")
	if body == nil {
		return st
	}
	cases := body.NamedChildren()
	// A constant subject picks its case (falling through to the next ones
	// until a break).
	if subj.hasC {
		start := -1
		for i, cs := range cases {
			if cs.Kind == "case_statement" {
				if v := fr.expr(cs.Child("value"), st); v.hasC && looseEq(v, subj) {
					start = i
					break
				}
			}
		}
		if start < 0 {
			for i, cs := range cases {
				if cs.Kind == "default_statement" {
					start = i
				}
			}
		}
		if start < 0 {
			return st
		}
		cur := st
		for _, cs := range cases[start:] {
			cur = fr.caseBody(cs, cur)
			if cur.dead {
				break
			}
		}
		cur.dead = false
		return cur
	}
	var out *state
	hasDefault := false
	var fall *state
	for _, cs := range cases {
		if cs.Kind == "default_statement" {
			hasDefault = true
		}
		in := st.copy()
		if fall != nil && !fall.dead {
			in = merge(in, fall)
		}
		end := fr.caseBody(cs, in)
		fall = end
		if end.dead || cs == cases[len(cases)-1] {
			if breaks(cs) {
				end.dead = false
			}
			out = merge(out, end)
		}
	}
	if !hasDefault {
		out = merge(out, st)
	}
	if out == nil {
		return st
	}
	return out
}

func breaks(cs *syntax.Node) bool {
	for _, c := range cs.NamedChildren() {
		if c.Kind == "break_statement" {
			return true
		}
	}
	return false
}

func (fr *frame) caseBody(cs *syntax.Node, st *state) *state {
	for _, c := range cs.NamedChildren() {
		if c.Field == "value" {
			continue
		}
		if st.dead {
			break
		}
		st = fr.stmt(c, st)
	}
	return st
}

func looseEq(a, b *val) bool {
	if x, ok := numVal(a); ok {
		if y, ok := numVal(b); ok {
			return x == y
		}
	}
	return phpStr(a.c) == phpStr(b.c)
}

func (fr *frame) loop(s *syntax.Node, st *state) *state {
	pre := st.copy()
	run := func(in *state) *state {
		in = in.copy()
		switch s.Kind {
		case "foreach_statement":
			kids := s.NamedChildren()
			if len(kids) >= 2 {
				subj := fr.expr(kids[0], in)
				el := subj.element()
				if el.t != nil {
					el = tainted(el.t.step(s.Line, fr.text(kids[0])))
				}
				target := kids[1]
				if target.Kind == "pair" {
					kv := target.NamedChildren()
					if len(kv) == 2 {
						fr.bind(kv[0], el, in)
						fr.bind(kv[1], el, in)
					}
				} else {
					fr.bind(target, el, in)
				}
			}
		case "for_statement":
			for _, f := range []string{"initialize", "condition"} {
				for _, e := range s.ChildrenOf(f) {
					fr.expr(e, in)
				}
			}
		case "while_statement":
			fr.expr(s.Child("condition"), in)
		}
		if b := s.Child("body"); b != nil {
			in = fr.body(b, in)
		}
		if s.Kind == "for_statement" {
			for _, e := range s.ChildrenOf("update") {
				fr.expr(e, in)
			}
		}
		in.dead = false
		return in
	}
	once := run(st)
	twice := run(merge(pre, once))
	return merge(merge(pre, once), twice)
}

// bind assigns v to an assignment target.
func (fr *frame) bind(t *syntax.Node, v *val, st *state) {
	switch t.Kind {
	case "variable_name":
		st.vars[fr.text(t)] = v
	case "by_ref":
		if x := firstNamed(t); x != nil {
			fr.bind(x, v, st)
		}
	case "member_access_expression":
		if k := fr.propKey(t); k != "" {
			st.vars[k] = v
		}
	case "subscript_expression":
		kids := t.NamedChildren()
		if len(kids) == 0 {
			return
		}
		base := kids[0]
		cur := fr.lookup(base, st)
		// An object of a model type stays one ($_SESSION['a'] = ... leaves
		// $_SESSION['b'] what the models say).
		nv := &val{arr: true, t: cur.t, keys: map[string]*val{}, obj: cur.obj, elem: cur.elem}
		for k, x := range cur.keys {
			nv.keys[k] = x
		}
		if len(kids) >= 2 {
			if kv := fr.expr(kids[1], st); kv.hasC {
				nv.keys[phpStr(kv.c)] = v
			} else {
				nv.elem = joinVals(nv.elem, v)
			}
		} else {
			nv.keys[itoa(len(nv.keys))] = v
		}
		fr.bind(base, nv, st)
	case "list_literal", "array_creation_expression":
		i := 0
		kids := t.NamedChildren()
		for j := 0; j < len(kids); j++ {
			k := kids[j]
			if k.Kind == "array_element_initializer" {
				sub := k.NamedChildren()
				if len(sub) == 2 {
					kv := fr.expr(sub[0], st)
					if kv.hasC {
						fr.bind(sub[1], v.get(phpStr(kv.c)), st)
					} else {
						fr.bind(sub[1], v.element(), st)
					}
					continue
				}
				if len(sub) == 1 {
					k = sub[0]
				}
			}
			// list('k' => $x) parses as a string then a variable.
			if (k.Kind == "string" || k.Kind == "encapsed_string") && j+1 < len(kids) {
				kv := fr.expr(k, st)
				fr.bind(kids[j+1], v.get(phpStr(kv.c)), st)
				j++
				continue
			}
			fr.bind(k, v.get(itoa(i)), st)
			i++
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// propKey names a property the analysis tracks as a variable:
// $this->name (and $obj->name for a local object).
func (fr *frame) propKey(n *syntax.Node) string {
	obj := n.Child("object")
	name := n.Child("name")
	if obj == nil || name == nil || name.Kind != "name" {
		return ""
	}
	if obj.Kind == "variable_name" {
		return fr.text(obj) + "->" + fr.text(name)
	}
	return ""
}

func (fr *frame) lookup(n *syntax.Node, st *state) *val {
	if n.Kind == "variable_name" {
		if v, ok := st.vars[fr.text(n)]; ok {
			return v
		}
		if v, ok := fr.variable(n, fr.text(n)); ok {
			return v
		}
		return clean
	}
	return fr.expr(n, st)
}
