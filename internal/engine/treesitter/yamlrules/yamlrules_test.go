package yamlrules

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

func parse(t testing.TB, lang syntax.Lang, src string) *syntax.Tree {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo: no tree-sitter parsers")
	}
	tree, err := syntax.Parse(context.Background(), lang, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

// matches returns the text of every node the query matches, in source
// order, with the text of the capture named "x" when it is bound.
func matches(t *testing.T, lang syntax.Lang, query, src string) []string {
	t.Helper()
	g, err := grammarOf(lang)
	if err != nil {
		t.Fatal(err)
	}
	q, err := parseQuery(query, g)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	tree := parse(t, lang, src)
	m := &matcher{tree: tree}
	var out []string
	tree.Root.Walk(func(n *syntax.Node) bool {
		m.matchQuery(q, n, nil, func(b *binding) bool {
			s := tree.Text(n)
			if x := b.nodes("x"); len(x) > 0 {
				var parts []string
				for _, n := range x {
					parts = append(parts, tree.Text(n))
				}
				s += " @x=" + strings.Join(parts, ",")
			}
			out = append(out, s)
			return true
		})
		return true
	})
	return out
}

func TestMatcher(t *testing.T) {
	const py = "f(a, 1, b)\ng(1)\nh()\nx.y(c)\nprint('hi')\n"
	for _, tc := range []struct {
		name, query string
		want        []string
	}{
		{"field and capture", `(call function: (identifier) @x)`, []string{"f(a, 1, b) @x=f", "g(1) @x=g", "h() @x=h", "print('hi') @x=print"}},
		{"eq predicate", `(call function: (identifier) @f (#eq? @f "g"))`, []string{"g(1)"}},
		{"not-match", `(call function: (identifier) @f (#not-match? @f "^[fgh]$"))`, []string{"print('hi')"}},
		{"any-of in a group", `((identifier) @f (#any-of? @f "a" "b"))`, []string{"a", "b"}},
		{"children skip siblings", `(argument_list (identifier) (identifier) @x)`, []string{"(a, 1, b) @x=b"}},
		{"anchor first", `(argument_list . (integer) @x)`, []string{"(1) @x=1"}},
		{"anchor last", `(argument_list (identifier) @x .)`, []string{"(a, 1, b) @x=b", "(c) @x=c"}},
		{"adjacent anchor", `(argument_list (identifier) . (integer) @x)`, []string{"(a, 1, b) @x=1"}},
		{"quantifier star", `(argument_list (identifier)* @x)`, []string{"(a, 1, b) @x=a,b", "(1)", "()", "(c) @x=c", "('hi')"}},
		{"quantifier plus", `(argument_list (identifier)+ @x)`, []string{"(a, 1, b) @x=a,b", "(c) @x=c"}},
		{"optional", `(call arguments: (argument_list (integer)? @x))`, []string{"f(a, 1, b) @x=1", "g(1) @x=1", "h()", "x.y(c)", "print('hi')"}},
		{"negated field", `(call function: (identifier) !arguments)`, nil},
		{"wildcard named", `(argument_list (_) @x .)`, []string{"(a, 1, b) @x=b", "(1) @x=1", "(c) @x=c", "('hi') @x='hi'"}},
		{"anonymous token", `(argument_list "," @x)`, []string{"(a, 1, b) @x=,"}},
		{"alternation", `(call function: [(attribute) (identifier) @x] (#eq? @x "h"))`, []string{"h() @x=h", "x.y(c)"}},
		{"predicate scoped to its branch", `[(call function: (identifier) @f (#eq? @f "g")) (call function: (attribute attribute: (identifier) @f))]`, []string{"g(1)", "x.y(c)"}},
		{"eq of two captures", `(call function: (identifier) @f arguments: (argument_list (identifier) @a) (#eq? @f @a))`, nil},
		{"alternatives at top level", "(integer) @x\n(string) @x", []string{"1 @x=1", "1 @x=1", "'hi' @x='hi'"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := matches(t, syntax.Python, tc.query, py)
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s\n got %q\nwant %q", tc.query, got, tc.want)
			}
		})
	}
}

// An anchor before a repeated pattern holds for each repetition, so
// `. (x)* .` matches a run of adjacent siblings and skips none: f's b
// breaks the run of integers after its first argument.
func TestAnchoredRepetition(t *testing.T) {
	const py = "f(a, 1, b, 2)\ng(a, 1, 2)\nh(a)\n"
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{`(argument_list . (identifier) . (integer)* @x .)`, []string{"(a, 1, 2) @x=1,2", "(a)"}},
		{`(argument_list (identifier) . (integer)+ @x .)`, []string{"(a, 1, b, 2) @x=2", "(a, 1, 2) @x=1,2"}},
		{`(argument_list (integer)+ @x)`, []string{"(a, 1, b, 2) @x=1,2", "(a, 1, 2) @x=1,2"}},
	} {
		if got := matches(t, syntax.Python, tc.query, py); !slices.Equal(got, tc.want) {
			t.Errorf("%s\n got %q\nwant %q", tc.query, got, tc.want)
		}
	}
}

// Queries are validated against the grammar, without cgo.
func TestQueryErrors(t *testing.T) {
	g, err := grammarOf(syntax.Python)
	if err != nil {
		t.Fatal(err)
	}
	for query, want := range map[string]string{
		`(call function: (identifer))`:         "unknown node kind (identifer) in python's grammar",
		`(call functon: (identifier))`:         "unknown field functon:",
		`(binary_operator (+))`:                `expected a node kind after (`,
		`(binary_operator "plus")`:             `unknown token "plus"`,
		`(binary_operator "identifier")`:       `"identifier" is a named node in python: write it as (identifier)`,
		`(if)`:                                 `(if) is an anonymous token in python: write it as "if"`,
		`(call (#eq? @f "x"))`:                 "#eq? names @f, which the query does not capture",
		`((identifier) @f (#matches? @f "x"))`: "unknown predicate #matches?",
		`((identifier) @f (#match? @f "("))`:   "bad regexp",
		`(call`:                                "unclosed (call",
		`(call function: [(identifier)`:        "unclosed [",
		`(call) (#eq? @x "a") @x`:              `unexpected "@"`,
		`(_expression)`:                        "unknown node kind (_expression)",
		`(call) *`:                             "unexpected",
		`(call)*`:                              "a quantifier on a top-level pattern",
		`(call (identifier) (identifier)) (x`:  "unknown node kind (x)",
		`(call . )`:                            "an anchor . with no child pattern",
		`((call) (call))`:                      "groups of sibling patterns are not supported",
		`"x`:                                   "unclosed string",
		`(call function: identifier)`:          `unexpected "identifier": write a node kind as (identifier)`,
		`(call !functon)`:                      "unknown field functon:",
		`(#eq? @a "b")`:                        "a predicate before any pattern",
		`(call function: [(identifier) @f (#eq? @f "x")])`: "a predicate inside an alternation",
	} {
		_, err := parseQuery(query, g)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want an error containing %q", query, err, want)
		}
	}
}

func writeRules(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const goodRule = `id: team/no-print
languages: python
dimension: maintainability
severity: Low
confidence: 0.9
title: print() left in the code
message: "{{f}}() left in the code"
recommendation: Use the logging module (logger.info) instead of print.
query: |
  (call function: (identifier) @f (#eq? @f "print") arguments: (argument_list) @args)
fix:
  capture: f
  replace: logger.info
`

// A rule that does not compile is an error naming the file and the rule.
func TestLoadErrors(t *testing.T) {
	base := strings.Replace(goodRule, "id: team/no-print\n", "", 1)
	for name, tc := range map[string]struct{ file, want string }{
		"unknown key":           {"id: team/a\nnot-insde: (call)\n" + base, `rules/a.yml: rule 1 (line 1): `},
		"unknown key in where":  {"id: team/a\n" + base + "where:\n  - capture: f\n    matches: x\n", "field matches not found"},
		"bad regexp":            {"id: team/a\n" + base + "where:\n  - capture: f\n    match: \"(\"\n", `rules/a.yml: rule team/a: where 1: bad regexp "("`},
		"unknown kind":          {"id: team/a\n" + strings.Replace(base, "(call function:", "(cal function:", 1), "rules/a.yml: rule team/a: query line 1: unknown node kind (cal) in python's grammar"},
		"unknown language":      {"id: team/a\n" + strings.Replace(base, "languages: python", "languages: cobol", 1), `rules/a.yml: rule team/a: unknown language "cobol"`},
		"unknown capture":       {"id: team/a\n" + strings.Replace(base, "{{f}}", "{{g}}", 1), "rules/a.yml: rule team/a: message names @g"},
		"bad severity":          {"id: team/a\n" + strings.Replace(base, "severity: Low", "severity: Critical", 1), `rules/a.yml: rule team/a: unknown severity "Critical"`},
		"no id":                 {base, "rules/a.yml: rule 1 (line 1): no id"},
		"id without a pack":     {"id: a\n" + base, "rules/a.yml: rule a: the id must be <language or pack>/<name>"},
		"built-in id":           {"id: php/eval\n" + base, "rules/a.yml: rule php/eval: already defined in the built-in packs"},
		"query as plain YAML":   {"rules:\n  - id: team/a\n" + indent(base) + "    inside:\n      - (call function: (identifier))\n", "write a query containing `field: ` as a block scalar"},
		"no source":             {"id: team/a\n" + base + "where:\n  - capture: f\n    from: request\n", `rules/a.yml: rule team/a: where 1: no source named "request"`},
		"empty":                 {"# nothing\n", "rules/a.yml: no rules"},
		"declared without name": {"id: team/a\n" + base + "where:\n  - capture: f\n    not-declared: (identifier)\n", "rules/a.yml: rule team/a: where 1: a declared/not-declared query must capture @name"},
		"inside-until alone":    {"id: team/a\n" + base + "inside-until:\n  - function_definition\n", "rules/a.yml: rule team/a: inside-until without inside"},
		"bad confidence":        {"id: team/a\n" + strings.Replace(base, "confidence: 0.9", "confidence: 2", 1), "rules/a.yml: rule team/a: confidence 2 is not in (0, 1]"},
	} {
		t.Run(name, func(t *testing.T) {
			root := writeRules(t, map[string]string{"rules/a.yml": tc.file})
			a, err := Load(root, []string{"rules"})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, %v; want an error containing %q", a, err, tc.want)
			}
		})
	}
	if _, err := Load(t.TempDir(), []string{"missing"}); err == nil || !strings.Contains(err.Error(), "missing is not a directory") {
		t.Errorf("missing directory: %v", err)
	}
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimSuffix(s, "\n"), "\n", "\n    ") + "\n"
}

// Load reads our rules from the user's directories and leaves ast-grep's
// to the rulepack engine.
func TestLoad(t *testing.T) {
	root := writeRules(t, map[string]string{
		"rules/print.yml":        goodRule,
		"rules/nested/list.yaml": "rules:\n  - id: team/no-eval\n    languages: [python]\n    dimension: security\n    severity: High\n    confidence: 0.8\n    cwe: [CWE-95]\n    title: eval\n    recommendation: Use ast.literal_eval.\n    query: |\n      (call function: (identifier) @f (#eq? @f \"eval\"))\n",
		"rules/astgrep.yml":      "id: no-print\nlanguage: python\nrule:\n  pattern: print($$$)\n",
		"rules/README.md":        "not a rule",
		"astgrep-only/x.yml":     "id: no-print\nlanguage: python\nrule:\n  pattern: print($$$)\n",
	})
	if a, err := Load(root, []string{"astgrep-only"}); a != nil || err != nil {
		t.Fatalf("ast-grep rules only: %v, %v; want nothing", a, err)
	}
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
	// The name, part of the engine's cache key, changes with the rules.
	os.WriteFile(filepath.Join(root, "rules", "print.yml"), []byte(strings.Replace(goodRule, "0.9", "0.8", 1)), 0o644)
	if b, err := Load(root, []string{"rules"}); err != nil || b.Name == a.Name || !strings.HasPrefix(b.Name, "rule_dirs@") {
		t.Errorf("names %q and %q (%v): an edited rule must change the analyzer's name", a.Name, b.Name, err)
	}
	var ids []string
	for _, r := range a.Rules {
		ids = append(ids, r.ID)
	}
	if !slices.Equal(ids, []string{"team/no-eval", "team/no-print"}) || !slices.Equal(a.Langs, []syntax.Lang{syntax.Python}) {
		t.Fatalf("rules %v, languages %v", ids, a.Langs)
	}
	src := "import logging\nprint('x')\neval(s)\n"
	tree := parse(t, syntax.Python, src)
	var diags []engine.Diagnostic
	pass := &analysis.Pass{Analyzer: a, Path: "app.py", Tree: tree, Report: func(d engine.Diagnostic) { diags = append(diags, d) }}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if len(diags) != 2 {
		t.Fatalf("diagnostics: %+v", diags)
	}
	p := diags[0]
	if p.Rule != "team/no-print" || p.Message != "print() left in the code" || p.Lines.Start != 2 || len(p.Fixes) != 1 {
		t.Fatalf("print: %+v", p)
	}
	e := p.Fixes[0].Edits[0]
	if e.File != "app.py" || src[e.Start:e.End] != "print" || e.NewText != "logger.info" {
		t.Errorf("fix: %+v", p.Fixes[0])
	}
	if d := diags[1]; d.Rule != "team/no-eval" || d.Message != "eval" || d.CWE[0] != "CWE-95" || d.Detail != "Use ast.literal_eval." {
		t.Errorf("eval: %+v", d)
	}
}

// The built-in packs compile, and declare only languages they have rules for.
func TestBuiltin(t *testing.T) {
	if err := Analyzer().Validate(); err != nil {
		t.Fatal(err)
	}
	want := []syntax.Lang{syntax.Python, syntax.JavaScript, syntax.TypeScript, syntax.TSX, syntax.Java, syntax.Kotlin, syntax.CSharp, syntax.PHP, syntax.Ruby, syntax.C, syntax.CPP, syntax.Bash, syntax.HCL, syntax.Dockerfile, syntax.YAML, syntax.HTML, syntax.Template,
		syntax.Rust, syntax.Swift, syntax.Scala, syntax.Groovy, syntax.Elixir, syntax.Lua, syntax.OCaml, syntax.Solidity, syntax.Apex, syntax.Visualforce, syntax.PowerShell, syntax.Dart}
	if !slices.Equal(Analyzer().Langs, want) {
		t.Errorf("languages %v, want %v", Analyzer().Langs, want)
	}
	for _, r := range Analyzer().Rules {
		lang, _, _ := strings.Cut(r.ID, "/")
		if !slices.Contains(want, syntax.Lang(lang)) {
			t.Errorf("rule %s: id does not start with its language", r.ID)
		}
		if r.Dimension == "security" && len(r.CWE) == 0 {
			t.Errorf("rule %s: a security rule without a CWE", r.ID)
		}
	}
}

// Local flows: through variables, killed by a clean reassignment, kept by
// an append, stopped by a sanitizer, confined to a function.
func TestFlow(t *testing.T) {
	src := `<?php
function a($db) {
    $id = $_GET['id'];
    $q = "SELECT * FROM t WHERE id = " . $id;
    mysqli_query($db, $q);
}
function b($db) {
    $id = $_GET['id'];
    $id = 7;
    mysqli_query($db, "SELECT $id");
}
function c($db) {
    $q = "SELECT * FROM t WHERE a = 1";
    $q .= " AND b = " . $_POST['b'];
    mysqli_query($db, $q);
}
function d($db) {
    $id = intval($_GET['id']);
    mysqli_query($db, "SELECT $id");
}
function e($db) {
    mysqli_query($db, "SELECT $id");
}
`
	// The flow rule the PHP pack had before the PHP analyzer took SQL over.
	root := writeRules(t, map[string]string{"rules/flow.yml": `sources:
  request:
    languages: php
    match:
      - |
        (subscript_expression (variable_name (name) @n) (#any-of? @n "_GET" "_POST"))
    sanitizers:
      - |
        (function_call_expression function: (name) @f (#eq? @f "intval"))
    assign:
      - |
        (assignment_expression left: (variable_name) @var right: (_) @value)
      - |
        (augmented_assignment_expression left: (variable_name) @var right: (_) @value)
    scope: [function_definition, method_declaration]
    variable: [variable_name]
rules:
  - id: team/sql-flow
    languages: php
    dimension: security
    severity: Blocker
    confidence: 0.9
    cwe: [CWE-89]
    title: SQL query built from request data
    recommendation: Use a prepared statement.
    query: |
      (function_call_expression function: (name) @f (#eq? @f "mysqli_query")
        arguments: (arguments (argument) @sql))
    where:
      - capture: sql
        from: request
`})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	tree := parse(t, syntax.PHP, src)
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "a.php", Tree: tree, Report: func(d engine.Diagnostic) {
		if d.Rule == "team/sql-flow" {
			got = append(got, d.Message[strings.Index(d.Message, ": ")+2:])
		}
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	want := []string{
		`$_GET['id'] (line 3) → $id (line 3) → $q (line 4) → mysqli_query($db, $q) (line 5)`,
		`$_POST['b'] (line 14) → $q (line 14) → mysqli_query($db, $q) (line 15)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("flows:\n got %q\nwant %q", got, want)
	}
}

// The example of doc.go compiles and does what it says.
func TestDocExample(t *testing.T) {
	root := writeRules(t, map[string]string{"rules/php.yml": `sources:
  request:
    languages: php
    match: [ '(variable_name (name) @n (#any-of? @n "_GET" "_POST"))' ]
    sanitizers: [ '(function_call_expression function: (name) @f (#eq? @f "intval"))' ]
    assign: [ '(assignment_expression left: (variable_name) @var right: (_) @value)' ]
    scope: [function_definition, method_declaration]
    variable: [variable_name]
rules:
  - id: team/sql-concat                # <pack or language>/<name>
    languages: [php]                   # one language, or a list
    dimension: security
    severity: High                     # Blocker, High, Medium, Low, Info
    confidence: 0.8                    # (0, 1]
    cwe: [CWE-89]
    title: SQL built by concatenation
    message: "{{fn}}() runs SQL built by concatenation"   # optional
    recommendation: Use $pdo->prepare('... WHERE id = ?') and bind the value.
    query: |
      (member_call_expression
        name: (name) @fn (#any-of? @fn "query" "exec")
        arguments: (arguments . (argument (binary_expression operator: ".")) @sql))
    where:
      - capture: sql
        from: request
`})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	tree := parse(t, syntax.PHP, "<?php\n$id = $_GET['id'];\n$pdo->query('SELECT * FROM t WHERE id = ' . $id);\n$pdo->query('SELECT * FROM t WHERE id = ' . intval($id));\n")
	var got []string
	a.Run(&analysis.Pass{Analyzer: a, Path: "a.php", Tree: tree, Report: func(d engine.Diagnostic) { got = append(got, d.Message) }})
	want := []string{`query() runs SQL built by concatenation: $_GET (line 2) → $id (line 2) → $pdo->query('SELECT * FROM t WHERE id = ' . $id) (line 3)`}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// span widens a finding to the nearest enclosing node a span query matches:
// a rule's own span, else the file's; a finding with no such ancestor keeps
// the reported node's lines.
func TestSpan(t *testing.T) {
	rule := func(id, span string) string {
		return "  - id: team/" + id + "\n    languages: hcl\n    dimension: security\n    severity: High\n    confidence: 0.8\n    title: t\n    recommendation: r\n" +
			"    query: |\n      (attribute (identifier) @k (#eq? @k \"acl\"))\n" + span
	}
	root := writeRules(t, map[string]string{
		"rules/tf.yml": "span: |\n  (block (identifier) @b (#eq? @b \"resource\"))\nrules:\n" + rule("file-span", "") +
			rule("own-span", "    span: [config_file]\n"),
	})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	src := "resource \"aws_s3_bucket\" \"b\" {\n  bucket = \"x\"\n  acl    = \"public-read\"\n}\n\nacl = \"private\""
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "main.tf", Tree: parse(t, syntax.HCL, src), Report: func(d engine.Diagnostic) {
		got = append(got, d.Rule+" "+d.Lines.String())
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	want := []string{"team/file-span 1-4", "team/file-span 6", "team/own-span 1-6", "team/own-span 1-6"}
	if !slices.Equal(got, want) {
		t.Errorf("lines %q, want %q", got, want)
	}
}

// An assign query may bind the variable after its value (Python's with
// ... as name): the flow follows it instead of slicing the source
// backwards.
func TestFlowBindingAfterValue(t *testing.T) {
	src := `import tarfile

def a(p):
    with tarfile.open(p) as tf:
        tf.extractall()

def b(p):
    with open(p) as tf:
        tf.extractall()
`
	root := writeRules(t, map[string]string{"rules/flow.yml": `sources:
  tar:
    languages: python
    match:
      - |
        (call function: (attribute object: (identifier) @m attribute: (identifier) @f) (#eq? @m "tarfile") (#eq? @f "open"))
    assign:
      - |
        (with_item value: (as_pattern . (_) @value alias: (as_pattern_target (identifier) @var)))
    scope: [function_definition]
    variable: [identifier]
rules:
  - id: team/tar
    languages: python
    dimension: security
    severity: Medium
    confidence: 0.9
    title: tar extracted
    recommendation: Filter it.
    query: |
      (call function: (attribute object: (_) @t attribute: (identifier) @f (#eq? @f "extractall")))
    where:
      - capture: t
        from: tar
`})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	tree := parse(t, syntax.Python, src)
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "a.py", Tree: tree, Report: func(d engine.Diagnostic) {
		got = append(got, d.Message[strings.Index(d.Message, ": ")+2:])
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	want := []string{`tarfile.open(p) (line 4) → tf (line 4) → tf.extractall() (line 5)`}
	if !slices.Equal(got, want) {
		t.Errorf("flows:\n got %q\nwant %q", got, want)
	}
}

// inside with @within: the ancestor must match and the node must lie in the
// capture. A Python for loop's iterable is in the loop, not in its body.
func TestInsideWithin(t *testing.T) {
	g, err := grammarOf(syntax.Python)
	if err != nil {
		t.Fatal(err)
	}
	loop, err := parseQuery(`(for_statement body: (_) @within)`, g)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := parseQuery(`(for_statement)`, g)
	if err != nil {
		t.Fatal(err)
	}
	tree := parse(t, syntax.Python, "for a in f(1):\n    g(2)\n")
	m := &matcher{tree: tree}
	got := map[string][2]bool{}
	tree.Root.Walk(func(n *syntax.Node) bool {
		if n.Kind == "call" {
			got[tree.Text(n)] = [2]bool{m.inside(loop, n), m.inside(plain, n)}
		}
		return true
	})
	if want := map[string][2]bool{"f(1)": {false, true}, "g(2)": {true, true}}; !maps.Equal(got, want) {
		t.Errorf("inside (body @within, plain) = %v, want %v", got, want)
	}
}

// An HCL attribute set to var.name is matched, beside the reference
// itself, as the literal default the file's variable "name" declares: a
// pattern about a written value sees through it, one about the reference
// still sees the reference, and a default that is an expression, or no
// default, leaves the value unknown.
func TestVariableDefault(t *testing.T) {
	src := `variable "public" {
  type    = bool
  default = true
}
variable "private" {
  default = false
}
variable "cidrs" {
  default = ["10.0.0.0/8", "0.0.0.0/0"]
}
variable "computed" {
  default = local.flag
}
variable "unset" {}
resource "aws_db_instance" "a" {
  publicly_accessible = var.public
}
resource "aws_db_instance" "b" {
  publicly_accessible = var.private
}
resource "aws_db_instance" "c" {
  publicly_accessible = var.computed
}
resource "aws_db_instance" "d" {
  publicly_accessible = var.unset
}
resource "aws_eks_cluster" "e" {
  public_access_cidrs = var.cidrs
}
resource "aws_db_instance" "f" {
  publicly_accessible = local.public
}
`
	q := `(attribute (identifier) @k (expression (literal_value (bool_lit) @x)) (#eq? @k "publicly_accessible") (#eq? @x "true"))`
	if got := matches(t, syntax.HCL, q, src); !slices.Equal(got, []string{"publicly_accessible = var.public @x=true"}) {
		t.Errorf("literal pattern: %q", got)
	}
	q = `(attribute (identifier) @k (expression (collection_value (tuple (expression (literal_value (string_lit (template_literal) @x)))))) (#eq? @k "public_access_cidrs") (#eq? @x "0.0.0.0/0"))`
	if got := matches(t, syntax.HCL, q, src); !slices.Equal(got, []string{"public_access_cidrs = var.cidrs @x=0.0.0.0/0"}) {
		t.Errorf("list pattern: %q", got)
	}
	// a pattern about the expression itself sees the reference, as before
	q = `(attribute (identifier) @k (expression) @x (#eq? @k "publicly_accessible") (#match? @x "^var\\."))`
	if got := matches(t, syntax.HCL, q, src); len(got) != 4 {
		t.Errorf("reference pattern: %q", got)
	}
}

// fakeProject serves parsed files from a map, as the engine's project does.
type fakeProject struct {
	t     testing.TB
	files map[string]string
}

func (p fakeProject) Tree(path string) (*syntax.Tree, bool) {
	src, ok := p.files[path]
	if !ok {
		return nil, false
	}
	return parse(p.t, syntax.HCL, src), true
}

func (p fakeProject) Files(lang syntax.Lang) []string {
	return slices.Sorted(maps.Keys(p.files))
}

func (p fakeProject) ReadFile(path string) ([]byte, bool) {
	src, ok := p.files[path]
	return []byte(src), ok
}

// A module's resource file uses variables its variables.tf declares: their
// literal defaults are seen through, the finding stays on the resource's
// line, and nothing is reported from the appended declarations (which a
// rule about variables would otherwise match), nor from another
// directory's variables of the same name.
func TestModuleVariableDefaults(t *testing.T) {
	root := writeRules(t, map[string]string{
		"rules/tf.yml": `rules:
  - id: team/public-db
    languages: hcl
    dimension: security
    severity: High
    confidence: 0.8
    title: public
    recommendation: r
    query: |
      (attribute (identifier) @k (expression (literal_value (bool_lit) @v)) (#eq? @k "publicly_accessible") (#eq? @v "true"))
    report: k
  - id: team/any-default
    languages: hcl
    dimension: maintainability
    severity: Low
    confidence: 0.8
    title: default
    recommendation: r
    query: |
      (attribute (identifier) @k (#eq? @k "default"))
`,
	})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	main := "resource \"aws_db_instance\" \"a\" {\n  publicly_accessible = var.public\n}\nresource \"aws_db_instance\" \"b\" {\n  publicly_accessible = var.private\n}\n"
	proj := fakeProject{t: t, files: map[string]string{
		"db/main.tf":      main,
		"db/variables.tf": "variable \"public\" {\n  default = true\n}\nvariable \"private\" {\n  default = false\n}\n",
		"other/vars.tf":   "variable \"private\" {\n  default = true\n}\n",
	}}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "db/main.tf", Tree: parse(t, syntax.HCL, main), Project: proj, Report: func(d engine.Diagnostic) {
		got = append(got, d.Rule+" "+d.Lines.String()+" "+d.Code)
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if want := []string{"team/public-db 2 publicly_accessible"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}

	// a terraform.tfvars that sets the variable decides its value: the default is not what the module gets
	proj.files["db/terraform.tfvars"] = "public = false\n"
	got = nil
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("with terraform.tfvars setting the variable: got %q, want nothing", got)
	}
}

// A local value that is a literal is seen through as a variable's default
// is, in the file or from another .tf file of the module; one computed
// from anything else stays unknown.
func TestLocalValues(t *testing.T) {
	src := `locals {
  public   = true
  computed = var.x == "prod"
}
resource "aws_db_instance" "a" {
  publicly_accessible = local.public
}
resource "aws_db_instance" "b" {
  publicly_accessible = local.computed
}
`
	q := `(attribute (identifier) @k (expression (literal_value (bool_lit) @x)) (#eq? @k "publicly_accessible") (#eq? @x "true"))`
	if got := matches(t, syntax.HCL, q, src); !slices.Equal(got, []string{"publicly_accessible = local.public @x=true"}) {
		t.Errorf("same file: %q", got)
	}

	root := writeRules(t, map[string]string{
		"rules/tf.yml": "rules:\n  - id: team/public-db\n    languages: hcl\n    dimension: security\n    severity: High\n    confidence: 0.8\n" +
			"    title: public\n    recommendation: r\n    query: |\n      " + q + "\n    report: k\n",
	})
	a, err := Load(root, []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	main := "resource \"aws_db_instance\" \"a\" {\n  publicly_accessible = local.public\n}\n"
	proj := fakeProject{t: t, files: map[string]string{"db/main.tf": main, "db/locals.tf": "locals {\n  public = true\n}\n"}}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "db/main.tf", Tree: parse(t, syntax.HCL, main), Project: proj, Report: func(d engine.Diagnostic) {
		got = append(got, d.Rule+" "+d.Lines.String())
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if want := []string{"team/public-db 2"}; !slices.Equal(got, want) {
		t.Errorf("from locals.tf: got %q, want %q", got, want)
	}
}

func TestSameDir(t *testing.T) {
	files := []string{"a.tf", "db/main.tf", "db/sub/x.tf", "db/variables.tf", "dba/y.tf", "z.tf"}
	if got := sameDir(files, "db"); !slices.Equal(got, []string{"db/main.tf", "db/variables.tf"}) {
		t.Errorf("db: %q", got)
	}
	if got := sameDir(files, "."); !slices.Equal(got, []string{"a.tf", "z.tf"}) {
		t.Errorf("root: %q", got)
	}
}
