package design

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// The project's own design tokens: CSS custom properties (--color-brand:
// #0055ff) defined in the style sheets and <style> elements the review
// sees. A colour written out where a token holds the same value is a copy
// of the design system that will drift from it; the finding names the
// token to use. Only an exact match is reported: a colour no token holds
// may be deliberate, and design.tokens is the way to forbid those.

var (
	customPropDecl = regexp.MustCompile(`(--[\w-]+)\s*:\s*([^;{}\n]+)`)
	// customPropSet is a custom property given a value anywhere — a
	// stylesheet's declaration, an inline style="--x: …", JSX's
	// style={{"--x": …}}, style.setProperty("--x", …): the value defines
	// the property, so it is never a hard-coded value to replace.
	customPropSet = regexp.MustCompile(`["'\x60]?(--[\w-]+)["'\x60]?(?:\s+as\s+[\w.]+)?\]?\s*[:,]\s*(?:"[^"\n]*"|'[^'\n]*'|[^;{}\n,"'()]*(?:\([^)\n]*\))?[^;{}\n,"']*)`)
	tokenSheets   = []string{".css", ".scss", ".sass", ".less", ".html", ".htm", ".vue", ".svelte"}
)

// projectTokens maps a normalized colour to the custom properties that
// hold it, from the files in scope.
func projectTokens(files []*scope.File) map[string][]string {
	tokens := map[string][]string{}
	for _, f := range files {
		if !slices.Contains(tokenSheets, strings.ToLower(path.Ext(f.Path))) {
			continue
		}
		for _, m := range customPropDecl.FindAllStringSubmatch(string(f.Content), -1) {
			c, ok := normColour(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m[2]), "!important")))
			if !ok || slices.Contains(tokens[c], m[1]) {
				continue
			}
			tokens[c] = append(tokens[c], m[1])
		}
	}
	for c := range tokens {
		slices.Sort(tokens[c])
	}
	return tokens
}

// tokenColours reports colours written out in a file where a project
// token holds the same value, one per line.
func tokenColours(file, src string, tokens map[string][]string) []finding.Finding {
	var out []finding.Finding
	for i, line := range strings.Split(src, "\n") {
		for _, at := range colourValue.FindAllStringIndex(line, -1) {
			if inCustomProp(line, at) {
				continue // where a custom property is given its value
			}
			lit := line[at[0]:at[1]]
			c, ok := normColour(lit)
			if !ok || len(tokens[c]) == 0 {
				continue
			}
			use := "var(" + tokens[c][0] + ")"
			out = append(out, newFinding("design/use-token", file, line, i+1, finding.Low, 0.85,
				fmt.Sprintf("Hard-coded colour %s where the design token %s holds it", lit, tokens[c][0]),
				fmt.Sprintf("Write %s instead of %s, so the colour follows the design system when the token changes (tokens holding it: %s).", use, lit, strings.Join(tokens[c], ", "))))
			break
		}
	}
	return out
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
