package secrets

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/detect"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// Pieces is what a caller that keeps its own memo of the parts of a text
// it has checked needs from a Scanner (internal/redact). The rules are
// split in two (see splitRules): the piece rules, whose matches span at
// most PieceBreaks line breaks and hold one of their rule's keywords, so
// that lines of a text with PieceBreaks lines around them give the same
// answer as the whole text; and the whole rules, which must see the whole
// text every time. A text has no leak exactly when ScanWhole finds none in
// it and ScanPiece finds none, exactly, in any of its pieces: what Detect
// finds is what each rule finds on its own, less the generic findings that
// another rule's finding on the same line holds, so none exactly when no
// rule finds any.
type Pieces interface {
	// ScanPiece is Scan with the piece rules only, not remembered (the
	// memo of whole files would only be crowded out by many small
	// pieces), of lines of a larger text, of which content[start:] is the
	// part the caller asks about and what comes before is context. When
	// it finds nothing, exact says whether that holds in any larger text
	// too: see exact. The caller knows that no match that starts before
	// start, nor one that starts inside such a match, reaches stop.
	ScanPiece(path string, content []byte, start, stop int) (leaks []Leak, exact bool)
	// ScanWhole is Scan with the whole rules only, not remembered, of a
	// whole text.
	ScanWhole(path string, content []byte) []Leak
	// PathKey is equal for two paths exactly when the scanner's rules treat
	// them alike: content scanned under either finds the same leaks.
	PathKey(path string) string
	// PieceRules names the piece rules: a memo of pieces found clean must
	// not outlive it.
	PieceRules() string
}

var _ Pieces = gitleaksScanner{}

func (g gitleaksScanner) ScanPiece(path string, content []byte, start, stop int) ([]Leak, bool) {
	// A window in which no piece rule's expression matches at all holds
	// no leak, and no scan of a larger text finds a match that ends in its
	// chunk (the caller's chunk, whose window holds every match that ends
	// in it; see quiet for why such a match matches in the window too): on
	// the reports of a review of the OWASP Java files, most windows.
	if s := g.sparseOf(); s != nil && s.quietPieces(content) {
		return nil, true
	}
	sp := g.split()
	if leaks := scanWith(sp.piece, path, content); len(leaks) > 0 {
		return leaks, true
	}
	// The piece rules are the rules whose matches hold a keyword in a text
	// without ſ (see spellings): a window with one may hold a match whose
	// keyword only the rest of the text has.
	if bytes.ContainsRune(content, longS) {
		return nil, false
	}
	return nil, sp.exact(string(content[:stop]), start)
}

func (g gitleaksScanner) ScanWhole(path string, content []byte) []Leak {
	return scanWith(g.split().whole, path, content)
}

func (g gitleaksScanner) PieceRules() string { return g.split().pieceIDs }

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
func (sp *ruleSplit) exact(text string, start int) bool { return exactWith(sp.piece, text, start) }

// exactWith is exact for the rules of the detector d.
func exactWith(d *detect.Detector, text string, start int) bool {
	if start == 0 {
		return true
	}
	var lower string
	for _, r := range d.Config.Rules {
		if r.Regex == nil {
			continue
		}
		// gitleaks runs a rule with keywords only on text with one of them.
		if len(r.Keywords) > 0 {
			if lower == "" {
				lower = strings.ToLower(text)
			}
			if !slices.ContainsFunc(r.Keywords, func(k string) bool { return strings.Contains(lower, strings.ToLower(k)) }) {
				continue
			}
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
	k := pathKeyOf{g.d, path}
	if v, ok := pathKeys.Load(k); ok {
		return v.(string)
	}
	key := g.pathKey(path)
	if pathKeyCount.Add(1) > maxPathKeys {
		pathKeys.Clear()
		pathKeyCount.Store(0)
	}
	pathKeys.Store(k, key)
	return key
}

// pathKeys remembers PathKey by detector and path: a report redacts a
// snippet of each finding, and matching every rule's path patterns again
// for each was a tenth of a warm review's CPU. Emptied past maxPathKeys,
// for a long-running server.
var (
	pathKeys     sync.Map // pathKeyOf -> string
	pathKeyCount atomic.Int64
)

const maxPathKeys = 1 << 16

// sortedIDs are the ids of d's rules, sorted once per detector (its rules
// do not change): sorting them for each path was half of PathKey.
func sortedIDs(d *detect.Detector) []string {
	if ids, ok := ruleIDs.Load(d); ok {
		return ids.([]string)
	}
	ids := slices.Sorted(maps.Keys(d.Config.Rules))
	ruleIDs.Store(d, ids)
	return ids
}

var ruleIDs sync.Map // *detect.Detector -> []string

type pathKeyOf struct {
	d    *detect.Detector
	path string
}

func (g gitleaksScanner) pathKey(path string) string {
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
	for _, id := range sortedIDs(g.d) {
		r := cfg.Rules[id]
		b.WriteByte('|')
		bit(r.Path != nil && r.Path.MatchString(path))
		for _, a := range r.Allowlists {
			bit(a.PathAllowed(path))
		}
	}
	return b.String()
}

// PieceBreaks is the most line breaks a match of a piece rule holds. The
// generic family — generic-api-key and the vendor rules built like it —
// allows [\s'"]{0,3} before the assignment, [\x60'"\s=]{0,5} after it and
// one \s to end the value, 3+5+1 = 9; the few rules that allow more (or any
// number: curl's -u and -H, Kubernetes secrets, private keys…) are whole
// rules, and are cheap over the whole text because their keywords are rare.
const PieceBreaks = 9

// longS is ſ, which (?i)s matches and strings.ToLower leaves as it is: the
// one letter outside ASCII that folds to an ASCII one but does not lower
// to it (K, the Kelvin sign, lowers to k). A match of (?i)secret may read
// ſecret, which holds no keyword "secret" when gitleaks looks for one.
const longS = '\u017f'

// A ruleSplit is the detector's rules in two detectors: piece and whole,
// each with the configuration's global allowlists, its path and all of its
// keywords, so that both find in a text, rule by rule, what the detector
// finds (Detect builds its keyword prefilter from cfg.Keywords and then
// runs a rule when one of the rule's own keywords is in the text).
type ruleSplit struct {
	piece, whole *detect.Detector
	pieceIDs     string
}

var (
	splitsMu sync.Mutex // held while a split is made
	splits   sync.Map   // *detect.Detector -> *ruleSplit
)

func (g gitleaksScanner) split() *ruleSplit {
	if sp, ok := splits.Load(g.d); ok {
		return sp.(*ruleSplit)
	}
	splitsMu.Lock()
	defer splitsMu.Unlock()
	if sp, ok := splits.Load(g.d); ok {
		return sp.(*ruleSplit)
	}
	piece, whole := rememberedSplit(g.d)
	sub := func(ids []string) *detect.Detector {
		// The prefilter of each holds its own rules' keywords (as the
		// sparse scan's rest does): a rule runs when one of its keywords
		// is in the text, whatever other words the trie holds, and the
		// trie of every keyword took 4 ms to build for the few whole rules.
		rules := make(map[string]config.Rule, len(ids))
		keywords := map[string]struct{}{}
		for _, id := range ids {
			r := g.d.Config.Rules[id]
			rules[id] = r
			for _, k := range r.Keywords {
				keywords[strings.ToLower(k)] = struct{}{}
			}
		}
		return g.sub(rules, keywords)
	}
	sp := &ruleSplit{piece: sub(piece), whole: sub(whole), pieceIDs: strings.Join(piece, ",")}
	splits.Store(g.d, sp)
	return sp
}

// sub is a detector of rules, with the configuration's global allowlists
// and path, g's settings, and keywords (lower case) for the prefilter of
// the rules that have keywords.
func (g gitleaksScanner) sub(rules map[string]config.Rule, keywords map[string]struct{}) *detect.Detector {
	cfg := g.d.Config
	cfg.Rules = rules
	cfg.Keywords = maps.Clone(keywords)
	d := detect.NewDetector(cfg)
	d.MaxDecodeDepth = g.d.MaxDecodeDepth
	d.MaxTargetMegaBytes = g.d.MaxTargetMegaBytes
	d.IgnoreGitleaksAllow = g.d.IgnoreGitleaksAllow
	return d
}

// scanWith is Scan with the detector d, not remembered.
func scanWith(d *detect.Detector, path string, content []byte) []Leak {
	return gitleaksScanner{d}.scan(path, content)
}

// rememberedSplit is splitRules, kept in the cache directory's self/
// under this build and what of d's rules the analysis reads: analyzing
// some 200 regular expressions takes 15 ms, and every command that writes
// a file redacts it. A stored split that does not name each of d's rules
// once is worked out again.
func rememberedSplit(d *detect.Detector) (piece, whole []string) {
	dir := cache.DefaultDir()
	self, err := cache.SelfHash()
	if dir == "" || err != nil {
		return splitRules(d)
	}
	ids := slices.Sorted(maps.Keys(d.Config.Rules))
	h := sha256.New()
	fmt.Fprintf(h, "teamreview gitleaks split\x00%s\x00%d\x00", self, d.MaxDecodeDepth)
	for _, id := range ids {
		r := d.Config.Rules[id]
		re := ""
		if r.Regex != nil {
			re = r.Regex.String()
		}
		fmt.Fprintf(h, "%q %q %q %t %d\x00", id, re, r.Keywords, r.SkipReport, len(r.RequiredRules))
	}
	path := filepath.Join(dir, "self", hex.EncodeToString(h.Sum(nil)))
	if data, err := os.ReadFile(path); err == nil {
		if piece, whole, ok := parseSplit(string(data), ids); ok {
			cache.Used(path)
			return piece, whole
		}
	}
	piece, whole = splitRules(d)
	var b strings.Builder
	for _, list := range []struct {
		kind string
		ids  []string
	}{{"piece", piece}, {"whole", whole}} {
		for _, id := range list.ids {
			fmt.Fprintf(&b, "%s %s\n", list.kind, id)
		}
	}
	_ = atomicfile.WriteCache(path, []byte(b.String()), 0o600) // only a later command's time is at stake
	return piece, whole
}

// parseSplit reads what rememberedSplit stores: ok only if it names every
// one of ids once.
func parseSplit(data string, ids []string) (piece, whole []string, ok bool) {
	seen := map[string]bool{}
	for line := range strings.Lines(data) {
		kind, id, found := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
		if !found || seen[id] || !slices.Contains(ids, id) {
			return nil, nil, false
		}
		seen[id] = true
		switch kind {
		case "piece":
			piece = append(piece, id)
		case "whole":
			whole = append(whole, id)
		default:
			return nil, nil, false
		}
	}
	return piece, whole, len(seen) == len(ids)
}

// splitRules sorts the ids of d's rules into piece rules and whole rules.
// A rule is a piece rule when the detector judges each of its matches by
// the match, its lines and the path alone — it decodes nothing and no rule
// needs another's findings nearby — and newlines bounds its matches' line
// breaks by PieceBreaks, and it has no keywords or containsAny proves
// that every match holds one of them (in a text without ſ). A rule the
// analysis cannot prove so is a whole rule: it costs time, never a leak.
func splitRules(d *detect.Detector) (piece, whole []string) {
	ids := slices.Sorted(maps.Keys(d.Config.Rules))
	if d.MaxDecodeDepth != 0 || slices.ContainsFunc(ids, func(id string) bool { return len(d.Config.Rules[id].RequiredRules) > 0 }) {
		return nil, ids
	}
	for _, id := range ids {
		if pieceRule(d.Config.Rules[id]) {
			piece = append(piece, id)
		} else {
			whole = append(whole, id)
		}
	}
	return piece, whole
}

func pieceRule(r config.Rule) bool {
	if r.Regex == nil || r.SkipReport {
		return false
	}
	re, err := syntax.Parse(r.Regex.String(), syntax.Perl)
	if err != nil {
		return false
	}
	re = re.Simplify()
	if newlines(re) > PieceBreaks {
		return false
	}
	if len(r.Keywords) == 0 {
		return true
	}
	words := make([]string, len(r.Keywords))
	for i, k := range r.Keywords {
		words[i] = strings.ToLower(k)
	}
	return containsAny(re, words)
}

const infinite = 1 << 20

// newlines bounds the number of line breaks in a match of re.
func newlines(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return strings.Count(string(re.Rune), "\n")
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return 1
			}
		}
		return 0
	case syntax.OpAnyChar:
		return 1
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			n += newlines(s)
		}
		return min(n, infinite)
	case syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			n = max(n, newlines(s))
		}
		return n
	case syntax.OpCapture, syntax.OpQuest:
		return newlines(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		if newlines(re.Sub[0]) > 0 {
			return infinite
		}
		return 0
	case syntax.OpRepeat:
		n := newlines(re.Sub[0])
		if n > 0 && re.Max < 0 {
			return infinite
		}
		return min(n*max(re.Max, 0), infinite)
	case syntax.OpEmptyMatch, syntax.OpNoMatch, syntax.OpAnyCharNotNL,
		syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0
	}
	return infinite // an operator this does not know: no bound
}

// containsAny reports whether every match of re in a text without ſ
// contains, lowered, one of words (which are lower case). It may say false
// when it is true, never the other way round.
func containsAny(re *syntax.Regexp, words []string) bool {
	return spelled{}.containsAny(re, words)
}

// spelled remembers spellings of the parts of one expression: containsAny
// asks for those of every part at every level.
type spelled map[*syntax.Regexp]spelling

type spelling struct {
	ss []string
	ok bool
}

func (sp spelled) spellings(re *syntax.Regexp) ([]string, bool) {
	if s, done := sp[re]; done {
		return s.ss, s.ok
	}
	ss, ok := spellings(re, sp.spellings)
	sp[re] = spelling{ss, ok}
	return ss, ok
}

func (sp spelled) containsAny(re *syntax.Regexp, words []string) bool {
	hit := func(ss []string) bool {
		for _, s := range ss {
			if !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) }) {
				return false
			}
		}
		return len(ss) > 0
	}
	if ss, ok := sp.spellings(re); ok && hit(ss) {
		return true
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return sp.containsAny(re.Sub[0], words)
	case syntax.OpRepeat:
		return re.Min > 0 && sp.containsAny(re.Sub[0], words)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !sp.containsAny(s, words) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		// Any run of parts spelled in few ways, all with a word.
		for i := range re.Sub {
			if sp.containsAny(re.Sub[i], words) {
				return true
			}
			acc := []string{""}
			for j := i; j < len(re.Sub); j++ {
				ss, ok := sp.spellings(re.Sub[j])
				if !ok {
					break
				}
				acc = product(acc, ss)
				if acc == nil {
					break
				}
				if hit(acc) {
					return true
				}
			}
		}
	}
	return false
}

const maxSpellings = 1024 // more costs time (the split is made at every start) and finds no more piece rules

// spellings lists, lowered, every text re matches in a text without ſ, if
// they are few, with sub for those of its parts. Lowered is what gitleaks' keyword prefilter reads:
// strings.ToLower, rune by rune. A literal that ignores case matches every
// case of its letters, which lower alike for ASCII letters but for ſ (see
// longS); one with a letter outside ASCII is not listed.
func spellings(re *syntax.Regexp, sub func(*syntax.Regexp) ([]string, bool)) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary,
		syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return []string{""}, true
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 && slices.ContainsFunc(re.Rune, func(r rune) bool { return r >= utf8.RuneSelf }) {
			return nil, false
		}
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] > 64 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if r != longS {
					out = append(out, strings.ToLower(string(r)))
				}
			}
		}
		slices.Sort(out)
		return slices.Compact(out), true
	case syntax.OpCapture:
		return sub(re.Sub[0])
	case syntax.OpQuest:
		ss, ok := sub(re.Sub[0])
		return append(ss, ""), ok
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			ss, ok := sub(s)
			if !ok || len(out)+len(ss) > maxSpellings {
				return nil, false
			}
			out = append(out, ss...)
		}
		return out, true
	case syntax.OpConcat:
		acc := []string{""}
		for _, s := range re.Sub {
			ss, ok := sub(s)
			if !ok {
				return nil, false
			}
			if acc = product(acc, ss); acc == nil {
				return nil, false
			}
		}
		return acc, true
	case syntax.OpRepeat:
		if re.Max < 0 || re.Max > 8 {
			return nil, false
		}
		ss, ok := sub(re.Sub[0])
		if !ok {
			return nil, false
		}
		var out []string
		acc := []string{""}
		for n := 0; n <= re.Max; n++ {
			if n >= re.Min {
				out = append(out, acc...)
			}
			if acc = product(acc, ss); acc == nil {
				return nil, false
			}
		}
		return out, len(out) <= maxSpellings
	}
	return nil, false
}

func product(a, b []string) []string {
	if len(a)*len(b) > maxSpellings {
		return nil
	}
	out := make([]string, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, x+y)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
