package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Web server configuration: nginx and Apache httpd. No tree-sitter grammar
// reads them, and their directives are one per line (nginx's end with ";",
// its blocks nest in braces), so they are read here, line by line, from
// what the servers' own documentation says each directive does.

// webKind tells an nginx or Apache configuration file by its name, and a
// *.conf file by what it holds.
func webKind(p string, src []byte) string {
	base := strings.ToLower(path.Base(p))
	lp := strings.ToLower(p)
	switch {
	case base == "nginx.conf" || strings.HasSuffix(base, ".nginx") || strings.HasSuffix(base, ".nginxconf"):
		return "nginx"
	case base == "httpd.conf" || base == "apache2.conf" || base == ".htaccess" || base == "ssl.conf" && strings.Contains(lp, "httpd"):
		return "apache"
	case !strings.HasSuffix(base, ".conf") && !strings.Contains(lp, "sites-available/") && !strings.Contains(lp, "sites-enabled/"):
		return ""
	}
	s := string(src)
	switch {
	case apacheSection.MatchString(s):
		return "apache"
	case nginxBlock.MatchString(s):
		return "nginx"
	}
	return ""
}

var (
	apacheSection = regexp.MustCompile(`(?mi)^\s*<(VirtualHost|Directory|Location|Files|IfModule)\b|^\s*(SSLProtocol|SSLEngine|DocumentRoot|ServerRoot)\s`)
	nginxBlock    = regexp.MustCompile(`(?m)^\s*(server|http|location\s[^{]*|upstream\s+\S+)\s*\{|^\s*(proxy_pass|ssl_protocols|listen|server_name|root)\s+[^;]*;`)
)

// nginxDirective is one directive of an nginx file: its name, its
// arguments as written, its line, and the block it is in.
type nginxDirective struct {
	name, args string
	line       int
	block      *nginxBlockInfo
}

type nginxBlockInfo struct {
	head    string // "server", "location /static", ...
	parent  *nginxBlockInfo
	headers []nginxDirective // its add_header directives
}

var nginxComment = regexp.MustCompile(`(^|\s)#.*$`)

// parseNginx splits src into directives, tracking the blocks they are in.
// A directive is the text up to ";" (one per line, as nginx files are
// written); a line ending in "{" opens a block, "}" closes one.
func parseNginx(src string) []nginxDirective {
	var out []nginxDirective
	root := &nginxBlockInfo{}
	cur := root
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(nginxComment.ReplaceAllString(raw, ""))
		for line != "" {
			j := strings.IndexAny(line, "{;}")
			if j < 0 {
				break
			}
			text := strings.TrimSpace(line[:j])
			switch line[j] {
			case '{':
				cur = &nginxBlockInfo{head: text, parent: cur}
			case '}':
				if cur.parent != nil {
					cur = cur.parent
				}
			case ';':
				name, args, _ := strings.Cut(text, " ")
				d := nginxDirective{name: name, args: strings.TrimSpace(args), line: i + 1, block: cur}
				if name == "add_header" {
					cur.headers = append(cur.headers, d)
				}
				out = append(out, d)
			}
			line = strings.TrimSpace(line[j+1:])
		}
	}
	return out
}

var (
	// TLS versions the IETF deprecated (RFC 8996) and SSL.
	oldProtocol = regexp.MustCompile(`(?i)(^|\s)\+?(SSLv2|SSLv3|TLSv1|TLSv1\.1)(\s|$)`)
	// Cipher-string words that enable broken ciphers or no encryption.
	weakCipher = regexp.MustCompile(`(?i)^(RC4|DES|3DES|MD5|NULL|eNULL|aNULL|EXPORT|EXP|LOW|ADH|AECDH)$|(^|-)(RC4|DES|MD5|NULL|EXPORT|EXP|ADH)(-|$)`)
	// Request-controlled variables: headers, arguments, cookies, the host
	// the client asked for, and a regex location's captures.
	requestVar = regexp.MustCompile(`\$(host|http_\w+|arg_\w+|cookie_\w+|uri|request_uri|document_uri|[1-9])\b`)
	decodedURI = regexp.MustCompile(`\$(uri|document_uri)\b`)
	leadingVar = regexp.MustCompile(`^\$\w+`)
	redirect   = regexp.MustCompile(`^30[1-8]\s`)
)

func nginx(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	code := func(n int) string { return strings.TrimSpace(lines[n-1]) }
	ds := parseNginx(src)
	for _, d := range ds {
		switch d.name {
		case "ssl_protocols":
			if m := oldProtocol.FindStringSubmatch(d.args); m != nil {
				out = append(out, diag("nginx-old-tls", "security", file, d.line, code(d.line), finding.Medium, 0.85,
					"ssl_protocols enables "+m[2]+", which is deprecated and broken (RFC 8996)",
					"Allow only TLS 1.2 and 1.3: ssl_protocols TLSv1.2 TLSv1.3; (nginx's own default since 1.23.4 is TLSv1.2 TLSv1.3). Clients that still need TLS 1.0 or 1.1 are not worth exposing every other client to downgrade attacks.", "CWE-327"))
			}
		case "ssl_ciphers":
			if w := weakCipherIn(d.args); w != "" {
				out = append(out, diag("nginx-weak-cipher", "security", file, d.line, code(d.line), finding.Medium, 0.8,
					"ssl_ciphers enables "+w+", a cipher that is broken or does no encryption or authentication",
					"Use a current cipher list (Mozilla's intermediate configuration, e.g. ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:...;) or leave ssl_ciphers at nginx's default HIGH:!aNULL:!MD5; exclude a family with !, never enable RC4, DES, NULL or EXPORT ciphers.", "CWE-327"))
			}
		case "alias":
			loc := strings.TrimSpace(strings.TrimPrefix(d.block.head, "location"))
			if strings.HasPrefix(d.block.head, "location") && !strings.ContainsAny(loc, "~=@") && loc != "" &&
				!strings.HasSuffix(loc, "/") && strings.HasSuffix(strings.Trim(d.args, `"'`), "/") {
				out = append(out, diag("nginx-alias-traversal", "security", file, d.line, code(d.line), finding.High, 0.85,
					"location "+loc+" has no trailing slash but its alias does: /"+strings.TrimPrefix(loc, "/")+"../ reads the parent of "+strings.Trim(d.args, `"'`),
					"End the location and the alias the same way: location "+loc+"/ { alias "+strings.Trim(d.args, `"'`)+"; }. nginx replaces the location's prefix with the alias, so a request for "+loc+"../secret becomes "+strings.Trim(d.args, `"'`)+"../secret, outside the directory.", "CWE-22"))
			}
		case "proxy_pass":
			// the scheme, and the host when a variable gives it (a
			// variable after a literal host is the path: backend$request_uri)
			target := strings.Trim(d.args, `"'`)
			scheme, rest, ok := strings.Cut(target, "://")
			if !ok {
				scheme, rest = "", target
			}
			host := leadingVar.FindString(rest)
			if m := requestVar.FindString(scheme + " " + host); m != "" {
				out = append(out, diag("nginx-proxy-host-from-request", "security", file, d.line, code(d.line), finding.High, 0.8,
					"proxy_pass sends the request to a host taken from the request ("+m+"): server-side request forgery",
					"Proxy to a fixed upstream (proxy_pass http://backend; with an upstream block), or map the request value to a list of allowed hosts with map and refuse the rest; a client that chooses the host can make the server fetch internal addresses and cloud metadata.", "CWE-918"))
			}
		case "return", "add_header":
			if d.name == "add_header" && reflectsOrigin(d) {
				out = append(out, diag("nginx-cors-reflects-origin", "security", file, d.line, code(d.line), finding.High, 0.8,
					"Access-Control-Allow-Origin echoes the request's Origin: every site may read the responses",
					"Answer only the origins you trust: map $http_origin $cors_origin { default \"\"; \"https://app.example.com\" $http_origin; } and add_header Access-Control-Allow-Origin $cors_origin; (or check $http_origin in an if block around the add_header). Reflecting any origin, with credentials allowed, lets any web page read the user's data.", "CWE-942"))
			}
			if m := decodedURI.FindString(d.args); m != "" && (d.name == "add_header" || redirect.MatchString(d.args)) {
				out = append(out, diag("nginx-header-injection", "security", file, d.line, code(d.line), finding.Medium, 0.8,
					d.name+" writes "+m+" into a response header: it is URL-decoded, so %0d%0a in the path becomes a new header line",
					"Use $request_uri, which keeps the client's encoding, instead of "+m+" in Location and other headers (return 301 https://$host$request_uri;).", "CWE-113"))
			}
		case "proxy_set_header":
			if f := strings.Fields(d.args); len(f) == 2 && strings.EqualFold(f[0], "Connection") && f[1] == "$http_connection" {
				out = append(out, diag("nginx-h2c-smuggling", "security", file, d.line, code(d.line), finding.Medium, 0.75,
					"The client's Connection header is passed to the upstream: an Upgrade to h2c tunnels past nginx's location rules",
					`Forward upgrades only for WebSocket, with a map: map $http_upgrade $connection_upgrade { default upgrade; '' close; } and proxy_set_header Connection $connection_upgrade; as nginx's WebSocket proxying documentation shows.`, "CWE-444"))
			}
		case "autoindex":
			if strings.EqualFold(d.args, "on") {
				out = append(out, diag("nginx-autoindex", "security", file, d.line, code(d.line), finding.Medium, 0.85,
					"autoindex on lists the directory's files to anyone who asks",
					"Turn autoindex off (its default) and link the files that are meant to be public; a listing shows backups, dumps and configuration that nobody meant to publish.", "CWE-548"))
			}
		case "server_tokens":
			if strings.EqualFold(d.args, "on") || strings.EqualFold(d.args, "build") {
				out = append(out, diag("nginx-server-tokens", "security", file, d.line, code(d.line), finding.Low, 0.8,
					"server_tokens "+d.args+" shows nginx's version in error pages and the Server header",
					"Set server_tokens off; in the http block, so responses do not tell an attacker which nginx vulnerabilities apply.", "CWE-200"))
			}
		}
	}
	return append(out, headerRedefinition(file, lines, ds)...)
}

// reflectsOrigin reports an add_header Access-Control-Allow-Origin
// $http_origin that no enclosing if block checks.
func reflectsOrigin(d nginxDirective) bool {
	f := strings.Fields(d.args)
	if len(f) < 2 || !strings.EqualFold(strings.Trim(f[0], `"'`), "Access-Control-Allow-Origin") || strings.Trim(f[1], `"'`) != "$http_origin" {
		return false
	}
	for b := d.block; b != nil; b = b.parent {
		if strings.HasPrefix(b.head, "if") && strings.Contains(b.head, "$http_origin") {
			return false
		}
	}
	return true
}

// securityHeaders are the response headers whose loss matters.
var securityHeaders = regexp.MustCompile(`(?i)^["']?(Strict-Transport-Security|Content-Security-Policy|X-Frame-Options|X-Content-Type-Options|Referrer-Policy|Permissions-Policy)\b`)

// headerRedefinition: nginx inherits add_header from the enclosing level
// only when the current level has none, so an add_header in a location
// silently drops the server's security headers there.
func headerRedefinition(file string, lines []string, ds []nginxDirective) []engine.Diagnostic {
	var out []engine.Diagnostic
	seen := map[*nginxBlockInfo]bool{}
	for _, d := range ds {
		b := d.block
		if d.name != "add_header" || seen[b] || len(b.headers) == 0 {
			continue
		}
		seen[b] = true
		own := map[string]bool{}
		for _, h := range b.headers {
			name, _, _ := strings.Cut(h.args, " ")
			own[strings.ToLower(strings.Trim(name, `"'`))] = true
		}
		var lost []string
		for p := b.parent; p != nil && len(lost) == 0; p = p.parent {
			for _, h := range p.headers {
				name, _, _ := strings.Cut(h.args, " ")
				name = strings.Trim(name, `"'`)
				if securityHeaders.MatchString(name) && !own[strings.ToLower(name)] {
					lost = append(lost, name)
				}
			}
			if len(p.headers) > 0 {
				break // the nearest level with headers is the one inherited
			}
		}
		if len(lost) > 0 {
			out = append(out, diag("nginx-header-redefinition", "security", file, d.line, strings.TrimSpace(lines[d.line-1]), finding.Medium, 0.75,
				"add_header here drops the enclosing block's "+strings.Join(lost, ", ")+": nginx inherits add_header only into levels that have none",
				"Repeat the security headers in this block (or put them in a file and include it in every block that adds a header); nginx's documentation: add_header directives are inherited from the previous level if and only if there are none on the current level.", "CWE-693"))
		}
	}
	return out
}

// weakCipherIn returns the first cipher-string word that enables a weak
// cipher (a word excluded with ! or - does not).
func weakCipherIn(list string) string {
	for _, w := range strings.FieldsFunc(strings.Trim(list, `"'`), func(r rune) bool { return r == ':' || r == ' ' || r == ',' }) {
		if strings.HasPrefix(w, "!") || strings.HasPrefix(w, "-") {
			continue
		}
		if weakCipher.MatchString(strings.TrimPrefix(w, "+")) {
			return w
		}
	}
	return ""
}

var apacheDirective = regexp.MustCompile(`^\s*(\w+)\s+(.*?)\s*$`)

// apacheOldProtocol returns the first deprecated protocol an SSLProtocol
// value leaves enabled, reading it as mod_ssl does: "all" adds every
// version, -X removes one, X or +X adds one, in order.
func apacheOldProtocol(args string) string {
	on := map[string]bool{}
	all := []string{"SSLv3", "TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"}
	for _, w := range strings.Fields(args) {
		add := !strings.HasPrefix(w, "-")
		v := strings.TrimLeft(w, "+-")
		names := []string{v}
		if strings.EqualFold(v, "all") {
			names = all
		}
		for _, n := range names {
			for _, k := range append(all, "SSLv2") {
				if strings.EqualFold(n, k) {
					on[k] = add
				}
			}
		}
	}
	for _, k := range []string{"SSLv2", "SSLv3", "TLSv1", "TLSv1.1"} {
		if on[k] {
			return k
		}
	}
	return ""
}

func apache(file, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "#") {
			continue
		}
		m := apacheDirective.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		name, args := strings.ToLower(m[1]), m[2]
		switch name {
		case "sslprotocol", "sslproxyprotocol":
			if bad := apacheOldProtocol(args); bad != "" {
				out = append(out, diag("apache-old-tls", "security", file, i+1, line, finding.Medium, 0.8,
					m[1]+" enables "+bad+", which is deprecated and broken (RFC 8996)",
					"Allow only TLS 1.2 and 1.3: SSLProtocol -all +TLSv1.2 +TLSv1.3 (or all -SSLv3 -TLSv1 -TLSv1.1); mod_ssl's \"all\" includes every version the OpenSSL build supports.", "CWE-327"))
			}
		case "sslciphersuite", "sslproxyciphersuite":
			if w := weakCipherIn(args); w != "" {
				out = append(out, diag("apache-weak-cipher", "security", file, i+1, line, finding.Medium, 0.8,
					m[1]+" enables "+w+", a cipher that is broken or does no encryption or authentication",
					"Use a current cipher list (Mozilla's intermediate configuration) and exclude weak families with !: SSLCipherSuite HIGH:!aNULL:!MD5:!RC4:!3DES.", "CWE-327"))
			}
		case "options":
			for _, o := range strings.Fields(args) {
				if strings.EqualFold(o, "Indexes") || strings.EqualFold(o, "+Indexes") || strings.EqualFold(o, "All") {
					out = append(out, diag("apache-directory-listing", "security", file, i+1, line, finding.Medium, 0.8,
						"Options "+o+" lists a directory's files when it has no index page",
						"Remove Indexes (Options -Indexes), and link the files that are meant to be public; mod_autoindex's listing shows backups, dumps and configuration nobody meant to publish.", "CWE-548"))
					break
				}
			}
		case "traceenable":
			if strings.EqualFold(args, "on") || strings.EqualFold(args, "extended") {
				out = append(out, diag("apache-trace-enabled", "security", file, i+1, line, finding.Low, 0.8,
					"TraceEnable "+args+" echoes requests back, cookies and authorization headers included (cross-site tracing)",
					"Set TraceEnable Off; no application needs TRACE.", "CWE-693"))
			}
		case "serversignature":
			if strings.EqualFold(args, "on") || strings.EqualFold(args, "email") {
				out = append(out, diag("apache-server-signature", "security", file, i+1, line, finding.Low, 0.75,
					"ServerSignature "+args+" puts the server's version on error pages and listings",
					"Set ServerSignature Off and ServerTokens Prod, so responses do not tell an attacker which vulnerabilities apply.", "CWE-200"))
			}
		case "servertokens":
			if strings.EqualFold(args, "full") || strings.EqualFold(args, "os") {
				out = append(out, diag("apache-server-signature", "security", file, i+1, line, finding.Low, 0.75,
					"ServerTokens "+args+" sends the server's version and OS in every Server header",
					"Set ServerTokens Prod and ServerSignature Off, so responses do not tell an attacker which vulnerabilities apply.", "CWE-200"))
			}
		}
	}
	return out
}

// webRuleIDs are the web server rules' ids.
var webRuleIDs = []string{
	"iac/nginx-old-tls", "iac/nginx-weak-cipher", "iac/nginx-alias-traversal", "iac/nginx-proxy-host-from-request",
	"iac/nginx-header-injection", "iac/nginx-h2c-smuggling", "iac/nginx-autoindex", "iac/nginx-server-tokens",
	"iac/nginx-header-redefinition", "iac/nginx-cors-reflects-origin", "iac/apache-old-tls", "iac/apache-weak-cipher", "iac/apache-directory-listing",
	"iac/apache-trace-enabled", "iac/apache-server-signature",
}
