package goanalysis

import (
	"go/ast"
	exact "go/constant"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// cookieChosenElsewhere reports whether a G124 finding (an http.Cookie
// without Secure, HttpOnly and a Lax or Strict SameSite set to constants)
// is about a cookie whose attributes this code does not choose: one its
// function was given (a parameter: the caller built it), or a literal
// for which no G124 row holds: each field the rows name is set, from a
// value — a parameter, a field, a configuration — or a safe constant.
// gosec reports those because the value is not a constant true; the
// choice, and the finding if it is wrong, is where the value is made. A
// literal that omits a field, or sets it to one of its row's const-in
// constants (false, SameSiteNoneMode, SameSiteDefaultMode), is still
// reported.
func cookieChosenElsewhere(pass *analysis.Pass, pos token.Pos) bool {
	var file *ast.File
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			file = f
			break
		}
	}
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	for _, n := range path {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if rows := gosecRows(rowsOf(pass), "G124", pass.TypesInfo.TypeOf(n)); len(rows) > 0 {
				return cookieLitChosen(pass, n, rows)
			}
		case *ast.Field:
			// a parameter or receiver: the cookie is the caller's
			return true
		case *ast.FuncDecl:
			return n.Body != nil && pos < n.Body.Lbrace
		case *ast.BlockStmt, *ast.FuncLit:
			return false
		}
	}
	return false
}

// gosecRows are the rows that qualify a gosec rule's finding on a
// literal of typ (go_nethttp.yml's net/http.Cookie rows for G124).
func gosecRows(rows *flowRows, rule string, typ types.Type) []*models.Model {
	if p, ok := typ.(*types.Pointer); ok {
		typ = p.Elem()
	}
	n, ok := typ.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil
	}
	name := n.Obj().Pkg().Path() + "." + n.Obj().Name()
	var out []*models.Model
	for _, m := range rows.sinks {
		if m.GosecRule == rule && m.Type == name {
			out = append(out, m)
		}
	}
	return out
}

// cookieLitChosen says whether no row holds for the literal: each field the
// rows name is set, and set to a value that is not one of the row's unsafe
// constants (a value made elsewhere is chosen there).
func cookieLitChosen(pass *analysis.Pass, lit *ast.CompositeLit, rows []*models.Model) bool {
	for _, m := range rows {
		for _, field := range m.Methods {
			value := m.ConstDefault
			if v := litField(lit, field); v != nil {
				value = constText(pass.TypesInfo.Types[v].Value)
			}
			if value != "" && m.ArgHolds(value) {
				return false
			}
		}
	}
	return true
}

// constText is a constant's value as a row's const-in writes it (true,
// 2), or "" for a value that is not a constant.
func constText(v exact.Value) string {
	switch {
	case v == nil:
		return ""
	case v.Kind() == exact.Bool:
		return strconv.FormatBool(exact.BoolVal(v))
	case v.Kind() == exact.Int:
		return v.ExactString()
	}
	return ""
}
