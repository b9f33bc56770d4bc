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
			Allowlists: []*config.Allowlist{{
				Description: "placeholders: a template's reference to the password, or a word that stands for one",
				Regexes: []*regexp.Regexp{
					// ${DB_PASSWORD} $DB_PASSWORD $(PASS) %(password)s %s {{ .Password }} {password} #{pass} [password]
					regexp.MustCompile(`^(?:\$\{[^}]*\}|\$\(?[A-Za-z_][A-Za-z0-9_]*\)?|%\([^)]*\)[sd]|%[sdv]|\{\{.*\}\}|#?\{[^}]*\}|\[[^\]]*\])$`),
					// Words written where a password goes, and the defaults of
					// local development servers (postgres:postgres, guest:guest).
					regexp.MustCompile(`(?i)^(?:pass|passwd|password|pwd|secret|changeme|change_me|changeit|example|dummy|fake|test|testing|foo|bar|baz|root|admin|guest|postgres|mysql|redis|mongo|user|username|mypassword|yourpassword|your_password|your-password|db_password|dbpassword|dbpass|pa\$\$word|p@ssw0rd|password123|x+|\*+|\.+|-+|_+)$`),
				},
			}},
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
