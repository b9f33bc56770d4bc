package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// WCAG's failure techniques name the text that stands in for a real
// description: F30 (1.1.1) an image's alternative that is "image",
// "photo", "spacer" or the like; F25 (2.4.2) a page title that does not
// identify the page — "Untitled", "New Page", or an editor's or project
// generator's default left in place. Such text is present, so the checks
// for a missing name pass it; these checks read what it says.

// placeholderAlts are alternatives that say an image is there and nothing
// of what it shows (F30).
var placeholderAlts = map[string]bool{
	"image": true, "img": true, "picture": true, "pic": true, "photo": true, "photograph": true, "graphic": true,
	"spacer": true, "icon": true, "placeholder": true, "alt": true, "alt text": true, "image description": true,
	"description": true, "untitled": true, "blank": true, "an image": true, "a picture": true, "a photo": true,
	"*": true, "-": true, "_": true, ".": true,
}

// placeholderTitles are titles that name no page (F25): editors' and
// generators' defaults.
var placeholderTitles = map[string]bool{
	"untitled": true, "untitled document": true, "untitled page": true, "new page": true, "new document": true,
	"document": true, "page title": true, "title": true, "insert title here": true,
	"enter the title of your html document here": true, "your title here": true, "title goes here": true,
	"react app": true, "vite app": true, "vite + react": true, "vite + react + ts": true, "vite + vue": true,
	"vite + vue + ts": true, "vite + svelte": true, "vite + svelte + ts": true, "create next app": true,
	"svelte app": true, "vue app": true,
}

func placeholderTitle(t string) bool {
	return placeholderTitles[strings.ToLower(strings.Join(strings.Fields(t), " "))]
}

// checkAltPlaceholder: an image whose accessible name is a placeholder
// word describes nothing (F30; ACT qt1vmo, WCAG 1.1.1). An image in a link
// or button whose name says more than the image's is left alone: the
// control's text names it.
func checkAltPlaceholder(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Hidden() {
			continue
		}
		if e.Tag != "img" && !(e.Tag == "input" && e.inputType() == "image") {
			continue
		}
		n := e.AccessibleName()
		name := strings.ToLower(strings.Join(strings.Fields(n.text), " "))
		if !n.known || !placeholderAlts[name] {
			continue
		}
		if c := controlAround(e); c != nil {
			// The control says more than the image: its name is not the
			// image's alone.
			cn := c.AccessibleName()
			if !cn.known || strings.ToLower(strings.Join(strings.Fields(cn.text), " ")) != name {
				continue
			}
		}
		report(p, ruleAltPlaceholder, e, "its name is %q", strings.TrimSpace(n.text))
	}
}
