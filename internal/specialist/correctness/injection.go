package correctness

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/par"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// sqlMethods take SQL text as one of their first three arguments
// (database/sql, sqlx, gorm's Raw).
var sqlMethods = map[string]bool{
	"Query": true, "QueryContext": true, "QueryRow": true, "QueryRowContext": true,
	"Exec": true, "ExecContext": true, "Prepare": true, "PrepareContext": true,
	"Queryx": true, "QueryxContext": true, "QueryRowx": true, "QueryRowxContext": true,
	"Get": true, "GetContext": true, "Select": true, "SelectContext": true,
	"MustExec": true, "MustExecContext": true, "Raw": true,
}

// sqlText is what makes a string literal look like SQL: a statement's
// opening words, not a lone keyword ("select:" + key is a cache key).
var sqlText = regexp.MustCompile(`(?i)\b(select(\s+[\w*(]|\s*$)|insert\s+into|update\s+\w+\s+set|delete\s+from|replace\s+into|(create|drop|alter|truncate)\s+(table|index|view)|merge\s+into|upsert\s+into)`)

// shells run their -c argument as a command line.
var shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true,
	"/bin/sh": true, "/bin/bash": true, "/usr/bin/sh": true, "/usr/bin/bash": true, "/bin/zsh": true,
	"cmd": true, "cmd.exe": true, "powershell": true, "pwsh": true}

// BuiltCommands finds, in the Go and Python files in scope, SQL text built
// by concatenation or formatting that reaches a query method, and shell
// commands (sh -c, os.system, shell=True) built the same way. Each is a
// tip to security: whether it is an injection depends on where the value
// comes from, which is security's call. A file that does not parse is
// skipped; the compiler's error is the Go engine's to report.
//
// SQL tips point at the line where the text is built, shell tips at the
// exec.Command call: the lines gosec's G201/G202 and G204 report, so the
// findings merge in consolidation.
//
// The files are parsed on every core (a whole-repository review of
// golang.org/x/tools parses 1,600), and the tips come in the files' order.
func BuiltCommands(files []*scope.File) []bus.Tip {
	perFile := make([][]bus.Tip, len(files))
	par.Each(len(files), func(i int) bool {
		if f := files[i]; f.Content != nil && strings.HasSuffix(f.Path, ".go") {
			perFile[i] = builtInFile(f.Path, f.Content)
		}
		return true
	})
	return slices.Concat(perFile...)
}

func builtInFile(path string, src []byte) []bus.Tip {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	consts := fileConsts(file)
	tips := &builtTips{path: path}
	add := func(kind string, at token.Pos, sink string) {
		line := fset.Position(at).Line
		tips.add(kind, line, sink, lineText(src, line))
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
				if isBuilt(x, consts) && (!wantSQL || looksLikeSQL(x) || anyLooksLikeSQL(assigned, e)) {
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
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "exec" && (sel.Sel.Name == "Command" || sel.Sel.Name == "CommandContext") {
				if arg := shellArg(call, sel.Sel.Name == "CommandContext"); arg != nil && len(built(arg, false)) > 0 {
					add(specialist.TipShellBuilt, call.Pos(), "exec."+sel.Sel.Name)
				}
				return true
			}
			if !sqlMethods[sel.Sel.Name] {
				return true
			}
			for _, arg := range call.Args[:min(3, len(call.Args))] {
				for _, at := range built(arg, true) {
					add(specialist.TipSQLBuilt, at, sel.Sel.Name)
				}
			}
			return true
		})
	}
	return tips.out
}

// shellArg returns the command line of exec.Command("sh", "-c", line), or
// nil when the call does not run a shell.
func shellArg(call *ast.CallExpr, withContext bool) ast.Expr {
	args := call.Args
	if withContext && len(args) > 0 {
		args = args[1:]
	}
	if len(args) < 3 {
		return nil
	}
	name, ok1 := stringLit(args[0])
	flag, ok2 := stringLit(args[1])
	if !ok1 || !ok2 || !shells[name] || (flag != "-c" && flag != "/c" && flag != "-Command") {
		return nil
	}
	return args[2]
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
func isBuilt(e ast.Expr, consts map[string]bool) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return false
		}
		return slices.ContainsFunc(operands(e), func(x ast.Expr) bool { return !constant(x, consts) })
	case *ast.CallExpr:
		if !isSprintf(e) {
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

func isSprintf(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "fmt" && (sel.Sel.Name == "Sprintf" || sel.Sel.Name == "Sprint" || sel.Sel.Name == "Sprintln")
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

// builtTips collects one tip per kind and line about SQL or a shell command
// built from pieces, for Go and Python alike.
type builtTips struct {
	path string
	seen map[string]bool
	out  []bus.Tip
}

func (t *builtTips) add(kind string, line int, sink, code string) {
	key := fmt.Sprintf("%s:%d", kind, line)
	if t.seen[key] {
		return
	}
	if t.seen == nil {
		t.seen = map[string]bool{}
	}
	t.seen[key] = true
	what := "SQL built by concatenation or formatting"
	if kind == specialist.TipShellBuilt {
		what = "Shell command built by concatenation or formatting"
	}
	t.out = append(t.out, bus.Tip{From: Name, To: "security", Kind: kind, File: t.path, Lines: finding.Lines(line, line),
		Summary: fmt.Sprintf("%s at %s:%d reaches %s: where does the value come from?", what, t.path, line, sink),
		Code:    code})
}
