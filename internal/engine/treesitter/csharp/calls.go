package csharp

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

var (
	requestColls = set("Query", "Form", "Cookies", "Headers", "QueryString", "Params", "RouteValues", "ServerVariables")
	requestProps = set("Query", "Form", "Cookies", "Headers", "QueryString", "Params", "Body", "BodyReader", "RouteValues",
		"Path", "PathBase", "RawUrl", "Url", "PathInfo", "InputStream", "Files", "UserAgent", "UrlReferrer", "ContentType")
)

// isRequest: the expression is the current request (Request,
// HttpContext.Request, context.Request, HttpContext.Current.Request).
func (c *checker) isRequest(n *syntax.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case "identifier":
		return c.text(n) == "Request"
	case "member_access_expression":
		return c.text(n.Child("name")) == "Request"
	}
	return false
}

// isReq: the current request, or a variable of a request type (an Azure
// Functions or middleware HttpRequest parameter).
func (f *frame) isReq(n *syntax.Node) bool {
	if f.c.isRequest(n) {
		return true
	}
	if n != nil && n.Kind == "identifier" {
		switch cleanType(f.types[f.c.text(n)]) {
		case "HttpRequest", "HttpRequestData", "HttpRequestBase", "HttpListenerRequest":
			return true
		}
	}
	return false
}

// source recognises request data.
func (f *frame) source(n *syntax.Node) (*val, bool) {
	c := f.c
	tainted := func() (*val, bool) {
		return &val{taint: true, flow: analysis.Flow{{Line: n.Line, What: c.text(n)}}}, true
	}
	switch n.Kind {
	case "element_access_expression":
		e := n.Child("expression")
		if f.isReq(e) {
			return tainted()
		}
		if e != nil && e.Kind == "member_access_expression" && requestColls[c.text(e.Child("name"))] && f.isReq(e.Child("expression")) {
			return tainted()
		}
	case "member_access_expression":
		if requestProps[c.text(n.Child("name"))] && f.isReq(n.Child("expression")) {
			return tainted()
		}
	case "invocation_expression":
		fn := n.Child("function")
		if fn != nil && fn.Kind == "member_access_expression" && f.isReq(fn.Child("expression")) {
			name := c.text(fn.Child("name"))
			if strings.HasPrefix(name, "Get") || strings.HasPrefix(name, "Read") {
				return tainted()
			}
		}
	}
	return nil, false
}

func argNodes(n *syntax.Node) []*syntax.Node {
	al := n.Child("arguments")
	if al == nil {
		al = n.FirstNamed("argument_list")
	}
	if al == nil {
		return nil
	}
	var out []*syntax.Node
	for _, a := range al.NamedChildren() {
		if a.Kind == "argument" {
			if e := lastNamed(a); e != nil {
				out = append(out, e)
			}
		}
	}
	return out
}

var (
	numericTypes = set("int", "long", "short", "byte", "uint", "ulong", "ushort", "double", "float", "decimal", "bool",
		"Int32", "Int64", "Int16", "Double", "Decimal", "Boolean", "Guid", "DateTime", "DateTimeOffset", "TimeSpan", "Enum")
	noData = set("Length", "Count", "LongCount", "Any", "All", "Contains", "ContainsKey", "ContainsValue", "StartsWith",
		"EndsWith", "Equals", "CompareTo", "Compare", "IndexOf", "LastIndexOf", "GetHashCode", "IsNullOrEmpty",
		"IsNullOrWhiteSpace", "IsMatch", "GetType", "Sum", "Max", "Min", "Average", "IsLocalUrl", "TryGetValue",
		"SaveChanges", "SaveChangesAsync", "ExecuteNonQuery", "ExecuteNonQueryAsync", "Exists")
	htmlEncoders = set("HtmlEncode", "HtmlAttributeEncode", "JavaScriptStringEncode", "Escape")
	pathFileOps  = set("ReadAllText", "ReadAllTextAsync", "ReadAllBytes", "ReadAllBytesAsync", "ReadAllLines",
		"ReadAllLinesAsync", "ReadLines", "WriteAllText", "WriteAllTextAsync", "WriteAllBytes", "WriteAllBytesAsync",
		"WriteAllLines", "AppendAllText", "AppendAllTextAsync", "AppendAllLines", "Open", "OpenRead", "OpenWrite",
		"OpenText", "Create", "CreateText", "AppendText", "Delete", "Copy", "Move", "Replace", "GetFiles",
		"GetDirectories", "EnumerateFiles", "EnumerateDirectories", "CreateDirectory", "Exists")
	dapper = set("Query", "QueryAsync", "QueryFirst", "QueryFirstAsync", "QueryFirstOrDefault", "QueryFirstOrDefaultAsync",
		"QuerySingle", "QuerySingleAsync", "QuerySingleOrDefault", "QuerySingleOrDefaultAsync", "QueryMultiple",
		"QueryMultipleAsync", "Execute", "ExecuteAsync", "ExecuteScalar", "ExecuteScalarAsync", "ExecuteReader",
		"ExecuteReaderAsync")
	efRaw      = set("ExecuteSqlRaw", "ExecuteSqlRawAsync", "FromSqlRaw", "SqlQueryRaw", "ExecuteSqlCommand", "ExecuteSqlCommandAsync")
	httpClient = set("GetAsync", "GetStringAsync", "GetByteArrayAsync", "GetStreamAsync", "PostAsync", "PutAsync",
		"DeleteAsync", "PatchAsync", "GetFromJsonAsync", "PostAsJsonAsync", "PutAsJsonAsync")
	webClient = set("DownloadString", "DownloadStringTaskAsync", "DownloadData", "DownloadDataTaskAsync", "DownloadFile",
		"DownloadFileTaskAsync", "OpenRead", "OpenReadTaskAsync", "UploadString", "UploadData", "UploadValues")
	redirects = set("Redirect", "RedirectPermanent", "RedirectPreserveMethod", "RedirectPermanentPreserveMethod")
	mutators  = set("Append", "AppendLine", "AppendFormat", "Insert", "Add", "AddRange", "Push", "Enqueue", "Write",
		"WriteLine", "Prepend")
	sqlTypes = regexp.MustCompile(`(Sql|OleDb|Odbc|Npgsql|MySql|Sqlite|SQLite|Oracle|Db)(Command|DataAdapter)$`)
)

func simpleName(n *syntax.Node, c *checker) string {
	if n == nil {
		return ""
	}
	if n.Kind == "generic_name" {
		return c.text(n.FirstNamed("identifier"))
	}
	return c.text(n)
}

// call evaluates a method call: sources, sanitizers, sinks, builders,
// summaries of the file's methods, and unknown calls.
func (f *frame) call(n *syntax.Node) *val {
	c := f.c
	fn := n.Child("function")
	var obj *syntax.Node
	name := ""
	switch {
	case fn == nil:
	case fn.Kind == "member_access_expression":
		obj = fn.Child("expression")
		name = simpleName(fn.Child("name"), c)
	case fn.Kind == "identifier", fn.Kind == "generic_name":
		name = simpleName(fn, c)
	}
	ot := c.text(obj)
	args := argNodes(n)
	rv := &val{}
	if obj != nil {
		rv = f.eval(obj)
	}
	av := make([]*val, len(args))
	for i, a := range args {
		if a.Kind == "lambda_expression" || a.Kind == "anonymous_method_expression" {
			// A callback gets the receiver's elements: list.Select(x => ...).
			av[i] = f.lambda(a, whole(rv))
			continue
		}
		av[i] = f.eval(a)
	}
	arg := func(i int) *val {
		if i < len(av) {
			return av[i]
		}
		return &val{}
	}
	all := &val{}
	for _, a := range av {
		all = union(all, whole(a))
	}
	what := c.text(fn)

	// out arguments of TryGetValue / TryParse.
	for _, a := range args {
		if a.Kind == "declaration_expression" || (a.Parent != nil && strings.HasPrefix(c.text(a.Parent), "out ")) {
			id := a
			if a.Kind == "declaration_expression" {
				id = a.Child("name")
			}
			if id != nil && id.Kind == "identifier" {
				if name == "TryGetValue" {
					f.env[c.text(id)] = whole(rv)
				} else {
					f.env[c.text(id)] = &val{}
				}
			}
		}
	}

	// Sanitizers.
	switch {
	case (name == "Parse" || name == "TryParse" || name == "ParseExact") && (numericTypes[ot] || strings.HasSuffix(ot, "Enum")):
		return &val{}
	case ot == "Convert" && strings.HasPrefix(name, "To") && name != "ToString" && name != "ToBase64String":
		return &val{}
	case htmlEncoders[name] || (name == "Encode" && strings.Contains(strings.ToLower(ot), "htmlencoder")):
		return sanitized(all, cXSS)
	case name == "Encode" && (strings.Contains(ot, "UrlEncoder") || strings.Contains(ot, "JavaScriptEncoder")),
		name == "UrlEncode", name == "EscapeDataString", name == "EscapeUriString":
		return sanitized(all, cXSS|cHeader)
	case (name == "GetFileName" || name == "GetFileNameWithoutExtension" || name == "GetExtension") && strings.HasSuffix(ot, "Path"):
		return sanitized(all, cPath)
	case (name == "Action" || name == "RouteUrl" || name == "Page" || name == "Content") && ot == "Url":
		// Url.Action & co. build a URL of this application.
		return sanitized(union(all, nil), cRedirect|cSSRF)
	case noData[name] && !(pathFileOps[name] && fileType(ot)):
		return &val{}
	}

	// Sinks.
	switch {
	case efRaw[name]:
		f.sink(ruleSQL, n, arg(0), what)
	case dapper[name] && obj != nil && len(args) > 0 && args[0].Kind != "lambda_expression" && f.dbReceiver(obj):
		f.sink(ruleSQL, n, arg(0), what)
	case name == "Start" && (ot == "Process" || strings.HasSuffix(ot, ".Process")):
		for i, a := range args {
			if a.Kind == "identifier" && strings.HasSuffix(f.types[c.text(a)], "ProcessStartInfo") {
				continue
			}
			f.sink(ruleCommand, n, av[i], what)
		}
	case pathFileOps[name] && fileType(ot):
		f.sink(rulePath, n, arg(0), what)
		if name == "Copy" || name == "Move" || name == "Replace" {
			f.sink(rulePath, n, arg(1), what)
		}
	case name == "PhysicalFile" && (obj == nil || ot == "this" || ot == "Results" || ot == "TypedResults"):
		f.sink(rulePath, n, arg(0), what)
	case name == "Raw" && (ot == "Html" || strings.HasSuffix(ot, ".Html")):
		f.sink(ruleXSS, n, arg(0), what)
	case name == "Content" || (name == "Text" && (ot == "Results" || ot == "TypedResults")):
		if len(args) > 1 {
			if t, ok := arg(1).str(); ok && strings.Contains(t, "html") {
				f.sink(ruleXSS, n, arg(0), what)
			} else if !ok && strings.Contains(c.text(args[1]), "Html") {
				f.sink(ruleXSS, n, arg(0), what)
			}
		}
	case (name == "Write" || name == "WriteAsync") && strings.HasSuffix(ot, "Response"):
		f.sink(ruleXSS, n, arg(0), what)
	case redirects[name] && (obj == nil || ot == "this" || strings.HasSuffix(ot, "Response") || ot == "Results" || ot == "TypedResults"):
		f.sink(ruleRedirect, n, arg(0), what)
	case (name == "SelectNodes" || name == "SelectSingleNode" || name == "XPathSelectElement" || name == "XPathSelectElements" || name == "XPathEvaluate") && len(args) > 0:
		f.sink(ruleXPath, n, arg(0), what)
	case (name == "Evaluate" || name == "Compile" || name == "Select") && len(args) > 0 && args[0].Kind != "lambda_expression" &&
		(strings.Contains(ot, "XPath") || strings.Contains(f.types[ot], "XPath") || strings.Contains(strings.ToLower(ot), "nav")):
		f.sink(ruleXPath, n, arg(0), what)
	case httpClient[name] && len(args) > 0 && (strings.Contains(f.types[c.rootVar(obj)], "HttpClient") || strings.Contains(strings.ToLower(ot), "client") || strings.Contains(strings.ToLower(ot), "http")):
		f.sink(ruleSSRF, n, arg(0), what)
	case (name == "Create" || name == "CreateHttp") && (strings.HasSuffix(ot, "WebRequest")):
		f.sink(ruleSSRF, n, arg(0), what)
	case webClient[name] && (strings.Contains(f.types[ot], "WebClient") || strings.Contains(strings.ToLower(ot), "client")):
		f.sink(ruleSSRF, n, arg(0), what)
	case (name == "Add" || name == "Append" || name == "TryAdd") && strings.HasSuffix(ot, "Response.Headers"),
		(name == "AddHeader" || name == "AppendHeader") && strings.HasSuffix(ot, "Response"):
		f.sink(ruleHeader, n, union(arg(0), arg(1)), what)
	case (name == "EvaluateAsync" || name == "RunAsync" || name == "Create" || name == "Evaluate") && strings.HasSuffix(ot, "CSharpScript"):
		f.sink(ruleCode, n, arg(0), what)
	}

	// Builders and collections mutated in place.
	if mutators[name] && obj != nil && !strings.Contains(ot, "ArgumentList") && !strings.Contains(ot, "Parameters") && !strings.Contains(ot, "Headers") {
		if root := c.rootVar(obj); root != "" {
			cur := f.env[root]
			var nv *val
			switch {
			case (name == "Append" || name == "AppendLine" || name == "Insert" || name == "Prepend") && obj.Kind == "identifier":
				add := all
				if len(av) == 1 {
					add = av[0]
				}
				if name == "Insert" && len(av) == 2 {
					add = av[1]
				}
				if cur == nil {
					cur = constant("")
				}
				nv = concat(cur, add)
				if name == "AppendLine" {
					nv = concat(nv, constant("\n"))
				}
			case name == "Add" && len(av) == 2 && obj.Kind == "identifier" && av[0].c != nil && !av[0].live():
				nv = copyElems(cur)
				nv.elems[fmtConst(av[0].c)] = av[1]
			case name == "Add" && len(av) == 1 && obj.Kind == "identifier":
				nv = copyElems(cur)
				nv.elems[itoa(nv.n)] = av[0]
				nv.n++
			default:
				nv = union(whole(cur), all)
			}
			f.env[root] = nv
			if name == "Append" || name == "AppendLine" || name == "AppendFormat" || name == "Insert" {
				return nv
			}
			return &val{}
		}
	}

	// Methods of this file.
	if ms := c.methods[name]; len(ms) > 0 && (obj == nil || ot == "this" || !f.isLocal(ot)) {
		var r *val
		for _, m := range ms {
			if len(m.params) < len(args) && !strings.Contains(c.text(m.decl.Child("parameters")), "params ") {
				continue
			}
			r = f.apply(n, m, av, r)
		}
		if r != nil {
			return r
		}
	}

	// Methods of the project's other classes.
	if f.c.proj != nil {
		if ms := f.foreignTargets(obj, name); len(ms) > 0 {
			var r *val
			for _, m := range ms {
				r = f.apply(n, m, av, r)
			}
			return r
		}
	}

	// String methods on constants fold; anything else carries its inputs.
	if s, ok := rv.str(); ok && !all.live() {
		switch name {
		case "ToUpper", "ToUpperInvariant":
			return constant(strings.ToUpper(s))
		case "ToLower", "ToLowerInvariant":
			return constant(strings.ToLower(s))
		case "Trim":
			if len(av) == 0 {
				return constant(strings.TrimSpace(s))
			}
		case "ToString":
			return constant(s)
		case "Replace":
			if a, ok := arg(0).str(); ok {
				if b, ok := arg(1).str(); ok {
					return constant(strings.ReplaceAll(s, a, b))
				}
			}
		}
	}
	if name == "ToString" && rv.c != nil && !rv.live() {
		return constant(fmtConst(rv.c))
	}
	if (name == "Format" || name == "Concat" || name == "Join") && (ot == "string" || ot == "String") {
		return all
	}
	return union(whole(rv), all)
}

func itoa(i int) string { return fmtConst(int64(i)) }

func copyElems(cur *val) *val {
	nv := &val{elems: map[string]*val{}}
	if cur != nil {
		*nv = *cur
		nv.elems = map[string]*val{}
		for k, e := range cur.elems {
			nv.elems[k] = e
		}
	}
	return nv
}

// isLocal: the receiver is a local variable or parameter, not a field of
// this class or a type.
func (f *frame) isLocal(name string) bool {
	_, ok := f.env[name]
	return ok
}

// apply uses a method's summary at a call.
func (f *frame) apply(at *syntax.Node, m *method, av []*val, acc *val) *val {
	if m.state == 1 {
		r := &val{}
		for _, a := range av {
			r = union(r, whole(a))
		}
		return joinAcc(acc, r)
	}
	m.c.analyze(m)
	line, what := at.Line, f.c.text(at)
	for _, s := range m.sinks {
		for i, a := range av {
			if i >= 64 || s.params&(1<<i) == 0 {
				continue
			}
			a = whole(a)
			a = sanitized(a, s.san)
			if !a.live() || a.san&ruleCtx[s.rule] != 0 {
				continue
			}
			flow := append(append(analysis.Flow{}, a.flow...), analysis.Step{Line: line, What: what})
			flow = append(flow, s.flow...)
			if a.taint {
				f.c.reportFlow(s.rule, at, flow)
			}
			if a.params != 0 && f.m != nil && len(f.m.sinks) < 32 {
				f.m.sinks = append(f.m.sinks, sinkSum{rule: s.rule, params: a.params, san: a.san, flow: flow})
			}
		}
	}
	ret := m.ret
	if ret == nil {
		ret = &val{}
	}
	r := &val{c: ret.c, taint: ret.taint, flow: ret.flow, san: ret.san, elems: ret.elems, n: ret.n}
	if ret.taint {
		r = withStep(r, line, what)
	}
	for i, a := range av {
		if i < 64 && ret.params&(1<<i) != 0 {
			x := whole(a)
			if x.live() {
				x = sanitized(withStep(x, line, what), ret.san)
				r = union(r, x)
			}
		}
	}
	return joinAcc(acc, r)
}

func joinAcc(acc, r *val) *val {
	if acc == nil {
		return r
	}
	return join(acc, r)
}

// construct evaluates new T(...) { ... }.
func (f *frame) construct(n *syntax.Node) *val {
	c := f.c
	t := c.text(n.Child("type"))
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	args := argNodes(n)
	av := make([]*val, len(args))
	all := &val{}
	for i, a := range args {
		av[i] = f.eval(a)
		all = union(all, whole(av[i]))
	}
	arg := func(i int) *val {
		if i < len(av) {
			return av[i]
		}
		return &val{}
	}
	what := "new " + t
	switch {
	case sqlTypes.MatchString(t):
		f.sink(ruleSQL, n, arg(0), what)
	case t == "ProcessStartInfo":
		f.sink(ruleCommand, n, all, what)
	case t == "FileStream" || t == "FileInfo" || t == "DirectoryInfo" || t == "PhysicalFileResult" || t == "PhysicalFileProvider":
		f.sink(rulePath, n, arg(0), what)
	case (t == "StreamReader" || t == "StreamWriter") && len(args) > 0 && !strings.Contains(strings.ToLower(c.text(args[0])), "stream") &&
		!strings.Contains(c.text(args[0]), "Body"):
		f.sink(rulePath, n, arg(0), what)
	case t == "DirectorySearcher":
		f.sink(ruleLDAP, n, all, what)
	case t == "HttpRequestMessage" && len(args) > 1:
		f.sink(ruleSSRF, n, arg(1), what)
	case t == "HtmlString":
		f.sink(ruleXSS, n, arg(0), what)
	}
	r := all
	if t == "StringBuilder" {
		r = constant("")
		if len(av) > 0 {
			if _, ok := av[0].c.(int64); !ok {
				r = av[0]
			}
		}
	}
	if init := n.Child("initializer"); init != nil {
		iv := f.eval(init)
		if strings.HasPrefix(t, "Dictionary") || strings.HasPrefix(t, "List") || strings.HasSuffix(t, "Set") || t == "Hashtable" {
			// Collection initializers: { "a", x } or { ["k"] = v } / { { "k", v } }.
			r = &val{elems: map[string]*val{}}
			for _, e := range init.NamedChildren() {
				switch e.Kind {
				case "initializer_expression":
					kv := e.NamedChildren()
					if len(kv) == 2 {
						if k := f.eval(kv[0]); k.c != nil && !k.live() {
							r.elems[fmtConst(k.c)] = f.eval(kv[1])
							continue
						}
					}
					r = union(r, whole(f.eval(e)))
				case "assignment_expression":
				default:
					r.elems[itoa(r.n)] = f.eval(e)
					r.n++
				}
			}
			return r
		}
		r = union(r, whole(iv))
	}
	if t == "Dictionary" || t == "List" || t == "HashSet" {
		if !r.live() {
			return &val{elems: map[string]*val{}}
		}
	}
	return r
}

// dbReceiver: the receiver of Query/Execute looks like a database
// connection (Dapper's extension methods), not a mediator or a service.
func (f *frame) dbReceiver(obj *syntax.Node) bool {
	t := strings.ToLower(f.types[f.c.rootVar(obj)] + " " + f.c.text(obj))
	for _, w := range []string{"conn", "db", "sql", "database", "transaction", "tx"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

func fileType(t string) bool {
	return t == "File" || t == "Directory" || strings.HasSuffix(t, "IO.File") || strings.HasSuffix(t, "IO.Directory")
}
