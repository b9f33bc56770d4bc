package textfacts

import (
	"fmt"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
)

func facts(pairs ...string) *Facts {
	var files []*scope.File
	for i := 0; i+1 < len(pairs); i += 2 {
		files = append(files, &scope.File{Path: pairs[i], Content: []byte(pairs[i+1])})
	}
	return Analyze(files, nil)
}

// Each framework's sink is found with its line and value; a string literal
// (Prettier's layout too: on its own line, with a trailing comma) is the
// code's own markup. A React value holding braces (marked's options, a
// template's ${name}) is a sink too: the row read up to the first }, so
// such a value was never one.
func TestSinks(t *testing.T) {
	f := facts(
		"src/Post.tsx", "export const Post = ({ body }) => (\n  <div dangerouslySetInnerHTML={{ __html: body }} />\n);\nconst Hr = () => <div dangerouslySetInnerHTML={{ __html: \"<hr>\" }} />;\n",
		"src/Space.tsx", "export const Space = () => (\n  <td\n    dangerouslySetInnerHTML={{\n      __html: \"&nbsp;\",\n    }}\n  />\n);\n",
		"src/Post.vue", "<template>\n  <div v-html=\"post.body\"></div>\n</template>\n",
		"src/Post.svelte", "<h1>{title}</h1>\n{@html body}\n",
		"src/row.js", "el.innerHTML = renderRow(row);\nel.textContent = row.name;\n",
		"src/empty.tsx", "",
		// a value holding braces: an options object, a template's ${}
		"src/Md.jsx", "const Md = ({ body }) => <div dangerouslySetInnerHTML={{ __html: marked(body, { breaks: true }) }} />;\n"+
			"const Hi = ({ name }) => <p dangerouslySetInnerHTML={{ __html: `<b>${name}</b>` }} />;\n"+
			"const Ok = () => <p dangerouslySetInnerHTML={{ __html: `<b>static</b>` }} />;\n",
	)
	var got []string
	for _, p := range []string{"src/Post.tsx", "src/Space.tsx", "src/Post.vue", "src/Post.svelte", "src/row.js", "src/empty.tsx", "src/absent.tsx", "src/Md.jsx"} {
		for _, s := range f.Sinks(p) {
			got = append(got, fmt.Sprintf("%s:%d literal=%v", s.File, s.Line, s.Literal))
		}
	}
	want := []string{
		"src/Post.tsx:2 literal=false", "src/Post.tsx:4 literal=true", "src/Space.tsx:3 literal=true",
		"src/Post.vue:2 literal=false", "src/Post.svelte:2 literal=false", "src/row.js:1 literal=false",
		"src/Md.jsx:1 literal=false", "src/Md.jsx:2 literal=false", "src/Md.jsx:3 literal=true",
	}
	if !slices.Equal(got, want) {
		t.Errorf("sinks\n %q\nwant\n %q", got, want)
	}
	var nothing *Facts
	if nothing.Sinks("src/Post.tsx") != nil || nothing.Rendered("src/Post.tsx", "el.innerHTML = x") != (Rendered{}) {
		t.Error("nil facts know something")
	}
}

// A sink renders a variable: the file's assignments of it say whether it
// is a sanitizer's result or a literal (TypeScript's annotation does not
// hide one); a literal with a substitution, a variable also assigned
// input or bound some other way is not; a value that is not one variable,
// or a variable the file never assigns (a prop), is unknown.
func TestSanitized(t *testing.T) {
	const src = "import DOMPurify from 'dompurify';\n" +
		"const ICON = '<svg viewBox=\"0 0 10 10\"></svg>';\n" +
		"const LEGAL: string = \"&copy; Acme\";\n" +
		"const TPL = `<b>static</b>`;\n" +
		"export function A({ html, body }: { html: string, body: string }) {\n" +
		"  const purified: string = DOMPurify.sanitize(html);\n" +
		"  const built = `<p>${html}</p>`;\n" +
		"  let label = '<i>x</i>';\n" +
		"  label = html;\n" +
		"  let card = '<p class=\"lead\"></p>';\n" +
		"  card += html;\n" +
		"  let mixed = DOMPurify.sanitize(html);\n" +
		"  mixed = html + '<hr>';\n" +
		"  return null;\n" +
		"}\n" +
		"export function B(body) { const shown = '<p></p>'; return shown; }\n" +
		"export function C(shown) { el.innerHTML = shown; }\n"
	f := facts("web/A.tsx", src)
	for code, want := range map[string]Sanitization{
		`<span dangerouslySetInnerHTML={{ __html: ICON }} />`:  Sanitized,
		`<span dangerouslySetInnerHTML={{ __html: LEGAL }} />`: Sanitized,
		`el.innerHTML = TPL;`: Sanitized,
		`<div dangerouslySetInnerHTML={{ __html: purified }} />`:   Sanitized,
		`<div dangerouslySetInnerHTML={{ __html: built }} />`:      NotSanitized,
		`<div dangerouslySetInnerHTML={{ __html: label }} />`:      NotSanitized,
		`<div dangerouslySetInnerHTML={{ __html: card }} />`:       NotSanitized,
		`<div dangerouslySetInnerHTML={{ __html: mixed }} />`:      NotSanitized,
		`el.innerHTML = shown;`:                                    NotSanitized,
		`<div dangerouslySetInnerHTML={{ __html: body }} />`:       NotSanitized,
		`<div dangerouslySetInnerHTML={{ __html: props.html }} />`: Unknown,
		`<div dangerouslySetInnerHTML={{ __html: nowhere }} />`:    Unknown,
	} {
		if got := f.Rendered("web/A.tsx", code).Sanitized; got != want {
			t.Errorf("%s: %v, want %v", code, got, want)
		}
	}
	if got := f.Rendered("web/B.tsx", `el.innerHTML = TPL;`).Sanitized; got != Unknown {
		t.Errorf("a file outside the review: %v", got)
	}
}

// The fact rides on the sinks the engine finds; a prop the file never
// assigns is unknown.
func TestSinkCarriesSanitization(t *testing.T) {
	f := facts("web/A.jsx", "export function A({ html, body }) {\n  const clean = DOMPurify.sanitize(html);\n"+
		"  return <><div dangerouslySetInnerHTML={{ __html: clean }} /><p dangerouslySetInnerHTML={{ __html: body }} /></>;\n}\n")
	var got []Sanitization
	for _, s := range f.Sinks("web/A.jsx") {
		got = append(got, s.Rendered.Sanitized)
	}
	if !slices.Equal(got, []Sanitization{Sanitized, Unknown}) {
		t.Errorf("got %v", got)
	}
}

// The sink's own code says enough without the file: a sanitizer's result,
// an element's own markup, the page's input.
func TestRenderedByItsCode(t *testing.T) {
	var none *Facts
	for code, want := range map[string]Rendered{
		`<div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />`: {Sanitized: Sanitized},
		`el.innerHTML = xss.filterXSS(location.hash);`:                           {Sanitized: Sanitized, Input: true},
		`node.innerHTML = svg.outerHTML;`:                                        {Sanitized: Sanitized},
		`<div dangerouslySetInnerHTML={{ __html: location.hash.slice(1) }} />`:   {Input: true},
		`el.innerHTML = renderRow(row)`:                                          {},
		`<div v-html="$route.query.msg"></div>`:                                  {Input: true},
		// a sanitizer named in a comment or a string is no call of it
		"el.innerHTML = location.hash.slice(1) // TODO: sanitize":                                    {Input: true},
		"el.innerHTML = location.hash /* DOMPurify.sanitize( */":                                     {Input: true},
		`el.innerHTML = '<p class="sanitized">' + location.hash`:                                     {Input: true},
		"<div dangerouslySetInnerHTML={{ __html: `<i class=\"sanitize\">${location.hash}</i>` }} />": {Input: true},
		`<div v-html="'<b>escape(</b>' + $route.query.msg"></div>`:                                   {Input: true},
		// and one called in a template's ${}, or in v-html's quoted code, is
		"<div dangerouslySetInnerHTML={{ __html: `<i>${DOMPurify.sanitize(location.hash)}</i>` }} />": {Sanitized: Sanitized, Input: true},
		`<div v-html="sanitize($route.query.msg)"></div>`:                                             {Sanitized: Sanitized, Input: true},
		"el.innerHTML = DOMPurify.sanitize(location.hash, { ALLOWED_TAGS: ['b'] }) // safe":           {Sanitized: Sanitized, Input: true},
	} {
		if got := none.Rendered("web/A.tsx", code); got != want {
			t.Errorf("%s: %+v, want %+v", code, got, want)
		}
	}
}
