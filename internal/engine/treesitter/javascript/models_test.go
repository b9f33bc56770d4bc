package javascript_test

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

func userModel(t *testing.T, rows string) *analysis.Analyzer {
	t.Helper()
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n"+rows))
	if err != nil {
		t.Fatal(err)
	}
	a, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func ruleLines(t *testing.T, a *analysis.Analyzer, src, rule string) map[int]bool {
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, "app.js", syntax.JavaScript, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, rule) {
			lines[d.Lines.Start] = true
		}
	}
	return lines
}

// A user's sanitizer row, for a package's default export, makes its
// result safe for the sinks it names and only those.
func TestUserSanitizerModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: sanitizer\n    type: '@acme/html'\n    methods: [default]\n    sanitizes: [xss]\n")
	src := `const express = require('express');
const { exec } = require('child_process');
const clean = require('@acme/html');
const app = express();
app.get('/hello', (req, res) => {
  const name = clean(req.query.name);
  exec('echo ' + name);
  res.send('<h1>' + name + '</h1>');
});
`
	if got := ruleLines(t, a, src, "xss"); len(got) != 0 {
		t.Errorf("xss on lines %v after the model's sanitizer", got)
	}
	if got := ruleLines(t, a, src, "command-injection"); !got[7] {
		t.Errorf("command-injection on lines %v; want 7 (the sanitizer is for HTML only)", got)
	}
	if got := ruleLines(t, javascript.Analyzer, src, "xss"); !got[8] {
		t.Errorf("without the model, xss on lines %v; want 8", got)
	}
}

// A user's template sink row reports request data compiled as a template.
func TestUserTemplateModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: sink\n    type: acmetpl\n    methods: [renderString]\n    args: [0]\n    sink: template-injection\n")
	src := `const acmetpl = require('acmetpl');
module.exports = (req, res) => {
  res.json({ html: acmetpl.renderString(req.body.tpl, {}) });
  res.json({ html: acmetpl.renderString('<p>{{x}}</p>', { x: req.body.x }) });
};
`
	if got := ruleLines(t, a, src, "template-injection"); !got[3] || got[4] {
		t.Errorf("template-injection on lines %v; want 3, not 4 (data, not template)", got)
	}
}

// A user's framework as data: a type row names its request object, a
// source row its parameter reader, a sink row its raw SQL call. The two
// lines that read a parameter and splice it into SQL are an injection;
// the same value passed as a bound parameter is not, and without the
// model the analysis knows neither call.
func TestUserTypeSourceAndSink(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, `  - kind: type
    name: AcmeRequest
    receiver-names: '^acmeReq$'
  - kind: source
    type: AcmeRequest
    methods: [param]
    source: remote
    shape: string
  - kind: sink
    type: acme-db
    methods: [raw]
    args: [0]
    sink: sql-injection
`)
	src := `const db = require('acme-db');
function show(acmeReq) {
  const id = acmeReq.param('id');
  db.raw('SELECT * FROM items WHERE id = ' + id);
  db.raw('SELECT * FROM items WHERE id = ?', [id]);
}
module.exports = show;
`
	if got := ruleLines(t, a, src, "sql-injection"); !got[4] || got[5] {
		t.Errorf("sql-injection on lines %v; want 4 and not 5", got)
	}
	if got := ruleLines(t, javascript.Analyzer, src, "sql-injection"); len(got) != 0 {
		t.Errorf("without the model, sql-injection on lines %v; want none", got)
	}
}

// Rows the JavaScript analysis cannot read yet are errors naming the row.
func TestUserModelErrors(t *testing.T) {
	for _, tc := range []struct{ row, want string }{
		{"  - kind: sink\n    methods: [raw]\n    sink: [sql-injection, xss]\n", "acme.yml: row 1 (line 4): field sink: the JavaScript analysis reads one sink kind per row"},
		{"  - kind: sink\n    methods: [raw]\n    sink: xxe\n", "field sink: the JavaScript analysis reads xxe rows with always only"},
		{"  - kind: source\n    methods: [param]\n    source: stored\n", `row 1 (line 4): field source: javascript analysis does not follow "stored" sources yet`},
		{"  - kind: sink\n    methods: [run]\n    sink: xss\n    shape: html-ish\n", `row 1 (line 4): field shape: the JavaScript analysis reads no shape "html-ish"`},
		{"  - kind: type\n    name: Acme\n    classes: [acme.Client]\n", "row 1 (line 4): field name: the JavaScript analysis reads name and receiver-names of a type row"},
		{"  - kind: sanitizer\n    methods: [clean]\n    sanitizes: [xxe]\n", "field sanitizes: the JavaScript analysis has no sink of kind xxe"},
		{"  - kind: source\n    methods: [param]\n    source: remote\n    shape: cookie\n", `row 1 (line 4): field shape: a JavaScript source row reads shapes`},
		{"  - kind: summary\n    methods: [wrap]\n    returns: Nowhere\n", `row 1 (line 4): field returns: "Nowhere" is not a type row`},
		{"  - kind: source\n    type: acme\n    methods: [route]\n    source: remote\n    shape: handler\n", `field type: a handler row names methods on any router`},
		{"  - kind: sink\n    type: 'a b'\n    methods: [x]\n    sink: template-injection\n", "field type: a module or package name"},
		{"  - kind: source\n    methods: [param]\n    source: remote\n    patterns: ['^api/']\n", "field patterns: goes with text rows, and with javascript source rows of shapes event-export and resolver"},
		{"  - kind: source\n    shape: event-export\n    methods: [handle]\n    source: remote\n    patterns: ['(api/']\n", "field patterns: item 1: a regular expression"},
	} {
		f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n"+tc.row))
		if err == nil {
			_, err = javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"})
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
}

// A user's pacing row names a call that paces a loop on purpose; the
// shipped rows name Promise.all by its object.
func TestUserPacingModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `async function crawl(limiter, urls) {
  for (const url of urls) {
    await limiter.throttle(url);
    await Promise.all([fetch(url), fetch(url + '.sig')]);
    await fetch(url);
  }
}
`
	if got := ruleLines(t, javascript.Analyzer, src, "await-in-loop"); !got[3] || got[4] || !got[5] {
		t.Errorf("shipped models: await-in-loop on lines %v; want 3 and 5", got)
	}
	if got := ruleLines(t, userModel(t, "  - kind: pacing\n    type: limiter\n    methods: [throttle]\n"), src, "await-in-loop"); got[3] || !got[5] {
		t.Errorf("with the pacing row: await-in-loop on lines %v; want 5 alone", got)
	}
}

// Math.random set as a cookie or a header is reported where an
// insecure-random row names the call: on any receiver, or on one its type
// row's names match (ctx.cookies, hapi's h); a user's row with args reads
// only those arguments.
func TestRandomCookieRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `function handler(ctx, h, res, store) {
  ctx.cookies.set('sid', String(Math.random()));
  h.state('sid', Math.random().toString(36));
  h.response('ok').state('sid', Math.random().toString(36));
  res.setHeader('X-Request', Math.random().toString(36));
  store.set('n', Math.random());
  store.put(Math.random(), 'sid');
  store.put('sid', Math.random());
}
`
	if got := ruleLines(t, javascript.Analyzer, src, "insecure-random"); !got[2] || !got[3] || !got[4] || !got[5] || got[6] || got[7] || got[8] {
		t.Errorf("shipped models: insecure-random on lines %v; want 2 to 5", got)
	}
	a := userModel(t, "  - kind: type\n    name: Store\n    receiver-names: ^store$\n  - kind: sink\n    type: Store\n    methods: [put]\n    args: [1]\n    sink: insecure-random\n")
	if got := ruleLines(t, a, src, "insecure-random"); got[6] || got[7] || !got[8] {
		t.Errorf("with a row for store.put's argument 1: insecure-random on lines %v; want 8, not 6 or 7", got)
	}
}

// An event-property row names the event's properties, on no type; a
// user's row adds one, and an exported function reading it from its event
// parameter is a Lambda handler, whose event is the request.
func TestEventPropertyRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: source\n    type: Acme\n    shape: event-property\n    methods: [detail]\n    source: remote\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field type: a event-property row names properties or objects by their names alone (no type)") {
		t.Errorf("a typed event-property row: %v", err)
	}
	src := `const { Client } = require('pg');
exports.main = async (event) => {
  const client = new Client();
  if (!event.detail) return null;
  return client.query('SELECT * FROM items WHERE id = ' + event.headers.id);
};
`
	flows := func(a *analysis.Analyzer) (n int) {
		for _, d := range analysistest.Diagnostics(t, "app.js", syntax.JavaScript, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "sql-injection") && strings.Contains(d.Message, "event.headers") {
				n++
			}
		}
		return n
	}
	a := userModel(t, "  - kind: source\n    shape: event-property\n    methods: [detail]\n    source: remote\n")
	if with, without := flows(a), flows(javascript.Analyzer); with != 1 || without != 0 {
		t.Errorf("sql-injection from event.headers: %d with an event-property row for detail, %d without; want 1 and 0", with, without)
	}
}

// keywords (an options object's fields) are read on the sink kinds whose
// handlers read options, and a row of another kind with them is an error.
func TestKeywordsOnOptionKinds(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme\n    methods: [render]\n    keywords: [html]\n    sink: xss\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field keywords: the JavaScript analysis reads an options object's fields on sql-injection, ssrf, ldap-injection, nosql-injection rows only") {
		t.Errorf("keywords on an xss row: %v", err)
	}
}

// A barrier row with property names values no input chooses, on a module
// or global object; on a sanitizer it is an error.
func TestPropertyBarrierRows(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sanitizer\n    type: process\n    methods: [title]\n    property: true\n    sanitizes: [xss]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field property: the JavaScript analysis reads property on a barrier row") {
		t.Errorf("a sanitizer row with property: %v", err)
	}
}

// A jsx-attribute row is an xss sink without type that names the fields
// of the attribute's object.
func TestJSXAttributeRows(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [innerMarkup]\n    shape: jsx-attribute\n    sink: xss\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: a jsx-attribute row is an xss sink without type") {
		t.Errorf("a jsx-attribute row without keywords: %v", err)
	}
}

// An event-handler row names a function the platform calls with its event
// (Lambda's handler): its first parameter named event is the request.
func TestEventHandlerRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const { Client } = require('pg');
async function handler(event, context) {
  return new Client().query('SELECT * FROM items WHERE id = ' + event.headers.id);
}
async function consume(event, context) {
  return new Client().query('SELECT * FROM items WHERE id = ' + event.headers.id);
}
`
	flows := func(a *analysis.Analyzer) map[int]bool {
		lines := map[int]bool{}
		for _, d := range analysistest.Diagnostics(t, "app.js", syntax.JavaScript, []byte(src), []*analysis.Analyzer{a}) {
			if strings.HasSuffix(d.Rule, "sql-injection") && strings.Contains(d.Message, "event.headers") {
				lines[d.Lines.Start] = true
			}
		}
		return lines
	}
	if got := flows(javascript.Analyzer); !got[3] || got[6] {
		t.Errorf("shipped models: flows on lines %v; want 3 (handler), not 6", got)
	}
	if got := flows(userModel(t, "  - kind: source\n    shape: event-handler\n    methods: [consume]\n    source: remote\n")); !got[3] || !got[6] {
		t.Errorf("with an event-handler row for consume: flows on lines %v; want 3 and 6", got)
	}
}

// A barrier row of shape event-property names the fields of an exported
// Lambda handler's event the platform writes (requestContext): the
// shipped rows leave them clean and keep the rest the invoker's, and a
// user's row adds one.
func TestEventPlatformRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: barrier\n    type: Acme\n    shape: event-property\n    methods: [detail]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape: an event-property barrier row names an event's fields by their names alone") {
		t.Errorf("a typed event-property barrier row: %v", err)
	}
	src := `const { Client } = require('pg');
exports.main = async (event) => {
  if (!event.body) return null;
  const client = new Client();
  await client.query('SELECT * FROM a WHERE id = ' + event.headers.id);
  await client.query('SELECT * FROM b WHERE id = ' + event.requestContext.authorizer.id);
  return client.query('SELECT * FROM c WHERE id = ' + event.detail.id);
};
`
	if got := ruleLines(t, javascript.Analyzer, src, "sql-injection"); !got[5] || got[6] || !got[7] {
		t.Errorf("shipped models: sql-injection on lines %v; want 5 and 7, not 6 (requestContext)", got)
	}
	a := userModel(t, "  - kind: barrier\n    shape: event-property\n    methods: [detail]\n")
	if got := ruleLines(t, a, src, "sql-injection"); !got[5] || got[6] || got[7] {
		t.Errorf("with a barrier row for detail: sql-injection on lines %v; want 5 only", got)
	}
}

// The MongoDB rows' exclusions are data: not-receiver-names (the
// application's own services, a crypto digest), barrier rows of shape
// options (Sequelize's where, and transaction after the filter), and
// keywords ($where); a user's options row adds another ORM's key.
func TestMongoRowsExclusions(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const crypto = require('crypto');
const app = express();
app.post('/a', async (req, res) => {
  await users.findOne(req.body);
  await this.userService.findOne(req.body);
  await crypto.createHash('sha256').update(req.body);
  await User.findOne({ where: req.body });
  await Payment.deleteOne({ transaction: req.body });
  await order.update(req.body, { transaction: t });
  await users.find(req.body, { acmeScope: 1 });
  res.send('ok');
});
`
	if got := ruleLines(t, javascript.Analyzer, src, "nosql-injection"); !got[5] || got[6] || got[7] || got[8] || !got[9] || got[10] || !got[11] {
		t.Errorf("shipped models: nosql-injection on lines %v; want 5, 9 and 11", got)
	}
	a := userModel(t, "  - kind: barrier\n    shape: options\n    methods: [find]\n    keywords: [acmeScope]\n")
	if got := ruleLines(t, a, src, "nosql-injection"); !got[5] || !got[9] || got[11] {
		t.Errorf("with an options row for acmeScope: nosql-injection on lines %v; want 5 and 9, not 11", got)
	}
}

// arg-names on a sql-text row: a variable so named passed as the text is
// SQL; another name is not, unless a row names it.
func TestSQLTextArgNames(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const app = express();
app.get('/a', async (req, res) => {
  const stmt = buildFilter(req.query.id);
  const clause = buildFilter(req.query.id);
  await store.query(stmt);
  await store.query(clause);
  res.send('ok');
});
`
	if got := ruleLines(t, javascript.Analyzer, src, "sql-injection"); !got[6] || got[7] {
		t.Errorf("shipped models: sql-injection on lines %v; want 6 (stmt), not 7", got)
	}
	a := userModel(t, "  - kind: sink\n    methods: [query]\n    sink: sql-injection\n    shape: sql-text\n    arg-names: '^clause$'\n")
	if got := ruleLines(t, a, src, "sql-injection"); !got[6] || !got[7] {
		t.Errorf("with an arg-names row for clause: sql-injection on lines %v; want 6 and 7", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [query]\n    sink: sql-injection\n    arg-names: '^q$'\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field arg-names: the JavaScript analysis reads it on sql-text rows") {
		t.Errorf("arg-names without sql-text: %v", err)
	}
}

// An event-handler row's keywords are the names its event parameter goes
// by: the shipped row knows event and evt, a user's row adds another.
func TestEventHandlerParamNames(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const { Client } = require('pg');
async function handler(payload, context) {
  return new Client().query('SELECT * FROM items WHERE id = ' + payload.headers.id);
}
`
	if got := ruleLines(t, javascript.Analyzer, src, "sql-injection"); got[3] {
		t.Errorf("shipped models: sql-injection on lines %v; want none (payload is no name of the event)", got)
	}
	a := userModel(t, "  - kind: source\n    shape: event-handler\n    methods: [handler]\n    keywords: [payload]\n    source: remote\n")
	if got := ruleLines(t, a, src, "sql-injection"); !got[3] {
		t.Errorf("with an event-handler row naming payload: sql-injection on lines %v; want 3", got)
	}
}

// An argv row's shells and shell-flags say which programs read their
// argument vector as a command line, and after which flag: a user's row
// for another process library runs its caller's command through busybox
// sh -c, not through ls.
func TestArgvShellRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: sink\n    type: acme-proc\n    methods: [run]\n    sink: command-injection\n    shape: argv\n"+
		"    shells: [busybox]\n    shell-flags: [-c]\n")
	src := "const { run } = require('acme-proc');\n" +
		"function viaShell(cmd) { return run('busybox', ['-c', cmd]); }\n" +
		"function listing(dir) { return run('ls', ['-c', dir]); }\n" +
		"function viaSh(cmd) { return run('sh', ['-c', cmd]); }\n"
	got := ruleLines(t, a, src, "command-injection")
	if !got[2] || got[3] || got[4] {
		t.Errorf("lines %v; want 2 only (the row's shell, not ls, nor sh, which this row does not name)", got)
	}
	if _, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme-proc\n    methods: [run]\n"+
		"    sink: command-injection\n    shell-flags: [-c]\n")); err == nil || !strings.Contains(err.Error(), "field shell-flags: goes with shells") {
		t.Errorf("shell-flags without shells: %v", err)
	}
}

func pathLines(t *testing.T, a *analysis.Analyzer, path, src, rule string) map[int]bool {
	lines := map[int]bool{}
	for _, d := range analysistest.Diagnostics(t, path, syntax.JavaScript, []byte(src), []*analysis.Analyzer{a}) {
		if strings.HasSuffix(d.Rule, rule) {
			lines[d.Lines.Start] = true
		}
	}
	return lines
}

// A user's event-export row says by its patterns which files are route
// modules: the framework calls their exported handle with the request's
// event there, and a function of that name elsewhere is the module's own.
func TestUserRouteModulePatterns(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: source\n    shape: event-export\n    methods: [handle]\n    source: remote\n    patterns: ['(^|/)endpoints/']\n")
	src := `import { exec } from 'child_process';
export async function handle({ params }) {
  exec(params.cmd);
}
`
	if got := pathLines(t, a, "src/endpoints/files.js", src, "command-injection"); !got[3] {
		t.Errorf("in a route module the row's patterns name, command-injection on lines %v; want 3", got)
	}
	if got := pathLines(t, a, "src/lib/files.js", src, "command-injection"); len(got) != 0 {
		t.Errorf("outside the row's route modules, command-injection on lines %v; want none", got)
	}
	if got := pathLines(t, javascript.Analyzer, "src/endpoints/files.js", src, "command-injection"); len(got) != 0 {
		t.Errorf("without the row, command-injection on lines %v; want none", got)
	}
}

// A user's row says which of its shell's properties is the page's own
// URL (page-own-href-property): sending the page there is a reload, not
// an open redirect, while a property of shape page-string-property (the
// text after the #) and one of shape page-href-property (a URL another
// site chose, as the referrer is) still are.
func TestUserPageOwnHrefModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, `  - kind: source
    type: appShell
    methods: [currentUrl]
    source: remote
    shape: page-own-href-property
  - kind: source
    type: appShell
    methods: [fragment]
    source: remote
    shape: page-string-property
  - kind: source
    type: appShell
    methods: [cameFrom]
    source: remote
    shape: page-href-property
`)
	src := `function reload() {
  location.href = appShell.currentUrl;
}
function follow() {
  location.href = appShell.fragment;
}
function back() {
  location.href = appShell.cameFrom;
}
`
	if got := ruleLines(t, a, src, "open-redirect"); got[2] || !got[5] || !got[8] {
		t.Errorf("open-redirect on lines %v; want 5 and 8, not 2 (the page's own URL)", got)
	}
}

// A headers sink row's keywords are the headers whose value matters
// without a line break (its server rejects CR and LF, as Node's setHeader
// does): input in another header is text. A row without keywords is a
// server that does not, and every header it sets is reported.
func TestUserHeaderNamesModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `const express = require('express');
const acme = require('acmehttp');
const app = express();
app.get('/t', (req, res) => {
  acme.setHeader('X-Trace', req.query.t);
  acme.setHeader('Content-Type', req.query.t);
});
`
	row := "  - kind: sink\n    type: acmehttp\n    methods: [setHeader]\n    sink: header-injection\n    shape: headers\n"
	if got := ruleLines(t, userModel(t, row+"    keywords: [content-type]\n"), src, "header-injection"); got[5] || !got[6] {
		t.Errorf("with keywords, header-injection on lines %v; want 6, not 5", got)
	}
	if got := ruleLines(t, userModel(t, row), src, "header-injection"); !got[5] || !got[6] {
		t.Errorf("without keywords, header-injection on lines %v; want 5 and 6", got)
	}
}

// The html-sink check leaves markup whose code names a sanitizer or an
// encoder by a named sanitizer row's word (javascript_sanitizer_names.yml:
// sanitizeHtml, escapeHTML); a team's own (scrubMarkup) is a user's row,
// and without it the same write is reported.
func TestUserNamedSanitizerModel(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := `function show(el, comment) {
  el.innerHTML = sanitizeHtml(renderComment(comment));
  el.innerHTML = scrubMarkup(renderComment(comment));
  el.innerHTML = renderComment(comment);
}
`
	if got := ruleLines(t, javascript.Analyzer, src, "html-sink"); got[2] || !got[3] || !got[4] {
		t.Errorf("html-sink on lines %v; want 3 and 4 (sanitizeHtml is a shipped word)", got)
	}
	a := userModel(t, "  - kind: sanitizer\n    shape: named\n    methods: [scrub]\n    sanitizes: [xss]\n")
	if got := ruleLines(t, a, src, "html-sink"); got[2] || got[3] || !got[4] {
		t.Errorf("html-sink on lines %v with the user's word; want 4", got)
	}
	for _, row := range []string{
		"  - kind: sanitizer\n    shape: named\n    methods: [scrub]\n    sanitizes: [sql-injection]\n",
		"  - kind: barrier\n    shape: named\n    methods: [scrub]\n",
		"  - kind: sanitizer\n    type: '@acme/html'\n    shape: named\n    methods: [scrub]\n    sanitizes: [xss]\n",
	} {
		f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n"+row))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "test"}); err == nil ||
			!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field shape:") {
			t.Errorf("%q: error %v", row, err)
		}
	}
}

// A project's event-export row adds exports its framework calls with the
// request's event, in the route modules its patterns name; an export the
// shipped rows already give a shape keeps it: the row naming GET does not
// make a Next.js route handler's request none outside those modules.
func TestUserEventExportKeepsShippedExports(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: source\n    shape: event-export\n    methods: [GET, loadData]\n    source: remote\n    patterns: ['(^|/)app\\.js$']\n")
	handler := `import { exec } from 'child_process';
export async function GET(request) {
  const u = new URL(request.url);
  exec('echo ' + u.searchParams.get('q'));
}
`
	if got := ruleLines(t, a, handler, "command-injection"); !got[4] {
		t.Errorf("command-injection on lines %v; want 4 (GET stays a route handler)", got)
	}
	load := `import { exec } from 'child_process';
export async function loadData({ request }) {
  const u = new URL(request.url);
  exec('echo ' + u.searchParams.get('q'));
}
`
	if got := ruleLines(t, a, load, "command-injection"); !got[4] {
		t.Errorf("command-injection on lines %v; want 4 (the row's own export in its route module)", got)
	}
	if got := ruleLines(t, javascript.Analyzer, load, "command-injection"); len(got) != 0 {
		t.Errorf("command-injection on lines %v without the row; want none", got)
	}
}

// A project's row of a property the shipped rows make a source (a
// summary of document.cookie, which no waiver records) does not take the
// source away; a row of its own property still reads as it says.
func TestUserPropertyKeepsShippedSources(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: type\n    name: Acme\n  - kind: summary\n    type: document\n    shape: property\n    methods: [cookie]\n    returns: Acme\n"+
		"  - kind: source\n    type: globalThis\n    shape: page-string-property\n    methods: [acmePayload]\n    source: remote\n")
	src := `const q = document.cookie;
document.getElementById('x').innerHTML = q;
document.getElementById('y').innerHTML = acmePayload;
`
	if got := ruleLines(t, a, src, "xss"); !got[2] || !got[3] {
		t.Errorf("xss on lines %v; want 2 (the shipped source kept) and 3 (the project's own)", got)
	}
}

// A project's type row of a shipped type adds the receiver names it
// gives (its own name for $location), and takes none away: a row that
// replaced them made $location.hash() no source.
func TestUserTypeAddsReceiverNames(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: type\n    name: AngularLocation\n    receiver-names: '^loc$'\n")
	src := `angular.module('app').controller('C', function($scope, $location) {
  document.getElementById('x').innerHTML = $location.hash();
});
angular.module('app').controller('D', function($scope, loc) {
  document.getElementById('y').innerHTML = loc.hash();
});
`
	if got := ruleLines(t, a, src, "xss"); !got[2] || !got[5] {
		t.Errorf("xss on lines %v; want 2 (the shipped name kept) and 5 (the project's)", got)
	}
}

// An argv row's shell-options are what makes a library run its program
// through a shell, and a send-file row's unless the options that confine
// the path: a user's row names its own library's (runInShell, baseDir),
// and Node's shell or Express's root then say nothing of it.
func TestShellOptionsAndSendFileUnless(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: sink\n    type: acme-proc\n    methods: [run]\n    sink: command-injection\n    shape: argv\n"+
		"    shell-options: [runInShell]\n"+
		"  - kind: type\n    name: AcmeReply\n    receiver-names: '^reply$'\n"+
		"  - kind: source\n    type: acme-web\n    methods: [param]\n    source: remote\n"+
		"  - kind: sink\n    type: AcmeReply\n    methods: [file]\n    sink: path-traversal\n    shape: send-file\n    unless: [baseDir]\n")
	src := "const { run } = require('acme-proc');\n" +
		"const { param } = require('acme-web');\n" +
		"function a(reply) { run('git', ['log', param('c')], { runInShell: true }); }\n" +
		"function b(reply) { run('git', ['log', param('c')], { shell: true }); }\n" +
		"function c(reply) { reply.file(param('f'), { baseDir: '/srv' }); }\n" +
		"function d(reply) { reply.file(param('f'), { root: '/srv' }); }\n"
	if got := ruleLines(t, a, src, "command-injection"); !got[3] || got[4] {
		t.Errorf("command-injection on lines %v; want 3 (the row's option), not 4", got)
	}
	if got := ruleLines(t, a, src, "path-traversal"); got[5] || !got[6] {
		t.Errorf("path-traversal on lines %v; want 6 (root is not the row's), not 5", got)
	}
	for row, want := range map[string]string{
		"    shape: shell-command\n    shell-options: [shell]\n": "field shell-options: goes with shape argv",
		"    unless: [root]\n": "field unless: goes with always",
	} {
		_, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme-proc\n    methods: [run]\n"+
			"    sink: command-injection\n"+row))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want %q", row, err, want)
		}
	}
}

// A literal-operator barrier row names a filter's operators whose operand
// is compared as a value: a team's driver with its own equality operator
// adds it, and MongoDB's $eq keeps the request's object from being read
// as operators.
func TestLiteralOperatorRows(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	a := userModel(t, "  - kind: barrier\n    shape: literal-operator\n    methods: [$is]\n")
	src := "const express = require('express');\nconst app = express();\n" +
		"app.post('/a', (req, res) => { db.users.findOne({ name: { $is: req.body.name } }); });\n" +
		"app.post('/b', (req, res) => { db.users.findOne({ name: { $eq: req.body.name } }); });\n" +
		"app.post('/c', (req, res) => { db.users.findOne({ name: req.body.name }); });\n"
	if got := ruleLines(t, a, src, "nosql-injection"); got[3] || got[4] || !got[5] {
		t.Errorf("nosql-injection on lines %v; want 5 only", got)
	}
	f, err := models.Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n  - kind: barrier\n    type: acme\n    shape: literal-operator\n    methods: [$is]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := javascript.WithModels(&models.Set{Files: []*models.File{f}, Hash: "x"}); err == nil || !strings.Contains(err.Error(), "field shape: a literal-operator barrier row names, without type") {
		t.Errorf("a typed literal-operator row: %v", err)
	}
}
