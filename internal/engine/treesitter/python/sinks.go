package python

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// sinkArg is the argument of a call that a sink reads.
type sinkArg struct {
	rule *analysis.Rule
	pos  []int
	kw   []string
}

// sinkRules are the rules of the sink kinds the models name.
var sinkRules = map[string]*analysis.Rule{
	"command-injection": ruleCmd, "code-injection": ruleCode, "template-injection": ruleTemplate,
	"sql-injection": ruleSQL, "path-traversal": rulePath, "xpath-injection": ruleXPath, "xss": ruleXSS,
	"open-redirect": ruleRedirect, "ssrf": ruleSSRF, "unsafe-deserialization": ruleDeser,
}

// sanitizerClasses are the sanitizer classes of the sink kinds.
var sanitizerClasses = map[string]class{
	"sql-injection": cSQL, "command-injection": cCmd, "code-injection": cCode, "path-traversal": cPath,
	"ldap-injection": cLDAP, "xpath-injection": cXPath, "xss": cXSS, "open-redirect": cRedirect, "ssrf": cSSRF,
	"unsafe-deserialization": cDeser, "xxe": cXXE, "trust-boundary": cTrust, "header-injection": cHeader,
	"log-injection": cLog, "template-injection": cTemplate,
}

// tables are the models a Python analysis reads, by the qualified name
// they match (module.function, module.Class, or a builtin's name): sinks,
// and the sanitizer classes a call's result is safe for.
type tables struct {
	sinks      map[string]sinkArg
	sanitizers map[string]class
}

func qualified(m *models.Model, name string) string {
	if m.Type == "" {
		return name
	}
	return m.Type + "." + name
}

// newTables indexes the rows.
func newTables(rows []*models.Model) (*tables, error) {
	t := &tables{sinks: map[string]sinkArg{}, sanitizers: map[string]class{}}
	for _, m := range rows {
		for _, k := range m.Sanitizes {
			c, ok := sanitizerClasses[k]
			if !ok {
				return nil, fmt.Errorf("%s: field sanitizes: the Python analysis has no sanitizer class for %s", m.Where(), k)
			}
			for _, name := range m.Methods {
				t.sanitizers[qualified(m, name)] |= c
			}
		}
		for _, k := range m.Sinks {
			r := sinkRules[k]
			if r == nil {
				return nil, fmt.Errorf("%s: field sink: the Python analysis has no rule for %s yet", m.Where(), k)
			}
			pos := m.Args
			if pos == nil {
				pos = []int{0}
			}
			for _, name := range m.Methods {
				t.sinks[qualified(m, name)] = sinkArg{rule: r, pos: pos, kw: m.Keywords}
			}
		}
	}
	return t, nil
}

// builtinTables are the shipped models'.
var builtinTables = sync.OnceValue(func() *tables {
	t, err := newTables(models.Builtin().For("python"))
	if err != nil {
		panic("python: built-in models: " + err.Error())
	}
	return t
})

// pathProbes test or stat a path (CodeQL's os.path probing functions).
var pathProbes = map[string]bool{"os.path.exists": true, "os.path.lexists": true, "os.path.isfile": true,
	"os.path.isdir": true, "os.path.islink": true, "os.path.ismount": true, "os.path.getsize": true,
	"os.path.getmtime": true, "os.path.getatime": true, "os.path.getctime": true, "os.stat": true, "os.lstat": true,
	"os.access": true, "os.path.samefile": true}

var httpVerbs = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true, "head": true, "options": true}

var cmdFuncs = map[string]bool{"subprocess.run": true, "subprocess.call": true, "subprocess.check_call": true,
	"subprocess.check_output": true, "subprocess.Popen": true, "pty.spawn": true}

var shells = map[string]bool{"sh": true, "bash": true, "/bin/sh": true, "/bin/bash": true, "zsh": true, "cmd": true,
	"cmd.exe": true, "powershell": true, "powershell.exe": true, "pwsh": true, "/usr/bin/bash": true, "dash": true}

var (
	sqlWords  = regexp.MustCompile(`(?i)\b(select|insert|update|delete|replace|create|drop|alter|merge|upsert)\b`)
	ldapLike  = regexp.MustCompile(`\(\s*[&|!]?\s*\(?\s*[\w.-]+\s*[~<>]?=`)
	secName   = regexp.MustCompile(`(?i)(token|passw|pwd|secret|nonce|otp|salt|session|csrf|cookie|api_?key|private_?key|secret_?key|auth|credential|reset_?code|verification|remember)`)
	loggerRE  = regexp.MustCompile(`(?i)(^|\.)_?(log|logger|logging)$`)
	pwArgRE   = regexp.MustCompile(`(?i)(^|[^a-z0-9])(password|passwd|passphrase|pwd)($|[^a-z0-9_])`)
	pwNotRE   = regexp.MustCompile(`(?i)(password|passwd|pwd)_?(reset|token|hash|hint|key)`)
	weakAlgos = map[string]bool{"md5": true, "sha1": true, "md4": true, "md2": true, "sha": true, "sha-1": true, "md5-sha1": true}
)

// moduleCall handles calls by qualified name; nil means "not special".
func (fr *frame) moduleCall(n *syntax.Node, q string, a *args) *val {
	last := q[strings.LastIndex(q, ".")+1:]
	fr.tlsCheck(n, q, "", a)
	switch {
	case pathProbes[q]:
		// probing the file system with a client's path discloses what exists
		v, vn := a.arg(0, "path")
		fr.sink(rulePath, vn, v)
		return &val{rnd: a.all.rnd, constish: true}
	case urlParsers[q]:
		v := &val{t: a.taint()}
		if len(a.posN) > 0 && a.posN[0].Kind == "identifier" {
			v.urlOf = fr.c.text(a.posN[0])
		}
		return v
	case pathNormalizers[q]:
		return &val{t: a.taint(), rnd: a.all.rnd, normPath: true}
	case q == "input" || q == "raw_input":
		return fr.source(n, fr.c.text(n), finding.Low, "")
	case (strings.HasPrefix(q, "random.") || strings.HasPrefix(q, "numpy.random.")) && randFuncs[last]:
		return &val{t: a.taint(), rnd: &taint{flow: analysis.Flow{{Line: n.Line, What: fr.c.label(fr.c.text(n))}}, sev: finding.Medium}}
	case q == "random.SystemRandom" || q == "secrets.SystemRandom":
		return &val{kind: "sysrand"}
	case q == "random.Random" || q == "numpy.random.default_rng" || q == "numpy.random.RandomState":
		return &val{kind: "weakrand"}
	case strings.HasPrefix(q, "hashlib.") || strings.Contains(q, "Crypto.Hash.") || strings.Contains(q, "Cryptodome.Hash.") ||
		strings.HasSuffix(q, "hashes.MD5") || strings.HasSuffix(q, "hashes.SHA1"):
		fr.hashCheck(n, q, a)
		if strings.HasPrefix(q, "hashlib.") && !strings.HasPrefix(q, "hashlib.pbkdf2") && !strings.HasPrefix(q, "hashlib.scrypt") {
			return &val{kind: "hash", rnd: a.all.rnd}
		}
	case strings.Contains(q, "Cipher.") || strings.Contains(q, "algorithms.") || strings.Contains(q, "modes.") || strings.HasPrefix(q, "pyDes."):
		fr.cipherCheck(n, q, a)
	case q == "ssl._create_unverified_context" || q == "ssl._create_stdlib_context":
		fr.c.pass.Reportf(ruleTLS, n, "TLS certificate verification disabled: %s", q)
	case q == "asyncio.create_subprocess_exec" && len(a.pos) > 0:
		// program, *args: the same as one argv list
		argv := &args{pos: []*val{{seq: true, items: a.pos}}, posN: []*syntax.Node{a.posN[0]}, kw: a.kw, kwN: a.kwN}
		if a.splat {
			argv.pos[0] = &val{t: a.taint()}
		}
		fr.subprocess(n, argv)
		return &val{t: a.taint()}
	case cmdFuncs[q]:
		fr.subprocess(n, a)
		return &val{t: a.taint()}
	case strings.HasPrefix(q, "os.exec") || strings.HasPrefix(q, "os.spawn") || q == "os.posix_spawn" || q == "os.posix_spawnp":
		for i, v := range a.pos {
			fr.sinkOrWeak(ruleCmd, a.posN[i], v, false)
		}
		return clean
	case (strings.HasPrefix(q, "requests.") || strings.HasPrefix(q, "httpx.")) && httpVerbs[last]:
		v, vn := a.arg(0, "url")
		fr.sink(ruleSSRF, vn, v)
		return &val{t: a.taint()}
	case q == "requests.Session" || q == "requests.session" || q == "httpx.Client" || q == "httpx.AsyncClient" ||
		q == "aiohttp.ClientSession" || q == "urllib3.PoolManager":
		return &val{kind: "http"}
	case q == "yaml.load" || q == "yaml.load_all":
		_, ln := a.arg(1, "Loader")
		if ln == nil || !regexp.MustCompile(`(Safe|Base)Loader`).MatchString(fr.c.text(ln)) {
			v, vn := a.arg(0, "stream")
			fr.sinkOrWeak(ruleDeser, vn, v, true)
		}
		return &val{t: a.taint()}
	case q == "numpy.load":
		if v, _ := a.arg(-1, "allow_pickle"); v != nil && v.hasC && v.c == true {
			d, dn := a.arg(0, "file")
			fr.sinkOrWeak(ruleDeser, dn, d, true)
		}
	case q == "lxml.etree.XMLParser" || q == "lxml.etree.XMLPullParser" || q == "lxml.etree.XMLTreeBuilder":
		re, _ := a.arg(-1, "resolve_entities")
		nn, _ := a.arg(-1, "no_network")
		if (re != nil && re.hasC && re.c == true) || (nn != nil && nn.hasC && nn.c == false) {
			return &val{kind: "xxeparser"}
		}
		return &val{kind: "xmlparser"}
	case q == "xml.sax.make_parser":
		return &val{kind: "saxparser"}
	case strings.HasPrefix(q, "lxml.etree.") || strings.HasPrefix(q, "xml.dom.minidom.") || strings.HasPrefix(q, "xml.dom.pulldom.") ||
		strings.HasPrefix(q, "xml.etree.") || strings.HasPrefix(q, "defusedxml."):
		switch last {
		case "parse", "fromstring", "XML", "iterparse", "XMLID", "fromstringlist", "parseString", "HTML":
			if p, _ := a.arg(1, "parser"); p != nil && p.kind == "xxeparser" {
				v, vn := a.arg(0, "source", "text", "string", "file")
				fr.sink(ruleXXE, vn, v)
			}
			return &val{t: a.taint(), kind: "xml"}
		}
	case q == "configparser.ConfigParser" || q == "configparser.RawConfigParser" || q == "ConfigParser.ConfigParser" ||
		q == "configparser.SafeConfigParser":
		return &val{dict: true, keys: map[string]*val{}}
	case q == "logging.getLogger":
		return &val{kind: "logger"}
	case strings.HasPrefix(q, "logging.") && logMethods[last]:
		fr.logSink(a)
		return clean
	case q == "pathlib.Path" || q == "pathlib.PurePath" || q == "pathlib.PosixPath" || q == "pathlib.WindowsPath" ||
		q == "pathlib.PurePosixPath" || q == "anyio.Path" || q == "trio.Path":
		return &val{t: a.taint(), kind: "path"}
	case q == "flask.make_response" || strings.HasSuffix(q, "Response") || strings.HasSuffix(q, "Redirect"):
		if s, ok := fr.c.models.sinks[q]; ok {
			if s.rule == ruleXSS && !htmlContent(a) {
				return &val{kind: "response"}
			}
			v, vn := a.arg(s.pos[0], s.kw...)
			if q == "flask.make_response" && v != nil && v.seq && v.t == nil && len(v.items) > 0 {
				// make_response((body, status, headers)): only the body is HTML
				for _, it := range v.items[1:] {
					if it.dict || it.seq {
						fr.sink(ruleHeader, vn, it)
					}
				}
				v = v.items[0]
			}
			fr.sink(s.rule, vn, v)
		}
		return &val{kind: "response"}
	}
	if s, ok := fr.c.models.sinks[q]; ok {
		if _, shadow := fr.c.funcs[q]; shadow {
			return nil
		}
		for _, i := range s.pos {
			v, vn := a.arg(i, s.kw...)
			if vn == nil {
				continue
			}
			switch s.rule {
			case ruleCode, ruleCmd:
				fr.sinkOrWeak(s.rule, vn, v, false)
			case ruleDeser:
				fr.sinkOrWeak(s.rule, vn, v, true)
			case ruleTemplate:
				if !fr.sink(s.rule, vn, v) && v.lit != "" && !v.hasC {
					fr.weakReport(s.rule, vn, finding.High, 0.7, "Template source built with string formatting (server-side template injection)")
				}
			case ruleSQL:
				fr.sqlSink(vn, v)
			default:
				fr.sink(s.rule, vn, v)
			}
			if s.kw != nil && len(s.pos) == 1 {
				break
			}
		}
		switch s.rule {
		case rulePath:
			if q == "open" || strings.HasSuffix(q, ".open") {
				return &val{kind: "file"} // the handle: its contents are not the path's text
			}
		case ruleXSS, ruleRedirect:
			return &val{kind: "response"}
		case ruleSQL:
			v, _ := a.arg(0)
			if v != nil {
				return &val{t: v.tt().sanitize(cSQL)}
			}
		}
	}
	return nil
}

// htmlContent says whether a response constructor's content type (when
// given) is HTML.
func htmlContent(a *args) bool {
	for _, k := range []string{"mimetype", "content_type", "media_type"} {
		if v, ok := a.kw[k]; ok {
			if s, ok := v.c.(string); ok {
				return strings.Contains(s, "html")
			}
		}
	}
	return true
}

var logMethods = map[string]bool{"info": true, "debug": true, "warning": true, "warn": true, "error": true,
	"exception": true, "critical": true, "log": true, "fatal": true}

func (fr *frame) logSink(a *args) {
	for i, v := range a.pos {
		if fr.sink(ruleLog, a.posN[i], v) {
			return
		}
	}
}

// sinkOrWeak reports a flow, or, for a value that is neither constant nor
// known request data, a weaker finding (the ported literal-free rules).
func (fr *frame) sinkOrWeak(r *analysis.Rule, n *syntax.Node, v *val, deser bool) {
	if v == nil || n == nil || fr.sink(r, n, v) {
		return
	}
	if v.hasC || v.constish || allConst(v) {
		return
	}
	if v.tt() != nil && v.tt().safe&classOf(r) != 0 {
		return
	}
	switch {
	case deser:
		fr.weakReport(r, n, finding.Medium, 0.5, "Deserialization of data of unknown origin with a format that can run code")
	case r == ruleCode:
		fr.weakReport(r, n, finding.Medium, 0.6, "eval/exec of a non-literal value (code injection risk)")
	case r == ruleCmd:
		fr.weakReport(r, n, finding.High, 0.6, "Shell command built from a non-literal value (command injection risk)")
	}
}

func (fr *frame) weakReport(r *analysis.Rule, n *syntax.Node, sev finding.Severity, conf float64, msg string) {
	p := fr.c.pass
	p.Report(engine.Diagnostic{Rule: r.ID, Dimension: r.Dimension, File: p.Path, Lines: n.Lines(), Severity: sev,
		Confidence: conf, Message: msg, Detail: r.Recommendation, Code: p.Tree.Text(n), CWE: r.CWE})
}

func (fr *frame) sqlSink(n *syntax.Node, v *val) {
	if v == nil || n == nil || fr.sink(ruleSQL, n, v) {
		return
	}
	if !v.hasC && !v.constish && v.lit != "" && sqlWords.MatchString(v.lit) && (v.tt() == nil || v.tt().safe&cSQL == 0) {
		// no source in sight: the parts may be the application's own
		// (table names, compiled fragments), so it is a risk to check,
		// not a flow
		fr.weakReport(ruleSQL, n, finding.Medium, 0.5, "SQL built with string formatting and passed to execute (SQL injection risk)")
	}
}

func (fr *frame) subprocess(n *syntax.Node, a *args) {
	cmd, cn := a.arg(0, "args")
	if cmd == nil {
		return
	}
	shell := false
	if s, ok := a.kw["shell"]; ok {
		b, known := truth(s)
		shell = b || !known
	}
	if shell || !cmd.seq {
		if shell {
			fr.sinkOrWeak(ruleCmd, cn, cmd, false)
		} else {
			fr.sink(ruleCmd, cn, cmd)
		}
		return
	}
	if len(cmd.items) == 0 {
		return
	}
	shell = cmd.items[0].tt() != nil
	for _, c := range cmd.items[0].choices() {
		if prog, ok := c.(string); ok && shells[strings.ToLower(prog)] {
			shell = true
		}
	}
	if shell {
		fr.sink(ruleCmd, cn, cmd)
	}
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

// storeSink checks obj[key] = v.
func (fr *frame) storeSink(t, obj *syntax.Node, ov, kv, v *val) {
	objText := fr.c.text(obj)
	switch {
	case ov.kind == "session":
		// the value, or the key: a client that names session entries can
		// overwrite the ones the application trusts
		if !fr.sink(ruleTrust, t.Parent, v) {
			fr.sink(ruleTrust, t.Parent, kv)
		}
		fr.randSink(t.Parent, v, fr.c.text(t))
		return
	case ov.kind == "headers" || (strings.HasSuffix(objText, ".headers") && ov.kind != "request"):
		fr.sink(ruleHeader, t.Parent, v)
	case ov.kind == "response":
		fr.sink(ruleHeader, t.Parent, v)
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
	if fr.f == nil || fr.f.view != "flask" || v.kind == "response" || v.dict {
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
	return false
}
