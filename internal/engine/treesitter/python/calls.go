package python

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
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

// Calls that return data unrelated to their arguments' content.
var cleanCalls = map[string]bool{
	"len": true, "isinstance": true, "issubclass": true, "hasattr": true, "callable": true, "id": true, "hash": true,
	"type": true, "print": true, "int": true, "float": true, "bool": true, "complex": true, "ord": true, "abs": true,
	"round": true, "uuid.UUID": true, "decimal.Decimal": true, "os.path.exists": true, "os.path.isfile": true,
	"os.path.isdir": true, "os.path.getsize": true, "os.path.islink": true, "flask.url_for": true,
	"django.urls.reverse": true, "flask.render_template": true, "django.shortcuts.render": true,
	"flask.jsonify": true, "django.http.JsonResponse": true, "flask.abort": true, "math.floor": true,
	"math.ceil": true, "datetime.date.fromisoformat": true, "ipaddress.ip_address": true, "time.time": true,
	"calendar.timegm": true, "time.mktime": true, "django.utils.http.http_date": true, "email.utils.formatdate": true,
}

// hostURLCalls give a path or URL on the application's own host.
var hostURLCalls = map[string]bool{"django.urls.reverse": true, "django.shortcuts.resolve_url": true, "flask.url_for": true,
	"django.urls.reverse_lazy": true}

// ormCalls look rows up in the database: stored data, not the request's.
var ormCalls = map[string]bool{"django.shortcuts.get_object_or_404": true, "django.shortcuts.get_list_or_404": true,
	"mimetypes.guess_type": true,
	// the user the credentials belong to, from the authentication backends
	"django.contrib.auth.authenticate": true, "django.contrib.auth.aauthenticate": true,
	"django.contrib.auth.get_user": true, "django.contrib.auth.aget_user": true}

var cleanMethods = map[string]bool{
	"startswith": true, "endswith": true, "find": true, "rfind": true, "index": true, "count": true,
	"isdigit": true, "isalpha": true, "isalnum": true, "isnumeric": true, "isdecimal": true, "isspace": true,
	"islower": true, "isupper": true, "exists": true, "is_file": true, "is_dir": true, "is_absolute": true,
	"close": true, "fileno": true, "__len__": true, "is_valid": true,
}

var escapeName = regexp.MustCompile(`(?i)(^|[._])(html_?)?escape(_?html|_for_html)?$|escape_?html|html_?escape`)

var randFuncs = map[string]bool{"random": true, "randint": true, "randrange": true, "choice": true, "choices": true,
	"sample": true, "getrandbits": true, "randbytes": true, "uniform": true, "normalvariate": true, "gauss": true,
	"triangular": true, "betavariate": true, "expovariate": true, "gammavariate": true, "lognormvariate": true,
	"vonmisesvariate": true, "paretovariate": true, "weibullvariate": true, "binomialvariate": true, "shuffle": true,
	"rand": true, "randn": true, "random_sample": true, "bytes": true, "integers": true}

// call evaluates a call: same-file functions through their summaries,
// then sources, sanitizers and sinks by name, then the conservative
// default (the result carries the taint of the receiver and arguments).
func (fr *frame) call(n *syntax.Node, st *state) *val {
	c := fr.c
	fnN := n.Child("function")
	a := fr.evalArgs(n, st)
	var recv *val
	var recvN *syntax.Node
	method, q := "", ""
	switch fnN.Kind {
	case "attribute":
		method = c.text(fnN.Child("attribute"))
		q = fr.qual(fnN, st)
		if q == "" {
			recvN = fnN.Child("object")
			recv = fr.expr(recvN, st)
		}
	case "identifier":
		name := c.text(fnN)
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
			q = imp
		} else {
			q = name
		}
	default:
		v := fr.expr(fnN, st)
		return &val{t: union(v.tt(), a.taint()), rnd: union(v.rr(), a.all.rnd)}
	}
	if recv != nil && recv.obj != nil {
		if v := fr.instanceCall(n, recvN, recv, method, a, st); v != nil {
			return v
		}
	}
	if recv != nil && strings.HasPrefix(recv.kind, "inst:") {
		var fs []*fn
		for _, f := range c.funcs[method] {
			if f.class == recv.kind[len("inst:"):] {
				fs = append(fs, f)
			}
		}
		if len(fs) > 0 {
			if r := fr.applySummary(n, fs, a, 1); r != nil {
				for _, f := range fs {
					if f.usesSelf {
						r = join(r, &val{t: recv.tt()}) // what the object holds may come back
					}
				}
				return r
			}
		}
	}
	if recv != nil && recv.kind == "self" {
		if fs := c.methods(method); len(fs) > 0 {
			if r := fr.applySummary(n, fs, a, 1); r != nil {
				return r
			}
		}
	}
	if q != "" {
		if v := fr.moduleCall(n, q, a); v != nil {
			return v
		}
		t := a.taint()
		if san, ok := fr.c.models.sanitizers[q]; ok {
			return &val{t: t.sanitize(san), rnd: a.all.rnd}
		}
		if hostURLCalls[q] {
			return &val{rnd: a.all.rnd, constish: true, hostURL: true}
		}
		if ormQuery(q) {
			// Model.objects.raw(...) and .extra(...) on an imported model.
			if last := q[strings.LastIndex(q, ".")+1:]; last == "raw" || last == "extra" {
				fr.rawSQL(last, a)
			}
		}
		if cleanCalls[q] || ormCalls[q] || ormQuery(q) {
			return &val{rnd: a.all.rnd, constish: true}
		}
		if last := q[strings.LastIndex(q, ".")+1:]; sqlQuoters.MatchString(last) {
			return &val{t: t.sanitize(cSQL), rnd: a.all.rnd, constish: true}
		}
		if q == "django.template.loader.render_to_string" {
			return &val{t: t.sanitize(cXSS), rnd: a.all.rnd}
		}
		last := q[strings.LastIndex(q, ".")+1:]
		if escapeName.MatchString(last) && !strings.Contains(strings.ToLower(last), "unescape") {
			return &val{t: t.sanitize(cXSS), rnd: a.all.rnd}
		}
		if q == "map" && len(a.pos) == 2 {
			// map(html.escape, values): each element sanitized
			if san, ok := fr.c.models.sanitizers[fr.qual(a.posN[0], st)]; ok {
				return &val{t: a.pos[1].tt().sanitize(san), rnd: a.pos[1].rr()}
			}
		}
		if v := fr.projectCall(n, q, a, st); v != nil {
			return v
		}
		fixed := len(a.pos) > 0 && len(a.kw) == 0
		for _, v := range a.pos {
			fixed = fixed && (v.hasC || v.constish)
		}
		if t != nil && q != "urllib.parse.urljoin" && q != "urlparse.urljoin" && hostArg(a) {
			t = t.sanitize(cRedirect | cSSRF)
		}
		if t == nil && a.req {
			return reqObject()
		}
		return &val{t: t, rnd: a.all.rnd, constish: fixed}
	}
	return fr.methodCall(n, recvN, recv, method, a, st)
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

// reqObjGetters are the methods of such an object that read request data.
var reqObjGetters = regexp.MustCompile(`(?i)param|arg|form|query|header|cookie|json|data|body|value|file|input`)

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
	c.pass.ReportFlow(sourced(r, sev), n, min(r.Severity, sev), flow)
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
	fr.c.pass.Reportf(r, n, format, args...)
	_ = sev
}
