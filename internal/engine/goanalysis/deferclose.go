package goanalysis

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

var deferBeforeErrAnalyzer = &analysis.Analyzer{
	Name: "deferbeforeerr",
	Doc: "A deferred call on a result before its error is checked: when the call fails, the result is usually nil, " +
		"and the deferred f.Close() or resp.Body.Close() panics with a nil dereference as the function returns. Check " +
		"err first and defer the Close after it (f, err := os.Open(p); if err != nil { return err }; defer f.Close()).",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if b, ok := n.(*ast.BlockStmt); ok {
					checkDeferBeforeErr(pass, b.List)
				}
				if c, ok := n.(*ast.CaseClause); ok {
					checkDeferBeforeErr(pass, c.Body)
				}
				return true
			})
		}
		return nil, nil
	},
}

// checkDeferBeforeErr reports `x, err := call()` followed at once by a
// defer of a method of x (or of one of its fields: resp.Body.Close) while
// a later statement of the block still tests err.
func checkDeferBeforeErr(pass *analysis.Pass, list []ast.Stmt) {
	for i := 0; i+1 < len(list); i++ {
		as, ok := list[i].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			continue
		}
		if _, ok := as.Rhs[0].(*ast.CallExpr); !ok {
			continue
		}
		res, ok1 := as.Lhs[0].(*ast.Ident)
		errID, ok2 := as.Lhs[1].(*ast.Ident)
		if !ok1 || !ok2 || res.Name == "_" || errID.Name == "_" {
			continue
		}
		d, ok := list[i+1].(*ast.DeferStmt)
		if !ok {
			continue
		}
		sel, ok := d.Call.Fun.(*ast.SelectorExpr)
		if !ok || !rootedAt(sel.X, res.Name) {
			continue
		}
		for _, later := range list[i+2:] {
			if testsNotNil(later, errID.Name) {
				pass.Reportf(d.Pos(), "%s is deferred before %s is checked: it panics when the call failed", exprString(d.Call.Fun), errID.Name)
				break
			}
		}
	}
}

// rootedAt reports whether e is name or a field chain on it (resp.Body).
func rootedAt(e ast.Expr, name string) bool {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name == name
		case *ast.SelectorExpr:
			e = x.X
		default:
			return false
		}
	}
}

// testsNotNil reports whether s is an if statement whose condition
// compares name with nil.
func testsNotNil(s ast.Stmt, name string) bool {
	ifs, ok := s.(*ast.IfStmt)
	if !ok {
		return false
	}
	found := false
	ast.Inspect(ifs.Cond, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && (b.Op == token.NEQ || b.Op == token.EQL) &&
			(isIdent(b.X, name) && isIdent(b.Y, "nil") || isIdent(b.Y, name) && isIdent(b.X, "nil")) {
			found = true
		}
		return !found
	})
	return found
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	}
	return "the call"
}
