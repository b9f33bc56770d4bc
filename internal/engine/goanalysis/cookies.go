package goanalysis

import (
	"go/ast"
	exact "go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// cookieChosenElsewhere reports whether a G124 finding (an http.Cookie
// without Secure, HttpOnly and a Lax or Strict SameSite set to constants)
// is about a cookie whose attributes this code does not choose: one its
// function was given (a parameter: the caller built it), or a literal
// that sets each of the three from a value — a parameter, a field, a
// configuration — rather than leaving one out or writing an unsafe
// constant. gosec reports those because the value is not a constant true;
// the choice, and the finding if it is wrong, is where the value is made.
// A literal that omits one of the three, or sets it to false or to
// SameSiteNone or SameSiteDefaultMode, is still reported.
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
			if isHTTPCookie(pass.TypesInfo.TypeOf(n)) {
				return cookieLitChosen(pass, n)
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

func isHTTPCookie(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Cookie"
}

// cookieLitChosen says whether a cookie literal sets Secure, HttpOnly and
// SameSite each to a value that is not an unsafe constant.
func cookieLitChosen(pass *analysis.Pass, lit *ast.CompositeLit) bool {
	set := map[string]ast.Expr{}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				set[k.Name] = kv.Value
			}
		}
	}
	for _, field := range []string{"Secure", "HttpOnly", "SameSite"} {
		v, ok := set[field]
		if !ok {
			return false
		}
		tv, ok := pass.TypesInfo.Types[v]
		if !ok || tv.Value == nil {
			continue // a value made elsewhere
		}
		switch field {
		case "SameSite":
			if n, ok := exact.Int64Val(tv.Value); !ok || n != 2 && n != 3 { // http.SameSiteLaxMode, http.SameSiteStrictMode
				return false
			}
		default:
			if tv.Value.Kind() != exact.Bool || !exact.BoolVal(tv.Value) {
				return false
			}
		}
	}
	return true
}
