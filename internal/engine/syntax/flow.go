package syntax

import "regexp"

// Flow's annotations beside TypeScript's (flow.org/en/docs/types): a
// maybe type (x: ?string), an exact object type ({| a: number |}), a
// property's variance (+name: string), an opaque type alias and its
// supertype (opaque type Token: string = …), empty type arguments
// (SyntheticEvent<>), a predicate function's %checks, and a type cast of a
// name ((value: any)). In JavaScript a '?' never follows ':', '<', ',',
// '(', '=', '|' or '&' and starts an operand, '{|', '|}', '<>' after a
// name and '%checks' are no tokens, a sign does not start an object's key,
// and (name: T) not followed by => or : is no expression: each is an
// annotation.
var (
	flowMaybe    = regexp.MustCompile(`[:<,(=|&]\s*(\?)[A-Za-z_$({\[]`)
	flowExact    = regexp.MustCompile(`\{(\|)|(\|)\}`)
	flowVariance = regexp.MustCompile(`(?m)(?:[{,]|^)\s*([+-])[A-Za-z_$][\w$]*\??\s*:`)
	flowOpaque   = regexp.MustCompile(`(?m)^\s*(?:export\s+)?(opaque)\s+type\s+[\w$]+(?:<[^>\n]*>)?\s*(:[^=\n]*)?=`)
	flowEmptyArg = regexp.MustCompile(`[\w$](<>)`)
	flowChecks   = regexp.MustCompile(`(%checks)\b`)
	flowCast     = regexp.MustCompile(`\(\s*[A-Za-z_$][\w$.]*\s*(:\s*[\w$.<>\[\]|?, ]+)\)(?:\s*[^\s=:]|\s*$)`)
)

// FlowAsTypeScript returns a JavaScript file that Flow checks masked so
// that TypeScript's grammar (TSX) reads its annotations, offsets kept:
// what then still does not parse is no Flow either. It is only a reading
// to tell Flow's syntax from an error, not one any rule runs over.
func FlowAsTypeScript(src []byte) []byte {
	out := append([]byte(nil), src...)
	for _, re := range []*regexp.Regexp{flowMaybe, flowExact, flowVariance, flowOpaque, flowEmptyArg, flowChecks, flowCast} {
		for _, m := range re.FindAllSubmatchIndex(out, -1) {
			for g := 1; 2*g+1 < len(m); g++ {
				for i := m[2*g]; i >= 0 && i < m[2*g+1]; i++ {
					if out[i] != '\n' {
						out[i] = ' '
					}
				}
			}
		}
	}
	return out
}
