package php

import (
	"path"
	"runtime"
	"sync"
	"weak"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// maxStoreFiles bounds the project files read for the keys of a store.
const maxStoreFiles = 200

// stored is a value read back from a store the application keeps (a
// source row of kind stored: $_SESSION['user']): request data when a file
// of the project puts request data under the same constant key, said in
// the flow; else nothing a client chose.
func (fr *frame) stored(m *models.Model, c *call) *val {
	if len(c.vs) == 0 || !c.vs[0].hasC {
		return clean
	}
	where, ok := fr.c.storeWrites(m.Type)[phpStr(c.vs[0].c)]
	if !ok {
		return clean
	}
	return fr.source(c.n, fr.text(c.n)+" (set from the request in "+where+")")
}

// storeWrites finds, once per file analyzed, the keys of a store that
// this file and the project's other PHP files set from request data:
// $_SESSION['k'] = <request data>, the value evaluated where it is
// written (a variable assigned just before is followed one step).
func (c *checker) storeWrites(typ string) map[string]string {
	if w, ok := c.stores[typ]; ok {
		return w
	}
	w := map[string]string{}
	c.stores[typ] = w
	t := c.ix.types[typ]
	if t == nil || t.ReceiverNames == nil {
		return w
	}
	c.scanStore(t, c.tree, c.pass.Path, w)
	if c.pass.Project == nil {
		return w
	}
	add := func(found map[string]string) {
		for k, at := range found {
			if _, ok := w[k]; !ok {
				w[k] = at
			}
		}
	}
	files := c.pass.Project.Files(syntax.PHP)
	for i, p := range files {
		if i >= maxStoreFiles {
			break
		}
		if p == c.pass.Path {
			continue
		}
		if tree, ok := c.pass.Project.Tree(p); ok {
			add(c.scanStoreOnce(t, tree, p))
		}
	}
	return w
}

// storeScans keeps each project file's store writes while its tree lives:
// a review parses a file once, and every file of it that reads the store
// asks.
var storeScans = struct {
	sync.Mutex
	m map[storeScan]map[string]string
}{m: map[storeScan]map[string]string{}}

type storeScan struct {
	tree weak.Pointer[syntax.Tree]
	ix   *index
	typ  string
}

func (c *checker) scanStoreOnce(t *models.Model, tree *syntax.Tree, p string) map[string]string {
	key := storeScan{tree: weak.Make(tree), ix: c.ix, typ: t.Name}
	storeScans.Lock()
	w, ok := storeScans.m[key]
	storeScans.Unlock()
	if ok {
		return w
	}
	w = map[string]string{}
	c.scanStore(t, tree, p, w)
	storeScans.Lock()
	if _, ok := storeScans.m[key]; !ok {
		storeScans.m[key] = w
		runtime.AddCleanup(tree, func(k storeScan) {
			storeScans.Lock()
			delete(storeScans.m, k)
			storeScans.Unlock()
		}, key)
	}
	storeScans.Unlock()
	return w
}

func (c *checker) scanStore(t *models.Model, tree *syntax.Tree, p string, w map[string]string) {
	for _, a := range tree.Root.Find("assignment_expression") {
		left := a.Child("left")
		if left == nil || left.Kind != "subscript_expression" {
			continue
		}
		kids := left.NamedChildren()
		if len(kids) != 2 || kids[0].Kind != "variable_name" || !t.ReceiverNames.MatchString(tree.Text(kids[0])) {
			continue
		}
		fr := &frame{c: c, f: &fn{node: tree.Root, tree: tree, path: p, name: "<store>"}, tree: tree, sum: &summary{},
			depth: 4, quiet: true}
		st := &state{vars: map[string]*val{}}
		key := fr.expr(kids[1], st)
		if !key.hasC {
			continue
		}
		if _, seen := w[phpStr(key.c)]; seen {
			continue
		}
		right := unparen(a.Child("right"))
		if right != nil && right.Kind == "variable_name" {
			if prev := assignedBefore(tree, a, tree.Text(right)); prev != nil {
				st.vars[tree.Text(right)] = fr.expr(prev.Child("right"), st)
			}
		}
		if v := fr.expr(right, st).tt(); v != nil && v.flow != nil {
			w[phpStr(key.c)] = path.Base(p) + " line " + itoa(a.Line)
		}
	}
}

// assignedBefore is the last assignment to a variable before n in n's
// function (or the file's top level).
func assignedBefore(tree *syntax.Tree, n *syntax.Node, name string) *syntax.Node {
	scope := n.Ancestor("function_definition", "method_declaration", "anonymous_function_creation_expression")
	if scope == nil {
		scope = tree.Root
	}
	var last *syntax.Node
	for _, a := range scope.Find("assignment_expression") {
		if a.End >= n.Start {
			break
		}
		if l := a.Child("left"); l != nil && l.Kind == "variable_name" && tree.Text(l) == name {
			last = a
		}
	}
	return last
}
