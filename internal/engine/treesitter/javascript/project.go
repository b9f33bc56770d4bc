package javascript

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// The project's other modules: a function, class or object of functions
// that the file imports by a relative path (require('./db'), import { f }
// from '../lib/db') is followed into its module, and a call of it is
// analyzed there with the call's values, as calls of the file's own
// functions are: what it returns (cleaned by a sanitizer, a constant) comes
// back, and input that reaches a sink inside is reported at the call, with
// the path through the module labelled with its file.
const (
	// maxDepth: the file under review is 0, its modules 1, and theirs 2;
	// the modules at 2 leave their own imports unknown.
	maxDepth = 2
	// maxModules is how many project files one pass may read, so that a
	// file importing half the project is still analyzed quickly.
	maxModules = 20
	// subBudget bounds the function analyses in one imported module for
	// the whole pass.
	subBudget = 1500
)

// moduleExts are the extensions Node and TypeScript try for a relative
// specifier without one, in the order they try them.
var moduleExts = []string{".js", ".ts", ".tsx", ".jsx", ".mjs", ".cjs", ".mts", ".cts"}

// project is what one pass knows of the project's other modules.
type project struct {
	p      analysis.Project
	root   string              // the file under review
	files  [][]string          // the project's JS/TS files by language, read when first needed
	mods   map[string]*checker // by path; nil when it could not be read
	budget int
	// tsconfigs are the tsconfig.json paths in force, by directory.
	tsconfigs map[string]*tsPaths
}

func newProject(p analysis.Project, root string) *project {
	return &project{p: p, root: root, mods: map[string]*checker{}, budget: maxModules}
}

func (pr *project) has(p string) bool {
	if pr.files == nil {
		for _, l := range []syntax.Lang{syntax.JavaScript, syntax.TypeScript, syntax.TSX} {
			pr.files = append(pr.files, pr.p.Files(l))
		}
	}
	for _, list := range pr.files {
		// sorted: a search, not a set built for each file analysed
		if _, ok := slices.BinarySearch(list, p); ok {
			return true
		}
	}
	return false
}

// label names a place in another module for a flow's step, so that a
// reader of the message knows which file its line is in.
func (c *checker) label(s string) string {
	if !c.sub {
		return s
	}
	return c.pass.Path + ": " + s
}

// moduleFile finds the file a specifier names, as Node and TypeScript
// resolve it: the path itself, with each extension, or its directory's
// index; './x.js' in TypeScript names x.ts; a bare specifier through the
// tsconfig.json's paths and baseUrl. Packages and paths outside the root
// are "".
func (c *checker) moduleFile(spec string) string {
	if spec != "." && spec != ".." && !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") {
		// A bare specifier: an alias of the tsconfig.json in force
		// ("@/lib/db", "lib/shopify" under baseUrl), else a package.
		if cfg := c.proj.tsconfig(path.Dir(c.pass.Path)); cfg != nil {
			for _, p := range cfg.aliased(spec) {
				if f := c.resolveFile(p); f != "" {
					return f
				}
			}
		}
		return ""
	}
	return c.resolveFile(path.Join(path.Dir(c.pass.Path), spec))
}

// resolveFile finds the module file at a root-relative path: the path
// itself, with each extension, or its directory's index.
func (c *checker) resolveFile(base string) string {
	if base == ".." || strings.HasPrefix(base, "../") || strings.HasPrefix(base, "/") {
		return ""
	}
	pr := c.proj
	if ext := path.Ext(base); ext != "" {
		if pr.has(base) {
			return base
		}
		stem := strings.TrimSuffix(base, ext)
		switch ext {
		case ".js", ".jsx":
			for _, x := range []string{".ts", ".tsx"} {
				if pr.has(stem + x) {
					return stem + x
				}
			}
		case ".mjs":
			if pr.has(stem + ".mts") {
				return stem + ".mts"
			}
		case ".cjs":
			if pr.has(stem + ".cts") {
				return stem + ".cts"
			}
		}
	}
	for _, x := range moduleExts {
		if pr.has(base + x) {
			return base + x
		}
	}
	for _, x := range moduleExts {
		if p := path.Join(base, "index"+x); pr.has(p) {
			return p
		}
	}
	return ""
}

// importModule is the namespace of the module a relative specifier names:
// its exports by name (default among them), or for CommonJS what it
// assigned to module.exports. nil when the module is not the project's,
// cannot be read, or is too far from the file under review.
func (c *checker) importModule(spec string) *val {
	if c.proj == nil || c.level >= maxDepth {
		return nil
	}
	p := c.moduleFile(spec)
	if p == "" || p == c.proj.root {
		return nil
	}
	m := c.module(p)
	if m == nil || m.ns == nil {
		return nil
	}
	ns := *m.ns
	ns.mod = c.normModule(spec)
	return &ns
}

// module reads and prepares a module of the project, once per pass: its
// top level runs (its imports, constants, functions and classes bound),
// its functions wait for calls.
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
	if !ok || isMinified(t.Src) {
		pr.mods[p] = nil
		return nil
	}
	m := newChecker(&analysis.Pass{Analyzer: c.pass.Analyzer, Path: p, Tree: t, Report: func(engine.Diagnostic) {}}, c.models)
	m.proj, m.level, m.sub, m.budget = pr, c.level+1, true, subBudget
	m.named = map[string]*val{}
	pr.mods[p] = m // before it runs: an import cycle finds it unprepared
	m.preparing = true
	e := newEnv(nil)
	e.root = true
	m.hoist(t.Root, e)
	m.block(t.Root, e, &frame{})
	m.ns = m.exportsOf(t.Root, e)
	m.preparing = false
	return m
}

// exported records a CommonJS export while a module's top level runs:
// module.exports = v, module.exports.f = v, exports.f = v.
func (c *checker) exported(left *syntax.Node, v *val) {
	if !c.preparing || left.Kind != "member_expression" {
		return
	}
	switch obj, prop := c.text(left.Child("object")), c.text(left.Child("property")); {
	case obj == "module" && prop == "exports":
		c.cjs = v
		if c.cjs == nil {
			c.cjs = &val{}
		}
	case obj == "exports" || obj == "module.exports":
		c.named[prop] = v
	}
}

// exportsOf is a prepared module's namespace.
func (c *checker) exportsOf(root *syntax.Node, e *env) *val {
	named := map[string]*val{}
	for k, v := range c.named {
		named[k] = v
	}
	lookup := func(n *syntax.Node) *val {
		v, _ := e.lookup(c.text(n))
		return v
	}
	for _, s := range root.NamedChildren() {
		if s.Kind != "export_statement" {
			continue
		}
		def := s.HasChild("default")
		if d := s.Child("declaration"); d != nil {
			switch d.Kind {
			case "function_declaration", "generator_function_declaration", "class_declaration", "abstract_class_declaration":
				name := d.Child("name")
				if name == nil {
					continue
				}
				if def {
					named["default"] = lookup(name)
				} else {
					named[c.text(name)] = lookup(name)
				}
			case "lexical_declaration", "variable_declaration":
				for _, vd := range d.NamedChildren() {
					if name := vd.Child("name"); vd.Kind == "variable_declarator" && name != nil && name.Kind == "identifier" {
						named[c.text(name)] = lookup(name)
					}
				}
			}
			continue
		}
		if v := s.Child("value"); v != nil && def {
			if v.Kind == "identifier" {
				named["default"] = lookup(v)
			} else {
				named["default"] = c.expr(v, e)
			}
			continue
		}
		var from *val
		if src := s.Child("source"); src != nil {
			if from = c.importModule(stringValue(c.tree, src)); from == nil {
				continue
			}
		}
		if clause := s.FirstNamed("export_clause"); clause != nil {
			for _, sp := range clause.NamedChildren() {
				name := sp.Child("name")
				if sp.Kind != "export_specifier" || name == nil {
					continue
				}
				as := name
				if a := sp.Child("alias"); a != nil {
					as = a
				}
				if from != nil {
					named[c.text(as)] = from.elems[c.text(name)]
				} else {
					named[c.text(as)] = lookup(name)
				}
			}
		} else if nsx := s.FirstNamed("namespace_export"); nsx != nil && from != nil {
			if id := nsx.FirstNamed(""); id != nil {
				named[c.text(id)] = from
			}
		} else if from != nil {
			// export * from './x': all but its default
			for k, v := range from.elems {
				if _, ok := named[k]; !ok && k != "default" {
					named[k] = v
				}
			}
		}
	}
	if c.cjs == nil {
		return &val{elems: named}
	}
	ns := *c.cjs
	if ns.kind != kNone || ns.t != nil {
		return nil // a request, or data: nothing to call
	}
	if len(named) > 0 {
		ns.elems = make(map[string]*val, len(c.cjs.elems)+len(named))
		for k, v := range named {
			ns.elems[k] = v
		}
		for k, v := range c.cjs.elems {
			ns.elems[k] = v
		}
	}
	return &ns
}

// importBinding is what an import of name from a project module binds:
// the export, a function keeping the module's name for the sink rules
// (q.exec stays "./q.exec"), or the module's name when it has no such
// export.
func importBinding(ns *val, name string) *val {
	v, ok := ns.elems[name]
	if !ok || v == nil {
		return &val{mod: ns.mod + "." + name}
	}
	if v.fn != nil && v.mod == "" {
		w := *v
		w.mod = ns.mod + "." + name
		return &w
	}
	return v
}

// crossCall analyzes a call of another module's function there, with the
// call's values; what reaches a sink inside is reported at the call.
func (c *checker) crossCall(fn *function, args []*val, at *syntax.Node) *val {
	m := fn.owner
	saved := m.onReport
	m.onReport = func(r *analysis.Rule, t *taint, flow analysis.Flow) { c.forward(r, at, t, flow) }
	defer func() { m.onReport = saved }()
	return m.invoke(fn, args, at.Line, func() string { return c.label(analysis.Short(c.text(at))) })
}

// forward reports a flow that reached a sink in another module at the call
// at that led there, or hands it on to this module's caller.
func (c *checker) forward(r *analysis.Rule, at *syntax.Node, t *taint, flow analysis.Flow) {
	if c.sub {
		if c.onReport != nil {
			c.onReport(r, t, flow)
		}
		return
	}
	if t.intrinsic {
		// read and sunk in the other module: its own review reports that
		return
	}
	key := fmt.Sprintf("%s@%d", r.ID, at.Start)
	if c.reported[key] {
		return
	}
	c.reported[key] = true
	sev := sinkSeverity(r)
	if t.from == fromBrowser && sev == finding.Blocker {
		sev = finding.High
	}
	c.pass.ReportFlow(r, at, sev, flow)
}
