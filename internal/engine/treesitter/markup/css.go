package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// cssRule is one style rule of a style sheet: its selectors, the
// conditions of the at-rules around it (@media …), and its declarations
// (property to value, lower case, without !important).
type cssRule struct {
	// Off is the byte offset of the rule's selectors in the sheet.
	Off       int
	Selectors []string
	Media     []string
	Decls     map[string]string
	Important map[string]bool
}

// parseCSS reads a style sheet's rules. It is a reader for what a
// reviewer can decide, not a validating parser: what it cannot read
// (a malformed block, @keyframes, @font-face) it skips.
func parseCSS(src string) []cssRule {
	var out []cssRule
	parseCSSBlock(blankCSSComments(src), 0, nil, &out)
	return out
}

// blankCSSComments turns comments into spaces, keeping offsets.
func blankCSSComments(s string) string {
	if !strings.Contains(s, "/*") && !strings.Contains(s, "<!--") && !strings.Contains(s, "-->") {
		return s
	}
	b := []byte(s)
	// CSS ignores the <!-- and --> that once hid style sheets from old
	// browsers.
	for _, cd := range []string{"<!--", "-->"} {
		for i := strings.Index(string(b), cd); i >= 0; i = strings.Index(string(b), cd) {
			copy(b[i:], strings.Repeat(" ", len(cd)))
		}
	}
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '/' || b[i+1] != '*' {
			continue
		}
		j := i + 2
		for j < len(b) && !(b[j] == '*' && j+1 < len(b) && b[j+1] == '/') {
			j++
		}
		end := min(j+2, len(b))
		for k := i; k < end; k++ {
			if b[k] != '\n' {
				b[k] = ' '
			}
		}
		i = end - 1
	}
	return string(b)
}

// parseCSSBlock reads the rules of s, which starts at byte base of the
// sheet.
func parseCSSBlock(s string, base int, media []string, out *[]cssRule) {
	for {
		trimmed := strings.TrimLeft(s, " \t\r\n\f")
		base += len(s) - len(trimmed)
		s = strings.TrimRight(trimmed, " \t\r\n\f")
		if s == "" {
			return
		}
		open := strings.IndexByte(s, '{')
		if semi := strings.IndexByte(s, ';'); semi >= 0 && (open < 0 || semi < open) {
			s, base = s[semi+1:], base+semi+1 // @import …; or a stray declaration
			continue
		}
		if open < 0 {
			return
		}
		prelude := strings.TrimSpace(s[:open])
		end := matchBrace(s, open)
		if end < 0 {
			return
		}
		body, bodyBase, ruleBase := s[open+1:end], base+open+1, base
		s, base = s[end+1:], base+end+1
		switch {
		case strings.HasPrefix(prelude, "@media"), strings.HasPrefix(prelude, "@supports"),
			strings.HasPrefix(prelude, "@layer"), strings.HasPrefix(prelude, "@container"):
			parseCSSBlock(body, bodyBase, append(media[:len(media):len(media)], strings.ToLower(prelude)), out)
		case strings.HasPrefix(prelude, "@"):
		default:
			decls, imp := parseDecls(body)
			var sels []string
			for _, sel := range strings.Split(prelude, ",") {
				if sel = strings.Join(strings.Fields(sel), " "); sel != "" {
					sels = append(sels, sel)
				}
			}
			*out = append(*out, cssRule{Off: ruleBase, Selectors: sels, Media: media, Decls: decls, Important: imp})
		}
	}
}

// matchBrace returns the index of the brace closing the one at open, or -1.
func matchBrace(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// parseDecls reads "a: b; c: d !important" as a style attribute holds it.
func parseDecls(text string) (map[string]string, map[string]bool) {
	st, imp := map[string]string{}, map[string]bool{}
	for _, decl := range strings.Split(text, ";") {
		k, v, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		v = strings.ToLower(strings.TrimSpace(v))
		important := false
		if i := strings.Index(v, "!important"); i >= 0 {
			v, important = strings.TrimSpace(v[:i]), true
		}
		if imp[k] && !important {
			continue
		}
		st[k], imp[k] = v, important
	}
	return st, imp
}

// styleSheets returns the rules of the file's <style> elements.
func (d *Doc) styleSheets() []cssRule {
	if d.sheets != nil || !d.Styled {
		return d.sheets
	}
	d.sheets = []cssRule{}
	for _, e := range d.All {
		if e.Tag != "style" {
			continue
		}
		for _, it := range e.Content {
			if it.El == nil && !it.Dynamic {
				d.sheets = append(d.sheets, parseCSS(it.Text)...)
			}
		}
	}
	return d.sheets
}

// nodeAt is a node for the byte off of raw text (a style sheet): where a
// finding on a line inside it is reported.
func nodeAt(t *syntax.Tree, raw *syntax.Node, off int) *syntax.Node {
	if raw == nil {
		return nil
	}
	start := int(raw.Start) + off
	if start > int(raw.End) {
		start = int(raw.End)
	}
	n := *raw
	n.Start = uint32(start)
	for i := int(raw.Start); i < start; i++ {
		if t.Src[i] == '\n' {
			n.Line++
			n.Col = 0
		} else {
			n.Col++
		}
	}
	n.EndLine = n.Line
	n.Children = nil
	return &n
}
