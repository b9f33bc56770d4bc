package consolidate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentences splits advice into its sentences: at a full stop, question or
// exclamation mark followed by a space and a capital letter, or at a space
// before a capital that follows a URL (gosec's "See https://…" has no full
// stop).
func Sentences(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' || i == 0 {
			continue
		}
		next, _ := utf8.DecodeRuneInString(s[i+1:])
		if !unicode.IsUpper(next) {
			continue
		}
		prev := s[i-1]
		word := s[strings.LastIndexByte(s[:i], ' ')+1 : i]
		if prev == '.' || prev == '?' || prev == '!' || strings.Contains(word, "://") {
			if t := strings.TrimSpace(s[start:i]); t != "" && !abbreviation(word) {
				out = append(out, t)
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// abbreviation reports words whose full stop does not end a sentence.
func abbreviation(word string) bool {
	switch strings.ToLower(word) {
	case "e.g.", "i.e.", "etc.", "vs.", "cf.":
		return true
	}
	return false
}

// mergeAdvice adds to kept the sentences of add it does not already say.
// A sentence that says more than one of kept's (kept's, without its full
// stop, is where it begins) takes that one's place, so two rules' advice
// for one cause ("Use a parameterized query …" from gosec and from the
// security reviewer) reads once.
func mergeAdvice(kept, add string) string {
	have := Sentences(strings.TrimSpace(kept))
	for _, s := range Sentences(add) {
		key := stem(s)
		dup := false
		for i, h := range have {
			hk := stem(h)
			switch {
			case hk == key || strings.HasPrefix(hk, key):
				dup = true
			case strings.HasPrefix(key, hk):
				have[i], dup = s, true
			}
			if dup {
				break
			}
		}
		if !dup {
			have = append(have, s)
		}
	}
	return strings.Join(have, " ")
}

// stem is a sentence compared with another: lower case, without its final
// punctuation.
func stem(s string) string {
	return strings.ToLower(strings.TrimRight(s, ".;:!? "))
}
