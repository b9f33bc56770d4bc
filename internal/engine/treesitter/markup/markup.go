// Package markup is the accessibility review of markup: HTML pages, SVG,
// the templates of Vue and Svelte components, the JSX of React ones, and
// server templates (Jinja/Django, Twig, ERB, EJS, Handlebars, Blade),
// whose tags syntax masks before parsing and Build marks as dynamic.
// A file with an <html> element or a doctype is a whole page and gets
// the page-level checks (lang, title); anything else is a fragment. A
// server template (by its name, or by its tags and Thymeleaf attributes
// in a file named .html) is a partial until it proves to be a page: it
// needs an <html> with its <head> (or a doctype) that no layout replaces and no
// {% extends %} or @extends fills in. An SVG file is an image, never a
// page. Thymeleaf's th:* attributes set what they name at render time; the
// names of template dialects' and component frameworks' attributes are
// attribute rows (package models, language html), which users extend.
// It reads each file into one document model (Doc: elements, attributes
// known to be static or dynamic, text, inline styles, ids), computes
// accessible names by the static steps of W3C accname, and checks the
// elements against WAI-ARIA 1.2 (aria_table.go, generated from aria-query)
// and the W3C ACT rules that need no browser. A value the file does not
// show (a JSX expression, a Vue binding, spread props, a component's
// output) is never guessed: a rule that would depend on it stays silent.
package markup

import (
	"context"
	"slices"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Analyzer reports accessibility problems in markup to the design
// dimension.
var Analyzer = &analysis.Analyzer{
	Name:  "markup",
	Doc:   "accessibility of HTML, SVG, Vue/Svelte templates and JSX: names, ARIA, language, page metadata, contrast",
	Langs: []syntax.Lang{syntax.HTML, syntax.Template, syntax.JavaScript, syntax.TSX},
	Rules: Rules,
	Run:   func(p *analysis.Pass) error { return run(p, builtinDialect()) },
}

// WithModels returns the markup analyzer with the user's attribute rows
// (language html) added to the shipped ones; a row it cannot read is an
// error naming its file, row and field.
func WithModels(user *models.Set) (*analysis.Analyzer, error) {
	rows := user.For("html")
	if len(rows) == 0 {
		return Analyzer, nil
	}
	dl, err := newDialect(append(slices.Clone(models.BuiltinFor("html")), rows...))
	if err != nil {
		return nil, err
	}
	a := *Analyzer
	a.Run = func(p *analysis.Pass) error { return run(p, dl) }
	return &a, nil
}

// check is one rule family's pass over a document.
type check func(p *analysis.Pass, d *Doc)

var checks = []check{
	checkNames, checkARIA, checkRoles, checkHiddenFocus, checkIDs, checkDuplicateAttrs,
	checkPage, checkLang, checkAutocomplete, checkTabindex, checkClick, checkContrast, checkSpacing,
	checkTableHeaders, checkLinkText, checkAutoplay, checkOrientation,
	checkClipped, checkLangText, checkTokens, checkLabelInName,
	checkAltFilename, checkIframeFocus, checkBypass, checkKeyboardTrap, checkFocusVisible, checkAltPlaceholder, checkCharacterKeys, checkMotion,
	checkIdenticalNames, checkScrollable,
}

func run(p *analysis.Pass, dl *dialect) error {
	if p.Tree.Lang == syntax.HTML && dl.serverTemplate(p.Tree.Src) {
		// Flask's, Django's, Express's templates are named .html: read
		// them as templates, with their tags masked, as if named .jinja.
		if t, err := syntax.Parse(context.Background(), syntax.Template, p.Tree.Src); err == nil {
			tp := *p
			tp.Tree = t
			p = &tp
		}
	}
	d := build(p.Tree, p.Path, dl)
	if len(d.All) == 0 {
		return nil
	}
	if p.Tree.Lang == syntax.JavaScript || p.Tree.Lang == syntax.TSX {
		jsx, report := *p, p.Report
		jsx.Report = func(diag engine.Diagnostic) {
			for r, advice := range jsxAdvice {
				if r.ID == diag.Rule {
					diag.Detail = advice
				}
			}
			report(diag)
		}
		p = &jsx
	}
	for _, c := range checks {
		c(p, d)
	}
	return nil
}
