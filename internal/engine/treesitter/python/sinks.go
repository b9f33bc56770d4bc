package python

import (
	"maps"
	"regexp"
	"slices"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

var (
	sqlWords = regexp.MustCompile(`(?i)\b(select|insert|update|delete|replace|create|drop|alter|merge|upsert)\b`)
	secName  = regexp.MustCompile(`(?i)(token|passw|pwd|secret|nonce|otp|salt|session|csrf|cookie|api_?key|private_?key|secret_?key|auth|credential|reset_?code|verification|remember)`)
	// secReturn: a function named for the secret it returns (make_password,
	// reset_token, new_session_id), not one that only mentions it (remember,
	// token_count)
	secReturn = regexp.MustCompile(`(?i)(token|passw(or)?d|pwd|secret|nonce|otp|salt|session_?(id|key)|csrf|api_?key|private_?key|credentials?|reset_?code|verification_?code|pin_?code)s?$`)
)

// sinkOrWeak reports a flow, or, for a value that is neither constant nor
// known request data, a weaker finding (the ported literal-free rules).
func (fr *frame) sinkOrWeak(r *analysis.Rule, n *syntax.Node, v *val, deser bool) bool {
	if v == nil || n == nil {
		return false
	}
	if fr.sink(r, n, v) {
		return true
	}
	if v.hasC || v.constish || allConst(v) || v.tt() != nil && v.tt().safe&classOf(r) != 0 {
		return false
	}
	switch {
	case deser:
		fr.weakReport(r, n, finding.Medium, 0.5, "Deserialization of data of unknown origin with a format that can run code")
	case r == ruleCode:
		if fr.compiledFile(n) {
			// running a script file, as runpy does: whoever chooses the
			// path chooses the code, and that is the path's finding
			return false
		}
		fr.weakReport(r, n, finding.Medium, 0.6, fr.calledName(n)+" of a non-literal value (code injection risk)")
	case r == ruleCmd:
		fr.weakReport(r, n, finding.High, 0.6, "Shell command built from a non-literal value (command injection risk)")
	}
	return false
}

func (fr *frame) weakReport(r *analysis.Rule, n *syntax.Node, sev finding.Severity, conf float64, msg string) {
	p := fr.c.pass
	n = fr.c.site(n)
	p.Report(engine.Diagnostic{Rule: r.ID, Dimension: r.Dimension, File: p.Path, Lines: n.Lines(), Severity: sev,
		Confidence: conf, Message: msg, Detail: r.Recommendation, Code: p.Tree.Text(n), CWE: r.CWE})
}

// sqlSink checks SQL text reaching a query: request data is a flow;
// formatted SQL whose parts come from nowhere known is a risk. A list or
// dict (Django's extra(where=[...])) holds several SQL strings.
func (fr *frame) sqlSink(n *syntax.Node, v *val) bool {
	if v == nil || n == nil {
		return false
	}
	if fr.sink(ruleSQL, n, v) {
		return true
	}
	// a whole query names its statement; each of several strings is SQL
	// (a condition, a column expression) whatever its words
	parts, whole := []*val{v}, true
	if v.seq || v.dict {
		parts, whole = append(slices.Clone(v.items), slices.Collect(maps.Values(v.keys))...), false
	}
	for _, p := range parts {
		if !p.hasC && !p.constish && p.lit != "" && (!whole || sqlWords.MatchString(p.lit)) && (p.tt() == nil || p.tt().safe&cSQL == 0) {
			// no source in sight: the parts may be the application's own
			// (table names, compiled fragments), so it is a risk to check,
			// not a flow
			fr.weakReport(ruleSQL, n, finding.Medium, 0.5, "SQL built with string formatting and passed to "+fr.queryName(n)+" (SQL injection risk)")
			return false
		}
	}
	return false
}

// calledName names the call a sink's argument n is passed to, as the code
// writes it (exec(), pandas.eval(), console.push()), for a message.
func (fr *frame) calledName(n *syntax.Node) string {
	if c := fr.c.site(n); c.Kind == "call" {
		return analysis.Short(fr.c.text(c.Child("function"))) + "()"
	}
	return "the call"
}

// queryName names the call a query is passed to, for the message.
func (fr *frame) queryName(n *syntax.Node) string {
	if c := n.Ancestor("call"); c != nil {
		if f := c.Child("function"); f.Kind == "attribute" {
			return fr.c.text(f.Child("attribute")) + "()"
		}
	}
	return "execute"
}

// randSink reports a non-cryptographic random value reaching a security
// use.
func (fr *frame) randSink(n *syntax.Node, v *val, why string) {
	if v == nil {
		return
	}
	r := v.rr()
	if r == nil {
		return
	}
	flow := append(append(analysis.Flow{}, r.flow...), analysis.Step{Line: n.Line, What: why})
	fr.c.pass.ReportFlow(ruleRandom, fr.c.site(n), ruleRandom.Severity, flow)
}

// storeSink checks obj[key] = v: obj.__setitem__(key, v) for the rows
// of obj's type (a session, a response's headers).
func (fr *frame) storeSink(t, obj *syntax.Node, ov, kv, v *val) {
	objText := fr.c.text(obj)
	tabs := fr.c.models
	typ := ov.kind
	if typ == "" {
		typ = tabs.receiverType(objText)
	}
	a := &args{pos: []*val{kv, v}, posN: []*syntax.Node{t.Parent, t.Parent}, kw: map[string]*val{},
		kwN: map[string]*syntax.Node{}, all: join(kv.flat(), v.flat())}
	fr.modelCall(t, tabs.typedRows(typ, "__setitem__"), obj, ov, a, nil)
	if m := tabs.types[typ]; m != nil && m.Closed {
		return // its rows said what storing into it means
	}
	k, _ := kv.c.(string)
	if secName.MatchString(objText) || secName.MatchString(k) {
		fr.randSink(t.Parent, v, fr.c.text(t))
	}
}

// attrStore checks obj.attr = v.
func (fr *frame) attrStore(t *syntax.Node, ov, v *val) {
	fr.attrSetting(t, ov, v)
	if attr := fr.c.text(t.Child("attribute")); secName.MatchString(attr) {
		fr.randSink(t.Parent, v, fr.c.text(t))
	}
}

// checkReturn checks what a request handler returns: a Flask view's
// string is the HTML body.
func (fr *frame) checkReturn(s, e *syntax.Node, v *val) {
	if fr.f == nil || fr.f.view != shapeRoute || v.kind == "response" || v.dict {
		return
	}
	if v.seq && len(v.items) > 0 && v.t == nil {
		v = v.items[0]
	}
	fr.sink(ruleXSS, e, v)
}

// hashPurpose names what a digest that protects nothing is for: an ETag, a
// cache key, a file's checksum.
var hashPurpose = regexp.MustCompile(`(?i)etag|cache|checksum|file_?hash|content_?hash`)

// nonSecurityHash says whether a hash call is for such a purpose: the
// function it is in, or the variable it is assigned to, says so.
func (fr *frame) nonSecurityHash(n *syntax.Node) bool {
	if f := n.Ancestor("function_definition"); f != nil && hashPurpose.MatchString(fr.c.text(f.Child("name"))) {
		return true
	}
	if as := n.Ancestor("assignment"); as != nil && as.Child("left") != nil && hashPurpose.MatchString(fr.c.text(as.Child("left"))) {
		return true
	}
	return fr.hmacDigest(n)
}

// hmacDigest says whether a hash call is the whole body of a function the
// file hands to a keyed MAC as its digest (the mac-digest rows: hmac.new's
// digestmod, itsdangerous's digest_method): HMAC's security rests on the
// hash as a pseudo-random function, not on its collision resistance, so
// HMAC-SHA1 and HMAC-MD5 are not broken the way the bare digests are (RFC
// 6151, NIST SP 800-107). Called on data anywhere else, the function
// still is.
func (fr *frame) hmacDigest(n *syntax.Node) bool {
	f := n.Ancestor("function_definition")
	if f == nil {
		return false
	}
	body := f.Child("body")
	if body == nil {
		return false
	}
	stmts := body.NamedChildren()
	if len(stmts) > 1 && stmts[0].Kind == "expression_statement" && stmts[0].FirstNamed("string") != nil {
		stmts = stmts[1:] // the docstring
	}
	if len(stmts) != 1 || n.Start < stmts[0].Start || n.End > stmts[0].End {
		return false
	}
	name := fr.c.text(f.Child("name"))
	if name == "" {
		return false
	}
	handed := fr.c.models.macHanded(name)
	if handed == nil {
		return false
	}
	// its own def aside, the function is never called on data here
	called := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\s*\(`)
	src := fr.c.text(fr.c.tree.Root)
	return handed.MatchString(src) && len(called.FindAllStringIndex(src, 2)) == 1
}

// compiledFile says whether an exec, eval or compile argument is the
// source of a script file run as a module: compile(<file>.read(), ...),
// or <file>.read() given to compile.
func (fr *frame) compiledFile(n *syntax.Node) bool {
	src := n
	if n.Kind == "call" && fr.c.text(n.Child("function")) == "compile" {
		args := n.Child("arguments")
		if args == nil || len(args.NamedChildren()) < 2 {
			return false
		}
		src = args.NamedChildren()[0]
	} else if al := n.Parent; al == nil || al.Kind != "argument_list" || al.Parent == nil ||
		fr.c.text(al.Parent.Child("function")) != "compile" || len(al.NamedChildren()) < 2 || al.NamedChildren()[0] != n {
		return false
	}
	if src.Kind != "call" {
		return false
	}
	fn := src.Child("function")
	return fn != nil && fn.Kind == "attribute" && fr.c.text(fn.Child("attribute")) == "read"
}
