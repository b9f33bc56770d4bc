package javascript

import (
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
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
			names := c.models.types[c.models.response].names
			return names != nil && names.MatchString(c.text(n))
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

// withBuilt returns v knowing the text it was built from: the source of a
// concatenation or template with an unknown part, or, for a += on text
// already built or constant, the two joined.
func (c *checker) withBuilt(v, old *val, n *syntax.Node, e *env) *val {
	if v != nil && v.konst != nil {
		return v
	}
	text := ""
	switch {
	case n.Kind == "identifier" && c.lookupBuilt(n, e) != "":
		text = c.lookupBuilt(n, e)
	case c.joinedArray(n, e) != "":
		text = c.joinedArray(n, e)
	case c.builtString(n, v, e), old != nil && (old.built != "" || c.unknownPart(n, e)):
		// What is added to text already built is part of it, constant
		// or not; constant text becomes built when a value is added.
		text = c.text(n)
	default:
		return v
	}
	if old != nil {
		prefix := old.built
		if s, ok := old.konst.(string); ok {
			prefix = strconv.Quote(s)
		}
		if prefix == "" {
			return v
		}
		text = prefix + " + " + text
	}
	nv := val{}
	if v != nil {
		nv = *v
	}
	nv.built = text
	return &nv
}

// joinedArray is the text of an array literal's join() (Array.prototype.join)
// read as the concatenation of its elements, when one of them is a part
// the analysis knows nothing of: ["... = '", name, "'"].join(”).
func (c *checker) joinedArray(n *syntax.Node, e *env) string {
	fn := n.Child("function")
	if n.Kind != "call_expression" || fn == nil || fn.Kind != "member_expression" {
		return ""
	}
	if c.text(fn.Child("property")) == "concat" {
		return c.concatenated(n, e)
	}
	if c.text(fn.Child("property")) != "join" {
		return ""
	}
	arr := fn.Child("object")
	if arr == nil || arr.Kind != "array" {
		return c.concatenated(n, e)
	}
	return c.joinedParts(nil, arr.NamedChildren(), e)
}

// concatenated is the text of a string literal's concat()
// (String.prototype.concat) read as the + of its receiver and arguments,
// when an argument is a part the analysis knows nothing of.
func (c *checker) concatenated(n *syntax.Node, e *env) string {
	fn, args := n.Child("function"), n.Child("arguments")
	if fn == nil || args == nil || c.text(fn.Child("property")) != "concat" {
		return ""
	}
	recv := fn.Child("object")
	if recv == nil || (recv.Kind != "string" && recv.Kind != "template_string") {
		return ""
	}
	return c.joinedParts([]string{c.text(recv)}, args.NamedChildren(), e)
}

// joinedParts is the text of parts read as their +, after the texts
// before, when one of parts is a part the analysis knows nothing of; ""
// when every part is known.
func (c *checker) joinedParts(before []string, parts []*syntax.Node, e *env) string {
	texts, unknown := before, false
	for _, x := range parts {
		texts = append(texts, c.text(x))
		unknown = unknown || c.unknownPart(x, e)
	}
	if !unknown {
		return ""
	}
	return strings.Join(texts, " + ")
}

// lookupBuilt is the built text a variable holds.
func (c *checker) lookupBuilt(n *syntax.Node, e *env) string {
	if v, ok := e.lookup(c.text(n)); ok && v != nil {
		return v.built
	}
	return ""
}

// builtArg reports a variable argument holding SQL built in steps with a
// value spliced between its quotes.
func builtSQL(v *val) bool {
	return v != nil && v.built != "" && sqlText.MatchString(v.built) && sqlQuotedSplice.MatchString(v.built)
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

func objectHas(n *syntax.Node, c *checker, keys ...string) *syntax.Node {
	if n == nil || n.Kind != "object" || len(keys) == 0 {
		return nil
	}
	for _, p := range n.NamedChildren() {
		if p.Kind == "pair" && slices.Contains(keys, c.propKey(p.Child("key"), nil)) {
			return p.Child("value")
		}
		if p.Kind == "shorthand_property_identifier" && slices.Contains(keys, c.text(p)) {
			return p
		}
	}
	return nil
}

func (v *val) konstString() (string, bool) {
	if v == nil {
		return "", false
	}
	s, ok := v.konst.(string)
	return s, ok
}

func (c *checker) headerReport(n *syntax.Node, key string, t *taint, r *callRow) {
	if c.models.builtins.redirectHeader(key) {
		if t.reaches(sinkRedirect) {
			c.report(ruleRedirect, n, t)
		}
		return
	}
	meaningful := func(k string) bool { return strings.EqualFold(k, key) }
	if key != "" && len(r.m.Keywords) > 0 && !slices.ContainsFunc(r.m.Keywords, meaningful) {
		return // the server rejects CR and LF in a header value: this one cannot add a header or split the response
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
	if valueNode.Kind == "member_expression" && c.text(valueNode.Child("property")) == "length" {
		// A count is a number.
		return
	}
	if c.minified || v.taint() != nil || isLiteral(valueNode, v) || c.models.namedSafeMarkup(c.text(valueNode)) {
		return
	}
	if v != nil || valueNode.Kind != "call_expression" && !c.unknownPart(valueNode, e) {
		// A value the analysis knows is clean: a sanitizer's result, or
		// markup built only from constants.
		return
	}
	c.reportf(ruleHTMLSink, at, "")
}

// assignSink checks an assignment's target: a session (trust boundary),
// a property a sink row names (innerHTML, location, Koa's ctx.body), an
// onmessage handler, and a two-level key path from input (prototype
// pollution).
func (c *checker) assignSink(n, left, right *syntax.Node, v *val, e *env) {
	switch left.Kind {
	case "member_expression":
		if c.isSession(left.Child("object"), e) {
			c.sessionSink(n, v.taint())
			return
		}
		c.propertySinks(n, left, right, v, e)
		if v != nil && v.fn != nil {
			c.listenerProperty(c.text(left.Child("property")), v, c.expr(left.Child("object"), e))
		}
	case "identifier":
		c.listenerProperty(c.text(left), v, nil)
		if _, bound := e.lookup(c.text(left)); !bound {
			for _, r := range c.models.propSinks[c.text(left)] {
				propShapes[r.m.Shape](c, n, right, v, e, r)
			}
		}
	case "subscript_expression":
		if c.isSession(left.Child("object"), e) {
			t := v.taint()
			if !t.reaches(sinkTrust) || t.derived {
				t = c.expr(left.Child("index"), e).taint()
			}
			c.sessionSink(n, t)
			return
		}
		c.keyPathSink(n, left, e)
	}
}

// propertySinks checks the rows for a property written: on any object,
// by its path (window.location.href), or on an object of the row's type.
func (c *checker) propertySinks(n, left, right *syntax.Node, v *val, e *env) {
	prop := c.text(left.Child("property"))
	// The rows of the object's own path or type come first: location.href
	// is a redirect before it is any element's href.
	rows := c.models.propSinks[c.text(left)]
	if len(rows) == 0 && c.models.propTyped[prop] {
		if typ := c.models.typeOf(c.expr(left.Child("object"), e)); typ != "" {
			rows = c.models.propSinks[typ+"."+prop]
		}
	}
	rows = append(rows[:len(rows):len(rows)], c.models.propSinks["*."+prop]...)
	for _, r := range rows {
		if propShapes[r.m.Shape](c, n, right, v, e, r) {
			return
		}
	}
}

// propShapes read a property sink row: markup written into the page,
// markup a response sends (Koa's ctx.body = '<p>' + x), or a value; a
// session's properties (type T, methods ['*']) are read by assignSink
// itself, value or key.
var propShapes = map[string]func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool{
	"html-property": func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool {
		c.htmlSink(right, v, n, e)
		return true
	},
	"markup-property": func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool {
		if t := v.taint(); t.reaches(r.bit) && strings.Contains(c.text(right), "<") {
			c.report(r.rule, n, t)
		}
		return true
	},
	"session-property": func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool {
		return false
	},
	"page-url-property": func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool {
		if t := v.taint(); t.reaches(r.bit) && t.from == fromBrowser && !t.hostFixed && !t.ownURL && c.pageHref(right) == nil {
			c.report(r.rule, n, t)
			return true
		}
		return false
	},
	"property": func(c *checker, n, right *syntax.Node, v *val, e *env, r *callRow) bool {
		if h := c.pageHref(right); r.bit == sinkRedirect && h != nil && h.ownURL {
			// location.href = location.href reloads the page: it goes
			// where it already is
			return true
		}
		if t := v.taint(); t.reaches(r.bit) {
			c.report(r.rule, n, t)
			return true
		}
		return false
	},
}

// sessionSink: request data stored in the session as it came.
func (c *checker) sessionSink(n *syntax.Node, t *taint) {
	if t.reaches(sinkTrust) && t.from == fromServer && !t.derived {
		c.report(ruleTrust, n, t)
	}
}

// keyPathSink: obj[a][b] = v with both keys from input can set
// __proto__.polluted, unless the code guards against the key.
func (c *checker) keyPathSink(n, left *syntax.Node, e *env) {
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
		if op := n.Child("operator"); op != nil {
			switch c.text(op) {
			case "-", "*", "/", "%", "**", "<", ">", "<=", ">=", "==", "===", "!=", "!==", "&", "|", "^", "<<", ">>", ">>>", "instanceof", "in":
				return false // a number or a boolean, whatever its operands: no markup in it
			}
		}
		return c.unknownPart(n.Child("left"), e) || c.unknownPart(n.Child("right"), e)
	case "parenthesized_expression":
		return c.unknownPart(n.FirstNamed(""), e)
	case "ternary_expression":
		// open ? 'open' : 'closed': one of two known parts
		return c.unknownPart(n.Child("consequence"), e) || c.unknownPart(n.Child("alternative"), e)
	case "call_expression":
		return false
	case "identifier", "member_expression", "subscript_expression":
		if c.models.fixedValues[c.text(n)] {
			if _, bound := e.lookup(c.text(n)); !bound {
				return false
			}
		}
		return c.expr(n, e) == nil
	}
	return true
}

// paramPassed reports whether n is, as written, a parameter of the
// function around it whose value the analysis does not know: a wrapper
// that hands its caller's string on to the sink (function run(cmd) {
// execSync(cmd) }).
func (c *checker) paramPassed(n *syntax.Node, v *val, e *env) bool {
	for n != nil && (n.Kind == "as_expression" || n.Kind == "non_null_expression" || n.Kind == "parenthesized_expression" || n.Kind == "satisfies_expression") {
		n = n.FirstNamed("")
	}
	if n == nil || n.Kind != "identifier" || v != nil || c.minified || !c.unknownPart(n, e) {
		return false
	}
	name := c.text(n)
	for f := n.Parent; f != nil; f = f.Parent {
		if !isFunction(f) {
			continue
		}
		ps := f.Child("parameters")
		if ps == nil {
			ps = f.Child("parameter")
		}
		found := false
		if ps != nil {
			ps.Walk(func(x *syntax.Node) bool {
				if (x.Kind == "identifier" || x.Kind == "shorthand_property_identifier_pattern") && c.text(x) == name {
					found = true
				}
				return !found
			})
		}
		return found
	}
	return false
}

// isSession: an object every property of which a session-property sink
// row names (express-session's req.session, koa-session's ctx.session).
func (c *checker) isSession(n *syntax.Node, e *env) bool {
	if n == nil {
		return false
	}
	typ := c.models.typeOf(c.expr(n, e))
	if typ == "" {
		return false
	}
	for _, r := range c.models.propSinks[typ+".*"] {
		if r.m.Shape == "session-property" {
			return true
		}
	}
	return false
}

// textBody reports whether the file installs a text body parser
// (express.text(), bodyParser.text()): its req.body is a string.
func (c *checker) textBody() bool {
	return c.models.flows.textParser != nil && c.models.flows.textParser.Match(c.tree.Src)
}
