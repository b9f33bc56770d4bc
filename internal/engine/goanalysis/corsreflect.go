package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strconv"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"

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
var corsReflectAnalyzer = newCORSReflect(nil)

// newCORSReflect is the analyzer reading flowRows' rows (nil: its pass's,
// rowsOf).
func newCORSReflect(flowRows func() *flowRows) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name: "corsreflect",
		Doc: "Access-Control-Allow-Origin set to the request's Origin (or another request value) without checking it " +
			"against an allow-list: every site the user visits may then read this server's responses, with the user's " +
			"cookies when Access-Control-Allow-Credentials is true. Compare the origin with a fixed list of trusted " +
			"origins (or use a CORS middleware configured with them) before echoing it.",
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			rows := rowsOf(pass)
			if flowRows != nil {
				rows = flowRows()
			}
			setters := headerSetters(rows)
			eachFile(pass, func(f *ast.File, imp imports) {
				eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
					h := newHandlerFlow(rows, imp, typ)
					if h == nil || body == nil {
						return
					}
					conds := conditionText(body)
					h.walk(body, func(call *ast.CallExpr) {
						v := h.allowOriginValue(setters, call)
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
}

// headerSetters are the sink rows of kind cors-any-origin without always:
// calls that set a response header, whose const-arg names the header
// (Access-Control-Allow-Origin) and whose args the value (go_origins.yml:
// net/http's Header.Set, gin's c.Header, Fiber's c.Set).
func headerSetters(rows *flowRows) []*models.Model {
	var out []*models.Model
	for _, m := range rows.sinks {
		if !m.Always && slices.Contains(m.Sinks, "cors-any-origin") {
			out = append(out, m)
		}
	}
	return out
}

// allowOriginValue is the value a call sets the Access-Control-Allow-Origin
// header to, by a header setter row (a row without type names the method
// on any receiver), or nil. A setter takes the header's name and its
// value.
func (h *handlerFlow) allowOriginValue(setters []*models.Model, call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 2 {
		return nil
	}
	for _, m := range setters {
		if !m.MatchMethod(sel.Sel.Name) || m.Type != "" && m.Type != h.recvType(sel) || !constString(call.Args, m) {
			continue
		}
		for i, a := range call.Args {
			if i != m.ConstArg && m.ReadsArg(i) {
				return a
			}
		}
	}
	return nil
}

// constString reports whether the row's const-arg is a string literal its
// const-in holds.
func constString(args []ast.Expr, m *models.Model) bool {
	if m.ConstArg >= len(args) {
		return false
	}
	lit, ok := args[m.ConstArg].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	name, err := strconv.Unquote(lit.Value)
	return err == nil && m.ArgHolds(name)
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
