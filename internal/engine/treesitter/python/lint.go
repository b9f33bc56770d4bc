package python

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

var (
	pwNameRE      = regexp.MustCompile(`(?i)^(\w+\.)?(\w*_)?(password|passwd|pwd)$`)
	pwKeywordRE   = regexp.MustCompile(`(?i)^(password|passwd|pwd)$`)
	pwValueRE     = regexp.MustCompile(`^[rbuRBU]?["'][^"'{}\s<>$%]{4,}["']$`)
	pwPlaceholder = regexp.MustCompile(`(?i)changeme|change[-_]me|example|placeholder|your[-_]?password|xxx|\*\*\*|dummy|redacted`)
)

// lint runs the syntactic rules; the await-in-loop rule reads the pacing
// rows of tabs.
func lint(p *analysis.Pass, tabs *tables) {
	t := p.Tree
	text := t.Text
	t.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "assignment":
			l, r := n.Child("left"), n.Child("right")
			if l == nil || r == nil {
				break
			}
			if pwNameRE.MatchString(text(l)) && r.Kind == "string" && pwValueRE.MatchString(text(r)) && !pwPlaceholder.MatchString(text(r)) &&
				!spellsOwnName(text(l), text(r)) {
				p.Reportf(ruleHardcodedPw, n, "")
			}
		case "keyword_argument":
			name, v := n.Child("name"), n.Child("value")
			if name != nil && v != nil && pwKeywordRE.MatchString(text(name)) &&
				v.Kind == "string" && pwValueRE.MatchString(text(v)) && !pwPlaceholder.MatchString(text(v)) {
				p.Reportf(ruleHardcodedPw, n, "")
			}
		case "except_clause":
			bareExcept(p, n)
		case "comparison_operator":
			compareNone(p, n)
		case "default_parameter", "typed_default_parameter":
			mutableDefault(p, n, tabs)
		case "await":
			if n.Named { // the expression, not its keyword, whose text is "await" alone
				awaitInLoop(p, n, tabs.paced)
			}
		}
		return true
	})
}

func bareExcept(p *analysis.Pass, n *syntax.Node) {
	var body *syntax.Node
	for _, k := range n.NamedChildren() {
		switch k.Kind {
		case "block":
			body = k
		case "comment":
		default:
			return // has an exception type
		}
	}
	if body == nil {
		return
	}
	for _, s := range body.NamedChildren() {
		switch s.Kind {
		case "pass_statement", "continue_statement", "comment":
		case "expression_statement":
			if s.FirstNamed("ellipsis") == nil {
				return
			}
		default:
			return
		}
	}
	p.Reportf(ruleBareExcept, n, "")
}

func compareNone(p *analysis.Pass, n *syntax.Node) {
	hasEq, hasNone := false, false
	for _, k := range n.Children {
		if !k.Named && (p.Tree.Text(k) == "==" || p.Tree.Text(k) == "!=") {
			hasEq = true
		}
		if k.Kind == "none" {
			hasNone = true
		}
	}
	if hasEq && hasNone && n.Ancestor("argument_list") == nil {
		p.Reportf(ruleCompareNone, n, "")
	}
}

// mutableDefault: a parameter's default is a mutable container, a literal
// or a call of a mutable-container row (tabs.mutableCtor).
func mutableDefault(p *analysis.Pass, n *syntax.Node, tabs *tables) {
	v := n.Child("value")
	if v == nil {
		return
	}
	switch v.Kind {
	case "list", "dictionary", "set", "list_comprehension", "dictionary_comprehension", "set_comprehension":
	case "call":
		if !tabs.mutableCtor(p.Tree.Text(v.Child("function"))) {
			return
		}
	default:
		return
	}
	if n.Ancestor("lambda", "parameters") == nil || n.Ancestor("lambda") != nil {
		return
	}
	p.Reportf(ruleMutableDefault, n, "")
}

// awaitInLoop: an await in the body of a for loop that runs to the end
// (no break or return) and is not a call that paces the loop (paced).
func awaitInLoop(p *analysis.Pass, n *syntax.Node, paced *regexp.Regexp) {
	if paced != nil && paced.MatchString(p.Tree.Text(n)) {
		return
	}
	var loop *syntax.Node
	for x := n.Parent; x != nil; x = x.Parent {
		if x.Kind == "function_definition" || x.Kind == "lambda" || x.Kind == "class_definition" {
			return
		}
		if x.Kind == "for_statement" {
			loop = x
			break
		}
		if x.Kind == "list_comprehension" || x.Kind == "generator_expression" {
			return
		}
	}
	if loop == nil || strings.HasPrefix(p.Tree.Text(loop), "async") {
		return
	}
	// only the loop body, not its iterable
	if b := loop.Child("body"); b == nil || n.Start < b.Start {
		return
	}
	stops := false
	loop.Child("body").Walk(func(x *syntax.Node) bool {
		switch x.Kind {
		case "function_definition", "lambda":
			return false
		case "break_statement", "return_statement":
			stops = true
		}
		return !stops
	})
	if !stops {
		p.Reportf(ruleAwaitLoop, n, "")
	}
}

// spellsOwnName reports whether a string constant is its own name written
// in lower case (ACCOUNT_SET_PASSWORD = "account_set_password"): an event or
// enum identifier. A bare PASSWORD = "password" is not excused, nor is a
// value that only contains the name.
func spellsOwnName(name, lit string) bool {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	v := strings.ReplaceAll(strings.Trim(strings.TrimLeft(lit, "rbuRBU"), `"'`), "-", "_")
	return strings.Contains(name, "_") && strings.EqualFold(v, name) && v == strings.ToLower(v)
}
