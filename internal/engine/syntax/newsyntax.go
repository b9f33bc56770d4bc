package syntax

import "regexp"

// Language syntax newer than the grammars vendored here, which the
// compilers take: a change that writes it is valid code, and since a line
// a change wrote that does not parse is a gap in the review (incomplete),
// the grammar's not knowing it must not be. A second reading blanks what
// the grammar cannot read, byte for byte, where that is a type or a
// keyword alone: no statement or call is blanked.
var (
	// Kotlin 1.9's open-ended range operator (0..<n) and Kotlin 1.4's
	// functional interface (fun interface Handler { … }): the '<' and the
	// 'fun' are blanked (0.. n, an ordinary range; interface Handler).
	kotlinRangeUntil = regexp.MustCompile(`\.\.(<)`)
	kotlinFunIface   = regexp.MustCompile(`\b(fun)\s+interface\b`)
	// A primary constructor's keyword (with its annotations and
	// visibility) on the line after the class's name, as ktfmt writes it
	// (class AndroidDns\n  constructor(…), class A\n  @RequiresApi(37)\n
	// internal constructor()): the grammar reads the parameter list on the
	// next line, not the keyword, so the keyword and what leads it are
	// blanked.
	// An object expression that delegates a supertype (object : Dns by
	// this { … }, Kotlin's delegation, which the grammar reads for a class
	// and not for an object): the by clause is blanked.
	kotlinObjectBy       = regexp.MustCompile(`\bobject\s*:\s*[\w.]+(?:<[^>\n]*>)?\s+(by\s+[\w.@]+)\s*\{`)
	kotlinCtorOnNextLine = regexp.MustCompile(`\bclass\s+\w+(?:<[^>\n]*>)?[ \t]*\n[ \t]*((?:@\w+(?:\([^()\n]*\))?\s+)*(?:(?:public|private|protected|internal)\s+)?constructor)\s*\(`)
	// Swift 6's typed throws (func load() throws(LoadError) -> Data):
	// the error type in parentheses is blanked.
	swiftTypedThrows = regexp.MustCompile(`\bthrows\s*(\([^()\n]*\))`)
)

// kotlinNumbers finds the number literals the vendored grammar does not
// read and Kotlin does: a binary literal (0b1010, Kotlin 1.0's) and one
// with two or more underscores in a row (0xFF__FF, 1__000).
var kotlinNumbers = regexp.MustCompile(`\b0[bB][01_]+\b|\b[0-9][0-9A-Fa-fxX]*(?:_+[0-9A-Fa-f]+)*__+[0-9A-Fa-f][0-9A-Fa-f_]*\b`)

// MaskKotlinNewSyntax returns src with Kotlin's newer operators and
// modifiers the grammar does not read blanked, and the number literals it
// does not read rewritten as decimal ones of the same length (a binary
// literal's b, and the second and later underscores of a run, read as
// zeros: the literal stays one number; no rule reads such a value), or nil
// when it has none.
func MaskKotlinNewSyntax(src []byte) []byte {
	out := blankGroups(src, kotlinRangeUntil, kotlinFunIface, kotlinCtorOnNextLine, kotlinObjectBy)
	for _, m := range kotlinNumbers.FindAllIndex(src, -1) {
		if out == nil {
			out = append([]byte(nil), src...)
		}
		for i := m[0] + 1; i < m[1]; i++ {
			if out[i] == 'b' || out[i] == 'B' || out[i] == '_' && src[i-1] == '_' {
				out[i] = '0'
			}
		}
	}
	return out
}

// MaskSwiftTypedThrows returns src with the error types of typed throws
// blanked, or nil when it has none.
func MaskSwiftTypedThrows(src []byte) []byte {
	return blankGroups(src, swiftTypedThrows)
}

// blankGroups blanks group 1 of every match of each expression (newlines
// kept), or returns nil when nothing matched.
func blankGroups(src []byte, res ...*regexp.Regexp) []byte {
	var out []byte
	for _, re := range res {
		for _, m := range re.FindAllSubmatchIndex(src, -1) {
			if out == nil {
				out = append([]byte(nil), src...)
			}
			for i := m[2]; i < m[3]; i++ {
				if out[i] != '\n' {
					out[i] = ' '
				}
			}
		}
	}
	return out
}
