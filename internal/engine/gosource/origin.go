package gosource

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/redact"
)

// Origin is where a value comes from, as far as security can see, ordered
// from harmless to dangerous: when a value mixes several, the most
// dangerous one counts.
type Origin int

const (
	// FromConstant: literals and constants only.
	FromConstant Origin = iota
	// FromUnknown: a parameter, a field, a call's result — not visible here.
	FromUnknown
	// FromEnv: the process environment (os.Getenv).
	FromEnv
	// FromCLI: the command line (os.Args, the flag package).
	FromCLI
	// FromHTTP: what a client sent in an HTTP request.
	FromHTTP
)

var originNames = [...]string{"constants", "a value whose origin is not visible here", "the environment", "a command-line argument", "an HTTP request"}

func (o Origin) String() string { return originNames[o] }

// Source is a value's origin and the code that shows it.
type Source struct {
	Origin Origin
	// Evidence is the code the value comes from ("r.URL.Query()"), with
	// its line; empty for constants.
	Evidence string
}

// isRequestType reports whether e, a parameter's or variable's type, is a
// request type, whatever name the file imports its package under.
func (t *tracer) isRequestType(e ast.Expr) bool {
	pkg, name, ok := strings.Cut(typeName(e), ".")
	if !ok {
		return false
	}
	return t.rows.isRequest(withoutMajor(t.paths[pkg]), name)
}

// Origin finds the text of the kind built at line of the Go file at path
// and traces the values
// it is built from back through the assignments of the top-level
// declaration around it. It is syntactic, without types: names are matched
// within the declaration (shadowing is not told apart) and a value passed
// to another function is not followed into it — so it answers "from an HTTP
// request" only when the declaration shows it, and "unknown" rather than
// guess. ok is false when the file is not one the engine read, does not
// parse, or builds no text of the kind at line.
func (f *Facts) Origin(path string, kind Kind, line int) (src Source, ok bool) {
	gf := f.files[path]
	if gf == nil {
		return Source{}, false
	}
	fset, file, err := gf.parse()
	if err != nil {
		return Source{}, false
	}
	var decl ast.Decl
	for _, d := range file.Decls {
		if fset.Position(d.Pos()).Line <= line && line <= fset.Position(d.End()).Line {
			decl = d
		}
	}
	if decl == nil {
		return Source{}, false
	}
	imports := importPaths(file)
	roots := f.rows.builtAt(fset, decl, imports, kind, line)
	if len(roots) == 0 {
		return Source{}, false
	}
	t := newTracer(f.rows, fset, gf.src, file, imports, decl)
	var best Source
	for _, r := range roots {
		if s := t.expr(r); s.Origin > best.Origin {
			best = s
		}
	}
	return best, true
}

// builtAt returns the expressions the built text is made of at line: for
// SQL, the first concatenation, fmt.Sprintf or += there; for a shell, the
// command line of the exec.Command call there (a command-injection row's
// args, and the arguments after it).
func (r *rows) builtAt(fset *token.FileSet, decl ast.Decl, imports map[string]string, kind Kind, line int) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(decl, func(n ast.Node) bool {
		if out != nil || n == nil {
			return false
		}
		if fset.Position(n.Pos()).Line > line || fset.Position(n.End()).Line < line {
			return fset.Position(n.Pos()).Line <= line
		}
		onLine := fset.Position(n.Pos()).Line == line
		switch n := n.(type) {
		case *ast.AssignStmt:
			if kind == SQL && onLine && n.Tok == token.ADD_ASSIGN {
				out = n.Rhs
			}
		case *ast.BinaryExpr:
			if kind == SQL && onLine && n.Op == token.ADD {
				out = []ast.Expr{n}
			}
		case *ast.CallExpr:
			if kind == SQL && onLine && r.formats(n, imports) {
				out = n.Args
			}
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && kind == Shell && onLine {
				_, pkgPath := packageOf(sel.X, imports)
				if m := r.sink("command-injection", pkgPath, sel.Sel.Name); m != nil && pkgPath != "" && len(m.Args) == 1 && m.Args[0] < len(n.Args) {
					out = n.Args[m.Args[0]:]
				}
			}
		}
		return out == nil
	})
	return out
}

// tracer follows values back within one declaration.
type tracer struct {
	rows *rows
	fset *token.FileSet
	src  []byte
	// imports are the file's package names, which are not variables;
	// paths their import paths.
	imports map[string]bool
	paths   map[string]string
	// requests are the names declared with a request type.
	requests map[string]bool
	// values are what each name is assigned; params the other parameters.
	values map[string][]ast.Expr
	params map[string]bool
	consts map[string]bool
	// memo holds each name's traced source; a name being traced is in it
	// as a constant, which ends a cycle (q = q + x) without adding to it.
	memo map[string]Source
}

func newTracer(r *rows, fset *token.FileSet, src []byte, file *ast.File, imports map[string]string, decl ast.Decl) *tracer {
	t := &tracer{rows: r, fset: fset, src: src, imports: map[string]bool{}, paths: imports, requests: map[string]bool{},
		values: map[string][]ast.Expr{}, params: map[string]bool{}, consts: map[string]bool{}, memo: map[string]Source{}}
	for name := range imports {
		t.imports[name] = true
	}
	// Package-level constants and variables, then the declaration's own
	// assignments (which come later, so a local name wins in order).
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && (g.Tok == token.CONST || g.Tok == token.VAR) {
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if g.Tok == token.CONST {
						t.consts[id.Name] = true
					} else if i < len(vs.Values) {
						t.values[id.Name] = append(t.values[id.Name], vs.Values[i])
					}
				}
			}
		}
	}
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncType:
			if n.Params != nil {
				for _, f := range n.Params.List {
					for _, id := range f.Names {
						if t.isRequestType(f.Type) {
							t.requests[id.Name] = true
						} else {
							t.params[id.Name] = true
						}
					}
				}
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || id.Name == "_" {
					continue
				}
				if len(n.Rhs) == len(n.Lhs) {
					t.values[id.Name] = append(t.values[id.Name], n.Rhs[i])
				} else if len(n.Rhs) == 1 {
					t.values[id.Name] = append(t.values[id.Name], n.Rhs[0])
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if t.isRequestType(n.Type) {
					t.requests[id.Name] = true
				}
				if i < len(n.Values) {
					t.values[id.Name] = append(t.values[id.Name], n.Values[i])
				}
			}
		case *ast.RangeStmt:
			for _, l := range []ast.Expr{n.Key, n.Value} {
				if id, ok := l.(*ast.Ident); ok {
					t.values[id.Name] = append(t.values[id.Name], n.X)
				}
			}
		case *ast.CallExpr:
			// json.NewDecoder(r.Body).Decode(&in), rows.Scan(&name),
			// flag.StringVar(&name, …): the call fills what it is given.
			for _, a := range n.Args {
				if u, ok := a.(*ast.UnaryExpr); ok && u.Op == token.AND {
					if id, ok := u.X.(*ast.Ident); ok {
						t.values[id.Name] = append(t.values[id.Name], n)
					}
				}
			}
		}
		return true
	})
	return t
}

// importName is the name a package is imported under by default: the last
// element of its path, or the one before a major version suffix
// (github.com/labstack/echo/v4 is echo).
func importName(path string) string {
	elems := strings.Split(path, "/")
	name := elems[len(elems)-1]
	if len(elems) > 1 && len(name) > 1 && name[0] == 'v' {
		if _, err := strconv.Atoi(name[1:]); err == nil {
			name = elems[len(elems)-2]
		}
	}
	return name
}

func typeName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if pkg, ok := sel.X.(*ast.Ident); ok {
			return pkg.Name + "." + sel.Sel.Name
		}
	}
	return ""
}

// packageSource is the origin of pkg.name, a package's function called
// (call) or variable read, when a model row names it.
func (t *tracer) packageSource(pkg, name string, call bool) Origin {
	if !t.imports[pkg] || len(t.values[pkg]) > 0 || t.params[pkg] || t.requests[pkg] {
		return FromConstant
	}
	return t.rows.source(t.paths[pkg], name, call)
}

func (t *tracer) evidence(n ast.Node) string {
	start, end := t.fset.Position(n.Pos()), t.fset.Position(n.End())
	code := redact.Clip(string(t.src[start.Offset:end.Offset]), 60, "...")
	return code + " (line " + strconv.Itoa(start.Line) + ")"
}

func maxSource(a, b Source) Source {
	if b.Origin > a.Origin {
		return b
	}
	return a
}

// chainRoot is the name a chain of selectors, calls and indexes starts
// from: r in r.URL.Query().Get("q").
func chainRoot(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			e = x.X
		case *ast.CallExpr:
			e = x.Fun
		case *ast.IndexExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// expr traces e.
func (t *tracer) expr(e ast.Expr) Source {
	switch e.(type) {
	case *ast.SelectorExpr, *ast.CallExpr, *ast.IndexExpr:
		// The whole read is the evidence: r.URL.Query().Get("q"), not r.
		if root := chainRoot(e); root != nil && t.requests[root.Name] {
			return Source{FromHTTP, t.evidence(e)}
		}
	}
	switch e := e.(type) {
	case nil, *ast.BasicLit, *ast.FuncLit:
		return Source{}
	case *ast.Ident:
		return t.ident(e)
	case *ast.ParenExpr:
		return t.expr(e.X)
	case *ast.StarExpr:
		return t.expr(e.X)
	case *ast.UnaryExpr:
		return t.expr(e.X)
	case *ast.BinaryExpr:
		return maxSource(t.expr(e.X), t.expr(e.Y))
	case *ast.IndexExpr:
		s := t.expr(e.X)
		if _, read := e.X.(*ast.SelectorExpr); read && s.Origin > FromUnknown {
			s.Evidence = t.evidence(e) // os.Args[1], not os.Args
		}
		return s
	case *ast.SliceExpr:
		return t.expr(e.X)
	case *ast.TypeAssertExpr:
		return t.expr(e.X)
	case *ast.CompositeLit:
		var s Source
		for _, el := range e.Elts {
			s = maxSource(s, t.expr(el))
		}
		return s
	case *ast.KeyValueExpr:
		return t.expr(e.Value)
	case *ast.SelectorExpr:
		if pkg, ok := e.X.(*ast.Ident); ok {
			switch o := t.packageSource(pkg.Name, e.Sel.Name, false); {
			case o > FromConstant:
				return Source{o, t.evidence(e)}
			case t.requests[pkg.Name]:
				return Source{FromHTTP, t.evidence(e)}
			case t.imports[pkg.Name] && len(t.values[pkg.Name]) == 0 && !t.params[pkg.Name]:
				// A package's variable: not visible here.
				return Source{FromUnknown, t.evidence(e)}
			}
		}
		return t.expr(e.X)
	case *ast.CallExpr:
		return t.call(e)
	}
	return Source{FromUnknown, t.evidence(e)}
}

func (t *tracer) call(c *ast.CallExpr) Source {
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
		if pkg, ok := sel.X.(*ast.Ident); ok {
			if o := t.packageSource(pkg.Name, sel.Sel.Name, true); o > FromConstant {
				return Source{o, t.evidence(c)}
			}
		}
	}
	var s Source
	for _, a := range c.Args {
		if id, ok := a.(*ast.Ident); ok && t.requests[id.Name] {
			// mux.Vars(r), chi.URLParam(r, "id"): read from the request.
			return Source{FromHTTP, t.evidence(c)}
		}
		if u, ok := a.(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue // filled by the call, not read by it
		}
		s = maxSource(s, t.expr(a))
	}
	switch fun := c.Fun.(type) {
	case *ast.SelectorExpr:
		if pkg, ok := fun.X.(*ast.Ident); ok && t.imports[pkg.Name] && len(t.values[pkg.Name]) == 0 && !t.params[pkg.Name] && !t.requests[pkg.Name] {
			// A package function: its result is made of its arguments as
			// far as can be seen here (strings.TrimSpace(name)).
			return s
		}
		return maxSource(s, t.expr(fun.X))
	case *ast.Ident:
		switch fun.Name {
		case "string", "len", "strconv", "int", "int64", "float64", "byte", "rune", "append", "min", "max":
			return s
		}
		// A local function's result: not followed.
		return maxSource(s, Source{FromUnknown, t.evidence(c)})
	}
	return maxSource(s, t.expr(c.Fun))
}

func (t *tracer) ident(id *ast.Ident) Source {
	switch {
	case id.Name == "nil" || id.Name == "true" || id.Name == "false" || id.Name == "iota" || t.consts[id.Name]:
		return Source{}
	case t.requests[id.Name]:
		return Source{FromHTTP, t.evidence(id)}
	}
	if s, ok := t.memo[id.Name]; ok {
		return s
	}
	t.memo[id.Name] = Source{}
	s := t.traceName(id)
	t.memo[id.Name] = s
	return s
}

func (t *tracer) traceName(id *ast.Ident) Source {
	var s Source
	if t.params[id.Name] {
		s = Source{FromUnknown, "the parameter " + id.Name}
	}
	vals := t.values[id.Name]
	if len(vals) == 0 && !t.params[id.Name] {
		return Source{FromUnknown, id.Name}
	}
	for _, v := range vals {
		s = maxSource(s, t.expr(v))
	}
	return s
}
