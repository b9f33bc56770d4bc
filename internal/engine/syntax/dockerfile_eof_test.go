package syntax_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// A Dockerfile whose last instruction has no newline after it is whole:
// Docker reads it so, and the tree ends at the file's last byte.
func TestDockerfileWithoutFinalNewline(t *testing.T) {
	src := "FROM alpine\nWORKDIR /app\nENTRYPOINT [\"dotnet\", \"Api.dll\"]"
	tree := parse(t, syntax.Dockerfile, src)
	if len(tree.Errors) > 0 {
		t.Errorf("errors in a Dockerfile without a final newline: %v", tree.Errors)
	}
	if string(tree.Src) != src || int(tree.Root.End) > len(src) {
		t.Errorf("the tree's source is not the file's: %q, root ends at %d", tree.Src, tree.Root.End)
	}
}
