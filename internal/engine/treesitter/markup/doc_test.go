package markup

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// The parser hangs the text after an unclosed void element (<img>,
// <input>) under it; the document gives it back to the parent, where the
// accessible name of a link or label finds it.
func TestVoidElementsHaveNoContent(t *testing.T) {
	src := []byte(`<p><a href="/gallery"><img src="/g.png" alt="image"> Gallery</a></p><label><input type="checkbox"> Remember me</label>`)
	tr, err := syntax.Parse(context.Background(), syntax.HTML, src)
	if err != nil {
		t.Fatal(err)
	}
	d := Build(tr, "a.html")
	for _, e := range d.All {
		switch e.Tag {
		case "img", "input":
			if len(e.Content) != 0 {
				t.Errorf("<%s> has content %+v", e.Tag, e.Content)
			}
		case "a":
			if n := e.AccessibleName(); n.text != "image Gallery" {
				t.Errorf("link name %q, want %q", n.text, "image Gallery")
			}
		case "label":
			if got := strings.TrimSpace(textOf(e)); got != "Remember me" {
				t.Errorf("label text %q", got)
			}
		}
	}
}
