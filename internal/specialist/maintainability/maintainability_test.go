package maintainability

import "testing"

func TestBareSuppressions(t *testing.T) {
	src := `package x

var a = f() //nolint:errcheck
var b = f() //nolint:errcheck // the error is logged inside f
var c = f() // #nosec G104
var d = f() // #nosec G104 -- f cannot fail here
var e = f() //teamreview:ignore gosec/G104
var g = f() //teamreview:ignore gosec/G104 f cannot fail here
var h = f() //nolint
var i = f() //lint:ignore SA4006
var j = f() //lint:ignore SA4006 read later by a closure
//lint:file-ignore ST1003
//lint:file-ignore ST1003 generated names
`
	got := bareSuppressions("x.go", []byte(src))
	want := []int{3, 5, 7, 9, 10, 12}
	if len(got) != len(want) {
		t.Fatalf("got %d findings, want %d: %+v", len(got), len(want), got)
	}
	for i, f := range got {
		if f.Lines.Start != want[i] || f.Rule != RuleBareSuppression {
			t.Errorf("finding %d: %+v, want line %d", i, f, want[i])
		}
	}
	// Other languages: teamreview's own directive in the language's
	// comment; Go's //nolint and //lint: directives are not theirs.
	py := `x = eval(a)  # teamreview:ignore python/code-injection
y = eval(b)  # teamreview:ignore python/code-injection a is a literal from our own config
# teamreview:ignore python/sql-injection
z = 1  # nolint
`
	if got := bareSuppressions("app/x.py", []byte(py)); len(got) != 2 || got[0].Lines.Start != 1 || got[1].Lines.Start != 3 {
		t.Errorf("Python: %+v, want lines 1 and 3", got)
	}
	if got := bareSuppressions("web/x.html", []byte("<!-- teamreview:ignore design/img-alt -->\n<!-- teamreview:ignore design/img-alt decorative, hidden by CSS -->\n")); len(got) != 1 {
		t.Errorf("HTML: %+v, want line 1 only", got)
	}
}

// Only real comments are directives: not a string or a regular expression
// literal that spells one, nor a doc comment that shows one; and a test
// file's suppressions are its own business.
func TestBareSuppressionsReadRealComments(t *testing.T) {
	src := "package x\n\n" +
		"// Suppress honours directives such as\n" +
		"//\n" +
		"//\t//nolint:LINTERS // reason\n" +
		"//\t//teamreview:ignore RULE\n" +
		"var re = regexp.MustCompile(`//\\s*nolint(?::[\\w,./-]+)?(.*)$`)\n" +
		"var s = \"//teamreview:ignore gosec/G104\"\n" +
		"var raw = `\n//nolint\n`\n" +
		"var a = f() //nolint:errcheck\n"
	got := bareSuppressions("x.go", []byte(src))
	if len(got) != 1 || got[0].Lines.Start != 12 {
		t.Fatalf("got %+v, want only line 12's //nolint:errcheck", got)
	}
	if got[0].Severity.String() != "Info" {
		t.Errorf("severity %s, want Info: the code works either way", got[0].Severity)
	}
	py := "PATTERN = r\"# teamreview:ignore (\\S+)\"\nx = '''\n# teamreview:ignore python/xss\n'''\n"
	if got := bareSuppressions("app/x.py", []byte(py)); len(got) != 0 {
		t.Errorf("Python strings taken for comments: %+v", got)
	}
	if got := bareSuppressions("x_test.go", []byte("package x\n\nvar a = f() //nolint:errcheck\n")); len(got) != 0 {
		t.Errorf("test file: %+v, want nothing", got)
	}
}
