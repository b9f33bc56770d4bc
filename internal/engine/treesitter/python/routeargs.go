package python

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// werkzeugVar is a variable part of a Werkzeug URL rule:
// <converter(arguments):name> or <name>, as werkzeug.routing parses it.
var werkzeugVar = regexp.MustCompile(`<(?:([A-Za-z_][A-Za-z0-9_]*)(?:\([^)]*\))?:)?([A-Za-z_][A-Za-z0-9_]*)>`)

// routeText says whether a Flask or Quart view's parameter p may hold text
// the client chose. Werkzeug passes a view the variables its URL rule (its
// path, host or subdomain) captures, converted, and the route's defaults;
// a blueprint's view also gets what its url_prefix and url_defaults hold,
// which are set elsewhere. So p holds no client text when every route
// decorator either captures it with a converter that yields none
// (<int:page>) or does not capture it and names it in its defaults
// (defaults={"page": 1}) or, on the application itself, gives it only by
// its defaults. Anything the analysis cannot read (a rule that is not a
// literal, another framework's syntax) keeps p as request data.
func (c *checker) routeText(f *fn, p string) bool {
	if !c.models.werkzeugApp(c.imports) || f.node.Parent == nil || c.addedRule(f.name) {
		return true
	}
	seen := false
	for _, dec := range f.node.Parent.NamedChildren() {
		x := c.routeDecorator(dec)
		if x == nil {
			continue
		}
		args := x.Child("arguments")
		conv, captured, ok := c.ruleCapture(args, p)
		switch {
		case !ok, captured && (!c.models.textFreeConverter(conv, c.imports) || c.convertersReplaced(conv)):
			return true
		case captured, c.defaultsName(args, p), !c.blueprint(x.Child("function").Child("object")):
		default:
			return true
		}
		seen = true
	}
	return !seen
}

// routeDecorator is the call of a route decorator (@app.route(...),
// @bp.get(...)), nil for any other decorator.
func (c *checker) routeDecorator(dec *syntax.Node) *syntax.Node {
	if dec.Kind != "decorator" || len(dec.NamedChildren()) == 0 {
		return nil
	}
	x := dec.NamedChildren()[0]
	if x.Kind != "call" {
		return nil
	}
	fn := x.Child("function")
	if fn == nil || fn.Kind != "attribute" || !c.models.isRoute(c.text(fn.Child("attribute"))) {
		return nil
	}
	return x
}

// ruleCapture finds p among the variables a route decorator's rule, host
// and subdomain capture, with its converter ("" for the default string);
// ok is false when one of them is not a plain literal.
func (c *checker) ruleCapture(args *syntax.Node, p string) (conv string, captured, ok bool) {
	if args == nil || len(args.NamedChildren()) == 0 {
		return "", false, false
	}
	parts := []*syntax.Node{args.NamedChildren()[0]}
	for _, a := range args.NamedChildren() {
		if a.Kind == "keyword_argument" {
			if k := c.text(a.Child("name")); k == "host" || k == "subdomain" {
				parts = append(parts, a.Child("value"))
			}
		}
	}
	for _, s := range parts {
		if s == nil || s.Kind != "string" || s.FirstNamed("interpolation") != nil {
			return "", false, false
		}
		for _, m := range werkzeugVar.FindAllStringSubmatch(c.text(s), -1) {
			if m[2] == p {
				if captured && conv != m[1] {
					return "", false, false
				}
				conv, captured = m[1], true
			}
		}
	}
	return conv, captured, true
}

// defaultsName: the decorator's defaults= is a dict literal naming p.
func (c *checker) defaultsName(args *syntax.Node, p string) bool {
	for _, a := range args.NamedChildren() {
		if a.Kind != "keyword_argument" || c.text(a.Child("name")) != "defaults" {
			continue
		}
		d := a.Child("value")
		if d == nil || d.Kind != "dictionary" {
			return false
		}
		for _, pair := range d.NamedChildren() {
			if k := pair.Child("key"); pair.Kind == "pair" && k != nil && k.Kind == "string" && strings.Trim(c.text(k), `"'`) == p {
				return true
			}
		}
	}
	return false
}

// addedRule: an add_url_rule call of the file passes the function called
// name (view_func=name), whose rule may give the view other captures.
func (c *checker) addedRule(name string) bool {
	found := false
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if found || n.Kind != "call" {
			return !found
		}
		fn := n.Child("function")
		if fn == nil || fn.Kind != "attribute" || c.text(fn.Child("attribute")) != "add_url_rule" || n.Child("arguments") == nil {
			return true
		}
		for _, a := range n.Child("arguments").NamedChildren() {
			if a.Kind == "keyword_argument" {
				a = a.Child("value")
			}
			if a != nil && c.text(a) == name {
				found = true
			}
		}
		return !found
	})
	return found
}

// convertersReplaced: the file registers a converter of its own under
// name, a built-in's (Flask's "Custom URL Converters":
// app.url_map.converters["int"] = MyConverter), or updates the converters
// from anything but a dict literal that leaves name out; the capture is
// then whatever text that converter's regex lets through.
func (c *checker) convertersReplaced(name string) bool {
	found := false
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if found {
			return false
		}
		switch n.Kind {
		case "assignment":
			l := n.Child("left")
			found = l != nil && l.Kind == "subscript" && c.convertersMap(l.Child("value")) && c.keyMayBe(l.Child("subscript"), name)
		case "call":
			fn := n.Child("function")
			if fn != nil && fn.Kind == "attribute" && c.text(fn.Child("attribute")) == "update" && c.convertersMap(fn.Child("object")) {
				args := n.Child("arguments")
				found = args == nil || len(args.NamedChildren()) != 1 || c.dictMayName(args.NamedChildren()[0], name)
			}
		}
		return !found
	})
	return found
}

// convertersMap: x is an attribute named converters (url_map.converters).
func (c *checker) convertersMap(x *syntax.Node) bool {
	return x != nil && x.Kind == "attribute" && c.text(x.Child("attribute")) == "converters"
}

// keyMayBe: the subscript k may be name: a string literal equal to it, or
// anything that is not a literal.
func (c *checker) keyMayBe(k *syntax.Node, name string) bool {
	if k == nil || k.Kind != "string" || k.FirstNamed("interpolation") != nil {
		return true
	}
	return strings.Trim(c.text(k), `"'`) == name
}

// dictMayName: d, the argument of converters.update, may hold name: a dict
// literal with that key or one that is not a string, or anything else.
func (c *checker) dictMayName(d *syntax.Node, name string) bool {
	if d.Kind != "dictionary" {
		return true
	}
	for _, pair := range d.NamedChildren() {
		if pair.Kind != "pair" || c.keyMayBe(pair.Child("key"), name) {
			return true
		}
	}
	return false
}
