package goanalysis

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine"
)

// language is how the verdict's coverage names the files of this engine.
const language = "Go"

// partial records that p's files under review were analyzed without
// complete type information (tolerant.go): the verdict's coverage lists
// them, with why, so that a review never passes them silently.
func (r *run) partial(p *packages.Package, why string) {
	name := "package " + p.PkgPath
	if p.PkgPath == "command-line-arguments" {
		name = "this file's package (no go.mod)"
	}
	reason := fmt.Sprintf("%s was analyzed in part, because %s; only gosec and the checks that tolerate type errors ran", name, why)
	for _, f := range p.GoFiles {
		if s := r.lookup(f); s != nil {
			r.uncovered(s, reason, true)
		}
	}
}

// unresolved records that p's files under review were analyzed in part for
// want of sources this machine does not have: unlike partial, a gap in the
// review (its verdict would change once they are there), not the code's
// own flaw.
func (r *run) unresolved(p *packages.Package, why string) {
	reason := fmt.Sprintf("package %s was analyzed in part, because %s; only gosec and the checks that tolerate type errors ran", p.PkgPath, why)
	for _, f := range p.GoFiles {
		if s := r.lookup(f); s != nil {
			r.uncovered(s, reason, false)
		}
	}
}

// skipped records sources that no type-based check analyzed at all.
func (r *run) skipped(srcs []*source, why string) {
	for _, s := range srcs {
		r.uncovered(s, "not analyzed by go vet, staticcheck or gosec: "+why, false)
	}
}

// uncovered keeps the first reason given for a file.
func (r *run) uncovered(s *source, reason string, partial bool) {
	if _, ok := r.unanalyzed[s.file.Path]; !ok {
		r.unanalyzed[s.file.Path] = engine.Unanalyzed{File: s.file.Path, Language: language, Reason: reason, Partial: partial}
	}
}

// coverage lists what was not fully analyzed, by path.
func (r *run) coverage() []engine.Unanalyzed {
	out := make([]engine.Unanalyzed, 0, len(r.unanalyzed))
	for _, u := range r.unanalyzed {
		out = append(out, u)
	}
	slices.SortFunc(out, func(a, b engine.Unanalyzed) int { return cmp.Compare(a.File, b.File) })
	if len(out) == 0 {
		return nil
	}
	return out
}

// firstError is the first error of p or, depth first in import path
// order, of what it imports.
func firstError(p *packages.Package) packages.Error {
	seen := map[*packages.Package]bool{}
	var visit func(p *packages.Package) (packages.Error, bool)
	visit = func(p *packages.Package) (packages.Error, bool) {
		if seen[p] {
			return packages.Error{}, false
		}
		seen[p] = true
		if len(p.Errors) > 0 {
			return p.Errors[0], true
		}
		paths := make([]string, 0, len(p.Imports))
		for path := range p.Imports {
			paths = append(paths, path)
		}
		slices.Sort(paths)
		for _, path := range paths {
			if e, ok := visit(p.Imports[path]); ok {
				return e, true
			}
		}
		return packages.Error{}, false
	}
	e, _ := visit(p)
	return e
}

// errorText is an error as the coverage shows it: its position relative to
// the review's root when the file is under it, and its first line.
func (r *run) errorText(e packages.Error) string {
	msg := firstLine(e.Msg)
	pos := e.Pos
	if pos == "" || pos == "-" {
		return msg
	}
	if m := errorPos.FindStringSubmatch(pos); m != nil {
		if rel, err := filepath.Rel(r.e.root, m[1]); err == nil && !strings.HasPrefix(rel, "..") {
			pos = filepath.ToSlash(rel) + strings.TrimPrefix(pos, m[1])
		}
	}
	return pos + ": " + msg
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// localInputRules are gosec's rules about paths, commands and URLs whose
// danger depends on who chooses the value. In a package that reads no
// network request, the value comes from the program's own command line,
// environment, configuration or files — gosec's taint sources include
// os.Args, os.Getenv and os.ReadFile — and whoever runs the program
// already controls those: the user is the trust boundary, so gosec's High
// is lowered to Medium there (the security specialist weighs a value
// traced to the command line the same way). A function that reads a
// request is raised instead (taint.go).
var localInputRules = map[string]bool{
	"G107": true, // URL from a variable
	"G122": true, // a path used in a filepath.Walk callback (symlink race)
	"G204": true, // subprocess launched with a variable
	"G304": true, // file path from a variable
	"G702": true, // command injection (taint)
	"G703": true, // path traversal (taint)
	"G704": true, // SSRF (taint)
}

// packageReadsRequest reports whether any file of pkg reads client input
// from a network request (taint.go's accessors). Its test files do not
// count: the test variant of a package holds its tests' fake servers.
func (r *run) packageReadsRequest(pkg *packages.Package) bool {
	if v, ok := r.readsRequest[pkg]; ok {
		return v
	}
	v := false
	if pkg.TypesInfo != nil {
		for _, f := range pkg.Syntax {
			// A test's fake server reads requests; the package it tests
			// does not for that.
			if tf := pkg.Fset.File(f.Pos()); tf != nil && strings.HasSuffix(tf.Name(), "_test.go") {
				continue
			}
			if readsRequest(r.e.flowRows(), pkg.TypesInfo, f) {
				v = true
				break
			}
		}
	} else {
		v = true // cannot tell: never lower
	}
	r.readsRequest[pkg] = v
	return v
}
