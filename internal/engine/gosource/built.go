package gosource

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// sqlText is what makes a string literal look like SQL: a statement's
// opening words, not a lone keyword ("select:" + key is a cache key).
var sqlText = regexp.MustCompile(`(?i)\b(select(\s+[\w*(]|\s*$)|insert\s+into|update\s+\w+\s+set|delete\s+from|replace\s+into|(create|drop|alter|truncate)\s+(table|index|view)|merge\s+into|upsert\s+into)`)

// Kind is what built text is: SQL or a shell command line.
type Kind string

const (
	SQL   Kind = "sql"
	Shell Kind = "shell"
)

// Built is SQL text built by concatenation or formatting that reaches a
// query, or a shell command line (sh -c) built the same way. Whether it
// is an injection depends on where the values come from: see Origin.
//
// SQL is reported at the line where the text is built, a shell command
// at the exec.Command call: the lines gosec's G201/G202 and G204 report,
// so that findings made from them merge in consolidation.
type Built struct {
	Kind Kind
	File string
	Line int
	// Sink is the call the text reaches, as written: Query, exec.Command.
	Sink string
	// Code is the source line.
	Code string
}

// builtIn finds the built text in one file. A file that does not parse
// is skipped; the compiler's error is the Go engine's to report.
func (r *rows) builtIn(path string, src []byte) []Built {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	consts := fileConsts(file)
	imports := importPaths(file)
	var out []Built
	seen := map[Built]bool{}
	add := func(kind Kind, at token.Pos, sink string) {
		key := Built{Kind: kind, Line: fset.Position(at).Line}
		if !seen[key] {
			seen[key] = true
			out = append(out, Built{Kind: kind, File: path, Line: key.Line, Sink: sink, Code: lineText(src, key.Line)})
		}
	}
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		assigned := assignments(fn)
		// built reports where e, or the variable e names, is text built from
		// a value that is not a constant, and whether it looks like SQL.
		built := func(e ast.Expr, wantSQL bool) []token.Pos {
			var exprs []ast.Expr
			if id, ok := ast.Unparen(e).(*ast.Ident); ok {
				exprs = assigned[id.Name]
			} else {
				exprs = []ast.Expr{e}
			}
			var at []token.Pos
			for _, x := range exprs {
				if r.isBuilt(x, imports, consts) && (!wantSQL || looksLikeSQL(x) || anyLooksLikeSQL(assigned, e)) {
					at = append(at, x.Pos())
				}
			}
			return at
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, pkgPath := packageOf(sel.X, imports)
			if m := r.sink("command-injection", pkgPath, sel.Sel.Name); m != nil && pkgPath != "" {
				if arg := shellArg(m, call); arg != nil && len(built(arg, false)) > 0 {
					add(Shell, call.Pos(), pkg+"."+sel.Sel.Name)
				}
				return true
			}
			m := r.sink("sql-injection", pkgPath, sel.Sel.Name)
			if m == nil {
				return true
			}
			for i, arg := range call.Args {
				if !m.ReadsArg(i) {
					continue
				}
				for _, at := range built(arg, true) {
					add(SQL, at, sel.Sel.Name)
				}
			}
			return true
		})
	}
	return out
}

// shellArg returns the command line of a call that runs a shell, as the
// command-injection row m says: exec.Command("sh", "-c", line) runs line
// when its program (the row's const-arg) is a shell (const-in) and the
// argument after it is the shell's flag for a command line (shell-flags);
// nil when the call does not run one.
func shellArg(m *models.Model, call *ast.CallExpr) ast.Expr {
	if len(m.Args) != 1 || m.Args[0] >= len(call.Args) || m.ConstArg+1 >= len(call.Args) {
		return nil
	}
	name, ok1 := stringLit(call.Args[m.ConstArg])
	flag, ok2 := stringLit(call.Args[m.ConstArg+1])
	if !ok1 || !ok2 || !constIn(m, name) || !slices.Contains(m.ShellFlags, flag) {
		return nil
	}
	return call.Args[m.Args[0]]
}

// importPaths maps the names a file imports packages under to their
// paths.
func importPaths(file *ast.File) map[string]string {
	out := map[string]string{}
	for _, imp := range file.Imports {
		p := strings.Trim(imp.Path.Value, `"`)
		name := importName(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		out[name] = p
	}
	return out
}

// packageOf returns, when x names an imported package, its name and
// import path.
func packageOf(x ast.Expr, imports map[string]string) (name, path string) {
	if id, ok := x.(*ast.Ident); ok {
		return id.Name, imports[id.Name]
	}
	return "", ""
}

// assignments maps each name assigned in fn to the values it is given:
// `x := v`, `x = v`, `var x = v`, and the right side of `x += v`, which
// adds to x's text.
func assignments(fn *ast.FuncDecl) map[string][]ast.Expr {
	out := map[string][]ast.Expr{}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || len(n.Rhs) != len(n.Lhs) {
					continue
				}
				if n.Tok == token.ADD_ASSIGN {
					// q += name builds q from name, here: an empty literal
					// stands for what q held before, judged at its own
					// assignment.
					before := &ast.BasicLit{ValuePos: n.Pos(), Kind: token.STRING, Value: `""`}
					out[id.Name] = append(out[id.Name], &ast.BinaryExpr{X: before, Op: token.ADD, OpPos: n.TokPos, Y: n.Rhs[i]})
					continue
				}
				out[id.Name] = append(out[id.Name], n.Rhs[i])
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if i < len(n.Values) {
					out[id.Name] = append(out[id.Name], n.Values[i])
				}
			}
		}
		return true
	})
	return out
}

// isBuilt reports whether e is text built from a value that is not a
// constant: a concatenation with a non-constant operand, or fmt.Sprintf
// (Sprint, Sprintln) with one.
func (r *rows) isBuilt(e ast.Expr, imports map[string]string, consts map[string]bool) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return false
		}
		return slices.ContainsFunc(operands(e), func(x ast.Expr) bool { return !constant(x, consts) })
	case *ast.CallExpr:
		if !r.formats(e, imports) {
			return false
		}
		return slices.ContainsFunc(e.Args, func(x ast.Expr) bool { return !constant(x, consts) })
	}
	return false
}

// looksLikeSQL reports whether a string literal in e reads as SQL.
func looksLikeSQL(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if s, ok := stringLit(nodeExpr(n)); ok && sqlText.MatchString(s) {
			found = true
		}
		return !found
	})
	return found
}

// anyLooksLikeSQL covers `q := "SELECT …"; q += name`: the text is SQL
// when any value the variable is given reads as SQL.
func anyLooksLikeSQL(assigned map[string][]ast.Expr, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && slices.ContainsFunc(assigned[id.Name], looksLikeSQL)
}

func nodeExpr(n ast.Node) ast.Expr {
	e, _ := n.(ast.Expr)
	return e
}

func operands(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return append(operands(b.X), operands(b.Y)...)
	}
	return []ast.Expr{e}
}

// formats reports whether c builds text from its arguments: a summary
// row's call whose arguments flow into its result (fmt.Sprintf).
func (r *rows) formats(c *ast.CallExpr, imports map[string]string) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	_, pkgPath := packageOf(sel.X, imports)
	return pkgPath != "" && r.builds(pkgPath, sel.Sel.Name)
}

// constant reports whether e is a literal or a constant declared in the
// file; anything else might carry input.
func constant(e ast.Expr, consts map[string]bool) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return true
	case *ast.Ident:
		return consts[e.Name]
	case *ast.BinaryExpr:
		return constant(e.X, consts) && constant(e.Y, consts)
	}
	return false
}

func fileConsts(f *ast.File) map[string]bool {
	out := map[string]bool{"true": true, "false": true, "nil": true}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			for _, id := range s.(*ast.ValueSpec).Names {
				out[id.Name] = true
			}
		}
	}
	return out
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

func lineText(src []byte, n int) string {
	for i, l := range strings.Split(string(src), "\n") {
		if i+1 == n {
			return l
		}
	}
	return ""
}
