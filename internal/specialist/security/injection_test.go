package security

import (
	"context"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const sources = `package svc

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"

	"github.com/gorilla/mux"
)

const table = "users"

var dsn = flag.String("dsn", "", "")

func Query(db *sql.DB, r *http.Request) {
	name := strings.TrimSpace(r.URL.Query().Get("name"))
	q := "SELECT id FROM users WHERE name = '" + name + "'"
	db.Query(q)
}

func Vars(db *sql.DB, w http.ResponseWriter, req *http.Request) {
	id := mux.Vars(req)["id"]
	db.QueryRow(fmt.Sprintf("SELECT * FROM t WHERE id = %s", id))
}

type input struct{ Name string }

func Decode(db *sql.DB, r *http.Request) {
	var in input
	json.NewDecoder(r.Body).Decode(&in)
	db.Exec("DELETE FROM t WHERE name = '" + in.Name + "'")
}

func Args(db *sql.DB) {
	who := os.Args[1]
	db.Query("SELECT * FROM t WHERE who = '" + who + "'")
}

func Env() {
	exec.Command("sh", "-c", "ls "+os.Getenv("DIR")).Run()
}

func Param(db *sql.DB, col string) {
	db.Query("SELECT " + col + " FROM t")
}

func Constant(db *sql.DB) {
	t := table
	db.Query("SELECT * FROM " + t)
}

func Flags(db *sql.DB) {
	var lim string
	flag.StringVar(&lim, "limit", "10", "")
	db.Query("SELECT * FROM t LIMIT " + lim + *dsn)
}
`

func judge(t *testing.T, path string, tips ...bus.Tip) ([]finding.Finding, []bus.Message) {
	t.Helper()
	var record []bus.Message
	files := []*scope.File{{Path: path, Content: []byte(sources)}}
	pass := &specialist.Pass{
		Files: files,
		Facts: map[string]any{gosource.Name: gosource.Analyze(files, nil)},
		Bus:   bus.New(func(m bus.Message) { record = append(record, m) }),
	}
	got, err := New().HandleTips(context.Background(), pass, tips)
	if err != nil {
		t.Fatal(err)
	}
	return got, record
}

func sqlTip(path, kind string, line int) bus.Tip {
	return bus.Tip{From: "correctness", To: Name, Kind: kind, File: path, Lines: finding.Lines(line, line), Code: "code"}
}

func TestInjectionBySource(t *testing.T) {
	tests := []struct {
		name string
		kind string
		line int
		sev  finding.Severity // Info: no finding
		says string
	}{
		{"query string", specialist.TipSQLBuilt, 22, finding.Blocker, "r.URL.Query()"},
		{"mux.Vars", specialist.TipSQLBuilt, 28, finding.Blocker, "mux.Vars(req)"},
		{"decoded body", specialist.TipSQLBuilt, 36, finding.Blocker, "r.Body"},
		{"os.Args", specialist.TipSQLBuilt, 41, finding.Medium, "os.Args"},
		{"environment", specialist.TipShellBuilt, 45, finding.Medium, "os.Getenv"},
		{"parameter", specialist.TipSQLBuilt, 49, finding.Low, "col"},
		{"constant", specialist.TipSQLBuilt, 54, finding.Info, ""},
		{"flag", specialist.TipSQLBuilt, 60, finding.Medium, "flag."},
		{"nothing built there", specialist.TipSQLBuilt, 17, finding.Info, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, record := judge(t, "svc/h.go", sqlTip("svc/h.go", tt.kind, tt.line))
			if len(record) != 1 || record[0].Type != "reply" || record[0].From != Name || record[0].To != "correctness" {
				t.Errorf("reply %+v", record)
			}
			if tt.sev == finding.Info {
				if len(got) != 0 {
					t.Errorf("got %+v, want no finding", got)
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("got %d findings", len(got))
			}
			f := got[0]
			if f.Severity != tt.sev || !strings.Contains(f.Recommendation, tt.says) || f.CrossDomain == nil || f.CrossDomain.From != "correctness" {
				t.Errorf("got %s %q (%+v), want %s naming %q", f.Severity, f.Recommendation, f.CrossDomain, tt.sev, tt.says)
			}
			wantRule, wantCWE := RuleSQLInjection, "CWE-89"
			if tt.kind == specialist.TipShellBuilt {
				wantRule, wantCWE = RuleCommandInjection, "CWE-78"
			}
			if f.Rule != wantRule || f.CWE[0] != wantCWE || f.Fingerprint == "" {
				t.Errorf("rule %s %v", f.Rule, f.CWE)
			}
		})
	}
}

func TestInjectionInTestCodeIsMedium(t *testing.T) {
	got, _ := judge(t, "svc/h_test.go", sqlTip("svc/h_test.go", specialist.TipSQLBuilt, 22))
	if len(got) != 1 || got[0].Severity != finding.Medium {
		t.Errorf("got %+v", got)
	}
}

// frameworks reads requests through web frameworks' accessors.
const frameworks = `package svc

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/gofiber/fiber/v2"
	web "github.com/labstack/echo/v4"
)

func Gin(db *sql.DB, c *gin.Context) {
	db.Query("SELECT * FROM t WHERE n = '" + c.Query("n") + "'")
}

func Echo(db *sql.DB, c web.Context) {
	id := c.QueryParam("id")
	db.Query(fmt.Sprintf("SELECT * FROM t WHERE id = %s", id))
}

func Chi(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	db.Query("SELECT * FROM t WHERE id = " + chi.URLParam(r, "id"))
}

func Fiber(db *sql.DB, c *fiber.Ctx) error {
	_, err := db.Query("SELECT * FROM t WHERE id = " + c.Params("id"))
	return err
}

func Routes(db *sql.DB, r *gin.Engine) {
	r.POST("/u", func(ctx *gin.Context) {
		name := ctx.PostForm("name")
		db.Exec("DELETE FROM t WHERE name = '" + name + "'")
	})
}
`

// TestFrameworkInputIsHTTP checks that gin, echo (imported under another
// name), chi, fiber and a gin handler written as a closure are traced to
// the request.
func TestFrameworkInputIsHTTP(t *testing.T) {
	for _, tt := range []struct {
		name string
		line int
		says string
	}{
		{"gin", 15, `c.Query("n")`},
		{"echo", 20, `c.QueryParam("id")`},
		{"chi", 24, `chi.URLParam(r, "id")`},
		{"fiber", 28, `c.Params("id")`},
		{"gin closure", 35, `ctx.PostForm("name")`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tip := sqlTip("svc/h.go", specialist.TipSQLBuilt, tt.line)
			files := []*scope.File{{Path: "svc/h.go", Content: []byte(frameworks)}}
			pass := &specialist.Pass{
				Files: files,
				Facts: map[string]any{gosource.Name: gosource.Analyze(files, nil)},
				Bus:   bus.New(func(bus.Message) {}),
			}
			got, err := New().HandleTips(context.Background(), pass, []bus.Tip{tip})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 || got[0].Severity != finding.Blocker || !strings.Contains(got[0].Recommendation, tt.says) {
				t.Errorf("got %+v, want a Blocker naming %s", got, tt.says)
			}
		})
	}
}
