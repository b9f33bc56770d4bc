package php

import (
	"regexp"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

var (
	secretName = regexp.MustCompile(`(?i)(token|secret|passw|nonce|salt|csrf|otp|api_?key|reset|verif|activation|session_?id|auth_?code)`)
)

// lint runs the syntactic rules.
func lint(pass *analysis.Pass, ix *index) {
	t := pass.Tree
	t.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind != "function_call_expression" {
			return true
		}
		name := bareName(t.Text(n.Child("function")))
		if ix.weakRandom(name) {
			if ctx := secretContext(t, n); ctx != "" {
				pass.Reportf(ruleRandom, n, "%s() is predictable and makes %s", name, analysis.Short(ctx))
			}
			return true
		}
		return true
	})
}

// secretContext: the variable, key or function a random value feeds when
// its name says it is a secret.
func secretContext(t *syntax.Tree, n *syntax.Node) string {
	for p := n.Parent; p != nil; p = p.Parent {
		switch p.Kind {
		case "assignment_expression", "augmented_assignment_expression":
			if l := t.Text(p.Child("left")); secretName.MatchString(l) {
				return l
			}
			return ""
		case "array_element_initializer":
			if k := firstNamed(p); k != nil && k.Kind == "string" && secretName.MatchString(t.Text(k)) {
				return t.Text(k)
			}
		case "return_statement":
			if f := p.Ancestor("function_definition", "method_declaration"); f != nil {
				if nm := t.Text(f.Child("name")); secretName.MatchString(nm) {
					return nm + "()"
				}
			}
			return ""
		case "function_definition", "method_declaration", "expression_statement", "compound_statement":
			return ""
		}
	}
	return ""
}
