package yamlrules

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Each language's spellings of one value read alike, and a literal the
// language reads otherwise (Rust's 0777 is decimal) or rejects (Python's
// 0777) does not pass for octal.
func TestIntValue(t *testing.T) {
	for _, tc := range []struct {
		lang syntax.Lang
		text string
		want uint64
		ok   bool
	}{
		{syntax.Python, "0o777", 0o777, true},
		{syntax.Python, "0O777", 0o777, true},
		{syntax.Python, "511", 0o777, true},
		{syntax.Python, "0x1ff", 0o777, true},
		{syntax.Python, "0x1_FF", 0o777, true},
		{syntax.Python, "0b111_111_111", 0o777, true},
		{syntax.Python, "0o100_777", 0o100777, true},
		{syntax.Python, "0", 0, true},
		{syntax.Python, "00", 0, true},
		{syntax.Python, "0777", 0, false},
		{syntax.Python, "1.5", 0, false},
		{syntax.Python, "1e3", 0, false},
		{syntax.Python, "mode", 0, false},
		{syntax.Python, "-1", 0, false},
		{syntax.Python, "0o8", 0, false},
		{syntax.Python, "99999999999999999999999", 0, false},
		{syntax.C, "0777", 0o777, true},
		{syntax.C, "0777u", 0o777, true},
		{syntax.C, "511UL", 0o777, true},
		{syntax.C, "0x1ffL", 0o777, true},
		{syntax.C, "0", 0, true},
		{syntax.CPP, "0'777", 0o777, true},
		{syntax.C, "0778", 0, false},
		{syntax.PHP, "0777", 0o777, true},
		{syntax.PHP, "0o777", 0o777, true},
		{syntax.PHP, "0x1FF", 0o777, true},
		{syntax.Ruby, "0777", 0o777, true},
		{syntax.Ruby, "0o777", 0o777, true},
		{syntax.Ruby, "0_777", 0o777, true},
		{syntax.JavaScript, "0o777", 0o777, true},
		{syntax.JavaScript, "0777", 0o777, true},
		{syntax.TypeScript, "511", 0o777, true},
		{syntax.JavaScript, "511n", 0o777, true},
		{syntax.Java, "0777", 0o777, true},
		{syntax.Java, "0777L", 0o777, true},
		{syntax.Rust, "0o777", 0o777, true},
		{syntax.Rust, "0o777u32", 0o777, true},
		{syntax.Rust, "0o777_u32", 0o777, true},
		{syntax.Rust, "0777", 777, true},
		{syntax.OCaml, "0o777", 0o777, true},
		{syntax.OCaml, "0777", 777, true},
		{syntax.OCaml, "0x1ffl", 0o777, true},
		{syntax.CSharp, "0x1FFu", 0o777, true},
		{syntax.Bash, "777", 0, false},
		{syntax.HCL, "777", 0, false},
	} {
		got, ok := intValue(tc.lang, tc.text)
		if got != tc.want || ok != tc.ok {
			t.Errorf("intValue(%s, %q) = %#o, %v; want %#o, %v", tc.lang, tc.text, got, ok, tc.want, tc.ok)
		}
	}
}

func TestIntTest(t *testing.T) {
	n := func(v uint64) *specInt { s := specInt(v); return &s }
	for _, tc := range []struct {
		test intTest
		v    uint64
		want bool
	}{
		{intTest{bits: &bitsSpec{Any: n(0o002)}}, 0o777, true},
		{intTest{bits: &bitsSpec{Any: n(0o002)}}, 0o100666, true},
		{intTest{bits: &bitsSpec{Any: n(0o002)}}, 0o755, false},
		{intTest{bits: &bitsSpec{All: n(0o022)}}, 0o722, true},
		{intTest{bits: &bitsSpec{All: n(0o022)}}, 0o702, false},
		{intTest{bits: &bitsSpec{None: n(0o002)}}, 0o020, true},
		{intTest{bits: &bitsSpec{None: n(0o002)}}, 0o022, false},
		{intTest{value: &valueSpec{Min: n(1), Max: n(0o7777)}}, 0o100644, false},
		{intTest{value: &valueSpec{Min: n(1), Max: n(0o7777)}}, 0o644, true},
		{intTest{value: &valueSpec{Min: n(1)}}, 0, false},
	} {
		if got := tc.test.holds(tc.v); got != tc.want {
			t.Errorf("%+v holds(%#o) = %v; want %v", tc.test, tc.v, got, tc.want)
		}
	}
}

func TestModeText(t *testing.T) {
	for _, tc := range []struct {
		v    uint64
		rwx  string
		lang syntax.Lang
		oct  string
	}{
		{0o777, "rwxrwxrwx", syntax.Python, "0o777"},
		{0o644, "rw-r--r--", syntax.C, "0644"},
		{0o1204, "-w----r-T", syntax.Python, "0o1204"},
		{0o4755, "rwsr-xr-x", syntax.PHP, "0o4755"},
		{0o2750, "rwxr-s---", syntax.Java, "02750"},
		{0o1777, "rwxrwxrwt", syntax.Rust, "0o1777"},
	} {
		if got := rwxText(tc.v); got != tc.rwx {
			t.Errorf("rwxText(%#o) = %s; want %s", tc.v, got, tc.rwx)
		}
		if got := octalText(tc.lang, tc.v); got != tc.oct {
			t.Errorf("octalText(%s, %#o) = %s; want %s", tc.lang, tc.v, got, tc.oct)
		}
	}
}

// A where: condition on an integer literal's bits matches every spelling
// of the value, and an unknown message filter or an empty bits: is a load
// error.
func TestIntConditions(t *testing.T) {
	py := `os.chmod(p, 0o777)
os.chmod(p, 511)
os.chmod(p, 0x1ff)
os.chmod(p, 0o100666)
os.chmod(p, 0o755)
os.chmod(p, 0o644)
os.chmod(p, mode)
`
	rule := `rules:
  - id: t/ww
    languages: python
    dimension: security
    severity: High
    confidence: 0.9
    title: world-writable
    message: "{{m}} is {{m:octal}} ({{m:rwx}})"
    recommendation: x
    query: |
      (call arguments: (argument_list (_) (integer) @m))
    where:
      - capture: m
        bits: {any: 0o002}
    report: m
`
	a, err := Load(writeRules(t, map[string]string{"rules/r.yml": rule}), []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	pass := &analysis.Pass{Analyzer: a, Path: "a.py", Tree: parse(t, syntax.Python, py), Report: func(d engine.Diagnostic) {
		got = append(got, d.Message)
	}}
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	want := []string{"0o777 is 0o777 (rwxrwxrwx)", "511 is 0o777 (rwxrwxrwx)", "0x1ff is 0o777 (rwxrwxrwx)", "0o100666 is 0o100666 (rw-rw-rw-)"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
	// the same test as a predicate
	pred := strings.Replace(strings.Replace(rule, "(integer) @m))", "(integer) @m (#bits-any? @m \"0x2\")))", 1), "    where:\n      - capture: m\n        bits: {any: 0o002}\n", "", 1)
	got = nil
	a, err = Load(writeRules(t, map[string]string{"rules/r.yml": pred}), []string{"rules"})
	if err != nil {
		t.Fatal(err)
	}
	pass.Analyzer = a
	if err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Errorf("predicate: got %q; want %q", got, want)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"{{m:rwx}}", "{{m:hex}}", `unknown filter "hex"`},
		{"bits: {any: 0o002}", "bits: {}", "bits: needs any, all or none"},
		{"bits: {any: 0o002}", "bits: {any: 0002}", `"0002" is not an integer`},
		{"bits: {any: 0o002}", "value: {}", "value: needs min or max"},
		{"(integer) @m)", `(integer) @m (#bits-any? @m "x"))`, "#bits-any? takes a capture and a"},
	} {
		bad := strings.Replace(rule, tc.from, tc.to, 1)
		if _, err := Load(writeRules(t, map[string]string{"rules/r.yml": bad}), []string{"rules"}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v; want an error containing %q", tc.to, err, tc.want)
		}
	}
}
