// Package templates is the engine for server-side templates, which the
// structural rule packs do not parse: output that turns escaping off is an
// XSS sink (Jinja's |safe and autoescape false, Django's |safe, |safeseq
// and autoescape off, Mako's | n, EJS <%-, Handlebars {{{ }}}, Blade
// {!! !!}, ERB raw/html_safe and <%==, Go templates' template.HTML in code
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
	{[]string{".ejs"}, regexp.MustCompile(`<%-\s*[^%]*[A-Za-z_][^%]*%>`), "<%- (unescaped output)"},
	{[]string{".hbs", ".handlebars", ".mustache"}, regexp.MustCompile(`\{\{\{\s*[^}]+\}\}\}|\{\{&\s*[^}]+\}\}`), "triple-stash (unescaped output)"},
	{[]string{".php"}, regexp.MustCompile(`\{!!\s*[^!]*\$[^!]*!!\}`), "{!! !!} (unescaped Blade output)"},
	{[]string{".erb"}, regexp.MustCompile(`<%==\s*[^%]+%>|<%=\s*raw[\s(][^%]+%>|\.html_safe\b`), "raw ERB output"},
}

var (
	// include is EJS's include(path, data): the included template escapes
	// its own values, and EJS's documentation says to include with <%- so
	// that the included HTML is not escaped twice.
	include     = regexp.MustCompile(`^<%-\s*include\s*\(\s*(?:"[^"]*"|'[^']*'|` + "`[^`]*`" + `)\s*(?:,[^%]*)?\)\s*;?\s*-?%>$`)
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

func (Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		name := strings.ToLower(f.Path)
		if strings.HasSuffix(name, ".blade.php") {
			name = strings.TrimSuffix(name, ".blade.php") + ".php"
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
				if constant(code) || include.MatchString(code) {
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
	}
	return res, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
