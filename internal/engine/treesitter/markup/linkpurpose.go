package markup

import (
	"net/url"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkLinkPurpose: links with the same accessible name go to the same
// place (ACT b20e66, and fd3a94 for links in the same context; WCAG 2.4.4
// Link Purpose (In Context), 2.4.9 Link Purpose (Link Only)). A user who
// lists the links, or hears "Edit" twice in one list item, cannot tell
// them apart. Only destinations the file shows are compared, and only
// when they certainly differ: two relative paths or two absolute URLs
// that name different documents. A link to another part of the same
// document (a fragment), or to the same document written another way
// ("/docs/" and "/docs/index.html"), is the same place; whether two
// different documents are equivalent the file cannot say, so they are
// taken to differ.
func checkLinkPurpose(p *analysis.Pass, d *Doc) {
	type seen struct {
		e    *Element
		dest string
	}
	byName := map[string][]seen{}
	for _, e := range d.All {
		if e.Component || e.Spread || e.Hidden() || offscreen(e) || e.Tag != "a" || e.Role() != "link" {
			continue
		}
		href, ok := e.Value("href")
		if !ok {
			continue
		}
		dest, ok := destination(href)
		if !ok {
			continue
		}
		n := e.AccessibleName()
		if !n.known || n.empty() || e.dynamicContent() {
			continue
		}
		key := strings.Join(strings.Fields(strings.ToLower(n.text)), " ")
		for _, prev := range byName[key] {
			if prev.dest == dest || !comparable(prev.dest, dest) {
				continue
			}
			line := prev.e.Node.Line
			if ctx := linkContext(e); ctx != nil && ctx == linkContext(prev.e) {
				report(p, ruleLinkPurposeContext, e, "%q goes to %s, and the link of the same name beside it (line %d) to %s", strings.TrimSpace(n.text), dest, line, prev.dest)
			} else {
				report(p, ruleLinkPurpose, e, "%q goes to %s, and the link of the same name on line %d to %s", strings.TrimSpace(n.text), dest, line, prev.dest)
			}
			break
		}
		byName[key] = append(byName[key], seen{e, dest})
	}
}

// destination is the document an href names, written one way: without
// its fragment, a trailing index page or slash; false for an href that
// is not a plain static URL (a template expression, javascript:, a bare
// fragment, which stays in the page).
func destination(href string) (string, bool) {
	href = strings.TrimSpace(href)
	if href == "" || strings.HasPrefix(href, "#") || strings.ContainsAny(href, "{}$<>%`\\ ") {
		return "", false
	}
	u, err := url.Parse(href)
	if err != nil || u.Opaque != "" {
		return "", false
	}
	switch strings.ToLower(u.Scheme) {
	case "", "http", "https":
	default:
		return "", false // mailto:, tel:, javascript:…
	}
	u.Fragment, u.RawFragment = "", ""
	u.Scheme, u.Host = strings.ToLower(u.Scheme), strings.ToLower(u.Host)
	path := u.Path
	for _, index := range []string{"index.html", "index.htm", "index.php", "default.aspx"} {
		if strings.HasSuffix(path, "/"+index) || path == index {
			path = strings.TrimSuffix(path, index)
		}
	}
	path = strings.TrimPrefix(path, "./")
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	if path == "" && u.Host != "" {
		path = "/"
	}
	u.Path, u.RawPath = path, ""
	return u.String(), true
}

// comparable reports whether two destinations are written alike enough
// to compare: both absolute, both rooted paths, or both relative ones.
// "/about" and "https://example.com/about" may be one page.
func comparable(a, b string) bool {
	kind := func(s string) int {
		switch {
		case strings.HasPrefix(s, "srcdoc:"):
			return 3
		case strings.Contains(s, "://") || strings.HasPrefix(s, "//"):
			return 0
		case strings.HasPrefix(s, "/"):
			return 1
		}
		return 2
	}
	return kind(a) == kind(b)
}

// linkContext is the element whose text is a link's programmatically
// determined context (WCAG's definition: its paragraph, list item, table
// cell…), or nil.
func linkContext(e *Element) *Element {
	for x := e.Parent; x != nil && x.Tag != "#root"; x = x.Parent {
		switch x.Tag {
		case "p", "li", "td", "th", "dd", "dt", "blockquote", "figcaption", "caption", "label", "legend",
			"h1", "h2", "h3", "h4", "h5", "h6":
			return x
		}
	}
	return nil
}

// checkIframePurpose: iframes with the same accessible name embed the same
// document (ACT 4b1c6c; WCAG 4.1.2): a screen reader user who lists a
// page's frames finds them by name. As for links, only static sources
// that certainly differ are compared; a srcdoc is the frame's document.
func checkIframePurpose(p *analysis.Pass, d *Doc) {
	type seen struct {
		e    *Element
		dest string
	}
	byName := map[string][]seen{}
	for _, e := range d.All {
		if e.Tag != "iframe" || e.Component || e.Spread || e.Hidden() || decorativeRole(e) {
			continue
		}
		var dest string
		if doc, ok := e.Value("srcdoc"); ok {
			dest = "srcdoc:" + strings.Join(strings.Fields(doc), " ")
		} else if e.Has("srcdoc") {
			continue
		} else if src, ok := e.Value("src"); !ok {
			continue
		} else if dest, ok = destination(src); !ok {
			continue
		}
		n := e.AccessibleName()
		if !n.known || n.empty() {
			continue
		}
		key := strings.Join(strings.Fields(strings.ToLower(n.text)), " ")
		for _, prev := range byName[key] {
			if prev.dest == dest || !comparable(prev.dest, dest) {
				continue
			}
			report(p, ruleIframePurpose, e, "%q embeds another document than the frame of the same name on line %d", strings.TrimSpace(n.text), prev.e.Node.Line)
			break
		}
		byName[key] = append(byName[key], seen{e, dest})
	}
}
