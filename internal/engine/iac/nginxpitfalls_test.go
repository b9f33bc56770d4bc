package iac

import "testing"

// nginx's pitfalls page and directive reference, gixy's checks.
func TestNginxPitfalls(t *testing.T) {
	check(t, rules(t, "nginx.conf", `error_log off;
http {
    resolver 8.8.8.8 valid=30s;
    server {
        listen 80;
        root /;
        client_max_body_size 0;
        rewrite ^/(.*)$ https://example.com/$1 permanent;
        location /files/ {
            alias /srv/files/;
            try_files $uri =404;
        }
        location /old {
            if (!-e $request_filename) {
                rewrite ^ /index.php last;
            }
        }
        location /upload/ {
            dav_methods PUT DELETE;
        }
        location /raw {
            add_header Content-Type text/plain;
        }
        location ~ \.php$ {
            fastcgi_pass unix:/run/php/php-fpm.sock;
        }
        location /api/ {
            proxy_pass https://backend;
            proxy_ssl_verify off;
        }
    }
}
`), map[string][]int{
		"iac/nginx-error-log-off":           {1},
		"iac/nginx-resolver-external":       {3},
		"iac/nginx-root-filesystem":         {6},
		"iac/nginx-body-size-unlimited":     {7},
		"iac/nginx-rewrite-as-redirect":     {8},
		"iac/nginx-try-files-alias":         {11},
		"iac/nginx-if-file-exists":          {14},
		"iac/nginx-webdav-unauthenticated":  {19},
		"iac/nginx-add-header-content-type": {22},
		"iac/nginx-php-uncontrolled":        {25},
		"iac/nginx-proxy-ssl-verify-off":    {29},
	})

	// the safe forms: a log file, a local resolver, the site's root, a
	// body limit, return for redirects, root with try_files, try_files
	// instead of if, WebDAV behind limit_except, default_type, a PHP
	// location that checks the script, verification on
	check(t, rules(t, "nginx.conf", `error_log /var/log/nginx/error.log warn;
http {
    resolver 127.0.0.53 valid=30s;
    server {
        listen 80;
        root /var/www/example;
        client_max_body_size 20m;
        return 301 https://example.com$request_uri;
        rewrite ^/blog/(.*)$ /news/$1 last;
        location /files/ {
            root /srv;
            try_files $uri =404;
        }
        location /old {
            try_files $uri $uri/ /index.php?$args;
        }
        location /upload/ {
            dav_methods PUT DELETE;
            limit_except GET HEAD {
                auth_basic "upload";
                auth_basic_user_file /etc/nginx/htpasswd;
            }
        }
        location /raw {
            default_type text/plain;
        }
        location ~ \.php$ {
            try_files $uri =404;
            fastcgi_pass unix:/run/php/php-fpm.sock;
        }
        location ~ ^/legacy/.+\.php$ {
            if (!-f $document_root$fastcgi_script_name) {
                return 404;
            }
            fastcgi_pass unix:/run/php/php-fpm.sock;
        }
        location /api/ {
            proxy_pass https://backend;
            proxy_ssl_verify on;
            proxy_ssl_trusted_certificate /etc/nginx/ca.pem;
        }
    }
}
`), map[string][]int{})
}

func TestApacheValues(t *testing.T) {
	check(t, rules(t, "httpd.conf", `ServerRoot "/etc/httpd"
HttpProtocolOptions Unsafe LenientMethods
FileETag INode MTime Size
<Directory "/var/www/html">
    Options Includes FollowSymLinks
    AllowOverride All
    Require all granted
</Directory>
`), map[string][]int{
		"iac/apache-lenient-http-parsing": {2},
		"iac/apache-etag-inode":           {3},
		"iac/apache-ssi-exec":             {5},
		"iac/apache-allowoverride-all":    {6},
	})
	check(t, rules(t, "httpd.conf", `ServerRoot "/etc/httpd"
HttpProtocolOptions Strict
FileETag MTime Size
<Directory "/var/www/html">
    Options IncludesNOEXEC FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
`), map[string][]int{})
}
