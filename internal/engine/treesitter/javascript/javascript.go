// Package javascript is the analysis of JavaScript and TypeScript (and
// their JSX): a taint analysis from HTTP requests and the browser's page
// to injection sinks, and syntactic rules for weak cryptography, insecure
// cookies and TLS settings.
//
// The taint analysis walks each function's statements in order, with
// a scope per function that closures see. A value is tainted when it
// comes from a request handler's request (Express, Koa, Fastify, Next.js
// API and App Router handlers, NestJS decorators) or from the page
// (location, document.cookie, postMessage data); it propagates through
// assignment, destructuring, templates, concatenation, string methods,
// collections and unknown calls, and through calls to functions of the
// same file, which are analyzed with their arguments' taint. Conditions
// and switches on constants are folded; sanitizers (numeric conversion,
// HTML escaping, path.basename, allow-list checks that return early)
// clean a value for the sinks they protect.
package javascript

import (
	"bytes"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Analyzer reports the JavaScript and TypeScript rules.
var Analyzer = &analysis.Analyzer{
	Name:  "javascript",
	Doc:   "taint analysis from request and page input to injection sinks, and insecure-configuration rules, for JavaScript and TypeScript",
	Langs: []syntax.Lang{syntax.JavaScript, syntax.TypeScript, syntax.TSX},
	Rules: allRules,
	Run:   run,
}

func run(pass *analysis.Pass) error {
	c := &checker{
		pass: pass, tree: pass.Tree, reported: map[string]bool{}, memo: map[string]*val{},
		active: map[*syntax.Node]bool{}, analyzed: map[*syntax.Node]int{}, budget: 4000,
		pendingKeys: map[string]bool{},
	}
	c.minified = isMinified(pass.Tree.Src)
	root := pass.Tree.Root
	e := newEnv(nil)
	e.root = true
	c.hoist(root, e)
	c.block(root, e, &frame{})
	c.syntactic(root)
	c.flush()
	return nil
}

// isMinified: long lines on average, the mark of a bundle.
func isMinified(src []byte) bool {
	if len(src) < 2048 {
		return false
	}
	lines := bytes.Count(src, []byte{'\n'}) + 1
	return len(src)/lines > 250
}
