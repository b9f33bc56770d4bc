package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/finding"
)

// raisedByHTTPInput lists the gosec rules whose weight depends on where the
// input comes from, and what they weigh when it comes from an HTTP request:
// an injection reachable by anyone who can send a request.
var raisedByHTTPInput = map[string]finding.Severity{
	"G201": finding.Blocker, // SQL built with fmt.Sprintf
	"G202": finding.Blocker, // SQL built by concatenation
	"G204": finding.Blocker, // subprocess launched with a variable
	"G701": finding.Blocker, // SQL injection (gosec's taint analysis)
	"G702": finding.Blocker, // command injection (gosec's taint analysis)
	"G107": finding.High,    // URL from input: server-side request forgery
	"G704": finding.High,    // SSRF (gosec's taint analysis)
}

// httpInputConfidence is the confidence of a raised diagnostic: gosec saw
// the dangerous construct and the same function reads the request.
const httpInputConfidence = 0.9

// requestInputs are the members of net/http.Request that carry what the
// client sent.
var requestInputs = map[string]bool{
	"URL": true, "Form": true, "PostForm": true, "MultipartForm": true, "Body": true, "GetBody": true,
	"Header": true, "Trailer": true, "RequestURI": true, "Host": true,
	"FormValue": true, "PostFormValue": true, "FormFile": true, "MultipartReader": true, "ParseForm": true,
	"ParseMultipartForm": true, "PathValue": true, "Cookie": true, "Cookies": true, "CookiesNamed": true,
	"UserAgent": true, "Referer": true, "BasicAuth": true,
}

// readsHTTPRequest reports whether the top-level declaration around pos
// reads client input from a net/http.Request. It looks at the whole
// declaration, so a handler returned as a closure counts. It is a
// heuristic, not a data flow: the request read and the flagged call share a
// function, which is how handlers are written; a request passed to a helper
// is not followed.
func readsHTTPRequest(pkg *packages.Package, pos token.Pos) bool {
	if pkg == nil || pkg.TypesInfo == nil {
		return false
	}
	for _, f := range pkg.Syntax {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, decl := range f.Decls {
			if decl.Pos() <= pos && pos < decl.End() {
				return readsRequest(pkg.TypesInfo, decl)
			}
		}
	}
	return false
}

func readsRequest(info *types.Info, root ast.Node) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if found {
			return false
		}
		if sel, ok := n.(*ast.SelectorExpr); ok && requestInputs[sel.Sel.Name] && isHTTPRequest(info.TypeOf(sel.X)) {
			found = true
		}
		return !found
	})
	return found
}

func isHTTPRequest(t types.Type) bool {
	if t == nil {
		return false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == "net/http" && obj.Name() == "Request"
}
