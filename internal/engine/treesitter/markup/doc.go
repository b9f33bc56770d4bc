package markup

import (
	"bytes"
	"cmp"
	"html"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Doc is one file's markup, whatever the syntax it was written in: HTML,
// the template of a Vue or Svelte component, or the JSX of a React
// component. The rules read only this model.
type Doc struct {
	// All holds every element in source order.
	All []*Element
	// IDs maps each static id to its elements, in source order.
	IDs map[string][]*Element
	// Page is true for a file served as it is (.html, .htm, .xhtml): an
	// id reference that resolves nowhere in it resolves nowhere at all. A
	// component (JSX, Vue, Svelte) or a server template is part of a page
	// the file does not show, so what it cannot see is unknown, never
	// missing.
	Page bool
	// Styled is true when style sheets (a <style> element, a linked
	// sheet) may set colours the inline styles do not show.
	Styled bool
	// HTMLElem is the <html> element, if the file has one.
	HTMLElem *Element
	// Whole is true for a file that is a whole page, as the ACT rules'
	// "HTML page" (the document element is html): it has an <html>
	// element or a doctype. Page-level rules (lang, title) apply only to
	// it; anything else (a component, a partial, an Angular template) is a
	// fragment whose page metadata a layout supplies.
	Whole bool
	// Image is true for an SVG file: an image, shown by <img> or a CSS
	// url() as a document of its own, whose ids never meet the page's.
	Image bool
	// Template is true for a server template (Jinja/Django, Twig, ERB,
	// EJS, Handlebars, Blade, Thymeleaf): a page is assembled from it at
	// run time, so it is a partial until it shows itself whole.
	Template bool
	// Doctype is the doctype node of a whole page, if any.
	Doctype *syntax.Node
	// inert is true where <template> content is not rendered: in a page,
	// not in a Vue file whose <template> is the component.
	inert bool
	// dl is what the attribute rows say of template dialects and
	// component frameworks.
	dl   *dialect
	root *Element
	// sheets caches the rules of the file's <style> elements; rules,
	// those with selectors read (cascade).
	sheets      []cssRule
	rules       []sheetRule
	cascadeRead bool
	// sheetsKnown is true for a page whose <style> sheets are all of its
	// styling and all read: a property they do not set is not set.
	sheetsKnown bool
	// decorated is true for a template whose <html> a layout replaces or
	// decorates.
	decorated bool
}

// Element is one element with its attributes and content.
type Element struct {
	// Tag is the lower-case tag name; a JSX component keeps its name
	// (Foo, Foo.Bar) and has Component set.
	Tag       string
	Component bool
	Attrs     []*Attr
	// Content is the element's children in order: elements and text.
	Content []Item
	Parent  *Element
	// Node is the start tag (where findings are reported).
	Node *syntax.Node
	// Spread is true when JSX spreads props ({...props}) onto the
	// element: any attribute may be set.
	Spread bool
	// Conditional is true for JSX inside an expression ({ok && <p/>}): it
	// may not be rendered.
	Conditional bool
	// SVG is true inside an <svg>.
	SVG bool
	doc *Doc
	// style and important cache the inline style (read once: every
	// visibility and colour check asks for it).
	style     map[string]string
	important map[string]bool
	styled    bool
	// computed caches Style: inline over the sheets' declarations.
	computed map[string]string
	cascaded bool
}

// Item is an element's child: an element, or text (Dynamic when it is an
// expression whose text is unknown: {name}, {{ name }}).
type Item struct {
	El      *Element
	Text    string
	Dynamic bool
	// Node is the raw text of a <style> or <script> element, for findings
	// on a line inside it.
	Node *syntax.Node
}

// Attr is one attribute. Name is the HTML name, lower case (JSX's
// className, htmlFor, tabIndex, onClick become class, for, tabindex,
// onclick; Vue's :alt and Svelte's alt={x} become alt).
type Attr struct {
	Name string
	// Value is the static value, entity-decoded; "" when Dynamic.
	Value string
	// HasValue is false for a bare attribute (<input disabled>).
	HasValue bool
	// Dynamic is true when the value is an expression: known to be set,
	// never guessed.
	Dynamic bool
	Node    *syntax.Node
}

// Attr returns the element's first attribute of the name, or nil.
func (e *Element) Attr(name string) *Attr {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// Has reports whether the attribute is present.
func (e *Element) Has(name string) bool { return e.Attr(name) != nil }

// Value returns an attribute's static value; ok is false when the
// attribute is absent or dynamic.
func (e *Element) Value(name string) (string, bool) {
	a := e.Attr(name)
	if a == nil || a.Dynamic {
		return "", false
	}
	return a.Value, true
}

// Unknown reports whether an attribute may be set without the file
// showing it: a dynamic value or spread props.
func (e *Element) Unknown(name string) bool {
	a := e.Attr(name)
	return (a != nil && a.Dynamic) || (a == nil && e.Spread)
}

// Elements returns the element children.
func (e *Element) Elements() []*Element {
	var out []*Element
	for _, it := range e.Content {
		if it.El != nil {
			out = append(out, it.El)
		}
	}
	return out
}

// Walk visits the element's descendants (not e) in order; fn returning
// false skips an element's children.
func (e *Element) Walk(fn func(*Element) bool) {
	for _, it := range e.Content {
		if it.El != nil && fn(it.El) {
			it.El.Walk(fn)
		}
	}
}

// Build reads a parsed file into a Doc, with the shipped attribute rows.
func Build(t *syntax.Tree, filePath string) *Doc {
	return build(t, filePath, builtinDialect())
}

// dialect is what the rows the document was read with say of template
// dialects and component frameworks.
func (d *Doc) dialect() *dialect {
	if d == nil || d.dl == nil {
		return builtinDialect()
	}
	return d.dl
}

// build reads a parsed file into a Doc, through the attribute rows of dl.
func build(t *syntax.Tree, filePath string, dl *dialect) *Doc {
	d := &Doc{IDs: map[string][]*Element{}, dl: dl}
	root := &Element{Tag: "#root", doc: d}
	d.root = root
	ext := strings.ToLower(path.Ext(filePath))
	switch t.Lang {
	case syntax.HTML, syntax.Template:
		d.Page = t.Lang == syntax.HTML && (ext == ".html" || ext == ".htm" || ext == ".xhtml")
		d.Template = t.Lang == syntax.Template || d.Page && dl.serverTemplate(t.Src)
		d.inert = d.Page || t.Lang == syntax.Template
		b := htmlBuilder{t: t, d: d, inert: d.inert}
		if d.Template {
			for _, s := range syntax.TemplateSpans(t.Src) {
				if !s.Comment {
					b.spans = append(b.spans, s)
				}
			}
		}
		b.children(root, t.Root)
		d.Doctype = t.Root.FirstNamed("doctype")
		if ext == ".vue" {
			vueFallthrough(root, t.Src)
		}
	default:
		b := jsxBuilder{t: t, d: d}
		b.scan(root, t.Root, false)
	}
	for _, e := range d.All {
		if id, ok := e.Value("id"); ok && id != "" && !e.Conditional {
			d.IDs[id] = append(d.IDs[id], e)
		}
		switch e.Tag {
		case "style":
			d.Styled = true
		case "link":
			if rel, _ := e.Value("rel"); strings.Contains(strings.ToLower(rel), "stylesheet") {
				d.Styled = true
			}
		case "html":
			if d.HTMLElem == nil && e.Parent == root {
				d.HTMLElem = e
			}
		}
	}
	d.Whole = d.HTMLElem != nil || d.Doctype != nil
	switch {
	case ext == ".svg":
		// An SVG file is an image, whatever its doctype says.
		d.Whole = false
		d.Image = true
	case d.Template:
		// A template is a page only when it holds the page's frame
		// itself (an <html> with its <head>, or the doctype that only a
		// page's top has), no layout replaces it, and it fills in no
		// layout it extends.
		d.Page = false
		framed := d.HTMLElem != nil && d.HTMLElem.child("head") != nil || d.Doctype != nil
		d.Whole = framed && !d.decorated && !extendsLayout(t.Src) && !fragmentLibrary(d)
	}
	return d
}

// vueFallthrough marks the one root element of a Vue component's
// <template> as taking any attribute: Vue adds the attributes its parent
// passes and the component does not declare as props (id, aria-label,
// class) to a single root element ("Fallthrough Attributes"), so
// <Input id="email" /> beside <label for="email"> labels the <input> that
// is the component. A component that sets inheritAttrs, or has several
// roots, gets nothing it does not bind itself.
// https://vuejs.org/guide/components/attrs.html
func vueFallthrough(root *Element, src []byte) {
	if bytes.Contains(src, []byte("inheritAttrs")) {
		return
	}
	tmpl := root.child("template")
	if tmpl == nil {
		return
	}
	if roots := tmpl.Elements(); len(roots) == 1 && !roots[0].Conditional {
		roots[0].Spread = true
	}
}

// child returns the element's first child element of the tag, or nil.
func (e *Element) child(tag string) *Element {
	for _, c := range e.Elements() {
		if c.Tag == tag {
			return c
		}
	}
	return nil
}

var (
	// rawText is script and style content, where template-like text is
	// JavaScript's or CSS's.
	rawText = regexp.MustCompile(`(?is)<script\b.*?</script\s*>|<style\b.*?</style\s*>`)
)

// templateSyntax is what the template rows (package models, language
// templates) say a server template's markup holds: its tags (shape tag:
// a Jinja/Django/Twig/Handlebars tag, an ERB/EJS tag, in a file named
// .html as Flask's, Django's and Spring's templates are), and the use of a
// layout it fills in (shape layout-use: {% extends %}, Blade's @extends,
// a Handlebars partial block, Ghost's {{!< layout}}). Each is the rows'
// alternation; nil when no row names one.
var templateSyntax = sync.OnceValue(func() (s struct{ tags, layoutUse *regexp.Regexp }) {
	alts := map[string][]string{}
	for _, m := range models.BuiltinFor("templates") {
		alts[m.Shape] = append(alts[m.Shape], "(?:"+m.Pattern.String()+")")
	}
	compile := func(shape string) *regexp.Regexp {
		if len(alts[shape]) == 0 {
			return nil
		}
		return regexp.MustCompile(strings.Join(alts[shape], "|"))
	}
	s.tags, s.layoutUse = compile("tag"), compile("layout-use")
	return s
})

// serverTemplate reports template syntax in markup outside scripts and
// styles: a template's tags, or a dialect's attributes.
func (dl *dialect) serverTemplate(src []byte) bool {
	src = rawText.ReplaceAll(src, nil)
	tags := templateSyntax().tags
	return tags != nil && tags.Match(src) || dl.template(src)
}

// extendsLayout reports a template that fills in a layout it names.
func extendsLayout(src []byte) bool {
	use := templateSyntax().layoutUse
	return use != nil && use.Match(rawText.ReplaceAll(src, nil))
}

func (d *Doc) add(parent *Element, e *Element) {
	e.Parent = parent
	e.doc = d
	e.SVG = e.Tag == "svg" || (parent != nil && parent.SVG)
	parent.Content = append(parent.Content, Item{El: e})
	d.All = append(d.All, e)
}

// htmlBuilder reads tree-sitter-html's tree.
type htmlBuilder struct {
	t *syntax.Tree
	d *Doc
	// inert is true for a page, where <template> content is not rendered;
	// in a Vue file the <template> is the component.
	inert bool
	// spans are a server template's tags that render something: text or
	// an attribute they overlap is dynamic.
	spans []syntax.TemplateSpan
}

// templated reports whether bytes [start, end) hold a template tag.
func (b *htmlBuilder) templated(n *syntax.Node) bool {
	if n == nil || len(b.spans) == 0 {
		return false
	}
	start, end := int(n.Start), int(n.End)
	i, _ := slices.BinarySearchFunc(b.spans, start, func(s syntax.TemplateSpan, off int) int { return cmp.Compare(s.End, off+1) })
	return i < len(b.spans) && b.spans[i].Start < end
}

func (b *htmlBuilder) children(parent *Element, n *syntax.Node) {
	for _, c := range n.Children {
		switch c.Kind {
		case "element", "script_element", "style_element":
			b.element(parent, c)
		case "text":
			txt := b.t.Text(c)
			parent.Content = append(parent.Content, Item{Text: html.UnescapeString(txt), Dynamic: templated(txt) || b.templated(c)})
		case "entity":
			parent.Content = append(parent.Content, Item{Text: html.UnescapeString(b.t.Text(c))})
		case "ERROR":
			b.children(parent, c)
		}
	}
}

// voidElements are HTML's elements that have no content and no end tag.
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true,
	"link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

func (b *htmlBuilder) element(parent *Element, n *syntax.Node) {
	tag := n.FirstNamed("start_tag")
	if tag == nil {
		tag = n.FirstNamed("self_closing_tag")
	}
	if tag == nil {
		b.children(parent, n)
		return
	}
	rawTag := b.t.Text(tag.FirstNamed("tag_name"))
	e := &Element{Tag: strings.ToLower(rawTag), Node: tag}
	// <{{ tag }}>: an element the template names. In a component's
	// template (a .vue file, not a page) <TextArea> and <Button> are
	// components: HTML's own elements are written in lower case.
	e.Component = b.templated(tag.FirstNamed("tag_name")) || !b.d.Page && !b.d.Template && rawTag != "" && unicode.IsUpper(rune(rawTag[0]))
	for _, a := range tag.NamedChildren() {
		switch {
		case a.Kind != "attribute":
		case b.templated(a.FirstNamed("attribute_name")):
			// <input {% if x %}checked{% endif %}>, <div {{ attrs }}>:
			// any attribute may be set.
			e.Spread = true
		case b.spreads(b.t.Text(a.FirstNamed("attribute_name"))):
			// Vue's v-bind="$attrs" (or any object): any attribute may be set.
			e.Spread = true
		default:
			at := b.attr(a)
			at.Dynamic = at.Dynamic || b.templated(a)
			if at.Dynamic {
				at.Value = ""
			}
			e.Attrs = append(e.Attrs, at)
		}
	}
	fills := b.d.dl.apply(e)
	e.Conditional = e.Conditional || parent.Conditional // th:if on an ancestor
	if e.Tag == "html" && (e.Component || b.d.dl.any(e, "decorates")) {
		// <html th:replace="~{layout :: layout(~{::body})}">, <html
		// layout:decorate=…>: a layout is the page, and it renders the
		// parts of this file it is handed.
		b.d.decorated = true
		e.Component, fills = false, false
	}
	b.d.add(parent, e)
	if e.Tag == "template" && b.inert {
		return
	}
	if fills {
		// The template engine renders the content (th:text) or replaces
		// the element (th:replace): what the file shows is a placeholder.
		e.Content = append(e.Content, Item{Dynamic: true})
		return
	}
	if n.Kind == "element" && voidElements[e.Tag] && !e.SVG {
		// A void element has no content; what the parser hangs under an
		// unclosed <img> or <input> (the text after it) is its parent's.
		b.children(parent, n)
	} else if n.Kind == "element" {
		b.children(e, n)
	} else if raw := n.FirstNamed("raw_text"); raw != nil {
		e.Content = append(e.Content, Item{Text: b.t.Text(raw), Node: raw})
	}
}

func (b *htmlBuilder) attr(n *syntax.Node) *Attr {
	raw := b.t.Text(n.FirstNamed("attribute_name"))
	a := &Attr{Node: n}
	if v := n.FirstNamed("quoted_attribute_value"); v != nil {
		a.HasValue = true
		a.Value = b.t.Text(v.FirstNamed("attribute_value"))
	} else if v := n.FirstNamed("attribute_value"); v != nil {
		a.HasValue = true
		a.Value = b.t.Text(v)
	}
	name := raw
	if bound, ok := b.d.dl.bound(raw); ok {
		// Vue's :href and @click, Svelte's on:click, Angular's [href]
		// and (click): set from an expression
		name, a.Dynamic = bound, true
	}
	if i := strings.IndexByte(name, '.'); i > 0 && !strings.HasPrefix(name, "xml") { // @click.prevent
		name = name[:i]
	}
	a.Name = strings.ToLower(name)
	if templated(a.Value) {
		a.Dynamic = true
	}
	if a.Dynamic {
		a.Value = ""
	} else {
		a.Value = html.UnescapeString(a.Value)
	}
	return a
}

// spreads reports an attribute that may set any attribute, outside a
// dialect's prefix (Vue's bare v-bind="$attrs"): the element keeps no
// attribute of that name. A dialect's (th:attr) is applied with the
// others.
func (b *htmlBuilder) spreads(raw string) bool {
	return b.d.dl.is(raw, "spread") && !b.d.dl.inDialect(raw)
}

// apply applies a dialect's attributes (Thymeleaf's th:* and data-th-*,
// the Layout Dialect's layout:*: the attribute rows), which set the
// element's attributes and content at render time: th:alt sets alt,
// th:field the id, name and value of a form field, th:text the content,
// th:replace puts a fragment in the element's place. fills is true when
// the element's content comes from the template, not from the file.
func (dl *dialect) apply(e *Element) (fills bool) {
	n := len(e.Attrs)
	for _, a := range e.Attrs[:n] {
		if name, ok := dl.setsNamed(a.Name); ok {
			setDynamic(e, a, name)
			continue
		}
		for _, shape := range dl.shapes[a.Name] {
			fills = dl.applyShape(e, a, shape) || fills
		}
	}
	return fills
}

// applyShape applies one row's shape of an attribute; it reports whether
// the template fills the element's content.
func (dl *dialect) applyShape(e *Element, a *Attr, shape string) (fills bool) {
	switch shape {
	case "fragment":
		// A fragment in its place; the element's content is a
		// placeholder unless the fragment is handed parts of this file
		// (~{::body}, ~{this :: …}: the row's pattern).
		e.Component = true
		re := dl.ownParts[strings.ToLower(a.Name)]
		return re == nil || !re.MatchString(a.Value)
	case "component":
		e.Component = true
		return true
	case "prototype":
		// th:remove="all": a prototype's placeholder, never rendered.
		if a.Value == "all" || a.Dynamic {
			e.Component = true
			return true
		}
	case "content":
		return true
	case "spread":
		if dl.inDialect(a.Name) {
			e.Spread = true
		}
	case "sets":
		setDynamic(e, a, dl.sets[a.Name]...)
	case "conditional":
		e.Conditional = true
	}
	return false
}

// fragmentLibrary reports a Thymeleaf file of fragments for other
// templates to include: an <html> with no <head> that is not a fragment
// itself, with th:fragment definitions below it. Only the fragments are
// ever rendered; the frame around them is there for the file to open in
// a browser. A page (a layout fragment on <html>, or a <head>) is not one.
func fragmentLibrary(d *Doc) bool {
	h := d.HTMLElem
	if h == nil || h.child("head") != nil || isFragment(h) {
		return false
	}
	found := false
	h.Walk(func(e *Element) bool {
		found = found || isFragment(e)
		return !found
	})
	return found
}

func isFragment(e *Element) bool {
	return e.doc.dialect().any(e, "fragment-definition")
}

// setDynamic marks the named attributes as set by an expression.
func setDynamic(e *Element, from *Attr, names ...string) {
	for _, name := range names {
		if a := e.Attr(name); a != nil {
			a.Dynamic, a.Value, a.HasValue = true, "", true
			continue
		}
		e.Attrs = append(e.Attrs, &Attr{Name: name, HasValue: true, Dynamic: true, Node: from.Node})
	}
}

// templated reports template syntax in text or an attribute value: a
// value the file does not show.
func templated(s string) bool {
	if strings.Contains(s, "{{") || strings.Contains(s, "{%") || strings.Contains(s, "<%") || strings.Contains(s, "${") {
		return true
	}
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}") // Svelte alt={x}, {name}
}

// jsxBuilder reads the JSX of a JavaScript or TSX tree.
type jsxBuilder struct {
	t *syntax.Tree
	d *Doc
}

// scan finds JSX under n; cond is true inside an expression.
func (b *jsxBuilder) scan(parent *Element, n *syntax.Node, cond bool) {
	for _, c := range n.Children {
		switch c.Kind {
		case "jsx_element", "jsx_self_closing_element":
			b.element(parent, c, cond)
		default:
			b.scan(parent, c, cond || parent.Tag != "#root")
		}
	}
}

func (b *jsxBuilder) element(parent *Element, n *syntax.Node, cond bool) {
	open := n
	if n.Kind == "jsx_element" {
		open = n.Child("open_tag")
	}
	if open == nil {
		return
	}
	nameNode := open.Child("name")
	if nameNode == nil { // a fragment: <>…</>
		b.content(parent, n, cond)
		return
	}
	name := b.t.Text(nameNode)
	e := &Element{Tag: name, Node: trimmed(b.t, open), Conditional: cond}
	if nameNode.Kind != "identifier" || name == "" || !(name[0] >= 'a' && name[0] <= 'z') || strings.Contains(name, "-") {
		e.Component = true
	} else {
		e.Tag = strings.ToLower(name)
	}
	for _, a := range open.ChildrenOf("attribute") {
		switch a.Kind {
		case "jsx_attribute":
			e.Attrs = append(e.Attrs, b.attr(a))
		case "jsx_expression":
			e.Spread = true
		}
	}
	b.d.add(parent, e)
	if n.Kind == "jsx_element" {
		b.content(e, n, cond)
	}
}

// trimmed returns n, or a copy of it starting at its first non-space
// byte: the JSX grammar starts a self-closing element at the whitespace
// before it, and a finding belongs on the tag's line.
func trimmed(t *syntax.Tree, n *syntax.Node) *syntax.Node {
	start, line, col := n.Start, n.Line, n.Col
	for start < n.End && strings.IndexByte(" \t\r\n", t.Src[start]) >= 0 {
		if t.Src[start] == '\n' {
			line, col = line+1, 0
		} else {
			col++
		}
		start++
	}
	if start == n.Start {
		return n
	}
	c := *n
	c.Start, c.Line, c.Col = start, line, col
	return &c
}

// content reads a jsx_element's children.
func (b *jsxBuilder) content(e *Element, n *syntax.Node, cond bool) {
	for _, c := range n.Children {
		switch c.Kind {
		case "jsx_text":
			e.Content = append(e.Content, Item{Text: html.UnescapeString(b.t.Text(c))})
		case "html_character_reference":
			e.Content = append(e.Content, Item{Text: html.UnescapeString(b.t.Text(c))})
		case "jsx_element", "jsx_self_closing_element":
			b.element(e, c, cond)
		case "jsx_expression":
			if s, ok := b.constant(c); ok {
				e.Content = append(e.Content, Item{Text: s})
				continue
			}
			if isComment(c) {
				continue
			}
			e.Content = append(e.Content, Item{Dynamic: true})
			b.scan(e, c, true)
		}
	}
}

func isComment(n *syntax.Node) bool {
	for _, c := range n.NamedChildren() {
		if c.Kind != "comment" {
			return false
		}
	}
	return true
}

func (b *jsxBuilder) attr(n *syntax.Node) *Attr {
	a := &Attr{Node: n}
	named := n.NamedChildren()
	if len(named) == 0 {
		return a
	}
	name := strings.ToLower(b.t.Text(named[0]))
	if r, ok := b.d.dialect().aliases[name]; ok {
		name = r // React's className is class (attribute rows of shape alias)
	}
	a.Name = name
	if len(named) < 2 {
		a.Value = "true" // <input disabled />: the prop is true
		return a
	}
	a.HasValue = true
	v := named[1]
	switch v.Kind {
	case "string":
		a.Value = html.UnescapeString(stringText(b.t, v))
	case "jsx_expression":
		if s, ok := b.constant(v); ok {
			a.Value = s
		} else if obj := v.FirstNamed("object"); obj != nil && name == "style" {
			a.Value = b.styleObject(obj)
		} else {
			a.Dynamic = true
		}
	default:
		a.Dynamic = true
	}
	return a
}

// constant returns the value of an expression container that holds a
// literal: {"x"}, {`x`}, {2}, {true}.
func (b *jsxBuilder) constant(n *syntax.Node) (string, bool) {
	named := n.NamedChildren()
	if len(named) != 1 {
		return "", false
	}
	v := named[0]
	switch v.Kind {
	case "string":
		return stringText(b.t, v), true
	case "template_string":
		if v.FirstNamed("template_substitution") != nil {
			return "", false
		}
		s := b.t.Text(v)
		return s[1 : len(s)-1], true
	case "number", "true", "false":
		return b.t.Text(v), true
	}
	return "", false
}

func stringText(t *syntax.Tree, n *syntax.Node) string {
	s := t.Text(n)
	if len(s) >= 2 {
		return s[1 : len(s)-1]
	}
	return ""
}

// styleObject turns a React style object into CSS text; a property whose
// value is an expression gets the value "?" (unknown).
func (b *jsxBuilder) styleObject(obj *syntax.Node) string {
	var sb strings.Builder
	for _, p := range obj.NamedChildren() {
		if p.Kind != "pair" {
			if p.Kind == "spread_element" {
				sb.WriteString("*: ?;")
			}
			continue
		}
		k, v := p.Child("key"), p.Child("value")
		if k == nil || v == nil {
			continue
		}
		key := b.t.Text(k)
		if k.Kind == "string" {
			key = stringText(b.t, k)
		}
		var kebab strings.Builder
		for _, r := range key {
			if r >= 'A' && r <= 'Z' {
				kebab.WriteByte('-')
				r += 'a' - 'A'
			}
			kebab.WriteRune(r)
		}
		val := "?"
		switch v.Kind {
		case "string":
			val = stringText(b.t, v)
		case "number":
			val = b.t.Text(v)
			if kebab.String() != "line-height" && kebab.String() != "opacity" && kebab.String() != "font-weight" && val != "0" {
				val += "px"
			}
		}
		sb.WriteString(kebab.String() + ": " + val + ";")
	}
	return sb.String()
}
