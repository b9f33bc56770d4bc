package goanalysis

import (
	"go/ast"
	"go/token"
	"strconv"
)

// minElided is the number of constant elements from which a literal table
// in a dependency is elided.
const minElided = 256

// elideTables empties the large tables of constants that a dependency
// declares at package level — compression dictionaries, Unicode and
// character-set tables, CRC tables: var t = [...]uint16{…thousands…} —
// keeping each one's type. On a dependency only the analyzers that export
// facts run, and their facts are about functions and types (a printf
// wrapper, a pure function, a function that never returns nil, a
// deprecated name), never about the values in a table; but building
// staticcheck's IR of a 10,000-element table in the package initializer
// takes hundreds of megabytes (andybalholm/brotli alone, ~200 MB), the
// peak of a whole review. Only literals made of nothing but constants
// (literals, names, nested literals of them) are elided, and an array
// whose length the elements decide ([...]T) gets that length written out,
// so every type, and every fact, is what it was. Packages under review are
// never elided: their findings may be about those values.
func elideTables(f *ast.File) {
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for _, v := range vs.Values {
				ast.Inspect(v, func(n ast.Node) bool {
					lit, ok := n.(*ast.CompositeLit)
					if !ok {
						return true
					}
					if count, ok := constantElements(lit); !ok || count < minElided {
						return true
					}
					elide(lit)
					return false
				})
			}
		}
	}
}

// elide drops lit's elements, writing out the length of a [...]T array.
func elide(lit *ast.CompositeLit) {
	if at, ok := lit.Type.(*ast.ArrayType); ok {
		if _, ellipsis := at.Len.(*ast.Ellipsis); ellipsis {
			at.Len = &ast.BasicLit{ValuePos: at.Len.Pos(), Kind: token.INT, Value: strconv.Itoa(len(lit.Elts))}
		}
	}
	lit.Elts = nil
}

// constantElements counts the constants in a composite literal, nested
// literals included, and reports whether it holds nothing else. A [...]T
// array with keyed elements does not qualify: its keys decide its length.
func constantElements(lit *ast.CompositeLit) (int, bool) {
	if at, ok := lit.Type.(*ast.ArrayType); ok {
		if _, ellipsis := at.Len.(*ast.Ellipsis); ellipsis {
			for _, e := range lit.Elts {
				if _, keyed := e.(*ast.KeyValueExpr); keyed {
					return 0, false
				}
			}
		}
	}
	n := 0
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if !constant(kv.Key) {
				return 0, false
			}
			e = kv.Value
		}
		switch e := e.(type) {
		case *ast.CompositeLit:
			c, ok := constantElements(e)
			if !ok {
				return 0, false
			}
			n += c
		default:
			if !constant(e) {
				return 0, false
			}
			n++
		}
	}
	return n, true
}

// constant reports whether e is a literal, a name (a constant, a field's
// name as a key, true, nil), or a sign applied to one of them.
func constant(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BasicLit, *ast.Ident:
		return true
	case *ast.UnaryExpr:
		return (e.Op == token.SUB || e.Op == token.ADD || e.Op == token.XOR) && constant(e.X)
	case *ast.ParenExpr:
		return constant(e.X)
	}
	return false
}
