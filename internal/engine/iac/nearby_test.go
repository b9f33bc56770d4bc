package iac

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// A project's own directive checks: an HTTPS upstream that nothing around
// the proxy_pass verifies (proxy_ssl_verify is off by default, nginx's
// ngx_http_proxy_module), a PHP handler location without a body limit,
// and an Apache virtual host that turns TLS on in a file that sets no
// protocols. Each row's when: and unless: look at the directives around
// the one it tests.
func TestUserDirectiveConditions(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "review-rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rows := `checks:
  - rule: acme/upstream-tls-unverified
    in: nginx
    directive: [proxy_pass]
    match: ^https://
    unless:
      - {directive: [proxy_ssl_verify], where: enclosing, match: (?i)^on$}
    severity: Medium
    confidence: 0.7
    message: "{{directive}} {{value}}: the upstream's certificate is not verified"
    recommendation: Set proxy_ssl_verify on with proxy_ssl_trusted_certificate.
  - rule: acme/php-body-unlimited
    in: nginx
    directive: [fastcgi_pass]
    present: true
    when:
      - {head: '\.php', where: enclosing}
    unless:
      - {directive: [client_max_body_size], where: enclosing}
    severity: Low
    confidence: 0.6
    message: PHP receives bodies of nginx's default size
    recommendation: Set client_max_body_size for the upload location.
  - rule: acme/apache-tls-protocols-unset
    in: apache
    directive: [SSLEngine]
    match: (?i)^on$
    unless:
      - {directive: [SSLProtocol], where: file}
    severity: Low
    confidence: 0.5
    message: TLS on without SSLProtocol in this file
    recommendation: Set SSLProtocol -all +TLSv1.2 +TLSv1.3.
  - rule: acme/apache-cgi-in-uploads
    in: apache
    directive: [Options]
    match: (?i)(^|\s)\+?ExecCGI(\s|$)
    when:
      - {head: '(?i)^Directory\s+"?(?P<dir>[^"]*/uploads)', where: enclosing}
    severity: High
    confidence: 0.7
    message: "Scripts uploaded to {{dir}} run as CGI ({{directive}} {{value}})"
    recommendation: Remove ExecCGI from the uploads directory.
`
	if err := os.WriteFile(filepath.Join(dir, "web.yml"), []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := &config.Config{}
	cfg.Rulepack.RuleDirs = []string{"review-rules"}
	e, err := New(engine.Env{Root: root, Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	files := []*scope.File{{Path: "nginx.conf", Content: []byte(`http {
    server {
        location /api/ {
            proxy_pass https://api.internal;
        }
        location /billing/ {
            proxy_pass https://billing.internal;
            proxy_ssl_verify on;
            proxy_ssl_trusted_certificate /etc/nginx/ca.pem;
        }
        location /plain/ {
            proxy_pass http://backend;
        }
    }
    server {
        proxy_ssl_verify on;
        location /pay/ {
            proxy_pass https://pay.internal;
        }
        location ~ \.php$ {
            try_files $uri =404;
            fastcgi_pass unix:/run/php/php-fpm.sock;
        }
    }
    server {
        client_max_body_size 20m;
        location ~ \.php$ {
            try_files $uri =404;
            fastcgi_pass unix:/run/php/php-fpm.sock;
        }
    }
}
`)}, {Path: "httpd.conf", Content: []byte(`<VirtualHost *:443>
    SSLEngine on
</VirtualHost>
<Directory "/var/www/uploads">
    <IfModule mod_cgi.c>
        Options +ExecCGI
    </IfModule>
</Directory>
<Directory "/var/www/cgi-bin">
    Options +ExecCGI
</Directory>
`)}, {Path: "site/httpd.conf", Content: []byte(`<VirtualHost *:443>
    SSLEngine on
    SSLProtocol -all +TLSv1.2 +TLSv1.3
</VirtualHost>
`)}}
	res, err := e.Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		if strings.HasPrefix(d.Rule, "acme/") {
			got = append(got, d.File+":"+itoa(d.Lines.Start)+" "+d.Rule)
		}
		// a group of the head a when: condition matched names the section
		if d.Rule == "acme/apache-cgi-in-uploads" && d.Message != "Scripts uploaded to /var/www/uploads run as CGI (Options +ExecCGI)" {
			t.Errorf("message %q", d.Message)
		}
	}
	sort.Strings(got)
	want := []string{"httpd.conf:2 acme/apache-tls-protocols-unset", "httpd.conf:6 acme/apache-cgi-in-uploads", "nginx.conf:22 acme/php-body-unlimited", "nginx.conf:4 acme/upstream-tls-unverified"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// A condition that does not validate names the row and the field.
func TestDirectiveConditionErrors(t *testing.T) {
	row := func(in, extra string) string {
		return "checks:\n  - rule: acme/x\n    in: " + in + "\n    directive: [dav_methods]\n    severity: Low\n    confidence: 0.5\n" +
			"    message: m\n    recommendation: r\n" + extra
	}
	for _, tc := range []struct{ data, want string }{
		{row("nginx", "    present: true\n    match: x\n"), "field match: want exactly one of match (with or without not-match), not-match or present: true"},
		{row("nginx", ""), "field match: want exactly one of"},
		{row("nginx", "    match: '({{http-methods}})'\n"), `field match: {{http-methods}} is not a vocabulary list`},
		{row("nginx", "    match: '({{nginx-dav-write-methods}}'\n"), "field match: error parsing regexp"},
		{row("nginx", "    present: true\n    when:\n      - {where: block}\n"), "field when[0]: a condition on the directive's own arguments has match or not-match and no where"},
		{row("nginx", "    present: true\n    unless:\n      - {property: X, match: y}\n"), "field unless[0]: a condition of a row in nginx names directive or head"},
		{row("nginx", "    present: true\n    when:\n      - {directive: [alias], head: ^location}\n"), "field when[0]: want directive or head, one of the two"},
		{row("nginx", "    present: true\n    when:\n      - {directive: [alias], where: child}\n"), `field when[0]: where: "child" is not one of block, enclosing, inside, file`},
		{row("nginx", "    present: true\n    when:\n      - {head: ^location, match: x}\n"), "field when[0]: head is itself the test"},
		{row("nginx", "    present: true\n    when:\n      - {head: '('}\n"), "field when[0]: error parsing regexp"},
		{row("nginx", "    present: true\n    once: server\n"), `field once: "server" is not one of block, file`},
		{row("apache", "    present: true\n    unless-file: '{{apache-proxies}}'\n"), "field unless-file: {{apache-proxies}} is not a vocabulary list"},
		{row("apache", "    present: true\n    unless-file: '({{apache-grant-all}}'\n"), "field unless-file: error parsing regexp"},
		{row("apache", "    present: true\n    once: vhost\n"), `field once: "vhost" is not one of block, file`},
		{row("apache", "    present: true\n    when:\n      - {head: ^Directory, where: file}\n"), `field when[0]: where: "file" is not one of block, enclosing, child`},
		{strings.Replace(row("resource", "    property: X\n    present: true\n    unless:\n      - {property: Y, present: true, directive: [Z]}\n"), "    directive: [dav_methods]\n", "", 1),
			"field unless[0]: directive, head and where go with in: nginx or apache"},
	} {
		_, err := parseChecks("rules/acme.yml", []byte(tc.data), builtinRows)
		if err == nil || !strings.Contains(err.Error(), "rules/acme.yml: check 1 (line 2): ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %q", tc.data, err, tc.want)
		}
	}
}
