// Package templates is the engine for server-side templates, which the
// structural rule packs do not parse: output that turns escaping off is an
// XSS sink (Jinja's |safe and autoescape false, Django's |safe, |safeseq
// and autoescape off, Mako's | n, EJS <%-, Handlebars {{{ }}}, Blade
// {!! !!}, ERB raw/html_safe and <%==, Razor's Html.Raw, Twirl's @Html, Thymeleaf's th:utext and [(...)], JSP (jsp.go), Go templates' template.HTML in code
// is gosec's). Each match
// says exactly which construct it saw; a constant string is not reported,
// nor an EJS include of a template by name, which escapes its own output.
package templates

import (
	"context"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "templates"

type Engine struct{}

var _ engine.Engine = Engine{}

func New(engine.Env) (engine.Engine, error) { return Engine{}, nil }

func (Engine) Name() string { return Name }

// sink is one construct that writes unescaped output.
type sink struct {
	exts []string
	re   *regexp.Regexp
	what string
}

var sinks = []sink{
	{[]string{".html", ".htm", ".jinja", ".jinja2", ".j2", ".njk", ".twig", ".liquid"}, regexp.MustCompile(`\{\{[^}]*\|\s*safe\b[^}]*\}\}`), "the |safe filter"},
	{[]string{".html", ".htm", ".jinja", ".jinja2", ".j2", ".njk", ".twig"}, regexp.MustCompile(`\{%-?\s*autoescape\s+(false|off)\s*-?%\}`), "autoescape turned off"},
	// Django's |safeseq marks each item of a sequence safe, as |safe does one value.
	{[]string{".html", ".htm", ".jinja", ".jinja2", ".j2"}, regexp.MustCompile(`\{\{[^}]*\|\s*safeseq\b[^}]*\}\}`), "the |safeseq filter"},
	// Mako's n filter drops the default filters, HTML escaping among them.
	{[]string{".mako", ".mak", ".html", ".htm"}, regexp.MustCompile(`\$\{[^}]*\|\s*([a-z_]+\s*,\s*)*n\s*(,[^}]*)?\}`), "Mako's n filter (default escaping off)"},
	{[]string{".twig"}, regexp.MustCompile(`\{\{[^}]*\|\s*raw\b[^}]*\}\}`), "the |raw filter"},
	// Thymeleaf's th:utext and [(...)] write a model expression (${...},
	// *{...}) unescaped; th:text and [[...]] escape it, and a message key
	// (#{...}) is the application's own text.
	{[]string{".html", ".htm"}, regexp.MustCompile(`\b(?:data-)?th[:-]utext\s*=\s*"[^"]*[$*]\{[^"]*"|\[\(\s*[$*]\{[^)]*\}\s*\)\]`), "th:utext / [(...)] (unescaped Thymeleaf output)"},
	{[]string{".ejs"}, regexp.MustCompile(`<%-\s*[^%]*[A-Za-z_][^%]*%>`), "<%- (unescaped output)"},
	{[]string{".hbs", ".handlebars", ".mustache"}, regexp.MustCompile(`\{\{\{\s*[^}]+\}\}\}|\{\{&\s*[^}]+\}\}`), "triple-stash (unescaped output)"},
	{[]string{".php"}, regexp.MustCompile(`\{!!\s*[^!]*\$[^!]*!!\}`), "{!! !!} (unescaped Blade output)"},
	{[]string{".erb"}, regexp.MustCompile(`<%==\s*[^%]+%>|<%=\s*raw[\s(][^%]+%>|\.html_safe\b`), "raw ERB output"},
	// Razor's Html.Raw and HtmlString, Blazor's MarkupString: a value that
	// is not a literal (nor Json.Serialize's HTML-safe output) is written as
	// markup. Json.NET's JsonConvert.SerializeObject is not HTML-safe: its
	// default StringEscapeHandling leaves < and > as they are, so a string
	// holding </script> ends the script it is written into (Json.NET's
	// StringEscapeHandling docs: EscapeHtml is the setting that escapes them).
	// System.Text.Json's JsonSerializer escapes them by default, and not with
	// JavaScriptEncoder.UnsafeRelaxedJsonEscaping ("does not escape
	// HTML-sensitive characters such as <, >, &", its API documentation).
	// Twirl's @Html(x) and HtmlFormat.raw(x) declare x markup (Play's
	// template documentation: @value is escaped, Html is not).
	{[]string{".twirl"}, regexp.MustCompile(`@(?:Html|HtmlFormat\.raw)\(\s*[A-Za-z_(][^\n]*`), "@Html / HtmlFormat.raw (unescaped Twirl output)"},
	{[]string{".cshtml", ".razor"}, regexp.MustCompile(`@?Html\.Raw\(\s*(?:[A-IK-Za-z_@(]|J[^s]|Js[^o])[^\n]*|@?Html\.Raw\(\s*(?:Newtonsoft\.Json\.)?JsonConvert\.SerializeObject\([^\n]*|@?Html\.Raw\(\s*JsonSerializer\.Serialize\([^\n]*UnsafeRelaxedJsonEscaping[^\n]*|\bnew\s+(?:Microsoft\.AspNetCore\.Html\.)?HtmlString\(\s*[A-Za-z_@(][^\n]*|\(MarkupString\)\s*[A-Za-z_@(][^\n]*`), "Html.Raw / HtmlString / MarkupString (unescaped Razor output)"},
}

var (
	// include is EJS's include(path, data): the included template escapes
	// its own values, and EJS's documentation says to include with <%- so
	// that the included HTML is not escaped twice.
	include     = regexp.MustCompile(`^<%-\s*include\s*\(\s*(?:"[^"]*"|'[^']*'|` + "`[^`]*`" + `)\s*(?:,[^%]*)?\)\s*;?\s*-?%>$`)
	filters     = regexp.MustCompile(`\|\s*\w+`)
	literalOnly = regexp.MustCompile(`^(?:"[^"]*"|'[^']*')$`)
	// ERB's raw "literal" and raw("literal"), with or without a trailing
	// if/unless modifier (Ruby's: the literal, or nil, which writes nothing).
	erbRawLiteral = regexp.MustCompile(`^raw\s*\(?\s*("[^"#]*"|'[^']*')\s*\)?(?:\s+(?:if|unless)\s+[^"'%;]*)?$`)
)

// constant reports whether the output is a string literal: nothing a user
// can put there.
func constant(code string) bool {
	s := strings.Trim(code, "{}%<>=-!& ")
	if erbRawLiteral.MatchString(s) {
		return true
	}
	s = strings.TrimSpace(filters.ReplaceAllString(s, ""))
	return literalOnly.MatchString(s)
}

// escapedJSON reports whether a Razor sink's own call holds Json.NET's
// StringEscapeHandling.EscapeHtml, which makes its output safe to write
// into markup. Only the first call's parentheses count: the match runs to
// the end of the line, and escaped JSON in a second Html.Raw there must not
// excuse the first one's value.
func escapedJSON(code string) bool {
	start := strings.IndexByte(code, '(')
	if start < 0 {
		return false
	}
	depth := 0
	for i := start; i < len(code); i++ {
		switch code[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return strings.Contains(code[start:i], "StringEscapeHandling.EscapeHtml")
			}
		}
	}
	return false
}

func (Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		name := strings.ToLower(f.Path)
		if strings.HasSuffix(name, ".blade.php") {
			name = strings.TrimSuffix(name, ".blade.php") + ".php"
		} else if strings.HasSuffix(name, ".scala.html") {
			name = strings.TrimSuffix(name, ".scala.html") + ".twirl" // a Play Twirl view, not Jinja
		} else if strings.HasSuffix(name, ".php") {
			continue // Blade's {!! !!} only means something in .blade.php
		}
		ext := path.Ext(name)
		src := string(f.Content)
		for _, s := range sinks {
			if !contains(s.exts, ext) {
				continue
			}
			for _, loc := range s.re.FindAllStringIndex(src, -1) {
				code := src[loc[0]:loc[1]]
				if constant(code) || include.MatchString(code) || escapedJSON(code) {
					continue
				}
				line := strings.Count(src[:loc[0]], "\n") + 1
				res.Diagnostics = append(res.Diagnostics, engine.Diagnostic{
					Engine: Name, Rule: "templates/unescaped-output", Dimension: "security", File: f.Path,
					Lines: finding.Lines(line, line), Severity: finding.Medium, Confidence: 0.75,
					Message: "Template output with escaping turned off: " + s.what,
					Detail: "Let the template engine escape the value; if it must be HTML, sanitize it (e.g. bleach, DOMPurify on the server, " +
						"sanitize-html) before it is marked safe, and never mark user input safe.",
					Code: code, CWE: []string{"CWE-79"},
				})
			}
		}
		if ext == ".erb" {
			res.Diagnostics = append(res.Diagnostics, erbContexts(f.Path, src)...)
		}
		if ext == ".jsp" || ext == ".jspx" || ext == ".jspf" || ext == ".tag" {
			res.Diagnostics = append(res.Diagnostics, jspOutput(f.Path, src)...)
		}
		if strings.HasSuffix(strings.ToLower(f.Path), ".blade.php") {
			res.Diagnostics = append(res.Diagnostics, bladeFormsWithoutCSRF(f.Path, src)...)
		}
	}
	return res, nil
}

// ERB's <%= %> escapes for HTML text and quoted attribute values (&, <, >,
// " and '), which is not enough where the browser reads the value as
// something else (OWASP's XSS Prevention Cheat Sheet, rules 2 to 5): at
// the start of a URL attribute a javascript: URL runs when followed; in an
// unquoted attribute a space starts a new attribute (onmouseover=...); in
// a <script> block the value is JavaScript, where quotes are not the only
// way out of a string and an unquoted value is code.
var (
	erbURLAttr = regexp.MustCompile(`(?i)\b(?:href|src|action|formaction|xlink:href)\s*=\s*["']<%=\s*(.*?)\s*-?%>`)
	// a route helper, url_for or an asset path builds this application's own URL;
	// so does a route helper called on url_helpers (Rails.application.routes.url_helpers,
	// main_app, an engine's proxy) or on a constant a project binds them to (Routes.story_path),
	// not on a record, whose *_url attribute is data
	erbOwnURL = regexp.MustCompile(`^(?:(?:(?:\w+\.)*(?:url_helpers|main_app)|(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*)\.)?` +
		`(?:\w+_(?:path|url)\b|url_for\b|asset_|image_|javascript_|stylesheet_|path_to_|url_to_|request\.(?:path|original_fullpath)\b)`)
	erbUnquoted   = regexp.MustCompile(`<[A-Za-z][^<>]*\s[A-Za-z_:][-\w:.]*\s*=\s*<%=\s*(.*?)\s*-?%>`)
	erbScript     = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)
	erbScriptType = regexp.MustCompile(`(?i)\btype\s*=\s*["']?text/(?:template|html|x-|ng-template)`)
	erbOutput     = regexp.MustCompile(`<%=\s*(.*?)\s*-?%>`)
	erbJSEscaped  = regexp.MustCompile(`\.to_json\b|\bjson_escape\b|\bescape_javascript\b|^j[\s(]|\bj\(|^render\b|\bjavascript_(?:include|tag|path)`)
	// link_to's URL and render's template named by the request: a
	// javascript: link, or a view the client picks.
	erbRequestSink = regexp.MustCompile(`<%=\s*(?:link_to|button_to|link_to_if|link_to_unless)\b[^%]*?,\s*\(?\s*(?:params\[|params\.(?:fetch|dig)\(|request\.(?:referer|referrer|url|original_url)\b)[^%]*%>|<%=\s*render\s*\(?\s*(?:(?:partial|template|file|inline)\s*:\s*|:(?:partial|template|file|inline)\s*=>\s*)?(?:params\[|params\.(?:fetch|dig)\()[^%]*%>`)
	erbLiteralExpr = regexp.MustCompile(`^(?:"[^"#]*"|'[^']*'|:\w+|\d+|true|false|nil)$`)
)

func erbContexts(path, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	add := func(at int, code, what string) {
		out = append(out, engine.Diagnostic{
			Engine: Name, Rule: "templates/unsafe-erb-context", Dimension: "security", File: path,
			Lines: finding.Lines(strings.Count(src[:at], "\n")+1, strings.Count(src[:at], "\n")+1), Severity: finding.Medium, Confidence: 0.65,
			Message: "ERB output where HTML escaping does not protect it: " + what,
			Detail: "Escape for the context: check a URL's scheme (allow http and https only) before putting it in href or src, " +
				"quote every attribute value, and write values into scripts with json_escape(value.to_json) or escape_javascript " +
				"(or put them in a data- attribute and read them from the script).",
			Code: code, CWE: []string{"CWE-79"},
		})
	}
	constant := func(expr string) bool { return erbLiteralExpr.MatchString(strings.TrimSpace(expr)) }
	for _, m := range erbURLAttr.FindAllStringSubmatchIndex(src, -1) {
		expr := src[m[2]:m[3]]
		if !constant(expr) && !erbOwnURL.MatchString(expr) {
			add(m[0], src[m[0]:m[1]], "a URL attribute that starts with the value (a javascript: URL runs)")
		}
	}
	for _, m := range erbUnquoted.FindAllStringSubmatchIndex(src, -1) {
		if expr := src[m[2]:m[3]]; !constant(expr) {
			add(m[0], src[m[0]:m[1]], "an unquoted attribute value (a space starts another attribute)")
		}
	}
	for _, m := range erbRequestSink.FindAllStringIndex(src, -1) {
		add(m[0], src[m[0]:m[1]], "request data as a link's URL or as the template to render")
	}
	for _, m := range erbScript.FindAllStringSubmatchIndex(src, -1) {
		if erbScriptType.MatchString(src[m[2]:m[3]]) {
			continue
		}
		body := src[m[4]:m[5]]
		for _, o := range erbOutput.FindAllStringSubmatchIndex(body, -1) {
			expr := body[o[2]:o[3]]
			if !constant(expr) && !erbJSEscaped.MatchString(expr) {
				add(m[4]+o[0], body[o[0]:o[1]], "a <script> block, where HTML escaping does not make the value safe JavaScript")
			}
		}
	}
	return out
}

// Laravel's VerifyCsrfToken middleware rejects a POST, PUT, PATCH or
// DELETE form that carries no _token field; a form that renders none
// either fails for every user or posts to a route taken out of the
// middleware, where another site can submit it (Laravel's CSRF
// documentation: include @csrf in every such form).
var (
	bladeForm      = regexp.MustCompile(`(?is)<form\b([^>]*)>(.*?)</form\s*>`)
	bladeWriteForm = regexp.MustCompile(`(?i)\bmethod\s*=\s*["']?\s*(post|put|patch|delete)\b`)
	bladeExternal  = regexp.MustCompile(`(?i)\baction\s*=\s*["']?\s*(https?:)?//`)
	bladeToken     = regexp.MustCompile(`@csrf\b|csrf_field\s*\(|csrf_token\s*\(|name\s*=\s*["']_token["']|Form::(open|model)\b|@livewire|wire:submit`)
)

func bladeFormsWithoutCSRF(path, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for _, m := range bladeForm.FindAllStringSubmatchIndex(src, -1) {
		attrs, body := src[m[2]:m[3]], src[m[4]:m[5]]
		if !bladeWriteForm.MatchString(attrs) || bladeExternal.MatchString(attrs) || bladeToken.MatchString(body) {
			continue
		}
		line := strings.Count(src[:m[0]], "\n") + 1
		out = append(out, engine.Diagnostic{
			Engine: Name, Rule: "templates/form-without-csrf-token", Dimension: "security", File: path,
			Lines: finding.Lines(line, line), Severity: finding.Medium, Confidence: 0.7,
			Message: "Form that changes data rendered without a CSRF token (@csrf)",
			Detail: "Put @csrf inside the form (it renders the hidden _token field Laravel's VerifyCsrfToken middleware checks), " +
				"and keep the route under the web middleware group rather than listing it in the middleware's $except.",
			Code: src[m[0] : m[0]+len(strings.SplitN(src[m[0]:m[1]], "\n", 2)[0])], CWE: []string{"CWE-352"},
		})
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
