package markup

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The template rows (language templates, shapes tag and layout-use) say
// what marks a server template and a template that fills in a layout; the
// shipped rows name Jinja/Django/Twig, ERB/EJS and Handlebars tags, and
// {% extends %}, Blade's @extends and Handlebars' and Ghost's layouts.
func TestTemplateSyntaxRows(t *testing.T) {
	dl := builtinDialect()
	for _, src := range []string{"<p>{% if x %}y{% endif %}</p>", "<p><%= name %></p>", "<p>{{ name }}</p>"} {
		if !dl.serverTemplate([]byte(src)) {
			t.Errorf("%q: not a server template", src)
		}
	}
	for _, src := range []string{"<p>plain</p>", "<script>const t = `{{x}}`; if (a <% b) {}</script><p>x</p>"} {
		if dl.serverTemplate([]byte(src)) {
			t.Errorf("%q: a server template", src)
		}
	}
	for _, src := range []string{"{% extends 'base.html' %}", "@extends('layouts.app')", "{{#> layout}}x{{/layout}}", "{{!< default}}"} {
		if !extendsLayout([]byte(src)) {
			t.Errorf("%q: extends no layout", src)
		}
	}
	if extendsLayout([]byte("<p>mail me at a@extends(x)</p>")) || extendsLayout([]byte("<p>{{ extends }}</p>")) {
		t.Errorf("text that only looks like a layout's use extends one")
	}
}

// A fragment row's pattern says which values select parts of the
// element's own file: then its content is no placeholder.
func TestFragmentOwnPartsRows(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: html\nframework: Acme\nmodels:\n  - kind: attribute\n    shape: fragment\n"+
		"    methods: [\"acme:insert\"]\n    pattern: '^self:'\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := newDialect(f.Models)
	if err != nil {
		t.Fatal(err)
	}
	if fills := d.applyShape(&Element{}, &Attr{Name: "acme:insert", Value: "self:body"}, "fragment"); fills {
		t.Errorf("a fragment of this file's parts fills the element")
	}
	if fills := d.applyShape(&Element{}, &Attr{Name: "acme:insert", Value: "layout:body"}, "fragment"); !fills {
		t.Errorf("another file's fragment does not fill the element")
	}
	if fills := builtinDialect().applyShape(&Element{}, &Attr{Name: "th:replace", Value: "~{layout :: page(~{::main})}"}, "fragment"); fills {
		t.Errorf("Thymeleaf's ~{::main} is handed this file's parts")
	}
}

// The class rows say which utility prefixes take a colour or a font size
// in brackets (Tailwind's bg-[#0055ff], text-[14px]); another prefix's
// value is a length.
func TestUtilityPrefixRows(t *testing.T) {
	dl := builtinDialect()
	if !dl.classIs("bg", "colour-utility") || !dl.classIs("text", "colour-utility") || !dl.classIs("text", "font-size-utility") ||
		dl.classIs("p", "colour-utility") || dl.classIs("bg", "font-size-utility") {
		t.Errorf("the shipped Tailwind rows: bg and text take colours, text font sizes, p neither")
	}
	f, err := models.Parse("acme.yml", []byte("language: html\nframework: Acme\nmodels:\n  - kind: class\n    shape: colour-utility\n    methods: [shadow]\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := newDialect(f.Models)
	if err != nil {
		t.Fatal(err)
	}
	if !d.classIs("shadow", "colour-utility") || d.classIs("bg", "colour-utility") {
		t.Errorf("a row's prefixes, and only they, take colours")
	}
}
