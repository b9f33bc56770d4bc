package goanalysis

import (
	"bytes"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"
)

// withoutCgo adds to their packages the files under review that the go
// command left out only because cgo is off (CGO_ENABLED=0, or no C
// compiler, in which case the go command turns cgo off itself), and
// returns those packages. typecheck checks them with a fake package C, as
// gopls does: every C.name is of invalid type and no error, the rest of
// the file is typed as usual, and the package is analyzed as one with type
// errors (tolerant.go), and listed in the coverage as analyzed in part.
func (r *run) withoutCgo(us []*unit) map[string]bool {
	fake := map[string]bool{}
	for _, u := range us {
		for _, p := range u.pkgs {
			for _, name := range p.IgnoredFiles {
				s := r.lookup(name)
				if s == nil || !needsOnlyCgo(name, s.file.Content) || slices.Contains(p.CompiledGoFiles, name) {
					continue
				}
				p.GoFiles = append(p.GoFiles, name)
				p.CompiledGoFiles = append(p.CompiledGoFiles, name)
				fake[p.ID] = true
				// Not so any more.
				p.Errors = slices.DeleteFunc(p.Errors, func(e packages.Error) bool {
					return strings.HasPrefix(e.Msg, "build constraints exclude all Go files")
				})
			}
		}
	}
	return fake
}

// needsOnlyCgo reports whether a file imports "C" and its build
// constraints would admit it with cgo on.
func needsOnlyCgo(name string, content []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), name, content, parser.ImportsOnly)
	if err != nil || !slices.ContainsFunc(f.Imports, func(imp *ast.ImportSpec) bool {
		path, err := strconv.Unquote(imp.Path.Value)
		return err == nil && path == "C"
	}) {
		return false
	}
	ctx := build.Default
	ctx.CgoEnabled = true
	ctx.OpenFile = func(string) (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(content)), nil }
	ok, err := ctx.MatchFile(filepath.Dir(name), filepath.Base(name))
	return err == nil && ok
}
