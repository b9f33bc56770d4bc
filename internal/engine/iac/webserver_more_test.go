package iac

import "testing"

// gixy's host_spoofing and origins checks, nginx's access-module and
// ssl_protocols semantics.
func TestNginxAccessAndOrigins(t *testing.T) {
	check(t, rules(t, "nginx.conf", `http {
    server {
        listen 443 ssl;
        location /api/ {
            proxy_set_header Host $http_host;
            proxy_pass http://app;
        }
        location /admin/ {
            allow 10.0.0.0/8;
            allow 192.168.1.0/24;
        }
        location /cors1 {
            if ($http_origin ~* "https://example\.com") { add_header Access-Control-Allow-Origin $http_origin; }
        }
        location /cors2 {
            if ($http_origin ~ ^https://example\.com) { add_header Access-Control-Allow-Origin $http_origin; }
        }
        location /cors3 {
            if ($http_referer !~ ^https://www.example.com/) { return 403; }
        }
    }
}
`), map[string][]int{
		"iac/nginx-host-spoofing":       {5},
		"iac/nginx-allow-without-deny":  {9},
		"iac/nginx-origin-regex":        {13, 16, 19},
		"iac/nginx-ssl-protocols-unset": {3},
	})

	// allow followed by deny all; a fixed Host; anchored, escaped regexes;
	// ssl_protocols in the http block; deny all in the server does not help
	// a location with its own allow, but here each level has both.
	check(t, rules(t, "nginx.conf", `http {
    ssl_protocols TLSv1.2 TLSv1.3;
    server {
        listen 443 ssl http2;
        deny all;
        location /admin/ {
            allow 10.0.0.0/8;
            deny all;
            proxy_set_header Host $host;
            proxy_pass http://app;
        }
        location /cors {
            if ($http_origin ~* ^https://(app|admin)\.example\.com$) { add_header Access-Control-Allow-Origin $http_origin; }
            if ($http_referer ~ "^https://www\.example\.com(/|$)") { set $ok 1; }
        }
    }
}
`), map[string][]int{})

	// a site file that includes its TLS settings from elsewhere (read as
	// nginx: its server_tokens is reported)
	check(t, rules(t, "sites-available/app", `server {
    listen 443 ssl;
    include /etc/letsencrypt/options-ssl-nginx.conf;
    server_tokens on;
    location / { proxy_pass http://app; }
}
`), map[string][]int{"iac/nginx-server-tokens": {4}})
}

func TestApacheMore(t *testing.T) {
	check(t, rules(t, "httpd.conf", `<Directory />
    Options FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
SSLInsecureRenegotiation on
SSLCompression On
SSLProxyEngine on
SSLProxyVerify none
SSLProxyCheckPeerName off
ProxyRequests On
`), map[string][]int{
		"iac/apache-root-directory-granted": {4},
		"iac/apache-insecure-renegotiation": {6},
		"iac/apache-ssl-compression":        {7},
		"iac/apache-proxy-tls-unverified":   {9, 10},
		"iac/apache-open-proxy":             {11},
	})

	check(t, rules(t, "httpd.conf", `<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "/var/www/html">
    Require all granted
</Directory>
SSLCompression off
SSLProxyEngine on
SSLProxyVerify require
SSLProxyCACertificateFile /etc/ssl/backend-ca.pem
ProxyRequests On
<Proxy "*">
    Require ip 192.0.2.0/24
</Proxy>
`), map[string][]int{})
}

func TestApacheStatusAndLookups(t *testing.T) {
	check(t, rules(t, "conf/httpd.conf", `HostnameLookups On
<Location "/server-status">
    SetHandler server-status
</Location>
<Location /server-info>
    SetHandler server-info
    Require all granted
</Location>
`), map[string][]int{
		"iac/apache-hostname-lookups":      {1},
		"iac/apache-server-status-exposed": {3, 6},
	})

	check(t, rules(t, "conf/httpd.conf", `HostnameLookups Off
<Location "/server-status">
    Require local
    SetHandler server-status
</Location>
<Location /server-info>
    SetHandler server-info
    AuthType Basic
    Require valid-user
</Location>
`), map[string][]int{})
}

func TestNginxOpenRedirect(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 80;
    location /go { return 302 $arg_url; }
    location /back { return 302 $http_referer; }
    location /to { return 301 https://$arg_host/landing; }
    location /old { return 301 https://$host$request_uri; }
    location /new { return 302 /login?next=$arg_next; }
    location /x { return 200 $arg_x; }
    location ~ ^/out/(.*)$ { return 302 $1; }
    location /r { rewrite ^/r/(.*)$ $1 redirect; }
    location /p { rewrite ^/p/(.*)$ https://$1 permanent; }
    location ~ ^/old/(.*)$ { return 301 https://example.com/$1; }
    location /q { rewrite ^/q/(.*)$ /new/$1 redirect; }
    location /s { rewrite ^/s/(.*)$ $1 last; }
}
`), map[string][]int{"iac/nginx-open-redirect": {3, 4, 5, 9, 10, 11}})
}

// A redirect to plain HTTP in a configuration that serves HTTPS; in an
// HTTP-only file it is the site's choice.
func TestNginxRedirectToHTTP(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 443 ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    location /old { return 301 http://example.com/new; }
    location /legacy { rewrite ^/legacy/(.*)$ http://example.com/$1 permanent; }
    location /ok { return 301 https://example.com/new; }
    location /internal { rewrite ^/internal/(.*)$ /v2/$1 last; }
}
`), map[string][]int{"iac/nginx-redirect-to-http": {4, 5}})

	check(t, rules(t, "nginx.conf", `server {
    listen 80;
    location /old { return 301 http://example.com/new; }
}
`), map[string][]int{})
}

func TestTLSDefaults(t *testing.T) {
	// nginx 1.25.1 refuses the ssl directive
	check(t, rules(t, "nginx.conf", `server {
    listen 443;
    ssl on;
    ssl_protocols TLSv1.2 TLSv1.3;
}
`), map[string][]int{"iac/nginx-ssl-directive-removed": {3}})

	// Apache: TLS on with mod_ssl's default protocols; set, or left to an
	// included file, it is not reported
	check(t, rules(t, "sites-available/app.conf", `<VirtualHost *:443>
    ServerName app.example.com
    SSLEngine on
    SSLCertificateFile /etc/ssl/app.pem
</VirtualHost>
`), map[string][]int{"iac/apache-ssl-protocol-unset": {3}})
	check(t, rules(t, "sites-available/app.conf", `<VirtualHost *:443>
    SSLEngine on
    Include /etc/letsencrypt/options-ssl-apache.conf
</VirtualHost>
`), map[string][]int{})
}

// An Origin regex that starts with the scheme needs no ^ (no valid Origin
// has anything before its scheme); a Referer regex does.
func TestNginxOriginSchemeFirst(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 80;
    location /a {
        if ($http_origin ~* (https?://(localhost|127\.0\.0\.1)(:\d+)?$)) { add_header Access-Control-Allow-Origin $http_origin; }
        if ($http_origin ~* "https://app\.example\.com$") { add_header Access-Control-Allow-Origin $http_origin; }
        if ($http_referer ~ "https://app\.example\.com/") { return 403; }
    }
}
`), map[string][]int{"iac/nginx-origin-regex": {6}})
}

// The TLS versions and ciphers nginx uses towards upstreams are set by
// their own directives.
func TestNginxUpstreamTLS(t *testing.T) {
	check(t, rules(t, "nginx.conf", `server {
    listen 443 ssl;
    ssl_protocols TLSv1.2 TLSv1.3;
    location /api {
        proxy_pass https://legacy.internal;
        proxy_ssl_protocols TLSv1 TLSv1.1 TLSv1.2;
        proxy_ssl_ciphers DES-CBC3-SHA:AES128-SHA;
        proxy_ssl_verify on;
        proxy_ssl_trusted_certificate /etc/nginx/ca.pem;
    }
    location /grpc {
        grpc_pass grpcs://svc.internal:443;
        grpc_ssl_protocols TLSv1.2 TLSv1.3;
    }
}
`), map[string][]int{"iac/nginx-old-tls": {6}, "iac/nginx-weak-cipher": {7}})
}
