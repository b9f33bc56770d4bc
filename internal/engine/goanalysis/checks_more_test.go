package goanalysis

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// parsedOnly are the pattern checks tested here, on parsed files, rather
// than by TestPatterns on packages with library stubs.
var parsedOnly = map[*analysis.Analyzer]bool{
	queryBuilderAnalyzer: true, corsReflectAnalyzer: true, workFactorAnalyzer: true, grpcServerAnalyzer: true, deferInLoopAnalyzer: true,
	frameworkXSSAnalyzer: true, frameworkRedirectAnalyzer: true, frameworkPathAnalyzer: true,
	deferBeforeErrAnalyzer: true, racyWriteAnalyzer: true, execCmdShellAnalyzer: true,
	netHTTPPathAnalyzer: true, netHTTPSSRFAnalyzer: true, netHTTPTemplateAnalyzer: true,
}

// wantLines runs a syntax-only analyzer over one parsed file, as on a
// package whose imports could not be loaded, and checks that it reports
// exactly the lines marked "// want".
func wantLines(t *testing.T, a *analysis.Analyzer, src string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var want, got []int
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, "// want") {
			want = append(want, i+1)
		}
	}
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Report: func(d analysis.Diagnostic) {
		got = append(got, fset.Position(d.Pos).Line)
	}}
	if _, err := a.Run(pass); err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s: reported lines %v, want %v", a.Name, got, want)
	}
}

func TestQueryBuilderSQL(t *testing.T) {
	wantLines(t, queryBuilderAnalyzer, `package p

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

const table = "users"

func q(db *gorm.DB, x *sqlx.DB, name, sort string, id int, ids []int) {
	db.Where("name = '" + name + "'").Find(nil) // want
	db.Where(fmt.Sprintf("name = '%s'", name)).First(nil) // want
	db.Order(sort).Find(nil)
	db.Order("created_at " + sort).Find(nil) // want
	db.Raw("SELECT * FROM " + table + " WHERE id = ?", id).Scan(nil)
	db.Raw("SELECT * FROM users WHERE id = " + strconv.Itoa(id)).Scan(nil)
	db.Where(fmt.Sprintf("id = %d", id)).Find(nil)
	db.Where("name = ?", name).Find(nil)
	db.Where("name = ?", "x"+name).Find(nil)
	q := "SELECT * FROM users WHERE name = '" + name + "'"
	db.Exec(q) // want
	var users []string
	x.Select(&users, "SELECT * FROM users WHERE name = "+name) // want
	x.Get(&users, "SELECT * FROM users WHERE name = ?", name)
	x.QueryRowx(context.Background(), "SELECT 1 FROM t WHERE a = "+name) // want
	placeholders := strings.Repeat("?,", len(ids))
	db.Where("id IN (" + placeholders + ")").Find(nil)
	db.Where("id IN ("+strings.Repeat("?,", len(ids))+")", ids).Find(nil)
	_ = strings.Join([]string{"a" + name}, ",")
	_ = db.Select("count(*) AS " + table)
	marks := make([]string, len(ids))
	db.Where("id IN ("+strings.Join(marks, ",")+")", ids).Find(nil)
	names := strings.Fields(name)
	db.Where("name IN (" + strings.Join(names, ",") + ")").Find(nil) // want
}
`)
	// A file that imports no query builder is database/sql's or another
	// library's: gosec and the SQL tips cover database/sql.
	wantLines(t, queryBuilderAnalyzer, `package p

import "database/sql"

func q(db *sql.DB, name string) { db.Query("SELECT 1 WHERE a = " + name); m.Where("x" + name) }
`)
}

// A request's value given as the whole SQL text of a condition, an
// ordering or a raw query is the client's SQL; as a placeholder's value,
// converted to a number, or in a file without a query builder it is not.
func TestQueryBuilderSQLFromRequest(t *testing.T) {
	wantLines(t, queryBuilderAnalyzer, `package p

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

var db *gorm.DB
var x *sqlx.DB

func list(c *gin.Context) {
	sort := c.Query("sort")
	db.Order(sort).Find(nil) // want
	db.Where(c.Query("filter")).Find(nil) // want
	db.Table(c.Param("table")).Find(nil) // want
	db.Where("name = ?", c.Query("name")).Find(nil)
	db.Order("created_at desc").Find(nil)
	n, _ := strconv.Atoi(c.Query("n"))
	db.Limit(n).Find(nil)
	db.Where("name = '" + c.Query("name") + "'").Find(nil) // want
	c.JSON(200, c.Query("q"))
}

func page(w http.ResponseWriter, r *http.Request) {
	var out []string
	x.Select(&out, r.FormValue("q")) // want
	x.Select(&out, "SELECT name FROM t WHERE id = ?", r.FormValue("id"))
	db.Raw(r.URL.Query().Get("sql")).Scan(nil) // want
}

func helper(sort string) { db.Order(sort).Find(nil) }
`)
	wantLines(t, queryBuilderAnalyzer, `package p

import "net/http"

func page(w http.ResponseWriter, r *http.Request) { m.Order(r.FormValue("sort")) }
`)
}

// The request's Origin echoed as Access-Control-Allow-Origin, in net/http,
// gin, Echo and Fiber forms; an origin checked against a list first, a
// fixed origin and another header stay quiet.
func TestCORSOriginReflected(t *testing.T) {
	wantLines(t, corsReflectAnalyzer, `package p

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

var allowed = map[string]bool{"https://app.example.com": true}

func h(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Access-Control-Allow-Origin", r.Header.Get("Origin")) // want
	w.Header().Set("Access-Control-Allow-Credentials", "true")
}

func h2(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	w.Header().Add("access-control-allow-origin", origin) // want
	w.Header().Set("Vary", origin)
}

func h3(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if allowed[origin] {
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
	w.Header().Set("Access-Control-Allow-Origin", "https://app.example.com")
}

func h4(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	switch origin {
	case "https://a.example.com", "https://b.example.com":
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
}

func g(c *gin.Context) {
	c.Header("Access-Control-Allow-Origin", c.GetHeader("Origin")) // want
	c.Writer.Header().Set("Access-Control-Allow-Origin", c.Request.Header.Get("Origin")) // want
}

func notHandler(w http.ResponseWriter, origin string) {
	w.Header().Set("Access-Control-Allow-Origin", origin)
}
`)
}

func TestWeakWorkFactor(t *testing.T) {
	wantLines(t, workFactorAnalyzer, `package p

import (
	"crypto/sha256"

	"golang.org/x/crypto/bcrypt"
	"golang.org/x/crypto/pbkdf2"
	"golang.org/x/crypto/scrypt"
)

func h(pw, salt []byte, cost int) {
	bcrypt.GenerateFromPassword(pw, bcrypt.MinCost) // want
	bcrypt.GenerateFromPassword(pw, 6) // want
	bcrypt.GenerateFromPassword(pw, bcrypt.DefaultCost)
	bcrypt.GenerateFromPassword(pw, 12)
	bcrypt.GenerateFromPassword(pw, cost)
	pbkdf2.Key(pw, salt, 4096, 32, sha256.New) // want
	pbkdf2.Key(pw, salt, 600000, 32, sha256.New)
	scrypt.Key(pw, salt, 1<<10, 8, 1, 32) // want
	scrypt.Key(pw, salt, 1<<15, 8, 1, 32)
}
`)
}

// scrypt's own package runs PBKDF2 for one iteration as a step of its
// construction (RFC 7914): the pbkdf2 rows' not-in-packages leave that
// call, and the same call in any other package is a password hashed too
// fast; a scrypt row has no such exception.
func TestWeakWorkFactorNotInPackages(t *testing.T) {
	src := `package %s

import (
	"crypto/sha256"

	"golang.org/x/crypto/pbkdf2"
	"golang.org/x/crypto/scrypt"
)

func key(pw, salt []byte) {
	pbkdf2.Key(pw, salt, 1, 128, sha256.New)%s
	scrypt.Key(pw, salt, 1<<10, 8, 1, 32) // want
}
`
	wantLines(t, workFactorAnalyzer, fmt.Sprintf(src, "scrypt", ""))
	wantLines(t, workFactorAnalyzer, fmt.Sprintf(src, "auth", " // want"))
}

func TestGRPCServerWithoutTLS(t *testing.T) {
	wantLines(t, grpcServerAnalyzer, `package p

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
)

func serve(creds credentials.TransportCredentials, opts []grpc.ServerOption) {
	_ = grpc.NewServer() // want
	_ = grpc.NewServer(grpc.UnaryInterceptor(nil)) // want
	_ = grpc.NewServer(grpc.Creds(creds))
	_ = grpc.NewServer(opts...)
	_ = grpc.NewServer(grpc.Creds(creds), grpc.UnaryInterceptor(nil))
}
`)
}

func TestDeferInLoop(t *testing.T) {
	wantLines(t, deferInLoopAnalyzer, `package p

import (
	"os"
	"sync"
)

func f(names []string, mu *sync.Mutex) {
	for _, n := range names {
		fh, _ := os.Open(n)
		defer fh.Close() // want
		func() {
			mu.Lock()
			defer mu.Unlock()
		}()
	}
	for i := 0; i < 3; i++ {
		for range names {
			defer mu.Unlock() // want
		}
	}
	defer mu.Unlock()
}
`)
}

func TestSigningKeyInKeyFunc(t *testing.T) {
	wantLines(t, signingKeyAnalyzer, `package p

import (
	"os"

	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/securecookie"
)

func verify(s string) {
	jwt.Parse(s, func(t *jwt.Token) (interface{}, error) { return []byte("secret"), nil }) // want
	jwt.ParseWithClaims(s, nil, func(t *jwt.Token) (interface{}, error) { // want
		return []byte("secret"), nil
	})
	jwt.Parse(s, func(t *jwt.Token) (interface{}, error) { return []byte(os.Getenv("K")), nil })
	securecookie.New([]byte("very-secret"), nil) // want
	securecookie.New(securecookie.GenerateRandomKey(32), nil)
}
`)
}

func TestFrameworkFlow(t *testing.T) {
	wantLines(t, frameworkXSSAnalyzer, `package p

import (
	"html"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/labstack/echo/v4"
)

func page(c *gin.Context) {
	name := c.Query("name")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<h1>"+name+"</h1>")) // want
	c.Data(http.StatusOK, "application/json", []byte(name))
	c.Data(http.StatusOK, gin.MIMEHTML, []byte(html.EscapeString(name)))
	c.Writer.WriteString(c.Request.URL.Query().Get("q")) // want
	c.String(http.StatusOK, "hello %s", name)
}

func echoPage(c echo.Context) error {
	c.HTML(http.StatusOK, "<p>"+c.QueryParam("q")+"</p>") // want
	return c.HTML(http.StatusOK, "<p>static</p>")
}
`)
	wantLines(t, frameworkRedirectAnalyzer, `package p

import (
	"github.com/gin-gonic/gin"
	"github.com/gofiber/fiber/v2"
)

func next(c *gin.Context) {
	to := c.DefaultQuery("next", "/")
	c.Redirect(302, to) // want
	c.Redirect(302, "/home")
}

func fiberNext(c *fiber.Ctx) error {
	return c.Redirect(c.Query("url")) // want
}
`)
	wantLines(t, frameworkPathAnalyzer, `package p

import (
	"path/filepath"

	"github.com/gin-gonic/gin"
	"github.com/labstack/echo/v4"
)

func download(c *gin.Context) {
	c.File("/srv/files/" + c.Param("name")) // want
	c.File(filepath.Join("/srv/files", filepath.Base(c.Param("name"))))
}

func echoDownload(c echo.Context) error {
	return c.Attachment(c.FormValue("path"), "report.pdf") // want
}
`)
}

func TestDeferBeforeErrorCheck(t *testing.T) {
	wantLines(t, deferBeforeErrAnalyzer, `package p

import (
	"net/http"
	"os"
)

func read(p, url string) error {
	f, err := os.Open(p)
	defer f.Close() // want
	if err != nil {
		return err
	}
	resp, err := http.Get(url)
	defer resp.Body.Close() // want
	if err != nil {
		return err
	}
	g, err := os.Open(p)
	if err != nil {
		return err
	}
	defer g.Close()
	mu, err := lockFor(p)
	defer unlock(mu)
	return err
}
`)
}

func TestRacyWrite(t *testing.T) {
	wantLines(t, racyWriteAnalyzer, `package p

import "sync"

func collect(items []string) ([]string, map[string]int) {
	var out []string
	counts := make(map[string]int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for _, it := range items {
		wg.Add(1)
		go func(s string) {
			defer wg.Done()
			out = append(out, s) // want
			counts[s]++ // want
			counts[s] = len(s) // want
		}(it)
		go func() {
			mu.Lock()
			defer mu.Unlock()
			out = append(out, it)
		}()
		go func() {
			var mine []string
			mine = append(mine, it)
			_ = mine
		}()
	}
	results := make([]string, len(items))
	for i := range items {
		go func(i int) { results[i] = items[i] }(i)
	}
	go func() { out = append(out, "one goroutine") }()
	wg.Wait()
	return out, counts
}
`)
}

func TestNetHTTPFlow(t *testing.T) {
	src := `package p

import (
	"html/template"
	"net/http"
	"os"
	"path/filepath"
)

func h(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("f")
	http.ServeFile(w, r, name) // want path
	http.ServeFile(w, r, filepath.Join("static", "index.html"))
	os.ReadFile("/data/" + r.FormValue("doc")) // want path
	http.Get(r.FormValue("url")) // want ssrf
	http.Get("https://api.example.com/status")
	req, _ := http.NewRequest("GET", name, nil) // want ssrf
	_ = req
	t := template.Must(template.New("x").Parse(r.FormValue("tpl"))) // want template
	template.New("y").Parse("<p>{{.}}</p>")
	_ = t
}
`
	for _, c := range []struct {
		a    *analysis.Analyzer
		kind string
	}{{netHTTPPathAnalyzer, "path"}, {netHTTPSSRFAnalyzer, "ssrf"}, {netHTTPTemplateAnalyzer, "template"}} {
		var lines []string
		for _, l := range strings.Split(src, "\n") {
			if strings.HasSuffix(l, "// want "+c.kind) {
				l = strings.Replace(l, "// want "+c.kind, "// want", 1)
			} else if i := strings.Index(l, " // want "); i >= 0 {
				l = l[:i]
			}
			lines = append(lines, l)
		}
		wantLines(t, c.a, strings.Join(lines, "\n"))
	}
}

// The header setters corsreflect reads are sink rows of kind
// cors-any-origin without always: a row for another setter's name makes
// its call a finding, which the shipped rows do not know.
func TestCORSHeaderSetterRows(t *testing.T) {
	src := `package p

import "net/http"

type reply struct{ w http.ResponseWriter }

func (r reply) PutHeader(k, v string) { r.w.Header().Set(k, v) }

func h(w http.ResponseWriter, r *http.Request) {
	reply{w}.PutHeader("Access-Control-Allow-Origin", r.Header.Get("Origin"))%s
}
`
	wantLines(t, corsReflectAnalyzer, fmt.Sprintf(src, ""))
	f, err := models.Parse("acme.yml", []byte("language: go\nframework: Acme\nmodels:\n  - kind: sink\n    methods: [PutHeader]\n    args: [1]\n    const-arg: 0\n    const-in: [Access-Control-Allow-Origin]\n    sink: cors-any-origin\n"))
	if err != nil {
		t.Fatal(err)
	}
	rows := append(models.BuiltinFor("go"), f.Models...)
	wantLines(t, newCORSReflect(func() *flowRows { return newFlowRows(rows) }), fmt.Sprintf(src, " // want"))
}
