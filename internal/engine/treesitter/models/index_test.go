package models

import (
	"errors"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// The shipped rows are indexed once; a user's rows for the language give a
// new analyzer over shipped and user rows, named by the set's hash, and a
// set without rows for it leaves the shipped analyzer as it is.
func TestIndexAnalyzer(t *testing.T) {
	builds := 0
	ix := NewIndex("php", func(rows []*Model) (int, error) {
		builds++
		for _, m := range rows {
			if m.Framework == "Broken" {
				return 0, errors.New(m.Where() + ": field sink: no rule")
			}
		}
		return len(rows), nil
	})
	shipped := len(Builtin().For("php"))
	if ix.Builtin() != shipped || ix.Builtin() != shipped || builds != 1 {
		t.Fatalf("Builtin() = %d after %d builds; want %d rows, built once", ix.Builtin(), builds, shipped)
	}
	newAnalyzer := func(name string, ix func() int) *analysis.Analyzer {
		return &analysis.Analyzer{Name: name, Doc: strings.Repeat("x", ix())}
	}
	base := &analysis.Analyzer{Name: "php"}

	user := func(framework string) *Set {
		f, err := Parse("acme.yml", []byte("language: php\nframework: "+framework+"\nmodels:\n  - kind: sink\n    methods: [acme_query]\n    sink: sql-injection\n"))
		if err != nil {
			t.Fatal(err)
		}
		return &Set{Files: []*File{f}, Hash: "abc123"}
	}
	got, err := ix.Analyzer(user("Acme"), base, newAnalyzer)
	if err != nil || got.Name != "php+models@abc123" || len(got.Doc) != shipped+1 {
		t.Errorf("with a user row: %v, %v (%d rows); want php+models@abc123 over %d rows", got, err, len(got.Doc), shipped+1)
	}
	if got, err := ix.Analyzer(&Set{Hash: "def"}, base, newAnalyzer); got != base || err != nil {
		t.Errorf("without user rows: %v, %v; want the shipped analyzer", got, err)
	}
	if got, err := ix.Analyzer(user("Broken"), base, newAnalyzer); got != nil || err == nil || !strings.Contains(err.Error(), "acme.yml: row 1") {
		t.Errorf("a row the analysis cannot use: %v, %v; want the error naming it", got, err)
	}
}

// A rule reports the sink kind of its first CWE.
func TestSinkRules(t *testing.T) {
	sql := &analysis.Rule{ID: "x/sql", CWE: []string{"CWE-89"}}
	tmpl := &analysis.Rule{ID: "x/template", CWE: []string{"CWE-1336", "CWE-94"}}
	code := &analysis.Rule{ID: "x/code", CWE: []string{"CWE-94", "CWE-95"}}
	got := SinkRules(sql, tmpl, code)
	if len(got) != 3 || got["sql-injection"] != sql || got["template-injection"] != tmpl || got["code-injection"] != code {
		t.Errorf("SinkRules = %v", got)
	}
	for _, rules := range [][]*analysis.Rule{
		{{ID: "x/null-deref", CWE: []string{"CWE-476"}}},
		{sql, {ID: "x/sql2", CWE: []string{"CWE-89"}}},
		{{ID: "x/none"}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SinkRules(%s...) did not panic", rules[len(rules)-1].ID)
				}
			}()
			SinkRules(rules...)
		}()
	}
}

// A type name given twice, and a sink kind the analysis has no rule for,
// are errors naming the row.
func TestTypesAndSinks(t *testing.T) {
	f, err := Parse("acme.yml", []byte("language: php\nframework: Acme\nmodels:\n"+
		"  - kind: type\n    name: acme.Db\n    classes: [Db]\n"+
		"  - kind: sink\n    type: acme.Db\n    methods: [raw]\n    sink: ldap-injection\n"+
		"  - kind: type\n    name: acme.Db\n    classes: [Database]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Types(f.Models[:2]); err != nil {
		t.Errorf("one type row: %v", err)
	}
	if _, err := Types(f.Models); err == nil || !strings.Contains(err.Error(), "acme.yml: row 3") || !strings.Contains(err.Error(), "type acme.Db is already defined") {
		t.Errorf("the same type twice: %v; want an error naming row 3", err)
	}
	rules := SinkRules(&analysis.Rule{ID: "x/sql", CWE: []string{"CWE-89"}})
	if err := f.Models[1].CheckSinks("PHP", rules); err == nil || err.Error() != f.Models[1].Where()+": field sink: the PHP analysis has no rule for ldap-injection yet" {
		t.Errorf("CheckSinks = %v", err)
	}
	if err := f.Models[0].CheckSinks("PHP", rules); err != nil {
		t.Errorf("a type row: %v", err)
	}
}
