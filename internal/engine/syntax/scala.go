package syntax

import "regexp"

// blockParamType is the type of a block's one lambda parameter written
// without parentheses, Scala 2's { implicit request: Request[AnyContent] =>
// … } (Play's documented Action form) and { x: Int => … }, which the
// grammar does not read: group 1 is the ": Type" before the arrow. A type
// holds no ';' and no string: { dir: String; s"ls $dir".!!; r => … } is a
// block whose statements (a type ascription, a command run) come before
// its closing lambda, and blanking them as a type would hide the command.
var blockParamType = regexp.MustCompile(`\{\s*(?:implicit\s+)?[A-Za-z_][A-Za-z0-9_]*\s*(:[^=\n{}();"]*?)\s*=>`)

// MaskBlockParamTypes returns a copy of src with the types of such
// parameters blanked ({ implicit request                      => … }), or
// nil when it has none. The parameter's name stays, so a rule still sees
// request.body as the request's.
func MaskBlockParamTypes(src []byte) []byte {
	return blankGroups(src, blockParamType)
}
