package secrets

import (
	"fmt"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"net/url"
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
// that key's pair and keeps its rating. In code that ships, a value no
// provider issued that the code names a fake (TEST_FAKE_RSA_KEY_0,
// dummySecret) is High.
func toneDown(txt *models.Text, d engine.Diagnostic, content []byte, issuedAt []int) *toned {
	if t := toneDownBy(txt, d, content, issuedAt); t != nil {
		return t
	}
	if t := basicInTest(d, secretOf(content, d)); t != nil {
		return t
	}
	if t := expiredToken(d, secretOf(content, d)); t != nil {
		return t
	}
	if t := declaredDefault(d, secretOf(content, d)); t != nil {
		return t
	}
	// Last, and only where the file ships: a test's or an example's
	// place already rates it, never higher than this.
	line := lineOf(content, d.Lines.Start)
	if !specialist.Ships(d.File) || !unissued(d.Rule) {
		return nil
	}
	if name := fakeName(line, secretOf(content, d)); name != "" {
		return &toned{finding.High, "Credential the code names a fake",
			fmt.Sprintf("The value is assigned to %s, a name that says it is a fake or dummy stand-in (a seeder's or a test's "+
				"key): rated High, not a Blocker that halts the review, since nothing says it opens anything. Keep it out of code "+
				"that serves users (whoever reads the repository holds it) or generate it when the tests run; if it is a real "+
				"credential after all, revoke and rotate it. A person can accept this finding for good with "+
				"`teamreview mark ID --status wont_fix --reason …`.", name), "named a fake: High"}
	}
	return nil
}

// toneDownBy rates a credential by its place and form (toneDown).
func toneDownBy(txt *models.Text, d engine.Diagnostic, content []byte, issuedAt []int) *toned {
	line := lineOf(content, d.Lines.Start)
	if host, loopback := serviceHost(line); serviceAuth[d.Rule] && host != "" && (loopback || containerConfig(txt, d.File)) {
		if loopback {
			return &toned{finding.Low, "Credential for a service on the local machine",
				fmt.Sprintf("The credential on this line logs in to a service on the local machine (%s), the kind a developer or a "+
					"test run starts with credentials of its own choosing: nothing outside that machine accepts it. If the same "+
					"value is used anywhere else, rotate it there.", host), "a credential for localhost: Low"}
		}
		return &toned{finding.Medium, "Credential for a service of the project's own containers",
			fmt.Sprintf("The credential on this line logs in to %q, a host name without a domain: a service that the project's "+
				"own containers (Docker Compose, a dev container) start with this password. It is not a leak of a system others "+
				"run, but whoever deploys these files as they are runs with a password everyone can read: take it from the "+
				"environment or a secret, and rotate it where it was used.", host), "a credential for a container service: Medium"}
	}
	if local := loopbackOnly(line); loopbackAuth[d.Rule] && local != "" {
		return &toned{finding.Low, "Credential for a service on the local machine",
			fmt.Sprintf("The credential on this line is sent to a service on the local machine (%s), the kind a test or CI job starts "+
				"with credentials of its own choosing: nothing outside the job accepts it. If the same value is used anywhere else, "+
				"rotate it there.", local), "a credential for localhost: Low"}
	}
	if !guessingRules[d.Rule] && !selfIssued[d.Rule] && !namedValue[d.Rule] || nearAny(issuedAt, d.Lines.Start, 3) {
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
	if env := devSection(txt, d.File, content, d.Lines.Start); env != "" {
		return &toned{finding.Low, "Secret of the " + env + " environment",
			fmt.Sprintf("A value shaped like a key in the %s settings (%s): a secret of a developer's machine or the test run, "+
				"which frameworks generate and commit for those environments (Rails' secrets.yml). Make sure production "+
				"reads its own from the environment and never falls back to this one.", env, d.File), "a development or test setting: Low"}
	}
	if gen := generatorComment(txt, d.File, line); gen != "" {
		return &toned{finding.Low, "Generator's sample key, commented out",
			fmt.Sprintf("%s writes this line, commented out, with a random value of its own: the application does not use it "+
				"(it reads its key from elsewhere unless the line is uncommented). Delete the line if you like; if it was ever "+
				"uncommented and deployed, rotate the key.", gen), "a generator's commented-out sample: Low"}
	}
	if commentLine(d.File, line) {
		return &toned{finding.High, "Credential in a commented-out line",
			"A value shaped like a key in a comment: the code does not use it, but if it was ever in use it is as leaked as " +
				"any other committed secret. Delete the line; if the key was used, revoke and rotate it.", "in a comment: High"}
	}
	return nil
}

// unissued reports whether the rule finds a credential no provider
// issued (a guess, a self-signed token, a named configuration value, a
// PEM private key): only such a value can be the stand-in its name says.
// A key in a provider's format (AKIA..., sk_live_...) is that provider's
// credential whatever the code calls it.
func unissued(rule string) bool {
	return guessingRules[rule] || selfIssued[rule] || namedValue[rule] || rule == "gitleaks/private-key"
}

// namedValue are rules that know a credential by the key it is given to
// (a "password" entry of a configuration or a fixture), or a password's
// hash beside its user (an .htpasswd line), not by a format a provider
// issues: the project chose the value, so a test's or an example's place,
// or a comment, rates them as it rates generic-api-key's guesses.
var namedValue = map[string]bool{
	"gitleaks/config-file-password": true, "gitleaks/password-hash": true,
	// a Terraform password argument with a literal (password = "..."), of no provider's format
	"gitleaks/hashicorp-tf-password": true,
}

// selfIssued are formats of tokens that anyone mints with a key of their
// own (a JWT signed with a test secret): no provider issued them, so in a
// test or an example they weigh as a guess does.
var selfIssued = map[string]bool{"gitleaks/jwt": true}

// loopbackAuth are the rules whose match is a credential sent with a
// request (curl -u, a basic-auth header): where the request goes says
// whose credential it is.
var loopbackAuth = map[string]bool{"gitleaks/curl-auth-user": true, "gitleaks/curl-auth-header": true}

// serviceAuth are the rules whose match is a password for a server the
// same line names (a connection URL, a connection string): where it
// points says whose credential it is.
var serviceAuth = map[string]bool{"gitleaks/dsn-password": true, "gitleaks/url-password": true, "gitleaks/connection-string-password": true}

// hostOnLine finds the server a connection URL's userinfo or a connection
// string's Server/Host/Data Source names.
var hostOnLine = regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://[^\s/'"@]*@\[?([^\s/:'";,?\]]+)|\b(?:server|host|data source|address|addr)[ \t]*=[ \t]*(?:tcp:)?([^;,\s'"\\]+)`)

// serviceHost returns the server the line's credential is for when it is
// on the local machine (loopback) or a bare host name without a domain
// (a container service: db, sqlserver, redis), or "".
func serviceHost(line string) (host string, loopback bool) {
	m := hostOnLine.FindStringSubmatch(line)
	if m == nil {
		return "", false
	}
	h := strings.ToLower(m[1] + m[2])
	switch {
	case h == "localhost" || h == "::1" || strings.HasPrefix(h, "127.") || h == "(local)" || h == "." || strings.HasPrefix(h, "(localdb)"):
		return h, true
	case bareHost.MatchString(h):
		return h, false
	}
	return "", false
}

// containerConfig reports whether a file configures the project's own
// containers or development environment (the text rows of shape
// container-config-file: docker-compose.yml, appsettings.Docker.json,
// .devcontainer/, .env files): there a host name without a domain is a
// service those containers start. Elsewhere such a name may be a
// company's server (SQLPROD01), and is not toned down. A dotenv file named
// for a live environment (.env.production) is not a developer's: only its
// directory can make it one.
func containerConfig(txt *models.Text, p string) bool {
	lower := strings.ToLower(p)
	if base := path.Base(lower); strings.HasPrefix(base, ".env.") && liveEnvironments[strings.TrimPrefix(base, ".env.")] {
		lower = path.Dir(lower) + "/"
	}
	return txt.RE("container-config-file").MatchString(lower)
}

// bareHost is a host name of one label: no domain, not an address.
var bareHost = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)

// urlOnLine finds the URLs a line names.
var urlOnLine = regexp.MustCompile(`(?i)\bhttps?://[^\s'"<>]+`)

// loopbackOnly returns the first URL's scheme and host when every URL on
// the line goes to the local machine (localhost, 127.0.0.0/8, ::1) and
// there is one; "".
func loopbackOnly(line string) string {
	urls := urlOnLine.FindAllString(line, -1)
	host := ""
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil {
			return ""
		}
		h := strings.ToLower(u.Hostname())
		if h != "localhost" && h != "::1" && !strings.HasPrefix(h, "127.") {
			return ""
		}
		if host == "" {
			// the scheme and host alone: the URL's user info may be a
			// credential, which nothing written may carry
			host = u.Scheme + "://" + u.Host
		}
	}
	return host
}

// devEnvironments are the names configurations give the settings of a
// developer's machine and of the test run. (Not "local": Next.js and Vite
// load .env.local into production builds too.)
var devEnvironments = map[string]string{"development": "development", "dev": "development", "test": "test", "testing": "test"}

// liveEnvironments are the names of what serves users: a file named for
// one of these as well is not a developer's.
var liveEnvironments = map[string]bool{"production": true, "prod": true, "staging": true, "stage": true, "live": true}

// devSection names the environment whose settings hold line n of a
// configuration file, or "": the file's own name (.env.test,
// application-dev.yml, appsettings.Development.json,
// config/environments/development.rb, settings/dev.py), or, in an
// environment-keyed YAML file (Rails' config/secrets.yml and
// database.yml, Spring's application.yml), the top-level key above it.
// Source files and CI pipelines are never read so: a passport "local"
// strategy or a CI job named test holds live secrets as much as any file.
func devSection(txt *models.Text, p string, content []byte, n int) string {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	parts := strings.FieldsFunc(base, func(r rune) bool { return r == '.' || r == '_' || r == '-' })
	env := ""
	for _, part := range parts {
		if liveEnvironments[part] {
			return ""
		}
		if e := devEnvironments[part]; e != "" && env == "" {
			env = e
		}
	}
	// A file whose name says its environment: the shipped text rows of
	// shape settings-file (dotenv's .env.*, Spring's application-*,
	// ASP.NET's appsettings.*, Angular's environments/, Django's
	// settings/: models/specialist_settings_files.yml).
	if env != "" && txt.RE("settings-file").MatchString(lower) {
		return env
	}
	if !envKeyed(txt, lower) {
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

// envKeyed reports a YAML file whose top-level keys are environments:
// Rails' config/*.yml (secrets.yml, database.yml, storage.yml ...) and
// Spring's application.yml profiles, the shipped text rows of shape
// environment-keyed-file.
func envKeyed(txt *models.Text, lower string) bool {
	if ext := path.Ext(lower); ext != ".yml" && ext != ".yaml" {
		return false
	}
	return txt.RE("environment-keyed-file").MatchString(lower)
}

// commentPrefixes are the line comments of the languages a credential is
// found in, by extension; a file of another kind has none we trust.
var commentPrefixes = map[string][]string{
	".py": {"#"}, ".rb": {"#"}, ".sh": {"#"}, ".bash": {"#"}, ".yml": {"#"}, ".yaml": {"#"}, ".toml": {"#"}, ".properties": {"#", "!"},
	".conf": {"#"}, ".ini": {";", "#"}, ".tf": {"#", "//"}, ".pl": {"#"}, ".r": {"#"}, ".ps1": {"#"},
	".js": {"//", "/*", "*"}, ".jsx": {"//", "/*", "*"}, ".mjs": {"//", "/*", "*"}, ".cjs": {"//", "/*", "*"}, ".ts": {"//", "/*", "*"},
	".tsx": {"//", "/*", "*"}, ".java": {"//", "/*", "*"}, ".kt": {"//", "/*", "*"}, ".scala": {"//", "/*", "*"}, ".go": {"//", "/*", "*"},
	".c": {"//", "/*", "*"}, ".h": {"//", "/*", "*"}, ".cpp": {"//", "/*", "*"}, ".cs": {"//", "/*", "*"}, ".swift": {"//", "/*", "*"},
	".rs": {"//", "/*", "*"}, ".php": {"//", "#", "/*", "*"}, ".dart": {"//", "/*", "*"},
	".sql": {"--"}, ".lua": {"--"}, ".hs": {"--"}, ".html": {"<!--"}, ".xml": {"<!--"}, ".vue": {"<!--", "//"},
}

// commentLine reports whether line is a comment in the language of file p
// (by its extension; a dotfile such as .env by its name).
func commentLine(p, line string) bool {
	base := strings.ToLower(path.Base(p))
	ext := path.Ext(base)
	if strings.HasPrefix(base, ".env") || base == "dockerfile" {
		ext = ".sh"
	}
	t := strings.TrimSpace(line)
	for _, c := range commentPrefixes[ext] {
		if strings.HasPrefix(t, c) {
			return true
		}
	}
	return false
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

// generatorComment names the generator that wrote line, commented out, in
// file; "" when none did. The generators are the shipped text rows of
// shape generator-comment: lines that a framework's generator writes into
// a new application commented out, with a random key of its own, to show
// where a key would go (Devise's install generator writes "#
// config.secret_key = '<128 hex digits>'" into
// config/initializers/devise.rb, and Devise uses secret_key_base instead
// unless the line is uncommented: models/specialist_settings_files.yml).
func generatorComment(txt *models.Text, file, line string) string {
	for _, g := range txt.Rows("generator-comment") {
		for _, f := range g.Files {
			if (file == f || strings.HasSuffix(file, "/"+f)) && g.RowRE().MatchString(line) {
				return g.Label
			}
		}
	}
	return ""
}

// assigned is the identifier a line declares or assigns to (const
// TEST_FAKE_KEY: &str =, private const string DummyKey =, fakeKey: ).
var assigned = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=:"'\x60]*)?\s*(?:=|:)\s*[@$]?["'\x60]`)

// fakeWords are the words by which code names a stand-in for a credential.
var fakeWords = map[string]bool{"fake": true, "dummy": true, "mock": true, "bogus": true}

// fakeName returns the identifier the line assigns its value to when one
// of its words (TEST_FAKE_RSA_KEY, dummySecret) names a fake, or "". The
// identifier is the last one assigned before the secret; when where the
// secret is is not known, the line must assign to one identifier only:
// in { mockServer: "", apiKey: "..." } the key is not the mock's.
func fakeName(line, secret string) string {
	ms := assigned.FindAllStringSubmatchIndex(line, -1)
	first, _, _ := strings.Cut(secret, "\n")
	at := -1
	if first != "" {
		at = strings.Index(line, first)
	}
	var name string
	switch {
	case at >= 0:
		for _, m := range ms {
			if m[1] <= at {
				name = line[m[2]:m[3]]
			}
		}
	case len(ms) == 1:
		name = line[ms[0][2]:ms[0][3]]
	}
	for _, w := range identWords(name) {
		if fakeWords[w] {
			return name
		}
	}
	return ""
}

// identWords splits an identifier at underscores and case changes,
// lower-cased: TEST_FAKE_KEY and testFakeKey are test, fake, key.
func identWords(id string) []string {
	var out []string
	cur := []rune{}
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prevLower := false
	for _, r := range id {
		switch {
		case r == '_' || r >= '0' && r <= '9':
			flush()
			prevLower = false
			continue
		case r >= 'A' && r <= 'Z' && prevLower:
			flush()
		}
		cur = append(cur, r)
		prevLower = r >= 'a' && r <= 'z'
	}
	flush()
	return out
}
