package goanalysis

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

var deferInLoopAnalyzer = &analysis.Analyzer{
	Name: "deferinloop",
	Doc: "defer inside a loop: a deferred call runs when the surrounding function returns, not at the end of the " +
		"iteration (the Go specification's \"Defer statements\"), so every file, lock or response body the loop opens " +
		"stays open until then, and a long loop runs out of descriptors or deadlocks on a second Lock. Close or " +
		"unlock at the end of the iteration, or move the body into a function whose defer runs each time.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				var body *ast.BlockStmt
				switch n := n.(type) {
				case *ast.ForStmt:
					body = n.Body
				case *ast.RangeStmt:
					body = n.Body
				default:
					return true
				}
				reportDefers(pass, body)
				return true
			})
		}
		return nil, nil
	},
}

// reportDefers reports the defer statements of a loop's body that run in
// the loop's function: not those of a function literal in it, and not those
// of an inner loop, which that loop reports.
func reportDefers(pass *analysis.Pass, body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.DeferStmt:
			pass.Reportf(n.Pos(), "defer in a loop runs when the function returns, not after each iteration")
		}
		return true
	})
}
