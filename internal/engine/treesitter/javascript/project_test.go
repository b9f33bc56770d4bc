package javascript_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
)

// fakeProject is a project over a map of files, recording what is parsed.
type fakeProject = analysistest.MapProject

// review runs the analyzer over files[main] with the other files as its
// project (none when noProject), and returns "line rule: message" per
// diagnostic.
func review(t *testing.T, files map[string]string, main string, noProject bool) ([]string, *fakeProject) {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	tree, err := syntax.Parse(context.Background(), syntax.Detect(main), []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	proj := &fakeProject{T: t, Contents: files, Self: main}
	var got []string
	pass := &analysis.Pass{Analyzer: javascript.Analyzer, Path: main, Tree: tree, Report: func(d engine.Diagnostic) {
		got = append(got, fmt.Sprintf("%d %s: %s", d.Lines.Start, d.Rule, d.Message))
	}}
	if !noProject {
		pass.Project = proj
	}
	if err := javascript.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	for _, g := range got {
		t.Log(g)
	}
	return got, proj
}

// line returns the 1-based line of the first occurrence of s in src.
func line(src, s string) int {
	i := strings.Index(src, s)
	if i < 0 {
		panic("no " + s)
	}
	return strings.Count(src[:i], "\n") + 1
}

// expect checks that the diagnostics are exactly those wanted: at the line
// of each key, a diagnostic whose "rule: message" contains every part of
// its value (separated by "|").
func expect(t *testing.T, got []string, src string, want map[string]string) {
	t.Helper()
	matches := func(g, at, w string) bool {
		if !strings.HasPrefix(g, fmt.Sprintf("%d javascript/", line(src, at))) {
			return false
		}
		for _, part := range strings.Split(w, "|") {
			if !strings.Contains(g, part) {
				return false
			}
		}
		return true
	}
	for at, w := range want {
		if !slices.ContainsFunc(got, func(g string) bool { return matches(g, at, w) }) {
			t.Errorf("want %q at line %d (%s); got %q", w, line(src, at), at, got)
		}
	}
	for _, g := range got {
		ok := false
		for at, w := range want {
			ok = ok || matches(g, at, w)
		}
		if !ok {
			t.Errorf("unexpected %s", g)
		}
	}
}

const dbHelper = `const { Pool } = require('pg');

const pool = new Pool();

async function findUser(id) {
  const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

async function findByName(name) {
  const sql = "SELECT * FROM users WHERE name = '" + name + "'";
  const { rows } = await pool.query(sql);
  return rows;
}

const SORTS = ['name', 'created_at'];

function sortColumn(requested) {
  return SORTS.includes(requested) ? requested : 'name';
}

function defaultOrder(requested) {
  return 'created_at';
}

module.exports = { findUser, findByName, sortColumn, defaultOrder };
`

const userRoutes = `const express = require('express');
const db = require('../lib/db');
const { findByName, defaultOrder } = require('../lib/db');

const router = express.Router();

router.get('/users/:id', async (req, res) => {
  const user = await db.findUser(req.params.id);
  res.json(user);
});

router.get('/search', async (req, res) => {
  const rows = await db.findByName(req.query.name);
  res.json(rows);
});

router.get('/lookup', async (req, res) => {
  res.json(await findByName(req.body.name));
});

router.get('/list', async (req, res) => {
  const order = defaultOrder(req.query.order);
  const { rows } = await pool.query('SELECT * FROM users ORDER BY ' + order);
  res.json(rows);
});

module.exports = router;
`

// TestDBHelper: a parameterized query in another file is clean; one that
// concatenates is reported at the call, with the path through the helper
// labelled with its file; a constant return carries nothing.
func TestDBHelper(t *testing.T) {
	files := map[string]string{"lib/db.js": dbHelper, "routes/users.js": userRoutes}
	got, _ := review(t, files, "routes/users.js", false)
	expect(t, got, userRoutes, map[string]string{
		"db.findByName(req.query.name)": "sql-injection|req.query.name (line 13)|lib/db.js: ",
		"findByName(req.body.name)":     "sql-injection|req.body.name|lib/db.js: pool.query(sql) (line 12)",
	})
	// Without the project the helpers are unknown calls: nothing reaches
	// a sink in this file but the ORDER BY, whose helper's constant is
	// not known.
	got, _ = review(t, files, "routes/users.js", true)
	expect(t, got, userRoutes, map[string]string{
		"pool.query('SELECT * FROM users ORDER BY ' + order)": "sql-injection",
	})
}

const escapeHelper = `import escapeHtml from 'escape-html';

export function clean(s: string): string {
  return escapeHtml(s.trim());
}

export const shout = (s: string) => s.toUpperCase() + '!';
`

const pageRoute = `import express from 'express';
import { clean, shout } from './util/text.js';
import * as text from './util/text';
import legacyText = require('./util/text');

const app = express();

app.get('/hello', (req, res) => {
  res.send('<h1>Hello ' + clean(req.query.name) + '</h1>');
});

app.get('/shout', (req, res) => {
  res.send('<h1>' + shout(req.query.name) + '</h1>');
});

app.get('/ns', (req, res) => {
  res.send('<p>' + text.clean(req.query.q) + text.shout(req.query.q) + '</p>');
});

app.get('/legacy', (req, res) => {
  res.send('<p>' + legacyText.clean(req.query.q) + '</p>');
});
`

// TestSanitizerHelper: a helper that escapes cleans for HTML; one that
// does not keeps the input. './util/text.js' names the TypeScript file.
func TestSanitizerHelper(t *testing.T) {
	files := map[string]string{"src/util/text.ts": escapeHelper, "src/app.ts": pageRoute}
	got, _ := review(t, files, "src/app.ts", false)
	expect(t, got, pageRoute, map[string]string{
		"res.send('<h1>' + shout": "xss|req.query.name",
		"res.send('<p>'":          "xss|req.query.q",
	})
	got, _ = review(t, files, "src/app.ts", true)
	expect(t, got, pageRoute, map[string]string{
		"res.send('<h1>Hello":     "xss",
		"res.send('<h1>' + shout": "xss",
		"res.send('<p>'":          "xss",
		"legacyText.clean(":       "xss",
	})
}

// TestReexportAndMissing: a package's index re-exports its modules; a
// module that is not in the project (or a package) stays an unknown call,
// whose result carries its argument.
func TestReexportAndMissing(t *testing.T) {
	files := map[string]string{
		"src/services/index.js": `export { archive } from './archive';
export * from './tools';
export { default as Reports } from './reports';
`,
		"src/services/tools.js": `import { exec } from 'child_process';

export function runTool(name, cb) {
  exec('convert ' + name + ' out.png', cb);
}

export function version() {
  exec('convert --version');
}
`,
		"src/services/archive.mjs": `import fs from 'fs';
import path from 'path';

export function archive(name) {
  return fs.readFileSync(path.join('/srv/archive', path.basename(name)));
}
`,
		"src/services/reports.js": `export default class Reports {
  constructor(db) { this.db = db; }

  byMonth(month) {
    return this.db.query('SELECT * FROM reports WHERE month = ' + month);
  }
}
`,
	}
	main := `const express = require('express');
const { runTool, archive, Reports, version } = require('./services');
const legacy = require('./legacy/helpers');
const lodash = require('lodash');

const app = express();

app.post('/convert', (req, res) => {
  runTool(req.body.file, () => res.sendStatus(204));
});

app.get('/archive/:name', (req, res) => {
  res.send(archive(req.params.name));
});

app.get('/reports', async (req, res) => {
  const reports = new Reports(db);
  res.json(await reports.byMonth(req.query.month));
});

app.get('/legacy', (req, res) => {
  const code = legacy.wrap(req.query.expr);
  res.json(eval(code));
});

app.get('/version', (req, res) => {
  version();
  res.json(lodash.pick(req.query, ['a']));
});
`
	files["src/server.js"] = main
	got, _ := review(t, files, "src/server.js", false)
	expect(t, got, main, map[string]string{
		"runTool(req.body.file": "command-injection|req.body.file|src/services/tools.js: exec(",
		"reports.byMonth(":      "sql-injection|src/services/reports.js: ",
		"res.json(eval(code))":  "code-injection|req.query.expr",
	})
}

// TestIntrinsicFlow: a flow from the page to a sink wholly inside another
// module is that module's to report, not each caller's.
func TestIntrinsicFlow(t *testing.T) {
	files := map[string]string{
		"web/widgets.js": `export function renderHash(el) {
  el.innerHTML = decodeURIComponent(location.hash.slice(1));
}

export function readHash() {
  return decodeURIComponent(location.hash.slice(1));
}
`,
	}
	main := `import { renderHash, readHash } from './widgets';

export function mount(root) {
  renderHash(root);
  document.getElementById('title').innerHTML = readHash();
}
`
	files["web/main.js"] = main
	got, _ := review(t, files, "web/main.js", false)
	expect(t, got, main, map[string]string{
		"innerHTML = readHash()": "web/widgets.js: location.hash",
	})
}

// TestManyImports: a file importing many modules reads at most the budget
// of them and stays fast.
func TestManyImports(t *testing.T) {
	files := map[string]string{}
	var main strings.Builder
	main.WriteString("const express = require('express');\nconst app = express();\n")
	for i := range 60 {
		files[fmt.Sprintf("lib/m%d.js", i)] = fmt.Sprintf(`const other = require('./m%d');
function f%d(a, b) {
  const x = other.f%d(a, b) + a;
  return x.trim();
}
function g%d(q) {
  return f%d(q, q) + f%d(q, 'x') + other.f%d(q, q);
}
module.exports = { f%d, g%d };
`, (i+1)%60, i, (i+1)%60, i, i, i, (i+1)%60, i, i)
		fmt.Fprintf(&main, "const m%d = require('./lib/m%d');\n", i, i)
	}
	for i := range 60 {
		fmt.Fprintf(&main, "app.get('/r%d', (req, res) => { res.send(m%d.g%d(req.query.q) + m%d.f%d(req.body.a, req.params.b)); });\n", i, i, i, i, i)
	}
	files["app.js"] = main.String()
	start := time.Now()
	got, proj := review(t, files, "app.js", false)
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
	if len(proj.Parsed) > 20 {
		t.Errorf("parsed %d files, more than the budget", len(proj.Parsed))
	}
	// Every route sends input: the first 20 through the modules, the rest
	// through unknown calls.
	if len(got) != 60 {
		t.Errorf("got %d diagnostics, want 60: %q", len(got), got)
	}
}

// dirProject is a project over a directory of the testdata.
type dirProject struct {
	root  string
	files []string
}

func newDirProject(t *testing.T, root string) *dirProject {
	p := &dirProject{root: root}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		p.files = append(p.files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(p.files)
	return p
}

func (p *dirProject) Tree(rel string) (*syntax.Tree, bool) {
	src, err := os.ReadFile(filepath.Join(p.root, filepath.FromSlash(rel)))
	if err != nil {
		return nil, false
	}
	t, err := syntax.Parse(context.Background(), syntax.Detect(rel), src)
	return t, err == nil
}

func (p *dirProject) ReadFile(rel string) ([]byte, bool) {
	src, err := os.ReadFile(filepath.Join(p.root, filepath.FromSlash(rel)))
	return src, err == nil
}

func (p *dirProject) Files(lang syntax.Lang) []string {
	var out []string
	for _, f := range p.files {
		if syntax.Detect(f) == lang {
			out = append(out, f)
		}
	}
	return out
}

var wantRE = regexp.MustCompile(`// want "((?:[^"\\]|\\.)*)"`)

// TestProjectApp runs the analyzer over each file of an application split
// into routes, repositories, services and utilities, with the others as
// its project: `// want "regexp"` on a line expects a diagnostic there
// whose "rule: message" matches; other lines must get nothing.
func TestProjectApp(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	proj := newDirProject(t, "testdata/project")
	for _, f := range proj.files {
		tree, ok := proj.Tree(f)
		if !ok {
			t.Fatalf("%s: cannot parse", f)
		}
		want := map[int]*regexp.Regexp{}
		for i, l := range strings.Split(string(tree.Src), "\n") {
			if m := wantRE.FindStringSubmatch(l); m != nil {
				want[i+1] = regexp.MustCompile(m[1])
			}
		}
		pass := &analysis.Pass{Analyzer: javascript.Analyzer, Path: f, Tree: tree, Project: proj, Report: func(d engine.Diagnostic) {
			got := strings.TrimPrefix(d.Rule, "javascript/") + ": " + d.Message
			if re := want[d.Lines.Start]; re != nil && re.MatchString(got) {
				delete(want, d.Lines.Start)
				return
			}
			t.Errorf("%s:%d: unexpected %s", f, d.Lines.Start, got)
		}}
		if err := javascript.Analyzer.Run(pass); err != nil {
			t.Fatal(err)
		}
		for l, re := range want {
			t.Errorf("%s:%d: no diagnostic matching %q", f, l, re)
		}
	}
}

// TestCommonJSShapes: a module that exports a class or a function as
// module.exports.
func TestCommonJSShapes(t *testing.T) {
	files := map[string]string{
		"lib/mailer.js": `const { exec } = require('child_process');

module.exports = class Mailer {
  send(to, body) {
    exec('sendmail ' + to, { input: body });
  }

  sendSafe(to, body) {
    if (!/^[\w.+-]+@[\w.-]+$/.test(to)) throw new Error('bad address');
    exec('sendmail ' + to, { input: body });
  }
};
`,
		"lib/run.js": `const { execSync } = require('child_process');

module.exports = function run(cmd) {
  return execSync(cmd).toString();
};
`,
	}
	main := `const express = require('express');
const Mailer = require('./lib/mailer');
const run = require('./lib/run');

const app = express();

app.post('/mail', (req, res) => {
  const mailer = new Mailer();
  mailer.send(req.body.to, req.body.text);
  mailer.sendSafe(req.body.to, req.body.text);
  res.sendStatus(202);
});

app.get('/run', (req, res) => {
  res.type('text').send(run('ls ' + req.query.dir));
});

app.get('/run2', (req, res) => {
  res.type('text').send(require('./lib/run')('uptime'));
});
`
	files["main.js"] = main
	got, _ := review(t, files, "main.js", false)
	expect(t, got, main, map[string]string{
		"mailer.send(":     "command-injection|req.body.to|lib/mailer.js: exec(",
		"run('ls ' + req.": "command-injection|req.query.dir|lib/run.js: execSync(cmd)",
	})
}

// TestRequestPassedOn: a helper given the request reads input from it; its
// result counts here, but a flow from what it reads to its own sink is
// its own review's.
func TestRequestPassedOn(t *testing.T) {
	files := map[string]string{
		"middleware/auth.js": `function tokenOf(req) {
  return req.headers['x-token'] || req.query.token;
}

function back(req, res) {
  res.redirect(req.query.returnTo);
}

module.exports = { tokenOf, back };
`,
	}
	main := `const express = require('express');
const { tokenOf, back } = require('./middleware/auth');

const app = express();

app.get('/whoami', (req, res) => {
  res.send('<p>' + tokenOf(req) + '</p>');
});

app.get('/logout', (req, res) => {
  back(req, res);
});
`
	files["server.js"] = main
	got, _ := review(t, files, "server.js", false)
	expect(t, got, main, map[string]string{
		"res.send('<p>' + tokenOf(req)": "xss|middleware/auth.js: req.",
	})
}

// A bare specifier that the tsconfig.json's paths or baseUrl make a
// project file ("@/lib/run", "lib/shop") is followed as a relative one is:
// the command run in the aliased module is found, and the shop's answer to
// a lookup keyed by the request is the shop's, not the request's (not
// followed, the call would pass its input through).
func TestTSConfigAliases(t *testing.T) {
	route := `import { run } from '@/lib/run';
import { getProduct } from 'lib/shop';

export async function GET(request: Request) {
  const url = new URL(request.url);
  run(url.searchParams.get('cmd'));
  const product = await getProduct(url.searchParams.get('handle'));
  return new Response(product.html, { headers: { 'content-type': 'text/html' } });
}
`
	files := map[string]string{
		"tsconfig.json": `{
  // comments and trailing commas, as tsc allows
  "compilerOptions": {
    "baseUrl": ".",
    "paths": { "@/*": ["./src/*"], },
  },
}`,
		"app/api/route.ts": route,
		"src/lib/run.ts": `import { execSync } from 'child_process';
export function run(cmd: string) {
  return execSync(cmd);
}
`,
		"lib/shop/index.ts": `const endpoint = 'https://shop.example.com/graphql';
export async function getProduct(handle: string) {
  const res = await fetch(endpoint, { method: 'POST', body: JSON.stringify({ handle }) });
  const body = await res.json();
  return body.data.product;
}
`,
	}
	page := `import express from 'express';
import { getProduct } from 'lib/shop';
const app = express();
app.get('/p/:handle', async (req, res) => {
  const product = await getProduct(req.params.handle);
  res.send(product.html);
});
`
	files["server/page.ts"] = page
	got, _ := review(t, files, "server/page.ts", false)
	expect(t, got, page, map[string]string{})
	got, proj := review(t, files, "app/api/route.ts", false)
	expect(t, got, route, map[string]string{"run(url": "command-injection"})
	if !slices.Contains(proj.Parsed, "src/lib/run.ts") || !slices.Contains(proj.Parsed, "lib/shop/index.ts") {
		t.Errorf("parsed %v; want the aliased modules", proj.Parsed)
	}
}

// TypeScript takes the paths pattern with the longest prefix, and a
// solution-style tsconfig.json (files: [], references) has its aliases in
// the configs it references.
func TestTSConfigBestPatternAndReferences(t *testing.T) {
	route := `import { run } from '@/ui/run';

export function handler(req, res) {
  run(req.query.cmd);
}
`
	files := map[string]string{
		"tsconfig.json":     `{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }`,
		"tsconfig.app.json": `{ "compilerOptions": { "paths": { "@/*": ["./src/*"], "@/ui/*": ["./packages/ui/src/*"] } } }`,
		"src/route.ts":      route,
		"src/ui/run.ts":     "export function run(x: string) { return x; }\n",
		"packages/ui/src/run.ts": `import { execSync } from 'child_process';
export function run(cmd: string) { return execSync(cmd); }
`,
	}
	for i := 0; i < 5; i++ { // map order must not decide
		got, _ := review(t, files, "src/route.ts", false)
		expect(t, got, route, map[string]string{"run(req": "command-injection"})
	}
}
