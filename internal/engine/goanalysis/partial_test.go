package goanalysis

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// A built-in called on a constant (len of a const string) is recorded with
// an invalid type by go/types, as its documentation says: that is no sign
// of a package that failed to type-check.
func TestPartiallyTyped(t *testing.T) {
	for src, want := range map[string]bool{
		"package p\nconst s = \"hello\"\nvar n = len(s)\nvar m = cap([4]int{})\n": false,
		"package p\nvar n = len(undefinedName)\n":                                 true,
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
		var errs []types.Error
		conf := types.Config{Error: func(err error) { errs = append(errs, err.(types.Error)) }}
		pkg, _ := conf.Check("p", fset, []*ast.File{f}, info)
		if got := partiallyTyped(&analysis.Pass{Pkg: pkg, TypesInfo: info, TypeErrors: errs}); got != want {
			t.Errorf("partiallyTyped(%q) = %v, want %v", src, got, want)
		}
	}
}
