package secrets

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/regexp"
)

// ownRules are credentials gitleaks' default rules do not look for, run by
// the same detector so that everything downstream of a Scanner — the
// engine, the redaction of what the tool prints and sends, the guard on
// fixes — knows them too. Their ids carry no mark of their own: the
// engine names every rule of the detector gitleaks/….
func ownRules() []config.Rule {
	return []config.Rule{
		{
			// A connection URL's userinfo (RFC 3986 §3.2.1) holds the
			// password in clear: postgres://app:s3cret@db/app. gitleaks finds
			// it only when a variable's name happens to say "password".
			RuleID: "dsn-password",
			Description: "A password in a database or message broker connection URL (scheme://user:password@host); " +
				"anyone who reads the file can connect as that user.",
			Regex: regexp.MustCompile(`(?i)\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver)` +
				`(?:\+[a-z0-9]+)?://[^\s:@/'"\x60<>]{0,64}:([^\s:@/'"\x60<>]{1,128})@[^\s'"\x60<>/]+`),
			SecretGroup: 1,
			Keywords:    []string{"postgres", "mysql", "mariadb", "mongodb", "redis", "amqp", "mssql", "sqlserver"},
			Allowlists:  []*config.Allowlist{placeholderPasswords()},
		},
		{
			// The same userinfo in the URL of any other service: a proxy's,
			// an FTP server's, a Git remote's, an LDAP directory's
			// (https://deploy:s3cret@repo.example.com/, proxy_pass
			// https://admin:pw@api/). Database and broker URLs are
			// dsn-password's.
			RuleID: "url-password",
			Description: "A password in a URL's userinfo (scheme://user:password@host): an HTTP, FTP, SSH, Git, SMB or LDAP " +
				"credential that anyone who reads the file can use.",
			Regex: regexp.MustCompile(`(?i)\b(?:https?|ftps?|sftp|ssh|smb|ldaps?|git|svn|socks[45]h?|imaps?|pop3s?|smtps?|webdavs?)` +
				`://[^\s:@/'"\x60<>]{1,64}:([^\s:@/'"\x60<>]{3,128})@[^\s'"\x60<>/]+`),
			SecretGroup: 1,
			Keywords:    []string{"http", "ftp", "ssh", "smb", "ldap", "git", "svn", "socks", "imap", "pop3", "smtp", "webdav"},
			Allowlists:  []*config.Allowlist{placeholderPasswords()},
		},
		{
			// A password given to a key that names one, in the files that
			// hold configuration rather than code: an INI section's
			// password = ..., a .properties file's db.password=..., an
			// .env file's SMTP_PASS=..., a server's requirepass ... —
			// with the characters passwords have (gitleaks'
			// generic-api-key takes only letters, digits and ._=-, so
			// Xk9#mQ2v! passes it by).
			RuleID: "config-file-password",
			Description: "A password written as a value in a configuration file (key = value, key: value, key value); " +
				"anyone who reads the file or the repository can use it.",
			// YAML is the YAML packs' (Compose, Kubernetes, Spring and Ansible
			// each have their rule), XML the iac engine's.
			Path: regexp.MustCompile(`(?i)(?:\.(?:conf|cnf|cfg|ini|properties|env|toml|htpasswd|pgpass|netrc|txt|json|jsonc)|(?:^|/)\.env(?:\.[^/]*)?|(?:^|/)(?:[^/]*\.conf\.[^/]+|haproxy\.cfg|Caddyfile))$`),
			// the key bare or quoted (JSON's "password": "..."), the value
			// bare or quoted, a JSON comma or an nginx semicolon after it
			Regex: regexp.MustCompile(`(?im)^[ \t]*(?:(?:export|user[ \t]+\S+)[ \t]+)?["']?(?:[\w.-]*(?:passw(?:or)?d|[_.-]pass|pwd|passphrase)|pass|requirepass|masterauth|insecure-password)["']?` +
				`[ \t]*(?:=|:|[ \t])[ \t]*["']?([^\s'"\x60$%{}<>()\[\];,]{4,128})["']?[ \t]*[;,]?[ \t]*(?:[#;].*)?$`),
			SecretGroup: 1,
			Keywords:    []string{"pass", "pwd", "requirepass", "masterauth"},
			Allowlists: []*config.Allowlist{placeholderPasswords(), {
				Description: "a setting that is about passwords, not one (true, none, a file, a hash's name)",
				Regexes: []*regexp.Regexp{
					regexp.MustCompile(`(?i)^(?:true|false|yes|no|on|off|none|null|nil|empty|required|optional|disabled?|enabled?|\d{1,6}|[a-z]+(?:_[a-z]+)+|(?:md5|sha\d*|scram-sha-256|bcrypt|plain|plaintext|clear|crypt)|/.*|~/.*|\./.*|.*\.(?:txt|key|pem|file|secret|pass|gpg))$`),
					// an address (a URL's password is url-password's)
					regexp.MustCompile(`(?i)://|^unix:|:\d{1,5}$`),
					// a version: a package named *-password in a manifest ("pbkdf2-password": "1.2.1")
					regexp.MustCompile(`^[~^<>=v]*\d+(?:\.[\dx*]+)+(?:[-+][\w.]*)?$`),
				},
			}, {
				// A translation catalog maps the key "password" to the word
				// for it in each language ("password": "Passwort", "Пароль",
				// "密码"): i18next's locales/<lng>/<ns>.json, next-intl's and
				// react-intl's messages/<locale>.json, nestjs-i18n's
				// i18n/<lang>/*.json, a browser extension's _locales, Java's
				// ResourceBundle messages_<lang>.properties.
				Description: "a translation catalog: its values are the words of a language, not settings",
				Paths: []*regexp.Regexp{
					regexp.MustCompile(`(?i)(?:^|/)_?(?:locales?|i18n|l10n|intl|translations?|lang|langs|languages)/(?:[^/]+/)*[^/]+\.(?:json|jsonc|properties)$`),
					regexp.MustCompile(`(?:^|/)[a-z]{2,3}(?:[-_](?:[A-Z]{2}|\d{3}|Hans|Hant|Latn|Cyrl))+\.(?:json|jsonc)$`),
					regexp.MustCompile(`(?:^|/)messages/[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})*\.(?:json|jsonc)$`),
					regexp.MustCompile(`(?:^|/)(?:[Mm]essages|[\w-]*Messages|[\w-]*[Rr]esources|[\w-]*[Bb]undle)(?:_[a-z]{2,3}(?:_[A-Z]{2})?)?\.properties$`),
				},
			}, {
				Description: "a word of a human language written with letters outside ASCII (Пароль, 密码, Contraseña): a label, not a password",
				Regexes:     []*regexp.Regexp{regexp.MustCompile(`^[\p{L}\p{M}]*[^\x00-\x7F\P{L}][\p{L}\p{M}]*$`)},
			}, {
				Description: "a form's or a screen's password field (show_password, confirm_password): a label or a widget, not a password",
				RegexTarget: "match",
				Regexes:     []*regexp.Regexp{regexp.MustCompile(`(?i)(?:show|confirm|forgot|reset|change|repeat|retype|verify|current|new|old)[_.-]?passw`)},
			}, {
				Description: "nginx's proxy_pass, fastcgi_pass and their kin name the upstream a request is passed to",
				RegexTarget: "match",
				Regexes:     []*regexp.Regexp{regexp.MustCompile(`(?i)\b(?:proxy|fastcgi|uwsgi|scgi|grpc|memcached)_pass\b`)},
			}},
		},
		{
			// Basic credentials in an Authorization header a configuration
			// or a client sends (proxy_set_header Authorization "Basic
			// YWRtaW46..."): base64 is an encoding, the user and password are
			// in clear.
			RuleID:      "basic-auth-header",
			Description: "HTTP Basic credentials (base64 of user:password, not encrypted) written into an Authorization header.",
			Regex:       regexp.MustCompile(`(?i)\bauthorization["']?[ \t]*[:=,]?[ \t]*["']?basic[ \t]+([A-Za-z0-9+/]{12,}={0,2})(?:[\x60'"\s;,]|\\[nr]|$)`),
			SecretGroup: 1,
			Entropy:     3.0,
			Keywords:    []string{"basic"},
		},
		{
			// The Password of an ADO.NET, ODBC or JDBC connection string,
			// beside the user it logs in as (User ID=sa;Password=...).
			RuleID:      "connection-string-password",
			Description: "A password in a database connection string (User ID=...;Password=...): anyone who reads it can connect as that user.",
			// ;-separated keywords of ADO.NET and ODBC, either order, and a
			// JDBC URL's password parameter; a form body's
			// user=a&password=b is not a connection string
			Regex: regexp.MustCompile(`(?i)\b(?:user[ _]?id|uid|user(?:name)?)[ \t]*=[ \t]*[^;'"\s&]{1,64}[ \t]*;[ \t]*(?:password|pwd)[ \t]*=[ \t]*([^;'"\s&<>{}$%]{3,128})` +
				`|\b(?:password|pwd)[ \t]*=[ \t]*([^;'"\s&<>{}$%]{3,128})[ \t]*;[ \t]*(?:user[ _]?id|uid|user(?:name)?)[ \t]*=` +
				`|\bjdbc:[a-z0-9]+:[^\s'"\x60]*?[?&;]password=([^;'"\s&<>{}$%]{3,128})`),
			Keywords:   []string{"password", "pwd"},
			Allowlists: []*config.Allowlist{placeholderPasswords()},
		},
		{
			// A password's crypt(3) hash beside its user, as /etc/shadow and
			// .htpasswd keep them (admin:$2y$10$..., root:$6$salt$...): the
			// file is the login itself, and the hash can be cracked offline.
			RuleID:      "password-hash",
			Description: "A password hash (bcrypt, SHA-crypt, MD5-crypt) beside its user name, as /etc/shadow and .htpasswd hold them: it logs in where the file is used, and a weak password falls to an offline attack.",
			Regex:       regexp.MustCompile(`(?m)(?:^|["'\s])[\w.@-]{1,64}:(\$(?:2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|[56]\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{43,86}|(?:1|apr1)\$[./A-Za-z0-9]{1,8}\$[./A-Za-z0-9]{22}))(?:[:'"\s]|$)`),
			SecretGroup: 1,
			Keywords:    []string{"$2a$", "$2b$", "$2x$", "$2y$", "$2$", "$5$", "$6$", "$1$", "$apr1$"},
		},
		{
			// An ASP.NET Core Data Protection key ring's key file
			// (key-<guid>.xml) written without encryption at rest: the
			// masterKey's <value> is the key that signs and encrypts the
			// app's authentication cookies, antiforgery tokens and
			// TempData, so whoever has the file forges them.
			// https://learn.microsoft.com/aspnet/core/security/data-protection/implementation/key-storage-format
			RuleID: "aspnet-data-protection-key",
			Description: "An ASP.NET Core Data Protection master key stored unencrypted (a key ring's key-<id>.xml): whoever reads it " +
				"can forge the app's authentication cookies and antiforgery tokens.",
			Regex:       regexp.MustCompile(`(?s)<masterKey\b[^>]*>\s*(?:<!--.{0,200}?-->\s*)?<value>([A-Za-z0-9+/]{40,}={0,2})</value>`),
			SecretGroup: 1,
			Keywords:    []string{"masterkey"},
		},
		{
			// Braintree's production access token (PayPal).
			RuleID:      "braintree-access-token",
			Description: "A Braintree (PayPal) production access token, which charges and refunds payments on the merchant's account.",
			Regex:       regexp.MustCompile(`\b(access_token\$production\$[0-9a-z]{16}\$[0-9a-f]{32})\b`),
			Keywords:    []string{"access_token$production$"},
		},
		{
			// sshpass -p puts the SSH password on the command line of a
			// script, a CI job or a Makefile (and in ps output while it runs).
			RuleID:      "sshpass-password",
			Description: "An SSH password given to sshpass -p in the command: it is in the file and visible to every process that lists commands.",
			Regex:       regexp.MustCompile(`\bsshpass[ \t]+-p[ \t]*["']?([^\s'"\x60$%{}<>]{3,128})["']?`),
			SecretGroup: 1,
			Keywords:    []string{"sshpass"},
			Allowlists:  []*config.Allowlist{placeholderPasswords()},
		},
		{
			// Mapbox's secret tokens; its public ones (pk.) are gitleaks'
			// mapbox-api-token, and public by design.
			RuleID:      "mapbox-secret-token",
			Description: "A Mapbox secret access token (sk.), which has scopes a public token never gets (uploads, token management).",
			Regex:       regexp.MustCompile(`\b(sk\.eyJ[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,})(?:[\x60'"\s;]|\\[nr]|$)`),
			Entropy:     3.5,
			Keywords:    []string{"sk.eyj"},
		},
	}
}

// placeholderPasswords are what is written where a password goes in a
// template or an example: a reference to it, or a word that stands for it.
func placeholderPasswords() *config.Allowlist {
	return &config.Allowlist{
		Description: "placeholders: a template's reference to the password, or a word that stands for one",
		Regexes: []*regexp.Regexp{
			// ${DB_PASSWORD} $DB_PASSWORD $(PASS) %(password)s %s {{ .Password }} {password} #{pass} [password]
			regexp.MustCompile(`^(?:\$\{[^}]*\}|\$\(?[A-Za-z_][A-Za-z0-9_]*\)?|%\([^)]*\)[sd]|%[sdv]|\{\{.*\}\}|#?\{[^}]*\}|\[[^\]]*\])$`),
			// Words written where a password goes, and the defaults of
			// local development servers (postgres:postgres, guest:guest).
			// The word spelled with accents, or with them percent-encoded, as
			// tests of IRI-to-URI conversion write it (pässword,
			// p%C3%A4ssword).
			regexp.MustCompile(`(?i)^p(?:[àáâãäå]|%c3%a[0-5])ss?w(?:[òóôõö]|o|%c3%b[2-6])rd$`),
			regexp.MustCompile(`(?i)^(?:pass|passwd|password|pwd|secret|changeme|change_me|changeit|change-?this|change_this|replaceme|replace_me|example|dummy|fake|test|testing|foo|bar|baz|root|admin|guest|postgres|mysql|redis|mongo|user|username|mypassword|yourpassword|your_password|your-password|db_password|dbpassword|dbpass|pa\$\$word|p@ssw0rd|password123|x+|\*+|\.+|-+|_+)$`),
		},
	}
}

// withOwnRules returns cfg with ownRules added, validated as gitleaks
// validates the rules of a configuration file.
func withOwnRules(cfg config.Config) (config.Config, error) {
	cfg.Rules = maps.Clone(cfg.Rules)
	cfg.Keywords = maps.Clone(cfg.Keywords)
	cfg.OrderedRules = slices.Clone(cfg.OrderedRules)
	for _, r := range ownRules() {
		if _, ok := cfg.Rules[r.RuleID]; ok {
			return cfg, fmt.Errorf("rule %s: gitleaks has a rule of that name now", r.RuleID)
		}
		for _, a := range r.Allowlists {
			if err := a.Validate(); err != nil {
				return cfg, fmt.Errorf("rule %s: %w", r.RuleID, err)
			}
		}
		if err := r.Validate(); err != nil {
			return cfg, err
		}
		for _, k := range r.Keywords {
			cfg.Keywords[strings.ToLower(k)] = struct{}{}
		}
		cfg.Rules[r.RuleID] = r
		cfg.OrderedRules = append(cfg.OrderedRules, r.RuleID)
	}
	return cfg, nil
}
