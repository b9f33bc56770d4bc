package markup

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkScrollable: a box that scrolls (overflow auto or scroll) and whose
// text is plainly more than it shows, with nothing in it a keyboard can
// focus and not focusable itself: a keyboard user cannot scroll it to read
// the rest (WCAG 2.1.1 Keyboard, 2.1.3; ACT 0ssw9k; axe's
// scrollable-region-focusable). The box's height (or, for text that does
// not wrap, its width) must be fixed in the inline style or a sheet, and
// its text need at least twice the lines it holds at 100% zoom, and two
// more: a box whose content the file does not fully show (an expression,
// a component, media, a table) is left alone.
func checkScrollable(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Spread || e.SVG || e.Tag == "html" || e.Tag == "body" || e.Tag == "textarea" || e.Tag == "select" {
			continue
		}
		st := e.Style()
		if st["*"] == "?" {
			continue
		}
		y, x := overflowAxes(st)
		if !scrolls(y) && !scrolls(x) {
			continue
		}
		if e.Hidden() || offscreen(e) || e.Focusable() || e.Unknown("tabindex") || e.Has("tabindex") || e.Has("id") && scripted(d) {
			continue // a script may give it focus, or scroll it itself
		}
		size, ok := fontSize(e)
		if !ok {
			continue
		}
		lh, ok := lineHeight(e, size)
		if !ok || lh <= 0 {
			continue
		}
		lines, longest, ok := textLines(e, size, st)
		if !ok {
			continue
		}
		if scrolls(y) {
			if h, fixed := fixedLength(st, "height", size); fixed {
				holds := math.Max(1, math.Floor(h/lh+0.01))
				if float64(lines) >= 2*holds && float64(lines) >= holds+2 {
					report(p, ruleScrollable, e, "its text takes about %d lines and it shows %g; nothing in it takes keyboard focus", lines, holds)
					continue
				}
			}
		}
		if scrolls(x) && (st["white-space"] == "nowrap" || st["white-space"] == "pre" || e.Tag == "pre") {
			if w, fixed := fixedLength(st, "width", size); fixed && longest*charEm*size >= 2*w {
				report(p, ruleScrollable, e, "its longest line is about %.0fpx wide and it shows %.0fpx; nothing in it takes keyboard focus", longest*charEm*size, w)
			}
		}
	}
}

// overflowAxes returns the box's vertical and horizontal overflow.
func overflowAxes(st map[string]string) (y, x string) {
	f := strings.Fields(st["overflow"])
	switch len(f) {
	case 1:
		x, y = f[0], f[0]
	case 2:
		x, y = f[0], f[1]
	}
	if v := st["overflow-y"]; v != "" {
		y = v
	}
	if v := st["overflow-x"]; v != "" {
		x = v
	}
	return y, x
}

func scrolls(v string) bool { return v == "auto" || v == "scroll" }

// fixedLength is a height or width (or its max-) that does not grow with
// the content, in px.
func fixedLength(st map[string]string, prop string, size float64) (float64, bool) {
	v := st[prop]
	if v == "" {
		v = st["max-"+prop]
	}
	v = strings.TrimSpace(v)
	if strings.HasSuffix(v, "vh") && prop == "height" {
		n, err := strconv.ParseFloat(strings.TrimSuffix(v, "vh"), 64)
		return n / 100 * viewH, err == nil && n > 0
	}
	if strings.HasSuffix(v, "%") {
		return 0, false // a share of a box the file may not show
	}
	n, ok := length(v, size)
	return n, ok && n > 1
}

// textLines estimates the lines e's content takes at 100% zoom (each
// block and line break starts one, long text wraps at the box's width, or
// the window's) and its longest line in characters; ok is false when the
// file does not show all of it: an expression, a component, an image or
// other embedded content, a table, or a focusable element.
func textLines(e *Element, size float64, st map[string]string) (lines int, longest float64, ok bool) {
	width := viewW
	if w, fixed := fixedLength(st, "width", size); fixed {
		width = w
	}
	perLine := width / (charEm * size)
	ws := st["white-space"]
	pre := e.Tag == "pre" || ws == "pre" || ws == "pre-wrap"
	if ws == "nowrap" || ws == "pre" || e.Tag == "pre" && ws == "" {
		perLine = math.Inf(1)
	}
	ok = true
	run := 0 // characters in the current block
	flush := func() {
		if run > 0 {
			lines += max(1, int(math.Ceil(float64(run)/perLine)))
			longest = math.Max(longest, float64(run))
		}
		run = 0
	}
	var visit func(x *Element)
	visit = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case !ok:
				return
			case it.Dynamic:
				ok = false
			case it.El == nil && pre:
				text := strings.TrimRight(strings.TrimPrefix(it.Text, "\n"), " \t\n")
				for i, ln := range strings.Split(text, "\n") {
					if i > 0 {
						if run == 0 {
							lines++ // an empty line
						}
						flush()
					}
					run += utf8.RuneCountInString(ln)
				}
			case it.El == nil:
				run += utf8.RuneCountInString(strings.Join(strings.Fields(it.Text), " "))
			case it.El.Component || it.El.Spread || it.El.Focusable() || it.El.Has("tabindex"):
				ok = false
			case it.El.selfHidden():
			default:
				switch it.El.Tag {
				case "img", "picture", "svg", "video", "audio", "iframe", "object", "embed", "canvas", "table", "input", "textarea", "select", "button", "math":
					ok = false
				case "br":
					if run == 0 {
						lines++
					}
					flush()
				case "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "ul", "ol", "dl", "dt", "dd", "section", "article", "header", "footer", "figure", "figcaption", "address":
					flush()
					visit(it.El)
					flush()
				default:
					visit(it.El)
				}
			}
		}
	}
	visit(e)
	flush()
	return lines, longest, ok && lines > 0
}
