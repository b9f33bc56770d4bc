package goanalysis

import (
	"go/ast"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// builderRows are the Go model rows of ORMs' and query builders' methods
// that take a fragment of SQL text followed by the values of its
// placeholders (go_query_builders.yml): the sql-injection sink rows with a
// type, which names the library. Text built from a value there is spliced
// into the statement as SQL, which the libraries' docs warn against
// (gorm's "Security" page: "User's input should be only used as an
// argument").
func builderRows(rows *flowRows) []*models.Model {
	var out []*models.Model
	for _, m := range rows.sinks {
		if m.Type != "" && slices.Contains(m.Sinks, "sql-injection") {
			out = append(out, m)
		}
	}
	return out
}

var queryBuilderAnalyzer = &analysis.Analyzer{
	Name: "querybuildersql",
	Doc: "SQL text built by concatenation or fmt.Sprintf, or a request's value as is, handed to an ORM or query builder " +
		"(gorm, xorm, go-pg, bun, squirrel, goqu, sqlx, pgx) as a condition, an ordering or a raw statement (db.Order(c.Query(\"sort\"))): the libraries splice that text into " +
		"the statement as SQL, so a value holding a quote changes the query. Write placeholders in constant text and pass " +
		"the values as the following arguments (db.Where(\"name = ?\", name)); take column names for Order or Select " +
		"from a fixed allow-list.",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		reported := map[*ast.CallExpr]bool{}
		flow := rowsOf(pass)
		eachFile(pass, func(f *ast.File, imp imports) {
			rows := builderRows(flow)
			if !usesBuilder(rows, imp) {
				return
			}
			for _, decl := range f.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || fn.Body == nil {
					continue
				}
				consts := localConsts(flow, f, fn.Body, imp)
				built := builtStrings(flow, fn.Body, imp, consts)
				ast.Inspect(fn.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok || len(call.Args) == 0 {
						return true
					}
					sel, ok := call.Fun.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					for _, m := range rows {
						if !builderCall(m, sel, imp) {
							continue
						}
						if arg := sqlArg(m, call); arg != nil && (isBuiltString(flow, arg, imp, consts) || isBuiltVar(arg, built)) {
							pass.Reportf(call.Pos(), "%s() is given SQL text built from a value", sel.Sel.Name)
							reported[call] = true
							break
						}
					}
					return true
				})
			}
		})
		// The request's own value as the whole SQL text (db.Order(c.Query("sort")),
		// sort := r.FormValue("sort"); db.Order(sort)) is spliced in just as
		// text built from it is: the client writes the ORDER BY or WHERE clause.
		eachHandlerCall(pass, func(h *handlerFlow, call *ast.CallExpr) {
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if reported[call] || !ok || len(call.Args) == 0 || !usesBuilder(builderRows(flow), h.imp) || h.onRequest(call) {
				return
			}
			for _, m := range builderRows(flow) {
				if !builderCall(m, sel, h.imp) {
					continue
				}
				if arg := sqlArg(m, call); arg != nil && !isTextLit(arg) && h.reaches(arg, "sql-injection") {
					pass.Reportf(call.Pos(), "%s() is given SQL text taken from the request", sel.Sel.Name)
					reported[call] = true
					return
				}
			}
		})
		return nil, nil
	},
}

// usesBuilder reports whether a file imports one of the rows' libraries.
func usesBuilder(rows []*models.Model, imp imports) bool {
	return slices.ContainsFunc(rows, func(m *models.Model) bool { return imp.anyOfPrefix([]string{packageOf(m.Type)}) })
}

// builderCall reports whether sel may call a method of the row. Which
// library a value belongs to takes types the check does not have: in a file
// that imports one, a method of any library's row may be called on a value
// (a *gorm.DB made in another file), and on a package other than the
// standard library's (squirrel.Expr, gorm.Expr), not on strings.Join.
func builderCall(m *models.Model, sel *ast.SelectorExpr, imp imports) bool {
	p := imp.pathOf(sel)
	return m.MatchMethod(sel.Sel.Name) && (p == "" || strings.Contains(strings.SplitN(p, "/", 2)[0], "."))
}

// sqlArg is the argument of a call that is its SQL text by the row's args:
// after a context.Context (pgx's Query(ctx, sql, ...)), and after the
// destinations (&users) that come first (sqlx's Get(&user, sql, ...)); nil
// when there is none, or an argument that should be a destination is not
// one (a cache's Get(key)).
func sqlArg(m *models.Model, call *ast.CallExpr) ast.Expr {
	i := 0
	if looksLikeContext(call.Args[0]) {
		i++
	}
	at := 0
	if len(m.Args) > 0 {
		at = m.Args[0]
	}
	for ; at > 0 && i < len(call.Args); at-- {
		if u, ok := call.Args[i].(*ast.UnaryExpr); !ok || u.Op != token.AND {
			return nil
		}
		i++
	}
	if i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}

func looksLikeContext(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "ctx" || e.Name == "c" || strings.HasSuffix(e.Name, "Ctx")
	case *ast.CallExpr:
		sel, ok := e.Fun.(*ast.SelectorExpr)
		return ok && isIdent(sel.X, "context")
	}
	return false
}

// isBuiltString reports whether e is text made from a value at run time:
// a concatenation with a string literal and an operand that is not a
// literal, or fmt.Sprintf (Sprint) with such an argument.
func isBuiltString(rows *flowRows, e ast.Expr, imp imports, consts map[string]bool) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return false
		}
		ops := concatOperands(e)
		lit, variable := false, false
		for _, o := range ops {
			switch o := ast.Unparen(o).(type) {
			case *ast.BasicLit:
				lit = lit || o.Kind == token.STRING
			case *ast.Ident:
				variable = variable || !constName(o.Name, consts)
			case *ast.SelectorExpr:
				// pkg.TableName is another package's constant; user.Name a
				// field.
				_, isPkg := imp[identName(o.X)]
				variable = variable || !isPkg
			case *ast.CallExpr:
				variable = variable || !safeText(rows, o, imp)
			default:
				variable = true
			}
		}
		return lit && variable
	case *ast.CallExpr:
		sel, ok := e.Fun.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		m := rowFor(rows.flows, imp.pathOf(sel), sel.Sel.Name, false)
		if m == nil || !slices.Contains(m.Flows, models.Flow{From: "args", To: "return"}) {
			return false
		}
		values := e.Args
		if m.Format >= 0 && m.Format < len(e.Args) {
			if f, ok := e.Args[m.Format].(*ast.BasicLit); ok && !textVerb.MatchString(f.Value) {
				return false // numbers only: %d
			}
			values = e.Args[m.Format+1:]
		}
		// text and a value: a format, or a literal among the arguments
		text := m.Format >= 0 || slices.ContainsFunc(e.Args, isTextLit)
		return text && slices.ContainsFunc(values, func(a ast.Expr) bool {
			switch a := ast.Unparen(a).(type) {
			case *ast.BasicLit:
				return false
			case *ast.Ident:
				return !constName(a.Name, consts)
			}
			return true
		})
	}
	return false
}

func isTextLit(e ast.Expr) bool {
	b, ok := ast.Unparen(e).(*ast.BasicLit)
	return ok && b.Kind == token.STRING
}

// textVerb is a fmt verb that can print text: %s, %v, %q, %x and their
// flagged forms.
var textVerb = regexp.MustCompile(`%[-+# 0-9.*]*[svqxX]`)

// safeText reports whether a call in a concatenation makes text that
// cannot carry SQL: a barrier row's (a number formatted by strconv), or a
// summary row's whose result is made of arguments that are constant text
// or variables its arg-names says hold placeholders (strings.Repeat("?,",
// n), strings.Join(placeholders, ",")).
func safeText(rows *flowRows, call *ast.CallExpr, imp imports) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg := imp.pathOf(sel)
	if pkg == "" {
		return false
	}
	if rowFor(rows.barriers, pkg, sel.Sel.Name, false) != nil {
		return true
	}
	m := rowFor(rows.flows, pkg, sel.Sel.Name, false)
	if m == nil {
		return false
	}
	for _, f := range m.Flows {
		i, err := strconv.Atoi(strings.TrimPrefix(f.From, "arg"))
		if f.To != "return" || err != nil || i >= len(call.Args) {
			return false
		}
		if a := call.Args[i]; !isTextLit(a) && (m.ArgNames == nil || !m.ArgNames.MatchString(identName(a))) {
			return false
		}
	}
	return true
}

func concatOperands(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return append(concatOperands(b.X), concatOperands(b.Y)...)
	}
	return []ast.Expr{e}
}

// constName reports whether a name is a constant's: declared const in the
// file or the function, or exported (TableUsers) or written in capitals
// (TABLE), as Go's constants usually are.
func constName(name string, consts map[string]bool) bool {
	return consts[name] || (name != "" && name[0] >= 'A' && name[0] <= 'Z')
}

func identName(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// localConsts are the names declared const at the file's top level or in
// the function, and the function's variables that only ever hold text
// that cannot carry SQL (placeholders := strings.Repeat("?,", n)).
func localConsts(rows *flowRows, f *ast.File, body *ast.BlockStmt, imp imports) map[string]bool {
	out := map[string]bool{}
	unsafe := map[string]bool{}
	add := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GenDecl:
			if n.Tok == token.CONST {
				for _, s := range n.Specs {
					for _, id := range s.(*ast.ValueSpec).Names {
						out[id.Name] = true
					}
				}
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				if c, ok := n.Rhs[min(i, len(n.Rhs)-1)].(*ast.CallExpr); ok && len(n.Lhs) == len(n.Rhs) && safeText(rows, c, imp) {
					out[id.Name] = true
				} else {
					unsafe[id.Name] = true
				}
			}
		}
		return true
	}
	for _, d := range f.Decls {
		add(d)
	}
	ast.Inspect(body, add)
	for name := range unsafe {
		if !isConstDecl(f, body, name) {
			delete(out, name)
		}
	}
	return out
}

// isConstDecl reports whether name is declared const in the file or the
// function (an assignment to it is then to another variable of a scope).
func isConstDecl(f *ast.File, body *ast.BlockStmt, name string) bool {
	found := false
	check := func(n ast.Node) bool {
		if g, ok := n.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, s := range g.Specs {
				if slices.ContainsFunc(s.(*ast.ValueSpec).Names, func(id *ast.Ident) bool { return id.Name == name }) {
					found = true
				}
			}
		}
		return !found
	}
	for _, d := range f.Decls {
		check(d)
	}
	ast.Inspect(body, check)
	return found
}

// builtStrings are the local variables of a function that some assignment
// fills with built text: q := "SELECT ... " + name, q += " AND x = " + v.
func builtStrings(rows *flowRows, body *ast.BlockStmt, imp imports, consts map[string]bool) map[string]bool {
	out := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				rhs := n.Rhs[i]
				if n.Tok == token.ADD_ASSIGN {
					rhs = &ast.BinaryExpr{X: &ast.BasicLit{Kind: token.STRING, Value: `""`}, Op: token.ADD, Y: rhs}
				}
				if isBuiltString(rows, rhs, imp, consts) {
					out[id.Name] = true
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if i < len(n.Values) && isBuiltString(rows, n.Values[i], imp, consts) {
					out[id.Name] = true
				}
			}
		}
		return true
	})
	return out
}

func isBuiltVar(e ast.Expr, built map[string]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && built[id.Name]
}

// anyOfPrefix reports whether the file imports one of the paths or a
// package under one.
func (imp imports) anyOfPrefix(paths []string) bool {
	for _, p := range imp {
		for _, want := range paths {
			if p == want || strings.HasPrefix(p, want+"/") {
				return true
			}
		}
	}
	return false
}
