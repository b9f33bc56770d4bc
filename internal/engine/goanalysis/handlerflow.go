package goanalysis

import (
	"go/ast"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The syntax-only request-flow checks (frameworkflow.go, nethttpflow.go,
// requestFlowAnalyzer) follow request data within one handler to a sink.
// What a handler's parameters are, what reading them returns, what makes a
// value safe and which calls are sinks is the Go model rows'
// (internal/engine/treesitter/models, go_*.yml); this file holds the walk.

// flowRows are the Go model rows the request-flow checks read.
type flowRows struct {
	// types are the type rows with classes: a parameter or a variable of
	// one of them is a root of a handler's values.
	types      []*models.Model
	sources    []*models.Model // remote sources
	sinks      []*models.Model
	sanitizers []*models.Model
	barriers   []*models.Model
	// members are the summary rows with returns: the type a method's
	// result, or a field (property), has.
	members []*models.Model
	// flows are the summary rows with flows: the arguments a result is
	// made of (fmt.Sprintf, strings.Repeat).
	flows []*models.Model
	// ownPaths are the rows of source own-path: calls, results and fields
	// that name a file the program chose itself (gosec's G304 guard).
	ownPaths []*models.Model
	// syncs are the sync rows: calls that synchronize goroutines (a
	// mutex's Lock, an atomic value's Store), for racywrite.go.
	syncs []*models.Model
	// modules maps the import path of a fork to the package whose API it
	// has (module rows: dgrijalva/jwt-go is golang-jwt/jwt).
	modules map[string]string
}

func newFlowRows(ms []*models.Model) *flowRows {
	r := &flowRows{modules: map[string]string{}}
	for _, m := range ms {
		switch m.Kind {
		case models.KindModule:
			for _, p := range m.Imports {
				r.modules[p] = m.Name
			}
		case models.KindType:
			if len(m.Classes) > 0 {
				r.types = append(r.types, m)
			}
		case models.KindSource:
			switch m.Source {
			case "remote":
				r.sources = append(r.sources, m)
			case "own-path":
				r.ownPaths = append(r.ownPaths, m)
			}
		case models.KindSink:
			r.sinks = append(r.sinks, m)
		case models.KindSync:
			r.syncs = append(r.syncs, m)
		case models.KindSanitizer:
			r.sanitizers = append(r.sanitizers, m)
		case models.KindBarrier:
			r.barriers = append(r.barriers, m)
		case models.KindSummary:
			if m.Returns != "" {
				r.members = append(r.members, m)
			}
			if len(m.Flows) > 0 {
				r.flows = append(r.flows, m)
			}
		}
	}
	return r
}

var builtinFlowRows = sync.OnceValue(func() *flowRows { return newFlowRows(models.BuiltinFor("go")) })

// flowRowsKey is where an analyzer's pass finds its review's rows (the
// shipped Go rows with the user's, rulepack.rule_dirs): the engine's plan
// puts them in the pass's ResultOf under it (withRows). It is never run.
var flowRowsKey = &analysis.Analyzer{Name: "goflowrows", Doc: "the Go model rows of a review",
	Run: func(*analysis.Pass) (any, error) { return builtinFlowRows(), nil }}

// rowsOf is the rows of the pass's review: the shipped ones unless the
// engine handed the analyzer the user's too.
func rowsOf(pass *analysis.Pass) *flowRows {
	if r, ok := pass.ResultOf[flowRowsKey].(*flowRows); ok {
		return r
	}
	return builtinFlowRows()
}

// withRows returns a copy of a whose passes read rows (rowsOf): a user's
// Go rows reach the syntax-only checks as they reach gosource.
func withRows(a *analysis.Analyzer, rows *flowRows) *analysis.Analyzer {
	g := *a
	run := a.Run
	g.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.ResultOf = maps.Clone(pass.ResultOf)
		if p.ResultOf == nil {
			p.ResultOf = map[*analysis.Analyzer]any{}
		}
		p.ResultOf[flowRowsKey] = rows
		return run(&p)
	}
	return &g
}

// call reports whether a row of rows names name on typ ("path.Type", or a
// package's path for its functions), as a call or (property) a field.
func rowFor(rows []*models.Model, typ, name string, property bool) *models.Model {
	if typ == "" {
		return nil
	}
	for _, m := range rows {
		if m.Type == typ && m.Property == property && m.MatchMethod(name) {
			return m
		}
	}
	return nil
}

// typeRow is the type row whose classes hold typ, or nil.
func (r *flowRows) typeRow(typ string) *models.Model {
	for _, m := range r.types {
		if slices.Contains(m.Classes, typ) {
			return m
		}
	}
	return nil
}

// remote reports whether typ is a request: a type row's class with source
// remote (net/http.Request, gin's Context).
func (r *flowRows) remote(typ string) bool {
	m := r.typeRow(typ)
	return m != nil && m.Source == "remote"
}

// returns is the type of what name on typ returns (a method, or a field
// when property), or "".
func (r *flowRows) returns(typ, name string, property bool) string {
	m := rowFor(r.members, typ, name, property)
	switch {
	case m == nil:
		return ""
	case m.Returns == "receiver":
		return typ
	}
	return m.Returns
}

// named is the class of a type row whose receiver-names match a variable
// named name, when the file imports the class's package: code without
// types names its templates t or tmpl.
func (r *flowRows) named(name string, imp imports) string {
	for _, m := range r.types {
		if m.ReceiverNames == nil || !m.ReceiverNames.MatchString(name) {
			continue
		}
		for _, c := range m.Classes {
			if imp.has(packageOf(c)) {
				return c
			}
		}
	}
	return ""
}

// packageOf is the import path of a row's type: path.Type's path, or typ
// itself when it names a package.
func packageOf(typ string) string {
	slash := strings.LastIndexByte(typ, '/')
	if dot := strings.LastIndexByte(typ, '.'); dot > slash && dot+1 < len(typ) && typ[dot+1] >= 'A' && typ[dot+1] <= 'Z' {
		return typ[:dot]
	}
	return typ
}

// handlerFlow is what one handler has read from its request: its roots
// (the parameters of a type row's class: the request, the framework's
// context, the response writer) and the local variables assigned request
// data, in statement order, with the sink kinds a sanitizer made each safe
// for.
type handlerFlow struct {
	rows    *flowRows
	imp     imports
	roots   map[string]string // parameter name → type ("net/http.Request")
	tainted map[string][]string
}

// newHandlerFlow returns the flow of a function whose parameters include a
// request (a remote type row's class), or nil.
func newHandlerFlow(rows *flowRows, imp imports, typ *ast.FuncType) *handlerFlow {
	h := &handlerFlow{rows: rows, imp: imp, roots: paramRoots(rows, imp, typ), tainted: map[string][]string{}}
	for _, t := range h.roots {
		if rows.remote(t) {
			return h
		}
	}
	return nil
}

// paramRoots are a function's parameters whose type is a type row's class
// (w http.ResponseWriter, r *http.Request, c *gin.Context), by name.
func paramRoots(rows *flowRows, imp imports, typ *ast.FuncType) map[string]string {
	roots := map[string]string{}
	for _, p := range typ.Params.List {
		t := p.Type
		if star, ok := t.(*ast.StarExpr); ok {
			t = star.X
		}
		sel, ok := t.(*ast.SelectorExpr)
		if !ok || imp.pathOf(sel) == "" {
			continue
		}
		key := imp.pathOf(sel) + "." + sel.Sel.Name
		if rows.typeRow(key) == nil {
			continue
		}
		for _, name := range p.Names {
			roots[name.Name] = key
		}
	}
	return roots
}

// eachHandlerCall calls visit for each call in the body of each handler (a
// function with a request parameter) of the pass's files, with what the
// handler has read from its request before the call.
func eachHandlerCall(pass *analysis.Pass, visit func(h *handlerFlow, call *ast.CallExpr)) {
	rows := rowsOf(pass)
	eachFile(pass, func(f *ast.File, imp imports) {
		eachFunc(f, func(typ *ast.FuncType, body *ast.BlockStmt) {
			if h := newHandlerFlow(rows, imp, typ); h != nil && body != nil {
				h.walk(body, func(call *ast.CallExpr) { visit(h, call) })
			}
		})
	})
}

// walk calls visit for each call of the handler's body, with what the
// handler has read from its request before it. A function literal in the
// body is its own handler, if it is one.
func (h *handlerFlow) walk(body *ast.BlockStmt, visit func(*ast.CallExpr)) {
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
			visit(n)
		}
		return true
	})
}

// assign records which variables an assignment or declaration fills with
// request data.
func (h *handlerFlow) assign(names []ast.Expr, values []ast.Expr) {
	for i, l := range names {
		id, ok := l.(*ast.Ident)
		var v ast.Expr
		switch {
		case !ok:
			continue
		case i < len(values):
			v = values[i]
		case len(values) == 1:
			v = values[0]
		default:
			continue
		}
		if tainted, safe := h.flow(v); tainted {
			h.tainted[id.Name] = safe
		} else {
			delete(h.tainted, id.Name)
		}
	}
}

// recvType is the type of a selector's left side: the import path when it
// names a package, else the type of the value.
func (h *handlerFlow) recvType(sel *ast.SelectorExpr) string {
	if x, ok := sel.X.(*ast.Ident); ok {
		if _, root := h.roots[x.Name]; !root {
			if p := h.imp.pathOf(sel); p != "" {
				return p
			}
		}
	}
	return h.typeOf(sel.X)
}

// typeOf is the type of the value x denotes, as far as the rows tell: a
// root, a member of a typed value (c.Request), a call's result
// (template.New), a variable named as a type row says; "" when unknown.
func (h *handlerFlow) typeOf(x ast.Expr) string {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		if t, ok := h.roots[x.Name]; ok {
			return t
		}
		return h.rows.named(x.Name, h.imp)
	case *ast.SelectorExpr:
		return h.rows.returns(h.recvType(x), x.Sel.Name, true)
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
			return h.rows.returns(h.recvType(sel), sel.Sel.Name, false)
		}
	}
	return ""
}

// flow reports whether e holds request data (a read of a request: a
// source row's method or field, or a variable assigned one), and the sink
// kinds every such part of e was made safe for. A barrier's result
// (strconv.Atoi) holds none.
func (h *handlerFlow) flow(e ast.Expr) (tainted bool, safe []string) {
	var parts [][]string
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if !ok {
				return true
			}
			recv, name := h.recvType(sel), sel.Sel.Name
			if rowFor(h.rows.barriers, recv, name, false) != nil {
				return false
			}
			if m := rowFor(h.rows.sanitizers, recv, name, false); m != nil {
				if t, s := h.flowAll(n.Args); t {
					parts = append(parts, union(s, m.Sanitizes))
				}
				return false
			}
			if rowFor(h.rows.sources, recv, name, false) != nil {
				parts = append(parts, nil)
				return false
			}
		case *ast.SelectorExpr:
			if rowFor(h.rows.sources, h.recvType(n), n.Sel.Name, true) != nil {
				parts = append(parts, nil)
				return false
			}
		case *ast.Ident:
			if s, ok := h.tainted[n.Name]; ok {
				parts = append(parts, s)
			}
		}
		return true
	})
	if len(parts) == 0 {
		return false, nil
	}
	safe = parts[0]
	for _, p := range parts[1:] {
		safe = slices.DeleteFunc(slices.Clone(safe), func(k string) bool { return !slices.Contains(p, k) })
	}
	return true, safe
}

// flowAll is flow over several expressions, as one.
func (h *handlerFlow) flowAll(es []ast.Expr) (bool, []string) {
	return h.flow(&ast.CompositeLit{Elts: es})
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, k := range b {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// reaches reports whether request data not made safe for kind is in e.
func (h *handlerFlow) reaches(e ast.Expr, kind string) bool {
	tainted, safe := h.flow(e)
	return tainted && !slices.Contains(safe, kind)
}

// sink is the sink kind of one of kinds that call is, when request data
// reaches an argument its row reads and its row's condition holds, or "".
// A row with always is a check of its own (texttemplatehtml).
func (h *handlerFlow) sink(call *ast.CallExpr, kinds ...string) string {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	recv := h.recvType(sel)
	for _, m := range h.rows.sinks {
		if m.Type != recv || m.Property || m.Always || !m.MatchMethod(sel.Sel.Name) || !h.holds(m, call) {
			continue
		}
		for _, kind := range kinds {
			if !slices.Contains(m.Sinks, kind) {
				continue
			}
			for i, a := range call.Args {
				if m.ReadsArg(i) && h.reaches(a, kind) {
					return kind
				}
			}
		}
	}
	return ""
}

// holds reports whether a row's condition on argument ConstArg holds: its
// constant text, a constant's name (gin.MIMEHTML), or the name of the
// type row of its value (response: the handler's response writer).
func (h *handlerFlow) holds(m *models.Model, call *ast.CallExpr) bool {
	if len(m.ConstIn) == 0 && len(m.ConstNot) == 0 {
		return true
	}
	if m.ConstArg >= len(call.Args) {
		return false
	}
	value := ""
	switch a := ast.Unparen(call.Args[m.ConstArg]).(type) {
	case *ast.BasicLit:
		if a.Kind == token.STRING {
			value, _ = strconv.Unquote(a.Value)
		}
	case *ast.SelectorExpr:
		if h.imp.pathOf(a) != "" {
			value = a.Sel.Name
		}
	}
	if t := h.rows.typeRow(h.typeOf(call.Args[m.ConstArg])); t != nil {
		value = t.Name
	}
	return value != "" && m.ArgHolds(value)
}

// onRequest reports whether call is made on a request or what it leads to
// (c.Data, c.Writer.Write): a framework's own response, rather than a
// package's function or the net/http response writer's.
func (h *handlerFlow) onRequest(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	for e := sel.X; ; {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			t, ok := h.roots[x.Name]
			return ok && h.rows.remote(t)
		case *ast.SelectorExpr:
			e = x.X
		case *ast.CallExpr:
			e = x.Fun
		default:
			return false
		}
	}
}

// alwaysRows are the sink rows with always of one of kinds: calls that are
// the vulnerability whatever reaches them.
func (r *flowRows) alwaysRows(kinds ...string) []*models.Model {
	var out []*models.Model
	for _, m := range r.sinks {
		if m.Always && slices.ContainsFunc(kinds, func(k string) bool { return slices.Contains(m.Sinks, k) }) {
			out = append(out, m)
		}
	}
	return out
}

// ambiguous reports whether the file imports the package of another class
// of the type row that holds typ (html/template's Template beside
// text/template's): which one a call on a value runs is then a question
// of types.
func (r *flowRows) ambiguous(typ string, imp imports) bool {
	m := r.typeRow(typ)
	return m != nil && slices.ContainsFunc(m.Classes, func(c string) bool { return c != typ && imp.has(packageOf(c)) })
}

// rowCall reports whether sel calls (or, for a property row, names) the
// row's method: a function or variable of its package when the row's type
// is one, else a method on any value, whose type a syntax-only check
// cannot see, in a file that imports the type's package.
func rowCall(m *models.Model, sel *ast.SelectorExpr, imp imports) bool {
	if !m.MatchMethod(sel.Sel.Name) {
		return false
	}
	pkg := packageOf(m.Type)
	if pkg == m.Type {
		return imp.pathOf(sel) == pkg
	}
	return imp.pathOf(sel) == "" && imp.has(pkg)
}
