package secrets

import (
	"slices"
	"strings"
)

// Pieces is what a caller that keeps its own memo of the parts of a text
// it has checked needs from a Scanner (internal/redact): Scan without the
// memo of whole files, whose entries its many small pieces would only
// crowd out, and the part of a path that the rules look at.
type Pieces interface {
	// ScanPiece is Scan, not remembered.
	ScanPiece(path string, content []byte) []Leak
	// PathKey is equal for two paths exactly when the scanner's rules treat
	// them alike: content scanned under either finds the same leaks.
	PathKey(path string) string
}

var _ Pieces = gitleaksScanner{}

func (g gitleaksScanner) ScanPiece(path string, content []byte) []Leak { return g.scan(path, content) }

// PathKey reports, for every path pattern of the configuration in a fixed
// order (the global allowlists', then each rule's own path and its
// allowlists'), whether path matches it: gitleaks' Detect looks at the
// path of a fragment only through these and through whether it is empty
// or the configuration file's own path.
func (g gitleaksScanner) PathKey(path string) string {
	if path == "" {
		return ""
	}
	cfg := g.d.Config
	var b strings.Builder
	b.WriteByte('p')
	if path == cfg.Path {
		b.WriteByte('c')
	}
	bit := func(ok bool) {
		if ok {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	for _, a := range cfg.Allowlists {
		bit(a.PathAllowed(path))
	}
	ids := make([]string, 0, len(cfg.Rules))
	for id := range cfg.Rules {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		r := cfg.Rules[id]
		b.WriteByte('|')
		bit(r.Path != nil && r.Path.MatchString(path))
		for _, a := range r.Allowlists {
			bit(a.PathAllowed(path))
		}
	}
	return b.String()
}
