package iac

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Web server configuration: nginx and Apache httpd. No tree-sitter grammar
// reads them, and their directives are one per line (nginx's end with ";",
// its blocks nest in braces), so they are read here, line by line, from
// what the servers' own documentation says each directive does. A
// directive whose value is the problem, alone or with the directives and
// blocks around it, is a row of data (checks/webserver.yml, run by
// directiveFindings); the Go here holds the checks that weigh more: the
// add_header levels nginx inherits, an origin check's regular expression, Apache's sections and
// SSLProtocol arithmetic.

// webKind tells an nginx or Apache configuration file by its name (the
// vocabulary's nginx-files and apache-files), and a file that
// web-content-files names by what it holds (apache-sections,
// apache-marker-directives, nginx-marker-blocks and the rest).
func (w *checkWords) webKind(p string, src []byte) string {
	base := strings.ToLower(path.Base(p))
	lp := strings.ToLower(p)
	switch {
	case fileNamed(w.nginxFiles, base, lp):
		return "nginx"
	case fileNamed(w.apacheFiles, base, lp):
		return "apache"
	case !fileNamed(w.contentFiles, base, lp):
		return ""
	}
	switch {
	case w.apacheMarker.Match(src):
		return "apache"
	case w.nginxMarker.Match(src):
		return "nginx"
	}
	return ""
}

// fileNamed reports whether a file (its lower-case name and path) is one
// of the words of a files list: a name, *.ext (a name's end), name* (a
// name's start), dir/ (a
// directory in the path) or part/name (the name, in a path that holds
// part: httpd/ssl.conf; conf//server.xml for a path that holds conf/).
func fileNamed(words []string, base, lp string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		if ext, ok := strings.CutPrefix(w, "*"); ok {
			return strings.HasSuffix(base, ext)
		}
		if prefix, ok := strings.CutSuffix(w, "*"); ok {
			return strings.HasPrefix(base, prefix)
		}
		if dir, ok := strings.CutSuffix(w, "/"); ok {
			return strings.Contains(lp, dir+"/")
		}
		if i := strings.LastIndexByte(w, '/'); i >= 0 {
			return base == w[i+1:] && strings.Contains(lp, w[:i])
		}
		return base == w
	})
}

// nginxDirective is one directive of an nginx file: its name, its
// arguments as written, its line, and the block it is in (an Apache
// file's directives are read as these too, with no block).
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

// nginx runs the checks of an nginx file: the rows in: nginx, and those
// that weigh more than a directive and its neighbours; w holds the names
// of the vocabulary rows (vocabulary.go).
func nginx(file, src string, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(src, "\n")
	ds := parseNginx(src)
	out = append(out, directiveFindings(rows, "nginx", file, lines, ds, w)...)
	out = append(out, headerRedefinition(file, lines, ds, w)...)
	out = append(out, originRegex(file, lines, src)...)
	return append(out, nginxPitfalls(file, lines)...)
}

// headerRedefinition: nginx inherits add_header from the enclosing level
// only when the current level has none, so an add_header in a location
// silently drops the server's security headers there (the vocabulary's
// security-headers).
func headerRedefinition(file string, lines []string, ds []nginxDirective, w *checkWords) []engine.Diagnostic {
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
				if w.securityHeaders.MatchString(name) && !own[strings.ToLower(name)] {
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

var apacheSectionLine = regexp.MustCompile(`^<(/?)(\w+)\s*([^>]*)>`)

var apacheDirective = regexp.MustCompile(`^\s*(\w+)\s+(.*?)\s*$`)

// apacheOldProtocol returns the first deprecated protocol an SSLProtocol
// value leaves enabled, reading it as mod_ssl does: "all" adds every
// version (apache-ssl-all-protocols), -X removes one, X or +X adds one, in
// order; the deprecated ones are apache-ssl-deprecated-protocols, the
// first enabled in the list's order returned.
func (ws *checkWords) apacheOldProtocol(args string) string {
	on := map[string]bool{}
	all, known := ws.sslAll, slices.Concat(ws.sslAll, ws.sslDeprecated)
	for _, w := range strings.Fields(args) {
		add := !strings.HasPrefix(w, "-")
		v := strings.TrimLeft(w, "+-")
		names := []string{v}
		if strings.EqualFold(v, "all") {
			names = all
		}
		for _, n := range names {
			for _, k := range known {
				if strings.EqualFold(n, k) {
					on[k] = add
				}
			}
		}
	}
	for _, k := range ws.sslDeprecated {
		if on[k] {
			return k
		}
	}
	return ""
}

func apache(file, src string, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	lines := strings.Split(src, "\n")
	out := directiveFindings(rows, "apache", file, lines, apacheDirectives(lines), w)
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		m := apacheDirective.FindStringSubmatch(line)
		if strings.HasPrefix(line, "#") || apacheSectionLine.MatchString(line) || m == nil {
			continue
		}
		name, args := strings.ToLower(m[1]), m[2]
		out = append(out, apachePHPSettings(file, i+1, line, name, args, rows, w)...)
		// mod_ssl's protocol sets: all, +X and -X read in order
		if name != "sslprotocol" && name != "sslproxyprotocol" {
			continue
		}
		if bad := w.apacheOldProtocol(args); bad != "" {
			out = append(out, diag("apache-old-tls", "security", file, i+1, line, finding.Medium, 0.8,
				m[1]+" enables "+bad+", which is deprecated and broken (RFC 8996)",
				"Allow only TLS 1.2 and 1.3: SSLProtocol -all +TLSv1.2 +TLSv1.3 (or all -SSLv3 -TLSv1 -TLSv1.1); mod_ssl's \"all\" includes every version the OpenSSL build supports.", "CWE-327"))
		}
	}
	return out
}

// apacheDirectives are an Apache file's directives, for the rows in:
// apache, each in the section it is written in as a block whose head is
// the section's name and arguments (Directory "/"); a closing tag closes
// the innermost section, whatever its name.
func apacheDirectives(lines []string) []nginxDirective {
	var out []nginxDirective
	cur := &nginxBlockInfo{}
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		if strings.HasPrefix(line, "#") {
			continue
		}
		if m := apacheSectionLine.FindStringSubmatch(line); m != nil {
			switch {
			case m[1] == "":
				cur = &nginxBlockInfo{head: strings.TrimSpace(m[2] + " " + m[3]), parent: cur}
			case cur.parent != nil:
				cur = cur.parent
			}
			continue
		}
		if m := apacheDirective.FindStringSubmatch(line); m != nil {
			out = append(out, nginxDirective{name: m[1], args: m[2], line: i + 1, block: cur})
		}
	}
	return out
}

// apachePHPSettings reports mod_php's per-directory php.ini settings (the
// vocabulary's apache-php-setting-directives: php_flag, php_value) with
// the values php.ini must not have.
func apachePHPSettings(file string, at int, line, name, args string, rows []*checkRow, w *checkWords) []engine.Diagnostic {
	if !slices.Contains(w.phpSettings, name) {
		return nil
	}
	var out []engine.Diagnostic
	if f := strings.Fields(args); len(f) == 2 {
		for _, r := range rows {
			if r.in == "setting" && r.fileKind == "php" && r.setting == strings.ToLower(f[0]) && r.test.reportsText(f[1]) {
				out = append(out, settingFinding(r, file, at, line, f[1]))
			}
		}
	}
	return out
}

// webRuleIDs are the web server rules' ids.
var webRuleIDs = []string{
	"iac/nginx-header-redefinition", "iac/apache-old-tls", "iac/nginx-origin-regex",
}

var (
	// if ($http_origin ~* REGEX) and its negation, quoted or not
	originIf = regexp.MustCompile(`\bif\s*\(\s*\$http_(origin|referer)\s+!?~\*?\s+("([^"]*)"|'([^']*)'|(\S+))\s*\)\s*(\{.*)?$`)
	// a dot between two name characters that is not escaped: it matches any
	// character, so www.example.com also admits wwwXexample.com
	unescapedDot = regexp.MustCompile(`(^|[^\\])[a-z0-9]\.[a-z]`)
	anchoredEnd  = regexp.MustCompile(`\$\)*$`)
	schemeFirst  = regexp.MustCompile(`^\(?https?(\?|\(s\)\?|\[s\]\?)?\)?(:|\\:)//`)
)

// originRegex reports an if that checks $http_origin or $http_referer
// against a regular expression that admits other sites: one not anchored
// at both ends (https://example.com.attacker.net matches
// "https://example\.com") or with an unescaped dot (gixy's origins check).
func originRegex(file string, lines []string, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for i, raw := range lines {
		line := strings.TrimSpace(nginxComment.ReplaceAllString(raw, ""))
		m := originIf.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		re := m[3] + m[4] + m[5]
		var why string
		switch {
		// an Origin is scheme://host[:port], so an expression that starts
		// with the scheme cannot be entered in the middle of one; a
		// Referer has a path, where anything can stand
		case !strings.HasPrefix(re, "^") && (m[1] == "referer" || !schemeFirst.MatchString(re)):
			why = "is not anchored with ^: any value that contains an allowed one passes (https://attacker.net/?https://example.com)"
		case !anchoredEnd.MatchString(re):
			why = "is not anchored with $: a site whose name starts with an allowed one passes (https://example.com.attacker.net)"
		case unescapedDot.MatchString(strings.ToLower(re)):
			why = "has an unescaped dot, which matches any character: www.example.com admits wwwXexample.com, a domain anyone can register"
		default:
			continue
		}
		out = append(out, diag("nginx-origin-regex", "security", file, i+1, line, finding.Medium, 0.75,
			"The regular expression that checks $http_"+m[1]+" "+why,
			"Anchor the expression and escape its dots: if ($http_origin ~* ^https://(app|admin)\\.example\\.com$) — or list the allowed origins in a map; gixy's origins check: an unanchored or loose origin or referer check lets another site through the CSRF or CORS protection it implements.", "CWE-942"))
	}
	return out
}
