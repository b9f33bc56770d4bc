package markup

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

func report(p *analysis.Pass, r *analysis.Rule, e *Element, format string, args ...any) {
	p.Reportf(r, e.Node, r.Title+": "+format, args...)
}

// tagText is the element's start tag, short, for messages.
func tagText(p *analysis.Pass, e *Element) string {
	return analysis.Short(p.Tree.Text(e.Node))
}

// checkNames: every element that needs a name has one (accname).
func checkNames(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Hidden() {
			continue
		}
		role := e.Role()
		var r *analysis.Rule
		switch {
		case e.Tag == "input" && e.inputType() == "image":
			r = ruleImageButton
		case e.Tag == "img" || (role == "img" && !e.SVG):
			if role == "presentation" || role == "none" {
				continue
			}
			r = ruleImgAlt
		case e.SVG && (role == "img" || role == "graphics-document" || role == "graphics-symbol") && hasExplicitRole(e):
			r = ruleSVGName
		case role == "button":
			r = ruleButtonName
		case role == "link" || (ariaRoles[role] != nil && ariaRoles[role].Supers["link"]):
			r = ruleLinkName
		case e.Tag == "iframe":
			if v, _ := e.Value("tabindex"); strings.TrimSpace(v) == "-1" || decorativeRole(e) {
				continue
			}
			r = ruleIframeName
		case e.Tag == "summary":
			if e.Parent == nil || e.Parent.Tag != "details" || !isFirstSummary(e) {
				continue
			}
			r = ruleSummaryName
		case role == "menuitem":
			r = ruleMenuitemName
		case role == "heading":
			r = ruleHeadingName
		case e.Tag == "object":
			if !objectMedia(e) || decorativeRole(e) {
				continue
			}
			r = ruleObjectName
		case isFormField(e, role):
			if e.Tag == "datalist" || comboboxPopup(d, e, role) {
				continue // not rendered; or named by the combobox that opens it
			}
			r = ruleInputLabel
		default:
			continue
		}
		n := e.AccessibleName()
		if e.Tag == "object" {
			n = e.objectName()
		}
		if !n.empty() {
			continue
		}
		report(p, r, e, "%s has no accessible name%s", tagText(p, e), forElsewhere(r, e))
	}
}

// forElsewhere explains a field a <label for="x"> wraps when the field's
// id is not x: the for attribute, not the nesting, decides what a label
// labels (HTML's "labeled control"), so that label names another element
// or none, and a reader who sees the field inside it deserves the reason.
func forElsewhere(r *analysis.Rule, e *Element) string {
	if r != ruleInputLabel {
		return ""
	}
	for l := e.Parent; l != nil; l = l.Parent {
		if l.Tag != "label" {
			continue
		}
		f, ok := l.Value("for")
		if !ok {
			return ""
		}
		return fmt.Sprintf(": the <label for=%q> around it labels the element whose id is %q, and a label's for attribute, not what it wraps, decides what it labels", f, f)
	}
	return ""
}

// comboboxPopup reports a listbox that a combobox controls or owns: the
// combobox's label names the pair, and assistive technology announces the
// popup's options in the combobox (WAI-ARIA 1.2's combobox pattern; axe
// skips it too).
func comboboxPopup(d *Doc, e *Element, role string) bool {
	id, ok := e.Value("id")
	if role != "listbox" || !ok || strings.TrimSpace(id) == "" {
		return false
	}
	for _, c := range d.All {
		if c.Role() != "combobox" {
			continue
		}
		for _, attr := range []string{"aria-controls", "aria-owns"} {
			if slices.Contains(strings.Fields(attrValue0(c, attr)), id) {
				return true
			}
		}
	}
	return false
}

func decorativeRole(e *Element) bool {
	r, _ := e.explicitRole()
	return r == "none" || r == "presentation"
}

func hasExplicitRole(e *Element) bool { r, _ := e.explicitRole(); return r != "" }

func isFirstSummary(e *Element) bool {
	for _, c := range e.Parent.Elements() {
		if c.Tag == "summary" {
			return c == e
		}
	}
	return false
}

var fieldRoles = map[string]bool{
	"checkbox": true, "combobox": true, "listbox": true, "menuitemcheckbox": true, "menuitemradio": true,
	"radio": true, "searchbox": true, "slider": true, "spinbutton": true, "switch": true, "textbox": true,
}

func isFormField(e *Element, role string) bool {
	if fieldRoles[role] {
		return true
	}
	if e.Tag == "input" {
		switch e.inputType() {
		case "password", "date", "datetime-local", "month", "time", "week", "color", "file":
			return true
		}
	}
	return false
}

// objectMedia reports an <object> that embeds an image, audio or video.
func objectMedia(e *Element) bool {
	t, _ := e.Value("type")
	t = strings.ToLower(t)
	if strings.HasPrefix(t, "image/") || strings.HasPrefix(t, "audio/") || strings.HasPrefix(t, "video/") {
		return true
	}
	data, _ := e.Value("data")
	data = strings.ToLower(data)
	for _, ext := range []string{".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".mp3", ".mp4", ".wav", ".ogg", ".webm", ".ogv"} {
		if strings.HasSuffix(data, ext) {
			return true
		}
	}
	return false
}

// objectName is an <object>'s name: its fallback content is not one.
func (e *Element) objectName() name {
	if e.Unknown("aria-label") || e.Unknown("aria-labelledby") || e.Unknown("title") {
		return unknownName
	}
	n := e.AccessibleName()
	if !n.known || !n.empty() {
		if v, _ := e.Value("aria-label"); strings.TrimSpace(v) != "" {
			return n
		}
		if v, _ := e.Value("aria-labelledby"); strings.TrimSpace(v) != "" {
			return n
		}
		if v, _ := e.Value("title"); strings.TrimSpace(v) != "" {
			return n
		}
		return name{known: true}
	}
	return n
}

// checkARIA: ARIA attributes exist, are allowed on the role, have valid
// values.
func checkARIA(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component {
			continue
		}
		role := e.Role()
		info := ariaRoles[role]
		for _, a := range e.Attrs {
			if !strings.HasPrefix(a.Name, "aria-") {
				continue
			}
			prop, ok := ariaProps[a.Name]
			if !ok {
				report(p, ruleARIAAttr, e, "%s is not a WAI-ARIA 1.2 attribute", a.Name)
				continue
			}
			if a.Dynamic {
				continue
			}
			if !e.Hidden() {
				switch {
				case info != nil && slices.Contains(info.Prohibited, a.Name):
					report(p, ruleARIAAllowed, e, "%s is prohibited on role %s", a.Name, role)
				case info != nil && !info.Props[a.Name]:
					report(p, ruleARIAAllowed, e, "%s is not supported by role %s", a.Name, role)
				case info == nil && role == "" && knownHTML[e.Tag] && !e.SVG && !globalProps[a.Name]:
					report(p, ruleARIAAllowed, e, "%s is not a global attribute and <%s> has no role that supports it", a.Name, e.Tag)
				}
			}
			if msg := invalidValue(d, a, prop); msg != "" {
				report(p, ruleARIAValue, e, "%s=%q %s", a.Name, a.Value, msg)
			}
		}
	}
}

// knownHTML are HTML elements without an ARIA role.
var knownHTML = map[string]bool{
	"audio": true, "video": true, "canvas": true, "embed": true, "label": true, "legend": true,
	"abbr": true, "br": true, "cite": true, "kbd": true, "map": true, "picture": true, "ruby": true,
	"source": true, "track": true, "var": true, "wbr": true, "head": true, "meta": true,
	"script": true, "style": true, "title": true, "link": true, "base": true,
}

func invalidValue(d *Doc, a *Attr, prop propInfo) string {
	v := strings.TrimSpace(a.Value)
	if v == "" {
		return ""
	}
	lv := strings.ToLower(v)
	switch prop.Type {
	case "boolean":
		if lv == "true" || lv == "false" || (prop.AllowUndefined && lv == "undefined") {
			return ""
		}
		return "is not true or false"
	case "tristate":
		if lv == "true" || lv == "false" || lv == "mixed" {
			return ""
		}
		return "is not true, false or mixed"
	case "token":
		if slices.Contains(prop.Values, lv) || lv == "undefined" {
			return ""
		}
		return "is not one of " + strings.Join(prop.Values, ", ")
	case "tokenlist":
		for _, t := range strings.Fields(lv) {
			if !slices.Contains(prop.Values, t) {
				return "holds " + t + ", not one of " + strings.Join(prop.Values, ", ")
			}
		}
	case "integer":
		if _, err := strconv.Atoi(v); err != nil {
			return "is not an integer"
		}
	case "number":
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return "is not a number"
		}
	case "id":
		if strings.ContainsAny(v, " \t\n") {
			return "is not one id"
		}
	}
	return ""
}

// checkRoles: role values valid, required states present, required
// context and owned elements.
func checkRoles(p *analysis.Pass, d *Doc) {
	owners := map[*Element]*Element{}
	for _, e := range d.All {
		for _, id := range strings.Fields(attrValue(e, "aria-owns")) {
			if refs := d.IDs[id]; len(refs) > 0 {
				owners[refs[0]] = e
			}
		}
	}
	for _, e := range d.All {
		if e.Component || e.Hidden() || e.Unknown("role") {
			continue
		}
		raw, hasRole := e.Value("role")
		if !hasRole || strings.TrimSpace(raw) == "" {
			continue
		}
		role, _ := e.explicitRole()
		if role == "" {
			report(p, ruleRoleValid, e, "role=%q names no WAI-ARIA 1.2 role", raw)
			continue
		}
		if role != e.Role() {
			continue // presentation overridden by conflict resolution
		}
		info := ariaRoles[role]
		if e.implicitRole() != role {
			var missing []string
			required := slices.Clone(info.Required)
			if role == "separator" && e.Focusable() {
				required = append(required, "aria-valuenow")
			}
			if role == "option" {
				// ARIA 1.2 dropped aria-selected from option's required
				// states (aria-query still lists it).
				required = nil
			}
			for _, r := range required {
				if r == "aria-controls" && role == "combobox" && attrValue(e, "aria-expanded") != "true" {
					continue // a collapsed combobox's popup need not exist yet (ARIA 1.3, ACT)
				}
				if nativeState(e, r) {
					continue
				}
				if !e.Has(r) && !e.Spread {
					missing = append(missing, r)
				}
			}
			if len(missing) > 0 {
				report(p, ruleARIARequired, e, "role=%q needs %s", role, strings.Join(missing, ", "))
			}
		}
		if len(info.Context) > 0 {
			parent, known := accessibleParent(e, owners)
			if known && (parent == nil || !slices.Contains(info.Context, parent.Role())) {
				what := "no parent"
				if parent != nil {
					what = "parent role " + orNone(parent.Role())
				}
				report(p, ruleRoleContext, e, "role=%q needs a parent of role %s, has %s", role, strings.Join(info.Context, " or "), what)
			}
		}
		if len(info.Owned) > 0 && attrValue(e, "aria-busy") != "true" {
			allowed := map[string]bool{}
			// A two-step alternative is a container and what it holds (a
			// menu's group of menuitems, a grid's rowgroup of rows);
			// aria-query lists the pair in either order.
			within := map[string]map[string]bool{}
			for _, alt := range info.Owned {
				for _, r := range alt {
					allowed[r] = true
				}
				if len(alt) == 2 {
					box, item := alt[0], alt[1]
					if box != "group" && box != "rowgroup" {
						box, item = item, box
					}
					if within[box] == nil {
						within[box] = map[string]bool{}
					}
					within[box][item] = true
				}
			}
			if bad, known := badOwnedIn(e, allowed, within, owners); known && bad != "" {
				report(p, ruleRoleOwned, e, "role=%q may own only %s, owns %s", role, strings.Join(sortedSet(allowed), ", "), bad)
			}
		}
	}
}

// nativeState reports a required state the element's HTML semantics
// supply (HTML-AAM): a checkbox's or radio's checkedness is aria-checked,
// a range's value aria-valuenow, an <hr>'s orientation, a heading's
// level.
func nativeState(e *Element, state string) bool {
	switch state {
	case "aria-checked":
		t := e.inputType()
		return e.Tag == "input" && (t == "checkbox" || t == "radio")
	case "aria-valuenow", "aria-valuemin", "aria-valuemax":
		t := e.inputType()
		return e.Tag == "input" && (t == "range" || t == "number") || e.Tag == "progress" || e.Tag == "meter"
	case "aria-level":
		return len(e.Tag) == 2 && e.Tag[0] == 'h' && e.Tag[1] >= '1' && e.Tag[1] <= '6'
	case "aria-selected":
		return e.Tag == "option"
	}
	return false
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func attrValue(e *Element, name string) string {
	v, _ := e.Value(name)
	return strings.ToLower(strings.TrimSpace(v))
}

func sortedSet(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// transparent reports an element the accessibility tree passes through:
// no role, generic, none or presentation.
func transparent(e *Element) bool {
	r := e.Role()
	if r == "generic" || (r == "" && !e.Component && !e.SVG) {
		// A generic element with a global ARIA attribute is in the tree.
		return !e.hasGlobalARIA() && !e.Focusable()
	}
	return r == "none" || r == "presentation"
}

// accessibleParent is the nearest ancestor that is not transparent (or
// the aria-owns owner); known is false when a component or the top of a
// component's markup is in the way.
func accessibleParent(e *Element, owners map[*Element]*Element) (*Element, bool) {
	x := e
	for {
		if o := owners[x]; o != nil {
			x = o
		} else {
			x = x.Parent
		}
		if x == nil || x.Tag == "#root" {
			return nil, x != nil && x.doc.Page
		}
		if x.Component || x.Unknown("role") {
			return nil, false
		}
		if !transparent(x) {
			return x, true
		}
	}
}

// badOwned describes an owned element of a role not allowed; "" when all
// are allowed. known is false when the content is not all in the file.
func badOwned(e *Element, allowed map[string]bool, owners map[*Element]*Element) (string, bool) {
	return badOwnedIn(e, allowed, nil, owners)
}

// badOwnedIn is badOwned where an owned container (a group, a rowgroup)
// must itself own only what within lists for it.
func badOwnedIn(e *Element, allowed map[string]bool, within map[string]map[string]bool, owners map[*Element]*Element) (string, bool) {
	var kids []Item
	for _, it := range e.Content {
		if it.El != nil && owners[it.El] != nil && owners[it.El] != e {
			continue
		}
		kids = append(kids, it)
	}
	for c, o := range owners {
		if o == e {
			kids = append(kids, Item{El: c})
		}
	}
	for _, it := range kids {
		switch {
		case it.Dynamic:
			return "", false
		case it.El == nil:
			if strings.TrimSpace(it.Text) != "" {
				return "text", true
			}
		case it.El.Component || it.El.Unknown("role"):
			return "", false
		case it.El.Hidden():
		case allowed[it.El.Role()]:
			if inner := within[it.El.Role()]; inner != nil && attrValue(it.El, "aria-busy") != "true" {
				// A container may nest in one of its kind (a group of groups).
				nested := map[string]bool{it.El.Role(): true}
				for r := range inner {
					nested[r] = true
				}
				if bad, known := badOwnedIn(it.El, nested, within, owners); !known || bad != "" {
					if bad != "" {
						bad += " in a " + it.El.Role()
					}
					return bad, known
				}
			}
		case transparent(it.El):
			if it.El.Role() == "generic" && hasDirectText(it.El) {
				return "<" + it.El.Tag + "> with text", true
			}
			if bad, known := badOwnedIn(it.El, allowed, within, owners); !known || bad != "" {
				return bad, known
			}
		default:
			return "role " + it.El.Role(), true
		}
	}
	return "", true
}

func hasDirectText(e *Element) bool {
	for _, it := range e.Content {
		if it.El == nil && strings.TrimSpace(it.Text) != "" {
			return true
		}
	}
	return false
}

// checkHiddenFocus: aria-hidden content holds nothing focusable;
// presentational children hold nothing focusable; decorative elements
// are not exposed.
func checkHiddenFocus(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component {
			continue
		}
		if e.ariaHidden() && !hiddenAbove(e) && !modalUntilShown(e) {
			if f := firstFocusable(e, true); f != nil && !focusSentinel(d, f) {
				report(p, ruleHiddenFocus, e, "aria-hidden content holds %s", tagText(p, f))
			}
		}
		if e.Hidden() {
			continue
		}
		if r, _ := e.explicitRole(); r != "" && e.Role() == r {
			if info := ariaRoles[r]; info != nil && info.PresentationalChildren {
				if f := firstFocusable(e, false); f != nil {
					report(p, rulePresentationalChildren, e, "role %s holds %s", r, tagText(p, f))
				}
			}
		} else if r == "" && (e.Tag == "button" || e.Tag == "summary") {
			if f := firstFocusable(e, false); f != nil {
				report(p, rulePresentationalChildren, e, "<%s> holds %s", e.Tag, tagText(p, f))
			}
		}
		decorative := false
		if r, _ := e.explicitRole(); r == "none" || r == "presentation" {
			decorative = true
		} else if v, ok := e.Value("alt"); e.Tag == "img" && ok && v == "" && r == "" {
			decorative = true
		}
		if decorative {
			if r := e.Role(); r != "none" && r != "presentation" && r != "" {
				report(p, ruleDecorativeExposed, e, "it is exposed as %s", r)
			}
		}
	}
}

// modalUntilShown reports Bootstrap's or Bulma's modal markup (the class
// rows of shapes modal and modal-shown) as their
// documentation writes it (<div class="modal" tabindex="-1"
// aria-hidden="true">): the framework's .modal is display: none until its
// script shows it (Bootstrap's .show with display: block, which also
// removes aria-hidden; Bulma's .is-active), so nothing in it is focusable
// while it is aria-hidden. A class the template binds, or one or a style
// that shows it as written, may show it with aria-hidden still set.
func modalUntilShown(e *Element) bool {
	if _, ok := e.Style()["display"]; ok {
		return false
	}
	modal := false
	for _, a := range e.Attrs {
		if a.Name != "class" && !strings.HasSuffix(a.Name, ":class") {
			continue
		}
		if a.Dynamic || a.Name != "class" {
			return false
		}
		for _, c := range strings.Fields(a.Value) {
			switch {
			case e.doc.dialect().class(c, "modal"):
				modal = true
			case e.doc.dialect().class(c, "modal-shown"):
				return false
			}
		}
	}
	return modal
}

// focusSentinel reports a focusable element whose focus handler sends
// focus elsewhere (the sentinels at the edges of a modal dialog's focus
// trap): an onfocus attribute, or a page script that listens for focus on
// its id. Keyboard users never rest on it.
func focusSentinel(d *Doc, e *Element) bool {
	if e.Has("onfocus") || e.Has("onfocusin") {
		return true
	}
	id, ok := e.Value("id")
	if !ok || strings.TrimSpace(id) == "" {
		return false
	}
	for _, s := range d.All {
		if s.Tag != "script" {
			continue
		}
		for _, it := range s.Content {
			txt := it.Text
			if it.El != nil || !strings.Contains(txt, "'"+id+"'") && !strings.Contains(txt, `"`+id+`"`) && !strings.Contains(txt, "#"+id) {
				continue
			}
			if strings.Contains(txt, "'focus'") || strings.Contains(txt, `"focus"`) || strings.Contains(txt, "'focusin'") || strings.Contains(txt, `"focusin"`) || strings.Contains(txt, ".onfocus") {
				return true
			}
		}
	}
	return false
}

func hiddenAbove(e *Element) bool {
	for x := e.Parent; x != nil; x = x.Parent {
		if x.ariaHidden() {
			return true
		}
	}
	return false
}

// firstFocusable returns the first element in sequential focus order in
// e's subtree (e itself when self), skipping content hidden from everyone.
func firstFocusable(e *Element, self bool) *Element {
	if self {
		if e.selfHidden() {
			return nil
		}
		if e.Focusable() {
			return e
		}
	}
	var found *Element
	e.Walk(func(c *Element) bool {
		if found != nil || c.selfHidden() {
			return false
		}
		if c.Focusable() {
			found = c
			return false
		}
		return true
	})
	return found
}

// referencedInFile reports whether src points at the id: a fragment
// (url(#id), href="#id", xlink:href="#id") or an ARIA reference.
func referencedInFile(src []byte, id string) bool {
	re, err := regexp.Compile(`(?:#|aria-[a-z]+\s*=\s*["'][^"']*\b)` + regexp.QuoteMeta(id) + `(?:[^\w-]|$)`)
	return err != nil || re.Match(src)
}

// checkIDs: ids unique; id references resolve (in a page).
func checkIDs(p *analysis.Pass, d *Doc) {
	for id, all := range d.IDs {
		// A component's id prop is the component's to use: React Aria's
		// <Tab id> and <TabPanel id> share one to pair a tab with its
		// panel, and write DOM ids of their own.
		els := slices.DeleteFunc(slices.Clone(all), func(e *Element) bool { return e.Component })
		if len(els) < 2 || d.Image && !referencedInFile(p.Tree.Src, id) {
			// A design tool's export repeats layer names as ids
			// (Sketch's id="Path"); in an image nothing finds them
			// unless the file itself points at one (url(#id), href="#id").
			continue
		}
		for _, e := range els[1:] {
			if e.inTemplate() || els[0].inTemplate() {
				continue
			}
			if d.Template && controlBetween(p.Tree.Src, els[0], e) {
				continue // {% if %} … {% else %}: one of the two is rendered
			}
			if jsx := p.Tree.Lang == syntax.JavaScript || p.Tree.Lang == syntax.TSX; jsx && e.outermost() != els[0].outermost() {
				// Two JSX trees (two components, two icons) are not one
				// document: whether both render on one page is unknown.
				continue
			}
			report(p, ruleDuplicateID, e, "id=%q is also on line %d", id, els[0].Node.Line)
		}
	}
	if !d.Page {
		return
	}
	for _, e := range d.All {
		for _, attr := range []string{"for", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-activedescendant", "aria-errormessage", "aria-details", "aria-flowto", "list"} {
			if attr == "for" && e.Tag != "label" || attr == "list" && e.Tag != "input" {
				continue
			}
			v, ok := e.Value(attr)
			if !ok || strings.TrimSpace(v) == "" {
				continue
			}
			ids := strings.Fields(v)
			var missing []string
			for _, id := range ids {
				if len(d.IDs[id]) == 0 {
					missing = append(missing, id)
				}
			}
			if len(missing) == len(ids) && !laterRef(e, attr) {
				report(p, ruleIDRef, e, "%s=%q: no element has that id", attr, v)
			}
		}
		if (e.Tag == "td" || e.Tag == "th") && e.Has("headers") {
			table := e.ancestor("table")
			if table == nil || !slices.Contains([]string{"table", "grid", "treegrid"}, table.Role()) {
				continue
			}
			for _, id := range strings.Fields(attrValue0(e, "headers")) {
				refs := d.IDs[id]
				if len(refs) == 0 || refs[0] == e || refs[0].ancestor("table") != table || (refs[0].Tag != "th" && refs[0].Tag != "td") {
					report(p, ruleTableHeaders, e, "headers names %q, which is not another cell of this table", id)
					break
				}
			}
		}
	}
}

// laterRef reports a reference whose target may rightly not exist yet:
// the popup a control opens (aria-controls on a collapsed control, or one
// whose role does not require it, such as a button that opens a dialog
// the script creates), the error message of a field that is not invalid.
func laterRef(e *Element, attr string) bool {
	switch attr {
	case "aria-controls":
		if attrValue(e, "aria-expanded") == "true" {
			return false
		}
		info := ariaRoles[e.Role()]
		return info == nil || !slices.Contains(info.Required, "aria-controls") || e.Role() == "combobox"
	case "aria-errormessage":
		v := attrValue(e, "aria-invalid")
		return v == "" || v == "false"
	}
	return false
}

func attrValue0(e *Element, name string) string { v, _ := e.Value(name); return v }

// controlBetween reports a template's control tag ({% if %}, <% else %>,
// @if, {{#each}}) between two elements' start tags: they may be
// alternatives, or one repeated.
func controlBetween(src []byte, a, b *Element) bool {
	from, to := int(a.Node.Start), int(b.Node.Start)
	if from > to {
		from, to = to, from
	}
	for _, sp := range syntax.TemplateSpans(src[from:to]) {
		tag := string(src[from+sp.Start : from+min(sp.End, sp.Start+3)])
		switch {
		case sp.Comment:
		case strings.HasPrefix(tag, "{%"), strings.HasPrefix(tag, "@"),
			strings.HasPrefix(tag, "<%") && !strings.HasPrefix(tag, "<%=") && !strings.HasPrefix(tag, "<%-"),
			strings.HasPrefix(tag, "{{#"), strings.HasPrefix(tag, "{{/"), strings.HasPrefix(tag, "{{^"), strings.HasPrefix(tag, "{{e"):
			return true
		}
	}
	return false
}

// outermost is the top element of e's tree: in JSX, the element a
// component's expression returns.
func (e *Element) outermost() *Element {
	for e.Parent != nil && e.Parent.Tag != "#root" {
		e = e.Parent
	}
	return e
}

func (e *Element) inTemplate() bool {
	for x := e.Parent; x != nil; x = x.Parent {
		if x.Tag == "template" || x.Tag == "svg" && e.Tag == "symbol" {
			return true
		}
	}
	return false
}

// checkDuplicateAttrs: an attribute given twice.
func checkDuplicateAttrs(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		seen := map[string]bool{}
		read := map[*syntax.Node]bool{}
		for _, a := range e.Attrs {
			if read[a.Node] {
				continue // set by another attribute (th:field sets id and name)
			}
			read[a.Node] = true
			raw := strings.ToLower(p.Tree.Text(a.Node))
			if i := strings.IndexAny(raw, "= \t\n"); i >= 0 {
				raw = raw[:i]
			}
			if seen[raw] {
				report(p, ruleDuplicateAttr, e, "%s is given twice on <%s>", raw, e.Tag)
				break
			}
			seen[raw] = true
		}
	}
}

// checkPage: a whole page has a lang on <html> and a title; no page
// blocks zoom or refreshes after a delay.
func checkPage(p *analysis.Pass, d *Doc) {
	if d.Whole {
		switch h := d.HTMLElem; {
		case h == nil:
			// <!DOCTYPE html> then content: the parser supplies an <html>
			// element, without a lang.
			p.Reportf(ruleHTMLLang, d.Doctype, "%s: the page has no <html> element to carry its language", ruleHTMLLang.Title)
		case !h.Unknown("lang"):
			if v, _ := h.Value("lang"); strings.TrimSpace(v) == "" {
				report(p, ruleHTMLLang, h, "add the page's language")
			}
		}
		checkTitle(p, d)
	}
	refreshSeen := false
	for _, e := range d.All {
		if e.Tag != "meta" {
			continue
		}
		content, _ := e.Value("content")
		switch {
		case strings.EqualFold(attrValue(e, "name"), "viewport"):
			if why := viewportBlocksZoom(content); why != "" {
				report(p, ruleViewport, e, "%s", why)
			}
		case strings.EqualFold(attrValue(e, "http-equiv"), "refresh") && !refreshSeen:
			delay, ok := refreshDelay(content)
			if !ok {
				continue
			}
			refreshSeen = true
			switch {
			case delay > 72000:
				report(p, ruleRefreshAAA, e, "content=%q waits %d s", content, delay)
			case delay > 0:
				report(p, ruleRefresh, e, "content=%q waits %d s", content, delay)
			}
		}
	}
}

// checkTitle: a whole page written in HTML has a non-empty <title>. A
// React root layout's title comes from its framework (Next.js metadata,
// a <Head> component), never from the markup, so JSX is left alone; so
// is a template page whose <head> includes or inherits content.
func checkTitle(p *analysis.Pass, d *Doc) {
	if p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	var title *Element
	for _, e := range d.All {
		if e.Tag == "title" && !e.SVG {
			title = e
			break
		}
	}
	switch {
	case title == nil:
		if head := d.head(); head != nil && !head.Component && !head.dynamicContent() || head == nil && !d.dynamicContent() {
			where := d.HTMLElem
			if where == nil {
				p.Reportf(ruleTitle, d.Doctype, "%s: the document has no <title>", ruleTitle.Title)
				return
			}
			report(p, ruleTitle, where, "the document has no <title>")
		}
	case !title.contentName(map[*Element]bool{}).known:
	case strings.TrimSpace(textOf(title)) == "":
		report(p, ruleTitle, title, "the <title> is empty")
	case placeholderTitle(textOf(title)):
		report(p, ruleTitlePlaceholder, title, "%q names no page", strings.TrimSpace(textOf(title)))
	}
}

func (d *Doc) head() *Element {
	for _, e := range d.All {
		if e.Tag == "head" {
			return e
		}
	}
	return nil
}

// dynamicContent reports content the file does not show: a template
// expression or include, a component.
func (e *Element) dynamicContent() bool {
	found := false
	var visit func(x *Element)
	visit = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case found:
				return
			case it.Dynamic:
				found = true
			case it.El != nil && (it.El.Component || it.El.Spread):
				found = true
			case it.El != nil:
				visit(it.El)
			}
		}
	}
	visit(e)
	return found
}

func (d *Doc) dynamicContent() bool {
	return d.root.dynamicContent()
}

func textOf(e *Element) string {
	var sb strings.Builder
	for _, it := range e.Content {
		if it.El == nil {
			sb.WriteString(it.Text)
		}
	}
	return sb.String()
}

func viewportBlocksZoom(content string) string {
	for _, part := range strings.FieldsFunc(strings.ToLower(content), func(r rune) bool { return r == ',' || r == ';' }) {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		// The viewport meta's values, as the CSS Device Adaptation draft
		// translates them: yes is 1, device-width and device-height 10, a
		// number itself, anything else (no, a typo) 0.
		n, err := strconv.ParseFloat(v, 64)
		switch {
		case v == "yes":
			n, err = 1, nil
		case v == "device-width" || v == "device-height":
			n, err = 10, nil
		case err != nil:
			n, err = 0, nil
		}
		switch k {
		case "user-scalable":
			if n > -1 && n < 1 {
				return "user-scalable=" + v + " disables zoom"
			}
		case "maximum-scale":
			if n >= 0 && n < 2 {
				return "maximum-scale=" + v + " limits zoom below 200%"
			}
		}
	}
	return ""
}

// refreshDelay parses a meta refresh content as the HTML standard does:
// leading digits (a fraction ignored), then the end or a separator.
func refreshDelay(content string) (int, bool) {
	s := strings.TrimLeft(content, " \t\n\r\f")
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(s[:i])
	if err != nil {
		return 0, false
	}
	rest := s[i:]
	for len(rest) > 0 && (rest[0] >= '0' && rest[0] <= '9' || rest[0] == '.') {
		rest = rest[1:]
	}
	if rest != "" && !strings.ContainsRune(" \t\n\r\f;,", rune(rest[0])) {
		return 0, false
	}
	return n, true
}

// checkTabindex: a positive tabindex.
func checkTabindex(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		v, ok := e.Value("tabindex")
		if !ok {
			continue
		}
		if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && n > 0 {
			report(p, ruleTabindex, e, "tabindex=%d on <%s>", n, e.Tag)
		}
	}
}

// nonInteractive are elements with no role a keyboard can operate.
var nonInteractive = map[string]bool{
	"div": true, "span": true, "li": true, "td": true, "tr": true, "p": true, "section": true,
	"article": true, "img": true, "label": true, "header": true, "footer": true, "main": true,
	"aside": true, "ul": true, "ol": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"nav": true, "form": true, "table": true, "i": true, "svg": true,
}

// checkClick: click handlers on elements without a role and key handler.
func checkClick(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if !nonInteractive[e.Tag] || !e.Has("onclick") || e.Spread || e.Hidden() {
			continue
		}
		if e.Has("role") || e.Has("onkeydown") || e.Has("onkeyup") || e.Has("onkeypress") {
			continue
		}
		if v, ok := e.Value("tabindex"); ok && strings.TrimSpace(v) == "0" && e.Has("role") {
			continue
		}
		if holdsControl(d, e) || backdrop(e) || focusesInside(p, d, e) {
			continue
		}
		p.Reportf(ruleClick, e.Node, "Click handler on a <%s> that a keyboard cannot reach: it has no role and no key handler", e.Tag)
	}
}

// holdsControl reports a clickable element with a native control inside
// it whose keyboard activation is a click (a button, a link, a checkbox
// or radio button): pressing Enter or Space on it dispatches a click that
// bubbles up to the element's handler, so the keyboard reaches the
// handler (a checkbox row around its checkbox). A text field inside does
// not: typing in it clicks nothing.
func holdsControl(d *Doc, e *Element) bool {
	for _, x := range d.All {
		if x == e || !x.ancestorIs(e) || x.Hidden() || x.Component || !x.Focusable() {
			continue
		}
		switch x.Tag {
		case "button", "summary":
			return true
		case "a":
			if x.Has("href") {
				return true
			}
		case "input":
			switch x.inputType() {
			case "button", "submit", "reset", "checkbox", "radio", "image":
				return true
			}
		}
	}
	return false
}

// focusOnly is a click handler that only moves focus: () => ref.current?.focus().
var focusOnly = regexp.MustCompile(`^(?i:onclick)\s*=\s*\{\s*\(\s*\w*\s*\)\s*=>\s*\{?\s*[\w$.?\[\]]+\.focus\(\s*\)\s*;?\s*\}?\s*\}$`)

// focusesInside reports a click handler that only focuses, on an element
// holding a control a keyboard reaches by itself (a text field whose
// wrapper focuses it when clicked): the keyboard user tabs to the control
// and loses nothing.
func focusesInside(p *analysis.Pass, d *Doc, e *Element) bool {
	a := e.Attr("onclick")
	if a == nil || a.Node == nil || !focusOnly.MatchString(strings.TrimSpace(p.Tree.Text(a.Node))) {
		return false
	}
	for _, x := range d.All {
		if x != e && x.ancestorIs(e) && !x.Hidden() && !x.Component && x.Focusable() {
			return true
		}
	}
	return false
}

// backdrop reports an empty element (nothing to read or reach) inside one
// that handles keys: the overlay of a dialog whose own key handler closes
// it on Escape, which is the keyboard's way to do what the click does.
func backdrop(e *Element) bool {
	if len(e.Content) > 0 {
		return false
	}
	for x := e.Parent; x != nil; x = x.Parent {
		if x.Has("onkeydown") || x.Has("onkeyup") {
			return true
		}
	}
	return false
}

// checkSpacing: !important inline text spacing below WCAG 1.4.12's, as
// the text that inherits it computes it.
func checkSpacing(p *analysis.Pass, d *Doc) {
	mins := []struct {
		prop string
		min  float64
	}{{"line-height", 1.5}, {"letter-spacing", 0.12}, {"word-spacing", 0.16}}
	reported := map[*Element]bool{}
	for _, t := range d.All {
		if !hasDirectText(t) || t.Hidden() || offscreen(t) {
			continue
		}
		size, ok := fontSize(t)
		if !ok {
			continue
		}
		for _, c := range mins {
			decl, v, important := declaring(t, c.prop)
			if decl == nil || !important || reported[decl] {
				continue
			}
			if c.prop == "line-height" && oneLine(t, size) {
				continue // line height spaces lines; one line has none to space
			}
			var px float64
			if n, err := strconv.ParseFloat(v, 64); err == nil && c.prop == "line-height" {
				px = n * size // a number is inherited as a factor
			} else if v == "normal" || v == "initial" {
				px = map[bool]float64{true: 1.2, false: 0}[c.prop == "line-height"] * size
			} else {
				declSize, ok := fontSize(decl)
				if !ok {
					continue
				}
				if px, ok = length(v, declSize); !ok {
					continue
				}
			}
			if px < c.min*size-0.01 {
				reported[decl] = true
				report(p, ruleSpacing, decl, "%s: %s !important is below %.2g× the font size of its text", c.prop, v, c.min)
			}
		}
	}
}

// oneLine reports text that stays on one line at its own size: it does
// not wrap, or its box has a width in px that holds all of it (an average
// character half an em wide), and no line breaks.
func oneLine(t *Element, size float64) bool {
	chars := 0
	for _, it := range t.Content {
		switch {
		case it.Dynamic, it.El != nil:
			return false
		default:
			chars += utf8.RuneCountInString(strings.Join(strings.Fields(it.Text), " "))
		}
	}
	st := t.Style()
	if ws := st["white-space"]; ws == "nowrap" || ws == "pre" {
		return true
	}
	w := st["width"]
	px, ok := length(w, size)
	return ok && strings.HasSuffix(w, "px") && float64(chars)*charEm*size <= px
}

// declaring finds the nearest element (t or an ancestor) whose inline
// style sets prop.
func declaring(t *Element, prop string) (*Element, string, bool) {
	for x := t; x != nil && x.Tag != "#root"; x = x.Parent {
		st, imp := x.styleDecls()
		if v, ok := st[prop]; ok {
			return x, v, imp[prop]
		}
	}
	return nil, "", false
}

func hasVisibleText(e *Element) bool {
	if hasDirectText(e) {
		return true
	}
	found := false
	e.Walk(func(c *Element) bool {
		if c.selfHidden() || found {
			return false
		}
		if hasDirectText(c) {
			found = true
		}
		return true
	})
	return found
}

var _ = fmt.Sprintf
