package textfacts

// scrub blanks, in JavaScript code, its comments and the text of its
// string literals (a template literal's ${} expressions stay code), with
// spaces, so lengths and lines are kept: a sanitizer's name there (a
// "// TODO: sanitize" after the value, a class="sanitized" in the markup
// built around it) calls nothing, and must not make the value safe.
func scrub(s string) string { return blankCode(s, true) }

// BlankComments blanks the comments of JavaScript code (or of a window of
// its lines) and leaves its strings: evidence that a value is public by
// design (a loader's name, a search configuration's indexName) is code or
// the configuration's own strings, never a comment a change can add
// beside a credential.
func BlankComments(s string) string { return blankCode(s, false) }

func blankCode(s string, strs bool) string {
	b := []byte(s)
	var braces []int // per open ${: the depth of { inside it
	blank := func(i int) {
		if b[i] != '\n' {
			b[i] = ' '
		}
	}
	text := blank // a string's text: blanked, or kept
	if !strs {
		text = func(int) {}
	}
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for ; i < len(b) && b[i] != '\n'; i++ {
				blank(i)
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			j := i + 2
			for ; j < len(b) && !(b[j] == '*' && j+1 < len(b) && b[j+1] == '/'); j++ {
			}
			for end := min(j+2, len(b)); i < end; i++ {
				blank(i)
			}
			i--
		case c == '\'' || c == '"':
			i = blankQuoted(b, i, c, text)
		case c == '`' || c == '}' && len(braces) > 0 && braces[len(braces)-1] == 0:
			if c == '}' {
				braces = braces[:len(braces)-1]
			}
			if i = blankTemplate(b, i, text); i < len(b) && b[i] == '{' {
				braces = append(braces, 0)
			}
		case c == '{' && len(braces) > 0:
			braces[len(braces)-1]++
		case c == '}' && len(braces) > 0:
			braces[len(braces)-1]--
		}
	}
	return string(b)
}

// blankQuoted blanks the text of the literal quoted by q that opens at i,
// and returns where it closes (or the line ends).
func blankQuoted(b []byte, i int, q byte, blank func(int)) int {
	for i++; i < len(b) && b[i] != q && b[i] != '\n'; i++ {
		if b[i] == '\\' && i+1 < len(b) {
			blank(i)
			i++
		}
		blank(i)
	}
	return i
}

// blankTemplate blanks a template literal's text from the ` or } at i up
// to its closing ` or the { of its next ${, and returns where it stops.
func blankTemplate(b []byte, i int, blank func(int)) int {
	for i++; i < len(b) && b[i] != '`'; i++ {
		if b[i] == '$' && i+1 < len(b) && b[i+1] == '{' {
			blank(i)
			return i + 1
		}
		if b[i] == '\\' && i+1 < len(b) {
			blank(i)
			i++
		}
		blank(i)
	}
	return i
}
