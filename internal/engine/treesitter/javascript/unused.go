package javascript

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

var ruleUnused = &analysis.Rule{
	ID: "javascript/unused-variable", Title: "Import or local variable that is never used",
	Dimension: "maintainability", Severity: finding.Low, Confidence: 0.8,
	Recommendation: "Remove the import or the declaration (or use it, if it was meant to be used): ESLint's and " +
		"typescript-eslint's no-unused-vars. An unused import still loads the module, and an unused variable is usually a " +
		"leftover or a bug where another name is used by mistake. Prefix a name with _ when it must stay unused.",
}

// unusedNames reports imports whose name the file never mentions again,
// and const, let or var declarations inside a function whose name the
// enclosing block never mentions again. Mentions are counted in the text
// without its comments (strings and JSDoc count as uses), so a name only
// ever shadowed counts as used: the rule errs towards silence.
func (c *checker) unusedNames(root *syntax.Node) {
	// Comments other than JSDoc (whose types may name an import) are no use.
	masked := []byte(string(c.tree.Src))
	root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "comment" && !strings.HasPrefix(c.text(n), "/**") {
			for i := n.Start; i < n.End; i++ {
				if masked[i] != '\n' {
					masked[i] = ' '
				}
			}
		}
		return true
	})
	src := string(masked)
	c.unusedImports(root, src)
	c.unusedLocals(root, src)
}

// unusedImports: an import binding the rest of the file never mentions.
func (c *checker) unusedImports(root *syntax.Node, src string) {
	jsx := strings.Contains(src, "</") || strings.Contains(src, "/>")
	for _, st := range root.NamedChildren() {
		switch st.Kind {
		case "import_statement":
			clause := st.FirstNamed("import_clause")
			if clause == nil {
				continue
			}
			clause.Walk(func(n *syntax.Node) bool {
				if n.Kind != "identifier" || n.Parent == nil {
					return true
				}
				// import { a as b }: the local name is the alias
				if n.Parent.Kind == "import_specifier" && n.Parent.Child("alias") != nil && n.Parent.Child("alias") != n {
					return true
				}
				name := c.text(n)
				if strings.HasPrefix(name, "_") || jsx && c.models.flows.jsxScope[name] {
					return true
				}
				if mentions(src, name, st) == 0 {
					c.reportf(ruleUnused, n, "%s is imported but never used", name)
				}
				return true
			})
		}
	}
}

// unusedLocals: a const, let or var in a function whose block (the
// function, for var) never mentions it again.
func (c *checker) unusedLocals(root *syntax.Node, src string) {
	root.Walk(func(n *syntax.Node) bool {
		if n.Kind != "variable_declarator" {
			return true
		}
		name := n.Child("name")
		decl := n.Parent
		if name == nil || name.Kind != "identifier" || decl == nil || strings.HasPrefix(c.text(name), "_") {
			return true
		}
		if decl.Kind != "lexical_declaration" && decl.Kind != "variable_declaration" {
			return true
		}
		block := decl.Parent
		if block == nil || block.Kind != "statement_block" || block.Parent == nil || !isFunction(block.Parent) && block.Ancestor("function_declaration", "function_expression", "arrow_function", "method_definition") == nil {
			return true
		}
		scope := block
		if decl.Kind == "variable_declaration" {
			// var belongs to the whole function
			if fn := block.Ancestor("function_declaration", "function_expression", "arrow_function", "method_definition"); fn != nil && !isFunction(block.Parent) {
				scope = fn
			}
		}
		if mentionsIn(src[scope.Start:scope.End], c.text(name)) <= 1 {
			c.reportf(ruleUnused, name, "%s is declared but never used", c.text(name))
		}
		return true
	})
}

// mentions counts the whole-word uses of name in src outside the node skip.
func mentions(src, name string, skip *syntax.Node) int {
	return mentionsIn(src[:skip.Start], name) + mentionsIn(src[skip.End:], name)
}

func mentionsIn(text, name string) int {
	n := 0
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return n
		}
		at, end := i+j, i+j+len(name)
		before := at == 0 || !isIdentByte(text[at-1]) && (text[at-1] != '.' || strings.HasSuffix(text[:at], "..."))
		after := end == len(text) || !isIdentByte(text[end])
		if before && after {
			n++
		}
		i = at + 1
	}
}

func isIdentByte(b byte) bool {
	return b == '_' || b == '$' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}
