package csharp

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

type checker struct {
	nest    analysis.Nesting // recursion into expressions, bounded
	ix      *index
	pass    *analysis.Pass
	tree    *syntax.Tree
	methods map[string][]*method
	consts  map[string]*val
	// bound are properties model binding fills ([BindProperty], [FromQuery]...).
	bound    map[string]*val
	reported map[string]bool
	// fieldTypes are the declared types of the file's fields, properties
	// and constructor parameters, by name.
	fieldTypes map[string]string
	// proj reads the project's other files; file is set (and nothing is
	// reported) when this checker reads such a file for its summaries.
	proj *project
	// decls finds the types the project declares (its enums), at any depth.
	decls *project
	file  string
	depth int
	// pending are the findings of text built from parameters.
	pending []pendingReport
	// found are the variables holding a found-guard lookup's result, by
	// method and name: what a != null test of them proves.
	found map[foundKey]foundGuard
}

type foundKey struct {
	m    *method
	name string
}

// foundGuard is a lookup kept in a variable: the row and the variable (or
// property path) it looked up.
type foundGuard struct {
	m   *models.Model
	arg string
}

// method is a method, local function or minimal-API handler lambda, and
// once analysed its summary.
type method struct {
	c      *checker
	decl   *syntax.Node
	body   *syntax.Node
	name   string
	params []*syntax.Node
	// sources: the parameters model binding fills from the request;
	// text: those declared string, whose text the caller chooses.
	sources uint64
	text    uint64
	state   uint8 // 0 new, 1 running, 2 done
	// pv are the parameters' values on entry: a property read of one is
	// that property's (val.field).
	pv    []*val
	ret   *val
	sinks []sinkSum
}

// sinkSum is a sink inside a method reached by some of its parameters.
type sinkSum struct {
	rule   *analysis.Rule
	params uint64
	san    ctx
	flow   analysis.Flow
	field  string
}

type frame struct {
	c     *checker
	m     *method
	env   map[string]*val
	types map[string]string
}

func newChecker(pass *analysis.Pass, ix *index) *checker {
	return &checker{ix: ix, pass: pass, tree: pass.Tree, methods: map[string][]*method{}, consts: map[string]*val{},
		bound: map[string]*val{}, reported: map[string]bool{}, fieldTypes: map[string]string{}}
}

func (c *checker) text(n *syntax.Node) string {
	if n == nil {
		return ""
	}
	return c.tree.Text(n)
}

func (c *checker) taint() {
	for _, m := range c.collect() {
		c.analyze(m)
	}
	// Text built from parameters is reported where no request data was
	// seen reaching the same line.
	for _, p := range c.pending {
		key := fmt.Sprintf("%s:%d", p.rule.ID, p.at.Line)
		if c.reported[key] || c.file != "" {
			continue
		}
		c.reported[key] = true
		lowered := *p.rule
		lowered.Severity, lowered.Confidence = finding.Medium, 0.6
		c.pass.Reportf(&lowered, p.at, "%s", p.msg)
	}
}

// pendingReport is a finding without a source, reported after the file's
// flows from request data.
type pendingReport struct {
	rule *analysis.Rule
	at   *syntax.Node
	msg  string
}

var (
	textType     = regexp.MustCompile(`^(string|String|System\.String)\??$`)
	sqlKeywordRE = regexp.MustCompile(`(?i)\b(select|insert|update|delete|merge|create|drop|alter|exec|execute)\b|\bfrom\s+[A-Za-z_\[]`)
	// xpathRE: a location path or a predicate.
	xpathRE = regexp.MustCompile(`^/|//|\[@?\w+\s*=`)
)

// builtText records SQL, a command, an LDAP filter or an XPath expression
// built by concatenation, interpolation or string.Format from the
// method's parameters where no request data is seen: the pattern is wrong
// whatever the value (gosec's G201/G202, CA2100), and the value comes from
// a caller. lit is the constant text the value was built from. So is a
// path that joins a parameter under a directory the method chose (under)
// and reaches a file without a check that it stays inside, and a URL
// whose host a parameter supplies ("https://" + host + "/api").
func (f *frame) builtText(r *analysis.Rule, at *syntax.Node, raw *val, params uint64, flow analysis.Flow) {
	lit, under := raw.lit, raw.under
	what := ""
	switch {
	case r == ruleSSRF && hostFirst.MatchString(raw.prefix):
		// "https://" + host + "/api": the caller names the server.
		what = "URL whose host is"
	case r == rulePath && under:
		// Path.Combine(root, name): the caller's name may climb out of
		// root with .., or replace it when rooted (CWE-22).
		what = "Path under a fixed directory"
	case r == ruleSQL && sqlKeywordRE.MatchString(lit):
		what = "SQL"
	case r == ruleCommand && lit == "":
		// Process.Start(fileName), FileName = program: the caller picks
		// the program or its whole command line, as gosec's G204 reports
		// a subprocess launched with a variable.
		what = "Program or arguments"
	case r == ruleCommand:
		what = "Command"
	case r == ruleLDAP && strings.Contains(lit, "="):
		what = "LDAP filter"
	case r == ruleXPath && xpathRE.MatchString(lit):
		what = "XPath expression"
	default:
		return
	}
	if r == rulePath && f.checksParams(params) || f.dataDrivenTest() {
		return
	}
	verb := "built from"
	if r == ruleCommand && lit == "" {
		verb = "taken from"
	}
	msg := fmt.Sprintf("%s %s the method's parameters: %s", what, verb, flowText(flow))
	if r == rulePath {
		msg += " (nothing checks that the parameter stays inside the directory)"
	}
	f.c.pending = append(f.c.pending, pendingReport{r, at, msg})
}

// dataDrivenTest reports whether the method is a test whose parameters
// are the constants its attributes list (test rows: xUnit's [Theory]
// [InlineData("a.txt")], NUnit's [TestCase], MSTest's [DataRow]), and not
// values code makes, which it may read from anywhere ([MemberData]).
func (f *frame) dataDrivenTest() bool {
	if f.m == nil || f.m.decl == nil || f.m.decl.Kind != "method_declaration" {
		return false
	}
	attrs := f.c.attributes(f.m.decl)
	for _, t := range f.c.ix.tests {
		if anyAttribute(t.Annotations, attrs) && !anyAttribute(t.NotAnnotations, attrs) {
			return true
		}
	}
	return false
}

// checksParams reports whether the method tests one of the parameters in
// params in an if that leaves the method when the test fails (if
// (!IsSafeName(name)) throw ...; if (Path.GetFileName(name) != name)
// return ...): what the test accepts is the method's business, so a path
// built from the parameter is not reported as unchecked.
func (f *frame) checksParams(params uint64) bool {
	if f.m == nil || f.m.body == nil {
		return false
	}
	names := map[string]bool{}
	for i, p := range f.m.params {
		if i < 64 && params&(1<<i) != 0 {
			names[f.c.text(p.Child("name"))] = true
		}
	}
	found := false
	f.m.body.Walk(func(n *syntax.Node) bool {
		if found {
			return false
		}
		if n.Kind != "if_statement" || !exits(n.Child("consequence")) || !f.c.ix.pathChecked(f.c.text(n.Child("condition"))) {
			return true
		}
		n.Child("condition").Walk(func(x *syntax.Node) bool {
			found = found || x.Kind == "identifier" && names[f.c.text(x)]
			return !found
		})
		return true
	})
	return found
}

// flowText is a flow as one line: its first and last steps.
func flowText(flow analysis.Flow) string {
	if len(flow) == 0 {
		return ""
	}
	if len(flow) == 1 {
		return flow[0].What
	}
	return fmt.Sprintf("%s (line %d) → %s (line %d)", flow[0].What, flow[0].Line, flow[len(flow)-1].What, flow[len(flow)-1].Line)
}

// collect indexes the file's methods, constants, bound properties and
// field types.
func (c *checker) collect() []*method {
	var all []*method
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "method_declaration", "local_function_statement", "constructor_declaration":
			m := &method{c: c, decl: n, body: n.Child("body"), name: c.text(n.Child("name"))}
			if m.body == nil {
				m.body = n.FirstNamed("arrow_expression_clause")
			}
			if ps := n.Child("parameters"); ps != nil {
				for _, p := range ps.NamedChildren() {
					if p.Kind == "parameter" {
						m.params = append(m.params, p)
					}
				}
			}
			var h *models.Model
			if n.Kind == "method_declaration" {
				h = c.handlerRow(n)
			}
			for i, p := range m.params {
				if c.sourceParam(p, h) && i < 64 {
					m.sources |= 1 << i
				}
			}
			c.methods[m.name] = append(c.methods[m.name], m)
			if n.Kind == "constructor_declaration" {
				for _, p := range m.params {
					c.fieldTypes[c.text(p.Child("name"))] = c.text(p.Child("type"))
				}
			}
			all = append(all, m)
		case "property_declaration":
			c.fieldTypes[c.text(n.Child("name"))] = c.text(n.Child("type"))
			if t := c.text(n.Child("type")); c.boundParam(n) && !c.barrierType(t) {
				name := c.text(n.Child("name"))
				c.bound[name] = &val{taint: true, flow: analysis.Flow{{Line: n.Line, What: t + " " + name}}}
			}
		case "field_declaration":
			if vd := n.FirstNamed("variable_declaration"); vd != nil {
				for _, d := range vd.NamedChildren() {
					if d.Kind == "variable_declarator" {
						c.fieldTypes[c.text(d.Child("name"))] = c.text(vd.Child("type"))
					}
				}
			}
			if mods := c.text(n); strings.Contains(mods, "const ") || strings.Contains(mods, "readonly ") {
				for _, d := range n.Find("variable_declarator") {
					if v := declValue(d); v != nil {
						f := &frame{c: c, env: map[string]*val{}, types: map[string]string{}}
						if x := f.eval(v); x.c != nil && !x.live() {
							c.consts[c.text(d.Child("name"))] = x
						}
					}
				}
			}
		case "invocation_expression":
			all = append(all, c.lambdaHandlers(n)...)
		}
		return true
	})
	return all
}

func declValue(d *syntax.Node) *syntax.Node {
	name := d.Child("name")
	ns := d.NamedChildren()
	if len(ns) == 0 || ns[len(ns)-1] == name {
		return nil
	}
	v := ns[len(ns)-1]
	if v.Kind == "equals_value_clause" {
		return v.FirstNamed("")
	}
	return v
}

// analyze interprets a method once and records its summary.
func (c *checker) analyze(m *method) {
	if m.state != 0 {
		return
	}
	m.state = 1
	f := &frame{c: c, m: m, env: map[string]*val{}, types: map[string]string{}}
	for i, p := range m.params {
		name := c.text(p.Child("name"))
		v := &val{flow: analysis.Flow{{Line: p.Line, What: c.label(strings.TrimSpace(c.text(p.Child("type")) + " " + name))}}}
		if i < 64 {
			v.params = 1 << i
			v.taint = m.sources&(1<<i) != 0
			if textType.MatchString(c.text(p.Child("type"))) {
				m.text |= 1 << i
			}
		}
		f.env[name] = v
		f.types[name] = c.text(p.Child("type"))
		m.pv = append(m.pv, v)
	}
	m.ret = &val{}
	if m.body != nil {
		switch m.body.Kind {
		case "block":
			f.exec(m.body)
		case "arrow_expression_clause":
			if e := m.body.FirstNamed(""); e != nil {
				m.ret = f.eval(e)
			}
		default:
			m.ret = f.eval(m.body)
		}
	}
	m.state = 2
}

func (c *checker) reportFlow(r *analysis.Rule, at *syntax.Node, flow analysis.Flow) {
	if c.file != "" {
		return
	}
	key := fmt.Sprintf("%s:%d", r.ID, at.Line)
	if c.reported[key] {
		return
	}
	c.reported[key] = true
	if by := c.restriction(at); by != "" {
		r = restricted(r, by)
	}
	c.pass.ReportFlow(r, at, r.Severity, flow)
}

func (c *checker) report(r *analysis.Rule, at *syntax.Node, format string, args ...any) {
	if c.file != "" {
		return
	}
	key := fmt.Sprintf("%s:%d", r.ID, at.Line)
	if c.reported[key] {
		return
	}
	c.reported[key] = true
	c.pass.Reportf(r, at, format, args...)
}

// sink checks a value arriving at a sink of rule r.
func (f *frame) sink(r *analysis.Rule, at *syntax.Node, v *val, what string) {
	raw := v
	if raw == nil {
		raw = &val{}
	}
	prefix := raw.prefix
	v = whole(v)
	cx := ruleCtx[r]
	if !v.live() || v.san&cx != 0 {
		return
	}
	// A fixed host, or a local path, before the data: the data chooses
	// only the path.
	if (r == ruleRedirect || r == ruleSSRF) && fixedTarget.MatchString(prefix) {
		return
	}
	flow := append(append(analysis.Flow{}, v.flow...), analysis.Step{Line: at.Line, What: f.c.label(what)})
	if v.taint {
		f.c.reportFlow(r, at, flow)
	} else if f.m != nil && v.params&f.m.text != 0 && (raw.lit != "" || raw.under || r == ruleCommand && raw.prefix == "") {
		f.builtText(r, at, raw, v.params, flow)
	}
	if v.params != 0 && f.m != nil && len(f.m.sinks) < 32 {
		f.m.sinks = append(f.m.sinks, sinkSum{rule: r, params: v.params, san: v.san, flow: flow, field: v.field})
	}
}

// --- statements ---

// hostFirst is a URL's constant start that stops before the host.
var hostFirst = regexp.MustCompile(`(?i)^(https?|ftp|wss?)://$`)

var fixedTarget = regexp.MustCompile(`^(/[^/\\]|~/|https?://[^/]+/)`)

func (f *frame) clone() *frame {
	g := &frame{c: f.c, m: f.m, env: make(map[string]*val, len(f.env)), types: f.types}
	for k, v := range f.env {
		g.env[k] = v
	}
	return g
}

func (f *frame) merge(paths ...*frame) {
	keys := map[string]bool{}
	for _, p := range paths {
		for k := range p.env {
			keys[k] = true
		}
	}
	for k := range keys {
		if strings.Contains(k, ".") && slices.ContainsFunc(paths, func(p *frame) bool { return p.env[k] == nil }) {
			// a property a guard proved on one path only: after the
			// paths meet it is read from its object again
			delete(f.env, k)
			continue
		}
		var r *val
		for i, p := range paths {
			if i == 0 {
				r = p.env[k]
				if r == nil {
					r = &val{}
				}
				continue
			}
			r = join(r, p.env[k])
		}
		f.env[k] = r
	}
}

// exits reports whether a statement always leaves the enclosing block.
func exits(n *syntax.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case "return_statement", "throw_statement", "continue_statement", "break_statement":
		return true
	case "block":
		ns := n.NamedChildren()
		return len(ns) > 0 && exits(ns[len(ns)-1])
	case "expression_statement":
		return n.FirstNamed("throw_expression") != nil
	}
	return false
}

func (f *frame) exec(n *syntax.Node) {
	if n == nil {
		return
	}
	switch n.Kind {
	case "block", "unsafe_statement", "checked_statement", "lock_statement", "fixed_statement":
		for _, s := range n.NamedChildren() {
			f.exec(s)
		}
	case "local_declaration_statement", "variable_declaration", "using_statement":
		for _, s := range n.NamedChildren() {
			f.exec(s)
		}
	case "variable_declarator":
		f.declare(n)
	case "expression_statement":
		for _, e := range n.NamedChildren() {
			f.eval(e)
		}
	case "return_statement":
		if e := n.FirstNamed(""); e != nil && f.m != nil {
			v := f.eval(e)
			if f.m.ret == nil {
				f.m.ret = v
			} else {
				f.m.ret = join(f.m.ret, v)
			}
		}
	case "if_statement":
		f.execIf(n)
	case "while_statement", "do_statement", "for_statement":
		for _, s := range n.NamedChildren() {
			if s.Field == "body" || s.Kind == "block" {
				continue
			}
			if s.Kind == "variable_declaration" {
				f.exec(s)
			} else {
				f.eval(s)
			}
		}
		f.forgetWrites(n.Child("body"))
		g := f.clone()
		g.exec(n.Child("body"))
		f.merge(f, g)
	case "foreach_statement":
		coll := whole(f.eval(n.Child("right")))
		f.forgetWrites(n.Child("body"))
		g := f.clone()
		if l := n.Child("left"); l != nil && l.Kind == "identifier" {
			g.env[f.c.text(l)] = coll
		}
		g.exec(n.Child("body"))
		f.merge(f, g)
	case "switch_statement":
		f.execSwitch(n)
	case "try_statement":
		for _, s := range n.NamedChildren() {
			switch s.Kind {
			case "block":
				f.exec(s)
			case "catch_clause", "finally_clause":
				g := f.clone()
				if b := s.FirstNamed("block"); b != nil {
					g.exec(b)
				}
				f.merge(f, g)
			}
		}
	case "local_function_statement", "class_declaration":
	case "throw_statement", "yield_statement":
		for _, e := range n.NamedChildren() {
			f.eval(e)
		}
	default:
		for _, s := range n.NamedChildren() {
			if strings.HasSuffix(s.Kind, "_statement") || s.Kind == "block" {
				f.exec(s)
			} else {
				f.eval(s)
			}
		}
	}
}

// declare binds a declared variable to its initial value and records its
// type: the one written, or the one its initializer builds or returns.
func (f *frame) declare(n *syntax.Node) {
	name := f.c.text(n.Child("name"))
	v := &val{}
	if e := declValue(n); e != nil {
		v = f.eval(e)
		f.forgetFound(name)
		f.noteLookup(name, e)
		if e.Kind == "identifier" {
			f.forgetPaths(f.c.text(e)) // an alias may write its properties
		}
		if e.Kind == "object_creation_expression" {
			f.types[name] = f.c.text(e.Child("type"))
		} else if t := f.exprType(e); t != "" {
			f.types[name] = t
		}
	}
	if t := n.Parent.Child("type"); t != nil && t.Kind != "implicit_type" {
		f.types[name] = f.c.text(t)
		if f.c.barrierType(f.c.text(t)) {
			v = &val{c: v.c}
		}
	}
	f.env[name] = withStep(v, n.Line, name)
}

func (f *frame) execIf(n *syntax.Node) {
	cond := n.Child("condition")
	cv := f.eval(cond)
	then, alt := n.Child("consequence"), n.Child("alternative")
	if b, ok := cv.c.(bool); ok && !cv.live() {
		if b {
			f.exec(then)
		} else {
			f.exec(alt)
		}
		return
	}
	t, e := f.clone(), f.clone()
	f.refine(t, cond, true)
	f.refine(e, cond, false)
	t.exec(then)
	e.exec(alt)
	switch {
	case exits(then) && !exits(alt):
		f.env = e.env
	case exits(alt) && !exits(then):
		f.env = t.env
	default:
		f.merge(t, e)
	}
}

// refine applies what a branch learns from its condition being pos: an
// allow-list check, Url.IsLocalUrl, a comparison with a constant.
func (f *frame) refine(g *frame, cond *syntax.Node, pos bool) {
	if cond == nil {
		return
	}
	switch cond.Kind {
	case "parenthesized_expression":
		f.refine(g, cond.FirstNamed(""), pos)
	case "prefix_unary_expression":
		if strings.HasPrefix(f.c.text(cond), "!") {
			f.refine(g, cond.FirstNamed(""), !pos)
		}
	case "binary_expression":
		f.refineBinary(g, cond, pos)
	case "invocation_expression":
		f.refineCall(g, cond, pos)
	}
}

func (f *frame) refineBinary(g *frame, cond *syntax.Node, pos bool) {
	op := operator(cond)
	l, r := cond.Child("left"), cond.Child("right")
	switch {
	case op == "&&" && pos, op == "||" && !pos:
		f.refine(g, l, pos)
		f.refine(g, r, pos)
	case op == "!=" && pos, op == "==" && !pos:
		for _, pair := range [][2]*syntax.Node{{l, r}, {r, l}} {
			if pair[0].Kind == "identifier" && pair[1].Kind == "null_literal" {
				if fg, ok := f.c.found[foundKey{f.m, f.c.text(pair[0])}]; ok {
					g.env[fg.arg] = f.guardValue(fg.m, fg.arg)
				}
			}
		}
	case op == "==" && pos, op == "!=" && !pos:
		for _, pair := range [][2]*syntax.Node{{l, r}, {r, l}} {
			if pair[0].Kind == "identifier" {
				if k := f.eval(pair[1]); k.c != nil && !k.live() {
					g.env[f.c.text(pair[0])] = k
				}
			}
		}
	}
}

// refineCall applies the guard rows of a call tested in a condition:
// allowed.Contains(x), Url.IsLocalUrl(x), Regex.IsMatch(x, "^[0-9]+$"),
// full.StartsWith(baseDir), name.Contains("..").
func (f *frame) refineCall(g *frame, cond *syntax.Node, pos bool) {
	fn := cond.Child("function")
	if fn == nil || fn.Kind != "member_access_expression" {
		return
	}
	recv, name, args := fn.Child("expression"), simpleName(fn.Child("name"), f.c), argNodes(cond)
	if len(args) == 0 {
		return
	}
	for _, m := range f.c.ix.rows(f.receiverType(recv, name), name) {
		if x := f.guarded(m, recv, args, pos); x != "" {
			g.env[x] = f.guardValue(m, x)
		}
	}
}

// noteLookup records a variable declared as a found-guard lookup's result
// (var context = await interaction.GetAuthorizationContextAsync(returnUrl)):
// where it is tested != null, the value looked up is one the lookup knows.
func (f *frame) noteLookup(name string, e *syntax.Node) {
	awaited := false
	for e != nil && (e.Kind == "await_expression" || e.Kind == "parenthesized_expression") {
		awaited = awaited || e.Kind == "await_expression"
		e = e.FirstNamed("")
	}
	// without await the variable holds the Task, which is never null
	if e == nil || e.Kind != "invocation_expression" || !awaited {
		return
	}
	fn := e.Child("function")
	args := argNodes(e)
	if fn == nil || fn.Kind != "member_access_expression" || len(args) == 0 {
		return
	}
	arg := f.c.pathOf(args[0])
	if args[0].Kind == "identifier" {
		arg = f.c.text(args[0])
	}
	recv, mname := fn.Child("expression"), simpleName(fn.Child("name"), f.c)
	for _, m := range f.c.ix.rows(f.receiverType(recv, mname), mname) {
		if m.Guard == "found" && arg != "" {
			if f.c.found == nil {
				f.c.found = map[foundKey]foundGuard{}
			}
			f.c.found[foundKey{f.m, name}] = foundGuard{m: m, arg: arg}
		}
	}
}

// guarded is the variable a guard row makes safe where the condition is
// pos, or "".
func (f *frame) guarded(m *models.Model, recv *syntax.Node, args []*syntax.Node, pos bool) string {
	c := f.c
	arg := c.pathOf(args[0])
	if args[0].Kind == "identifier" {
		arg = c.text(args[0])
	}
	self := ""
	if recv != nil && recv.Kind == "identifier" {
		self = c.text(recv)
	}
	switch m.Guard {
	case "check":
		if pos && arg != c.text(recv) {
			return arg
		}
	case "pattern":
		if p, ok := f.argStr(args, 1); pos && ok && strictPattern(p) {
			return arg
		}
	case "prefix":
		if pos {
			return self
		}
	case "position":
		if s, ok := f.argStr(args, 0); !pos && ok && s == ".." {
			return self
		}
	}
	return ""
}

func (f *frame) argStr(args []*syntax.Node, i int) (string, bool) {
	if i >= len(args) {
		return "", false
	}
	return f.eval(args[i]).str()
}

// guardValue is a variable's value where a guard row's test passed.
func (f *frame) guardValue(m *models.Model, x string) *val {
	if m.Kind == models.KindBarrier {
		return &val{}
	}
	var cx ctx
	for _, s := range m.Sanitizes {
		cx |= kindCtx[s]
	}
	return sanitized(f.env[x], cx)
}

// strictPattern reports whether a regular expression anchors the whole
// value and admits no arbitrary text.
func strictPattern(p string) bool {
	if !strings.HasPrefix(p, "^") || !strings.HasSuffix(p, "$") {
		return false
	}
	for _, wide := range []string{".*", ".+", "[^", `\S`} {
		if strings.Contains(p, wide) {
			return false
		}
	}
	return true
}

func (f *frame) execSwitch(n *syntax.Node) {
	v := f.eval(n.Child("value"))
	body := n.Child("body")
	if body == nil {
		return
	}
	sections := body.NamedChildren()
	stmts := func(s *syntax.Node) []*syntax.Node {
		var out []*syntax.Node
		for _, x := range s.NamedChildren() {
			if strings.HasSuffix(x.Kind, "_statement") || x.Kind == "block" {
				out = append(out, x)
			}
		}
		return out
	}
	if v.c != nil && !v.live() {
		var def *syntax.Node
		for _, s := range sections {
			isDefault := true
			for _, l := range s.NamedChildren() {
				if l.Kind == "constant_pattern" || l.Kind == "case_switch_label" {
					isDefault = false
					if k := f.eval(l.FirstNamed("")); k.c != nil && fmtConst(k.c) == fmtConst(v.c) {
						for _, st := range stmts(s) {
							f.exec(st)
						}
						return
					}
				}
			}
			if isDefault {
				def = s
			}
		}
		if def != nil {
			for _, st := range stmts(def) {
				f.exec(st)
			}
		}
		return
	}
	var paths []*frame
	for _, s := range sections {
		g := f.clone()
		for _, st := range stmts(s) {
			g.exec(st)
		}
		paths = append(paths, g)
	}
	paths = append(paths, f.clone())
	f.merge(paths...)
}

// --- expressions ---

func operator(n *syntax.Node) string {
	for _, ch := range n.Children {
		if !ch.Named {
			return strings.TrimSpace(string(ch.Kind))
		}
	}
	return ""
}

func fmtConst(c any) string {
	switch x := c.(type) {
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case bool:
		if x {
			return "True"
		}
		return "False"
	}
	return fmt.Sprint(c)
}

func unquote(s string) string {
	s = strings.TrimPrefix(s, "@")
	s = strings.Trim(s, `"`)
	return s
}

// evals are the evaluators of expressions by node kind; a kind not here
// carries its children's data.
var evals map[string]func(f *frame, n *syntax.Node) *val

func init() {
	evals = map[string]func(f *frame, n *syntax.Node) *val{
		"identifier":                          (*frame).ident,
		"lambda_expression":                   func(f *frame, n *syntax.Node) *val { return f.lambda(n, &val{}) },
		"anonymous_method_expression":         func(f *frame, n *syntax.Node) *val { return f.lambda(n, &val{}) },
		"postfix_unary_expression":            (*frame).postfix,
		"prefix_unary_expression":             (*frame).prefix,
		"cast_expression":                     (*frame).cast,
		"interpolated_string_expression":      (*frame).interpolated,
		"binary_expression":                   (*frame).binary,
		"switch_expression":                   (*frame).switchExpr,
		"conditional_expression":              (*frame).conditional,
		"element_access_expression":           (*frame).element,
		"member_access_expression":            func(f *frame, n *syntax.Node) *val { return f.member(n, n) },
		"conditional_access_expression":       func(f *frame, n *syntax.Node) *val { return whole(f.eval(n.FirstNamed(""))) },
		"invocation_expression":               (*frame).call,
		"object_creation_expression":          (*frame).construct,
		"implicit_object_creation_expression": (*frame).construct,
		"assignment_expression":               (*frame).assign,
		"declaration_expression":              (*frame).declaration,
		"array_creation_expression":           (*frame).array,
		"implicit_array_creation_expression":  (*frame).array,
		"collection_expression":               (*frame).array,
		"initializer_expression":              (*frame).array,
	}
	for _, k := range []string{"string_literal", "verbatim_string_literal", "raw_string_literal", "character_literal",
		"integer_literal", "boolean_literal"} {
		evals[k] = (*frame).literal
	}
	for _, k := range []string{"null_literal", "real_literal", "this_expression", "base_expression", "typeof_expression",
		"default_expression", "sizeof_expression", "predefined_type", "is_pattern_expression", "nameof_expression"} {
		evals[k] = func(*frame, *syntax.Node) *val { return &val{} }
	}
	for _, k := range []string{"parenthesized_expression", "await_expression", "checked_expression", "ref_expression"} {
		evals[k] = func(f *frame, n *syntax.Node) *val { return f.eval(n.FirstNamed("")) }
	}
}

func (f *frame) eval(n *syntax.Node) *val {
	if n == nil {
		return &val{}
	}
	f.c.nest.Enter()
	defer f.c.nest.Leave()
	if ev := evals[n.Kind]; ev != nil {
		return ev(f, n)
	}
	r := &val{}
	for _, ch := range n.NamedChildren() {
		r = union(r, whole(f.eval(ch)))
	}
	return r
}

func (f *frame) literal(n *syntax.Node) *val {
	text := f.c.text(n)
	switch n.Kind {
	case "character_literal":
		return constant(strings.Trim(text, "'"))
	case "integer_literal":
		if i, err := strconv.ParseInt(strings.TrimRight(text, "uUlL"), 0, 64); err == nil {
			return constant(i)
		}
		return &val{}
	case "boolean_literal":
		return constant(text == "true")
	}
	return constant(unquote(text))
}

func (f *frame) ident(n *syntax.Node) *val {
	name := f.c.text(n)
	if v, ok := f.env[name]; ok {
		return v
	}
	if v, ok := f.c.consts[name]; ok {
		return v
	}
	if v, ok := f.c.bound[name]; ok {
		return v
	}
	return &val{}
}

func (f *frame) postfix(n *syntax.Node) *val {
	if strings.HasSuffix(f.c.text(n), "!") {
		return f.eval(n.FirstNamed(""))
	}
	return &val{}
}

func (f *frame) prefix(n *syntax.Node) *val {
	v := f.eval(n.FirstNamed(""))
	if b, ok := v.c.(bool); ok && strings.HasPrefix(f.c.text(n), "!") {
		return constant(!b)
	}
	return &val{}
}

func (f *frame) cast(n *syntax.Node) *val {
	v := f.eval(n.Child("value"))
	if f.c.barrierType(f.c.text(n.Child("type"))) {
		return &val{c: v.c}
	}
	return v
}

func (f *frame) interpolated(n *syntax.Node) *val {
	r := constant("")
	for _, ch := range n.NamedChildren() {
		switch ch.Kind {
		case "string_content", "escape_sequence":
			r = concat(r, constant(f.c.text(ch)))
		case "interpolation":
			var e *syntax.Node
			for _, x := range ch.NamedChildren() {
				if x.Kind != "interpolation_brace" && x.Kind != "interpolation_alignment_clause" && x.Kind != "interpolation_format_clause" {
					e = x
					break
				}
			}
			r = concat(r, f.eval(e))
		}
	}
	return r
}

// switchExpr is the arms' results, not the value switched on: sort switch
// { "name" => "Name", _ => "Id" } is a constant.
func (f *frame) switchExpr(n *syntax.Node) *val {
	var r *val
	for _, arm := range n.NamedChildren() {
		if arm.Kind == "switch_expression_arm" {
			r = joinAcc(r, f.eval(lastNamed(arm)))
		}
	}
	if r == nil {
		r = &val{}
	}
	return r
}

func (f *frame) conditional(n *syntax.Node) *val {
	cv := f.eval(n.Child("condition"))
	if b, ok := cv.c.(bool); ok && !cv.live() {
		if b {
			return f.eval(n.Child("consequence"))
		}
		return f.eval(n.Child("alternative"))
	}
	t, e := f.clone(), f.clone()
	f.refine(t, n.Child("condition"), true)
	f.refine(e, n.Child("condition"), false)
	return join(t.eval(n.Child("consequence")), e.eval(n.Child("alternative")))
}

// element reads x[k]: an element stored under a constant key, the rows
// for the type's indexer (Item: Request["id"]), or the whole collection.
// A source read indexed (Request.Query["id"]) is labelled with its key.
func (f *frame) element(n *syntax.Node) *val {
	e := n.Child("expression")
	var obj *val
	if e != nil && e.Kind == "member_access_expression" {
		obj = f.member(e, n)
	} else {
		obj = f.eval(e)
	}
	var key *val
	if s := n.Child("subscript"); s != nil {
		if a := s.FirstNamed("argument"); a != nil {
			key = f.eval(lastNamed(a))
		}
	}
	if obj.elems != nil && key != nil && key.c != nil && !key.live() {
		if v, ok := obj.elems[fmtConst(key.c)]; ok {
			return v
		}
		return union(obj, nil)
	}
	k := &site{n: n, obj: e, name: "Item", typ: f.exprType(e), rv: obj, all: whole(key)}
	if key != nil {
		k.av = []*val{key}
	}
	if dec := f.decider(f.c.ix.rows(k.typ, "Item"), k); dec != nil && !storesInReceiver(dec) {
		return f.result(dec, k, n)
	}
	return whole(obj)
}

// member reads a property: a field model binding fills, the rows for the
// property on the object's type, or the object's data. at is the node a
// source read is labelled with.
func (f *frame) member(n, at *syntax.Node) *val {
	c := f.c
	name := c.text(n.Child("name"))
	e := n.Child("expression")
	if v, ok := f.env[c.pathOf(n)]; ok {
		return v // model.ReturnUrl where Url.IsLocalUrl(model.ReturnUrl) passed
	}
	if e != nil && e.Kind == "this_expression" {
		if v, ok := c.bound[name]; ok {
			return v
		}
	}
	obj := f.eval(e)
	k := &site{n: n, obj: e, name: name, typ: f.receiverType(e, name), rv: obj, all: &val{}}
	rows := c.ix.rows(k.typ, name)
	if k.typ == "" && obj.live() {
		rows = c.ix.dataProperties(rows)
	}
	if dec := f.decider(rows, k); dec != nil && !storesInReceiver(dec) {
		return f.result(dec, k, at)
	}
	if c.ix.closed(k.typ) {
		return &val{}
	}
	if obj.object {
		if v, ok := obj.elems[name]; ok {
			return v
		}
	}
	r := whole(obj)
	if f.m != nil && slices.Contains(f.m.pv, obj) {
		r.field = name
	} else {
		r.field = obj.field
	}
	return r
}

// dataProperties drops the rows for a controller's or page's own helper
// properties (Url, Html, Request: untyped rows returning a type that has
// sources, sinks or sanitizers) from the rows for a property read on an
// object of unknown type that carries data: a bound model's Url is the
// text the client sent. Rows returning a plain container (Headers, whose
// Add stores nothing the analysis follows) stay.
func (ix *index) dataProperties(rows []*models.Model) []*models.Model {
	var out []*models.Model
	for _, m := range rows {
		if m.Type == "" && m.Returns != "" && m.Returns != "receiver" && ix.helper(ix.classes[m.Returns]) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// helper reports whether the rows for a type's members include a source,
// a sink or a sanitizer.
func (ix *index) helper(typ string) bool {
	for _, m := range ix.calls[typ] {
		switch m.Kind {
		case models.KindSource, models.KindSink, models.KindSanitizer:
			return true
		}
	}
	return false
}

func (f *frame) declaration(n *syntax.Node) *val {
	if id := n.Child("name"); id != nil {
		f.env[f.c.text(id)] = &val{}
	}
	return &val{}
}

func (f *frame) array(n *syntax.Node) *val {
	r := &val{elems: map[string]*val{}}
	init := n
	if n.Kind != "initializer_expression" && n.Kind != "collection_expression" {
		init = n.FirstNamed("initializer_expression")
	}
	if init != nil {
		for _, e := range init.NamedChildren() {
			r.elems[strconv.Itoa(r.n)] = f.eval(e)
			r.n++
		}
	}
	return r
}

func lastNamed(n *syntax.Node) *syntax.Node {
	ns := n.NamedChildren()
	if len(ns) == 0 {
		return nil
	}
	return ns[len(ns)-1]
}

func (f *frame) binary(n *syntax.Node) *val {
	op := operator(n)
	a, b := f.eval(n.Child("left")), f.eval(n.Child("right"))
	switch op {
	case "+":
		if x, ok := a.c.(int64); ok {
			if y, ok := b.c.(int64); ok {
				return constant(x + y)
			}
		}
		return concat(a, b)
	case "??":
		if a.c != nil && !a.live() {
			return a
		}
		return join(a, b)
	case "as":
		return a
	case "==", "!=":
		if a.c != nil && b.c != nil && !a.live() && !b.live() {
			eq := fmtConst(a.c) == fmtConst(b.c)
			return constant(eq == (op == "=="))
		}
		return &val{}
	case "&&", "||":
		x, ok1 := a.c.(bool)
		y, ok2 := b.c.(bool)
		if ok1 && ok2 {
			if op == "&&" {
				return constant(x && y)
			}
			return constant(x || y)
		}
		if ok1 && ((op == "&&" && !x) || (op == "||" && x)) {
			return constant(x)
		}
		return &val{}
	case "<", ">", "<=", ">=":
		x, ok1 := a.c.(int64)
		y, ok2 := b.c.(int64)
		if ok1 && ok2 {
			switch op {
			case "<":
				return constant(x < y)
			case ">":
				return constant(x > y)
			case "<=":
				return constant(x <= y)
			}
			return constant(x >= y)
		}
		return &val{}
	case "-", "*", "/", "%":
		x, ok1 := a.c.(int64)
		y, ok2 := b.c.(int64)
		if ok1 && ok2 {
			switch op {
			case "-":
				return constant(x - y)
			case "*":
				return constant(x * y)
			case "/":
				if y != 0 {
					return constant(x / y)
				}
			case "%":
				if y != 0 {
					return constant(x % y)
				}
			}
		}
		return &val{}
	}
	return &val{}
}

// pathOf is the text of a property read on a variable (model.ReturnUrl,
// a.b.c), the key under which a guard that tested it records it clean for
// the branch it passes; "" for any other expression.
func (c *checker) pathOf(n *syntax.Node) string {
	if n == nil || n.Kind != "member_access_expression" {
		return ""
	}
	for x := n; x != nil; x = x.Child("expression") {
		switch x.Kind {
		case "identifier":
			return c.text(n)
		case "member_access_expression":
		default:
			return ""
		}
	}
	return ""
}

// forgetPaths drops the guarded property paths at and below x (x.a,
// x.a.b) when x is assigned: the test was of the old value.
func (f *frame) forgetPaths(x string) {
	if strings.Contains(x, ".") {
		delete(f.env, x)
	}
	for k := range f.env {
		if strings.HasPrefix(k, x+".") {
			delete(f.env, k)
		}
	}
}

// forgetFound drops what a found-guard lookup proves when x is assigned:
// the variable holding the lookup's result, or the value it looked up (or
// the object that value is a property of).
func (f *frame) forgetFound(x string) {
	for k, g := range f.c.found {
		if k.m == f.m && (k.name == x || g.arg == x || strings.HasPrefix(g.arg, x+".")) {
			delete(f.c.found, k)
		}
	}
}

// forgetWrites forgets the guarded paths and lookups of every variable n
// may change: the targets of its assignments (a tuple's too) and the
// variables it passes to calls, which may write their properties
// (TryUpdateModelAsync(model)). A loop's body is walked before it runs,
// so a write at its end is seen by a read at its start.
func (f *frame) forgetWrites(n *syntax.Node) {
	if n == nil {
		return
	}
	forget := func(x *syntax.Node) {
		if root := f.c.rootVar(x); root != "" {
			f.forgetPaths(root)
			f.forgetFound(root)
		}
	}
	if n.Kind == "tuple_expression" {
		for _, a := range n.NamedChildren() {
			forget(a.FirstNamed(""))
		}
		return
	}
	for _, a := range n.Find("assignment_expression") {
		if l := a.Child("left"); l != nil && l.Kind == "tuple_expression" {
			f.forgetWrites(l)
		} else {
			forget(l)
		}
	}
	for _, call := range n.Find("invocation_expression") {
		for _, a := range argNodes(call) {
			if a.Kind == "identifier" {
				forget(a)
			}
		}
	}
}

// rootVar is the variable at the start of a member chain: sb in
// sb.Append(a).Append(b), model in model.Name.
func (c *checker) rootVar(n *syntax.Node) string {
	for n != nil {
		switch n.Kind {
		case "identifier":
			return c.text(n)
		case "member_access_expression", "element_access_expression":
			n = n.Child("expression")
		case "invocation_expression":
			fn := n.Child("function")
			if fn == nil || fn.Kind != "member_access_expression" {
				return ""
			}
			n = fn.Child("expression")
		case "parenthesized_expression":
			n = n.FirstNamed("")
		default:
			return ""
		}
	}
	return ""
}

func (f *frame) assign(n *syntax.Node) *val {
	c := f.c
	left, right := n.Child("left"), n.Child("right")
	v := f.eval(right)
	op := operator(n)
	switch left.Kind {
	case "identifier":
		name := c.text(left)
		switch op {
		case "+=":
			v = concat(f.eval(left), v)
		case "??=":
			v = join(f.eval(left), v)
		}
		if right.Kind == "object_creation_expression" {
			f.types[name] = c.text(right.Child("type"))
		}
		// In an object initializer, a property of the object being built.
		if init := n.Parent; init != nil && init.Kind == "initializer_expression" {
			f.property(n, init.Parent, name, v)
			break
		}
		f.env[name] = withStep(v, n.Line, name)
		f.forgetPaths(name)
		f.forgetFound(name)
		if right.Kind == "identifier" {
			f.forgetPaths(c.text(right)) // an alias may write its properties
		}
	case "tuple_expression":
		f.forgetWrites(left)
	case "element_access_expression":
		obj := left.Child("expression")
		f.property(n, obj, "Item", v)
		root := c.rootVar(obj)
		if root == "" {
			break
		}
		cur := f.env[root]
		var key *val
		if s := left.Child("subscript"); s != nil {
			if a := s.FirstNamed("argument"); a != nil {
				key = f.eval(lastNamed(a))
			}
		}
		if obj.Kind == "identifier" && key != nil && key.c != nil && !key.live() {
			nv := &val{elems: map[string]*val{}}
			if cur != nil {
				*nv = *cur
				nv.elems = map[string]*val{}
				for k, e := range cur.elems {
					nv.elems[k] = e
				}
			}
			nv.elems[fmtConst(key.c)] = v
			f.env[root] = nv
		} else {
			f.env[root] = union(whole(cur), v)
		}
	case "member_access_expression":
		name := c.text(left.Child("name"))
		f.property(n, left.Child("expression"), name, v)
		f.forgetPaths(c.text(left))
		f.forgetFound(c.text(left))
		obj := left.Child("expression")
		if obj != nil && obj.Kind == "identifier" && f.env[c.text(obj)].objectVal() {
			// obj.Name = v on an object whose properties are kept apart
			f.env[c.text(obj)] = withProperty(f.env[c.text(obj)], name, v)
		} else if inner := c.objectProperty(obj); inner != "" && f.env[c.text(obj.Child("expression"))].objectVal() {
			// obj.Inner.Name = v: Inner holds v now
			root := c.text(obj.Child("expression"))
			f.env[root] = withNested(f.env[root], inner, v)
		} else if root := c.rootVar(left); root != "" && v.live() {
			f.env[root] = union(f.env[root], v)
		}
	}
	return v
}

// objectProperty is Inner when n is obj.Inner with obj a variable.
func (c *checker) objectProperty(n *syntax.Node) string {
	if n == nil || n.Kind != "member_access_expression" {
		return ""
	}
	if e := n.Child("expression"); e == nil || e.Kind != "identifier" {
		return ""
	}
	return c.text(n.Child("name"))
}

// property checks an assignment to a property (or, as Item, an indexer
// element) that a row makes a sink: obj is the object's expression (or
// the object creation an initializer belongs to).
func (f *frame) property(at, obj *syntax.Node, name string, v *val) {
	k := &site{n: at, obj: obj, name: name, what: f.c.text(at), typ: f.receiverType(obj, name), rv: &val{},
		av: []*val{v}, all: whole(v)}
	f.sinks(f.c.ix.rows(k.typ, name), k)
}

// lambda interprets a lambda's body where it is written, its parameters
// bound to p (the receiver of .Select(x => ...), .ForEach(x => ...)): the
// sinks inside it are checked with the enclosing method's variables.
func (f *frame) lambda(n *syntax.Node, p *val) *val {
	g := f.clone()
	g.m = &method{ret: &val{}}
	if ps := n.Child("parameters"); ps != nil {
		if ps.Kind == "implicit_parameter" || ps.Kind == "identifier" {
			g.env[f.c.text(ps)] = p
		}
		for _, x := range ps.NamedChildren() {
			if x.Kind == "parameter" {
				g.env[f.c.text(x.Child("name"))] = p
			}
		}
	}
	body := n.Child("body")
	if body == nil {
		body = n.FirstNamed("block")
	}
	r := &val{}
	if body != nil {
		if body.Kind == "block" {
			g.exec(body)
			r = g.m.ret
		} else {
			r = g.eval(body)
		}
	}
	if f.m != nil {
		for _, s := range g.m.sinks {
			if len(f.m.sinks) < 32 {
				f.m.sinks = append(f.m.sinks, s)
			}
		}
	}
	return r
}
