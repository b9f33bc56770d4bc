package secrets

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// A credential written in base64 is judged by what it decodes to, where
// the format says it is base64 — never by guessing that a value is:
//
//   - a Kubernetes Secret's data map holds its values base64-encoded
//     (https://kubernetes.io/docs/concepts/configuration/secret/: "The
//     values for all keys in the data field have to be base64-encoded
//     strings"; stringData takes them in clear). A Secret whose values all
//     decode to placeholders (mypassword, changeme) or the documentation's
//     samples holds no credential, as the same words in clear would not;
//   - HTTP Basic credentials are base64 of user-id ":" password (RFC 7617,
//     section 2). In a test they are the test's own login, as a password
//     written in clear there is.

// secretManifestRules are the rules whose match may lie in a Kubernetes
// Secret's data map: gitleaks' rule for the manifest, and the guesses
// that take a data entry's key for a key's name.
var secretManifestRules = map[string]bool{"gitleaks/kubernetes-secret-yaml": true, "gitleaks/generic-api-key": true}

// secretManifest is the part of a Kubernetes object this judgement reads.
type secretManifest struct {
	Kind string            `yaml:"kind"`
	Data map[string]string `yaml:"data"`
}

// yamlDocument returns the YAML document of content that holds line n
// (documents are separated by "---" lines), or "".
func yamlDocument(content []byte, n int) string {
	lines := strings.Split(string(content), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	start, end := 0, len(lines)
	for i, l := range lines {
		if !strings.HasPrefix(l, "---") || strings.TrimSpace(strings.TrimPrefix(l, "---")) != "" {
			continue
		}
		if i < n-1 {
			start = i + 1
		} else if i >= n-1 && i < end {
			end = i
			break
		}
	}
	return strings.Join(lines[start:end], "\n")
}

// secretData returns the data map of the Kubernetes Secret whose manifest
// holds d's first line, decoded, or false when d's file holds no such
// Secret there, or a value is not base64 of text (a template, a binary
// key): then nothing can be said of what it decodes to.
func secretData(content []byte, d engine.Diagnostic) (map[string]string, bool) {
	ext := strings.ToLower(d.File)
	if !secretManifestRules[d.Rule] || !strings.HasSuffix(ext, ".yaml") && !strings.HasSuffix(ext, ".yml") {
		return nil, false
	}
	var m secretManifest
	if err := yaml.Unmarshal([]byte(yamlDocument(content, d.Lines.Start)), &m); err != nil || m.Kind != "Secret" || len(m.Data) == 0 {
		return nil, false
	}
	out := make(map[string]string, len(m.Data))
	for k, v := range m.Data {
		raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(v))
		if err != nil || !printable(string(raw)) {
			return nil, false
		}
		out[k] = string(raw)
	}
	return out, true
}

// printable reports whether s is text one can write in a report: UTF-8,
// no control characters, at most a line.
func printable(s string) bool {
	if !utf8.ValidString(s) || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// identityKey names a Secret entry that says who logs in or where, not
// the credential itself (username, db-host, port).
var identityKey = regexp.MustCompile(`(?i)^(?:[\w.-]*[_.-])?(?:user|username|user-?name|login|email|host|hostname|port|database|db|dbname|db-?name)$`)

// decodedPlaceholders says what every entry of a Secret's decoded data is
// when none is a credential — each credential a placeholder or a sample
// the way it would be in clear, each identity plain words — or "".
func decodedPlaceholders(data map[string]string) string {
	keys := make([]string, 0, len(data))
	for k := range data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	said := make([]string, 0, len(keys))
	credentials := 0
	for _, k := range keys {
		v := data[k]
		why := placeholderText(v)
		switch {
		case why != "":
			credentials++
		case identityKey.MatchString(k) && entropy(v) < 3.5 && !secrets.Contains(mustScanner(), k, v):
			why = "who or where, not a credential"
		default:
			return ""
		}
		said = append(said, fmt.Sprintf("%s decodes to %q (%s)", k, v, why))
	}
	if credentials == 0 {
		return ""
	}
	return strings.Join(said, ", ")
}

// placeholderText says why decoded text v is no credential, by the tests
// its clear form meets: a placeholder the password rules never report, a
// sample a standard or a documentation publishes, a value that counts
// along (123456) — or "".
func placeholderText(v string) string {
	switch {
	case v == "":
		return "empty"
	case secrets.Placeholder(v):
		return "a placeholder"
	}
	if s, ok := publishedSample(v); ok {
		return s
	}
	if len(v) <= 16 && counting(v) && entropy(v) < 3.5 {
		return "a made-up sample that counts along"
	}
	return ""
}

// mustScanner is the secrets engine's scanner, or one that finds nothing
// when it cannot start (then the placeholder tests alone decide).
func mustScanner() secrets.Scanner {
	sc, err := secrets.Gitleaks()
	if err != nil {
		return noScanner{}
	}
	return sc
}

type noScanner struct{}

func (noScanner) Scan(string, []byte) []secrets.Leak { return nil }

// decodedSecret rates a finding in a Kubernetes Secret whose data decodes
// to placeholders only: Info, saying what it decoded to. Not a leak, so no
// tip for security either; the manifest itself stays security's
// (yaml/k8s-secret-in-manifest).
func decodedSecret(content []byte, d engine.Diagnostic) *toned {
	data, ok := secretData(content, d)
	if !ok {
		return nil
	}
	said := decodedPlaceholders(data)
	if said == "" {
		return nil
	}
	return &toned{severity: finding.Info, title: "Placeholders in a Kubernetes Secret's base64 data",
		why: "A Secret's data values are base64-encoded, not encrypted (Kubernetes documentation, \"Secrets\"); decoded, " + said +
			": what this manifest holds would be no credential written in clear either. Replace the placeholders from a secret " +
			"manager or CI variables wherever the manifest is applied beyond a developer's cluster.",
		verdict: "placeholders in base64: Info"}
}

// keyLike reports whether s looks like a generated key rather than a
// name or a password a person typed: long and random-looking (an API
// token sent as the Basic user, as many services take it).
func keyLike(s string) bool {
	return len(s) >= 16 && entropy(s) >= 3.5
}

// basicInTest rates Basic credentials (RFC 7617: base64 of user-id ":"
// password) in a test's code or data as the test's own login, as a
// password in clear there is, or returns nil: in code that ships, or when
// the user or the password is a provider's key or looks like a generated
// one, the value keeps its rating (and the user, which the finding names,
// is never a key).
func basicInTest(d engine.Diagnostic, secret string) *toned {
	if d.Rule != "gitleaks/basic-auth-header" || specialist.PlaceOf(d.File) != specialist.Test || secret == "" {
		return nil
	}
	raw, err := base64.StdEncoding.DecodeString(secret)
	if err != nil {
		raw, err = base64.RawStdEncoding.DecodeString(secret)
	}
	user, password, ok := strings.Cut(string(raw), ":")
	if err != nil || !ok || !printable(string(raw)) || keyLike(user) || keyLike(password) ||
		secrets.Contains(mustScanner(), d.File, user+" "+password) {
		return nil
	}
	return &toned{severity: finding.Low, title: "Sample Basic credentials in a test",
		why: fmt.Sprintf("The Authorization header's value is base64 of %q and a password (RFC 7617: Basic credentials are "+
			"base64 of user-id \":\" password, an encoding, not a secret): in test code or data (%s) they are the test's own "+
			"login, a stand-in it sends to the server it tests, as a password written in clear there is. If the same "+
			"credentials open anything else, rotate them there.", user, d.File), verdict: "Basic credentials in a test: Low"}
}
