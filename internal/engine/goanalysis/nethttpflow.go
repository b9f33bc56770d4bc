package goanalysis

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// netHTTPFlowAnalyzer follows request data within one handler, as
// requestFlowAnalyzer does, to a package's function or a value's method
// that a model row makes a sink of one kind (go_nethttp.yml, go_stdlib.yml,
// go_templates.yml): "path" and "ssrf"
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
			eachHandlerCall(pass, func(h *handlerFlow, call *ast.CallExpr) {
				if !h.onRequest(call) && h.sink(call, netHTTPSinks[kind]) != "" {
					pass.Reportf(call.Pos(), "%s", netHTTPMessages[kind])
				}
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

// netHTTPSinks are the model rows' sink kinds each check reports.
var netHTTPSinks = map[string]string{"path": "path-traversal", "ssrf": "ssrf", "template": "template-injection"}

var netHTTPMessages = map[string]string{
	"path":     "file opened or served from a path taken from the request",
	"ssrf":     "outgoing request to a URL taken from the request",
	"template": "template parsed from request data",
}
