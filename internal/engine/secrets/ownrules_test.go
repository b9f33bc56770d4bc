package secrets

import (
	"slices"
	"strings"
	"testing"
)

// A password in a connection URL is found in any kind of file; a
// placeholder where the password goes is not a password.
func TestDSNPassword(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	pw := "Vq7rT2" + "mXk9LpZ4wB"
	found := []struct{ path, text string }{
		{".env", "DATABASE_URL=postgres://app:" + pw + "@db.internal:5432/app\n"},
		{"settings.py", "DATABASES_URL = \"postgresql+psycopg2://app:" + pw + "@db/app\"\n"},
		{"app.js", "mongoose.connect('mongodb+srv://svc:" + pw + "@cluster0.abcde.mongodb.net/shop')\n"},
		{"cache.go", "var url = \"redis://:" + pw + "@cache:6379/0\"\n"},
		{"worker.rb", "BROKER = 'amqp://worker:" + pw + "@mq.internal:5672/%2F'\n"},
		{"Main.java", "String url = \"mysql://root:" + pw + "@10.0.0.5/orders\";\n"},
		{"docker-compose.yml", "      - DB=mariadb://u:" + pw + "@mariadb/db\n"},
	}
	for _, c := range found {
		leaks := sc.Scan(c.path, []byte(c.text))
		i := slices.IndexFunc(leaks, func(l Leak) bool { return l.Rule == "dsn-password" })
		if i < 0 {
			t.Errorf("%s: no dsn-password in %q (got %+v)", c.path, c.text, leaks)
			continue
		}
		if leaks[i].Secret != pw {
			t.Errorf("%s: the secret is %q, want the password alone", c.path, Redact(leaks[i].Secret))
		}
	}
	placeholders := []string{
		"postgres://user:password@localhost/db",
		"postgres://user:${DB_PASSWORD}@db/app",
		"postgres://user:$DB_PASSWORD@db/app",
		"postgres://user:<password>@host/db",
		"mysql://root:root@127.0.0.1/test",
		"amqp://guest:guest@localhost:5672/",
		"postgresql://postgres:postgres@localhost:5432/postgres",
		"redis://:%(password)s@%(host)s:6379",
		"mongodb://admin:{{ .Password }}@mongo/app",
		"postgres://app:{password}@{host}/app",
		"postgres://app:xxxxxx@db/app",
		"postgres://app:****@db/app",
		"postgres://db.internal:5432/app",      // a port, not a password
		"https://user:" + pw + "@example.com/", // not a connection URL this rule knows
	}
	for _, p := range placeholders {
		for _, l := range sc.Scan("config.py", []byte("URL = \""+p+"\"\n")) {
			if l.Rule == "dsn-password" {
				t.Errorf("dsn-password in %q: %s", p, Redact(l.Secret))
			}
		}
	}
}

// Mapbox's secret tokens are found; its public ones stay gitleaks'
// mapbox-api-token, which the specialist judges public.
func TestMapboxSecretToken(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	body := "eyJ1IjoiZXhhbXBsZXVzZXIiLCJhIjoiY2xxOHZ6N3Bx" + "MDB3bTJrcGJ4dDZ0eGQ5ZiJ9"
	sig := "Qm7vX2kLp9" + "RtZ4wNc8sYb"
	leaks := sc.Scan("upload.py", []byte("MAPBOX_TOKEN = \"sk."+body+"."+sig+"\"\n"))
	if !slices.ContainsFunc(leaks, func(l Leak) bool { return l.Rule == "mapbox-secret-token" }) {
		t.Errorf("no mapbox-secret-token: %+v", leaks)
	}
}

// A credential on a line marked gitleaks:allow is still reported: the
// waiver is the specialist's to judge and record, and redaction must not
// depend on a comment.
func TestAllowCommentStillScanned(t *testing.T) {
	sc, err := Gitleaks()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"const key = \"" + awsKey + "\" // gitleaks:allow\n",
		"KEY = \"" + awsKey + "\"  # gitleaks:allow dummy for the parser test\n",
	} {
		leaks := sc.Scan("k.go", []byte(line))
		if len(leaks) != 1 || leaks[0].Rule != "aws-access-token" || !strings.Contains(leaks[0].Line, "gitleaks:allow") {
			t.Errorf("%q: got %+v", line, leaks)
		}
	}
}
