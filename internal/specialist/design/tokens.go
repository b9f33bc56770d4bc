package design

import (
	"encoding/json"
	"fmt"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// The project's own design tokens: colours a project names in its
// design system — CSS custom properties declared on the page's root
// (:root, html, :host, a [data-theme] or .theme-… scope) or anywhere in a
// style sheet named for tokens or a theme (tokens.css, _theme.scss,
// variables.css), and the colours of a design-tokens JSON file (the W3C
// format's "$value", Style Dictionary's "value"). A colour is reported
// only where it is a style — a style sheet's declaration, a <style>
// element, a style attribute or style prop, CSS in JS — and only when it
// is a token's colour or one the eye cannot tell from it (CIE76 ΔE
// within jndDeltaE): then the finding names the token. A colour no token
// is near may be deliberate; design.tokens is the way to forbid those. A
// colour in code that is not a style (a canvas fill, a palette, a chart's
// data) cannot take a CSS token and is left alone.

// jndDeltaE is how far (CIE76 ΔE*ab) a colour may be from a token and
// still be the token, copied or rounded: 1.0, the difference people do
// not see even side by side. Designers do choose shades a little further
// apart (#fafafa beside #ffffff is 1.7): those are other colours.
const jndDeltaE = 1.0

// projectToken is one colour token.
type projectToken struct {
	name   string // --color-brand, or color.brand.primary
	use    string // var(--color-brand), or the token's path
	colour string // #rrggbb
	source string // the file that defines it
}

var (
	customPropDecl = regexp.MustCompile(`(--[\w-]+)\s*:\s*([^;{}\n]+)`)
	// customPropSet is a custom property given a value anywhere — a
	// stylesheet's declaration, an inline style="--x: …", JSX's
	// style={{"--x": …}}, style.setProperty("--x", …): the value defines
	// the property, so it is never a hard-coded value to replace.
	customPropSet = regexp.MustCompile(`["'\x60]?(--[\w-]+)["'\x60]?(?:\s+as\s+[\w.]+)?\]?\s*[:,]\s*(?:"[^"\n]*"|'[^'\n]*'|[^;{}\n,"'()]*(?:\([^)\n]*\))?[^;{}\n,"']*)`)
	// preprocessorVar is a Sass or Less variable's definition ($brand:
	// #05f; @brand: #05f): a token of its own, not a use.
	preprocessorVar = regexp.MustCompile(`^\s*[$@][\w-]+\s*:`)
	sheetExts       = []string{".css", ".scss", ".sass", ".less"}
	markupExts      = []string{".html", ".htm", ".vue", ".svelte"}
	// tokenFile names a style sheet or JSON file that holds design
	// tokens.
	tokenFile = regexp.MustCompile(`(?i)(?:^|[/_.-])(?:design[-_]?)?(?:tokens?|theme|themes|variables|vars|palette)(?:[._-][\w.-]*)?\.(?:css|scss|sass|less|json)$`)
	// rootScope is a selector whose custom properties are the page's
	// design tokens.
	rootScope = regexp.MustCompile(`(?i)^(?::root|html|:host|body)\b|\[data-(?:theme|mode|color-scheme)[^\]]*\]|^\.(?:theme|dark|light)\b`)
)

// projectTokens are the colour tokens the files in scope define.
func projectTokens(files []*scope.File) []projectToken {
	var out []projectToken
	add := func(name, use, value, source string) {
		c, ok := normColour(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(value), "!important")))
		if !ok || slices.ContainsFunc(out, func(t projectToken) bool { return t.name == name && t.colour == c }) {
			return
		}
		out = append(out, projectToken{name: name, use: use, colour: c, source: source})
	}
	for _, f := range files {
		// A minified or generated sheet is a bundle's (a package's
		// published assets, Bootstrap's :root inside them): its custom
		// properties are that package's, not the project's design system,
		// and a sheet the project builds has its tokens in its source.
		if specialist.Generated(f.Path, f.Content) {
			continue
		}
		ext := strings.ToLower(path.Ext(f.Path))
		named := tokenFile.MatchString(f.Path)
		switch {
		case ext == ".json" && named:
			jsonTokens(f.Content, func(name, value string) { add(name, name, value, f.Path) })
		case slices.Contains(sheetExts, ext) || slices.Contains(markupExts, ext):
			for _, d := range sheetDecls(string(f.Content), slices.Contains(markupExts, ext)) {
				if named || slices.ContainsFunc(strings.Split(d.selector, ","), func(sel string) bool { return rootScope.MatchString(strings.TrimSpace(sel)) }) {
					add(d.name, "var("+d.name+")", d.value, f.Path)
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b projectToken) int { return strings.Compare(a.name, b.name) })
	return out
}

// customDecl is a custom property's declaration and the selector of the
// rule it is in (the outermost, for nested rules).
type customDecl struct{ selector, name, value string }

// sheetDecls reads the custom property declarations of a style sheet, or
// of a markup file's <style> elements.
func sheetDecls(src string, markup bool) []customDecl {
	if markup {
		var sb strings.Builder
		for _, r := range styleElements.FindAllStringSubmatch(src, -1) {
			sb.WriteString(r[1])
			sb.WriteString("\n")
		}
		src = sb.String()
	}
	src = cssComment.ReplaceAllString(src, " ")
	var out []customDecl
	var stack []string
	last := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '{':
			sel := strings.TrimSpace(src[last:i])
			if k := strings.LastIndexAny(sel, ";}"); k >= 0 {
				sel = strings.TrimSpace(sel[k+1:])
			}
			stack = append(stack, sel)
			last = i + 1
		case '}', ';':
			if len(stack) > 0 {
				for _, m := range customPropDecl.FindAllStringSubmatch(src[last:i+1], -1) {
					out = append(out, customDecl{selector: stack[0], name: m[1], value: m[2]})
				}
			}
			if src[i] == '}' && len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			last = i + 1
		}
	}
	return out
}

// jsonTokens walks a design-tokens JSON file: a token is an object with
// "$value" (W3C Design Tokens format) or "value" (Style Dictionary); its
// name is its path, dot-separated.
func jsonTokens(data []byte, add func(name, value string)) {
	var root any
	if json.Unmarshal(data, &root) != nil {
		return
	}
	var walk func(v any, name string)
	walk = func(v any, name string) {
		obj, ok := v.(map[string]any)
		if !ok {
			return
		}
		for _, key := range []string{"$value", "value"} {
			if s, ok := obj[key].(string); ok && name != "" {
				add(name, s)
				return
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			if !strings.HasPrefix(k, "$") {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			walk(obj[k], strings.TrimPrefix(name+"."+k, "."))
		}
	}
	walk(root, "")
}

var (
	cssComment    = regexp.MustCompile(`(?s)/\*.*?\*/`)
	styleElements = regexp.MustCompile(`(?is)<style\b[^>]*>(.*?)</style\s*>`)
	// styleSpans are the places in markup and code where a colour is a
	// style: <style> elements, style attributes, JSX style props, and CSS
	// in JS (the text rows of shape css-in-js, shipped and the user's:
	// styled-components, emotion's css, createGlobalStyle;
	// models/specialist_css_in_js.yml), by the css-in-js expression.
	styleSpans sync.Map // *regexp.Regexp -> *regexp.Regexp
)

// styleSpansOf returns the expression of the style spans for the review's
// text rows (nil: the shipped ones).
func styleSpansOf(txt *models.Text) *regexp.Regexp {
	cssInJS := txt.RE("css-in-js")
	if re, ok := styleSpans.Load(cssInJS); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := styleSpans.LoadOrStore(cssInJS, regexp.MustCompile(`(?is)<style\b[^>]*>.*?</style\s*>|\bstyle\s*=\s*(?:"[^"]*"|'[^']*'|\{\{.*?\}\})|`+
		cssInJS.String()))
	return re.(*regexp.Regexp)
}

// styleRanges are the byte ranges of src where a colour is a style: all
// of a style sheet; the style spans of anything else.
func styleRanges(file, src string, spans *regexp.Regexp) [][]int {
	if strings.EqualFold(path.Ext(file), ".svg") {
		// An SVG file is an image: the page's custom properties do not
		// reach into it.
		return nil
	}
	if slices.Contains(sheetExts, strings.ToLower(path.Ext(file))) {
		return [][]int{{0, len(src)}}
	}
	return spans.FindAllStringIndex(src, -1)
}

// tokenColours reports colours written out as styles where a project
// token holds the colour or one the eye cannot tell from it, one per line.
func tokenColours(file, src string, tokens []projectToken, spans *regexp.Regexp) []finding.Finding {
	var out []finding.Finding
	lastLine := 0
	for _, r := range styleRanges(file, src, spans) {
		for _, at := range colourValue.FindAllStringIndex(src[r[0]:r[1]], -1) {
			start, end := r[0]+at[0], r[0]+at[1]
			ls := strings.LastIndexByte(src[:start], '\n') + 1
			le := strings.IndexByte(src[end:], '\n')
			if le < 0 {
				le = len(src)
			} else {
				le += end
			}
			line, n := src[ls:le], lineOf(src, start)
			if n == lastLine || inCustomProp(line, []int{start - ls, end - ls}) || preprocessorVar.MatchString(line) {
				continue // one per line; where a variable is given its value
			}
			lit := src[start:end]
			c, ok := normColour(lit)
			if !ok {
				continue
			}
			t, dist := nearestToken(c, tokens)
			if t == nil || dist > jndDeltaE {
				continue
			}
			lastLine = n
			title := fmt.Sprintf("Hard-coded colour %s where the design token %s holds it", lit, t.name)
			if dist > 0 {
				title = fmt.Sprintf("Hard-coded colour %s, all but the design token %s (%s)", lit, t.name, t.colour)
			}
			out = append(out, newFinding("design/use-token", file, line, n, finding.Low, 0.85, title,
				fmt.Sprintf("Write %s instead of %s, so the colour follows the design system when the token changes (%s defines it).", t.use, lit, t.source)))
		}
	}
	return out
}

// nearestToken is the token closest to colour c and its CIE76 distance;
// of tokens that hold the same colour, the one with the shortest name
// (the palette's --white rather than a component's
// --carousel-caption-color).
func nearestToken(c string, tokens []projectToken) (*projectToken, float64) {
	var best *projectToken
	bestD := math.Inf(1)
	lc := lab(c)
	for i := range tokens {
		t := &tokens[i]
		if extreme[c] != "" && !paletteName(t.name, extreme[c]) {
			// White and black are nobody's design decision: a token
			// for a role (--input-bg-color, --color-icon-white) that
			// happens to be white does not claim every white; the
			// palette's white (--white, --color-white) does.
			continue
		}
		d := deltaE(lc, lab(t.colour))
		if d < bestD || best != nil && d == bestD && len(t.name) < len(best.name) {
			best, bestD = t, d
		}
	}
	return best, bestD
}

// extreme names the colours only a token named for them stands for.
var extreme = map[string]string{"#ffffff": "white", "#000000": "black"}

// paletteName reports a token named for the colour itself: the word,
// after nothing but a prefix (a vendor's bs, tw; color, palette).
func paletteName(name, word string) bool {
	parts := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '-' || r == '.' || r == '_' })
	if len(parts) == 0 || parts[len(parts)-1] != word {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		switch p {
		case "color", "colors", "colour", "colours", "palette", "base", "core", "global", "ref":
		default:
			if len(p) > 3 {
				return false
			}
		}
	}
	return true
}

// lab converts #rrggbb (sRGB, D65) to CIELAB.
func lab(hex string) [3]float64 {
	var rgb [3]float64
	for i := range rgb {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		c := float64(v) / 255
		if c <= 0.04045 {
			c /= 12.92
		} else {
			c = math.Pow((c+0.055)/1.055, 2.4)
		}
		rgb[i] = c
	}
	x := (0.4124*rgb[0] + 0.3576*rgb[1] + 0.1805*rgb[2]) / 0.95047
	y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	z := (0.0193*rgb[0] + 0.1192*rgb[1] + 0.9505*rgb[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// normColour writes an opaque colour as #rrggbb; ok is false for anything
// else (a variable, a translucent colour, a keyword).
func normColour(v string) (string, bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	if strings.HasPrefix(v, "#") {
		h := v[1:]
		for _, r := range h {
			if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
				return "", false
			}
		}
		switch len(h) {
		case 3:
			return "#" + string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]}), true
		case 4:
			if h[3] != 'f' {
				return "", false
			}
			return "#" + string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]}), true
		case 6:
			return v, true
		case 8:
			if h[6:] != "ff" {
				return "", false
			}
			return "#" + h[:6], true
		}
		return "", false
	}
	open := strings.IndexByte(v, '(')
	if open < 0 || !strings.HasSuffix(v, ")") {
		return "", false
	}
	fn := v[:open]
	if fn != "rgb" && fn != "rgba" {
		return "", false
	}
	parts := strings.FieldsFunc(v[open+1:len(v)-1], func(r rune) bool { return r == ',' || r == ' ' || r == '/' })
	if len(parts) != 3 && len(parts) != 4 {
		return "", false
	}
	if len(parts) == 4 {
		a, err := strconv.ParseFloat(strings.TrimSuffix(parts[3], "%"), 64)
		if err != nil || (strings.HasSuffix(parts[3], "%") && a != 100) || (!strings.HasSuffix(parts[3], "%") && a != 1) {
			return "", false
		}
	}
	var rgb [3]int
	for k := 0; k < 3; k++ {
		p := parts[k]
		n, err := strconv.ParseFloat(strings.TrimSuffix(p, "%"), 64)
		if err != nil {
			return "", false
		}
		if strings.HasSuffix(p, "%") {
			n = n * 255 / 100
		}
		if n < 0 || n > 255 {
			return "", false
		}
		rgb[k] = int(n + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", rgb[0], rgb[1], rgb[2]), true
}

// inCustomProp reports whether the span at of line lies in a custom
// property's assignment.
func inCustomProp(line string, at []int) bool {
	for _, d := range customPropSet.FindAllStringIndex(line, -1) {
		if d[0] <= at[0] && at[1] <= d[1] {
			return true
		}
	}
	return false
}
