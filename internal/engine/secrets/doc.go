// Package secrets is the engine that finds credentials in any kind of file,
// with gitleaks' default rules running in process behind the small Scanner
// interface (gitleaks is in maintenance mode; betterleaks could replace it
// behind the same interface), plus a few rules of its own in the same
// detector, written in gitleaks' own configuration format (own_rules.toml,
// embedded: passwords in connection URLs, Mapbox secret tokens). The type
// markers Redact keeps in front of a mask are rows of public_prefixes.yml,
// and the formats whose checksum tells an issued token from a sample
// (IssuedToken) rows of checksummed_tokens.yml. All are built in only: what is found and redacted before the tool prints
// or sends text must not depend on a file in the change under review. A line marked gitleaks:allow is scanned like any other: the
// waiver is the specialist's and consolidation's to record or refuse.
//
// The one rule this package exists to keep: a secret's value never leaves
// it. Diagnostics carry a redacted form in Message and a masked line in Code.
// What a scan found is remembered for the process and, as places in the
// content with no credential in them, on disk in the engine cache's
// directory (scancache.go).
//
// Besides diagnostics, the engine's Result carries Facts the secrets
// specialist asks when it weighs a finding: whether a PEM private-key block
// is a key at all (keys.go: NotAKey), whether a key is the one of a
// self-signed certificate beside it (Facts.SelfSignedCert), and whether a
// token's checksum says its provider issued it (checksum.go: IssuedToken).
//
// It imports the engine contract, scope, finding, atomicfile and the engine
// cache's directory and build hash, and nothing downstream of the engines.
package secrets
