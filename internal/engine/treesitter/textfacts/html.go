package textfacts

// HTML that browser code renders from a value: see the package comment.

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Sanitization is what the file says of the value a sink renders.
type Sanitization int

const (
	// Unknown: the value is not one variable, or the file does not assign
	// it (a parameter, a prop): nothing is proven either way.
	Unknown Sanitization = iota
	// Sanitized: the sink renders a sanitizer's result
	// (DOMPurify.sanitize(html)), an element's own markup
	// (node.innerHTML = svg.outerHTML), or a variable every assignment in
	// the file gives a sanitizer's result (const clean =
	// DOMPurify.sanitize(html)) or a string literal (const ICON = '<svg>').
	Sanitized
	// NotSanitized: the variable is assigned something else, or bound in a
	// way its plain assignments do not show (html += x, a parameter of the
	// same name, a loop variable).
	NotSanitized
)

func (s Sanitization) String() string {
	switch s {
	case Sanitized:
		return "sanitized"
	case NotSanitized:
		return "not sanitized"
	}
	return "unknown"
}

// Sink is HTML rendered from a value.
type Sink struct {
	File string
	Line int
	// Code is the sink as written, from its name to its value's end.
	Code string
	// Value is the value rendered, as written.
	Value string
	// Literal is set when the value is a string literal: the code's own
	// markup, not a value from anywhere else.
	Literal bool
	Rendered
}

// Rendered is what a sink renders, as far as its code and its file say.
type Rendered struct {
	// Sanitized says whether the value is made safe (a sanitizer's result,
	// an element's own markup, a variable the file gives only those or
	// literals).
	Sanitized Sanitization
	// Input is set when the sink's code reads what a page, a message or a
	// request gives browser code (location., useSearchParams, req.).
	Input bool
}

// Sinks returns the HTML sinks of the file at path, in the order they are
// written, or nil when the file is not in the review.
func (f *Facts) Sinks(path string) []Sink {
	ff := f.file(path)
	if ff == nil {
		return nil
	}
	ff.sinksOnce.Do(func() { ff.sinks = f.scan(path, ff.src()) })
	return ff.sinks
}

// Rendered says what the sink written as code, in the file at path,
// renders. The code need not be one the engine found: a teammate's tip
// quotes it. Without the file (nil Facts, a file outside the review) the
// sink's own code is all there is to read.
func (f *Facts) Rendered(path, code string) Rendered {
	src := ""
	if ff := f.file(path); ff != nil {
		src = ff.src()
	}
	return f.rendered(src, code)
}

// re is the expression of the text rows of a shape the facts read: the
// shipped rows and the user's (nil Facts: the shipped ones). The sinks
// are the rows of shape html-sink, each capturing the value; the value
// when it is one variable, those of html-sink-value (__html: clean,
// el.innerHTML = clean, v-html="clean", {@html clean}); sanitizers those
// of html-sanitizer (DOMPurify.sanitize, sanitize-html, he.encode); the
// page's input those of page-input (location., useSearchParams, req.).
func (f *Facts) re(shape string) *regexp.Regexp {
	var txt *models.Text
	if f != nil {
		txt = f.text
	}
	return txt.RE(shape)
}

// stringLiteral: the value as written, with the trailing comma an object
// laid out one field a line has.
var stringLiteral = regexp.MustCompile(`^\s*(?:"[^"]*"|'[^']*'|` + "`[^`$]*`" + `)\s*,?\s*$`)

func (f *Facts) scan(path, src string) []Sink {
	var out []Sink
	for _, m := range f.re("html-sink").FindAllStringSubmatchIndex(src, -1) {
		value := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				value = src[m[g]:m[g+1]]
			}
		}
		code := src[m[0]:m[1]]
		out = append(out, Sink{File: path, Line: strings.Count(src[:m[0]], "\n") + 1, Code: code, Value: value,
			Literal: stringLiteral.MatchString(value), Rendered: f.rendered(src, code)})
	}
	return out
}

var (
	// serializedDOM is an element's own markup copied into another
	// (node.innerHTML = svg.outerHTML): the browser parsed that markup into
	// elements and serialized them again, escaping their text and
	// attribute values, so it brings no string of HTML from outside.
	serializedDOM = regexp.MustCompile(`(?:inner|outer)HTML\s*=\s*[\w$]+(?:\.[\w$]+)*\.(?:outer|inner)HTML\s*;?\s*$`)
)

// rendered reads the sink written as code, then the file src it is in.
func (f *Facts) rendered(src, code string) Rendered {
	r := Rendered{Input: f.re("page-input").MatchString(code)}
	switch {
	case f.re("html-sanitizer").MatchString(f.valueCode(code)) || serializedDOM.MatchString(strings.TrimSpace(code)):
		r.Sanitized = Sanitized
	case src != "":
		r.Sanitized = f.sanitization(src, code)
	}
	return r
}

// valueCode is the code of the value a sink renders with its comments and
// strings blanked (scrub): the value the sink's row captures (what
// v-html="..." quotes is code), or the whole code when no row finds a sink
// in it.
func (f *Facts) valueCode(code string) string {
	m := f.re("html-sink").FindStringSubmatch(code)
	for g := len(m) - 1; g > 0; g-- {
		if m[g] != "" {
			return scrub(m[g])
		}
	}
	return scrub(code)
}

// literalMarkup is a string the code writes whole, with no substitution
// (const ICON = '<svg ...>'): markup of the code's own, not input.
var literalMarkup = regexp.MustCompile("^\\s*(?:\"[^\"\\\\]*\"|'[^'\\\\]*'|`[^`$\\\\]*`)\\s*;?\\s*(?://.*)?$")

// sanitization follows the variable the sink written as code renders to
// its assignments in src: the sink sees one line, the file says where the
// value came from.
func (f *Facts) sanitization(src, code string) Sanitization {
	m := f.re("html-sink-value").FindStringSubmatch(code)
	if m == nil {
		return Unknown
	}
	name := regexp.QuoteMeta(m[1])
	// bound some other way too (html += x, a parameter, a destructured
	// name, a loop variable): not proven by its plain assignments
	other := regexp.MustCompile(`(?:^|[^\w$.])` + name + `\s*(?:[-+*/%|&^]|\|\||&&|\?\?|<<|>>>?|\*\*)=|\(([^()]*[,\s{[])?` + name + `\s*[,):=?]|[{,]\s*` + name + `\s*[,}][^=\n]*=|\b(?:of|in)\s+[^;\n]*\b` + name + `\b\s*\)|\b(?:let|const|var)\s+` + name + `\s+(?:of|in)\b`)
	if other.MatchString(src) {
		return NotSanitized
	}
	// name = value, or with TypeScript's annotation: const clean: string = ...
	assign := regexp.MustCompile(`(?m)(?:^|[^\w$.])` + name + `(?:\s*:\s*[^=;\n]+?)?\s*=\s*([^=;\n][^\n]*)`)
	n := 0
	for _, a := range assign.FindAllStringSubmatch(src, -1) {
		if strings.HasPrefix(a[1], "=") || strings.HasPrefix(a[1], ">") { // ==, =>
			continue
		}
		// the statement ends at the first ; unless the line is one literal
		// (an entity's ; in '&copy; Acme')
		stmt, _, _ := strings.Cut(a[1], ";")
		if !f.re("html-sanitizer").MatchString(scrub(stmt)) && !literalMarkup.MatchString(a[1]) {
			return NotSanitized
		}
		n++
	}
	if n == 0 {
		return Unknown
	}
	return Sanitized
}
