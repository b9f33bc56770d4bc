package goanalysis

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// webFramework is what one web framework's handlers read and write: the
// type of their context parameter, the context's methods that return what
// the client sent, and the methods that write a page, redirect or send a
// file, with the argument each reads.
type webFramework struct {
	path, ctxType string
	reads         map[string]bool
	// sinks maps a context method to its sink kind and argument index.
	sinks map[string]frameworkSink
}

type frameworkSink struct {
	kind string // "xss", "redirect" or "path"
	arg  int
	// htmlType is the argument that must be an HTML content type for the
	// call to write a page (gin's c.Data(200, "text/html", body)), or -1.
	htmlType int
}

// webFrameworks are gin, Echo and Fiber, from their documentation: gin's
// Context (c.Query, c.Param, c.Data, c.Redirect, c.File), Echo's Context
// (c.QueryParam, c.HTML, c.Redirect, c.File, c.Attachment) and Fiber's
// Ctx (c.Query, c.Params, c.Redirect, c.SendFile, c.Download).
var webFrameworks = []webFramework{
	{
		path: "github.com/gin-gonic/gin", ctxType: "Context",
		reads: setOf("Query", "DefaultQuery", "GetQuery", "QueryArray", "QueryMap", "Param", "PostForm", "DefaultPostForm",
			"GetPostForm", "PostFormArray", "GetHeader", "Cookie", "GetRawData"),
		sinks: map[string]frameworkSink{
			"Data":           {"xss", 2, 1},
			"Redirect":       {"redirect", 1, -1},
			"File":           {"path", 0, -1},
			"FileAttachment": {"path", 0, -1},
		},
	},
	{
		path: "github.com/labstack/echo", ctxType: "Context",
		reads: setOf("QueryParam", "QueryParams", "QueryString", "Param", "ParamValues", "FormValue", "FormParams", "Cookie"),
		sinks: map[string]frameworkSink{
			"HTML":       {"xss", 1, -1},
			"HTMLBlob":   {"xss", 1, -1},
			"Blob":       {"xss", 2, 1},
			"Redirect":   {"redirect", 1, -1},
			"File":       {"path", 0, -1},
			"Attachment": {"path", 0, -1},
			"Inline":     {"path", 0, -1},
		},
	},
	{
		path: "github.com/gofiber/fiber", ctxType: "Ctx",
		reads: setOf("Query", "Params", "FormValue", "Get", "Cookies", "Body", "OriginalURL", "BaseURL"),
		sinks: map[string]frameworkSink{
			"Redirect": {"redirect", 0, -1},
			"SendFile": {"path", 0, -1},
			"Download": {"path", 0, -1},
		},
	},
}

func setOf(names ...string) map[string]bool {
	out := map[string]bool{}
	for _, n := range names {
		out[n] = true
	}
	return out
}

// frameworkFlowAnalyzer follows request data within one handler of gin,
// Echo or Fiber to the page it writes, the location it redirects to and
// the file it sends. gosec's taint analysis knows net/http's writers, not
// these frameworks', and cannot run where the framework is not in the
// module cache; this check reads syntax only.
func frameworkFlowAnalyzer(kind, doc string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:             "frameworkflow" + kind,
		Doc:              doc,
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			eachFile(pass, func(f *ast.File, imp imports) {
				for _, fw := range webFrameworks {
					if !imp.has(fw.path) {
						continue
					}
					eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
						if ctx := contextParam(imp, fw, typ); ctx != "" && body != nil {
							checkFrameworkHandler(pass, imp, fw, ctx, kind, body)
						}
					})
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

// contextParam is the name of a handler's framework context parameter
// (c *gin.Context, c echo.Context, c *fiber.Ctx), or "".
func contextParam(imp imports, fw webFramework, typ *ast.FuncType) string {
	if typ.Params == nil {
		return ""
	}
	for _, p := range typ.Params.List {
		t := p.Type
		if star, ok := t.(*ast.StarExpr); ok {
			t = star.X
		}
		if sel, ok := t.(*ast.SelectorExpr); ok && imp.is(sel, fw.path, fw.ctxType) && len(p.Names) == 1 {
			return p.Names[0].Name
		}
	}
	return ""
}

// frameworkFlow is what one handler has read from its request.
type frameworkFlow struct {
	imp     imports
	fw      webFramework
	ctx     string
	tainted map[string]bool
}

// fromRequest reports whether e holds request data: a read of the
// context (c.Query("q"), c.Request.FormValue("q"), c.Request.URL.Path),
// or a variable assigned from one; an escaper, a number conversion or
// filepath.Base of the value is not.
func (h *frameworkFlow) fromRequest(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if h.safe(sel) {
				return false
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == h.ctx && h.fw.reads[sel.Sel.Name] {
				found = true
			} else if requestReads[sel.Sel.Name] && mentions(sel.X, h.ctx) && selectsRequest(sel.X) {
				found = true
			}
		case *ast.Ident:
			found = h.tainted[n.Name]
		case *ast.SelectorExpr:
			found = (n.Sel.Name == "Path" || n.Sel.Name == "RawQuery") && mentions(n.X, h.ctx) && selectsRequest(n.X)
		}
		return !found
	})
	return found
}

// selectsRequest reports whether a chain rooted at the context goes
// through its request: c.Request.URL, c.Request().URL.
func selectsRequest(e ast.Expr) bool {
	for {
		switch x := e.(type) {
		case *ast.SelectorExpr:
			if x.Sel.Name == "Request" {
				return true
			}
			e = x.X
		case *ast.CallExpr:
			e = x.Fun
		default:
			return false
		}
	}
}

func (h *frameworkFlow) safe(sel *ast.SelectorExpr) bool {
	imp := h.imp
	return imp.is(sel, "html", "EscapeString") || imp.is(sel, "html/template", "HTMLEscapeString") ||
		imp.is(sel, "net/url", "QueryEscape") || imp.is(sel, "net/url", "PathEscape") || imp.pathOf(sel) == "strconv" ||
		imp.is(sel, "path/filepath", "Base") || imp.is(sel, "path", "Base")
}

func (h *frameworkFlow) assign(names []ast.Expr, values []ast.Expr) {
	for i, l := range names {
		id, ok := l.(*ast.Ident)
		switch {
		case !ok:
		case i < len(values):
			h.tainted[id.Name] = h.fromRequest(values[i])
		case len(values) == 1:
			h.tainted[id.Name] = h.fromRequest(values[0])
		}
	}
}

// sink is the kind of sink a call is that request data reaches, or "".
func (h *frameworkFlow) sink(call *ast.CallExpr) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if x, ok := sel.X.(*ast.Ident); ok && x.Name == h.ctx {
		s, ok := h.fw.sinks[sel.Sel.Name]
		if !ok || s.arg >= len(call.Args) || !h.fromRequest(call.Args[s.arg]) {
			return ""
		}
		if s.htmlType >= 0 && (s.htmlType >= len(call.Args) || !htmlContentType(call.Args[s.htmlType])) {
			return ""
		}
		return s.kind
	}
	// gin's c.Writer is the http.ResponseWriter.
	if w, ok := sel.X.(*ast.SelectorExpr); ok && isIdent(w.X, h.ctx) && w.Sel.Name == "Writer" &&
		(sel.Sel.Name == "WriteString" || sel.Sel.Name == "Write") && len(call.Args) == 1 && h.fromRequest(call.Args[0]) {
		return "xss"
	}
	return ""
}

// htmlContentType reports whether e is a literal HTML content type or
// gin's MIMEHTML constant.
func htmlContentType(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BasicLit:
		return e.Kind == token.STRING && strings.Contains(strings.ToLower(e.Value), "html")
	case *ast.SelectorExpr:
		return strings.Contains(strings.ToUpper(e.Sel.Name), "HTML")
	}
	return false
}

func checkFrameworkHandler(pass *analysis.Pass, imp imports, fw webFramework, ctx, kind string, body *ast.BlockStmt) {
	h := &frameworkFlow{imp: imp, fw: fw, ctx: ctx, tainted: map[string]bool{}}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its own handler, if it is one
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			h.assign(names, n.Values)
		case *ast.AssignStmt:
			h.assign(n.Lhs, n.Rhs)
		case *ast.CallExpr:
			if h.sink(n) == kind {
				pass.Reportf(n.Pos(), "%s", frameworkMessages[kind])
			}
		}
		return true
	})
}

var frameworkMessages = map[string]string{
	"xss":      "request data written into an HTML response without escaping",
	"redirect": "redirect to a location taken from the request",
	"path":     "file sent from a path taken from the request",
}
