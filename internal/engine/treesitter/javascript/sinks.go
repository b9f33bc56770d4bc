package javascript

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

var (
	dbReceiver  = regexp.MustCompile(`(?i)(^|\.)(db|database|pool|conn|connection|client|pg|mysql|mysql2|sql|knex|sequelize|prisma|manager|entityManager|repository|repo|dataSource|datasource|trx|tx|transaction|queryRunner|sqlite|sqlite3|mssql|request|oracledb)$|db$|Db$|Pool$|Connection$|Client$|Repository$`)
	sqlText     = regexp.MustCompile(`(?i)\b(select\s.+\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|create\s+table|drop\s+table|alter\s+table)\b|\bwhere\s`)
	sqlVarName  = regexp.MustCompile(`(?i)(sql|query|stmt|statement)|^q$`)
	queryNotDB  = regexp.MustCompile(`(?i)^(document|window|\$|jQuery|router|url|qs|querystring|graphql|apollo|gql|el|element|this\.el|navigator|permissions|screen|matchMedia|container|wrapper|page|cy|browser)$`)
	sanitizedTx = regexp.MustCompile(`(?i)sanitiz|DOMPurify|escape|purify|xss`)
)

// arg returns argument i's value.
func arg(vals []*val, i int) *val {
	if i < len(vals) {
		return vals[i]
	}
	return nil
}

// live is the taint of argument i when it reaches sink class k.
func live(vals []*val, i int, k sink) *taint {
	if t := arg(vals, i).taint(); t.reaches(k) {
		return t
	}
	return nil
}

// isResponse reports whether n is an HTTP response: a handler's res,
// or a chain on it (res.status(500).send).
func (c *checker) isResponse(n *syntax.Node, e *env) bool {
	for n != nil {
		switch n.Kind {
		case "identifier":
			if v, ok := e.lookup(c.text(n)); ok && v != nil && v.kind == kResponse {
				return true
			}
			switch c.text(n) {
			case "res", "response", "reply", "resp":
				return true
			}
			return false
		case "call_expression":
			f := n.Child("function")
			if f == nil || f.Kind != "member_expression" {
				return false
			}
			n = f.Child("object")
		case "member_expression":
			// ctx.res, ctx.response
			if v := c.expr(n, e); v != nil && v.kind == kResponse {
				return true
			}
			return false
		default:
			return false
		}
	}
	return false
}

// builtString reports whether n is a string built at run time, from a
// part the analysis knows nothing of (a parameter, a global): a template
// with substitutions or a concatenation with a string. Parts known to be
// constants or sanitized do not count.
func (c *checker) builtString(n *syntax.Node, v *val, e *env) bool {
	if n == nil || (v != nil && v.konst != nil) {
		return false
	}
	if !c.unknownPart(n, e) {
		return false
	}
	switch n.Kind {
	case "template_string":
		return n.FirstNamed("template_substitution") != nil
	case "binary_expression":
		if o := n.Child("operator"); o == nil || c.text(o) != "+" {
			return false
		}
		found := false
		n.Walk(func(x *syntax.Node) bool {
			if x.Kind == "string" || x.Kind == "template_string" {
				found = true
			}
			return !found
		})
		return found
	}
	return false
}

func isLiteral(n *syntax.Node, v *val) bool {
	if v != nil && v.konst != nil {
		return true
	}
	switch n.Kind {
	case "string", "number", "true", "false", "null", "undefined":
		return true
	case "template_string":
		return n.FirstNamed("template_substitution") == nil
	}
	return false
}

// objectField is the value of a field of an object argument.
func (c *checker) objectField(v *val, names ...string) *val {
	if v == nil {
		return nil
	}
	for _, n := range names {
		if x, ok := v.elems[n]; ok {
			return x
		}
	}
	return nil
}

func objectHas(n *syntax.Node, c *checker, key string) *syntax.Node {
	if n == nil || n.Kind != "object" {
		return nil
	}
	for _, p := range n.NamedChildren() {
		if p.Kind == "pair" && c.propKey(p.Child("key"), nil) == key {
			return p.Child("value")
		}
		if p.Kind == "shorthand_property_identifier" && c.text(p) == key {
			return p
		}
	}
	return nil
}

// checkCall reports the sinks of one call.
func (c *checker) checkCall(n *syntax.Node, name string, recv *val, recvNode *syntax.Node, args []*syntax.Node, vals []*val, e *env) {
	method := last(name)
	recvName := ""
	if recvNode != nil {
		recvName = strings.TrimSuffix(name, "."+method)
	}
	lower := strings.ToLower(name)
	if len(args) == 0 {
		return
	}
	a0 := args[0]

	// Sinks of the model rows.
	if s, ok := c.models.sink(name, method); ok {
		for _, i := range s.args {
			if t := live(vals, i, s.bit); t != nil {
				c.report(s.rule, n, t)
				return
			}
		}
	}

	// SQL.
	switch method {
	case "query", "execute", "exec", "run", "all", "get", "each", "prepare", "any", "one", "none", "many", "oneOrNone",
		"manyOrNone", "result", "multi", "raw", "unsafe", "$queryRawUnsafe", "$executeRawUnsafe",
		"whereRaw", "orderByRaw", "havingRaw", "joinRaw", "fromRaw", "andWhereRaw", "orWhereRaw", "literal",
		"where", "andWhere", "orWhere", "having", "orderBy", "select", "addSelect":
		sqlSink := false
		switch method {
		case "query", "execute":
			sqlSink = recvNode == nil && sqlText.MatchString(c.text(a0)) ||
				recvNode != nil && !queryNotDB.MatchString(recvName) && (dbReceiver.MatchString(recvName) || sqlText.MatchString(c.text(a0)) ||
					(a0.Kind == "identifier" && sqlVarName.MatchString(c.text(a0))))
			if recv != nil && recv.kind != kNone {
				sqlSink = false
			}
		case "exec", "run", "all", "get", "each", "prepare", "any", "one", "none", "many", "oneOrNone", "manyOrNone", "result", "multi":
			// sqlite3 / better-sqlite3: db.run(sql), db.prepare(sql)
			sqlSink = recvNode != nil && dbReceiver.MatchString(recvName) && !strings.HasPrefix(name, "child_process") &&
				(sqlText.MatchString(c.text(a0)) || a0.Kind == "identifier" && sqlVarName.MatchString(c.text(a0)))
		case "raw", "unsafe", "$queryRawUnsafe", "$executeRawUnsafe", "whereRaw", "orderByRaw", "havingRaw", "joinRaw",
			"fromRaw", "andWhereRaw", "orWhereRaw":
			sqlSink = recvNode != nil
		case "literal":
			sqlSink = strings.EqualFold(recvName, "sequelize")
		default:
			// TypeORM's query builder: .where(`id = ${id}`)
			sqlSink = recvNode != nil && strings.Contains(strings.ToLower(name), "querybuilder") && sqlText.MatchString("where "+c.text(a0)) && a0.Kind != "object"
		}
		if sqlSink {
			v := arg(vals, 0)
			if a0.Kind == "object" {
				v = c.objectField(v, "text", "sql", "query")
			}
			if t := v.taint(); t.reaches(sinkSQL) {
				c.report(ruleSQL, n, t)
				return
			}
		}
	}

	// MongoDB.
	// Sequelize and TypeORM take { where: ... }: their operators are
	// symbols or classes, which JSON input cannot forge.
	if recvNode != nil && c.models.mongo[method] && !isFunction(a0) && !slices.ContainsFunc(args, func(a *syntax.Node) bool { return objectHas(a, c, "where") != nil }) {
		if w := objectHas(a0, c, "$where"); w != nil {
			if t := c.expr(w, e).taint(); t.reaches(sinkNoSQL) {
				c.report(ruleNoSQL, n, t)
				return
			}
		}
		if t := live(vals, 0, sinkNoSQL); t != nil && (!t.str || method == "$where") && a0.Kind != "string" && recv.taint() == nil {
			c.report(ruleNoSQL, n, t)
			return
		}
	}

	// OS commands.
	_, boundCallee := e.lookup(name)
	cpRecv := recvNode == nil && (c.usesChildProcess || !boundCallee) || strings.HasPrefix(name, "child_process.") ||
		recvNode != nil && cpReceiver.MatchString(recvName)
	switch {
	case cpRecv && (method == "exec" || method == "execSync"),
		(name == "shelljs.exec" || recvName == "shell" && method == "exec"),
		name == "execa.execaCommand" || name == "execaCommand" || name == "execa.execaCommandSync" || name == "execaCommandSync":
		if t := live(vals, 0, sinkCmd); t != nil {
			c.report(ruleCmd, n, t)
		} else if c.builtString(a0, arg(vals, 0), e) {
			c.reportHazard(ruleCmd, n, "Shell command built with a template or concatenation and run by %s: a value spliced into it can run other commands", method)
		}
		return
	case cpRecv && (method == "spawn" || method == "spawnSync" || method == "execFile" || method == "execFileSync" || method == "fork"),
		name == "execa" || name == "execa.execa" || name == "execa.execaSync" || name == "execa.sync":
		shell := false
		for _, a := range args[1:] {
			if s := objectHas(a, c, "shell"); s != nil && s.Kind != "false" {
				shell = true
			}
		}
		if v := arg(vals, 0); v != nil {
			if s, ok := v.konst.(string); ok && shellProgram.MatchString(s) {
				shell = true
			}
		}
		if t := live(vals, 0, sinkCmd); t != nil {
			c.report(ruleCmd, n, t)
			return
		}
		if shell && len(vals) > 1 {
			if t := c.elementOf(vals[1]).taint(); t.reaches(sinkCmd) {
				c.report(ruleCmd, n, t)
			}
		}
		return
	}

	// Code evaluation.
	switch {
	case name == "eval" || name == "window.eval" || name == "globalThis.eval":
		if t := live(vals, 0, sinkCode); t != nil {
			c.report(ruleCode, n, t)
		} else if !isLiteral(a0, arg(vals, 0)) && !c.minified {
			c.reportf(ruleCode, n, "eval of a non-literal value: the string is compiled and run as code")
		}
		return
	case name == "Function" || name == "window.Function" || name == "globalThis.Function":
		c.checkFunctionCtor(n, args, vals)
		return
	case name == "setTimeout" || name == "setInterval" || name == "window.setTimeout" || name == "window.setInterval" || name == "setImmediate":
		if t := live(vals, 0, sinkCode); t != nil && arg(vals, 0).fn == nil {
			c.report(ruleCode, n, t)
		} else if c.builtString(a0, arg(vals, 0), e) {
			c.reportf(ruleCode, n, "%s with a string argument compiles the string as code", method)
		}
		return
	case strings.HasPrefix(name, "vm.") && (method == "runInNewContext" || method == "runInThisContext" || method == "runInContext" || method == "compileFunction"),
		name == "require" || name == "import":
		if t := live(vals, 0, sinkCode); t != nil {
			c.report(ruleCode, n, t)
		}
		return
	}

	// Files: fs calls are model rows.
	if recvNode != nil && (method == "sendFile" || method == "download" || method == "sendfile") && c.isResponse(recvNode, e) {
		for _, a := range args[1:] {
			if objectHas(a, c, "root") != nil {
				return
			}
		}
		if t := live(vals, 0, sinkPath); t != nil {
			c.report(rulePath, n, t)
		}
		return
	}

	// Server-side XSS, redirects and headers on a response.
	if recvNode != nil && (c.isResponse(recvNode, e) || recv != nil && recv.kind == kRequest) {
		switch method {
		case "send", "write", "end", "response":
			if recv != nil && recv.kind == kRequest || method == "response" && recvName != "h" {
				break
			}
			// A whole parsed request part is an object, which Express
			// answers as JSON; but the body is the text itself under a
			// text parser (express.text()), and a string is sent as HTML.
			whole := wholeInput.FindStringSubmatch(c.text(a0))
			if a0.Kind == "object" || a0.Kind == "array" || strings.HasPrefix(c.text(a0), "JSON.stringify") ||
				whole != nil && (whole[1] != "body" || !c.textBody()) {
				return
			}
			// Express's send and Hapi's h.response answer strings as
			// text/html; Node's write
			// and end send no type, and browsers sniff HTML. Fastify's
			// reply.send answers text/plain unless told otherwise.
			htmlish := strings.Contains(c.text(a0), "<") || c.enclosingHas(n, "text/html")
			plain := c.enclosingHas(n, "text/plain") || c.enclosingHas(n, "application/json") || c.enclosingHas(n, "text/csv") ||
				c.enclosingHas(n, "application/octet-stream") || c.enclosingHas(n, "image/")
			if htmlish || !plain && !strings.HasPrefix(recvName, "reply") {
				if t := live(vals, 0, sinkXSS); t != nil {
					c.report(ruleXSS, n, t)
				}
			}
			return
		case "redirect":
			i := len(args) - 1
			if t := live(vals, i, sinkRedirect); t != nil {
				c.report(ruleRedirect, n, t)
			}
			return
		case "setHeader", "set", "header", "append", "writeHead", "cookie":
			if method == "cookie" {
				break
			}
			// set(name, value), set({ name: value }), writeHead(200, { ... })
			for i := 0; i < len(args); i++ {
				v := vals[i]
				if args[i].Kind == "object" {
					for _, k := range v.keys() {
						if t := v.elems[k].taint(); t.reaches(sinkHeader) {
							c.headerReport(n, k, t)
							return
						}
					}
					continue
				}
				if i == 0 {
					continue
				}
				if t := live(vals, i, sinkHeader); t != nil {
					key := ""
					if s, ok := arg(vals, 0).konstString(); ok {
						key = s
					}
					c.headerReport(n, key, t)
					return
				}
			}
			return
		}
	}

	// Next.js and Fetch API redirects.
	switch name {
	case "redirect", "next/navigation.redirect", "next/navigation.permanentRedirect", "permanentRedirect",
		"NextResponse.redirect", "next/server.NextResponse.redirect", "Response.redirect":
		if t := live(vals, 0, sinkRedirect); t != nil {
			c.report(ruleRedirect, n, t)
		}
		return
	}
	if locationCall.MatchString(name) || name == "window.open" {
		if t := live(vals, 0, sinkRedirect); t != nil {
			c.report(ruleRedirect, n, t)
		}
		return
	}

	// SSRF.
	if c.models.ssrf[name] {
		v := arg(vals, 0)
		if a0.Kind == "object" {
			v = c.objectField(v, "url", "uri", "host", "hostname", "baseURL", "href")
		}
		if t := v.taint(); t.reaches(sinkSSRF) && t.from == fromServer {
			c.report(ruleSSRF, n, t)
		}
		return
	}

	// DOM XSS.
	switch {
	case method == "insertAdjacentHTML" && len(args) > 1:
		c.htmlSink(args[1], vals[1], n, e)
		return
	case documentWrite.MatchString(name):
		for i, a := range args {
			c.htmlSink(a, vals[i], n, e)
		}
		return
	case method == "createContextualFragment" || method == "parseFromString" && recvNode != nil:
		if t := live(vals, 0, sinkXSS); t != nil && t.from == fromBrowser {
			c.report(ruleXSS, n, t)
		}
		return
	case recvNode != nil && c.isJQuery(recvNode) && (method == "html" || method == "append" || method == "prepend" ||
		method == "after" || method == "before" || method == "replaceWith" || method == "wrap" || method == "appendTo"):
		if t := live(vals, 0, sinkXSS); t != nil {
			c.report(ruleXSS, n, t)
		}
		return
	case (name == "$" || name == "jQuery") && len(args) == 1:
		if t := live(vals, 0, sinkXSS); t != nil && t.from == fromBrowser {
			c.report(ruleXSS, n, t)
		}
		return
	}

	// Deserialization.
	if method == "unserialize" && (recvNode == nil || strings.Contains(lower, "serial")) || name == "funcster.deepDeserialize" ||
		(strings.HasSuffix(recvName, "yaml") || strings.HasSuffix(recvName, "YAML")) && (method == "load" || method == "loadAll") &&
			len(args) > 1 && strings.Contains(c.text(args[1]), "FULL") {
		if t := live(vals, 0, sinkDeser); t != nil {
			c.report(ruleDeser, n, t)
		}
		return
	}

	// LDAP (ldapjs): client.search(base, { filter }) or a filter string.
	if recvNode != nil && method == "search" && len(args) > 1 && strings.Contains(strings.ToLower(recvName), "ldap") ||
		recvNode != nil && method == "search" && len(args) > 1 && objectHas(args[1], c, "filter") != nil {
		v := arg(vals, 1)
		if args[1].Kind == "object" {
			v = c.objectField(v, "filter")
		}
		if t := v.taint(); t.reaches(sinkLDAP) {
			c.report(ruleLDAP, n, t)
			return
		}
		if t := live(vals, 0, sinkLDAP); t != nil {
			c.report(ruleLDAP, n, t)
		}
		return
	}
	if name == "ldap.parseFilter" || name == "ldapjs.parseFilter" || name == "parseFilter" {
		if t := live(vals, 0, sinkLDAP); t != nil {
			c.report(ruleLDAP, n, t)
		}
		return
	}

	// XPath: xpath.select(expr, doc), document.evaluate(expr, ...).
	if (recvName == "xpath" || recvName == "XPath" || recvName == "document" || strings.HasSuffix(recvName, "xpath")) &&
		(method == "select" || method == "select1" || method == "evaluate" || method == "parse" || method == "useNamespaces") ||
		name == "xpath.select" || name == "xpath.select1" || name == "xpath.evaluate" {
		if t := live(vals, 0, sinkXPath); t != nil {
			c.report(ruleXPath, n, t)
		}
		return
	}

	// Template compilation.
	if args := c.models.templates[lower]; args != nil {
		for _, i := range args {
			if t := live(vals, i, sinkTemplate); t != nil {
				c.report(ruleTemplate, n, t)
				return
			}
		}
		if c.builtString(a0, arg(vals, 0), e) {
			c.reportHazard(ruleTemplate, n, "Template source built with a template literal or concatenation: template syntax in a spliced value runs on the server")
		}
	}
}

func (v *val) konstString() (string, bool) {
	if v == nil {
		return "", false
	}
	s, ok := v.konst.(string)
	return s, ok
}

func (c *checker) headerReport(n *syntax.Node, key string, t *taint) {
	if strings.EqualFold(key, "location") || strings.EqualFold(key, "refresh") {
		if t.reaches(sinkRedirect) {
			c.report(ruleRedirect, n, t)
		}
		return
	}
	c.report(ruleHeader, n, t)
}

func (c *checker) checkFunctionCtor(n *syntax.Node, args []*syntax.Node, vals []*val) {
	for i := range args {
		if t := live(vals, i, sinkCode); t != nil {
			c.report(ruleCode, n, t)
			return
		}
	}
	if len(args) > 0 && !isLiteral(args[len(args)-1], vals[len(vals)-1]) && !c.minified {
		c.reportf(ruleCode, n, "new Function with a non-literal body: the string is compiled and run as code")
	}
}

func (c *checker) checkNew(n *syntax.Node, name string, args []*syntax.Node, vals []*val, e *env) {
	switch name {
	case "Function", "window.Function", "globalThis.Function":
		c.checkFunctionCtor(n, args, vals)
	case "vm.Script", "Script", "vm2.VMScript":
		if t := live(vals, 0, sinkCode); t != nil {
			c.report(ruleCode, n, t)
		}
	}
}

// isJQuery: $(...), jQuery(...) or a $-named variable.
func (c *checker) isJQuery(n *syntax.Node) bool {
	switch n.Kind {
	case "call_expression":
		f := n.Child("function")
		if f == nil {
			return false
		}
		t := c.text(f)
		if t == "$" || t == "jQuery" {
			return true
		}
		if f.Kind == "member_expression" {
			return c.isJQuery(f.Child("object"))
		}
	case "identifier":
		return strings.HasPrefix(c.text(n), "$")
	}
	return false
}

func (c *checker) enclosingHas(n *syntax.Node, s string) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if isFunction(p) {
			return strings.Contains(c.text(p), s)
		}
	}
	return false
}

// htmlSink is a value written into the page as HTML.
func (c *checker) htmlSink(valueNode *syntax.Node, v *val, at *syntax.Node, e *env) {
	if valueNode == nil {
		return
	}
	if t := v.taint(); t.reaches(sinkXSS) {
		c.report(ruleXSS, at, t)
		return
	}
	if strings.HasSuffix(c.text(valueNode), "HTML") && valueNode.Kind == "member_expression" {
		// Markup copied from another element of the page.
		return
	}
	if c.minified || v.taint() != nil || isLiteral(valueNode, v) || sanitizedTx.MatchString(c.text(valueNode)) {
		return
	}
	if v != nil || valueNode.Kind != "call_expression" && !c.unknownPart(valueNode, e) {
		// A value the analysis knows is clean: a sanitizer's result, or
		// markup built only from constants.
		return
	}
	c.reportf(ruleHTMLSink, at, "")
}

var locationTarget = regexp.MustCompile(`^(window\.|document\.|self\.|top\.)?location(\.href)?$`)

// assignSink checks an assignment's target: innerHTML, location, Koa's
// ctx.body, and a two-level key path from input (prototype pollution).
func (c *checker) assignSink(n, left, right *syntax.Node, v *val, e *env) {
	switch left.Kind {
	case "member_expression":
		prop := c.text(left.Child("property"))
		if c.isSession(left.Child("object"), e) {
			if t := v.taint(); t.reaches(sinkTrust) && t.from == fromServer && !t.derived {
				c.report(ruleTrust, n, t)
			}
			return
		}
		switch prop {
		case "innerHTML", "outerHTML", "srcdoc":
			c.htmlSink(right, v, n, e)
			return
		case "body":
			if obj := c.expr(left.Child("object"), e); obj != nil && obj.kind == kRequest && strings.Contains(c.text(right), "<") {
				if t := v.taint(); t.reaches(sinkXSS) {
					c.report(ruleXSS, n, t)
				}
			}
			return
		}
		if prop == "onmessage" && v != nil && v.fn != nil {
			c.standalone(v.fn, []*val{{kind: kEvent}})
		}
		if locationTarget.MatchString(c.text(left)) {
			if t := v.taint(); t.reaches(sinkRedirect) {
				c.report(ruleRedirect, n, t)
			}
		}
	case "identifier":
		if c.text(left) == "onmessage" && v != nil && v.fn != nil {
			c.standalone(v.fn, []*val{{kind: kEvent}})
		}
		if c.text(left) == "location" {
			if _, bound := e.lookup("location"); !bound {
				if t := v.taint(); t.reaches(sinkRedirect) {
					c.report(ruleRedirect, n, t)
				}
			}
		}
	case "subscript_expression":
		if c.isSession(left.Child("object"), e) {
			t := v.taint()
			if !t.reaches(sinkTrust) || t.derived {
				t = c.expr(left.Child("index"), e).taint()
			}
			if t.reaches(sinkTrust) && t.from == fromServer && !t.derived {
				c.report(ruleTrust, n, t)
			}
			return
		}
		inner := left.Child("object")
		if inner == nil || inner.Kind != "subscript_expression" {
			return
		}
		k1 := c.expr(inner.Child("index"), e).taint()
		k2 := c.expr(left.Child("index"), e).taint()
		if k1 == nil || k2 == nil {
			return
		}
		if strings.Contains(string(c.tree.Src), "__proto__") {
			// The file guards against the key somewhere.
			return
		}
		for p := n.Parent; p != nil; p = p.Parent {
			if isFunction(p) || p.Kind == "program" {
				txt := c.text(p)
				if strings.Contains(txt, "__proto__") || strings.Contains(txt, "hasOwnProperty") || strings.Contains(txt, "'constructor'") ||
					strings.Contains(txt, `"constructor"`) || strings.Contains(txt, "Object.create(null)") || strings.Contains(txt, "hasOwn(") {
					return
				}
				break
			}
		}
		c.report(ruleProto, n, k1)
	}
}

// isSinkName: calls whose results are not input even when it goes in.
func isSinkName(name string) bool {
	return strings.HasPrefix(name, "child_process.") || strings.HasPrefix(name, "fs.")
}

// unknownPart reports whether a built string has a part whose value the
// analysis does not know: nil, as opposed to a constant or a value a
// sanitizer returned.
func (c *checker) unknownPart(n *syntax.Node, e *env) bool {
	switch n.Kind {
	case "string", "number":
		return false
	case "template_string":
		for _, x := range n.NamedChildren() {
			if x.Kind == "template_substitution" {
				if y := x.FirstNamed(""); y != nil && c.unknownPart(y, e) {
					return true
				}
			}
		}
		return false
	case "binary_expression":
		return c.unknownPart(n.Child("left"), e) || c.unknownPart(n.Child("right"), e)
	case "parenthesized_expression":
		return c.unknownPart(n.FirstNamed(""), e)
	case "call_expression":
		return false
	case "identifier", "member_expression", "subscript_expression":
		return c.expr(n, e) == nil
	}
	return true
}

var (
	cpReceiver    = regexp.MustCompile(`^(cp|childProcess|child_process|childprocess|child)$`)
	shellProgram  = regexp.MustCompile(`^(/bin/|/usr/bin/)?(sh|bash|zsh|dash|cmd|cmd\.exe|powershell|pwsh)$`)
	wholeInput    = regexp.MustCompile(`^\w+\.(body|query|params|cookies|headers)$`)
	textParser    = regexp.MustCompile(`\b(express|bodyParser)\s*\.\s*text\s*\(`)
	locationCall  = regexp.MustCompile(`^(window\.|document\.|self\.|top\.)?location\.(assign|replace)$`)
	documentWrite = regexp.MustCompile(`^(window\.)?document\.(write|writeln)$`)
)

// isSession: req.session (express-session), ctx.session (koa-session).
func (c *checker) isSession(n *syntax.Node, e *env) bool {
	if n == nil || n.Kind != "member_expression" || c.text(n.Child("property")) != "session" {
		return false
	}
	v := c.expr(n.Child("object"), e)
	return v != nil && v.kind == kRequest
}

// textBody reports whether the file installs a text body parser
// (express.text(), bodyParser.text()): its req.body is a string.
func (c *checker) textBody() bool {
	return textParser.Match(c.tree.Src)
}
