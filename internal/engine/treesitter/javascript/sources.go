package javascript

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// A source or summary row, ready to apply: what a call or a property read
// returns.
type flowRow struct {
	m   *models.Model
	typ *recvType
	// A source: where its data comes from, and whether it is a string.
	source bool
	from   origin
	str    bool
	// href: a page-href or page-own-href property, a whole http(s) URL as
	// the browser gives it (never a javascript: one); ownURL: of the
	// page's own origin.
	href, ownURL bool
	// A summary: the type of object returned, or none, or how arguments
	// reach the result.
	returns string
	shape   string
	// textBody: a property that is text, not an object, when the file
	// installs a text parser (req.body after express.text()).
	textBody bool
}

// sourceShapes are the shapes a source row may have: a call's result
// (object or string, read on the server or in the page), a property's,
// or a call that registers a request handler.
var sourceShapes = map[string]bool{"": true, "string": true, "page": true, "page-string": true, "property": true,
	"string-property": true, "page-property": true, "page-string-property": true, "handler": true, "header": true,
	"strings-property": true, "text-parser": true, "route-export": true, "handler-export": true, "props-export": true,
	"listener": true, "event-property": true, "event-handler": true, "event-export": true,
	"page-href-property": true, "page-own-href-property": true}

// summaryShapes: how a summary row's result is made (a property holding
// an object of the returned type; a string; data parsed from text; the
// argument itself; a template compiled from the argument; what the
// function argument returns; the receiver's value given to the function
// argument; a listener registered by the call, or assigned to the
// property, called with an object of the returned type).
var summaryShapes = map[string]bool{"": true, "property": true, "string": true, "parse": true, "alias": true,
	"compiled-template": true, "callback-result": true, "callback-value": true, "listener": true, "listener-property": true,
	"jsx-factory": true, "injector": true}

// flows are the source and summary rows by the name they match.
type flows struct {
	calls    map[string][]*flowRow // by qualified name
	typed    map[string][]*flowRow // by method, for rows whose type is a type row
	props    map[string]*flowRow   // by type + "." + property; a global's by its name
	handlers map[string]bool       // methods that register request handlers
	// exports are the exported functions a framework calls with a
	// request, by name ("default" for a default export), with their shape.
	exports map[string]string
	// routeModules: the event-export rows' patterns, on the paths of the
	// files whose exports the framework calls with the request's event.
	routeModules []*regexp.Regexp
	// textParser matches a call that installs a text body parser.
	textParser *regexp.Regexp
	// objects are the types whose objects the analysis tracks: those
	// source and summary rows read or return.
	objects map[string]bool
	// sourceObjects are the types source rows read: objects whose
	// properties are input (Vue Router's route).
	sourceObjects map[string]bool
	// eventFields are the properties of a Lambda event that API Gateway
	// fills with the request (source rows of shape event-property): an
	// exported function that reads one of its event parameter is a
	// handler.
	eventFields map[string]bool
	// eventPlatform are the properties of such an event the platform
	// writes itself (barrier rows of shape event-property: API Gateway's
	// requestContext, the stage and route): what the invoker sent is the
	// rest.
	eventPlatform map[string]bool
	// eventHandlers are the names of the functions a platform calls with
	// the event that triggered it (source rows of shape event-handler:
	// Lambda's handler): a first parameter named event is the request.
	eventHandlers map[string]bool
	// eventParams are the names such a function's first parameter, the
	// event, goes by (the event-handler rows' keywords: event, evt).
	eventParams map[string]bool
	// jsxScope are the names a JSX element uses without writing them
	// (summary rows of shape jsx-factory: React, Preact's h).
	jsxScope map[string]bool
	// injectors are the functions that return an object of the type their
	// argument names (summary rows of shape injector: Angular's inject).
	injectors map[string]bool
}

func (t *tables) addFlow(m *models.Model) error {
	r := &flowRow{m: m, shape: m.Shape, returns: m.Returns}
	if m.Kind == models.KindSource && entryShapes[m.Shape] {
		return t.addEntry(m)
	}
	if m.Kind == models.KindSource {
		if !sourceShapes[m.Shape] {
			return fmt.Errorf("field shape: a JavaScript source row reads shapes string, header, page, page-string, property, string-property, page-property, page-string-property, page-href-property, page-own-href-property and handler, not %q", m.Shape)
		}
		r.href, r.ownURL = strings.HasSuffix(m.Shape, "href-property"), m.Shape == "page-own-href-property"
		r.source, r.from, r.str = true, fromServer, strings.Contains(m.Shape, "string") || m.Shape == "header" || r.href
		r.textBody = m.Shape == "property" && slices.Contains(m.Methods, "body")
		if strings.HasPrefix(m.Shape, "page") {
			r.from = fromBrowser
		}
	} else if !summaryShapes[m.Shape] || m.Shape == "" && m.Returns == "" && !m.None && len(m.Flows) == 0 {
		return fmt.Errorf("field shape: a JavaScript summary row reads shapes property, string, parse, alias and compiled-template, not %q", m.Shape)
	}
	if m.Shape == "text-parser" && (m.Type == "" || m.Type == typeGlobal) {
		return fmt.Errorf("field type: a text-parser row names the module whose function installs the parser")
	}
	if m.Kind == models.KindSource && m.Shape == "listener" && t.types[m.Type] == nil {
		return fmt.Errorf("field type: a listener source row names the type row of the object whose listeners receive the data")
	}
	if m.Shape == "handler" && m.Type != "" {
		return fmt.Errorf("field type: a handler row names methods on any router (no type)")
	}
	if len(m.Keywords) > 0 && m.Shape != "event-handler" {
		return fmt.Errorf("field keywords: a JavaScript source row reads them on shape event-handler (the names of the event parameter)")
	}
	if (m.Shape == "event-property" || m.Shape == "event-handler" || m.Shape == "jsx-factory" || m.Shape == "injector") && m.Type != "" {
		return fmt.Errorf("field type: a %s row names properties or objects by their names alone (no type)", m.Shape)
	}
	if strings.HasPrefix(m.Shape, "listener") && m.Returns == "" && m.Kind != models.KindSource {
		return fmt.Errorf("field returns: a listener row names the type of what its listener is given")
	}
	if m.Returns != "" && t.types[m.Returns] == nil {
		return fmt.Errorf("field returns: %q is not a type row", m.Returns)
	}
	r.typ = t.types[m.Type]
	if r.typ != nil {
		t.flows.objects[m.Type] = true
		if r.source {
			t.flows.sourceObjects[m.Type] = true
		}
	}
	if m.Returns != "" {
		t.flows.objects[m.Returns] = true
	}
	for _, name := range m.Methods {
		t.addFlowName(r, name)
	}
	return nil
}

// addEntry files a source row of an entry shape (entryShapes).
func (t *tables) addEntry(m *models.Model) error {
	if m.Type != "" && m.Shape != "request-type" {
		return fmt.Errorf("field type: a %s row names its entries by their names alone (no type)", m.Shape)
	}
	for _, name := range m.Methods {
		if m.Type != "" {
			// a request type as a module exports it: express.Request
			name = m.Type + "." + name
		}
		t.entries.add(m.Shape, name)
	}
	if re := m.RowRE(); re != nil && m.Shape == "resolver" {
		t.entries.graphql = append(t.entries.graphql, re)
	}
	return nil
}

func (t *tables) addFlowName(r *flowRow, name string) {
	m := r.m
	switch {
	case r.shape == "jsx-factory":
		t.flows.jsxScope[name] = true
	case r.shape == "injector":
		t.flows.injectors[name] = true
	case r.shape == "event-property":
		t.flows.eventFields[name] = true
	case r.shape == "event-handler":
		t.flows.eventHandlers[name] = true
		for _, p := range m.Keywords {
			t.flows.eventParams[p] = true
		}
	case r.shape == "handler":
		t.flows.handlers[name] = true
	case strings.HasSuffix(r.shape, "-export"):
		// The first row to name an export keeps it, the shipped ones
		// coming first: a project's event-export row naming GET would
		// otherwise make every route handler's request none outside
		// its own route modules.
		if _, ok := t.flows.exports[name]; !ok {
			t.flows.exports[name] = r.shape
		}
		if re := m.RowRE(); re != nil && r.shape == "event-export" && !slices.Contains(t.flows.routeModules, re) {
			t.flows.routeModules = append(t.flows.routeModules, re)
		}
	case r.shape == "text-parser":
		// express.text(): the request's body is the text the client sent.
		pat := `\b` + regexp.QuoteMeta(m.Type) + `\s*\.\s*` + regexp.QuoteMeta(name) + `\s*\(`
		if t.flows.textParser != nil {
			pat = t.flows.textParser.String() + "|" + pat
		}
		t.flows.textParser = regexp.MustCompile(pat)
	case strings.HasSuffix(r.shape, "property"):
		key := m.Type + "." + name
		if m.Type == typeGlobal {
			key = name
		}
		// As with exports, the first row keeps a property: a project's
		// summary row of document.cookie would otherwise make the page's
		// cookie no source.
		if _, ok := t.flows.props[key]; !ok {
			t.flows.props[key] = r
		}
	case r.typ != nil:
		t.flows.typed[name] = append(t.flows.typed[name], r)
	case m.Type == typeGlobal:
		t.flows.calls[name] = append(t.flows.calls[name], r)
	default:
		t.flows.calls[qualified(m, name)] = append(t.flows.calls[qualified(m, name)], r)
	}
}

// typedVal is an object of a type row's type: the request or the
// response the interpreter tracks itself for the type rows of shapes
// request and response.
func (t *tables) typedVal(name string) *val {
	switch name {
	case t.request:
		return &val{kind: kRequest}
	case t.response:
		return &val{kind: kResponse}
	}
	return &val{kind: kTyped, typ: name}
}

// typeOf is the type name of a tracked object, or "".
func (t *tables) typeOf(v *val) string {
	if v == nil {
		return ""
	}
	switch v.kind {
	case kRequest:
		return t.request
	case kResponse:
		return t.response
	case kTyped:
		return v.typ
	}
	return ""
}

// apply is the value a source or summary row gives a call or property
// read at n.
func (c *checker) apply(r *flowRow, n *syntax.Node, vals []*val) *val {
	if r.source {
		return c.source(n, r.from, r.str)
	}
	if r.returns != "" {
		return c.models.typedVal(r.returns)
	}
	if r.m.None {
		return nil
	}
	return c.summary(r, vals)
}

// summary is a call's result by how its row says arguments reach it.
func (c *checker) summary(r *flowRow, vals []*val) *val {
	switch r.shape {
	case "alias":
		if len(vals) > 0 && vals[0] != nil && vals[0].mod != "" {
			return &val{mod: vals[0].mod}
		}
		return nil
	case "compiled-template":
		if len(vals) > 0 && vals[0].taint() == nil {
			return &val{mod: compiledTemplate}
		}
		return nil
	case "string":
		t := c.flowTaint(r, vals, false)
		if t == nil {
			return nil
		}
		return &val{t: t.with(func(t *taint) { t.str = true })}
	}
	t := c.flowTaint(r, vals, true)
	if t != nil && r.shape == "parse" {
		t = t.with(func(t *taint) { t.str = false })
	}
	return tainted(t)
}

// flowTaint joins what reaches the result: the arguments a flow names
// (and their elements, when elems).
func (c *checker) flowTaint(r *flowRow, vals []*val, elems bool) *taint {
	var t *taint
	for i, v := range vals {
		if !flowsToReturn(r.m.Flows, i) {
			continue
		}
		t = join(t, v.taint())
		if elems {
			t = join(t, v.elemTaint(c.models.builtins.methods["url-path-part"]))
		}
	}
	return t
}

func flowsToReturn(fl []models.Flow, i int) bool {
	for _, f := range fl {
		if f.To == "return" && (f.From == "args" || f.From == fmt.Sprintf("arg%d", i)) {
			return true
		}
	}
	return false
}

// callFlow is the source or summary row a call matches: by qualified
// name, by method on a receiver of the row's type, or by method for a row
// without type.
func (c *checker) callFlow(name, method string, recv *val, recvNode *syntax.Node, e *env) *flowRow {
	if rs := c.models.flows.calls[name]; len(rs) > 0 && (recvNode == nil || rs[0].m.Type != typeGlobal) {
		return rs[0]
	}
	if recvNode != nil {
		cs := &callSite{name: name, method: method, recv: recv, recvNode: recvNode, e: e, recvName: strings.TrimSuffix(name, "."+method)}
		for _, r := range c.models.flows.typed[method] {
			if c.isType(cs, r.typ) || c.models.typeOf(recv) == r.typ.name {
				return r
			}
		}
	}
	for _, r := range c.models.flows.calls[method] {
		if r.m.Type == "" {
			return r
		}
	}
	return nil
}

// property is a tracked object's property: a source, or an object of
// another type; nothing else is known of it.
func (c *checker) property(v *val, name string, at *syntax.Node) *val {
	if r := c.models.flows.props[v.typ+"."+name]; r != nil && v.kind == kRequest && v.typ != "" {
		return c.apply(r, at, nil)
	}
	if r := c.models.flows.props[c.models.typeOf(v)+"."+name]; r != nil {
		return c.apply(r, at, nil)
	}
	if v.kind == kRequest && v.typ == typeLambdaEvent && !c.models.flows.eventPlatform[name] {
		// Whatever invoked the function chose the event's fields.
		return &val{t: &taint{flow: analysis.Flow{{Line: at.Line, What: c.text(at)}}, from: fromServer}}
	}
	return nil
}

// typeLambdaEvent is an exported Lambda handler's event: every field is
// what the invoker sent, but for those the platform fills in itself
// (barrier rows of shape event-property).
const typeLambdaEvent = "LambdaEvent"

// declaredType is the object a declared type makes a parameter or field:
// a type row's (route: ActivatedRoute), or nil.
func (c *checker) declaredType(t *syntax.Node) *val {
	if t == nil {
		return nil
	}
	name := strings.TrimSpace(strings.TrimPrefix(c.text(t), ":"))
	if !c.models.flows.objects[name] {
		return nil
	}
	return c.models.typedVal(name)
}

// requestVal is a request a handler's parameter or a free name holds, of
// the narrower type a type row with property rows gives its name (Koa's
// ctx, whose body is the response being built).
func (c *checker) requestVal(name string) *val {
	v := &val{kind: kRequest}
	for _, t := range c.models.types {
		if t.name != c.models.request && t.names != nil && c.models.flows.objects[t.name] && t.names.MatchString(name) {
			v.typ = t.name
		}
	}
	return v
}

// namedObject is the object a type row whose properties source rows read
// names by the receiver's name alone (Vue Router's this.$route), or nil.
func (c *checker) namedObject(name string) *val {
	for _, t := range c.models.types {
		if t.name != c.models.request && t.name != c.models.response && t.names != nil && c.models.flows.sourceObjects[t.name] && t.names.MatchString(name) {
			return c.models.typedVal(t.name)
		}
	}
	return nil
}

// listenerArg is what a listener a call registers is given: an object of
// a listener row's type, when the row's const-arg condition holds
// (addEventListener('message', fn)).
func (c *checker) listenerArg(r *flowRow, vals []*val) *val {
	if r == nil || r.shape != "listener" || r.source {
		return nil
	}
	if r.m.ConstIn != nil || r.m.ConstNot != nil {
		s, ok := arg(vals, r.m.ConstArg).konstString()
		if !ok || !r.m.ArgHolds(s) {
			return nil
		}
	}
	return c.models.typedVal(r.returns)
}

// listenerProperty: a function assigned to a property a listener-property
// row names (onmessage) is called with an object of the row's type; the
// row of the receiver's own type comes first (recv, nil when unknown: a
// dedicated worker's onmessage is given a message of the page's own).
func (c *checker) listenerProperty(prop string, v, recv *val) {
	r := c.models.flows.props["."+prop]
	if own := c.models.flows.props[recv.typeName()+"."+prop]; recv.typeName() != "" && own != nil {
		r = own
	}
	if r == nil || r.shape != "listener-property" || v == nil || v.fn == nil {
		return
	}
	c.standalone(v.fn, []*val{c.models.typedVal(r.returns)})
}

// listenerData is what a listener a source row's call registers is given:
// every parameter is data from the peer (a WebSocket message, a
// socket.io event's arguments), when the row's const-arg condition holds.
func (c *checker) listenerData(cl *call, fn *function) []*val {
	r := cl.flow
	if r == nil || !r.source || r.shape != "listener" {
		return nil
	}
	if r.m.ConstIn != nil || r.m.ConstNot != nil {
		s, ok := arg(cl.vals, r.m.ConstArg).konstString()
		if !ok || !r.m.ArgHolds(s) {
			return nil
		}
	}
	out := make([]*val, len(fn.params))
	for i, p := range fn.params {
		out[i] = c.source(p, r.from, false)
	}
	return out
}
