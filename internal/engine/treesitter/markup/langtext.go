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
// words, three times as many as of the declared one's. Besides, a text
// nearly all of whose letters are of another script than the declared
// language is written in (Cyrillic under lang="en") is in another
// language, whatever its words.
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
		if functionWords[declared] == nil && scripts[declared] == nil {
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
		if functionWords[declared] != nil && best != declared && bestN >= 4 && bestN >= 3*declN {
			report(p, ruleLangText, e, "lang=%q, but its text reads as %s (%d of its function words, %d of %s's)", v, best, bestN, declN, declared)
			continue
		}
		if script, n := foreignScript(declared, words); script != "" {
			report(p, ruleLangText, e, "lang=%q, but its text is written in %s (%d letters), which %s is not", v, script, n, declared)
		}
	}
}

// scripts are the writing systems a language is written in (Unicode
// scripts, CLDR's exemplar characters): a text whose letters are all of
// other scripts is in another language. Languages written in more than
// one (Serbian, Azerbaijani, …) are left out.
var scripts = func() map[string][]*unicode.RangeTable {
	m := map[string][]*unicode.RangeTable{}
	set := func(langs string, tabs ...*unicode.RangeTable) {
		for _, l := range strings.Fields(langs) {
			m[l] = tabs
		}
	}
	set("en nl fr de es it pt da sv no nb nn fi is pl cs sk sl hr hu ro tr et lv lt ga cy ca eu gl id ms vi sq af sw tl mt lb", unicode.Latin)
	set("ru uk be bg mk", unicode.Cyrillic)
	set("el", unicode.Greek)
	set("ar fa ur ps", unicode.Arabic)
	set("he yi", unicode.Hebrew)
	set("hi mr ne", unicode.Devanagari)
	set("th", unicode.Thai)
	set("ko", unicode.Hangul, unicode.Han)
	set("ja", unicode.Hiragana, unicode.Katakana, unicode.Han)
	set("zh", unicode.Han)
	set("hy", unicode.Armenian)
	set("ka", unicode.Georgian)
	return m
}()

var scriptNames = []struct {
	name string
	tab  *unicode.RangeTable
}{
	{"Latin letters", unicode.Latin}, {"Cyrillic", unicode.Cyrillic}, {"Greek", unicode.Greek},
	{"Arabic script", unicode.Arabic}, {"Hebrew", unicode.Hebrew}, {"Devanagari", unicode.Devanagari},
	{"Thai", unicode.Thai}, {"Hangul", unicode.Hangul}, {"Japanese kana", unicode.Hiragana},
	{"Japanese kana", unicode.Katakana}, {"Chinese characters", unicode.Han}, {"Armenian", unicode.Armenian},
	{"Georgian", unicode.Georgian},
}

// foreignScript names the script of a text nearly all of whose letters
// (nine in ten) are not in the declared language's scripts, and how many
// such letters it has: at least twelve, so that a name or a word quoted
// in another alphabet is not enough. Text with letters of scripts this
// list does not know is "".
func foreignScript(declared string, words []string) (string, int) {
	own := scripts[declared]
	if own == nil {
		return "", 0
	}
	count := map[string]int{}
	total, ownN := 0, 0
	for _, w := range words {
	letters:
		for _, r := range w {
			if !unicode.IsLetter(r) {
				continue
			}
			for _, t := range own {
				if unicode.Is(t, r) {
					ownN++
					continue letters
				}
			}
			known := false
			for _, s := range scriptNames {
				if unicode.Is(s.tab, r) {
					count[s.name]++
					known = true
					break
				}
			}
			if !known {
				return "", 0
			}
			total++
		}
	}
	if total < 12 || ownN*9 > total {
		return "", 0 // the declared script has a tenth of the letters or more
	}
	best := ""
	for _, s := range scriptNames {
		if count[s.name] > count[best] {
			best = s.name
		}
	}
	return best, total
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
