package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkFocusVisible: an element in the tab order shows where focus is
// (WCAG 2.4.7 Focus Visible; ACT oj04fd). Browsers show it with an
// outline; a page that takes the outline away (outline: none or 0, in the
// element's own style or in a :focus rule for it) and styles no focus
// state anywhere else leaves keyboard users with no visible focus. Only a
// page that shows all of its styling is judged: no external style sheet,
// no script that may style focus, no focus handler on the element.
func checkFocusVisible(p *analysis.Pass, d *Doc) {
	if p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	if !stylingShown(p, d) {
		return
	}
	var focusRules []cssRule // rules for a focus state
	for _, r := range d.styleSheets() {
		if conditions(r.Media) == never {
			continue
		}
		for _, s := range r.Selectors {
			if focusState(s) {
				focusRules = append(focusRules, r)
				break
			}
		}
	}
	for _, r := range focusRules {
		if indicates(r.Decls) {
			return // a focus style: what it shows is the designer's call
		}
	}
	var first *Element
	n := 0
	for _, e := range d.All {
		if e.Component || e.Spread || e.Hidden() || !e.Focusable() || e.Has("onfocus") || e.Has("onfocusin") {
			continue
		}
		if v, ok := e.Value("tabindex"); ok && strings.HasPrefix(strings.TrimSpace(v), "-") {
			continue // not in the tab order
		}
		if outlineRemoved(e.Style()) || removedOnFocus(e, focusRules) {
			if first == nil {
				first = e
			}
			n++
		}
	}
	if first != nil {
		report(p, ruleFocusVisible, first, "%s loses its outline when focused and no focus style replaces it (%d such element(s) in the page)", tagText(p, first), n)
	}
}

// stylingShown reports a document whose styles are all in the file: no
// linked style sheet, and no script that mentions focus.
func stylingShown(p *analysis.Pass, d *Doc) bool {
	for _, e := range d.All {
		switch {
		case e.Component || e.Spread:
			return false
		case e.Tag == "link" && strings.Contains(strings.ToLower(attrValue(e, "rel")), "stylesheet"):
			return false
		case e.Tag == "script" && strings.Contains(strings.ToLower(p.Tree.Text(e.Node)+scriptText(e)), "focus"):
			return false
		case e.Tag == "style":
			for _, it := range e.Content {
				if it.Dynamic || strings.Contains(it.Text, "@import") {
					return false
				}
			}
		}
	}
	return true
}

func scriptText(e *Element) string {
	var b strings.Builder
	for _, it := range e.Content {
		b.WriteString(it.Text)
	}
	return b.String()
}

// focusState reports a selector for an element's focus state (:focus,
// :focus-visible; not :focus-within, which styles an ancestor).
func focusState(s string) bool {
	s = strings.ToLower(s)
	return strings.Contains(strings.ReplaceAll(s, ":focus-within", ""), ":focus")
}

// indicates reports declarations that change how an element looks beyond
// taking its outline away.
func indicates(decls map[string]string) bool {
	for k, v := range decls {
		switch {
		case k == "outline" || k == "outline-style" || k == "outline-width":
			if !noOutline(k, v) {
				return true
			}
		case strings.HasPrefix(k, "outline-"):
			// the outline's colour or offset: no outline without a style
		default:
			return true // a border, a shadow, a background, a colour, …
		}
	}
	return false
}

func noOutline(k, v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	switch k {
	case "outline":
		return v == "none" || v == "0" || v == "0px" || strings.HasPrefix(v, "none ") || strings.HasPrefix(v, "0 ") || strings.HasPrefix(v, "0px ")
	case "outline-style":
		return v == "none" || v == "hidden"
	case "outline-width":
		return v == "0" || v == "0px"
	}
	return false
}

// outlineRemoved reports a style that takes the outline away.
func outlineRemoved(st map[string]string) bool {
	for _, k := range []string{"outline", "outline-style", "outline-width"} {
		if v, ok := st[k]; ok && noOutline(k, v) {
			return true
		}
	}
	return false
}

// removedOnFocus reports a :focus rule that matches e and takes its
// outline away.
func removedOnFocus(e *Element, rules []cssRule) bool {
	for _, r := range rules {
		if !outlineRemoved(r.Decls) {
			continue
		}
		for _, s := range r.Selectors {
			if !focusState(s) {
				continue
			}
			base := strings.NewReplacer(":focus-visible", "", ":focus", "").Replace(s)
			if strings.TrimSpace(base) == "" {
				base = "*"
			}
			if sel, state, ok := parseSelector(base); ok && !state && sel.matches(e) {
				return true
			}
		}
	}
	return false
}
