package syntax_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// An SVG that opens with its XML declaration parses as the markup after it,
// at the file's own lines; one without, or a <? later in a page, is as it was.
func TestXMLDeclarationParses(t *testing.T) {
	for _, src := range []string{
		"<?xml version=\"1.0\" standalone=\"no\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\" >\n<svg>\n<path d=\"M0 0\"/>\n</svg>\n",
		"\xef\xbb\xbf<?xml version=\"1.0\" encoding=\"utf-8\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"/></svg>\n",
	} {
		tree := parse(t, syntax.HTML, src)
		if len(tree.Errors) > 0 {
			t.Errorf("errors in an SVG with its XML declaration: %v", tree.Errors)
		}
		if tree.Text(tree.Root) == "" || string(tree.Src) != src {
			t.Error("the tree's source is not the file's")
		}
	}
	if got := string(syntax.MaskXMLDeclaration([]byte("<p>a <?xml x?></p>"))); got != "<p>a <?xml x?></p>" {
		t.Errorf("a <? inside the page was masked: %q", got)
	}
	if got := string(syntax.MaskXMLDeclaration([]byte("<?xml version=\"1.0\"\n?><svg/>"))); got != "                   \n  <svg/>" {
		t.Errorf("MaskXMLDeclaration kept the declaration or moved a line: %q", got)
	}
}
