package markup

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The document reads template dialects through the attribute rows: the
// shipped ones know Thymeleaf's th:alt (it sets alt) and Vue's v-for (how
// many rows the table has is not in the file); a user's rows teach it
// another dialect's prefix and directive, which also make a .html file a
// server template.
func TestAttributeRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := []byte(`<table><tr v-for="r in rows" acme-repeat="r in rows"><td><img th:alt="${a}" acme:alt="${b}" src="/a.png"></td></tr></table>`)
	tr, err := syntax.Parse(context.Background(), syntax.HTML, src)
	if err != nil {
		t.Fatal(err)
	}
	look := func(dl *dialect) (alts int, structural bool) {
		for _, e := range build(tr, "a.html", dl).All {
			switch e.Tag {
			case "img":
				for _, a := range e.Attrs {
					if a.Name == "alt" && a.Dynamic {
						alts++
					}
				}
			case "tr":
				structural = e.structural()
			}
		}
		return alts, structural
	}
	if alts, structural := look(builtinDialect()); alts != 1 || !structural {
		t.Errorf("shipped rows: %d dynamic alt, structural %v; want 1 (th:alt), true (v-for)", alts, structural)
	}
	if builtinDialect().serverTemplate([]byte(`<p acme:text="x">`)) {
		t.Errorf("shipped rows: acme:text marks a server template")
	}
	f, err := models.Parse("acme.yml", []byte("language: html\nframework: Acme\nmodels:\n"+
		"  - kind: attribute\n    shape: sets-named-prefix\n    methods: [\"acme:\"]\n"+
		"  - kind: attribute\n    shape: structural\n    methods: [acme-repeat]\n"))
	if err != nil {
		t.Fatal(err)
	}
	src = []byte(`<table><tr acme-repeat="r in rows"><td><img acme:alt="${b}" src="/a.png"></td></tr></table>`)
	if tr, err = syntax.Parse(context.Background(), syntax.HTML, src); err != nil {
		t.Fatal(err)
	}
	a, err := WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil || a == Analyzer {
		t.Fatalf("WithModels: %v, %v", a, err)
	}
	dl, err := newDialect(append(models.BuiltinFor("html"), f.Models...))
	if err != nil {
		t.Fatal(err)
	}
	if alts, structural := look(dl); alts != 1 || !structural {
		t.Errorf("with acme rows: %d dynamic alt, structural %v; want 1 (acme:alt), true (acme-repeat)", alts, structural)
	}
	if !dl.serverTemplate([]byte(`<p acme:text="x">`)) {
		t.Errorf("with acme rows: acme:text does not mark a server template")
	}
}

// An attribute row is checked when it loads: its language, its shape,
// and keywords with sets.
func TestAttributeRowErrors(t *testing.T) {
	for name, tc := range map[string]struct{ file, want string }{
		"another language": {"language: python\nframework: X\nmodels:\n  - kind: attribute\n    shape: structural\n    methods: [x-for]\n",
			"m.yml: row 1 (line 4): field kind: only the html (markup) analysis reads attribute rows"},
		"unknown shape": {"language: html\nframework: X\nmodels:\n  - kind: attribute\n    shape: repeats\n    methods: [x-for]\n",
			`m.yml: row 1 (line 4): field shape: "repeats" is not one of`},
		"sets without keywords": {"language: html\nframework: X\nmodels:\n  - kind: attribute\n    shape: sets\n    methods: [x-model]\n",
			"m.yml: row 1 (line 4): field keywords: goes with shapes sets and alias"},
		"no shape": {"language: html\nframework: X\nmodels:\n  - kind: attribute\n    methods: [x-for]\n",
			"m.yml: row 1 (line 4): field shape: missing"},
		"a sink": {"language: html\nframework: X\nmodels:\n  - kind: sink\n    methods: [x]\n    sink: xss\n",
			"m.yml: row 1 (line 4): field kind: the html analysis does not read sink rows"},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := models.Parse("m.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v; want an error containing %q", err, tc.want)
			}
		})
	}
}

// Which classes hide an element are class rows: the shipped ones know
// Bootstrap's d-none and Tailwind's md:flex, and a user's row adds its own
// framework's.
func TestClassRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := []byte(`<div class="d-none"></div><div class="hidden md:flex"></div><div class="u-hide"></div><div class="d-none d-md-block"></div>`)
	tr, err := syntax.Parse(context.Background(), syntax.HTML, src)
	if err != nil {
		t.Fatal(err)
	}
	hidden := func(dl *dialect) (out []bool) {
		for _, e := range build(tr, "a.html", dl).All {
			out = append(out, utilityHidden(e))
		}
		return out
	}
	if got := hidden(builtinDialect()); len(got) != 4 || !got[0] || got[1] || got[2] || got[3] {
		t.Errorf("shipped rows: hidden %v; want d-none alone", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: html\nframework: Acme CSS\nmodels:\n  - kind: class\n    shape: hidden\n    methods: [u-hide]\n"))
	if err != nil {
		t.Fatal(err)
	}
	dl, err := newDialect(append(models.BuiltinFor("html"), f.Models...))
	if err != nil {
		t.Fatal(err)
	}
	if got := hidden(dl); len(got) != 4 || !got[0] || got[1] || !got[2] || got[3] {
		t.Errorf("with a row for u-hide: hidden %v; want d-none and u-hide", got)
	}
	if _, err := models.Parse("m.yml", []byte("language: html\nframework: X\nmodels:\n  - kind: class\n    shape: collapsed\n    methods: [collapse]\n")); err == nil ||
		!strings.Contains(err.Error(), `m.yml: row 1 (line 4): field shape: "collapsed" is not one of hidden`) {
		t.Errorf("a class row of an unknown shape: %v", err)
	}
}

// JSX props that are HTML attributes under another name, and the ref
// that hands an element to script, are attribute rows: the shipped ones
// know React's className and ref, a user's row another framework's.
func TestAliasAndRefRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := []byte(`const A = () => <div><label className="x" acmeFor="n">Name</label><video autoPlay acmeRef={v} src="/a.mp4" /></div>;`)
	tr, err := syntax.Parse(context.Background(), syntax.JavaScript, src)
	if err != nil {
		t.Fatal(err)
	}
	look := func(dl *dialect) (class, forAttr, ref bool) {
		for _, e := range build(tr, "a.jsx", dl).All {
			class = class || e.Has("class")
			forAttr = forAttr || e.Has("for")
			ref = ref || dl.any(e, "script-ref")
		}
		return
	}
	if class, forAttr, ref := look(builtinDialect()); !class || forAttr || ref {
		t.Errorf("shipped rows: class %v, for %v, script-ref %v; want class only", class, forAttr, ref)
	}
	f, err := models.Parse("acme.yml", []byte("language: html\nframework: Acme JSX\nmodels:\n"+
		"  - kind: attribute\n    shape: alias\n    methods: [acmeFor]\n    keywords: [for]\n"+
		"  - kind: attribute\n    shape: script-ref\n    methods: [acmeRef]\n"))
	if err != nil {
		t.Fatal(err)
	}
	dl, err := newDialect(append(models.BuiltinFor("html"), f.Models...))
	if err != nil {
		t.Fatal(err)
	}
	if class, forAttr, ref := look(dl); !class || !forAttr || !ref {
		t.Errorf("with acme rows: class %v, for %v, script-ref %v; want all", class, forAttr, ref)
	}
}
