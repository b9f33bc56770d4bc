package secrets

import (
	"cmp"
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

func diag(eng, rule, file string, line int, sev finding.Severity) engine.Diagnostic {
	return engine.Diagnostic{Engine: eng, Rule: rule, Dimension: Name, File: file, Lines: finding.Lines(line, line),
		Severity: sev, Confidence: 0.9, Message: rule + " ****", Code: "x"}
}

// reviewN runs the specialist over pass and wants n findings.
func reviewN(t *testing.T, pass *specialist.Pass, n int) []finding.Finding {
	t.Helper()
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != n {
		t.Fatalf("got %d findings, want %d: %+v", len(got), n, got)
	}
	return got
}

func TestReview(t *testing.T) {
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{
		diag(secretsengine.Name, "gitleaks/aws-access-token", "cmd/server/main.go", 10, finding.Blocker),
		diag("go", "gosec/G101", "cmd/server/main.go", 10, finding.High), // same line: gitleaks wins
		diag("go", "gosec/G101", "cmd/server/main.go", 20, finding.High), // a guess: keeps its rating
		diag(secretsengine.Name, "gitleaks/github-pat", "internal/x/x_test.go", 3, finding.Blocker),
		diag("go", "gosec/G101", "internal/x/x_test.go", 9, finding.High),
	}}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		rule     string
		line     int
		sev      finding.Severity
		breaking bool
	}
	wants := []want{
		{"gitleaks/aws-access-token", 10, finding.Blocker, true},
		{"gosec/G101", 20, finding.High, false},
		{"gitleaks/github-pat", 3, finding.High, false},
		{"gosec/G101", 9, finding.Medium, false},
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	for i, w := range wants {
		f := got[i]
		if f.Rule != w.rule || f.Lines.Start != w.line || f.Severity != w.sev || f.SystemBreaking != w.breaking || f.Recommendation == "" {
			t.Errorf("finding %d = %s:%d %s breaking=%v, want %+v", i, f.Rule, f.Lines.Start, f.Severity, f.SystemBreaking, w)
		}
	}
}

// Each credential the secrets engine found is a tip to security carrying
// the specialist's own finding; the finding is rated the same with or
// without anyone to read the tip.
func TestCredentialTips(t *testing.T) {
	diags := []engine.Diagnostic{
		diag(secretsengine.Name, "gitleaks/aws-access-token", "cmd/server/main.go", 10, finding.Blocker),
		diag("go", "gosec/G101", "cmd/server/main.go", 20, finding.High), // a guess: no tip
		diag(secretsengine.Name, "gitleaks/github-pat", "internal/x/x_test.go", 3, finding.Blocker),
	}
	alone, err := Specialist{}.Review(context.Background(), &specialist.Pass{Diagnostics: diags})
	if err != nil {
		t.Fatal(err)
	}
	var record []bus.Message
	b := bus.New(func(m bus.Message) { record = append(record, m) })
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Diagnostics: diags, Bus: b})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(alone, got) {
		t.Errorf("the findings depend on the bus:\n%+v\n%+v", alone, got)
	}
	tips := b.Take()["security"]
	if len(tips) != 2 {
		t.Fatalf("got %d tips: %+v", len(tips), tips)
	}
	for i, want := range []struct {
		file     string
		breaking bool
	}{{"cmd/server/main.go", true}, {"internal/x/x_test.go", false}} {
		tip := tips[i]
		if tip.Kind != specialist.TipCredential || tip.File != want.file || tip.Own == nil || tip.Own.SystemBreaking != want.breaking || !strings.HasPrefix(tip.Own.Rule, "gitleaks/") {
			t.Errorf("tip %d = %+v (own %+v), want one about %s", i, tip, tip.Own, want.file)
		}
	}
	for _, m := range record {
		if strings.Contains(m.Summary, "AKIA") && !strings.Contains(m.Summary, "****") {
			t.Errorf("a tip's summary shows the value: %q", m.Summary)
		}
	}
}

// The guessing rules (gitleaks' generic-api-key, gosec's G101) go by a
// name and a value's shape: a name made of words and RFC sample values are
// not credentials, a random value is.
func TestNamesAndSamplesAreNotCredentials(t *testing.T) {
	src := "package s\n\n" +
		"\tkey := \"float32-slice\"\n" + // 3
		"const websocketKey = \"dGhlIHNhbXBsZSBub25jZQ==\"\n" + // 4
		"var apiKey = \"Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT\"\n" + // 5: assembled, so no file holds a key whole
		"var token = \"dGhlIHNhbXBsZSBub25jZQ==\" + \"Zq8vR3mX7t" + "Lw2PbN9cKd4HsY\"\n" + // 6
		"var dbPassword = \"correct-horse-battery\"\n" + // 7
		"var sessionKey = \"YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo=\"\n" + // 8: base64 of letters, no space
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n" + // 9: a raw request a test quotes
		"\treq := \"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\n\"\n" + // 10: the same, in a string
		"\t.header(\"sec-websocket-key\", \"6D69KGBOr4Re+Nj6zx9aQA==\")\n" + // 11: a handshake's random nonce
		"\t.header(\"x-api-key\", \"6D69KGBOr4Re+Nj6zx9aQA==\")\n" + // 12: the same bytes as an API key
		"h = {\"Sec-WebSocket-Key\": nonce, \"X-Api-Key\": \"6D69KGBOr4Re+Nj6zx9aQA==\"}\n" + // 13: the header named, another's value
		"API_KEY = \"q9Xv3LmT0pZr7Wc2Ky8HbA==\"  # sent as sec-websocket-key fallback\n" + // 14: named in a comment
		"\tEmailTplKeyPassResetBody = \"email_tpl.pass_reset.body\"\n" + // 15: a message key about a password
		"var adminPassword = \"keep.out.of.here\"\n" + // 16: a dotted value that names no password
		"var dbPassword = \"db.password\" + \"Zq8vR3mX7tLw\"\n" + // 17: a key beside a value
		"<key id=\"768c1632-cf7b-41a9-bb7a-bff228ae8fba\" version=\"1\">\n" + // 18: a key ring's key id
		"HEROKU_API_KEY=768c1632-cf7b-41a9-bb7a-bff228ae8fba\n" // 19: a UUID that is the key
	file := &scope.File{Path: "s.go", Content: []byte(src)}
	var diags []engine.Diagnostic
	for line := 3; line <= 19; line++ {
		diags = append(diags, diag(secretsengine.Name, "gitleaks/generic-api-key", "s.go", line, finding.Blocker))
	}
	diags = append(diags, diag(secretsengine.Name, "gitleaks/aws-access-token", "s.go", 3, finding.Blocker)) // a provider's format: never second-guessed
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, f := range got {
		lines = append(lines, f.Lines.Start)
	}
	if want := []int{5, 6, 7, 8, 12, 13, 14, 16, 17, 19, 3}; !reflect.DeepEqual(lines, want) {
		t.Errorf("findings on lines %v, want %v", lines, want)
	}
}

// A table of samples with their descriptions is samples, not keys.
func TestSampleTableIsNotCredentials(t *testing.T) {
	src := "package s\n\nvar samples = map[string]string{\n\t\"dGhlIHNhbXBsZSBub25jZQ==\":     \"RFC 6455's sample WebSocket key\",\n}\n"
	file := &scope.File{Path: "s.go", Content: []byte(src)}
	d := diag(secretsengine.Name, "gitleaks/generic-api-key", "s.go", 4, finding.Blocker)
	d.Lines = finding.Lines(4, 5)
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: []engine.Diagnostic{d}, Bus: bus.New(nil)})
	if err != nil || len(got) != 0 {
		t.Errorf("got %+v, %v; want no finding", got, err)
	}
}

// A detector's pattern names what it detects: gosec's G101 on a regular
// expression for credential names is not a credential; a password that
// merely has a bracket in it still is.
func TestPatternsAreNotCredentials(t *testing.T) {
	src := "package s\n\n" +
		"const credName = `(?:[A-Za-z0-9_.-]*(?:passw(?:or)?d|pwd|secret|token)[A-Za-z0-9_.-]*)`\n" + // 3
		"var tokenRE = regexp.MustCompile(\"(?i)\\\\btoken\\\\s*[:=]\\\\s*[^\\\\s]+\")\n" + // 4
		"var dbPassword = \"Xk9[mQ2]vL7p\"\n" // 5
	file := &scope.File{Path: "s.go", Content: []byte(src)}
	var diags []engine.Diagnostic
	for line := 3; line <= 5; line++ {
		diags = append(diags, diag(secretsengine.Name, "gosec/G101", "s.go", line, finding.High))
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, f := range got {
		lines = append(lines, f.Lines.Start)
	}
	if want := []int{5}; !reflect.DeepEqual(lines, want) {
		t.Errorf("findings on lines %v, want %v", lines, want)
	}
}

// A value that counts along (abcdef, 123456) is a sample someone typed;
// next to a password's name it may still be a weak password.
func TestCountingValuesAreSamples(t *testing.T) {
	src := "package s\n\n" +
		"const driveURL = \"https://drive.google.com/file/d/x/view?resourcekey=0-abcdef123456\"\n" + // 3
		"var apiKey = \"Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT\"\n" + // 4
		"var dbPassword = \"abcdef123456\"\n" // 5
	file := &scope.File{Path: "s.go", Content: []byte(src)}
	lines := strings.Split(src, "\n")
	var diags []engine.Diagnostic
	for line, secret := range map[int]string{3: "0-abcdef123456", 4: "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT", 5: "abcdef123456"} {
		d := diag(secretsengine.Name, "gitleaks/generic-api-key", "s.go", line, finding.Blocker)
		d.Code = secretsengine.Mask(lines[line-1], secret)
		diags = append(diags, d)
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var kept []int
	for _, f := range got {
		kept = append(kept, f.Lines.Start)
	}
	slices.Sort(kept)
	if want := []int{4, 5}; !reflect.DeepEqual(kept, want) {
		t.Errorf("findings on lines %v, want %v", kept, want)
	}
}

// The value a rule matched decides, whatever else the line quotes: an RFC
// sample set as a header beside the header's name.
func TestMatchedValueDecides(t *testing.T) {
	src := "package s\n\n" +
		"\tc.Request.Header.Set(\"Sec-WebSocket-Key\", \"dGhlIHNhbXBsZSBub25jZQ==\")\n" + // 3
		"\tc.Request.Header.Set(\"X-Api-Key\", \"Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT\")\n" // 4
	file := &scope.File{Path: "s_test.go", Content: []byte(src)}
	lines := strings.Split(src, "\n")
	var diags []engine.Diagnostic
	for line, secret := range map[int]string{3: "dGhlIHNhbXBsZSBub25jZQ==", 4: "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT"} {
		d := diag(secretsengine.Name, "gitleaks/generic-api-key", "s_test.go", line, finding.Blocker)
		d.Code = secretsengine.Mask(lines[line-1], secret)
		diags = append(diags, d)
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil || len(got) != 1 || got[0].Lines.Start != 4 {
		t.Errorf("got %+v, %v; want the finding on line 4 alone", got, err)
	}
}

// A guess of no provider's format in prose documentation is the sample a
// page shows: Low. The same guess in code under docs/ is an example that
// readers copy: Medium. A provider's format in prose, and a guess beside
// one (its pair), stay High.
func TestSampleInProseDocumentationIsLow(t *testing.T) {
	pass := &specialist.Pass{Diagnostics: []engine.Diagnostic{
		diag(secretsengine.Name, "gitleaks/generic-api-key", "docs/config.rst", 41, finding.High),
		diag(secretsengine.Name, "gitleaks/generic-api-key", "README.md", 7, finding.High),
		diag(secretsengine.Name, "gitleaks/generic-api-key", "docs/conf.py", 3, finding.High),
		diag(secretsengine.Name, "gitleaks/aws-access-token", "docs/setup.md", 5, finding.Blocker),
		diag(secretsengine.Name, "gitleaks/generic-api-key", "docs/setup.md", 6, finding.High), // the AWS key's secret half
	}}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	want := []finding.Severity{finding.Low, finding.Low, finding.Medium, finding.High, finding.High}
	if len(got) != len(want) {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	for i, w := range want {
		if got[i].Severity != w || got[i].SystemBreaking {
			t.Errorf("%s %s = %s breaking=%v, want %s", got[i].File, got[i].Rule, got[i].Severity, got[i].SystemBreaking, w)
		}
	}
}

// A guessing rule's match in a sentence of a comment is prose; a
// commented-out setting is still a finding.
func TestProseCommentIsNotCredential(t *testing.T) {
	src := "<?php\n\n" +
		"\t\t\t//   the ke" + "y size. Rijndael-192, Rijndael-256 on the other hand\n" + // 3: split, so this file holds no match
		"# api_key = Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT\n" + // 4
		"// the ke" + "y is, a8f5f167f4" + "4f4964e6c998dee827110c for the staging box\n" // 5: a key in a sentence is a key
	file := &scope.File{Path: "e.php", Content: []byte(src)}
	lines := strings.Split(src, "\n")
	var diags []engine.Diagnostic
	for line, secret := range map[int]string{3: "Rijndael-256", 4: "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT", 5: "a8f5f167f4" + "4f4964e6c998dee827110c"} {
		d := diag(secretsengine.Name, "gitleaks/generic-api-key", "e.php", line, finding.Blocker)
		d.Code = secretsengine.Mask(lines[line-1], secret)
		diags = append(diags, d)
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	var kept []int
	for _, f := range got {
		kept = append(kept, f.Lines.Start)
	}
	slices.Sort(kept)
	if err != nil || !slices.Equal(kept, []int{4, 5}) {
		t.Errorf("findings on lines %v (%v); want the commented-out setting (4) and the key in a sentence (5)", kept, err)
	}
}

// A credential's place and form say what it is: a guess in a test fixture,
// in a development or test section of a configuration, or a credential for
// a service on the local machine is no live secret of what ships; a guess
// in a commented-out line is not in use (High, not ABORT). The same guess in
// a production setting stays a system-breaking Blocker.
func TestToneDownByPlaceAndForm(t *testing.T) {
	key := "Zq8vR3mX7t" + "Lw2PbN9cKd4HsY6jFe1GaT"
	hex128 := strings.Repeat("b8008800973c064e", 8)
	files := map[string]string{
		"tests/fixtures/license.json": "{\n  \"key\": \"" + key + "\"\n}\n",
		"config/secrets.yml":          "development:\n  secret_key_base: " + key + "\n\nproduction:\n  secret_key_base: " + key + "\n",
		"config/initializers/auth.rb": "Auth.setup do |config|\n  # config.secret_key = '" + key + "'\nend\n",
		// Devise's install generator writes this line, commented out, with a key of its own
		"config/initializers/devise.rb":          "Devise.setup do |config|\n  # config.secret_key = '" + hex128 + "'\nend\n",
		".github/workflows/e2e.yml":              "steps:\n  - run: curl -s -u 'alice:" + key + "' http://bob:" + key + "@127.0.0.1:8001/\n  - run: curl -s -u 'alice:" + key + "' https://api.example.net/\n",
		"src/main/resources/application-dev.yml": "api:\n  key: " + key + "\n",
		"src/test/java/JwtServiceTest.java":      "class JwtServiceTest {\n  String token = \"" + key + "\";\n}\n",
		// live in spite of a name, a comment-like start or a localhost URL elsewhere on the line
		".env.production.local":        "API_SECRET=" + key + "\n",
		"src/auth/strategies/local.js": "const jwtSecret = '" + key + "';\n",
		"scripts/deploy.sh":            "deploy \\\n  --api-key=" + key + "\n",
		".npmrc":                       "//npm.pkg.example.com/:_authToken=" + key + "\n",
		".gitlab-ci.yml":               "test:\n  variables:\n    DEPLOY_TOKEN: " + key + "\n",
		"scripts/check.sh":             "curl -u admin:" + key + " https://api.prod.example.com/x && curl http://localhost:8080/health\ncurl -u a:" + key + " http://localhost:pw@prod.example.com/\n",
	}
	type want struct {
		file string
		line int
		rule string
		sev  finding.Severity
		brk  bool
	}
	wants := []want{
		{"tests/fixtures/license.json", 2, "gitleaks/generic-api-key", finding.Low, false},
		{"config/secrets.yml", 2, "gitleaks/generic-api-key", finding.Low, false},
		{"config/secrets.yml", 5, "gitleaks/generic-api-key", finding.Blocker, true},
		{"config/initializers/auth.rb", 2, "gitleaks/generic-api-key", finding.High, false},
		{"config/initializers/devise.rb", 2, "gitleaks/generic-api-key", finding.Low, false},
		{".github/workflows/e2e.yml", 2, "gitleaks/curl-auth-user", finding.Low, false},
		{".github/workflows/e2e.yml", 3, "gitleaks/curl-auth-user", finding.Blocker, true},
		{"src/main/resources/application-dev.yml", 2, "gitleaks/generic-api-key", finding.Low, false},
		{"src/test/java/JwtServiceTest.java", 2, "gitleaks/jwt", finding.Low, false},
		{".env.production.local", 1, "gitleaks/generic-api-key", finding.Blocker, true},
		{"src/auth/strategies/local.js", 1, "gitleaks/generic-api-key", finding.Blocker, true},
		{"scripts/deploy.sh", 2, "gitleaks/generic-api-key", finding.Blocker, true},
		{".npmrc", 1, "gitleaks/generic-api-key", finding.Blocker, true},
		{".gitlab-ci.yml", 3, "gitleaks/generic-api-key", finding.Blocker, true},
		{"scripts/check.sh", 1, "gitleaks/curl-auth-user", finding.Blocker, true},
		{"scripts/check.sh", 2, "gitleaks/curl-auth-user", finding.Blocker, true},
	}
	pass := &specialist.Pass{Bus: bus.New(nil)}
	for name, src := range files {
		pass.Files = append(pass.Files, &scope.File{Path: name, Content: []byte(src)})
	}
	for _, w := range wants {
		d := diag(secretsengine.Name, w.rule, w.file, w.line, finding.Blocker)
		d.Code = secretsengine.Mask(strings.Split(files[w.file], "\n")[w.line-1], key)
		d.Code = secretsengine.Mask(d.Code, hex128)
		pass.Diagnostics = append(pass.Diagnostics, d)
	}
	got := reviewN(t, pass, len(wants))
	for i, w := range wants {
		f := got[i]
		if strings.Contains(f.Title+f.Recommendation, key) || strings.Contains(f.Title+f.Recommendation, hex128) {
			t.Errorf("%s:%d: the finding's text carries the credential: %s %s", f.File, f.Lines.Start, f.Title, f.Recommendation)
		}
		if f.File != w.file || f.Lines.Start != w.line || f.Severity != w.sev || f.SystemBreaking != w.brk {
			t.Errorf("%s:%d %s = %s breaking=%v (%s), want %s breaking=%v", f.File, f.Lines.Start, f.Rule, f.Severity, f.SystemBreaking, f.Title, w.sev, w.brk)
		}
	}
}

// A match with no key material in it is dismissed: a PEM frame around a key
// exported at run time, and Basic credentials that are not base64 of
// user:password (a test of a malformed header). A real Basic value and a
// PEM body written out stay.
func TestNoKeyMaterialIsNotCredential(t *testing.T) {
	body := strings.Repeat("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 3)
	src := "const a = 1\n" +
		"  headers: { Authorization: 'Basic InvalidBase64' },\n" + // 2
		"  headers: { Authorization: 'Basic dXNlcjpzM2NyZXQtcGFzcw==' },\n" + // 3
		"  const pem = `-----BEGIN PRIVATE KEY-----\\n${encodeBase64(exported)}\\n-----END PRIVATE KEY-----`\n" + // 4
		"  return pem\n" + // 5
		"}\n" + // 6
		"async function pub(key) {\n" + // 7
		"  const pem = `-----BEGIN PUBLIC KEY-----\\n${encodeBase64(exported)}\\n-----END PUBLIC KEY-----`\n" + // 8
		"const k = `-----BEGIN PRIVATE KEY-----\n" + body + "\n-----END PRIVATE KEY-----`\n" + // 9-11
		"  headers: { Authorization: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' },\n" // 12
	file := &scope.File{Path: "auth.test.ts", Content: []byte(src)}
	lines := strings.Split(src, "\n")
	basic := func(line int, secret string) engine.Diagnostic {
		d := diag(secretsengine.Name, "gitleaks/basic-auth-header", "auth.test.ts", line, finding.Blocker)
		d.Code = secretsengine.Mask(lines[line-1], secret)
		return d
	}
	frame := diag(secretsengine.Name, "gitleaks/private-key", "auth.test.ts", 4, finding.Blocker)
	frame.Lines = finding.Lines(4, 8)
	key := diag(secretsengine.Name, "gitleaks/private-key", "auth.test.ts", 9, finding.Blocker)
	key.Lines = finding.Lines(9, 11)
	diags := []engine.Diagnostic{basic(2, "InvalidBase64"), basic(3, "dXNlcjpzM2NyZXQtcGFzcw=="), frame, key, basic(12, "QWxhZGRpbjpvcGVuIHNlc2FtZQ==")}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var kept []int
	for _, f := range got {
		kept = append(kept, f.Lines.Start)
	}
	slices.Sort(kept)
	if want := []int{3, 9}; !reflect.DeepEqual(kept, want) {
		t.Errorf("findings on lines %v, want %v", kept, want)
	}
}

// A key the code names a fake, in code that ships, is High with the
// reason, not an ABORT; the same key under another name still is one, and
// a guess named fake in a test keeps the test's Low.
func TestNamedFakeIsHigh(t *testing.T) {
	pem := "-----BEGIN PRIVATE KEY-----\nGreHv3itWn33i1gFp+fi8ThkaRpa/jhf1U2y5bUJNIyn6q79CDNL/rSY4rs/Mza9\nTRh9hhyV2K7WQMHWuc27ZiwNJfpcQ2xdX7ve0KX1rj2+2tRVQh/Kotl2mQP0vFe1\nYhML1b8TEdaorZg69rGs5jzaxG7kqjR07SHkBys7VSicLoaUBD2VP8jCXWAUIcpG\nIGIuyBot4r/nQTTDOXL+x5TIv+1SFg6f+QkdSdicDl9dVAuGwDSlvESPImizbSd+\nB+lRNpNhpSCALdAzfbgcOEk3Dz4wzJ6593nJHAuYTfXH5W+5ReTmNvhy4/vvRmuk\njueUWnJoTEcBfOwy4yoaJG8csqotHAFv3XJJoFtRPjQUT8f3YaXKmTbIO2OQrDb0\n-----END PRIVATE KEY-----"
	files := map[string]string{
		"util/Seeder/src/rsa_keys.rs":   "const TEST_FAKE_RSA_KEY_0: &str = \"" + pem + "\";\n",
		"src/Api/Signing.cs":            "private const string SigningKey = @\"" + pem + "\";\n",
		"src/test/java/FakeTokens.java": "class FakeTokens {\n  String dummyToken = \"Zq8vR3mX7tLw2PbN9cKd4HsY6jFe1GaT\";\n}\n",
	}
	wants := []struct {
		file, rule string
		line       int
		sev        finding.Severity
		brk        bool
	}{
		{"util/Seeder/src/rsa_keys.rs", "gitleaks/private-key", 1, finding.High, false},
		{"src/Api/Signing.cs", "gitleaks/private-key", 1, finding.Blocker, true},
		{"src/test/java/FakeTokens.java", "gitleaks/generic-api-key", 2, finding.Low, false},
	}
	pass := &specialist.Pass{Bus: bus.New(nil)}
	for name, src := range files {
		pass.Files = append(pass.Files, &scope.File{Path: name, Content: []byte(src)})
	}
	for _, w := range wants {
		d := diag(secretsengine.Name, w.rule, w.file, w.line, finding.Blocker)
		if w.rule == "gitleaks/private-key" {
			d.Lines.End = w.line + strings.Count(pem, "\n")
		}
		d.Code = strings.Split(files[w.file], "\n")[w.line-1]
		pass.Diagnostics = append(pass.Diagnostics, d)
	}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d findings, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		f := got[i]
		if f.File != w.file || f.Severity != w.sev || f.SystemBreaking != w.brk {
			t.Errorf("%s:%d %s = %s breaking=%v (%s), want %s breaking=%v", f.File, f.Lines.Start, f.Rule, f.Severity, f.SystemBreaking, f.Title, w.sev, w.brk)
		}
	}
}

// A private-key match that runs from a BEGIN line named in a comment
// across prose and code to a BEGIN line in a string, with no base64 of
// its own, holds no key (a generator that exports keys at run time); a
// key written out after the same comment stays.
func TestPEMMarkerWithoutBodyIsNotCredential(t *testing.T) {
	body := strings.Repeat("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 3)
	src := "/// These keys carry \"-----BEGIN FAKE RSA PRIVATE KEY-----\" in their headers so that\n" + // 1
		"/// nobody mistakes them for real ones; they are made at run time.\n" + // 2
		"static string Export(RSA rsa)\n{\n" + // 3-4
		"    var lines = new List<string> { \"-----BEGIN FAKE RSA PRIVATE KEY-----\" };\n" + // 5
		"    lines.Add(Convert.ToBase64String(rsa.ExportRSAPrivateKey()));\n" + // 6
		"    lines.Add(\"-----END FAKE RSA PRIVATE KEY-----\");\n" + // 7
		"    return string.Join(\"\\n\", lines);\n}\n" + // 8-9
		"const string Pinned = @\"-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----\";\n" // 10-12
	file := &scope.File{Path: "src/Keys/KeyExport.cs", Content: []byte(src)}
	named := diag(secretsengine.Name, "gitleaks/private-key", file.Path, 1, finding.Blocker)
	named.Lines = finding.Lines(1, 5)
	key := diag(secretsengine.Name, "gitleaks/private-key", file.Path, 10, finding.Blocker)
	key.Lines = finding.Lines(10, 12)
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file},
		Diagnostics: []engine.Diagnostic{named, key}, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Lines.Start != 10 || got[0].Severity != finding.Blocker {
		t.Errorf("want the written key at line 10 alone, a Blocker: %+v", got)
	}
}

// A password entry of a fixture is rated as a guessed key is in a test
// (Low) and in an example (Medium): the rule knows it by its key's name
// alone, as Terraform's password argument rule does. The same entry in a
// configuration that ships stays a Blocker.
func TestConfigPasswordRatedByPlace(t *testing.T) {
	files := map[string]string{
		"util/Seeder/Seeds/fixtures/ciphers/logins.json": "[\n  { \"login\": { \"username\": \"qa\", \"password\": \"fakeBasicFormPassword\" } }\n]\n",
		"docs/examples/smtp.env":                         "SMTP_PASSWORD=Xk9mQ2vTr7pL\n",
		"config/smtp.env":                                "SMTP_PASSWORD=Xk9mQ2vTr7pL\n",
		"examples/blue-green-deployment/main.tf":         "module \"db\" {\n  password_wo = \"UberSecretPassword\"\n}\n",
		"main.tf":                                        "module \"db\" {\n  password_wo = \"UberSecretPassword\"\n}\n",
	}
	const tf = "gitleaks/hashicorp-tf-password"
	wants := []placeWant{
		{"util/Seeder/Seeds/fixtures/ciphers/logins.json", 2, finding.Low, ""},
		{"docs/examples/smtp.env", 1, finding.Medium, ""},
		{"config/smtp.env", 1, finding.Blocker, ""},
		{"examples/blue-green-deployment/main.tf", 2, finding.Medium, tf},
		{"main.tf", 2, finding.Blocker, tf},
	}
	ratedByPlace(t, files, wants)
}

// placeWant is a credential's line and the severity its place gives it.
type placeWant struct {
	file string
	line int
	sev  finding.Severity
	rule string // gitleaks/config-file-password when empty
}

// ratedByPlace has the specialist judge a Blocker of each want's rule on
// its line and checks the severity each comes out with, in order.
func ratedByPlace(t *testing.T, files map[string]string, wants []placeWant) {
	t.Helper()
	pass := &specialist.Pass{Bus: bus.New(nil)}
	for name, src := range files {
		pass.Files = append(pass.Files, &scope.File{Path: name, Content: []byte(src)})
	}
	for _, w := range wants {
		rule := cmp.Or(w.rule, "gitleaks/config-file-password")
		d := diag(secretsengine.Name, rule, w.file, w.line, finding.Blocker)
		d.Code = strings.Split(files[w.file], "\n")[w.line-1]
		pass.Diagnostics = append(pass.Diagnostics, d)
	}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d findings, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		if f := got[i]; f.File != w.file || f.Severity != w.sev {
			t.Errorf("%s:%d = %s (%s), want %s", f.File, f.Lines.Start, f.Severity, f.Title, w.sev)
		}
	}
}

// The fake name that lowers a key is the one the key is assigned to: a
// one-line options object whose first entry names a mock (mockServer)
// does not make the API key after it a fake, whether the secret is known
// (its mask in the code) or not; the key of a fake name after a real one
// is still lowered.
func TestFakeNameIsTheKeysOwn(t *testing.T) {
	const key = "Zq8vR3mX7tLw2PbN9cKd4HsY6jFe1GaT"
	files := map[string]string{
		"src/client.js":   "const client = new Client({ mockServer: \"\", apiKey: \"" + key + "\" });\n",
		"src/client2.js":  "const client = new Client({ mockServer: \"\", apiKey: \"" + key + "\" });\n",
		"src/seed/dev.ts": "const opts = { region: \"eu\", dummyKey: \"" + key + "\" };\n",
	}
	masked := map[string]bool{"src/client2.js": true, "src/seed/dev.ts": true}
	wants := []struct {
		file string
		sev  finding.Severity
	}{{"src/client.js", finding.Blocker}, {"src/client2.js", finding.Blocker}, {"src/seed/dev.ts", finding.High}}
	pass := &specialist.Pass{Bus: bus.New(nil)}
	for _, w := range wants {
		src := files[w.file]
		pass.Files = append(pass.Files, &scope.File{Path: w.file, Content: []byte(src)})
		d := diag(secretsengine.Name, "gitleaks/generic-api-key", w.file, 1, finding.Blocker)
		d.Code = strings.TrimSuffix(src, "\n")
		if masked[w.file] {
			d.Code = strings.Replace(d.Code, key, "«secret»", 1)
		}
		pass.Diagnostics = append(pass.Diagnostics, d)
	}
	got, err := Specialist{}.Review(context.Background(), pass)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d findings, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		if f := got[i]; f.File != w.file || f.Severity != w.sev {
			t.Errorf("%s: %s (%s), want %s", f.File, f.Severity, f.Title, w.sev)
		}
	}
}

// A key in a provider's format (an AWS access key id, a Stripe live key)
// is that provider's credential whatever the code calls it: a name that
// says fake lowers only a key no provider issued (a PEM key, a guess, a
// self-signed JWT). The gate it would open is an exit 0: WARN for ABORT.
func TestProviderKeyNamedFakeStaysBlocker(t *testing.T) {
	const akid = "AKIAZ7QXJ3M5R2TWLD4P"
	src := "const fakeAwsAccessKeyId = \"" + akid + "\";\n"
	file := &scope.File{Path: "src/upload/s3.js", Content: []byte(src)}
	d := diag(secretsengine.Name, "gitleaks/aws-access-token", file.Path, 1, finding.Blocker)
	d.Code = strings.Replace(strings.TrimSuffix(src, "\n"), akid, "«secret»", 1)
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file},
		Diagnostics: []engine.Diagnostic{d}, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Severity != finding.Blocker || !got[0].SystemBreaking {
		t.Errorf("want one system-breaking Blocker, got %+v", got)
	}
}

// A password hash is a value the project chose, rated by its place as a
// configuration password is: a commented-out sample line of a chart's
// values (# foo:$apr1$...) is High, not a Blocker that halts the review; a
// test's is Low; a live .htpasswd line keeps its Blocker.
func TestPasswordHashRatedByPlace(t *testing.T) {
	const apr1 = "$apr1$OFG3Xybp$ckL0FHDAkoXYIlH9.cysT0"
	files := map[string]string{
		"charts/app/values.yaml":  "extraSecret:\n  data: {}\n#   auth: |\n#     foo:" + apr1 + "\n",
		"tests/fixtures/htpasswd": "qa:" + apr1 + "\n",
		"deploy/htpasswd":         "admin:" + apr1 + "\n",
	}
	const hash = "gitleaks/password-hash"
	ratedByPlace(t, files, []placeWant{
		{"charts/app/values.yaml", 4, finding.High, hash},
		{"tests/fixtures/htpasswd", 1, finding.Low, hash},
		{"deploy/htpasswd", 1, finding.Blocker, hash},
	})
}

// A WebAuthn user handle (webauthn_id, user_handle) identifies the account
// and opens nothing (identifier-name rows): a seed file's value given to
// one is no credential; the same value given to a key's name still is.
func TestWebAuthnUserHandleIsNotCredential(t *testing.T) {
	const handle = "a1TLW3o1W18mTuDBfDALHhL2tZ1_E-2B03Fqsdu8Rv05V4tSsRzepe-L7Uprg356dw1tktXXcTI9TIRaK4gM-A"
	src := "author = User.create_with(\n" +
		"  handle: \"gem-author\",\n" +
		"  webauthn_id: \"" + handle + "\"\n" + // 3
		").find_or_create_by!(email: \"gem-author@example.org\")\n" +
		"credential = { \"userHandle\" => \"" + handle + "\" }\n" + // 5
		"API_KEY = \"" + handle + "\"\n" // 6
	file := &scope.File{Path: "db/seeds.rb", Content: []byte(src)}
	var diags []engine.Diagnostic
	for _, line := range []int{3, 5, 6} {
		d := diag(secretsengine.Name, "gitleaks/generic-api-key", "db/seeds.rb", line, finding.Blocker)
		d.Code = strings.Replace(strings.Split(src, "\n")[line-1], handle, "«secret»", 1) // as the engine masks it
		diags = append(diags, d)
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, f := range got {
		lines = append(lines, f.Lines.Start)
	}
	if want := []int{6}; !reflect.DeepEqual(lines, want) {
		t.Errorf("findings on lines %v, want %v", lines, want)
	}
}
