package design

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const styles = `:root {
  --color-brand: #0055ff;
}
.card { color: #0055ff; background: rgb(255, 0, 0); }
.ok { color: var(--color-brand); }
`

func review(t *testing.T, tokens []string, files ...*scope.File) map[string][]int {
	t.Helper()
	cfg := config.Default()
	cfg.Design.Tokens = tokens
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: files, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string][]int{}
	for _, f := range got {
		lines[f.Rule] = append(lines[f.Rule], f.Lines.Start)
	}
	return lines
}

// The markup checks are the treesitter engine's; the specialist routes
// their diagnostics, lowering those in files the project does not ship.
func TestRoutesDiagnostics(t *testing.T) {
	diags := []engine.Diagnostic{
		{Rule: "design/img-alt", Dimension: "design", File: "web/Card.tsx", Lines: finding.Lines(4, 4), Severity: finding.Medium, Message: "Image without alternative text", Detail: "Add alt"},
		{Rule: "design/img-alt", Dimension: "design", File: "web/Card.test.tsx", Lines: finding.Lines(4, 4), Severity: finding.Medium, Message: "Image without alternative text", Detail: "Add alt"},
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Diagnostics: diags})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Severity != finding.Medium || got[0].Recommendation != "Add alt" || got[0].Domain != Name {
		t.Fatalf("routed %+v", got)
	}
	if got[1].Severity != finding.Low {
		t.Errorf("a test file's finding kept severity %v", got[1].Severity)
	}
}

func TestColoursOnlyWithTokens(t *testing.T) {
	css := &scope.File{Path: "web/card.css", Content: []byte(styles)}
	if got := review(t, nil, css); len(got) != 1 || len(got["design/use-token"]) != 1 {
		t.Errorf("without design.tokens only the project token's colour is flagged: %v", got)
	}
	got := review(t, []string{"#0055ff", "var(--color-brand)"}, css)
	if l := got["design/hardcoded-colour"]; len(l) != 1 || l[0] != 4 {
		t.Errorf("hard-coded colour at %v, want [4] (rgb on line 4; the token #0055ff and its definition are allowed)", l)
	}
}

func TestLengthsOnlyWithTokens(t *testing.T) {
	css := &scope.File{Path: "web/card.scss", Content: []byte(`:root { --space-3: 12px; }
.card { padding: 8px 16px; margin: 0; }
.title { font-size: 13px; }
.body { gap: var(--space-3); margin-top: 12px; }
`)}
	if got := review(t, nil, css); len(got) != 0 {
		t.Errorf("lengths flagged without design.tokens: %v", got)
	}
	got := review(t, []string{"8px", "16px", "12px"}, css)
	if l := got["design/hardcoded-length"]; len(l) != 1 || l[0] != 3 {
		t.Errorf("hard-coded lengths at %v, want [3] (13px is not a token; 8px, 16px, 12px, 0 and var() are)", l)
	}
}

// HTML rendered from a dynamic value in component code tells security;
// server templates' unescaped output is the templates engine's to report
// (in the template's own terms), so it sends no tip, and neither do
// literals.
func TestHTMLSinksTipSecurity(t *testing.T) {
	files := []*scope.File{
		{Path: "src/Post.tsx", Content: []byte("export const Post = ({ body }) => (\n  <div dangerouslySetInnerHTML={{ __html: body }} />\n);\nconst Hr = () => <div dangerouslySetInnerHTML={{ __html: \"<hr>\" }} />;\n")},
		// Prettier's layout: the literal on its own line, with a trailing comma.
		{Path: "src/Space.tsx", Content: []byte("export const Space = () => (\n  <td\n    dangerouslySetInnerHTML={{\n      __html: \"&nbsp;\",\n    }}\n  />\n);\n")},
		{Path: "src/Post.vue", Content: []byte("<template>\n  <div v-html=\"post.body\"></div>\n</template>\n")},
		{Path: "src/Post.svelte", Content: []byte("<h1>{title}</h1>\n{@html body}\n")},
		{Path: "templates/post.html.j2", Content: []byte("<h1>{{ post.title }}</h1>\n<div>{{ post.body|safe }}</div>\n")},
		{Path: "resources/views/post.blade.php", Content: []byte("<h1>{{ $post->title }}</h1>\n{!! $post->body !!}\n")},
		{Path: "app/views/posts/show.html.erb", Content: []byte("<%= @post.title %>\n<%== @post.body %>\n<%= raw @post.summary %>\n")},
		{Path: "views/post.ejs", Content: []byte("<%= title %>\n<%- body %>\n")},
		{Path: "src/post.hbs", Content: []byte("{{title}}\n{{{body}}}\n")},
	}
	b := bus.New(nil)
	cfg := config.Default()
	if _, err := (Specialist{}).Review(context.Background(), &specialist.Pass{Files: files, Config: &cfg, Bus: b, Facts: map[string]any{textfacts.Engine: textfacts.Analyze(files, nil)}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tip := range b.Take()["security"] {
		got = append(got, fmt.Sprintf("%s:%d", tip.File, tip.Lines.Start))
	}
	slices.Sort(got)
	want := []string{"src/Post.svelte:2", "src/Post.tsx:2", "src/Post.vue:2"}
	if !slices.Equal(got, want) {
		t.Errorf("tips at\n %v\nwant\n %v", got, want)
	}
}

// A colour the project's custom properties hold is reported with the
// token to use, in style sheets, inline styles and style props; colours
// no token holds, translucent ones and the definitions are left alone.
func TestProjectTokens(t *testing.T) {
	tokens := &scope.File{Path: "web/styles/tokens.css", Content: []byte(`:root {
  --color-brand: #0055FF;
  --color-text: rgb(33, 33, 33);
  --color-surface: #fff;
}
`)}
	card := &scope.File{Path: "web/Card.tsx", Content: []byte(`export const Card = () => (
  <div style={{ color: "#212121", background: "#ffffff" }}>
    <a style={{ color: "#0055ffcc" }} href="/x">x</a>
    <p style={{ color: "#123456" }}>y</p>
    <b style={{ color: "var(--color-brand)" }}>z</b>
  </div>
);
`)}
	page := &scope.File{Path: "web/index.html", Content: []byte(`<style>:root { --accent: rgb(0 85 255); }</style>
<p style="color: #05f">Hi</p>
`)}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{tokens, card, page}, Config: &config.Config{}})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range got {
		lines = append(lines, fmt.Sprintf("%s:%d %s", f.File, f.Lines.Start, f.Title))
	}
	want := []string{
		"web/Card.tsx:2 Hard-coded colour #212121 where the design token --color-text holds it",
		"web/index.html:2 Hard-coded colour #05f where the design token --accent holds it",
	}
	if !slices.Equal(lines, want) {
		t.Errorf("got\n %q\nwant\n %q", lines, want)
	}
}

// A style that only sets CSS custom properties defines them: it is never a
// hard-coded value to replace, whatever colour or length it holds.
func TestCustomPropertyAssignmentsAreNotHardCoded(t *testing.T) {
	tokens := &scope.File{Path: "web/tokens.css", Content: []byte(":root {\n  --color-brand: #0055ff;\n}\n")}
	card := &scope.File{Path: "web/Card.tsx", Content: []byte(`export const Card = () => (
  <div style={{ "--accent": "#0055ff", "--gap": "12px" }}>
    <span style={{ ["--offset" as string]: "#0055ff" }} />
    <p style="--tint: #0055ff; color: #0055ff">x</p>
  </div>
);
el.style.setProperty("--accent", "#0055ff");
`)}
	cfg := &config.Config{Design: config.Design{Tokens: []string{"8px", "16px", "#000"}}}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{tokens, card}, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range got {
		lines = append(lines, fmt.Sprintf("%s:%d %s", f.File, f.Lines.Start, f.Rule))
	}
	// Only line 4's color: #0055ff is a value written out where a token holds it.
	if want := []string{"web/Card.tsx:4 design/use-token"}; !slices.Equal(lines, want) {
		t.Errorf("got %q, want %q", lines, want)
	}
}

// Colours are reported only against the tokens a project defines, where
// they are styles, and when the eye can hardly tell them from a token:
// the near one names the token and its value; a colour far from every
// token, one in canvas code, and a custom property of a component (not a
// root-scoped token) are left alone.
func TestTokensNearAndOnlyInStyles(t *testing.T) {
	theme := &scope.File{Path: "src/css/theme.scss", Content: []byte(`.excalidraw {
  --island-bg: #fff;
}
:root {
  --color-primary: #6965db;
}
`)}
	card := &scope.File{Path: "src/components/Card.scss", Content: []byte(`.card {
  --card-accent: #ff8800;
  color: #6966db;
  border-color: #ff8800;
  background: #123456;
}
`)}
	canvas := &scope.File{Path: "src/renderer/draw.tsx", Content: []byte(`export function draw(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = "#6965db";
  return <div style={{ color: "#6965DB" }} />;
}
`)}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{theme, card, canvas}, Config: &config.Config{}})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range got {
		lines = append(lines, fmt.Sprintf("%s:%d %s", f.File, f.Lines.Start, f.Title))
	}
	want := []string{
		"src/components/Card.scss:3 Hard-coded colour #6966db, all but the design token --color-primary (#6965db)",
		"src/renderer/draw.tsx:3 Hard-coded colour #6965DB where the design token --color-primary holds it",
	}
	if !slices.Equal(lines, want) {
		t.Errorf("got\n %q\nwant\n %q", lines, want)
	}
	// Without tokens, no colour is a token finding.
	if got := review(t, nil, card, canvas); len(got) != 0 {
		t.Errorf("colours flagged in a project without tokens: %v", got)
	}
}

// Tokens are read on :root past a leading comment and in a selector list;
// of the tokens that hold a colour, the palette's (shortest name) is
// named; white is only a token named for white (not --input-bg, which is
// white too); an SVG image file takes no tokens.
func TestTokenNamedAndNotInSVG(t *testing.T) {
	theme := &scope.File{Path: "web/site.css", Content: []byte(`/* Licensed under the MIT license. */
.carousel-dark { --carousel-caption-color: #000; }
:root,
[data-bs-theme="light"] {
  --carousel-caption-color: #fff;
  --white: #ffffff;
}
.btn { color: #fff; }
`)}
	form := &scope.File{Path: "web/form.css", Content: []byte(`:root { --input-bg: #fff; --popup-text: #000; --color-icon-white: #fff; }
.field { background: #fff; color: #000; }
`)}
	logo := &scope.File{Path: "web/logo.svg", Content: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><style>.a { fill: #fff; }</style></svg>
`)}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{theme, logo}, Config: &config.Config{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].File != "web/site.css" || !strings.Contains(got[0].Title, "--white") {
		t.Errorf("got %+v, want one finding in site.css naming --white", got)
	}
	if got := review(t, nil, form); len(got) != 0 {
		t.Errorf("white and black taken for role tokens: %v", got)
	}
}

// Strict tokens (design.tokens) judge colours written as styles; a
// canvas fill in code and a Sass variable's definition are not styles to
// replace.
func TestStrictTokensOnlyInStyles(t *testing.T) {
	draw := &scope.File{Path: "web/draw.tsx", Content: []byte(`export function draw(ctx) {
  ctx.fillStyle = "#123456";
  return <p style={{ color: "#123456" }}>x</p>;
}
`)}
	sass := &scope.File{Path: "web/_vars.scss", Content: []byte("$accent: #123456;\n.a { color: #123456; }\n")}
	got := review(t, []string{"#000"}, draw, sass)
	if l := got["design/hardcoded-colour"]; !slices.Equal(l, []int{3, 2}) && !slices.Equal(l, []int{2, 3}) {
		t.Errorf("hard-coded colours at %v, want the style prop (draw.tsx:3) and the declaration (_vars.scss:2)", l)
	}
}
