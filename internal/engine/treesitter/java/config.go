package java

import (
	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// cookies reports cookies added to a response without the Secure or the
// HttpOnly flag. A flag set from a value the analysis cannot see counts as
// set.
func (c *checker) cookies() {
	for _, body := range c.tree.Root.Find("method_declaration", "constructor_declaration") {
		type cookie struct{ secure, httpOnly bool }
		vars := map[string]*cookie{}
		body.Walk(func(n *syntax.Node) bool {
			var name string
			var value *syntax.Node
			switch n.Kind {
			case "variable_declarator":
				name, value = c.text(n.Child("name")), n.Child("value")
			case "assignment_expression":
				if l := n.Child("left"); l != nil && l.Kind == "identifier" {
					name, value = c.text(l), n.Child("right")
				}
			}
			if value != nil && value.Kind == "object_creation_expression" && simpleType(c.text(value.Child("type"))) == "Cookie" {
				vars[name] = &cookie{}
			}
			return true
		})
		if len(vars) == 0 {
			continue
		}
		var adds []*syntax.Node
		for _, call := range body.Find("method_invocation") {
			name := c.text(call.Child("name"))
			obj := c.text(call.Child("object"))
			args := call.Child("arguments").NamedChildren()
			if len(args) != 1 {
				continue
			}
			switch name {
			case "setSecure", "setHttpOnly":
				ck := vars[obj]
				if ck == nil {
					continue
				}
				on := c.text(args[0]) != "false"
				if name == "setSecure" {
					ck.secure = on
				} else {
					ck.httpOnly = on
				}
			case "addCookie":
				adds = append(adds, call)
			}
		}
		for _, call := range adds {
			arg := c.text(call.Child("arguments").NamedChildren()[0])
			ck := vars[arg]
			if ck == nil {
				continue
			}
			if !ck.secure {
				c.report(ruleCookieSecure, call, ruleCookieSecure.Severity, "Cookie %s added without setSecure(true)", arg)
			}
			if !ck.httpOnly {
				c.report(ruleCookieHTTPOnly, call, ruleCookieHTTPOnly.Severity, "Cookie %s added without setHttpOnly(true)", arg)
			}
		}
	}
}
