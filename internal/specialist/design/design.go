// Package design is the specialist for the user interface: accessibility
// and design-system compliance in frontend files (.html, .tsx, .jsx, .vue,
// .svelte, .css, .scss). The accessibility review of markup is the
// treesitter engine's markup analyzer (names, ARIA, language, page
// metadata, contrast, read from a parsed document model); linters'
// accessibility rules (eslint's jsx-a11y, …) arrive the same way, as
// design diagnostics. The specialist routes them, weighs them by where
// the file ships, tips security about HTML rendered from dynamic values
// (the sinks the treesitter engine finds: package textfacts),
// reports a colour written out as a style where the project's own tokens
// hold it (tokens.go: only a project that defines tokens gets these), and,
// when design.tokens lists the design system's values (strict tokens),
// reports colours and lengths outside them.
package design

import (
	"context"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "design"

type Specialist struct{}

var _ specialist.Specialist = Specialist{}

func (Specialist) Name() string      { return Name }
func (Specialist) Engines() []string { return []string{"treesitter", "external"} }

// Extensions are the files the specialist reads; server templates
// (syntax.Template: .html.erb, .jinja, .blade.php, …) besides.
var Extensions = []string{".tsx", ".jsx", ".vue", ".svelte", ".html", ".htm", ".xhtml", ".svg", ".css", ".scss"}

func reads(p string) bool {
	return slices.Contains(Extensions, strings.ToLower(path.Ext(p))) || syntax.Detect(p) == syntax.Template
}

func (Specialist) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	var tokens []string
	if pass.Config != nil {
		tokens = pass.Config.Design.Tokens
	}
	out, err := specialist.Router{Domain: Name}.Review(ctx, pass)
	if err != nil {
		return nil, err
	}
	for i := range out {
		weigh(&out[i])
	}
	projTokens := projectTokens(pass.Files)
	sinks := textfacts.Of(pass.Facts)
	spans := styleSpansOf(pass.Text)
	for _, f := range pass.Files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ext := strings.ToLower(path.Ext(f.Path))
		if !reads(f.Path) {
			continue
		}
		src := string(f.Content)
		if ext != ".css" && ext != ".scss" && pass.Bus != nil {
			tipHTMLSinks(pass, sinks, f.Path)
		}
		if len(projTokens) > 0 {
			out = append(out, tokenColours(f.Path, src, projTokens, spans)...)
		}
		if len(tokens) > 0 {
			out = append(out, hardcodedColours(f.Path, src, tokens, projTokens, spans)...)
			out = append(out, hardcodedLengths(f.Path, src, tokens)...)
		}
	}
	return out, nil
}

// weigh lowers a finding in a file the project does not ship (tests,
// stories, examples): an accessibility problem there reaches no user.
func weigh(f *finding.Finding) {
	if specialist.Ships(f.File) {
		return
	}
	if f.Severity > finding.Low {
		f.Severity--
	}
}

var (
	colourValue = regexp.MustCompile(`#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\([^)]*\)`)
)

func lineOf(src string, offset int) int { return strings.Count(src[:offset], "\n") + 1 }

func newFinding(rule, file, code string, line int, sev finding.Severity, conf float64, title, rec string) finding.Finding {
	return finding.Finding{
		Domain: Name, Severity: sev, Confidence: conf, File: file, Lines: finding.Lines(line, line),
		Title: title, Recommendation: rec, Status: finding.Open, Rule: rule,
		Fingerprint: finding.Fingerprint(rule, code),
	}
}

// hardcodedColours reports colours written as styles outside
// design.tokens (strict tokens); a colour a project token holds is
// tokenColours' to report, naming the token.
func hardcodedColours(file, src string, tokens []string, project []projectToken, spans *regexp.Regexp) []finding.Finding {
	allowed := map[string]bool{}
	for _, t := range tokens {
		allowed[strings.ToLower(strings.ReplaceAll(t, " ", ""))] = true
	}
	var out []finding.Finding
	styles := styleRanges(file, src, spans)
	offset := 0
	for i, line := range strings.Split(src, "\n") {
		start := offset
		offset += len(line) + 1
		for _, at := range colourValue.FindAllStringIndex(line, -1) {
			c := line[at[0]:at[1]]
			if inCustomProp(line, at) || preprocessorVar.MatchString(line) {
				continue // where a variable is given its value
			}
			if !slices.ContainsFunc(styles, func(r []int) bool { return r[0] <= start+at[0] && start+at[1] <= r[1] }) {
				continue // not a style: a canvas fill, a palette in code
			}
			if allowed[strings.ToLower(strings.ReplaceAll(c, " ", ""))] {
				continue
			}
			if n, ok := normColour(c); ok {
				if _, d := nearestToken(n, project); d <= jndDeltaE {
					continue
				}
			}
			out = append(out, newFinding("design/hardcoded-colour", file, line, i+1, finding.Low, 0.8,
				"Hard-coded colour "+c+" outside the design tokens",
				"Use the design token (a CSS custom property such as var(--color-…), or the theme value) instead of a literal colour; design.tokens lists the allowed values."))
			break
		}
	}
	return out
}

// tipHTMLSinks tells security about HTML rendered from a value that is not
// a string literal (React's dangerouslySetInnerHTML, innerHTML, Vue's
// v-html, Svelte's {@html}), as the treesitter engine found it
// (textfacts.Facts): whether that is cross-site scripting is security's
// call (seed 004's cross-domain flow), not design's. Server templates'
// unescaped output (Jinja's |safe, Blade's {!! !!}, ERB's raw, EJS's <%-,
// Handlebars' {{{ }}}) is the templates engine's to report, with advice in
// the template's own terms; a tip about it would repeat that finding with
// a component's advice.
func tipHTMLSinks(pass *specialist.Pass, sinks *textfacts.Facts, file string) {
	for _, s := range sinks.Sinks(file) {
		if s.Literal {
			continue
		}
		pass.Bus.Send(bus.Tip{From: Name, To: "security", Kind: specialist.TipHTMLSink, File: file, Lines: finding.Lines(s.Line, s.Line),
			Summary: "HTML rendered from a dynamic value at " + file, Code: s.Code})
	}
}

var (
	lengthProp  = regexp.MustCompile(`(?i)\b(margin|padding|gap|row-gap|column-gap|font-size|margin-(?:top|bottom|left|right|inline|block)|padding-(?:top|bottom|left|right|inline|block))\s*:\s*([^;{}]+)`)
	lengthValue = regexp.MustCompile(`^-?\d*\.?\d+(px|rem|em|pt)$`)
)

// hardcodedLengths reports spacing and font sizes that are not design
// tokens, when design.tokens lists the allowed values (8px, 1rem,
// var(--space-2), …). Zero and custom properties always pass.
func hardcodedLengths(file, src string, tokens []string) []finding.Finding {
	allowed := map[string]bool{}
	for _, t := range tokens {
		allowed[strings.ToLower(strings.TrimSpace(t))] = true
	}
	var out []finding.Finding
	for i, line := range strings.Split(src, "\n") {
		for _, at := range lengthProp.FindAllStringSubmatchIndex(line, -1) {
			if inCustomProp(line, at[:2]) {
				continue
			}
			m := []string{line[at[0]:at[1]], line[at[2]:at[3]], line[at[4]:at[5]]}
			for _, v := range strings.Fields(strings.TrimSuffix(strings.TrimSpace(m[2]), "!important")) {
				v = strings.ToLower(strings.Trim(v, ","))
				if !lengthValue.MatchString(v) || allowed[v] || strings.TrimLeft(v, "-0.") == "px" {
					continue
				}
				out = append(out, newFinding("design/hardcoded-length", file, line, i+1, finding.Low, 0.75,
					"Hard-coded "+strings.ToLower(m[1])+" "+v+" outside the design tokens",
					"Use the spacing or type scale token (var(--space-…), var(--font-size-…), or the theme value) instead of a literal; design.tokens lists the allowed values."))
				break
			}
		}
	}
	return out
}
