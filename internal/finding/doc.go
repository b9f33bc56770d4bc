// Package finding defines the one shape of a review finding that every stage
// of teamreview shares: its severity, status, location, suggested fixes, and
// the two identities that keep it stable across runs — the id (domain, file,
// lines) that agents quote, and the fingerprint (rule and normalized code)
// that survives lines moving.
//
// It is the leaf of the dependency graph: it imports only the standard
// library, and nothing in it knows about git, engines, files on disk or
// output formats.
package finding
