package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// corsReflectAnalyzer reports a handler that answers with the request's
// own Origin (or any request value) as Access-Control-Allow-Origin without
// checking it: w.Header().Set, gin's c.Header, Echo's
// c.Response().Header().Set, Fiber's c.Set. The Fetch standard lets the
// page of that origin read the response; echoing every origin is "*" that
// also works with credentials. A handler that compares the value with
// something first (if allowed[origin], switch origin, slices.Contains) is
// an allow-list and is not reported.
var corsReflectAnalyzer = &analysis.Analyzer{
	Name: "corsreflect",
	Doc: "Access-Control-Allow-Origin set to the request's Origin (or another request value) without checking it " +
		"against an allow-list: every site the user visits may then read this server's responses, with the user's " +
		"cookies when Access-Control-Allow-Credentials is true. Compare the origin with a fixed list of trusted " +
		"origins (or use a CORS middleware configured with them) before echoing it.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := builtinFlowRows()
		eachFile(pass, func(f *ast.File, imp imports) {
			eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
				h := newHandlerFlow(rows, imp, typ)
				if h == nil || body == nil {
					return
				}
				conds := conditionText(body)
				h.walk(body, func(call *ast.CallExpr) {
					v := allowOriginValue(call)
					if v == nil || !h.reaches(v, "cors-origin") || checked(v, conds) {
						return
					}
					pass.Reportf(call.Pos(), "Access-Control-Allow-Origin echoes the request's value without an allow-list check")
				})
			})
		})
		return nil, nil
	},
}

// allowOriginValue is the value a call sets the Access-Control-Allow-Origin
// header to (Set, Add, gin's Header, Fiber's Set/Append), or nil.
func allowOriginValue(call *ast.CallExpr) ast.Expr {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) != 2 {
		return nil
	}
	switch sel.Sel.Name {
	case "Set", "Add", "Header", "Append", "SetHeader", "AddHeader":
	default:
		return nil
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	if name, err := strconv.Unquote(lit.Value); err != nil || !strings.EqualFold(name, "Access-Control-Allow-Origin") {
		return nil
	}
	return call.Args[1]
}

// conditionText is the text of the conditions of the body's if and switch
// statements (and of its function literals'): where a handler checks a
// value.
func conditionText(body *ast.BlockStmt) []string {
	var out []string
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			out = append(out, types.ExprString(n.Cond))
		case *ast.SwitchStmt:
			if n.Tag != nil {
				out = append(out, types.ExprString(n.Tag))
			}
			for _, c := range n.Body.List {
				for _, e := range c.(*ast.CaseClause).List {
					out = append(out, types.ExprString(e))
				}
			}
		}
		return true
	})
	return out
}

// checked reports whether a condition of the handler names the value (the
// variable holding the origin, or the call reading it).
func checked(v ast.Expr, conds []string) bool {
	name := regexp.MustCompile(`(^|[^\w.])` + regexp.QuoteMeta(types.ExprString(v)) + `($|\W)`)
	for _, c := range conds {
		if name.MatchString(c) {
			return true
		}
	}
	return false
}
