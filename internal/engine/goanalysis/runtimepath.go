package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// runtimePath reports whether the file a call at pos opens (gosec's G304,
// reported at the call) is a name the program chose itself: a source
// file's name that the Go runtime gives about the program's own code (the
// file of runtime.Caller, of (*runtime.Func).FileLine or of a
// runtime.Frame), or a file under a temporary directory it made or was
// given (t.TempDir(), os.MkdirTemp, os.TempDir()) joined with constants:
// the calls, results and fields that the Go rows of source own-path name
// (go_own_paths.yml, and a user's). The runtime's names were compiled into the binary from the build
// machine's paths; nobody who uses the program chooses them, nor a test's
// temporary directory, so there is no inclusion to guard against (a panic
// handler that prints the source line of each frame, as gin's recovery
// does; a test reading back the file it wrote). The name may reach the call through the parameter of a
// helper only its package calls, when every call passes such a name; any
// other value, a constant included, leaves gosec's finding standing.
func (g *guards) runtimePath(files []*ast.File, pos token.Pos) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	lparen := callLparen(files, pos)
	if !lparen.IsValid() {
		return false
	}
	found := false
	for _, fn := range g.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, isCall := instr.(*ssa.Call)
				if !isCall || call.Pos() != lparen || len(call.Call.Args) == 0 {
					continue
				}
				if !g.runtimeFile(call.Call.Args[0], map[ssa.Value]bool{}) {
					return false
				}
				found = true
			}
		}
	}
	return found
}

// callLparen is the opening parenthesis of the call expression that
// starts at pos, where SSA places the call; NoPos when there is none.
func callLparen(files []*ast.File, pos token.Pos) token.Pos {
	for _, f := range files {
		if pos < f.Pos() || pos > f.End() {
			continue
		}
		var lparen token.Pos
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil || lparen.IsValid() || pos < n.Pos() || pos >= n.End() {
				return false
			}
			if c, ok := n.(*ast.CallExpr); ok && c.Pos() == pos {
				lparen = c.Lparen
			}
			return true
		})
		return lparen
	}
	return token.NoPos
}

// runtimeFile reports whether v is always a file name the program chose
// itself (see runtimePath); seen breaks the cycles of loops' φ nodes.
func (g *guards) runtimeFile(v ssa.Value, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Extract:
		return g.ownResult(v)
	case *ssa.Call:
		return g.ownCall(v, seen)
	case *ssa.Field:
		return g.ownField(v.X.Type(), v.Field) && g.ownResult(v.X)
	case *ssa.UnOp:
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			return false
		}
		ptr, ok := fa.X.Type().Underlying().(*types.Pointer)
		return ok && g.ownField(ptr.Elem(), fa.Field) && g.ownVar(fa.X)
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !g.runtimeFile(e, seen) {
				return false
			}
		}
		return len(v.Edges) > 0
	case *ssa.Parameter:
		return g.runtimeArgument(v, seen)
	}
	return false
}

// ownRow is the own-path row (a source row of kind own-path: go_own_paths.yml)
// of the function a call runs, or nil: matched by its package's path, or
// its receiver's type, and its name.
func (g *guards) ownRow(call *ssa.Call) *models.Model {
	fn := call.Call.StaticCallee()
	if fn == nil {
		return nil
	}
	typ := ""
	if recv := fn.Signature.Recv(); recv != nil {
		typ = namedPath(recv.Type())
	} else if obj := fn.Object(); obj != nil && obj.Pkg() != nil && fn.Parent() == nil {
		typ = obj.Pkg().Path()
	}
	return rowFor(g.own, typ, fn.Name(), false)
}

// namedPath is "path.Name" of a named type or a pointer to one, or "".
func namedPath(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// ownResult: v is the result of a call that a row with result names
// (runtime.Caller's file, the frame (*runtime.Frames).Next returned, not
// a runtime.Frame the program filled in itself, whose File is whatever
// it put there).
func (g *guards) ownResult(v ssa.Value) bool {
	x, ok := v.(*ssa.Extract)
	if !ok {
		return false
	}
	call, ok := x.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	m := g.ownRow(call)
	return m != nil && !m.Joins && m.Result == x.Index
}

// ownCall: a call of a row's function with one result (os.TempDir), or
// of a joins row's (filepath.Join) whose parts are each a constant or a
// name of the program's (t.TempDir() joined with "out.txt").
func (g *guards) ownCall(call *ssa.Call, seen map[ssa.Value]bool) bool {
	m := g.ownRow(call)
	if m == nil || m.Result >= 0 {
		return false
	}
	if !m.Joins {
		return true
	}
	if len(call.Call.Args) != 1 {
		return false
	}
	parts, ok := variadicArgs(call.Call.Args[0])
	if !ok {
		return false
	}
	named := false
	for _, p := range parts {
		if _, isConst := p.(*ssa.Const); isConst {
			continue
		}
		if !g.runtimeFile(p, seen) {
			return false
		}
		named = true
	}
	return named
}

// ownVar: the variable v (an Alloc, as for a frame a closure captures) is
// only ever assigned whole values that are the program's own (ownResult),
// none of its fields written.
func (g *guards) ownVar(v ssa.Value) bool {
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return false
	}
	stored := false
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != alloc || !g.ownResult(r.Val) {
				return false
			}
			stored = true
		case *ssa.FieldAddr:
			if fieldWritten(r) {
				return false
			}
		case *ssa.DebugRef, *ssa.UnOp:
		default:
			return false
		}
	}
	return stored
}

// fieldWritten: something stores through the field's address, or the
// address escapes to where a store may happen.
func fieldWritten(fa *ssa.FieldAddr) bool {
	for _, u := range *fa.Referrers() {
		switch u.(type) {
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return true
		}
	}
	return false
}

// ownField: field i of the struct type t is one a property row names
// (runtime.Frame's File).
func (g *guards) ownField(t types.Type, i int) bool {
	named, ok := t.(*types.Named)
	if !ok {
		return false
	}
	st, ok := named.Underlying().(*types.Struct)
	return ok && i < st.NumFields() && rowFor(g.own, namedPath(named), st.Field(i).Name(), true) != nil
}

// runtimeArgument: every call of p's function (one only its package
// calls, see guards.callers) passes a runtime file name as p; the calls
// of the package's tests, which hand it their fixtures, do not count, but
// the program must call it at least once.
func (g *guards) runtimeArgument(p *ssa.Parameter, seen map[ssa.Value]bool) bool {
	fn := p.Parent()
	idx := -1
	for i, q := range fn.Params {
		if q == p {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	program := 0
	for _, c := range g.callers()[fn] {
		if inTestFile(c) {
			continue // a test's fixture, not what the program passes
		}
		if idx >= len(c.Call.Args) || !g.runtimeFile(c.Call.Args[idx], seen) {
			return false
		}
		program++
	}
	return program > 0
}

// inTestFile: the call is in a _test.go file.
func inTestFile(c *ssa.Call) bool {
	fn := c.Parent()
	if fn == nil || fn.Prog == nil {
		return false
	}
	return strings.HasSuffix(fn.Prog.Fset.Position(c.Pos()).Filename, "_test.go")
}

// variadicArgs are the values a call's ... parameter was given, when the
// SSA builder made the slice from an array it filled (Join(dir, "f")) and
// nothing but the one call uses the slice: a slice variable the program
// passes as parts... may have been written through (parts[1] = name) or
// handed elsewhere after it was filled, and the array's stores no longer
// say what the call joins.
func variadicArgs(v ssa.Value) ([]ssa.Value, bool) {
	sl, ok := v.(*ssa.Slice)
	if !ok || !usedOnce(sl) {
		return nil, false
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok || arr.Referrers() == nil {
		return nil, false
	}
	var vals []ssa.Value
	for _, r := range *arr.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			if r == sl {
				continue
			}
			return nil, false
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				vals = append(vals, st.Val)
			}
		}
	}
	return vals, len(vals) > 0
}

// usedOnce: one instruction, the call, uses the value (debug references
// aside).
func usedOnce(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	n := 0
	for _, r := range *refs {
		if _, dbg := r.(*ssa.DebugRef); !dbg {
			n++
		}
	}
	return n == 1
}
