package markup

import (
	"math"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkOrientation: a style sheet that turns the whole page a quarter
// turn in one orientation (@media (orientation: portrait) { html {
// transform: rotate(90deg) } }) locks the page to the other one (ACT
// b33eff, WCAG 1.3.4 Orientation).
func checkOrientation(p *analysis.Pass, d *Doc) {
	if !d.Styled {
		return
	}
	for _, e := range d.All {
		if e.Tag != "style" || e.SVG {
			continue
		}
		for _, it := range e.Content {
			if it.El != nil || it.Dynamic {
				continue
			}
			for _, r := range parseCSS(it.Text) {
				o := orientationOf(r.Media)
				if o == "" || !pageRoot(r.Selectors, d) {
					continue
				}
				angle, ok := rotation(r.Decls)
				if !ok {
					continue
				}
				if m := math.Mod(math.Abs(angle), 180); math.Abs(m-90) <= 10 {
					at := nodeAt(p.Tree, it.Node, r.Off)
					if at == nil {
						at = e.Node
					}
					p.Reportf(ruleOrientation, at, "%s: in %s orientation the page is turned %.4g°", ruleOrientation.Title, o, angle)
					return
				}
			}
		}
	}
}

// orientationOf returns the orientation a rule's media conditions
// require, or "".
func orientationOf(media []string) string {
	for _, m := range media {
		m = strings.Join(strings.Fields(m), "")
		for _, o := range []string{"portrait", "landscape"} {
			if strings.Contains(m, "(orientation:"+o+")") && !strings.Contains(m, "not") {
				return o
			}
		}
	}
	return ""
}

// pageRoot reports selectors that pick the page's root or body, when that
// element is rendered.
func pageRoot(sels []string, d *Doc) bool {
	for _, s := range sels {
		switch s {
		case "html", ":root", "body", "html body", "html > body", "html>body":
			for _, e := range d.All {
				if (e.Tag == "html" || e.Tag == "body") && e.selfHidden() {
					return false
				}
			}
			return true
		}
	}
	return false
}

// rotation returns the turn, in degrees, that transform and rotate
// declarations give: rotate(), rotateZ(), rotate3d() about z, and the
// angle of matrix() and matrix3d().
func rotation(decls map[string]string) (float64, bool) {
	total, found := 0.0, false
	if v, ok := decls["rotate"]; ok {
		f := strings.Fields(v)
		if len(f) > 0 {
			if a, ok := angle(f[len(f)-1]); ok && (len(f) == 1 || f[0] == "z" || len(f) == 4 && f[0] == "0" && f[1] == "0") {
				total, found = total+a, true
			}
		}
	}
	v := decls["transform"]
	for v != "" {
		open := strings.IndexByte(v, '(')
		closing := strings.IndexByte(v, ')')
		if open < 0 || closing < open {
			break
		}
		fn := strings.TrimSpace(v[:open])
		var args []string
		for _, a := range strings.Split(v[open+1:closing], ",") {
			args = append(args, strings.TrimSpace(a))
		}
		v = v[closing+1:]
		switch fn {
		case "rotate", "rotatez":
			if len(args) == 1 {
				if a, ok := angle(args[0]); ok {
					total, found = total+a, true
				}
			}
		case "rotate3d":
			if len(args) == 4 && num(args[0]) == 0 && num(args[1]) == 0 && num(args[2]) != 0 {
				if a, ok := angle(args[3]); ok {
					total, found = total+math.Copysign(a, num(args[2])), true
				}
			}
		case "matrix", "matrix3d":
			if len(args) == 6 || len(args) == 16 {
				a, b := num(args[0]), num(args[1])
				if !math.IsNaN(a) && !math.IsNaN(b) {
					total, found = total+math.Atan2(b, a)*180/math.Pi, true
				}
			}
		}
	}
	return total, found
}

func num(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return math.NaN()
	}
	return f
}

// angle reads a CSS angle in degrees.
func angle(s string) (float64, bool) {
	for _, u := range []struct {
		unit string
		deg  float64
	}{{"grad", 0.9}, {"turn", 360}, {"rad", 180 / math.Pi}, {"deg", 1}} {
		if n, ok := strings.CutSuffix(s, u.unit); ok {
			f, err := strconv.ParseFloat(n, 64)
			return f * u.deg, err == nil
		}
	}
	return 0, s == "0"
}
