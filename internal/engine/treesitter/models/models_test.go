package models

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinParses(t *testing.T) {
	set := Builtin()
	if len(set.For("java")) < 50 {
		t.Fatalf("java has %d rows; the shipped models did not load", len(set.For("java")))
	}
}

// A malformed row is an error that names the file, the row and the field.
func TestParseErrors(t *testing.T) {
	head := "language: java\nframework: Acme\nmodels:\n  - kind: source\n    type: acme.web.Request\n    methods: [param]\n    source: remote\n"
	for _, tc := range []struct{ row, want string }{
		{"  - kind: sink\n    methods: [raw]\n    sink: sql\n", `acme.yml: row 2 (line 8): field sink: "sql" is not a sink kind`},
		{"  - kind: sink\n    methods: [raw]\n", `acme.yml: row 2 (line 8): field sink: missing`},
		{"  - kind: sink\n    methods: [raw]\n    sink: xss\n    sorce: remote\n", `row 2 (line 8): field sorce: unknown field`},
		{"  - kind: sinks\n    methods: [raw]\n", `row 2 (line 8): field kind: unknown kind "sinks"`},
		{"  - kind: source\n    methods: [raw]\n    source: remote\n    args: [0]\n", `row 2 (line 8): field args: not a field of a source row`},
		{"  - kind: sink\n    methods: [raw]\n    sink: xss\n    args: [first]\n", `field args: "first" is not an argument index`},
		{"  - kind: summary\n    methods: [raw]\n    flow: return -> args\n", `field flow: "return -> args" is not a flow`},
		{"  - kind: source\n    methods: [raw]\n    source: stored\n", `field source: java analysis does not follow "stored" sources yet`},
		{"  - kind: type\n    name: x\n    receiver-names: \"(\"\n", `field receiver-names: a regular expression`},
		{"  - kind: sink\n    methods: [raw]\n    sink: xss\n    shells: [sh]\n", `row 2 (line 8): field shells: the java analysis does not read it yet`},
		{"  - kind: handler\n    class-annotations: [Web]\n    source: remote\n    parameter-types: [String]\n", `row 2 (line 8): field annotations: missing`},
		{"  - kind: handler\n    annotations: [Rpc]\n    context-types: [CallContext]\n    source: remote\n    parameter-types: [String]\n", `row 2 (line 8): field context-types: the java analysis does not read it yet`},
	} {
		_, err := Parse("acme.yml", []byte(head+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
	if _, err := Parse("acme.yml", []byte(head)); err != nil {
		t.Errorf("a valid file: %v", err)
	}
	tpl := "language: templates\nframework: Acme\nmodels:\n  - kind: template\n    extensions: [.acme]\n"
	for _, tc := range []struct{ row, want string }{
		{"    shape: unescaped-output\n    pattern: 'x'\n", `row 1 (line 4): field name: goes with shapes unescaped-output`},
		{"    shape: own-url\n    pattern: '('\n", `row 1 (line 4): field pattern: a regular expression`},
		{"    shape: escaped\n    pattern: 'x'\n", `row 1 (line 4): field shape: "escaped" is not one of`},
		{"    shape: own-url\n    pattern: 'x'\n    unless: ['y']\n", `row 1 (line 4): field unless: goes with shape unescaped-output`},
		{"    shape: request-assignment\n    pattern: 'x'\n", `row 1 (line 4): field pattern: a request-assignment pattern captures`},
		{"    shape: own-url\n", `row 1 (line 4): field pattern: missing`},
		{"    shape: tag\n    pattern: 'x'\n", `row 1 (line 4): field extensions: goes with every shape but tag and layout-use`},
	} {
		if _, err := Parse("acme.yml", []byte(tpl+tc.row)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("template row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
	for _, tc := range []struct{ file, want string }{
		{"language: html\nframework: Acme\nmodels:\n  - kind: element\n    shape: icon\n    methods: [x-acme-*]\n", `field shape: "icon" is not one of`},
		{"language: html\nframework: Acme\nmodels:\n  - kind: element\n    shape: named-image\n    methods: [\"X Icon\"]\n", `is not one of tag names or globs`},
		{"language: java\nframework: Acme\nmodels:\n  - kind: element\n    shape: named-image\n    methods: [x-acme-*]\n", `only the html (markup) analysis reads element rows`},
	} {
		if _, err := Parse("acme.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("element row %q: error %v; want it to contain %q", tc.file, err, tc.want)
		}
	}
	if _, err := Parse("acme.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: template\n    shape: own-url\n    extensions: [.x]\n    pattern: 'x'\n")); err == nil ||
		!strings.Contains(err.Error(), "only the templates engine") {
		t.Errorf("a template row in a java file: %v", err)
	}
	if _, err := Parse("acme.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [raw]\n    sink: xss\n    shape: html\n")); err == nil ||
		!strings.Contains(err.Error(), "row 1 (line 4): field shape: the php analysis reads no shapes") {
		t.Errorf("a shape php does not read: %v", err)
	}
	cs := "language: csharp\nframework: Acme\nmodels:\n  - kind: source\n    type: Acme.Web.Request\n    methods: [Param, Item]\n    source: "
	if f, err := Parse("acme.yml", []byte(cs+"remote\n")); err != nil || f.Models[0].Type != "Acme.Web.Request" {
		t.Errorf("a C# source row: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(cs+"stored\n")); err == nil || !strings.Contains(err.Error(), `csharp analysis does not follow "stored"`) {
		t.Errorf("a C# source of a kind it does not follow: %v", err)
	}
	h := "language: csharp\nframework: Acme\nmodels:\n  - kind: handler\n"
	if f, err := Parse("acme.yml", []byte(h+"    class-names: [\"*Controller\"]\n    methods: [\"On*\"]\n    not-annotations: [NonAction]\n    source: remote\n    parameter-types: [\"*\"]\n")); err != nil ||
		!MatchGlob(f.Models[0].ClassNames, "HomeController") || !f.Models[0].MatchMethod("OnGet") || f.Models[0].ParameterTypes[0] != "*" {
		t.Errorf("a handler row by class names: %v", err)
	}
	if f, err := Parse("acme.yml", []byte(h+"    calls: [\"Map*\"]\n    source: remote\n    parameter-types: [string]\n  - kind: type\n    name: Scalar\n    barrier: true\n")); err != nil ||
		!MatchGlob(f.Models[0].Calls, "MapGet") || !f.Models[1].Barrier {
		t.Errorf("a handler row by calls, a barrier type: %v", err)
	}
	if f, err := Parse("acme.yml", []byte(h+"    class-names: [\"*Base\"]\n    context-types: [ServerCallContext]\n    source: remote\n    parameter-types: [\"*\"]\n")); err != nil ||
		len(f.Models[0].ContextTypes) != 1 || f.Models[0].ContextTypes[0] != "ServerCallContext" {
		t.Errorf("a handler row with context types: %v", err)
	}
	g := "language: csharp\nframework: Acme\nmodels:\n  - kind: barrier\n    methods: [Allows]\n    guard: "
	if f, err := Parse("acme.yml", []byte(g+"check\n")); err != nil || f.Models[0].Guard != "check" {
		t.Errorf("a guard row: %v", err)
	}
	if f, err := Parse("acme.yml", []byte("language: csharp\nframework: Acme\nmodels:\n  - kind: sink\n    type: Acme.Formatter\n    methods: [new]\n    sink: unsafe-deserialization\n    always: true\n")); err != nil || !f.Models[0].Always {
		t.Errorf("a sink row with always: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(g+"maybe\n")); err == nil || !strings.Contains(err.Error(), `row 1 (line 4): field guard: "maybe" is not one of check`) {
		t.Errorf("an unknown guard: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(h+"    source: remote\n    parameter-types: [string]\n")); err == nil ||
		!strings.Contains(err.Error(), "row 1 (line 4): field annotations: missing") {
		t.Errorf("a handler row that says no handler: %v", err)
	}
	js := "language: javascript\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [run]\n    sink: command-injection\n    shape: "
	if f, err := Parse("acme.yml", []byte(js+"shell-command\n")); err != nil || f.Models[0].Shape != "shell-command" {
		t.Errorf("a JavaScript sink with a shape: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(js+"Shell Command\n")); err == nil || !strings.Contains(err.Error(), "row 1 (line 4): field shape") {
		t.Errorf("a malformed shape: %v", err)
	}
	if _, err := Parse("acme.yml", []byte("language: cobol\nframework: x\nmodels: [{kind: barrier, methods: [a]}]\n")); err == nil ||
		!strings.Contains(err.Error(), "field language") {
		t.Errorf("unknown language: %v", err)
	}
}

// Load reads only model files from the rule directories: rules beside
// them are another loader's.
func TestLoadSkipsRules(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("rule.yml", "id: team/x\nlanguages: python\nquery: (call)\n")
	write("acme.yml", "language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme.db\n    methods: [raw]\n    args: [0]\n    sink: sql-injection\n")
	set, err := Load(dir, []string{"."})
	if err != nil || set == nil || len(set.Files) != 1 || set.Files[0].Name != "acme.yml" || set.Hash == "" {
		t.Fatalf("Load = %+v, %v; want acme.yml alone", set, err)
	}
	write("bad.yml", "language: java\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [raw]\n")
	if _, err := Load(dir, []string{"."}); err == nil || !strings.Contains(err.Error(), "bad.yml: row 1 (line 4): field sink") {
		t.Errorf("a malformed user model: %v", err)
	}
}

// Ruby rows name methods as Ruby writes them and classes with ::, and
// read the Ruby-only fields; other languages do not.
func TestParseRuby(t *testing.T) {
	head := "language: ruby\nframework: Acme\nmodels:\n"
	ok := head + "  - kind: sink\n    type: Acme::DB\n    methods: [exists?, update!, \"[]\"]\n    sink: mass-assignment\n" +
		"  - kind: summary\n    methods: [map]\n    flow: [receiver -> return, block -> return]\n" +
		"  - kind: summary\n    type: Kernel\n    methods: [raise]\n    exits: true\n" +
		"  - kind: barrier\n    methods: [include?]\n    checks: [arg0]\n" +
		"  - kind: callback\n    methods: [before_action]\n"
	f, err := Parse("acme.yml", []byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if m := f.Models[0]; m.Type != "Acme::DB" || !m.MatchMethod("exists?") || SinkCWE(m.Sinks[0]) != "CWE-915" {
		t.Errorf("sink row = %+v", m)
	}
	if f.Models[1].Flows[1].From != "block" || !f.Models[2].Exits || f.Models[3].Checks[0] != "arg0" || f.Models[4].Kind != KindCallback {
		t.Errorf("rows = %+v", f.Models)
	}
	for _, tc := range []struct{ file, want string }{
		{head + "  - kind: barrier\n    methods: [a]\n    checks: [left]\n", `field checks: "left" is not one of operands`},
		{head + "  - kind: barrier\n    type: acme.db\n    methods: [a]\n", `field type: a class name such as Net::HTTP`},
		{"language: java\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [a]\n    flow: block -> return\n", `field flow: "block -> return" is not a flow`},
		{"language: java\nframework: Acme\nmodels:\n  - kind: barrier\n    methods: [a?]\n", `field methods: "a?" is not one of method names`},
	} {
		if _, err := Parse("acme.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want it to contain %q", tc.file, err, tc.want)
		}
	}
}

func TestMatch(t *testing.T) {
	m := &Model{Methods: []string{"next*", "ints"}}
	for _, p := range m.Methods {
		m.methodREs = append(m.methodREs, globRE(p))
	}
	if !m.MatchMethod("nextInt") || !m.MatchMethod("ints") || m.MatchMethod("nex") || m.MatchMethod("longs") {
		t.Error("MatchMethod")
	}
	pats := []string{"RequestParam", "Produces(*html*)"}
	for ann, want := range map[string]bool{"@RequestParam": true, `@RequestParam("q")`: true, "@RequestParamX": false,
		`@Produces("text/html")`: true, `@Produces(MediaType.TEXT_HTML)`: true, `@Produces("application/json")`: false,
		"@org.springframework.web.bind.annotation.RequestParam": true} {
		if got := MatchAnnotation(pats, ann); got != want {
			t.Errorf("MatchAnnotation(%q) = %v", ann, got)
		}
	}
}

// Python rows: type rows with objects, conditions on a named argument
// with its default, argument-vector sinks and console sources.
func TestParsePythonFields(t *testing.T) {
	f, err := Parse("py.yml", []byte(`language: python
framework: Acme
models:
  - kind: type
    name: acme_request
    objects: [acme.request]
    source: remote
  - kind: sink
    type: acme.loader
    methods: [load]
    args: [0]
    const-arg: 1
    const-keyword: [Loader]
    const-default: "None"
    const-not-in: ["*SafeLoader"]
    sink: unsafe-deserialization
  - kind: sink
    type: acme.proc
    methods: [run]
    args: [0]
    argv: list
    sink: command-injection
  - kind: source
    methods: [ask]
    source: console
  - kind: summary
    methods: [run_later]
    callback: 1
    flow: args -> return
  - kind: sanitizer
    methods: [is_safe_url]
    guard: check
    args: [0]
    keywords: [url]
    sanitizes: [open-redirect]
  - kind: sink
    type: acme.http
    methods: [get]
    always: true
    const-keyword: [verify]
    const-in: ["False"]
    sink: tls-verification-off
`))
	if err != nil {
		t.Fatal(err)
	}
	m := f.Models
	if len(m[0].Objects) != 1 || m[1].ConstKeywords[0] != "Loader" || m[1].ConstDefault != "None" || m[2].Argv != "list" || m[3].Source != "console" || m[4].Callback != 1 || m[5].Guard != "check" || m[5].Keywords[0] != "url" {
		t.Errorf("rows read as %+v %+v %+v %+v", m[0], m[1], m[2], m[3])
	}
	// const-keyword without const-arg: the argument is keyword-only
	if !m[6].Always || m[6].ConstArg != -1 || m[1].ConstArg != 1 {
		t.Errorf("always row read as %+v, const-arg %d", m[6], m[1].ConstArg)
	}
	for _, tc := range []struct{ lang, row, want string }{
		{"python", "  - kind: sink\n    methods: [run]\n    argv: vector\n    sink: command-injection\n", `field argv: "vector" is not one of list, spread`},
		{"python", "  - kind: summary\n    methods: [run]\n    callback: [0, 1]\n    flow: none\n", `field callback: an argument index`},
		{"python", "  - kind: sink\n    methods: [run]\n    shells: [sh]\n    sink: command-injection\n", `row 1 (line 4): field shells: goes with argv`},
		{"java", "  - kind: sink\n    methods: [run]\n    argv: list\n    shells: [sh]\n    sink: command-injection\n", `field shells: the java analysis does not read it yet`},
		{"javascript", "  - kind: barrier\n    methods: [digits]\n    keywords: [s]\n", `row 1 (line 4): field keywords: the javascript analysis does not read it on a barrier row`},
		{"java", "  - kind: handler\n    imports: [acme]\n    source: remote\n    parameter-types: [String]\n", `field imports: the java analysis does not read it yet`},
		{"java", "  - kind: sink\n    methods: [run]\n    const-keyword: [x]\n    sink: command-injection\n", `field const-keyword: java calls have no named arguments`},
		{"java", "  - kind: source\n    methods: [ask]\n    source: console\n", `field source: java analysis does not follow "console"`},
		{"python", "  - kind: module\n    name: os\n    imports: [nt]\n", `field kind: the python analysis does not read module rows`},
		{"python", "  - kind: sync\n    type: threading.Lock\n    methods: [acquire]\n", `row 1 (line 4): field kind: only the go analysis reads sync rows`},
		{"go", "  - kind: sync\n    methods: [Hold]\n", `row 1 (line 4): field type: missing`},
		{"go", "  - kind: sync\n    type: example.com/acme/shard.Latch\n    methods: [Hold]\n    args: [0]\n", `row 1 (line 4): field args: not a field of a sync row`},
		{"javascript", "  - kind: module\n    name: fs\n", `row 1 (line 4): field imports: missing`},
		{"javascript", "  - kind: module\n    name: fs\n    imports: [\"fs extra\"]\n", `field imports: "fs extra" is not one of package names`},
		{"javascript", "  - kind: module\n    name: [fs]\n    imports: [fs-extra]\n", `field name: a package name`},
	} {
		_, err := Parse("acme.yml", []byte("language: "+tc.lang+"\nframework: Acme\nmodels:\n"+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
}

func TestPHPFields(t *testing.T) {
	f, err := Parse("php.yml", []byte(`language: php
framework: Acme
models:
  - kind: type
    name: acme.Request
    classes: ["*Request"]
    receiver-names: '^\$req$'
    closed: true
  - kind: sanitizer
    methods: [esc]
    args: [1]
    sanitizes: [sql-injection]
    quoted: true
  - kind: barrier
    methods: [is_ok]
    receiver: true
    guard: check
  - kind: source
    type: acme.Request
    methods: [body]
    property: true
    const-arg: 0
    const-in: [HTTP_*]
    sanitizes: [xss]
    source: remote
  - kind: sink
    methods: [include]
    sink: file-inclusion
`))
	if err != nil {
		t.Fatal(err)
	}
	m := f.Models
	if m[0].Classes[0] != "*Request" || !m[1].Quoted || m[1].Args[0] != 1 || m[2].Guard != "check" || !m[2].Receiver || !m[3].Property ||
		m[3].ConstIn[0] != "HTTP_*" || m[3].Sanitizes[0] != "xss" || SinkCWE(m[4].Sinks[0]) != "CWE-98" {
		t.Errorf("rows read as %+v %+v %+v %+v", m[0], m[1], m[2], m[3])
	}
	if _, err := Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: source\n    methods: [a]\n    source: stored\n")); err != nil {
		t.Errorf("a stored source in PHP: %v", err)
	}
	_, err = Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: barrier\n    methods: [a]\n    guard: maybe\n"))
	if err == nil || !strings.Contains(err.Error(), `row 1 (line 4): field guard: "maybe" is not one of check`) {
		t.Errorf("a bad guard: %v", err)
	}
	h, err := Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: handler\n    classes: [\"*Controller\"]\n    parameter-types: [mixed, string]\n    source: remote\n"))
	if err != nil || h.Models[0].Classes[0] != "*Controller" {
		t.Errorf("a handler by class name: %v", err)
	}
	_, err = Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: handler\n    parameter-types: [mixed]\n    source: remote\n"))
	if err == nil || !strings.Contains(err.Error(), "field annotations: missing") {
		t.Errorf("a handler without annotations or classes: %v", err)
	}
	_, err = Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [a]\n    sink: xss\n    quoted: true\n"))
	if err == nil || !strings.Contains(err.Error(), "field quoted: not a field of a sink row") {
		t.Errorf("quoted on a sink: %v", err)
	}
}

func TestCallbackFormat(t *testing.T) {
	f, err := Parse("php.yml", []byte("language: php\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [map]\n    flow: arg1 -> return\n    callback: 0\n  - kind: summary\n    methods: [fmt]\n    flow: args -> return\n    format: 0\n  - kind: summary\n    methods: [x]\n    flow: none\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m := f.Models; m[0].Callback != 0 || m[0].Format != -1 || m[1].Format != 0 || m[2].Callback != -1 {
		t.Errorf("callback/format read as %d/%d, %d/%d, %d", m[0].Callback, m[0].Format, m[1].Callback, m[1].Format, m[2].Callback)
	}
}

func TestContainer(t *testing.T) {
	f, err := Parse("c.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [push]\n    container: add-first\n"))
	if err != nil || f.Models[0].Container != "add-first" {
		t.Fatalf("container row: %v", err)
	}
	_, err = Parse("c.yml", []byte("language: java\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [push]\n    container: stack\n"))
	if err == nil || !strings.Contains(err.Error(), `field container: "stack" is not one of add`) {
		t.Errorf("a bad container op: %v", err)
	}
}

// Go rows: the type checker's analysis reads sanitizer, barrier and
// always rows (with unless); a field no Go analysis reads is an error
// naming the file, row and field.
func TestGoRows(t *testing.T) {
	head := "language: go\nframework: Acme\nmodels:\n"
	f, err := Parse("go_acme.yml", []byte(head+
		"  - kind: sanitizer\n    type: acme.io/esc\n    methods: [HTML]\n    sanitizes: [xss]\n"+
		"  - kind: barrier\n    type: acme.io/num\n    methods: [\"Parse*\"]\n"+
		"  - kind: sink\n    type: acme.io/rpc\n    methods: [NewServer]\n    always: true\n    unless: [TLS]\n    sink: cleartext-transmission\n"+
		"  - kind: summary\n    type: acme.io/web.Context\n    methods: [Request]\n    property: true\n    returns: net/http.Request\n"+
		"  - kind: module\n    name: acme.io/rpc\n    imports: [github.com/old/rpc-go]\n"+
		"  - kind: sink\n    type: acme.io/hash\n    methods: [Key]\n    always: true\n    const-arg: 2\n    const-below: 1000\n    sink: weak-password-hash\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m := f.Models; m[0].Sanitizes[0] != "xss" || !m[1].MatchMethod("ParseInt") || !m[2].Always || m[2].Unless[0] != "TLS" ||
		SinkCWE(m[2].Sinks[0]) != "CWE-319" || m[3].Returns != "net/http.Request" || !m[3].Property || m[4].Imports[0] != "github.com/old/rpc-go" ||
		m[5].ConstBelow != 1000 || m[5].ConstArg != 2 {
		t.Errorf("go rows read as %+v %+v %+v %+v", m[0], m[1], m[2], m[3])
	}
	for _, tc := range []struct{ row, want string }{
		{"  - kind: sink\n    type: acme.io/rpc\n    methods: [Dial]\n    sink: xss\n    shells: [sh]\n", `go_acme.yml: row 1 (line 4): field shells: the go analysis does not read it yet`},
		{"  - kind: source\n    type: os\n    methods: [Getenv]\n    result: 0\n    source: environment\n", `go_acme.yml: row 1 (line 4): field result: result and joins go with source own-path only`},
		{"  - kind: source\n    type: acme.io/paths\n    methods: [Dir]\n    result: first\n    source: own-path\n", `go_acme.yml: row 1 (line 4): field result: the index of one result`},
		{"  - kind: source\n    type: os\n    methods: [Getenv]\n    joins: true\n    source: environment\n", `go_acme.yml: row 1 (line 4): field joins: goes with source own-path only`},
		{"  - kind: barrier\n    type: acme.io/num\n    methods: [Parse]\n    imports: [acmeweb]\n", `go_acme.yml: row 1 (line 4): field imports: the go analysis does not read it on a barrier row`},
		{"  - kind: sink\n    type: acme.io/rpc\n    methods: [Dial]\n    unless: [TLS]\n    sink: cleartext-transmission\n", `go_acme.yml: row 1 (line 4): field unless: goes with always`},
		{"  - kind: handler\n    annotations: [x]\n    source: remote\n    parameter-types: [x]\n", `go_acme.yml: row 1 (line 4): field kind: the go analysis does not read handler rows yet`},
		{"  - kind: sink\n    type: acme.io/hash\n    methods: [Key]\n    const-arg: 1\n    const-below: 10\n    sink: weak-password-hash\n", `go_acme.yml: row 1 (line 4): field const-below: goes with always`},
		{"  - kind: sink\n    type: acme.io/web.Cookie\n    methods: [Secure]\n    gosec-rule: G124\n    sink: insecure-cookie\n", `go_acme.yml: row 1 (line 4): field gosec-rule: goes with always, property and const-default`},
		{"  - kind: sink\n    type: acme.io/web.Cookie\n    methods: [Secure]\n    property: true\n    always: true\n    gosec-rule: cookie\n    sink: insecure-cookie\n", `field gosec-rule: a gosec rule id such as G124`},
		{"  - kind: sink\n    type: acme.io/web.Cookie\n    methods: [Secure]\n    property: true\n    always: true\n    gosec-rule: G124\n    sink: insecure-cookie\n", `field gosec-rule: goes with always, property and const-default`},
		{"  - kind: sink\n    type: acme.io/hash\n    methods: [Key]\n    always: true\n    const-below: ten\n    sink: weak-password-hash\n", `go_acme.yml: row 1 (line 4): field const-below: a positive integer, got "ten"`},
	} {
		if _, err := Parse("go_acme.yml", []byte(head+tc.row)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
}

// Pacing rows are read by the Python and JavaScript analyses only, and
// name calls; CallAlternation writes them as the code does.
func TestParsePacing(t *testing.T) {
	f, err := Parse("acme.yml", []byte("language: javascript\nframework: Acme\nmodels:\n"+
		"  - kind: pacing\n    methods: [sleep, \"wait*\"]\n  - kind: pacing\n    type: Promise\n    methods: [all]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := CallAlternation(f.Models), `sleep|wait\w*|Promise\.all`; got != want {
		t.Errorf("CallAlternation = %q; want %q", got, want)
	}
	for _, tc := range []struct{ file, want string }{
		{"language: java\nframework: Acme\nmodels:\n  - kind: pacing\n    methods: [sleep]\n",
			"acme.yml: row 1 (line 4): field kind: only the python and javascript analyses read pacing rows"},
		{"language: python\nframework: Acme\nmodels:\n  - kind: pacing\n    type: asyncio\n",
			"acme.yml: row 1 (line 4): field methods: missing"},
		{"language: python\nframework: Acme\nmodels:\n  - kind: pacing\n    methods: [sleep]\n    args: [0]\n",
			"acme.yml: row 1 (line 4): field args: not a field of a pacing row"},
	} {
		if _, err := Parse("acme.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want it to contain %q", tc.file, err, tc.want)
		}
	}
}

// becomes and if-true are Python's: a setter that changes what its
// receiver is when its value is true.
func TestParseBecomes(t *testing.T) {
	py := "language: python\nframework: Acme\nmodels:\n  - kind: summary\n    type: acme.Parser\n    methods: [setFeature]\n"
	f, err := Parse("acme.yml", []byte(py+"    if-true: 1\n    becomes: acme_open_parser\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m := f.Models[0]; m.Becomes != "acme_open_parser" || m.IfTrue != 1 || m.ConstArg != 0 {
		t.Errorf("row = %+v", m)
	}
	if f, err := Parse("acme.yml", []byte(py+"    returns: x\n")); err != nil || f.Models[0].IfTrue != -1 {
		t.Errorf("a row without if-true: %v, %+v", err, f)
	}
	for _, tc := range []struct{ file, want string }{
		{py + "    if-true: 1\n", "acme.yml: row 1 (line 4): field flow: a summary row needs flow, returns, container, exits, checks, becomes, shape, key-arg or joins"},
		{py + "    becomes: x\n    if-true: first\n", `acme.yml: row 1 (line 4): field if-true: an argument index`},
		{strings.Replace(py, "python", "java", 1) + "    becomes: x\n", "acme.yml: row 1 (line 4): field becomes: the java analysis does not read it yet"},
		{py + "    sink: xxe\n    becomes: x\n", "field sink: not a field of a summary row"},
	} {
		if _, err := Parse("acme.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want it to contain %q", tc.file, err, tc.want)
		}
	}
}

// A JavaScript sink row's keywords are an options object's fields; other
// JavaScript rows have none.
func TestParseJavaScriptKeywords(t *testing.T) {
	js := "language: javascript\nframework: Acme\nmodels:\n"
	f, err := Parse("acme.yml", []byte(js+"  - kind: sink\n    type: acme\n    methods: [get]\n    keywords: [url, host]\n    sink: ssrf\n"))
	if err != nil || len(f.Models[0].Keywords) != 2 {
		t.Fatalf("a sink row with keywords: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(js+"  - kind: sanitizer\n    methods: [clean]\n    keywords: [html]\n    sanitizes: [xss]\n")); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field keywords: javascript calls have no named arguments") {
		t.Errorf("a sanitizer row with keywords: %v", err)
	}
}

// unless goes with always, or on an unsafe-deserialization sink names the
// filters that make a stream safe to read.
func TestParseUnless(t *testing.T) {
	j := "language: java\nframework: Acme\nmodels:\n  - kind: sink\n    type: acme.Stream\n    methods: [new]\n    unless: [AcmeFilter]\n    sink: "
	if f, err := Parse("acme.yml", []byte(j+"unsafe-deserialization\n")); err != nil || f.Models[0].Unless[0] != "AcmeFilter" {
		t.Errorf("a deserialization sink with unless: %v", err)
	}
	if _, err := Parse("acme.yml", []byte(j+"xss\n")); err == nil ||
		!strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field unless: goes with always") {
		t.Errorf("an xss sink with unless: %v", err)
	}
}

// The found guard is read by the C# analysis only: a row of another
// language that names it is an error, not a guard that does nothing.
func TestFoundGuardIsCSharps(t *testing.T) {
	row := "models:\n  - kind: sanitizer\n    type: acme.Lookup\n    methods: [Find]\n    sanitizes: [open-redirect]\n    guard: found\n"
	if _, err := Parse("acme.yml", []byte("language: csharp\nframework: Acme\n"+row)); err != nil {
		t.Errorf("csharp: %v", err)
	}
	_, err := Parse("acme.yml", []byte("language: java\nframework: Acme\n"+row))
	if err == nil || !strings.Contains(err.Error(), "acme.yml: row 1 (line 4): field guard: found: only the csharp analysis reads it") {
		t.Errorf("java: %v", err)
	}
}

// with names the fields a struct setting needs true beside it: Go reads
// it, on a sink of a struct's fields (always, property) only.
func TestWithFields(t *testing.T) {
	row := "  - kind: sink\n    type: acme.io/cors.Options\n    methods: [AllowAll]\n    property: true\n    always: true\n    const-in: [\"true\"]\n    with: [AllowCredentials]\n    sink: cors-any-origin\n"
	f, err := Parse("go_acme.yml", []byte("language: go\nframework: Acme\nmodels:\n"+row))
	if err != nil || f.Models[0].With[0] != "AllowCredentials" || SinkCWE("cors-any-origin") != "CWE-942" {
		t.Fatalf("go: %v %+v", err, f)
	}
	for _, tc := range []struct{ file, want string }{
		{"language: go\nframework: Acme\nmodels:\n" + strings.Replace(row, "    property: true\n", "", 1), "field with: goes with always and property"},
		{"language: python\nframework: Acme\nmodels:\n" + strings.Replace(row, "acme.io/cors.Options", "acme.cors.Options", 1), "field with: the python analysis does not read it yet"},
	} {
		if _, err := Parse("go_acme.yml", []byte(tc.file)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v; want it to contain %q", err, tc.want)
		}
	}
}

// arg-names is read on a JavaScript sink row (a variable so named holds
// SQL) and a Go summary row (a variable so named holds placeholders): on
// another kind it is an error naming the row and the field.
func TestArgNamesKinds(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"language: go\nframework: Acme\nmodels:\n  - kind: summary\n    type: strings\n    methods: [Join]\n    flow: arg0 -> return\n    arg-names: '^marks$'\n", ""},
		{"language: go\nframework: Acme\nmodels:\n  - kind: sink\n    type: example.com/acme/db\n    methods: [Raw]\n    sink: sql-injection\n    arg-names: '^q$'\n", "row 1 (line 4): field arg-names: the go analysis reads it on summary rows"},
		{"language: javascript\nframework: Acme\nmodels:\n  - kind: summary\n    methods: [join]\n    flow: arg0 -> return\n    arg-names: '^marks$'\n", "row 1 (line 4): field arg-names: the javascript analysis reads it on sink rows"},
		{"language: go\nframework: Acme\nmodels:\n  - kind: summary\n    type: strings\n    methods: [Join]\n    flow: arg0 -> return\n    arg-names: '(marks'\n", "row 1 (line 4): field arg-names:"},
	} {
		_, err := Parse("acme.yml", []byte(tc.file))
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: error %v; want %q", tc.file, err, tc.want)
		}
	}
}

// host-argument (a Java sanitizer row on a constructor) maps a number of
// arguments to the host's index; memory (a Java type row) is one of
// MemoryRoles. A malformed one is an error naming the row and the field.
func TestParseHostArgumentAndMemory(t *testing.T) {
	head := "language: java\nframework: Acme\nmodels:\n"
	f, err := Parse("acme.yml", []byte(head+"  - kind: sanitizer\n    type: java.net.URI\n    methods: [new]\n    host-argument: {4: 1, 7: 2}\n    sanitizes: [ssrf]\n"))
	if err != nil || f.Models[0].HostArgument[4] != 1 || f.Models[0].HostArgument[7] != 2 || len(f.Models[0].HostArgument) != 2 {
		t.Errorf("a host-argument row: %+v, %v", f, err)
	}
	for _, tc := range []struct{ row, want string }{
		{"  - kind: sanitizer\n    type: acme.Url\n    methods: [new]\n    host-argument: {2: 2}\n    sanitizes: [ssrf]\n",
			"row 1 (line 4): field host-argument: a mapping from a number of arguments to the index of the host argument ({4: 1, 7: 2}): 2: 2 is not"},
		{"  - kind: sanitizer\n    type: acme.Url\n    methods: [new]\n    host-argument: [1]\n    sanitizes: [ssrf]\n", "row 1 (line 4): field host-argument: a mapping"},
		{"  - kind: sanitizer\n    methods: [new]\n    host-argument: {3: 1}\n    sanitizes: [ssrf]\n", "row 1 (line 4): field host-argument: goes with a constructor's row"},
		{"  - kind: sanitizer\n    type: acme.Url\n    methods: [of]\n    host-argument: {3: 1}\n    sanitizes: [ssrf]\n", "row 1 (line 4): field host-argument: goes with a constructor's row"},
		{"  - kind: barrier\n    type: acme.Url\n    methods: [new]\n    host-argument: {3: 1}\n", "row 1 (line 4): field host-argument: not a field of a barrier row"},
		{"  - kind: type\n    name: acme.Buf\n    classes: [com.acme.Buf]\n    memory: pool\n", `row 1 (line 4): field memory: "pool" is not one of buffer, reader, writer`},
	} {
		if _, err := Parse("acme.yml", []byte(head+tc.row)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
	if _, err := Parse("acme.yml", []byte("language: python\nframework: Acme\nmodels:\n  - kind: type\n    name: acme.Buf\n    memory: buffer\n")); err == nil ||
		!strings.Contains(err.Error(), "row 1 (line 4): field memory: the python analysis does not read it yet (java do)") {
		t.Errorf("a python memory row: %v", err)
	}
}
