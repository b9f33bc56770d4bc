package redact

import (
	"strings"
	"testing"
)

func TestPatterns(t *testing.T) {
	pw := "Zx9" + "vQ2mLp7"
	tests := []struct{ in, want string }{
		{`db := "postgres://app:` + pw + `@db.internal:5432/orders"`, `db := "postgres://app:` + Mask + `@db.internal:5432/orders"`},
		{`DATABASE_URL=mysql://root:` + pw + `@localhost/x`, `DATABASE_URL=mysql://root:` + Mask + `@localhost/x`},
		{`password = "` + pw + `"`, `password = "` + Mask + `"`},
		{`DB_PASSWORD="` + pw + `"`, `DB_PASSWORD="` + Mask + `"`},
		{`{"password": "` + pw + `"}`, `{"password": "` + Mask + `"}`},
		{`"code": "password = \"` + pw + `\""`, `"code": "password = \"` + Mask + `\""`},
		{`  passwd: ` + pw, `  passwd: ` + Mask},
		{`DB_PASSWORD=` + pw + `&3x`, `DB_PASSWORD=` + Mask},
		{`dbPass := "` + pw + `"`, `dbPass := "` + Mask + `"`},
		{`admin_pw = '` + pw + `'`, `admin_pw = '` + Mask + `'`},
		{`password = "correct horse ` + pw + `"`, `password = "` + Mask + `"`},
		{`headers = {"Authorization": "Bearer ` + pw + `"}`, `headers = {"Authorization": "` + Mask + `"}`},
		{`compass := "north"`, `compass := "north"`},
		{`api_key=` + pw + ` other`, `api_key=` + Mask + ` other`},
		// Lines of a unified diff, as the model reviewers see them.
		{"   3 +DB_PASSWORD=" + pw, "   3 +DB_PASSWORD=" + Mask},
		{"     -  passwd: " + pw, "     -  passwd: " + Mask},
		{"-----BEGIN RSA PRIVATE KEY-----\nMIIabc\ndef\n-----END RSA PRIVATE KEY-----\n", "-----BEGIN PRIVATE KEY-----" + Mask + "-----END PRIVATE KEY-----\n"}, // gitleaks:allow (a dummy for the test)
		// Not credentials: names, calls, references, placeholders, prose.
		{`password := cfg.Password`, `password := cfg.Password`},
		{`password = os.Getenv("DB_PASSWORD")`, `password = os.Getenv("DB_PASSWORD")`},
		{`postgres://app:${DB_PASSWORD}@db/orders`, `postgres://app:${DB_PASSWORD}@db/orders`},
		{`https://example.com/a:b@c`, `https://example.com/a:b@c`},
		{`If this is a secret: rotate it`, `If this is a secret: rotate it`},
		{`"inputTokens": 1234`, `"inputTokens": 1234`},
		{`title=Possible generic secret::Medium x`, `title=Possible generic secret::Medium x`},
		{`password: "AKIA************"`, `password: "AKIA************"`},
	}
	for _, tt := range tests {
		if got := Patterns(tt.in); got != tt.want {
			t.Errorf("Patterns(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

func TestFileMasksScannerFindings(t *testing.T) {
	pat := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	got := File("main.go", "package main\n\nvar token = \""+pat+"\"\n")
	if strings.Contains(got, pat) || !strings.Contains(got, "ghp_") {
		t.Errorf("got %q", got)
	}
}

func TestCommand(t *testing.T) {
	for in, want := range map[string]string{
		"PGPASSWORD=hunter2 psql -c 'select 1' && go test ./...": "PGPASSWORD=" + Mask + " psql -c 'select 1' && go test ./...",
		"mysql --password=s3cr3t -e 'show tables'":               "mysql --password=" + Mask + " -e 'show tables'",
		"curl -f postgres://app:hunter2@db/test && make test":    "curl -f postgres://app:" + Mask + "@db/test && make test",
		"DB_TOKEN=\"a b\" ./check.sh":                            "DB_TOKEN=" + Mask + " ./check.sh",
		"go build ./... && go test -vet=off ./...":               "go build ./... && go test -vet=off ./...",
		"npm test -- --passWithNoTests --coverage":               "npm test -- --passWithNoTests --coverage",
		"npm run test -- --passWithNoTests":                      "npm run test -- --passWithNoTests",
	} {
		if got := Command(in); got != want {
			t.Errorf("Command(%q) = %q, want %q", in, got, want)
		}
	}
}
