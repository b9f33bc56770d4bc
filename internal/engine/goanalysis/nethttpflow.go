package goanalysis

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// netHTTPFlowAnalyzer follows request data within one net/http handler,
// as requestFlowAnalyzer does, to a sink of one kind: "path" and "ssrf"
// only where the package does not type-check (elsewhere gosec's G703 and
// G704 taint analyses report them), "template" everywhere (gosec has no
// rule for a template parsed from request data).
func netHTTPFlowAnalyzer(kind, doc string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:             "nethttpflow" + kind,
		Doc:              doc,
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			if kind != "template" && !partiallyTyped(pass) {
				return nil, nil
			}
			eachFile(pass, func(f *ast.File, imp imports) {
				if !imp.has("net/http") {
					return
				}
				eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
					if body != nil {
						walkHandler(imp, typ, body, func(h *handlerFlow, call *ast.CallExpr) {
							if h.moreSink(call) == kind {
								pass.Reportf(call.Pos(), "%s", netHTTPMessages[kind])
							}
						})
					}
				})
			})
			return nil, nil
		},
	}
}

var (
	netHTTPPathAnalyzer = netHTTPFlowAnalyzer("path",
		"A file served or opened from a path taken from the request in a net/http handler: ../ in the value reads any "+
			"file the server can (http.ServeFile rejects .. only in r.URL.Path, not in the name it is given). Serve a "+
			"directory with http.FileServer(http.Dir(root)), or keep filepath.Base of the name and join it to the root.")
	netHTTPSSRFAnalyzer = netHTTPFlowAnalyzer("ssrf",
		"An outgoing request to a URL taken from the request in a net/http handler (server-side request forgery): the "+
			"client makes the server call internal services or the cloud metadata endpoint. Check the host against an "+
			"allow-list before requesting it.")
	netHTTPTemplateAnalyzer = netHTTPFlowAnalyzer("template",
		"A template parsed from request data (server-side template injection): the client writes the template, so it "+
			"can call any exported method of the data it is executed with and, with text/template, write any markup. "+
			"Parse templates from files or constants and pass request values as data.")
)

var netHTTPMessages = map[string]string{
	"path":     "file opened or served from a path taken from the request",
	"ssrf":     "outgoing request to a URL taken from the request",
	"template": "template parsed from request data",
}

// walkHandler calls sink for each call of a net/http handler's body, with
// what the handler has read from its request so far.
func walkHandler(imp imports, typ *ast.FuncType, body *ast.BlockStmt, sink func(*handlerFlow, *ast.CallExpr)) {
	w, r := handlerParams(imp, typ)
	if w == "" || r == "" {
		return
	}
	h := &handlerFlow{imp: imp, w: w, r: r, tainted: map[string]bool{}}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			h.assign(names, n.Values)
		case *ast.AssignStmt:
			h.assign(n.Lhs, n.Rhs)
		case *ast.CallExpr:
			sink(h, n)
		}
		return true
	})
}

// netHTTPFileReads are the standard library's calls that open or read the
// file at their first argument.
var netHTTPFileReads = map[string][]string{
	"os":        {"Open", "OpenFile", "ReadFile", "Create", "Remove", "RemoveAll", "ReadDir", "Stat"},
	"io/ioutil": {"ReadFile", "WriteFile", "ReadDir"},
}

// moreSink is the kind of sink beyond the response a call is, when
// request data reaches it: "path", "ssrf", "template" or "".
func (h *handlerFlow) moreSink(call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return ""
	}
	imp := h.imp
	path := imp.pathOf(sel)
	switch {
	case imp.is(sel, "net/http", "ServeFile") && len(call.Args) > 2 && h.fromRequest(call.Args[2]):
		return "path"
	case path != "" && contains(netHTTPFileReads[path], sel.Sel.Name) && h.fromRequest(call.Args[0]):
		return "path"
	case path == "net/http" && (sel.Sel.Name == "Get" || sel.Sel.Name == "Head" || sel.Sel.Name == "Post" || sel.Sel.Name == "PostForm") &&
		h.fromRequest(call.Args[0]):
		return "ssrf"
	case imp.is(sel, "net/http", "NewRequest") && len(call.Args) > 1 && h.fromRequest(call.Args[1]):
		return "ssrf"
	case imp.is(sel, "net/http", "NewRequestWithContext") && len(call.Args) > 2 && h.fromRequest(call.Args[2]):
		return "ssrf"
	case sel.Sel.Name == "Parse" && path == "" && len(call.Args) == 1 && parsesTemplate(sel.X, imp) && h.fromRequest(call.Args[0]):
		return "template"
	}
	return ""
}

// parsesTemplate reports whether x is a template: template.New(...),
// a chain on one, or a variable the file's templates are usually held in.
func parsesTemplate(x ast.Expr, imp imports) bool {
	for {
		switch e := x.(type) {
		case *ast.CallExpr:
			if sel, ok := e.Fun.(*ast.SelectorExpr); ok {
				if p := imp.pathOf(sel); p == "html/template" || p == "text/template" {
					return true
				}
				x = sel.X
				continue
			}
			return false
		case *ast.SelectorExpr:
			x = e.X
		case *ast.Ident:
			return (imp.has("html/template") || imp.has("text/template")) && (e.Name == "t" || e.Name == "tmpl" || e.Name == "tpl")
		default:
			return false
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
