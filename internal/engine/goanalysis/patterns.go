package goanalysis

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The engine's own Go checks: library settings that turn a protection off,
// which neither gosec nor staticcheck looks for, each from the library's
// documentation. They read syntax only, naming a package by the file's
// import of it, so they run on code whose dependencies are not in the
// module cache (the libraries they are about usually are not): their
// rule ids are "go/<check>".
var patternChecks = []*check{
	{a: grpcInsecureAnalyzer, tool: "go", id: "grpc-insecure-transport", cwe: "CWE-319"},
	{a: jwtUnverifiedAnalyzer, tool: "go", id: "jwt-signature-not-verified", cwe: "CWE-347"},
	{a: websocketOriginAnalyzer, tool: "go", id: "websocket-any-origin", cwe: "CWE-1385"},
	{a: corsCredentialsAnalyzer, tool: "go", id: "cors-any-origin-with-credentials", cwe: "CWE-942"},
	{a: corsReflectAnalyzer, tool: "go", id: "cors-origin-reflected", cwe: "CWE-942"},
	{a: signingKeyAnalyzer, tool: "go", id: "hardcoded-signing-key", cwe: "CWE-798"},
	{a: sessionOptionsAnalyzer, tool: "go", id: "session-cookie-flags", cwe: "CWE-1004"},
	{a: textTemplateAnalyzer, tool: "go", id: "text-template-html", cwe: "CWE-79"},
	{a: requestFlowAnalyzer, tool: "go", id: "request-data-to-response", cwe: "CWE-79"},
	{a: queryBuilderAnalyzer, tool: "go", id: "query-builder-sql-built", cwe: "CWE-89"},
	{a: workFactorAnalyzer, tool: "go", id: "weak-password-hash-cost", cwe: "CWE-916"},
	{a: grpcServerAnalyzer, tool: "go", id: "grpc-server-without-tls", cwe: "CWE-319"},
	{a: deferInLoopAnalyzer, tool: "go", id: "defer-in-loop", cwe: "CWE-404"},
	{a: frameworkXSSAnalyzer, tool: "go", id: "framework-request-to-page", cwe: "CWE-79"},
	{a: frameworkRedirectAnalyzer, tool: "go", id: "framework-open-redirect", cwe: "CWE-601"},
	{a: frameworkPathAnalyzer, tool: "go", id: "framework-file-from-request", cwe: "CWE-22"},
	{a: netHTTPPathAnalyzer, tool: "go", id: "request-path-to-file", cwe: "CWE-22"},
	{a: netHTTPSSRFAnalyzer, tool: "go", id: "request-url-fetched", cwe: "CWE-918"},
	{a: netHTTPTemplateAnalyzer, tool: "go", id: "template-from-request", cwe: "CWE-1336"},
	{a: deferBeforeErrAnalyzer, tool: "go", id: "defer-before-error-check", cwe: "CWE-476"},
	{a: racyWriteAnalyzer, tool: "go", id: "goroutine-unguarded-write", cwe: "CWE-362"},
	{a: execCmdShellAnalyzer, tool: "go", id: "exec-cmd-shell-script", cwe: "CWE-78"},
}

var grpcInsecureAnalyzer = &analysis.Analyzer{
	Name: "grpcinsecure",
	Doc: "gRPC connection without transport security: grpc.WithInsecure() and insecure.NewCredentials() send calls, " +
		"their metadata and tokens in the clear and accept any server. Dial with " +
		"grpc.WithTransportCredentials(credentials.NewTLS(&tls.Config{...})) (or credentials.NewClientTLSFromFile), as " +
		"gRPC-Go's authentication guide shows; keep insecure credentials to tests and local sockets.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := rowsOf(pass).alwaysRows("cleartext-transmission")
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				for _, m := range rows {
					if len(m.Unless) == 0 && m.Type == imp.pathOf(sel) && m.MatchMethod(sel.Sel.Name) {
						pass.Reportf(call.Pos(), "%s() turns off transport security for the connection", types.ExprString(sel))
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

var jwtUnverifiedAnalyzer = &analysis.Analyzer{
	Name: "jwtunverified",
	Doc: "JWT accepted without verifying its signature: ParseUnverified returns the claims of any token, and the " +
		"\"none\" method (SigningMethodNone, UnsafeAllowNoneSignatureType) signs nothing. Parse with jwt.Parse or " +
		"ParseWithClaims and a key function that checks token.Method against the algorithm you issue " +
		"(jwt.WithValidMethods([]string{\"RS256\"})); the library's documentation reserves ParseUnverified for " +
		"reading a token whose signature was checked elsewhere.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := rowsOf(pass).alwaysRows("signature-not-verified")
		eachFile(pass, func(f *ast.File, imp imports) {
			var stack []ast.Node
			ast.Inspect(f, func(n ast.Node) bool {
				if n == nil {
					stack = stack[:len(stack)-1]
					return true
				}
				stack = append(stack, n)
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				for _, m := range rows {
					switch {
					case !rowCall(m, sel, imp):
					case m.Property:
						pass.Reportf(sel.Pos(), "the \"none\" signing method: a token without a signature is accepted")
					case verifiedInFunc(stack):
					default:
						pass.Reportf(sel.Pos(), "%s returns the token's claims without checking its signature", sel.Sel.Name)
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// verifiedInFunc reports whether the call whose function is the selector
// on top of stack (tok's ParseUnverified) reads a token that the function
// holding it also verifies: it parses the same variable again with a key
// (Parse, ParseWithClaims), or hands it to a call named for verifying a
// signature (jwk.ValidateTokenSignature(ctx, idToken, url)), and reads
// the result (a verification called as a statement of its own, or
// assigned to _ only, verifies nothing). golang-jwt
// documents ParseUnverified for that: reading the header (the kid that
// picks the key) or the claims of a token whose signature "has already
// been or will be checked elsewhere in the stack".
func verifiedInFunc(stack []ast.Node) bool {
	if len(stack) < 2 {
		return false
	}
	call, ok := stack[len(stack)-2].(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	tok, ok := call.Args[0].(*ast.Ident)
	if !ok {
		return false
	}
	var body *ast.BlockStmt
	for i := len(stack) - 1; i >= 0 && body == nil; i-- {
		switch fn := stack[i].(type) {
		case *ast.FuncDecl:
			body = fn.Body
		case *ast.FuncLit:
			body = fn.Body
		}
	}
	if body == nil {
		return false
	}
	verified := false
	dropped := map[*ast.CallExpr]bool{} // a check whose result no one reads checks nothing
	ast.Inspect(body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.ExprStmt:
			if c, ok := s.X.(*ast.CallExpr); ok {
				dropped[c] = true
			}
		case *ast.AssignStmt:
			if c, ok := s.Rhs[0].(*ast.CallExpr); ok && len(s.Rhs) == 1 && !slices.ContainsFunc(s.Lhs, func(e ast.Expr) bool {
				id, ok := e.(*ast.Ident)
				return !ok || id.Name != "_"
			}) {
				dropped[c] = true
			}
		}
		c, ok := n.(*ast.CallExpr)
		if !ok || c == call || dropped[c] || verified {
			return !verified
		}
		name := ""
		switch fn := c.Fun.(type) {
		case *ast.SelectorExpr:
			name = fn.Sel.Name
		case *ast.Ident:
			name = fn.Name
		}
		for i, a := range c.Args {
			id, ok := a.(*ast.Ident)
			if !ok || id.Name != tok.Name {
				continue
			}
			if i == 0 && (name == "Parse" || name == "ParseWithClaims") || verifierName.MatchString(name) {
				verified = true
			}
		}
		return true
	})
	return verified
}

// verifierName is a function named for checking a token's signature.
var verifierName = regexp.MustCompile(`(?i)verif|signature`)

var websocketOriginAnalyzer = &analysis.Analyzer{
	Name: "websocketorigin",
	Doc: "WebSocket upgrader that accepts every Origin: a page on any site can open the socket with the user's " +
		"cookies (cross-site WebSocket hijacking). Compare the Origin header with the hosts you serve in CheckOrigin, " +
		"or leave CheckOrigin nil: gorilla/websocket then refuses cross-origin requests.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := settingRows(rowsOf(pass), "origin-not-checked")
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CompositeLit:
					if name, v := permissive(rows, n, imp); v != nil {
						pass.Reportf(v.Pos(), "%s returns true for every request", name)
					}
				case *ast.AssignStmt:
					// u.CheckOrigin = func(*http.Request) bool { return true }
					for i, l := range n.Lhs {
						sel, ok := l.(*ast.SelectorExpr)
						if !ok || i >= len(n.Rhs) || !returnsTrue(n.Rhs[i]) {
							continue
						}
						for _, m := range rows {
							if imp.has(m.Type[:max(0, strings.LastIndex(m.Type, "."))]) && slices.Contains(m.Methods, sel.Sel.Name) {
								pass.Reportf(n.Rhs[i].Pos(), "%s returns true for every request", sel.Sel.Name)
								break
							}
						}
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

var corsCredentialsAnalyzer = &analysis.Analyzer{
	Name: "corscredentials",
	Doc: "CORS configured to allow every origin together with credentials: the middleware then answers any site's " +
		"request with that site as the allowed origin and Access-Control-Allow-Credentials: true, so any page can read " +
		"the user's authenticated responses. List the origins you trust (AllowedOrigins: []string{\"https://app.example.com\"}), " +
		"or drop AllowCredentials for a public API; the Fetch standard forbids * with credentials for this reason.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := settingRows(rowsOf(pass), "cors-any-origin")
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.CompositeLit); ok {
					if name, v := permissive(rows, lit, imp); v != nil {
						pass.Reportf(v.Pos(), "CORS allows every origin (%s) with credentials", name)
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// settingRows are the sink rows of kind on a struct's fields (property,
// always): a field whose setting is the vulnerability.
func settingRows(rows *flowRows, kind string) []*models.Model {
	var out []*models.Model
	for _, m := range rows.alwaysRows(kind) {
		if m.Property {
			out = append(out, m)
		}
	}
	return out
}

// permissive is the first field of the struct literal lit that a row of
// its type sets to a value the row's const-in names, while the row's with
// fields are true: the field's name and value, or "", nil.
func permissive(rows []*models.Model, lit *ast.CompositeLit, imp imports) (string, ast.Expr) {
	sel, ok := lit.Type.(*ast.SelectorExpr)
	if !ok || imp.pathOf(sel) == "" {
		return "", nil
	}
	typ := imp.pathOf(sel) + "." + sel.Sel.Name
	for _, m := range rows {
		if m.Type != typ || slices.ContainsFunc(m.With, func(w string) bool { return !isTrue(litField(lit, w)) }) {
			continue
		}
		for _, name := range m.Methods {
			if v := litField(lit, name); v != nil && settingValue(v) != "" && m.ArgHolds(settingValue(v)) {
				return name, v
			}
		}
	}
	return "", nil
}

// settingValue is a field's value as a row's const-in reads it: "true"
// for what lets every request in (true, a function that returns true for
// every call, "*" or a list that holds it), "" for anything else.
func settingValue(v ast.Expr) string {
	if isTrue(v) || returnsTrue(v) || holdsStar(v) {
		return "true"
	}
	if b, ok := v.(*ast.BasicLit); ok && b.Kind == token.STRING && (b.Value == `"*"` || b.Value == "`*`") {
		return "true" // Fiber's AllowOrigins: "*", one comma-separated string
	}
	return ""
}

// eachFunc calls fn with the type and body of every function declared or
// written as a literal in f.
func eachFunc(f *ast.File, fn func(typ *ast.FuncType, body *ast.BlockStmt)) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			fn(n.Type, n.Body)
		case *ast.FuncLit:
			fn(n.Type, n.Body)
		}
		return true
	})
}

// imports maps a file's package names to import paths, a major version
// suffix (/v4) dropped.
type imports map[string]string

func eachFile(pass *analysis.Pass, fn func(*ast.File, imports)) {
	for _, f := range pass.Files {
		imp := imports{}
		for _, s := range f.Imports {
			path, err := strconv.Unquote(s.Path.Value)
			if err != nil {
				continue
			}
			// jwt-go's package is jwt, go-redis's redis, yaml.v3's yaml
			name := strings.TrimSuffix(strings.TrimPrefix(importName(path), "go-"), "-go")
			if i := strings.Index(name, ".v"); i > 0 {
				name = name[:i]
			}
			if s.Name != nil {
				name = s.Name.Name
			}
			path = withoutMajor(path)
			if p, ok := rowsOf(pass).modules[path]; ok {
				path = p // a fork, with the API of the package it continues
			}
			imp[name] = path
		}
		fn(f, imp)
	}
}

// withoutMajor drops a module's major version suffix: .../jwt/v5 is .../jwt.
func withoutMajor(path string) string {
	i := strings.LastIndex(path, "/v")
	if i < 0 {
		return path
	}
	if _, err := strconv.Atoi(path[i+2:]); err != nil || len(path) == i+2 {
		return path
	}
	return path[:i]
}

func (imp imports) has(path string) bool {
	for _, p := range imp {
		if p == path {
			return true
		}
	}
	return false
}

// pathOf is the import path of the package a selector's left side names.
func (imp imports) pathOf(sel *ast.SelectorExpr) string {
	if x, ok := sel.X.(*ast.Ident); ok {
		return imp[x.Name]
	}
	return ""
}

// is reports whether sel is path.name.
func (imp imports) is(sel *ast.SelectorExpr, path, name string) bool {
	return sel.Sel.Name == name && imp.pathOf(sel) == path
}

// litField is the value a keyed composite literal gives a field, or nil.
func litField(lit *ast.CompositeLit, name string) ast.Expr {
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

func isTrue(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "true"
}

// holdsStar reports whether e is a slice literal with the element "*".
func holdsStar(e ast.Expr) bool {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, el := range lit.Elts {
		if b, ok := el.(*ast.BasicLit); ok && b.Kind == token.STRING && (b.Value == `"*"` || b.Value == "`*`") {
			return true
		}
	}
	return false
}

// returnsTrue reports whether e is a function literal whose body is only
// return true.
func returnsTrue(e ast.Expr) bool {
	fn, ok := e.(*ast.FuncLit)
	if !ok || fn.Body == nil || len(fn.Body.List) != 1 {
		return false
	}
	ret, ok := fn.Body.List[0].(*ast.ReturnStmt)
	return ok && len(ret.Results) == 1 && isTrue(ret.Results[0])
}

var signingKeyAnalyzer = &analysis.Analyzer{
	Name: "signingkey",
	Doc: "Key that signs tokens, sessions or CSRF cookies written in the source: whoever reads the code can forge " +
		"them. Load the key at start-up from the environment or a secret store (os.Getenv(\"SESSION_KEY\"), decoded " +
		"from base64), as gorilla/sessions' and gorilla/csrf's documentation say to, and rotate the committed one.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		var rows []*models.Model
		for _, m := range rowsOf(pass).sinks {
			if slices.Contains(m.Sinks, "hardcoded-key") {
				rows = append(rows, m)
			}
		}
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				for _, m := range rows {
					if rowCall(m, sel, imp) && literalKey(m, call.Args) {
						pass.Reportf(call.Pos(), "the key given to %s is a literal in the code", types.ExprString(sel))
						break
					}
				}
				return true
			})
		})
		return nil, nil
	},
}

// literalKey reports whether one of the arguments a hardcoded-key row
// reads is a literal key, or a function that returns one.
func literalKey(m *models.Model, args []ast.Expr) bool {
	for i, a := range args {
		if m.ReadsArg(i) && (literalBytes(a) || keyFuncReturnsLiteral([]ast.Expr{a})) {
			return true
		}
	}
	return false
}

var sessionOptionsAnalyzer = &analysis.Analyzer{
	Name: "sessionoptions",
	Doc: "Session cookie options without HttpOnly or Secure: gorilla/sessions sets neither unless told, so a script " +
		"injected into the page can read the session id, and it travels over plain HTTP. Set HttpOnly: true, Secure: " +
		"true and SameSite: http.SameSiteLaxMode in sessions.Options.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		var rows []*models.Model // struct fields whose unsafe setting is a finding
		for _, m := range rowsOf(pass).alwaysRows("cookie-without-httponly", "insecure-cookie") {
			if m.Property && m.GosecRule == "" { // gosec reports the others; the rows qualify its finding
				rows = append(rows, m)
			}
		}
		eachFile(pass, func(f *ast.File, imp imports) {
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.CompositeLit)
				if !ok {
					return true
				}
				sel, ok := lit.Type.(*ast.SelectorExpr)
				if !ok || imp.pathOf(sel) == "" {
					return true
				}
				typ := imp.pathOf(sel) + "." + sel.Sel.Name
				var missing []string
				for _, m := range rows {
					if m.Type == typ {
						missing = append(missing, unsafeFields(m, lit)...)
					}
				}
				if len(missing) > 0 {
					pass.Reportf(lit.Pos(), "session cookie options without %s", strings.Join(missing, " and "))
				}
				return true
			})
		})
		return nil, nil
	},
}

// unsafeFields are the fields of a struct literal that a row's const-in
// holds for: a constant set there, or the row's const-default for a field
// left out. A field set from a value (a configuration field) is chosen
// where that value is made.
func unsafeFields(m *models.Model, lit *ast.CompositeLit) []string {
	var out []string
	for _, name := range m.Methods {
		value := m.ConstDefault
		switch v := litField(lit, name).(type) {
		case nil:
		case *ast.Ident:
			value = v.Name // true, false, nil
		case *ast.BasicLit:
			value, _ = strconv.Unquote(v.Value)
			if v.Kind != token.STRING {
				value = v.Value
			}
		default:
			value = ""
		}
		if value != "" && m.ArgHolds(value) {
			out = append(out, name)
		}
	}
	return out
}

var textTemplateAnalyzer = &analysis.Analyzer{
	Name: "texttemplatehtml",
	Doc: "A text/template rendered into an HTTP response: text/template escapes nothing, so a value holding markup or " +
		"script becomes part of the page. Use html/template, which has the same API and escapes each value for the " +
		"context it appears in (the text/template package documentation says so).",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		rows := rowsOf(pass)
		eachFile(pass, func(f *ast.File, imp imports) {
			// The rows of calls that write a page whatever the data
			// (text/template's Execute into a response), for the packages
			// the file imports, when its values' types are not in doubt.
			var execs []*models.Model
			for _, m := range rows.alwaysRows("xss") {
				if imp.has(packageOf(m.Type)) && !rows.ambiguous(m.Type, imp) {
					execs = append(execs, m)
				}
			}
			if len(execs) == 0 {
				return
			}
			seen := map[token.Pos]bool{}
			eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
				h := &handlerFlow{rows: rows, imp: imp, roots: paramRoots(rows, imp, typ)}
				if len(h.roots) == 0 || body == nil {
					return
				}
				ast.Inspect(body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok || seen[call.Pos()] {
						return true
					}
					sel, ok := call.Fun.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					for _, m := range execs {
						if t := h.typeOf(sel.X); (t == "" || t == m.Type) && m.MatchMethod(sel.Sel.Name) && h.holds(m, call) {
							seen[call.Pos()] = true
							pass.Reportf(call.Pos(), "%s writes an HTTP response without escaping", packageOf(m.Type))
							break
						}
					}
					return true
				})
			})
		})
		return nil, nil
	},
}

// literalBytes reports whether e is []byte("...") or a string literal.
func literalBytes(e ast.Expr) bool {
	if b, ok := e.(*ast.BasicLit); ok {
		return b.Kind == token.STRING && len(b.Value) > 2
	}
	conv, ok := e.(*ast.CallExpr)
	if !ok || len(conv.Args) != 1 {
		return false
	}
	if at, ok := conv.Fun.(*ast.ArrayType); !ok || at.Len != nil || !isIdent(at.Elt, "byte") {
		return false
	}
	b, ok := conv.Args[0].(*ast.BasicLit)
	return ok && b.Kind == token.STRING && len(b.Value) > 2
}

// keyFuncReturnsLiteral reports whether one of a jwt.Parse call's
// arguments is a key function that returns a literal key:
// func(t *jwt.Token) (interface{}, error) { return []byte("secret"), nil }.
func keyFuncReturnsLiteral(args []ast.Expr) bool {
	for _, a := range args {
		fn, ok := a.(*ast.FuncLit)
		if !ok {
			continue
		}
		found := false
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 2 && literalBytes(ret.Results[0]) {
				found = true
			}
			_, inner := n.(*ast.FuncLit)
			return !found && !inner
		})
		if found {
			return true
		}
	}
	return false
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// requestFlowAnalyzer follows request data within one handler to the
// response, for packages gosec's taint analysis cannot read: go/ssa
// cannot build a function that uses a package whose import failed, so
// where an import is missing (code without its go.mod, or with modules
// not downloaded) gosec's G705 and G710 see nothing. On packages that
// type-check it stays silent, and gosec reports these flows.
var requestFlowAnalyzer = &analysis.Analyzer{
	Name: "requestflow",
	Doc: "Request data written to the response or used as a redirect target in the same handler. Escape text for " +
		"HTML with html/template (or html.EscapeString) before writing it, and redirect only to paths of this site " +
		"or hosts on an allow-list: a value from the request there is cross-site scripting or an open redirect.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		if !partiallyTyped(pass) {
			return nil, nil
		}
		eachHandlerCall(pass, func(h *handlerFlow, call *ast.CallExpr) {
			if h.onRequest(call) {
				return // the framework's own response: frameworkflow.go
			}
			switch h.sink(call, "xss", "open-redirect") {
			case "xss":
				pass.Reportf(call.Pos(), "request data written to the response without HTML escaping")
			case "open-redirect":
				pass.Reportf(call.Pos(), "redirect to a location taken from the request")
			}
		})
		return nil, nil
	},
}

// partiallyTyped reports whether some expression of the package has no
// type: an import that failed, or code that does not compile.
func partiallyTyped(pass *analysis.Pass) bool {
	if pass.TypesInfo == nil || pass.Pkg == nil {
		return true
	}
	// The package the type checker makes of an import it cannot load has
	// no members.
	for _, p := range pass.Pkg.Imports() {
		if p.Scope().Len() == 0 && p.Path() != "unsafe" && p.Path() != "C" {
			return true
		}
	}
	if len(pass.TypeErrors) > 0 {
		return true
	}
	for _, tv := range pass.TypesInfo.Types {
		// go/types records a built-in whose call is constant
		// (len of a constant string) with an invalid type
		if tv.Type == types.Typ[types.Invalid] && !tv.IsBuiltin() {
			return true
		}
	}
	return false
}
