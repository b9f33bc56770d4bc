package csharp

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Which methods handle requests, and which of their parameters model
// binding fills from the request, is what the models' handler and
// parameter rows say (ASP.NET Core's controllers, Razor Pages and minimal
// APIs in csharp_aspnetcore.yml); this file reads them against the
// file's declarations. An attribute is an annotation.

// attributes are the attributes of a declaration, each as written
// without brackets (HttpGet("x")), its Attribute suffix dropped.
func (c *checker) attributes(n *syntax.Node) []string {
	var out []string
	for _, l := range n.Children {
		if l.Kind != "attribute_list" {
			continue
		}
		for _, a := range l.NamedChildren() {
			if a.Kind != "attribute" {
				continue
			}
			name := c.text(a.Child("name"))
			text := strings.Replace(c.text(a), name, strings.TrimSuffix(name, "Attribute"), 1)
			out = append(out, text)
		}
	}
	return out
}

func anyAttribute(pats, attrs []string) bool {
	for _, a := range attrs {
		if models.MatchAnnotation(pats, a) {
			return true
		}
	}
	return false
}

// handlerRow is the first handler row a method declaration matches: a
// public instance method (what ASP.NET makes an action) that the row's
// attributes, class names and method names pick.
func (c *checker) handlerRow(decl *syntax.Node) *models.Model {
	var mods []string
	for _, m := range decl.Children {
		if m.Kind == "modifier" {
			mods = append(mods, c.text(m))
		}
	}
	if !slices.Contains(mods, "public") || slices.Contains(mods, "static") {
		return nil
	}
	override := slices.Contains(mods, "override")
	for _, r := range c.ix.handle {
		if len(r.Calls) == 0 && (!override || len(r.ContextTypes) > 0) && c.isHandler(decl, r) {
			return r
		}
	}
	return nil
}

func (c *checker) isHandler(decl *syntax.Node, r *models.Model) bool {
	attrs := c.attributes(decl)
	cls := decl.Ancestor("class_declaration")
	var clsAttrs []string
	if cls != nil {
		clsAttrs = c.attributes(cls)
	}
	switch {
	case anyAttribute(r.NotAnnotations, attrs), anyAttribute(r.NotAnnotations, clsAttrs),
		len(r.Annotations) > 0 && !anyAttribute(r.Annotations, attrs) && !c.contractAnnotated(decl, cls, r.Annotations),
		len(r.Methods) > 0 && !r.MatchMethod(c.text(decl.Child("name"))),
		len(r.ClassAnnotations) > 0 && !anyAttribute(r.ClassAnnotations, clsAttrs),
		len(r.ClassNames) > 0 && (cls == nil || !c.classNamed(cls, r.ClassNames)),
		len(r.ContextTypes) > 0 && !c.takesType(decl, r.ContextTypes):
		return false
	}
	return true
}

// contractAnnotated reports whether a method implements a method of the
// same name that an interface of the file, named among its class's base
// types, declares with one of the attributes pats: a WCF service's
// operations carry [OperationContract] on the contract interface, not on
// the class that implements it.
func (c *checker) contractAnnotated(decl, cls *syntax.Node, pats []string) bool {
	bl := (*syntax.Node)(nil)
	if cls != nil {
		bl = cls.FirstNamed("base_list")
	}
	if bl == nil {
		return false
	}
	name := c.text(decl.Child("name"))
	for _, b := range bl.NamedChildren() {
		base := cleanType(c.text(b))
		for _, it := range c.tree.Root.Find("interface_declaration") {
			if c.text(it.Child("name")) != base {
				continue
			}
			for _, m := range it.Find("method_declaration") {
				if c.text(m.Child("name")) == name && anyAttribute(pats, c.attributes(m)) {
					return true
				}
			}
		}
	}
	return false
}

// takesType reports whether a method declares a parameter of one of the
// types named.
func (c *checker) takesType(decl *syntax.Node, types []string) bool {
	ps := decl.Child("parameters")
	if ps == nil {
		return false
	}
	for _, p := range ps.NamedChildren() {
		if p.Kind == "parameter" && slices.Contains(types, cleanType(c.text(p.Child("type")))) {
			return true
		}
	}
	return false
}

// classNamed reports whether a class's name or one of its base types'
// matches one of pats.
func (c *checker) classNamed(cls *syntax.Node, pats []string) bool {
	if models.MatchGlob(pats, c.text(cls.Child("name"))) {
		return true
	}
	if bl := cls.FirstNamed("base_list"); bl != nil {
		for _, b := range bl.NamedChildren() {
			if models.MatchGlob(pats, cleanType(c.text(b))) {
				return true
			}
		}
	}
	return false
}

// boundParam reports whether a parameter row's attribute makes model
// binding fill a parameter or property from the request.
func (c *checker) boundParam(n *syntax.Node) bool {
	attrs := c.attributes(n)
	for _, r := range c.ix.params {
		if anyAttribute(r.Annotations, attrs) {
			return true
		}
	}
	return false
}

// sourceParam reports whether a parameter of a method handled by row h
// (nil for none) is request data: bound by its attribute, or by h's
// parameter types, unless its type is a barrier or an attribute of h says
// it is injected.
func (c *checker) sourceParam(p *syntax.Node, h *models.Model) bool {
	t := c.text(p.Child("type"))
	if c.barrierType(t) || (h != nil && anyAttribute(h.NotAnnotations, c.attributes(p))) {
		return false
	}
	if c.boundParam(p) {
		return true
	}
	if h == nil {
		return false
	}
	return slices.Contains(h.ParameterTypes, "*") || slices.Contains(h.ParameterTypes, strings.TrimSuffix(t, "?"))
}

// lambdaHandlers are the functions a call hands to a handler row's calls
// (app.MapGet("/x", (string q) => ...)), as methods whose parameters
// are sources by that row.
func (c *checker) lambdaHandlers(n *syntax.Node) []*method {
	fn := n.Child("function")
	if fn == nil || fn.Kind != "member_access_expression" {
		return nil
	}
	name := simpleName(fn.Child("name"), c)
	var h *models.Model
	for _, r := range c.ix.handle {
		if models.MatchGlob(r.Calls, name) {
			h = r
			break
		}
	}
	if h == nil {
		return nil
	}
	var out []*method
	for _, a := range argNodes(n) {
		if a.Kind != "lambda_expression" {
			continue
		}
		m := &method{c: c, decl: a, body: a.Child("body")}
		if ps := a.Child("parameters"); ps != nil {
			for i, p := range ps.NamedChildren() {
				if p.Kind != "parameter" {
					continue
				}
				m.params = append(m.params, p)
				if c.sourceParam(p, h) && i < 64 {
					m.sources |= 1 << i
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// barrierType reports whether a value of the type written carries no
// text of the sender's choosing: a barrier type row's class; an enum the
// file or the project declares (model binding turns the request's text
// into one of its names or a number, or fails); or an array, nullable
// or a generic type of one an elements type row names (Guid[], int?,
// IReadOnlyList<ImageType>).
func (c *checker) barrierType(t string) bool {
	t = strings.TrimSuffix(strings.TrimSpace(t), "?")
	if e, ok := c.elementType(t); ok {
		return c.barrierType(e)
	}
	x := c.ix.types[c.typeOf(t)]
	return (x != nil && x.Barrier) || c.enumNamed(cleanType(t))
}

// elementType is the element type of an array (T[]) or of a generic type
// of one type argument that an elements type row names (List<T>).
func (c *checker) elementType(t string) (string, bool) {
	if e, ok := strings.CutSuffix(t, "[]"); ok {
		return e, true
	}
	i := strings.IndexByte(t, '<')
	if i < 0 || !strings.HasSuffix(t, ">") || !c.ix.elements[cleanType(t[:i])] {
		return "", false
	}
	arg := t[i+1 : len(t)-1]
	if strings.ContainsAny(arg, ",<") {
		return "", false
	}
	return arg, true
}

// enumNamed reports whether the file, or the project's file named for
// the type (ImageType in ImageType.cs), declares an enum of that name,
// and neither declares a class, struct, record or interface of it: an
// enum nested in another class, or in another namespace, is not the type
// a parameter names when a class of the name is there too.
func (c *checker) enumNamed(name string) bool {
	if name == "" {
		return false
	}
	if declaresType(c.tree, name) || c.decls != nil && c.decls.otherNamed(name) {
		return false
	}
	return declaresEnum(c.tree, name) || c.decls != nil && c.decls.enumNamed(name)
}

// declaresType reports whether the tree declares a class, struct, record
// or interface of the name.
func declaresType(tree *syntax.Tree, name string) bool {
	for _, kind := range []string{"class_declaration", "struct_declaration", "record_declaration", "interface_declaration"} {
		for _, e := range tree.Root.Find(kind) {
			if tree.Text(e.Child("name")) == name {
				return true
			}
		}
	}
	return false
}

func declaresEnum(tree *syntax.Tree, name string) bool {
	for _, e := range tree.Root.Find("enum_declaration") {
		if tree.Text(e.Child("name")) == name {
			return true
		}
	}
	return false
}

// restriction is the attribute that limits who may call the method
// holding n, on the method or its class, by the access rows of shape
// restricts, or "" (none, or the method or its class opens it by a row of
// shape opens: ASP.NET Core's [AllowAnonymous] bypasses every [Authorize]
// of either).
func (c *checker) restriction(n *syntax.Node) string {
	decl := n.Ancestor("method_declaration")
	if decl == nil {
		return ""
	}
	attrs := c.attributes(decl)
	if cls := decl.Ancestor("class_declaration"); cls != nil {
		attrs = append(attrs, c.attributes(cls)...)
	}
	if slices.ContainsFunc(attrs, func(a string) bool { return c.access(a, "opens") }) {
		return ""
	}
	for _, a := range attrs {
		if c.access(a, "restricts") {
			return a
		}
	}
	return ""
}

// access: attribute text a matches an access row of that shape.
func (c *checker) access(a, shape string) bool {
	for _, m := range c.ix.access {
		if m.Shape == shape && (models.MatchAnnotation(m.Annotations, a) || m.Pattern != nil && m.Pattern.MatchString(a)) {
			return true
		}
	}
	return false
}

// restricted is rule r for a flow into an endpoint that only users of
// some role or policy reach: as severe, as the harm is the same once such
// an account sends it (an administrator's session ridden by CSRF or XSS,
// a phished or malicious operator, a role granted too widely), but less
// likely to be exploited, and the text says why.
func restricted(r *analysis.Rule, by string) *analysis.Rule {
	x := *r
	x.Confidence = min(r.Confidence, 0.7)
	x.Recommendation = "Only users that [" + by + "] admits reach this endpoint, so the confidence is lowered; it stays " +
		"reported because an account with that role can be phished, misused or ridden by another page, and the request " +
		"should still not reach beyond what the role is for. " + r.Recommendation
	return &x
}
