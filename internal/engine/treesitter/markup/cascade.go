package markup

import (
	"cmp"
	"slices"
	"strings"
)

// A compound selector: a tag, an id, classes and attribute tests, all of
// which the element must match.
type compound struct {
	tag     string // "" or "*": any
	id      string
	classes []string
	attrs   [][2]string // name, value ("" with present: any value)
	present []bool
}

// selector is a complex selector read right to left: parts[0] is the
// subject; combs[i] joins parts[i] to parts[i+1] (' ' descendant, '>'
// child).
type selector struct {
	parts []compound
	combs []byte
	spec  [3]int
}

// stateful pseudo-classes match only while the user acts on the element
// (or after: :visited); in the page as it loads they do not.
var statePseudo = map[string]bool{
	"hover": true, "focus": true, "active": true, "visited": true, "focus-within": true,
	"focus-visible": true, "target": true, "checked": false,
}

// parseSelector reads a selector made of tags, ids, classes, attribute
// tests, descendant and child combinators. never is true for one that
// matches nothing as the page loads (a:hover) or styles only generated
// content (p::before); ok is false for anything else.
func parseSelector(s string) (sel selector, never, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return sel, false, false
	}
	var comps []compound
	var combs []byte
	cur := compound{}
	empty := true
	pendingComb := byte(0)
	i := 0
	flush := func() bool {
		if empty {
			return false
		}
		if len(comps) > 0 {
			if pendingComb == 0 {
				pendingComb = ' '
			}
			combs = append(combs, pendingComb)
		}
		comps = append(comps, cur)
		cur, empty, pendingComb = compound{}, true, 0
		return true
	}
	ident := func() string {
		j := i
		for j < len(s) && (s[j] == '-' || s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] >= 0x80) {
			j++
		}
		id := s[i:j]
		i = j
		return id
	}
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '>':
			if !empty && !flush() {
				return sel, false, false
			}
			if c == '>' {
				if len(comps) == 0 || pendingComb == '>' {
					return sel, false, false
				}
				pendingComb = '>'
			}
			i++
		case c == '*':
			i++
			cur.tag, empty = "*", false
		case c == '#':
			i++
			if cur.id = ident(); cur.id == "" {
				return sel, false, false
			}
			empty = false
		case c == '.':
			i++
			cl := ident()
			if cl == "" {
				return sel, false, false
			}
			cur.classes, empty = append(cur.classes, cl), false
		case c == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return sel, false, false
			}
			body := s[i+1 : i+end]
			i += end + 1
			name, val, hasVal := strings.Cut(body, "=")
			name = strings.ToLower(strings.TrimSpace(name))
			if strings.ContainsAny(name, "~|^$*") || name == "" {
				return sel, false, false
			}
			val = strings.Trim(strings.TrimSpace(val), `"'`)
			cur.attrs, cur.present, empty = append(cur.attrs, [2]string{name, val}), append(cur.present, !hasVal), false
		case c == ':':
			i++
			if i < len(s) && s[i] == ':' {
				return sel, true, true // a pseudo-element: generated content
			}
			p := strings.ToLower(ident())
			if i < len(s) && s[i] == '(' {
				return sel, false, false
			}
			if statePseudo[p] {
				return sel, true, true
			}
			if p != "root" || cur.tag != "" {
				return sel, false, false
			}
			cur.tag, empty = "html", false
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			if !empty {
				return sel, false, false
			}
			cur.tag, empty = strings.ToLower(ident()), false
		default:
			return sel, false, false // +, ~, a comma left in, an escape
		}
	}
	if !flush() || pendingComb != 0 {
		return sel, false, false
	}
	// Right to left: the subject first.
	slices.Reverse(comps)
	slices.Reverse(combs)
	sel.parts, sel.combs = comps, combs
	for _, p := range comps {
		if p.id != "" {
			sel.spec[0]++
		}
		sel.spec[1] += len(p.classes) + len(p.attrs)
		if p.tag != "" && p.tag != "*" {
			sel.spec[2]++
		}
	}
	return sel, false, true
}

func (c compound) matches(e *Element) bool {
	if e == nil || e.Tag == "#root" || e.Component {
		return false
	}
	if c.tag != "" && c.tag != "*" && c.tag != e.Tag {
		return false
	}
	if c.id != "" {
		if v, ok := e.Value("id"); !ok || v != c.id {
			return false
		}
	}
	if len(c.classes) > 0 {
		v, ok := e.Value("class")
		if !ok {
			return false
		}
		have := strings.Fields(v)
		for _, cl := range c.classes {
			if !slices.Contains(have, cl) {
				return false
			}
		}
	}
	for k, a := range c.attrs {
		v, ok := e.Value(a[0])
		if !ok || !c.present[k] && v != a[1] {
			return false
		}
	}
	return true
}

func (s selector) matches(e *Element) bool { return s.matchFrom(0, e) }

func (s selector) matchFrom(k int, e *Element) bool {
	if !s.parts[k].matches(e) {
		return false
	}
	if k == len(s.parts)-1 {
		return true
	}
	if s.combs[k] == '>' {
		return s.matchFrom(k+1, e.Parent)
	}
	for a := e.Parent; a != nil && a.Tag != "#root"; a = a.Parent {
		if s.matchFrom(k+1, a) {
			return true
		}
	}
	return false
}

// sheetRule is a style rule with its selectors read.
type sheetRule struct {
	sels  []selector
	rule  cssRule
	order int
}

// cascade reads the file's <style> sheets once. known is true when the
// file is a page whose styling they are all of: no linked sheet, no
// dynamic sheet, every selector read.
func (d *Doc) cascade() []sheetRule {
	if d.cascadeRead {
		return d.rules
	}
	d.cascadeRead = true
	d.sheetsKnown = d.Page && d.Styled
	for _, e := range d.All {
		switch {
		case e.Tag == "link" && strings.Contains(attrValue(e, "rel"), "stylesheet"):
			d.sheetsKnown = false
		case e.Tag == "style" && (e.Spread || e.Has("media") && attrValue(e, "media") != "all" && attrValue(e, "media") != "screen"):
			d.sheetsKnown = false
		case e.Tag == "style":
			for _, it := range e.Content {
				if it.Dynamic {
					d.sheetsKnown = false
				}
			}
		}
	}
	for i, r := range d.styleSheets() {
		sr := sheetRule{rule: r, order: i}
		for _, s := range r.Selectors {
			sel, never, ok := parseSelector(s)
			switch {
			case !ok:
				d.sheetsKnown = false
			case !never:
				sr.sels = append(sr.sels, sel)
			}
		}
		if len(sr.sels) > 0 {
			d.rules = append(d.rules, sr)
		}
	}
	return d.rules
}

// sheetStyle is what the file's sheets declare for e, in cascade order:
// a property set only under a media condition is "?" (it holds in some
// windows, not others); !important marks those that beat inline style.
func (e *Element) sheetStyle() (map[string]string, map[string]bool) {
	if e.doc == nil || !e.doc.Styled {
		return nil, nil
	}
	type hit struct {
		spec  [3]int
		order int
		rule  *cssRule
	}
	var hits []hit
	for i := range e.doc.cascade() {
		r := &e.doc.rules[i]
		best, matched := [3]int{}, false
		for _, s := range r.sels {
			if s.matches(e) {
				if !matched || cmpSpec(s.spec, best) > 0 {
					best = s.spec
				}
				matched = true
			}
		}
		if matched {
			hits = append(hits, hit{best, r.order, &r.rule})
		}
	}
	if len(hits) == 0 {
		return nil, nil
	}
	slices.SortStableFunc(hits, func(a, b hit) int {
		if c := cmpSpec(a.spec, b.spec); c != 0 {
			return c
		}
		return cmp.Compare(a.order, b.order)
	})
	st, imp := map[string]string{}, map[string]bool{}
	for _, h := range hits {
		when := conditions(h.rule.Media)
		if when == never {
			continue
		}
		for k, v := range h.rule.Decls {
			important := h.rule.Important[k]
			if imp[k] && !important {
				continue
			}
			if when == sometimes {
				v = "?"
			}
			st[k], imp[k] = v, important
		}
	}
	return st, imp
}

func cmpSpec(a, b [3]int) int {
	for i := range a {
		if c := cmp.Compare(a[i], b[i]); c != 0 {
			return c
		}
	}
	return 0
}

type when int

const (
	always when = iota
	sometimes
	never
)

// conditions says when at-rule conditions hold on a screen: @media print
// never, @media screen always, a width or preference query sometimes.
func conditions(media []string) when {
	w := always
	for _, m := range media {
		switch {
		case strings.HasPrefix(m, "@supports"):
		case strings.HasPrefix(m, "@media"):
			q := strings.TrimSpace(strings.TrimPrefix(m, "@media"))
			if strings.Contains(q, ",") {
				w = max(w, sometimes)
				continue
			}
			f := strings.Fields(strings.NewReplacer("(", " ( ", ")", " ) ").Replace(q))
			if slices.Contains(f, "not") {
				w = max(w, sometimes)
				continue
			}
			rest := 0
			for _, t := range f {
				switch t {
				case "print", "speech":
					return never
				case "only", "screen", "all", "and":
				default:
					rest++
				}
			}
			if rest > 0 {
				w = max(w, sometimes)
			}
		default:
			w = max(w, sometimes)
		}
	}
	return w
}
