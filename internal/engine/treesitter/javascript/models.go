package javascript

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The JavaScript analysis reads its sanitizers, barriers, sinks and the
// kinds of receiver they apply to from model rows (package models), by
// the name a call resolves to (qname: the module a binding was imported
// from, then the member path), or by a type row's receiver.

// sinkBits are the sanitizer classes of the sink kinds.
var sinkBits = map[string]sink{
	"sql-injection": sinkSQL, "nosql-injection": sinkNoSQL, "command-injection": sinkCmd, "code-injection": sinkCode,
	"path-traversal": sinkPath, "xss": sinkXSS, "open-redirect": sinkRedirect, "ssrf": sinkSSRF,
	"header-injection": sinkHeader, "unsafe-deserialization": sinkDeser, "template-injection": sinkTemplate,
	"ldap-injection": sinkLDAP, "xpath-injection": sinkXPath, "trust-boundary": sinkTrust,
}

// sinkRules are the rules of the sink kinds a sink row may name.
var sinkRules = models.SinkRules(ruleSQL, ruleCmd, ruleCode, rulePath, ruleXSS, ruleRedirect, ruleHeader, ruleDeser,
	ruleLDAP, ruleXPath, ruleTemplate, ruleNoSQL, ruleSSRF, ruleTrust, ruleRandom, ruleWeakHash, ruleWeakCipher, ruleXXE)

// alwaysKinds are the sink kinds of the rows with always: calls that are
// the weakness whatever data reaches them (cryptoCall).
var alwaysKinds = []string{"weak-hash", "weak-cipher", "insecure-random", "xxe"}

// typeGlobal names a function called by itself, or on window, globalThis
// or self.
const typeGlobal = "globalThis"

// recvType is a type row: the receivers it names.
type recvType struct {
	name  string
	names *regexp.Regexp
}

// callRow is one call a row matches, ready to check.
type callRow struct {
	m     *models.Model
	order int
	typ   *recvType // the row's type, when it names a type row
	rule  *analysis.Rule
	bit   sink
	args  []int
	// global: the row names a function called by itself (type
	// globalThis); it then matches only a call without receiver.
	global bool
}

// tables are the models by the name they match: the sink classes a
// call's result is safe for (sinkAll for a barrier), the template
// engines' functions (lower case) with the arguments they compile, and
// the sink rows by qualified name and, for rows whose type is a type row,
// by method.
type tables struct {
	clean      map[string]sink
	cleanTyped map[string][]*callRow
	templates  map[string][]int
	byName     map[string][]*callRow
	byMethod   map[string][]*callRow
	types      map[string]*recvType
	flows      flows
	entries    entries // functions frameworks call with the client's data, beside routes
	guards     []*callRow
	params     []*models.Model // parameter rows, by decorator
	// modules are the names rows give as a module (type request, the
	// HTTP client), which a parameter of that name may be.
	modules map[string]bool
	// aliases are module rows' imports: the module each name is.
	aliases map[string]string
	// responders are the types of the rows that answer a request (the
	// response, Hapi's toolkit); responseUse matches a use of one:
	// .send(, .status(404).json(.
	responders  []*recvType
	responseUse *regexp.Regexp
	// propSinks are the sink rows for properties written, by
	// "*.property" (any object), by path (location.href), or by type
	// and property; propTyped marks the properties of typed rows.
	propSinks map[string][]*callRow
	propTyped map[string]bool
	// paced matches an await of a pacing row's call (await sleep(100),
	// await Promise.all(...)); nil when there is none.
	paced  *regexp.Regexp
	pacing []*models.Model
	// randomSinks are the sink rows of insecure-random: calls that set a
	// cookie or a header, where a predictable value can be guessed
	// (randomSink).
	randomSinks []*callRow
	// fixedValues are the properties barrier rows name, as the code
	// writes them (process.pid, __dirname): values no input chooses.
	fixedValues map[string]bool
	// always are the sink rows with always (cryptoCall).
	always []*callRow
	// jsxSinks are the JSX attributes whose object's fields are markup
	// put in the page, by attribute (dangerouslySetInnerHTML: __html).
	jsxSinks map[string][]string
	// options are the barrier rows of shape options, by method: an object
	// argument with one of a row's keywords is another library's options
	// (Sequelize's { where }), and the call no MongoDB query.
	options map[string][]*models.Model
	// literalOperators are the barrier rows of shape literal-operator:
	// the keys of a MongoDB filter whose operand is compared as a value
	// ($eq), so request data there adds no operator.
	literalOperators map[string]bool
	// safeMarkupWords are the named sanitizer rows' words, in lower case:
	// markup whose code holds one was made safe by a function the analysis
	// cannot see (namedSafeMarkup).
	safeMarkupWords []string
	// request and response are the names of the type rows of shapes
	// request and response.
	request, response string
	// builtins are the rows of the builtin shapes: the language's own
	// methods, constructors and properties the interpreter evaluates.
	builtins builtins
}

// namedSafeMarkup reports whether code holds a named sanitizer row's word
// (sanitizeHtml(x), escapeHTML(x)), ignoring case.
func (t *tables) namedSafeMarkup(code string) bool {
	code = strings.ToLower(code)
	return slices.ContainsFunc(t.safeMarkupWords, func(w string) bool { return strings.Contains(code, w) })
}

// qualified is the name a row's method matches: the method alone without
// type, the package itself for its default export.
func qualified(m *models.Model, method string) string {
	switch {
	case m.Type == "":
		return method
	case method == "default":
		return m.Type
	}
	return m.Type + "." + method
}

func newTables(rows []*models.Model) (*tables, error) {
	t := &tables{clean: map[string]sink{}, cleanTyped: map[string][]*callRow{}, templates: map[string][]int{},
		byName: map[string][]*callRow{}, byMethod: map[string][]*callRow{}, types: map[string]*recvType{},
		propSinks: map[string][]*callRow{}, propTyped: map[string]bool{}, fixedValues: map[string]bool{}, jsxSinks: map[string][]string{}, literalOperators: map[string]bool{}, options: map[string][]*models.Model{}, modules: map[string]bool{}, aliases: map[string]string{},
		flows: flows{calls: map[string][]*flowRow{}, typed: map[string][]*flowRow{}, props: map[string]*flowRow{}, handlers: map[string]bool{}, objects: map[string]bool{}, sourceObjects: map[string]bool{}, exports: map[string]string{}, eventFields: map[string]bool{}, eventPlatform: map[string]bool{}, eventHandlers: map[string]bool{}, eventParams: map[string]bool{}, jsxScope: map[string]bool{}, injectors: map[string]bool{}}, entries: newEntries(), builtins: newBuiltins()}
	for _, m := range rows {
		if m.Kind == models.KindType {
			if err := t.addType(m); err != nil {
				return nil, fmt.Errorf("%s: %w", m.Where(), err)
			}
		}
	}
	if t.request == "" || t.response == "" {
		return nil, fmt.Errorf("javascript models: no type row of shape request or response (javascript_servers.yml names them)")
	}
	for i, m := range rows {
		if m.Shape != "guard" && !(m.Shape == "session-property" && slices.Equal(m.Methods, []string{"*"})) &&
			slices.ContainsFunc(m.Methods, func(s string) bool { return strings.Contains(s, "*") }) {
			return nil, fmt.Errorf("%s: field methods: the JavaScript analysis matches names, not globs", m.Where())
		}
		if err := t.add(m, i); err != nil {
			return nil, fmt.Errorf("%s: %w", m.Where(), err)
		}
	}
	t.responders, t.responseUse = responders(t, rows)
	if alt := models.CallAlternation(t.pacing); alt != "" {
		t.paced = regexp.MustCompile(`^await\s+[\w.]*\b(` + alt + `)\b`)
	}
	return t, nil
}

// addType files a type row. A later row of a type already filed (a
// project's, after the shipped ones) adds the receiver names it gives: a
// row that replaced them would make $location no AngularLocation, and its
// hash no source. The rows of shapes request and response name the types
// of a handler's request and response, which the analysis tracks itself
// (Node's http.IncomingMessage and ServerResponse, which Express, Koa's
// ctx and the other frameworks wrap).
func (t *tables) addType(m *models.Model) error {
	switch m.Shape {
	case "":
	case "request", "response":
		own := map[string]*string{"request": &t.request, "response": &t.response}[m.Shape]
		if *own != "" && *own != m.Name {
			return fmt.Errorf("field shape: the %s type is %s already (one type row has shape %s)", m.Shape, *own, m.Shape)
		}
		*own = m.Name
	default:
		return fmt.Errorf("field shape: a JavaScript type row reads shapes request and response, not %q", m.Shape)
	}
	prev := t.types[m.Name]
	switch {
	case prev == nil:
		t.types[m.Name] = &recvType{name: m.Name, names: m.ReceiverNames}
	case prev.names != nil && m.ReceiverNames != nil:
		prev.names = regexp.MustCompile("(?:" + prev.names.String() + ")|(?:" + m.ReceiverNames.String() + ")")
	case prev.names == nil:
		prev.names = m.ReceiverNames
	}
	return nil
}

// responders lists the types whose rows answer a request (a response
// body, a redirect, a header, a file sent), and a pattern for a call of
// one of their rows' methods, possibly after another (.status(404).json().
func responders(t *tables, rows []*models.Model) ([]*recvType, *regexp.Regexp) {
	types := []*recvType{t.types[t.response]}
	var methods []string
	for _, m := range rows {
		typ := t.types[m.Type]
		switch {
		case typ == nil:
		case typ.name == t.response:
			for _, name := range m.Methods {
				methods = append(methods, regexp.QuoteMeta(name))
			}
		case m.Kind == models.KindSink && strings.Contains(m.Shape, "response") && !slices.Contains(types, typ):
			types = append(types, typ)
		}
	}
	if len(methods) == 0 {
		return types, nil
	}
	alt := "(" + strings.Join(methods, "|") + ")"
	return types, regexp.MustCompile(`^\s*(\.\s*` + alt + `\s*\([^()]*\)\s*)?\.\s*` + alt + `\s*\(`)
}

// responderName reports whether a parameter's name is one a responder
// type's rows give (res, reply, h).
func (t *tables) responderName(name string) bool {
	for _, typ := range t.responders {
		if typ.names != nil && typ.names.MatchString(name) {
			return true
		}
	}
	return false
}

// add reads one row.
func (t *tables) add(m *models.Model, order int) error {
	if spec, ok := builtinShapes[m.Shape]; ok {
		return t.addBuiltin(m, spec)
	}
	switch m.Kind {
	case models.KindBarrier:
		return t.addClean(m, order, sinkAll)
	case models.KindSanitizer:
		var bits sink
		for _, k := range m.Sanitizes {
			bit, ok := sinkBits[k]
			if !ok {
				return fmt.Errorf("field sanitizes: the JavaScript analysis has no sink of kind %s", k)
			}
			bits |= bit
		}
		return t.addClean(m, order, bits)
	case models.KindSink:
		return t.addSink(m, order)
	case models.KindSource, models.KindSummary:
		return t.addFlow(m)
	case models.KindParameter:
		if !slices.Contains([]string{"", "string", "request", "response"}, m.Shape) {
			return fmt.Errorf("field shape: a JavaScript parameter row reads shapes string, request and response, not %q", m.Shape)
		}
		t.params = append(t.params, m)
		return nil
	case models.KindPacing:
		t.pacing = append(t.pacing, m)
		return nil
	case models.KindModule:
		for _, name := range m.Imports {
			t.aliases[strings.TrimPrefix(name, "node:")] = m.Name
		}
		return nil
	case models.KindType:
		if m.Classes != nil || m.Exact || m.Closed || m.Source != "" {
			return fmt.Errorf("field name: the JavaScript analysis reads name and receiver-names of a type row")
		}
		return nil
	}
	return fmt.Errorf("field kind: the JavaScript analysis does not read %s rows", m.Kind)
}

func (t *tables) addClean(m *models.Model, order int, bits sink) error {
	if m.Property {
		// properties no input chooses (process.pid, __dirname)
		if m.Kind != models.KindBarrier || m.Shape != "" || m.Type == "" || t.types[m.Type] != nil {
			return fmt.Errorf("field property: the JavaScript analysis reads property on a barrier row of a module or global object (process, globalThis), without shape")
		}
		for _, name := range m.Methods {
			key := m.Type + "." + name
			if m.Type == typeGlobal {
				key = name
			}
			t.fixedValues[key] = true
		}
		return nil
	}
	if m.Shape == "guard" {
		t.guards = append(t.guards, &callRow{m: m, order: order, bit: bits})
		return nil
	}
	if m.Shape == "options" {
		if m.Kind != models.KindBarrier || m.Type != "" || len(m.Keywords) == 0 {
			return fmt.Errorf("field shape: an options barrier row names, without type, the methods and in keywords the options' keys")
		}
		for _, name := range m.Methods {
			t.options[name] = append(t.options[name], m)
		}
		return nil
	}
	if m.Shape == "literal-operator" {
		if m.Kind != models.KindBarrier || m.Type != "" {
			return fmt.Errorf("field shape: a literal-operator barrier row names, without type, a query filter's operators whose operand is compared as a value ($eq)")
		}
		for _, name := range m.Methods {
			t.literalOperators[name] = true
		}
		return nil
	}
	if m.Shape == "event-property" {
		// the fields of a platform's event the platform writes itself
		// (API Gateway's requestContext): no invoker chose them
		if m.Kind != models.KindBarrier || m.Type != "" {
			return fmt.Errorf("field shape: an event-property barrier row names an event's fields by their names alone (no type)")
		}
		for _, name := range m.Methods {
			t.flows.eventPlatform[name] = true
		}
		return nil
	}
	if m.Shape == "named" {
		// words that say markup was made safe (sanitizeHtml, escapeHTML)
		if m.Kind != models.KindSanitizer || m.Type != "" || !slices.Equal(m.Sanitizes, []string{"xss"}) {
			return fmt.Errorf("field shape: a named sanitizer row names, without type, words that say markup was made safe, and sanitizes [xss]")
		}
		for _, w := range m.Methods {
			t.safeMarkupWords = append(t.safeMarkupWords, strings.ToLower(w))
		}
		return nil
	}
	if m.Shape != "" {
		return fmt.Errorf("field shape: a %s row reads shapes guard, event-property, options, literal-operator and named only", m.Kind)
	}
	if typ := t.types[m.Type]; typ != nil {
		for _, name := range m.Methods {
			t.cleanTyped[name] = append(t.cleanTyped[name], &callRow{m: m, order: order, typ: typ, bit: bits})
		}
		return nil
	}
	for _, name := range m.Methods {
		t.clean[qualified(m, name)] |= bits
	}
	return nil
}

func (t *tables) addSink(m *models.Model, order int) error {
	if len(m.Sinks) != 1 {
		return fmt.Errorf("field sink: the JavaScript analysis reads one sink kind per row")
	}
	if m.Receiver || m.MethodReturns != nil {
		return fmt.Errorf("field sink: the JavaScript analysis reads type, methods, args, shape, const-arg and sink of a sink row only")
	}
	kind := m.Sinks[0]
	if err := checkNameFields(m, kind); err != nil {
		return err
	}
	r := &callRow{m: m, order: order, rule: sinkRules[kind], bit: sinkBits[kind], args: m.Args}
	if r.rule == nil {
		return fmt.Errorf("field sink: the JavaScript analysis has no rule for %s", kind)
	}
	if m.Shape == "jsx-attribute" {
		// <div dangerouslySetInnerHTML={{ __html: html }} />
		if kind != "xss" || m.Type != "" || len(m.Keywords) == 0 {
			return fmt.Errorf("field shape: a jsx-attribute row is an xss sink without type whose methods are attributes and keywords the fields of their object")
		}
		for _, name := range m.Methods {
			t.jsxSinks[name] = append(t.jsxSinks[name], m.Keywords...)
		}
		return nil
	}
	if len(m.Keywords) > 0 && !slices.Contains(optionKinds, kind) && !m.Always && m.Shape != "argv" && m.Shape != "headers" {
		return fmt.Errorf("field keywords: the JavaScript analysis reads an options object's fields on %s rows only (and header names on shape headers)", strings.Join(optionKinds, ", "))
	}
	if m.Always {
		if !slices.Contains(alwaysKinds, kind) || m.Shape != "" || len(m.Keywords) > 0 && len(m.ConstIn)+len(m.ConstNot) > 0 {
			return fmt.Errorf("field always: the JavaScript analysis reads always on %s rows without shape, with const-arg and const-in, or keywords (options set to true), or neither", strings.Join(alwaysKinds, ", "))
		}
		r.typ = t.types[m.Type]
		t.always = append(t.always, r)
		return nil
	}
	if sinkBits[kind] == 0 && kind != "insecure-random" {
		return fmt.Errorf("field sink: the JavaScript analysis reads %s rows with always only", kind)
	}
	if kind == "insecure-random" {
		if m.Shape != "" || m.Type != "" && t.types[m.Type] == nil {
			return fmt.Errorf("field type: an insecure-random row names methods on any receiver (no type) or on a type row's, without shape")
		}
		r.typ = t.types[m.Type]
		t.randomSinks = append(t.randomSinks, r)
		return nil
	}
	if propShapes[m.Shape] != nil {
		t.addPropSink(m, r)
		return nil
	}
	if _, ok := shapes[m.Shape]; !ok {
		return fmt.Errorf("field shape: the JavaScript analysis reads no shape %q (it reads %s)", m.Shape, strings.Join(shapeNames(), ", "))
	}
	if err := checkSinkKind(m, kind); err != nil {
		return err
	}
	if r.args == nil {
		r.args = []int{0}
	}
	switch {
	case kind == "template-injection":
		for _, name := range m.Methods {
			t.templates[strings.ToLower(qualified(m, name))] = r.args
		}
	case t.types[m.Type] != nil:
		r.typ = t.types[m.Type]
		for _, name := range m.Methods {
			t.byMethod[name] = append(t.byMethod[name], r)
		}
	case m.Type == typeGlobal:
		for _, name := range m.Methods {
			g := *r
			g.global = true
			t.byName[name] = append(t.byName[name], &g)
			for _, obj := range []string{"window.", "globalThis.", "self."} {
				t.byName[obj+name] = append(t.byName[obj+name], r)
			}
		}
	default:
		if m.Type != "" {
			t.modules[m.Type] = true
		}
		for _, name := range m.Methods {
			t.byName[qualified(m, name)] = append(t.byName[qualified(m, name)], r)
		}
	}
	return nil
}

// addPropSink files a sink row for properties written.
func (t *tables) addPropSink(m *models.Model, r *callRow) {
	for _, name := range m.Methods {
		key := "*." + name
		switch {
		case m.Type == typeGlobal:
			key = name
		case t.types[m.Type] != nil:
			key = m.Type + "." + name
			t.propTyped[name] = true
		case m.Type != "":
			key = m.Type + "." + name
		}
		t.propSinks[key] = append(t.propSinks[key], r)
	}
}

// optionKinds are the sink kinds whose handlers read the fields of an
// options object a row's keywords name: SQL text ({ text }), an HTTP
// client's URL ({ host }), an LDAP search's filter ({ filter }); a
// MongoDB filter's fields that are code the server runs ({ $where }).
var optionKinds = []string{"sql-injection", "ssrf", "ldap-injection", "nosql-injection"}

// checkNameFields checks that a sink row's name patterns are on the rows
// that read them: arg-names on sql-text, not-receiver-names on a MongoDB
// filter.
func checkNameFields(m *models.Model, kind string) error {
	if m.ArgNames != nil && m.Shape != "sql-text" {
		return fmt.Errorf("field arg-names: the JavaScript analysis reads it on sql-text rows (a variable so named holds SQL)")
	}
	if m.NotReceiverNames != nil && (kind != "nosql-injection" || m.Always) {
		return fmt.Errorf("field not-receiver-names: the JavaScript analysis reads it on nosql-injection rows")
	}
	return nil
}

// checkSinkKind checks what the handlers of some sink kinds need of a row.
func checkSinkKind(m *models.Model, kind string) error {
	switch kind {
	case "ssrf":
		// An HTTP client's call: argument 0 is the URL, or options
		// with url, host or baseURL; only a server's request reaching it
		// is forgery.
		if m.Type == "" || m.Args != nil && !slices.Equal(m.Args, []int{0}) {
			return fmt.Errorf("field type: an ssrf row names a client (type) whose argument 0 is the URL or its options (args [0])")
		}
	case "nosql-injection":
		// A filter is a query on any collection or model: the analysis
		// does not know their types.
		if m.Type != "" || m.Args != nil && !slices.Equal(m.Args, []int{0}) {
			return fmt.Errorf("field type: a nosql-injection row names methods on any receiver whose argument 0 is a filter (no type, args [0])")
		}
	}
	return nil
}

// jsModels is the index of the shipped rows, and of a user's.
var jsModels = models.NewIndex("javascript", newTables)

var builtinTables = jsModels.Builtin

// WithModels returns the JavaScript analyzer with the user's models added
// to the shipped ones (sanitizer, barrier, sink and type rows, so far).
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	return jsModels.Analyzer(user, Analyzer, newAnalyzer)
}

// guard is what a check makes its first argument safe for when it holds:
// a guard row (validator.isInt(x), Number.isInteger(x)), by method for a
// row without type, by qualified name for one with. Its methods may be
// globs (isValid*).
func (t *tables) guard(name, method string) (sink, bool) {
	for _, r := range t.guards {
		if r.m.MatchMethod(method) && (r.m.Type == "" || name == qualified(r.m, method)) {
			return r.bit, true
		}
	}
	return 0, false
}

// receiver says whether a row's type admits the receiver written recv
// ("" for a function called by itself): any, without type; none, for
// globalThis; one its type row's receiver-names match; else the object
// the type names as the code writes it (CryptoJS, crypto).
func (r *callRow) receiver(recv string) bool {
	switch {
	case r.m.Type == "":
		return true
	case r.m.Type == typeGlobal:
		return recv == ""
	case r.typ != nil:
		return recv != "" && r.typ.names != nil && r.typ.names.MatchString(recv)
	}
	return recv == r.m.Type
}

// randomSink says whether a predictable value passed as argument i (-1:
// unknown) of the call written fn (res.cookie, ctx.cookies.set) is set as
// a cookie or header: an insecure-random row names the method, on any
// receiver or on one its type row's receiver-names match.
func (t *tables) randomSink(fn string, i int) bool {
	method := last(fn)
	recv := strings.TrimSuffix(strings.TrimSuffix(fn, method), ".")
	for _, r := range t.randomSinks {
		if !r.m.MatchMethod(method) || i >= 0 && !r.m.ReadsArg(i) {
			continue
		}
		if r.typ == nil || r.typ.names != nil && r.typ.names.MatchString(recv) {
			return true
		}
	}
	return false
}
