package markup

import "testing"

// Two hrefs lead to different resources only when the file shows that
// they must: equal after normalizing, or of unknown relation, is not.
func TestDestinationsDiffer(t *testing.T) {
	base := docBase(&Doc{})
	dest := func(h string) (string, bool) {
		e := &Element{Tag: "a", Attrs: []*Attr{{Name: "href", Value: h, HasValue: true}}}
		return destination(e, "href", base)
	}
	for _, tc := range []struct {
		a, b   string
		differ bool
	}{
		{"/reports/2023.pdf", "/reports/2024.pdf", true},
		{"https://example.com/a", "https://example.com/b", true},
		{"/item?id=1", "/item?id=2", true},
		{"guide.html", "./guide.html", false},
		{"/docs/", "/docs/index.html", false},
		{"/docs", "/docs/", false},
		{"http://example.com/contact", "https://EXAMPLE.com:443/contact#form", false},
		{"https://www.example.com/x", "https://example.com/x", false},
		{"/page?utm_source=mail", "/page", false},
		{"/report.html", "/report.pdf", false},                    // one document, two formats
		{"https://a.example/faq", "https://b.example/faq", false}, // a mirror keeps the name
		{"/about", "https://example.com/about", false},            // the page's own host is unknown
		{"../guide.html", "guide.html", false},                    // the page's folder is unknown
		{"mailto:a@example.com", "mailto:b@example.com", true},
	} {
		a, okA := dest(tc.a)
		b, okB := dest(tc.b)
		if !okA || !okB {
			t.Errorf("%s, %s: not both known", tc.a, tc.b)
			continue
		}
		if got := differ(a, b); got != tc.differ {
			t.Errorf("differ(%s, %s) = %v, want %v (normalized %s, %s)", tc.a, tc.b, got, tc.differ, a, b)
		}
	}
	for _, h := range []string{"#top", "javascript:void(0)", "{{ url }}", "", "data:text/html,x"} {
		if d, ok := dest(h); ok {
			t.Errorf("%q: destination %q, want unknown", h, d)
		}
	}
}
