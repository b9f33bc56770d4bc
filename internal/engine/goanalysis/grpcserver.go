package goanalysis

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

var grpcServerAnalyzer = &analysis.Analyzer{
	Name: "grpcserverplaintext",
	Doc: "gRPC server created without transport credentials: grpc.NewServer() with no grpc.Creds option serves " +
		"every call, its metadata and tokens in plain text. Pass grpc.Creds(credentials.NewTLS(tlsConfig)) (or " +
		"credentials.NewServerTLSFromFile), as gRPC-Go's authentication guide shows, unless a proxy or mesh in " +
		"front of it terminates TLS.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := rowsOf(pass).alwaysRows("cleartext-transmission")
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || call.Ellipsis.IsValid() {
					return true // opts... are chosen where the slice is built
				}
				for _, m := range rows {
					if len(m.Unless) > 0 && m.Type == imp.pathOf(sel) && m.MatchMethod(sel.Sel.Name) && !optionGiven(m, call, imp) {
						pass.Reportf(call.Pos(), "%s() without %s.%s serves in plain text", types.ExprString(sel), types.ExprString(sel.X),
							strings.Join(m.Unless, " or "))
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// optionGiven reports whether one of a call's arguments may be an option
// a row's unless names: a call of it (grpc.Creds(...)), or an option made
// elsewhere (a variable, a call of another package's function) that may
// be one. Only the package's other options (grpc.UnaryInterceptor(...))
// are known not to be.
func optionGiven(m *models.Model, call *ast.CallExpr, imp imports) bool {
	for _, a := range call.Args {
		c, ok := a.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := c.Fun.(*ast.SelectorExpr)
		if !ok || imp.pathOf(sel) != m.Type || slices.Contains(m.Unless, sel.Sel.Name) {
			return true
		}
	}
	return false
}
