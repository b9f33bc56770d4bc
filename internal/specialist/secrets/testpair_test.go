package secrets

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/engine"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// certificate returns a PEM certificate for key's public half, signed by
// signer (the key itself: self-signed), as a leaf (CA:FALSE), as Go's
// generate_cert makes one.
func certificate(t *testing.T, key, signer *ecdsa.PrivateKey) []byte {
	t.Helper()
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "localhost"},
		NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour), BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	parent := tmpl
	if signer != key {
		parent = &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "Some CA"}}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, &key.PublicKey, signer)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

func newKey(t *testing.T) (*ecdsa.PrivateKey, []byte) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.MarshalECPrivateKey(k)
	if err != nil {
		t.Fatal(err)
	}
	return k, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
}

// A test key whose self-signed certificate lies beside it is a TLS test
// fixture: Info. The same pair in shipped code, a test key whose
// certificate a CA signed, and one beside another key's certificate are
// not shown to be fixtures.
func TestSelfSignedTestPairIsInfo(t *testing.T) {
	key, keyPEM := newKey(t)
	_, otherPEM := newKey(t)
	ca, _ := newKey(t)
	files := []*scope.File{
		{Path: "testdata/tls/key.pem", Content: keyPEM}, {Path: "testdata/tls/cert.pem", Content: certificate(t, key, key)},
		{Path: "cmd/srv/key.pem", Content: keyPEM}, {Path: "cmd/srv/cert.pem", Content: certificate(t, key, key)},
		{Path: "testdata/issued/key.pem", Content: keyPEM}, {Path: "testdata/issued/cert.pem", Content: certificate(t, key, ca)},
		{Path: "testdata/mixed/key.pem", Content: otherPEM}, {Path: "testdata/mixed/cert.pem", Content: certificate(t, key, key)},
	}
	var diags []engine.Diagnostic
	for _, p := range []string{"testdata/tls/key.pem", "cmd/srv/key.pem", "testdata/issued/key.pem", "testdata/mixed/key.pem"} {
		diags = append(diags, diag(secretsengine.Name, "gitleaks/private-key", p, 1, finding.Blocker))
	}
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: files, Diagnostics: diags, Facts: map[string]any{secretsengine.Name: secretsengine.Analyze(files)}})
	if err != nil {
		t.Fatal(err)
	}
	want := []finding.Severity{finding.Info, finding.Blocker, finding.High, finding.High}
	if len(got) != len(want) {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	for i, w := range want {
		if got[i].Severity != w {
			t.Errorf("%s = %s, want %s", got[i].File, got[i].Severity, w)
		}
	}
}

// A self-signed pair in an example is a fixture too (axum's TLS examples);
// PEM markers around text that is not a key are a placeholder wherever
// they are, shipped code included; a real key in a comment is still one.
func TestExamplePairAndPlaceholderKey(t *testing.T) {
	key, keyPEM := newKey(t)
	commented := "# github-app.private-key: |\n" + commentOut(string(keyPEM))
	placeholder := "# github-app.private-key: |\n#   -----BEGIN RSA PRIVATE KEY-----\n#   privatekeyprivatekeyprivatekeyprivatekey\n#   -----END RSA PRIVATE KEY-----\n"
	// Keys all the same, though Go's x509 reads none of them: an encrypted
	// legacy PEM, an EC key on a curve Go does not know (secp256k1's OID
	// in place of P-256's), a PKCS8 body under an RSA header.
	ecDER, _ := pem.Decode(keyPEM)
	p256 := []byte{0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07}
	k1 := bytes.Replace(ecDER.Bytes, p256, []byte{0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a}, 1)
	k1[1] -= 3 // the SEQUENCE is 3 bytes shorter
	encrypted := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Headers: map[string]string{"Proc-Type": "4,ENCRYPTED", "DEK-Info": "AES-128-CBC,00112233445566778899AABBCCDDEEFF"}, Bytes: []byte("ciphertext bytes of a real key")})
	pkcs8, _ := x509.MarshalPKCS8PrivateKey(key)
	mislabelled := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: pkcs8})
	unknownCurve := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: k1})
	files := []*scope.File{
		{Path: "examples/tls/self_signed_certs/key.pem", Content: keyPEM},
		{Path: "examples/tls/self_signed_certs/cert.pem", Content: certificate(t, key, key)},
		{Path: "config/sentry.yml", Content: []byte(placeholder)},
		{Path: "config/app.yml", Content: []byte(commented)},
		{Path: "server/keys/enc.pem", Content: encrypted},
		{Path: "server/keys/k1.pem", Content: unknownCurve},
		{Path: "server/keys/pkcs8.pem", Content: mislabelled},
	}
	diags := []engine.Diagnostic{
		diag(secretsengine.Name, "gitleaks/private-key", "examples/tls/self_signed_certs/key.pem", 1, finding.Blocker),
		diag(secretsengine.Name, "gitleaks/private-key", "config/sentry.yml", 2, finding.Blocker),
		diag(secretsengine.Name, "gitleaks/private-key", "config/app.yml", 2, finding.Blocker),
	}
	for i, p := range []string{"server/keys/enc.pem", "server/keys/k1.pem", "server/keys/pkcs8.pem"} {
		d := diag(secretsengine.Name, "gitleaks/private-key", p, 1, finding.Blocker)
		d.Lines = finding.Lines(1, bytes.Count(files[4+i].Content, []byte("\n")))
		diags = append(diags, d)
	}
	n := strings.Count(commented, "\n")
	diags[1].Lines, diags[2].Lines = finding.Lines(2, 4), finding.Lines(2, n)
	got, err := Specialist{}.Review(context.Background(), &specialist.Pass{Files: files, Diagnostics: diags, Facts: map[string]any{secretsengine.Name: secretsengine.Analyze(files)}})
	if err != nil {
		t.Fatal(err)
	}
	want := []finding.Severity{finding.Info, finding.Info, finding.Blocker, finding.Blocker, finding.Blocker, finding.Blocker}
	if len(got) != len(want) {
		t.Fatalf("got %d findings: %+v", len(got), got)
	}
	for i, w := range want {
		if got[i].Severity != w {
			t.Errorf("%s = %s (%q), want %s", got[i].File, got[i].Severity, got[i].Title, w)
		}
	}
	if !strings.Contains(got[1].Recommendation, "placeholder") {
		t.Errorf("placeholder: %q", got[1].Recommendation)
	}
}

func commentOut(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" {
			b.WriteString("#   " + l)
		}
	}
	return b.String()
}
