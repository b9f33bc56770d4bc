package markup

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// The page the clipping check imagines: a 1280×1080 window with text
// zoomed to 200%, an average character half an em wide.
const (
	viewW, viewH = 1280.0, 1080.0
	zoom         = 2.0
	charEm       = 0.5
)

// checkClipped: text in a box whose inline style fixes its height and
// hides what overflows, when the text at 200% needs more lines than the
// box holds (ACT 59br37, WCAG 1.4.4 Resize Text). A height in px, pt or
// vh does not grow with the text; one in em or rem does. Visually hidden
// text (a 1px absolutely positioned box) and a box followed by a link to
// the full text are left alone.
func checkClipped(p *analysis.Pass, d *Doc) {
	reported := map[*Element]bool{}
	for _, e := range d.All {
		if !hasDirectText(e) || e.Hidden() || e.SVG || e.Component || offscreen(e) {
			continue
		}
		box, h, relative := clippingBox(e)
		if box == nil || reported[box] {
			continue
		}
		size, ok := fontSize(e)
		if !ok {
			continue
		}
		lh, ok := lineHeight(e, size)
		if !ok {
			continue
		}
		lines := h / lh
		if !relative {
			lines = h / (lh * zoom)
		}
		need, ok := linesNeeded(box, size)
		if !ok || float64(need) <= math.Floor(lines+0.01) {
			continue
		}
		reported[box] = true
		report(p, ruleClipped, box, "the text needs %d lines at 200%% zoom; the box holds %.3g", need, lines)
	}
}

// clippingBox finds the nearest ancestor-or-self that decides vertical
// overflow; it is returned when it hides overflow and fixes its height,
// with the height in px and whether it grows with the text (em, rem).
func clippingBox(e *Element) (*Element, float64, bool) {
	for x := e; x != nil && x.Tag != "#root"; x = x.Parent {
		if x.Component || x.Spread {
			return nil, 0, false
		}
		st := x.Style()
		if st["*"] == "?" {
			return nil, 0, false
		}
		if pos := st["position"]; (pos == "absolute" || pos == "fixed") && x != e {
			return nil, 0, false // positioned text escapes its ancestors' boxes
		}
		ov := st["overflow-y"]
		if ov == "" {
			ov, _, _ = strings.Cut(st["overflow"], " ")
			if f := strings.Fields(st["overflow"]); len(f) == 2 {
				ov = f[1]
			}
		}
		switch ov {
		case "":
			continue
		case "hidden", "clip":
		default:
			return nil, 0, false // a scroll container: the text can be reached
		}
		if pos := st["position"]; pos == "absolute" || pos == "fixed" || st["clip"] != "" || st["clip-path"] != "" {
			return nil, 0, false // the visually hidden pattern
		}
		if next := nextElement(x); next != nil && next.Tag == "a" && next.Has("href") {
			return nil, 0, false // a link to the full text follows
		}
		hv := st["height"]
		if hv == "" {
			hv = st["max-height"]
		}
		size, ok := fontSize(x)
		if !ok {
			return nil, 0, false
		}
		switch {
		case strings.HasSuffix(hv, "rem"), strings.HasSuffix(hv, "em"):
			h, ok := length(hv, size)
			return boxIf(x, h, true, ok)
		case strings.HasSuffix(hv, "vh"):
			n, err := strconv.ParseFloat(strings.TrimSuffix(hv, "vh"), 64)
			return boxIf(x, n/100*viewH, false, err == nil)
		case strings.HasSuffix(hv, "px"), strings.HasSuffix(hv, "pt"):
			h, ok := length(hv, size)
			return boxIf(x, h, false, ok)
		}
		return nil, 0, false
	}
	return nil, 0, false
}

func boxIf(x *Element, h float64, relative, ok bool) (*Element, float64, bool) {
	if !ok || h <= 1 {
		return nil, 0, false
	}
	return x, h, relative
}

func nextElement(x *Element) *Element {
	if x.Parent == nil {
		return nil
	}
	seen := false
	for _, it := range x.Parent.Content {
		switch {
		case it.El == x:
			seen = true
		case seen && it.El != nil:
			return it.El
		case seen && it.Dynamic:
			return nil
		}
	}
	return nil
}

// lineHeight is the used line height of e's text in px: its declared
// line-height, or normal's 1.2.
func lineHeight(e *Element, size float64) (float64, bool) {
	decl, v, _ := declaring(e, "line-height")
	if decl == nil || v == "normal" {
		return 1.2 * size, true
	}
	if n, err := strconv.ParseFloat(v, 64); err == nil {
		return n * size, true
	}
	declSize, ok := fontSize(decl)
	if !ok {
		return 0, false
	}
	return length(v, declSize)
}

// linesNeeded estimates the lines the box's text takes at 200%: its
// forced line breaks, and, when it wraps, its length over the box's width
// (or the window's).
func linesNeeded(box *Element, size float64) (int, bool) {
	chars, breaks, known := 0, 0, true
	var visit func(x *Element)
	visit = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case it.Dynamic:
				known = false
			case it.El == nil:
				chars += utf8.RuneCountInString(strings.Join(strings.Fields(it.Text), " "))
			case it.El.Tag == "br":
				breaks++
			case it.El.Component:
				known = false
			case !it.El.selfHidden():
				visit(it.El)
			}
		}
	}
	visit(box)
	if !known || chars == 0 {
		return 0, false
	}
	lines := breaks + 1
	st := box.Style()
	if ws := st["white-space"]; ws == "nowrap" || ws == "pre" {
		return lines, true
	}
	width := viewW
	if w, ok := length(st["width"], size); ok && strings.HasSuffix(st["width"], "px") && w > 0 {
		width = w
	}
	wrapped := int(math.Ceil(float64(chars) * charEm * size * zoom / width))
	return max(lines, wrapped), true
}
