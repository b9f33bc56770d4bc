package security

import (
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

func TestDevDefault(t *testing.T) {
	compose := `services:
  db:
    environment:
      - POSTGRES_PASSWORD=petclinic
      - POSTGRES_USER=petclinic
      - POSTGRES_DB=petclinic
  cache:
    environment:
      REDIS_PASSWORD: kT9vQ2mZ7xLp
      REDIS_USER: petclinic
  api:
    environment:
      - API_PASSWORD=petclinic
  ci:
    environment:
      - MYSQL_ROOT_PASSWORD=mariadb
      - DJANGO_SECRET_KEY=changeme
`
	secret := `apiVersion: v1
kind: Secret
metadata:
  name: demo-db
stringData:
  username: "user"
  password: "pass"
---
kind: Secret
metadata:
  name: real
stringData:
  username: "user"
  password: "Zx81-qq0Lm"
---
kind: Secret
metadata:
  name: with-token
stringData:
  username: "user"
  password: "pass"
  api-token: "q8Xv2LmT7rW4"
---
kind: Secret
metadata:
  name: encoded
data:
  username: dXNlcg==
  password: cGFzc3dvcmQ=
---
kind: Secret
metadata:
  name: glusterfs
data:
  key: bXlwYXNzd29yZA==
`
	files := []*scope.File{
		{Path: "docker-compose.yml", Content: []byte(compose)},
		{Path: "k8s/db.yml", Content: []byte(secret)},
	}
	pass := &specialist.Pass{Files: files, Facts: map[string]any{textfacts.Engine: textfacts.Analyze(files, nil)}}
	tests := []struct {
		rule, file string
		line       int
		want       string // part of the reason; "" for none
	}{
		{"yaml/hardcoded-secret-env", "docker-compose.yml", 4, "same word as POSTGRES_USER=petclinic"},
		// A random password beside a user name is a secret.
		{"yaml/hardcoded-secret-env", "docker-compose.yml", 9, ""},
		// The same word, but in another service's block: nothing says what it is.
		{"yaml/hardcoded-secret-env", "docker-compose.yml", 13, ""},
		// An image's well-known default, for a Compose or CI container.
		{"yaml/compose-hardcoded-secret", "docker-compose.yml", 16, `"mariadb", a placeholder or a database's well-known default`},
		{"yaml/compose-hardcoded-secret", "docker-compose.yml", 17, `"changeme", a placeholder`},
		{"yaml/k8s-secret-in-manifest", "k8s/db.yml", 5, `"pass", the field's own name`},
		{"yaml/k8s-secret-in-manifest", "k8s/db.yml", 12, ""},
		// A real token beside the stand-in password: the Secret holds one.
		{"yaml/k8s-secret-in-manifest", "k8s/db.yml", 19, ""},
		{"yaml/k8s-secret-in-manifest", "k8s/db.yml", 27, `"password", the field's own name`},
		// base64 of "mypassword", a placeholder the secrets reviewer knows too
		{"yaml/k8s-secret-in-manifest", "k8s/db.yml", 34, `"mypassword", a placeholder`},
		// Other rules are not weighed here.
		{"yaml/gha-unsecure-commands", "docker-compose.yml", 4, ""},
	}
	for _, tt := range tests {
		f := finding.Finding{Rule: tt.rule, File: tt.file, Lines: finding.Lines(tt.line, tt.line), Severity: finding.High}
		got := devDefault(pass, f)
		if tt.want == "" && got != "" || tt.want != "" && !strings.Contains(got, tt.want) {
			t.Errorf("%s:%d: %q, want %q", tt.file, tt.line, got, tt.want)
		}
		weighDevDefault(pass, &f)
		if want := map[bool]finding.Severity{true: finding.High, false: finding.Low}[tt.want == ""]; f.Severity != want {
			t.Errorf("%s:%d: %v, want %v", tt.file, tt.line, f.Severity, want)
		}
	}
}

// The well-known defaults are the shipped default-password rows: each
// word of a row, in any case, makes a credential key's value a stand-in;
// a word near one (postgres1) is not.
func TestDefaultPasswordRows(t *testing.T) {
	rows := models.TextRows("default-password")
	if len(rows) == 0 {
		t.Fatal("no default-password rows")
	}
	for _, m := range rows {
		for _, w := range m.Patterns {
			for _, v := range []string{w, strings.ToUpper(w)} {
				if why := standIn(textfacts.Entry{Key: "DB_TOKEN", Value: v}, nil); !strings.Contains(why, "well-known default") {
					t.Errorf("DB_TOKEN=%s: %q; want a well-known default", v, why)
				}
			}
		}
	}
	for _, v := range []string{"postgres1", "my-mongo", "kT9vQ2mZ7xLp"} {
		if why := standIn(textfacts.Entry{Key: "DB_TOKEN", Value: v}, nil); why != "" {
			t.Errorf("DB_TOKEN=%s: %q; want no stand-in", v, why)
		}
	}
}
