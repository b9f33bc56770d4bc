package python_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// fakeProject is a project over a map of files, recording what is parsed.
type fakeProject = analysistest.MapProject

// review analyzes the file at path of files, with the others as its
// project, and returns "line rule: message" for each diagnostic.
func review(t *testing.T, files map[string]string, path string) ([]string, *fakeProject) {
	t.Helper()
	proj := &fakeProject{T: t, Contents: files}
	tree, err := syntax.Parse(context.Background(), syntax.Python, []byte(files[path]))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: python.Analyzer, Path: path, Tree: tree, Project: proj,
		Report: func(d engine.Diagnostic) {
			got = append(got, fmt.Sprintf("%d %s: %s %s", d.Lines.Start, d.Rule, d.Message, d.Detail))
		}}
	if err := python.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got, proj
}

// expect checks that the diagnostics of security rules are exactly those
// wanted, as "line rule" prefixes with an optional regexp on the message.
func expect(t *testing.T, got []string, want ...string) {
	t.Helper()
	var sec []string
	for _, g := range got {
		if !strings.Contains(g, "python/bare-except") && !strings.Contains(g, "python/compare-none") {
			sec = append(sec, g)
		}
	}
	if len(sec) != len(want) {
		t.Fatalf("got %d diagnostics, want %d:\n%s", len(sec), len(want), strings.Join(sec, "\n"))
	}
	for i, w := range want {
		if !regexp.MustCompile("^" + w).MatchString(sec[i]) {
			t.Errorf("diagnostic %d = %q, want %q", i, sec[i], w)
		}
	}
}

const flaskHead = "import os\nfrom flask import Flask, request\napp = Flask(__name__)\n"

func TestProjectSinkInsideHelper(t *testing.T) {
	files := map[string]string{
		"helpers/__init__.py": "",
		"helpers/db.py": `import sqlite3

def run(cur, q):
    sql = "SELECT * FROM users WHERE name = '" + q + "'"
    cur.execute(sql)

def run_safe(cur, q):
    cur.execute("SELECT * FROM users WHERE name = ?", (q,))
`,
		"app.py": flaskHead + `import helpers.db

@app.route("/a")
def a():
    helpers.db.run(None, request.args["q"])
    helpers.db.run_safe(None, request.args["q"])
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `8 python/sql-injection: .*request.args\["q"\] \(line 8\) → … → helpers/db.py: sql \(line 5\)`)
}

func TestProjectReturnAndSanitizer(t *testing.T) {
	files := map[string]string{
		"util.py": `import shlex

def quoted(x):
    return shlex.quote(x)

def same(x):
    return "ls " + x

def fixed(x):
    return "ls"
`,
		"app.py": flaskHead + `from util import quoted, same, fixed
import util as u

@app.route("/a")
def a():
    v = request.args["q"]
    os.system("ls " + quoted(v))
    os.system(same(v))
    os.system(u.fixed(v))
    os.system(u.same(v))
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `11 python/command-injection: .*same\(v\)`, `13 python/command-injection: .*u.same\(v\)`)
}

// A wrapper of the request from another module: its getters that read the
// request are request data, one that returns a constant is not.
func TestProjectInstance(t *testing.T) {
	files := map[string]string{
		"lib/__init__.py": "",
		"lib/wrap.py": `import flask

class Wrapper:
    def __init__(self, request: flask.Request, mode="x"):
        self.request = request
        self.mode = mode

    def query(self, name):
        return self.request.args.get(name)

    def fixed(self, name):
        return "bar"

    def kind(self):
        return self.mode
`,
		"app.py": flaskHead + `from lib import wrap

@app.route("/a")
def a():
    w = wrap.Wrapper(request, "plain")
    os.system(w.fixed("q"))
    os.system(w.kind())
    os.system(w.query("q"))
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `11 python/command-injection: .*lib/wrap.py: self.request.args.get\(name\)`)
}

func TestProjectRelativeAndSrcLayout(t *testing.T) {
	files := map[string]string{
		"src/shop/__init__.py": "",
		"src/shop/util.py": `def build(x):
    return "rm " + x

def safe(x):
    return "rm -- file"
`,
		"src/shop/views.py": flaskHead + `from .util import build
from shop.util import safe
from . import util

@app.route("/a")
def a():
    v = request.args["q"]
    os.system(build(v))
    os.system(safe(v))
    os.system(util.safe(v))
    os.system(util.build(v))
    return "ok"
`,
	}
	got, _ := review(t, files, "src/shop/views.py")
	expect(t, got, `11 python/command-injection`, `14 python/command-injection`)
}

// Through two modules: the view's module (0) calls one (1) that calls
// another (2), where the sink is; one more (3) is beyond the bound.
func TestProjectDepth(t *testing.T) {
	files := map[string]string{
		"a.py": "import b\n\ndef f(x):\n    b.g(x)\n",
		"b.py": "import c\n\ndef g(x):\n    c.h(x)\n",
		"c.py": "import os\n\ndef h(x):\n    os.system(x)\n",
		"two.py": flaskHead + `import b

@app.route("/a")
def view():
    b.g(request.args["q"])
    return "ok"
`,
		"three.py": flaskHead + `import a

@app.route("/a")
def view():
    a.f(request.args["q"])
    return "ok"
`,
	}
	got, _ := review(t, files, "two.py")
	expect(t, got, `8 python/command-injection: .*request.args\["q"\] \(line 8\) → b.g\(.*\) \(line 8\) → b.py: c.h\(x\) \(line 4\) → c.py: x \(line 4\)`)
	got, _ = review(t, files, "three.py")
	// c is beyond the bound: an unknown call is no sink
	expect(t, got)
}

// Imports that are not the project's, or that a package shadows in its own
// directory (import json inside a package that has a json.py), keep the
// conservative default.
func TestProjectUnresolved(t *testing.T) {
	files := map[string]string{
		"pkg/__init__.py": "",
		"pkg/json.py":     "def dumps(x):\n    return 'const'\n",
		"pkg/views.py": flaskHead + `import json
import shlexlike

@app.route("/a")
def a():
    os.system(json.dumps(request.args["q"]))
    os.system(shlexlike.quote(request.args["q"]))
    return "ok"
`,
	}
	got, proj := review(t, files, "pkg/views.py")
	expect(t, got, `9 python/command-injection`, `10 python/command-injection`)
	if len(proj.Parsed) != 0 {
		t.Errorf("read %v, want nothing", proj.Parsed)
	}
}

// A file that imports many modules reads at most a bounded number of them.
func TestProjectBudget(t *testing.T) {
	files := map[string]string{}
	var src strings.Builder
	src.WriteString(flaskHead)
	for i := range 40 {
		fmt.Fprintf(&src, "import m%d\n", i)
		files[fmt.Sprintf("m%d.py", i)] = "def f(x):\n    return 'c'\n"
	}
	src.WriteString("\n@app.route('/a')\ndef a():\n")
	for i := range 40 {
		fmt.Fprintf(&src, "    os.system(m%d.f(request.args['q']))\n", i)
	}
	src.WriteString("    return 'ok'\n")
	files["app.py"] = src.String()
	got, proj := review(t, files, "app.py")
	if len(proj.Parsed) > 20 {
		t.Errorf("read %d files, want at most 20", len(proj.Parsed))
	}
	// the modules not read are unknown: their results are tainted
	if len(got) != 40-len(proj.Parsed) {
		t.Errorf("got %d diagnostics, want %d", len(got), 40-len(proj.Parsed))
	}
}

// Constants of another module fold (a branch on a flag, a fixed command),
// base classes in the module lend their methods, and a setter makes what
// the object holds unknown again.
func TestProjectConstantsAndClasses(t *testing.T) {
	files := map[string]string{
		"conf.py": "SAFE_MODE = True\nCOMMAND = 'ls -l'\n",
		"objs.py": `class Base:
    def __init__(self, value):
        self.value = value

    def get(self):
        return self.value

class Holder(Base):
    def label(self):
        return "holder"

    def set(self, v):
        self.value = v
`,
		"app.py": flaskHead + `import conf
from conf import COMMAND
from objs import Holder

@app.route("/a")
def a():
    q = request.args["q"]
    cmd = COMMAND
    if not conf.SAFE_MODE:
        cmd = q
    os.system(cmd)
    h = Holder("fixed")
    os.system(h.get())
    os.system(h.label())
    h.set(q)
    os.system(h.get())
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `19 python/command-injection: .*h.get\(\)`)
}

// TestProjectInstanceInItsOwnModule: a module handed the request object
// makes an instance of its own class and calls its method, which reaches a
// sink. The method is analyzed in the module that is itself being analyzed
// for the call: the flow is reported once, at the caller's call, and the
// analysis ends (it reported through its own handler, which it had just
// replaced, until the stack overflowed, on CPython's own library).
func TestProjectInstanceInItsOwnModule(t *testing.T) {
	files := map[string]string{
		"b.py": `import os

class Runner:
    def __init__(self, c):
        self.c = c

    def go(self):
        os.system(self.c)

def use(req):
    r = Runner(req.args["c"])
    r.go()
`,
		"app.py": flaskHead + `import b

@app.route("/a")
def a():
    b.use(request)
    return "ok"
`,
	}
	got, _ := review(t, files, "app.py")
	expect(t, got, `8 python/command-injection: `)
}
