package python

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// The project's other modules: a call of a function or class that the file
// imports from the project is followed into that module, as calls of the
// file's own functions are.
const (
	// maxDepth: the file under review is 0, its modules 1, and theirs 2;
	// the modules at 2 leave their own imports unknown.
	maxDepth = 2
	// maxModules is how many project files one pass may read, so that a
	// file importing half the project is still analyzed quickly.
	maxModules = 20
	// maxInline bounds the analyses for one call nested in each other (an
	// instance made inside a method analyzed for a call): each level
	// multiplies the work, and at 4 Django's review took twice as long.
	maxInline = 2
)

// project is what one pass knows of the project's other modules.
type project struct {
	p      analysis.Project
	files  map[string]bool     // the project's Python files, read when first needed
	mods   map[string]*checker // by path; nil when it could not be read
	budget int
	inline int // analyses for one call in progress
}

// newProject: p may be nil (no other file to read).
func newProject(p analysis.Project) *project {
	return &project{p: p, mods: map[string]*checker{}, budget: maxModules}
}

// instance is an object of a class of another module: what its __init__
// stored on it, in the caller's values.
type instance struct {
	m     *checker
	class string
	attrs map[string]*val
}

// label names a place in another module for a flow's step, so that a
// reader of the message knows which file its line is in.
func (c *checker) label(s string) string {
	if !c.sub {
		return s
	}
	return c.pass.Path + ": " + s
}

func (pr *project) has(p string) bool {
	if pr.files == nil {
		pr.files = map[string]bool{}
		for _, f := range pr.p.Files(syntax.Python) {
			pr.files[f] = true
		}
	}
	return pr.files[p]
}

// moduleFile finds the file of a module, absolute (a.b) or relative
// (.a.b, ..a): relative to the importing file's package, else from the
// review root, else from each ancestor directory of the importing file that
// is not itself a package (a src/ directory, a scripts' directory): those
// are the directories a Python path holds.
func (c *checker) moduleFile(mod string) string {
	pr := c.proj
	try := func(dir, rel string) string {
		base := path.Join(dir, rel)
		if rel == "" {
			base = dir
		}
		switch {
		case rel != "" && pr.has(base+".py"):
			return base + ".py"
		case pr.has(path.Join(base, "__init__.py")):
			return path.Join(base, "__init__.py")
		}
		return ""
	}
	up := func(d string) string {
		if d = path.Dir(d); d == "." || d == "/" {
			return ""
		}
		return d
	}
	dir := up(c.pass.Path)
	rest := strings.TrimLeft(mod, ".")
	rel := strings.ReplaceAll(rest, ".", "/")
	if level := len(mod) - len(rest); level > 0 {
		for range level - 1 {
			if dir == "" {
				return ""
			}
			dir = up(dir)
		}
		return try(dir, rel)
	}
	if rel == "" {
		return ""
	}
	if p := try("", rel); p != "" {
		return p
	}
	for d := dir; d != ""; d = up(d) {
		if pr.has(path.Join(d, "__init__.py")) {
			continue
		}
		if p := try(d, rel); p != "" {
			return p
		}
	}
	return ""
}

// resolve finds what a dotted name (an import followed by attributes)
// denotes in the project: a module and a name in it.
func (c *checker) resolve(q string) (*checker, string) {
	rest := strings.TrimLeft(q, ".")
	dots := q[:len(q)-len(rest)]
	parts := strings.Split(rest, ".")
	k := len(parts) - 1 // the module, then one name (a.b.C.m is not followed)
	if k == 0 && dots == "" {
		return nil, ""
	}
	// from . import f: f in the package's __init__.py
	if p := c.moduleFile(dots + strings.Join(parts[:k], ".")); p != "" {
		if m := c.module(p); m != nil {
			return m, parts[k]
		}
	}
	return nil, ""
}

// constName is the convention for a module's constants.
var constName = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)

// moduleConst is the value of a constant of another module of the
// project (settings.DEBUG, from .config import MODE), if it has one.
func (c *checker) moduleConst(q string) (*val, bool) {
	if c.proj.p == nil || c.depth >= maxDepth || !constName.MatchString(q[strings.LastIndex(q, ".")+1:]) {
		return nil, false
	}
	m, name := c.resolve(q)
	if m == nil {
		return nil, false
	}
	v, ok := m.globals[name]
	return v, ok
}

// classFuncs are the methods named so of a class of module m, its own or
// those of its bases defined in m.
func classFuncs(m *checker, class, name string) []*fn {
	for range 5 {
		var fs []*fn
		for _, f := range m.funcs[name] {
			if f.class == class {
				fs = append(fs, f)
			}
		}
		if len(fs) > 0 {
			return fs
		}
		class = m.baseOf(class)
		if class == "" {
			return nil
		}
	}
	return nil
}

// baseOf is the first base of a class of the file, when the file defines
// it too.
func (c *checker) baseOf(class string) string {
	base := ""
	for _, n := range c.tree.Root.NamedChildren() {
		if n.Kind == "decorated_definition" {
			n = n.Child("definition")
		}
		if n == nil || n.Kind != "class_definition" || c.text(n.Child("name")) != class || n.Child("superclasses") == nil {
			continue
		}
		if bs := n.Child("superclasses").NamedChildren(); len(bs) > 0 && bs[0].Kind == "identifier" && c.classes[c.text(bs[0])] {
			base = c.text(bs[0])
		}
	}
	return base
}

// module reads and prepares a module of the project, once per pass.
func (c *checker) module(p string) *checker {
	pr := c.proj
	if m, ok := pr.mods[p]; ok {
		return m
	}
	if pr.budget <= 0 {
		return nil
	}
	pr.budget--
	t, ok := pr.p.Tree(p)
	if !ok {
		pr.mods[p] = nil
		return nil
	}
	m := newChecker(&analysis.Pass{Analyzer: c.pass.Analyzer, Path: p, Tree: t, Report: func(engine.Diagnostic) {}}, c.models)
	m.proj, m.depth, m.sub = pr, c.depth+1, true
	pr.mods[p] = m
	m.prepare()
	return m
}

// projectCall applies what a function or class of another module of the
// project does to a call of it; nil when q is not one.
func (fr *frame) projectCall(n *syntax.Node, q string, a *args, st *state) *val {
	c := fr.c
	if c.proj.p == nil || c.depth >= maxDepth {
		return nil
	}
	m, name := c.resolve(q)
	if m == nil {
		return nil
	}
	v := fr.moduleValue(n, m, name, a)
	if v != nil && v.tt() != nil && hostArg(a) {
		// given a URL whose host the application fixed, it returns what
		// it builds on that URL (the summary joins what each parameter is
		// sanitized for, and would lose that)
		v = v.clone()
		v.t = v.tt().sanitize(cRedirect | cSSRF)
		v.seq, v.items, v.dict, v.keys = false, nil, false, nil
	}
	return v
}

// moduleValue is what a call of name in module m returns.
func (fr *frame) moduleValue(n *syntax.Node, m *checker, name string, a *args) *val {
	var fs []*fn
	for _, f := range m.funcs[name] {
		if f.class == "" && f.node.Ancestor("function_definition", "class_definition") == nil {
			fs = append(fs, f)
		}
	}
	if len(fs) > 0 {
		if a.req {
			// the request object itself: what the function reads of it
			// is request data, what it makes of it (a user, a language)
			// is not, so it is analyzed with that object
			var out *val
			for _, f := range fs {
				if g := fr.inContext(n, f, a, 0, nil); g != nil {
					out = join(out, fr.through(n, g.retVal))
				} else {
					out = join(out, fr.applySummary(n, []*fn{f}, a, 0))
				}
			}
			return out
		}
		return fr.applySummary(n, fs, a, 0)
	}
	if m.classes[name] {
		return fr.construct(n, m, name, a)
	}
	return nil
}

// construct makes an instance of another module's class: its __init__ is
// analyzed with the call's values, and what it stores on self are the
// instance's attributes.
func (fr *frame) construct(n *syntax.Node, m *checker, name string, a *args) *val {
	kind := "inst:" + name // the file's own class: its methods are found by name when obj is lost (a summary's return)
	if m != fr.c {
		kind = "inst:" + m.pass.Path + ":" + name
	}
	v := &val{t: a.taint(), rnd: a.all.rnd, kind: kind}
	for _, f := range classFuncs(m, name, "__init__") {
		g := fr.inContext(n, f, a, 1, nil)
		if g == nil {
			return v
		}
		v.obj = &instance{m: m, class: name, attrs: g.selfOut}
		if a.req {
			v.t = nil // it holds the request object, not data read from it
		}
		return v
	}
	// no __init__ of its own (inherited, a dataclass): what it holds is
	// unknown, and what its methods return carries its arguments
	v.obj = &instance{m: m, class: name}
	return v
}

// instanceCall calls a method of another module's class on an instance.
func (fr *frame) instanceCall(n, recvN *syntax.Node, recv *val, method string, a *args, st *state) *val {
	o := recv.obj
	fs := classFuncs(o.m, o.class, method)
	if len(fs) == 0 {
		for _, v := range o.attrs {
			if v.kind == "request" && reqObjGetter(method) {
				// a getter it inherits from elsewhere, on the request it holds
				return fr.requestPart(n, &val{})
			}
		}
		return nil
	}
	var out *val
	for _, f := range fs {
		var r *val
		if a.req || holdsData(o.attrs) || f.usesSelf && holdsConst(o.attrs) {
			if g := fr.inContext(n, f, a, 1, o.attrs); g != nil {
				r = fr.through(n, g.retVal)
			}
		}
		if r == nil {
			// the summary: also when the analyses for one call are
			// nested too deep, or the method is being analyzed
			r = fr.applySummary(n, []*fn{f}, a, 1)
			if r != nil && f.usesSelf {
				r = join(r, &val{t: recv.tt()})
			}
		}
		if r == nil {
			r = konst(noneT{})
		}
		out = join(out, r)
		if f.name != "__init__" && storesSelf(f) && recvN != nil {
			// a setter: what the object holds is no longer known
			nv := recv.clone()
			nv.obj = &instance{m: o.m, class: o.class}
			nv.t = union(nv.t, union(a.taint(), joinAttrs(o.attrs)))
			fr.setVar(recvN, nv, st)
		}
	}
	return out
}

// holdsConst says whether an instance's attributes hold constants a
// method may return or branch on. Attributes of the application's other
// values leave the method's summary as good as an analysis for the call.
func holdsConst(attrs map[string]*val) bool {
	for _, v := range attrs {
		if v.hasC && v.c != (noneT{}) || v.constish {
			return true
		}
	}
	return false
}

// holdsData says whether an instance's attributes hold request data or
// the calling function's parameters.
func holdsData(attrs map[string]*val) bool {
	for _, v := range attrs {
		if v.kind == "request" || v.tt() != nil {
			return true
		}
	}
	return false
}

func joinAttrs(attrs map[string]*val) *taint {
	var t *taint
	for _, v := range attrs {
		t = union(t, v.tt())
	}
	return t
}

// storesSelf says whether a method assigns attributes of its object.
func storesSelf(f *fn) bool {
	if len(f.params) == 0 || f.params[0] == "" {
		return false
	}
	self := f.params[0] + "."
	found := false
	f.node.Child("body").Walk(func(n *syntax.Node) bool {
		if n.Kind == "assignment" || n.Kind == "augmented_assignment" {
			if l := n.Child("left"); l != nil && strings.HasPrefix(f.c.text(l), self) {
				found = true
			}
		}
		return !found
	})
	return found
}

// inContext analyzes a function of another module for one call: its
// parameters are the call's values (skip: the leading self), self's
// attributes are the instance's. Request data that reaches a sink inside is
// reported at the call, and a parameter of the calling function that does
// goes into its summary. nil when the analyses are nested too deep.
func (fr *frame) inContext(n *syntax.Node, f *fn, a *args, skip int, self map[string]*val) *fn {
	pr := fr.c.proj
	if pr.inline >= maxInline || f.state == 1 {
		return nil
	}
	pr.inline++
	defer func() { pr.inline-- }()
	g := *f
	g.state, g.sum, g.selfOut, g.retVal = 0, summary{}, nil, nil
	g.selfIn = self
	if g.selfIn == nil && skip > 0 {
		g.selfIn = map[string]*val{}
	}
	g.bound = bindArgs(f, a, skip)
	m := f.c
	defer func(r func(*analysis.Rule, finding.Severity, analysis.Flow)) { m.onReport = r }(m.onReport)
	m.onReport = fr.c.reporter(n)
	m.analyze(&g)
	for _, s := range g.sum.sinks {
		// the caller's parameters reach a sink in the module: part of the
		// caller's summary, at this call
		if fr.f != nil {
			node := n
			if m == fr.c {
				node = s.node
			}
			fr.f.addSink(paramSink{params: s.params, safe: s.safe, rule: s.rule, node: node,
				flow: append(analysis.Flow{{Line: n.Line, What: fr.c.label(fr.c.text(n))}}, s.flow...)})
		}
	}
	if g.retVal == nil {
		g.retVal = konst(noneT{})
	}
	return &g
}

// through is what an analysis for the call n returned, with the call in
// its path.
func (fr *frame) through(n *syntax.Node, v *val) *val {
	if !v.t.real() {
		return v
	}
	w := v.clone()
	w.t = v.t.step(n.Line, fr.c.label(fr.c.text(n)))
	return w
}

// bindArgs matches a call's arguments to a function's parameters.
func bindArgs(f *fn, a *args, skip int) map[string]*val {
	b := map[string]*val{}
	pn := f.node.Child("parameters").NamedChildren()
	named := 0
	for i, p := range f.params {
		if p == "" {
			continue
		}
		if i < skip {
			b[p] = &val{kind: "self"} // whatever it is called
			continue
		}
		switch pn[i].Kind {
		case "list_splat_pattern":
			v := clean
			for j := named; j < len(a.pos); j++ {
				v = join(v, a.pos[j].flat())
			}
			b[p] = v
			continue
		case "dictionary_splat_pattern":
			v := clean
			for _, x := range a.kw {
				v = join(v, x.flat())
			}
			b[p] = v
			continue
		}
		j := i - skip
		named = j + 1
		switch {
		case a.kw[p] != nil:
			b[p] = a.kw[p]
		case j < len(a.pos):
			b[p] = a.pos[j]
		case a.splat:
			b[p] = a.all
		default:
			b[p] = clean // its default: the module's own value
		}
	}
	return b
}
