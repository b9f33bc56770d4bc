package javascript

import (
	"bytes"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer reports the JavaScript and TypeScript rules, with the shipped
// models.
var Analyzer = newAnalyzer("javascript", builtinTables)

func newAnalyzer(name string, tabs func() *tables) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint analysis from request and page input to injection sinks, and insecure-configuration rules, for JavaScript and TypeScript",
		Langs: []syntax.Lang{syntax.JavaScript, syntax.TypeScript, syntax.TSX},
		Rules: allRules,
		Run:   func(pass *analysis.Pass) error { return run(pass, tabs()) },
	}
}

func run(pass *analysis.Pass, t *tables) error {
	c := newChecker(pass, t)
	if pass.Project != nil {
		c.proj = newProject(pass.Project, pass.Path)
	}
	root := pass.Tree.Root
	e := newEnv(nil)
	e.root = true
	c.hoist(root, e)
	c.block(root, e, &frame{})
	c.syntactic(root)
	c.flush()
	return nil
}

func newChecker(pass *analysis.Pass, t *tables) *checker {
	return &checker{
		models: t, pass: pass, tree: pass.Tree, reported: map[string]bool{}, memo: map[string]*val{},
		active: map[*syntax.Node]bool{}, analyzed: map[*syntax.Node]int{}, budget: 4000,
		pendingKeys: map[string]bool{}, minified: isMinified(pass.Tree.Src),
	}
}

// isMinified: long lines on average, the mark of a bundle.
func isMinified(src []byte) bool {
	if len(src) < 2048 {
		return false
	}
	lines := bytes.Count(src, []byte{'\n'}) + 1
	return len(src)/lines > 250
}
