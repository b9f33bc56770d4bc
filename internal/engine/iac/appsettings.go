package iac

import (
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

var (
	// a development or test environment's file: its settings are meant for one machine
	appsettingsDev = regexp.MustCompile(`(?i)^appsettings\.(development|dev|local|test|testing|ci)\.json$`)
	// the settings of a container environment (docker-compose's services):
	// a password there is the compose file's database's, rated as the
	// compose file's own (Medium)
	appsettingsContainer = regexp.MustCompile(`(?i)^appsettings\.(docker|compose|container)\.json$`)
	connTLSOff           = regexp.MustCompile(`(?i)(^|;)\s*(TrustServerCertificate|Trust Server Certificate)\s*=\s*(true|yes)\s*(;|$)|(^|;)\s*Encrypt\s*=\s*(false|no|optional)\s*(;|$)|(^|;)\s*(Ssl ?Mode|sslmode)\s*=\s*(disable|disabled|none|allow|prefer|preferred)\s*(;|$)`)
	connHost             = regexp.MustCompile(`(?i)(^|;)\s*(server|data source|host|hostname|addr|address|network address)\s*=\s*([^;]*)`)
	connLocal            = regexp.MustCompile(`(?i)^(tcp:)?(localhost|127\.0\.0\.1|::1|\.|\(local\)|\(localdb\)\\.*|host\.docker\.internal)([,:\\].*)?$`)
	connPassword         = regexp.MustCompile(`(?i)(^|;)\s*(password|pwd)\s*=\s*([^;]*)`)
	// a value another tool fills in: ${VAR}, {VAR}, __VAR__, #{VAR}#, $(VAR), %VAR%
	configRef  = regexp.MustCompile(`\$\{|\{[A-Za-z_][\w.:-]*\}|__\w+__|#\{|\$\(|%\w+%`)
	jwtSection = regexp.MustCompile(`(?i)jwt|token|bearer|authentication`)
	jwtKeyName = regexp.MustCompile(`(?i)^(key|secret|secretkey|signingkey|issuersigningkey|tokenkey|jwtkey|jwtsecret|securitykey)$`)
)

// composeService reports whether a connection string's server is a
// compose service (a host name without a dot: sqlserver, db), the
// database a container environment runs beside the application.
func composeService(cs string) bool {
	m := connHost.FindStringSubmatch(cs)
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
func connServerLocal(cs string) bool {
	m := connHost.FindStringSubmatch(cs)
	return m == nil || connLocal.MatchString(strings.TrimSpace(m[3]))
}

func (c *cloudCheck) appsettings(root *yaml.Node) {
	container := appsettingsContainer.MatchString(path.Base(c.file))
	secretSev, where := finding.High, ""
	if container {
		secretSev, where = finding.Medium, " (the container environment's settings, as a compose file's: Medium)"
	}
	if cs := get(root, "ConnectionStrings"); cs != nil && cs.Kind == yaml.MappingNode {
		for i := 1; i < len(cs.Content); i += 2 {
			name, v := cs.Content[i-1].Value, cs.Content[i]
			s := scalar(v)
			if s == "" || connServerLocal(s) {
				continue
			}
			if m := connTLSOff.FindString(s); m != "" {
				c.add("appsettings-db-tls-off", "security", v.Line, 0, finding.Medium, 0.8,
					"Connection string "+name+" sets "+strings.Trim(m, "; ")+": the database connection is not encrypted, or its server certificate is not checked",
					"Keep Encrypt=True (the default in Microsoft.Data.SqlClient 4 and later) and TrustServerCertificate=False, and give the client the CA that signs the server's certificate; for PostgreSQL use SSL Mode=VerifyFull.", "CWE-295")
			}
			if m := connPassword.FindStringSubmatch(s); m != nil {
				if p := strings.Trim(strings.TrimSpace(m[3]), `'"`); p != "" && !placeholder.MatchString(p) && !configRef.MatchString(p) {
					sev, at := finding.High, ""
					if container && composeService(s) {
						sev, at = secretSev, where // a database the compose file runs beside it
					}
					c.add("appsettings-hardcoded-secret", "secrets", v.Line, 0, sev, 0.75,
						"Connection string "+name+" carries the database password in appsettings: whoever reads the repository or the deployed files has it"+at,
						"Keep the password out of the file: use Integrated Security or a managed identity, or read the connection string from user secrets, environment variables (ConnectionStrings__"+name+") or Key Vault; rotate the password that was committed.", "CWE-798")
				}
			}
		}
	}
	for i := 1; root.Kind == yaml.MappingNode && i < len(root.Content); i += 2 {
		if !jwtSection.MatchString(root.Content[i-1].Value) {
			continue
		}
		mappings(root.Content[i], func(m *yaml.Node) {
			for j := 1; j < len(m.Content); j += 2 {
				k, v := m.Content[j-1].Value, m.Content[j]
				if s := scalar(v); jwtKeyName.MatchString(k) && v.Kind == yaml.ScalarNode && len(s) >= 16 && !placeholder.MatchString(s) && !configRef.MatchString(s) {
					c.add("appsettings-hardcoded-secret", "secrets", v.Line, 0, secretSev, 0.75,
						k+" holds the token signing key in appsettings: whoever reads it can sign tokens the application accepts"+where,
						"Load the key from user secrets, an environment variable or Key Vault, and rotate the one that was committed.", "CWE-798")
				}
			}
		})
	}
}
