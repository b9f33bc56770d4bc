package csharp

import (
	"bytes"
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// maxFiles bounds the other files read for one file's analysis.
const maxFiles = 20

// project reads the classes a file uses from the project's other files,
// found by the .NET convention of class C in C.cs (an interface IC is
// implemented by C), for their methods' summaries. The checkers of those
// files report nothing; a sink inside them is reported at the call.
type project struct {
	p     analysis.Project
	self  string
	ix    *index
	names map[string][]string // base name → paths
	files map[string]*checker
	read  int
	// extRead counts the extension files read (extensions).
	extRead int
	enums   map[string]bool
	others  map[string]bool
	ext     map[string][]*method
}

// extensions are the project's extension methods of a name: static
// methods whose first parameter is declared this, in the files named
// *Extensions.cs, where .NET code keeps the static classes that hold them
// (a file's text is searched for "Name(this" before it is parsed).
func (p *project) extensions(name string, depth int) []*method {
	if ms, ok := p.ext[name]; ok {
		return ms
	}
	if p.ext == nil {
		p.ext = map[string][]*method{}
	}
	var out []*method
	needle, generic := []byte(name+"(this "), []byte(name+"<")
	for _, rel := range p.p.Files(syntax.CSharp) {
		if !strings.HasSuffix(rel, "Extensions.cs") || rel == p.self {
			continue
		}
		data, ok := p.p.ReadFile(rel)
		if !ok || !bytes.Contains(data, needle) && !bytes.Contains(data, generic) {
			continue
		}
		fc, seen := p.files[rel]
		if !seen && p.extRead < maxFiles {
			// small helpers, on a budget of their own: a controller
			// that reached maxFiles through its services still hashes
			p.extRead++
			p.files[rel] = nil
			fc = p.parse(rel, depth)
		}
		if fc == nil {
			continue
		}
		for _, m := range fc.methods[name] {
			if m.body != nil && len(m.params) > 0 && strings.HasPrefix(fc.text(m.params[0]), "this ") {
				out = append(out, m)
			}
		}
	}
	p.ext[name] = out
	return out
}

// enumNamed reports whether the project's file named for a type declares
// it as an enum, and no other file of that name declares a class, struct,
// record or interface of it (two namespaces' Filter: which one a
// controller binds is not known, so the class's text counts); the answer
// is kept.
func (p *project) enumNamed(name string) bool {
	if v, ok := p.enums[name]; ok {
		return v
	}
	if p.enums == nil {
		p.enums, p.others = map[string]bool{}, map[string]bool{}
	}
	enum, other := false, false
	for _, rel := range p.byName(name + ".cs") {
		if tree, ok := p.p.Tree(rel); ok {
			enum = enum || declaresEnum(tree, name)
			other = other || declaresType(tree, name)
		}
	}
	p.enums[name] = enum && !other
	p.others[name] = other
	return p.enums[name]
}

// otherNamed reports whether a project file named for the type declares
// a class, struct, record or interface of it.
func (p *project) otherNamed(name string) bool {
	p.enumNamed(name)
	return p.others[name]
}

func (p *project) byName(base string) []string {
	if p.names == nil {
		p.names = map[string][]string{}
		for _, f := range p.p.Files(syntax.CSharp) {
			b := path.Base(f)
			p.names[b] = append(p.names[b], f)
		}
	}
	return p.names[base]
}

func (p *project) load(rel string, depth int) *checker {
	if c, ok := p.files[rel]; ok {
		return c
	}
	p.files[rel] = nil
	if rel == p.self || p.read >= maxFiles {
		return nil
	}
	p.read++
	return p.parse(rel, depth)
}

// parse reads and indexes a file of the project.
func (p *project) parse(rel string, depth int) *checker {
	tree, ok := p.p.Tree(rel)
	if !ok {
		return nil
	}
	c := &checker{ix: p.ix, tree: tree, methods: map[string][]*method{}, consts: map[string]*val{}, bound: map[string]*val{},
		reported: map[string]bool{}, fieldTypes: map[string]string{}, file: path.Base(rel), decls: p}
	if depth < 1 {
		c.proj = p
		c.depth = depth + 1
	}
	c.collect()
	p.files[rel] = c
	return c
}

// label names the file a step is in when it is not the file under review.
func (c *checker) label(what string) string {
	if c.file == "" {
		return what
	}
	return what + " in " + c.file
}

func cleanType(t string) string {
	t = strings.TrimSuffix(strings.TrimSpace(t), "?")
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	return t
}

// foreignTargets finds the methods a call on obj reaches in the project's
// other files: by the receiver's declared type, or a static class name.
func (f *frame) foreignTargets(obj *syntax.Node, name string) []*method {
	c := f.c
	if obj == nil {
		return nil
	}
	typ := ""
	switch obj.Kind {
	case "identifier":
		ot := c.text(obj)
		if t, ok := f.types[ot]; ok {
			typ = t
		} else if t, ok := c.fieldTypes[ot]; ok {
			typ = t
		} else if isUpper(ot) {
			typ = ot
		}
	case "member_access_expression":
		if e := obj.Child("expression"); e != nil && e.Kind == "this_expression" {
			typ = c.fieldTypes[c.text(obj.Child("name"))]
		}
	}
	typ = cleanType(typ)
	if typ == "" || typ == "var" || strings.Contains(typ, "[") {
		return nil
	}
	cands := []string{typ}
	if len(typ) > 2 && typ[0] == 'I' && isUpper(typ[1:]) {
		cands = append(cands, typ[1:])
	}
	for _, cand := range cands {
		for _, rel := range c.proj.byName(cand + ".cs") {
			fc := c.proj.load(rel, c.depth)
			if fc == nil {
				continue
			}
			var out []*method
			for _, m := range fc.methods[name] {
				if m.body != nil {
					out = append(out, m)
				}
			}
			if len(out) > 0 {
				return out
			}
		}
	}
	return nil
}

func isUpper(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }
