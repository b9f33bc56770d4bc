package security

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strings"

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

// devDefault returns why f's secret is a local-development stand-in, or "".
func devDefault(pass *specialist.Pass, f finding.Finding) string {
	if !manifestSecretRules[f.Rule] || pass == nil {
		return ""
	}
	file := pass.File(f.File)
	if file == nil || f.Lines.Start < 1 {
		return ""
	}
	lines := strings.Split(string(file.Content), "\n")
	if f.Lines.Start > len(lines) {
		return ""
	}
	at := f.Lines.Start - 1
	if f.Rule == "yaml/k8s-secret-in-manifest" {
		return standInBlock(childPairs(lines, at), strings.Contains(lines[at], "data:") && !strings.Contains(lines[at], "stringData:"))
	}
	own, ok := pairOf(lines[at])
	if !ok {
		return ""
	}
	return standIn(own, siblingPairs(lines, at))
}

// kv is one NAME=value or name: value entry of a manifest.
type kv struct{ key, value string }

// pairOf reads a YAML mapping entry or a list item of the NAME=value form.
func pairOf(line string) (kv, bool) {
	s := strings.TrimSpace(line)
	s = strings.TrimSpace(strings.TrimPrefix(s, "- "))
	if i := strings.Index(s, " #"); i >= 0 {
		s = strings.TrimSpace(s[:i])
	}
	s = strings.Trim(s, `"'`)
	k, v, ok := strings.Cut(s, ": ")
	if eq, ev, eok := strings.Cut(s, "="); eok && (!ok || len(eq) < len(k)) {
		k, v, ok = eq, ev, true
	}
	if !ok {
		return kv{}, false
	}
	return kv{strings.Trim(strings.TrimSpace(k), `"'`), strings.Trim(strings.TrimSpace(v), `"'`)}, true
}

func indent(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }

// siblingPairs are the entries at line at's indentation in its block.
func siblingPairs(lines []string, at int) []kv {
	in := indent(lines[at])
	var out []kv
	for _, dir := range []int{-1, 1} {
		for i := at + dir; i >= 0 && i < len(lines); i += dir {
			if strings.TrimSpace(lines[i]) == "" || strings.HasPrefix(strings.TrimSpace(lines[i]), "#") {
				continue
			}
			if indent(lines[i]) != in {
				break
			}
			if p, ok := pairOf(lines[i]); ok {
				out = append(out, p)
			}
		}
	}
	return out
}

// childPairs are the entries indented below line at (data: or
// stringData: of a Secret).
func childPairs(lines []string, at int) []kv {
	in := indent(lines[at])
	var out []kv
	for i := at + 1; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == "" {
			continue
		}
		if indent(lines[i]) <= in {
			break
		}
		if p, ok := pairOf(lines[i]); ok {
			out = append(out, p)
		}
	}
	return out
}

// wellKnownDefaults are the passwords the official images and their
// documentation use (postgres, mysql, mariadb, root, guest ...): written
// into a manifest they keep a local stack or a CI job's database running.
var wellKnownDefaults = map[string]bool{"postgres": true, "mysql": true, "mariadb": true, "root": true, "admin": true,
	"guest": true, "secret": true, "changeme": true, "change-me": true, "change_me": true, "example": true, "test": true,
	"testing": true, "redis": true, "mongo": true, "password": true, "pass": true, "dev": true, "development": true}

// standIn says why own's value is a stand-in, given the entries beside it.
func standIn(own kv, beside []kv) string {
	v := strings.ToLower(own.value)
	if secretKey.MatchString(own.key) && own.value != "" {
		if w := strings.ToLower(secretKey.FindStringSubmatch(own.key)[2]); len(v) >= 3 && strings.HasPrefix(w, v) || v == "password" {
			return fmt.Sprintf("%s is the word %q, the field's own name: a stand-in that keeps a local stack running", own.key, own.value)
		}
	}
	if credentialKey.MatchString(own.key) && wellKnownDefaults[v] {
		return fmt.Sprintf("%s is %q, a placeholder or a database's well-known default: a stand-in for a local or CI container, not a secret anyone guards", own.key, own.value)
	}
	if !secretKey.MatchString(own.key) || own.value == "" {
		return ""
	}
	for _, b := range beside {
		if identityKey.MatchString(b.key) && strings.EqualFold(b.value, own.value) {
			return fmt.Sprintf("%s is the same word as %s=%s beside it: a local-development default, not a secret anyone guards", own.key, b.key, b.value)
		}
	}
	return ""
}

// standInBlock says why every secret of a Secret's data is a stand-in, or
// "" when one is not (or none is a secret by its key).
func standInBlock(pairs []kv, encoded bool) string {
	if encoded {
		for i, p := range pairs {
			if b, err := base64.StdEncoding.DecodeString(p.value); err == nil {
				pairs[i].value = string(b)
			}
		}
	}
	why := ""
	for _, p := range pairs {
		if !credentialKey.MatchString(p.key) {
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
