package markup

import (
	"strings"
	"unicode"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// functionWords are each language's most frequent short words: the
// articles, pronouns, prepositions and auxiliaries that any sentence of
// it holds. Some are shared between languages; a verdict needs a margin.
var functionWords = func() map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for lang, words := range map[string]string{
		"en": "the and of to is are was were that this with for it in on as be by from has have not but which you he she they we at or an into its their these those will would can no",
		"nl": "de het een en van is dat die niet met op voor zijn er maar ook als bij naar hij zij wij je ik te om aan dit deze wordt worden heeft hebben geen nog uit",
		"fr": "le la les un une des du de et est que qui dans pour pas sur au aux ce cette il elle nous vous ils avec sont mais ou son sa ses leur par plus ne se en",
		"de": "der die das und ist nicht ein eine zu den dem des mit sich auf für von im auch es sind wird werden dass oder aber wie bei nach ich wir sie er",
		"es": "el la los las un una y es que de en por para con no se del al lo su sus como más pero este esta son está muy",
		"it": "il lo la gli le un una e è di che per non con del della dei delle sono anche come ma questo questa nel nella si più",
		"pt": "o a os as um uma e é de do da dos das que em para com não no na se por mais como mas ao seu sua são",
		"da": "og i det at en den til er som på de med han af for ikke der var mig sig men et har om vi min havde jeg skal denne kan",
		"sv": "och att det som en på är av för med till den har de inte om ett han men var jag sig från vi så kan när eller",
	} {
		m[lang] = map[string]bool{}
		for _, w := range strings.Fields(words) {
			m[lang][w] = true
		}
	}
	return m
}()

// checkLangText: the text an element's lang governs is plainly in another
// language (ACT ucwvc8 for the page, off6ek for parts of it; WCAG 3.1.1,
// 3.1.2). Only languages whose function words we know are judged, and
// only with a wide margin: at least four of the other language's function
// words, three times as many as of the declared one's.
func checkLangText(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Spread || e.Unknown("lang") || e.Hidden() && e != d.HTMLElem {
			continue
		}
		v, ok := e.Value("lang")
		if !ok {
			continue
		}
		declared, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(v)), "-")
		if functionWords[declared] == nil {
			continue
		}
		var words []string
		if !langText(e, e == d.HTMLElem, &words) {
			continue
		}
		best, bestN, declN := "", 0, 0
		for lang, fw := range functionWords {
			n := 0
			for _, w := range words {
				if fw[w] {
					n++
				}
			}
			if lang == declared {
				declN = n
			}
			if n > bestN || n == bestN && lang < best {
				best, bestN = lang, n
			}
		}
		if best != declared && bestN >= 4 && bestN >= 3*declN {
			report(p, ruleLangText, e, "lang=%q, but its text reads as %s (%d of its function words, %d of %s's)", v, best, bestN, declN, declared)
		}
	}
}

// langText gathers the words whose language e's lang sets: its text and
// alt texts, not under a descendant with a lang of its own, nor code; for
// the page, its title too. It is false when some of it is dynamic.
func langText(e *Element, page bool, words *[]string) bool {
	known := true
	var visit func(x *Element)
	visit = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case !known:
				return
			case it.Dynamic:
				known = false
			case it.El == nil:
				*words = append(*words, splitWords(it.Text)...)
			case it.El.Component || it.El.Spread:
				known = false
			case it.El.Has("lang"):
			case it.El.Tag == "title" && page && !it.El.SVG:
				*words = append(*words, splitWords(textOf(it.El))...)
			case it.El.Tag == "head":
				visit(it.El)
			case it.El.selfHidden() || it.El.ariaHidden():
			case it.El.Tag == "code" || it.El.Tag == "pre" || it.El.Tag == "kbd" || it.El.Tag == "samp" || it.El.Tag == "var":
			default:
				if alt, ok := it.El.Value("alt"); ok {
					*words = append(*words, splitWords(alt)...)
				}
				visit(it.El)
			}
		}
	}
	visit(e)
	return known
}

// splitWords returns the words of s, lower case; a token with a digit
// (an id, a hash, a version) holds none.
func splitWords(s string) []string {
	var out []string
	for _, tok := range strings.Fields(strings.ToLower(s)) {
		if strings.IndexFunc(tok, unicode.IsDigit) >= 0 {
			continue
		}
		out = append(out, strings.FieldsFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) })...)
	}
	return out
}
