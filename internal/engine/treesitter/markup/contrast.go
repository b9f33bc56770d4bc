package markup

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

type rgba struct{ r, g, b, a float64 }

var namedColours = func() map[string]rgba {
	m := map[string]rgba{"transparent": {0, 0, 0, 0}}
	for _, kv := range strings.Fields(`black:000000 white:ffffff red:ff0000 green:008000 blue:0000ff yellow:ffff00
		gray:808080 grey:808080 silver:c0c0c0 maroon:800000 purple:800080 fuchsia:ff00ff lime:00ff00 olive:808000
		navy:000080 teal:008080 aqua:00ffff orange:ffa500 pink:ffc0cb brown:a52a2a darkgray:a9a9a9 darkgrey:a9a9a9
		lightgray:d3d3d3 lightgrey:d3d3d3 dimgray:696969 dimgrey:696969 gainsboro:dcdcdc whitesmoke:f5f5f5
		darkblue:00008b darkred:8b0000 darkgreen:006400 lightblue:add8e6 lightgreen:90ee90 lightyellow:ffffe0
		cyan:00ffff magenta:ff00ff gold:ffd700 beige:f5f5dc ivory:fffff0 khaki:f0e68c lavender:e6e6fa
		salmon:fa8072 coral:ff7f50 tomato:ff6347 orangered:ff4500 crimson:dc143c indigo:4b0082 violet:ee82ee
		tan:d2b48c wheat:f5deb3 linen:faf0e6 snow:fffafa azure:f0ffff honeydew:f0fff0 mintcream:f5fffa
		aliceblue:f0f8ff ghostwhite:f8f8ff seashell:fff5ee oldlace:fdf5e6 floralwhite:fffaf0 cornsilk:fff8dc
		lemonchiffon:fffacd lightcyan:e0ffff lightpink:ffb6c1 hotpink:ff69b4 deeppink:ff1493 skyblue:87ceeb
		lightskyblue:87cefa deepskyblue:00bfff steelblue:4682b4 royalblue:4169e1 slategray:708090 slategrey:708090
		lightslategray:778899 darkslategray:2f4f4f midnightblue:191970 forestgreen:228b22 seagreen:2e8b57
		darkorange:ff8c00 chocolate:d2691e sienna:a0522d firebrick:b22222 darkviolet:9400d3 orchid:da70d6
		plum:dda0dd thistle:d8bfd8 turquoise:40e0d0 aquamarine:7fffd4 chartreuse:7fff00 lawngreen:7cfc00
		yellowgreen:9acd32 olivedrab:6b8e23 darkkhaki:bdb76b goldenrod:daa520 peru:cd853f rosybrown:bc8f8f
		mistyrose:ffe4e1 lavenderblush:fff0f5 papayawhip:ffefd5 blanchedalmond:ffebcd bisque:ffe4c4
		peachpuff:ffdab9 moccasin:ffe4b5 navajowhite:ffdead antiquewhite:faebd7 darkcyan:008b8b
		cadetblue:5f9ea0 dodgerblue:1e90ff cornflowerblue:6495ed mediumblue:0000cd darkslateblue:483d8b
		slateblue:6a5acd mediumpurple:9370db darkmagenta:8b008b mediumvioletred:c71585 palevioletred:db7093
		lightcoral:f08080 indianred:cd5c5c darksalmon:e9967a lightsalmon:ffa07a sandybrown:f4a460
		darkgoldenrod:b8860b palegoldenrod:eee8aa limegreen:32cd32 springgreen:00ff7f mediumseagreen:3cb371
		darkseagreen:8fbc8f palegreen:98fb98 lightseagreen:20b2aa darkturquoise:00ced1 mediumturquoise:48d1cc
		paleturquoise:afeeee powderblue:b0e0e6 lightsteelblue:b0c4de burlywood:deb887 saddlebrown:8b4513
		darkolivegreen:556b2f mediumaquamarine:66cdaa mediumorchid:ba55d3 darkorchid:9932cc blueviolet:8a2be2
		mediumslateblue:7b68ee rebeccapurple:663399 mediumspringgreen:00fa9a greenyellow:adff2f`) {
		n, h, _ := strings.Cut(kv, ":")
		c, _ := parseHex(h)
		m[n] = c
	}
	return m
}()

func parseHex(h string) (rgba, bool) {
	switch len(h) {
	case 3, 4:
		var b strings.Builder
		for _, r := range h {
			b.WriteRune(r)
			b.WriteRune(r)
		}
		h = b.String()
	case 6, 8:
	default:
		return rgba{}, false
	}
	v, err := strconv.ParseUint(h, 16, 64)
	if err != nil {
		return rgba{}, false
	}
	if len(h) == 6 {
		return rgba{float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v & 255), 1}, true
	}
	return rgba{float64(v >> 24 & 255), float64(v >> 16 & 255), float64(v >> 8 & 255), float64(v&255) / 255}, true
}

// parseColour reads a CSS colour: a name, #hex, rgb[a](), hsl[a]().
func parseColour(s string) (rgba, bool) {
	s = strings.TrimSpace(strings.ToLower(s))
	if c, ok := namedColours[s]; ok {
		return c, true
	}
	if strings.HasPrefix(s, "#") {
		return parseHex(s[1:])
	}
	fn, args, ok := strings.Cut(s, "(")
	if !ok || !strings.HasSuffix(args, ")") {
		return rgba{}, false
	}
	args = strings.NewReplacer(",", " ", "/", " ").Replace(strings.TrimSuffix(args, ")"))
	parts := strings.Fields(args)
	if len(parts) < 3 || len(parts) > 4 {
		return rgba{}, false
	}
	num := func(p string, scale float64) (float64, bool) {
		if strings.HasSuffix(p, "%") {
			f, err := strconv.ParseFloat(strings.TrimSuffix(p, "%"), 64)
			return f / 100 * scale, err == nil
		}
		f, err := strconv.ParseFloat(strings.TrimSuffix(p, "deg"), 64)
		return f, err == nil
	}
	c := rgba{a: 1}
	if len(parts) == 4 {
		a, ok := num(parts[3], 1)
		if !ok {
			return rgba{}, false
		}
		c.a = a
	}
	switch fn {
	case "rgb", "rgba":
		var ok1, ok2, ok3 bool
		c.r, ok1 = num(parts[0], 255)
		c.g, ok2 = num(parts[1], 255)
		c.b, ok3 = num(parts[2], 255)
		return c, ok1 && ok2 && ok3
	case "hsl", "hsla":
		h, ok1 := num(parts[0], 360)
		sat, ok2 := num(parts[1], 1)
		l, ok3 := num(parts[2], 1)
		if !ok1 || !ok2 || !ok3 {
			return rgba{}, false
		}
		h = math.Mod(math.Mod(h, 360)+360, 360) / 360
		q := l + sat - l*sat
		if l < 0.5 {
			q = l * (1 + sat)
		}
		p := 2*l - q
		hue := func(t float64) float64 {
			t = math.Mod(t+1, 1)
			switch {
			case t < 1.0/6:
				return p + (q-p)*6*t
			case t < 0.5:
				return q
			case t < 2.0/3:
				return p + (q-p)*(2.0/3-t)*6
			}
			return p
		}
		c.r, c.g, c.b = hue(h+1.0/3)*255, hue(h)*255, hue(h-1.0/3)*255
		return c, true
	}
	return rgba{}, false
}

func over(top, bottom rgba) rgba {
	a := top.a + bottom.a*(1-top.a)
	if a == 0 {
		return rgba{}
	}
	mix := func(t, b float64) float64 { return (t*top.a + b*bottom.a*(1-top.a)) / a }
	return rgba{mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), a}
}

func luminance(c rgba) float64 {
	ch := func(v float64) float64 {
		v /= 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.r) + 0.7152*ch(c.g) + 0.0722*ch(c.b)
}

func contrastRatio(a, b rgba) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// styleOpaque reports whether a chain element's styling hides what the
// inline colours say: the file's style sheets or classes may set the
// same properties, or effects change the rendered colours.
func unknownStyling(e *Element) bool {
	if e.Spread || e.Component {
		return true
	}
	st := e.Style()
	if st["*"] == "?" {
		return true
	}
	for _, k := range []string{"text-shadow", "filter", "mix-blend-mode", "background-image", "-webkit-text-stroke", "-webkit-text-fill-color", "background-clip", "text-indent", "clip", "clip-path"} {
		if _, ok := st[k]; ok {
			return true
		}
	}
	if v := st["position"]; v == "absolute" || v == "fixed" {
		return true
	}
	return false
}

// foreground finds the text colour and the element that sets it.
func foreground(e *Element, styled bool) (rgba, *Element, bool) {
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		if unknownStyling(x) {
			return rgba{}, nil, false
		}
		if v, ok := x.Style()["color"]; ok {
			c, ok := parseColour(v)
			return c, x, ok
		}
		if styled || x.Has("class") && !x.knownStyling() || x.Tag == "a" || x.Tag == "button" || x.Tag == "input" || x.Tag == "select" || x.Tag == "textarea" || x.Tag == "mark" {
			return rgba{}, nil, false
		}
	}
	if styled {
		return rgba{}, nil, false
	}
	return rgba{0, 0, 0, 1}, nil, true
}

// background composes the backgrounds behind e, from the nearest opaque
// one; from is the element that sets the nearest. A gradient of static
// colours gives the colours it passes through (one background each).
func background(e *Element, styled bool) ([]rgba, *Element, bool) {
	var layers [][]rgba
	var from *Element
	gradients := 0
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		if unknownStyling(x) {
			return nil, nil, false
		}
		st := x.Style()
		v, ok := st["background-color"]
		var layer []rgba
		if bg, ok2 := st["background"]; ok2 {
			if strings.Contains(bg, "url(") {
				return nil, nil, false
			}
			if strings.Contains(bg, "gradient(") {
				samples, good := gradientSamples(bg)
				if !good || gradients > 0 {
					return nil, nil, false
				}
				gradients++
				layer, ok = samples, false
			} else {
				v, ok = bg, true
				if _, good := parseColour(bg); !good {
					// a shorthand: take its colour token
					ok = false
					for _, f := range strings.Fields(bg) {
						if _, good := parseColour(f); good {
							v, ok = f, true
						}
					}
				}
			}
		}
		if ok {
			c, good := parseColour(v)
			if !good {
				return nil, nil, false
			}
			layer = []rgba{c}
		}
		if layer != nil {
			if from == nil {
				from = x
			}
			layers = append(layers, layer)
			if opaque(layer) {
				break
			}
		} else if styled || x.Has("class") && !x.knownStyling() || x.Tag == "button" || x.Tag == "input" || x.Tag == "select" || x.Tag == "textarea" || x.Tag == "mark" {
			return nil, nil, false
		}
	}
	if styled && (len(layers) == 0 || !opaque(layers[len(layers)-1])) {
		return nil, nil, false
	}
	out := []rgba{{255, 255, 255, 1}}
	for i := len(layers) - 1; i >= 0; i-- {
		var next []rgba
		for _, below := range out {
			for _, c := range layers[i] {
				next = append(next, over(c, below))
			}
		}
		out = next
	}
	return out, from, true
}

func opaque(layer []rgba) bool {
	for _, c := range layer {
		if c.a < 1 {
			return false
		}
	}
	return true
}

// gradientSamples returns the colours a single linear, radial or conic
// gradient of static colour stops passes through, sampled finely, as CSS
// interpolates them (premultiplied sRGB); ok is false for anything else.
func gradientSamples(v string) ([]rgba, bool) {
	i := strings.Index(v, "gradient(")
	if i < 0 {
		return nil, false
	}
	open := i + len("gradient")
	depth, end := 0, -1
	for j := open; j < len(v); j++ {
		switch v[j] {
		case '(':
			depth++
		case ')':
			depth--
		}
		if depth == 0 {
			end = j
			break
		}
	}
	if end < 0 || strings.Contains(v[end+1:], "gradient(") || strings.Contains(v[end+1:], ",") {
		return nil, false // more than one layer
	}
	var args []string
	depth, last := 0, open+1
	for j := open + 1; j < end; j++ {
		switch v[j] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				args = append(args, strings.TrimSpace(v[last:j]))
				last = j + 1
			}
		}
	}
	args = append(args, strings.TrimSpace(v[last:end]))
	var stops []rgba
	for k, a := range args {
		colour := a
		if p := strings.IndexByte(a, '('); p >= 0 {
			if q := strings.IndexByte(a, ')'); q > p {
				colour = a[:q+1]
			}
		} else if f := strings.Fields(a); len(f) > 0 {
			colour = f[0]
		}
		c, ok := parseColour(colour)
		if !ok {
			if k == 0 {
				continue // the direction or shape
			}
			return nil, false
		}
		stops = append(stops, c)
	}
	if len(stops) < 2 {
		return nil, false
	}
	var out []rgba
	const steps = 32
	for k := 0; k+1 < len(stops); k++ {
		a, b := stops[k], stops[k+1]
		for s := 0; s <= steps; s++ {
			t := float64(s) / steps
			alpha := a.a + (b.a-a.a)*t
			mix := func(x, y float64) float64 {
				if alpha == 0 {
					return 0
				}
				return (x*a.a*(1-t) + y*b.a*t) / alpha
			}
			out = append(out, rgba{mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), alpha})
		}
	}
	return out, true
}

// length converts a CSS length to pixels; em and % are relative to size.
func length(v string, size float64) (float64, bool) {
	units := []struct {
		suffix string
		scale  float64
	}{{"px", 1}, {"rem", 16}, {"em", size}, {"pt", 4.0 / 3}, {"%", size / 100}}
	for _, u := range units {
		if strings.HasSuffix(v, u.suffix) {
			n, err := strconv.ParseFloat(strings.TrimSuffix(v, u.suffix), 64)
			return n * u.scale, err == nil
		}
	}
	if v == "0" {
		return 0, true
	}
	return 0, false
}

var tagSize = map[string]float64{"h1": 2, "h2": 1.5, "h3": 1.17, "h5": 0.83, "h6": 0.67, "small": 0.83}
var keywordSize = map[string]float64{"xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48}

// fontSize is the element's computed font size in pixels, if the file
// shows it.
func fontSize(e *Element) (float64, bool) {
	if e == nil || e.Tag == "#root" {
		return 16, true
	}
	parent, ok := fontSize(e.Parent)
	if !ok {
		return 0, false
	}
	v, set := e.Style()["font-size"]
	if !set {
		if e.Has("class") && !e.knownStyling() || e.Component {
			return 0, false
		}
		if f, ok := tagSize[e.Tag]; ok {
			return parent * f, true
		}
		return parent, true
	}
	if px, ok := keywordSize[v]; ok {
		return px, true
	}
	return length(v, parent)
}

func bold(e *Element) bool {
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		if v, ok := x.Style()["font-weight"]; ok {
			if v == "bold" || v == "bolder" {
				return true
			}
			n, err := strconv.Atoi(v)
			return err == nil && n >= 700
		}
		switch x.Tag {
		case "b", "strong", "h1", "h2", "h3", "h4", "h5", "h6", "th":
			return true
		}
	}
	return false
}

// inDisabledWidget reports text of a disabled control or of the label of
// one, which WCAG 1.4.3 exempts.
func inDisabledWidget(e *Element) bool {
	for x := e; x != nil; x = x.Parent {
		if x.Disabled() || attrValue(x, "aria-disabled") == "true" {
			return true
		}
		if x.Tag == "label" {
			disabled := false
			x.Walk(func(c *Element) bool {
				disabled = disabled || c.Disabled()
				return true
			})
			if f, ok := x.Value("for"); ok && f != "" {
				for _, c := range x.doc.IDs[f] {
					disabled = disabled || c.Disabled()
				}
			}
			if disabled {
				return true
			}
		}
		if labelsDisabled(x) {
			return true
		}
	}
	return false
}

// labelsDisabled reports an element that names, by aria-labelledby, a
// disabled control: its text is part of an inactive component (WCAG
// 1.4.3's exception).
func labelsDisabled(x *Element) bool {
	id, ok := x.Value("id")
	if !ok || strings.TrimSpace(id) == "" {
		return false
	}
	for _, e := range x.doc.All {
		if v, ok := e.Value("aria-labelledby"); ok && slices.Contains(strings.Fields(v), id) &&
			(e.Disabled() || attrValue(e, "aria-disabled") == "true") {
			return true
		}
	}
	return false
}

// nameHidesText reports text inside a widget whose name comes from
// aria-label or aria-labelledby: the text is not what the widget says.
func nameHidesText(e *Element) bool {
	for x := e; x != nil; x = x.Parent {
		if info := ariaRoles[x.Role()]; info != nil && info.Supers["widget"] && (x.Has("aria-label") || x.Has("aria-labelledby")) {
			return true
		}
	}
	return false
}

// offscreen reports an element positioned out of view.
func offscreen(e *Element) bool {
	for x := e; x != nil; x = x.Parent {
		st := x.Style()
		if p := st["position"]; p == "absolute" || p == "fixed" {
			for _, k := range []string{"top", "left", "right", "bottom", "text-indent"} {
				if strings.HasPrefix(st[k], "-") {
					return true
				}
			}
		}
	}
	return false
}

// checkContrast: text whose colour and background are both in the file
// with a contrast below WCAG 1.4.3's minimum.
func checkContrast(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if !hasDirectText(e) || e.Hidden() || e.SVG || inDisabledWidget(e) || nameHidesText(e) || offscreen(e) {
			continue
		}
		styled := d.Styled && !e.knownStyling() || !d.Page
		fg, fgFrom, ok := foreground(e, styled)
		if !ok {
			continue
		}
		bgs, bgFrom, ok := background(e, styled)
		if !ok || (fgFrom == nil && bgFrom == nil) {
			continue
		}
		// Opacity between the text and its background fades the text.
		alpha := fg.a
		for x := e; x != nil && x != bgFrom && x.Tag != "#root"; x = x.Parent {
			if v, ok := x.Style()["opacity"]; ok {
				o, err := strconv.ParseFloat(strings.TrimSuffix(v, "%"), 64)
				if err != nil {
					alpha = -1
					break
				}
				if strings.HasSuffix(v, "%") {
					o /= 100
				}
				alpha *= o
			}
		}
		if bgFrom != nil {
			if _, ok := bgFrom.Style()["opacity"]; ok {
				continue
			}
		}
		if alpha < 0 {
			continue
		}
		fg.a = alpha
		// Over a gradient, the text passes if it passes anywhere on it.
		ratio := 0.0
		for _, bg := range bgs {
			ratio = max(ratio, contrastRatio(over(fg, bg), bg))
		}
		// The minimum (AA) and the enhanced (AAA) ratio: 4.5 and 7, or 3
		// and 4.5 for large text.
		min, enhanced := 4.5, 7.0
		size, known := fontSize(e)
		if known && (size >= 24 || (size >= 18.66 && bold(e))) {
			min, enhanced = 3, 4.5
		} else if !known {
			// a size the file does not show: report only what fails at any size
			min, enhanced = 3, 4.5
		}
		if ratio < min-0.005 {
			report(p, ruleContrast, e, "%.2f:1 for <%s> text, below %.1f:1", ratio, e.Tag, min)
		} else if ratio < enhanced-0.005 {
			report(p, ruleContrastEnhanced, e, "%.2f:1 for <%s> text, below the enhanced %.1f:1", ratio, e.Tag, enhanced)
		}
	}
}
