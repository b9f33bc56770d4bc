package php

import (
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// maxReads bounds the project files one pass reads.
const maxReads = 20

// loadIncludes declares the functions of the project files a tree
// includes with a constant path (include 'lib.php', require __DIR__ .
// '/lib/db.php'), one level further too.
func (c *checker) loadIncludes(t *syntax.Tree, p string, depth int) {
	if c.pass.Project == nil || depth > 1 {
		return
	}
	for _, n := range t.Root.Find("include_expression", "include_once_expression", "require_expression", "require_once_expression") {
		target := includePath(t, firstNamed(n), path.Dir(p))
		if target == "" || c.loaded[target] || c.reads >= maxReads {
			continue
		}
		c.loaded[target] = true
		c.reads++
		it, ok := c.pass.Project.Tree(target)
		if !ok {
			continue
		}
		c.declare(it, target, it.Root)
		c.loadIncludes(it, target, depth+1)
	}
}

// includePath folds an include's argument into a project path.
func includePath(t *syntax.Tree, n *syntax.Node, dir string) string {
	var parts []string
	var walk func(x *syntax.Node) bool
	walk = func(x *syntax.Node) bool {
		x = unparen(x)
		if x == nil {
			return false
		}
		switch x.Kind {
		case "binary_expression":
			return walk(x.Child("left")) && walk(x.Child("right"))
		case "string", "encapsed_string":
			for _, c := range x.NamedChildren() {
				if c.Kind != "string_content" && c.Kind != "string_value" {
					return false
				}
			}
			s := t.Text(x)
			parts = append(parts, s[1:len(s)-1])
			return true
		case "name":
			if t.Text(x) == "__DIR__" {
				parts = append(parts, "\x00")
				return true
			}
		case "function_call_expression":
			if bareName(t.Text(x.Child("function"))) == "dirname" && strings.Contains(t.Text(x), "__FILE__") {
				parts = append(parts, "\x00")
				return true
			}
		}
		return false
	}
	if !walk(n) {
		return ""
	}
	s := strings.Join(parts, "")
	s = strings.ReplaceAll(s, "\x00", dir)
	if !strings.HasPrefix(s, dir) {
		s = path.Join(dir, s)
	}
	s = path.Clean(s)
	if strings.HasPrefix(s, "../") || !strings.HasSuffix(s, ".php") {
		return ""
	}
	return s
}

// classMethod finds a class of another project file by its file name
// (PSR-4: App\Services\Billing lives in .../Billing.php) when exactly one
// file has that name.
func (c *checker) classMethod(fr *frame, cls, name string) *fn {
	if c.pass.Project == nil || cls == "" {
		return nil
	}
	key := "class:" + cls
	if !c.loaded[key] {
		c.loaded[key] = true
		if c.reads >= maxReads {
			return nil
		}
		var hit string
		n := 0
		for _, f := range c.pass.Project.Files(syntax.PHP) {
			if lower(path.Base(f)) == cls+".php" && f != c.pass.Path {
				hit = f
				n++
			}
		}
		if n != 1 {
			return nil
		}
		c.reads++
		t, ok := c.pass.Project.Tree(hit)
		if !ok {
			return nil
		}
		c.declare(t, hit, t.Root)
	}
	return c.method(cls, name)
}

// inline runs the top-level code of the project file an include names
// with a constant path, where the include is, as PHP does: the variables
// it sets are the includer's after it ($_GET read in config.php, used
// here), and the includer's reach its sinks (set here, echoed in
// header.php), reported at the include.
func (fr *frame) inline(n *syntax.Node, st *state) {
	// Only from this file's code, or from a file it includes: an include
	// inside another file's function has no place here to report at.
	if fr.c.pass.Project == nil || fr.depth > 1 || fr.quiet || (fr.f.foreign(fr.c) && fr.at == nil) {
		return
	}
	target := includePath(fr.tree, firstNamed(n), path.Dir(fr.f.path))
	if target == "" || target == fr.c.pass.Path || fr.c.inlining[target] {
		return
	}
	t, ok := fr.c.pass.Project.Tree(target)
	if !ok {
		return
	}
	fr.c.inlining[target] = true
	defer delete(fr.c.inlining, target)
	at := fr.at
	if at == nil {
		at = n
	}
	sub := &frame{c: fr.c, f: &fn{node: t.Root, tree: t, path: target, name: "<include>"}, tree: t, sum: &summary{},
		depth: fr.depth + 1, at: at}
	out := sub.block(t.Root, st.copy())
	st.vars = out.vars
}
