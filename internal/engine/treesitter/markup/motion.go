package markup

import (
	"regexp"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkMotion: what a page does when the device is shaken or tilted it
// must also do from a control on the page, and the user must be able to
// turn the motion response off (WCAG 2.5.4 Motion Actuation; ACT 7677a9,
// c249d5). A page whose script changes its content on devicemotion or
// deviceorientation events and that has no control at all — nothing
// focusable, no form field, no handler on an element — offers neither.
func checkMotion(p *analysis.Pass, d *Doc) {
	if p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	var at *syntax.Node
	var where *Element
	for _, e := range d.All {
		if e.Component || e.Spread {
			return // content the file does not show may hold the control
		}
		if e.Tag != "script" || e.SVG || !plainScript(e) {
			continue
		}
		for _, it := range e.Content {
			if it.El != nil || it.Dynamic {
				continue
			}
			for _, m := range motionListener.FindAllStringSubmatchIndex(it.Text, -1) {
				if body, ok := handlerBody(it.Text[m[1]:]); ok && changesContent.MatchString(body) && at == nil {
					at, where = nodeAt(p.Tree, it.Node, m[0]), e
				}
			}
		}
	}
	if where == nil {
		return
	}
	for _, e := range d.All {
		if e.Hidden() {
			continue
		}
		if e.Focusable() || e.Tag == "input" || e.Tag == "select" || e.Tag == "textarea" || e.Tag == "button" || hasHandler(e) {
			return
		}
	}
	if at == nil {
		at = where.Node
	}
	p.Reportf(ruleMotion, at, "%s: the page changes on device motion and has no control that does the same or turns it off", ruleMotion.Title)
}

var (
	motionListener = regexp.MustCompile(`\b(?:window|document)\s*(?:\.addEventListener\(\s*["'](?:devicemotion|deviceorientation)["']\s*,|\.on(?:devicemotion|deviceorientation)\s*=)\s*(?:function\s*[\w$]*\s*\([^)]*\)|\(?\s*[\w$]*\s*\)?\s*=>)\s*`)
	changesContent = regexp.MustCompile(`\b(textContent|innerText|innerHTML|outerHTML|style|classList|className|setAttribute|src|value|appendChild|append|prepend|remove|replaceWith|insertAdjacent\w*)\b`)
)

// hasHandler reports an element with an inline event handler.
func hasHandler(e *Element) bool {
	for _, a := range e.Attrs {
		if len(a.Name) > 2 && a.Name[:2] == "on" {
			return true
		}
	}
	return false
}
