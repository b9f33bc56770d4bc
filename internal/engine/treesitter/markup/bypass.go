package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkBypass: a page whose content follows a block repeated on every
// page (its navigation, its banner) gives keyboard and screen reader
// users a way past it (WCAG 2.4.1 Bypass Blocks): a main landmark, a
// heading that starts the content, or a link to the content before the
// block (or a way to fold the block away). A page with none of them fails
// every technique the ACT rules on bypassing blocks accept. Only a whole page written in HTML is
// judged, and only when the file shows all of its content: a layout whose
// content a child template fills may get its main landmark there.
func checkBypass(p *analysis.Pass, d *Doc) {
	if !d.Whole || p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	block := repeatedBlock(d)
	if block == nil {
		return
	}
	inBlock := func(e *Element) bool {
		for x := e; x != nil; x = x.Parent {
			if x == block {
				return true
			}
		}
		return false
	}
	if collapsible(d, block) {
		return
	}
	if dynamicOutside(d.root, block) {
		return // a template's block or expression may hold the main content
	}
	after, content := false, false
	for _, e := range d.All {
		if e == block {
			after = true
			continue
		}
		if e.Hidden() || inBlock(e) && e.Tag != "a" {
			continue
		}
		switch {
		case e.Component || e.Spread:
			return // content the file does not show
		case landmarkOfContent(e):
			return
		case e.Tag == "a" && skipsTo(d, e) && (!after || inBlock(e)):
			return
		case after && !inBlock(e) && e.Role() == "heading":
			return
		}
		if !inBlock(e) && !inChrome(e) && e.Tag != "script" && e.Tag != "style" && e.Tag != "title" && hasDirectText(e) {
			if !after {
				return // the page's content comes first: nothing to bypass
			}
			content = true
		}
	}
	if content {
		report(p, ruleBypass, block, "<%s> comes before the page's content with no main landmark, no heading to start the content and no link to skip to it", block.Tag)
	}
}

// repeatedBlock is the page's first navigation or banner that holds
// links: the block a site repeats on every page.
func repeatedBlock(d *Doc) *Element {
	for _, e := range d.All {
		if e.Hidden() {
			continue
		}
		if r := e.Role(); r != "navigation" && r != "banner" {
			continue
		}
		for _, c := range d.All {
			if c.Tag == "a" && c.Has("href") && c.ancestorIs(e) {
				return e
			}
		}
	}
	return nil
}

func (e *Element) ancestorIs(a *Element) bool {
	for x := e.Parent; x != nil; x = x.Parent {
		if x == a {
			return true
		}
	}
	return false
}

// collapsible reports a block the user can fold away: inside a
// <details>, or the target of a control's aria-controls (a menu button).
func collapsible(d *Doc, block *Element) bool {
	for x := block; x != nil; x = x.Parent {
		if x.Tag == "details" {
			return true
		}
	}
	for _, e := range d.All {
		for _, id := range strings.Fields(attrValue0(e, "aria-controls")) {
			for _, t := range d.IDs[id] {
				if t == block || t.ancestorIs(block) || block.ancestorIs(t) {
					return true
				}
			}
		}
	}
	return false
}

// landmarkOfContent reports a landmark that can hold a page's content:
// main, or a named region, a complementary or search landmark, a form.
func landmarkOfContent(e *Element) bool {
	switch e.Role() {
	case "main", "region", "complementary", "search", "form":
		return true
	}
	return false
}

// inChrome reports an element inside the page's navigation, banner or
// footer: repeated content, not the page's own.
func inChrome(e *Element) bool {
	for x := e; x != nil; x = x.Parent {
		switch x.Role() {
		case "navigation", "banner", "contentinfo":
			return true
		}
	}
	return false
}

// skipsTo reports a link to an element of the same page.
func skipsTo(d *Doc, a *Element) bool {
	href, _ := a.Value("href")
	if a.Unknown("href") {
		return true
	}
	id, ok := strings.CutPrefix(strings.TrimSpace(href), "#")
	if !ok || id == "" {
		return false
	}
	if len(d.IDs[id]) > 0 {
		return true
	}
	// HTML's indicated part of the document is also an <a name=…>.
	for _, e := range d.All {
		if v, _ := e.Value("name"); e.Tag == "a" && v == id {
			return true
		}
	}
	return false
}

// dynamicOutside reports content the file does not show, outside the
// block.
func dynamicOutside(e, block *Element) bool {
	for _, it := range e.Content {
		switch {
		case it.Dynamic:
			return true
		case it.El == nil || it.El == block:
		case it.El.Component || it.El.Spread || dynamicOutside(it.El, block):
			return true
		}
	}
	return false
}
