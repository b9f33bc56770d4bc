package markup

import (
	"reflect"
	"testing"
)

func TestParseCSS(t *testing.T) {
	src := "/* a comment { } */\n<!--\n@import url(x.css);\nbody { color: #333; background: white !important }\n" +
		"@media (orientation: portrait) {\n  html, :root { rotate: 90deg }\n}\n@font-face { font-family: X; src: url(x.woff) }\n-->"
	rules := parseCSS(src)
	if len(rules) != 2 {
		t.Fatalf("got %d rules, want 2: %+v", len(rules), rules)
	}
	body := rules[0]
	if !reflect.DeepEqual(body.Selectors, []string{"body"}) || body.Decls["color"] != "#333" || body.Decls["background"] != "white" || !body.Important["background"] || body.Important["color"] {
		t.Errorf("body rule = %+v", body)
	}
	if got := src[body.Off : body.Off+4]; got != "body" {
		t.Errorf("body rule at %d reads %q", body.Off, got)
	}
	rot := rules[1]
	if !reflect.DeepEqual(rot.Selectors, []string{"html", ":root"}) || !reflect.DeepEqual(rot.Media, []string{"@media (orientation: portrait)"}) || rot.Decls["rotate"] != "90deg" {
		t.Errorf("rotated rule = %+v", rot)
	}
	if got := src[rot.Off : rot.Off+4]; got != "html" {
		t.Errorf("rotated rule at %d reads %q", rot.Off, got)
	}
}

func TestParseSelector(t *testing.T) {
	for _, c := range []struct {
		sel       string
		never, ok bool
		spec      [3]int
		parts     int
	}{
		{"p", false, true, [3]int{0, 0, 1}, 1},
		{"#lead.muted", false, true, [3]int{1, 1, 0}, 1},
		{".card  > p.note", false, true, [3]int{0, 2, 1}, 2},
		{"nav ul li a", false, true, [3]int{0, 0, 4}, 4},
		{"input[type=checkbox]", false, true, [3]int{0, 1, 1}, 1},
		{":root", false, true, [3]int{0, 0, 1}, 1},
		{"a:hover", true, true, [3]int{}, 0},
		{"p::before", true, true, [3]int{}, 0},
		{"li:nth-child(2)", false, false, [3]int{}, 0},
		{"h1 + p", false, false, [3]int{}, 0},
		{"a[href^=http]", false, false, [3]int{}, 0},
		{"> p", false, false, [3]int{}, 0},
	} {
		sel, never, ok := parseSelector(c.sel)
		if never != c.never || ok != c.ok {
			t.Errorf("%q: never %v ok %v, want %v %v", c.sel, never, ok, c.never, c.ok)
			continue
		}
		if ok && !never && (sel.spec != c.spec || len(sel.parts) != c.parts) {
			t.Errorf("%q: specificity %v, %d parts; want %v, %d", c.sel, sel.spec, len(sel.parts), c.spec, c.parts)
		}
	}
}

func TestConditions(t *testing.T) {
	for q, want := range map[string]when{
		"@media screen":                      always,
		"@media only screen":                 always,
		"@media print":                       never,
		"@media not print":                   sometimes,
		"@media (max-width: 640px)":          sometimes,
		"@media screen and (min-width: 1px)": sometimes,
		"@supports (display: grid)":          always,
	} {
		if got := conditions([]string{q}); got != want {
			t.Errorf("%s: %v, want %v", q, got, want)
		}
	}
}
