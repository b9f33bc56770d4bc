package correctness

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// RuleDroppedWriteError is the rule of a dropped error judged to lose data.
const RuleDroppedWriteError = "teamreview/dropped-write-error"

var _ specialist.TipHandler = Reviewer{}

// droppedWrites judges each unchecked error gosec reports (G104, routed to
// correctness): the ones that lose data become a Medium finding of their
// own, which consolidation merges with gosec's Low report of the same line.
func droppedWrites(pass *specialist.Pass) []finding.Finding {
	var out []finding.Finding
	files := parsedFiles{}
	for _, d := range pass.Diagnostics {
		if d.Rule != "gosec/G104" {
			continue
		}
		if f, _ := judgeDroppedError(pass, files, bus.Tip{From: Name, To: Name, Kind: specialist.TipErrorDropped, File: d.File, Lines: d.Lines, Code: d.Code}); f != nil {
			out = append(out, *f)
		}
	}
	return out
}

// HandleTips judges the tips correctness understands: an error dropped,
// from any teammate (a model reviewer's tip, for one). Whether a dropped
// error is a bug depends on what failed: a write, a flush, a commit or the Close
// of a file being written loses data silently — the caller carries on as
// if it had been saved — while closing a reader or printing to the
// terminal loses nothing. Every tip gets a reply in the record.
func (Reviewer) HandleTips(ctx context.Context, pass *specialist.Pass, tips []bus.Tip) ([]finding.Finding, error) {
	var out []finding.Finding
	files := parsedFiles{}
	for _, t := range tips {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if t.Kind != specialist.TipErrorDropped {
			pass.Reply(Name, t, "not judged: correctness does not know tips of kind "+t.Kind)
			continue
		}
		f, why := judgeDroppedError(pass, files, t)
		if f != nil {
			out = append(out, *f)
		}
		pass.Reply(Name, t, why)
	}
	return out, nil
}

// losesData are the calls whose error says data was not written, sent or
// stored: dropping it is a silent data loss.
var losesData = map[string]bool{
	"Write": true, "WriteString": true, "WriteAt": true, "WriteTo": true, "WriteFile": true, "WriteAll": true,
	"Flush": true, "Sync": true, "Commit": true, "Exec": true, "ExecContext": true, "Encode": true,
	"Copy": true, "CopyN": true, "Rename": true, "Remove": true, "RemoveAll": true, "Truncate": true,
	"Mkdir": true, "MkdirAll": true, "Chmod": true, "Symlink": true, "Link": true, "Send": true, "Save": true,
}

// opensForWriting are the calls whose result, closed without checking, may
// lose the last buffered writes.
var opensForWriting = map[string]bool{"Create": true, "OpenFile": true, "CreateTemp": true, "NewWriter": true}

// parsedFiles holds the files judgeDroppedError has parsed, by path: a
// file often drops many errors (golang.org/x/tools reports hundreds), and
// parsing it again for each was most of a large review's correctness pass.
type parsedFiles map[string]parsedFile

type parsedFile struct {
	fset *token.FileSet
	f    *ast.File
	err  error
}

func (pf parsedFiles) parse(path string, content []byte) (*token.FileSet, *ast.File, error) {
	p, ok := pf[path]
	if !ok {
		p.fset = token.NewFileSet()
		p.f, p.err = parser.ParseFile(p.fset, path, content, parser.SkipObjectResolution)
		pf[path] = p
	}
	return p.fset, p.f, p.err
}

// judgeDroppedError finds the call whose error is dropped at the tip's
// line and says whether losing that error loses data.
func judgeDroppedError(pass *specialist.Pass, files parsedFiles, t bus.Tip) (*finding.Finding, string) {
	file := pass.File(t.File)
	if file == nil || file.Content == nil {
		return nil, "not judged: the file is not in scope"
	}
	if !strings.HasSuffix(t.File, ".go") {
		return nil, "not judged: only Go is read for dropped errors"
	}
	fset, af, err := files.parse(t.File, file.Content)
	if err != nil {
		return nil, "not judged: the file does not parse"
	}
	call, fn := droppedCall(fset, af, t.Lines.Start)
	if call == nil {
		return nil, fmt.Sprintf("not judged: no call with a dropped result at line %d", t.Lines.Start)
	}
	name, recv := callName(call)
	switch {
	case onErrorPath(fn, call):
		return nil, fmt.Sprintf("not a bug: %s is cleanup on a path that already returns an error", describe(name, recv))
	case losesData[name] && !harmlessWriter(recv):
	case name == "Close" && recv != "" && openedForWriting(fn, recv):
	default:
		return nil, fmt.Sprintf("not a bug: the error of %s loses no data; the unchecked-error rating stands", describe(name, recv))
	}
	what := describe(name, recv)
	f := &finding.Finding{
		Severity: finding.Medium, Confidence: 0.75, File: t.File, Lines: t.Lines,
		Title: fmt.Sprintf("Error of %s dropped: a failed write goes unnoticed", what),
		Recommendation: fmt.Sprintf("If %s fails the data was not written, yet the code carries on as if it were. "+
			"Check the error and return it (for a deferred Close of a file being written, close it explicitly and return its error).", what),
		Rule: RuleDroppedWriteError, Fingerprint: finding.Fingerprint(RuleDroppedWriteError, t.Code),
		CWE: []string{"CWE-252"},
	}
	if t.From != "" && t.From != Name {
		f.CrossDomain = &finding.CrossDomain{From: t.From}
	}
	if !specialist.Ships(t.File) {
		f.Severity = finding.Low
		f.Recommendation = "In test or example code, so rated Low. " + f.Recommendation
	}
	return f, fmt.Sprintf("a bug: the error of %s is dropped, so a failed write goes unnoticed; rated %s", what, f.Severity)
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

// harmlessWriter: writing to the terminal or to memory cannot fail in a way
// that loses the program's data, and a failed write to an HTTP response
// (w, by Go's convention) means the client has gone.
func harmlessWriter(recv string) bool {
	switch recv {
	case "os.Stdout", "os.Stderr", "fmt", "w", "rw":
		return true
	}
	l := strings.ToLower(recv)
	return strings.Contains(l, "buf") || strings.Contains(l, "builder") || l == "b" || l == "sb" || l == "h" || strings.Contains(l, "hash")
}

// openedForWriting reports whether, in fn, v was assigned the result of a
// call that opens something for writing (os.Create, os.OpenFile, …).
func openedForWriting(fn *ast.FuncDecl, v string) bool {
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
		if name, _ := callName(call); !opensForWriting[name] {
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

func describe(name, recv string) string {
	if recv == "" {
		return name + "()"
	}
	return recv + "." + name + "()"
}
