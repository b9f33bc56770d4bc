package iac

import "testing"

func TestNginx(t *testing.T) {
	check(t, rules(t, "deploy/nginx.conf", `http {
    server_tokens on;
    server {
        listen 443 ssl;
        ssl_protocols TLSv1 TLSv1.1 TLSv1.2;
        ssl_ciphers HIGH:RC4-SHA:!aNULL;
        add_header Strict-Transport-Security "max-age=31536000" always;
        add_header X-Frame-Options DENY;
        location /static {
            alias /var/www/static/;
        }
        location /files/ {
            autoindex on;
            add_header Cache-Control "public";
        }
        location /fetch {
            proxy_pass http://$arg_host/;
        }
        location /ws {
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $http_connection;
            proxy_pass http://app;
        }
        location /old {
            return 302 https://example.com$uri;
        }
        location /api {
            add_header Access-Control-Allow-Origin $http_origin;
            proxy_pass http://app;
        }
    }
}
`), map[string][]int{
		"iac/nginx-cors-reflects-origin":    {28},
		"iac/nginx-server-tokens":           {2},
		"iac/nginx-old-tls":                 {5},
		"iac/nginx-weak-cipher":             {6},
		"iac/nginx-alias-traversal":         {10},
		"iac/nginx-autoindex":               {13},
		"iac/nginx-header-redefinition":     {14, 28},
		"iac/nginx-proxy-host-from-request": {17},
		"iac/nginx-h2c-smuggling":           {21},
		"iac/nginx-header-injection":        {25},
	})

	// The same server, configured as nginx's documentation advises; a
	// .conf file is recognized by what it holds.
	check(t, rules(t, "conf.d/site.conf", `map $http_upgrade $connection_upgrade { default upgrade; '' close; }
server {
    listen 443 ssl;
    server_tokens off;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers HIGH:!aNULL:!MD5:!RC4;
    add_header Strict-Transport-Security "max-age=31536000" always;
    location /static/ {
        alias /var/www/static/;
    }
    location /img {
        alias /var/www/img;
    }
    location /files/ {
        add_header Strict-Transport-Security "max-age=31536000" always;
        add_header Cache-Control "public";
    }
    location /api/ {
        proxy_pass http://backend$request_uri;
        proxy_set_header Host $host;
    }
    location /ws {
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection $connection_upgrade;
        proxy_pass http://app;
    }
    location /cors {
        if ($http_origin ~* ^https://(app|admin)\.example\.com$) {
            add_header Access-Control-Allow-Origin $http_origin;
            add_header Strict-Transport-Security "max-age=31536000" always;
        }
    }
    return 301 https://$host$request_uri;
}
`), map[string][]int{})

	// Not a web server's file.
	check(t, rules(t, "etc/app.conf", "[index]\nautoindex = on\nssl_protocols = TLSv1\n"), map[string][]int{})
}

func TestApache(t *testing.T) {
	check(t, rules(t, "httpd/site.conf", `<VirtualHost *:443>
    SSLEngine on
    SSLProtocol all -SSLv3
    SSLCipherSuite HIGH:MEDIUM:!aNULL:RC4
    ServerSignature On
    TraceEnable On
    <Directory /var/www>
        Options Indexes FollowSymLinks
    </Directory>
</VirtualHost>
`), map[string][]int{
		"iac/apache-old-tls":           {3},
		"iac/apache-weak-cipher":       {4},
		"iac/apache-server-signature":  {5},
		"iac/apache-trace-enabled":     {6},
		"iac/apache-directory-listing": {8},
	})

	check(t, rules(t, "httpd.conf", `ServerTokens Prod
ServerSignature Off
TraceEnable Off
SSLProtocol -all +TLSv1.2 +TLSv1.3
SSLProxyProtocol all -SSLv3 -TLSv1 -TLSv1.1
SSLCipherSuite HIGH:!aNULL:!MD5:!RC4:!3DES
<Directory /var/www>
    Options -Indexes +FollowSymLinks
</Directory>
`), map[string][]int{})
}
