package markup

import "testing"

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
