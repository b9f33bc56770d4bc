package csharp

import (
	"slices"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// alwaysWhy says why a sink row with always is reported whatever data
// reaches it.
var alwaysWhy = map[*analysis.Rule]string{
	ruleDeser: "the data picks the .NET types it instantiates, which leads to code execution",
	ruleXXE:   "the XML parser processes DTDs and fetches external entities",
}

// config reports what the sink rows with always make a vulnerability
// whatever data reaches it (an unsafe formatter, TypeNameHandling.All,
// DtdProcessing.Parse), wherever the file writes it: in a method, a
// field's or a property's initializer.
func (c *checker) config() {
	f := &frame{c: c, env: map[string]*val{}, types: map[string]string{}}
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "object_creation_expression":
			written := c.text(n.Child("type"))
			args := argNodes(n)
			for i, a := range args {
				args[i] = c.localInit(a)
			}
			f.always(&site{n: n, name: "new", what: cleanType(written), typ: c.typeOf(written), args: args})
		case "member_access_expression":
			e, name := n.Child("expression"), c.text(n.Child("name"))
			f.always(&site{n: n, obj: e, name: name, what: c.text(n), typ: f.receiverType(e, name)})
		case "assignment_expression":
			l, r := n.Child("left"), n.Child("right")
			if l == nil || r == nil {
				break
			}
			var obj *syntax.Node
			name := c.text(l)
			if l.Kind == "member_access_expression" {
				obj, name = l.Child("expression"), c.text(l.Child("name"))
			} else if p := n.Parent; p != nil && p.Kind == "initializer_expression" {
				obj = p.Parent
			}
			f.always(&site{n: n, obj: obj, name: name, what: name + " = " + c.text(r), typ: f.receiverType(obj, name),
				args: []*syntax.Node{c.localInit(r)}})
		}
		return true
	})
}

// always reports the sink rows with always that hold at k.
func (f *frame) always(k *site) {
	k.rv, k.all = &val{}, &val{}
	k.av = make([]*val, len(k.args))
	for i, a := range k.args {
		k.av[i] = constantOf(f, a)
	}
	for _, m := range f.c.ix.rows(k.typ, k.name) {
		if m.Kind != models.KindSink || !m.Always || !f.argHolds(m, k) || f.c.mentionsNear(k.n, m.Unless) {
			continue
		}
		for _, kind := range m.Sinks {
			r := sinkRules[kind]
			f.c.report(r, k.n, "%s: %s", analysis.Short(k.what), alwaysWhy[r])
		}
	}
}

// localInit is the object a variable was made from when a is a local of
// the method declared once with new T(...) (var resolver = new
// XmlUrlResolver(); doc.XmlResolver = resolver), else a itself.
func (c *checker) localInit(a *syntax.Node) *syntax.Node {
	if a == nil || a.Kind != "identifier" {
		return a
	}
	scope := a.Ancestor("method_declaration", "constructor_declaration", "local_function_statement")
	if scope == nil {
		return a
	}
	name := c.text(a)
	var init *syntax.Node
	n := 0
	scope.Walk(func(x *syntax.Node) bool {
		switch {
		case x.Kind == "variable_declarator" && c.text(x.Child("name")) == name:
			init = declValue(x)
			n++
		case x.Kind == "assignment_expression" && c.text(x.Child("left")) == name:
			n++
		}
		return true
	})
	if n != 1 || init == nil || init.Kind != "object_creation_expression" {
		return a
	}
	return init
}

// mentionsNear reports whether the method (or field, or property) that
// holds n names one of a row's unless settings: the code that configures
// the object also makes it safe (Json.NET's TypeNameHandling with a
// SerializationBinder that allows known types only).
func (c *checker) mentionsNear(n *syntax.Node, names []string) bool {
	if len(names) == 0 {
		return false
	}
	scope := n.Ancestor("method_declaration", "constructor_declaration", "local_function_statement",
		"property_declaration", "field_declaration")
	if scope == nil {
		return false
	}
	found := false
	scope.Walk(func(x *syntax.Node) bool {
		found = found || x.Kind == "identifier" && slices.Contains(names, c.text(x))
		return !found
	})
	return found
}

// constantOf is an argument's constant, when it is a literal or a
// constant the file declares; its text stands for it otherwise.
func constantOf(f *frame, a *syntax.Node) *val {
	switch a.Kind {
	case "string_literal", "verbatim_string_literal", "boolean_literal", "integer_literal":
		return f.literal(a)
	case "identifier":
		if v, ok := f.c.consts[f.c.text(a)]; ok {
			return v
		}
	}
	return &val{}
}
