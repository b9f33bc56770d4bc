package iac

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// A project's vocabulary adds words the web server checks weigh: a
// variable its own map derives from a header is the request's, so a
// proxy_pass to it is SSRF, and a header it counts among its security
// headers is reported when an inner add_header drops it. A vocabulary-only
// file is a check file.
func TestUserVocabulary(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	vocab := "vocabulary:\n  - list: nginx-request-variables\n    words: [tenant_host]\n" +
		"  - list: security-headers\n    words: [Cross-Origin-Opener-Policy]\n"
	if !IsCheckFile([]byte(vocab)) {
		t.Fatal("a file with only vocabulary: is not a check file")
	}
	if err := os.WriteFile(filepath.Join(dir, "words.yml"), []byte(vocab), 0o644); err != nil {
		t.Fatal(err)
	}
	site := `map $http_x_tenant $tenant_host {
    default backend.internal;
    ~^(?<t>[a-z]+)$ $t.tenants.internal;
}
server {
    listen 80;
    add_header Cross-Origin-Opener-Policy same-origin;
    location /api/ {
        proxy_pass http://$tenant_host;
    }
    location /img/ {
        add_header Cache-Control "max-age=3600";
    }
}
`
	run := func(e Engine) map[string]int {
		res, err := e.Run(context.Background(), []*scope.File{{Path: "nginx.conf", Content: []byte(site)}})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, d := range res.Diagnostics {
			got[d.Rule]++
		}
		return got
	}
	if got := run(Engine{}); got["iac/nginx-proxy-host-from-request"] != 0 || got["iac/nginx-header-redefinition"] != 0 {
		t.Errorf("shipped words: %v; want neither finding", got)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if got := run(e.(Engine)); got["iac/nginx-proxy-host-from-request"] != 1 || got["iac/nginx-header-redefinition"] != 1 {
		t.Errorf("with the project's words: %v; want one of each", got)
	}
}

// A vocabulary row that does not validate names the file, the row and the
// field; a project cannot add words that make findings go away.
func TestVocabularyErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"vocabulary:\n  - list: nginx-variables\n    words: [host]\n", `vocabulary 1 (line 2): field list: "nginx-variables" is not one of nginx-request-variables`},
		{"vocabulary:\n  - list: nginx-request-variables\n    words: [$host]\n", `vocabulary 1 (line 2): field words: "$host": the words of nginx-request-variables are nginx variables without $`},
		{"vocabulary:\n  - list: security-headers\n", "vocabulary 1 (line 2): field words: missing"},
		{"vocabulary:\n  - list: security-headers\n    word: [X-A]\n", "vocabulary 1 (line 2): yaml: construct errors"},
		{"vocabulary:\n  - list: apache-proxy-restrictions\n    words: [Require all granted]\n", "vocabulary 1 (line 2): field list: a project's file cannot add to apache-proxy-restrictions"},
	} {
		_, err := parseChecks("rules/acme.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.HasPrefix(err.Error(), "rules/acme.yml: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %q", tc.data, err, tc.want)
		}
	}
}

// Every list the Go reads has shipped words: a list left empty would turn
// its check off without a word.
func TestShippedVocabulary(t *testing.T) {
	for _, l := range vocabLists {
		if len(words(builtinRows, l.name)) == 0 {
			t.Errorf("%s: no shipped words", l.name)
		}
	}
}

// The shipped files lists and markers tell nginx's and Apache's files
// apart as the servers' documentation names and writes them.
func TestWebKindByVocabulary(t *testing.T) {
	nginxSrc := "server {\n  listen 80;\n}\n"
	apacheSrc := "<VirtualHost *:80>\n  DocumentRoot /srv\n</VirtualHost>\n"
	for _, tc := range []struct{ path, src, want string }{
		{"etc/nginx/nginx.conf", "", "nginx"},
		{"deploy/site.nginx", "", "nginx"},
		{"etc/httpd/conf/httpd.conf", "", "apache"},
		{"public/.htaccess", "", "apache"},
		{"etc/httpd/conf.d/ssl.conf", "", "apache"},
		{"etc/nginx/conf.d/ssl.conf", nginxSrc, "nginx"},
		{"etc/nginx/sites-enabled/default", nginxSrc, "nginx"},
		{"etc/apache2/sites-available/site", apacheSrc, "apache"},
		{"conf/app.conf", "upstream app {\n  server 127.0.0.1:8080;\n}\n", "nginx"},
		{"conf/app.conf", "location /x {\n}\n", "nginx"},
		{"conf/app.conf", "key = value\n", ""},
		{"docs/site.txt", nginxSrc, ""},
	} {
		if got := builtinWords.webKind(tc.path, []byte(tc.src)); got != tc.want {
			t.Errorf("webKind(%s) = %q, want %q", tc.path, got, tc.want)
		}
	}
	if _, err := parseChecks("rules/acme.yml", []byte("vocabulary:\n  - list: nginx-files\n    words: [site.conf]\n"), builtinRows); err == nil ||
		!strings.Contains(err.Error(), "field list: a project's file cannot add to nginx-files") {
		t.Errorf("a project's nginx-files row: %v", err)
	}
}

// The XML kinds' files lists name the files as the products keep them.
func TestXMLKindByVocabulary(t *testing.T) {
	for p, want := range map[string]string{
		"src/Web/web.config":               "aspnet",
		"src/main/webapp/WEB-INF/web.xml":  "servlet",
		"app/src/main/AndroidManifest.xml": "android",
		"apache-tomcat-9/conf/server.xml":  "tomcat",
		"docker/tomcat/server.xml":         "tomcat",
		"src/main/resources/server.xml":    "",
		"docs/web.config.md":               "",
	} {
		if got := builtinWords.xmlKind(p); got != want {
			t.Errorf("xmlKind(%s) = %q, want %q", p, got, want)
		}
	}
}

// A project's apache-status-handlers word makes its status page one that
// must be restricted, as mod_status's is (mod_proxy_balancer's
// balancer-manager also changes the balancer).
func TestUserApacheStatusHandler(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "apache.yml"), []byte("vocabulary:\n  - list: apache-status-handlers\n    words: [balancer-manager]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	conf := "<Location \"/balancer-manager\">\n    SetHandler balancer-manager\n</Location>\n<Location \"/server-status\">\n    SetHandler server-status\n    Require ip 10.0.0.0/8\n</Location>\n"
	count := func(e Engine) (n int) {
		res, err := e.Run(context.Background(), []*scope.File{{Path: "etc/httpd/conf/httpd.conf", Content: []byte(conf)}})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range res.Diagnostics {
			if d.Rule == "iac/apache-server-status-exposed" {
				n++
			}
		}
		return n
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if with, without := count(e.(Engine)), count(Engine{}); with != 1 || without != 0 {
		t.Errorf("status pages exposed: %d with the project's word, %d without; want 1 and 0", with, without)
	}
}

// The JSON kinds' files lists, with the content their kinds also need.
func TestJSONKindByVocabulary(t *testing.T) {
	for _, tc := range []struct{ path, src, want string }{
		{"etc/docker/daemon.json", `{"icc": true}`, "docker-daemon"},
		{"etc/docker/daemon.json", `{}`, ""},
		{"composer.json", `{}`, "composer"},
		{"database.rules.json", `{}`, "firebase"},
		{"web/package.json", `{}`, "npm"},
		{"src/Api/appsettings.Production.json", `{}`, "appsettings"},
		{"src/Api/appsettings.Development.json", `{}`, ""},
		{".docker/config.json", `{"auths": {"r": {"auth": "eA=="}}}`, "docker-config"},
		{"app/config.json", `{"port": 80}`, ""},
		{"deploy/task.json", `{"containerDefinitions": []}`, "ecs"},
	} {
		if got := builtinWords.jsonKind(tc.path, []byte(tc.src)); got != tc.want {
			t.Errorf("jsonKind(%s) = %q, want %q", tc.path, got, tc.want)
		}
	}
}
