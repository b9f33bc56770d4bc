package gosource

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/scope"
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

func TestBuilt(t *testing.T) {
	got := Analyze([]*scope.File{
		{Path: "svc/h.go", Content: []byte(handlers)},
		{Path: "svc/broken.go", Content: []byte("package svc\nfunc {")},
		{Path: "web/app.py", Content: []byte(`cursor.execute("SELECT " + name)`)},
	}, nil).Built
	type built struct {
		kind Kind
		line int
	}
	var lines []built
	for _, g := range got {
		if g.File != "svc/h.go" || g.Sink == "" || g.Code == "" {
			t.Errorf("malformed %+v", g)
		}
		lines = append(lines, built{g.Kind, g.Line})
	}
	want := []built{
		{SQL, 14},   // concatenation, at the line that builds it
		{SQL, 16},   // fmt.Sprintf inline
		{SQL, 20},   // u += …, where u holds SQL
		{Shell, 28}, // sh -c with a concatenation
		{Shell, 30}, // bash -c with a variable built by Sprintf
	}
	// Not reported: a constant table name (17), a placeholder (18), a URL
	// (22), text that is printed (23), a cache key (24), a literal command
	// line (31), a program run without a shell (32).
	if !slices.Equal(lines, want) {
		t.Errorf("built at %v, want %v", lines, want)
	}
	if got[0].Sink != "Query" || got[3].Sink != "exec.Command" || got[4].Sink != "exec.CommandContext" {
		t.Errorf("sinks %q %q %q", got[0].Sink, got[3].Sink, got[4].Sink)
	}
}
