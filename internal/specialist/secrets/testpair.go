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
	"github.com/teamreview/teamreview/internal/specialist"
)

// selfSignedPair says why the private key in the test or example file p
// is a fixture, or "" when nothing shows it: the key is the one of a
// self-signed certificate in the same directory. Such a certificate is
// trusted by nothing but a test or an example that trusts it explicitly
// (axum's TLS examples ship one to run against), so its key unlocks
// nothing; a key issued for a real host would come with a certificate a
// CA signed. In shipped code a self-signed key may still guard something
// (an internal service's TLS), so there it proves nothing.
func selfSignedPair(pass *specialist.Pass, p string, content []byte) string {
	if pass == nil || specialist.PlaceOf(p) == specialist.Shipped {
		return ""
	}
	pub := privatePublic(content)
	if pub == nil {
		return ""
	}
	dir := path.Dir(p)
	for _, f := range pass.Files {
		if f == nil || path.Dir(f.Path) != dir || !bytes.Contains(f.Content, []byte("-----BEGIN CERTIFICATE-----")) {
			continue
		}
		rest := f.Content
		for {
			var b *pem.Block
			b, rest = pem.Decode(rest)
			if b == nil {
				break
			}
			if b.Type != "CERTIFICATE" {
				continue
			}
			c, err := x509.ParseCertificate(b.Bytes)
			// The certificate's own key verifies its signature (a leaf need
			// not be a CA to be self-signed, which CheckSignatureFrom asks).
			if err != nil || c.CheckSignature(c.SignatureAlgorithm, c.RawTBSCertificate, c.Signature) != nil {
				continue
			}
			if k, ok := c.PublicKey.(interface{ Equal(crypto.PublicKey) bool }); ok && k.Equal(pub) {
				return "the key of the self-signed certificate " + f.Path + ", which nothing trusts unless a test says so"
			}
		}
	}
	return ""
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

// notAKey says why the PEM private-key block on the finding's lines is no
// key, or "": the text between its markers is not DER at all (a
// placeholder, as in a configuration example's "privatekeyprivatekey…").
// Whether a key parses is not asked: Go reads neither every curve
// (secp256k1) and algorithm (Ed448) nor encrypted keys, and those are
// keys all the same; any block with PEM headers (Proc-Type: 4,ENCRYPTED)
// or whose body is one whole ASN.1 value is left to the usual rating. A
// block that does not decode (a key quoted with escaped newlines) proves
// nothing either.
func notAKey(content []byte, lines finding.LineRange) string {
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
