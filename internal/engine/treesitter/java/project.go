package java

import (
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Calls into classes declared in other files of the project are resolved
// the way javac resolves a type name (a single-type import, the file's own
// package, then the on-demand imports; or a fully qualified name), the
// class's file is found by Java's naming rule (public class C lives in
// C.java, its package declaration confirmed), and its methods get the same
// summaries as this file's. Their sinks are reported at the call in the
// file under review, with the path through the helper.

const (
	// maxDepth is how far calls are followed across files: the file under
	// review (0), the files it calls (1) and the files those call (2),
	// whose own calls into the project are treated as unknown.
	maxDepth = 2
	// maxReads bounds the files one analysis reads.
	maxReads = 20
	// fieldBase is the first bit of a val's params that stands for a field
	// of the receiver rather than a parameter: parameters use bits 0-31.
	fieldBase = 32
	maxParams = fieldBase
	maxFields = 64 - fieldBase
)

// project is what one file's analysis has read of the project.
type project struct {
	p      analysis.Project
	self   string
	byName map[string][]string // file base name → paths
	reads  int
	files  map[string]*checker   // path → its analysis; nil when unreadable
	found  map[string]*classInfo // qualified name → class; nil when absent
	ix     *index
}

// classInfo is one class, interface, enum or record declaration.
type classInfo struct {
	c       *checker
	name    string
	decl    *syntax.Node
	iface   bool
	topLvl  bool
	fields  []fieldInfo
	methods map[string][]*method
	// inits are the fields' initial values, computed on first use.
	inits []*val
}

type fieldInfo struct {
	name string
	typ  string
	init *syntax.Node
}

func (ci *classInfo) field(name string) int {
	for i, fd := range ci.fields {
		if fd.name == name {
			return i
		}
	}
	return -1
}

// instance is an object whose construction the analysis saw: its fields'
// values, in the order of the class's fields.
type instance struct {
	cls    *classInfo
	fields []*val
}

// fstep is a step of a sink summary's flow.
type fstep struct {
	line       int
	what, file string
}

func labelled(line int, what, file string) analysis.Step {
	if file != "" {
		what = file + ": " + what
	}
	return analysis.Step{Line: line, What: what}
}

func fsteps(s *step) []fstep {
	var out []fstep
	for ; s != nil; s = s.prev {
		out = append(out, fstep{s.line, s.what, s.file})
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

func toFlow(fs []fstep) analysis.Flow {
	out := make(analysis.Flow, 0, len(fs))
	for _, s := range fs {
		out = append(out, labelled(s.line, s.what, s.file))
	}
	return out
}

// relabel marks the steps of a flow from another file with its name.
func relabel(s *step, file string) *step {
	if s == nil || file == "" {
		return s
	}
	var chain []*step
	for x := s; x != nil; x = x.prev {
		chain = append(chain, x)
	}
	var out *step
	for i := len(chain) - 1; i >= 0; i-- {
		x := *chain[i]
		x.prev = out
		if x.file == "" {
			x.file = file
		}
		out = &x
	}
	return out
}

func relabelF(fs []fstep, file string) []fstep {
	out := make([]fstep, len(fs))
	for i, s := range fs {
		if s.file == "" {
			s.file = file
		}
		out[i] = s
	}
	return out
}

// relabelVal marks v's flow as coming from file.
func relabelVal(v *val, file string) *val {
	if v == nil || v.flow == nil || file == "" {
		return v
	}
	n := *v
	n.flow = relabel(v.flow, file)
	return &n
}

// load reads and indexes another file of the project.
func (p *project) load(rel string, depth int) *checker {
	if c, ok := p.files[rel]; ok {
		return c
	}
	if p.reads >= maxReads {
		return nil
	}
	p.reads++
	p.files[rel] = nil
	tree, ok := p.p.Tree(rel)
	if !ok || tree == nil {
		return nil
	}
	c := newFileChecker(tree, path.Base(rel), p.ix)
	c.foreign, c.depth, c.proj = true, depth, p
	c.collect()
	p.files[rel] = c
	return c
}

// class finds the top-level class pkg.name in the project.
func (p *project) class(pkg, name string, depth int) *classInfo {
	key := pkg + "." + name
	if ci, ok := p.found[key]; ok {
		return ci
	}
	p.found[key] = nil
	if p.byName == nil {
		p.byName = map[string][]string{}
		for _, rel := range p.p.Files(syntax.Java) {
			p.byName[path.Base(rel)] = append(p.byName[path.Base(rel)], rel)
		}
	}
	for _, rel := range p.byName[name+".java"] {
		if rel == p.self {
			continue
		}
		c := p.load(rel, depth)
		if c == nil || c.pkg != pkg {
			continue
		}
		if ci := c.types[name]; ci != nil && ci.topLvl {
			p.found[key] = ci
			return ci
		}
	}
	return nil
}

// resolve finds the class a type name denotes: one of this file, or one
// of the project's that this file may name.
func (c *checker) resolve(t string) *classInfo {
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t), "[]"))
	if t == "" {
		return nil
	}
	if !strings.Contains(t, ".") {
		if ci := c.types[t]; ci != nil {
			return ci
		}
		if c.proj == nil || c.depth >= maxDepth {
			return nil
		}
		if fq, ok := c.imports[t]; ok {
			return c.proj.class(fq[:strings.LastIndexByte(fq, '.')], t, c.depth+1)
		}
		if ci := c.proj.class(c.pkg, t, c.depth+1); ci != nil {
			return ci
		}
		for _, pkg := range c.onDemand {
			if ci := c.proj.class(pkg, t, c.depth+1); ci != nil {
				return ci
			}
		}
		return nil
	}
	if c.proj == nil || c.depth >= maxDepth {
		return nil
	}
	i := strings.LastIndexByte(t, '.')
	pkg, name := t[:i], t[i+1:]
	if name == "" || !isUpper(name) || isUpper(pkg) {
		return nil
	}
	return c.proj.class(pkg, name, c.depth+1)
}

func isUpper(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }

// targets returns the methods a call with a receiver may run when the
// receiver is an object whose class the analysis knows, or names (by its
// static type or as a class name) a class in another file. fields gives
// the receiver's field values. exact: no other method can run instead (the
// object's class is known, or the method is static, private or final, or
// its class final).
func (f *frame) targets(obj *syntax.Node, name string, rv *val, nargs int) (ms []*method, inst *instance, exact bool) {
	if obj == nil || rv == nil {
		return nil, nil, false
	}
	var ci *classInfo
	switch {
	case rv.inst != nil:
		ci = rv.inst.cls
	case obj.Kind == "identifier":
		id := f.c.text(obj)
		_, isVar := f.env[id]
		if t, ok := f.qtypes[id]; ok {
			ci = f.c.resolve(t)
		} else if !isVar && isUpper(id) && f.c.consts[id] == nil {
			ci = f.c.resolve(id)
		}
	case obj.Kind == "field_access" || obj.Kind == "scoped_identifier":
		t := f.c.text(obj)
		root := t
		if i := strings.IndexByte(t, '.'); i >= 0 {
			root = t[:i]
		}
		if _, isVar := f.env[root]; !isVar && !isUpper(root) {
			ci = f.c.resolve(strings.Join(strings.Fields(t), ""))
		}
	}
	if ci == nil || (ci.c == f.c && rv.inst == nil) {
		return nil, nil, false
	}
	exact = rv.inst != nil || modifier(ci.c, ci.decl, "final")
	for _, m := range ci.methods[name] {
		if len(m.params) == nargs && m.decl.Kind == "method_declaration" && m.decl.Child("body") != nil {
			ms = append(ms, m)
			if m.static || modifier(ci.c, m.decl, "private") || modifier(ci.c, m.decl, "final") {
				exact = true
			}
		}
	}
	return ms, rv.inst, exact
}

// modifier reports whether a declaration has a modifier keyword.
func modifier(c *checker, decl *syntax.Node, word string) bool {
	mods := decl.FirstNamed("modifiers")
	if mods == nil {
		return false
	}
	for _, x := range mods.Children {
		if !x.Named && x.Kind == word {
			return true
		}
	}
	return false
}

// initFields computes the initial values of a class's fields.
func (ci *classInfo) initFields() []*val {
	if ci.inits == nil {
		ci.inits = make([]*val, len(ci.fields))
		g := &frame{c: ci.c, env: map[string]*val{}, types: map[string]string{}, qtypes: map[string]string{}}
		for i, fd := range ci.fields {
			ci.inits[i] = clean
			if fd.init != nil {
				ci.inits[i] = g.eval(fd.init)
			}
		}
	}
	return ci.inits
}

// newInstance builds the object new C(args) makes, running the matching
// constructor's summary.
func (f *frame) newInstance(n *syntax.Node, ci *classInfo, av []*val) *instance {
	ctors := ci.methods[ci.name]
	var ctor *method
	hasCtor := false
	for _, m := range ctors {
		if m.decl.Kind == "constructor_declaration" || m.decl.Kind == "compact_constructor_declaration" {
			hasCtor = true
			if len(m.params) == len(av) {
				ctor = m
			}
		}
	}
	if ci.iface || (hasCtor && ctor == nil) {
		return nil
	}
	inst := &instance{cls: ci, fields: make([]*val, len(ci.fields))}
	if ctor == nil {
		copy(inst.fields, ci.initFields())
		return inst
	}
	f.applySummaries(n, []*method{ctor}, av, nil, nil)
	if ctor.state != 2 || ctor.fieldsOut == nil {
		return nil
	}
	callText := analysis.Short(f.c.text(n))
	for i, fv := range ctor.fieldsOut {
		inst.fields[i] = f.instantiate(fv, ctor, n.Line, callText, av, nil, nil)
	}
	return inst
}

// instantiate turns a summary value of method m (its parameters and the
// receiver's fields as bits) into the value at a call: the arguments' and
// the receiver's fields' values where the bits were. fieldVal gives field
// i of the receiver; rv is the receiver's value when no instance is known.
func (f *frame) instantiate(s *val, m *method, line int, callText string, av []*val, fieldVal func(int) *val, rv *val) *val {
	if s == nil {
		return clean
	}
	foreign := m.c != f.c
	r := &val{k: s.k, c: s.c, obj: s.obj, san: s.san}
	if s.k != 0 {
		r.flow = s.flow
		if foreign {
			r.flow = relabel(s.flow, m.c.file)
		}
	}
	r.opaque = s.opaque && s.params == 0
	for b := 0; b < 64; b++ {
		if s.params&(1<<uint(b)) == 0 {
			continue
		}
		var a *val
		switch {
		case b < fieldBase && b < len(av):
			a = av[b]
		case b < fieldBase:
			continue
		case fieldVal != nil:
			a = fieldVal(b - fieldBase)
		case rv != nil:
			a = taintOf(rv)
		default:
			a = &val{opaque: true}
		}
		if a == nil {
			continue
		}
		if k := f.c.ix.source(a.obj, true); k != 0 {
			// A helper that draws from the generator it is given.
			a = &val{k: k, flow: a.flow.push(line, callText)}
		}
		r = union(r, withStep(a, line, callText))
		r.c = nil
	}
	if s.obj != objNone {
		r.obj = s.obj
	}
	r.san |= s.san
	if s.model && s.params == 0 {
		r.model, r.elems, r.keys = true, s.elems, s.keys
	}
	if s.inst != nil {
		inst := &instance{cls: s.inst.cls, fields: make([]*val, len(s.inst.fields))}
		for i, fv := range s.inst.fields {
			inst.fields[i] = f.instantiate(fv, m, line, callText, av, fieldVal, rv)
		}
		r.inst = inst
	}
	return r
}
