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
	} {
		_, err := Parse("acme.yml", []byte(head+tc.row))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("row %q: error %v; want it to contain %q", tc.row, err, tc.want)
		}
	}
	if _, err := Parse("acme.yml", []byte(head)); err != nil {
		t.Errorf("a valid file: %v", err)
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
		"  - kind: barrier\n    methods: [include?]\n    guard: [arg0]\n" +
		"  - kind: callback\n    methods: [before_action]\n"
	f, err := Parse("acme.yml", []byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if m := f.Models[0]; m.Type != "Acme::DB" || !m.MatchMethod("exists?") || SinkCWE(m.Sinks[0]) != "CWE-915" {
		t.Errorf("sink row = %+v", m)
	}
	if f.Models[1].Flows[1].From != "block" || !f.Models[2].Exits || f.Models[3].Guard[0] != "arg0" || f.Models[4].Kind != KindCallback {
		t.Errorf("rows = %+v", f.Models)
	}
	for _, tc := range []struct{ file, want string }{
		{head + "  - kind: barrier\n    methods: [a]\n    guard: [left]\n", `field guard: "left" is not one of operands`},
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
