package gosource

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/scope"
)

const writers = `package out

import (
	"bytes"
	"os"
)

func Print(data []byte, w *os.File) {
	os.Stdout.Write(data)
	var buf bytes.Buffer
	buf.Write(data)
	w.Write(data)
	log, _ := os.OpenFile("log", os.O_WRONLY, 0)
	log.Write(data)
	defer log.Close()
	in, _ := os.Open("in")
	in.Close()
}
`

// The lossless row clears writes to the terminal, memory and an HTTP
// response by convention (w); the opens rows make the Close of a file
// opened for writing lose data, and not a reader's.
func TestDroppedByRows(t *testing.T) {
	facts := Analyze([]*scope.File{{Path: "out/p.go", Content: []byte(writers)}}, nil)
	for line, loses := range map[int]bool{9: false, 11: false, 12: false, 14: true, 15: true, 17: false} {
		if d := facts.Dropped("out/p.go", line); d.LosesData != loses {
			t.Errorf("line %d: %+v, want LosesData %v", line, d, loses)
		}
	}
	if d := facts.Dropped("out/q.go", 1); d.Why != "not judged: the file is not in scope" {
		t.Errorf("unknown file: %+v", d)
	}
	if d := facts.Dropped("out/p.py", 1); d.Why != "not judged: only Go is read for dropped errors" {
		t.Errorf("python: %+v", d)
	}
}

const acme = `package svc

import (
	"database/sql"

	web "example.com/acme/web"
	"example.com/acme/store"
)

func Handle(db *sql.DB, req *web.Request) {
	store.Put("SELECT * FROM t WHERE id = " + req.Param("id"))
	store.Persist()
	db.Persist()
}
`

// A user's rows extend the shipped ones: a request type of an invented
// framework is traced as HTTP input, its store's Put runs SQL and its
// Persist writes.
func TestUserRows(t *testing.T) {
	files := []*scope.File{{Path: "svc/h.go", Content: []byte(acme)}}
	if got := Analyze(files, nil); len(got.Built) != 0 || got.Dropped("svc/h.go", 12).LosesData {
		t.Fatalf("without the user's rows: %+v", got.Built)
	}
	f, err := models.Parse("rules/acme.yml", []byte(`language: go
framework: Acme
models:
  - kind: type
    name: request
    classes: [example.com/acme/web.Request]
    source: remote
  - kind: sink
    type: example.com/acme/store
    methods: [Put]
    args: [0]
    sink: sql-injection
  - kind: write
    type: example.com/acme/store
    methods: [Persist]
`))
	if err != nil {
		t.Fatal(err)
	}
	got := Analyze(files, f.Models)
	if len(got.Built) != 1 || got.Built[0].Line != 11 || got.Built[0].Kind != SQL || got.Built[0].Sink != "Put" {
		t.Fatalf("built %+v", got.Built)
	}
	src, ok := got.Origin("svc/h.go", SQL, 11)
	if !ok || src.Origin != FromHTTP || !strings.HasPrefix(src.Evidence, `req.Param("id")`) {
		t.Errorf("origin %+v %v", src, ok)
	}
	if !got.Dropped("svc/h.go", 12).LosesData || got.Dropped("svc/h.go", 13).LosesData {
		t.Errorf("the store's Persist not judged a write, or another's is")
	}
}

// A broken user model stops the engine before it runs, naming file, row
// and field.
func TestNewRejectsBrokenModel(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "rules"), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := "language: go\nframework: Acme\nmodels:\n  - kind: write\n    methods: [Flush]\n    opens: maybe\n"
	if err := os.WriteFile(filepath.Join(root, "rules", "acme.yml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.Rulepack.RuleDirs = []string{"rules"}
	_, err := New(engine.Env{Root: root, Config: &cfg})
	if err == nil || !strings.Contains(err.Error(), "rules/acme.yml: row 1 (line 4): field opens") {
		t.Errorf("got %v", err)
	}
}
