package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"golang.org/x/text/language"
)

// validLang reports whether a lang value is a well-formed BCP 47 tag whose
// primary language subtag is in the IANA registry.
// ownsLangText reports text whose language e's lang sets: text in e not
// under a descendant with a lang of its own.
func ownsLangText(e *Element) bool {
	if hasDirectText(e) {
		return true
	}
	if v, ok := e.Value("alt"); ok && strings.TrimSpace(v) != "" {
		return true
	}
	for _, c := range e.Elements() {
		if c.selfHidden() || c.Has("lang") {
			continue
		}
		if ownsLangText(c) {
			return true
		}
	}
	return false
}

// codeBlock reports an element whose lang names a programming or
// preprocessor language, not a natural one: <script> and <style> hold code,
// not text a reader hears (ACT's rule looks at text in the accessibility
// tree, which they never are), and a single-file component's top-level
// <template lang="pug"> names its template language (Vue's and Svelte's
// <style lang="postcss">, <script lang="ts">).
func codeBlock(d *Doc, e *Element) bool {
	return e.Tag == "script" || e.Tag == "style" || e.Tag == "template" && e.Parent == d.root && !d.Page && !d.Template
}

func validLang(v string) bool {
	v = strings.TrimSpace(v)
	primary, _, _ := strings.Cut(v, "-")
	if len(primary) < 2 || len(primary) > 8 {
		return false
	}
	for _, r := range primary {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	if len(primary) > 3 {
		return false // 4 letters are reserved; 5–8 letters name no registered language
	}
	b, err := language.ParseBase(primary)
	if err != nil {
		return false
	}
	if len(primary) == 3 && !strings.EqualFold(b.String(), primary) {
		return false // ISO 639-2 "eng": the registry has only "en"
	}
	// ACT and browsers judge the primary subtag; the rest is the author's
	// refinement.
	return true
}

// checkLang: every lang holds a valid tag; <html>'s lang and xml:lang
// agree.
func checkLang(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		for _, attr := range []string{"lang", "xml:lang"} {
			v, ok := e.Value(attr)
			if !ok || v == "" || (e == d.HTMLElem && strings.TrimSpace(v) == "") {
				continue // an empty lang is html-lang's, or says "unknown"
			}
			if attr == "xml:lang" && e.Has("lang") {
				continue
			}
			if e != d.HTMLElem && (!ownsLangText(e) || codeBlock(d, e)) {
				continue
			}
			if !validLang(v) {
				report(p, ruleLangValid, e, "%s=%q on <%s>", attr, v, e.Tag)
			}
		}
	}
	if h := d.HTMLElem; h != nil {
		l, ok1 := h.Value("lang")
		x, ok2 := h.Value("xml:lang")
		if ok1 && ok2 && validLang(l) && validLang(x) {
			pl, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(l)), "-")
			px, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(x)), "-")
			if pl != px {
				report(p, ruleXMLLang, h, "lang=%q, xml:lang=%q", l, x)
			}
		}
	}
}
