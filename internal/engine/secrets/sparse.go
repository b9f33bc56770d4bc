package secrets

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"

	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/detect"
)

// A file's scan looks for most rules only around their keywords. gitleaks
// runs a rule with keywords over the whole file once one of them is in it,
// and its regular expressions cost time in proportion to the text they
// read (generic-api-key, whose keywords such as "key" and "token" are in
// most source files, was half of a cold review's secrets scan on
// golang.org/x/tools); but a piece rule's every match holds one of its
// keywords and spans at most PieceBreaks line breaks, so it ends on a line
// at most PieceBreaks below a line with the keyword. Those lines, as one
// chunk per run of them, are what Pieces' chunks are to a memo of clean
// parts: each is scanned in its window (the overlapLines around it), and
// the scan is exact when no scan of the whole file could enter the chunk
// in step with other matches than the window's (ruleSplit.exact). A file
// is clean when the rules scanned whole (the whole rules and the piece
// rules without keywords) find nothing in it and each piece rule finds
// nothing, exactly, around its keywords; then it holds no leak, as Detect
// finds one exactly when some rule does. Any other answer — a finding, a
// window that is not exact, a text with ſ (whose (?i) matches may hold no
// keyword) — and the file is scanned whole, as before: what the scan
// reports is always what Detect reports.
type sparse struct {
	// rules are the piece rules with keywords, each alone in a detector
	// (made on first use) with the global allowlists and path of the
	// configuration and no keywords: it runs on every text it is given,
	// which clean gives it only with one of the rule's keywords in it.
	rules []func() *detect.Detector
	// exprs[i] matches somewhere in a text exactly when the regular
	// expression of rules[i]'s rule does (see anywhere): lines around the
	// rule's keywords in which it matches nowhere need no detector (see
	// quiet).
	exprs []*finder
	// keywords finds every rule's keywords (lower case) in a lowered
	// text; of[i] are the rules of its keyword i.
	keywords *keywordDFA
	of       [][]int
	// rest holds the whole rules and the piece rules without keywords,
	// which read the whole text.
	rest *detect.Detector
	// allPieces says that rules are all the piece rules (see ScanPiece).
	allPieces bool
}

// OverlapLines is how many lines around a chunk its window holds: a match
// that ends in the chunk starts at most PieceBreaks lines above it, and one
// that starts in the chunk or above it ends before the window does (the
// argument in full is internal/redact's, whose memo checks chunks so).
const OverlapLines = PieceBreaks + 1

var (
	sparsesMu sync.Mutex // held while a sparse is made
	sparses   sync.Map   // *detect.Detector -> *sparse, or nil when nothing can be windowed
)

// sparseOf returns g's rules sorted for sparse scans, nil when the split
// leaves no piece rule with keywords to look for.
func (g gitleaksScanner) sparseOf() *sparse {
	if s, ok := sparses.Load(g.d); ok {
		return s.(*sparse)
	}
	sparsesMu.Lock()
	defer sparsesMu.Unlock()
	if s, ok := sparses.Load(g.d); ok {
		return s.(*sparse)
	}
	// The split's ids only: its two detectors would hold two prefilters
	// of every keyword while a review runs.
	pieceIDs, wholeIDs := rememberedSplit(g.d)
	s := &sparse{}
	var words []string
	index := map[string]int{}
	rest := map[string]config.Rule{}
	for _, id := range wholeIDs {
		rest[id] = g.d.Config.Rules[id]
	}
	for _, id := range pieceIDs {
		r := g.d.Config.Rules[id]
		if len(r.Keywords) == 0 || slices.ContainsFunc(r.Keywords, func(k string) bool { return k == "" || strings.Contains(k, "\n") }) {
			rest[id] = r
			continue
		}
		n := len(s.rules)
		for _, k := range r.Keywords {
			k = strings.ToLower(k)
			i, ok := index[k]
			if !ok {
				i = len(words)
				index[k] = i
				words = append(words, k)
				s.of = append(s.of, nil)
			}
			if !slices.Contains(s.of[i], n) {
				s.of[i] = append(s.of[i], n)
			}
		}
		r.Keywords = nil
		s.exprs = append(s.exprs, anywhere(r.Regex))
		s.rules = append(s.rules, sync.OnceValue(func() *detect.Detector { return g.sub(map[string]config.Rule{id: r}, nil) }))
	}
	if len(s.rules) == 0 {
		sparses.Store(g.d, (*sparse)(nil))
		return nil
	}
	s.allPieces = len(s.rules) == len(pieceIDs)
	s.keywords = newKeywordDFA(words)
	keywords := map[string]struct{}{}
	for _, r := range rest {
		for _, k := range r.Keywords {
			keywords[strings.ToLower(k)] = struct{}{}
		}
	}
	s.rest = g.sub(rest, keywords)
	sparses.Store(g.d, s)
	return s
}

// clean reports whether content holds no leak, by the sparse scan; false
// when it holds one or the sparse scan cannot tell.
func (s *sparse) clean(path string, content []byte) bool {
	if bytes.ContainsRune(content, longS) {
		return false
	}
	lineStarts := LineStarts(content)
	// lines[r] are the lines with a keyword of rule r, in order, once each.
	lines := make([][]int, len(s.rules))
	hit := func(line, word int) {
		for _, r := range s.of[word] {
			if l := lines[r]; len(l) == 0 || l[len(l)-1] != line {
				lines[r] = append(l, line)
			}
		}
	}
	if ascii(content) {
		// Lowering keeps every byte where it is.
		lower := bytes.ToLower(content)
		line := 0
		s.keywords.walk(lower, func(end, word int) {
			for lineStarts[line+1] <= end {
				line++
			}
			hit(line, word)
		})
	} else {
		for line := range len(lineStarts) - 1 {
			lower := strings.ToLower(string(content[lineStarts[line]:lineStarts[line+1]]))
			s.keywords.walk([]byte(lower), func(_, word int) { hit(line, word) })
		}
	}
	for r, ls := range lines {
		if quiet(s.exprs[r], content, lineStarts, ls) {
			continue
		}
		for _, w := range windows(lineStarts, ls) {
			d := s.rules[r]()
			if len(scanWith(d, path, content[w.From:w.To])) > 0 {
				return false
			}
			if !exactWith(d, string(content[w.From:w.Stop]), w.Start-w.From) {
				return false
			}
		}
	}
	return len(scanWith(s.rest, path, content)) == 0
}

// quietPieces reports whether no piece rule's expression matches
// anywhere in content (see anywhere) among the rules whose keywords are in
// it, lowered as gitleaks lowers a text to look for them; false when the
// rules are not all piece rules with keywords, or content holds ſ (whose
// matches may hold no keyword).
func (s *sparse) quietPieces(content []byte) bool {
	if !s.allPieces || bytes.ContainsRune(content, longS) {
		return false
	}
	var lower []byte
	if ascii(content) {
		lower = bytes.ToLower(content)
	} else {
		lower = []byte(strings.ToLower(string(content)))
	}
	present := make([]bool, len(s.rules))
	s.keywords.walk(lower, func(_, word int) {
		for _, r := range s.of[word] {
			present[r] = true
		}
	})
	for r, ok := range present {
		if ok && s.exprs[r].match(content) {
			return false
		}
	}
	return true
}

// quiet reports whether the piece rule of the expression re, whose
// keywords are on lines (in order) of content, finds nothing in content:
// re matches nowhere in the lines around each of them, PieceBreaks above
// and PieceBreaks+1 below (runs that overlap are one). A match of the rule
// holds one of its keywords, on one of lines, and spans at most
// PieceBreaks line breaks, so it lies in that keyword line's run and ends
// before the run does (or with content). re matches there in the run too:
// a run's ends only add to what holds at them (^ and $ at its start and
// end, where content has a line break before and more after; \b is the
// same against a line break as against nothing), and the match reads
// nothing outside it. Then neither the rule's detector (which runs re over
// a window first, and reports a subset of its matches) nor the check of
// exactness need run: the matches they would judge do not exist. On the
// 2,740 files of the OWASP Java benchmark, 285 of 15,600 windows had a
// match, and the detector and exactWith on the others were half of the
// secrets engine's time.
func quiet(re *finder, content []byte, lineStarts []int, lines []int) bool {
	n := len(lineStarts) - 1
	for i := 0; i < len(lines); {
		first, next := max(0, lines[i]-PieceBreaks), min(n, lines[i]+PieceBreaks+2)
		for i++; i < len(lines) && max(0, lines[i]-PieceBreaks) <= next; i++ {
			next = min(n, lines[i]+PieceBreaks+2)
		}
		if re.match(content[lineStarts[first]:lineStarts[next]]) {
			return false
		}
	}
	return true
}

// A finder tells whether a rule's expression matches somewhere in a
// text (see anywhere).
type finder struct {
	// re matches somewhere exactly when the rule's expression does.
	re *regexp.Regexp
	// When starts is set, every match of re starts with one of its words
	// (lower case: re's first part, spelled out) and asserts nothing
	// before it; anchored is re anchored at the start of the text.
	starts   *keywordDFA
	lens     []int
	anchored *regexp.Regexp
}

// match reports whether the expression matches somewhere in text. On a
// text of ASCII, with starts, it tries re only where one of the words
// starts, anchored there: the search for generic-api-key's keywords in
// any case at every byte was most of what quiet cost. (In a text with
// other characters, lowering may move bytes, and ſ is an s to (?i) that
// no word holds.)
func (f *finder) match(text []byte) bool {
	if f.starts == nil || !ascii(text) {
		return f.re.Match(text)
	}
	lower := bytes.ToLower(text)
	found, last := false, -1
	f.starts.walk(lower, func(end, word int) {
		if start := end + 1 - f.lens[word]; !found && start != last {
			last = start
			found = f.anchored.Match(text[start:])
		}
	})
	return found
}

// anywhere returns the finder of re: an expression that matches
// somewhere in a text exactly when re does, and costs less to run: re less
// its leading parts that may match nothing and assert nothing, such as the
// [\w.-]{0,50}? that generic-api-key and the rules built like it start
// with, which made the search keep some fifty threads alive at every word.
// Where re matches, the rest matches from where those parts end, in the
// same text, so with the same characters around it; where the rest
// matches, re matches with those parts empty. When what is left starts
// with a part that asserts nothing and is spelled in few ways, none empty
// (generic-api-key's keywords), the finder looks for those first. The
// expression is re itself when nothing can be left out or it does not
// parse.
func anywhere(re *regexp.Regexp) *finder {
	f := &finder{re: re}
	p, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return f
	}
	for p.Op == syntax.OpCapture {
		p = p.Sub[0]
	}
	if p.Op != syntax.OpConcat {
		return f
	}
	subs := p.Sub
	for len(subs) > 1 && optional(subs[0]) && !asserts(subs[0]) {
		subs = subs[1:]
	}
	if len(subs) == len(p.Sub) {
		return f
	}
	rest := &syntax.Regexp{Op: syntax.OpConcat, Flags: p.Flags, Sub: subs}
	out, err := regexp.Compile(rest.String())
	if err != nil {
		return f
	}
	f.re = out
	words, ok := spelled{}.spellings(subs[0])
	if !ok || asserts(subs[0]) || slices.Contains(words, "") {
		return f
	}
	anchored, err := regexp.Compile(`^(?:` + rest.String() + `)`)
	if err != nil {
		return f
	}
	f.starts, f.anchored = newKeywordDFA(words), anchored
	for _, w := range words {
		f.lens = append(f.lens, len(w))
	}
	return f
}

// optional reports whether re may match the empty string by its operator.
func optional(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpStar, syntax.OpQuest, syntax.OpEmptyMatch:
		return true
	case syntax.OpRepeat:
		return re.Min == 0
	}
	return false
}

// asserts reports whether re holds an assertion about where it is: ^, $,
// \A, \z, \b or \B.
func asserts(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	return slices.ContainsFunc(re.Sub, asserts)
}

// LineStarts are where the lines of text start, and then its length: line
// i is text[LineStarts[i]:LineStarts[i+1]]. A text without a last line
// break still ends a line; an empty one is one empty line.
func LineStarts(text []byte) []int {
	starts := []int{0}
	for i := 0; i < len(text); {
		j := bytes.IndexByte(text[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		if i < len(text) {
			starts = append(starts, i)
		}
	}
	return append(starts, len(text))
}

// Window is the chunk text[Start:End] of whole lines, scanned for secrets
// in text[From:To]; no match that starts before Start, nor one that starts
// inside such a match, reaches Stop, the end of what ScanPiece's exactness
// check reads.
type Window struct{ From, Start, End, To, Stop int }

// ChunkWindow is the window of the chunk of lines [first, next) of a text
// whose line i starts at lineStarts[i], the last entry being its length.
func ChunkWindow(lineStarts []int, first, next int) Window {
	n := len(lineStarts) - 1
	return Window{
		From:  lineStarts[max(0, first-OverlapLines)],
		Start: lineStarts[first],
		End:   lineStarts[next],
		To:    lineStarts[min(n, max(next, first+OverlapLines)+OverlapLines)],
		Stop:  lineStarts[min(n, first+2*OverlapLines)],
	}
}

// windows are the chunks that hold every line a match with a keyword on
// one of lines (in order) can end on, each in its window; chunks whose
// windows would overlap are one.
func windows(lineStarts []int, lines []int) []Window {
	n := len(lineStarts) - 1
	var out []Window
	first, next := -1, -1 // the current chunk, lines [first, next)
	for _, l := range lines {
		lo, hi := l, min(n, l+PieceBreaks+1)
		if first >= 0 && lo <= next+2*OverlapLines {
			next = max(next, hi)
			continue
		}
		if first >= 0 {
			out = append(out, ChunkWindow(lineStarts, first, next))
		}
		first, next = lo, hi
	}
	if first >= 0 {
		out = append(out, ChunkWindow(lineStarts, first, next))
	}
	return out
}

func ascii(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
