package markup

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkCharacterKeys: a keyboard shortcut of one printable character,
// listened for on the whole page, fires whenever a speech-input user says
// a word with that letter in it (WCAG 2.1.4 Character Key Shortcuts; ACT
// ffbc54). It passes when the user can turn it off or remap it, or when it
// is active only while one component has focus. From the code alone: a
// key listener on the document, the window or <body> that tests the key
// for a single letter, digit or punctuation mark, with no modifier
// (Ctrl, Alt, Meta) tested and no other condition that could be the
// switch that turns it off.
func checkCharacterKeys(p *analysis.Pass, d *Doc) {
	if p.Tree.Lang != syntax.HTML && p.Tree.Lang != syntax.Template {
		return
	}
	for _, e := range d.All {
		if e.Tag == "body" {
			for _, ev := range []string{"onkeydown", "onkeyup", "onkeypress"} {
				if h, ok := e.Value(ev); ok {
					if k := characterShortcut(h); k != "" {
						report(p, ruleCharacterKeys, e, "the page's %s handler acts on %s alone", ev, k)
					}
				}
			}
		}
		if e.Tag != "script" || e.SVG || !plainScript(e) {
			continue
		}
		for _, it := range e.Content {
			if it.El != nil || it.Dynamic {
				continue
			}
			for _, m := range pageListener.FindAllStringSubmatchIndex(it.Text, -1) {
				body, ok := handlerBody(it.Text[m[1]:])
				if !ok {
					continue
				}
				if k := characterShortcut(body); k != "" {
					at := nodeAt(p.Tree, it.Node, m[0])
					if at == nil {
						at = e.Node
					}
					p.Reportf(ruleCharacterKeys, at, "%s: a key listener on the whole page acts on %s alone", ruleCharacterKeys.Title, k)
				}
			}
		}
	}
}

var (
	// A listener for keys on the whole page.
	pageListener = regexp.MustCompile(`\b(?:document|window|document\.body)\s*(?:\.addEventListener\(\s*["'](?:keydown|keyup|keypress)["']\s*,|\.on(?:keydown|keyup|keypress)\s*=)\s*(?:function\s*[\w$]*\s*\([^)]*\)|\(?\s*[\w$]*\s*\)?\s*=>)\s*`)
	// A test of the key for one printable character: key === "s",
	// code === "KeyS", keyCode === 83 (A–Z, 0–9).
	charKey   = regexp.MustCompile(`\.(?:key)\s*={2,3}\s*["']([^"'\s])["']|["']([^"'\s])["']\s*={2,3}\s*[\w$.]*\.key\b|\.code\s*={2,3}\s*["'](Key[A-Z]|Digit[0-9])["']|\.(?:keyCode|which)\s*={2,3}\s*(4[89]|5[0-7]|6[5-9]|[78][0-9]|90)\b`)
	modifier  = regexp.MustCompile(`\b(ctrlKey|altKey|metaKey|getModifierState)\b`)
	condition = regexp.MustCompile(`\bif\b|\?|&&|\|\||\bswitch\b|\bcase\b`)
)

// characterShortcut names the character a handler acts on with no
// modifier and no other condition, or "".
func characterShortcut(h string) string {
	m := charKey.FindStringSubmatch(h)
	if m == nil || modifier.MatchString(h) {
		return ""
	}
	// Every condition in the handler must be a test of the key: another
	// one (a setting, the element that has focus) may turn it off.
	rest := charKey.ReplaceAllString(h, "")
	if len(condition.FindAllString(rest, -1)) > len(charKey.FindAllString(h, -1)) || strings.Contains(rest, "&&") ||
		strings.Contains(rest, "||") || strings.Contains(rest, "?") || strings.Contains(h, "target") || strings.Contains(h, "activeElement") {
		return ""
	}
	for _, k := range m[1:] {
		if k != "" {
			return "the key " + k
		}
	}
	return ""
}
