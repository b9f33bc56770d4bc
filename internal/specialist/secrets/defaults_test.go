package secrets

import (
	"context"
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

// judgeLines runs the specialist over one file whose numbered lines each hold
// the value secrets[line] for rule, and returns the finding per line
// (absent: judged no credential).
func judgeLines(t *testing.T, file, src, rule string, secrets map[int]string) map[int]finding.Finding {
	t.Helper()
	lines := strings.Split(src, "\n")
	var diags []engine.Diagnostic
	for line, secret := range secrets {
		d := diag(secretsengine.Name, rule, file, line, finding.Blocker)
		d.Code = secretsengine.Mask(lines[line-1], secret)
		diags = append(diags, d)
	}
	f := &scope.File{Path: file, Content: []byte(src)}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{f}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]finding.Finding{}
	for _, f := range got {
		out[f.Lines.Start] = f
	}
	return out
}

// A generator's default secret that says, decoded or in clear, that it
// must be changed is Medium with the reason, not a Blocker to revoke; a
// random key of the same shape, under the same name, stays a Blocker.
func TestDeclaredDefaultIsMedium(t *testing.T) {
	jhipster := "bXktc2VjcmV0LWtleS13aGljaC1zaG91bGQtYmUtY2hhbmdlZC1pbi1wcm9kdWN0aW9uLWFuZC1iZS1iYXNlNjQtZW5jb2RlZAo="
	random := "q9Xv3LmT0pZr7Wc2Ky8HbAq9Xv3LmT0pZr7Wc2Ky8HbA" + "Zq8vR3mX7tLw2PbN9cKd4HsY6jFe1GaT="
	clear := "replace-this-secret-before-deploying-" + "8f3k2"
	src := "jhipster:\n" +
		"  jwt:\n" +
		"    base64-secret: " + jhipster + "\n" + // 3
		"    base64-secret-2: " + random + "\n" + // 4
		"    secret: " + clear + "\n" + // 5
		"    changed-secret: " + "c2VjcmV0LWtleS1mb3ItdGhlLWFwcC1zZXJ2ZXItaXMtaGVyZQ==" + "\n" // 6: base64 of words that say nothing
	got := judgeLines(t, "src/main/resources/config/application.yml", src, "gitleaks/generic-api-key",
		map[int]string{3: jhipster, 4: random, 5: clear, 6: "c2VjcmV0LWtleS1mb3ItdGhlLWFwcC1zZXJ2ZXItaXMtaGVyZQ=="})
	for line, want := range map[int]finding.Severity{3: finding.Medium, 5: finding.Medium} {
		if f, ok := got[line]; !ok || f.Severity != want || f.SystemBreaking || !strings.Contains(f.Recommendation, "production sets its own") {
			t.Errorf("line %d: got %+v, want %s with the reason", line, f, want)
		}
	}
	if f := got[3]; !strings.Contains(f.Recommendation, "should-be-changed-in-production") {
		t.Errorf("line 3 does not say what the value decodes to: %s", f.Recommendation)
	}
	if f, ok := got[4]; !ok || f.Severity != finding.Blocker {
		t.Errorf("line 4 (a random key): got %+v, want a Blocker", f)
	}
}

// A hex digest given to a name that says it is a hash (a seeded token's
// tokenHash) logs no one in; the same hex given to a token's own name
// stays a finding.
func TestNamedDigestIsNotCredential(t *testing.T) {
	h := "7631cdaa5b56a39371dab01d5d186fd73f05602cc8ad29bf72ffef3713badd9d"
	src := "-- seed\n" +
		`INSERT INTO user_setting VALUES(1,'TOKENS','{"tokenId":"demo","tokenHash":"` + h + `"}');` + "\n" + // 2
		`INSERT INTO user_setting VALUES(1,'TOKENS','{"tokenId":"demo","apiToken":"` + h + `"}');` + "\n" + // 3
		"password_digest = \"" + h + "\"\n" // 4
	got := judgeLines(t, "store/seed/01__dump.sql", src, "gitleaks/generic-api-key", map[int]string{2: h, 3: h, 4: h})
	if _, ok := got[2]; ok {
		t.Errorf("line 2 (tokenHash) reported: %+v", got[2])
	}
	if _, ok := got[4]; ok {
		t.Errorf("line 4 (password_digest) reported: %+v", got[4])
	}
	if _, ok := got[3]; !ok {
		t.Error("line 3 (apiToken) not reported")
	}
}

// A curl example whose token is cut short with an ellipsis shows the
// format; a real-looking token before the ellipsis stays a finding.
func TestElidedHeaderIsNotCredential(t *testing.T) {
	src := "const a = 1;\n" +
		"const example = `curl ${origin}/api/v1/memos \\\\\\n  -H \"Authorization: Bearer memos_pat_...\"`;\n" + // 2
		"const leaked = `curl https://api.example.com -H \"Authorization: Bearer Zq8vR3mX7tLw2PbN9cKd4Hs...\"`;\n" + // 3
		"const full = `curl https://api.example.com -H \"Authorization: Bearer Zq8vR3mX7tLw2PbN9cKd4HsY\"`;\n" // 4
	got := judgeLines(t, "web/src/components/Settings/AccessTokenSection.tsx", src, "gitleaks/curl-auth-header",
		map[int]string{2: "memos_pat_...", 3: "Zq8vR3mX7tLw2PbN9cKd4Hs...", 4: "Zq8vR3mX7tLw2PbN9cKd4HsY"})
	if _, ok := got[2]; ok {
		t.Errorf("line 2 (memos_pat_...) reported: %+v", got[2])
	}
	for _, line := range []int{3, 4} {
		if _, ok := got[line]; !ok {
			t.Errorf("line %d not reported", line)
		}
	}
}

// gosec's G101 flags a composite literal on its first line when a field
// named like a credential's holds a high-entropy string: an OAuth2
// provider's token endpoint is an address, not a credential; a secret in
// the same literal stays a finding. A middleware's id made of words is
// an identifier.
func TestG101EndpointFieldsAndIDs(t *testing.T) {
	src := "package auth\n\n" +
		"func NewBitbucketProvider() *Bitbucket {\n" +
		"\treturn &Bitbucket{BaseProvider{\n" + // 4
		"\t\tlogo:        `<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M101 153h54l13-76H87z\"/></svg>`,\n" +
		"\t\tdisplayName: \"Bitbucket\",\n" +
		"\t\tauthURL:     \"https://bitbucket.org/site/oauth2/authorize\",\n" +
		"\t\ttokenURL:    \"https://bitbucket.org/site/oauth2/access_token\",\n" +
		"\t}}\n" +
		"}\n\n" +
		"var client = Config{\n" + // 12
		"\tTokenURL:     \"https://example.com/oauth/token\",\n" +
		"\tClientSecret: \"Zq8vR3mX7tLw2PbN9cKd4HsY6jFe1GaT\",\n" +
		"}\n\n" +
		"const (\n" +
		"\tDefaultLoadAuthTokenMiddlewareId = \"pbLoadAuthToken\"\n" + // 18
		"\tDefaultAuthToken                 = \"pbLoadAuthTokenXq7Zr9\"\n" + // 19
		")\n"
	file := &scope.File{Path: "tools/auth/bitbucket.go", Content: []byte(src)}
	var diags []engine.Diagnostic
	for _, line := range []int{4, 12, 18, 19} {
		diags = append(diags, diag("go", "gosec/G101", file.Path, line, finding.High))
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: diags, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, f := range got {
		lines = append(lines, f.Lines.Start)
	}
	if want := []int{12, 19}; !slices.Equal(lines, want) {
		t.Errorf("findings on lines %v, want %v", lines, want)
	}
}
