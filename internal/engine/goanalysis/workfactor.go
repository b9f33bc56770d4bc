package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

var workFactorAnalyzer = &analysis.Analyzer{
	Name: "weakworkfactor",
	Doc: "Password hashed with too low a work factor: the point of bcrypt, scrypt and PBKDF2 is to make each guess " +
		"expensive, and a cost of bcrypt.MinCost, a few thousand PBKDF2 iterations or a small scrypt N lets a stolen " +
		"hash be brute-forced quickly. Use bcrypt.DefaultCost (10) or more, PBKDF2 with at least 600,000 iterations " +
		"of SHA-256 (OWASP's password storage cheat sheet), or scrypt with N=32768 or argon2id.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				for _, m := range workFactors(rowsOf(pass)) {
					if m.Type != imp.pathOf(sel) || !m.MatchMethod(sel.Sel.Name) || m.ConstArg >= len(call.Args) ||
						slices.Contains(m.NotInPackages, f.Name.Name) {
						continue
					}
					arg := call.Args[m.ConstArg]
					if v, ok := intLiteral(arg); ok && v < m.ConstBelow {
						pass.Reportf(arg.Pos(), "work factor %d is below %d", v, m.ConstBelow)
					} else if c, ok := arg.(*ast.SelectorExpr); ok && imp.pathOf(c) == m.Type && slices.Contains(m.ConstIn, c.Sel.Name) {
						pass.Reportf(arg.Pos(), "%s is below the least work factor, %d: it is meant for tests", types.ExprString(c), m.ConstBelow)
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// workFactors are the model rows of password hashing calls whose work
// factor is an argument (go_stdlib.yml: bcrypt, PBKDF2, scrypt), with the
// least their documentation accepts (const-below), and the packages whose
// own construction calls one with a work factor it fixes
// (not-in-packages: scrypt's single PBKDF2 iteration).
func workFactors(rows *flowRows) []*models.Model {
	return slices.DeleteFunc(rows.alwaysRows("weak-password-hash"), func(m *models.Model) bool { return m.ConstBelow == 0 })
}

// intLiteral is the value of an integer literal, or of a product or shift
// of them (1 << 10, 4 * 1024).
func intLiteral(e ast.Expr) (int64, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if e.Kind != token.INT {
			return 0, false
		}
		v, err := strconv.ParseInt(e.Value, 0, 64)
		return v, err == nil
	case *ast.BinaryExpr:
		x, ok1 := intLiteral(e.X)
		y, ok2 := intLiteral(e.Y)
		if !ok1 || !ok2 || y < 0 || y > 62 {
			return 0, false
		}
		switch e.Op {
		case token.MUL:
			return x * y, true
		case token.SHL:
			return x << y, true
		}
	}
	return 0, false
}
