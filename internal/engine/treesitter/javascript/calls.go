package javascript

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// callSite is a call being checked against the sink rows.
type callSite struct {
	n              *syntax.Node
	name, method   string
	recvName       string
	recv           *val
	recvNode       *syntax.Node
	args           []*syntax.Node
	vals           []*val
	e              *env
	boundCallee    bool
	calledByItself bool
}

// shapes are the ways the analysis reads a sink row's call, beyond the
// value of its arguments (models.Model.Shape). A handler reports what it
// finds and returns whether the call is decided: no later row is tried.
var shapes map[string]func(c *checker, cs *callSite, r *callRow) bool

func init() {
	shapes = map[string]func(c *checker, cs *callSite, r *callRow) bool{
		"":                     (*checker).byKind,
		"method":               func(c *checker, cs *callSite, r *callRow) bool { return cs.recvNode != nil && c.byKind(cs, r) },
		"sql-text":             (*checker).sqlTextSink,
		"sql-clause":           (*checker).sqlClauseSink,
		"shell-command":        (*checker).shellSink,
		"argv":                 (*checker).argvSink,
		"eval":                 (*checker).evalSink,
		"function-constructor": (*checker).functionCtorSink,
		"timer":                (*checker).timerSink,
		"send-file":            (*checker).sendFileSink,
		"response-body":        func(c *checker, cs *callSite, r *callRow) bool { return c.responseBody(cs, false) },
		"text-response-body":   func(c *checker, cs *callSite, r *callRow) bool { return c.responseBody(cs, true) },
		"redirect":             (*checker).redirectSink,
		"headers":              (*checker).headersSink,
		"html":                 (*checker).htmlArgsSink,
		"markup-args":          (*checker).markupArgsSink,
		"page":                 (*checker).pageSink,
		"page-url":             (*checker).pageURLSink,
		"ldap-search":          (*checker).ldapSearchSink,
	}
	kindHandlers = map[sink]func(c *checker, cs *callSite, r *callRow) bool{
		sinkSQL:   (*checker).sqlSink,
		sinkNoSQL: (*checker).mongoSink,
		sinkSSRF:  (*checker).ssrfSink,
	}
}

func shapeNames() []string {
	var out []string
	for k := range propShapes {
		out = append(out, k)
	}
	for k := range shapes {
		if k != "" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// kindHandlers read a row without shape by its sink kind.
var kindHandlers map[sink]func(c *checker, cs *callSite, r *callRow) bool

// checkCall reports the sinks of one call: the rows it matches, in the
// order the model files give them, until one decides it; then template
// compilation.
func (c *checker) checkCall(n *syntax.Node, name string, recv *val, recvNode *syntax.Node, args []*syntax.Node, vals []*val, e *env) {
	if len(args) == 0 {
		return
	}
	cs := &callSite{n: n, name: name, method: last(name), recv: recv, recvNode: recvNode, args: args, vals: vals, e: e}
	if recvNode != nil {
		cs.recvName = strings.TrimSuffix(name, "."+cs.method)
	}
	v, bound := e.lookup(name)
	cs.boundCallee = bound
	cs.calledByItself = recvNode == nil && (!bound || v != nil && v.mod != "")
	for _, r := range c.matchRows(cs) {
		if !c.argHolds(cs, r) {
			continue
		}
		if shapes[r.m.Shape](c, cs, r) {
			return
		}
	}
	c.templateSink(cs)
}

// matchRows lists the sink rows a call matches, in row order.
func (c *checker) matchRows(cs *callSite) []*callRow {
	var out []*callRow
	for _, r := range c.models.byName[cs.name] {
		if !r.global || cs.calledByItself {
			out = append(out, r)
		}
	}
	if cs.name != cs.method {
		for _, r := range c.models.byName[cs.method] {
			if r.m.Type == "" {
				out = append(out, r)
			}
		}
	}
	for _, r := range c.models.byMethod[cs.method] {
		if c.isType(cs, r.typ) {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].order < out[j].order })
	return out
}

// isType reports whether a call's receiver is of a type row's type: the
// request and response objects the analysis tracks (and, for a response,
// the names the row gives), or a receiver whose name the row's
// receiver-names match.
func (c *checker) isType(cs *callSite, typ *recvType) bool {
	if cs.recvNode == nil {
		return false
	}
	switch typ.name {
	case c.models.request:
		return cs.recv != nil && cs.recv.kind == kRequest
	case c.models.response:
		return c.isResponse(cs.recvNode, cs.e)
	}
	return typ.names != nil && typ.names.MatchString(cs.recvName) || c.models.typeOf(cs.recv) == typ.name
}

// typedReceiver reports whether some type row names the call's receiver.
func (c *checker) typedReceiver(cs *callSite) bool {
	if cs.recvNode == nil {
		return false
	}
	for _, t := range c.models.types {
		if t.names != nil && t.names.MatchString(cs.recvName) {
			return true
		}
	}
	return false
}

// argHolds checks a row's const-arg condition: the argument's constant,
// or its source text.
func (c *checker) argHolds(cs *callSite, r *callRow) bool {
	if r.m.ConstIn == nil && r.m.ConstNot == nil {
		return true
	}
	i := r.m.ConstArg
	if i >= len(cs.args) {
		return false
	}
	if s, ok := arg(cs.vals, i).konstString(); ok {
		return r.m.ArgHolds(s)
	}
	return r.m.ArgHolds(c.text(cs.args[i]))
}

// byKind reads a row without shape: the handler of its sink kind, or
// the arguments it names reaching it.
func (c *checker) byKind(cs *callSite, r *callRow) bool {
	if h := kindHandlers[r.bit]; h != nil {
		return h(c, cs, r)
	}
	return c.argsSink(cs, r)
}

func (c *checker) argsSink(cs *callSite, r *callRow) bool {
	for _, i := range r.args {
		if t := live(cs.vals, i, r.bit); t != nil {
			c.report(r.rule, cs.n, t)
			return true
		}
	}
	return false
}

var (
	// sqlQuotedSplice: a value spliced between SQL quotes ('${name}',
	// "... = '" + name), the place a bound parameter belongs; a splice
	// of a column, a table or a list of placeholders is often checked
	// where the analysis cannot see.
	sqlQuotedSplice = regexp.MustCompile(`['"]%?\$\{|'%?["\x60]\s*\+|"%?['\x60]\s*\+`)
	sqlText         = regexp.MustCompile(`(?i)\b(select\s.+\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|create\s+table|drop\s+table|alter\s+table)\b|\bwhere\s`)
)

// sqlSink: the SQL text is argument 0, or a field of an options object
// there the row's keywords name (text, sql, query).
func (c *checker) sqlSink(cs *callSite, r *callRow) bool {
	if cs.recv != nil && cs.recv.kind != kNone {
		return false
	}
	for _, i := range r.args {
		v := arg(cs.vals, i)
		if i < len(cs.args) && cs.args[i].Kind == "object" {
			v = c.objectField(v, r.m.Keywords...)
		}
		if t := v.taint(); t.reaches(r.bit) {
			c.report(r.rule, cs.n, t)
			return true
		}
	}
	if r.bit == sinkSQL && !c.minified {
		for _, i := range r.args {
			built := i < len(cs.args) && (cs.args[i].Kind == "identifier" && builtSQL(arg(cs.vals, i)) ||
				builtSQL(c.withBuilt(nil, nil, cs.args[i], cs.e)) && c.joinedArray(cs.args[i], cs.e) != "")
			// knex's whereRaw, havingRaw, orderByRaw... take a fragment
			// of a statement: no verb, the splice alone says SQL.
			fragment := strings.HasSuffix(cs.method, "Raw")
			if built || i < len(cs.args) && c.builtString(cs.args[i], arg(cs.vals, i), cs.e) && (fragment || sqlText.MatchString(c.text(cs.args[i]))) &&
				sqlQuotedSplice.MatchString(c.text(cs.args[i])) {
				c.reportHazard(ruleSQL, cs.n, "SQL built with a template or concatenation and run by %s: a value spliced between its quotes can change the query", cs.method)
				return true
			}
		}
	}
	return false
}

// sqlTextSink: a method many APIs share (query, run, get) is SQL when its
// argument reads as SQL, or is a variable named for a query (the row's
// arg-names). Without a
// type, a receiver some type row names is not a database (document,
// router): the type's own rows say what its calls are.
func (c *checker) sqlTextSink(cs *callSite, r *callRow) bool {
	a0 := cs.args[0]
	if r.typ == nil && c.typedReceiver(cs) {
		return false
	}
	if !sqlText.MatchString(c.text(a0)) && !builtSQL(arg(cs.vals, 0)) && !builtSQL(c.withBuilt(nil, nil, a0, cs.e)) && (cs.recvNode == nil || a0.Kind != "identifier" || r.m.ArgNames == nil || !r.m.ArgNames.MatchString(c.text(a0))) {
		return false
	}
	return c.sqlSink(cs, r)
}

// sqlClauseSink: a query builder's clause (TypeORM's .where(`id = ${id}`))
// is SQL when it reads as a condition, not an object of conditions.
func (c *checker) sqlClauseSink(cs *callSite, r *callRow) bool {
	a0 := cs.args[0]
	if a0.Kind == "object" || !sqlText.MatchString("where "+c.text(a0)) {
		return false
	}
	return c.sqlSink(cs, r)
}

// mongoSink: a MongoDB filter, unless an argument is another library's
// options (barrier rows of shape options: Sequelize's where) or the
// receiver is not a collection (the row's not-receiver-names: the
// application's own service, a crypto digest's update). A field of the
// filter the row's keywords name ($where) is JavaScript the server runs,
// as a string given to a method of that name is. The drivers run on the
// server: what the page reads (its URL, a message another window posted)
// reaching a remove() or find() in the browser is a Map's, a cache's or
// IndexedDB's, not a database query.
func (c *checker) mongoSink(cs *callSite, r *callRow) bool {
	a0 := cs.args[0]
	if cs.recvNode == nil || isFunction(a0) || c.otherOptions(cs) || notReceiver(r.m, c.text(cs.recvNode), receiverName(cs)) {
		return false
	}
	if w := objectHas(a0, c, r.m.Keywords...); w != nil {
		if t := c.expr(w, cs.e).taint(); t.reaches(sinkNoSQL) && t.from == fromServer {
			c.report(ruleNoSQL, cs.n, t)
			return true
		}
	}
	if t := live(cs.vals, 0, sinkNoSQL); t != nil && t.from == fromServer && (!t.str || slices.Contains(r.m.Keywords, cs.method)) && a0.Kind != "string" && cs.recv.taint() == nil {
		c.report(ruleNoSQL, cs.n, t)
		return true
	}
	return false
}

// otherOptions reports an object argument that barrier rows of shape
// options say is another library's options for a call of this name
// (Sequelize's { where }), at one of the row's args (all without).
func (c *checker) otherOptions(cs *callSite) bool {
	for _, m := range c.models.options[cs.method] {
		for i, a := range cs.args {
			if m.ReadsArg(i) && objectHas(a, c, m.Keywords...) != nil {
				return true
			}
		}
	}
	return false
}

// receiverName is the name the receiver resolves to, for
// not-receiver-names, or "" when that name is a module's path: what a
// module exports (require('./db/userRepository')) is whatever it is, and
// the file's name says nothing of it, where the receiver's own text
// (this.userService) or a call that made it (crypto.createHash(...)) does.
func receiverName(cs *callSite) string {
	if strings.ContainsRune(cs.recvName, '/') || cs.recv != nil && cs.recv.mod != "" && cs.recv.mod == cs.recvName {
		return ""
	}
	return cs.recvName
}

// notReceiver reports a receiver, by its text or the name it resolves
// to, that a row's not-receiver-names says is not the row's API.
func notReceiver(m *models.Model, texts ...string) bool {
	return m.NotReceiverNames != nil && slices.ContainsFunc(texts, m.NotReceiverNames.MatchString)
}

// ssrfSink: an HTTP client's URL, or the field of its options the row's
// keywords name (url, host, baseURL); only a server's request reaching
// it is forgery.
func (c *checker) ssrfSink(cs *callSite, r *callRow) bool {
	v := arg(cs.vals, 0)
	if cs.args[0].Kind == "object" {
		v = c.objectField(v, r.m.Keywords...)
	}
	if t := v.taint(); t.reaches(sinkSSRF) && t.from == fromServer {
		c.report(ruleSSRF, cs.n, t)
	}
	return true
}

// shellSink: a command line run by a shell.
func (c *checker) shellSink(cs *callSite, r *callRow) bool {
	if !c.bareOrTyped(cs, r) {
		return false
	}
	if t := live(cs.vals, 0, sinkCmd); t != nil {
		c.report(ruleCmd, cs.n, t)
	} else if c.builtString(cs.args[0], arg(cs.vals, 0), cs.e) || builtVar(cs.args[0], arg(cs.vals, 0)) {
		c.reportHazard(ruleCmd, cs.n, "Shell command built with a template or concatenation and run by %s: a value spliced into it can run other commands", cs.method)
	} else if c.paramPassed(cs.args[0], arg(cs.vals, 0), cs.e) {
		c.reportHazard(ruleCmd, cs.n, "%s runs in a shell the command line its caller passes (%s): whatever string reaches the parameter runs as commands", cs.method, c.text(cs.args[0]))
	}
	return true
}

// builtVar: a variable that holds text built with a template or
// concatenation (const cmd = `ping ${host}`; exec(cmd)), as the inline
// form is.
func builtVar(n *syntax.Node, v *val) bool {
	return n != nil && n.Kind == "identifier" && v != nil && v.konst == nil && v.built != ""
}

// bareOrTyped: a row without type for a process API names a function
// called by itself (exec after a destructuring require the analysis did
// not see), not a method of any object (a RegExp's exec).
func (c *checker) bareOrTyped(cs *callSite, r *callRow) bool {
	return r.m.Type != "" || cs.recvNode == nil && !cs.boundCallee
}

// argvSink: a program and its arguments; the arguments are a command
// line when a shell runs them (the shell option, or sh as the program).
func (c *checker) argvSink(cs *callSite, r *callRow) bool {
	if !c.bareOrTyped(cs, r) {
		return false
	}
	shell := false
	for _, a := range cs.args[1:] {
		if s := objectHas(a, c, r.m.ShellOptions...); s != nil && s.Kind != "false" {
			shell = true
		}
	}
	if s, ok := arg(cs.vals, 0).konstString(); ok && slices.ContainsFunc(r.m.Shells, func(sh string) bool { return strings.EqualFold(sh, s) }) {
		shell = true
	}
	if t := live(cs.vals, 0, sinkCmd); t != nil {
		c.report(ruleCmd, cs.n, t)
		return true
	}
	if shell && len(cs.vals) > 1 {
		if t := c.elementOf(argvOf(cs.vals[1], r)).taint(); t.reaches(sinkCmd) {
			c.report(ruleCmd, cs.n, t)
			return true
		}
	}
	if shell && c.shellLine(cs) {
		c.reportHazard(ruleCmd, cs.n, "Command line built with a template or concatenation and run by %s through a shell: a value spliced into it can run other commands", cs.method)
	} else if shell && (c.paramPassed(cs.args[0], arg(cs.vals, 0), cs.e) || c.paramAfterDashC(cs, r)) {
		c.reportHazard(ruleCmd, cs.n, "%s runs through a shell the command line its caller passes (%s): whatever string reaches the parameter runs as commands", cs.method, c.text(cs.args[0]))
	}
	return true
}

// argvOf is the argument list a program is given: the second argument,
// or the field of it the row's keywords name (new Deno.Command(program,
// { args })).
func argvOf(v *val, r *callRow) *val {
	if v == nil {
		return nil
	}
	for _, k := range r.m.Keywords {
		if a, ok := v.elems[k]; ok {
			return a
		}
	}
	return v
}

// paramAfterDashC: the command string a shell program is given
// (spawn('sh', ['-c', cmd])) after one of the row's shell flags is a
// parameter of the function around it.
func (c *checker) paramAfterDashC(cs *callSite, r *callRow) bool {
	if len(cs.args) < 2 || cs.args[1].Kind != "array" {
		return false
	}
	els := cs.args[1].NamedChildren()
	for i := 0; i+1 < len(els); i++ {
		if els[i].Kind == "string" && slices.Contains(r.m.ShellFlags, strings.Trim(c.text(els[i]), `'"`)) {
			return c.paramPassed(els[i+1], c.expr(els[i+1], cs.e), cs.e)
		}
	}
	return false
}

// shellLine reports whether a call that runs a shell is given a command
// line built at run time: the program itself with the shell option
// (spawn(`tar ${args}`, { shell: true })), or an element of the argument
// list of a shell program (spawn('sh', ['-c', 'ls ' + dir])).
func (c *checker) shellLine(cs *callSite) bool {
	if c.builtString(cs.args[0], arg(cs.vals, 0), cs.e) {
		return true
	}
	if len(cs.args) < 2 || cs.args[1].Kind != "array" {
		return false
	}
	for _, x := range cs.args[1].NamedChildren() {
		if c.builtString(x, c.expr(x, cs.e), cs.e) {
			return true
		}
	}
	return false
}

// evalSink: a string compiled and run as code; any value not a literal is
// worth a look.
func (c *checker) evalSink(cs *callSite, r *callRow) bool {
	if t := live(cs.vals, 0, sinkCode); t != nil {
		c.report(ruleCode, cs.n, t)
	} else if !isLiteral(cs.args[0], arg(cs.vals, 0)) && !c.minified {
		c.reportf(ruleCode, cs.n, "eval of a non-literal value: the string is compiled and run as code")
	}
	return true
}

func (c *checker) functionCtorSink(cs *callSite, r *callRow) bool {
	c.checkFunctionCtor(cs.n, cs.args, cs.vals)
	return true
}

// timerSink: setTimeout and its kin compile a string argument as code,
// and call a function one.
func (c *checker) timerSink(cs *callSite, r *callRow) bool {
	if t := live(cs.vals, 0, sinkCode); t != nil && arg(cs.vals, 0).fn == nil {
		c.report(ruleCode, cs.n, t)
	} else if c.builtString(cs.args[0], arg(cs.vals, 0), cs.e) {
		c.reportf(ruleCode, cs.n, "%s with a string argument compiles the string as code", cs.method)
	}
	return true
}

// sendFileSink: a response sending a file by path, unless an option the
// row's unless names confines it (Express's root).
func (c *checker) sendFileSink(cs *callSite, r *callRow) bool {
	for _, a := range cs.args[1:] {
		if objectHas(a, c, r.m.Unless...) != nil {
			return true
		}
	}
	if t := live(cs.vals, 0, sinkPath); t != nil {
		c.report(rulePath, cs.n, t)
	}
	return true
}

// responseBody: a response's body. A whole parsed request part is an
// object, which the framework answers as JSON; but the body is the text
// itself under a text parser (express.text()), and a string is sent as
// HTML unless the row's response answers text/plain by default (Fastify's
// reply.send) or the handler sets another type.
func (c *checker) responseBody(cs *callSite, plainByDefault bool) bool {
	if cs.recv != nil && cs.recv.kind == kRequest {
		return false
	}
	a0 := cs.args[0]
	if a0.Kind == "object" || a0.Kind == "array" || strings.HasPrefix(c.text(a0), "JSON.stringify") || c.wholeInput(a0, cs.e) {
		return true
	}
	n := cs.n
	htmlish := strings.Contains(c.text(a0), "<") || c.enclosingHas(n, "text/html")
	plain := c.enclosingHas(n, "text/plain") || c.enclosingHas(n, "application/json") || c.enclosingHas(n, "text/csv") ||
		c.enclosingHas(n, "application/octet-stream") || c.enclosingHas(n, "image/")
	if htmlish || !plain && !plainByDefault {
		if t := live(cs.vals, 0, sinkXSS); t != nil {
			c.report(ruleXSS, n, t)
		}
	}
	return true
}

// redirectSink: the last argument is the URL (res.redirect(301, url)).
func (c *checker) redirectSink(cs *callSite, r *callRow) bool {
	if len(cs.args) > 0 && c.inPlaceUpgrade(cs.args[len(cs.args)-1]) {
		return true
	}
	if t := live(cs.vals, len(cs.args)-1, sinkRedirect); t != nil {
		c.report(ruleRedirect, cs.n, t)
	}
	return true
}

// headersSink: set(name, value), set({ name: value }), writeHead(200,
// { ... }); a Location or Refresh header is a redirect.
func (c *checker) headersSink(cs *callSite, r *callRow) bool {
	for i, a := range cs.args {
		v := cs.vals[i]
		if a.Kind == "object" {
			for _, k := range v.keys() {
				if t := v.elems[k].taint(); t.reaches(sinkHeader) {
					c.headerReport(cs.n, k, t, r)
					return true
				}
			}
			continue
		}
		if i == 0 {
			continue
		}
		if t := live(cs.vals, i, sinkHeader); t != nil {
			key, _ := arg(cs.vals, 0).konstString()
			c.headerReport(cs.n, key, t, r)
			return true
		}
	}
	return true
}

// htmlArgsSink: markup written into the page (the row's arguments, or
// every argument: document.write(a, b)).
func (c *checker) htmlArgsSink(cs *callSite, r *callRow) bool {
	for i, a := range cs.args {
		if r.m.Args == nil || slices.Contains(r.m.Args, i) {
			c.htmlSink(a, cs.vals[i], cs.n, cs.e)
		}
	}
	return true
}

// markupArgsSink: jQuery's append and its kin insert a string argument
// as markup, and a DOM node or jQuery object as it is; only markup built
// at run time with a tag in it, or input, is reported.
func (c *checker) markupArgsSink(cs *callSite, r *callRow) bool {
	for i, a := range cs.args {
		if t := live(cs.vals, i, sinkXSS); t != nil {
			c.report(ruleXSS, cs.n, t)
			return true
		}
		if (a.Kind == "template_string" || a.Kind == "binary_expression") && strings.Contains(c.text(a), "<") {
			c.htmlSink(a, cs.vals[i], cs.n, cs.e)
		}
	}
	return true
}

// pageSink: markup parsed in the browser (a DOMParser, a Range, jQuery's
// $(html)): what the page reads from its URL reaches it, a server's
// request does not.
func (c *checker) pageSink(cs *callSite, r *callRow) bool {
	for _, i := range r.args {
		if t := live(cs.vals, i, r.bit); t != nil && t.from == fromBrowser {
			c.report(r.rule, cs.n, t)
			return true
		}
	}
	return true
}

// pageURLSink: a URL the page follows or loads (a link's href, a script's
// src) taken from what the page reads: a javascript: URL there runs as
// script. A constant prefix that fixes the scheme and host leaves none.
func (c *checker) pageURLSink(cs *callSite, r *callRow) bool {
	for _, i := range r.args {
		if t := live(cs.vals, i, r.bit); t != nil && t.from == fromBrowser && !t.hostFixed && !t.ownURL && i < len(cs.args) && c.pageHref(cs.args[i]) == nil {
			c.report(r.rule, cs.n, t)
			return true
		}
	}
	return true
}

// ldapSearchSink: search(base, { filter }) or search(base, filter), the
// option the row's keywords name; on a receiver of unknown type only with
// that option.
func (c *checker) ldapSearchSink(cs *callSite, r *callRow) bool {
	if cs.recvNode == nil || len(cs.args) < 2 || r.typ == nil && !slices.ContainsFunc(r.m.Keywords, func(k string) bool { return objectHas(cs.args[1], c, k) != nil }) {
		return false
	}
	v := arg(cs.vals, 1)
	if cs.args[1].Kind == "object" {
		v = c.objectField(v, r.m.Keywords...)
	}
	if t := v.taint(); t.reaches(sinkLDAP) {
		c.report(ruleLDAP, cs.n, t)
		return true
	}
	if t := live(cs.vals, 0, sinkLDAP); t != nil {
		c.report(ruleLDAP, cs.n, t)
	}
	return true
}

// templateSink: a template engine compiling its argument.
func (c *checker) templateSink(cs *callSite) {
	args := c.models.templates[strings.ToLower(cs.name)]
	if args == nil {
		return
	}
	for _, i := range args {
		if t := live(cs.vals, i, sinkTemplate); t != nil {
			c.report(ruleTemplate, cs.n, t)
			return
		}
	}
	if c.builtString(cs.args[0], arg(cs.vals, 0), cs.e) {
		c.reportHazard(ruleTemplate, cs.n, "Template source built with a template literal or concatenation: template syntax in a spliced value runs on the server")
	}
}

// checkNew reports the sinks of a constructor call: rows for method new.
func (c *checker) checkNew(n *syntax.Node, name string, args []*syntax.Node, vals []*val, e *env) {
	if len(args) == 0 {
		return
	}
	cs := &callSite{n: n, name: name + ".new", method: "new", args: args, vals: vals, e: e}
	for _, r := range c.models.byName[cs.name] {
		if shapes[r.m.Shape](c, cs, r) {
			return
		}
	}
}

// cleanOf is what a sanitizer or barrier row makes a call's result safe
// for: by qualified name, by name for a function called by itself, or by
// method on a receiver of the row's type (a database client's escape).
func (c *checker) cleanOf(name, method string, recv *val, recvNode *syntax.Node, e *env) (sink, bool) {
	if safe, ok := c.models.clean[name]; ok {
		return safe, true
	}
	if rows := c.models.cleanTyped[method]; rows != nil && recvNode != nil {
		cs := &callSite{name: name, method: method, recv: recv, recvNode: recvNode, e: e, recvName: strings.TrimSuffix(name, "."+method)}
		for _, r := range rows {
			if c.isType(cs, r.typ) {
				return r.bit, true
			}
		}
	}
	if safe := c.models.clean[method]; recv == nil && safe != 0 {
		return safe, true
	}
	return 0, false
}

// wholeInput reports whether n is a whole parsed part of a request (its
// query, params, headers; its body, unless the file installs a text body
// parser): an object, which a response sends as JSON.
func (c *checker) wholeInput(n *syntax.Node, e *env) bool {
	if n.Kind != "member_expression" || c.models.typeOf(c.expr(n.Child("object"), e)) != c.models.request {
		return false
	}
	r := c.models.flows.props[c.models.request+"."+c.text(n.Child("property"))]
	if r == nil || r.shape != "property" && r.shape != "strings-property" {
		return false
	}
	return !r.textBody || !c.textBody()
}
