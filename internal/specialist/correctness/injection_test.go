package correctness

import (
	"context"
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const handlers = `package svc

import (
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
)

const table = "users"

func Search(db *sql.DB, r *http.Request) {
	name := r.URL.Query().Get("name")
	q := "SELECT id FROM users WHERE name = '" + name + "'"
	db.Query(q)
	db.QueryRow(fmt.Sprintf("SELECT id FROM t WHERE a = '%s'", name))
	db.Exec("DELETE FROM " + table)
	db.Exec("DELETE FROM t WHERE id = ?", name)
	u := "UPDATE t SET a = 1"
	u += " WHERE b = " + name
	db.ExecContext(nil, u)
	http.Get("http://" + name)
	fmt.Println("SELECT " + name)
	cache.Get("select:" + name)
}

func Run(dir string) {
	exec.Command("sh", "-c", "ls "+dir).Run()
	line := fmt.Sprintf("tar czf %s.tgz", dir)
	exec.CommandContext(nil, "bash", "-c", line).Run()
	exec.Command("sh", "-c", "ls /tmp").Run()
	exec.Command("ls", dir).Run()
}
`

func TestBuiltCommands(t *testing.T) {
	got := BuiltCommands([]*scope.File{
		{Path: "svc/h.go", Content: []byte(handlers)},
		{Path: "svc/broken.go", Content: []byte("package svc\nfunc {")},
		{Path: "web/app.py", Content: []byte(`cursor.execute("SELECT " + name)`)},
	})
	type tip struct {
		kind string
		line int
	}
	var lines []tip
	for _, g := range got {
		if g.From != Name || g.To != "security" || g.File != "svc/h.go" || g.Summary == "" || g.Code == "" {
			t.Errorf("malformed tip %+v", g)
		}
		lines = append(lines, tip{g.Kind, g.Lines.Start})
	}
	want := []tip{
		{specialist.TipSQLBuilt, 14},   // concatenation, at the line that builds it
		{specialist.TipSQLBuilt, 16},   // fmt.Sprintf inline
		{specialist.TipSQLBuilt, 20},   // u += …, where u holds SQL
		{specialist.TipShellBuilt, 28}, // sh -c with a concatenation
		{specialist.TipShellBuilt, 30}, // bash -c with a variable built by Sprintf
	}
	// Not tipped: a constant table name (17), a placeholder (18), a URL
	// (22), text that is printed (23), a cache key (24), a literal command
	// line (31), a program run without a shell (32).
	if !slices.Equal(lines, want) {
		t.Errorf("tips at %v, want %v", lines, want)
	}
}

func TestReviewSendsTips(t *testing.T) {
	var sent []bus.Message
	b := bus.New(func(m bus.Message) { sent = append(sent, m) })
	_, err := Specialist.Review(context.Background(), &specialist.Pass{
		Files: []*scope.File{{Path: "svc/h.go", Content: []byte(handlers)}}, Bus: b,
	})
	if err != nil {
		t.Fatal(err)
	}
	if tips := b.Take()["security"]; len(tips) != 5 {
		t.Errorf("security got %d tips, want 5", len(tips))
	}
	if len(sent) != 5 || sent[0].Type != "tip" || sent[0].Ref != "svc/h.go:14" {
		t.Errorf("record %+v", sent)
	}
}
