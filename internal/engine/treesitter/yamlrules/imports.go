package yamlrules

import (
	"context"
	"sort"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Imports spelled out: a Python rule is written for the documented
// spelling of a call, os.chmod(path, 0o777), and the same call reads
// chmod(path, 0o777) after `from os import chmod`, or o.chmod(...) after
// `import os as o`. Rather than every rule listing every spelling, a
// Python file that imports so is matched a second time as a copy in which
// those uses are written out in full (chmod( → os.chmod(, o. → os.) and
// the imports bind the modules (import os; from os import chmod; import
// os). A name is written out only where its import is its one binding in
// the file (no assignment, parameter, function or second import of the
// name anywhere, as for constants) and the path's first name is bound by
// nothing else; and only where it is called or is the object of a call
// (from os import path; path.join(a, b)), where it is a class or constant
// read as a value (from ssl import CERT_NONE), or, imported as a module
// under another name, is the object of an attribute: `from flask import
// request` leaves request.args as written, which the request sources
// name. The copy runs the rules that name a part of a written-out path
// and whose negative conditions name none of the written-out names, and
// reports what the file itself does not have (the same rule on the same
// lines), also on lines it did not change (import tarfile as t; tf =
// t.open(p) makes tf.extractall() a tar's), without the suggested fix,
// whose offsets are the copy's.

// spelledOut returns the copy of a Python file with its imported names
// written out in full and what it wrote, or nil when it writes nothing.
func spelledOut(t *syntax.Tree) (*syntax.Tree, *spelling) {
	if t.Lang != syntax.Python {
		return nil, nil
	}
	imp := importedNames(t)
	if len(imp.full) == 0 {
		return nil, nil
	}
	edits := spelledEdits(t, imp)
	if len(edits) == 0 {
		return nil, nil
	}
	var b strings.Builder
	sp := &spelling{lines: map[int][]int{}, names: map[string]bool{}, words: map[string]bool{}}
	at := uint32(0)
	for _, e := range edits {
		b.Write(t.Src[at:e.start])
		b.WriteString(e.text)
		at = e.end
		if e.name == "" {
			continue // an import statement
		}
		sp.lines[e.line] = append(sp.lines[e.line], imp.line[e.name])
		sp.names[e.name] = true
		for _, w := range strings.Split(e.text, ".") {
			sp.words[w] = true
		}
	}
	b.Write(t.Src[at:])
	copyTree, err := syntax.Parse(context.Background(), syntax.Python, []byte(b.String()))
	if err != nil {
		return nil, nil
	}
	return copyTree, sp
}

// edit replaces start..end of the source with text; name is the name a
// use of which it writes out ("" for an import statement).
type edit struct {
	start, end uint32
	line       int
	text, name string
}

// spelledEdits are the edits that write a file's imported names out, in
// source order: each use, and its import made to bind the module (import
// os as o becomes import os; from os import chmod gains ; import os on
// its line), so that a rule that asks for the module's import finds it.
func spelledEdits(t *syntax.Tree, imp imports) []edit {
	binds := map[string]int{}
	var uses []*syntax.Node
	t.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind != "identifier" || n.Parent == nil || moduleNamePart(n) {
			return true
		}
		if _, ok := bindsName(t, n); ok {
			binds[t.Text(n)]++
		} else if imp.full[t.Text(n)] != "" && spelledPosition(t, n, imp.modules[t.Text(n)]) {
			uses = append(uses, n)
		}
		return true
	})
	var edits []edit
	stmts := map[*syntax.Node]bool{}
	for _, n := range uses {
		name := t.Text(n)
		full := imp.full[name]
		// the written-out path must mean the module: its first name is
		// bound by nothing else (from datetime import datetime makes
		// datetime.timedelta the class's attribute, not the module's)
		top, _, _ := strings.Cut(full, ".")
		if binds[name] != 1 || binds[top] != 0 && !(imp.plain[top] && binds[top] == 1) {
			continue
		}
		edits = append(edits, edit{start: n.Start, end: n.End, line: n.Line, text: full, name: name})
		if st := imp.stmt[name]; !stmts[st] {
			stmts[st] = true
			edits = append(edits, importEdit(t, st, name, imp))
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	return edits
}

// importEdit makes the import of a written-out name bind its module: the
// alias of `import a.b as z` dropped, `; import a.b` after `from a.b
// import f`.
func importEdit(t *syntax.Tree, st *syntax.Node, name string, imp imports) edit {
	if st.Kind == "aliased_import" {
		return edit{start: st.Start, end: st.End, line: st.Line, text: imp.full[name]}
	}
	module := strings.TrimSuffix(imp.full[name], "."+imp.from[name])
	return edit{start: st.End, end: st.End, line: st.EndLine, text: "; import " + module}
}

// spelling is what the copy wrote out.
type spelling struct {
	// lines maps each changed line to the lines of the imports of the
	// names written out there.
	lines map[int][]int
	// names are the names written out (chmod), words the parts of their
	// paths (os, chmod).
	names, words map[string]bool
}

// spelledPosition reports whether a use of an imported name is one the
// copy writes out: called, the object of a call (path.join(...)), for a
// module imported under another name the object of any attribute, and a
// class or constant (a capitalized name: Loader=UnsafeLoader,
// setopt(SSL_VERIFYPEER, 0)) wherever it is read.
func spelledPosition(t *syntax.Tree, n *syntax.Node, module bool) bool {
	p := n.Parent
	switch {
	case n.Field == "function" && p.Kind == "call":
		return true
	case n.Field == "object" && p.Kind == "attribute":
		return module || p.Field == "function" && p.Parent != nil && p.Parent.Kind == "call"
	}
	name := t.Text(n)
	return !module && name[0] >= 'A' && name[0] <= 'Z' && !useFields[n.Field] && p.Kind != "decorator"
}

// imports are the names a Python file's absolute imports bind.
type imports struct {
	// full maps each name bound under another spelling to its dotted
	// path (import a.b as z: z is a.b; from a.b import f as g: g is
	// a.b.f); modules tells which of them name a module (import a.b as z).
	full    map[string]string
	modules map[string]bool
	// plain are the names import a.b binds (a), already written in full.
	plain map[string]bool
	// line is the line of the import that binds a name; stmt, for a
	// module under another name its aliased_import, else its from-import
	// statement; from, for a from-import, the imported name (f of from
	// a.b import f as g).
	line map[string]int
	stmt map[string]*syntax.Node
	from map[string]string
}

func importedNames(t *syntax.Tree) imports {
	imp := imports{full: map[string]string{}, modules: map[string]bool{}, plain: map[string]bool{}, line: map[string]int{},
		stmt: map[string]*syntax.Node{}, from: map[string]string{}}
	for _, st := range t.Root.Find("import_statement", "import_from_statement") {
		module := ""
		if st.Kind == "import_from_statement" {
			m := st.Child("module_name")
			if m == nil || m.Kind != "dotted_name" || t.Text(m) == "__future__" {
				continue // relative imports name the project's own modules
			}
			module = t.Text(m) + "."
		}
		for _, c := range st.ChildrenOf("name") {
			name, bound := c, c
			if c.Kind == "aliased_import" {
				name, bound = c.Child("name"), c.Child("alias")
			}
			if name == nil || bound == nil {
				continue
			}
			if module == "" && c.Kind != "aliased_import" {
				top, _, _ := strings.Cut(t.Text(name), ".")
				imp.plain[top] = true
				continue
			}
			if strings.Contains(t.Text(bound), ".") {
				continue
			}
			imp.full[t.Text(bound)] = module + t.Text(name)
			imp.line[t.Text(bound)] = c.Line
			imp.stmt[t.Text(bound)] = st
			if module == "" {
				imp.stmt[t.Text(bound)] = c
			} else {
				imp.from[t.Text(bound)] = t.Text(name)
			}
			imp.modules[t.Text(bound)] = module == ""
		}
	}
	return imp
}

// moduleNamePart reports whether an identifier in an import names a
// module rather than binding a name: from a.b import f (a, b), import a.b
// as z (a, b), import a.b (b).
func moduleNamePart(n *syntax.Node) bool {
	p := n.Parent
	if p.Kind != "dotted_name" || p.Parent == nil {
		return false
	}
	switch {
	case p.Field == "module_name":
		return true
	case p.Parent.Kind == "aliased_import":
		return p.Field == "name"
	case p.Parent.Kind == "import_statement":
		return n != firstNamed(p)
	}
	return false
}

// reported are the findings of a file, by rule and lines, and the lines
// each rule reported.
type reported struct {
	ranges map[string]bool
	lines  map[string]map[int]bool
}

func newReported() *reported {
	return &reported{ranges: map[string]bool{}, lines: map[string]map[int]bool{}}
}

func (r *reported) add(d engine.Diagnostic) {
	r.ranges[d.Rule+" "+d.Lines.String()] = true
	if r.lines[d.Rule] == nil {
		r.lines[d.Rule] = map[int]bool{}
	}
	for l := d.Lines.Start; l <= d.Lines.End; l++ {
		r.lines[d.Rule][l] = true
	}
}

// runSpelledOut matches the copy of a file with its imports written out
// and reports what it adds to the file's own findings: a finding the file
// does not have, whose rule did not already report the import of a name
// written out there (a rule about a deprecated function reports its
// import, not every call).
func runSpelledOut(pass *analysis.Pass, ix *index, own *reported) {
	copyTree, sp := spelledOut(pass.Tree)
	if copyTree == nil {
		return
	}
	lines := sp.lines
	ix = copyRules(ix, sp)
	p := *pass
	p.Tree = copyTree
	var everyImport []int
	for _, ls := range lines {
		everyImport = append(everyImport, ls...)
	}
	p.Report = func(d engine.Diagnostic) {
		// the imports of the names written out on the finding's lines, or
		// on a line it does not cover (a tarfile.open whose result
		// reaches tf.extractall), of every name written out
		var imported []int
		for l := d.Lines.Start; l <= d.Lines.End; l++ {
			imported = append(imported, lines[l]...)
		}
		if len(imported) == 0 {
			imported = everyImport
		}
		for _, l := range imported {
			if own.lines[d.Rule][l] {
				return
			}
		}
		if own.ranges[d.Rule+" "+d.Lines.String()] {
			return
		}
		own.add(d)
		d.Fixes = nil
		pass.Report(d)
	}
	run(&p, ix, 0, nil)
}

// copyRules are the rules of ix that the copy runs: those whose query,
// conditions or sources name a part of a written-out path (os or chmod for
// chmod( → os.chmod(), and whose negative conditions do not name a
// written-out name (a sanitizer written ObjectId(...), a not-inside about
// `from datetime import datetime`): in the copy those would no longer see
// what the file wrote.
func copyRules(ix *index, sp *spelling) *index {
	mentions := func(ruleWords, words map[string]bool) bool {
		for w := range words {
			if ruleWords[w] {
				return true
			}
		}
		return false
	}
	seen := map[*compiled]bool{}
	var keep []*compiled
	add := func(cs []*compiled) {
		for _, c := range cs {
			if !seen[c] {
				seen[c] = true
				if mentions(c.positive, sp.words) && !mentions(c.negative, sp.names) {
					keep = append(keep, c)
				}
			}
		}
	}
	add(ix.any)
	kinds := make([]string, 0, len(ix.byKind))
	for k := range ix.byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		add(ix.byKind[k])
	}
	return newIndex(keep)
}
