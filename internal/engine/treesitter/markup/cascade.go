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
	p := selParser{s: strings.TrimSpace(s), empty: true}
	if p.s == "" {
		return sel, false, false
	}
	for p.i < len(p.s) {
		switch p.step() {
		case selFail:
			return sel, false, false
		case selNever:
			return sel, true, true
		}
	}
	if !p.flush() || p.pendingComb != 0 {
		return sel, false, false
	}
	// Right to left: the subject first.
	slices.Reverse(p.comps)
	slices.Reverse(p.combs)
	sel.parts, sel.combs = p.comps, p.combs
	for _, c := range p.comps {
		if c.id != "" {
			sel.spec[0]++
		}
		sel.spec[1] += len(c.classes) + len(c.attrs)
		if c.tag != "" && c.tag != "*" {
			sel.spec[2]++
		}
	}
	return sel, false, true
}

// selParser holds parseSelector's position: the compounds read so far
// (left to right), the one being read and the combinator before it.
type selParser struct {
	s           string
	i           int
	comps       []compound
	combs       []byte
	cur         compound
	empty       bool // cur has nothing in it yet
	pendingComb byte
}

// What one step of the selector parser found.
type selStep int

const (
	selNext  selStep = iota // go on
	selFail                 // not a selector this package reads
	selNever                // matches nothing as the page loads
)

// flush ends the compound being read; false when it is empty.
func (p *selParser) flush() bool {
	if p.empty {
		return false
	}
	if len(p.comps) > 0 {
		if p.pendingComb == 0 {
			p.pendingComb = ' '
		}
		p.combs = append(p.combs, p.pendingComb)
	}
	p.comps = append(p.comps, p.cur)
	p.cur, p.empty, p.pendingComb = compound{}, true, 0
	return true
}

func identByte(c byte) bool {
	return c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func (p *selParser) ident() string {
	j := p.i
	for j < len(p.s) && identByte(p.s[j]) {
		j++
	}
	id := p.s[p.i:j]
	p.i = j
	return id
}

// step reads one token of the selector.
func (p *selParser) step() selStep {
	c := p.s[p.i]
	switch {
	case c == ' ' || c == '>':
		return p.combinator(c)
	case c == '*':
		p.i++
		p.cur.tag, p.empty = "*", false
	case c == '#' || c == '.':
		p.i++
		name := p.ident()
		if name == "" {
			return selFail
		}
		if c == '#' {
			p.cur.id = name
		} else {
			p.cur.classes = append(p.cur.classes, name)
		}
		p.empty = false
	case c == '[':
		return p.attr()
	case c == ':':
		return p.pseudo()
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		if !p.empty {
			return selFail
		}
		p.cur.tag, p.empty = strings.ToLower(p.ident()), false
	default:
		return selFail // +, ~, a comma left in, an escape
	}
	return selNext
}

func (p *selParser) combinator(c byte) selStep {
	if !p.empty && !p.flush() {
		return selFail
	}
	if c == '>' {
		if len(p.comps) == 0 || p.pendingComb == '>' {
			return selFail
		}
		p.pendingComb = '>'
	}
	p.i++
	return selNext
}

// attr reads [name] or [name=value]; the other operators are not read.
func (p *selParser) attr() selStep {
	end := strings.IndexByte(p.s[p.i:], ']')
	if end < 0 {
		return selFail
	}
	body := p.s[p.i+1 : p.i+end]
	p.i += end + 1
	name, val, hasVal := strings.Cut(body, "=")
	name = strings.ToLower(strings.TrimSpace(name))
	if strings.ContainsAny(name, "~|^$*") || name == "" {
		return selFail
	}
	val = strings.Trim(strings.TrimSpace(val), `"'`)
	p.cur.attrs, p.cur.present, p.empty = append(p.cur.attrs, [2]string{name, val}), append(p.cur.present, !hasVal), false
	return selNext
}

// pseudo reads a pseudo-class: a state one (never as the page loads),
// :root, or a pseudo-element (generated content).
func (p *selParser) pseudo() selStep {
	p.i++
	if p.i < len(p.s) && p.s[p.i] == ':' {
		return selNever // a pseudo-element: generated content
	}
	name := strings.ToLower(p.ident())
	if p.i < len(p.s) && p.s[p.i] == '(' {
		return selFail
	}
	if statePseudo[name] {
		return selNever
	}
	if name != "root" || p.cur.tag != "" {
		return selFail
	}
	p.cur.tag, p.empty = "html", false
	return selNext
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
