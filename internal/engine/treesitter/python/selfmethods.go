package python

import "strings"

// reachable keeps the methods that self.m() can run in a method of class
// cls: cls's own, its bases' and its subclasses' in the file (an override
// runs for a subclass's instances). A class that only shares a base the
// file imports (two views of generic.ObjectView) is another object, and
// its method of the same name is not this one. A class the file does not
// define at its top level keeps every method, as before.
func (c *checker) reachable(cls string, fs []*fn) []*fn {
	bases := c.classBases()
	if _, ok := bases[cls]; !ok {
		return fs
	}
	var out []*fn
	for _, f := range fs {
		if f.class == cls || c.inherits(cls, f.class) || c.inherits(f.class, cls) {
			out = append(out, f)
		}
	}
	return out
}

// inherits reports whether class sub derives from base through classes
// the file defines.
func (c *checker) inherits(sub, base string) bool {
	bases := c.classBases()
	seen := map[string]bool{}
	for todo := []string{sub}; len(todo) > 0; {
		x := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		for _, b := range bases[x] {
			if b == base {
				return true
			}
			todo = append(todo, b)
		}
	}
	return false
}

// classBases maps each top-level class of the file to its bases that the
// file defines (written as plain names).
func (c *checker) classBases() map[string][]string {
	if c.fileBases != nil {
		return c.fileBases
	}
	c.fileBases = map[string][]string{}
	for _, n := range c.tree.Root.NamedChildren() {
		if n.Kind == "decorated_definition" {
			n = n.Child("definition")
		}
		if n == nil || n.Kind != "class_definition" {
			continue
		}
		name := c.text(n.Child("name"))
		if _, ok := c.fileBases[name]; !ok {
			c.fileBases[name] = nil
		}
		if sup := n.Child("superclasses"); sup != nil {
			for _, b := range sup.NamedChildren() {
				if b.Kind == "identifier" && c.classes[c.text(b)] {
					c.fileBases[name] = append(c.fileBases[name], c.text(b))
				}
			}
		}
	}
	return c.fileBases
}

// importedBaseMethods are the methods named name that a method's class
// inherits from a base another module of the project defines (class
// AddMemberView(PermissionMixin, GetReturnURLMixin, View) with
// GetReturnURLMixin imported from utilities.views): self.name() runs the
// first base's, in the order Python looks them up (each base with its
// own bases in its module). A base outside the project (Django's View)
// has none.
func (c *checker) importedBaseMethods(f *fn, name string) []*fn {
	if c.proj.p == nil {
		return nil
	}
	for _, b := range c.bases(f) {
		if c.classes[b] {
			continue // the file's own: reachable saw its methods
		}
		q := b
		if head, rest, dotted := strings.Cut(b, "."); dotted {
			if imp, ok := c.imports[head]; ok {
				q = imp + "." + rest
			}
		} else if imp, ok := c.imports[b]; ok {
			q = imp
		}
		m, cls := c.resolve(q)
		if m == nil {
			continue
		}
		if fs := classFuncs(m, cls, name); len(fs) > 0 {
			return fs
		}
	}
	return nil
}
