package python

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// args are a call's evaluated arguments.
type args struct {
	pos     []*val
	posN    []*syntax.Node
	kw      map[string]*val
	kwN     map[string]*syntax.Node
	splat   bool
	all     *val // everything, flattened
	callNod *syntax.Node
	req     bool // the whole request object is among the arguments
}

func (a *args) arg(i int, names ...string) (*val, *syntax.Node) {
	for _, n := range names {
		if v, ok := a.kw[n]; ok {
			return v, a.kwN[n]
		}
	}
	if i >= 0 && i < len(a.pos) {
		return a.pos[i], a.posN[i]
	}
	return nil, nil
}

func (fr *frame) evalArgs(n *syntax.Node, st *state) *args {
	a := &args{kw: map[string]*val{}, kwN: map[string]*syntax.Node{}, all: clean, callNod: n}
	an := n.Child("arguments")
	if an == nil {
		return a
	}
	if an.Kind == "generator_expression" {
		v := fr.expr(an, st)
		a.pos, a.posN = append(a.pos, v), append(a.posN, an)
		a.all = v.flat()
		return a
	}
	for _, k := range an.NamedChildren() {
		switch k.Kind {
		case "comment":
			continue
		case "keyword_argument":
			v := fr.expr(k.Child("value"), st)
			name := fr.c.text(k.Child("name"))
			a.kw[name], a.kwN[name] = v, k.Child("value")
			a.all = join(a.all, v.flat())
		case "list_splat", "dictionary_splat":
			v := fr.expr(k.NamedChildren()[0], st)
			if k.Kind == "dictionary_splat" && v.dict && v.t == nil {
				// **opts of a dict built before (opts = {"verify": False}):
				// the keywords it holds, and no others
				for key, kv := range v.keys {
					if name, ok := strings.CutPrefix(key, "string:"); ok {
						a.kw[name], a.kwN[name] = kv, k
					}
				}
				a.all = join(a.all, v.flat())
				continue
			}
			a.splat = true
			if k.Kind == "list_splat" {
				if v.seq && v.t == nil {
					for _, it := range v.items {
						a.pos, a.posN = append(a.pos, it), append(a.posN, k)
					}
				} else {
					a.pos, a.posN = append(a.pos, v.element()), append(a.posN, k)
				}
			}
			a.all = join(a.all, v.flat())
		default:
			v := fr.expr(k, st)
			a.pos, a.posN = append(a.pos, v), append(a.posN, k)
			if v.kind == "request" && v.t != nil && len(v.t.flow) == 1 && v.t.flow[0].What == "request" {
				// The whole request given to a function of another file
				// (get_token(request), get_language_from_request(request))
				// gives back something about the request, not its data;
				// the file's own functions are followed by their summaries.
				a.req = true
				continue
			}
			a.all = join(a.all, v.flat())
		}
	}
	return a
}

func (a *args) taint() *taint { return a.all.t }

// call evaluates a call: the file's and the project's functions through
// their summaries, model rows by qualified name or by the receiver's type,
// then the conservative default (the result carries the taint of the
// receiver and arguments).
func (fr *frame) call(n *syntax.Node, st *state) *val {
	fnN := n.Child("function")
	a := fr.evalArgs(n, st)
	switch fnN.Kind {
	case "attribute":
		if q := fr.qual(fnN, st); q != "" {
			return fr.qualifiedCall(n, q, a, st)
		}
		recvN := fnN.Child("object")
		return fr.valueCall(n, recvN, fr.expr(recvN, st), fr.c.text(fnN.Child("attribute")), a, st)
	case "identifier":
		return fr.nameCall(n, fr.c.text(fnN), a, st)
	}
	v := fr.expr(fnN, st)
	return &val{t: union(v.tt(), a.taint()), rnd: union(v.rr(), a.all.rnd)}
}

// nameCall is a call of a name: a local callable, the file's function or
// class, an import or a builtin.
func (fr *frame) nameCall(n *syntax.Node, name string, a *args, st *state) *val {
	c := fr.c
	if v, ok := st.env[name]; ok {
		// a local callable (run_query = etree.XPath(q)): its result carries its taint
		return &val{t: union(v.t, a.taint()), rnd: union(v.rnd, a.all.rnd)}
	}
	if fs := c.funcs[name]; len(fs) > 0 {
		if r := fr.applySummary(n, fs, a, 0); r != nil {
			return r
		}
	}
	if c.classes[name] {
		// an instance of the file's class: what its __init__ stores
		return fr.construct(n, c, name, a)
	}
	if imp, ok := c.imports[name]; ok {
		return fr.qualifiedCall(n, imp, a, st)
	}
	return fr.qualifiedCall(n, name, a, st)
}

// valueCall is a method call on a value: the file's and the project's
// classes through their summaries, then methodCall.
func (fr *frame) valueCall(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	c := fr.c
	if recv.obj != nil {
		if v := fr.instanceCall(n, recvN, recv, method, a, st); v != nil {
			return v
		}
	}
	var fs []*fn
	switch {
	case strings.HasPrefix(recv.kind, "inst:"):
		for _, f := range c.funcs[method] {
			if f.class == recv.kind[len("inst:"):] {
				fs = append(fs, f)
			}
		}
	case recv.kind == "self":
		fs = c.methods(method)
		if fr.f != nil && fr.f.class != "" {
			fs = c.reachable(fr.f.class, fs)
			if len(fs) == 0 {
				fs = c.importedBaseMethods(fr.f, method)
			}
		}
	}
	if len(fs) > 0 {
		if r := fr.applySummary(n, fs, a, 1); r != nil {
			if recv.kind != "self" {
				for _, f := range fs {
					if f.usesSelf {
						r = join(r, &val{t: recv.tt()}) // what the object holds may come back
					}
				}
			}
			return r
		}
	}
	return fr.methodCall(n, recvN, recv, method, a, st)
}

// qualifiedCall is a call by qualified name (os.system, a builtin, a
// function of another module of the project).
func (fr *frame) qualifiedCall(n *syntax.Node, q string, a *args, st *state) *val {
	tabs := fr.c.models
	rows := tabs.call(q)
	if !strings.Contains(q, ".") {
		rows = append(rows[:len(rows):len(rows)], tabs.call("builtins."+q)...)
	}
	if _, shadow := fr.c.funcs[q]; shadow {
		rows = nil // the file's own function of that name
	}
	if _, shadow := fr.c.funcs[q]; q == "dict" && !shadow && len(a.pos) == 0 && !a.splat && len(a.kw) > 0 {
		// dict(timeout=10, verify=False): the mapping of its keywords
		d := &val{dict: true, keys: map[string]*val{}}
		for k, v := range a.kw {
			d.keys["string:"+k] = v
		}
		return d
	}
	v := fr.modelCall(n, rows, nil, nil, a, st)
	fr.settings(n, q, "", "", a) // after the sinks: a password's hash is not also a weak hash
	if v != nil {
		return v
	}
	if typ, ok := tabs.ctors[q]; ok {
		return fr.typed(typ, nil, a.all.rnd, a, nil)
	}
	if v := fr.namedReceiverCall(n, q, a, st); v != nil {
		return v
	}
	last := q[strings.LastIndex(q, ".")+1:]
	if san, ok := tabs.anySanitizer(last); ok {
		return &val{t: a.taint().sanitize(san), rnd: a.all.rnd, constish: a.taint() == nil}
	}
	if q == "map" && len(a.pos) == 2 {
		// map(html.escape, values): each element sanitized
		if san, ok := tabs.sanitizer(fr.qual(a.posN[0], st)); ok {
			return &val{t: a.pos[1].tt().sanitize(san), rnd: a.pos[1].rr()}
		}
	}
	if v := fr.projectCall(n, q, a, st); v != nil {
		return v
	}
	return unknownCall(a)
}

// namedReceiverCall: a method of an object the name's text says the type
// of (receiver-names: Item.objects.raw(...), logging.info(...)).
func (fr *frame) namedReceiverCall(n *syntax.Node, q string, a *args, st *state) *val {
	i := strings.LastIndexByte(q, '.')
	if i <= 0 {
		return nil
	}
	tabs := fr.c.models
	typ := tabs.receiverType(q[:i])
	if typ == "" {
		return nil
	}
	if v := fr.modelCall(n, tabs.typedRows(typ, q[i+1:]), nil, &val{kind: typ}, a, st); v != nil {
		return v
	}
	if tabs.types[typ].Closed {
		return &val{rnd: a.all.rnd, constish: true}
	}
	return nil
}

// unknownCall is the result of a call no model or summary decides: its
// arguments' data, unless a URL whose host the application fixed leads
// them; a function given the whole request makes a request object.
func unknownCall(a *args) *val {
	t := a.taint()
	fixed := len(a.pos) > 0 && len(a.kw) == 0
	for _, v := range a.pos {
		fixed = fixed && (v.hasC || v.constish)
	}
	if t != nil && hostArg(a) {
		t = t.sanitize(cRedirect | cSSRF)
	}
	if t == nil && a.req {
		return reqObject()
	}
	return &val{t: t, rnd: a.all.rnd, constish: fixed}
}

func (c *checker) methods(name string) []*fn {
	var out []*fn
	for _, f := range c.funcs[name] {
		if f.class != "" {
			out = append(out, f)
		}
	}
	return out
}

// applySummary applies the summaries of the file's functions named so:
// the return value carries the taint of the arguments that reach it, and a
// tainted argument that reaches a sink inside is reported there.
func (fr *frame) applySummary(n *syntax.Node, fs []*fn, a *args, skip int) *val {
	var out *val
	for _, f := range fs {
		if f.state == 0 {
			f.c.analyze(f)
		}
		if f.state != 2 {
			return &val{t: a.taint(), rnd: a.all.rnd}
		}
		argOf := func(i int) *val {
			j := i - skip
			if i < len(f.params) {
				if v, ok := a.kw[f.params[i]]; ok {
					return v
				}
			}
			if j >= 0 && j < len(a.pos) {
				return a.pos[j]
			}
			if a.splat {
				return a.all
			}
			return nil
		}
		r := &val{kind: f.sum.retKind}
		if k := f.sum.retC; k != nil {
			r = &val{c: k.c, hasC: k.hasC, constish: k.constish, alts: k.alts, kind: k.kind}
		}
		if f.sum.ret != nil {
			for i := range f.params {
				if i >= 64 || f.sum.ret.params&(1<<i) == 0 {
					continue
				}
				if v := argOf(i); v != nil {
					t := v.tt().sanitize(f.sum.ret.safe)
					r.t = union(r.t, t.step(n.Line, fr.c.label(fr.c.text(n))))
					r.rnd = union(r.rnd, v.rr())
				}
			}
			if f.sum.ret.flow != nil {
				r.t = union(r.t, f.sum.ret)
			}
		}
		for _, s := range f.sum.sinks {
			for i := range f.params {
				if i >= 64 || s.params&(1<<i) == 0 {
					continue
				}
				v := argOf(i)
				if v == nil {
					continue
				}
				t := v.tt()
				if t == nil {
					continue
				}
				t = t.sanitize(s.safe)
				if t.hits(classOf(s.rule)) && t.params != 0 && fr.f != nil {
					// the caller's own parameters reach the sink: so
					// does the caller's summary
					node := s.node
					if f.c != fr.c {
						node = n
					}
					fr.f.addSink(paramSink{params: t.params, safe: t.safe, rule: s.rule, node: node,
						flow: append(analysis.Flow{{Line: n.Line, What: fr.c.label(fr.c.text(n))}}, s.flow...)})
				}
				if !t.reaches(classOf(s.rule)) {
					continue
				}
				t = t.step(n.Line, fr.c.label(fr.c.text(n)))
				for _, st := range s.flow {
					t = t.step(st.Line, st.What)
				}
				if f.c == fr.c {
					fr.report(s.rule, s.node, t)
				} else if t.sev != finding.Info {
					// the sink is in the other module: reported here, at
					// the call that gives it the request's data
					fr.c.emit(s.rule, n, t.sev, t.flow)
				}
			}
		}
		out = join(out, r)
	}
	return out
}

// addSink adds a sink its parameters reach to f's summary, once.
func (f *fn) addSink(s paramSink) {
	for _, o := range f.sum.sinks {
		if o.params == s.params && o.safe == s.safe && o.rule == s.rule && o.node == s.node {
			return
		}
	}
	f.sum.sinks = append(f.sum.sinks, s)
}

// reqObject is what a function of another file makes of the whole request
// (a wrapper, the user, a token, a language): not request data itself, but
// what is read from it (wrapped.get_param("q"), its attributes) is.
func reqObject() *val { return &val{kind: "reqobj"} }

// reqObjGetter reports whether a method of such an object reads request
// data, by the words in its name: the text rows of shape
// request-wrapper-getter (models/python_request_wrappers.yml).
func reqObjGetter(method string) bool {
	return models.TextRE("request-wrapper-getter").MatchString(method)
}

var ruleClass = map[*analysis.Rule]class{
	ruleSQL: cSQL, ruleCmd: cCmd, ruleCode: cCode, ruleTemplate: cTemplate, rulePath: cPath, ruleLDAP: cLDAP,
	ruleXPath: cXPath, ruleXSS: cXSS, ruleRedirect: cRedirect, ruleSSRF: cSSRF, ruleDeser: cDeser, ruleXXE: cXXE,
	ruleTrust: cTrust, ruleHeader: cHeader, ruleLog: cLog,
}

func classOf(r *analysis.Rule) class { return ruleClass[r] }

// sink checks a value reaching a sink of rule r at node n: a real flow is
// reported, a flow from the function's parameters goes into its summary.
// It says whether it reported.
func (fr *frame) sink(r *analysis.Rule, n *syntax.Node, v *val) bool {
	if v == nil {
		return false
	}
	t := v.tt()
	if !t.hits(classOf(r)) {
		return false
	}
	if t.params != 0 && fr.f != nil {
		fr.f.sum.sinks = append(fr.f.sum.sinks, paramSink{params: t.params, safe: t.safe, rule: r, node: n,
			flow: analysis.Flow{{Line: n.Line, What: fr.c.label(fr.c.text(n))}}})
	}
	if t.reaches(classOf(r)) {
		fr.report(r, n, t)
		return true
	}
	return false
}

func (fr *frame) report(r *analysis.Rule, n *syntax.Node, t *taint) {
	if t.sev == finding.Info {
		// No source: a value the analysis could not place (a parameter
		// of a function nobody in the file calls) is not request data.
		return
	}
	flow := append(append(analysis.Flow{}, t.flow...), analysis.Step{Line: n.Line, What: fr.c.label(fr.c.text(n))})
	fr.c.emit(r, n, t.sev, flow)
}

// emit reports a flow at n; another module hands it to the call it is
// being analyzed for, if any.
func (c *checker) emit(r *analysis.Rule, n *syntax.Node, sev finding.Severity, flow analysis.Flow) {
	if c.sub {
		if c.onReport != nil {
			c.onReport(r, sev, flow)
		}
		return
	}
	c.pass.ReportFlow(sourced(r, sev), c.site(n), min(r.Severity, sev), flow)
}

// sinkCall records that call's sink rows read the argument (or receiver)
// node n.
func (c *checker) sinkCall(n, call *syntax.Node) {
	if call != nil && call.Kind == "call" && n != call {
		c.sinkCalls[n] = call
	}
}

// site is where a finding at n is reported: at the call that reads n as
// a sink's argument, so that a call written over several lines is
// reported at its first line with its whole text, as the other analyses
// report a call (requests.get(url,\n    verify=False) at requests.get);
// the path still names the argument and its line.
func (c *checker) site(n *syntax.Node) *syntax.Node {
	if call := c.sinkCalls[n]; call != nil {
		return call
	}
	return n
}

// reporter is how c reports a flow at n, decided now: through the handler
// c has at this moment when c is itself analyzed for another module's call.
// A nested analysis of the same module (a method of its own class, called
// on an instance it made) replaces c.onReport; reporting through the
// replacement would call itself until the stack overflowed.
func (c *checker) reporter(n *syntax.Node) func(*analysis.Rule, finding.Severity, analysis.Flow) {
	if !c.sub {
		return func(r *analysis.Rule, sev finding.Severity, flow analysis.Flow) {
			c.pass.ReportFlow(sourced(r, sev), n, min(r.Severity, sev), flow)
		}
	}
	up := c.onReport
	return func(r *analysis.Rule, sev finding.Severity, flow analysis.Flow) {
		if up != nil {
			up(r, sev, flow)
		}
	}
}

// sourced is r, titled for where its value comes from: request data is a
// Blocker-grade source; the command line and the console (sys.argv,
// input()) are controlled by whoever runs the program.
func sourced(r *analysis.Rule, sev finding.Severity) *analysis.Rule {
	if sev >= finding.Blocker || !strings.Contains(r.Title, "request data") {
		return r
	}
	local := *r
	local.Title = strings.Replace(r.Title, "request data", "command-line or console input", 1)
	return &local
}

// weak reports a rule without a flow (a literal-free but untainted value, a
// configuration), at a lower severity.
func (fr *frame) weak(r *analysis.Rule, n *syntax.Node, sev finding.Severity, format string, args ...any) {
	fr.c.pass.Reportf(r, fr.c.site(n), format, args...)
	_ = sev
}
