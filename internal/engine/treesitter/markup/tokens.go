package markup

import (
	"fmt"
	"maps"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// token is one design token: a named colour, spacing or font size the
// project defines.
type token struct {
	kind   string // "colour", "spacing", "font-size"
	name   string // brand, gray-100, 4, lg
	source string // tailwind.config.js, or "this file"
	css    bool   // a custom property (--name), else a Tailwind theme key
	colour rgba
	px     float64
}

// tokenKinds maps the CSS properties whose values tokens stand for to the
// kind of token. The class rows of shape property-utility say which
// utility's class sets each (color: text-), for the class a finding names.
var tokenKinds = map[string]string{
	"color": "colour", "background": "colour", "background-color": "colour", "border-color": "colour", "border": "colour",
	"outline-color": "colour", "fill": "colour", "stroke": "colour", "text-decoration-color": "colour",
	"border-top-color": "colour", "border-bottom-color": "colour", "border-left-color": "colour", "border-right-color": "colour",
	"margin": "spacing", "margin-top": "spacing", "margin-bottom": "spacing", "margin-left": "spacing", "margin-right": "spacing",
	"padding": "spacing", "padding-top": "spacing", "padding-bottom": "spacing", "padding-left": "spacing", "padding-right": "spacing",
	"gap": "spacing", "row-gap": "spacing", "column-gap": "spacing", "font-size": "font-size",
}

// checkTokens: a colour, spacing or font size written out where the
// project has a token of that value: in the Tailwind config of the file's
// package (theme colors, spacing, fontSize), or a spacing or font size
// the file's own sheets define as a custom property (:root { --space-4:
// 1rem }). Inline styles, the file's sheets and Tailwind arbitrary values
// (bg-[#0055ff]) are read.
func checkTokens(p *analysis.Pass, d *Doc) {
	if strings.EqualFold(path.Ext(p.Path), ".svg") {
		return // an image: the page's tokens do not reach into it
	}
	dl := d.dialect()
	tokens := fileTokens(d)
	tokens = append(tokens, themeConfigTokens(p, dl)...)
	if len(tokens) == 0 {
		return
	}
	for _, e := range d.All {
		if e.Component && len(e.Attrs) == 0 {
			continue
		}
		st, _ := e.styleDecls()
		if msg := tokenUse(st, tokens, dl); msg != "" {
			report(p, ruleToken, e, "%s", msg)
			continue
		}
		if cls, ok := e.Value("class"); ok {
			if msg := arbitraryUse(cls, tokens, dl); msg != "" {
				report(p, ruleToken, e, "%s", msg)
			}
		}
	}
	if !d.Styled {
		return
	}
	for _, e := range d.All {
		if e.Tag != "style" {
			continue
		}
		for _, it := range e.Content {
			if it.El != nil || it.Dynamic {
				continue
			}
			for _, r := range parseCSS(it.Text) {
				if msg := tokenUse(r.Decls, tokens, dl); msg != "" {
					at := nodeAt(p.Tree, it.Node, r.Off)
					if at == nil {
						at = e.Node
					}
					p.Reportf(ruleToken, at, "%s: %s", ruleToken.Title, msg)
				}
			}
		}
	}
}

// tokenUse describes the first declaration whose value a token holds.
func tokenUse(decls map[string]string, tokens []token, dl *dialect) string {
	props := make([]string, 0, len(decls))
	for k := range decls {
		props = append(props, k)
	}
	slices.Sort(props)
	for _, prop := range props {
		kind, ok := tokenKinds[prop]
		if !ok {
			continue
		}
		v := decls[prop]
		if strings.Contains(v, "var(") {
			continue
		}
		for _, part := range valueParts(v) {
			if t := matchToken(kind, part, tokens); t != nil {
				return fmt.Sprintf("%s: %s is the token %s", prop, part, suggest(t, dl.utilities[prop]))
			}
		}
	}
	return ""
}

var arbitraryRE = regexp.MustCompile(`(?:^|\s)(?:[a-z0-9-]+:)*([a-z][a-z-]*)-\[([^\]\s]+)\]`)

// arbitraryUse describes a Tailwind arbitrary value a token holds:
// bg-[#0055ff], p-[16px], text-[14px].
// The class rows say which prefixes take a colour or a font size
// (shapes colour-utility, font-size-utility: text- takes both); another
// prefix's value is a length (p-[16px]).
func arbitraryUse(class string, tokens []token, dl *dialect) string {
	for _, m := range arbitraryRE.FindAllStringSubmatch(class, -1) {
		prefix, v := m[1], strings.ReplaceAll(m[2], "_", " ")
		var kinds []string
		if dl.classIs(prefix, "colour-utility") {
			kinds = append(kinds, "colour")
		}
		if dl.classIs(prefix, "font-size-utility") {
			kinds = append(kinds, "font-size")
		}
		if len(kinds) == 0 {
			kinds = []string{"spacing"}
		}
		for _, k := range kinds {
			if t := matchToken(k, v, tokens); t != nil {
				return fmt.Sprintf("%s-[%s] is the token %s", prefix, m[2], suggest(t, prefix))
			}
		}
	}
	return ""
}

// valueParts splits a declaration value into its words, keeping a
// function's arguments with it: "1px solid rgb(0, 85, 255)".
func valueParts(v string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) {
			switch v[i] {
			case '(':
				depth++
				continue
			case ')':
				depth--
				continue
			}
			if depth > 0 || v[i] != ' ' {
				continue
			}
		}
		if s := strings.TrimSpace(v[start:i]); s != "" {
			out = append(out, s)
		}
		start = i + 1
	}
	return out
}

func matchToken(kind, v string, tokens []token) *token {
	switch kind {
	case "colour":
		c, ok := parseColour(v)
		if !ok || strings.HasPrefix(v, "var") {
			return nil
		}
		for i := range tokens {
			if t := &tokens[i]; t.kind == kind && sameColour(t.colour, c) {
				return t
			}
		}
	default:
		px, ok := tokenLength(v)
		if !ok || px == 0 {
			return nil
		}
		for i := range tokens {
			if t := &tokens[i]; t.kind == kind && math.Abs(t.px-px) < 0.01 {
				return t
			}
		}
	}
	return nil
}

func sameColour(a, b rgba) bool {
	return math.Abs(a.r-b.r) < 0.5 && math.Abs(a.g-b.g) < 0.5 && math.Abs(a.b-b.b) < 0.5 && math.Abs(a.a-b.a) < 0.005
}

// tokenLength reads px and rem (16px) lengths.
func tokenLength(v string) (float64, bool) {
	for _, u := range []struct {
		unit  string
		scale float64
	}{{"rem", 16}, {"px", 1}} {
		if n, ok := strings.CutSuffix(v, u.unit); ok {
			f, err := strconv.ParseFloat(n, 64)
			return f * u.scale, err == nil
		}
	}
	return 0, false
}

func suggest(t *token, prefix string) string {
	if t.css {
		return fmt.Sprintf("--%s (%s): use var(--%s)", t.name, t.source, t.name)
	}
	if prefix == "" {
		// no class row says which utility sets the property
		return fmt.Sprintf("%s (%s): use the theme's %s", t.name, t.source, t.name)
	}
	return fmt.Sprintf("%s (%s): use the class %s-%s", t.name, t.source, prefix, t.name)
}

// fileTokens are the spacing and font-size custom properties the file's
// sheets define on the page's root (:root, html, body). Colour custom
// properties are the design specialist's (design/use-token, over every
// sheet in the change), so they are not read twice.
func fileTokens(d *Doc) []token {
	if !d.Styled {
		return nil
	}
	var out []token
	for _, r := range d.styleSheets() {
		if !slices.ContainsFunc(r.Selectors, func(s string) bool { return s == ":root" || s == "html" || s == "body" }) {
			continue
		}
		names := make([]string, 0, len(r.Decls))
		for k := range r.Decls {
			names = append(names, k)
		}
		slices.Sort(names)
		for _, k := range names {
			name, ok := strings.CutPrefix(k, "--")
			if !ok {
				continue
			}
			if t, ok := newToken(name, r.Decls[k], "this file", true); ok && t.kind != "colour" {
				out = append(out, t)
			}
		}
	}
	return out
}

// newToken reads a token's value: a colour, or a length (spacing or font
// size, by its name when it is a custom property).
func newToken(name, v, source string, css bool) (token, bool) {
	t := token{name: name, source: source, css: css}
	if c, ok := parseColour(v); ok {
		t.kind, t.colour = "colour", c
		return t, true
	}
	if px, ok := tokenLength(strings.TrimSpace(v)); ok && px > 0 {
		t.px = px
		switch {
		case strings.Contains(name, "font") || strings.Contains(name, "text"):
			t.kind = "font-size"
		case strings.Contains(name, "space") || strings.Contains(name, "spacing") || strings.Contains(name, "gap") || strings.Contains(name, "size"):
			t.kind = "spacing"
		default:
			return t, false
		}
		return t, true
	}
	return t, false
}

// themeConfigTokens reads the theme of the nearest config at or above
// the file's directory that a project row names (tailwind.config.js).
func themeConfigTokens(p *analysis.Pass, dl *dialect) []token {
	if p.Project == nil || len(dl.configs) == 0 {
		return nil
	}
	for dir := path.Dir(p.Path); ; dir = path.Dir(dir) {
		for _, name := range dl.configs {
			rel := path.Join(dir, name)
			if t, ok := p.Project.Tree(rel); ok {
				return themeTokens(t, rel, dl.tokenKeys)
			}
		}
		if dir == "." || dir == "/" || dir == "" {
			return nil
		}
	}
}

// themeTokens reads a config's design tokens: the objects of string
// values under the keys a project row's tokens name (Tailwind's colors,
// spacing and fontSize in theme and theme.extend).
func themeTokens(t *syntax.Tree, source string, keys map[string]string) []token {
	var out []token
	for _, pr := range t.Root.Find("pair") {
		kind := tokenKind(t, pr, keys)
		val := pr.Child("value")
		if kind == "" || val == nil || val.Kind != "object" {
			continue
		}
		var walk func(obj *syntax.Node, prefix string)
		walk = func(obj *syntax.Node, prefix string) {
			for _, c := range obj.NamedChildren() {
				if c.Kind != "pair" {
					continue
				}
				name := pairKey(t, c)
				if name == "DEFAULT" {
					name = strings.TrimSuffix(prefix, "-")
				} else {
					name = prefix + name
				}
				v := c.Child("value")
				if v == nil || name == "" {
					continue
				}
				switch v.Kind {
				case "object":
					if kind == "colour" {
						walk(v, name+"-")
					}
				case "array": // fontSize: ['1.125rem', { lineHeight: … }]
					if first := v.FirstNamed("string"); first != nil && kind == "font-size" {
						if tok, ok := themeToken(kind, name, stringText(t, first), source); ok {
							out = append(out, tok)
						}
					}
				case "string":
					if tok, ok := themeToken(kind, name, stringText(t, v), source); ok {
						out = append(out, tok)
					}
				}
			}
		}
		walk(val, "")
	}
	return out
}

func themeToken(kind, name, v, source string) (token, bool) {
	t := token{kind: kind, name: name, source: source}
	if kind == "colour" {
		c, ok := parseColour(v)
		t.colour = c
		return t, ok
	}
	px, ok := tokenLength(v)
	t.px = px
	return t, ok && px > 0
}

func pairKey(t *syntax.Tree, pr *syntax.Node) string {
	k := pr.Child("key")
	if k == nil {
		return ""
	}
	if k.Kind == "string" {
		return stringText(t, k)
	}
	return t.Text(k)
}

// tokenKind is the kind of token the pair's values are by a key of keys:
// the pair's key is the key's last part, and the rest, read from the end,
// are keys of pairs around it (theme.colors: colors inside theme, at any
// depth); "" when none says so.
func tokenKind(t *syntax.Tree, pr *syntax.Node, keys map[string]string) string {
	key := pairKey(t, pr)
	for _, path := range slices.Sorted(maps.Keys(keys)) {
		kind := keys[path]
		parts := strings.Split(path, ".")
		if parts[len(parts)-1] != key {
			continue
		}
		rest := parts[:len(parts)-1]
		for x := pr.Parent; x != nil && len(rest) > 0; x = x.Parent {
			if x.Kind == "pair" && pairKey(t, x) == rest[len(rest)-1] {
				rest = rest[:len(rest)-1]
			}
		}
		if len(rest) == 0 {
			return kind
		}
	}
	return ""
}
