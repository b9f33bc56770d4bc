package yamlrules

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// A pattern that expects a literal matches a name bound once in the file
// to a literal; a name bound twice (reassigned, augmented, a parameter or
// loop variable of the same name), one bound to a computed value, and a
// name in an attribute or keyword position are not seen through.
func TestConstants(t *testing.T) {
	py := `VERIFY = False
CHECK = False
CHECK = True
COUNT = False
COUNT += 1
LOOP = False
COMPUTED = not True
SHADOW = False
OPTS = ["a", False]

requests.get(u, verify=VERIFY)
requests.get(u, verify=CHECK)
requests.get(u, verify=COUNT)
requests.get(u, verify=COMPUTED)
requests.get(u, verify=False)
requests.get(u, verify=config.VERIFY)
for LOOP in xs:
    requests.get(u, verify=LOOP)

def f(SHADOW):
    requests.get(u, verify=SHADOW)
`
	q := `(keyword_argument name: (identifier) @k (#eq? @k "verify") value: (false) @x)`
	want := []string{"verify=VERIFY @x=False", "verify=False @x=False"}
	if got := matches(t, syntax.Python, q, py); !slices.Equal(got, want) {
		t.Errorf("python: %q, want %q", got, want)
	}
	js := `const url = "http://api.example.com";
let other = "http://a.example.com";
other = "https://a.example.com";
function g(param) { fetch(param); }
fetch(url);
fetch(other);
fetch(window.url);
const templ = ` + "`http://${host}`" + `;
fetch(templ);
let up = 0;
up++;
if (up) {}
const opts = { secure: true };
opts.secure = false;
res.cookie("a", "b", opts);
`
	q = `(call_expression function: (identifier) @f (#eq? @f "fetch") arguments: (arguments . (string (string_fragment) @x) (#match? @x "^http://")))`
	want = []string{`fetch(url) @x=http://api.example.com`}
	if got := matches(t, syntax.JavaScript, q, js); !slices.Equal(got, want) {
		t.Errorf("javascript: %q, want %q", got, want)
	}
	q = `(if_statement condition: (parenthesized_expression (number)))`
	if got := matches(t, syntax.JavaScript, q, js); len(got) != 0 {
		t.Errorf("javascript: up++ rebinds up: %q", got)
	}
	q = `(call_expression arguments: (arguments (object (pair) @x)))`
	if got := matches(t, syntax.JavaScript, q, js); len(got) != 0 {
		t.Errorf("javascript: an object whose member is set is not its literal: %q", got)
	}
	php := "<?php\n$key = 'secret';\n$iv = 'x';\n$iv = random_bytes(16);\nopenssl_encrypt($d, 'aes-128-cbc', $key, 0, $iv);\n"
	q = `(function_call_expression arguments: (arguments (argument (string (string_content) @x)) (argument (string)) .))`
	if got := matches(t, syntax.PHP, q, php); len(got) != 0 {
		t.Errorf("php: the reassigned $iv is not a constant: %q", got)
	}
	q = `(function_call_expression arguments: (arguments . (_) . (_) . (argument (string (string_content) @x))))`
	if got := matches(t, syntax.PHP, q, php); !slices.Equal(got, []string{"openssl_encrypt($d, 'aes-128-cbc', $key, 0, $iv) @x=secret"}) {
		t.Errorf("php: %q", got)
	}
}

// A finding whose capture lands in the constant's value is reported at
// the use, not at the declaration.
func TestConstantReportedAtUse(t *testing.T) {
	got := pyRuleLines(t, `rules:
  - id: team/no-verify
    languages: python
    dimension: security
    severity: High
    confidence: 0.8
    title: t
    recommendation: r
    query: |
      (keyword_argument name: (identifier) @k (#eq? @k "verify") value: (false) @x)
    report: x
  - id: team/literal-only
    languages: python
    dimension: security
    severity: High
    confidence: 0.8
    title: t
    recommendation: r
    constants: false
    query: |
      (keyword_argument name: (identifier) @k (#eq? @k "verify") value: (false) @x)
`, "VERIFY = False\n\n\nrequests.get(u, verify=VERIFY)\n")
	if !slices.Equal(got, []string{"team/no-verify 4"}) {
		t.Errorf("got %q, want team/no-verify at the use's line 4 and nothing from the literal-only rule", got)
	}
}

// Names bound again in ways that are not assignments are not constants:
// a lambda's parameter, an import, a match-case capture, multiple
// assignment, a PHP reference, a mutable Java field a constructor sets,
// a Ruby string appended to in place.
func TestConstantsRebound(t *testing.T) {
	for _, tc := range []struct {
		lang     syntax.Lang
		src, q   string
		matching int
	}{
		{syntax.Python, "script = 'true'\nfrom plugin import script\nrun(script)\n", `(call arguments: (argument_list (string)))`, 0},
		{syntax.Python, "cmd = 'ls'\nmatch m:\n    case {'cmd': cmd}:\n        run(cmd)\n", `(call arguments: (argument_list (string)))`, 0},
		{syntax.Python, "s = 'x'\nxs.map(lambda s: run(s))\n", `(call function: (identifier) @f (#eq? @f "run") arguments: (argument_list (string)))`, 0},
		{syntax.JavaScript, "const src = 'a.html';\nurls.map(src => run(src));\n", `(call_expression function: (identifier) @f (#eq? @f "run") arguments: (arguments (string)))`, 0},
		{syntax.Java, "class T { private String t = \"hello\"; T(String x) { this.t = x; } void f() { run(t); } }", `(method_invocation arguments: (argument_list (string_literal)))`, 0},
		{syntax.Java, "class T { private static final String T0 = \"hello\"; void f() { run(T0); } }", `(method_invocation arguments: (argument_list (string_literal)))`, 1},
		{syntax.Ruby, "body = 'none'\nbody, fmt = params[:body], params[:fmt]\nrun(body)\n", `(call arguments: (argument_list (string)))`, 0},
		{syntax.Ruby, "text = ''\ntext << params[:body]\nrun(text)\n", `(call arguments: (argument_list (string)))`, 0},
		{syntax.PHP, "<?php\n$s = '4';\n$r = &$s;\n$r = $_POST['x'];\nrun($s);\n", `(function_call_expression arguments: (arguments (argument (string))))`, 0},
		{syntax.PHP, "<?php\n$code = '1';\nextract($_GET);\nrun($code);\n", `(function_call_expression arguments: (arguments (argument (string))))`, 0},
	} {
		if got := matches(t, tc.lang, tc.q, tc.src); len(got) != tc.matching {
			t.Errorf("%s %q: %q, want %d matches", tc.lang, tc.src, got, tc.matching)
		}
	}
}

// A negative condition reads the code as written: a constant's literal may
// add a finding, never clear one.
func TestConstantsNeverClear(t *testing.T) {
	got := pyRuleLines(t, `rules:
  - id: team/shell-c
    languages: python
    dimension: security
    severity: High
    confidence: 0.8
    title: t
    recommendation: r
    query: |
      (call function: (identifier) @f (#eq? @f "run") arguments: (argument_list (_) @cmd))
    where:
      - capture: cmd
        is-not: [string]
`, "cmd = 'ls'\nrun(cmd)\nrun('ls')\n")
	if !slices.Equal(got, []string{"team/shell-c 2"}) {
		t.Errorf("got %q, want line 2: the name is read as written by is-not", got)
	}
}

// A use seen through a constant is that finding again only when the
// rule reports the constant's value where it is written: a direct finding
// that spans a whole block holding the value (a call with its callback)
// does not absorb a use on another line, a problem of its own.
func TestConstantUseNotAbsorbedByABlock(t *testing.T) {
	pack := `rules:
  - id: team/tls-off
    languages: javascript
    dimension: security
    severity: High
    confidence: 0.8
    title: t
    recommendation: r
    query: |
      (call_expression arguments: (arguments (object (pair key: (property_identifier) @k (#eq? @k "rejectUnauthorized") value: (false)))))
  - id: team/options-tls-off
    languages: javascript
    dimension: security
    severity: High
    confidence: 0.8
    title: t
    recommendation: r
    query: |
      (object (pair key: (property_identifier) @k (#eq? @k "rejectUnauthorized") value: (false)))
`
	src := `https.get({ host: "api.internal", rejectUnauthorized: false }, (res) => {
  const retryOpts = { host: "api.internal", rejectUnauthorized: false };
  res.on("error", () => https.get(retryOpts));
});
const agentOpts = { rejectUnauthorized: false };
tls.connect(agentOpts);
`
	got := ruleLines(t, syntax.JavaScript, "a.js", pack, src)
	slices.Sort(got)
	want := []string{"team/options-tls-off 1", "team/options-tls-off 2", "team/options-tls-off 5", "team/tls-off 1-4", "team/tls-off 3", "team/tls-off 6"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q,\nwant %q: the retry's use on line 3 is its own finding; the options reported where written are not found again at their uses", got, want)
	}
}

// pyRuleLines runs the python rules of a pack over src and returns each
// diagnostic's rule and lines.
func pyRuleLines(t *testing.T, pack, src string) []string {
	t.Helper()
	return ruleLines(t, syntax.Python, "a.py", pack, src)
}

// ruleLines runs the rules of a pack over src, a file at path in lang,
// and returns each diagnostic's rule and lines.
func ruleLines(t *testing.T, lang syntax.Lang, path, pack, src string) []string {
	t.Helper()
	a, err := Load(writeRules(t, map[string]string{"rules/r.yml": pack}), []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: path, Tree: parse(t, lang, src), Report: func(d engine.Diagnostic) {
		got = append(got, d.Rule+" "+d.Lines.String())
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got
}
