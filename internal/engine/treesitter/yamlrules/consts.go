package yamlrules

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Constants: a pattern that expects a literal (a string, true, a number, a
// list of them) also matches a name that stands for one, as Semgrep's
// constant propagation and CodeQL's local flow see it: verify = False ...
// requests.get(url, verify=verify) is the literal's call. A name counts
// when the file binds it exactly once (no second assignment, augmented
// assignment, parameter, loop variable or declaration of the same name
// anywhere in the file, whatever the scope) and that binding gives it a
// value made only of literals. A finding whose capture lands in the value
// is reported at the name's use, as for an HCL variable's default.

// constLangs are the languages whose declarations and assignments the
// generic reading below understands.
var constLangs = map[syntax.Lang]bool{
	syntax.Python: true, syntax.JavaScript: true, syntax.TypeScript: true, syntax.TSX: true, syntax.Java: true,
	syntax.CSharp: true, syntax.Ruby: true, syntax.PHP: true,
}

// phpRebinds finds what sets PHP variables without naming them: extract,
// parse_str, variable variables, $GLOBALS. A file with one has no constants.
var phpRebinds = regexp.MustCompile(`\bextract\s*\(|\bparse_str\s*\(|\$\$|\$\{|\$GLOBALS\b`)

// nameKinds are the node kinds that name a variable or constant.
var nameKinds = map[string]bool{"identifier": true, "constant": true, "variable_name": true, "shorthand_property_identifier_pattern": true}

// assignKinds are the nodes that bind the name in their left or name
// child; plainAssign those among them that set a value (not x += 1).
var (
	assignKinds = map[string]bool{
		"assignment": true, "assignment_expression": true, "variable_declarator": true, "const_element": true,
		"augmented_assignment": true, "augmented_assignment_expression": true, "operator_assignment": true,
		"for_statement": true, "for_in_statement": true, "for_in_clause": true, "enhanced_for_statement": true,
		"foreach_statement": true, "assignment_pattern": true, "catch_clause": true, "as_pattern_target": true,
		"named_expression": true, "except_clause": true, "for": true,
	}
	plainAssign = map[string]bool{"assignment": true, "assignment_expression": true, "variable_declarator": true, "const_element": true}
)

// useFields are the fields in which a name is not a read of the variable:
// an attribute or member name, a keyword argument's name, a key.
var useFields = map[string]bool{"name": true, "attribute": true, "property": true, "field": true, "key": true, "label": true, "type": true}

// constUses is constants, or nothing while a rule that is about literals
// as written is matched.
func (m *matcher) constUses() map[*syntax.Node]*syntax.Node {
	if m.literalOnly {
		return nil
	}
	return m.constants()
}

// viaOf is the reference (a constant's name, an HCL variable) through
// whose value the match reached at — the one whose value holds at, else
// the first seen through — and, for a constant, that value (nil for an
// HCL variable, or when nothing was seen through).
func (m *matcher) viaOf(b *binding, at *syntax.Node) (ref, val *syntax.Node) {
	vs := b.nodes(via)
	for _, v := range vs {
		if val := m.consts[v]; val != nil && (at == nil || within(at, val)) {
			return v, val
		}
	}
	if len(vs) > 0 {
		return vs[0], m.consts[vs[0]]
	}
	return nil, nil
}

// withoutConstants turns constants off until the returned function runs.
func (m *matcher) withoutConstants() func() {
	saved := m.literalOnly
	m.literalOnly = true
	return func() { m.literalOnly = saved }
}

// constants returns, for each use of a constant name in the file, the
// literal value it stands for (built on first use).
func (m *matcher) constants() map[*syntax.Node]*syntax.Node {
	if m.consts != nil || m.tree == nil {
		return m.consts
	}
	m.consts = map[*syntax.Node]*syntax.Node{}
	if !constLangs[m.tree.Lang] || m.tree.Lang == syntax.PHP && phpRebinds.Match(m.tree.Src) {
		return m.consts
	}
	t := m.tree
	binds := map[string]int{}
	decl := map[string]*syntax.Node{} // the binding name node
	value := map[string]*syntax.Node{}
	var uses []*syntax.Node
	t.Root.Walk(func(n *syntax.Node) bool {
		if !nameKinds[n.Kind] || n.Parent == nil {
			return true
		}
		if v, ok := bindsName(t, n); ok {
			name := t.Text(n)
			binds[name]++
			decl[name], value[name] = n, v
		} else {
			uses = append(uses, n)
		}
		return true
	})
	for name, c := range binds {
		if c != 1 || value[name] == nil || !literalValue(value[name]) {
			delete(decl, name)
		}
	}
	if len(decl) == 0 {
		return m.consts
	}
	// A list, map or object can change without a new binding
	// (opts.secure = false, hosts.append("*")): one whose name is ever a
	// receiver or subscripted is not taken for its literal.
	for _, n := range uses {
		name := t.Src[n.Start:n.End]
		if v := value[string(name)]; decl[string(name)] != nil && receiver(n) && (container(v) || t.Lang == syntax.Ruby) {
			delete(decl, string(name))
		}
	}
	for _, n := range uses {
		name := t.Src[n.Start:n.End]
		if d := decl[string(name)]; d != nil && !useFields[n.Field] && !within(n, d.Parent) {
			m.consts[n] = value[string(name)]
		}
	}
	return m.consts
}

// bindsName reports whether name node n binds its variable, and the literal
// candidate it binds it to (nil when the binding sets no plain value: a
// parameter, a loop variable, x += 1).
func bindsName(t *syntax.Tree, n *syntax.Node) (*syntax.Node, bool) {
	p := n.Parent
	switch {
	case n.Field == "parameter" || n.Field == "parameters" || bindingContext(n):
		return nil, true // a lambda's parameter, an import, a pattern's capture, x, y = ...
	case p.Kind == "reference_assignment_expression":
		return nil, true // PHP: $r = &$s makes either an alias of the other
	case p.Kind == "pair" && p.Parent != nil && p.Parent.Kind == "foreach_statement",
		p.Kind == "foreach_statement" && n != firstNamed(p):
		return nil, true // PHP: foreach ($xs as $k => $v)
	case plainAssign[p.Kind] && n == firstNamed(p) && mutableField(t, p):
		return nil, true // a Java or C# field that is not final: a constructor or setter may set it
	case p.Kind == "update_expression": // x++, --x
		return nil, true
	case (p.Kind == "postfix_unary_expression" || p.Kind == "prefix_unary_expression") &&
		(strings.Contains(t.Text(p), "++") || strings.Contains(t.Text(p), "--")):
		return nil, true
	case p.Kind == "argument" && (strings.HasPrefix(t.Text(p), "out ") || strings.HasPrefix(t.Text(p), "ref ")):
		return nil, true // C#: the call assigns it
	case plainAssign[p.Kind] && n == firstNamed(p):
		if v := p.Child("value"); v != nil {
			return v, true
		}
		if v := p.Child("right"); v != nil {
			return v, true
		}
		// C#'s variable_declarator and PHP's const_element: name, then the value
		if cs := p.NamedChildren(); len(cs) >= 2 {
			return cs[len(cs)-1], true
		}
		return nil, true
	case assignKinds[p.Kind] && !plainAssign[p.Kind]:
		// x += 1, a loop's variable, a caught exception: a binding
		// unless it is what the statement reads
		switch n.Field {
		case "right", "value", "body", "condition", "iterable":
			return nil, false
		}
		return nil, true
	case strings.Contains(p.Kind, "parameter") || strings.HasSuffix(p.Kind, "_pattern") || p.Kind == "pattern_list" || p.Kind == "tuple_pattern":
		return nil, true
	case n.Field == "name" && (strings.HasSuffix(p.Kind, "_declaration") || strings.HasSuffix(p.Kind, "_definition") || p.Kind == "method" || p.Kind == "class" || p.Kind == "module"):
		return nil, true // a function, class or method of the same name
	}
	return nil, false
}

// bindingKinds are the nodes under which a name is bound: imports,
// patterns' captures, multiple assignment, a rescued exception.
var bindingKinds = map[string]bool{
	"import_statement": true, "import_from_statement": true, "aliased_import": true, "case_pattern": true,
	"left_assignment_list": true, "exception_variable": true, "list_literal": true, "catch_formal_parameter": true,
	"resource": true, "destructuring_pattern": true,
}

// bindingContext reports whether one of n's nearest ancestors binds the
// names under it.
func bindingContext(n *syntax.Node) bool {
	for a, i := n.Parent, 0; a != nil && i < 4; a, i = a.Parent, i+1 {
		if bindingKinds[a.Kind] {
			return true
		}
	}
	return false
}

// mutableField reports whether a declarator declares a Java or C# field
// without final, const or readonly.
func mutableField(t *syntax.Tree, d *syntax.Node) bool {
	for a, i := d.Parent, 0; a != nil && i < 3; a, i = a.Parent, i+1 {
		if a.Kind == "field_declaration" {
			head := t.Text(a)[:d.Start-a.Start]
			return !strings.Contains(head, "final") && !strings.Contains(head, "const") && !strings.Contains(head, "readonly")
		}
	}
	return false
}

// receiver reports whether a name is used as an object: its member read
// or called, or subscripted.
func receiver(n *syntax.Node) bool {
	switch n.Field {
	case "object", "receiver", "expression":
		return true
	case "left": // Ruby's text << more appends in place
		for _, c := range n.Parent.Children {
			if c.Kind == "<<" && n.Parent.Kind == "binary" {
				return true
			}
		}
	}
	switch n.Parent.Kind {
	case "subscript", "subscript_expression", "element_reference", "element_access_expression", "array_access":
		return n == firstNamed(n.Parent)
	}
	return false
}

// container reports whether a literal value is a mutable collection.
func container(v *syntax.Node) bool {
	switch v.Kind {
	case "list", "array", "dictionary", "object", "hash", "set", "array_creation_expression", "initializer_expression", "array_initializer":
		return true
	}
	return false
}

func firstNamed(p *syntax.Node) *syntax.Node {
	for _, c := range p.Children {
		if c.Named {
			return c
		}
	}
	return nil
}

// literalValue reports whether a value is made only of literals: strings
// without interpolation, numbers, booleans, null, and lists, tuples and
// maps of them.
func literalValue(v *syntax.Node) bool {
	ok := true
	v.Walk(func(c *syntax.Node) bool {
		if ok && c.Named && !literalKind(c.Kind) {
			ok = false
		}
		return ok
	})
	return ok
}

func literalKind(k string) bool {
	switch k {
	case "integer", "float", "number", "true", "false", "none", "null", "nil", "undefined", "boolean",
		"list", "array", "tuple", "dictionary", "pair", "object", "hash", "set", "concatenated_string", "escape_sequence",
		"array_creation_expression", "array_element_initializer", "simple_symbol", "hash_key_symbol", "property_identifier",
		"template_string", "heredoc_body", "heredoc_content", "heredoc_end", "heredoc_beginning", "nowdoc_body", "nowdoc_string":
		return true
	}
	return strings.Contains(k, "string") && !strings.Contains(k, "interpolat") || strings.HasSuffix(k, "_literal") || strings.HasSuffix(k, "_literal_content")
}
