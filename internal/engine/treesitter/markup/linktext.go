package markup

import (
	"strings"
	"unicode"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// genericLinkText are link names that say nothing of the link's purpose
// (Lighthouse's link-text audit keeps a similar list).
var genericLinkText = map[string]bool{
	"click here": true, "click this": true, "click": true, "here": true, "this": true, "go": true,
	"link": true, "this link": true, "more": true, "read more": true, "learn more": true, "see more": true,
	"view more": true, "more info": true, "more information": true, "more details": true, "details": true,
	"info": true, "information": true, "continue": true, "click here for more": true, "right here": true,
}

// checkLinkText: a link whose whole name is a generic phrase ("More",
// "Click here") and whose purpose nothing around it tells either: no
// aria-describedby, no other text in its sentence, paragraph, list item
// (or parent list item) or table cell, no table header over it (WCAG
// 2.4.4 and its programmatically determined link context; ACT aizyf1,
// 5effbb).
func checkLinkText(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Hidden() || offscreen(e) {
			continue
		}
		role := e.Role()
		if role != "link" && (ariaRoles[role] == nil || !ariaRoles[role].Supers["link"]) {
			continue
		}
		if e.Has("aria-describedby") || e.Spread {
			continue
		}
		n := e.AccessibleName()
		if !n.known {
			continue
		}
		text := normalizeLinkText(n.text)
		if !genericLinkText[text] || hasLinkContext(e) {
			continue
		}
		report(p, ruleLinkText, e, "its name is only %q", strings.TrimSpace(n.text))
	}
}

// normalizeLinkText lower-cases a name and drops punctuation, arrows and
// extra space: "Read more »" is "read more".
func normalizeLinkText(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return strings.Join(f, " ")
}

// hasLinkContext reports text around the link that tells its purpose, or
// content the file does not show.
func hasLinkContext(e *Element) bool {
	if e.Parent != nil && e.Parent.Tag != "#root" && otherText(e.Parent, e) {
		return true // the link's own sentence
	}
	for x := e.Parent; x != nil && x.Tag != "#root"; x = x.Parent {
		if x.Component || x.Spread {
			return true
		}
		switch x.Tag {
		case "p", "li", "td", "th", "dd", "dt", "blockquote", "figcaption", "caption", "label", "legend",
			"h1", "h2", "h3", "h4", "h5", "h6":
			if otherText(x, e) {
				return true
			}
			if x.Tag == "td" || x.Tag == "th" {
				if t := x.ancestor("table"); t != nil && hasHeaderCell(t) {
					return true
				}
			}
			if x.Tag != "li" {
				return false
			}
		}
	}
	return false
}

// otherText reports text in x outside the link, or text the file does not
// show.
func otherText(x, link *Element) bool {
	return textBesides(x, func(y *Element) bool { return y == link })
}

// textBesides reports text in x outside the elements skip names, or text
// the file does not show.
func textBesides(x *Element, skip func(*Element) bool) bool {
	found := false
	var visit func(y *Element)
	visit = func(y *Element) {
		for _, it := range y.Content {
			switch {
			case found:
				return
			case it.Dynamic:
				found = true
			case it.El == nil:
				if strings.TrimFunc(it.Text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) != "" {
					found = true
				}
			case skip(it.El) || it.El.selfHidden():
			case it.El.Component:
				found = true
			case it.El.Tag == "img":
				if v, _ := it.El.Value("alt"); strings.TrimSpace(v) != "" || it.El.Unknown("alt") {
					found = true
				}
			case it.El.Tag == "ul" || it.El.Tag == "ol":
				// A nested list is not its parent item's text.
			default:
				visit(it.El)
			}
		}
	}
	visit(x)
	return found
}

func hasHeaderCell(t *Element) bool {
	found := false
	t.Walk(func(c *Element) bool {
		if c.Tag == "th" || c.Role() == "columnheader" || c.Role() == "rowheader" {
			found = true
		}
		return !found && c.Tag != "table"
	})
	return found
}
