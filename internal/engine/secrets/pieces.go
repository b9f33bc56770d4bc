package secrets

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// Pieces is what a caller that keeps its own memo of the parts of a text
// it has checked needs from a Scanner (internal/redact): Scan without the
// memo of whole files, whose entries its many small pieces would only
// crowd out, and the part of a path that the rules look at.
type Pieces interface {
	// ScanPiece is Scan, not remembered, of lines of a larger text, of
	// which content[start:] is the part the caller asks about and what
	// comes before is context. When it finds nothing, exact says whether
	// that holds in any larger text too: see exact. The caller knows that
	// no match that starts before start, nor one that starts inside
	// such a match, reaches stop.
	ScanPiece(path string, content []byte, start, stop int) (leaks []Leak, exact bool)
	// PathKey is equal for two paths exactly when the scanner's rules treat
	// them alike: content scanned under either finds the same leaks.
	PathKey(path string) string
}

var _ Pieces = gitleaksScanner{}

func (g gitleaksScanner) ScanPiece(path string, content []byte, start, stop int) ([]Leak, bool) {
	if leaks := g.scan(path, content); len(leaks) > 0 {
		return leaks, true
	}
	return nil, g.exact(string(content[:stop]), start)
}

// exact reports whether the matches gitleaks looked at in text are, from
// start on, all the matches a scan of a larger text holding text would look
// at. regexp returns a rule's matches leftmost first and not overlapping:
// where one starts depends on where the one before it ended. In a larger
// text the scan may enter these lines inside one of the matches here that
// start before start (at any later place where the rule matches too), or
// reach them between matches but with a line break before them, which ^
// and \b look at; and then find other matches than these, which gitleaks
// did not judge. exact follows every such scan until it is back in step
// with the scan here (it stands between matches here, or is about to find
// the same next one); a match it finds on the way that ends after start
// makes it false.
//
// The caller cuts text where no match starting before start, nor any
// starting inside one of those, reaches: exact looks at no other.
func (g gitleaksScanner) exact(text string, start int) bool {
	if start == 0 {
		return true
	}
	lower := strings.ToLower(text)
	for _, r := range g.d.Config.Rules {
		if r.Regex == nil {
			continue
		}
		// gitleaks runs a rule with keywords only on text with one of them.
		if len(r.Keywords) > 0 && !slices.ContainsFunc(r.Keywords, func(k string) bool { return strings.Contains(lower, strings.ToLower(k)) }) {
			continue
		}
		var ms [][]int // the matches here that start before start
		for _, m := range r.Regex.FindAllStringIndex(text, -1) {
			if m[0] >= start {
				break
			}
			ms = append(ms, m)
		}
		if len(ms) == 0 {
			// A line break before the text only takes ^ away: no match
			// at 0 where there was none.
			continue
		}
		later := laterMatch(r.Regex)
		// next is the rule's leftmost match at pos or after, with the
		// character before pos as the context of \b, ^ and $; before text,
		// the line break that precedes it in a larger text.
		withBreak := "\n" + text
		next := func(pos int) []int {
			n := later.FindStringIndex(withBreak[pos:])
			if n == nil {
				return nil
			}
			_, size := utf8.DecodeRuneInString(withBreak[pos+n[0]:])
			return []int{pos + n[0] + size - 1, pos + n[1] - 1}
		}
		// inside is the match here that pos is strictly inside, if any.
		inside := func(pos int) []int {
			for _, m := range ms {
				if m[0] < pos && pos < m[1] {
					return m
				}
			}
			return nil
		}
		// follow is the scan that finds p: false if it finds a match that
		// gitleaks did not judge and that ends after start before it is
		// back in step.
		follow := func(p []int) bool {
			for {
				if slices.ContainsFunc(ms, func(m []int) bool { return m[0] == p[0] && m[1] == p[1] }) {
					return true
				}
				if p[1] > start || p[1] == p[0] {
					return false
				}
				m := inside(p[1])
				if m == nil {
					return true
				}
				if p = next(p[1]); p == nil || p[0] >= m[1] {
					return true
				}
			}
		}
		if ms[0][0] == 0 {
			if p := next(0); p != nil && p[0] < ms[0][1] && !follow(p) {
				return false
			}
		}
		for _, m := range ms {
			for x := m[0] + 1; x < m[1]; x++ {
				if !utf8.RuneStart(text[x]) {
					continue
				}
				n := next(x)
				if n == nil || n[0] >= m[1] {
					break
				}
				if !follow(n) {
					return false
				}
				x = n[0]
			}
		}
	}
	return true
}

var laterMatches sync.Map // *regexp.Regexp -> *regexp.Regexp

func laterMatch(re *regexp.Regexp) *regexp.Regexp {
	if l, ok := laterMatches.Load(re); ok {
		return l.(*regexp.Regexp)
	}
	l := regexp.MustCompile(`(?s:.)(?:` + re.String() + `)`)
	laterMatches.Store(re, l)
	return l
}

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
