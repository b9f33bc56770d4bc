package markup

import (
	"strconv"
	"strings"
)

// explicitRole returns the first role token the element's role attribute
// names that WAI-ARIA defines and is not abstract (the fallback rule), and
// whether the attribute is unknown (dynamic).
func (e *Element) explicitRole() (role string, unknown bool) {
	if e.Unknown("role") {
		return "", true
	}
	v, _ := e.Value("role")
	for _, tok := range strings.Fields(strings.ToLower(v)) {
		if r, ok := ariaRoles[tok]; ok && !r.Abstract {
			return tok, false
		}
	}
	return "", false
}

// Role is the element's role: the explicit one, unless it is none or
// presentation on an element that is focusable or has a global ARIA
// attribute (WAI-ARIA's conflict resolution), else the implicit one. ""
// means no role this analysis knows (a component, a custom element).
func (e *Element) Role() string {
	if r, _ := e.explicitRole(); r != "" {
		if (r == "none" || r == "presentation") && (e.Focusable() || e.hasGlobalARIA()) {
			return e.implicitRole()
		}
		return r
	}
	return e.implicitRole()
}

func (e *Element) hasGlobalARIA() bool {
	for _, a := range e.Attrs {
		if strings.HasPrefix(a.Name, "aria-") && globalProps[a.Name] {
			return true
		}
	}
	return false
}

// globalProps are the states and properties every role supports
// (roletype's), less those ARIA 1.2 deprecated as global.
var globalProps = func() map[string]bool {
	m := map[string]bool{}
	for p := range ariaRoles["roletype"].Props {
		m[p] = true
	}
	return m
}()

var implicitByTag = map[string]string{
	"article": "article", "aside": "complementary", "blockquote": "blockquote", "button": "button",
	"caption": "caption", "code": "code", "datalist": "listbox", "dd": "definition", "del": "deletion",
	"details": "group", "dfn": "term", "dialog": "dialog", "dt": "term", "em": "emphasis",
	"fieldset": "group", "figure": "figure", "h1": "heading", "h2": "heading", "h3": "heading",
	"h4": "heading", "h5": "heading", "h6": "heading", "hr": "separator", "html": "document",
	"ins": "insertion", "li": "listitem", "main": "main", "mark": "mark", "math": "math",
	"menu": "list", "meter": "meter", "nav": "navigation", "ol": "list", "optgroup": "group",
	"option": "option", "output": "status", "p": "paragraph", "progress": "progressbar",
	"search": "search", "strong": "strong", "sub": "subscript", "sup": "superscript",
	"table": "table", "tbody": "rowgroup", "textarea": "textbox", "tfoot": "rowgroup",
	"thead": "rowgroup", "time": "time", "tr": "row", "ul": "list",
	"b": "generic", "bdi": "generic", "bdo": "generic", "body": "generic", "data": "generic",
	"div": "generic", "i": "generic", "pre": "generic", "q": "generic", "samp": "generic",
	"small": "generic", "span": "generic", "u": "generic", "hgroup": "group", "address": "group",
}

// implicitRole is the role HTML-AAM gives the element.
func (e *Element) implicitRole() string {
	if e.Component {
		return ""
	}
	if r, ok := implicitByTag[e.Tag]; ok {
		return r
	}
	switch e.Tag {
	case "a", "area":
		if e.Has("href") {
			return "link"
		}
		return "generic"
	case "img":
		if v, ok := e.Value("alt"); ok && v == "" && !e.Has("aria-label") && !e.Has("aria-labelledby") && !e.Has("title") {
			return "presentation"
		}
		return "img"
	case "header", "footer":
		for p := e.Parent; p != nil; p = p.Parent {
			switch p.Tag {
			case "article", "aside", "main", "nav", "section":
				return "generic"
			}
		}
		if e.Tag == "header" {
			return "banner"
		}
		return "contentinfo"
	case "section":
		if e.Has("aria-label") || e.Has("aria-labelledby") || e.Has("title") {
			return "region"
		}
		return "generic"
	case "form":
		if e.Has("aria-label") || e.Has("aria-labelledby") || e.Has("title") || e.Has("name") {
			return "form"
		}
		return ""
	case "select":
		size, _ := e.Value("size")
		if n, err := strconv.Atoi(size); e.Has("multiple") || (err == nil && n > 1) {
			return "listbox"
		}
		return "combobox"
	case "td":
		if t := e.ancestor("table"); t != nil {
			if r, _ := t.explicitRole(); r == "grid" || r == "treegrid" {
				return "gridcell"
			}
		}
		return "cell"
	case "th":
		scope, _ := e.Value("scope")
		if s := strings.ToLower(scope); s == "row" || s == "rowgroup" {
			return "rowheader"
		}
		return "columnheader"
	case "input":
		return inputRole(e)
	case "svg":
		return "graphics-document"
	}
	return ""
}

func inputRole(e *Element) string {
	switch e.inputType() {
	case "button", "image", "reset", "submit":
		return "button"
	case "checkbox":
		return "checkbox"
	case "radio":
		return "radio"
	case "range":
		return "slider"
	case "number":
		return "spinbutton"
	case "search":
		if e.Has("list") {
			return "combobox"
		}
		return "searchbox"
	case "email", "tel", "text", "url":
		if e.Has("list") {
			return "combobox"
		}
		return "textbox"
	case "hidden":
		return ""
	case "password", "date", "datetime-local", "month", "time", "week", "color", "file":
		return "" // no ARIA role; still a form field
	}
	return "textbox"
}

// inputType is an <input>'s type, lower case; an unknown value is text.
func (e *Element) inputType() string {
	if e.Unknown("type") {
		return "?"
	}
	t, _ := e.Value("type")
	t = strings.ToLower(strings.TrimSpace(t))
	switch t {
	case "button", "checkbox", "color", "date", "datetime-local", "email", "file", "hidden", "image",
		"month", "number", "password", "radio", "range", "reset", "search", "submit", "tel", "text",
		"time", "url", "week":
		return t
	}
	return "text"
}

func (e *Element) ancestor(tag string) *Element {
	for p := e.Parent; p != nil; p = p.Parent {
		if p.Tag == tag {
			return p
		}
	}
	return nil
}

// Disabled reports a disabled form control (or one in a disabled
// fieldset).
func (e *Element) Disabled() bool {
	switch e.Tag {
	case "button", "input", "select", "textarea", "optgroup", "option", "fieldset":
		if e.Has("disabled") {
			return true
		}
		for p := e.Parent; p != nil; p = p.Parent {
			if p.Tag == "fieldset" && p.Has("disabled") {
				return true
			}
		}
	}
	return false
}

// Focusable reports whether the element is in the sequential focus order
// by its markup: a link, a form control, an element with tabindex ≥ 0, an
// editing host.
func (e *Element) Focusable() bool {
	if e.Component || e.Disabled() || e.Has("inert") {
		return false
	}
	if e.Has("tabindex") {
		if e.Unknown("tabindex") {
			return false
		}
		v, _ := e.Value("tabindex")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err == nil {
			return n >= 0
		}
	}
	switch e.Tag {
	case "a", "area":
		return e.Has("href")
	case "button", "select", "textarea":
		return true
	case "input":
		return e.inputType() != "hidden"
	case "summary":
		return e.Parent != nil && e.Parent.Tag == "details"
	case "audio", "video":
		return e.Has("controls")
	}
	if v, ok := e.Value("contenteditable"); ok && strings.ToLower(v) != "false" && e.Attr("contenteditable").HasValue {
		return true
	}
	return false
}

// selfHidden reports whether the element itself hides its content from
// everyone: the hidden attribute, display:none, visibility:hidden.
func (e *Element) selfHidden() bool {
	if e.Has("hidden") && !e.Unknown("hidden") {
		if v, _ := e.Value("hidden"); !strings.EqualFold(v, "until-found") && v != "false" {
			return true
		}
	}
	switch e.Tag {
	case "script", "style", "noscript", "head", "title", "meta", "link":
		return true
	case "area": // rendered only as part of an image map
		return e.ancestor("map") == nil && e.doc != nil && e.doc.Page
	case "template": // inert in a page; a Vue component's own markup
		return e.doc != nil && e.doc.inert
	}
	if utilityHidden(e) {
		return true
	}
	st := e.Style()
	if v := st["display"]; v == "none" {
		return true
	}
	if v := st["visibility"]; v == "hidden" || v == "collapse" {
		return true
	}
	return false
}

// ariaHidden reports aria-hidden="true" on the element.
func (e *Element) ariaHidden() bool {
	v, ok := e.Value("aria-hidden")
	return ok && strings.EqualFold(strings.TrimSpace(v), "true")
}

// Hidden reports whether the element is outside the accessibility tree:
// itself or an ancestor hidden, or aria-hidden.
func (e *Element) Hidden() bool {
	for x := e; x != nil; x = x.Parent {
		if x.selfHidden() || x.ariaHidden() {
			return true
		}
	}
	return false
}

// inUnknownContext reports an element whose rendering the file does not
// fully show: under a component, or a JSX element rendered only on a
// condition.
func (e *Element) inComponent() bool {
	for p := e.Parent; p != nil; p = p.Parent {
		if p.Component {
			return true
		}
	}
	return false
}

// utilityHidden reports a class attribute that hides the element at every
// screen size with a framework's utility class (class rows of shape
// hidden: Tailwind's hidden, Bootstrap's d-none; none of shape
// shown-at-some-size, md:flex or d-md-block, shows it again): written statically, with
// no class the template binds (Vue's :class, Angular's [class.x], Alpine's
// x-bind:class), which may show it.
func utilityHidden(e *Element) bool {
	hidden := false
	for _, a := range e.Attrs {
		if a.Name != "class" && !strings.HasSuffix(a.Name, ":class") {
			continue
		}
		if a.Dynamic || a.Name != "class" {
			return false // a class the template binds may show it
		}
		for _, c := range strings.Fields(a.Value) {
			if e.doc.dialect().class(c, "shown-at-some-size") {
				return false
			}
			hidden = hidden || e.doc.dialect().class(c, "hidden")
		}
	}
	return hidden
}
