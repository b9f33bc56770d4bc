package markup

import (
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

var imageExts = []string{".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".bmp", ".ico", ".tif", ".tiff", ".jfif", ".heic"}

// checkAltFilename: an image (an <img>, an image button, any element of
// role img) whose accessible name is a file name (nyhavn.jpeg,
// IMG_2041.png, "team photo.jpg") or an opaque id (a hash) describes
// nothing (ACT 9eb3f6, WCAG 1.1.1, failure F30). An image in a link or button that says more
// (Download <img alt="report.pdf.png">) is left alone: there the file
// name may be the point.
func checkAltFilename(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Component || e.Hidden() {
			continue
		}
		if e.Tag != "img" && !(e.Tag == "input" && e.inputType() == "image") && e.Role() != "img" {
			continue
		}
		// The accessible name, wherever it comes from: alt, aria-label,
		// aria-labelledby, title.
		n := e.AccessibleName()
		name := strings.TrimSpace(n.text)
		if !n.known || name == "" || !fileLike(name, e) {
			continue
		}
		if c := controlAround(e); c != nil && otherText(c, e) {
			continue
		}
		report(p, ruleAltFilename, e, "its name is %q", name)
	}
}

// fileLike reports alt text that is a file name with an image extension,
// or that repeats the last segment of the src when it is an opaque id.
func fileLike(alt string, e *Element) bool {
	lower := strings.ToLower(alt)
	for _, ext := range imageExts {
		// A name that ends in an image extension, spaces or not
		// ("team photo.jpg"): a file's name, not a description.
		if strings.HasSuffix(lower, ext) && len(lower) > len(ext) && !strings.HasSuffix(lower, " "+ext) {
			return true
		}
	}
	if strings.ContainsAny(alt, " \t\n") {
		return false
	}
	src, _ := e.Value("src")
	base := path.Base(strings.SplitN(src, "?", 2)[0])
	if strings.EqualFold(base, alt) && opaqueID(alt) {
		return true
	}
	// The file's name without its extension, when it is no word: a
	// camera's or an export's name (IMG_2041, DSC00042, hero_banner_v2).
	stem := strings.TrimSuffix(base, path.Ext(base))
	return path.Ext(base) != "" && strings.EqualFold(stem, alt) && machineName(alt)
}

// machineName reports a name joined with underscores, or holding a run
// of three or more digits: how files are named, not how images are
// described.
func machineName(s string) bool {
	if strings.Contains(s, "_") {
		return true
	}
	run := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			if run++; run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// opaqueID reports a name of 16 or more characters, all hex digits: a
// hash or a generated id, not a word.
func opaqueID(s string) bool {
	if len(s) < 16 {
		return false
	}
	for _, r := range strings.ToLower(s) {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// controlAround returns the link or button the element is in, if any.
func controlAround(e *Element) *Element {
	for x := e.Parent; x != nil && x.Tag != "#root"; x = x.Parent {
		if r := x.Role(); r == "link" || r == "button" {
			return x
		}
	}
	return nil
}
