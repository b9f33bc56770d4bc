package secrets

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// reviewOne runs the specialist on one diagnostic of the secrets engine
// over file p's content and returns its one finding.
func reviewOne(t *testing.T, p, content, rule string, lines finding.LineRange) finding.Finding {
	t.Helper()
	return reviewSecret(t, p, content, rule, lines, "")
}

// reviewSecret is reviewOne with the secret the engine matched, masked in
// the diagnostic's code as the engine masks it.
func reviewSecret(t *testing.T, p, content, rule string, lines finding.LineRange, secret string) finding.Finding {
	t.Helper()
	code := "x"
	if secret != "" {
		code = secretsengine.Mask(strings.Join(strings.Split(content, "\n")[lines.Start-1:lines.End], "\n"), secret)
	}
	d := engine.Diagnostic{Engine: secretsengine.Name, Rule: rule, Dimension: Name, File: p, Lines: lines,
		Severity: finding.Blocker, Confidence: 0.9, Message: strings.TrimPrefix(rule, "gitleaks/") + " ****", Code: code}
	file := &scope.File{Path: p, Content: []byte(content)}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: []*scope.File{file}, Diagnostics: []engine.Diagnostic{d}, Bus: bus.New(nil)})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Fatalf("%s: got %d findings: %+v", p, len(got), got)
	}
	return got[0]
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// A Kubernetes Secret's data values are base64 (Kubernetes documentation,
// "Secrets"): one whose every value decodes to a placeholder or to who
// logs in is Info, saying what it decoded to; one value that decodes to a
// real-looking secret or a provider's key keeps the manifest's rating, as
// does base64 outside a Secret's data and a Secret another document of
// the file is.
func TestSecretDataDecoded(t *testing.T) {
	manifest := func(kind, field string, pairs ...string) string {
		var b strings.Builder
		b.WriteString("apiVersion: v1\nkind: " + kind + "\nmetadata:\n  name: db\ntype: Opaque\n" + field + ":\n")
		for i := 0; i+1 < len(pairs); i += 2 {
			b.WriteString("  " + pairs[i] + ": " + pairs[i+1] + "\n")
		}
		return b.String()
	}
	const rule = "gitleaks/kubernetes-secret-yaml"
	lines := finding.Lines(2, 8)
	placeholders := manifest("Secret", "data", "username", b64("admin"), "password", b64("mypassword"))
	f := reviewOne(t, "deploy/secret.yaml", placeholders, rule, lines)
	if f.Severity != finding.Info || f.SystemBreaking || !strings.Contains(f.Recommendation, `password decodes to "mypassword"`) {
		t.Errorf("placeholders: %s %q", f.Severity, f.Recommendation)
	}
	// the Kubernetes documentation's own sample values
	f = reviewOne(t, "deploy/secret.yaml", manifest("Secret", "data", "username", b64("admin"), "password", b64("1f2d1e2e67df")), rule, lines)
	if f.Severity != finding.Info {
		t.Errorf("the documentation's sample: %s %q", f.Severity, f.Recommendation)
	}
	// a second document of the file, after one that is no Secret
	two := "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  mode: fast\n---\n" + placeholders
	f = reviewOne(t, "deploy/all.yaml", two, rule, finding.Lines(9, 15))
	if f.Severity != finding.Info {
		t.Errorf("second document: %s %q", f.Severity, f.Recommendation)
	}

	live := "Zq8vN3" + "xT6kLw2RmB9pYc4H"
	kept := map[string]string{
		"a real-looking password beside a placeholder": manifest("Secret", "data", "username", b64("admin"), "password", b64("mypassword"), "api-token", b64(live)),
		"a user alone, no credential decoded":          manifest("Secret", "data", "username", b64("alice")),
		"a provider's key":                             manifest("Secret", "data", "aws-access-key-id", b64("AKIA"+"QYLPMN5HHHFPZAM2")),
		"a value that is not base64":                   manifest("Secret", "data", "password", "{{ .Values.password | b64enc }}"),
		"base64 of binary":                             manifest("Secret", "data", "tls.key", base64.StdEncoding.EncodeToString([]byte{0, 1, 2, 0xff, 0xfe, 3, 4, 5, 6, 7})),
		"clear text under stringData":                  manifest("Secret", "stringData", "password", b64("mypassword")),
		"not a Secret":                                 manifest("ConfigMap", "data", "password", b64("mypassword")),
	}
	for name, src := range kept {
		if f := reviewOne(t, "deploy/secret.yaml", src, rule, lines); f.Severity != finding.Blocker {
			t.Errorf("%s: %s %q, want the shipped credential's Blocker", name, f.Severity, f.Title)
		}
	}
}

// Basic credentials in a test are the test's own login, Low with the
// reason, as a password in clear there is (werkzeug's tests send a
// unicode user and password); in code that ships they stay a Blocker, and
// a test's header whose user or password is a provider's key or a
// generated token stays High, and the token is never printed.
func TestBasicInTest(t *testing.T) {
	header := func(cred string) string {
		return "def test_auth(client):\n    r = client.get('/', headers={'Authorization': 'Basic " + b64(cred) + "'})\n"
	}
	const rule = "gitleaks/basic-auth-header"
	f := reviewSecret(t, "tests/test_wrappers.py", header("русский:питон"), rule, finding.Lines(2, 2), b64("русский:питон"))
	if f.Severity != finding.Low || !strings.Contains(f.Recommendation, `"русский"`) || strings.Contains(f.Recommendation, "питон") {
		t.Errorf("test: %s %q", f.Severity, f.Recommendation)
	}
	if f := reviewSecret(t, "app/client.py", header("русский:питон"), rule, finding.Lines(2, 2), b64("русский:питон")); f.Severity != finding.Blocker {
		t.Errorf("shipped: %s %q", f.Severity, f.Title)
	}
	token := "Qm7vX2kLp9" + "RtZ4wNc8sYbE"
	if f := reviewSecret(t, "tests/test_api.py", header(token+":"), rule, finding.Lines(2, 2), b64(token+":")); f.Severity != finding.High || strings.Contains(f.Recommendation, token) {
		t.Errorf("a generated token as the user in a test: %s %q", f.Severity, f.Recommendation)
	}
	if f := reviewSecret(t, "tests/test_s3.py", header("AKIA"+"QYLPMN5HHHFPZAM2:x"), rule, finding.Lines(2, 2), b64("AKIA"+"QYLPMN5HHHFPZAM2:x")); f.Severity != finding.High {
		t.Errorf("a provider's key in a test: %s %q", f.Severity, f.Title)
	}
}
