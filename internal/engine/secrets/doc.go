// Package secrets is the engine that finds credentials in any kind of file,
// with gitleaks' default rules running in process behind the small Scanner
// interface (gitleaks is in maintenance mode; betterleaks could replace it
// behind the same interface).
//
// The one rule this package exists to keep: a secret's value never leaves
// it. Diagnostics carry a redacted form in Message and a masked line in Code.
// What a scan found is remembered for the process and, as places in the
// content with no credential in them, on disk in the engine cache's
// directory (scancache.go).
//
// It imports the engine contract, scope, finding, atomicfile and the engine
// cache's directory and build hash, and nothing downstream of the engines.
package secrets
