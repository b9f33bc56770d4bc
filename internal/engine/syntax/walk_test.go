//go:build cgo

package syntax

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestWalkMatchesCursor: the tree walk builds in C is the tree a walk with
// the Go binding's cursor builds, node by node, for every rule snippet of
// every language in testdata (and Lua's moved starts, ERROR and MISSING
// nodes in a broken file).
func TestWalkMatchesCursor(t *testing.T) {
	files, err := filepath.Glob("../../../testdata/rules/*/*/*")
	if err != nil {
		t.Fatal(err)
	}
	srcs := map[string][]byte{"broken.java": []byte("class A { void f() { int x = ; }\n void g( { run(\"ok\"); } }\n")}
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			srcs[f] = b
		}
	}
	parsed := 0
	langs := map[Lang]bool{}
	for f, src := range srcs {
		lang := Detect(f)
		g := grammars[lang]
		if g == nil {
			continue
		}
		if lang == Template {
			src = MaskTemplate(src)
		}
		p := g.parsers.Get().(*sitter.Parser)
		st, err := p.ParseCtx(context.Background(), nil, src)
		g.parsers.Put(p)
		if err != nil {
			t.Fatal(err)
		}
		got, want := &Tree{Lang: lang, Src: src}, &Tree{Lang: lang, Src: src}
		got.Root, want.Root = got.walk(g, st), want.copy(g, st)
		st.Close()
		if d := diff(got.Root, want.Root); d != "" {
			t.Fatalf("%s: %s", f, d)
		}
		if len(got.Errors) != len(want.Errors) {
			t.Fatalf("%s: %d errors, want %d", f, len(got.Errors), len(want.Errors))
		}
		for i := range got.Errors {
			if got.Errors[i].Start != want.Errors[i].Start || got.Errors[i].Kind != want.Errors[i].Kind {
				t.Fatalf("%s: error %d differs", f, i)
			}
		}
		parsed++
		langs[lang] = true
	}
	if parsed < 100 || len(langs) < 15 || !langs[Lua] {
		t.Errorf("compared %d files of %d languages", parsed, len(langs))
	}
}

// diff describes the first difference between two trees, "" if none.
func diff(a, b *Node) string {
	if a.Kind != b.Kind || a.Field != b.Field || a.Named != b.Named || a.Start != b.Start || a.End != b.End ||
		a.Line != b.Line || a.EndLine != b.EndLine || a.Col != b.Col || a.Index != b.Index ||
		(a.Parent == nil) != (b.Parent == nil) || len(a.Children) != len(b.Children) || (a.Children == nil) != (b.Children == nil) {
		return fmt.Sprintf("node %+v, want %+v", *a, *b)
	}
	for i := range a.Children {
		if a.Children[i].Parent != a {
			return fmt.Sprintf("child %d of %s has another parent", i, a.Kind)
		}
		if d := diff(a.Children[i], b.Children[i]); d != "" {
			return strings.Join([]string{a.Kind, d}, " > ")
		}
	}
	return ""
}

// kind and copy are how Parse built the tree before walk: through the
// binding, a call into C for each fact of each node.
func (g *grammar) kind(n *sitter.Node) string {
	s := n.Symbol()
	g.mu.RLock()
	k, ok := g.names[s]
	g.mu.RUnlock()
	if ok {
		return k
	}
	k = n.Type()
	g.mu.Lock()
	g.names[s] = k
	g.mu.Unlock()
	return k
}

// copy builds the Go tree in one cursor walk.
func (t *Tree) copy(g *grammar, st *sitter.Tree) *Node {
	root := st.RootNode()
	cur := sitter.NewTreeCursor(root)
	defer cur.Close()
	mk := func(parent *Node) *Node {
		sn := cur.CurrentNode()
		sp, ep := sn.StartPoint(), sn.EndPoint()
		n := &Node{
			Kind: g.kind(sn), Named: sn.IsNamed(), Field: cur.CurrentFieldName(),
			Start: sn.StartByte(), End: sn.EndByte(),
			Line: int(sp.Row) + 1, EndLine: int(ep.Row) + 1, Col: int(sp.Column),
			Parent: parent,
		}
		if sn.IsMissing() {
			n.Kind = "MISSING"
		}
		if g.leadingSpace && n.Kind != "string_content" && n.Kind != "comment" {
			t.skipSpace(n)
		}
		if n.IsError() {
			t.Errors = append(t.Errors, n)
		}
		if parent != nil {
			n.Index = len(parent.Children)
			parent.Children = append(parent.Children, n)
		}
		return n
	}
	top := mk(nil)
	n := top
	for {
		if cur.GoToFirstChild() {
			n = mk(n)
			continue
		}
		for !cur.GoToNextSibling() {
			if !cur.GoToParent() {
				return top
			}
			n = n.Parent
		}
		n = mk(n.Parent)
	}
}
