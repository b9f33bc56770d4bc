package markup_test

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/markup"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

const tailwindConfig = `/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ["./src/**/*.{js,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#0055ff", light: "#e6eeff" },
        ink: "#1a1a1a",
      },
      spacing: { "18": "4.5rem" },
      fontSize: { lg: ["1.125rem", { lineHeight: "1.75rem" }] },
    },
  },
};
`

const card = `export function Card() {
  return (
    <section className="p-4">
      <h2 style={{ color: "#0055FF" }}>Offers</h2>
      <p className="text-[#1a1a1a] mt-[72px]">Text</p>
      <p style={{ fontSize: 18 }}>Large</p>
      <p className="text-ink mt-18 bg-[#123456]" style={{ color: "#333" }}>Tokens already</p>
    </section>
  );
}
`

// The tokens of the nearest Tailwind config above the file are read
// through the project, and each hard-coded value names the class to use.
func TestTailwindTokens(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	proj := &analysistest.MapProject{T: t, Self: "web/src/Card.tsx", Contents: map[string]string{
		"web/tailwind.config.js": tailwindConfig,
		"web/src/Card.tsx":       card,
	}}
	tree, err := syntax.Parse(context.Background(), syntax.TSX, []byte(card))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: markup.Analyzer, Path: "web/src/Card.tsx", Tree: tree, Project: proj,
		Report: func(d engine.Diagnostic) {
			if d.Rule == "design/design-token" {
				got = append(got, d.Message)
			}
		}}
	if err := markup.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"color: #0055ff is the token brand (web/tailwind.config.js): use the class text-brand",
		"text-[#1a1a1a] is the token ink (web/tailwind.config.js): use the class text-ink",
		"font-size: 18px is the token lg (web/tailwind.config.js): use the class text-lg",
	}
	if len(got) != len(want) {
		t.Fatalf("got %d findings, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i := range want {
		if !strings.Contains(got[i], want[i]) {
			t.Errorf("finding %d = %q, want it to say %q", i, got[i], want[i])
		}
	}
	if !strings.Contains(strings.Join(proj.Parsed, " "), "web/tailwind.config.js") {
		t.Errorf("the config was not read through the project: parsed %v", proj.Parsed)
	}
}

// The config files, their keys that hold tokens and the utility a class
// names are rows: a user's project row names a config of another name and
// the key of its colours, and a property-utility row the prefix whose
// class sets a property.
func TestThemeConfigRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	page := `export function Title() {
  return <h2 style={{ color: "#0055FF" }}>Offers</h2>;
}
`
	run := func(a *analysis.Analyzer) []string {
		proj := &analysistest.MapProject{T: t, Self: "web/src/Title.tsx", Contents: map[string]string{
			"web/brand.config.js": "export default {\n  palette: { brand: \"#0055ff\", ink: \"#1a1a1a\" },\n};\n",
			"web/src/Title.tsx":   page,
		}}
		tree, err := syntax.Parse(context.Background(), syntax.TSX, []byte(page))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		pass := &analysis.Pass{Analyzer: a, Path: "web/src/Title.tsx", Tree: tree, Project: proj,
			Report: func(d engine.Diagnostic) {
				if d.Rule == "design/design-token" {
					got = append(got, d.Message)
				}
			}}
		if err := a.Run(pass); err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := run(markup.Analyzer); len(got) != 0 {
		t.Errorf("no row names brand.config.js, yet: %v", got)
	}
	f, err := models.Parse("design.yml", []byte("language: html\nframework: Acme design\nmodels:\n"+
		"  - kind: project\n    configs: [brand.config.js]\n    tokens: {palette: colour}\n"+
		"  - kind: class\n    shape: property-utility\n    methods: [fg]\n    keywords: [color]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := markup.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	want := "color: #0055ff is the token brand (web/brand.config.js): use the class fg-brand"
	if got := run(a); len(got) != 1 || !strings.Contains(got[0], want) {
		t.Errorf("with the rows: %v; want %q", got, want)
	}
}

// A project row's configs and a property-utility row's keywords are
// checked when loaded, naming the file, row and field.
func TestThemeConfigRowErrors(t *testing.T) {
	for _, tc := range []struct{ row, want string }{
		{"  - kind: project\n    configs: ['../x.js']\n", "design.yml: row 1 (line 4): field configs:"},
		{"  - kind: project\n    configs: [brand.config.js]\n", "design.yml: row 1 (line 4): field tokens: goes with configs"},
		{"  - kind: project\n    configs: [brand.config.js]\n    tokens: {theme.colors: color}\n", "design.yml: row 1 (line 4): field tokens: theme.colors: \"color\" is not one of colour, spacing, font-size"},
		{"  - kind: project\n    helpers: [lib/]\n", "design.yml: row 1 (line 4): field helpers: the html analysis does not read it yet (ruby do)"},
		{"  - kind: class\n    shape: property-utility\n    methods: [fg]\n", "design.yml: row 1 (line 4): field keywords: goes with shape property-utility"},
		{"  - kind: class\n    shape: hidden\n    methods: [fg]\n    keywords: [color]\n", "design.yml: row 1 (line 4): field keywords: goes with shape property-utility"},
		{"  - kind: class\n    shape: property-utility\n    methods: [fg, ink]\n    keywords: [color]\n", "design.yml: row 1 (line 4): field methods: a property-utility row names one utility prefix"},
	} {
		_, err := models.Parse("design.yml", []byte("language: html\nframework: Acme design\nmodels:\n"+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %q", tc.row, err, tc.want)
		}
	}
}
