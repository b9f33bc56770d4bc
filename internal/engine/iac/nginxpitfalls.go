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

// (The checks of one directive's value are rows of checks/webserver.yml.)
var nginxPitfallIDs = []string{
	"iac/nginx-php-uncontrolled", "iac/nginx-if-file-exists", "iac/nginx-try-files-alias", "iac/nginx-webdav-unauthenticated",
}

var (
	fileTestIf   = regexp.MustCompile(`^\s*if\s*\(\s*!?\s*-[fedx]\s+\$request_filename\s*\)`)
	phpLocation  = regexp.MustCompile(`^location\s+~\*?\s+.*\\\.php`)
	scriptTestIf = regexp.MustCompile(`^if\s*\(\s*!\s*-[fe]\s`)
)

// nginxPitfalls reports the directives above; the PHP and WebDAV checks
// look at the directives of one block and its parents, by the
// vocabulary's nginx-dav-write-methods, nginx-access-directives and
// nginx-script-checks.
func nginxPitfalls(file string, lines []string, ds []nginxDirective, w *checkWords) []engine.Diagnostic {
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
		case "try_files":
			if has(d.block, "alias") != nil {
				add("nginx-try-files-alias", "correctness", d.line, finding.Low, 0.7,
					"try_files beside alias: nginx builds the wrong path for $uri in an aliased location (a long-standing bug, trac #97)",
					"Use root instead of alias where the path allows it (location /static/ { root /srv/site; }), or test the file with a nested location; nginx's pitfalls page warns about try_files $uri with alias.")
			}
		case "dav_methods":
			if w.davWrite.MatchString(d.args) && !authenticated(d.block, byBlock, has, w.accessDirectives) {
				add("nginx-webdav-unauthenticated", "security", d.line, finding.Medium, 0.7,
					"dav_methods "+d.args+" lets clients write and delete files, and nothing in this location asks who they are",
					"Require authentication for the write methods: limit_except GET HEAD { auth_basic \"upload\"; auth_basic_user_file /etc/nginx/htpasswd; } (or allow the trusted addresses and deny all).", "CWE-306")
			}
		case "fastcgi_pass":
			if !includes && phpLocation.MatchString(d.block.head) && has(d.block, w.scriptChecks...) == nil && !testsScript(d.block, byBlock) {
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
func authenticated(loc *nginxBlockInfo, byBlock map[*nginxBlockInfo][]nginxDirective, has func(*nginxBlockInfo, ...string) *nginxDirective, access []string) bool {
	for b := range byBlock {
		if b.parent == loc && strings.HasPrefix(b.head, "limit_except") {
			return true
		}
	}
	for b := loc; b != nil; b = b.parent {
		if d := has(b, access...); d != nil && !strings.EqualFold(d.args, "off") {
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
