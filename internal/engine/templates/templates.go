// Package templates is the engine for server-side templates, which the
// structural rule packs do not parse: output that turns escaping off is an
// XSS sink (Jinja's |safe and autoescape false, Django's |safe, |safeseq
// and autoescape off, Mako's | n, EJS <%-, Handlebars {{{ }}}, Blade
// {!! !!}, ERB raw/html_safe and <%==, Razor's Html.Raw, Twirl's @Html,
// Thymeleaf's th:utext and [(...)], JSP (jsp.go); Go templates'
// template.HTML in code is gosec's). Each match says exactly which
// construct it saw; a constant string is not reported, nor a match a
// row calls none (an EJS include of a template by name, which escapes its
// own output).
//
// What each template language writes unescaped, and what its context
// checks take as escaped, as the application's own URL or as a CSRF token,
// are template rows (package models, language templates:
// templates_*.yml), read through lang (rows.go); this package holds the
// mechanism: which construct lands where in the page.
package templates

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "templates"

// Engine reports template output the template language does not escape.
// Its zero value reads the shipped template rows.
type Engine struct {
	// lang is the shipped rows and the user's; nil for the shipped alone.
	lang *lang
	// root is the project's directory, whose Ruby beside the reviewed
	// files says what a record's method may be (fixedurl.go); "" reads
	// the reviewed files alone.
	root string
}

var _ engine.Engine = Engine{}

// New builds the engine with the user's template rows (language templates
// in rulepack.rule_dirs), if any: a broken one is an error naming file,
// row and field.
func New(env engine.Env) (engine.Engine, error) {
	if env.Config == nil || len(env.Config.Rulepack.RuleDirs) == 0 {
		return Engine{root: env.Root}, nil
	}
	set, err := models.Load(env.Root, env.Config.Rulepack.RuleDirs)
	if err != nil {
		return nil, err
	}
	user := set.For("templates")
	if len(user) == 0 {
		return Engine{root: env.Root}, nil
	}
	return Engine{lang: newLang(append(slices.Clip(models.BuiltinFor("templates")), user...)), root: env.Root}, nil
}

func (Engine) Name() string { return Name }

var (
	filters     = regexp.MustCompile(`\|\s*\w+`)
	literalOnly = regexp.MustCompile(`^(?:"[^"]*"|'[^']*')$`)
)

// constant reports whether the output is a string literal: nothing a user
// can put there.
func constant(code string) bool {
	s := strings.Trim(code, "{}%<>=-!& ")
	s = strings.TrimSpace(filters.ReplaceAllString(s, ""))
	return literalOnly.MatchString(s)
}

// sourceOutputs are the endings, before a template's own, of a template
// that renders program source or configuration, not a page: Alembic's
// script.py.mako writes a migration module, a generator's model.rb.erb a
// class. HTML escaping has no place in them (Mako's docs turn it off with
// n for such output). A .js.erb or .json.erb response can still reach a
// page, so they are not among these.
var sourceOutputs = []string{".py", ".rb", ".go", ".sql", ".sh", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".txt"}

// sourceOutput reports whether the file is a template of such output.
func sourceOutput(path, suffix string) bool {
	name := strings.TrimSuffix(strings.ToLower(path), suffix)
	return slices.ContainsFunc(sourceOutputs, func(e string) bool { return strings.HasSuffix(name, e) })
}

const escapeDetail = "Let the template engine escape the value; if it must be HTML, sanitize it (e.g. bleach, DOMPurify on the server, " +
	"sanitize-html) before it is marked safe, and never mark user input safe."

func (e Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	l := e.lang
	if l == nil {
		l = builtinLang()
	}
	var fixed map[string]bool
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		suffix := l.suffix(f.Path)
		if suffix == "" || sourceOutput(f.Path, suffix) {
			continue
		}
		src := string(f.Content)
		res.Diagnostics = append(res.Diagnostics, unescaped(l, f.Path, suffix, src)...)
		if l.has(suffix, "own-url") || l.has(suffix, "script-escaper") || l.has(suffix, "context-sink") {
			if fixed == nil {
				fixed = fixedURLMethods(withProjectRuby(e.root, files))
			}
			res.Diagnostics = append(res.Diagnostics, erbContexts(l, f.Path, suffix, src, fixed)...)
		}
		if l.has(suffix, "request-read") {
			res.Diagnostics = append(res.Diagnostics, jspOutput(l, f.Path, suffix, src)...)
		}
		if tokens := l.of(suffix, "csrf-token"); len(tokens) > 0 {
			res.Diagnostics = append(res.Diagnostics, formsWithoutCSRF(tokens, f.Path, src)...)
		}
	}
	return res, nil
}

// unescaped reports the constructs of the unescaped-output rows, but for
// a constant string and a match one of the row's unless patterns calls
// none. JSP's findings say how JSP escapes; the others, how an engine
// that escapes by default is kept escaping.
func unescaped(l *lang, path, suffix, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	detail := escapeDetail
	if l.has(suffix, "request-read") {
		detail = jspEscape
	}
	for _, s := range l.of(suffix, "unescaped-output") {
		for _, loc := range matches(s, src) {
			code := src[loc[0]:loc[1]]
			line := strings.Count(src[:loc[0]], "\n") + 1
			out = append(out, engine.Diagnostic{
				Engine: Name, Rule: "templates/unescaped-output", Dimension: "security", File: path,
				Lines: finding.Lines(line, line), Severity: finding.Medium, Confidence: 0.75,
				Message: "Template output with escaping turned off: " + s.Name,
				Detail:  detail,
				Code:    code, CWE: []string{"CWE-79"},
			})
		}
	}
	return out
}

// matches are the places the row's pattern matches in src but for a
// constant string and a match an unless pattern calls none. A pattern may
// run to the end of the line, so after a match that is none the search
// goes on from its next byte: escaped JSON first on a line must not hide
// an Html.Raw(Model.Bio) after it.
func matches(s *models.Model, src string) [][]int {
	var out [][]int
	for at := 0; at < len(src); {
		loc := s.Pattern.FindStringIndex(src[at:])
		if loc == nil {
			break
		}
		start, end := at+loc[0], at+loc[1]
		if code := src[start:end]; constant(code) || unless(s, code) {
			at = start + 1
			continue
		}
		out = append(out, []int{start, end})
		at = max(end, start+1)
	}
	return out
}

// ERB's <%= %> escapes for HTML text and quoted attribute values (&, <, >,
// " and '), which is not enough where the browser reads the value as
// something else (OWASP's XSS Prevention Cheat Sheet, rules 2 to 5): at
// the start of a URL attribute a javascript: URL runs when followed; in an
// unquoted attribute a space starts a new attribute (onmouseover=...); in
// a <script> block the value is JavaScript, where quotes are not the only
// way out of a string and an unquoted value is code.
var (
	erbURLAttr     = regexp.MustCompile(`(?i)\b(?:href|src|action|formaction|xlink:href)\s*=\s*["']<%=\s*(.*?)\s*-?%>`)
	erbUnquoted    = regexp.MustCompile(`<[A-Za-z][^<>]*\s[A-Za-z_:][-\w:.]*\s*=\s*<%=\s*(.*?)\s*-?%>`)
	erbScript      = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)
	erbScriptType  = regexp.MustCompile(`(?i)\btype\s*=\s*["']?text/(?:template|html|x-|ng-template)`)
	erbOutput      = regexp.MustCompile(`<%=\s*(.*?)\s*-?%>`)
	erbLiteralExpr = regexp.MustCompile(`^(?:"[^"#]*"|'[^']*'|:\w+|\d+|true|false|nil)$`)
)

// erbContexts reports ERB output in those contexts, but for what the
// rows say is safe there and a record's method that the project's Ruby
// defines as a URL of a fixed host (fixedurl.go): the application's own URL (own-url rows) at the
// start of a URL attribute, a value escaped for JavaScript
// (script-escaper rows) in a script; context-sink rows name request data
// in a place where it is unsafe whatever the escaping (link_to's URL).
func erbContexts(l *lang, path, suffix, src string, fixed map[string]bool) []engine.Diagnostic {
	ownURL, jsEscaped := l.of(suffix, "own-url"), l.of(suffix, "script-escaper")
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
		if !constant(expr) && !anyMatch(ownURL, expr) && !fixedURLCall(fixed, expr) {
			add(m[0], src[m[0]:m[1]], "a URL attribute that starts with the value (a javascript: URL runs)")
		}
	}
	for _, m := range erbUnquoted.FindAllStringSubmatchIndex(src, -1) {
		if expr := src[m[2]:m[3]]; !constant(expr) {
			add(m[0], src[m[0]:m[1]], "an unquoted attribute value (a space starts another attribute)")
		}
	}
	for _, r := range l.of(suffix, "context-sink") {
		for _, m := range r.Pattern.FindAllStringIndex(src, -1) {
			add(m[0], src[m[0]:m[1]], r.Name)
		}
	}
	for _, m := range erbScript.FindAllStringSubmatchIndex(src, -1) {
		if erbScriptType.MatchString(src[m[2]:m[3]]) {
			continue
		}
		body := src[m[4]:m[5]]
		for _, o := range erbOutput.FindAllStringSubmatchIndex(body, -1) {
			expr := body[o[2]:o[3]]
			if !constant(expr) && !anyMatch(jsEscaped, expr) {
				add(m[4]+o[0], body[o[0]:o[1]], "a <script> block, where HTML escaping does not make the value safe JavaScript")
			}
		}
	}
	return out
}

// A framework that checks a CSRF token rejects a POST, PUT, PATCH or
// DELETE form that carries none; a form that renders none either fails
// for every user or posts to a route taken out of the check, where another
// site can submit it (Laravel's CSRF documentation: include @csrf in every
// such form). The csrf-token rows say what renders the token.
var (
	bladeForm      = regexp.MustCompile(`(?is)<form\b([^>]*)>(.*?)</form\s*>`)
	bladeWriteForm = regexp.MustCompile(`(?i)\bmethod\s*=\s*["']?\s*(post|put|patch|delete)\b`)
	bladeExternal  = regexp.MustCompile(`(?i)\baction\s*=\s*["']?\s*(https?:)?//`)
)

func formsWithoutCSRF(tokens []*models.Model, path, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for _, m := range bladeForm.FindAllStringSubmatchIndex(src, -1) {
		attrs, body := src[m[2]:m[3]], src[m[4]:m[5]]
		if !bladeWriteForm.MatchString(attrs) || bladeExternal.MatchString(attrs) || anyMatch(tokens, body) {
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
