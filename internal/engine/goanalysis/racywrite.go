package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

var racyWriteAnalyzer = &analysis.Analyzer{
	Name: "racywrite",
	Doc: "Goroutines started in a loop append to a slice or write to a map that their enclosing function shares, " +
		"with no lock in the goroutine: append and map assignment are not safe for concurrent use (the Go memory model; a concurrent " +
		"map write makes the runtime abort with \"concurrent map writes\"), so elements are lost or the program " +
		"crashes. Guard the write with a sync.Mutex, send the values on a channel to one collector, or give each " +
		"goroutine its own index of a pre-sized slice.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil {
					checkGoroutineWrites(pass, fn)
				}
			}
		}
		return nil, nil
	},
}

// checkGoroutineWrites reports the unguarded appends and map writes of
// the goroutines a function starts on its own variables.
func checkGoroutineWrites(pass *analysis.Pass, fn *ast.FuncDecl) {
	maps := mapsMadeIn(fn)
	for _, g := range goroutinesInLoops(fn.Body) {
		lit, ok := g.Call.Fun.(*ast.FuncLit)
		if !ok || lit.Body == nil || locks(pass, lit.Body) {
			continue
		}
		local := declaredIn(lit)
		shared := func(e ast.Expr, wantMap bool) (string, bool) {
			id, ok := e.(*ast.Ident)
			if !ok {
				return "", false
			}
			return id.Name, !local[id.Name] && (!wantMap || maps[id.Name])
		}
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.IncDecStmt:
				if ix, ok := n.X.(*ast.IndexExpr); ok {
					if name, ok := shared(ix.X, true); ok {
						pass.Reportf(n.Pos(), "write to map %s, shared with the enclosing function, from a goroutine without a lock", name)
					}
				}
			case *ast.AssignStmt:
				reportSharedAssign(pass, n, shared)
			}
			return true
		})
	}
}

// reportSharedAssign reports shared = append(shared, v) and shared[k] = v
// on a map: an element of a slice per goroutine is not a race.
func reportSharedAssign(pass *analysis.Pass, as *ast.AssignStmt, shared func(ast.Expr, bool) (string, bool)) {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return
	}
	switch l := as.Lhs[0].(type) {
	case *ast.Ident:
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if name, isShared := shared(l, false); isShared && ok && as.Tok == token.ASSIGN && isIdent(call.Fun, "append") &&
			len(call.Args) > 0 && isIdent(call.Args[0], name) {
			pass.Reportf(as.Pos(), "append to %s, shared with the enclosing function, from a goroutine without a lock", name)
		}
	case *ast.IndexExpr:
		if name, ok := shared(l.X, true); ok {
			pass.Reportf(as.Pos(), "write to map %s, shared with the enclosing function, from a goroutine without a lock", name)
		}
	}
}

// goroutinesInLoops are the go statements inside a loop's body: only
// those run beside each other; one goroutine's writes race only with its
// parent, which usually waits for it.
func goroutinesInLoops(body *ast.BlockStmt) []*ast.GoStmt {
	var out []*ast.GoStmt
	seen := map[*ast.GoStmt]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		var loop *ast.BlockStmt
		switch n := n.(type) {
		case *ast.ForStmt:
			loop = n.Body
		case *ast.RangeStmt:
			loop = n.Body
		default:
			return true
		}
		ast.Inspect(loop, func(n ast.Node) bool {
			if g, ok := n.(*ast.GoStmt); ok && !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
			return true
		})
		return true
	})
	return out
}

// locks reports whether a body makes a call a sync row names (a lock
// taken, a sync.Map or atomic value written: go_sync.yml), or sends on a
// channel: then it coordinates, and its writes are not judged here.
func locks(pass *analysis.Pass, body *ast.BlockStmt) bool {
	syncs := rowsOf(pass).syncs
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && synchronizes(pass, syncs, sel) {
				found = true
			}
		case *ast.SendStmt:
			found = true
		}
		return !found
	})
	return found
}

// synchronizes reports whether the method sel calls is one a sync row
// names, on its type (the method's receiver, so a struct embedding a
// sync.Mutex is one). A call the type information does not type, or a
// method of a type the package declares itself (its own lock wrapper),
// matches by the rows' method names alone.
func synchronizes(pass *analysis.Pass, syncs []*models.Model, sel *ast.SelectorExpr) bool {
	name := sel.Sel.Name
	typ, own := "", true
	if pass.TypesInfo != nil {
		if fn, ok := pass.TypesInfo.Uses[sel.Sel].(*types.Func); ok {
			typ, own = receiverName(fn), fn.Pkg() == pass.Pkg
		}
	}
	return slices.ContainsFunc(syncs, func(m *models.Model) bool {
		return (m.Type == typ || own) && m.MatchMethod(name)
	})
}

// receiverName is the import path and name of the type whose method fn
// is (sync.Mutex for (*sync.Mutex).Lock), "" for a function.
func receiverName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path() + "." + n.Obj().Name()
	}
	return ""
}

// declaredIn are the names a function literal declares: its parameters
// and its own := and var declarations.
func declaredIn(lit *ast.FuncLit) map[string]bool {
	out := map[string]bool{}
	for _, p := range lit.Type.Params.List {
		for _, n := range p.Names {
			out[n.Name] = true
		}
	}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						out[id.Name] = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				out[id.Name] = true
			}
		}
		return true
	})
	return out
}

// mapsMadeIn are the names a function makes maps under: m :=
// map[K]V{}, m := make(map[K]V), var m map[K]V, and map parameters.
func mapsMadeIn(fn *ast.FuncDecl) map[string]bool {
	out := map[string]bool{}
	for _, p := range fn.Type.Params.List {
		if _, ok := p.Type.(*ast.MapType); ok {
			for _, n := range p.Names {
				out[n.Name] = true
			}
		}
	}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch d := n.(type) {
		case *ast.AssignStmt:
			for i, l := range d.Lhs {
				if id, ok := l.(*ast.Ident); ok && i < len(d.Rhs) && len(d.Lhs) == len(d.Rhs) && isMapExpr(d.Rhs[i]) {
					out[id.Name] = true
				}
			}
		case *ast.ValueSpec:
			_, typed := d.Type.(*ast.MapType)
			for i, id := range d.Names {
				if typed || i < len(d.Values) && isMapExpr(d.Values[i]) {
					out[id.Name] = true
				}
			}
		}
		return true
	})
	return out
}

func isMapExpr(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CompositeLit:
		_, ok := e.Type.(*ast.MapType)
		return ok
	case *ast.CallExpr:
		if isIdent(e.Fun, "make") && len(e.Args) > 0 {
			_, ok := e.Args[0].(*ast.MapType)
			return ok
		}
	}
	return false
}
