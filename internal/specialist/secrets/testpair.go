package secrets

import (
	"bytes"
	"crypto"
	"crypto/x509"
	"encoding/pem"
	"path"

	"github.com/teamreview/teamreview/internal/specialist"
)

// selfSignedPair says why the private key in the test file p is a test
// fixture, or "" when nothing shows it: the key is the one of a
// self-signed certificate in the same directory. Such a certificate is
// trusted by nothing but a test that trusts it explicitly, so its key
// unlocks nothing; a key issued for a real host would come with a
// certificate a CA signed.
func selfSignedPair(pass *specialist.Pass, p string, content []byte) string {
	if pass == nil || specialist.PlaceOf(p) != specialist.Test {
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
