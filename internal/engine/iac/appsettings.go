package iac

import (
	"cmp"
	"path"
	"regexp"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/finding"
)

// ASP.NET Core's appsettings.json (and appsettings.<Environment>.json for
// environments other than Development): connection strings that turn the
// database connection's TLS or certificate check off, or carry a password,
// for a server other than this machine; JWT bearer options bound from
// configuration that stop checking a token's lifetime, its signing key or
// its signature, or fetch the issuer's metadata over HTTP; a literal JWT
// signing key; Blazor's DetailedErrors. Sources: Microsoft's SqlClient and
// Npgsql connection string documentation (Encrypt, TrustServerCertificate,
// SSL Mode), TokenValidationParameters and JwtBearerOptions reference, and
// "Handle errors in ASP.NET Core Blazor apps" (DetailedErrors).

// (DetailedErrors and the token validation switches are rows of
// checks/json.yml.)
var appsettingsIDs = []string{"iac/appsettings-db-tls-off", "iac/appsettings-hardcoded-secret"}

// configRef is a value another tool fills in: ${VAR}, {VAR}, __VAR__,
// #{VAR}#, $(VAR), %VAR%.
var configRef = regexp.MustCompile(`\$\{|\{[A-Za-z_][\w.:-]*\}|__\w+__|#\{|\$\(|%\w+%`)

// connLocal is a connection string's server on this machine.
var connLocal = regexp.MustCompile(`(?i)^(tcp:)?(localhost|127\.0\.0\.1|::1|\.|\(local\)|\(localdb\)\\.*|host\.docker\.internal)([,:\\].*)?$`)

// appsettingsWords are the appsettings checks' expressions, built from the
// vocabulary (checks/appsettings.yml).
type appsettingsWords struct {
	// appsettingsDev: a development or test environment's file, whose
	// settings are meant for one machine; appsettingsContainer: a
	// container environment's (docker-compose's services), where a
	// password is the compose file's database's, rated as the compose
	// file's own (Medium)
	appsettingsDev, appsettingsContainer *regexp.Regexp
	connSections                         []string
	connTLSOff, connHost, connPassword   *regexp.Regexp
	jwtSection, jwtKeyName               *regexp.Regexp
}

// newAppsettingsWords builds the expressions; alt is the words of a list
// as alternatives.
func newAppsettingsWords(rows []*checkRow, alt func(string) string) appsettingsWords {
	var tlsOff []string
	for _, w := range words(rows, "connection-string-tls-off") {
		k, vs, _ := strings.Cut(w, "=")
		tlsOff = append(tlsOff, `(^|;)\s*(`+strings.ReplaceAll(regexp.QuoteMeta(k), " ", " ?")+`)\s*=\s*(`+vs+`)\s*(;|$)`)
	}
	return appsettingsWords{
		appsettingsDev:       regexp.MustCompile(`(?i)^appsettings\.(` + alt("appsettings-development-environments") + `)\.json$`),
		appsettingsContainer: regexp.MustCompile(`(?i)^appsettings\.(` + alt("appsettings-container-environments") + `)\.json$`),
		connSections:         words(rows, "appsettings-connection-sections"),
		connTLSOff:           regexp.MustCompile(`(?i)` + cmp.Or(strings.Join(tlsOff, "|"), `[^\s\S]`)),
		connHost:             regexp.MustCompile(`(?i)(^|;)\s*(` + alt("connection-string-server-keys") + `)\s*=\s*([^;]*)`),
		connPassword:         regexp.MustCompile(`(?i)(^|;)\s*(` + alt("connection-string-password-keys") + `)\s*=\s*([^;]*)`),
		jwtSection:           regexp.MustCompile(`(?i)` + alt("appsettings-token-sections")),
		jwtKeyName:           regexp.MustCompile(`(?i)^(` + alt("appsettings-token-key-names") + `)$`),
	}
}

// composeService reports whether a connection string's server is a
// compose service (a host name without a dot: sqlserver, db), the
// database a container environment runs beside the application.
func (w *appsettingsWords) composeService(cs string) bool {
	m := w.connHost.FindStringSubmatch(cs)
	if m == nil {
		return false
	}
	host := strings.TrimSpace(m[3])
	host = strings.TrimPrefix(host, "tcp:")
	if i := strings.IndexAny(host, ",:\\"); i >= 0 {
		host = host[:i]
	}
	return host != "" && !strings.Contains(host, ".")
}

// connServerLocal reports whether a connection string names this machine
// (or no server at all).
func (w *appsettingsWords) connServerLocal(cs string) bool {
	m := w.connHost.FindStringSubmatch(cs)
	return m == nil || connLocal.MatchString(strings.TrimSpace(m[3]))
}

func (c *cloudCheck) appsettings(root *yaml.Node) {
	w := &c.w.appsettingsWords
	container := w.appsettingsContainer.MatchString(path.Base(c.file))
	secretSev, where := finding.High, ""
	if container {
		secretSev, where = finding.Medium, " (the container environment's settings, as a compose file's: Medium)"
	}
	for _, section := range w.connSections {
		c.connectionStrings(w, section, get(root, section), container, secretSev, where)
	}
	for i := 1; root.Kind == yaml.MappingNode && i < len(root.Content); i += 2 {
		if !w.jwtSection.MatchString(root.Content[i-1].Value) {
			continue
		}
		mappings(root.Content[i], func(m *yaml.Node) {
			for j := 1; j < len(m.Content); j += 2 {
				k, v := m.Content[j-1].Value, m.Content[j]
				if s := scalar(v); w.jwtKeyName.MatchString(k) && v.Kind == yaml.ScalarNode && len(s) >= 16 && !placeholder.MatchString(s) && !configRef.MatchString(s) {
					c.add("appsettings-hardcoded-secret", "secrets", v.Line, 0, secretSev, 0.75,
						k+" holds the token signing key in appsettings: whoever reads it can sign tokens the application accepts"+where,
						"Load the key from user secrets, an environment variable or Key Vault, and rotate the one that was committed.", "CWE-798")
				}
			}
		})
	}
}

// connectionStrings checks a section of connection strings.
func (c *cloudCheck) connectionStrings(w *appsettingsWords, section string, cs *yaml.Node, container bool, secretSev finding.Severity, where string) {
	for i := 1; cs != nil && cs.Kind == yaml.MappingNode && i < len(cs.Content); i += 2 {
		name, v := cs.Content[i-1].Value, cs.Content[i]
		s := scalar(v)
		if s == "" || w.connServerLocal(s) {
			continue
		}
		if m := w.connTLSOff.FindString(s); m != "" {
			c.add("appsettings-db-tls-off", "security", v.Line, 0, finding.Medium, 0.8,
				"Connection string "+name+" sets "+strings.Trim(m, "; ")+": the database connection is not encrypted, or its server certificate is not checked",
				"Keep Encrypt=True (the default in Microsoft.Data.SqlClient 4 and later) and TrustServerCertificate=False, and give the client the CA that signs the server's certificate; for PostgreSQL use SSL Mode=VerifyFull.", "CWE-295")
		}
		if w.committedPassword(s) {
			sev, at := finding.High, ""
			if container && w.composeService(s) {
				sev, at = secretSev, where // a database the compose file runs beside it
			}
			c.add("appsettings-hardcoded-secret", "secrets", v.Line, 0, sev, 0.75,
				"Connection string "+name+" carries the database password in appsettings: whoever reads the repository or the deployed files has it"+at,
				"Keep the password out of the file: use Integrated Security or a managed identity, or read the connection string from user secrets, environment variables ("+section+"__"+name+") or Key Vault; rotate the password that was committed.", "CWE-798")
		}
	}
}

// committedPassword reports whether a connection string holds a password
// written out: any of its password keys (connection-string-password-keys)
// with a value that is no placeholder or reference. Every key is read, so
// a key a project adds, holding a reference, hides no password after it.
func (w *appsettingsWords) committedPassword(s string) bool {
	for _, m := range w.connPassword.FindAllStringSubmatch(s, -1) {
		if p := strings.Trim(strings.TrimSpace(m[3]), `'"`); p != "" && !placeholder.MatchString(p) && !configRef.MatchString(p) {
			return true
		}
	}
	return false
}
