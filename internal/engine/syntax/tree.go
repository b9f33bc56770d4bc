package syntax

import (
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Tree is one parsed file. It is immutable once Parse returns.
type Tree struct {
	Lang Lang
	Src  []byte
	Root *Node
	// Errors are the places the grammar could not parse (ERROR and MISSING
	// nodes), in source order. The rest of the tree is still usable: an
	// analyzer sees the file as far as it parses.
	Errors []*Node
	// Plain is set on a page named .html whose template tags Parse masked
	// (it parses further so): the page read with its tags as text, as a
	// browser reads it served as it is. The masks may hide what that
	// reading sees, so an analyzer runs over both readings.
	Plain *Tree
}

// Node is a node of the syntax tree.
type Node struct {
	// Kind is the grammar's node type: "call", "identifier", "+".
	Kind string
	// Field is the field name the parent gives this node ("function",
	// "arguments"), or "".
	Field string
	// Named is false for anonymous nodes: punctuation, keywords, operators.
	Named bool
	// Start and End are byte offsets into Tree.Src.
	Start, End uint32
	// Line and EndLine are 1-based; Col is the 0-based byte column.
	Line, EndLine, Col int
	Parent             *Node
	Children           []*Node
	// Index is the node's position among its parent's Children.
	Index int
}

// Text returns the node's source text.
func (t *Tree) Text(n *Node) string {
	if n == nil {
		return ""
	}
	return string(t.Src[n.Start:n.End])
}

// Lines returns the node's line range.
func (n *Node) Lines() finding.LineRange {
	return finding.LineRange{Start: n.Line, End: n.EndLine}
}

// IsError reports whether the node is an ERROR node or a MISSING one.
func (n *Node) IsError() bool { return n.Kind == "ERROR" || n.Kind == "MISSING" }

// Child returns the first child with the field name, or nil.
func (n *Node) Child(field string) *Node {
	if n == nil {
		return nil
	}
	for _, c := range n.Children {
		if c.Field == field {
			return c
		}
	}
	return nil
}

// ChildrenOf returns every child with the field name.
func (n *Node) ChildrenOf(field string) []*Node {
	var out []*Node
	for _, c := range n.Children {
		if c.Field == field {
			out = append(out, c)
		}
	}
	return out
}

// Named returns the named children, in order.
func (n *Node) NamedChildren() []*Node {
	if n == nil {
		return nil
	}
	out := make([]*Node, 0, len(n.Children))
	for _, c := range n.Children {
		if c.Named {
			out = append(out, c)
		}
	}
	return out
}

// FirstNamed returns the first named child of a kind ("" = any), or nil.
func (n *Node) FirstNamed(kind string) *Node {
	if n == nil {
		return nil
	}
	for _, c := range n.Children {
		if c.Named && (kind == "" || c.Kind == kind) {
			return c
		}
	}
	return nil
}

// HasChild reports whether an anonymous or named child has the kind, such
// as an operator token "+".
func (n *Node) HasChild(kind string) bool {
	for _, c := range n.Children {
		if c.Kind == kind {
			return true
		}
	}
	return false
}

// Ancestor returns the nearest ancestor whose kind is one of kinds, or nil.
func (n *Node) Ancestor(kinds ...string) *Node {
	for p := n.Parent; p != nil; p = p.Parent {
		for _, k := range kinds {
			if p.Kind == k {
				return p
			}
		}
	}
	return nil
}

// Walk calls fn for n and its descendants in source order; fn returning
// false skips the node's children.
func (n *Node) Walk(fn func(*Node) bool) {
	if n == nil || !fn(n) {
		return
	}
	for _, c := range n.Children {
		c.Walk(fn)
	}
}

// Find returns the descendants of the given kinds (n included), in source
// order.
func (n *Node) Find(kinds ...string) []*Node {
	var out []*Node
	n.Walk(func(x *Node) bool {
		for _, k := range kinds {
			if x.Kind == k {
				out = append(out, x)
				break
			}
		}
		return true
	})
	return out
}

// Sexp renders the named structure of the tree, as tree-sitter's
// Node.String does, with field names: for tests and debugging.
func (t *Tree) Sexp(n *Node) string {
	var b strings.Builder
	var rec func(*Node)
	rec = func(x *Node) {
		b.WriteString("(" + x.Kind)
		for _, c := range x.Children {
			if !c.Named && !c.IsError() {
				continue
			}
			b.WriteString(" ")
			if c.Field != "" {
				b.WriteString(c.Field + ": ")
			}
			rec(c)
		}
		b.WriteString(")")
	}
	rec(n)
	return b.String()
}
