package python

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
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
// literal, another framework's syntax) keeps p as request data. Where
// the rule and the defaults are written, and what else registers a view,
// the url-converter rows say (urlRules).
func (c *checker) routeText(f *fn, p string) bool {
	u := c.models.urlRules(c.imports)
	if u == nil || f.node.Parent == nil || c.addedRule(u, f.name) {
		return true
	}
	seen := false
	for _, dec := range f.node.Parent.NamedChildren() {
		x := c.routeDecorator(dec)
		if x == nil {
			continue
		}
		args := x.Child("arguments")
		conv, captured, ok := c.ruleCapture(u, args, p)
		switch {
		case !ok, captured && (!c.models.textFreeConverter(conv, c.imports) || c.convertersReplaced(u, conv)):
			return true
		case captured, c.defaultsName(u, args, p), !c.blueprint(x.Child("function").Child("object")):
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
// and subdomain capture (the arguments at the rows' args and keywords),
// with its converter ("" for the default string); ok is false when one of
// them is not a plain literal, or the decorator gives no rule.
func (c *checker) ruleCapture(u *urlRules, args *syntax.Node, p string) (conv string, captured, ok bool) {
	parts := c.ruleParts(u, args)
	if len(parts) == 0 {
		return "", false, false
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

// ruleParts are a route decorator's arguments that hold rule text: the
// positional ones at the rows' args, and the keyword ones the rows'
// keywords name.
func (c *checker) ruleParts(u *urlRules, args *syntax.Node) []*syntax.Node {
	if args == nil {
		return nil
	}
	var parts []*syntax.Node
	pos := 0
	for _, a := range args.NamedChildren() {
		switch {
		case a.Kind == "comment":
		case a.Kind == "keyword_argument":
			if slices.Contains(u.keywords, c.text(a.Child("name"))) {
				parts = append(parts, a.Child("value"))
			}
		default:
			if slices.Contains(u.args, pos) {
				parts = append(parts, a)
			}
			pos++
		}
	}
	return parts
}

// defaultsName: the decorator's defaults (a keyword the rows'
// default-keywords name) is a dict literal naming p.
func (c *checker) defaultsName(u *urlRules, args *syntax.Node, p string) bool {
	for _, a := range args.NamedChildren() {
		if a.Kind != "keyword_argument" || !slices.Contains(u.defaults, c.text(a.Child("name"))) {
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

// addedRule: a call of the file that registers a view with a rule of its
// own (the rows' calls: add_url_rule) passes the function called name
// (view_func=name), whose rule may give the view other captures.
func (c *checker) addedRule(u *urlRules, name string) bool {
	found := false
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if found || n.Kind != "call" {
			return !found
		}
		fn := n.Child("function")
		if fn == nil || fn.Kind != "attribute" || !models.MatchGlob(u.calls, c.text(fn.Child("attribute"))) || n.Child("arguments") == nil {
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
// (a dict's put-all: update) from anything but a dict literal that leaves
// name out; the capture is then whatever text that converter's regex lets
// through. Where converters are registered the rows' registries say.
//
// The other ways Python writes to that dict count too: a merge (|=), a
// new dict assigned in its place, a constructor's keyword of its name
// (Werkzeug's Map(converters={...}), whose entries override the
// defaults), and the dict given another name (convs =
// app.url_map.converters), after which its writes are not followed.
func (c *checker) convertersReplaced(u *urlRules, name string) bool {
	found := false
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if !found {
			found = c.replacesConverter(u, n, name)
		}
		return !found
	})
	return found
}

// replacesConverter: the node n may register a converter under name
// (convertersReplaced).
func (c *checker) replacesConverter(u *urlRules, n *syntax.Node, name string) bool {
	switch n.Kind {
	case "assignment", "augmented_assignment":
		l, r := n.Child("left"), n.Child("right")
		switch {
		case l != nil && l.Kind == "subscript":
			return c.convertersMap(u, l.Child("value")) && c.keyMayBe(l.Child("subscript"), name)
		case c.convertersMap(u, l):
			return r == nil || c.dictMayName(r, name)
		}
		return c.convertersMap(u, r)
	case "keyword_argument":
		v := n.Child("value")
		return slices.Contains(u.registries, c.text(n.Child("name"))) && (v == nil || c.dictMayName(v, name))
	case "call":
		fn := n.Child("function")
		if fn != nil && fn.Kind == "attribute" && c.models.containers[containerDict+"."+c.text(fn.Child("attribute"))] == "put-all" && c.convertersMap(u, fn.Child("object")) {
			return c.argsMayName(n.Child("arguments"), name)
		}
	}
	return false
}

// argsMayName: the arguments of converters.update may hold name: a
// keyword of that name (update(int=cls)), a dict that may (dictMayName),
// or anything else.
func (c *checker) argsMayName(args *syntax.Node, name string) bool {
	if args == nil {
		return true
	}
	for _, a := range args.NamedChildren() {
		if a.Kind == "keyword_argument" && c.text(a.Child("name")) != name {
			continue
		}
		if a.Kind == "keyword_argument" || c.dictMayName(a, name) {
			return true
		}
	}
	return false
}

// convertersMap: x is an attribute the rows' registries name
// (url_map.converters).
func (c *checker) convertersMap(u *urlRules, x *syntax.Node) bool {
	return x != nil && x.Kind == "attribute" && slices.Contains(u.registries, c.text(x.Child("attribute")))
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
