package security

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

func TestHandleTips(t *testing.T) {
	tip := func(code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/A.tsx", Lines: finding.Lines(3, 3), Code: code}
	}
	got, err := New().HandleTips(context.Background(), nil, []bus.Tip{
		tip(`<div dangerouslySetInnerHTML={{ __html: location.hash.slice(1) }} />`),
		tip(`<div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />`),
		tip(`el.innerHTML = renderRow(row)`),
		tip(`node.innerHTML = svg.outerHTML;`),
		{From: "design", To: Name, Kind: "unknown", Code: "x"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	if got[0].Severity != finding.High || got[0].CWE[0] != "CWE-79" || got[0].CrossDomain.From != "design" {
		t.Errorf("user input: %+v", got[0])
	}
	if got[1].Severity != finding.Medium {
		t.Errorf("unknown source: %+v", got[1])
	}
}

// A sink an engine already reports as XSS on the tip's line is judged
// with the engine's advice, so the merged finding says it once; elsewhere
// the advice names the construct's own way to render text.
func TestHTMLSinkAdviceOnce(t *testing.T) {
	tip := func(line int, code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/a.js", Lines: finding.Lines(line, line), Code: code}
	}
	const engineAdvice = "Set textContent for text; if HTML is required, sanitize it first with DOMPurify.sanitize(html)."
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{
		{Rule: "javascript/html-sink", Dimension: Name, File: "web/a.js", Lines: finding.Lines(2, 2), CWE: []string{"CWE-79"}, Detail: engineAdvice},
	}}
	got, err := New().HandleTips(context.Background(), pass, []bus.Tip{
		tip(2, `el.innerHTML = row`),
		tip(5, `<div v-html="post.body">`),
		tip(9, `<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />`),
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("got %+v, want three findings", got)
	}
	if r := got[2].Recommendation; !strings.Contains(r, `\u003c`) || strings.Contains(r, "DOMPurify") {
		t.Errorf("JSON in a script: advice %q", r)
	}
	if got[0].Recommendation != engineAdvice {
		t.Errorf("advice beside the engine's finding: %q", got[0].Recommendation)
	}
	if r := got[1].Recommendation; !strings.Contains(r, "Vue escapes") || strings.Contains(r, "React") {
		t.Errorf("v-html advice %q", r)
	}
}

func TestWeighedByPlace(t *testing.T) {
	diag := func(file string) engine.Diagnostic {
		return engine.Diagnostic{Engine: "go", Rule: "gosec/G304", Dimension: Name, File: file, Lines: finding.Lines(3, 3), Severity: finding.High, Confidence: 0.8, Message: "m", Detail: "d"}
	}
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{diag("internal/x/x_test.go"), diag("examples/x/x.go"), diag("internal/x/x.go")}}
	got, err := New().Review(context.Background(), pass)
	if err != nil || len(got) != 3 {
		t.Fatalf("%v %+v", err, got)
	}
	if got[0].Severity != finding.Medium || got[1].Severity != finding.High || got[2].Severity != finding.High {
		t.Errorf("test file %s, example %s, shipped file %s", got[0].Severity, got[1].Severity, got[2].Severity)
	}
	if !strings.HasPrefix(got[0].Recommendation, "In test code") || !strings.HasPrefix(got[1].Recommendation, "In example code") || strings.HasPrefix(got[2].Recommendation, "In ") {
		t.Errorf("recommendations %q / %q / %q", got[0].Recommendation, got[1].Recommendation, got[2].Recommendation)
	}
}

// A sink that renders a variable the file assigns only from a sanitizer is
// clean; one assigned from anything else, or never assigned in the file
// (a prop), is still judged.
func TestHTMLSinkSanitizedVariable(t *testing.T) {
	src := `import DOMPurify from 'dompurify';
export function A({ html, body }) {
  const clean = DOMPurify.sanitize(html);
  let mixed = DOMPurify.sanitize(html);
  mixed = html + '<hr>';
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}
`
	files := []*scope.File{{Path: "web/A.jsx", Content: []byte(src)}}
	pass := &specialist.Pass{Files: files, Facts: map[string]any{textfacts.Engine: textfacts.Analyze(files, nil)}}
	tip := func(code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/A.jsx", Lines: finding.Lines(6, 6), Code: code}
	}
	got, err := New().HandleTips(context.Background(), pass, []bus.Tip{
		tip(`<div dangerouslySetInnerHTML={{ __html: clean }} />`),
		tip(`<div dangerouslySetInnerHTML={{ __html: mixed }} />`),
		tip(`<div dangerouslySetInnerHTML={{ __html: body }} />`),
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d findings, want 2 (mixed, body): %+v", len(got), got)
	}
	for i, code := range []string{`<div dangerouslySetInnerHTML={{ __html: mixed }} />`, `<div dangerouslySetInnerHTML={{ __html: body }} />`} {
		if got[i].Fingerprint != finding.Fingerprint(RuleXSS, code) {
			t.Errorf("finding %d is not about %s", i, code)
		}
	}
}

// A variable the file assigns only a string literal is the code's own
// markup, and TypeScript's annotation (const clean: string = ...) does not
// hide the assignment; a literal with a substitution, or a variable also
// assigned input, is still judged.
func TestHTMLSinkLiteralAndTypedVariable(t *testing.T) {
	src := "import DOMPurify from 'dompurify';\n" +
		"const ICON = '<svg viewBox=\"0 0 10 10\"></svg>';\n" +
		"const LEGAL: string = \"&copy; Acme\";\n" +
		"const TPL = `<b>static</b>`;\n" +
		"export function A({ html }: { html: string }) {\n" +
		"  const purified: string = DOMPurify.sanitize(html);\n" +
		"  const built = `<p>${html}</p>`;\n" +
		"  let label = '<i>x</i>';\n" +
		"  label = html;\n" +
		"  let card = '<p class=\"lead\"></p>';\n" +
		"  card += html;\n" +
		"  return null;\n" +
		"}\n" +
		"export function B(body) { const shown = '<p></p>'; return shown; }\n" +
		"export function C(shown) { el.innerHTML = shown; }\n"
	files := []*scope.File{{Path: "web/A.tsx", Content: []byte(src)}}
	pass := &specialist.Pass{Files: files, Facts: map[string]any{textfacts.Engine: textfacts.Analyze(files, nil)}}
	tip := func(code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/A.tsx", Lines: finding.Lines(9, 9), Code: code}
	}
	clean := []string{
		`<span dangerouslySetInnerHTML={{ __html: ICON }} />`,
		`<span dangerouslySetInnerHTML={{ __html: LEGAL }} />`,
		`el.innerHTML = TPL;`,
		`<div dangerouslySetInnerHTML={{ __html: purified }} />`,
		`el.innerHTML = xss.filterXSS(html);`,
	}
	judged := []string{
		`<div dangerouslySetInnerHTML={{ __html: built }} />`,
		`<div dangerouslySetInnerHTML={{ __html: label }} />`,
		`<div dangerouslySetInnerHTML={{ __html: card }} />`,
		`el.innerHTML = shown;`,
	}
	var tips []bus.Tip
	for _, c := range append(append([]string{}, clean...), judged...) {
		tips = append(tips, tip(c))
	}
	got, err := New().HandleTips(context.Background(), pass, tips)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(judged) {
		t.Fatalf("got %d findings, want %d (built, label, card, shown): %+v", len(got), len(judged), got)
	}
	for i, code := range judged {
		if got[i].Fingerprint != finding.Fingerprint(RuleXSS, code) {
			t.Errorf("finding %d is not about %s", i, code)
		}
	}
}

// An html-sink text row's label is the advice for what it finds: a team's
// component says how it renders text, and a sink without a label gets
// the general advice.
func TestHTMLSinkAdviceFromRowLabel(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: text\nframework: Acme UI\nmodels:\n"+
		"  - kind: text\n    shape: html-sink\n    patterns: ['<RichText\\s+html=\\{([^}]+)\\}']\n    label: Pass the text as children of <RichText>, which escapes it\n"+
		"  - kind: text\n    shape: html-sink\n    patterns: ['<Markup\\s+html=\\{([^}]+)\\}']\n"))
	if err != nil {
		t.Fatal(err)
	}
	pass := &specialist.Pass{Text: models.TextOf(&models.Set{Files: []*models.File{f}, Hash: "acme"})}
	tip := func(code string) bus.Tip {
		return bus.Tip{From: "design", To: Name, Kind: TipHTMLSink, File: "web/a.tsx", Lines: finding.Lines(2, 2), Code: code}
	}
	got, err := New().HandleTips(context.Background(), pass, []bus.Tip{tip(`<RichText html={location.hash} />`), tip(`<Markup html={location.hash} />`)})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !strings.HasPrefix(got[0].Recommendation, "Pass the text as children of <RichText>, which escapes it; ") ||
		!strings.HasPrefix(got[1].Recommendation, "Render the value as text, not HTML; ") {
		t.Errorf("recommendations: %+v", got)
	}
}
