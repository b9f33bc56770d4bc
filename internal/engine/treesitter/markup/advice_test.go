package markup_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/markup"
)

// The advice is written in the file's language: React's htmlFor and
// tabIndex={0} for JSX, HTML's for and tabindex="0" for pages and server
// templates.
func TestAdviceInTheFilesLanguage(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	for _, tc := range []struct {
		lang        syntax.Lang
		path, src   string
		want, avoid string
	}{
		{syntax.TSX, "web/Form.tsx", "export const F = () => <div onClick={go}><input type=\"text\" /></div>;\n", "tabIndex={0}", `tabindex="0"`},
		{syntax.HTML, "templates/form.html", "{% block content %}<div onclick=\"go()\"><input type=\"text\"></div>{% endblock %}\n", `tabindex="0"`, "tabIndex"},
	} {
		tree, err := syntax.Parse(context.Background(), tc.lang, []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		var advice []string
		pass := &analysis.Pass{Analyzer: markup.Analyzer, Path: tc.path, Tree: tree,
			Report: func(d engine.Diagnostic) { advice = append(advice, d.Rule+": "+d.Detail) }}
		if err := markup.Analyzer.Run(pass); err != nil {
			t.Fatal(err)
		}
		all := strings.Join(advice, "\n")
		if !strings.Contains(all, "design/click-without-keyboard") || !strings.Contains(all, "design/input-label") {
			t.Fatalf("%s: findings\n%s", tc.path, all)
		}
		if !strings.Contains(all, tc.want) || strings.Contains(all, tc.avoid) {
			t.Errorf("%s: advice\n%s\nwant %q and no %q", tc.path, all, tc.want, tc.avoid)
		}
	}
}

// Every accessibility rule names the WCAG success criteria it serves;
// ACT rule ids are six characters. The design-token rule serves a design
// system, not WCAG.
func TestRulesNameTheirStandards(t *testing.T) {
	act := regexp.MustCompile(`^act:[0-9a-z]{6}$`)
	wcag := regexp.MustCompile(`^wcag:[1-4]\.[0-9]{1,2}\.[0-9]{1,2}$`)
	for _, r := range markup.Rules {
		n := 0
		for _, tag := range r.Tags {
			switch {
			case wcag.MatchString(tag):
				n++
			case !act.MatchString(tag):
				t.Errorf("%s: tag %q is neither act:<id> nor wcag:<criterion>", r.ID, tag)
			}
		}
		if n == 0 && r.ID != "design/design-token" {
			t.Errorf("%s names no WCAG success criterion", r.ID)
		}
	}
}
