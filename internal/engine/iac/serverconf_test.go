package iac

import "testing"

func TestServerConf(t *testing.T) {
	check(t, rules(t, "docker/php/php.ini", `[PHP]
expose_php = On
display_errors = On ; show them
allow_url_include = Off
session.use_only_cookies = 0
session.cookie_httponly =
`), map[string][]int{
		"iac/php-ini-expose-php":       {2},
		"iac/php-ini-display-errors":   {3},
		"iac/php-ini-session-fixation": {5},
	})
	check(t, rules(t, "etc/ssh/sshd_config", `# hardened
PermitRootLogin yes
PasswordAuthentication no
PermitEmptyPasswords no
Ciphers aes256-ctr,aes128-cbc
MACs hmac-sha2-256-etm@openssh.com
`), map[string][]int{
		"iac/sshd-root-login":  {2},
		"iac/sshd-weak-crypto": {5},
	})
	check(t, rules(t, "db/pg_hba.conf", `# TYPE  DATABASE USER ADDRESS        METHOD
local   all      all                   trust
host    all      all  127.0.0.1/32     trust
host    all      all  0.0.0.0/0        trust
hostssl app      app  10.0.0.0/8       password
host    all      all  10.0.0.0 255.0.0.0 scram-sha-256
`), map[string][]int{
		"iac/pg-hba-trust": {4, 5},
	})
	check(t, rules(t, "redis.conf", "bind 0.0.0.0\nprotected-mode no\n"), map[string][]int{"iac/redis-unprotected": {2}})
	check(t, rules(t, "redis.conf", "bind 127.0.0.1 -::1\nprotected-mode yes\n"), map[string][]int{})
	// an ini file of another program is not php.ini
	check(t, rules(t, "app/settings.ini", "display_errors = On\n"), map[string][]int{})
}

func TestWebServerMore(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 80;
    location /img/ {
        valid_referers none blocked example.com;
        if ($invalid_referer) { return 403; }
    }
    location /api/ {
        proxy_pass http://backend$uri;
    }
    location /old/ {
        rewrite ^ https://example.com$uri permanent;
        proxy_pass http://backend;
    }
}
`), map[string][]int{
		"iac/nginx-valid-referers-none": {4},
		"iac/nginx-header-injection":    {8, 11},
		// a rewrite that only redirects (nginx's pitfalls: return 301 instead)
		"iac/nginx-rewrite-as-redirect": {11},
	})
	check(t, rules(t, "site/.htaccess", `Options -Indexes +FollowSymLinks
php_flag display_errors on
php_value allow_url_include Off
`), map[string][]int{
		"iac/php-ini-display-errors": {2},
	})
	check(t, rules(t, "httpd.conf", `<Directory />
    Options FollowSymLinks
    AllowOverride None
    Require all denied
</Directory>
<Directory "/var/www/html">
    Options -Indexes +SymLinksIfOwnerMatch
    Require all granted
</Directory>
`), map[string][]int{})
}

func TestMoreServerConf(t *testing.T) {
	check(t, rules(t, "mysql/conf.d/my.cnf", "[mysqld]\nskip-grant-tables\nlocal_infile = 1 # imports\nsecure_file_priv = \"\"\n"),
		map[string][]int{"iac/mysql-no-authentication": {2}, "iac/mysql-local-infile": {3}, "iac/mysql-secure-file-priv-empty": {4}})
	check(t, rules(t, "mysql/conf.d/my.cnf", "[mysqld]\nlocal_infile = 0\nsecure_file_priv = /var/lib/mysql-files\n"), map[string][]int{})
	check(t, rules(t, ".npmrc", "registry=http://npm.internal.example.com/\nstrict-ssl=false\n"),
		map[string][]int{"iac/package-manager-insecure-transport": {1, 2}})
	check(t, rules(t, "pip.conf", "[global]\nindex-url = https://pypi.internal.example.com/simple\ntrusted-host = pypi.internal.example.com\n"),
		map[string][]int{"iac/package-manager-insecure-transport": {3}})
	check(t, rules(t, ".gitconfig", "[user]\n\tname = dev\n[http \"https://git.example.com\"]\n\tsslVerify = false\n"),
		map[string][]int{"iac/package-manager-insecure-transport": {4}})
	check(t, rules(t, "etc/vsftpd.conf", "anonymous_enable=YES\nanon_upload_enable=YES\nlocal_enable=YES\n"),
		map[string][]int{"iac/ftp-anonymous": {1, 2}})
	check(t, rules(t, "etc/samba/smb.conf", "[global]\n   server min protocol = NT1\n[public]\n   path = /srv/public\n   guest ok = yes\n"),
		map[string][]int{"iac/smb-weak-protocol": {2}, "iac/smb-guest-access": {5}})
	check(t, rules(t, "squid.conf", "acl localnet src 10.0.0.0/8\nhttp_access allow localnet\nhttp_access allow all\n"),
		map[string][]int{"iac/proxy-open-to-all": {3}})
	check(t, rules(t, "grafana/grafana.ini", "[server]\nhttp_port = 3000\n[auth.anonymous]\nenabled = true\norg_role = Admin\n[users]\nenabled = true\n"),
		map[string][]int{"iac/grafana-anonymous-access": {4}})
	check(t, rules(t, "etc/sysctl.d/99-app.conf", "vm.swappiness = 10\nkernel.randomize_va_space = 0\n"),
		map[string][]int{"iac/sysctl-aslr-weakened": {2}})
	check(t, rules(t, "php-fpm.d/www.conf", "[www]\nlisten = 9000\n"), map[string][]int{"iac/php-fpm-listen-all": {2}})
	check(t, rules(t, "php-fpm.d/www.conf", "[www]\nlisten = 9000\nlisten.allowed_clients = 172.18.0.5\n"), map[string][]int{})
	check(t, rules(t, "php-fpm.d/www.conf", "[www]\nlisten = /run/php/php-fpm.sock\n"), map[string][]int{})
}

func TestWebServerTrust(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 443 ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_verify_client optional_no_ca;
    set_real_ip_from 0.0.0.0/0;
    real_ip_header X-Forwarded-For;
}
`), map[string][]int{"iac/tls-client-cert-unverified": {4}, "iac/nginx-real-ip-from-anywhere": {5}})
	check(t, rules(t, "nginx.conf", `server {
    listen 443 ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_verify_client on;
    set_real_ip_from 10.0.0.0/8;
}
`), map[string][]int{})
	check(t, rules(t, "httpd.conf", `SSLVerifyClient optional_no_ca
RewriteEngine On
RewriteRule ^/fetch/([^/]+)/(.*)$ http://$1/$2 [P,L]
RewriteRule ^/api/(.*)$ http://backend.internal/$1 [P]
`), map[string][]int{"iac/tls-client-cert-unverified": {1}, "iac/apache-rewrite-proxy-to-request": {3}})
}

func TestSpringProperties(t *testing.T) {
	check(t, rules(t, "src/main/resources/application.properties", `server.port=8080
management.endpoints.web.exposure.include=*
spring.h2.console.enabled=true
server.error.include-stacktrace: always
spring.datasource.url=jdbc:h2:mem:test
`), map[string][]int{
		"iac/spring-actuator-exposed":      {2},
		"iac/spring-h2-console-enabled":    {3},
		"iac/spring-error-details-exposed": {4},
	})
	check(t, rules(t, "src/main/resources/application.properties", "management.endpoints.web.exposure.include=health,info,prometheus\nspring.h2.console.enabled=false\n"), map[string][]int{})
}

// Hibernate recreating the schema of a real database; an embedded one, or
// a test profile, is where that is the point.
func TestSpringSchemaRecreated(t *testing.T) {
	check(t, rules(t, "src/main/resources/application.properties", `spring.datasource.url=jdbc:postgresql://db.internal:5432/app
spring.jpa.hibernate.ddl-auto=create-drop
`), map[string][]int{"iac/spring-schema-recreated": {2}})
	check(t, rules(t, "src/main/resources/application.properties", `spring.datasource.url=jdbc:postgresql://db.internal:5432/app
spring.jpa.hibernate.ddl-auto=validate
`), map[string][]int{})
	check(t, rules(t, "src/test/resources/application-test.properties", `spring.datasource.url=jdbc:h2:mem:test
spring.jpa.hibernate.ddl-auto=create-drop
`), map[string][]int{})
}
