package secrets

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// toned is a credential finding rated for where and how it is written,
// below what a live credential in code that ships is.
type toned struct {
	severity            finding.Severity
	title, why, verdict string
}

// toneDown rates a credential whose place or form says it is not a live
// secret of a system that ships, or returns nil: a guess (a key-like name
// and a random-looking value, of no provider's format) or a self-issued
// token (a JWT) in a test, fixture,
// example or document, or in a development or test section of a
// configuration, or written in a comment; and any credential for a service
// on the local machine. A guess beside a provider-format key (issuedAt) is
// that key's pair and keeps its rating.
func toneDown(d engine.Diagnostic, content []byte, issuedAt []int) *toned {
	line := lineOf(content, d.Lines.Start)
	if loopbackAuth[d.Rule] && loopbackURL.MatchString(line) {
		return &toned{finding.Low, "Credential for a service on the local machine",
			fmt.Sprintf("The credential on this line is sent to a service on the local machine (%s), the kind a test or CI job starts "+
				"with credentials of its own choosing: nothing outside the job accepts it. If the same value is used anywhere else, "+
				"rotate it there.", strings.TrimSpace(loopbackURL.FindString(line))), "a credential for localhost: Low"}
	}
	if !guessingRules[d.Rule] && !selfIssued[d.Rule] || nearAny(issuedAt, d.Lines.Start, 3) {
		return nil
	}
	switch place := specialist.PlaceOf(d.File); {
	case proseDoc(d.File):
		return &toned{finding.Low, "Sample secret in documentation",
			fmt.Sprintf("A value shaped like a key, of no provider's format, in documentation (%s): a sample, "+
				"which readers may copy as is. Say beside it that it must be replaced, or show how to generate one; "+
				"if it is a real credential after all, revoke and rotate it.", d.File), "a sample in documentation: Low"}
	case place == specialist.Test:
		return &toned{finding.Low, "Sample secret in a test or fixture",
			fmt.Sprintf("A value shaped like a key, of no provider's format, in test code or data (%s): toned down to Low, as test "+
				"passwords and tokens are stand-ins that the tests choose. A generated value (or an obviously fake one) keeps "+
				"scanners quiet; if it is a real credential after all, revoke and rotate it.", d.File), "a sample in a test: Low"}
	case place == specialist.Example:
		return &toned{finding.Medium, "Sample secret in an example or doc",
			fmt.Sprintf("A value shaped like a key, of no provider's format, in an example or documentation (%s): toned down to "+
				"Medium, as it is a stand-in, but readers copy examples whole; say that it must be replaced, or show how to "+
				"generate one. If it is a real credential after all, revoke and rotate it.", d.File), "a sample in an example: Medium"}
	}
	if env := devSection(d.File, content, d.Lines.Start); env != "" {
		return &toned{finding.Low, "Secret of the " + env + " environment",
			fmt.Sprintf("A value shaped like a key in the %s settings (%s): a secret of a developer's machine or the test run, "+
				"which frameworks generate and commit for those environments (Rails' secrets.yml). Make sure production "+
				"reads its own from the environment and never falls back to this one.", env, d.File), "a development or test setting: Low"}
	}
	if commentStart.MatchString(line) {
		return &toned{finding.High, "Credential in a commented-out line",
			"A value shaped like a key in a comment: the code does not use it, but if it was ever in use it is as leaked as " +
				"any other committed secret. Delete the line; if the key was used, revoke and rotate it.", "in a comment: High"}
	}
	return nil
}

// selfIssued are formats of tokens that anyone mints with a key of their
// own (a JWT signed with a test secret): no provider issued them, so in a
// test or an example they weigh as a guess does.
var selfIssued = map[string]bool{"gitleaks/jwt": true}

// loopbackAuth are the rules whose match is a credential sent with a
// request (curl -u, a basic-auth header, a URL's user info): where the
// request goes says whose credential it is.
var loopbackAuth = map[string]bool{"gitleaks/curl-auth-user": true, "gitleaks/curl-auth-header": true,
	"gitleaks/generic-api-key": true}

// loopbackURL is a URL to the local machine.
var loopbackURL = regexp.MustCompile(`(?i)\bhttps?://([^/\s:@'"]+(:[^/\s@'"]*)?@)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/\s'"]|$)`)

// devEnvironments are the names configurations give the settings of a
// developer's machine and of the test run.
var devEnvironments = map[string]string{"development": "development", "dev": "development", "local": "development",
	"test": "test", "testing": "test"}

// devSection names the environment whose settings hold line n: the
// top-level key above it in a YAML file (Rails' secrets.yml and
// database.yml: development:, test:), or the file's own name
// (config/environments/development.rb, appsettings.Development.json,
// .env.test); "" for none.
func devSection(p string, content []byte, n int) string {
	base := strings.ToLower(path.Base(p))
	ext := path.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	for _, part := range strings.FieldsFunc(stem, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		if env := devEnvironments[part]; env != "" {
			return env
		}
	}
	if ext == ".test" || ext == ".development" || ext == ".local" {
		return devEnvironments[strings.TrimPrefix(ext, ".")]
	}
	if ext != ".yml" && ext != ".yaml" {
		return ""
	}
	lines := strings.Split(string(content), "\n")
	if n < 1 || n > len(lines) || !strings.HasPrefix(lines[n-1], " ") && !strings.HasPrefix(lines[n-1], "\t") {
		return "" // a top-level line is in no section
	}
	for i := n - 2; i >= 0; i-- {
		l := lines[i]
		if l == "" || l[0] == ' ' || l[0] == '\t' || l[0] == '#' {
			continue
		}
		key, _, ok := strings.Cut(strings.TrimSpace(l), ":")
		if !ok {
			return ""
		}
		return devEnvironments[strings.ToLower(strings.Trim(key, `"'`))]
	}
	return ""
}

// lineOf is line n of content ("" when there is none).
func lineOf(content []byte, n int) string {
	for i, l := range strings.SplitN(string(content), "\n", n+1) {
		if i == n-1 {
			return l
		}
	}
	return ""
}
