package goanalysis

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestElideTables checks that eliding a dependency's tables keeps every
// declared type (so its importers and its facts see the same package) and
// leaves alone what is not a table of constants.
func TestElideTables(t *testing.T) {
	nums := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%d, ", i-n/2)
		}
		return b.String()
	}
	pairs := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "{%d, %q}, ", i, fmt.Sprint("s", i))
		}
		return b.String()
	}
	src := `package p

import "strings"

const k = 7

type pair struct {
	n int
	s string
}

var auto = [...]int16{` + nums(300) + `}
var sized = [400]int16{` + nums(300) + `}
var slice = []uint8{` + strings.ReplaceAll(nums(300), "-", "") + `}
var structs = []pair{` + pairs(200) + `}
var keyed = map[string]int{` + strings.Repeat(`"a": k, `, 1) + `"b": -k, ` + strings.Repeat("", 0) + `}
var withKeys = [...]int{5: 1, 9: 2}
var small = [...]int{1, 2, 3}
var calls = []string{` + strings.Repeat(`strings.ToUpper("x"), `, 300) + `}
var ptr = &pair{n: 1, s: "x"}
`
	check := func(elided bool) (map[string]string, *ast.File) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if elided {
			elideTables(f)
		}
		pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatalf("elided=%v: %v", elided, err)
		}
		out := map[string]string{}
		for _, name := range pkg.Scope().Names() {
			out[name] = pkg.Scope().Lookup(name).Type().String()
		}
		return out, f
	}
	before, _ := check(false)
	after, f := check(true)
	for name, typ := range before {
		if after[name] != typ {
			t.Errorf("%s: type %s after elision, %s before", name, after[name], typ)
		}
	}
	elts := map[string]int{}
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
			vs := gd.Specs[0].(*ast.ValueSpec)
			if lit, ok := vs.Values[0].(*ast.CompositeLit); ok {
				elts[vs.Names[0].Name] = len(lit.Elts)
			}
		}
	}
	want := map[string]int{"auto": 0, "sized": 0, "slice": 0, "structs": 0, "keyed": 2, "withKeys": 2, "small": 3, "calls": 300}
	for name, n := range want {
		if elts[name] != n {
			t.Errorf("%s: %d elements after elision, want %d", name, elts[name], n)
		}
	}
}
