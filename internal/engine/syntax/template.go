package syntax

import (
	"bytes"
	"path"
	"regexp"
	"strings"
)

// Server templates (Jinja/Django, Twig, ERB, EJS, Handlebars/Mustache,
// Blade) are HTML with template tags in it. They parse with the HTML
// grammar after MaskTemplate hides the tags: each byte of a tag becomes
// templateMask (a newline stays a newline), so byte offsets, lines and
// columns are the file's own and Tree.Src keeps the original text. An
// analyzer finds what came from the template with TemplateSpans.

// TemplateSpan is one template tag: [Start, End) bytes of the source.
type TemplateSpan struct {
	Start, End int
	// Comment is true for a tag that renders nothing ({# … #}, <%# … %>,
	// {{!-- … --}}, {{-- … --}}); any other tag may render content.
	Comment bool
	// Open is true for a tag that never closes: it runs to the end of
	// the file.
	Open bool
}

// templateMask stands in for template tags: a byte HTML reads as part of
// text, an attribute name or an unquoted value, never as markup.
const templateMask = 'x'

// MaskTemplate returns a copy of src with every template tag masked.
func MaskTemplate(src []byte) []byte {
	out := bytes.Clone(src)
	for _, s := range TemplateSpans(src) {
		for i := s.Start; i < s.End; i++ {
			if c := out[i]; c != '\n' && c != '\r' {
				out[i] = templateMask
			}
		}
	}
	return out
}

// TemplateSpans finds the template tags of any of the supported
// template languages, in source order. A tag left open runs to the end
// of the file.
func TemplateSpans(src []byte) []TemplateSpan {
	var spans []TemplateSpan
	s := string(src)
	for i := 0; i < len(s); {
		open, close, comment := templateTag(s, i)
		if open == "" {
			i++
			continue
		}
		end, closed := len(s), true
		if close == ")" { // a Blade directive with arguments
			end, closed = balancedParen(s, i+len(open))
		} else if close != "" {
			k := strings.Index(s[i+len(open):], close)
			if closed = k >= 0; closed {
				end = i + len(open) + k + len(close)
			}
		} else {
			end = i + len(open)
		}
		spans = append(spans, TemplateSpan{Start: i, End: end, Comment: comment, Open: !closed})
		i = end
	}
	return spans
}

// HasTemplateTags reports whether src holds an output or statement tag of
// a server template ({{ … }}, {% … %}, <% … %>).
func HasTemplateTags(src []byte) bool {
	return bytes.Contains(src, []byte("{{")) || bytes.Contains(src, []byte("{%")) || bytes.Contains(src, []byte("<%"))
}

// TagsAlone reports whether masking src's template tags hides the tags
// and nothing else: each closes, and none holds markup. In a page named
// .html the tags may be text to the browser (a page served as it is, a
// client-side template); a tag left open, or one around markup ("<!-- {{
// -->" before an element and "}}" after it), would hide elements the
// browser renders from every rule.
func TagsAlone(src []byte) bool {
	for _, s := range TemplateSpans(src) {
		if s.Open || markupStart.Match(src[s.Start:s.End]) {
			return false
		}
	}
	return true
}

// markupStart is the start of a tag, an end tag, a comment or a
// declaration; a template tag's own opening (<%) is none.
var markupStart = regexp.MustCompile(`<[A-Za-z/!?]`)

// FirstError is the first place the grammar could not parse, or nil. In
// markup, end tags with no start tag before them are not one: a template's
// partial closes what its layout or header opened (a footer's </body>
// </html>), and what follows them parses.
func (t *Tree) FirstError() *Node {
	for _, e := range t.Errors {
		if (t.Lang == HTML || t.Lang == Template) && (strayEndTags.MatchString(t.Text(e)) ||
			e.Parent != nil && e.Parent.Kind == "ERROR" && strayEndTags.MatchString(t.Text(e.Parent))) {
			continue
		}
		return e
	}
	return nil
}

// strayEndTags is text of end tags alone.
var strayEndTags = regexp.MustCompile(`^(?:\s*</[A-Za-z][A-Za-z0-9:-]*\s*>)+\s*$`)

// templateTag recognises a tag starting at s[i]: its opening, the text
// that closes it ("" for a bare Blade directive, ")" for one with
// arguments), and whether it is a comment.
func templateTag(s string, i int) (open, close string, comment bool) {
	rest := s[i:]
	switch {
	case strings.HasPrefix(rest, "{{--"): // Blade comment
		return "{{--", "--}}", true
	case strings.HasPrefix(rest, "{{!--"): // Handlebars comment
		return "{{!--", "--}}", true
	case strings.HasPrefix(rest, "{{!"): // Handlebars/Mustache comment
		return "{{!", "}}", true
	case strings.HasPrefix(rest, "{{{"): // Handlebars raw output
		return "{{{", "}}}", false
	case strings.HasPrefix(rest, "{{"):
		return "{{", "}}", false
	case strings.HasPrefix(rest, "{!!"): // Blade raw output
		return "{!!", "!!}", false
	case strings.HasPrefix(rest, "{%"):
		return "{%", "%}", false
	case strings.HasPrefix(rest, "{#") && !(i > 0 && (s[i-1] == '$' || s[i-1] == '*')):
		// Jinja/Twig comment; ${#fields.hasErrors()} and *{#…} are
		// Thymeleaf (Spring EL) expressions calling a utility object.
		return "{#", "#}", true
	case strings.HasPrefix(rest, "<%#"): // ERB/EJS comment
		return "<%#", "%>", true
	case strings.HasPrefix(rest, "<%"):
		return "<%", "%>", false
	case rest[0] == '@':
		return bladeDirective(s, i)
	}
	return "", "", false
}

// bladeDirective recognises @if(…), @endif, @csrf, @php … @endphp: a
// directive Blade defines, after a space or a tag's end (so an e-mail
// address or Alpine's @click is left alone).
func bladeDirective(s string, i int) (open, close string, comment bool) {
	if i > 0 && !strings.ContainsRune(" \t\r\n>\"'(", rune(s[i-1])) {
		return "", "", false
	}
	j := i + 1
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
		j++
	}
	word := s[i+1 : j]
	if !bladeDirectives[word] {
		return "", "", false
	}
	if word == "php" || word == "verbatim" {
		if j < len(s) && s[j] == '(' {
			return s[i:j], ")", false // @php($x = 1)
		}
		return s[i:j], "@end" + word, false
	}
	if j < len(s) && s[j] == '(' {
		return s[i:j], ")", false
	}
	return s[i:j], "", false
}

// balancedParen returns the offset just past the parenthesis that
// closes the one at s[open], skipping quoted strings, and whether one
// does (if not, the end of s).
func balancedParen(s string, open int) (int, bool) {
	depth := 0
	var quote byte
	for k := open; k < len(s); k++ {
		c := s[k]
		switch {
		case quote != 0:
			if c == '\\' {
				k++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return k + 1, true
			}
		}
	}
	return len(s), false
}

var bladeDirectives = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`if elseif else endif unless endunless isset endisset empty endempty
		auth endauth guest endguest production endproduction env endenv hasSection sectionMissing
		switch case break continue default endswitch for endfor foreach endforeach forelse endforelse
		while endwhile include includeIf includeWhen includeUnless includeFirst each once endonce
		extends section endsection yield show stop append overwrite parent push endpush pushOnce
		endPushOnce prepend endprepend stack component endcomponent slot endslot props aware
		class style checked selected disabled readonly required csrf method error enderror
		php endphp verbatim endverbatim json js lang choice can endcan cannot endcannot canany endcanany
		vite viteReactRefresh livewire livewireStyles livewireScripts inject dd dump fragment endfragment
		session endsession context endcontext use`) {
		m[w] = true
	}
	return m
}()

// templateExts are the server templates' extensions. The generic ones
// (.erb, .j2, .jinja, .twig, …) template any kind of text: a file is
// markup when the name has no other extension before it or an HTML one
// (show.html.erb, base.jinja), not a config file (nginx.conf.j2,
// app.yml.erb).
var templateExts = map[string]bool{
	".j2": true, ".jinja": true, ".jinja2": true, ".djhtml": true, ".erb": true, ".ejs": true,
	".hbs": true, ".handlebars": true, ".mustache": true, ".twig": true,
}

// templateLang detects a server template by its name; base is the
// file's base name, lower case.
func templateLang(base string) (Lang, bool) {
	if strings.HasSuffix(base, ".blade.php") {
		return Template, true
	}
	ext := path.Ext(base)
	if !templateExts[ext] {
		return "", false
	}
	switch path.Ext(strings.TrimSuffix(base, ext)) {
	case "", ".html", ".htm", ".xhtml", ".svg":
		return Template, true
	}
	return "", true
}
