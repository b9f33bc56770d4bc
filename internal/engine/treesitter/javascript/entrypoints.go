package javascript

import (
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// entries are the functions a framework calls with the client's data
// that no route registration names: source rows of shape directive (a
// module or function marked 'use server': React's server functions),
// procedure and procedure-input (tRPC's resolvers of a procedure that
// declares an input), resolver (a GraphQL resolver map's functions) and
// root-resolver (the functions of graphql-js's root value).
type entries struct {
	directives map[string]bool // 'use server'
	procedures map[string]bool // query, mutation, subscription
	inputs     map[string]bool // input: the builder's method and the field its resolver reads
	resolvers  map[string]bool // Query, Mutation, Subscription
	roots      map[string]bool // rootValue
	requests   map[string]bool // NextApiRequest: declared types of a request
	// graphql: the resolver rows' patterns, on names that say GraphQL
	graphql []*regexp.Regexp
}

func newEntries() entries {
	return entries{directives: map[string]bool{}, procedures: map[string]bool{}, inputs: map[string]bool{}, resolvers: map[string]bool{},
		roots: map[string]bool{}, requests: map[string]bool{}}
}

// entryShapes are the source shapes entries read.
var entryShapes = map[string]bool{"directive": true, "procedure": true, "procedure-input": true, "resolver": true, "root-resolver": true,
	"request-type": true}

// add files a source row of an entry shape under its name.
func (en entries) add(shape, name string) {
	switch shape {
	case "directive":
		en.directives[name] = true
	case "procedure":
		en.procedures[name] = true
	case "procedure-input":
		en.inputs[name] = true
	case "resolver":
		en.resolvers[name] = true
	case "root-resolver":
		en.roots[name] = true
	case "request-type":
		en.requests[name] = true
	}
}

// entryArgs are the arguments a framework calls fn with when fn is one
// of its entries, or nil: every parameter of a server function is what
// the client passed (React: "treat arguments to Server Functions as
// untrusted input"), and a GraphQL resolver's second is the field's
// arguments the query chose.
func (c *checker) entryArgs(fn *function) []*val {
	switch {
	case c.serverFunction(fn):
		args := make([]*val, len(fn.params))
		for i, p := range fn.params {
			args[i] = c.source(p, fromServer, false)
		}
		return args
	case len(fn.params) >= 2 && c.resolverFunction(fn):
		args := make([]*val, len(fn.params))
		args[1] = c.source(fn.params[1], fromServer, false)
		return args
	case len(fn.params) >= 1 && c.rootResolver(fn):
		args := make([]*val, len(fn.params))
		args[0] = c.source(fn.params[0], fromServer, false)
		return args
	}
	return nil
}

// rootResolver: fn is a function of the object a root-resolver row's key
// is given (graphqlHTTP({ schema, rootValue: root }), or rootValue: {
// ... } written in place), which graphql-js calls with the field's
// arguments first.
func (c *checker) rootResolver(fn *function) bool {
	if len(c.models.entries.roots) == 0 {
		return false
	}
	n := fn.node
	if p := n.Parent; p != nil && p.Kind == "pair" && p.Child("value") == n {
		n = p
	}
	obj := n.Parent
	if obj == nil || obj.Kind != "object" || obj.Parent == nil {
		return false
	}
	switch d := obj.Parent; d.Kind {
	case "pair":
		return c.models.entries.roots[c.text(d.Child("key"))]
	case "variable_declarator":
		return c.rootNames()[c.text(d.Child("name"))]
	}
	return false
}

// rootNames are the names the file gives a root-resolver row's key
// (rootValue: root), found once.
func (c *checker) rootNames() map[string]bool {
	if c.roots == nil {
		c.roots = map[string]bool{}
		c.tree.Root.Walk(func(n *syntax.Node) bool {
			if n.Kind == "pair" && c.models.entries.roots[c.text(n.Child("key"))] {
				if v := n.Child("value"); v != nil && v.Kind == "identifier" {
					c.roots[c.text(v)] = true
				}
			}
			if n.Kind == "shorthand_property_identifier" && c.models.entries.roots[c.text(n)] {
				c.roots[c.text(n)] = true
			}
			return true
		})
	}
	return c.roots
}

// serverFunction: fn is exported from a module whose first statement is
// a directive a row names ('use server'), or its own body begins with one.
func (c *checker) serverFunction(fn *function) bool {
	if len(c.models.entries.directives) == 0 || len(fn.params) == 0 {
		return false
	}
	if fn.body != nil && fn.body.Kind == "statement_block" && c.directive(firstStatement(fn.body)) {
		return true
	}
	if !c.exportedFn(fn) {
		return false
	}
	if c.serverModule == nil {
		yes := c.directive(firstStatement(c.tree.Root))
		c.serverModule = &yes
	}
	return *c.serverModule
}

// directive: n is an expression statement of a string a directive row
// names (with _ for its spaces: use_server).
func (c *checker) directive(n *syntax.Node) bool {
	if n == nil || n.Kind != "expression_statement" {
		return false
	}
	s := n.FirstNamed("string")
	return s != nil && c.models.entries.directives[strings.ReplaceAll(strings.Trim(c.text(s), `'"`), " ", "_")]
}

// resolverFunction: fn is a function of an object that is the value of a
// resolver row's key (Query: { user(parent, args) { ... } }).
func (c *checker) resolverFunction(fn *function) bool {
	n := fn.node
	if p := n.Parent; p != nil && p.Kind == "pair" && p.Child("value") == n {
		n = p
	}
	obj := n.Parent
	if obj == nil || obj.Kind != "object" || obj.Parent == nil || obj.Parent.Kind != "pair" {
		return false
	}
	key := obj.Parent.Child("key")
	return key != nil && c.models.entries.resolvers[strings.Trim(c.text(key), `'"`)] && c.resolverMap(obj.Parent.Parent)
}

// graphqlName: s is a name that says GraphQL by a resolver row's
// patterns: a resolver map's variable, type or key, a module path, a
// GraphQL library's package.
func (c *checker) graphqlName(s string) bool {
	for _, re := range c.models.entries.graphql {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

// resolverMap: m, the object holding a resolver row's key (Query,
// Mutation, Subscription), is a GraphQL resolver map: named, typed or
// given as one (const resolvers = ..., : Resolvers, { resolvers: { ... }
// }), the module's whole export (module.exports = { Query: ... }, as
// Apollo's tutorials write a resolvers module), or in a file GraphQL's
// (by its path or an import). A Query or
// Subscription key elsewhere is a domain word (billing helpers grouped
// by entity), and its functions' parameters the program's own values.
func (c *checker) resolverMap(m *syntax.Node) bool {
	if c.graphqlFile() {
		return true
	}
	d := m
	if d != nil {
		d = d.Parent
	}
	for d != nil && (d.Kind == "satisfies_expression" || d.Kind == "as_expression" || d.Kind == "parenthesized_expression") {
		if c.graphqlName(c.text(d.Child("type"))) || d.Kind != "parenthesized_expression" && c.graphqlName(c.text(d.NamedChildren()[len(d.NamedChildren())-1])) {
			return true
		}
		d = d.Parent
	}
	switch {
	case d == nil:
		return false
	case d.Kind == "export_statement":
		return true // export default { Query: ... }: the module is the map
	case d.Kind == "assignment_expression":
		return c.text(d.Child("left")) == "module.exports"
	case d.Kind == "variable_declarator":
		return c.graphqlName(c.text(d.Child("name"))) || c.graphqlName(c.text(d.Child("type")))
	case d.Kind == "pair":
		return c.graphqlName(c.text(d.Child("key")))
	}
	return false
}

// graphqlFile: the file's path or one of its imports names GraphQL
// (graphqlName); known once asked.
func (c *checker) graphqlFile() bool {
	if c.graphql != nil {
		return *c.graphql
	}
	yes := c.pass != nil && c.graphqlName(c.pass.Path)
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		if yes {
			return false
		}
		switch n.Kind {
		case "import_statement":
			yes = c.graphqlName(stringValue(c.tree, n.Child("source")))
		case "call_expression":
			if f := n.Child("function"); f != nil && c.text(f) == "require" {
				yes = c.graphqlName(c.text(n.Child("arguments")))
			}
		}
		return !yes
	})
	c.graphql = &yes
	return yes
}

// procedureArgs are what a tRPC procedure's resolver is given: an object
// whose input field is the client's, when the builder it is registered
// on declared one (t.procedure.input(schema).query(({ input }) => ...));
// the context and the rest are the server's. Nil when cl is no such call.
func (c *checker) procedureArgs(cl *call, i int) []*val {
	if !c.models.entries.procedures[cl.method] || i != len(cl.args)-1 || cl.recvNode == nil {
		return nil
	}
	for n := cl.recvNode; n != nil && n.Kind == "call_expression"; {
		f := n.Child("function")
		if f == nil || f.Kind != "member_expression" {
			return nil
		}
		if name := c.text(f.Child("property")); c.models.entries.inputs[name] {
			return []*val{{elems: map[string]*val{name: c.source(f.Child("property"), fromServer, false)}}}
		}
		n = f.Child("object")
	}
	return nil
}

// eventExport is the export shape s, unless it is event-export and the
// file is no route module: none whose path an event-export row's patterns
// match (the files whose exports a framework calls by name with the
// request's event). An exported load or action elsewhere is the module's
// own function.
func (c *checker) eventExport(s string) string {
	if s == "event-export" && (c.pass == nil || !slices.ContainsFunc(c.models.flows.routeModules, func(re *regexp.Regexp) bool { return re.MatchString(c.pass.Path) })) {
		return ""
	}
	return s
}

// eventExportArg is what an exported function of shape event-export is
// given as its first parameter: the framework's request event, when the
// function destructures it ({ request, params, url }) or names it event;
// any other first parameter is a function of the same name that is none.
func eventExportArg(i int, pat *syntax.Node, name string) *val {
	if i == 0 && (pat.Kind == "object_pattern" || pat.Kind == "identifier" && name == "event") {
		return &val{kind: kRequest}
	}
	return nil
}

// exportedObjectShape is the export shape of the object fn is a method
// of, when that object is exported under a name a row gives one
// (SvelteKit's export const actions = { default: async ({ request }) =>
// ... }), or "".
func (c *checker) exportedObjectShape(fn *function) string {
	n := fn.node
	if p := n.Parent; p != nil && p.Kind == "pair" && p.Child("value") == n {
		n = p
	}
	obj := n.Parent
	if obj == nil || obj.Kind != "object" {
		return ""
	}
	d := obj.Parent
	for d != nil && (d.Kind == "satisfies_expression" || d.Kind == "as_expression" || d.Kind == "parenthesized_expression") {
		d = d.Parent
	}
	if d == nil || d.Kind != "variable_declarator" || d.Parent == nil || d.Parent.Parent == nil || d.Parent.Parent.Kind != "export_statement" {
		return ""
	}
	if s := c.models.flows.exports[c.text(d.Child("name"))]; s == "event-export" {
		return c.eventExport(s)
	}
	return ""
}

// firstStatement is a program's or block's first statement, past
// comments.
func firstStatement(n *syntax.Node) *syntax.Node {
	for _, s := range n.NamedChildren() {
		if s.Kind != "comment" && s.Kind != "hash_bang_line" {
			return s
		}
	}
	return nil
}

// requestTyped: a parameter's declared type is one a request-type row
// names (r: NextApiRequest, req: FastifyRequest<{ Body: B }>), or one a
// row with a module names as that module exports it (Request after
// import { Request } from 'express', or express.Request), so it holds the
// request whatever it is called.
func (c *checker) requestTyped(t *syntax.Node, e *env) bool {
	if t == nil || len(c.models.entries.requests) == 0 {
		return false
	}
	name := strings.TrimSpace(strings.TrimPrefix(c.text(t), ":"))
	if i := strings.IndexByte(name, '<'); i > 0 {
		name = strings.TrimSpace(name[:i])
	}
	if c.models.entries.requests[name] {
		return true
	}
	head, rest, qualified := strings.Cut(name, ".")
	v, ok := e.lookup(head)
	if !ok || v == nil || v.mod == "" {
		return false
	}
	if qualified {
		return c.models.entries.requests[v.mod+"."+rest]
	}
	return c.models.entries.requests[v.mod]
}
