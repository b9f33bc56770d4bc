package goanalysis

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// execCmdShellAnalyzer reports an exec.Cmd written as a struct literal
// whose program is a shell given -c and a script that is not a constant:
// exec.Cmd{Path: "/bin/sh", Args: []string{"sh", "-c", line}} runs line as
// exec.Command("sh", "-c", line) does (os/exec: "Path is the path of the
// command to run ... Args holds command line arguments, including the
// command as Args[0]"), but gosec's G204 looks only at the Command calls.
// The shells are those of go_stdlib.yml's exec.Command row.
var execCmdShellAnalyzer = &analysis.Analyzer{
	Name: "execcmdshell",
	Doc: "An exec.Cmd struct literal that runs a shell with -c and a script built from a value: the shell parses the " +
		"value, so quotes, ;, $( ) and | in it run other commands, as with exec.Command(\"sh\", \"-c\", line). Run the " +
		"program itself with its arguments as separate Args (exec.Command(\"convert\", in, out)), or pass values to a " +
		"constant script as positional parameters (Args: []string{\"sh\", \"-c\", `convert \"$1\" out.png`, \"sh\", in}).",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		shells := shellRow(rowsOf(pass))
		if shells == nil {
			return nil, nil
		}
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.CompositeLit)
				if !ok {
					return true
				}
				if sel, ok := lit.Type.(*ast.SelectorExpr); ok && imp.is(sel, "os/exec", "Cmd") {
					if script := shellScript(lit, shells); script != nil {
						pass.Reportf(script.Pos(), "exec.Cmd runs a shell with -c and a script that is not a constant")
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// shellRow is the model row of exec.Command whose condition names the
// shells.
func shellRow(rows *flowRows) *models.Model {
	for _, m := range rows.sinks {
		if m.Type == "os/exec" && m.MatchMethod("Command") && len(m.ConstIn) > 0 {
			return m
		}
	}
	return nil
}

// shellScript is the script argument of a Cmd literal that runs a shell
// with -c, when it is not a string constant; nil otherwise.
func shellScript(lit *ast.CompositeLit, shells *models.Model) ast.Expr {
	args, ok := litField(lit, "Args").(*ast.CompositeLit)
	if !ok || len(args.Elts) < 3 {
		return nil
	}
	prog, ok := stringConst(litField(lit, "Path"))
	if !ok {
		prog, ok = stringConst(args.Elts[0])
	}
	if !ok || !shells.ArgHolds(prog) {
		return nil
	}
	for i := 1; i+1 < len(args.Elts); i++ {
		flag, ok := stringConst(args.Elts[i])
		if !ok || !strings.HasPrefix(flag, "-") || strings.HasPrefix(flag, "--") || !strings.Contains(flag, "c") {
			continue
		}
		if _, constant := stringConst(args.Elts[i+1]); constant {
			return nil
		}
		return args.Elts[i+1]
	}
	return nil
}

// stringConst is the value of a string literal.
func stringConst(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}
