package ruby

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// maxHelperFiles bounds the files one file's analysis reads for them; a
// project with more has no index at all, since a definition left unread
// could make a name ambiguous.
const maxHelperFiles = 400

// maxAncestors bounds the superclasses followed up from a file's classes.
const maxAncestors = 6

// superclass finds the superclasses a file's classes name.
var superclass = regexp.MustCompile(`(?m)^[ \t]*class[ \t]+[A-Z][\w:]*[ \t]*<[ \t]*(?:::)?([A-Z][\w:]*)`)

// defLine finds the instance methods a file defines.
var defLine = regexp.MustCompile(`(?m)^[ \t]*def[ \t]+([a-z_][a-zA-Z0-9_]*[?!]?)`)

// fromOtherFile is the value of a receiver-less call of a method this file
// does not define and no model knows: the method's own code when the
// project's helper files (the project rows' helpers) define it exactly once, run with the
// call's arguments; false when they do not, or more than once (which one
// runs depends on what the class includes, which the analysis does not
// follow), so the call carries its arguments' taint as any unknown call.
// That method's sinks are its own file's to report.
func (c *checker) fromOtherFile(ci *callInfo, e env) (val, bool) {
	if ci.recvN != nil || ci.m == "" || c.pass.Project == nil || c.depth >= 2 || c.modeled(ci) {
		return val{}, false
	}
	files := c.helperIndex()[ci.m]
	if len(files) != 1 || !c.t.inHelperDir(files[0]) {
		return val{}, false
	}
	oc := c.otherChecker(files[0])
	if oc == nil || oc.methods[ci.m] == nil {
		return val{}, false
	}
	var vs []val
	for _, a := range ci.args {
		if a.pairs == nil {
			vs = append(vs, a.v)
		}
	}
	oc.depth = c.depth + 1
	return oc.inlineVals(oc.methods[ci.m], vs, argsOf(ci.n), c, ci.n, e), true
}

// modeled reports whether a model row decides what the call returns.
func (c *checker) modeled(ci *callInfo) bool {
	return c.t.row(models.KindBarrier, ci.m, ci.ri) != nil || c.t.row(models.KindSanitizer, ci.m, ci.ri) != nil ||
		len(c.t.rows(models.KindSummary, ci.m, ci.ri)) > 0
}

// helperIndex lists, by method name, the files of the helper directories
// and of the superclasses of this file's classes (found where Rails'
// autoloader looks for them) that define it, once per definition; read
// once per analyzed file. A definition in a superclass makes the name
// ambiguous: the subclass's call runs that one. Only these files are read,
// so an edit elsewhere in app/ leaves this file's cached analysis standing.
// Empty when the helper directories hold more than maxHelperFiles.
func (c *checker) helperIndex() map[string][]string {
	if c.helpers != nil {
		return c.helpers
	}
	c.helpers = map[string][]string{}
	read := 0
	index := func(rel string) bool {
		data, ok := c.pass.Project.ReadFile(rel)
		if !ok {
			return false
		}
		// Every definition counts, two in one file too (two modules or
		// classes): which of them a call runs is then unknown.
		for _, m := range defLine.FindAllSubmatch(data, -1) {
			name := string(m[1])
			c.helpers[name] = append(c.helpers[name], rel)
		}
		return true
	}
	for _, rel := range c.pass.Project.Files(syntax.Ruby) {
		if rel == c.pass.Path || !c.t.inHelperDir(rel) {
			continue
		}
		if read++; read > maxHelperFiles {
			c.helpers = map[string][]string{}
			return c.helpers
		}
		index(rel)
	}
	c.indexAncestors(index)
	return c.helpers
}

// indexAncestors indexes the files of the superclasses of this file's
// classes, and of theirs, by Rails' naming convention.
func (c *checker) indexAncestors(index func(rel string) bool) {
	seen := map[string]bool{c.pass.Path: true}
	todo := superclassesOf([]byte(c.tree.Text(c.tree.Root)))
	for n := 0; len(todo) > 0 && n < maxAncestors; n++ {
		name := todo[0]
		todo = todo[1:]
		for _, dir := range c.t.autoloadDirs {
			rel := dir + classPath(name)
			if seen[rel] || c.t.inHelperDir(rel) {
				continue
			}
			seen[rel] = true
			if index(rel) {
				if data, ok := c.pass.Project.ReadFile(rel); ok {
					todo = append(todo, superclassesOf(data)...)
				}
				break
			}
		}
	}
}

func superclassesOf(src []byte) []string {
	var out []string
	for _, m := range superclass.FindAllSubmatch(src, -1) {
		out = append(out, string(m[1]))
	}
	return out
}

// classPath is the file Rails' autoloader expects a class in:
// Admin::BaseController -> admin/base_controller.rb.
func classPath(name string) string {
	parts := strings.Split(name, "::")
	for i, p := range parts {
		parts[i] = snake(p)
	}
	return strings.Join(parts, "/") + ".rb"
}

// inHelperDir reports whether a project file is one of the project rows'
// helpers (Rails' app/helpers/, concerns, lib/).
func (t *tables) inHelperDir(rel string) bool {
	for _, d := range t.helperDirs {
		if strings.HasPrefix(rel, d) {
			return true
		}
	}
	return false
}

// otherChecker is a checker of another project file, for running its
// methods: it reports nothing (that file's own analysis does).
func (c *checker) otherChecker(rel string) *checker {
	if c.others == nil {
		c.others = map[string]*checker{}
	}
	if oc, ok := c.others[rel]; ok {
		return oc
	}
	var oc *checker
	if t, ok := c.pass.Project.Tree(rel); ok {
		sub := &analysis.Pass{Analyzer: c.pass.Analyzer, Path: rel, Tree: t, Report: func(engine.Diagnostic) {}}
		oc = newChecker(sub, c.t)
	}
	c.others[rel] = oc
	return oc
}
