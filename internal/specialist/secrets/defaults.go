package secrets

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// changeMe is a value's own words telling the reader to replace it: a
// generator's default secret (JHipster writes base64 of
// "my-secret-key-which-should-be-changed-in-production…" into every
// project it makes), a template's "replace-this-secret".
var changeMe = regexp.MustCompile(`(?i)(?:should|must|to)[-_. ]be[-_. ](?:changed|replaced)|(?:change|replace)d?[-_. ](?:it[-_. ])?(?:in|for|before)[-_. ](?:prod|deploy)|not[-_. ]for[-_. ]prod|(?:^|[^a-z])(?:change|replace)[-_. ]?(?:me|this)(?:[^a-z]|$)`)

// declaredText is v, or the text v is base64 of when that is printable
// words (a setting whose format is base64, as a JWT key's often is).
func declaredText(v string) string {
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding} {
		if b, err := enc.DecodeString(v); err == nil {
			if s := strings.TrimSpace(string(b)); len(s) >= 8 && len(s) <= 256 && utf8.ValidString(s) && !strings.ContainsFunc(s, notPrint) {
				return s
			}
		}
	}
	return v
}

func notPrint(r rune) bool { return !unicode.IsPrint(r) }

// declaredDefault rates a value no provider issued that says, in its own
// words, that it is a default to be changed: Medium where the file ships
// (Low elsewhere), or nil. It is public (the generator or the template that wrote it
// publishes it), so there is nothing to revoke, but a deployment that
// keeps it signs or opens with a key everyone knows.
func declaredDefault(d engine.Diagnostic, secret string) *toned {
	if !unissued(d.Rule) || secret == "" {
		return nil
	}
	text := declaredText(secret)
	if !changeMe.MatchString(text) {
		return nil
	}
	said := "The value"
	if text != secret {
		said = fmt.Sprintf("The value is base64 of %q, which", text)
	}
	sev := shipsOr(d, finding.Medium)
	return &toned{sev, "Default secret that says to change it",
		said + " says it is a default to replace: a generator's or a template's published placeholder, not a leaked " +
			"credential, so there is nothing to revoke. A deployment that keeps it signs or opens with a key everyone can read: " +
			"make sure production sets its own (from the environment or a secret manager) and never falls back to this one.",
		"a self-declared default: " + sev.String()}
}

var (
	// hexDigest is a digest's hex: MD5, SHA-1, SHA-224, SHA-256,
	// SHA-384 or SHA-512.
	hexDigest = regexp.MustCompile(`^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{56}|[0-9A-F]{64}|[0-9A-F]{96}|[0-9A-F]{128})$`)
	// digestName is a name that ends in the word hash or digest
	// (tokenHash, token_hash, "sha256", password_digest) right before the
	// value.
	digestName = regexp.MustCompile(`(?:(?:^|[^A-Za-z])(?:hash|digest|sha1|sha256|sha512|md5|checksum)|[a-z0-9](?:Hash|Digest|Checksum|HASH|DIGEST))["'\]]?[ \t]*[:=][ \t]*["']?$`)
)

// namedDigest reports a hex digest written as the value of a name that
// says it is one (a seeded token's tokenHash): a server that stores a
// token's hash compares the hash of what a client sends with it, so the
// hash itself logs no one in.
func namedDigest(text, secret string) bool {
	i := strings.Index(text, secret)
	return secret != "" && hexDigest.MatchString(secret) && i >= 0 && digestName.MatchString(text[:i])
}

// elided says why a header's value cut short with an ellipsis
// ("Bearer memos_pat_...") is no token, or "": a UI's or a document's
// sample that shows the format and leaves the rest out. A stem that is a
// key's random run of characters stays a finding (a real token, cut).
func elided(_, secret string) string {
	var stem string
	switch {
	case strings.HasSuffix(secret, "…"):
		stem = strings.TrimSuffix(secret, "…")
	case strings.HasSuffix(secret, "..."):
		stem = strings.TrimRight(secret, ".")
	default:
		return ""
	}
	if stem == "" || keyLike(stem) {
		return ""
	}
	return "a value cut short with an ellipsis (" + stem + "…): the token's format shown, not a token"
}

// shipsOr is sev where d's file ships, Low elsewhere.
func shipsOr(d engine.Diagnostic, sev finding.Severity) finding.Severity {
	if specialist.Ships(d.File) {
		return sev
	}
	return finding.Low
}

var (
	// gosecCredentialName is gosec G101's default pattern for a name that
	// holds a credential (rules/hardcoded_credentials.go).
	gosecCredentialName = regexp.MustCompile(`(?i)passwd|pass|password|pwd|secret|token|pw|apiKey|bearer|cred`)
	// keyedString is a composite literal's element: a field or a string
	// key, then a string literal.
	keyedString = regexp.MustCompile("(?m)(?:^|[{,\\s])\"?([A-Za-z_][A-Za-z0-9_]*)\"?\\s*:\\s*(?:\"((?:[^\"\\\\\\n]|\\\\.)*)\"|`([^`]*)`)")
	// endpointURL is an address with no userinfo and no query: where a
	// client sends a request, which carries nothing secret.
	endpointURL = regexp.MustCompile(`^https?://[A-Za-z0-9.-]+(?::[0-9]+)?(?:/[A-Za-z0-9._~%/{}:-]*)?$`)
)

// compositeBody returns the text of the composite literal that opens on
// lines[start-1] (from its first "{" to the brace that closes it, strings
// skipped), or "" when none closes within 200 lines.
func compositeBody(lines []string, start int) string {
	if start < 1 || start > len(lines) {
		return ""
	}
	text := strings.Join(lines[start-1:min(len(lines), start+200)], "\n")
	open := strings.IndexByte(text, '{')
	if open < 0 {
		return ""
	}
	depth, quote := 0, byte(0)
	for i := open; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote || c == '\n' && quote == '"' {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == '{':
			depth++
		case c == '}':
			if depth--; depth == 0 {
				return text[open : i+1]
			}
		}
	}
	return ""
}

// endpointFields says why the composite literal gosec's G101 flagged on
// its first line holds no credential, or "": every element whose name
// G101 takes for a credential's (tokenURL, AccessTokenURL) holds an
// endpoint's URL or a name, not a secret. G101 matches such a field by its
// name and the URL's entropy (an OAuth2 provider's token endpoint).
func endpointFields(lines []string, start int) string {
	body := compositeBody(lines, start)
	var said []string
	for _, m := range keyedString.FindAllStringSubmatch(body, -1) {
		if !gosecCredentialName.MatchString(m[1]) {
			continue
		}
		v := m[2] + m[3]
		if !endpointURL.MatchString(v) && valueIsNot(v) == "" {
			return ""
		}
		said = append(said, m[1]+": "+v)
	}
	if len(said) == 0 {
		return ""
	}
	return "endpoints' addresses and names (" + strings.Join(said, ", ") + "), not credentials"
}
