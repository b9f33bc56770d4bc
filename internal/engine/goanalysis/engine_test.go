package goanalysis

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// needGo skips a test that builds real packages when there is no go
// command to list them.
func needGo(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v); this engine loads packages through it", err)
	}
}

// runEngine builds the engine for root and runs it over files.
func runEngine(t *testing.T, root string, cfg *config.Config, files []*scope.File) *engine.Result {
	t.Helper()
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), files)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

// unformatted marks testdata that must stay unformatted: a file
// "x.go.unformatted" is reviewed as x.go, which exists only in the review
// (the engine hands it to the go command as an overlay), so that the
// repository's own gofmt check does not trip on it.
const unformatted = ".unformatted"

// tree reads every file under root as a path target would.
func tree(t *testing.T, root string) []*scope.File {
	t.Helper()
	var files []*scope.File
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		files = append(files, &scope.File{Path: strings.TrimSuffix(filepath.ToSlash(rel), unformatted), Status: scope.Whole, Content: b})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// write creates files (slash paths) under dir.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func describe(d engine.Diagnostic) string {
	return fmt.Sprintf("%s %s %s %s", d.Dimension, d.Severity, d.Rule, d.Message)
}

func dump(res *engine.Result) string {
	var b strings.Builder
	for _, d := range res.Diagnostics {
		fmt.Fprintf(&b, "\n\t%s:%s: %s", d.File, d.Lines, describe(d))
	}
	for _, n := range res.Notes {
		fmt.Fprintf(&b, "\n\tnote: %s", n)
	}
	return b.String()
}

var wantComment = regexp.MustCompile(`// want (.*)$`)

// wants reads the `// want "regexp"…` comments of a Go file, by line.
func wants(t *testing.T, f *scope.File) map[int][]*regexp.Regexp {
	t.Helper()
	out := map[int][]*regexp.Regexp{}
	for i, line := range strings.Split(string(f.Content), "\n") {
		m := wantComment.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		rest := strings.TrimSpace(m[1])
		for rest != "" {
			q, err := strconv.QuotedPrefix(rest)
			if err != nil {
				t.Fatalf("%s:%d: bad want comment %q: %v", f.Path, i+1, rest, err)
			}
			s, _ := strconv.Unquote(q)
			out[i+1] = append(out[i+1], regexp.MustCompile(s))
			rest = strings.TrimSpace(rest[len(q):])
		}
	}
	return out
}

// TestRouting runs the engine once over testdata/routing, a module with one
// package per dimension, each with cases that must and must not be
// reported. Every `// want` pattern, matched against "dimension severity
// rule message", must match exactly one diagnostic on its line, and every
// diagnostic must be wanted.
func TestRouting(t *testing.T) {
	needGo(t)
	root, err := filepath.Abs(filepath.Join("testdata", "routing"))
	if err != nil {
		t.Fatal(err)
	}
	files := tree(t, root)
	res := runEngine(t, root, nil, files)
	if len(res.Notes) > 0 {
		t.Errorf("unexpected notes: %q", res.Notes)
	}

	type at struct {
		file string
		line int
	}
	got := map[at][]engine.Diagnostic{}
	for _, d := range res.Diagnostics {
		got[at{d.File, d.Lines.Start}] = append(got[at{d.File, d.Lines.Start}], d)
		if d.Engine != Name || d.Code == "" || d.Detail == "" {
			t.Errorf("%s:%s: incomplete diagnostic %+v", d.File, d.Lines, d)
		}
	}
	dims := map[string]bool{}
	for _, f := range files {
		if !strings.HasSuffix(f.Path, ".go") {
			continue
		}
		for line, res := range wants(t, f) {
			ds := got[at{f.Path, line}]
			delete(got, at{f.Path, line})
			used := make([]bool, len(ds))
			for _, re := range res {
				n := 0
				for i, d := range ds {
					if re.MatchString(describe(d)) {
						n++
						used[i] = true
					}
				}
				if n != 1 {
					t.Errorf("%s:%d: %d diagnostics match %q, want exactly 1; got:%s", f.Path, line, n, re, dump(&engine.Result{Diagnostics: ds}))
				}
			}
			for i, d := range ds {
				if !used[i] {
					t.Errorf("%s:%d: unexpected diagnostic: %s", f.Path, line, describe(d))
				}
				dims[d.Dimension] = true
			}
		}
	}
	for pos, ds := range got {
		for _, d := range ds {
			t.Errorf("%s:%d: unexpected diagnostic: %s", pos.file, pos.line, describe(d))
		}
	}
	for _, dim := range []string{Security, Secrets, Correctness, Performance, Maintainability} {
		if !dims[dim] {
			t.Errorf("no diagnostic routed to %s", dim)
		}
	}

	// Fixes are byte edits of the reviewed content.
	for _, d := range res.Diagnostics {
		if d.Rule != "staticcheck/SA6005" && d.Rule != "gofmt" {
			continue
		}
		if len(d.Fixes) == 0 {
			t.Errorf("%s: %s has no fix", d.File, d.Rule)
			continue
		}
		var content []byte
		for _, f := range files {
			if f.Path == d.File {
				content = f.Content
			}
		}
		fixed := apply(t, content, d.Fixes[0])
		switch d.Rule {
		case "gofmt":
			if !bytes.Contains(fixed, []byte("func Ugly() int {")) {
				t.Errorf("gofmt fix gives:\n%s", fixed)
			}
		case "staticcheck/SA6005":
			if !bytes.Contains(fixed, []byte("return strings.EqualFold(a, b)")) {
				t.Errorf("SA6005 fix gives:\n%s", fixed)
			}
		}
	}
}

// apply applies a fix's edits, last first.
func apply(t *testing.T, content []byte, fix finding.Fix) []byte {
	t.Helper()
	out := bytes.Clone(content)
	for i := len(fix.Edits) - 1; i >= 0; i-- {
		e := fix.Edits[i]
		if e.Start < 0 || e.End > len(out) || e.Start > e.End {
			t.Fatalf("edit %+v out of range (%d bytes)", e, len(out))
		}
		out = append(out[:e.Start:e.Start], append([]byte(e.NewText), out[e.End:]...)...)
	}
	return out
}

const printfBug = "package p\n\nimport \"fmt\"\n\n// F prints.\nfunc F() { fmt.Printf(\"%d\\n\", \"x\") }\n"
const printfOK = "package p\n\nimport \"fmt\"\n\n// F prints.\nfunc F() { fmt.Printf(\"%s\\n\", \"x\") }\n"

// TestStagedContentIsAnalyzed checks that the version under review (the
// index, for staged changes) is analyzed, not the file on disk — including
// a file that exists only in the index — and that the configuration
// disables rules and overrides severities.
func TestStagedContentIsAnalyzed(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"go.mod":   "module example.com/staged\n\ngo 1.26\n",
		"p/a.go":   printfOK,
		"p/b.go":   strings.ReplaceAll(printfBug, "F", "G"),
		"p/off.go": "package p\n",
	})
	files := []*scope.File{
		{Path: "p/a.go", Status: scope.Modified, Content: []byte(printfBug)},                              // bug staged, clean on disk
		{Path: "p/b.go", Status: scope.Modified, Content: []byte(strings.ReplaceAll(printfOK, "F", "G"))}, // fix staged, bug on disk
		{Path: "p/c.go", Status: scope.Added, Content: []byte(strings.ReplaceAll(printfBug, "F", "H"))},   // only in the index
		{Path: "p/d.txt", Status: scope.Added, Content: []byte("not go")},
	}
	cfg := &config.Config{Rules: map[string]config.Rule{
		"SA5009":     {Disabled: true},
		"vet/printf": {Severity: "Low"},
	}}
	res := runEngine(t, dir, cfg, files)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%s %s %s", d.File, d.Lines, d.Rule, d.Severity))
	}
	want := []string{"p/a.go:6 vet/printf Low", "p/c.go:6 vet/printf Low"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || len(res.Notes) > 0 {
		t.Errorf("got:%s\nwant %q", dump(res), want)
	}
}

// TestAdHocPackage checks Go files in a directory that belongs to no
// module.
func TestAdHocPackage(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			t.Skipf("skipping: %s has a go.mod above the temporary directory", d)
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	write(t, dir, map[string]string{"tool/main.go": strings.ReplaceAll(printfBug, "package p", "package main") + "\nfunc main() { F() }\n"})
	res := runEngine(t, dir, nil, tree(t, dir))
	found := slices.ContainsFunc(res.Diagnostics, func(d engine.Diagnostic) bool {
		return d.Rule == "vet/printf" && d.File == "tool/main.go" && d.Lines.Start == 6
	})
	if !found || len(res.Notes) > 0 {
		t.Errorf("want vet/printf at tool/main.go:6 and no notes; got:%s", dump(res))
	}
}

// TestMissingDependencies checks modules whose dependencies are not in the
// module cache, with and without go.sum lines for them: no error, one note
// per module, the gofmt check and the packages that do not need the missing
// module still run, and no flood of type errors.
func TestMissingDependencies(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	const gomod = "module example.com/gone\n\ngo 1.26\n\nrequire example.com/nowhere v1.0.0\n"
	const uses = "package gone\n\nimport \"example.com/nowhere\"\n\nfunc F()  { nowhere.Do(undefinedThing) }\n"
	write(t, dir, map[string]string{
		"summed/go.mod": gomod,
		"summed/go.sum": "example.com/nowhere v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n" +
			"example.com/nowhere v1.0.0/go.mod h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n",
		"summed/uses.go":    uses,
		"summed/p/clean.go": printfBug,
		"unsummed/go.mod":   strings.ReplaceAll(gomod, "gone", "unsummed"),
		"unsummed/uses.go":  uses,
	})
	cfg := &config.Config{Rules: map[string]config.Rule{"SA5009": {Disabled: true}}}
	res := runEngine(t, dir, cfg, tree(t, dir))
	var rules []string
	for _, d := range res.Diagnostics {
		rules = append(rules, d.File+":"+d.Lines.String()+" "+d.Rule)
	}
	if got, want := strings.Join(rules, ", "), "summed/p/clean.go:6 vet/printf, summed/uses.go:5 gofmt, unsummed/uses.go:5 gofmt"; got != want {
		t.Errorf("diagnostics = %s, want %s;%s", got, want, dump(res))
	}
	want := []string{
		`go: module example.com/gone: dependencies missing from the module cache (run "go mod download"); checks that need complete types skipped for 1 package (gosec and the checks that tolerate missing types ran)`,
		`go: module example.com/unsummed: dependencies missing from the module cache (run "go mod download"); checks that need complete types skipped for 1 package (gosec and the checks that tolerate missing types ran)`,
	}
	if strings.Join(res.Notes, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes = %q\nwant %q", res.Notes, want)
	}
	// The packages that need the missing module were analyzed in part, and
	// the coverage says so, with the import that could not be resolved.
	// Where go.sum names the module, the sources exist but this machine
	// lacks them: a gap in the review (not Partial, which is for the code's
	// own flaws), until go mod download. Where go.sum lacks it, the module
	// itself is incomplete: Partial, with the go command's words. (Both
	// used to read the first module's words: the two modules' packages of
	// example.com/nowhere shared a facts key.)
	var gap, partial []string
	for _, u := range res.Unanalyzed {
		switch {
		case u.Language != "Go" || !strings.Contains(u.Reason, "example.com/nowhere"):
		case !u.Partial && strings.Contains(u.Reason, `run "go mod download"`):
			gap = append(gap, u.File)
		case u.Partial && strings.Contains(u.Reason, "missing go.sum entry"):
			partial = append(partial, u.File)
		}
	}
	if strings.Join(gap, ", ") != "summed/uses.go" || strings.Join(partial, ", ") != "unsummed/uses.go" || len(res.Unanalyzed) != 2 {
		t.Errorf("not downloaded: %s, want summed/uses.go; missing from go.sum: %s, want unsummed/uses.go; %+v", gap, partial, res.Unanalyzed)
	}
}

// TestNoGoFiles checks that a review without Go files does not start the go
// command: with PATH empty it would otherwise leave a note.
func TestNoGoFiles(t *testing.T) {
	t.Setenv("PATH", "")
	files := []*scope.File{
		{Path: "README.md", Content: []byte("# hi\n")},
		{Path: "gone.go", Status: scope.Deleted},
		{Path: "testdata/x.go", Content: []byte("package x\n")},
	}
	res := runEngine(t, t.TempDir(), nil, files)
	if len(res.Diagnostics) != 0 || len(res.Notes) != 0 {
		t.Errorf("got:%s", dump(res))
	}
}

// TestCancelled checks that a cancelled review is an error.
func TestCancelled(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{"go.mod": "module example.com/c\n\ngo 1.26\n", "c.go": printfBug})
	e, err := New(engine.Env{Root: dir})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Run(ctx, tree(t, dir)); !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v, want context.Canceled", err)
	}
}

// TestNoGoCommand checks that without a go command the gofmt check still
// runs and a note says what was skipped.
func TestNoGoCommand(t *testing.T) {
	t.Setenv("PATH", "")
	files := []*scope.File{{Path: "a.go", Content: []byte("package a\nfunc  F() {}\n")}}
	res := runEngine(t, t.TempDir(), nil, files)
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Rule != "gofmt" || len(res.Notes) != 1 {
		t.Errorf("got:%s", dump(res))
	}
}

// TestTypecheck checks that a file that does not compile says so, once
// per line, and gets no gofmt diagnostic when it does not parse.
func TestTypecheck(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"go.mod": "module example.com/broken\n\ngo 1.26\n",
		"a.go":   "package broken\n\nfunc F() int {\n\treturn \"x\"\n}\n",
		"b.go":   "package broken\n\nfunc H( {\n",
	})
	res := runEngine(t, dir, nil, tree(t, dir))
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%s %s %s", d.File, d.Lines, d.Rule, d.Severity))
	}
	if want := "a.go:4 typecheck High, b.go:3 typecheck High"; strings.Join(got, ", ") != want || len(res.Notes) > 0 {
		t.Errorf("got:%s\nwant %s", dump(res), want)
	}
}

// TestWorkspace checks modules under a go.work: one the workspace uses, one
// it does not (the go command refuses it unless GOWORK=off), and loose files
// beside them — three loads in one Run.
func TestWorkspace(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"go.work":      "go 1.26\n\nuse ./inmod\n",
		"inmod/go.mod": "module example.com/inmod\n\ngo 1.26\n",
		"inmod/a.go":   printfBug,
		"out/go.mod":   "module example.com/out\n\ngo 1.26\n",
		"out/a.go":     printfBug,
		"loose/a.go":   printfBug,
	})
	res := runEngine(t, dir, &config.Config{Rules: map[string]config.Rule{"SA5009": {Disabled: true}}}, tree(t, dir))
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.File+":"+d.Lines.String()+" "+d.Rule)
	}
	if want := "inmod/a.go:6 vet/printf, loose/a.go:6 vet/printf, out/a.go:6 vet/printf"; strings.Join(got, ", ") != want || len(res.Notes) > 0 {
		t.Errorf("got:%s\nwant %s", dump(res), want)
	}
}

// BenchmarkRun measures one Run over testdata/routing: a load of five
// packages that import net/http and database/sql, and one analysis pass.
func BenchmarkRun(b *testing.B) {
	if _, err := exec.LookPath("go"); err != nil {
		b.Skipf("skipping: the go command is not on PATH (%v)", err)
	}
	root, err := filepath.Abs(filepath.Join("testdata", "routing"))
	if err != nil {
		b.Fatal(err)
	}
	var files []*scope.File
	for _, dir := range []string{"security", "secrets", "correctness", "performance", "maintainability"} {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range entries {
			content, err := os.ReadFile(filepath.Join(root, dir, e.Name()))
			if err != nil {
				b.Fatal(err)
			}
			files = append(files, &scope.File{Path: dir + "/" + strings.TrimSuffix(e.Name(), unformatted), Status: scope.Whole, Content: content})
		}
	}
	e, err := New(engine.Env{Root: root})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := e.Run(b.Context(), files); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFrameworkSources checks that web frameworks' request accessors raise
// SQL built from them as an HTTP request's input does — here with the
// frameworks unresolvable (a loose file, no go.mod), so their types are
// known only by the declarations that name them — and that a plain
// parameter does not.
func TestFrameworkSources(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{"h.go": `package h

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gofiber/fiber/v2"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v4"
)

var db *sql.DB

func Gin(c *gin.Context)    { db.Query("SELECT * FROM t WHERE n = '" + c.Query("n") + "'") }
func Echo(c echo.Context)   { db.Query("SELECT * FROM t WHERE n = '" + c.QueryParam("n") + "'") }
func Fiber(c *fiber.Ctx)    { db.Query("SELECT * FROM t WHERE n = '" + c.Params("n") + "'") }
func Chi(r *http.Request)   { db.Query("SELECT * FROM t WHERE n = '" + chi.URLParam(r, "n") + "'") }
func Mux(r *http.Request)   { db.Query("SELECT * FROM t WHERE n = '" + mux.Vars(r)["n"] + "'") }
func Plain(n string)        { db.Query("SELECT * FROM t WHERE n = '" + n + "'") }
`})
	res := runEngine(t, dir, nil, tree(t, dir))
	var got []string
	for _, d := range res.Diagnostics {
		if d.Rule == "gosec/G202" {
			got = append(got, fmt.Sprintf("%s %s", d.Lines, d.Severity))
		}
	}
	if want := "16 Blocker, 17 Blocker, 18 Blocker, 19 Blocker, 20 Blocker, 21 Medium"; strings.Join(got, ", ") != want {
		t.Errorf("G202 by line: %s, want %s;%s", strings.Join(got, ", "), want, dump(res))
	}
}

// TestProgramInputIsNotHigh checks that paths and commands from the
// program's own command line are not High in a package that reads no
// request (the user who runs it is the trust boundary), and that the same
// code in a package with a handler keeps gosec's rating.
func TestProgramInputIsNotHigh(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	const tool = `package main

import (
	"os"
	"os/exec"
)

func main() {
	data, _ := os.ReadFile(os.Args[1])
	_ = exec.Command(os.Args[2]).Run()
	_ = os.WriteFile(os.Args[3], data, 0o600)
}
`
	write(t, dir, map[string]string{
		"go.mod":        "module example.com/m\n\ngo 1.26\n",
		"cli/main.go":   tool,
		"srv/main.go":   tool,
		"srv/server.go": "package main\n\nimport \"net/http\"\n\nfunc handle(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte(r.URL.Path)) }\n\nvar _ = handle\n",
		// A client: the request it builds and sends is its own, not input;
		// the fake server of its test reads requests, which the client
		// itself does not.
		"client/fetch_test.go": "package main\n\nimport (\n\t\"net/http\"\n\t\"testing\"\n)\n\n" +
			"func TestFetch(t *testing.T) {\n\t_ = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte(r.URL.Path)) })\n}\n",
		"client/main.go": tool,
		"client/fetch.go": "package main\n\nimport \"net/http\"\n\nfunc fetch(url, token string) (*http.Response, error) {\n" +
			"\treq, err := http.NewRequest(\"GET\", url, nil)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n" +
			"\treq.Header.Set(\"Authorization\", \"Bearer \"+token)\n\t_ = req.URL.Query()\n\treturn http.DefaultClient.Do(req)\n}\n\nvar _ = fetch\n",
	})
	res := runEngine(t, dir, nil, tree(t, dir))
	high := map[string][]string{}
	n := 0
	for _, d := range res.Diagnostics {
		if !strings.HasPrefix(d.Rule, "gosec/G") || d.Dimension != Security {
			continue
		}
		dirName, _, _ := strings.Cut(d.File, "/")
		if d.Severity >= finding.High {
			high[dirName] = append(high[dirName], d.Rule)
		}
		if dirName == "cli" && strings.Contains(d.Message, "from the program's own input") {
			n++ // lowered, and says why
		}
	}
	if len(high["cli"]) > 0 || len(high["client"]) > 0 || len(high["srv"]) == 0 || n == 0 {
		t.Errorf("High gosec findings by package: %v, want none in cli and client (%d lowered) and some in srv;%s", high, n, dump(res))
	}
}

// math/rand is a weakness where it makes a secret; jitter is not one.
func TestWeakRandomOnlyHighForSecrets(t *testing.T) {
	needGo(t)
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.26\n",
		"r/r.go": "package r\n\nimport (\n\t\"math/rand\"\n\t\"strconv\"\n\t\"time\"\n)\n\n" +
			"func Backoff(d time.Duration) time.Duration {\n\treturn d + time.Duration(float64(d)*rand.Float64())\n}\n\n" + // 10
			"func NewToken() string {\n\ttoken := strconv.Itoa(rand.Int())\n\treturn token\n}\n", // 14
	})
	res := runEngine(t, dir, nil, tree(t, dir))
	got := map[int]finding.Severity{}
	for _, d := range res.Diagnostics {
		if d.Rule == "gosec/G404" {
			got[d.Lines.Start] = d.Severity
		}
	}
	if got[10] != finding.Medium || got[14] < finding.High {
		t.Errorf("G404 severities by line %v, want 10: Medium (jitter), 14: High (a token);%s", got, dump(res))
	}
}
