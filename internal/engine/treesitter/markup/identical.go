package markup

import (
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// checkIdenticalNames: links in one context, and iframes, that share one
// accessible name but lead to different resources. A user who hears the
// two links in their context, or picks a frame from a list of names,
// cannot tell them apart (WCAG 2.4.4 Link Purpose (In Context); 4.1.2 for
// frames). Links with one name in different contexts fail only 2.4.9
// (AAA, link text alone), and pages have many (a "Read more" under each
// article, "Source" beside each item): they are not reported. A destination is
// compared only when both are static URLs whose resolution the file
// shows; two URLs that may name one resource (an index page and its
// folder, a trailing slash, http and https, fragments of one page) count
// as the same, and a scripted link (no href, javascript:, "#") is never
// compared. One finding per name.
func checkIdenticalNames(p *analysis.Pass, d *Doc) {
	base := docBase(d)
	type target struct {
		e    *Element
		dest string
	}
	links := map[string][]target{}
	frames := map[string][]target{}
	var linkOrder, frameOrder []string
	for _, e := range d.All {
		if e.Component || e.Spread || e.Conditional || e.inComponent() || e.Hidden() || inert(e) {
			continue
		}
		role := e.Role()
		var attr string
		var set map[string][]target
		var order *[]string
		switch {
		case role == "link" && (e.Tag == "a" || e.Tag == "area"):
			attr, set, order = "href", links, &linkOrder
			if e.SVG && !e.Has("href") {
				attr = "xlink:href"
			}
		case e.Tag == "iframe" && !decorativeRole(e):
			if e.Has("srcdoc") {
				continue // its document is the srcdoc, whatever src says
			}
			attr, set, order = "src", frames, &frameOrder
		default:
			continue
		}
		n := e.AccessibleName()
		if !n.known || n.empty() {
			continue
		}
		dest, ok := destination(e, attr, base)
		if !ok {
			continue
		}
		key := strings.ToLower(strings.Join(strings.Fields(n.text), " "))
		if _, seen := set[key]; !seen {
			*order = append(*order, key)
		}
		set[key] = append(set[key], target{e, dest})
	}
	var heading map[*Element]*Element
	for _, key := range linkOrder {
		group := links[key]
		if len(group) > 100 {
			group = group[:100] // one finding per name: the first hundred tell
		}
	pairs:
		for i := range group {
			for j := i + 1; j < len(group); j++ {
				a, b := &group[i], &group[j]
				if !differ(a.dest, b.dest) {
					continue
				}
				if heading == nil {
					heading = precedingHeadings(d)
				}
				if sameLinkContext(a.e, b.e, heading) {
					report(p, ruleIdenticalLinksContext, b.e, "%q here and on line %d, in the same context, lead to %s and %s",
						key, a.e.Node.Line, shortURL(b.dest), shortURL(a.dest))
					break pairs
				}
			}
		}
	}
	for _, key := range frameOrder {
		group := frames[key]
		for _, t := range group[1:] {
			if differ(t.dest, group[0].dest) {
				report(p, ruleIdenticalFrames, t.e, "%q shows %s here and %s on line %d",
					key, shortURL(t.dest), shortURL(group[0].dest), group[0].e.Node.Line)
				break
			}
		}
	}
}

// docBase is the page's base URL: its <base href> when it is static and
// absolute, else a stand-in that only relative URLs share.
func docBase(d *Doc) *url.URL {
	// Deep enough that ../ never climbs past the top: a relative URL
	// resolves to itself, in one frame shared by every relative URL.
	stand, _ := url.Parse("relative://document/0/1/2/3/4/5/6/7/8/9/page")
	for _, e := range d.All {
		if e.Tag != "base" || !e.Has("href") {
			continue
		}
		v, ok := e.Value("href")
		if !ok || templated(v) {
			return nil // a base the file does not show: relative URLs are unknown
		}
		u, err := url.Parse(strings.TrimSpace(v))
		if err != nil {
			return nil
		}
		return stand.ResolveReference(u)
	}
	return stand
}

// destination is the normalized URL an element's attribute leads to, and
// whether it is known: static, not scripted, not a bare fragment.
func destination(e *Element, attr string, base *url.URL) (string, bool) {
	if base == nil {
		return "", false
	}
	v, ok := e.Value(attr)
	if !ok {
		return "", false
	}
	v = strings.TrimSpace(v)
	if v == "" || strings.HasPrefix(v, "#") || templated(v) || strings.ContainsAny(v, "{}<>$") {
		return "", false
	}
	u, err := url.Parse(v)
	if err != nil {
		return "", false
	}
	switch strings.ToLower(u.Scheme) {
	case "", "http", "https", "ftp", "mailto", "tel", "relative":
	default:
		return "", false // javascript:, data:, blob:, app schemes
	}
	u = base.ResolveReference(u)
	if u.Scheme == "relative" {
		// How far up the stand-in folders it climbed: relative URLs
		// that climb differently may or may not meet, with the page's
		// own place unknown; only those of one climb are compared.
		depth := 0
		for _, seg := range strings.Split(strings.TrimPrefix(u.Path, "/"), "/") {
			if seg != strconv.Itoa(depth) || depth == 10 {
				break
			}
			depth++
		}
		u.Host = "document" + strconv.Itoa(depth)
	}
	u.Fragment, u.RawFragment = "", ""
	if q := u.Query(); len(q) > 0 {
		// Campaign tags say where a visitor came from, not what they get.
		for k := range q {
			if strings.HasPrefix(strings.ToLower(k), "utm_") {
				q.Del(k)
			}
		}
		u.RawQuery = q.Encode()
	}
	u.Scheme = strings.ToLower(u.Scheme)
	if u.Scheme == "http" {
		u.Scheme = "https"
	}
	u.Host = strings.TrimPrefix(strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(u.Host, ":80"), ":443")), "www.")
	if u.Opaque != "" { // mailto:, tel:
		return u.Scheme + ":" + strings.ToLower(u.Opaque), true
	}
	p := u.Path
	switch path.Base(p) {
	case "index.html", "index.htm", "index.php", "default.htm", "default.html", "default.aspx":
		p = path.Dir(p)
	}
	p = strings.TrimSuffix(p, "/")
	u.Path, u.RawPath = p, ""
	return u.String(), true
}

// differ reports two destinations known to be different resources: a
// URL relative to the page and an absolute one may name the same
// resource on the page's own site, which the file does not tell.
func differ(a, b string) bool {
	const rel = "relative://"
	if strings.EqualFold(a, b) || strings.HasPrefix(a, rel) != strings.HasPrefix(b, rel) {
		return false
	}
	if ua, err := url.Parse(a); err == nil && strings.HasPrefix(a, rel) {
		if ub, err := url.Parse(b); err != nil || ua.Host != ub.Host {
			return false // relative URLs that climb differently
		}
	}
	// A copy of a document on a mirror or in another folder keeps its
	// name, and so does the same document in another format (report.html,
	// report.pdf): one name and query may well be equivalent content.
	return leaf(a) != leaf(b)
}

// leaf is a destination's last path segment, less its extension, with
// its query.
func leaf(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Opaque != "" {
		return s
	}
	name := path.Base(u.Path)
	name = strings.TrimSuffix(name, path.Ext(name))
	return strings.ToLower(name + "?" + u.RawQuery)
}

// shortURL is a destination as a message shows it.
func shortURL(s string) string {
	if u, err := url.Parse(s); err == nil && u.Scheme == "relative" {
		s = u.Path
		if d, err := strconv.Atoi(strings.TrimPrefix(u.Host, "document")); err == nil && d > 0 && d <= 10 {
			s = strings.Repeat("../", 10-d) + strings.TrimPrefix(strings.TrimPrefix(s, "/0/1/2/3/4/5/6/7/8/9"[:2*d]), "/")
			if s == "" {
				s = "./"
			}
		}
		if u.RawQuery != "" {
			s += "?" + u.RawQuery
		}
	}
	return analysis.Short(s)
}

// sameLinkContext reports two links whose programmatically determined
// context is one and the same: WCAG's link context is the sentence,
// paragraph, list item or table cell around the link (with the cell's
// headers), the heading before it (H80), and what aria-describedby adds.
// Two links in one paragraph, list item or cell share it; so do two
// links outside any such element in one sentence, or with no sentence of
// their own, under the same heading. A link whose
// description or context the file does not show is never the same.
func sameLinkContext(a, b *Element, heading map[*Element]*Element) bool {
	if a.Has("aria-describedby") || b.Has("aria-describedby") || a.Has("title") || b.Has("title") {
		return false
	}
	ca, okA := linkContext(a)
	cb, okB := linkContext(b)
	if !okA || !okB || ca != cb {
		return false
	}
	if ca != nil {
		return true
	}
	if ownSentence(a) != ownSentence(b) {
		return false
	}
	return heading[a] == heading[b]
}

// ownSentence is the element whose text around a link is the link's
// sentence (its parent, when it holds text besides links), or nil when
// the link stands alone. Two links outside any paragraph, item or cell
// whose sentences are different elements are in different contexts:
// "Read more about X" and "Read more about Y".
func ownSentence(e *Element) *Element {
	if e.Parent == nil || e.Parent.Tag == "#root" {
		return nil
	}
	if !textBesides(e.Parent, func(y *Element) bool { return y.Role() == "link" }) {
		return nil
	}
	return e.Parent
}

// linkContext is the closest paragraph, list item or cell around the
// link (nil when there is none), and whether it is known.
func linkContext(e *Element) (*Element, bool) {
	for x := e.Parent; x != nil && x.Tag != "#root"; x = x.Parent {
		if x.Component || x.Spread {
			return nil, false
		}
		switch x.Role() {
		case "paragraph", "listitem", "cell", "gridcell", "columnheader", "rowheader":
			return x, true
		}
	}
	return nil, true
}

// precedingHeadings maps each element to the last heading before it in
// document order (the heading it is in, if any).
func precedingHeadings(d *Doc) map[*Element]*Element {
	m := make(map[*Element]*Element, len(d.All))
	var last *Element
	for _, x := range d.All {
		if x.Role() == "heading" && !x.Hidden() {
			last = x
		}
		m[x] = last
	}
	return m
}
