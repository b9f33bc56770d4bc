package security

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// A password written into a manifest is a secret in version control — unless
// it is a stand-in that keeps a local stack running: the same word as the
// user or database name beside it (POSTGRES_USER=petclinic,
// POSTGRES_PASSWORD=petclinic), or the field's own name (password: pass). No
// one guards such a value and nothing is protected by it, so it is not a
// leak; the risk is only that the manifest is deployed as it is. Such a
// finding is Low and says why.
//
// The rules weighed here are the manifest ones whose message is about a
// literal secret value; a provider-format credential is the secrets
// reviewer's and is never weighed this way.
var manifestSecretRules = map[string]bool{
	"yaml/hardcoded-secret-env":     true,
	"yaml/compose-hardcoded-secret": true,
	"yaml/k8s-secret-in-manifest":   true,
}

var (
	secretKey = regexp.MustCompile(`(?i)(^|_)(password|passwd|pass|pwd|passphrase|secret)$`)
	// credentialKey is any key that may hold a credential: each must be a
	// stand-in for the Secret to be one.
	credentialKey = regexp.MustCompile(`(?i)pass|pwd|secret|token|key|credential|cert|auth|private`)
	identityKey   = regexp.MustCompile(`(?i)(^|_)(user|username|usr|db|database|dbname|name)$`)
)

// devDefault returns why f's secret is a local-development stand-in, or "",
// by the entries the treesitter engine reads around it
// (textfacts.Facts: the entry's siblings, a Secret's data block).
func devDefault(pass *specialist.Pass, f finding.Finding) string {
	if !manifestSecretRules[f.Rule] || pass == nil {
		return ""
	}
	m := textfacts.Of(pass.Facts)
	if f.Rule == "yaml/k8s-secret-in-manifest" {
		key, entries := m.Block(f.File, f.Lines.Start)
		return standInBlock(entries, key == "data")
	}
	own, ok := m.EntryAt(f.File, f.Lines.Start)
	if !ok {
		return ""
	}
	return standIn(own, m.Siblings(f.File, f.Lines.Start))
}

// standIn says why own's value is a stand-in, given the entries beside it.
func standIn(own textfacts.Entry, beside []textfacts.Entry) string {
	v := strings.ToLower(own.Value)
	if secretKey.MatchString(own.Key) && own.Value != "" {
		if w := strings.ToLower(secretKey.FindStringSubmatch(own.Key)[2]); len(v) >= 3 && strings.HasPrefix(w, v) || v == "password" {
			return fmt.Sprintf("%s is the word %q, the field's own name: a stand-in that keeps a local stack running", own.Key, own.Value)
		}
	}
	// The passwords of the official images' documentation and the
	// placeholders (the shipped default-password rows), and the
	// placeholders the secrets reviewer reads the same values by
	// (mypassword, ${DB_PASSWORD}), so the two reviewers agree on a
	// Secret's base64 data.
	if credentialKey.MatchString(own.Key) && (models.TextRE("default-password").MatchString(own.Value) || secrets.Placeholder(own.Value)) {
		return fmt.Sprintf("%s is %q, a placeholder or a database's well-known default: a stand-in for a local or CI container, not a secret anyone guards", own.Key, own.Value)
	}
	if !secretKey.MatchString(own.Key) || own.Value == "" {
		return ""
	}
	for _, b := range beside {
		if identityKey.MatchString(b.Key) && strings.EqualFold(b.Value, own.Value) {
			return fmt.Sprintf("%s is the same word as %s=%s beside it: a local-development default, not a secret anyone guards", own.Key, b.Key, b.Value)
		}
	}
	return ""
}

// standInBlock says why every secret of a Secret's data is a stand-in, or
// "" when one is not (or none is a secret by its key).
func standInBlock(pairs []textfacts.Entry, encoded bool) string {
	if encoded {
		for i, p := range pairs {
			if b, err := base64.StdEncoding.DecodeString(p.Value); err == nil {
				pairs[i].Value = string(b)
			}
		}
	}
	why := ""
	for _, p := range pairs {
		if !credentialKey.MatchString(p.Key) {
			continue
		}
		w := standIn(p, pairs)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// weighDevDefault rates a manifest's stand-in password Low, saying why.
func weighDevDefault(pass *specialist.Pass, f *finding.Finding) {
	why := devDefault(pass, *f)
	if why == "" || f.Severity <= finding.Low {
		return
	}
	f.Severity = finding.Low
	f.SystemBreaking = false
	f.Recommendation = "Rated Low: " + why + ". If this manifest is deployed beyond a developer's machine, take the value from " +
		"the environment or a secret manager instead. " + f.Recommendation
}
