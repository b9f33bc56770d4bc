package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
)

// raisedByHTTPInput lists the gosec rules whose weight depends on where the
// input comes from, and what they weigh when it comes from an HTTP request:
// an injection reachable by anyone who can send a request.
var raisedByHTTPInput = map[string]finding.Severity{
	"G201": finding.Blocker, // SQL built with fmt.Sprintf
	"G202": finding.Blocker, // SQL built by concatenation
	"G204": finding.Blocker, // subprocess launched with a variable
	"G701": finding.Blocker, // SQL injection (gosec's taint analysis)
	"G702": finding.Blocker, // command injection (gosec's taint analysis)
	"G107": finding.High,    // URL from input: server-side request forgery
	"G704": finding.High,    // SSRF (gosec's taint analysis)
	// The engine's own.
	"go/query-builder-sql-built": finding.Blocker,
	"go/exec-cmd-shell-script":   finding.Blocker,
}

// httpInputConfidence is the confidence of a raised diagnostic: gosec saw
// the dangerous construct and the same function reads the request.
const httpInputConfidence = 0.9

// readsHTTPRequest reports whether the top-level declaration around pos
// reads client input from a net/http.Request. It looks at the whole
// declaration, so a handler returned as a closure counts. It is a
// heuristic, not a data flow: the request read and the flagged call share a
// function, which is how handlers are written; a request passed to a helper
// is not followed.
func readsHTTPRequest(rows *flowRows, pkg *packages.Package, pos token.Pos) bool {
	if pkg == nil || pkg.TypesInfo == nil {
		return false
	}
	for _, f := range pkg.Syntax {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, decl := range f.Decls {
			if decl.Pos() <= pos && pos < decl.End() {
				return readsRequest(rows, pkg.TypesInfo, decl)
			}
		}
	}
	return false
}

func readsRequest(rows *flowRows, info *types.Info, root ast.Node) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if found {
			return false
		}
		if sel, ok := n.(*ast.SelectorExpr); ok && isRequestRead(rows, info, root, sel) {
			found = true
		}
		return !found
	})
	return found
}

// isRequestRead reports whether sel reads client input: a member of
// net/http.Request, an accessor of a web framework's request context
// (gin's c.Query, echo's c.QueryParam, fiber's c.Params…), or a
// framework's function of the request (chi.URLParam, mux.Vars): the Go
// model rows' remote sources (internal/engine/treesitter/models, go_*.yml).
// A request the function builds itself (http.NewRequest) is not the
// client's: a variable of a type row's request type is, unless local.
func isRequestRead(rows *flowRows, info *types.Info, root ast.Node, sel *ast.SelectorExpr) bool {
	name := sel.Sel.Name
	if pkg, typ := namedOf(info.TypeOf(sel.X)); rows.remote(frameworkKey(pkg, typ)) && remoteSource(rows, frameworkKey(pkg, typ), name) {
		return !builtLocally(info, root, sel.X)
	}
	if pkg := importedPath(info, sel.X); pkg != "" {
		return remoteSource(rows, frameworkKey(pkg, ""), name)
	}
	pkg, typ := namedOf(info.TypeOf(sel.X))
	if pkg == "" {
		// A framework that is not in the module cache is a fake package
		// to the type checker: its types are invalid, but the variable's
		// declared type still names it.
		pkg, typ = declaredType(info, root, sel.X)
	}
	return pkg != "" && remoteSource(rows, frameworkKey(pkg, typ), name)
}

// remoteSource reports whether a row says that name, on the type or the
// package typ ("path.Type", or "path" for a package's function), returns
// what the client sent.
func remoteSource(rows *flowRows, typ, name string) bool {
	return slices.ContainsFunc(rows.sources, func(m *models.Model) bool { return m.Type == typ && m.MatchMethod(name) })
}

// frameworkKey is "path.name" ("path" without a name) with the module's
// major version suffix ("/v5") dropped from path, so every version of a
// framework matches.
func frameworkKey(path, name string) string {
	if i := strings.LastIndex(path, "/v"); i > 0 {
		if _, err := strconv.Atoi(path[i+2:]); err == nil {
			path = path[:i]
		}
	}
	if name == "" {
		return path
	}
	return path + "." + name
}

// importedPath is the import path of the package x names, if x is a
// package name.
func importedPath(info *types.Info, x ast.Expr) string {
	id, ok := x.(*ast.Ident)
	if !ok {
		return ""
	}
	if pn, ok := info.Uses[id].(*types.PkgName); ok {
		return pn.Imported().Path()
	}
	return ""
}

// namedOf is the package path and name of t's named type (through a
// pointer); "" when t is not named.
func namedOf(t types.Type) (pkg, name string) {
	if t == nil {
		return "", ""
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return "", ""
	}
	return named.Obj().Pkg().Path(), named.Obj().Name()
}

// declaredType is the package path and type name a variable x was declared
// with in root (c in func(c *gin.Context)), read from the syntax.
func declaredType(info *types.Info, root ast.Node, x ast.Expr) (pkg, name string) {
	id, ok := x.(*ast.Ident)
	if !ok {
		return "", ""
	}
	obj := info.Uses[id]
	if obj == nil {
		return "", ""
	}
	ast.Inspect(root, func(n ast.Node) bool {
		if pkg != "" {
			return false
		}
		var names []*ast.Ident
		var typ ast.Expr
		switch n := n.(type) {
		case *ast.Field:
			names, typ = n.Names, n.Type
		case *ast.ValueSpec:
			names, typ = n.Names, n.Type
		default:
			return true
		}
		for _, nm := range names {
			if info.Defs[nm] == obj {
				if star, ok := typ.(*ast.StarExpr); ok {
					typ = star.X
				}
				if sel, ok := typ.(*ast.SelectorExpr); ok {
					if p := importedPath(info, sel.X); p != "" {
						pkg, name = p, sel.Sel.Name
					}
				}
				return false
			}
		}
		return true
	})
	return pkg, name
}

// builtLocally reports whether x is a local variable of a function in root
// that holds a request the code builds itself (http.NewRequest, a client's
// outgoing request): its URL and headers are the program's, not a
// client's. A parameter, a field, a package variable or a call's result may
// be an incoming request and is never local.
func builtLocally(info *types.Info, root ast.Node, x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	isParam := false
	ast.Inspect(root, func(n ast.Node) bool {
		ft, ok := n.(*ast.FuncType)
		if !ok || isParam {
			return !isParam
		}
		for _, fl := range []*ast.FieldList{ft.Params, ft.Results} {
			if fl == nil {
				continue
			}
			for _, f := range fl.List {
				for _, name := range f.Names {
					if info.Defs[name] == v {
						isParam = true
					}
				}
			}
		}
		return true
	})
	return !isParam
}
