package goanalysis

import (
	"go/ast"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// workFactors are the password hashing functions of golang.org/x/crypto
// whose cost is an argument, which argument, and the least cost their
// documentation and OWASP's password storage guidance accept: bcrypt's
// DefaultCost is 10 (MinCost, 4, exists for tests), PBKDF2 needs tens of
// thousands of iterations or more (OWASP: 600,000 with SHA-256), and
// scrypt's documentation recommends N=32768 for interactive logins.
var workFactors = []struct {
	path, fn string
	arg      int
	least    int64
}{
	{"golang.org/x/crypto/bcrypt", "GenerateFromPassword", 1, 10},
	{"golang.org/x/crypto/pbkdf2", "Key", 2, 10000},
	{"crypto/pbkdf2", "Key", 3, 10000},
	{"golang.org/x/crypto/scrypt", "Key", 2, 16384},
}

var workFactorAnalyzer = &analysis.Analyzer{
	Name: "weakworkfactor",
	Doc: "Password hashed with too low a work factor: the point of bcrypt, scrypt and PBKDF2 is to make each guess " +
		"expensive, and a cost of bcrypt.MinCost, a few thousand PBKDF2 iterations or a small scrypt N lets a stolen " +
		"hash be brute-forced quickly. Use bcrypt.DefaultCost (10) or more, PBKDF2 with at least 600,000 iterations " +
		"of SHA-256 (OWASP's password storage cheat sheet), or scrypt with N=32768 or argon2id.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		eachFile(pass, func(f *ast.File, imp imports) {
			if f.Name.Name == "scrypt" {
				return // scrypt's construction wraps its memory-hard mix in one PBKDF2 iteration
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				for _, w := range workFactors {
					if !imp.call(call, w.path, w.fn) || w.arg >= len(call.Args) {
						continue
					}
					arg := call.Args[w.arg]
					if v, ok := intLiteral(arg); ok && v < w.least {
						pass.Reportf(arg.Pos(), "work factor %d is below %d", v, w.least)
					} else if sel, ok := arg.(*ast.SelectorExpr); ok && imp.is(sel, "golang.org/x/crypto/bcrypt", "MinCost") {
						pass.Reportf(arg.Pos(), "bcrypt.MinCost (4) is meant for tests")
					}
				}
				return true
			})
		})
		return nil, nil
	},
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
