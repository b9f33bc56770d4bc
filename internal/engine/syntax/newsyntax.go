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
	// Swift 6's typed throws (func load() throws(LoadError) -> Data):
	// the error type in parentheses is blanked.
	swiftTypedThrows = regexp.MustCompile(`\bthrows\s*(\([^()\n]*\))`)
)

// MaskKotlinNewSyntax returns src with Kotlin's newer operators and
// modifiers the grammar does not read blanked, or nil when it has none.
func MaskKotlinNewSyntax(src []byte) []byte {
	return blankGroups(src, kotlinRangeUntil, kotlinFunIface)
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
