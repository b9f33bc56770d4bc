package goanalysis

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// A stand-in for net/http's cookie types, so the test type-checks in
// milliseconds rather than loading net/http from source.
const fakeHTTP = `package http
type SameSite int
const (
	SameSiteDefaultMode SameSite = iota + 1
	SameSiteLaxMode
	SameSiteStrictMode
	SameSiteNoneMode
)
type Cookie struct {
	Name, Value, Path string
	Secure, HttpOnly  bool
	SameSite          SameSite
}
type ResponseWriter interface{}
func SetCookie(w ResponseWriter, c *Cookie) {}
`

// TestCookieChosenElsewhere: a G124 finding is dropped where the cookie's
// attributes are the caller's (a parameter, values from parameters and
// fields) and kept where the code leaves one out or writes an unsafe
// constant. @ marks where gosec reports: the literal's brace, the
// parameter, the allocation.
func TestCookieChosenElsewhere(t *testing.T) {
	const src = `package p

import "net/http"

type Context struct {
	W        http.ResponseWriter
	sameSite http.SameSite
}

func (c *Context) SetCookie(name, value string, secure, httpOnly bool) {
	http.SetCookie(c.W, &http.Cookie@{Name: name, Value: value, SameSite: c.sameSite, Secure: secure, HttpOnly: httpOnly}) // dropped
}

func (c *Context) SetCookieData(@cookie *http.Cookie) { // dropped
	cookie.Path = "/"
	http.SetCookie(c.W, cookie)
}

func Safe(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie@{Name: "s", Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode}) // dropped
}

func Missing(w http.ResponseWriter, secure bool) {
	http.SetCookie(w, &http.Cookie@{Name: "s", Secure: secure, HttpOnly: true}) // kept
}

func Unsafe(w http.ResponseWriter, secure bool) {
	http.SetCookie(w, &http.Cookie@{Name: "s", Secure: secure, HttpOnly: false, SameSite: http.SameSiteLaxMode}) // kept
}

func NoneMode(w http.ResponseWriter, secure, httpOnly bool) {
	http.SetCookie(w, &http.Cookie@{Secure: secure, HttpOnly: httpOnly, SameSite: http.SameSiteNoneMode}) // kept
}

func DefaultMode(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie@{Secure: true, HttpOnly: true, SameSite: http.SameSiteDefaultMode}) // kept
}

func Strict(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie@{Secure: true, HttpOnly: true, SameSite: http.SameSiteStrictMode}) // dropped
}

func OutOfRange(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie@{Secure: true, HttpOnly: true, SameSite: http.SameSite(5)}) // kept
}

func Built(w http.ResponseWriter) {
	c := @new(http.Cookie) // kept
	c.Name = "s"
	http.SetCookie(w, c)
}
`
	fset := token.NewFileSet()
	hf, err := parser.ParseFile(fset, "http.go", fakeHTTP, 0)
	if err != nil {
		t.Fatal(err)
	}
	httpPkg, err := (&types.Config{}).Check("net/http", fset, []*ast.File{hf}, nil)
	if err != nil {
		t.Fatal(err)
	}
	clean := strings.ReplaceAll(src, "@", "")
	f, err := parser.ParseFile(fset, "p.go", clean, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: importerFunc(func(string) (*types.Package, error) { return httpPkg, nil })}
	if _, err := conf.Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, TypesInfo: info}
	tf := fset.File(f.Pos())
	offset, marks := 0, 0
	for _, line := range strings.SplitAfter(src, "\n") {
		if i := strings.IndexByte(line, '@'); i >= 0 {
			marks++
			pos := tf.Pos(offset + i)
			want := strings.Contains(line, "// dropped")
			if got := cookieChosenElsewhere(pass, pos); got != want {
				t.Errorf("%s: cookieChosenElsewhere = %v, want %v", strings.TrimSpace(line), got, want)
			}
			offset += len(line) - 1
			continue
		}
		offset += len(line)
	}
	if marks != 10 {
		t.Fatalf("%d marks, want 10", marks)
	}
}
