package python_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// A user's sink row for a module function is read like the shipped ones,
// by position and by keyword.
func TestUserSinkModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: sink\n    type: acme.db\n    methods: [raw]\n    args: [0]\n    keywords: [sql]\n    sink: sql-injection\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `from flask import request
from acme import db

def report():
    day = request.args.get("day")
    db.raw("SELECT * FROM sales WHERE day = '" + day + "'")
    db.raw(sql="SELECT * FROM sales WHERE day = '%s'" % day)
    db.raw("SELECT * FROM sales WHERE day = ?", day)
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			lines[d.Lines.Start] = true
		}
	}
	if !lines[6] || !lines[7] || lines[8] {
		t.Errorf("sql-injection on lines %v; want 6 and 7, not 8 (bound parameter)", lines)
	}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{python.Analyzer}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			t.Errorf("without the model: %s", d.Message)
		}
	}
}

// A user's sanitizer row makes its result safe for the sinks it names,
// and only those.
func TestUserSanitizerModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: sanitizer\n    type: acme.text\n    methods: [html]\n    sanitizes: [xss]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `import os
from flask import Flask, request
from acme import text

app = Flask(__name__)

@app.route("/hello")
def hello():
    name = text.html(request.args.get("name"))
    os.system("echo " + name)
    return "<h1>" + name + "</h1>"
`
	rules := map[string]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
		rules[d.Rule] = true
	}
	if rules["python/xss"] || !rules["python/command-injection"] {
		t.Errorf("rules reported: %v; want command-injection, not xss", rules)
	}
}

// A user's type row makes the objects a class builds known, and the rows
// on that type are read on their methods; the receiver's name alone says
// the type when receiver-names matches it.
func TestUserTypeModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte(`language: python
framework: Acme
models:
  - kind: type
    name: acme_db
    classes: [acme.db.Connection]
    receiver-names: "(^|\\.)acme_conn$"
  - kind: sink
    type: acme_db
    methods: [run]
    args: [0]
    keywords: [sql]
    sink: sql-injection
  - kind: summary
    type: acme.jobs
    methods: [later]
    callback: 0
    flow: args -> return
`))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `from flask import request
from acme.db import Connection
from acme import jobs

def report(other):
    day = request.args.get("day")
    conn = Connection("db")
    conn.run("SELECT * FROM sales WHERE day = '" + day + "'")
    other.run("SELECT * FROM sales WHERE day = '" + day + "'")
    self.acme_conn.run(sql="DELETE FROM sales WHERE day = '%s'" % day)
    jobs.later(conn.run, "SELECT * FROM sales WHERE day = '" + day + "'")
    conn.run("SELECT * FROM sales WHERE day = ?", day)
`
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, "sql-injection") {
			lines[d.Lines.Start] = true
		}
	}
	if !lines[8] || lines[9] || !lines[10] || !lines[11] || lines[12] {
		t.Errorf("sql-injection on lines %v; want 8, 10 and 11, not 9 (another type) or 12 (bound parameter)", lines)
	}
}

// A malformed or unreadable user row is an error naming it.
func TestUserModelErrors(t *testing.T) {
	for _, row := range []string{
		"  - kind: summary\n    type: acme\n    methods: [f]\n    returns: nothing_like_it\n",
		"  - kind: sink\n    type: acme\n    methods: [f]\n    sink: nosql-injection\n",
		"  - kind: barrier\n    type: acme\n    methods: [matches]\n    guard: pattern\n",
		"  - kind: barrier\n    type: acme\n    methods: [matches]\n    guard: pattern\n    shape: pattern-somewhere\n",
		"  - kind: sanitizer\n    type: acme\n    methods: [under]\n    guard: prefix\n    sanitizes: [path-traversal]\n",
		"  - kind: sink\n    type: acme\n    methods: [f]\n    shape: pattern-full\n    sink: sql-injection\n",
		"  - kind: sink\n    type: acme\n    methods: [load]\n    shape: module-name\n    sink: sql-injection\n",
		"  - kind: summary\n    type: acme\n    methods: [load]\n    shape: module-name\n    flow: none\n",
		"  - kind: handler\n    annotations: [get]\n    shape: endpoint\n    source: remote\n    parameter-types: [\"*\"]\n",
		"  - kind: handler\n    imports: [acme]\n    shape: request-parameter\n    source: remote\n    parameter-types: [\"*\"]\n",
		"  - kind: handler\n    imports: [acme]\n    responses: [render]\n    source: remote\n    parameter-types: [\"*\"]\n",
		"  - kind: handler\n    annotations: [get]\n    shape: controller\n    source: remote\n    parameter-types: [\"*\"]\n",
		"  - kind: barrier\n    type: acme\n    methods: [isodate]\n    shape: url-converter\n",
		"  - kind: barrier\n    type: acme\n    methods: [digits]\n    imports: [flask]\n",
		"  - kind: sink\n    type: acme\n    methods: [isodate]\n    shape: url-converter\n    sink: xss\n",
		"  - kind: barrier\n    type: acme\n    methods: [begins]\n    shape: prefix-check\n",
		"  - kind: sanitizer\n    methods: [ends]\n    shape: suffix-check\n    sanitizes: [xss]\n",
	} {
		f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+row))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1") {
			t.Errorf("row %q: error %v; want one naming acme.yml: row 1", row, err)
		}
	}
}

// A user's pacing row names a call that paces a loop on purpose: awaited
// in a loop, it is no await to gather.
func TestUserPacingModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: pacing\n    methods: [throttle]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `async def crawl(limiter, urls):
    for url in urls:
        await limiter.throttle(url)
        await asyncio.sleep(1)
`
	count := func(a *analysis.Analyzer) (n int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "await-in-loop") {
				n++
			}
		}
		return n
	}
	if with, without := count(a), count(python.Analyzer); with != 0 || without != 1 {
		t.Errorf("await-in-loop findings: %d with the row, %d without; want 0 and 1", with, without)
	}
}

// A user's mutable-container row names a library's container: built as a
// parameter's default it is shared by every call, as a list is.
func TestUserMutableContainerModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: summary\n    type: sortedcontainers\n    methods: [SortedList, SortedDict]\n    shape: mutable-container\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `def top(scores, board=sortedcontainers.SortedList()):
    board.update(scores)
    return board[-3:]

def top_n(scores, n=len([])):
    return sorted(scores)[-n:]
`
	count := func(a *analysis.Analyzer) (n int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "mutable-default-arg") {
				n++
			}
		}
		return n
	}
	if with, without := count(a), count(python.Analyzer); with != 1 || without != 0 {
		t.Errorf("mutable-default-arg findings: %d with the row, %d without; want 1 and 0", with, without)
	}
	bad, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: sink\n    type: sortedcontainers\n    methods: [SortedList]\n    shape: mutable-container\n    sink: sql-injection\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{bad}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: mutable-container is the shape of a summary row") {
		t.Errorf("a sink row of shape mutable-container: error %v", err)
	}
}

// A user's url-converter row names a converter the application registers
// elsewhere (its app factory) whose value is no text: a view's parameter
// captured by it is no request text, as <int:page> is not.
func TestUserURLConverterModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: barrier\n    type: acme.converters\n    methods: [isodate]\n    shape: url-converter\n    imports: [flask]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `from flask import Flask

app = Flask(__name__)


@app.route("/day/<isodate:day>")
def day(day):
    return "<h1>" + str(day) + "</h1>"


@app.route("/tag/<tag>")
def tag(tag):
    return "<h1>" + tag + "</h1>"
`
	lines := func(a *analysis.Analyzer) (out []int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "/xss") {
				out = append(out, d.Lines.Start)
			}
		}
		return out
	}
	if with, without := lines(a), lines(python.Analyzer); !slices.Equal(with, []int{13}) || !slices.Equal(without, []int{8, 13}) {
		t.Errorf("xss on lines %v with the row, %v without; want [13] and [8 13]", with, without)
	}
}

// How a framework built on Werkzeug writes its routes is its url-converter
// row: where the rule is (path=), which keyword gives the view values of
// its own (preset=), which call registers a view with another rule
// (mount_view) and where the application registers converters
// (converter_table). Without the row the file imports no such framework,
// and every route parameter is request text.
func TestUserURLRuleRow(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	row := "  - kind: barrier\n    type: acmeweb.routing\n    methods: [int]\n    shape: url-converter\n    imports: [acmeweb]\n" +
		"    keywords: [path]\n    default-keywords: [preset]\n    calls: [mount_view]\n    registries: [converter_table]\n"
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+row))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `from acmeweb import App

app = App()


@app.route(path="/n/<int:n>")
def num(n):
    return "<p>" + str(n) + "</p>"


@app.route(path="/", preset={"page": 1})
def page(page):
    return "<p>" + str(page) + "</p>"


@app.route(path="/s/<int:s>")
def shown(s):
    return "<p>" + str(s) + "</p>"


app.mount_view("/t/<s>", view_func=shown)


@app.route(path="/w/<word>")
def word(word):
    return "<p>" + word + "</p>"
`
	lines := func(a *analysis.Analyzer, src string) (out []int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "/xss") {
				out = append(out, d.Lines.Start)
			}
		}
		return out
	}
	if with, without := lines(a, src), lines(python.Analyzer, src); !slices.Equal(with, []int{18, 26}) || !slices.Equal(without, []int{8, 13, 18, 26}) {
		t.Errorf("xss on lines %v with the row, %v without; want [18 26] and [8 13 18 26]", with, without)
	}
	// A converter the application registers under int is its own.
	own := strings.Replace(src, "app = App()\n", "app = App()\napp.url_map.converter_table[\"int\"] = AnyText\n", 1)
	if got := lines(a, own); !slices.Equal(got, []int{9, 19, 27}) {
		t.Errorf("with the app's own int converter: xss on lines %v, want [9 19 27]", got)
	}
	for bad, field := range map[string]string{
		"  - kind: barrier\n    type: acme\n    methods: [digits]\n    default-keywords: [preset]\n":                                                 "default-keywords",
		"  - kind: barrier\n    type: acme\n    methods: [digits]\n    registries: [converter_table]\n":                                              "registries",
		"  - kind: handler\n    annotations: [route]\n    shape: route\n    calls: [mount_view]\n    source: remote\n    parameter-types: [\"*\"]\n": "calls",
	} {
		f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+bad))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field "+field) {
			t.Errorf("row %q: error %v; want one naming acme.yml: row 1 and field %s", bad, err, field)
		}
	}
}

// A mac-digest row is a sanitizer of weak-hash alone that says where the
// MAC takes its hash.
func TestMACDigestRowChecked(t *testing.T) {
	for _, row := range []string{
		"  - kind: sanitizer\n    type: acme\n    methods: [mac]\n    args: [2]\n    sanitizes: [xss]\n    shape: mac-digest\n",
		"  - kind: sanitizer\n    type: acme\n    methods: [mac]\n    sanitizes: [weak-hash]\n    shape: mac-digest\n",
	} {
		f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+row))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
			!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: mac-digest is the shape of a sanitizer row of weak-hash alone") {
			t.Errorf("%q: error %v", row, err)
		}
	}
}

// A password-hash row names a slow password hash by its callee's text: a
// fast digest of a password fed into it is a pre-hash, not the stored
// hash. A user's row for another KDF says so of its calls.
func TestPasswordHashRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: sanitizer\n    methods: [\"*acmekdf*\"]\n"+
		"    sanitizes: [weak-password-hash]\n    shape: password-hash\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	src := `import hashlib
import acme

def store(password):
    return acme.AcmeKDF(hashlib.sha256(password.encode()).digest())
`
	count := func(a *analysis.Analyzer) (n int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "weak-password-hash") {
				n++
			}
		}
		return n
	}
	if with, without := count(a), count(python.Analyzer); with != 0 || without != 1 {
		t.Errorf("weak-password-hash findings: %d with the row, %d without; want 0 and 1", with, without)
	}
	f, err = models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: sanitizer\n    type: acme\n    methods: [\"*kdf*\"]\n"+
		"    sanitizes: [weak-password-hash]\n    shape: password-hash\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: password-hash is the shape of a sanitizer row of weak-password-hash alone, without type") {
		t.Errorf("a typed password-hash row: %v", err)
	}
}

// Container rows say what a list's or a dict's method does to the
// elements the analysis knows: the shipped rows keep a value setdefault
// finds there and follow one update puts there, a user's row adds a
// method (reset, for the test: the point is that a row, not the Go, names
// it), and a row the analysis cannot read is refused naming its field.
func TestContainerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import os
from flask import request

def run():
    opts = {"cmd": "ls"}
    opts.setdefault("cmd", request.args["c"])
    os.system(opts["cmd"])
    opts.update(cmd=request.args["c"])
    os.system(opts["cmd"])

def stack():
    parts = ["ls", request.args["dir"]]
    parts.reset()
    os.system(" ".join(parts))
`
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: summary\n    type: list\n    methods: [reset]\n    container: clear\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	lines := func(a *analysis.Analyzer) (out []int) {
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "command-injection") {
				out = append(out, d.Lines.Start)
			}
		}
		slices.Sort(out)
		return out
	}
	if got := lines(python.Analyzer); !slices.Equal(got, []int{9, 14}) {
		t.Errorf("shipped rows: command injection on lines %v, want [9 14]", got)
	}
	if got := lines(a); !slices.Equal(got, []int{9}) {
		t.Errorf("with the user's row: command injection on lines %v, want [9]", got)
	}
	for row, want := range map[string]string{
		"  - kind: summary\n    type: acme.Bag\n    methods: [put]\n    container: add\n":                           "row 1 (line 4): field type",
		"  - kind: summary\n    type: list\n    methods: [put]\n    container: put\n":                               "row 1 (line 4): field container",
		"  - kind: summary\n    type: dict\n    methods: [put]\n    container: put\n    shape: mutable-container\n": "row 1 (line 4): field container",
		"  - kind: summary\n    type: dict\n    methods: [put*]\n    container: put\n":                              "row 1 (line 4): field methods",
	} {
		f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+row))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", row, err, want)
		}
	}
}

// A route row's imports name the modules whose route decorators a file
// imports by name (Bottle's from bottle import route): a team's own
// micro-framework's decorator then makes a handler, and a decorator of
// that name from another module does not.
func TestImportedRouteRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+
		"  - kind: handler\n    annotations: [page]\n    imports: [acmeweb]\n    shape: route\n    source: remote\n    parameter-types: [\"*\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	lines := func(a *analysis.Analyzer, src string) map[int]bool {
		got := map[int]bool{}
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "command-injection") && fmt.Sprint(d.Severity) == "Blocker" {
				got[d.Lines.Start] = true
			}
		}
		return got
	}
	team := "import os\nfrom acmeweb import page\n\n@page(\"/run/<cmd>\")\ndef run(cmd):\n    os.system(cmd)\n"
	other := "import os\nfrom acmeprint import page\n\n@page(\"/run/<cmd>\")\ndef run(cmd):\n    os.system(cmd)\n"
	bottle := "import os\nfrom bottle import route\n\n@route(\"/run/<cmd>\")\ndef run(cmd):\n    os.system(cmd)\n"
	if got := lines(a, team); !got[6] {
		t.Errorf("the team's route: command-injection on lines %v; want 6", got)
	}
	if got := lines(a, other); got[6] {
		t.Errorf("another module's page decorator: command-injection on lines %v; want none", got)
	}
	if got := lines(python.Analyzer, team); got[6] {
		t.Errorf("without the row: command-injection on lines %v; want none", got)
	}
	if got := lines(python.Analyzer, bottle); !got[6] {
		t.Errorf("Bottle's route (the shipped row): command-injection on lines %v; want 6", got)
	}
}

// A dict row of container put-all names a method that sets a mapping's
// keys as keywords would: a settings row on a team's config loader reads
// the mapping it is given only when such a row names the loader too.
func TestPutAllReadsMappingAsKeywords(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := "from flask import Flask\napp = Flask(__name__)\napp.config.load_mapping({\"SESSION_COOKIE_SECURE\": False})\n"
	sink := "  - {kind: sink, type: settings, methods: [load_mapping], always: true, sink: insecure-cookie, const-keyword: [SESSION_COOKIE_SECURE], const-in: [\"False\"]}\n"
	put := "  - kind: summary\n    type: dict\n    methods: [load_mapping]\n    container: put-all\n"
	for rows, want := range map[string]bool{sink: false, sink + put: true} {
		f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n"+rows))
		if err != nil {
			t.Fatal(err)
		}
		a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			got = got || strings.HasSuffix(d.Rule, "insecure-cookie") && d.Lines.Start == 3
		}
		if got != want {
			t.Errorf("rows %q: insecure-cookie on line 3 %v, want %v", rows, got, want)
		}
	}
}

// A summary row of shape keeps-normal is a call that returns a path in
// another form (os.fspath, the shipped row): a normalized path passed
// through a team's helper so described and then compared with the base
// directory is checked, as through os.fspath; through a helper no row
// names it is not.
func TestKeepsNormalRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `import os
from flask import request
from acme import paths

BASE = "/srv/files"

def team():
    p = os.path.realpath(os.path.join(BASE, request.args["f"]))
    if paths.as_text(p).startswith(BASE + os.sep):
        return open(p).read()
    return ""

def stdlib():
    p = os.path.realpath(os.path.join(BASE, request.args["f"]))
    if os.fspath(p).startswith(BASE + os.sep):
        return open(p).read()
    return ""
`
	lines := func(a *analysis.Analyzer) map[int]bool {
		got := map[int]bool{}
		for _, d := range analysistest.Diagnostics(t, "app.py", syntax.Python, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "path-traversal") {
				got[d.Lines.Start] = true
			}
		}
		return got
	}
	if got := lines(python.Analyzer); !got[10] || got[16] {
		t.Errorf("shipped rows: path-traversal on lines %v; want 10 (no row names as_text), not 16", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    type: acme.paths\n    methods: [as_text]\n    shape: keeps-normal\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(a); got[10] || got[16] {
		t.Errorf("with the team's row: path-traversal on lines %v; want none", got)
	}
	f, err = models.Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: summary\n    type: acme.paths\n    methods: [as_text]\n    shape: keeps-normal\n    flow: args -> return\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := python.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil || !strings.Contains(err.Error(), "field shape: keeps-normal is the shape of a summary row") {
		t.Errorf("keeps-normal with a flow: %v", err)
	}
}
