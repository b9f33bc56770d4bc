package goanalysis

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// The request-flow checks read their sources, sinks, sanitizers and
// barriers from the Go model rows: a sanitizer makes a value safe only for
// the sinks its row names, a framework's function of the request is a
// source, and a value's type follows the summary rows' returns.
func TestHandlerFlowFromRows(t *testing.T) {
	wantLines(t, requestFlowAnalyzer, `package p

import (
	"fmt"
	"html"
	"io"
	"net/http"
	"os"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
)

func h(w http.ResponseWriter, r *http.Request) {
	next := html.EscapeString(r.FormValue("next"))
	fmt.Fprint(w, next)
	http.Redirect(w, r, next, http.StatusFound) // want
	id := chi.URLParam(r, "id")
	fmt.Fprintf(w, "<p>%s</p>", id) // want
	fmt.Fprintf(os.Stdout, "%s", id)
	c, _ := r.Cookie("session")
	io.WriteString(w, c.Value) // want
	body, _ := io.ReadAll(r.Body)
	w.Write(body) // want
	n, _ := strconv.Atoi(id)
	fmt.Fprintf(w, "%d", n)
	w.Write([]byte(strconv.Quote(id))) // want
	fmt.Fprint(w, r.Method)
}

func g(c *gin.Context) {
	http.Redirect(c.Writer, c.Request, c.Query("to"), http.StatusFound) // want
	c.Redirect(http.StatusFound, c.Query("to"))
}
`)
	wantLines(t, netHTTPPathAnalyzer, `package p

import (
	"net/http"
	"os"
	"path/filepath"
)

func h(w http.ResponseWriter, r *http.Request) {
	os.Open(filepath.Join("/srv", filepath.Base(r.FormValue("f"))))
	os.Open(filepath.Join("/srv", r.FormValue("f"))) // want
	os.WriteFile(filepath.Join("/srv", r.FormValue("f")), nil, 0o600) // want
	os.WriteFile(filepath.Join("/srv", filepath.Base(r.FormValue("f"))), []byte(r.FormValue("body")), 0o600)
	os.MkdirAll("/srv/"+r.FormValue("dir"), 0o750) // want
	os.Rename("/srv/tmp/upload", "/srv/"+r.FormValue("to")) // want
	os.Chmod("/srv/fixed", 0o600)
	name := filepath.Base(r.URL.Path)
	http.ServeFile(w, r, name)
}
`)
	wantLines(t, netHTTPTemplateAnalyzer, `package p

import (
	"html"
	"net/http"
	"text/template"
)

var tmpl = template.New("page")

func h(w http.ResponseWriter, r *http.Request) {
	tmpl.Parse(r.FormValue("t")) // want
	tmpl.Parse(html.EscapeString(r.FormValue("t"))) // want
	template.New("x").Funcs(nil).Parse(r.PostFormValue("t")) // want
	page.Parse(r.FormValue("t"))
}
`)
	wantLines(t, frameworkXSSAnalyzer, `package p

import (
	"github.com/labstack/echo/v4"
)

func h(c echo.Context) error {
	c.Blob(200, "text/html", []byte(c.Request().URL.Path)) // want
	c.Blob(200, "application/octet-stream", []byte(c.Request().URL.Path))
	return c.HTML(200, c.Request().Header.Get("X-Name")) // want
}
`)
	// A file's content is not the path that chose it: the read is the
	// path traversal, the bytes it returns are no request data.
	wantLines(t, frameworkXSSAnalyzer, `package p

import (
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

func h(c *gin.Context) {
	p := filepath.Join(root, c.Param("f"))
	data, _ := os.ReadFile(p)
	c.Header("content-type", "image/png")
	c.Writer.Write(data)
}

func g(c *gin.Context) {
	p := filepath.Join(root, c.Param("f"))
	c.Writer.Write([]byte(p)) // want
}
`)
	// encoding/json escapes <, > and & inside strings (\u003c), so JSON
	// of request data is no markup whatever content type it is sniffed as.
	wantLines(t, requestFlowAnalyzer, `package p

import (
	"encoding/json"
	"net/http"
)

func list(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get("key")
	members := store.List(key)
	out, _ := json.MarshalIndent(members, "", "  ")
	w.Write(out)
	body, _ := json.Marshal(map[string]string{"key": key})
	w.Write(body)
	w.Write([]byte("<p>" + key + "</p>")) // want
	w.Write(append(out, key...)) // want
}
`)
	wantLines(t, netHTTPPathAnalyzer, `package p

import (
	"net/http"
	"os"
	"path/filepath"
)

func h(w http.ResponseWriter, r *http.Request) {
	data, _ := os.ReadFile(filepath.Join("/srv", r.FormValue("f"))) // want
	os.ReadFile(string(data))
}
`)
	wantLines(t, frameworkRedirectAnalyzer, `package p

import "github.com/gofiber/fiber/v2"

func h(c *fiber.Ctx) error {
	return c.Redirect(c.BaseURL() + "/home") // want
}
`)
}

// The rows the checks read resolve as the checks expect: a framework's
// context leads to the net/http request, a template package's New to a
// template, and a row's type names its package.
func TestFlowRows(t *testing.T) {
	rows := newFlowRows(models.BuiltinFor("go"))
	if got := rows.returns("github.com/gin-gonic/gin.Context", "Request", true); got != "net/http.Request" {
		t.Errorf("gin's c.Request = %q", got)
	}
	if got := rows.returns("github.com/labstack/echo.Context", "Request", false); got != "net/http.Request" {
		t.Errorf("echo's c.Request() = %q", got)
	}
	if got := rows.returns("html/template.Template", "Funcs", false); got != "html/template.Template" {
		t.Errorf("t.Funcs() = %q", got)
	}
	if !rows.remote("net/http.Request") || rows.remote("net/http.ResponseWriter") {
		t.Error("remote: the request is one, the response writer is not")
	}
	for typ, want := range map[string]string{"gorm.io/gorm.DB": "gorm.io/gorm", "net/http": "net/http",
		"entgo.io/ent/dialect/sql.Selector": "entgo.io/ent/dialect/sql", "gopkg.in/yaml.v3": "gopkg.in/yaml.v3"} {
		if got := packageOf(typ); got != want {
			t.Errorf("packageOf(%s) = %s, want %s", typ, got, want)
		}
	}
}

// The query-builder check reads its libraries and methods from the rows:
// in a file that imports one of the libraries, their methods on any value
// and on a package that is not the standard library's.
func TestQueryBuilderRows(t *testing.T) {
	wantLines(t, queryBuilderAnalyzer, `package p

import (
	"fmt"
	"strings"

	sq "github.com/Masterminds/squirrel"
)

func q(db DB, name, format string, n int) {
	_ = sq.Expr(fmt.Sprintf(format, name)) // want
	_ = sq.Expr(fmt.Sprintf("id = %d", n))
	_ = sq.Expr(fmt.Sprint("name = ", name)) // want
	_ = sq.Expr(fmt.Sprint(name))
	_ = sq.Expr("id IN (" + strings.Repeat(name, 2) + ")") // want
	_ = sq.Expr("id IN (" + strings.Repeat("?,", n) + ")")
	_ = sq.Expr("name = '" + name + "'") // want
	_ = strings.Join([]string{"a" + name}, ",")
	_ = sq.Select("*").From("users").Where("name = '" + name + "'") // want
	db.Raw("SELECT * FROM users WHERE name = '" + name + "'") // want
	_ = fmt.Sprint("a", strings.Join([]string{"b" + name}, ","))
}
`)
}

// Every library the check knew by its import path before its rows
// existed still turns it on, at any major version.
func TestQueryBuilderLibraries(t *testing.T) {
	for _, path := range []string{"gorm.io/gorm", "github.com/jinzhu/gorm", "xorm.io/xorm", "github.com/go-xorm/xorm",
		"github.com/go-pg/pg/v10", "github.com/uptrace/bun", "github.com/Masterminds/squirrel", "github.com/doug-martin/goqu/v9",
		"github.com/jmoiron/sqlx", "github.com/jackc/pgx/v5/pgxpool", "github.com/upper/db/v4", "github.com/gocraft/dbr/v2",
		"entgo.io/ent/dialect/sql"} {
		wantLines(t, queryBuilderAnalyzer, `package p

import lib "`+path+`"

var _ = lib.X

func q(db DB, name string) {
	db.Where("name = '" + name + "'") // want
}
`)
	}
}

// The gRPC checks read their calls from the rows with always: a call that
// turns transport security off, and a server made without an option
// unless names; any other option of the package is no credentials, and an
// option made elsewhere may be.
func TestGRPCRows(t *testing.T) {
	wantLines(t, grpcServerAnalyzer, `package p

import (
	"time"

	g "google.golang.org/grpc"
)

func serve(opt g.ServerOption) {
	_ = g.NewServer(g.ConnectionTimeout(time.Second), g.MaxConcurrentStreams(10)) // want
	_ = g.NewServer(opt)
	_ = g.NewServer(serverCreds())
}
`)
	wantLines(t, grpcInsecureAnalyzer, `package p

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

func dial() {
	grpc.Dial("x", grpc.WithInsecure()) // want
	grpc.Dial("x", grpc.WithTransportCredentials(insecure.NewCredentials())) // want
	grpc.Dial("x", grpc.WithBlock())
}
`)
}

// The JWT and gorilla checks read their calls from rows: a fork of
// golang-jwt (a module row) is golang-jwt, and a row's args say which
// arguments are keys (NewFilesystemStore's first is a directory).
func TestKeyRows(t *testing.T) {
	wantLines(t, signingKeyAnalyzer, `package p

import (
	jwt "github.com/dgrijalva/jwt-go"
	"github.com/gorilla/sessions"
)

func sign(tok *jwt.Token, p *jwt.Parser, s string, key []byte) {
	tok.SignedString([]byte("fork-secret")) // want
	p.Parse(s, func(t *jwt.Token) (interface{}, error) { return []byte("secret"), nil }) // want
	sessions.NewFilesystemStore("/var/sessions", key)
	sessions.NewFilesystemStore("/var/sessions", []byte("hash-key-0123")) // want
}
`)
	wantLines(t, jwtUnverifiedAnalyzer, `package p

import "github.com/form3tech-oss/jwt-go"

func claims(s string) {
	new(jwt.Parser).ParseUnverified(s, jwt.MapClaims{}) // want
	_ = jwt.UnsafeAllowNoneSignatureType // want
}

// The kid picks the key; the same token is then parsed with it.
func validate(token string, key any) error {
	t, _, err := new(jwt.Parser).ParseUnverified(token, jwt.MapClaims{})
	if err != nil {
		return err
	}
	_, err = new(jwt.Parser).Parse(token, func(*jwt.Token) (any, error) { return key, t })
	return err
}

// The claims are checked, then the signature, by a function named for it.
func idToken(idToken, other string) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	new(jwt.Parser).ParseUnverified(idToken, claims)
	return claims, ValidateTokenSignature(idToken)
}

// Another token is verified, not this one; or the check's result is dropped.
func mixed(a, b string, key any) {
	new(jwt.Parser).ParseUnverified(a, jwt.MapClaims{}) // want
	_, _ = new(jwt.Parser).Parse(b, func(*jwt.Token) (any, error) { return key, nil })
	new(jwt.Parser).ParseUnverified(b, jwt.MapClaims{}) // want
	new(jwt.Parser).Parse(b, func(*jwt.Token) (any, error) { return key, nil })
}
`)
}

// The session options check reads the fields from rows with always and
// property: a field left out is its const-default (false), a constant is
// compared with const-in, a value is chosen elsewhere.
func TestSessionOptionRows(t *testing.T) {
	wantLines(t, sessionOptionsAnalyzer, `package p

import "github.com/gorilla/sessions"

func opts(secure bool) {
	_ = &sessions.Options{HttpOnly: true} // want
	_ = &sessions.Options{HttpOnly: true, Secure: secure}
	_ = sessions.Options{Secure: true, HttpOnly: false} // want
	_ = &other.Options{}
}
`)
}
