package secrets

import (
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/specialist"
)

// selfSignedPair says why the private key in the test or example file p
// is a fixture, or "" when nothing shows it: the key is the one of a
// self-signed certificate in the same directory, as the secrets engine
// finds it (secretsengine.Facts.SelfSignedCert). Such a certificate is
// trusted by nothing but a test or an example that trusts it explicitly
// (axum's TLS examples ship one to run against), so its key unlocks
// nothing; a key issued for a real host would come with a certificate a
// CA signed. In shipped code a self-signed key may still guard something
// (an internal service's TLS), so there it proves nothing.
func selfSignedPair(pass *specialist.Pass, p string) string {
	if pass == nil || specialist.PlaceOf(p) == specialist.Shipped {
		return ""
	}
	if cert := secretsengine.Of(pass.Facts).SelfSignedCert(p); cert != "" {
		return "the key of the self-signed certificate " + cert + ", which nothing trusts unless a test says so"
	}
	return ""
}
