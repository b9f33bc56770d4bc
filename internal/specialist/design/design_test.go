package design

import (
	"context"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const card = `export function Card({ src, onOpen }) {
  return (
    <div className="card" onClick={() => onOpen()}>
      <img src={src} />
      <img src={src} alt="" />
      <img
        src={src}
        alt={title}
      />
      <span role="button" tabIndex={0} onClick={onOpen} onKeyDown={onKey}>open</span>
      <button onClick={onOpen}>open</button>
      <p style={{ color: "#ff0000" }}>hi</p>
    </div>
  );
}
`

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

func TestMarkup(t *testing.T) {
	got := review(t, nil, &scope.File{Path: "web/Card.tsx", Content: []byte(card)})
	want := map[string][]int{
		"design/img-alt":                {4},
		"design/click-without-keyboard": {3},
		"design/inline-style":           {12},
	}
	for rule, lines := range want {
		if len(got[rule]) != len(lines) || got[rule][0] != lines[0] {
			t.Errorf("%s at %v, want %v", rule, got[rule], lines)
		}
	}
	if len(got) != len(want) {
		t.Errorf("unexpected rules: %v", got)
	}
	if n := len(review(t, nil, &scope.File{Path: "main.go", Content: []byte(card)})); n != 0 {
		t.Errorf("a Go file was checked: %d rules", n)
	}
}

func TestColoursOnlyWithTokens(t *testing.T) {
	css := &scope.File{Path: "web/card.css", Content: []byte(styles)}
	if got := review(t, nil, css); len(got) != 0 {
		t.Errorf("colours flagged without design.tokens: %v", got)
	}
	got := review(t, []string{"#0055ff", "var(--color-brand)"}, css)
	if l := got["design/hardcoded-colour"]; len(l) != 1 || l[0] != 4 {
		t.Errorf("hard-coded colour at %v, want [4] (rgb on line 4; the token #0055ff and its definition are allowed)", l)
	}
}

const form = `<html>
<body>
  <div tabIndex={2}>x</div>
  <div tabIndex={0}>ok</div>
  <button onClick={close}><svg><path d="M0 0" /></svg></button>
  <button aria-label="Close" onClick={close}><svg /></button>
  <button type="submit">Send</button>
  <button onClick={save}>{label}</button>
  <input type="text" name="q" />
  <input id="email" type="email" />
  <label>Name <input type="text" /></label>
  <input type="hidden" name="t" />
</body>
</html>
`

func TestAccessibility(t *testing.T) {
	got := review(t, nil, &scope.File{Path: "web/form.html", Content: []byte(form)})
	want := map[string][]int{
		"design/html-lang":         {1},
		"design/positive-tabindex": {3},
		"design/button-name":       {5},
		"design/input-label":       {9},
	}
	for rule, lines := range want {
		if len(got[rule]) != len(lines) || got[rule][0] != lines[0] {
			t.Errorf("%s at %v, want %v", rule, got[rule], lines)
		}
	}
	if n := len(review(t, nil, &scope.File{Path: "web/Form.tsx", Content: []byte(form)})["design/html-lang"]); n != 0 {
		t.Error("lang checked outside .html")
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
