package gosource

import (
	"bytes"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"path"
	"slices"
	"strconv"
	"strings"
)

// What the Go files say about which files a build takes in: the files a
// //go:embed directive puts into the binary, and the Go files that
// //go:build ignore leaves out of every build. Security asks when it
// weighs a credential by whether its file ships.

// embed is one pattern of a //go:embed directive, made relative to the
// review root.
type embed struct{ goFile, pattern string }

// EmbeddedBy names the Go files whose //go:embed directives take in the
// file at p (a pattern names the file or a directory above it), in the
// files' order. Only directives count, not text that looks like one in a
// string.
func (f *Facts) EmbeddedBy(p string) []string {
	if f == nil {
		return nil
	}
	f.embedOnce.Do(func() {
		for _, gf := range f.order {
			f.embeds = append(f.embeds, embedsOf(gf)...)
		}
	})
	var out []string
	for _, em := range f.embeds {
		for q := p; q != "." && q != "/"; q = path.Dir(q) {
			if ok, _ := path.Match(em.pattern, q); ok {
				if !slices.Contains(out, em.goFile) {
					out = append(out, em.goFile)
				}
				break
			}
		}
	}
	return out
}

// embedsOf reads the //go:embed directives of one file: the comments of a
// file that parses as far as its declarations go.
func embedsOf(gf *file) []embed {
	if !bytes.Contains(gf.src, []byte("//go:embed")) {
		return nil
	}
	af, _ := parser.ParseFile(token.NewFileSet(), gf.path, gf.src, parser.ParseComments|parser.SkipObjectResolution)
	if af == nil {
		return nil
	}
	dir := path.Dir(gf.path)
	var out []embed
	for _, cg := range af.Comments {
		for _, c := range cg.List {
			args, ok := strings.CutPrefix(c.Text, "//go:embed")
			if !ok || args == "" || (args[0] != ' ' && args[0] != '\t') {
				continue
			}
			for _, pat := range embedPatterns(args) {
				out = append(out, embed{gf.path, path.Join(dir, strings.TrimPrefix(pat, "all:"))})
			}
		}
	}
	return out
}

// BuildIgnored reports whether the Go file at p is left out of every
// build by the constraint //go:build ignore, read where the go command
// reads constraints: in the comments before the package clause.
func (f *Facts) BuildIgnored(p string) bool {
	if f == nil {
		return false
	}
	gf := f.files[p]
	if gf == nil || !bytes.Contains(gf.src, []byte("//go:build")) {
		return false
	}
	af, _ := parser.ParseFile(token.NewFileSet(), p, gf.src, parser.PackageClauseOnly|parser.ParseComments)
	if af == nil {
		return false
	}
	for _, cg := range af.Comments {
		if cg.Pos() > af.Package {
			break
		}
		for _, c := range cg.List {
			if !constraint.IsGoBuild(c.Text) {
				continue
			}
			expr, err := constraint.Parse(c.Text)
			if tag, ok := expr.(*constraint.TagExpr); err == nil && ok && tag.Tag == "ignore" {
				return true
			}
		}
	}
	return false
}

// embedPatterns splits a directive's arguments as the go command does:
// by spaces, a pattern in Go's quotes ("static dir", `a b`) whole.
func embedPatterns(args string) []string {
	var out []string
	for args = strings.TrimSpace(args); args != ""; args = strings.TrimSpace(args) {
		end := strings.IndexAny(args, " \t")
		if q := args[0]; q == '"' || q == '`' {
			end = closingQuote(args)
		}
		if end < 0 {
			end = len(args)
		}
		pat := args[:end]
		if u, err := strconv.Unquote(pat); err == nil {
			pat = u
		}
		out = append(out, pat)
		args = args[end:]
	}
	return out
}

// closingQuote returns the end of the quoted pattern s opens, or -1.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == '\\' && s[0] == '"':
			i++
		case s[i] == s[0]:
			return i + 1
		}
	}
	return -1
}
