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
