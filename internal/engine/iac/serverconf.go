package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Server configuration files of the key-value kind, known by their names:
// php.ini, OpenSSH's sshd_config, PostgreSQL's pg_hba.conf and redis.conf.
// Each setting below is one the program's own documentation names as a
// security decision (the php.ini directives reference and the comments of
// php.ini-production, sshd_config(5), PostgreSQL's client authentication
// chapter, Redis's security page); only values written in the file are
// reported, not defaults.

// confKind names a file's kind, or "".
func confKind(p string) string {
	base := strings.ToLower(path.Base(p))
	switch {
	case base == "php.ini" || base == "php.ini-production" || strings.HasSuffix(p, "/php/conf.d/"+base) && strings.HasSuffix(base, ".ini"):
		return "php"
	case base == "sshd_config" || strings.Contains(p, "sshd_config.d/") && strings.HasSuffix(base, ".conf"):
		return "sshd"
	case base == "pg_hba.conf":
		return "pg_hba"
	case base == "redis.conf" || strings.HasPrefix(base, "redis") && strings.HasSuffix(base, ".conf"):
		return "redis"
	}
	return ""
}

// confSetting is one setting that is reported when its value matches bad.
type confSetting struct {
	kind, key string         // the file kind and the key, lower case
	bad       *regexp.Regexp // on the value
	rule, dim string
	sev       finding.Severity
	conf      float64
	msg, rec  string
	cwe       string
}

var (
	onValue  = regexp.MustCompile(`(?i)^["']?(on|1|true|yes)["']?$`)
	offValue = regexp.MustCompile(`(?i)^["']?(off|0|false|no)["']?$`)
)

var confSettings = []confSetting{
	{"php", "allow_url_include", onValue, "php-ini-allow-url-include", "security", finding.High, 0.85,
		"allow_url_include = {v} lets include and require load code from a URL: a file-inclusion bug becomes remote code execution",
		"Set allow_url_include = Off (its default since PHP 5.2; deprecated in 7.4).", "CWE-98"},
	{"php", "display_errors", onValue, "php-ini-display-errors", "security", finding.Medium, 0.75,
		"display_errors = {v} prints errors, with paths, queries and values, into the pages visitors see",
		"Set display_errors = Off and log_errors = On in production, as php.ini-production does; read the errors in the log.", "CWE-209"},
	{"php", "expose_php", onValue, "php-ini-expose-php", "security", finding.Low, 0.75,
		"expose_php = {v} adds the PHP version to every response's X-Powered-By header",
		"Set expose_php = Off, so responses do not tell an attacker which PHP vulnerabilities apply.", "CWE-200"},
	{"php", "session.use_only_cookies", offValue, "php-ini-session-fixation", "security", finding.Medium, 0.8,
		"session.use_only_cookies = {v} accepts the session id from the URL: a link can fix a victim's session (session fixation)",
		"Keep session.use_only_cookies = 1 and session.use_trans_sid = 0 (their defaults), and set session.use_strict_mode = 1.", "CWE-384"},
	{"php", "session.use_trans_sid", onValue, "php-ini-session-fixation", "security", finding.Medium, 0.8,
		"session.use_trans_sid = {v} writes the session id into URLs, where logs, referers and shared links leak it",
		"Keep session.use_trans_sid = 0 and session.use_only_cookies = 1 (their defaults).", "CWE-598"},
	{"php", "session.cookie_httponly", offValue, "php-ini-session-cookie", "security", finding.Low, 0.7,
		"session.cookie_httponly = {v} lets scripts in the page read the session cookie (an XSS steals the session)",
		"Set session.cookie_httponly = 1, session.cookie_secure = 1 and session.cookie_samesite = Lax.", "CWE-1004"},
	{"php", "session.cookie_secure", offValue, "php-ini-session-cookie", "security", finding.Low, 0.65,
		"session.cookie_secure = {v} sends the session cookie over plain HTTP too",
		"Set session.cookie_secure = 1 on sites served over HTTPS, with session.cookie_httponly = 1.", "CWE-614"},
	{"php", "register_globals", onValue, "php-ini-register-globals", "security", finding.High, 0.85,
		"register_globals = {v} turns request parameters into global variables: any uninitialized variable is the attacker's",
		"Remove it: register_globals was removed in PHP 5.4; read input from $_GET and $_POST explicitly.", "CWE-473"},

	{"sshd", "permitrootlogin", regexp.MustCompile(`(?i)^yes$`), "sshd-root-login", "security", finding.Medium, 0.8,
		"PermitRootLogin {v} lets root log in over SSH, with a password when password authentication is on",
		"Set PermitRootLogin no (or prohibit-password, its default), log in as a user and use sudo, so each action is tied to a person.", "CWE-250"},
	{"sshd", "permitemptypasswords", regexp.MustCompile(`(?i)^yes$`), "sshd-empty-passwords", "security", finding.High, 0.9,
		"PermitEmptyPasswords {v} lets accounts without a password log in over SSH",
		"Set PermitEmptyPasswords no (its default).", "CWE-258"},
	{"sshd", "passwordauthentication", regexp.MustCompile(`(?i)^yes$`), "sshd-password-auth", "security", finding.Low, 0.6,
		"PasswordAuthentication {v} accepts passwords, which can be guessed or phished, instead of keys",
		"Set PasswordAuthentication no and KbdInteractiveAuthentication no, and log in with keys or certificates.", "CWE-307"},
	{"sshd", "protocol", regexp.MustCompile(`(^|,)\s*1\b`), "sshd-weak-crypto", "security", finding.High, 0.85,
		"Protocol {v} allows SSH protocol 1, whose integrity checks and key exchange are broken",
		"Remove the Protocol line: OpenSSH 7.4 and later speak only protocol 2.", "CWE-327"},
	{"sshd", "ciphers", regexp.MustCompile(`(?i)(^|,)\+?[^,]*(-cbc|arcfour|3des|blowfish|cast128)\b`), "sshd-weak-crypto", "security", finding.Medium, 0.8,
		"Ciphers {v} enables CBC or RC4 ciphers that OpenSSH removed from its defaults as weak",
		"Use OpenSSH's default cipher list, or chacha20-poly1305@openssh.com,aes256-gcm@openssh.com,aes128-gcm@openssh.com,aes256-ctr,aes192-ctr,aes128-ctr.", "CWE-327"},
	{"sshd", "macs", regexp.MustCompile(`(?i)(^|,)\+?[^,]*(md5|-96\b|hmac-sha1\b)`), "sshd-weak-crypto", "security", finding.Medium, 0.75,
		"MACs {v} enables MD5, SHA-1 or truncated MACs that OpenSSH removed from its defaults as weak",
		"Use OpenSSH's default MAC list, or hmac-sha2-256-etm@openssh.com,hmac-sha2-512-etm@openssh.com,umac-128-etm@openssh.com.", "CWE-327"},
	{"sshd", "hostbasedauthentication", regexp.MustCompile(`(?i)^yes$`), "sshd-host-based-auth", "security", finding.Medium, 0.75,
		"HostbasedAuthentication {v} trusts the client host's word for who the user is",
		"Set HostbasedAuthentication no and IgnoreRhosts yes (their defaults); authenticate users with their own keys.", "CWE-290"},
	{"sshd", "ignorerhosts", regexp.MustCompile(`(?i)^no$`), "sshd-host-based-auth", "security", finding.Medium, 0.75,
		"IgnoreRhosts {v} lets .rhosts and .shosts files grant logins without a password",
		"Set IgnoreRhosts yes (its default).", "CWE-290"},

	{"redis", "protected-mode", regexp.MustCompile(`(?i)^no$`), "redis-unprotected", "security", finding.High, 0.75,
		"protected-mode {v} lets clients from other hosts use a Redis that has no password",
		"Keep protected-mode yes, bind to the interfaces that need Redis (bind 127.0.0.1 -::1), and set a password or ACL users (requirepass, user ... on >password); Redis's security page: an exposed Redis without authentication is compromised quickly.", "CWE-306"},
}

// pgTrust is a pg_hba.conf record that accepts connections over the network
// without a password, or with one sent in clear text: TYPE DATABASE USER
// ADDRESS METHOD.
var pgRecord = regexp.MustCompile(`^(host|hostssl|hostnossl|hostgssenc|hostnogssenc)\s+\S+\s+\S+\s+(\S+)(\s+\S+)?\s+(trust|password)\b`)

// serverConf checks one file of a kind confKind names.
func serverConf(file, kind, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if kind == "pg_hba" {
			if m := pgRecord.FindStringSubmatch(line); m != nil && !loopback(m[2]) {
				if m[4] == "trust" {
					out = append(out, diag("pg-hba-trust", "security", file, i+1, line, finding.High, 0.85,
						"pg_hba.conf trusts every connection from "+m[2]+": anyone who reaches the server logs in as any user, without a password",
						"Use scram-sha-256 for network connections (host all all 10.0.0.0/8 scram-sha-256); PostgreSQL's documentation: trust is only appropriate for local connections on a single-user machine.", "CWE-287"))
				} else {
					out = append(out, diag("pg-hba-trust", "security", file, i+1, line, finding.Medium, 0.75,
						"pg_hba.conf accepts the password method from "+m[2]+": the password crosses the network in clear text",
						"Use scram-sha-256, which never sends the password; PostgreSQL's documentation: the password method sends it in clear text and should not be used on untrusted networks.", "CWE-523"))
				}
			}
			continue
		}
		key, val := splitSetting(kind, line)
		for _, s := range confSettings {
			if s.kind == kind && s.key == key && s.bad.MatchString(val) {
				out = append(out, diag(s.rule, s.dim, file, i+1, line, s.sev, s.conf, strings.ReplaceAll(s.msg, "{v}", val), s.rec, s.cwe))
			}
		}
	}
	return out
}

// splitSetting splits an ini line (key = value ; comment) or a
// whitespace-separated one (Key value # comment); keys are compared in lower
// case.
func splitSetting(kind, line string) (key, val string) {
	if kind == "php" {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return "", ""
		}
		if c := strings.Index(v, ";"); c >= 0 {
			v = v[:c]
		}
		return strings.ToLower(strings.TrimSpace(k)), strings.TrimSpace(v)
	}
	if c := strings.Index(line, " #"); c >= 0 {
		line = line[:c]
	}
	k, v, _ := strings.Cut(strings.Join(strings.Fields(line), " "), " ")
	return strings.ToLower(k), strings.TrimSpace(v)
}

// loopback reports a pg_hba address that only the machine itself reaches.
func loopback(addr string) bool {
	switch addr {
	case "127.0.0.1/32", "::1/128", "localhost", "127.0.0.1", "::1":
		return true
	}
	return false
}

// confRuleIDs are the ids serverConf reports.
var confRuleIDs = func() []string {
	ids := []string{"iac/pg-hba-trust"}
	seen := map[string]bool{}
	for _, s := range confSettings {
		if !seen[s.rule] {
			seen[s.rule] = true
			ids = append(ids, "iac/"+s.rule)
		}
	}
	return ids
}()
