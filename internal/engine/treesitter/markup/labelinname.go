package markup

import (
	"strings"
	"unicode"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkLabelInName: a control whose name aria-label or aria-labelledby
// sets must contain the text it shows, so a speech user who says what
// they see reaches it (ACT 2ee8b8, WCAG 2.5.3 Label in Name). Only
// widgets that take their name from content are judged, and only text of
// at least two letters or digits: "X" and "›" are symbols, and text in an
// icon font is a glyph, not a word.
func checkLabelInName(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Spread || e.Hidden() {
			continue
		}
		role := e.Role()
		info := ariaRoles[role]
		if info == nil || !info.NameFromContents || !info.Supers["widget"] {
			continue
		}
		if !e.Has("aria-label") && !e.Has("aria-labelledby") {
			continue
		}
		visible, ok := visibleText(e)
		if !ok || iconFont(e) {
			continue
		}
		// Punctuation around the words is not what a speech user says.
		visible = strings.TrimFunc(normalizeLabel(visible), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if countAlnum(visible) < 2 {
			continue
		}
		n := e.AccessibleName()
		if !n.known || n.empty() {
			continue
		}
		if !strings.Contains(normalizeLabel(n.text), visible) {
			report(p, ruleLabelInName, e, "it shows %q but is named %q", visible, strings.TrimSpace(n.text))
		}
	}
}

// visibleText is the text an element shows: its text and its descendants',
// without hidden content (aria-hidden text is still seen); ok is false when
// some of it is dynamic or a component's.
func visibleText(e *Element) (string, bool) {
	var sb strings.Builder
	ok := true
	var visit func(x *Element)
	visit = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case !ok:
				return
			case it.Dynamic:
				ok = false
			case it.El == nil:
				sb.WriteString(it.Text)
				sb.WriteByte(' ')
			case it.El.Component || it.El.Spread:
				ok = false
			case it.El.selfHidden() || offscreen(it.El):
			default:
				visit(it.El)
			}
		}
	}
	visit(e)
	return sb.String(), ok
}

func normalizeLabel(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

func countAlnum(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// iconFont reports text set in an icon font (Material Icons, Font
// Awesome), whose ligatures draw a glyph rather than the word.
func iconFont(e *Element) bool {
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		if f, ok := x.Style()["font-family"]; ok {
			f = strings.ToLower(f)
			return strings.Contains(f, "icon") || strings.Contains(f, "awesome") || f == "?"
		}
		if cls, _ := x.Value("class"); strings.Contains(strings.ToLower(cls), "icon") {
			return true
		}
	}
	return false
}
