package syntax

import "regexp"

// importTypeArgument is a call's type argument list holding one import
// type: <typeof import("m")>, maybe with a member (<typeof
// import("m").Config>), before the call's parentheses.
var importTypeArgument = regexp.MustCompile(`<\s*typeof\s+import\(\s*(?:"[^"\n]*"|'[^'\n]*')\s*\)(?:\.[A-Za-z_$][\w$]*)*\s*>\s*\(`)

// MaskImportTypeArguments returns a copy of src with such type argument
// lists blanked (importOriginal                              ()), or nil
// when it has none.
func MaskImportTypeArguments(src []byte) []byte {
	ms := importTypeArgument.FindAllIndex(src, -1)
	if len(ms) == 0 {
		return nil
	}
	out := append([]byte(nil), src...)
	for _, m := range ms {
		for i := m[0]; i < m[1]-1; i++ { // the call's "(" stays
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	return out
}
