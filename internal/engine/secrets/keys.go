package secrets

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"encoding/asn1"
	"encoding/pem"
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// What the files say about a private key the private-key rule reports:
// whether the block is a key at all, and whether it is the key of a
// self-signed certificate beside it. The secrets specialist weighs the
// finding by it (a placeholder is no credential; a self-signed test pair
// unlocks nothing).

// Facts answer the secrets specialist's questions about the review's
// files. A nil *Facts knows nothing.
type Facts struct {
	files []*scope.File
}

// Analyze keeps the files for the questions to come.
func Analyze(files []*scope.File) *Facts { return &Facts{files: files} }

// Of returns the engine's facts from a specialist's facts by engine name,
// or nil when the engine did not run.
func Of(facts map[string]any) *Facts {
	f, _ := facts[Name].(*Facts)
	return f
}

// SelfSignedCert names the file in the same directory as the file at p
// that holds a self-signed certificate of the first PEM private key in p,
// or "". The certificate's own key verifies its signature (a leaf need not
// be a CA to be self-signed, which CheckSignatureFrom asks).
func (f *Facts) SelfSignedCert(p string) string {
	if f == nil {
		return ""
	}
	var pub crypto.PublicKey
	for _, sf := range f.files {
		if sf != nil && sf.Path == p {
			pub = privatePublic(sf.Content)
			break
		}
	}
	if pub == nil {
		return ""
	}
	dir := path.Dir(p)
	for _, sf := range f.files {
		if sf == nil || path.Dir(sf.Path) != dir || !bytes.Contains(sf.Content, []byte("-----BEGIN CERTIFICATE-----")) {
			continue
		}
		if certifies(sf.Content, pub) {
			return sf.Path
		}
	}
	return ""
}

// certifies reports whether content holds a self-signed certificate of
// pub.
func certifies(content []byte, pub crypto.PublicKey) bool {
	rest := content
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			return false
		}
		if b.Type != "CERTIFICATE" {
			continue
		}
		c, err := x509.ParseCertificate(b.Bytes)
		if err != nil || c.CheckSignature(c.SignatureAlgorithm, c.RawTBSCertificate, c.Signature) != nil {
			continue
		}
		if k, ok := c.PublicKey.(interface{ Equal(crypto.PublicKey) bool }); ok && k.Equal(pub) {
			return true
		}
	}
}

// privatePublic parses the first PEM private key in content and returns
// its public half, or nil.
func privatePublic(content []byte) crypto.PublicKey {
	rest := content
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			return nil
		}
		var key any
		var err error
		switch b.Type {
		case "RSA PRIVATE KEY":
			key, err = x509.ParsePKCS1PrivateKey(b.Bytes)
		case "EC PRIVATE KEY":
			key, err = x509.ParseECPrivateKey(b.Bytes)
		case "PRIVATE KEY":
			key, err = x509.ParsePKCS8PrivateKey(b.Bytes)
		default:
			continue
		}
		if err != nil {
			return nil
		}
		if s, ok := key.(crypto.Signer); ok {
			return s.Public()
		}
		return nil
	}
}

// NotAKey says why the PEM private-key block on lines of content is no
// key, or "": the text between its markers is not DER at all (a
// placeholder, as in a configuration example's "privatekeyprivatekey…").
// Whether a key parses is not asked: Go reads neither every curve
// (secp256k1) and algorithm (Ed448) nor encrypted keys, and those are
// keys all the same; any block with PEM headers (Proc-Type: 4,ENCRYPTED)
// or whose body is one whole ASN.1 value is left to the usual rating. A
// block that does not decode (a key quoted with escaped newlines) proves
// nothing either.
func NotAKey(content []byte, lines finding.LineRange) string {
	all := strings.Split(string(content), "\n")
	start, end := lines.Start, max(lines.End, lines.Start)
	if start < 1 || end > len(all) {
		return ""
	}
	b, _ := pem.Decode([]byte(unprefixed(strings.Join(all[start-1:end], "\n"))))
	if b == nil || len(b.Headers) > 0 || !strings.HasSuffix(b.Type, "PRIVATE KEY") {
		return ""
	}
	var v asn1.RawValue
	if rest, err := asn1.Unmarshal(b.Bytes, &v); err == nil && len(rest) == 0 {
		return ""
	}
	return "the text between its BEGIN and END lines is not DER-encoded data of any key: a placeholder"
}

// unprefixed is a block written into comments or an indented value with
// what comes before its BEGIN line (# , // , spaces) taken off every line
// that starts with it.
func unprefixed(text string) string {
	i := strings.Index(text, "-----BEGIN")
	if i < 0 {
		return text
	}
	prefix := text[strings.LastIndex(text[:i], "\n")+1 : i]
	if prefix == "" {
		return text
	}
	lines := strings.Split(text, "\n")
	for j, l := range lines {
		lines[j] = strings.TrimPrefix(l, prefix)
	}
	return strings.Join(lines, "\n")
}
