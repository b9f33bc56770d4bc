package javascript

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

var ruleFloatingAsync = &analysis.Rule{
	ID: "javascript/floating-async-call", Title: "async function called and its promise dropped (not awaited, returned or caught)",
	Dimension: "correctness", Severity: finding.Low, Confidence: 0.75,
	Recommendation: "await the call (or return it), or end it with .catch(handleError); write void f() when not waiting is deliberate. " +
		"typescript-eslint's no-floating-promises: the caller goes on before the work is done, and a rejection nobody handles is " +
		"lost (Node ends the process on an unhandled rejection by default).",
}

var rulePromiseCondition = &analysis.Rule{
	ID: "javascript/promise-as-condition", Title: "async function's promise tested as a condition (always truthy)",
	Dimension: "correctness", Severity: finding.Medium, Confidence: 0.8,
	Recommendation: "await the call before testing its result (if (await isAllowed(user))); typescript-eslint's no-misused-promises " +
		"(checksConditionals): a Promise object is truthy whatever it resolves to, so the branch is always taken.",
}

// promiseAsCondition reports whether the call's value is what a condition
// tests: if, while, do and for conditions and a ternary's, through
// parentheses, ! and the operands of && and ||.
func (c *checker) promiseAsCondition(call *syntax.Node) bool {
	n := call
	for p := n.Parent; p != nil; n, p = p, p.Parent {
		switch p.Kind {
		case "parenthesized_expression":
			continue
		case "unary_expression":
			if op := p.Child("operator"); op != nil && c.text(op) == "!" {
				continue
			}
			return false
		case "binary_expression":
			if op := p.Child("operator"); op != nil && (c.text(op) == "&&" || c.text(op) == "||") {
				continue
			}
			return false
		case "if_statement", "while_statement", "do_statement", "for_statement", "ternary_expression":
			return p.Child("condition") == n
		}
		return false
	}
	return false
}

// floatingAsync reports a statement that only calls an async function of
// this file, f() or this.m() with m an async method of the enclosing class:
// the promise it returns is dropped. Declarations are matched by name
// within the file (functions) or the class (methods); a name declared
// twice, once not async, is left alone.
func (c *checker) floatingAsync(root *syntax.Node) {
	async, plain := map[string]*syntax.Node{}, map[string]bool{}
	root.Walk(func(n *syntax.Node) bool {
		var name *syntax.Node
		fn := n
		switch n.Kind {
		case "function_declaration", "generator_function_declaration":
			name = n.Child("name")
		case "variable_declarator":
			name, fn = n.Child("name"), n.Child("value")
		default:
			return true
		}
		if name == nil || name.Kind != "identifier" || fn == nil {
			return true
		}
		if isFunction(fn) && fn.HasChild("async") {
			async[c.text(name)] = fn
		} else {
			plain[c.text(name)] = true
		}
		return true
	})
	root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "call_expression" && c.promiseAsCondition(n) {
			if f := n.Child("function"); f.Kind == "identifier" && async[c.text(f)] != nil && !plain[c.text(f)] ||
				f.Kind == "member_expression" && f.Child("object") != nil && f.Child("object").Kind == "this" && c.asyncMethod(n, c.text(f.Child("property"))) != nil {
				c.reportf(rulePromiseCondition, n, "%s is a promise, which is always truthy: the test does not wait for the answer", c.text(n))
			}
			return true
		}
		if n.Kind != "expression_statement" {
			return true
		}
		call := n.FirstNamed("")
		if call == nil || call.Kind != "call_expression" {
			return true
		}
		f := call.Child("function")
		switch {
		case f == nil:
		case f.Kind == "identifier" && async[c.text(f)] != nil && !plain[c.text(f)]:
			if !c.catchesAll(async[c.text(f)]) {
				c.reportf(ruleFloatingAsync, n, "%s() returns a promise that nothing awaits, returns or catches", c.text(f))
			}
		case f.Kind == "member_expression" && f.Child("object") != nil && f.Child("object").Kind == "this":
			if m := c.asyncMethod(n, c.text(f.Child("property"))); m != nil && !c.catchesAll(m) {
				c.reportf(ruleFloatingAsync, n, "this.%s() returns a promise that nothing awaits, returns or catches", c.text(f.Child("property")))
			}
		}
		return true
	})
}

// asyncMethod returns the async method the class around n declares as
// name, or nil when it declares none or declares name also as something
// that is not async.
func (c *checker) asyncMethod(n *syntax.Node, name string) *syntax.Node {
	body := n.Ancestor("class_body")
	if body == nil {
		return nil
	}
	var found *syntax.Node
	for _, m := range body.NamedChildren() {
		var nm, fn *syntax.Node
		switch m.Kind {
		case "method_definition":
			nm, fn = m.Child("name"), m
		case "public_field_definition", "field_definition":
			nm, fn = m.Child("name"), m.Child("value")
			if fn == nil || !isFunction(fn) {
				fn = nil
			}
		default:
			continue
		}
		if nm == nil || c.text(nm) != name {
			continue
		}
		if fn == nil || !fn.HasChild("async") {
			return nil
		}
		found = fn
	}
	return found
}

// catchesAll reports whether the async function fn settles its promise
// only by resolving: its body's work is a try whose catch (and finally)
// neither throws nor awaits, and nothing outside the try awaits, throws or
// returns a value. Calling such a function without awaiting it is the
// fire-and-forget the function was written for: no rejection is lost
// (typescript-eslint's no-floating-promises exists for the rejection).
func (c *checker) catchesAll(fn *syntax.Node) bool {
	body := fn.Child("body")
	if body == nil || body.Kind != "statement_block" {
		return false
	}
	guarded := false
	for _, st := range body.NamedChildren() {
		if st.Kind == "try_statement" && st.Child("handler") != nil {
			guarded = guarded || c.settles(st.Child("handler")) && c.settles(st.Child("finalizer"))
			continue
		}
		if !c.settles(st) || c.returnsValue(st) {
			return false
		}
	}
	return guarded
}

// settles reports whether n (a statement, a catch or finally clause; nil
// is fine) neither throws nor awaits outside the functions it declares.
func (c *checker) settles(n *syntax.Node) bool {
	ok := true
	if n == nil {
		return ok
	}
	n.Walk(func(m *syntax.Node) bool {
		if m != n && isFunction(m) {
			return false
		}
		if m.Kind == "throw_statement" || m.Kind == "await_expression" {
			ok = false
		}
		return ok
	})
	return ok
}

// returnsValue reports whether n holds a return with a value outside the
// functions it declares (a promise returned there may reject).
func (c *checker) returnsValue(n *syntax.Node) bool {
	found := false
	n.Walk(func(m *syntax.Node) bool {
		if m != n && isFunction(m) {
			return false
		}
		if m.Kind == "return_statement" && len(m.NamedChildren()) > 0 {
			found = true
		}
		return !found
	})
	return found
}
