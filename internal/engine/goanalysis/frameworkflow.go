package goanalysis

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// frameworkFlowAnalyzer follows request data within one handler of gin,
// Echo or Fiber to the page it writes, the location it redirects to and
// the file it sends: the calls on the handler's context (c.Data,
// c.Writer.Write, c.Redirect, c.File), which the frameworks' model rows
// (go_gin.yml, go_echo.yml, go_fiber.yml) name. gosec's taint analysis
// knows net/http's writers, not these frameworks', and cannot run where
// the framework is not in the module cache; this check reads syntax only.
func frameworkFlowAnalyzer(kind, doc string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:             "frameworkflow" + kind,
		Doc:              doc,
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			eachHandlerCall(pass, func(h *handlerFlow, call *ast.CallExpr) {
				if h.onRequest(call) && h.sink(call, frameworkSinks[kind]) != "" {
					pass.Reportf(call.Pos(), "%s", frameworkMessages[kind])
				}
			})
			return nil, nil
		},
	}
}

var (
	frameworkXSSAnalyzer = frameworkFlowAnalyzer("xss",
		"Request data written into an HTML response by a gin, Echo or Fiber handler (c.Data with text/html, c.HTML, "+
			"c.Writer.WriteString): the client's text becomes markup and script in the page. Render with the framework's "+
			"HTML templates (html/template escapes each value) or escape it with html.EscapeString first.")
	frameworkRedirectAnalyzer = frameworkFlowAnalyzer("redirect",
		"Redirect to a location taken from the request in a gin, Echo or Fiber handler (an open redirect: a link to this "+
			"site sends the user to any other). Redirect only to paths of this site (check that the value starts with a "+
			"single / and not //) or to hosts on an allow-list.")
	frameworkPathAnalyzer = frameworkFlowAnalyzer("path",
		"File sent from a path taken from the request in a gin, Echo or Fiber handler (c.File, c.Attachment, "+
			"c.SendFile): ../ in the value reads any file the server can. Serve a fixed directory with the framework's "+
			"Static handler, or keep filepath.Base of the name and join it to that directory.")
)

// frameworkSinks are the model rows' sink kinds each check reports.
var frameworkSinks = map[string]string{"xss": "xss", "redirect": "open-redirect", "path": "path-traversal"}

var frameworkMessages = map[string]string{
	"xss":      "request data written into an HTML response without escaping",
	"redirect": "redirect to a location taken from the request",
	"path":     "file sent from a path taken from the request",
}
