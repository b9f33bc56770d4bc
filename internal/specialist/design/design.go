// Package design is the specialist for the user interface: accessibility
// and design-system compliance in frontend files (.tsx, .jsx, .vue,
// .svelte, .html, .css, .scss). These first checks are deterministic and
// textual — precise patterns, not a parser — so each says exactly what it
// saw: an image without alternative text, a click handler on an element a
// keyboard cannot reach, inline styles, and colours outside the design
// tokens (when design.tokens lists them).
package design

import (
	"context"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "design"

type Specialist struct{}

var _ specialist.Specialist = Specialist{}

func (Specialist) Name() string      { return Name }
func (Specialist) Engines() []string { return []string{"treesitter", "external"} }

// Extensions are the files the specialist reads.
var Extensions = []string{".tsx", ".jsx", ".vue", ".svelte", ".html", ".htm", ".css", ".scss"}

func (Specialist) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	var tokens []string
	if pass.Config != nil {
		tokens = pass.Config.Design.Tokens
	}
	// Linters' accessibility rules (eslint's jsx-a11y, …) come as diagnostics.
	out, err := specialist.Router{Domain: Name}.Review(ctx, pass)
	if err != nil {
		return nil, err
	}
	for _, f := range pass.Files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ext := strings.ToLower(path.Ext(f.Path))
		if !slices.Contains(Extensions, ext) {
			continue
		}
		src := string(f.Content)
		markup := ext != ".css" && ext != ".scss"
		if markup {
			sendHTMLSinks(pass, f.Path, src)
			out = append(out, imgWithoutAlt(f.Path, src)...)
			out = append(out, clickWithoutKeyboard(f.Path, src)...)
			out = append(out, inlineStyles(f.Path, src)...)
			out = append(out, positiveTabindex(f.Path, src)...)
			out = append(out, namelessButtons(f.Path, src)...)
			out = append(out, unlabeledInputs(f.Path, src)...)
			if ext == ".html" || ext == ".htm" {
				out = append(out, missingLang(f.Path, src)...)
			}
		}
		if len(tokens) > 0 {
			out = append(out, hardcodedColours(f.Path, src, tokens)...)
			out = append(out, hardcodedLengths(f.Path, src, tokens)...)
		}
	}
	return out, nil
}

var (
	// A tag may span lines; a JSX attribute value may hold "=>", so only a
	// ">" that is not part of "=>" ends it.
	imgTag       = regexp.MustCompile(`(?s)<img\b(?:[^>]|=>)*>`)
	altAttr      = regexp.MustCompile(`(?i)\balt\s*=|\{\s*\.\.\.|:alt\s*=|v-bind:alt`)
	staticTag    = regexp.MustCompile(`(?s)<(div|span|li|td|tr|p|section|article|img|label|header|footer|main|aside)\b(?:[^>]|=>)*>`)
	clickAttr    = regexp.MustCompile(`\bonClick\s*=|@click\b|\bv-on:click\b|\bon:click\b|\bonclick\s*=`)
	keyAttr      = regexp.MustCompile(`(?i)\bon:?key(down|up|press)\b|@key(down|up|press)\b|v-on:key`)
	roleAttr     = regexp.MustCompile(`\brole\s*=`)
	inlineStyle  = regexp.MustCompile(`\bstyle\s*=\s*(\{\{|"[^"]+"|'[^']+')`)
	colourValue  = regexp.MustCompile(`#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\([^)]*\)`)
	customPropDf = regexp.MustCompile(`^\s*--[\w-]+\s*:`)
)

func lineOf(src string, offset int) int { return strings.Count(src[:offset], "\n") + 1 }

func newFinding(rule, file, code string, line int, sev finding.Severity, conf float64, title, rec string) finding.Finding {
	return finding.Finding{
		Domain: Name, Severity: sev, Confidence: conf, File: file, Lines: finding.Lines(line, line),
		Title: title, Recommendation: rec, Status: finding.Open, Rule: rule,
		Fingerprint: finding.Fingerprint(rule, code),
	}
}

func imgWithoutAlt(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, loc := range imgTag.FindAllStringIndex(src, -1) {
		tag := src[loc[0]:loc[1]]
		if altAttr.MatchString(tag) {
			continue
		}
		out = append(out, newFinding("design/img-alt", file, tag, lineOf(src, loc[0]), finding.Medium, 0.9,
			"Image without alternative text",
			`Add alt="…" describing what the image shows, or alt="" if it is decorative, so screen readers can convey or skip it (WCAG 1.1.1).`))
	}
	return out
}

func clickWithoutKeyboard(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, loc := range staticTag.FindAllStringSubmatchIndex(src, -1) {
		tag := src[loc[0]:loc[1]]
		if !clickAttr.MatchString(tag) || keyAttr.MatchString(tag) || roleAttr.MatchString(tag) {
			continue
		}
		el := src[loc[2]:loc[3]]
		out = append(out, newFinding("design/click-without-keyboard", file, tag, lineOf(src, loc[0]), finding.Medium, 0.85,
			"Click handler on a <"+el+"> that a keyboard cannot reach",
			"Use a <button> (or <a href> for navigation) instead; if the element must stay, give it role=\"button\", tabIndex={0} and a key handler for Enter and Space (WCAG 2.1.1)."))
	}
	return out
}

func inlineStyles(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, loc := range inlineStyle.FindAllStringIndex(src, -1) {
		line := lineOf(src, loc[0])
		out = append(out, newFinding("design/inline-style", file, lineText(src, line), line, finding.Low, 0.8,
			"Inline style instead of the design system's classes or components",
			"Move the styling into the stylesheet, a CSS module or the design system's components, so it follows the tokens and can be themed."))
	}
	return out
}

func hardcodedColours(file, src string, tokens []string) []finding.Finding {
	allowed := map[string]bool{}
	for _, t := range tokens {
		allowed[strings.ToLower(strings.ReplaceAll(t, " ", ""))] = true
	}
	var out []finding.Finding
	for i, line := range strings.Split(src, "\n") {
		if customPropDf.MatchString(line) {
			continue // where tokens are defined
		}
		for _, c := range colourValue.FindAllString(line, -1) {
			if allowed[strings.ToLower(strings.ReplaceAll(c, " ", ""))] {
				continue
			}
			out = append(out, newFinding("design/hardcoded-colour", file, line, i+1, finding.Low, 0.8,
				"Hard-coded colour "+c+" outside the design tokens",
				"Use the design token (a CSS custom property such as var(--color-…), or the theme value) instead of a literal colour; design.tokens lists the allowed values."))
			break
		}
	}
	return out
}

var htmlSink = regexp.MustCompile(`dangerouslySetInnerHTML\s*=\s*\{\{\s*__html\s*:\s*([^}]+)\}\}|\.(?:innerHTML|outerHTML)\s*=\s*([^;\n]+)|v-html\s*=\s*"([^"]+)"|\{@html\s+([^}]+)\}`)
var stringLiteral = regexp.MustCompile(`^\s*(?:"[^"]*"|'[^']*'|` + "`[^`$]*`" + `)\s*$`)

// sendHTMLSinks tells security about HTML rendered from a value that is not
// a string literal (React's dangerouslySetInnerHTML, innerHTML, Vue's
// v-html, Svelte's {@html}): whether that is cross-site scripting is
// security's call (seed 004's cross-domain flow), not design's.
func sendHTMLSinks(pass *specialist.Pass, file, src string) {
	for _, m := range htmlSink.FindAllStringSubmatchIndex(src, -1) {
		value := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				value = src[m[g]:m[g+1]]
			}
		}
		if stringLiteral.MatchString(value) {
			continue
		}
		line := lineOf(src, m[0])
		pass.Bus.Send(bus.Tip{From: Name, To: "security", Kind: "html-sink", File: file, Lines: finding.Lines(line, line),
			Summary: "HTML rendered from a dynamic value at " + file, Code: src[m[0]:m[1]]})
	}
}

var (
	tabindexAttr = regexp.MustCompile(`(?i)\btabindex\s*=\s*(?:\{\s*|["']?)([1-9][0-9]*)`)
	htmlTag      = regexp.MustCompile(`(?is)<html\b[^>]*>`)
	langAttr     = regexp.MustCompile(`(?i)\blang\s*=`)
	buttonElem   = regexp.MustCompile(`(?s)<button\b((?:[^>]|=>)*)>(.*?)</button>|<button\b((?:[^>]|=>)*)/>`)
	inputTag     = regexp.MustCompile(`(?s)<input\b(?:[^>]|=>)*>`)
	accessName   = regexp.MustCompile(`(?i)\b(aria-label|aria-labelledby|title)\s*=|\{\s*\.\.\.`)
	visibleText  = regexp.MustCompile(`[\p{L}\p{N}]|\{[^}]*\}`)
	tagStrip     = regexp.MustCompile(`(?s)<[^>]*>`)
	inputSkip    = regexp.MustCompile(`(?i)\btype\s*=\s*["']?(hidden|submit|button|reset|image)\b|\bid\s*=|\baria-label|\btitle\s*=|\{\s*\.\.\.`)
)

func positiveTabindex(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, loc := range tabindexAttr.FindAllStringIndex(src, -1) {
		line := lineOf(src, loc[0])
		out = append(out, newFinding("design/positive-tabindex", file, lineText(src, line), line, finding.Medium, 0.9,
			"Positive tabindex reorders keyboard navigation",
			"Use tabIndex={0} (or none) and put the element where it belongs in the document order; positive values make the tab order differ from the visual order (WCAG 2.4.3)."))
	}
	return out
}

func missingLang(file, src string) []finding.Finding {
	loc := htmlTag.FindStringIndex(src)
	if loc == nil || langAttr.MatchString(src[loc[0]:loc[1]]) {
		return nil
	}
	line := lineOf(src, loc[0])
	return []finding.Finding{newFinding("design/html-lang", file, src[loc[0]:loc[1]], line, finding.Medium, 0.95,
		"<html> without a lang attribute",
		`Add lang="en" (the page's language) so screen readers pronounce it correctly (WCAG 3.1.1).`)}
}

func namelessButtons(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, m := range buttonElem.FindAllStringSubmatchIndex(src, -1) {
		attrs, body := "", ""
		if m[2] >= 0 {
			attrs, body = src[m[2]:m[3]], src[m[4]:m[5]]
		} else {
			attrs = src[m[6]:m[7]]
		}
		if accessName.MatchString(attrs) || visibleText.MatchString(tagStrip.ReplaceAllString(body, "")) ||
			strings.Contains(body, "aria-label") || strings.Contains(body, "sr-only") || strings.Contains(body, "<title") {
			continue
		}
		line := lineOf(src, m[0])
		out = append(out, newFinding("design/button-name", file, src[m[0]:m[1]], line, finding.Medium, 0.8,
			"Button without an accessible name",
			`Give the button text, or aria-label="…" when it shows only an icon, so screen readers can announce what it does (WCAG 4.1.2).`))
	}
	return out
}

func unlabeledInputs(file, src string) []finding.Finding {
	var out []finding.Finding
	for _, loc := range inputTag.FindAllStringIndex(src, -1) {
		tag := src[loc[0]:loc[1]]
		// An id may be what a <label for> points at; a wrapping <label> is
		// checked by looking back for an unclosed one.
		if inputSkip.MatchString(tag) {
			continue
		}
		before := src[:loc[0]]
		if strings.LastIndex(before, "<label") > strings.LastIndex(before, "</label>") {
			continue
		}
		line := lineOf(src, loc[0])
		out = append(out, newFinding("design/input-label", file, tag, line, finding.Medium, 0.75,
			"Form field without a label",
			`Wrap it in a <label>, point a <label htmlFor> at its id, or give it aria-label, so it is announced with its purpose (WCAG 1.3.1, 4.1.2).`))
	}
	return out
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
		if customPropDf.MatchString(line) {
			continue
		}
		for _, m := range lengthProp.FindAllStringSubmatch(line, -1) {
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

func lineText(src string, n int) string {
	lines := strings.Split(src, "\n")
	if n-1 < len(lines) {
		return lines[n-1]
	}
	return ""
}
