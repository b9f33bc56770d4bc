package java

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// sqlKeywordRE: a statement's verb, or JPQL/HQL's "from Entity" (a query
// may start there: em.createQuery("from User where name = '" + n + "'")).
var sqlKeywordRE = regexp.MustCompile(`(?i)\b(select|insert|update|delete|merge|create|drop|alter|call|exec)\b|\bfrom\s+[A-Za-z_]`)

// sink reports v reaching a sink of rule r when it carries taint of the
// kinds in need, or records the sink in the method's summary when a
// parameter reaches it.
func (f *frame) sink(r *analysis.Rule, at *syntax.Node, v *val, need kinds, what string) {
	if v == nil || (v.k&need == 0 && v.params == 0) || v.san&ruleContext(r) != 0 || f.c.alreadySunk(r, v.flow) {
		return
	}
	if v.flow != nil {
		f.c.sunk[sunkKey{r, v.flow}] = true
	}
	if v.k&need != 0 {
		flow := append(v.flow.steps(), analysis.Step{Line: at.Line, What: what})
		f.c.reportFlow(r, at, flow)
	}
	if v.params != 0 && f.m != nil {
		f.m.sinks = append(f.m.sinks, sinkSummary{rule: r, node: at, params: v.params, need: need,
			flow: append(fsteps(v.flow), fstep{line: at.Line, what: what})})
	}
}

// alreadySunk reports whether a value derives from one that already reached
// a sink of the rule: new File(name) and then new FileInputStream(file) is
// one problem, reported once. The value itself reaching a second sink is a
// second problem (stmt.execute(q) and later stmt.executeQuery(q) each run
// it), so only the steps before its newest count. A predictable value is
// one problem wherever it goes (a token named key, then put in a cookie).
func (c *checker) alreadySunk(r *analysis.Rule, s *step) bool {
	if s != nil && r != ruleRandom {
		s = s.prev
	}
	for ; s != nil; s = s.prev {
		if c.sunk[sunkKey{r, s}] {
			return true
		}
	}
	return false
}

// pendingReport is a finding without a source, reported at the end when no
// flow from a source reached the same place.
type pendingReport struct {
	rule *analysis.Rule
	at   *syntax.Node
	msg  string
}

type sunkKey struct {
	rule *analysis.Rule
	at   *step
}

func (c *checker) reportFlow(r *analysis.Rule, at *syntax.Node, flow analysis.Flow) {
	key := reportKey{r.ID, at.Line}
	if c.foreign || c.reported[key] {
		return
	}
	c.reported[key] = true
	c.pass.ReportFlow(r, at, r.Severity, flow)
}

func (c *checker) report(r *analysis.Rule, at *syntax.Node, sev finding.Severity, format string, args ...any) {
	key := reportKey{r.ID, at.Line}
	if c.foreign || c.reported[key] {
		return
	}
	c.reported[key] = true
	if sev == r.Severity {
		c.pass.Reportf(r, at, format, args...)
		return
	}
	lowered := *r
	lowered.Severity = sev
	lowered.Confidence = 0.6
	c.pass.Reportf(&lowered, at, format, args...)
}

// builtText reports SQL or a command built by concatenation or a format
// from the method's parameters where no request data is seen: the pattern
// is wrong whatever the value, and the value comes from a caller. It is
// reported at the end, when no flow from a source reached the same place.
func (f *frame) builtText(r *analysis.Rule, at *syntax.Node, v *val) {
	if v == nil || v.k&fromRequest != 0 || v.san&ruleContext(r) != 0 {
		return
	}
	if v.params&(1<<fieldBase-1) == 0 {
		return
	}
	if r == ruleCode {
		// An expression or script is code whether or not it was built:
		// evaluating one a caller hands in runs whatever the caller got.
		f.c.pending = append(f.c.pending, pendingReport{r, at, fmt.Sprintf("%s evaluates an expression from the method's parameters", f.c.text(at))})
		return
	}
	if v.built == nil {
		f.wholeCommand(r, at, v)
		return
	}
	text := f.c.text(v.built)
	what := "SQL"
	switch r {
	case ruleSQL:
		// The verb may be in an earlier step: sql += " AND id = " + id
		// after sql = "SELECT ...".
		if !sqlKeywordRE.MatchString(text) && !sqlKeywordRE.MatchString(v.lit) {
			return
		}
	case ruleCommand:
		// A format held in a name (String.format(fmt, host)) shows no
		// quote, but its constant text was part of the command.
		if !strings.Contains(text, `"`) && v.lit == "" {
			return
		}
		what = "Command"
	case ruleLDAP:
		if !strings.Contains(text, "=") {
			return
		}
		what = "LDAP filter"
	default:
		return
	}
	f.c.pending = append(f.c.pending, pendingReport{r, at, fmt.Sprintf("%s built by concatenation from the method's parameters: %s", what, analysis.Short(text))})
}

// wholeCommand reports a program or command line that a method's
// parameter supplies whole (Runtime.exec(command), new
// ProcessBuilder(program, ...)): the caller picks what runs, as gosec's
// G204 reports a subprocess launched with a variable.
func (f *frame) wholeCommand(r *analysis.Rule, at *syntax.Node, v *val) {
	if r != ruleCommand || v.c != nil || v.elems != nil || !v.opaque {
		return
	}
	f.c.pending = append(f.c.pending, pendingReport{r, at, fmt.Sprintf("Program or command line taken from the method's parameters runs in %s()", f.c.text(at))})
}

func (f *frame) args(n *syntax.Node) ([]*syntax.Node, []*val) {
	var nodes []*syntax.Node
	var vals []*val
	if a := n.Child("arguments"); a != nil {
		for _, x := range a.NamedChildren() {
			nodes = append(nodes, x)
			vals = append(vals, f.eval(x))
		}
	}
	return nodes, vals
}

func anyArg(vals []*val) *val {
	v := clean
	for _, a := range vals {
		v = union(v, a)
	}
	return v
}

func (f *frame) call(n *syntax.Node) *val {
	name := f.c.text(n.Child("name"))
	obj := n.Child("object")
	var rv *val
	if obj != nil {
		rv = f.eval(obj)
	}
	v := f.callOn(n, obj, name, rv)
	f.memEscapes(n)
	// s.replaceAll("[\\r\\n]", ""): no line break is left to end a header.
	if (f.c.ix.regexReplace[name] || f.c.ix.literalReplace[name]) && rv.tainted() {
		switch gone := f.lineBreaksRemoved(n); {
		case gone == crGone|lfGone:
			v = withStep(encoded(rv, kindBit("header-injection")), n.Line, analysis.Short(f.c.text(n)))
		case f.addsLineBreaks(n):
			// Whatever was removed before, the replacement may put a
			// line break back.
			nv := *v
			nv.san &^= kindBit("header-injection")
			nv.breaks = 0
			v = &nv
		case gone != 0:
			nv := *v
			nv.breaks = gone
			v = &nv
		}
	}
	norm := f.c.ix.normalizes[name] || (f.c.ix.keepsNormal[name] && rv != nil && rv.norm)
	mem := f.c.ix.keepsMemory[name] && len(n.Child("arguments").NamedChildren()) == 0 && rv != nil && rv.mem
	if norm || mem {
		nv := *v
		nv.norm, nv.mem = norm, mem
		v = &nv
	}
	return v
}

// callOn is a call of name on a receiver whose value is rv.
func (f *frame) callOn(n, obj *syntax.Node, name string, rv *val) *val {
	c := f.c
	argNodes, av := f.args(n)
	if v, ok := f.projectCall(n, obj, name, rv, av); ok {
		return v
	}
	// Library calls: what the models say.
	v, done, mutates := f.modelCall(n, f.receiverType(obj, rv, name), name, rv, argNodes, av)
	if done {
		return v
	}
	if v := f.jdkCall(n, obj, name, rv, av); v != nil {
		return v
	}
	res := f.unknownCall(n, obj, name, rv, av)
	// A call a model says stores its arguments in a named receiver
	// changes the variable.
	if mutates && obj != nil && rv.obj == objNone {
		if root := rootVar(c, obj); root != "" {
			old := f.env[root]
			if a := anyArg(av); a.tainted() || a.opaque {
				nv := union(taintOf(old), a)
				if old != nil {
					nv.obj = old.obj
				}
				f.env[root] = withStep(nv, n.Line, root)
			}
		}
	}
	return res
}

// projectCall applies the summaries of the methods of the project a call
// may run: of a class whose object the analysis built, of a class in
// another file, or of this file. ok: the result is theirs.
func (f *frame) projectCall(n, obj *syntax.Node, name string, rv *val, av []*val) (*val, bool) {
	if ms, inst, exact := f.targets(obj, name, rv, len(av)); len(ms) > 0 {
		var fieldVal func(int) *val
		if inst != nil {
			fieldVal = func(i int) *val { return inst.fields[i] }
		}
		v := f.applySummaries(n, ms, av, fieldVal, rv)
		if exact {
			return v, true
		}
		// A subclass may override the method: its sinks are reported,
		// its result is treated as an unknown call's.
	}
	ms := f.localTargets(obj, name, len(av))
	if len(ms) == 0 {
		return nil, false
	}
	var fieldVal func(int) *val
	if obj == nil || obj.Kind == "this" || obj.Kind == "super" {
		// The caller's own fields.
		fieldVal = func(i int) *val {
			if f.m != nil && f.m.cls != nil && i < len(f.m.cls.fields) {
				if v, ok := f.env[f.m.cls.fields[i].name]; ok {
					return v
				}
			}
			return &val{opaque: true}
		}
	}
	return f.applySummaries(n, ms, av, fieldVal, rv), true
}

// jdkCall folds the JDK's strings, configuration defaults and containers
// as far as their values are constants; nil when it does not apply.
func (f *frame) jdkCall(n, obj *syntax.Node, name string, rv *val, av []*val) *val {
	cls := simpleType(f.c.text(obj))
	// A configuration lookup with a constant default (shape
	// config-default): the value the deployment does not override.
	if f.c.ix.configDefaults[name] && len(av) == 2 {
		if s, ok := av[1].str(); ok && !av[0].tainted() {
			return &val{c: s, dflt: true, opaque: true}
		}
	}
	// Constants through String methods.
	if s, ok := rv.str(); ok && !rv.tainted() {
		if t, ok := concatOf(av); ok && f.c.ix.methodText("concat", name) {
			return constant(s + t)
		}
		if v := stringMethod(s, f.c.ix.folds[name], av); v != nil {
			return v
		}
	}
	if f.c.ix.staticText("value-of", cls, name) && len(av) == 1 {
		if s, ok := av[0].str(); ok {
			return constant(s)
		}
	}
	// Collections and builders.
	if rv != nil {
		if v, ok := f.collection(n, obj, name, rv, av); ok {
			return v
		}
	}
	if m := f.c.ix.factory(cls, name); m != nil && m.Container == "of" {
		if len(av) == 1 && av[0].model && av[0].keys == nil {
			return av[0]
		}
		v := &val{model: true}
		for _, a := range av {
			v.elems = append(v.elems, a)
			v = withElems(v, a)
		}
		return v
	}
	return nil
}

// unknownCall is a call no model or summary decides: the result carries
// the receiver's and the arguments' taint; an object a model gives a
// source kind (a request) handed to it yields such data.
func (f *frame) unknownCall(n, obj *syntax.Node, name string, rv *val, av []*val) *val {
	callText := analysis.Short(f.c.text(n))
	res := &val{opaque: true}
	if rv != nil && !f.c.ix.closed(rv.obj) {
		res = union(res, rv)
	}
	for _, a := range av {
		if k := f.c.ix.source(a.obj, false); k != 0 {
			res = union(res, &val{k: k, flow: (*step)(nil).push(n.Line, callText)})
		}
		res = union(res, a)
	}
	if res.tainted() {
		res = withStep(res, n.Line, callText)
	}
	// Text built by a format.
	staticFormat := f.c.ix.staticText("format", f.c.text(obj), name) && len(av) > 1
	methodFormat := f.c.ix.methodText("format", name)
	isFormat := staticFormat && isText(av[0]) && anyArg(av[1:]).opaque
	if res.opaque && isFormat {
		// The format may be a constant held in a name (String sql = "...
		// '%s'"): its text, not the call's, says what is built.
		res = withLit(builtBy(res, n), litOf(av[0]))
	}
	if res.opaque && methodFormat && isText(rv) {
		res = withLit(builtBy(res, n), litOf(rv))
	}
	res = f.builtStep(n, obj, name, rv, av, res)
	// String.format("https://api.example.com/users/%s", id): the format
	// fixes the scheme and host before its first value, as a + does.
	format, ok := rv.str()
	if staticFormat {
		format, ok = av[0].str()
	}
	if prefix := strings.SplitN(format, "%", 2)[0]; ok && (staticFormat || methodFormat) && res.tainted() {
		switch {
		case fixedOrigin.MatchString(prefix):
			res = encoded(res, kindBit("ssrf")|kindBit("open-redirect"))
			res.opaque = true
		case localPath.MatchString(prefix):
			res = encoded(res, kindBit("open-redirect"))
			res.opaque = true
		}
	}
	return res
}

// builtStep marks a call's result as text built from its parts the way +
// builds it: String.join and String.concat of a part that was built or
// that the analysis cannot see, and a builder's toString().
func (f *frame) builtStep(n, obj *syntax.Node, name string, rv *val, av []*val, res *val) *val {
	// String.join(" ", "SELECT ...", "WHERE id = " + id): the parts'
	// text with the separator, built when a part was.
	if f.c.ix.staticText("join", f.c.text(obj), name) && len(av) > 1 && res.opaque {
		lit, built := "", false
		for _, a := range av[1:] {
			lit += litOf(av[0]) + litOf(a)
			built = built || a.built != nil || a.opaque && a.c == nil
		}
		if built {
			res = withLit(builtBy(res, n), lit)
		}
	}
	// "DELETE ... = ".concat(id) is text built as + builds it.
	// A constant concatenated after built text keeps it built: "... = '"
	// .concat(id).concat("'").
	if f.c.ix.methodText("concat", name) && len(av) == 1 && isText(rv) && (av[0].opaque || rv.built != nil && isText(av[0])) {
		res = withLit(builtBy(res, n), litOf(rv)+litOf(av[0]))
	}
	// Text a builder holds comes out of its toString() (or any call
	// without arguments no model decides) as it was built.
	if len(av) == 0 && rv != nil && rv.built != nil && res.built == nil {
		res = withLit(builtBy(res, rv.built), rv.lit)
	}
	return res
}

// fixedHost is what a constructor a host-argument row names makes safe
// when its scheme and host are constants: new URI("https",
// "api.example.com", "/items/" + id, null), new URL("https",
// "api.example.com", 443, path). The request may pick the path or the
// query, not the server. ok is false when no row holds.
func (ix *index) fixedHost(typ string, av []*val, lead func(int) string) (ctx contexts, ok bool) {
	for _, m := range ix.hosts[typ] {
		host, known := m.HostArgument[len(av)]
		if !known {
			continue
		}
		_, schemeOK := av[0].str()
		if h, hostOK := av[host].str(); !schemeOK || !hostOK || h == "" {
			continue
		}
		if p, checked := m.PathArgument[len(av)]; checked && !strings.HasPrefix(lead(p), "/") {
			continue
		}
		for _, k := range m.Sanitizes {
			ctx |= kindBit(k)
		}
		return ctx, true
	}
	return 0, false
}

// leadingText is the constant text argument i starts with: a constant's
// whole text, or a concatenation's first literal ("/items/" + id).
func (c *checker) leadingText(argNodes []*syntax.Node, av []*val, i int) string {
	if s, ok := av[i].str(); ok {
		return s
	}
	if i >= len(argNodes) {
		return ""
	}
	n := argNodes[i]
	for n != nil && n.Kind != "string_literal" {
		switch {
		case n.Kind == "parenthesized_expression" && len(n.NamedChildren()) == 1:
			n = n.NamedChildren()[0]
		case n.Kind == "binary_expression" && c.text(n.Child("operator")) == "+":
			n = n.Child("left")
		default:
			return ""
		}
	}
	if n == nil {
		return ""
	}
	return strings.Trim(c.text(n), `"`)
}

// concatOf is the constant text a concat's one argument holds.
func concatOf(av []*val) (string, bool) {
	if len(av) != 1 {
		return "", false
	}
	return av[0].str()
}

// stringMethod folds a String method called on a constant, by the shape
// of its row (foldShapes).
func stringMethod(s, shape string, av []*val) *val {
	switch shape {
	case "char-at":
		if len(av) == 1 {
			if i, ok := av[0].num(); ok && i >= 0 && int(i) < len(s) {
				return constant(int64(s[i]))
			}
		}
	case "trim":
		return constant(strings.TrimSpace(s))
	case "same":
		return constant(s)
	case "upper-case":
		return constant(strings.ToUpper(s))
	case "lower-case":
		return constant(strings.ToLower(s))
	case "length":
		return constant(int64(len(s)))
	case "substring":
		if len(av) >= 1 {
			i, ok := av[0].num()
			j := int64(len(s))
			ok2 := true
			if len(av) == 2 {
				j, ok2 = av[1].num()
			}
			if ok && ok2 && i >= 0 && i <= j && int(j) <= len(s) {
				return constant(s[i:j])
			}
		}
	case "equals":
		if len(av) == 1 {
			if t, ok := av[0].str(); ok {
				return constant(s == t)
			}
		}
	}
	return nil
}

// collection handles container and builder methods on a receiver (the
// rows with container say which): reads and writes by constant key or
// index are exact while every operation was.
func (f *frame) collection(n, obj *syntax.Node, name string, rv *val, av []*val) (*val, bool) {
	op := containerOps[f.c.ix.containers[name]]
	if op == nil {
		return nil, false
	}
	cc := &container{f: f, n: n, op: f.c.ix.containers[name], cur: rv, av: av, root: rootVar(f.c, obj)}
	if cc.root != "" {
		if v, ok := f.env[cc.root]; ok {
			cc.cur = v
		}
	}
	cc.isMap = cc.cur.keys != nil
	return op(cc)
}

// container is one call on a container or builder.
type container struct {
	f     *frame
	n     *syntax.Node
	op    string // the row's container operation (models.ContainerOps)
	cur   *val
	av    []*val
	root  string
	isMap bool
}

func (cc *container) set(nv *val) {
	if cc.root != "" {
		cc.f.env[cc.root] = withStep(nv, cc.n.Line, cc.root)
	}
}

func (cc *container) copyOf() *val {
	cur := cc.cur
	nv := &val{k: cur.k, params: cur.params, flow: cur.flow, opaque: cur.opaque, obj: cur.obj, model: cur.model}
	if cur.model {
		nv.elems = append([]*val(nil), cur.elems...)
		if cur.keys != nil {
			nv.keys = make(map[string]*val, len(cur.keys))
			for k, v := range cur.keys {
				nv.keys[k] = v
			}
		}
	}
	return nv
}

// containerOps are the container operations (models.ContainerOps).
var containerOps = map[string]func(cc *container) (*val, bool){
	"add":        func(cc *container) (*val, bool) { return cc.add(false) },
	"add-first":  func(cc *container) (*val, bool) { return cc.add(true) },
	"set":        (*container).setAt,
	"put":        (*container).put,
	"get":        (*container).get,
	"remove":     (*container).get,
	"clear":      (*container).clear,
	"first":      func(cc *container) (*val, bool) { return cc.first(false) },
	"take-first": func(cc *container) (*val, bool) { return cc.first(true) },
	"last":       (*container).last,
	"append":     (*container).appendText,
}

func (cc *container) add(first bool) (*val, bool) {
	av := cc.av
	if cc.isMap || len(av) == 0 {
		return nil, false
	}
	nv := cc.copyOf()
	x := av[len(av)-1]
	if nv.model {
		switch {
		case len(av) == 1 && first:
			nv.elems = append([]*val{x}, nv.elems...)
		case len(av) == 1:
			nv.elems = append(nv.elems, x)
		default:
			if i, ok := av[0].num(); ok && i >= 0 && int(i) <= len(nv.elems) {
				nv.elems = append(nv.elems[:i], append([]*val{x}, nv.elems[i:]...)...)
			} else {
				nv.model, nv.elems = false, nil
			}
		}
	}
	cc.set(withElems(nv, x))
	return clean, true
}

func (cc *container) setAt() (*val, bool) {
	av := cc.av
	if cc.isMap || len(av) != 2 {
		return nil, false
	}
	nv := cc.copyOf()
	if i, ok := av[0].num(); ok && nv.model && i >= 0 && int(i) < len(nv.elems) {
		nv.elems[i] = av[1]
	} else {
		nv.model, nv.elems = false, nil
	}
	cc.set(withElems(nv, av[1]))
	return clean, true
}

func (cc *container) put() (*val, bool) {
	av := cc.av
	if len(av) != 2 || (!cc.isMap && cc.cur.model) {
		return nil, false
	}
	nv := cc.copyOf()
	if k, ok := av[0].str(); ok && nv.model && nv.keys != nil {
		nv.keys[k] = av[1]
	} else {
		nv.model, nv.keys, nv.elems = false, nil, nil
	}
	cc.set(withElems(withElems(nv, av[1]), av[0]))
	return clean, true
}

// lookup is the element a get reads, or nil when it is not known.
func (cc *container) lookup() *val {
	cur, av := cc.cur, cc.av
	if !cur.model {
		return nil
	}
	if cc.isMap {
		k, ok := av[0].str()
		if !ok {
			return nil
		}
		if out := cur.keys[k]; out != nil {
			return out
		}
		if len(av) == 2 {
			return av[1]
		}
		return clean
	}
	if i, ok := av[0].num(); ok && i >= 0 && int(i) < len(cur.elems) {
		return orClean(cur.elems[i])
	}
	return nil
}

func (cc *container) get() (*val, bool) {
	cur, av := cc.cur, cc.av
	if len(av) == 0 {
		return nil, false
	}
	out := cc.lookup()
	if cc.op == "remove" {
		cc.remove(out != nil)
	}
	if out == nil {
		if !cur.tainted() && !anyArg(av).tainted() && cur.model {
			return clean, true
		}
		return union(taintOf(cur), anyArg(av)), true
	}
	return out, true
}

// remove deletes the element a get read (known says it was found).
func (cc *container) remove(known bool) {
	nv := cc.copyOf()
	switch {
	case known && cc.isMap:
		k, _ := cc.av[0].str()
		delete(nv.keys, k)
	case known:
		i, _ := cc.av[0].num()
		nv.elems = append(nv.elems[:i], nv.elems[i+1:]...)
	default:
		nv.model, nv.keys, nv.elems = false, nil, nil
	}
	cc.set(nv)
}

func (cc *container) clear() (*val, bool) {
	if cc.cur.model || cc.cur.obj == objNone {
		nv := &val{model: true, obj: cc.cur.obj}
		if cc.isMap {
			nv.keys = map[string]*val{}
		}
		cc.set(nv)
	}
	return clean, true
}

func (cc *container) first(take bool) (*val, bool) {
	cur := cc.cur
	if !cur.model || cc.isMap {
		return nil, false
	}
	if len(cur.elems) == 0 {
		return clean, true
	}
	out := orClean(cur.elems[0])
	if take {
		nv := cc.copyOf()
		nv.elems = nv.elems[1:]
		cc.set(nv)
	}
	return out, true
}

func (cc *container) last() (*val, bool) {
	cur := cc.cur
	if !cur.model || cc.isMap {
		return nil, false
	}
	if len(cur.elems) == 0 {
		return clean, true
	}
	return orClean(cur.elems[len(cur.elems)-1]), true
}

func (cc *container) appendText() (*val, bool) {
	cur := cc.cur
	if cur.obj != objNone {
		return nil, false
	}
	nv := &val{k: cur.k, params: cur.params, flow: cur.flow, opaque: cur.opaque}
	lit, built := cur.lit, cur.built
	for _, a := range cc.av {
		nv = withElems(nv, a)
		lit += litOf(a)
		// A value the builder cannot see appended to its text builds
		// text from it, as + does; a constant or a placeholder does not.
		if a.opaque && a.c == nil {
			built = cc.n
		}
	}
	nv.lit, nv.built = lit, built
	cc.set(nv)
	return taintOf(nv), true
}

// localTargets returns the methods of this file a call may run.
func (f *frame) localTargets(obj *syntax.Node, name string, nargs int) []*method {
	ms := f.c.methods[name]
	if len(ms) == 0 {
		return nil
	}
	if obj != nil {
		switch obj.Kind {
		case "this", "super":
		case "object_creation_expression":
			if !f.c.classes[simpleType(f.c.text(obj.Child("type")))] {
				return nil
			}
		case "identifier":
			t := f.types[f.c.text(obj)]
			if !f.c.classes[t] && !f.c.classes[f.c.text(obj)] {
				return nil
			}
		default:
			return nil
		}
	}
	var out []*method
	for _, m := range ms {
		if len(m.params) == nargs && m.decl.Kind == "method_declaration" {
			out = append(out, m)
		}
	}
	return out
}

func (f *frame) applySummaries(n *syntax.Node, ms []*method, av []*val, fieldVal func(int) *val, rv *val) *val {
	var res *val
	callText := analysis.Short(f.c.text(n))
	for _, m := range ms {
		m.c.analyze(m)
		if m.state != 2 {
			// A recursive call: be conservative.
			res = join(res, withStep(anyArg(av), n.Line, callText))
			continue
		}
		r := &val{}
		if m.ret != nil {
			r = f.instantiate(m.ret, m, n.Line, callText, av, fieldVal, rv)
		}
		foreign := m.c != f.c
		for _, s := range m.sinks {
			at, rest := s.node, s.flow[1:]
			if foreign {
				// The sink is in another file: report the call.
				at, rest = n, relabelF(rest, m.c.file)
			}
			for b := 0; b < 64; b++ {
				if s.params&(1<<uint(b)) == 0 {
					continue
				}
				var a *val
				switch {
				case b < fieldBase && b < len(av):
					a = av[b]
				case b < fieldBase:
				case fieldVal != nil:
					a = fieldVal(b - fieldBase)
				case rv != nil:
					a = taintOf(rv)
				}
				if a == nil {
					continue
				}
				if a.k&s.need != 0 {
					flow := append(fsteps(a.flow), fstep{line: n.Line, what: callText})
					f.c.reportFlow(s.rule, at, toFlow(append(flow, rest...)))
				}
				if a.params != 0 && f.m != nil && f.m != m {
					flow := append(fsteps(a.flow), fstep{line: n.Line, what: callText})
					f.m.sinks = append(f.m.sinks, sinkSummary{rule: s.rule, node: at, params: a.params, need: s.need,
						flow: append(flow, rest...)})
				}
			}
		}
		if res == nil {
			res = r
		} else {
			res = join(res, r)
		}
	}
	return orClean(res)
}

func (f *frame) construct(n *syntax.Node) *val {
	typ := simpleType(f.c.text(n.Child("type")))
	argNodes, av := f.args(n)
	v := f.constructOf(n, typ, argNodes, av)
	role := f.c.ix.memory[typ]
	if role != memReader && role != memWriter {
		f.memEscapes(n)
	}
	// An in-memory byte buffer the method makes, the bytes it holds and a
	// stream reading them back: what the method wrote there itself.
	mem := n.Child("body") == nil && n.FirstNamed("class_body") == nil &&
		((role == memBuffer && !anyArg(av).tainted()) || (role == memReader && len(av) > 0 && av[0].mem))
	if mem {
		nv := *v
		nv.mem = true
		v = &nv
	}
	return v
}

// What a type row's memory says its classes' objects are
// (models.MemoryRoles).
const (
	memBuffer = "buffer" // a new one holds what the method writes into it
	memReader = "reader" // built over a buffer's bytes, it reads them back
	memWriter = "writer" // it writes into the buffer it is given only what the method hands it
)

// memEscapes forgets that a buffer handed to a call holds only what the
// method wrote: the callee may copy anything into it
// (in.transferTo(buf), IOUtils.copy(in, buf)). The constructors of memory
// type rows' readers and writers do not (a ByteArrayInputStream reads the
// bytes, an ObjectOutputStream writes only the objects it is given).
func (f *frame) memEscapes(n *syntax.Node) {
	a := n.Child("arguments")
	if a == nil {
		return
	}
	for _, x := range a.NamedChildren() {
		if x.Kind != "identifier" {
			continue
		}
		if v, ok := f.env[f.c.text(x)]; ok && v.mem {
			nv := *v
			nv.mem = false
			f.env[f.c.text(x)] = &nv
		}
	}
}

// constructOf is a constructor call's value.
func (f *frame) constructOf(n *syntax.Node, typ string, argNodes []*syntax.Node, av []*val) *val {
	c := f.c
	typText := c.text(n.Child("type"))
	callText := analysis.Short(c.text(n))
	all := anyArg(av)
	if ctx, ok := c.ix.fixedHost(typ, av, func(i int) string { return c.leadingText(argNodes, av, i) }); ok && all.tainted() {
		v := encoded(withStep(all, n.Line, callText), ctx)
		v.opaque = true
		v.obj = c.typeOf(typText)
		return v
	}
	// A class the models name: its constructor's rows, and an object of
	// its type carrying the arguments' data.
	if mt := c.typeOf(typText); mt != objNone {
		if v, done, _ := f.modelCall(n, mt, "new", nil, argNodes, av); done {
			return v
		}
		v := *withStep(all, n.Line, callText)
		v.obj = mt
		return &v
	}
	if v := emptyContainer(c.ix.factory(typ, "new"), av); v != nil {
		return v
	}
	// A class of this file or the project: its constructor's parameters
	// reach its sinks through the summary, and the object is as tainted as
	// its arguments, with the fields the constructor set.
	var inst *instance
	if n.Child("body") == nil && n.FirstNamed("class_body") == nil {
		if ci := c.resolve(c.text(n.Child("type"))); ci != nil {
			inst = f.newInstance(n, ci, av)
		}
	}
	res := &val{opaque: true}
	for _, a := range av {
		if k := c.ix.source(a.obj, false); k != 0 {
			res = union(res, &val{k: k, flow: (*step)(nil).push(n.Line, callText)})
		}
		res = union(res, a)
	}
	if s, ok := all.str(); ok && typ == "String" && len(av) == 1 {
		return constant(s)
	}
	res = withStep(res, n.Line, callText)
	// new StringBuilder("SELECT ..."): the text the builder starts with.
	if len(av) == 1 {
		res = withLit(res, litOf(av[0]))
	}
	res.inst = inst
	return res
}

// The container rows of constructors: a new empty container, indexed
// (new ArrayList<>(), with or without a constant capacity) or keyed (new
// HashMap<>()).
const (
	newEmpty      = "empty"
	newEmptyKeyed = "empty-keyed"
)

// emptyContainer is the value of a constructor an empty container row m
// names, or nil.
func emptyContainer(m *models.Model, av []*val) *val {
	switch {
	case m == nil:
	case m.Container == newEmptyKeyed && len(av) == 0:
		return &val{model: true, keys: map[string]*val{}}
	case m.Container == newEmpty && (len(av) == 0 || (len(av) == 1 && !av[0].tainted() && !av[0].opaque && av[0].c != nil)):
		return &val{model: true}
	}
	return nil
}

// mentions reports whether code under n names one of the identifiers.
func (c *checker) mentions(n *syntax.Node, names ...string) bool {
	found := false
	n.Walk(func(x *syntax.Node) bool {
		if found {
			return false
		}
		if x.Kind == "identifier" || x.Kind == "type_identifier" {
			for _, name := range names {
				if c.text(x) == name {
					found = true
				}
			}
		}
		return true
	})
	return found
}
