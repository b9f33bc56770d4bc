package goanalysis

import (
	"errors"
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"
)

// typecheck parses and type-checks one package whose imports are already
// type-checked, the way packages.Load does in LoadAllSyntax mode: same
// parser mode, same types.Info maps, same Config, same errors in
// pkg.Errors and pkg.TypeErrors, same IllTyped rule. The driver does it
// itself, package by package, so that a dependency's syntax and type
// information live only while that package is analyzed (packages.Load
// keeps every package's at once).
//
// parse returns a file's syntax; see driver.parse.
//
// fakeC type-checks a package with cgo files that cgo did not process
// (cgo.go): import "C" is a fake package, and the package counts as
// ill-typed, since what C provides is unknown.
func typecheck(pkg *packages.Package, fset *token.FileSet, parse func(name string) (*ast.File, error), fakeC bool) {
	pkg.Fset = fset
	if pkg.PkgPath == "unsafe" {
		pkg.Types = types.Unsafe
		pkg.Syntax = []*ast.File{}
		pkg.TypesInfo = newTypesInfo()
		return
	}
	// Named explicitly, as go/packages does, so that a file whose package
	// clause disagrees with go list does not rename the package.
	pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)

	addError := func(err error) { pkg.Errors = append(pkg.Errors, toPackagesErrors(pkg, err)...) }

	files := make([]*ast.File, 0, len(pkg.CompiledGoFiles))
	for _, name := range pkg.CompiledGoFiles {
		f, err := parse(name)
		if f != nil {
			files = append(files, f)
		}
		if err != nil {
			addError(err)
		}
	}
	pkg.Syntax = files
	pkg.TypesInfo = newTypesInfo()

	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := pkg.Imports[path]
		if imp == nil {
			// go list listed no such package: missing, or an import cycle.
			return nil, fmt.Errorf("missing package: %q", path)
		}
		if len(imp.CompiledGoFiles) == 0 && len(imp.Errors) > 0 {
			// Not to be had (a module missing from the module cache, no
			// go.mod): the type checker makes a fake package of this path,
			// whose members are of invalid type, and checks the rest.
			if name := importName(path); name != path[strings.LastIndex(path, "/")+1:] {
				// The type checker would name its fake package "v5"
				// for …/chi/v5, and every use of chi would be undefined.
				// An empty package of the right name keeps chi.URLParam
				// recognizable (taint.go), at the price of an "undefined"
				// error per use, which echoes the missing import anyway.
				fake := types.NewPackage(path, name)
				fake.MarkComplete()
				return fake, nil
			}
			return nil, errors.New(strings.TrimSuffix(firstLine(imp.Errors[0].Msg), "; to add:"))
		}
		if imp.Types == nil || !imp.Types.Complete() {
			return nil, fmt.Errorf("no type information for %s", path)
		}
		return imp.Types, nil
	})
	tc := &types.Config{
		Importer: importer,
		Error:    addError,
		Sizes:    pkg.TypesSizes,
		// FakeImportC is go/types' way of checking cgo files as written.
		FakeImportC: fakeC,
	}
	if pkg.Module != nil && pkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + pkg.Module.GoVersion
	}
	typErr := types.NewChecker(tc, fset, pkg.Types, pkg.TypesInfo).Files(pkg.Syntax)
	if typErr != nil && len(pkg.Errors) == 0 {
		if msg := typErr.Error(); strings.HasPrefix(msg, "package requires newer Go version") && len(pkg.Syntax) > 0 {
			addError(types.Error{Fset: fset, Pos: pkg.Syntax[0].Package, Msg: msg})
		} else {
			addError(typErr)
		}
	}

	ill := len(pkg.Errors) > 0 || fakeC
	for _, imp := range pkg.Imports {
		ill = ill || imp.IllTyped
	}
	pkg.IllTyped = ill
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// toPackagesErrors converts a parse, read or type error as go/packages
// does; a type error is also kept in pkg.TypeErrors, for Pass.TypeErrors.
func toPackagesErrors(pkg *packages.Package, err error) []packages.Error {
	var list scanner.ErrorList
	var pathErr *os.PathError
	var typeErr types.Error
	switch {
	case errors.As(err, &list):
		out := make([]packages.Error, 0, len(list))
		for _, e := range list {
			out = append(out, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
		}
		return out
	case errors.As(err, &pathErr):
		return []packages.Error{{Pos: pathErr.Path + ":1", Msg: pathErr.Err.Error(), Kind: packages.ParseError}}
	case errors.As(err, &typeErr):
		pkg.TypeErrors = append(pkg.TypeErrors, typeErr)
		return []packages.Error{{Pos: typeErr.Fset.Position(typeErr.Pos).String(), Msg: typeErr.Msg, Kind: packages.TypeError}}
	}
	return []packages.Error{{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError}}
}

// importName is the name a package is imported under by default: the last
// element of its path, or the one before a major version suffix
// (github.com/go-chi/chi/v5 is chi).
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
