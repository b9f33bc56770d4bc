package goanalysis

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestPatterns runs the engine's own checks (patterns.go) over packages
// that use stubs of the libraries they are about.
func TestPatterns(t *testing.T) {
	for _, c := range patternChecks {
		if c.a == textTemplateAnalyzer || c.a == requestFlowAnalyzer {
			continue // loading net/http takes seconds: TestTextTemplateHTML, TestRequestFlow
		}
		if parsedOnly[c.a] {
			continue // checks_more_test.go runs them on parsed files
		}
		analysistest.Run(t, analysistest.TestData()+"/patterns", c.a, c.a.Name)
	}
}

// TestTextTemplateHTML runs the syntax-only text/template check on parsed
// files, without loading net/http.
func TestTextTemplateHTML(t *testing.T) {
	tests := []struct {
		src  string
		want []int
	}{
		{`package p
import (
	"net/http"
	"os"
	"text/template"
)
var page = template.Must(template.New("page").Parse("<p>{{.}}</p>"))
func handler(w http.ResponseWriter, r *http.Request) {
	page.Execute(w, r.URL.Query().Get("q"))
	page.Execute(os.Stdout, "report")
}
func register() {
	http.HandleFunc("/x", func(rw http.ResponseWriter, r *http.Request) { page.ExecuteTemplate(rw, "x", nil) })
}`, []int{9, 13}},
		{`package p
import (
	"net/http"
	htmltemplate "html/template"
	"text/template"
)
func handler(w http.ResponseWriter, r *http.Request) { htmltemplate.Must(nil, nil).Execute(w, nil); _ = template.New }`, nil},
		{`package p
import (
	"net/http"
	"html/template"
)
func handler(w http.ResponseWriter, r *http.Request) { template.Must(nil, nil).Execute(w, nil) }`, nil},
	}
	for i, tt := range tests {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", tt.src, 0)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Report: func(d analysis.Diagnostic) {
			if !strings.Contains(d.Message, "text/template") {
				t.Errorf("message %q", d.Message)
			}
			got = append(got, fset.Position(d.Pos).Line)
		}}
		if _, err := textTemplateAnalyzer.Run(pass); err != nil {
			t.Fatal(err)
		}
		if len(got) != len(tt.want) || (len(got) > 0 && (got[0] != tt.want[0] || got[len(got)-1] != tt.want[len(tt.want)-1])) {
			t.Errorf("case %d: lines %v, want %v", i, got, tt.want)
		}
	}
}

// TestRequestFlow runs the request-to-response check on parsed files, as
// on a package whose imports could not all be loaded.
func TestRequestFlow(t *testing.T) {
	src := `package p
import (
	"fmt"
	"html"
	"io"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"
)
func hello(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	fmt.Fprintf(w, "<p>Hello %s</p>", name)
	fmt.Fprintf(w, "<p>Hello %s</p>", html.EscapeString(name))
	var page = r.FormValue("page")
	w.Write([]byte("<h1>" + page + "</h1>"))
	n, _ := strconv.Atoi(r.FormValue("n"))
	fmt.Fprintf(w, "%d", n)
	io.WriteString(w, r.Header.Get("X-Note"))
	http.Redirect(w, r, r.FormValue("next"), http.StatusFound)
	http.Redirect(w, r, "/home", http.StatusFound)
	_ = mux.Vars(r)
}
func notHandler(w io.Writer, q string) { fmt.Fprintf(w, "%s", q) }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Report: func(d analysis.Diagnostic) {
		got = append(got, fset.Position(d.Pos).Line)
	}}
	if _, err := requestFlowAnalyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	want := []int{13, 16, 19, 20}
	if len(got) != len(want) {
		t.Fatalf("lines %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("lines %v, want %v", got, want)
		}
	}
}
