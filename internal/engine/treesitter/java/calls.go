package java

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// requestSources are the HttpServletRequest accessors that return what the
// client sent.
var requestSources = set("getParameter", "getParameterValues", "getParameterMap", "getParameterNames", "getHeader",
	"getHeaders", "getHeaderNames", "getCookies", "getQueryString", "getInputStream", "getReader", "getRequestURI",
	"getRequestURL", "getPathInfo", "getPathTranslated", "getPart", "getParts", "getRemoteUser", "getContentType")

// noData are methods whose result carries none of the receiver's or the
// arguments' content.
var noData = set("equals", "equalsIgnoreCase", "length", "size", "isEmpty", "isBlank", "contains", "containsKey",
	"containsValue", "startsWith", "endsWith", "matches", "indexOf", "lastIndexOf", "hashCode", "compareTo",
	"compareToIgnoreCase", "hasNext", "hasMoreElements", "hasMoreTokens", "getClass", "exists", "isDirectory", "isFile",
	"canRead", "canWrite", "delete", "close", "flush", "getLength", "available", "read", "count", "setMaxAge",
	"setPath", "setDomain", "setSecure", "setHttpOnly", "setContentType", "setCharacterEncoding", "isNull", "isPresent")

// encoders make a value safe for the output contexts they name; only
// those: HTML-escaped data still injects SQL or walks paths.
var encoders = []struct {
	re  *regexp.Regexp
	ctx contexts
}{
	{regexp.MustCompile(`^(encodeFor(HTML\w*|JavaScript|CSS|VBScript|XML\w*)|escape(Html\w*|Xml\w*|EcmaScript|JavaScript|Json)|htmlEscape\w*|javaScriptEscape|for(Html\w*|Xml\w*|JavaScript\w*|CssString|CssUrl)|sanitize)$`), ctxHTML},
	{regexp.MustCompile(`^(encodeForSQL|escapeSql)$`), ctxSQL},
	{regexp.MustCompile(`^(encodeForLDAP|encodeForDN|filterEncode|nameEncode)$`), ctxLDAP},
	{regexp.MustCompile(`^encodeForXPath$`), ctxXPath},
	{regexp.MustCompile(`^encodeForOS$`), ctxOS},
	{regexp.MustCompile(`^(encodeForURL|forUri\w*|encode)$`), ctxURL | ctxHTML},
}

// ruleContext is the encoding that makes data safe for a rule's sink.
func ruleContext(r *analysis.Rule) contexts {
	switch r {
	case ruleXSS:
		return ctxHTML
	case ruleSQL:
		return ctxSQL
	case ruleLDAP:
		return ctxLDAP
	case ruleXPath:
		return ctxXPath
	case ruleCommand:
		return ctxOS
	case ruleHeader:
		return ctxHTML | ctxURL
	case ruleRedirect:
		return ctxURL
	}
	return 0
}

var numericClasses = set("Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "BigInteger", "BigDecimal",
	"UUID", "Math", "Character")

// mutators change their receiver: the receiver takes the arguments' taint.
var mutators = set("add", "addAll", "addElement", "addFirst", "addLast", "push", "offer", "offerFirst", "offerLast",
	"put", "putAll", "putIfAbsent", "set", "setProperty", "append", "insert", "write", "println", "print", "replace",
	"setAttribute", "putValue", "setValue")

var sqlMethods = set("executeQuery", "executeUpdate", "executeLargeUpdate", "addBatch", "prepareStatement",
	"prepareCall", "nativeSQL", "createQuery", "createNativeQuery", "createSQLQuery", "queryForObject", "queryForList",
	"queryForMap", "queryForRowSet", "queryForLong", "queryForInt", "queryForStream", "batchUpdate")

var sqlReceiverRE = regexp.MustCompile(`(?i)(stmt|statement|jdbc|template|conn|sql|query|db|database|entitymanager|\bem\b|session)`)

var sqlKeywordRE = regexp.MustCompile(`(?i)\b(select|insert|update|delete|merge|create|drop|alter|call|exec)\b`)

var fileTypes = set("File", "FileInputStream", "FileOutputStream", "FileReader", "FileWriter", "RandomAccessFile",
	"PrintWriter", "PrintStream", "ZipFile", "JarFile", "FileSystemResource", "Scanner")

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

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
// one problem, reported once.
func (c *checker) alreadySunk(r *analysis.Rule, s *step) bool {
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

// concatenated reports SQL or a command spliced together from a value of
// unknown origin, where the analysis sees no request data: the pattern is
// wrong whatever the value, and the value may come from a caller.
func (f *frame) concatenated(r *analysis.Rule, at, arg *syntax.Node, v *val, keyword bool) {
	if v.k != 0 || !v.opaque || arg == nil {
		return
	}
	isFormat := arg.Kind == "method_invocation" && strings.HasSuffix(f.c.text(arg.Child("object")), "String") &&
		f.c.text(arg.Child("name")) == "format"
	if arg.Kind != "binary_expression" && !isFormat {
		return
	}
	if keyword && !sqlKeywordRE.MatchString(f.c.text(arg)) {
		return
	}
	if !keyword && !strings.Contains(f.c.text(arg), `"`) {
		return
	}
	what := "Command"
	if keyword {
		what = "SQL"
	}
	f.c.pending = append(f.c.pending, pendingReport{r, at, fmt.Sprintf("%s built by concatenation: %s", what, analysis.Short(f.c.text(arg)))})
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
	c := f.c
	name := c.text(n.Child("name"))
	obj := n.Child("object")
	objText := c.text(obj)
	var rv *val
	if obj != nil {
		rv = f.eval(obj)
	}
	argNodes, av := f.args(n)
	arg := func(i int) *val {
		if i < len(av) {
			return av[i]
		}
		return clean
	}
	callText := analysis.Short(c.text(n))
	recvObj := objNone
	if rv != nil {
		recvObj = rv.obj
	}

	// Methods of a class whose object the analysis built, or of a class
	// in another file: apply their summaries.
	if ms, inst, exact := f.targets(obj, name, rv, len(av)); len(ms) > 0 {
		var fieldVal func(int) *val
		if inst != nil {
			fieldVal = func(i int) *val { return inst.fields[i] }
		}
		v := f.applySummaries(n, ms, av, fieldVal, rv)
		if exact {
			return v
		}
		// A subclass may override the method: its sinks are reported,
		// its result is treated as an unknown call's.
	}
	// Methods of this file: apply their summaries.
	if ms := f.localTargets(obj, name, len(av)); len(ms) > 0 {
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
		return f.applySummaries(n, ms, av, fieldVal, rv)
	}

	// Crypto configuration.
	f.cryptoCall(n, name, objText, av)

	switch recvObj {
	case objRequest:
		if requestSources[name] {
			return &val{k: fromRequest, flow: (*step)(nil).push(n.Line, callText)}
		}
		switch name {
		case "getSession":
			return &val{obj: objSession}
		case "getRequest":
			return &val{obj: objRequest}
		}
		return clean
	case objResponse:
		switch name {
		case "getWriter", "getOutputStream":
			return &val{obj: objWriter}
		case "sendRedirect", "encodeRedirectURL", "encodeRedirectUrl":
			if name == "sendRedirect" {
				f.sink(ruleRedirect, n, arg(0), fromRequest, callText)
			}
			return taintOf(arg(0))
		case "setHeader", "addHeader":
			if h, ok := arg(0).str(); ok && strings.EqualFold(h, "Location") {
				f.sink(ruleRedirect, n, arg(1), fromRequest, callText)
			} else {
				f.sink(ruleHeader, n, arg(1), fromRequest, callText)
			}
			f.sink(ruleRandom, n, arg(1), fromRandom, callText)
			return clean
		}
		return clean
	case objWriter:
		switch name {
		case "print", "println", "write", "format", "printf", "append":
			for _, a := range av {
				f.sink(ruleXSS, n, a, fromRequest, callText)
				f.sink(ruleRandom, n, a, fromRandom, callText)
			}
			return &val{obj: objWriter}
		}
		return clean
	case objSession:
		if name == "setAttribute" || name == "putValue" {
			for _, a := range av {
				f.sink(ruleTrust, n, a, fromRequest, callText)
				f.sink(ruleRandom, n, a, fromRandom, callText)
			}
		}
		return clean
	case objRuntime:
		if name == "exec" {
			for _, a := range av {
				f.sink(ruleCommand, n, a, fromRequest, callText)
			}
			if len(argNodes) > 0 {
				f.concatenated(ruleCommand, n, argNodes[0], arg(0), false)
			}
		}
		return &val{}
	case objProcessBuilder:
		if name == "command" && len(av) > 0 {
			for _, a := range av {
				f.sink(ruleCommand, n, a, fromRequest, callText)
			}
		}
		return &val{obj: objProcessBuilder}
	case objURL:
		if name == "openConnection" || name == "openStream" {
			f.sink(ruleSSRF, n, rv, fromRequest, callText)
		}
		return taintOf(rv)
	case objRandom:
		if strings.HasPrefix(name, "next") || name == "ints" || name == "longs" || name == "doubles" {
			v := &val{k: fromRandom, flow: (*step)(nil).push(n.Line, callText)}
			if name == "nextBytes" && len(argNodes) == 1 {
				if root := rootVar(c, argNodes[0]); root != "" {
					f.env[root] = withStep(union(f.env[root], v), n.Line, root)
				}
			}
			return v
		}
	case objScriptEngine:
		if name == "eval" {
			f.sink(ruleCode, n, arg(0), fromRequest, callText)
		}
	case objXPath:
		if name == "evaluate" || name == "compile" {
			f.sink(ruleXPath, n, arg(0), fromRequest, callText)
		}
	case objDirContext:
		if name == "search" || name == "lookup" {
			f.sink(ruleLDAP, n, arg(0), fromRequest, callText)
			f.sink(ruleLDAP, n, arg(1), fromRequest, callText)
		}
	}

	// Static and well-known calls.
	switch {
	case objText == "Runtime" || objText == "java.lang.Runtime":
		if name == "getRuntime" {
			return &val{obj: objRuntime}
		}
	case (objText == "Math" || objText == "java.lang.Math" || objText == "StrictMath") && name == "random":
		return &val{k: fromRandom, flow: (*step)(nil).push(n.Line, callText)}
	case strings.HasSuffix(objText, "ThreadLocalRandom") && name == "current":
		return &val{obj: objRandom}
	case strings.HasSuffix(objText, "RandomStringUtils") || strings.HasSuffix(objText, "RandomUtils"):
		if !strings.Contains(name, "Secure") {
			return &val{k: fromRandom, flow: (*step)(nil).push(n.Line, callText)}
		}
	case name == "getEngineByName" || name == "getEngineByExtension" || name == "getEngineByMimeType":
		return &val{obj: objScriptEngine}
	case name == "newXPath":
		return &val{obj: objXPath}
	case name == "parseExpression":
		f.sink(ruleCode, n, arg(0), fromRequest, callText)
	case strings.HasSuffix(objText, "Paths") && name == "get", strings.HasSuffix(objText, "Path") && name == "of":
		for _, a := range av {
			f.sink(rulePath, n, a, fromRequest, callText)
		}
		return anyArg(av)
	case strings.HasSuffix(objText, "Files") && len(av) > 0:
		f.sink(rulePath, n, arg(0), fromRequest, callText)
	case name == "getRequest" && rv != nil && !rv.tainted():
		return &val{obj: objRequest}
	case strings.HasSuffix(objText, "HttpRequest") && name == "newBuilder", name == "uri" && rv != nil,
		name == "getForObject", name == "getForEntity", name == "postForObject", name == "postForEntity",
		name == "exchange" && len(av) > 1, strings.HasSuffix(objText, "Jsoup") && name == "connect":
		f.sink(ruleSSRF, n, arg(0), fromRequest, callText)
	}

	if sqlMethods[name] || ((name == "execute" || name == "query" || name == "update" || name == "queryForObject") &&
		(recvObj == objSQL || sqlReceiverRE.MatchString(objText))) {
		f.sink(ruleSQL, n, arg(0), fromRequest, callText)
		if len(argNodes) > 0 {
			f.concatenated(ruleSQL, n, argNodes[0], arg(0), true)
		}
		if name == "batchUpdate" {
			for _, a := range av {
				f.sink(ruleSQL, n, a, fromRequest, callText)
			}
		}
	}

	// Sanitizers and conversions.
	for _, e := range encoders {
		if e.re.MatchString(name) && (name != "encode" || strings.HasSuffix(objText, "URLEncoder")) {
			return encoded(anyArg(av), e.ctx)
		}
	}
	cls := simpleType(objText)
	if numericClasses[cls] && len(av) > 0 && name != "toString" {
		if strings.HasPrefix(name, "parse") || name == "valueOf" || name == "decode" || name == "abs" ||
			name == "max" || name == "min" || name == "fromString" || name == "nameUUIDFromBytes" {
			return cleaned(anyArg(av))
		}
	}
	if noData[name] {
		return clean
	}
	if name == "getProperty" && len(av) == 2 {
		if s, ok := arg(1).str(); ok && !arg(0).tainted() {
			return &val{c: s, dflt: true, opaque: true}
		}
	}

	// Constants through String methods.
	if s, ok := rv.str(); ok && !rv.tainted() {
		if v := stringMethod(s, name, av); v != nil {
			return v
		}
	}
	if cls == "String" && name == "valueOf" && len(av) == 1 && av[0].c != nil {
		switch x := av[0].c.(type) {
		case string:
			return constant(x)
		}
	}

	// Collections and builders.
	if rv != nil {
		if v, ok := f.collection(n, obj, name, rv, av); ok {
			return v
		}
	}
	if (cls == "Arrays" && name == "asList") || ((cls == "List" || cls == "Set") && name == "of") ||
		(cls == "Collections" && strings.HasPrefix(name, "singleton")) {
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

	// Unknown: the result carries the receiver's and the arguments' taint;
	// a request handed to an unknown helper yields request data.
	res := &val{opaque: true}
	if rv != nil && rv.obj == objNone {
		res = union(res, rv)
	}
	for _, a := range av {
		if a.obj == objRequest {
			res = union(res, &val{k: fromRequest, flow: (*step)(nil).push(n.Line, callText)})
		}
		res = union(res, a)
	}
	if res.tainted() {
		res = withStep(res, n.Line, callText)
	}
	// A mutator on a named receiver changes the variable.
	if mutators[name] && obj != nil && rv.obj == objNone {
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

// stringMethod folds a String method called on a constant.
func stringMethod(s, name string, av []*val) *val {
	switch name {
	case "charAt":
		if len(av) == 1 {
			if i, ok := av[0].num(); ok && i >= 0 && int(i) < len(s) {
				return constant(int64(s[i]))
			}
		}
	case "toString", "trim", "intern", "strip":
		return constant(strings.TrimSpace(s))
	case "toUpperCase":
		return constant(strings.ToUpper(s))
	case "toLowerCase":
		return constant(strings.ToLower(s))
	case "length":
		return constant(int64(len(s)))
	case "concat":
		if len(av) == 1 {
			if t, ok := av[0].str(); ok {
				return constant(s + t)
			}
		}
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

// collection handles container and builder methods on a receiver: reads
// and writes by constant key or index are exact while every operation was.
func (f *frame) collection(n, obj *syntax.Node, name string, rv *val, av []*val) (*val, bool) {
	root := rootVar(f.c, obj)
	cur := rv
	if root != "" {
		if v, ok := f.env[root]; ok {
			cur = v
		}
	}
	set := func(nv *val) {
		if root != "" {
			f.env[root] = withStep(nv, n.Line, root)
		}
	}
	isMap := cur.keys != nil
	copyOf := func() *val {
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
	switch name {
	case "add", "addElement", "addLast", "offer", "offerLast", "push", "addFirst", "offerFirst":
		if isMap || len(av) == 0 {
			return nil, false
		}
		nv := copyOf()
		x := av[len(av)-1]
		if nv.model {
			switch {
			case len(av) == 1 && (name == "addFirst" || name == "offerFirst" || name == "push"):
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
		set(withElems(nv, x))
		return clean, true
	case "set":
		if isMap || len(av) != 2 {
			return nil, false
		}
		nv := copyOf()
		if i, ok := av[0].num(); ok && nv.model && i >= 0 && int(i) < len(nv.elems) {
			nv.elems[i] = av[1]
		} else {
			nv.model, nv.elems = false, nil
		}
		set(withElems(nv, av[1]))
		return clean, true
	case "put", "putIfAbsent", "setProperty":
		if len(av) != 2 || (!isMap && cur.model) {
			return nil, false
		}
		nv := copyOf()
		if k, ok := av[0].str(); ok && nv.model && nv.keys != nil {
			nv.keys[k] = av[1]
		} else {
			nv.model, nv.keys, nv.elems = false, nil, nil
		}
		set(withElems(withElems(nv, av[1]), av[0]))
		return clean, true
	case "get", "getOrDefault", "elementAt", "remove", "getProperty":
		if len(av) == 0 {
			return nil, false
		}
		var out *val
		if cur.model {
			if isMap {
				if k, ok := av[0].str(); ok {
					out = cur.keys[k]
					if out == nil {
						out = clean
						if len(av) == 2 {
							out = av[1]
						}
					}
				}
			} else if i, ok := av[0].num(); ok && i >= 0 && int(i) < len(cur.elems) {
				out = orClean(cur.elems[i])
			}
		}
		if name == "remove" {
			nv := copyOf()
			switch {
			case out != nil && isMap:
				k, _ := av[0].str()
				delete(nv.keys, k)
			case out != nil:
				i, _ := av[0].num()
				nv.elems = append(nv.elems[:i], nv.elems[i+1:]...)
			default:
				nv.model, nv.keys, nv.elems = false, nil, nil
			}
			set(nv)
		}
		if out == nil {
			if !cur.tainted() && !anyArg(av).tainted() && cur.model {
				return clean, true
			}
			return union(taintOf(cur), anyArg(av)), true
		}
		return out, true
	case "clear":
		if cur.model || cur.obj == objNone {
			nv := &val{model: true, obj: cur.obj}
			if isMap {
				nv.keys = map[string]*val{}
			}
			set(nv)
		}
		return clean, true
	case "getFirst", "peek", "peekFirst", "element", "firstElement", "poll", "pollFirst", "pop", "removeFirst":
		if cur.model && !isMap {
			if len(cur.elems) == 0 {
				return clean, true
			}
			out := orClean(cur.elems[0])
			if name == "poll" || name == "pollFirst" || name == "pop" || name == "removeFirst" {
				nv := copyOf()
				nv.elems = nv.elems[1:]
				set(nv)
			}
			return out, true
		}
	case "getLast", "peekLast", "lastElement":
		if cur.model && !isMap {
			if len(cur.elems) == 0 {
				return clean, true
			}
			return orClean(cur.elems[len(cur.elems)-1]), true
		}
	case "append", "insert":
		if cur.obj != objNone {
			return nil, false
		}
		nv := &val{k: cur.k, params: cur.params, flow: cur.flow, opaque: cur.opaque}
		for _, a := range av {
			nv = withElems(nv, a)
		}
		set(nv)
		return taintOf(nv), true
	}
	return nil, false
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
	c := f.c
	typ := simpleType(c.text(n.Child("type")))
	argNodes, av := f.args(n)
	_ = argNodes
	callText := analysis.Short(c.text(n))
	all := anyArg(av)
	if body := n.Child("body"); body == nil {
		body = n.FirstNamed("class_body")
	}
	switch {
	case fileTypes[typ]:
		if typ != "PrintWriter" && typ != "PrintStream" && typ != "Scanner" || (len(av) > 0 && av[0].obj == objNone) {
			for _, a := range av {
				f.sink(rulePath, n, a, fromRequest, callText)
			}
		}
	case typ == "ProcessBuilder":
		for _, a := range av {
			f.sink(ruleCommand, n, a, fromRequest, callText)
		}
		return &val{obj: objProcessBuilder}
	case typ == "URL":
		v := withStep(all, n.Line, callText)
		nv := *v
		nv.obj = objURL
		return &nv
	case typ == "ObjectInputStream" || typ == "XMLDecoder":
		if all.k&fromRequest != 0 {
			f.sink(ruleDeser, n, all, fromRequest, callText)
		} else if typ == "ObjectInputStream" && f.m != nil && !c.mentions(f.m.decl, "setObjectInputFilter", "ObjectInputFilter") {
			c.report(ruleDeser, n, finding.Medium, "ObjectInputStream without an ObjectInputFilter: %s", callText)
		}
	case typ == "HttpGet" || typ == "HttpPost" || typ == "HttpPut" || typ == "HttpDelete" || typ == "HttpHead":
		f.sink(ruleSSRF, n, all, fromRequest, callText)
	case typ == "Cookie":
		if len(av) == 2 {
			f.sink(ruleRandom, n, av[1], fromRandom, callText)
		}
		return &val{}
	case typ == "Random":
		return &val{obj: objRandom}
	case typ == "InitialDirContext" || typ == "InitialLdapContext":
		return &val{obj: objDirContext}
	case strings.HasSuffix(typ, "Map") || typ == "Hashtable" || typ == "Properties":
		if len(av) == 0 {
			return &val{model: true, keys: map[string]*val{}}
		}
	case strings.HasSuffix(typ, "List") || typ == "Vector" || typ == "Stack" || strings.HasSuffix(typ, "Deque") ||
		strings.HasSuffix(typ, "Queue") || strings.HasSuffix(typ, "Set"):
		if len(av) == 0 || (len(av) == 1 && !av[0].tainted() && !av[0].opaque && av[0].c != nil) {
			return &val{model: true}
		}
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
		if a.obj == objRequest {
			res = union(res, &val{k: fromRequest, flow: (*step)(nil).push(n.Line, callText)})
		}
		res = union(res, a)
	}
	if s, ok := all.str(); ok && typ == "String" && len(av) == 1 {
		return constant(s)
	}
	res = withStep(res, n.Line, callText)
	res.inst = inst
	return res
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
