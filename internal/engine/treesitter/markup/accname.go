package markup

import (
	"strings"
)

// Style returns the element's style declarations, property to value,
// lower case, without !important: its inline style over what the file's
// <style> sheets declare for it; "?" is a value the file does not show.
// A dynamic style attribute gives {"*": "?"}.
func (e *Element) Style() map[string]string {
	if e.cascaded {
		return e.computed
	}
	e.cascaded = true
	inline, inlineImp := e.styleDecls()
	sheet, sheetImp := e.sheetStyle()
	if len(sheet) == 0 {
		e.computed = inline
	} else {
		e.computed = map[string]string{}
		for k, v := range sheet {
			e.computed[k] = v
		}
		for k, v := range inline {
			if !sheetImp[k] || inlineImp[k] {
				e.computed[k] = v
			}
		}
	}
	e.substituteVars()
	return e.computed
}

// substituteVars replaces var(--name) in the element's declarations with
// the custom property's value, its own or the nearest ancestor's (custom
// properties inherit), or the var()'s fallback. A reference that cannot
// be resolved is left as written: no colour or length reads from it.
func (e *Element) substituteVars() {
	var out map[string]string
	for k, v := range e.computed {
		if strings.HasPrefix(k, "--") || !strings.Contains(v, "var(") {
			continue
		}
		r, ok := e.resolveVars(v, 0)
		if !ok {
			continue
		}
		if out == nil {
			out = make(map[string]string, len(e.computed))
			for k2, v2 := range e.computed {
				out[k2] = v2
			}
		}
		out[k] = r
	}
	if out != nil {
		e.computed = out // never write through to the inline map it may share
	}
}

// resolveVars substitutes every var() in v, to a depth of eight.
func (e *Element) resolveVars(v string, depth int) (string, bool) {
	if depth > 8 {
		return "", false
	}
	for {
		i := strings.Index(v, "var(")
		if i < 0 {
			return v, true
		}
		end, level := -1, 0
		for j := i + 3; j < len(v); j++ {
			if v[j] == '(' {
				level++
			} else if v[j] == ')' {
				level--
				if level == 0 {
					end = j
					break
				}
			}
		}
		if end < 0 {
			return "", false
		}
		name, fallback, hasFallback := strings.Cut(v[i+4:end], ",")
		val, found := e.customProperty(strings.TrimSpace(name))
		switch {
		case found && val == "?":
			return "", false
		case !found && !hasFallback:
			return "", false
		case !found:
			val = strings.TrimSpace(fallback)
		}
		val, ok := e.resolveVars(val, depth+1)
		if !ok {
			return "", false
		}
		v = v[:i] + val + v[end+1:]
	}
}

// customProperty is the value of a custom property on the element or
// its nearest ancestor that sets it; "?" when a style the file does not
// show may set it.
func (e *Element) customProperty(name string) (string, bool) {
	if !strings.HasPrefix(name, "--") {
		return "", false
	}
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		st := x.computed
		if x != e {
			st = x.Style()
		}
		if st["*"] == "?" {
			return "?", true
		}
		if v, ok := st[name]; ok {
			return v, true
		}
	}
	return "", false
}

// knownStyling reports that the file shows all of e's styling: a class
// on it means only what the file's own sheets say.
func (e *Element) knownStyling() bool {
	if e.doc == nil {
		return false
	}
	e.doc.cascade()
	return e.doc.sheetsKnown
}

// styleDecls returns the inline style alone, and which of its
// declarations are !important.
func (e *Element) styleDecls() (map[string]string, map[string]bool) {
	if !e.styled {
		e.style, e.important = e.readStyle()
		e.styled = true
	}
	return e.style, e.important
}

func (e *Element) readStyle() (map[string]string, map[string]bool) {
	a := e.Attr("style")
	if a == nil {
		if e.Spread {
			return map[string]string{"*": "?"}, nil
		}
		return nil, nil
	}
	if a.Dynamic {
		return map[string]string{"*": "?"}, nil
	}
	return parseDecls(a.Value)
}

// name is an accessible name: the text, and whether it is known. A name
// built from a dynamic value, spread props or a component's output is not
// known, and no rule reports on it.
type name struct {
	text  string
	known bool
}

func (n name) empty() bool { return n.known && strings.TrimSpace(n.text) == "" }

var unknownName = name{known: false}

// AccessibleName computes the element's name by the static steps of W3C
// accname 1.2: aria-labelledby, aria-label, the host language's label
// (label, alt, caption, legend, figcaption, SVG title, value), the
// content for roles named from content, and title.
func (e *Element) AccessibleName() name {
	return e.accname(map[*Element]bool{}, false, false)
}

func (e *Element) accname(seen map[*Element]bool, inLabelledby, inContent bool) name {
	if seen[e] {
		return name{known: true}
	}
	seen[e] = true
	// 2A: hidden content is not part of a name, unless referenced; so an
	// icon component given aria-hidden="true" (which icon libraries pass
	// to their <svg>) adds nothing, whatever it renders.
	if inContent && (e.ariaHidden() || !e.Component && e.selfHidden()) {
		return name{known: true}
	}
	// A component's output is not in the file; an icon component that
	// renders a named image (an <svg role="img"> with a <title>, as every
	// Simple Icons file is) has a name the file does not show either.
	if e.Component || e.doc.dialect().namedImage(e.Tag) {
		return unknownName
	}
	// 2B: aria-labelledby.
	if !inLabelledby {
		if e.Unknown("aria-labelledby") {
			return unknownName
		}
		if ids, ok := e.Value("aria-labelledby"); ok && strings.TrimSpace(ids) != "" {
			var parts []string
			resolved := false
			for _, id := range strings.Fields(ids) {
				refs := e.doc.IDs[id]
				if len(refs) == 0 {
					if !e.doc.Page {
						return unknownName
					}
					continue
				}
				resolved = true
				n := refs[0].accname(map[*Element]bool{}, true, false) // referenced: hidden or not
				if !n.known {
					return unknownName
				}
				parts = append(parts, n.text)
			}
			if resolved {
				if s := strings.TrimSpace(strings.Join(parts, " ")); s != "" {
					return name{text: s, known: true}
				}
			}
		}
	}
	// 2C: aria-label.
	if e.Unknown("aria-label") {
		return unknownName
	}
	if v, ok := e.Value("aria-label"); ok && strings.TrimSpace(v) != "" {
		return name{text: strings.TrimSpace(v), known: true}
	}
	role := e.Role()
	// 2D: the host language; an element whose role is none has no
	// native name (<img alt="…" role="presentation">).
	if n, done := e.nativeName(role); done && role != "none" && role != "presentation" {
		if !n.known || !n.empty() {
			return n
		}
	}
	// 2F: name from content.
	if inContent || inLabelledby || nameFromContent(e, role) {
		n := e.contentNameIn(seen, inLabelledby)
		if !n.known || !n.empty() {
			return n
		}
	}
	// 2I: the tooltip.
	return e.tooltip()
}

func (e *Element) tooltip() name {
	if e.Unknown("title") {
		return unknownName
	}
	v, _ := e.Value("title")
	return name{text: strings.TrimSpace(v), known: true}
}

func nameFromContent(e *Element, role string) bool {
	if r := ariaRoles[role]; r != nil && r.NameFromContents {
		return true
	}
	switch e.Tag {
	case "summary", "a", "button", "th", "td", "caption", "legend", "label", "figcaption", "option":
		return true
	}
	return false
}

// contentName is the text of the element's content (accname 2F).
func (e *Element) contentName(seen map[*Element]bool) name { return e.contentNameIn(seen, false) }

// contentNameIn is contentName inside an aria-labelledby traversal when
// inLabelledby: only there are the descendants' own aria-labelledby
// ignored (accname 2B); a link's <img aria-labelledby> names the link.
func (e *Element) contentNameIn(seen map[*Element]bool, inLabelledby bool) name {
	var sb strings.Builder
	for _, it := range e.Content {
		switch {
		case it.Dynamic:
			return unknownName
		case it.El != nil:
			c := it.El
			if c.Tag == "slot" {
				return unknownName
			}
			n := c.accname(seen, inLabelledby, true)
			if !n.known {
				return unknownName
			}
			sb.WriteString(" " + n.text + " ")
		default:
			sb.WriteString(it.Text)
		}
	}
	return name{text: strings.Join(strings.Fields(sb.String()), " "), known: true}
}

// nativeName is accname's step 2D; done is false when the element has no
// native labelling.
func (e *Element) nativeName(role string) (n name, done bool) {
	switch e.Tag {
	case "img", "area":
		if e.Unknown("alt") {
			return unknownName, true
		}
		v, _ := e.Value("alt")
		return name{text: strings.TrimSpace(v), known: true}, true
	case "input":
		switch e.inputType() {
		case "?":
			return unknownName, true
		case "image":
			if e.Unknown("alt") {
				return unknownName, true
			}
			v, _ := e.Value("alt")
			return name{text: strings.TrimSpace(v), known: true}, true
		case "button", "submit", "reset":
			// HTML-AAM: an input button is labelable; its label names
			// it before its value does.
			if l, _ := e.labelName(); !l.known || !l.empty() {
				return l, true
			}
			if e.Unknown("value") {
				return unknownName, true
			}
			if v, ok := e.Value("value"); ok && e.Attr("value").HasValue {
				return name{text: v, known: true}, true
			}
			switch e.inputType() {
			case "submit":
				return name{text: "Submit", known: true}, true
			case "reset":
				return name{text: "Reset", known: true}, true
			}
			return name{known: true}, true
		}
		return e.labelName()
	case "select", "textarea", "meter", "progress", "output":
		return e.labelName()
	case "button":
		if l, _ := e.labelName(); !l.known || !l.empty() {
			return l, true
		}
		return name{}, false
	case "fieldset":
		return e.childName("legend")
	case "figure":
		return e.childName("figcaption")
	case "table":
		return e.childName("caption")
	case "svg":
		return e.childName("title")
	}
	if e.SVG {
		return e.childName("title")
	}
	return name{}, false
}

// childName is the name of the first child of a tag: a fieldset's legend,
// a table's caption, an SVG's title.
func (e *Element) childName(tag string) (name, bool) {
	for _, c := range e.Elements() {
		if c.Tag == tag {
			return c.contentName(map[*Element]bool{}), true
		}
	}
	return name{known: true}, true
}

// labelName is the text of a form field's labels: those pointing at its
// id and the one wrapping it; then its placeholder (HTML-AAM).
func (e *Element) labelName() (name, bool) {
	var parts []string
	var labels []*Element
	if id, ok := e.Value("id"); ok && id != "" {
		for _, l := range e.doc.All {
			if f, ok := l.Value("for"); ok && l.Tag == "label" && f == id {
				labels = append(labels, l)
			}
		}
	} else if e.Unknown("id") {
		return unknownName, true
	}
	for p := e.Parent; p != nil; p = p.Parent {
		if p.Tag == "label" && !p.Has("for") {
			labels = append(labels, p)
			break
		}
		if p.Component {
			return unknownName, true
		}
	}
	for _, l := range labels {
		if l.Unknown("for") {
			return unknownName, true
		}
		n := l.labelText(e)
		if !n.known {
			return unknownName, true
		}
		parts = append(parts, n.text)
	}
	if s := strings.TrimSpace(strings.Join(parts, " ")); s != "" {
		return name{text: s, known: true}, true
	}
	if _, hasID := e.Value("id"); hasID && !e.doc.Page {
		// A label elsewhere in the page may point at the id.
		return unknownName, true
	}
	if e.Unknown("placeholder") {
		return unknownName, true
	}
	if v, ok := e.Value("placeholder"); ok && strings.TrimSpace(v) != "" {
		return name{text: strings.TrimSpace(v), known: true}, true
	}
	return name{known: true}, true
}

// labelText is a label's text without the field it labels.
func (l *Element) labelText(field *Element) name {
	return l.contentName(map[*Element]bool{field: true})
}
