package python

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

var (
	sqlWords  = regexp.MustCompile(`(?i)\b(select|insert|update|delete|replace|create|drop|alter|merge|upsert)\b`)
	secName   = regexp.MustCompile(`(?i)(token|passw|pwd|secret|nonce|otp|salt|session|csrf|cookie|api_?key|private_?key|secret_?key|auth|credential|reset_?code|verification|remember)`)
	pwArgRE   = regexp.MustCompile(`(?i)(^|[^a-z0-9])(password|passwd|passphrase|pwd)($|[^a-z0-9_])`)
	pwNotRE   = regexp.MustCompile(`(?i)(password|passwd|pwd)_?(reset|token|hash|hint|key)`)
	weakAlgos = map[string]bool{"md5": true, "sha1": true, "md4": true, "md2": true, "sha": true, "sha-1": true, "md5-sha1": true}
)

// lintCall applies the syntactic rules on calls by qualified name: weak
// hashes and ciphers, TLS verification turned off.
func (fr *frame) lintCall(n *syntax.Node, q string, a *args) {
	fr.tlsCheck(n, q, "", a)
	switch {
	case strings.HasPrefix(q, "hashlib.") || strings.Contains(q, "Crypto.Hash.") || strings.Contains(q, "Cryptodome.Hash.") ||
		strings.HasSuffix(q, "hashes.MD5") || strings.HasSuffix(q, "hashes.SHA1"):
		fr.hashCheck(n, q, a)
	case strings.Contains(q, "Cipher.") || strings.Contains(q, "algorithms.") || strings.Contains(q, "modes.") || strings.HasPrefix(q, "pyDes."):
		fr.cipherCheck(n, q, a)
	case q == "ssl._create_unverified_context" || q == "ssl._create_stdlib_context":
		fr.c.pass.Reportf(ruleTLS, n, "TLS certificate verification disabled: %s", q)
	}
}

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
		fr.weakReport(r, n, finding.Medium, 0.6, "eval/exec of a non-literal value (code injection risk)")
	case r == ruleCmd:
		fr.weakReport(r, n, finding.High, 0.6, "Shell command built from a non-literal value (command injection risk)")
	}
	return false
}

func (fr *frame) weakReport(r *analysis.Rule, n *syntax.Node, sev finding.Severity, conf float64, msg string) {
	p := fr.c.pass
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

// queryName names the call a query is passed to, for the message.
func (fr *frame) queryName(n *syntax.Node) string {
	if c := n.Ancestor("call"); c != nil {
		if f := c.Child("function"); f.Kind == "attribute" {
			return fr.c.text(f.Child("attribute")) + "()"
		}
	}
	return "execute"
}

func (fr *frame) hashCheck(n *syntax.Node, q string, a *args) {
	if v, ok := a.kw["usedforsecurity"]; ok {
		if b, known := truth(v); known && !b {
			return
		}
	}
	last := strings.ToLower(q[strings.LastIndex(q, ".")+1:])
	algo := last
	dataIdx := 0
	if strings.HasPrefix(q, "hashlib.new") {
		v, _ := a.arg(0, "name")
		s, ok := v.c.(string)
		if !ok {
			return
		}
		algo = strings.ToLower(s)
		dataIdx = 1
	} else if last == "new" {
		parts := strings.Split(q, ".")
		algo = strings.ToLower(parts[len(parts)-2])
	}
	if d, dn := a.arg(dataIdx, "data", "string"); d != nil && dn != nil {
		txt := fr.c.text(dn)
		if pwArgRE.MatchString(txt) && !pwNotRE.MatchString(txt) && algo != "pbkdf2_hmac" && algo != "scrypt" {
			fr.c.pass.Reportf(ruleWeakPwHash, n, "")
			return
		}
	}
	if weakAlgos[algo] && !fr.nonSecurityHash(n) {
		fr.c.pass.Reportf(ruleWeakHash, n, "Broken hash algorithm %s used: %s", strings.ToUpper(algo), analysis.Short(fr.c.text(n)))
	}
}

var weakCiphers = regexp.MustCompile(`(^|\.)(DES|DES3|ARC4|ARC2|Blowfish|CAST)\.new$|algorithms\.(TripleDES|ARC4|Blowfish|IDEA|CAST5|SEED)$|modes\.ECB$|^pyDes\.(des|triple_des)$`)

func (fr *frame) cipherCheck(n *syntax.Node, q string, a *args) {
	if weakCiphers.MatchString(q) {
		fr.c.pass.Reportf(ruleWeakCipher, n, "Broken cipher or mode used: %s", analysis.Short(fr.c.text(n)))
		return
	}
	if strings.HasSuffix(q, ".new") {
		for _, an := range append(append([]*syntax.Node{}, a.posN...), a.kwN["mode"]) {
			if an != nil && strings.HasSuffix(fr.c.text(an), "MODE_ECB") {
				fr.c.pass.Reportf(ruleWeakCipher, n, "Block cipher used in ECB mode: %s", analysis.Short(fr.c.text(n)))
				return
			}
		}
	}
}

var httpVerbs = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true, "head": true, "options": true}

var tlsCallRE = regexp.MustCompile(`^(requests|httpx|aiohttp|urllib3)\.`)

func (fr *frame) tlsCheck(n *syntax.Node, q, method string, a *args) {
	if v, ok := a.kw["verify"]; ok && v.hasC && v.c == false &&
		(tlsCallRE.MatchString(q) || httpVerbs[method] || method == "request" || method == "send" || method == "stream" ||
			method == "Session" || method == "Client" || method == "AsyncClient") {
		fr.c.pass.Reportf(ruleTLS, a.kwN["verify"].Parent, "TLS certificate verification disabled (verify=False)")
	}
	for _, k := range []string{"cert_reqs", "verify_mode"} {
		if n := a.kwN[k]; n != nil && strings.HasSuffix(fr.c.text(n), "CERT_NONE") {
			fr.c.pass.Reportf(ruleTLS, n.Parent, "TLS certificate verification disabled (%s)", fr.c.text(n.Parent))
		}
	}
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
	fr.c.pass.ReportFlow(ruleRandom, n, ruleRandom.Severity, flow)
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
	attr := fr.c.text(t.Child("attribute"))
	rhs := t.Parent.Child("right")
	switch {
	case attr == "verify_mode" && rhs != nil && strings.HasSuffix(fr.c.text(rhs), "CERT_NONE"):
		fr.c.pass.Reportf(ruleTLS, t.Parent, "TLS certificate verification disabled (verify_mode = CERT_NONE)")
	case attr == "check_hostname" && v.hasC && v.c == false:
		fr.c.pass.Reportf(ruleTLS, t.Parent, "TLS host name verification disabled (check_hostname = False)")
	case attr == "verify" && v.hasC && v.c == false && ov.kind == "http":
		fr.c.pass.Reportf(ruleTLS, t.Parent, "TLS certificate verification disabled (session.verify = False)")
	}
	if secName.MatchString(attr) {
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
// file hands to a keyed MAC as its digest (digestmod=, digest_method=,
// hmac.new's third argument): HMAC's security rests on the hash as a
// pseudo-random function, not on its collision resistance, so HMAC-SHA1
// and HMAC-MD5 are not broken the way the bare digests are (RFC 6151,
// NIST SP 800-107). Called on data anywhere else, the function still is.
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
	q := regexp.QuoteMeta(name)
	handed := regexp.MustCompile(`(?i)\b(digest_?method|digestmod)\s*[=:]\s*(staticmethod\(\s*)?` + q + `\b|\bhmac\.(new|digest)\([^()]*,[^()]*,\s*` + q + `\s*\)`)
	// its own def aside, the function is never called on data here
	called := regexp.MustCompile(`\b` + q + `\s*\(`)
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
