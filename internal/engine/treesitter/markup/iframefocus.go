package markup

import (
	"context"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkIframeFocus: an iframe taken out of the tab order (tabindex="-1")
// whose document has controls: keyboard users cannot reach them (ACT
// akn7bn, WCAG 2.1.1). Only a document the file shows (srcdoc) is read.
func checkIframeFocus(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Tag != "iframe" || e.Component || e.Spread || e.Hidden() {
			continue
		}
		v, ok := e.Value("tabindex")
		if n, err := strconv.Atoi(strings.TrimSpace(v)); !ok || err != nil || n >= 0 {
			continue
		}
		if inert(e) || tiny(e) {
			continue // nobody reaches it, or nobody sees it
		}
		src, ok := e.Value("srcdoc")
		if !ok || strings.TrimSpace(src) == "" {
			continue
		}
		t, err := syntax.Parse(context.Background(), syntax.HTML, []byte(src))
		if err != nil {
			continue
		}
		inner := build(t, "srcdoc.html", d.dialect())
		for _, c := range inner.All {
			if c.Focusable() && !c.Hidden() {
				report(p, ruleIframeFocus, e, "tabindex=%s, but its document holds %s", strings.TrimSpace(v), analysis.Short(t.Text(c.Node)))
				break
			}
		}
	}
}

// inert reports an element in an inert subtree.
func inert(e *Element) bool {
	for x := e; x != nil; x = x.Parent {
		if x.Has("inert") {
			return true
		}
	}
	return false
}

// tiny reports an element whose width or height attribute is at most
// one pixel: it is there to be seen by nobody.
func tiny(e *Element) bool {
	for _, a := range []string{"width", "height"} {
		if v, ok := e.Value(a); ok {
			if n, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), "px"), 64); err == nil && n <= 1 {
				return true
			}
		}
	}
	return false
}
