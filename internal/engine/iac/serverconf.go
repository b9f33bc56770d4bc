package iac

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// Server configuration files of the key-value kind, known by their names:
// php.ini and PHP-FPM pools, OpenSSH's sshd_config, PostgreSQL's
// pg_hba.conf, redis.conf, MySQL's my.cnf, npm's .npmrc, pip.conf,
// .gitconfig, vsftpd.conf, Samba's smb.conf, squid.conf, grafana.ini and
// sysctl.conf, and Spring Boot's application.properties.
// Each setting below is one the program's own documentation names as a
// security decision (the php.ini directives reference and the comments of
// php.ini-production, sshd_config(5), PostgreSQL's client authentication
// chapter, Redis's security page); only values written in the file are
// reported, not defaults.

// confNames are the kinds of the files known by their whole name.
var confNames = map[string]string{
	"php.ini": "php", "php.ini-production": "php", "sshd_config": "sshd", "pg_hba.conf": "pg_hba",
	"firestore.rules": "firebase-rules", "storage.rules": "firebase-rules", "redis.conf": "redis",
	"my.cnf": "mysql", "mysqld.cnf": "mysql", "mariadb.cnf": "mysql", ".npmrc": "npmrc", "npmrc": "npmrc",
	"pip.conf": "pip", "pip.ini": "pip", ".gitconfig": "gitconfig", "gitconfig": "gitconfig",
	"vsftpd.conf": "vsftpd", "smb.conf": "samba", "squid.conf": "squid", "grafana.ini": "grafana",
	"sysctl.conf": "sysctl", "php-fpm.conf": "php-fpm", "www.conf": "php-fpm",
}

// confKind names a file's kind, or "": by its whole name, or by its name
// and the directory it is in.
func confKind(p string) string {
	base := strings.ToLower(path.Base(p))
	if k, ok := confNames[base]; ok {
		return k
	}
	if k := hostConfKind(p, base); k != "" {
		return k
	}
	in := func(dir, suffix string) bool { return strings.Contains(p, dir) && strings.HasSuffix(base, suffix) }
	switch {
	case strings.HasSuffix(p, "/php/conf.d/"+base) && strings.HasSuffix(base, ".ini"):
		return "php"
	case in("sshd_config.d/", ".conf"):
		return "sshd"
	case strings.HasSuffix(base, ".properties") && (strings.HasPrefix(base, "application") || strings.HasPrefix(base, "bootstrap")):
		return "spring"
	case strings.HasPrefix(base, "redis") && strings.HasSuffix(base, ".conf"):
		return "redis"
	case in("mysql", ".cnf") || in("mariadb", ".cnf"):
		return "mysql"
	case base == "custom.ini" && strings.Contains(p, "grafana"):
		return "grafana"
	case in("sysctl.d/", ".conf"):
		return "sysctl"
	case in("php-fpm.d/", ".conf"):
		return "php-fpm"
	}
	return ""
}

// iniKinds are the kinds written as key = value, with [sections] whose name
// prefixes the key (section.key) for the settings that say so.
var iniKinds = map[string]bool{"spring": true, "php": true, "mysql": true, "npmrc": true, "pip": true, "gitconfig": true, "vsftpd": true,
	"samba": true, "grafana": true, "sysctl": true, "php-fpm": true,
	"postgresql": true, "kafka": true, "zookeeper": true, "rabbitmq": true, "krb5": true, "openssl": true, "dotenv": true, "yum": true,
	"wgetrc": true, "registries": true}

// confSetting is one setting that is reported when its value matches bad.
type confSetting struct {
	kind, key string         // the file kind and the key, lower case
	bad       *regexp.Regexp // on the value
	rule, dim string
	sev       finding.Severity
	conf      float64
	msg, rec  string
	cwe       string
	unless    *regexp.Regexp // on the whole file: another setting that makes this one safe
}

var (
	// Hibernate's schema actions that drop existing tables
	springRecreate = regexp.MustCompile(`(?i)^(create|create-drop)$`)
	// an embedded or throwaway database, or a development or test profile, where recreating the schema is the point
	springThrowawayDB = regexp.MustCompile(`jdbc:(h2|hsqldb|derby|tc):|(?m)^\s*spring\.(profiles\.active|config\.activate\.on-profile)\s*[=:]\s*(dev|test|local)`)
	onValue           = regexp.MustCompile(`(?i)^["']?(on|1|true|yes)["']?$`)
	anyValue          = regexp.MustCompile(`.*`)
	offValue          = regexp.MustCompile(`(?i)^["']?(off|0|false|no)["']?$`)
)

// appConfSettings are the settings of application servers and tools;
// hostConfSettings (serverconf_hosts.go) those of system services.
var appConfSettings = []confSetting{
	{"php", "allow_url_include", onValue, "php-ini-allow-url-include", "security", finding.High, 0.85,
		"allow_url_include = {v} lets include and require load code from a URL: a file-inclusion bug becomes remote code execution",
		"Set allow_url_include = Off (its default since PHP 5.2; deprecated in 7.4).", "CWE-98", nil},
	{"php", "display_errors", onValue, "php-ini-display-errors", "security", finding.Medium, 0.75,
		"display_errors = {v} prints errors, with paths, queries and values, into the pages visitors see",
		"Set display_errors = Off and log_errors = On in production, as php.ini-production does; read the errors in the log.", "CWE-209", nil},
	{"php", "expose_php", onValue, "php-ini-expose-php", "security", finding.Low, 0.75,
		"expose_php = {v} adds the PHP version to every response's X-Powered-By header",
		"Set expose_php = Off, so responses do not tell an attacker which PHP vulnerabilities apply.", "CWE-200", nil},
	{"php", "session.use_only_cookies", offValue, "php-ini-session-fixation", "security", finding.Medium, 0.8,
		"session.use_only_cookies = {v} accepts the session id from the URL: a link can fix a victim's session (session fixation)",
		"Keep session.use_only_cookies = 1 and session.use_trans_sid = 0 (their defaults), and set session.use_strict_mode = 1.", "CWE-384", nil},
	{"php", "session.use_trans_sid", onValue, "php-ini-session-fixation", "security", finding.Medium, 0.8,
		"session.use_trans_sid = {v} writes the session id into URLs, where logs, referers and shared links leak it",
		"Keep session.use_trans_sid = 0 and session.use_only_cookies = 1 (their defaults).", "CWE-598", nil},
	{"php", "session.cookie_httponly", offValue, "php-ini-session-cookie", "security", finding.Low, 0.7,
		"session.cookie_httponly = {v} lets scripts in the page read the session cookie (an XSS steals the session)",
		"Set session.cookie_httponly = 1, session.cookie_secure = 1 and session.cookie_samesite = Lax.", "CWE-1004", nil},
	{"php", "session.cookie_secure", offValue, "php-ini-session-cookie", "security", finding.Low, 0.65,
		"session.cookie_secure = {v} sends the session cookie over plain HTTP too",
		"Set session.cookie_secure = 1 on sites served over HTTPS, with session.cookie_httponly = 1.", "CWE-614", nil},
	{"php", "register_globals", onValue, "php-ini-register-globals", "security", finding.High, 0.85,
		"register_globals = {v} turns request parameters into global variables: any uninitialized variable is the attacker's",
		"Remove it: register_globals was removed in PHP 5.4; read input from $_GET and $_POST explicitly.", "CWE-473", nil},

	{"sshd", "permitrootlogin", regexp.MustCompile(`(?i)^yes$`), "sshd-root-login", "security", finding.Medium, 0.8,
		"PermitRootLogin {v} lets root log in over SSH, with a password when password authentication is on",
		"Set PermitRootLogin no (or prohibit-password, its default), log in as a user and use sudo, so each action is tied to a person.", "CWE-250", nil},
	{"sshd", "permitemptypasswords", regexp.MustCompile(`(?i)^yes$`), "sshd-empty-passwords", "security", finding.High, 0.9,
		"PermitEmptyPasswords {v} lets accounts without a password log in over SSH",
		"Set PermitEmptyPasswords no (its default).", "CWE-258", nil},
	{"sshd", "passwordauthentication", regexp.MustCompile(`(?i)^yes$`), "sshd-password-auth", "security", finding.Low, 0.6,
		"PasswordAuthentication {v} accepts passwords, which can be guessed or phished, instead of keys",
		"Set PasswordAuthentication no and KbdInteractiveAuthentication no, and log in with keys or certificates.", "CWE-307", nil},
	{"sshd", "protocol", regexp.MustCompile(`(^|,)\s*1\b`), "sshd-weak-crypto", "security", finding.High, 0.85,
		"Protocol {v} allows SSH protocol 1, whose integrity checks and key exchange are broken",
		"Remove the Protocol line: OpenSSH 7.4 and later speak only protocol 2.", "CWE-327", nil},
	{"sshd", "ciphers", regexp.MustCompile(`(?i)(^|,)\+?[^,]*(-cbc|arcfour|3des|blowfish|cast128)\b`), "sshd-weak-crypto", "security", finding.Medium, 0.8,
		"Ciphers {v} enables CBC or RC4 ciphers that OpenSSH removed from its defaults as weak",
		"Use OpenSSH's default cipher list, or chacha20-poly1305@openssh.com,aes256-gcm@openssh.com,aes128-gcm@openssh.com,aes256-ctr,aes192-ctr,aes128-ctr.", "CWE-327", nil},
	{"sshd", "macs", regexp.MustCompile(`(?i)(^|,)\+?[^,]*(md5|-96\b|hmac-sha1\b)`), "sshd-weak-crypto", "security", finding.Medium, 0.75,
		"MACs {v} enables MD5, SHA-1 or truncated MACs that OpenSSH removed from its defaults as weak",
		"Use OpenSSH's default MAC list, or hmac-sha2-256-etm@openssh.com,hmac-sha2-512-etm@openssh.com,umac-128-etm@openssh.com.", "CWE-327", nil},
	{"sshd", "hostbasedauthentication", regexp.MustCompile(`(?i)^yes$`), "sshd-host-based-auth", "security", finding.Medium, 0.75,
		"HostbasedAuthentication {v} trusts the client host's word for who the user is",
		"Set HostbasedAuthentication no and IgnoreRhosts yes (their defaults); authenticate users with their own keys.", "CWE-290", nil},
	{"sshd", "ignorerhosts", regexp.MustCompile(`(?i)^no$`), "sshd-host-based-auth", "security", finding.Medium, 0.75,
		"IgnoreRhosts {v} lets .rhosts and .shosts files grant logins without a password",
		"Set IgnoreRhosts yes (its default).", "CWE-290", nil},

	{"spring", "management.endpoints.web.exposure.include", regexp.MustCompile(`(^|,)\s*\*\s*(,|$)`), "spring-actuator-exposed", "security", finding.Medium, 0.8,
		"management.endpoints.web.exposure.include={v} publishes every actuator endpoint (env, heapdump, configprops ...) over HTTP",
		"List the endpoints that are needed (health,info,prometheus), serve them on a management port only monitoring reaches, and secure them with Spring Security; heapdump returns the process memory, secrets included.", "CWE-200", nil},
	{"spring", "management.security.enabled", offValue, "spring-actuator-exposed", "security", finding.Medium, 0.8,
		"management.security.enabled={v} serves Spring Boot 1's actuator endpoints without authentication",
		"Remove it and secure the endpoints (or upgrade: Boot 2 and later secure them with Spring Security).", "CWE-306", nil},
	{"spring", "endpoints.sensitive", offValue, "spring-actuator-exposed", "security", finding.Medium, 0.8,
		"endpoints.sensitive={v} serves Spring Boot 1's sensitive actuator endpoints without authentication",
		"Remove it and secure the endpoints.", "CWE-306", nil},
	{"spring", "management.endpoint.env.show-values", regexp.MustCompile(`(?i)^always$`), "spring-actuator-exposed", "security", finding.Medium, 0.75,
		"management.endpoint.env.show-values={v} shows configuration values, passwords included, on /actuator/env",
		"Keep show-values at its default, never, or use when-authorized with a role.", "CWE-200", nil},
	{"spring", "spring.h2.console.enabled", onValue, "spring-h2-console-enabled", "security", finding.Medium, 0.75,
		"spring.h2.console.enabled={v} serves H2's web console, which runs any SQL and can run code on the server",
		"Enable the console only in a development profile (application-dev.properties), never in the configuration that ships.", "CWE-489", nil},
	{"spring", "spring.h2.console.settings.web-allow-others", onValue, "spring-h2-console-enabled", "security", finding.High, 0.85,
		"web-allow-others={v} opens H2's console to other hosts",
		"Remove it; the H2 console lets whoever reaches it run SQL and Java code.", "CWE-489", nil},
	{"spring", "server.error.include-stacktrace", regexp.MustCompile(`(?i)^(always|on[-_]param)$`), "spring-error-details-exposed", "security", finding.Low, 0.75,
		"server.error.include-stacktrace={v} sends stack traces to clients",
		"Keep server.error.include-stacktrace=never (the default) in production and log the details on the server.", "CWE-209", nil},
	{"spring", "server.servlet.session.cookie.http-only", offValue, "spring-session-cookie", "security", finding.Low, 0.7,
		"server.servlet.session.cookie.http-only={v} lets scripts in the page read the session cookie",
		"Keep http-only=true (the default) and set secure=true on HTTPS sites.", "CWE-1004", nil},
	{"spring", "server.servlet.session.cookie.secure", offValue, "spring-session-cookie", "security", finding.Low, 0.6,
		"server.servlet.session.cookie.secure={v} sends the session cookie over plain HTTP too",
		"Set secure=true on sites served over HTTPS.", "CWE-614", nil},
	{"spring", "spring.jpa.hibernate.ddl-auto", springRecreate, "spring-schema-recreated", "correctness", finding.High, 0.7,
		"spring.jpa.hibernate.ddl-auto={v} drops the tables (and their data) every time the application starts or stops",
		"Use validate (or none) outside development and manage the schema with Flyway or Liquibase migrations; Spring Boot's documentation: create-drop is the default only for embedded databases.", "CWE-1188", springThrowawayDB},
	{"spring", "spring.jpa.properties.hibernate.hbm2ddl.auto", springRecreate, "spring-schema-recreated", "correctness", finding.High, 0.7,
		"hibernate.hbm2ddl.auto={v} drops the tables (and their data) every time the application starts or stops",
		"Use validate (or none) outside development and manage the schema with Flyway or Liquibase migrations.", "CWE-1188", springThrowawayDB},
	{"redis", "protected-mode", regexp.MustCompile(`(?i)^no$`), "redis-unprotected", "security", finding.High, 0.75,
		"protected-mode {v} lets clients from other hosts use a Redis that has no password",
		"Keep protected-mode yes, bind to the interfaces that need Redis (bind 127.0.0.1 -::1), and set a password or ACL users (requirepass, user ... on >password); Redis's security page: an exposed Redis without authentication is compromised quickly.", "CWE-306", nil},
	{"mysql", "skip-grant-tables", anyValue, "mysql-no-authentication", "security", finding.High, 0.85,
		"skip-grant-tables starts the server without its privilege tables: anyone who connects has every privilege",
		"Remove it; MySQL's reference: it is for resetting a lost root password on a server no one else can reach (use it with skip-networking, then restart without it).", "CWE-306", nil},
	{"mysql", "skip_grant_tables", anyValue, "mysql-no-authentication", "security", finding.High, 0.85,
		"skip_grant_tables starts the server without its privilege tables: anyone who connects has every privilege",
		"Remove it; MySQL's reference: it is for resetting a lost root password on a server no one else can reach.", "CWE-306", nil},
	{"mysql", "local-infile", onValue, "mysql-local-infile", "security", finding.Medium, 0.75,
		"local-infile = {v} lets LOAD DATA LOCAL read files from the client's machine, which a malicious server or an SQL injection can ask for",
		"Set local_infile = 0 (the default since MySQL 8.0) and enable it only for the client session that imports; MySQL's \"Security Considerations for LOAD DATA LOCAL\".", "CWE-73", nil},
	{"mysql", "local_infile", onValue, "mysql-local-infile", "security", finding.Medium, 0.75,
		"local_infile = {v} lets LOAD DATA LOCAL read files from the client's machine, which a malicious server or an SQL injection can ask for",
		"Set local_infile = 0 (the default since MySQL 8.0); MySQL's \"Security Considerations for LOAD DATA LOCAL\".", "CWE-73", nil},
	{"mysql", "secure-file-priv", regexp.MustCompile(`^["']{0,2}$`), "mysql-secure-file-priv-empty", "security", finding.Medium, 0.7,
		"An empty secure_file_priv lets LOAD DATA, SELECT ... INTO OUTFILE and LOAD_FILE() read and write any file the server can",
		"Point secure_file_priv at one directory for imports and exports (or NULL to forbid them); MySQL's reference calls the empty value insecure.", "CWE-552", nil},
	{"mysql", "secure_file_priv", regexp.MustCompile(`^["']{0,2}$`), "mysql-secure-file-priv-empty", "security", finding.Medium, 0.7,
		"An empty secure_file_priv lets LOAD DATA, SELECT ... INTO OUTFILE and LOAD_FILE() read and write any file the server can",
		"Point secure_file_priv at one directory for imports and exports (or NULL to forbid them); MySQL's reference calls the empty value insecure.", "CWE-552", nil},

	{"npmrc", "strict-ssl", offValue, "package-manager-insecure-transport", "security", finding.Medium, 0.85,
		"strict-ssl = {v} makes npm accept any certificate from the registry",
		"Remove it and give npm the proxy's CA instead (cafile = /path/to/corp-ca.pem); without verification anyone on the path can serve packages.", "CWE-295", nil},
	{"npmrc", "registry", regexp.MustCompile(`^["']?http://`), "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"registry = {v} fetches packages over plain HTTP",
		"Use the registry's https:// address.", "CWE-319", nil},
	{"pip", "trusted-host", anyValue, "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"trusted-host = {v} makes pip skip certificate checks (and accept plain HTTP) for that host",
		"Remove it and give pip the CA that signs the index's certificate (cert = /path/to/ca.pem).", "CWE-295", nil},
	{"pip", "index-url", regexp.MustCompile(`^["']?http://`), "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"index-url = {v} fetches packages over plain HTTP",
		"Use the index's https:// address.", "CWE-319", nil},
	{"pip", "extra-index-url", regexp.MustCompile(`^["']?http://`), "package-manager-insecure-transport", "security", finding.Medium, 0.8,
		"extra-index-url = {v} fetches packages over plain HTTP",
		"Use the index's https:// address.", "CWE-319", nil},
	{"gitconfig", "http.sslverify", offValue, "package-manager-insecure-transport", "security", finding.Medium, 0.85,
		"sslVerify = {v} makes git accept any certificate: a network attacker can serve other code for every fetch",
		"Remove it and point http.sslCAInfo at the CA that signs the server's certificate.", "CWE-295", nil},

	{"vsftpd", "anonymous_enable", regexp.MustCompile(`(?i)^yes$`), "ftp-anonymous", "security", finding.Medium, 0.8,
		"anonymous_enable={v} lets anyone log in to the FTP server without an account",
		"Set anonymous_enable=NO unless the server is a public download mirror, and never together with write access.", "CWE-306", nil},
	{"vsftpd", "anon_upload_enable", regexp.MustCompile(`(?i)^yes$`), "ftp-anonymous", "security", finding.High, 0.85,
		"anon_upload_enable={v} lets anonymous users upload files",
		"Set anon_upload_enable=NO; anonymous uploads turn the server into free storage for whoever finds it.", "CWE-434", nil},
	{"samba", "guest ok", onValue, "smb-guest-access", "security", finding.Medium, 0.75,
		"guest ok = {v} lets clients use the share without a password",
		"Set guest ok = no and give the users who need the share accounts (valid users = @staff).", "CWE-306", nil},
	{"samba", "server min protocol", regexp.MustCompile(`(?i)^(NT1|LANMAN[12]|CORE|COREPLUS)$`), "smb-weak-protocol", "security", finding.Medium, 0.8,
		"server min protocol = {v} accepts SMB1, the protocol WannaCry spread through",
		"Set server min protocol = SMB2_10 (or leave the default, SMB2_02 and later).", "CWE-327", nil},
	{"samba", "min protocol", regexp.MustCompile(`(?i)^(NT1|LANMAN[12]|CORE|COREPLUS)$`), "smb-weak-protocol", "security", finding.Medium, 0.8,
		"min protocol = {v} accepts SMB1, the protocol WannaCry spread through",
		"Set server min protocol = SMB2_10 (or leave the default).", "CWE-327", nil},
	{"squid", "http_access", regexp.MustCompile(`(?i)^allow\s+all$`), "proxy-open-to-all", "security", finding.High, 0.8,
		"http_access allow all makes Squid an open proxy for anyone who reaches it",
		"Allow only your networks (acl localnet src 10.0.0.0/8, http_access allow localnet) and end with http_access deny all, as Squid's default configuration does.", "CWE-441", nil},
	{"grafana", "auth.anonymous.enabled", onValue, "grafana-anonymous-access", "security", finding.Medium, 0.75,
		"[auth.anonymous] enabled = {v} lets anyone who reaches Grafana see dashboards (and data sources' data) without logging in",
		"Set enabled = false, or keep it only with org_role = Viewer on an instance that shows public data.", "CWE-306", nil},
	{"grafana", "security.allow_embedding", onValue, "grafana-anonymous-access", "security", finding.Low, 0.6,
		"allow_embedding = {v} lets any site frame Grafana (clickjacking)",
		"Keep allow_embedding = false, or serve a Content-Security-Policy frame-ancestors for the sites that embed it.", "CWE-1021", nil},
	{"sysctl", "kernel.randomize_va_space", regexp.MustCompile(`^[01]$`), "sysctl-aslr-weakened", "security", finding.Medium, 0.8,
		"kernel.randomize_va_space = {v} turns address space layout randomization off or partly off for every process",
		"Keep kernel.randomize_va_space = 2 (the kernel's default): ASLR is what makes memory-corruption bugs hard to exploit.", "CWE-693", nil},
	{"php-fpm", "listen", regexp.MustCompile(`^(0\.0\.0\.0:|\[::\]:|\*:|)?[0-9]+$`), "php-fpm-listen-all", "security", finding.High, 0.75,
		"listen = {v} accepts FastCGI from any host: whoever reaches the port can make PHP run any file, with any settings",
		"Listen on a Unix socket or 127.0.0.1:9000, or set listen.allowed_clients to the web server's address; FastCGI has no authentication.", "CWE-306",
		regexp.MustCompile(`(?m)^\s*listen\.allowed_clients\s*=\s*\S`)},
}

// allowAll is a Firestore or Cloud Storage rule that allows with no
// condition, or with one that is always true.
var allowAll = regexp.MustCompile(`^allow\s+([a-z, ]+?)\s*(:\s*if\s+true\s*)?;`)

// firebaseOps says what each method of a security rule grants (Firebase's
// "Structuring security rules": read is get and list, write is create,
// update and delete). get alone reads a document only by its path, which
// a reader then has to know: the rule is still open, but not to browsing.
var firebaseOps = map[string]string{
	"read":   "read every document and list them all",
	"get":    "read any document whose path they know (get; listing is not granted by this rule)",
	"list":   "list and query the documents",
	"write":  "create, overwrite and delete documents",
	"create": "create documents",
	"update": "overwrite documents",
	"delete": "delete documents",
}

// firebaseGrants is what an open allow of these methods lets anyone do.
func firebaseGrants(methods string) string {
	var parts []string
	for _, m := range strings.Split(methods, ",") {
		if g, ok := firebaseOps[strings.TrimSpace(m)]; ok {
			parts = append(parts, g)
		}
	}
	if len(parts) == 0 {
		return "use these documents"
	}
	return strings.Join(parts, ", and ")
}

// pgRecord is a pg_hba.conf record that accepts connections over the network
// without a password, or with one sent in clear text: TYPE DATABASE USER
// ADDRESS METHOD.
var pgRecord = regexp.MustCompile(`^(host|hostssl|hostnossl|hostgssenc|hostnogssenc)\s+\S+\s+\S+\s+(\S+)(\s+\S+)?\s+(trust|password)\b`)

// serverConf checks one file of a kind confKind names.
func serverConf(file, kind, src string) []engine.Diagnostic {
	var out []engine.Diagnostic
	section := ""
	for i, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' || line == "[]" {
			continue
		}
		if kind == "firebase-rules" {
			if m := allowAll.FindStringSubmatch(line); m != nil {
				out = append(out, diag("firebase-rules-public", "security", file, i+1, line, finding.High, 0.85,
					"allow "+m[1]+" with no condition (or if true) lets anyone on the internet, without signing in, "+firebaseGrants(m[1]),
					"Give each allow a condition on the caller and the data: allow read, write: if request.auth != null && request.auth.uid == userId; Firebase's security rules docs warn that open rules expose the whole database or bucket.", "CWE-284"))
			}
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
		if iniKinds[kind] && strings.HasPrefix(line, "[") {
			// [section] and git's [section "sub"]
			section = strings.ToLower(strings.Trim(strings.Fields(strings.Trim(line, "[]"))[0], `"`))
			continue
		}
		key, val := splitSetting(kind, line)
		for _, s := range confSettings {
			v := val
			if s.key == "" {
				// a setting without a key of its own (an exports or sudoers line) is judged on the whole line
				v = line
			}
			if s.kind == kind && (s.key == "" || s.key == key || s.key == section+"."+key) && s.bad.MatchString(v) && (s.unless == nil || !s.unless.MatchString(src)) {
				out = append(out, diag(s.rule, s.dim, file, i+1, line, s.sev, s.conf, strings.ReplaceAll(s.msg, "{v}", v), s.rec, s.cwe))
			}
		}
	}
	return out
}

// splitSetting splits an ini line (key = value ; comment) or a
// whitespace-separated one (Key value # comment); keys are compared in lower
// case.
func splitSetting(kind, line string) (key, val string) {
	if kind == "spring" && !strings.Contains(line, "=") {
		// key: value is the other separator .properties files allow
		line = strings.Replace(line, ":", "=", 1)
	}
	if iniKinds[kind] {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			// a flag without a value (my.cnf's skip-grant-tables)
			return strings.ToLower(strings.TrimSpace(line)), ""
		}
		if c := strings.Index(v, ";"); c >= 0 {
			v = v[:c]
		}
		if c := strings.Index(v, " #"); c >= 0 {
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
