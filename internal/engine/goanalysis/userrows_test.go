package goanalysis

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
)

// A user's Go rows reach the syntax-only checks as they reach gosource:
// the engine reads them from rulepack.rule_dirs, and its plan hands them to
// the checks' passes (withRows). Here an invented password hash's work
// factor row and an invented ORM's SQL sink row drive the work-factor and
// query-builder checks; without them the same code is clean.
func TestUserGoRowsDriveChecks(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: go\nframework: Acme\nmodels:\n" +
		"  - kind: sink\n    type: example.com/acme/pwhash\n    methods: [Hash]\n    always: true\n    const-arg: 1\n    const-below: 12\n    sink: weak-password-hash\n" +
		"  - kind: sink\n    type: example.com/acme/store\n    methods: [Raw]\n    args: [0]\n    sink: sql-injection\n"
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"models"}
	e, err := New(engine.Env{Root: root, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	rows := e.(*Engine).rows
	if rows == nil {
		t.Fatal("the user's Go rows were not read")
	}
	hash := `package p

import "example.com/acme/pwhash"

func store(pw []byte) []byte {
	weak := pwhash.Hash(pw, 4)%s
	return append(weak, pwhash.Hash(pw, 14)...)
}
`
	wantLines(t, workFactorAnalyzer, strings.ReplaceAll(hash, "%s", ""))
	wantLines(t, withRows(workFactorAnalyzer, rows), strings.ReplaceAll(hash, "%s", " // want"))

	sql := `package p

import "example.com/acme/store"

func find(db *store.DB, name string) {
	db.Raw("SELECT * FROM users WHERE name = '" + name + "'")%s
	db.Raw("SELECT * FROM users WHERE name = ?", name)
}
`
	wantLines(t, queryBuilderAnalyzer, strings.ReplaceAll(sql, "%s", ""))
	wantLines(t, withRows(queryBuilderAnalyzer, rows), strings.ReplaceAll(sql, "%s", " // want"))

	// The plan gives the engine's own checks the rows, and leaves them
	// the shipped ones without a user's.
	p := newPlan(t.Context(), &cfg, rows)
	i := slices.IndexFunc(p.analyzers, func(a *analysis.Analyzer) bool { return a.Name == workFactorAnalyzer.Name })
	if i < 0 {
		t.Fatal("no work-factor check in the plan")
	}
	wantLines(t, p.analyzers[i], strings.ReplaceAll(hash, "%s", " // want"))
}

// A project's row says in which package its hash's own construction
// calls it with a fixed work factor (not-in-packages): there the call is
// left, elsewhere it is reported; a not-in-packages without const-below
// is refused naming file, row and field.
func TestUserNotInPackagesRow(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: go\nframework: Acme\nmodels:\n" +
		"  - kind: sink\n    type: example.com/acme/kdf\n    methods: [Stretch]\n    always: true\n    const-arg: 1\n    const-below: 1000\n" +
		"    not-in-packages: [acmehash]\n    sink: weak-password-hash\n"
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"models"}
	e, err := New(engine.Env{Root: root, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	src := "package %s\n\nimport \"example.com/acme/kdf\"\n\nfunc h(pw []byte) []byte {\n\treturn kdf.Stretch(pw, 1)%s\n}\n"
	a := withRows(workFactorAnalyzer, e.(*Engine).rows)
	wantLines(t, a, fmt.Sprintf(src, "acmehash", ""))
	wantLines(t, a, fmt.Sprintf(src, "login", " // want"))

	bad := strings.Replace(row, "    const-below: 1000\n", "", 1)
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(engine.Env{Root: root, Config: &cfg}); err == nil || !strings.Contains(err.Error(), "models/acme.yml: row 1 (line 4): field not-in-packages") {
		t.Errorf("error %v", err)
	}
}

// A broken Go row stops the engine, naming file, row and field.
func TestUserGoRowError(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: go\nframework: Acme\nmodels:\n  - kind: sink\n    type: example.com/acme/store\n    methods: [Raw]\n    sink: sql\n"
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"models"}
	if _, err := New(engine.Env{Root: root, Config: &cfg}); err == nil || !strings.Contains(err.Error(), "models/acme.yml: row 1 (line 4): field sink") {
		t.Errorf("error %v", err)
	}
}

// A user's own-path row (a team's library that returns the directory its
// program unpacked bundled files into) drops gosec's G304 on a file named
// under it, as go_own_paths.yml's rows do for t.TempDir() and
// runtime.Caller; without the row gosec's finding stands.
func TestUserOwnPathRow(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: go\nframework: Acme\nmodels:\n" +
		"  - kind: source\n    type: example.com/acme/assets\n    methods: [Dir]\n    source: own-path\n"
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"models"}
	e, err := New(engine.Env{Root: root, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData()+"/ownpaths", withRows(gosecAnalyzer, e.(*Engine).rows), "ownpaths")

	// Without the row, the bundled files' reads are reported too: two
	// diagnostics the testdata does not want (logo, defaultParts).
	unwanted := &countErrors{}
	analysistest.Run(unwanted, analysistest.TestData()+"/ownpaths", gosecAnalyzer, "ownpaths")
	if unwanted.n != 2 {
		t.Errorf("without the row: %d unexpected results, want 2 (the reads under assets.Dir())", unwanted.n)
	}
}

// countErrors is an analysistest.Testing that counts what it is told.
type countErrors struct{ n int }

func (c *countErrors) Errorf(string, ...any) { c.n++ }

// A user's sync row (a team's latch whose Hold is a lock under another
// name) makes a goroutine that holds it coordinated, as go_sync.yml's
// rows do for sync.Mutex's Lock and sync.Map's Store; a method of
// another package's type that no row names (an index's Store) does not,
// whatever its name. Without the row the latch's goroutine is reported.
func TestUserSyncRow(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: go\nframework: Acme\nmodels:\n" +
		"  - kind: sync\n    type: example.com/acme/shard.Latch\n    methods: [Hold]\n"
	if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"models"}
	e, err := New(engine.Env{Root: root, Config: &cfg})
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData()+"/racysync", withRows(racyWriteAnalyzer, e.(*Engine).rows), "racysync")

	unwanted := &countErrors{}
	analysistest.Run(unwanted, analysistest.TestData()+"/racysync", racyWriteAnalyzer, "racysync")
	if unwanted.n != 1 {
		t.Errorf("without the row: %d unexpected results, want 1 (the append beside Latch.Hold)", unwanted.n)
	}
}

// A user's Go summary row with arg-names (a team's own helper that joins a
// list of placeholders, under the name the team gives such lists) makes
// the text it builds no SQL where a query builder's text splices it in, as
// go_stdlib.yml's row does for strings.Join(placeholders, ","); without
// arg-names the same join of a value is SQL text built from a value.
func TestUserArgNamesRow(t *testing.T) {
	src := `package p

import (
	"gorm.io/gorm"

	"example.com/acme/sqlutil"
)

func find(db *gorm.DB, slots []string) {
	db.Where("id IN (" + sqlutil.Join(slots) + ")").Find(nil)%s
}
`
	for _, tc := range []struct{ row, want string }{
		{"    arg-names: '^slots$'\n", ""},
		{"", " // want"},
	} {
		root := t.TempDir()
		if err := os.MkdirAll(filepath.Join(root, "models"), 0o755); err != nil {
			t.Fatal(err)
		}
		row := "language: go\nframework: Acme\nmodels:\n  - kind: summary\n    type: example.com/acme/sqlutil\n    methods: [Join]\n    flow: arg0 -> return\n" + tc.row
		if err := os.WriteFile(filepath.Join(root, "models", "acme.yml"), []byte(row), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg := config.Default()
		cfg.Rulepack.RuleDirs = []string{"models"}
		e, err := New(engine.Env{Root: root, Config: &cfg})
		if err != nil {
			t.Fatal(err)
		}
		wantLines(t, withRows(queryBuilderAnalyzer, e.(*Engine).rows), strings.ReplaceAll(src, "%s", tc.want))
	}
}
