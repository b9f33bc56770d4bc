package analysis

import "bytes"

// ContainsWord reports whether w occurs in data with no letter, digit or
// underscore either side. The built-in rule packs and model files say
// their language in their text, so a file that does not contain the
// language's name as a word need not be parsed for it.
func ContainsWord(data []byte, w string) bool {
	word := func(c byte) bool {
		return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	}
	for i := 0; ; {
		k := bytes.Index(data[i:], []byte(w))
		if k < 0 {
			return false
		}
		at, end := i+k, i+k+len(w)
		if (at == 0 || !word(data[at-1])) && (end == len(data) || !word(data[end])) {
			return true
		}
		i = at + 1
	}
}
