package gosource

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"
)

// Drop is the judgement of a call whose error is dropped.
type Drop struct {
	// Call is the call as written: f.Write(), os.Remove().
	Call string
	// LosesData is true when the error says data was not written, sent or
	// stored, so dropping it loses data silently.
	LosesData bool
	// Why says, when LosesData is false, why: "not judged: …" when there
	// is no such call to judge, "not a bug: …" otherwise.
	Why string
}

// Dropped finds the call whose error is dropped at line of the file at
// path and says whether losing that error loses data. Whether a dropped
// error is a bug depends on what failed: a write, a flush, a commit or
// the Close of a file being written loses data silently — the caller
// carries on as if it had been saved — while closing a reader or printing
// to the terminal loses nothing; and cleanup on a path that already
// returns an error adds nothing by reporting its own.
func (f *Facts) Dropped(path string, line int) Drop {
	if !strings.HasSuffix(path, ".go") {
		return Drop{Why: "not judged: only Go is read for dropped errors"}
	}
	gf := f.files[path]
	if gf == nil {
		return Drop{Why: "not judged: the file is not in scope"}
	}
	fset, af, err := gf.parse()
	if err != nil {
		return Drop{Why: "not judged: the file does not parse"}
	}
	call, fn := droppedCall(fset, af, line)
	if call == nil {
		return Drop{Why: fmt.Sprintf("not judged: no call with a dropped result at line %d", line)}
	}
	name, recv := callName(call)
	what := describe(name, recv)
	imports := importPaths(af)
	switch {
	case onErrorPath(fn, call):
		return Drop{Call: what, Why: fmt.Sprintf("not a bug: %s is cleanup on a path that already returns an error", what)}
	case f.rows.write(imports[recv], name, false) && !f.rows.losesNothing(recv):
	case recv != "" && f.rows.closes(name) && f.rows.openedForWriting(fn, imports, recv):
	default:
		return Drop{Call: what, Why: fmt.Sprintf("not a bug: the error of %s loses no data; the unchecked-error rating stands", what)}
	}
	return Drop{Call: what, LosesData: true}
}

// droppedCall is the call at line whose results are thrown away: a call
// statement, deferred or not, or one assigned only to blanks; with the
// function that holds it.
func droppedCall(fset *token.FileSet, af *ast.File, line int) (*ast.CallExpr, *ast.FuncDecl) {
	var found *ast.CallExpr
	var in *ast.FuncDecl
	for _, d := range af.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil || fset.Position(fn.Pos()).Line > line || fset.Position(fn.End()).Line < line {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if found != nil || n == nil {
				return false
			}
			var c ast.Expr
			switch s := n.(type) {
			case *ast.ExprStmt:
				c = s.X
			case *ast.DeferStmt:
				c = s.Call
			case *ast.GoStmt:
				c = s.Call
			case *ast.AssignStmt:
				blank := true
				for _, l := range s.Lhs {
					if id, ok := l.(*ast.Ident); !ok || id.Name != "_" {
						blank = false
					}
				}
				if blank && len(s.Rhs) == 1 {
					c = s.Rhs[0]
				}
			}
			if call, ok := c.(*ast.CallExpr); ok && fset.Position(call.Pos()).Line == line {
				found, in = call, fn
				return false
			}
			return true
		})
	}
	return found, in
}

// onErrorPath reports whether call is a statement directly followed by a
// return of an error: cleanup after a failure (f.Close(); return
// fmt.Errorf(…), or inside if err != nil { f.Close(); return err }), where
// the failure is already reported and the cleanup's own error adds
// nothing. A bare `return err` elsewhere may return a nil err, so it does
// not count.
func onErrorPath(fn *ast.FuncDecl, call *ast.CallExpr) bool {
	errBlocks := map[*ast.BlockStmt]bool{}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		if is, ok := n.(*ast.IfStmt); ok {
			if c, ok := is.Cond.(*ast.BinaryExpr); ok && c.Op == token.NEQ {
				if id, ok := c.Y.(*ast.Ident); ok && id.Name == "nil" {
					errBlocks[is.Body] = true
				}
			}
		}
		return true
	})
	found := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		b, ok := n.(*ast.BlockStmt)
		if !ok || found {
			return !found
		}
		for i := 0; i+1 < len(b.List); i++ {
			if st := b.List[i]; st.Pos() > call.Pos() || call.End() > st.End() {
				continue
			}
			ret, ok := b.List[i+1].(*ast.ReturnStmt)
			if !ok || len(ret.Results) == 0 {
				continue
			}
			switch last := ret.Results[len(ret.Results)-1].(type) {
			case *ast.CallExpr:
				found = true
			case *ast.Ident:
				found = last.Name != "nil" && errBlocks[b]
			}
		}
		return !found
	})
	return found
}

// callName is the called function's or method's name and, for x.M(), x
// as written.
func callName(call *ast.CallExpr) (name, recv string) {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name, ""
	case *ast.SelectorExpr:
		return fn.Sel.Name, exprString(fn.X)
	}
	return "", ""
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		if s := exprString(x.X); s != "" {
			return s + "." + x.Sel.Name
		}
	}
	return ""
}

// openedForWriting reports whether, in fn, v was assigned the result of a
// call that opens something for writing (os.Create, os.OpenFile, …).
func (r *rows) openedForWriting(fn *ast.FuncDecl, imports map[string]string, v string) bool {
	return r.opened(fn, imports, v, true)
}

// opened is openedForWriting; with memory, an opener that wraps a buffer
// in memory does not count.
func (r *rows) opened(fn *ast.FuncDecl, imports map[string]string, v string, memory bool) bool {
	if fn == nil {
		return false
	}
	found := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found || len(as.Rhs) != 1 {
			return !found
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok {
			return true
		}
		if name, recv := callName(call); !r.write(imports[recv], name, true) || memory && r.intoMemory(fn, imports, call) {
			return true
		}
		for _, l := range as.Lhs {
			if exprString(l) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// intoMemory reports whether the opening call wraps a destination in
// memory: multipart.NewWriter(buf), gzip.NewWriter(&b),
// bufio.NewWriter(new(bytes.Buffer)). Closing such a writer flushes into
// a buffer, whose Write never fails, so its dropped error loses nothing.
// What is memory the lossless type rows say: a value of one of their
// classes (bytes.Buffer{}, new(strings.Builder)), one a summary row's call
// returns (bytes.NewBuffer(nil)), or a name their receiver-names match
// (buf, builder), unless the function opened it for writing itself (buf,
// _ := os.Create(p)).
func (r *rows) intoMemory(fn *ast.FuncDecl, imports map[string]string, opener *ast.CallExpr) bool {
	if len(opener.Args) == 0 {
		return false
	}
	dst := opener.Args[0]
	if u, ok := dst.(*ast.UnaryExpr); ok && u.Op == token.AND {
		dst = u.X
	}
	switch d := dst.(type) {
	case *ast.CompositeLit: // &bytes.Buffer{}
		return r.inMemory(qualifiedType(d.Type, imports))
	case *ast.CallExpr: // new(bytes.Buffer), bytes.NewBuffer(nil)
		if id, ok := d.Fun.(*ast.Ident); ok && id.Name == "new" && len(d.Args) == 1 {
			return r.inMemory(qualifiedType(d.Args[0], imports))
		}
		name, recv := callName(d)
		return recv != "" && r.returnsMemory(imports[recv], name)
	}
	v := exprString(dst)
	return v != "" && r.losesNothing(v) && !r.opened(fn, imports, v, false)
}

// qualifiedType is a type written pkg.Name as the rows name it, by the
// package's import path (bytes.Buffer, example.com/acme/buf.Ring); "" for
// any other type expression.
func qualifiedType(t ast.Expr, imports map[string]string) string {
	sel, ok := t.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	pkg := imports[exprString(sel.X)]
	if pkg == "" {
		return ""
	}
	return withoutMajor(pkg) + "." + sel.Sel.Name
}

func describe(name, recv string) string {
	if recv == "" {
		return name + "()"
	}
	return recv + "." + name + "()"
}
