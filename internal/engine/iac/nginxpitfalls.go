package iac

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// nginx directives that do something else than their writer meant, after
// nginx's own "Pitfalls and Common Mistakes" page and the directive
// reference, and gixy's documented checks: error_log off writes a file
// named "off", root / serves the file system, a PHP location that passes
// every *.php URL to FastCGI without checking the file exists, a rewrite
// that only redirects, if (-f ...) instead of try_files, try_files beside
// alias, a second Content-Type from add_header, an external resolver,
// upstream TLS verification turned off, WebDAV writes without
// authentication, and no limit on request bodies.

var nginxPitfallIDs = []string{
	"iac/nginx-error-log-off", "iac/nginx-root-filesystem", "iac/nginx-php-uncontrolled", "iac/nginx-rewrite-as-redirect",
	"iac/nginx-if-file-exists", "iac/nginx-try-files-alias", "iac/nginx-add-header-content-type", "iac/nginx-resolver-external",
	"iac/nginx-proxy-ssl-verify-off", "iac/nginx-webdav-unauthenticated", "iac/nginx-body-size-unlimited",
}

var (
	// root directories that hold the system, not a site
	systemRoot = regexp.MustCompile(`^["']?/(root|etc|home|usr|var|proc|sys)?/?["']?$`)
	// public DNS services (Google, Cloudflare, Quad9, OpenDNS)
	publicResolver = regexp.MustCompile(`(^|\s)(8\.8\.8\.8|8\.8\.4\.4|1\.1\.1\.1|1\.0\.0\.1|9\.9\.9\.9|149\.112\.112\.112|208\.67\.222\.222|208\.67\.220\.220)(:\d+)?(\s|$)`)
	// rewrite ^/(.*)$ http://host/$1 permanent; rewrite ^ https://$host$request_uri? redirect;
	redirectRewrite = regexp.MustCompile(`^["']?\^(/?\(\.\*\)\$?)?["']?\s+["']?(https?://\S*)?(\$1|\$request_uri\??|\$uri)["']?\s+(permanent|redirect)$`)
	fileTestIf      = regexp.MustCompile(`^\s*if\s*\(\s*!?\s*-[fedx]\s+\$request_filename\s*\)`)
	phpLocation     = regexp.MustCompile(`^location\s+~\*?\s+.*\\\.php`)
	davWrite        = regexp.MustCompile(`(?i)(^|\s)(PUT|DELETE|MKCOL|COPY|MOVE)(\s|$)`)
	scriptTestIf    = regexp.MustCompile(`^if\s*\(\s*!\s*-[fe]\s`)
)

// nginxPitfalls reports the directives above; the PHP and WebDAV checks
// look at the directives of one block and its parents.
func nginxPitfalls(file string, lines []string, ds []nginxDirective) []engine.Diagnostic {
	var out []engine.Diagnostic
	code := func(n int) string { return strings.TrimSpace(lines[n-1]) }
	add := func(rule, dim string, line int, sev finding.Severity, conf float64, msg, rec string, cwe ...string) {
		out = append(out, diag(rule, dim, file, line, code(line), sev, conf, msg, rec, cwe...))
	}
	byBlock := map[*nginxBlockInfo][]nginxDirective{}
	includes := false
	for _, d := range ds {
		byBlock[d.block] = append(byBlock[d.block], d)
		includes = includes || d.name == "include"
	}
	has := func(b *nginxBlockInfo, names ...string) *nginxDirective {
		for _, d := range byBlock[b] {
			for _, n := range names {
				if d.name == n {
					return &d
				}
			}
		}
		return nil
	}
	for _, d := range ds {
		switch d.name {
		case "error_log":
			if f := strings.Fields(d.args); len(f) > 0 && f[0] == "off" {
				add("nginx-error-log-off", "correctness", d.line, finding.Low, 0.9,
					"error_log off does not turn the error log off: nginx writes it to a file named \"off\"",
					"Write error_log /dev/null crit; to discard errors (nginx's documentation has no off value for error_log), or better keep an error log at warn or error level.")
			}
		case "root":
			if systemRoot.MatchString(d.args) {
				add("nginx-root-filesystem", "security", d.line, finding.High, 0.8,
					"root "+d.args+" serves a system directory: any file the worker can read there is one request away",
					"Point root at the site's own directory (root /var/www/example;); nginx's pitfalls page: never use / or /root as the document root.", "CWE-552")
			}
		case "rewrite":
			if redirectRewrite.MatchString(d.args) {
				add("nginx-rewrite-as-redirect", "performance", d.line, finding.Low, 0.8,
					"This rewrite only redirects: nginx evaluates a regular expression and builds a capture for every request to do it",
					"Use return: return 301 https://example.com$request_uri; (nginx's pitfalls page, \"Taxing rewrites\"); it reads plainly and needs no regex.")
			}
		case "add_header":
			if f := strings.Fields(d.args); len(f) > 0 && strings.EqualFold(strings.Trim(f[0], `"'`), "Content-Type") {
				add("nginx-add-header-content-type", "correctness", d.line, finding.Low, 0.8,
					"add_header Content-Type adds a second Content-Type header beside the one nginx already sends",
					"Set the type with default_type text/plain; (or a types { } block) in this location, as gixy's add_header_content_type check advises; clients pick either header.")
			}
		case "resolver":
			if publicResolver.MatchString(d.args) {
				add("nginx-resolver-external", "security", d.line, finding.Low, 0.65,
					"resolver "+d.args+" sends nginx's DNS queries across the internet to a public resolver: its answers can be spoofed on the way",
					"Use a resolver on the host or in the local network (resolver 127.0.0.53; or the VPC's resolver); gixy's resolver_external check: nginx's resolver is open to DNS spoofing over untrusted networks.", "CWE-350")
			}
		case "proxy_ssl_verify":
			if strings.EqualFold(d.args, "off") {
				add("nginx-proxy-ssl-verify-off", "security", d.line, finding.Medium, 0.75,
					"proxy_ssl_verify off: the upstream's TLS certificate is not checked, so whoever sits between nginx and the upstream can impersonate it",
					"Turn verification on with the upstream's CA: proxy_ssl_verify on; proxy_ssl_trusted_certificate /etc/nginx/upstream-ca.pem; proxy_ssl_name backend.internal; (and proxy_ssl_server_name on for SNI).", "CWE-295")
			}
		case "try_files":
			if has(d.block, "alias") != nil {
				add("nginx-try-files-alias", "correctness", d.line, finding.Low, 0.7,
					"try_files beside alias: nginx builds the wrong path for $uri in an aliased location (a long-standing bug, trac #97)",
					"Use root instead of alias where the path allows it (location /static/ { root /srv/site; }), or test the file with a nested location; nginx's pitfalls page warns about try_files $uri with alias.")
			}
		case "client_max_body_size":
			if strings.TrimSpace(d.args) == "0" {
				add("nginx-body-size-unlimited", "security", d.line, finding.Low, 0.7,
					"client_max_body_size 0 turns off the request body limit: one client can fill the disk or tie up a worker with an endless upload",
					"Set the largest body the application accepts (client_max_body_size 50m;) in the location that receives uploads; nginx's default is 1m.", "CWE-770")
			}
		case "dav_methods":
			if davWrite.MatchString(d.args) && !authenticated(d.block, byBlock, has) {
				add("nginx-webdav-unauthenticated", "security", d.line, finding.Medium, 0.7,
					"dav_methods "+d.args+" lets clients write and delete files, and nothing in this location asks who they are",
					"Require authentication for the write methods: limit_except GET HEAD { auth_basic \"upload\"; auth_basic_user_file /etc/nginx/htpasswd; } (or allow the trusted addresses and deny all).", "CWE-306")
			}
		case "fastcgi_pass":
			if !includes && phpLocation.MatchString(d.block.head) && has(d.block, "try_files", "fastcgi_split_path_info") == nil && !testsScript(d.block, byBlock) {
				add("nginx-php-uncontrolled", "security", d.line, finding.Medium, 0.6,
					"Every URL ending in .php goes to PHP without checking the file exists: with cgi.fix_pathinfo=1 an uploaded image at /uploads/a.jpg/x.php runs as PHP",
					"Check the script exists before passing it: try_files $uri =404; in this location (or if (!-f $document_root$fastcgi_script_name) { return 404; }), and set cgi.fix_pathinfo=0 in php.ini; nginx's pitfalls page, \"Passing uncontrolled requests to PHP\".", "CWE-434")
			}
		}
	}
	for i, l := range lines {
		if fileTestIf.MatchString(l) {
			add("nginx-if-file-exists", "maintainability", i+1, finding.Low, 0.8,
				"if (-f $request_filename) tests for a file in an if block, which nginx's documentation warns behaves unexpectedly inside locations",
				"Use try_files: try_files $uri $uri/ /index.php?$args; (nginx's pitfalls page, \"Check if file exists\").")
		}
	}
	return out
}

// authenticated tells whether a block or one of its parents asks for
// credentials or restricts clients, or the block limits the methods with
// a limit_except block of its own.
func authenticated(loc *nginxBlockInfo, byBlock map[*nginxBlockInfo][]nginxDirective, has func(*nginxBlockInfo, ...string) *nginxDirective) bool {
	for b := range byBlock {
		if b.parent == loc && strings.HasPrefix(b.head, "limit_except") {
			return true
		}
	}
	for b := loc; b != nil; b = b.parent {
		if d := has(b, "auth_basic", "auth_request", "auth_jwt", "deny", "satisfy"); d != nil && !strings.EqualFold(d.args, "off") {
			return true
		}
	}
	return false
}

// testsScript tells whether a location checks the script exists with an
// if (!-f ...) block of its own.
func testsScript(loc *nginxBlockInfo, byBlock map[*nginxBlockInfo][]nginxDirective) bool {
	for b := range byBlock {
		if b.parent == loc && scriptTestIf.MatchString(b.head) {
			return true
		}
	}
	return false
}

// Apache directives whose value, one word of several, the documentation
// names as unsafe or slow: HttpProtocolOptions Unsafe (lenient request
// parsing), FileETag with INode (inode numbers in every ETag,
// CVE-2003-1418), Options Includes (server-side includes that may #exec),
// AllowOverride All (an .htaccess lookup in every directory of every
// request's path).

var apacheValueIDs = []string{"iac/apache-lenient-http-parsing", "iac/apache-etag-inode", "iac/apache-ssi-exec", "iac/apache-allowoverride-all"}

func apacheValueChecks(file string, at int, line, name, args string) []engine.Diagnostic {
	words := strings.Fields(args)
	hasWord := func(ws ...string) string {
		for _, w := range words {
			for _, x := range ws {
				if strings.EqualFold(w, x) {
					return w
				}
			}
		}
		return ""
	}
	one := func(rule, dim string, sev finding.Severity, conf float64, msg, rec string, cwe ...string) []engine.Diagnostic {
		return []engine.Diagnostic{diag(rule, dim, file, at, line, sev, conf, msg, rec, cwe...)}
	}
	switch name {
	case "httpprotocoloptions":
		if hasWord("Unsafe") != "" {
			return one("apache-lenient-http-parsing", "security", finding.Low, 0.75,
				"HttpProtocolOptions Unsafe accepts requests that break HTTP's grammar: a front proxy that parses them differently can be bypassed (request smuggling)",
				"Keep the default, HttpProtocolOptions Strict; Apache's documentation: Unsafe relaxes the checks added in 2.4.25 against malformed requests.", "CWE-444")
		}
	case "fileetag":
		if hasWord("INode", "+INode", "All") != "" {
			return one("apache-etag-inode", "security", finding.Low, 0.7,
				"FileETag "+args+" puts the file's inode number in every ETag, which tells the file system's layout and lets clients tell servers apart",
				"Use FileETag MTime Size (the default since 2.4); the inode is also different on each server of a cluster, so caches revalidate needlessly.", "CWE-200")
		}
	case "options":
		if w := hasWord("Includes", "+Includes"); w != "" {
			return one("apache-ssi-exec", "security", finding.Low, 0.7,
				"Options "+w+" allows server-side includes with #exec: a page that anyone can write or upload runs commands on the server",
				"Use IncludesNOEXEC, which keeps includes but forbids #exec and CGI includes; Apache's security tips: SSI pages can execute programs as the server's user.", "CWE-94")
		}
	case "allowoverride":
		if strings.EqualFold(args, "All") {
			return one("apache-allowoverride-all", "performance", finding.Low, 0.6,
				"AllowOverride All makes Apache look for .htaccess in every directory of each request's path, and lets those files change any setting",
				"Put the settings in the server configuration and use AllowOverride None (or only the groups needed, AllowOverride FileInfo); Apache's performance tuning guide: overrides cost a file lookup per path component on every request.")
		}
	}
	return nil
}
