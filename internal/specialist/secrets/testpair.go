package secrets

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"encoding/pem"
	"path"
	"regexp"
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

// commentPrefix is a line comment's marker and the indentation after it
// (# , // , * , ; ), which a key written into a comment carries on each
// line.
var commentPrefix = regexp.MustCompile(`(?m)^[ \t]*(?:#+|//+|\*|;+)?[ \t]*`)

// notAKey says why the PEM private-key block on the finding's lines is no
// key, or "": its body decodes, but not as a key of the type its header
// names (a placeholder between the markers, as in a configuration
// example's "privatekeyprivatekey…"). A block that does not decode at all
// (a key quoted with escaped newlines) or of a type Go does not parse
// (OpenSSH, encrypted) proves nothing.
func notAKey(content []byte, lines finding.LineRange) string {
	all := strings.Split(string(content), "\n")
	start, end := lines.Start, max(lines.End, lines.Start)
	if start < 1 || end > len(all) {
		return ""
	}
	text := commentPrefix.ReplaceAllString(strings.Join(all[start-1:end], "\n"), "")
	b, _ := pem.Decode([]byte(text))
	if b == nil {
		return ""
	}
	var err error
	switch b.Type {
	case "RSA PRIVATE KEY":
		_, err = x509.ParsePKCS1PrivateKey(b.Bytes)
	case "EC PRIVATE KEY":
		_, err = x509.ParseECPrivateKey(b.Bytes)
	case "PRIVATE KEY":
		_, err = x509.ParsePKCS8PrivateKey(b.Bytes)
	default:
		return ""
	}
	if err == nil {
		return ""
	}
	return "the text between its BEGIN and END lines is not a " + strings.ToLower(b.Type) + " (it does not parse as one): a placeholder"
}
