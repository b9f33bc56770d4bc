// Package redact is the one redaction layer: every file teamreview writes
// about the code (verdicts, reports in every format, session logs, fix
// patches, caches of model answers) and every request it sends to a model
// passes through it, so no credential in the code under review is written
// or sent in full.
//
// It masks two kinds of thing:
//   - every credential the secrets engine (gitleaks' rules) finds, keeping
//     only its public type marker (AKIA, ghp_, sk_live_…), as the engine's
//     own diagnostics do;
//   - the credentials the review itself reports on without gitleaks: the
//     password of a connection string (postgres://user:PASSWORD@host/db),
//     a literal assigned to a name that says password, secret, token or key
//     (password = "…", passwd: …, api_key=…), and private key blocks.
//
// Redaction fails closed: if the secrets scanner cannot start, the text is
// replaced by Withheld.
//
// Most of what teamreview writes was written before: a warm review of an
// unchanged repository writes the verdict, its archived predecessor and
// the reports again, with a few lines changed. Redaction remembers what it
// has checked. The scanner's rules come in two kinds (secrets.Pieces):
// the whole rules, whose matches may span any number of lines or lack the
// keyword gitleaks looks for, see the whole text every time (they are few,
// and their keywords rare, so this is cheap); the piece rules, all the
// others, see the text in pieces. The text is cut into content-defined
// chunks of lines (chunk.go); a chunk is clean when the piece rules find
// nothing in it and the overlapLines lines around it, and no scan of a
// larger text could find other matches there (secrets.Pieces), and
// Patterns changes nothing in it. Keys of clean chunks — a sha256 of the
// build, the piece rules, the part of the path gitleaks' rules look at and
// the text, never the text — are kept for the process and in the engine
// cache's directory (memo.go). A text in which the whole rules find
// nothing and whose every chunk is clean, from the memo or checked now, is
// returned as it is; any other text is redacted whole, as without the
// memo, so the output is the same byte for byte. A text with the start of
// a private key block is always redacted whole: Patterns' keyBlockRE
// spans any number of lines.
//
// redact imports the secrets engine's public API, the engine cache's
// directory and build hash, and nothing downstream of them; writers and
// providers import redact.
package redact

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/par"
)

// Withheld replaces text that cannot be checked for credentials because the
// secrets scanner failed to start.
const Withheld = "[content withheld by teamreview: the secrets scanner is unavailable]"

// Mask is what a credential the patterns find becomes.
const Mask = "************"

// Text masks every credential in text.
func Text(text string) string { return File("", text) }

// File is Text for the content of a file: some scanner rules look at the
// file's name.
func File(path, text string) string {
	sc, err := secrets.Gitleaks()
	if err != nil {
		return Withheld
	}
	return With(sc, path, text)
}

// Warm builds in the background what the first redaction needs — the
// scanner (gitleaks' detector: its rules' regular expressions), the split
// of its rules into piece and whole rules, and the memo read from disk —
// so that a command that redacts soon after it starts (a review's session
// record) does not wait for it all. It returns at once.
func Warm() {
	go func() {
		sc, err := secrets.Gitleaks()
		if err != nil {
			return
		}
		if pc, ok := sc.(secrets.Pieces); ok {
			_ = pc.PieceRules()
			sharedMemo().Load()
		}
	}()
}

// Bytes is File for bytes.
func Bytes(path string, b []byte) []byte {
	if len(b) == 0 {
		return b
	}
	return []byte(File(path, string(b)))
}

// Write writes data to path atomically (see atomicfile), redacted.
func Write(path string, data []byte, perm os.FileMode) error {
	return atomicfile.Write(path, Bytes(path, data), perm)
}

// With redacts text with the scanner sc, then masks what the patterns find.
// A text found clean in chunks (see knownClean) is returned as it is.
func With(sc secrets.Scanner, path, text string) string {
	return withMemo(sharedMemo(), sc, path, text)
}

func withMemo(m *memo, sc secrets.Scanner, path, text string) string {
	if knownClean(m, sc, path, text) {
		return text
	}
	return withAll(sc, path, text)
}

// withAll is With without the memo.
func withAll(sc secrets.Scanner, path, text string) string {
	text = scanned(sc, path, text)
	return Patterns(text)
}

// knownClean reports whether redaction leaves text as it is: the
// scanner's whole rules find nothing in it (secrets.Pieces), and every
// chunk is clean, from the memo m for the chunks it has checked before and
// by checking the others now (and remembering those found clean). The
// whole rules' scan and the chunks to check are shared out among
// GOMAXPROCS workers; the answer depends on none of their timing. It
// answers false, and the caller redacts the whole text, as soon as the
// whole rules find a leak or one chunk is not clean, for a scanner that
// cannot scan pieces, for a window whose matches of a rule overlap (see
// overlapLines), for a text with the start of a private key block, which
// keyBlockRE matches to any length, and when the build cannot be
// identified.
func knownClean(m *memo, sc secrets.Scanner, path, text string) bool {
	pc, ok := sc.(secrets.Pieces)
	if !ok || text == "" || keyBlockRE.MatchString(text) {
		return false
	}
	self, err := cache.SelfHash()
	if err != nil {
		return false
	}
	// A key says "clean for these piece rules": another split of the
	// rules is another key.
	pathKey := sha256.Sum256([]byte(pc.PathKey(path)))
	rulesKey := sha256.Sum256([]byte(pc.PieceRules()))
	prefix := fmt.Appendf(nil, "teamreview redact clean\x00%s\x00%x\x00%x\x00", self, rulesKey, pathKey)
	defer m.FlushSoon()
	cs := chunks(text)
	keys := make([]key, len(cs))
	var todo []int // the chunks the memo does not know
	for i, c := range cs {
		h := sha256.New()
		h.Write(prefix)
		fmt.Fprintf(h, "%d %d\x00", c.start-c.from, c.end-c.from)
		io.WriteString(h, text[c.from:c.to])
		h.Sum(keys[i][:0])
		if !m.Has(keys[i]) {
			todo = append(todo, i)
		}
	}
	// Job 0 is the whole rules' scan, the longest, so it starts first;
	// job j > 0 checks chunk todo[j-1].
	clean := make([]bool, len(todo))
	allClean := par.Each(len(todo)+1, func(j int) bool {
		if j == 0 {
			return !leaking(pc.ScanWhole(path, []byte(text)))
		}
		clean[j-1] = chunkClean(pc, path, text, cs[todo[j-1]])
		return clean[j-1]
	})
	// In the order of the text, whatever the workers' timing.
	for j, i := range todo {
		if clean[j] {
			m.Add(keys[i])
		}
	}
	return allClean
}

// chunkClean reports whether the piece rules find nothing, exactly, in c's
// window, and Patterns changes nothing in c.
func chunkClean(pc secrets.Pieces, path, text string, c chunk) bool {
	leaks, exact := pc.ScanPiece(path, []byte(text[c.from:c.to]), c.start-c.from, c.stop-c.from)
	if !exact || leaking(leaks) {
		return false
	}
	part := text[c.start:c.end]
	return Patterns(part) == part
}

// leaking reports whether leaks hold a credential; a rule that matches a
// file's path alone has none to mask.
func leaking(leaks []secrets.Leak) bool {
	return slices.ContainsFunc(leaks, func(l secrets.Leak) bool { return l.Secret != "" })
}

func scanned(sc secrets.Scanner, path, text string) string {
	leaks := secrets.ScanDense(sc, path, []byte(text))
	if len(leaks) == 0 {
		return text
	}
	var found []string
	for _, l := range leaks {
		if l.Secret != "" {
			found = append(found, l.Secret)
		}
	}
	// Longest first, so a secret that contains another is replaced whole.
	slices.SortFunc(found, func(a, b string) int { return cmp.Or(cmp.Compare(len(b), len(a)), strings.Compare(a, b)) })
	found = slices.Compact(found)
	pairs := make([]string, 0, 2*len(found))
	for _, s := range found {
		pairs = append(pairs, s, secrets.Redact(s))
		// In JSON, a secret with a quote or a backslash is escaped.
		if q := jsonEscaped(s); q != s {
			pairs = append(pairs, q, secrets.Redact(s))
		}
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

func jsonEscaped(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`).Replace(s)
}

// credName is a name that says it holds a credential: the words gosec's
// G101 and the Python rules go by, anywhere in it (dbPassword, API_KEY,
// client_secret), or pass/pw as its last word (dbPass, admin_pw, pass —
// not compass).
const credName = `(?:[A-Za-z0-9_.-]*(?:passw(?:or)?d|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|auth[_-]?key|authorization|credential|bearer)[A-Za-z0-9_.-]*|[A-Za-z0-9_.-]*(?:[_.-](?:pass|pw)|(?-i:[a-z0-9](?:Pass|PW|Pw)))|\b(?:pass|pw))`

var (
	// dsnRE: scheme://user:PASSWORD@ — the password of a connection string.
	dsnRE = regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@'"` + "`" + `]*:)([^\s@/'"` + "`" + `]+)(@)`)
	// quotedRE: a name saying password, secret, token or key, then = : :=
	// or =>, then a quoted literal (escaped quotes too, as in JSON), whole.
	quotedRE = regexp.MustCompile(`(?i)(` + credName + `(?:\\?["'])?\s*(?::=|=>|=|:)\s*(?:\\?["'` + "`" + `]))([^"'` + "`" + `\\\n]{4,})`)
	// bareRE: the same names in a configuration file or a command line,
	// with an unquoted value — also on a line of a unified diff, which
	// starts with + or -.
	bareRE = regexp.MustCompile(`(?i)((?:^|[\s;,&?{(+-])` + credName + `\s*(?:=|:)[ \t]*)([^\s"'` + "`" + `,;&#)}\]\\:=][^\s"'` + "`" + `,;#)}\]\\]{3,})`)
	// keyBlockRE: a PEM private key block, whole.
	keyBlockRE = regexp.MustCompile(`-----BEGIN[A-Z ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?(-----END[A-Z ]*PRIVATE KEY( BLOCK)?-----|\z)`)
	// identRE: an unquoted value that is a name or an expression
	// (cfg.Password, os.Getenv), not a credential.
	identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z_.]*$|^[0-9]+$|[()\[\]]|^[$%{<]`)
)

// Patterns masks the credentials gitleaks has no rule for but the review
// reports: connection-string passwords, literals assigned to names that
// say password, secret, token or key, and private key blocks.
//
// The key blocks are masked in the whole text; the other expressions run
// on each part of it between two lines where none of their matches can
// cross (syncPoint: the chunks of a redaction end there too), and only on
// a part that holds what each of their matches must: :// for dsnRE, and
// for quotedRE and bareRE one of credWords in any case followed by the
// rest of a name and an operator (: or =), or one of the two letters
// outside ASCII that case folding turns into ASCII ones (ſ is s, K is k).
// On a verdict of 734 findings the expressions over the whole text took
// 0.3 s; on one of 2,332 findings whose every recommendation held a word
// such as "pass" or "api" and an arrow, 2.4 CPU-s before mayMatch looked
// for the operator after the word.
func Patterns(text string) string {
	text = keyBlockRE.ReplaceAllString(text, "-----BEGIN PRIVATE KEY-----"+Mask+"-----END PRIVATE KEY-----")
	var out strings.Builder
	done := 0 // text[:done] is in out, or out is empty and it is unchanged
	lower := []byte(nil)
	for start, end := 0, 0; start < len(text); start = end {
		end = segmentEnd(text, start)
		seg := text[start:end]
		if !mayMatch(seg, &lower) {
			continue
		}
		if masked := lineLocalPatterns(seg); masked != seg {
			out.WriteString(text[done:start])
			out.WriteString(masked)
			done = end
		}
	}
	if done == 0 {
		return text
	}
	out.WriteString(text[done:])
	return out.String()
}

// segmentEnd is where the part of text that starts at start, at the start
// of a line, ends: after the first line break followed by a syncPoint, or
// at the end of the text.
func segmentEnd(text string, start int) int {
	lineStart := start
	for {
		nl := strings.IndexByte(text[lineStart:], '\n')
		if nl < 0 {
			return len(text)
		}
		next := lineStart + nl + 1
		if next == len(text) {
			return next
		}
		nextEnd := len(text)
		if j := strings.IndexByte(text[next:], '\n'); j >= 0 {
			nextEnd = next + j + 1
		}
		if syncPoint(text[lineStart:next], text[next:nextEnd]) {
			return next
		}
		lineStart = next
	}
}

// credWords are the words one of which, in any case, every match of
// credName holds: passw(or)d and pwd hold pass or pw; api[_-]?key and
// apikey api; access[_-]?key access; private[_-]?key private;
// auth[_-]?key and authorization auth; the rest are themselves.
var credWords = []string{"pass", "pw", "secret", "token", "api", "access", "private", "auth", "credential", "bearer"}

// foldsToASCII are the two letters outside ASCII that (?i) matches as
// ASCII ones: ſ as s, the Kelvin sign as k (unicode.SimpleFold). No other
// character outside ASCII can stand in a match's name or operator, which
// is what mayMatch looks for (the → of every path a recommendation shows
// made each of its lines a candidate when any byte outside ASCII did).
const foldsToASCII = "\u017f\u212a"

// mayMatch reports whether lineLocalPatterns may change s (see Patterns);
// lower is a buffer it reuses.
func mayMatch(s string, lower *[]byte) bool {
	if strings.Contains(s, "://") || strings.ContainsAny(s, foldsToASCII) {
		return true
	}
	op := false
	*lower = (*lower)[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':' || c == '=':
			op = true
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		*lower = append(*lower, c)
	}
	if !op {
		return false
	}
	for _, w := range credWords {
		if opAfterWord(*lower, w) {
			return true
		}
	}
	return false
}

// opAfterWord reports whether lower, a lowered text of ASCII letters (see
// foldsToASCII), holds w followed by what every match of quotedRE and
// bareRE holds after a credWord of its name: the rest of the name
// ([a-z0-9_.-]*, which ends where the name does, as none of what may
// follow a name is one of them), a quote that may be escaped (quotedRE
// only), white space, and an operator (: or =, which := and => start
// with).
func opAfterWord(lower []byte, w string) bool {
	for i := 0; ; {
		j := bytes.Index(lower[i:], []byte(w))
		if j < 0 {
			return false
		}
		k := i + j + len(w)
		for k < len(lower) && nameByte(lower[k]) {
			k++
		}
		if k < len(lower) && lower[k] == '\\' {
			k++
		}
		if k < len(lower) && (lower[k] == '"' || lower[k] == '\'') {
			k++
		}
		for k < len(lower) && spaceByte(lower[k]) {
			k++
		}
		if k < len(lower) && (lower[k] == ':' || lower[k] == '=') {
			return true
		}
		i += j + 1
	}
}

// nameByte is a byte of [a-z0-9_.-], the characters of a lowered name.
func nameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-'
}

// spaceByte is a byte of \s, which is ASCII white space in Go's regexp.
func spaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// lineLocalPatterns masks what dsnRE, quotedRE and bareRE find in text.
func lineLocalPatterns(text string) string {
	text = dsnRE.ReplaceAllStringFunc(text, func(m string) string {
		sub := dsnRE.FindStringSubmatch(m)
		if placeholder(sub[2]) {
			return m
		}
		return sub[1] + Mask + sub[3]
	})
	text = quotedRE.ReplaceAllStringFunc(text, func(m string) string {
		sub := quotedRE.FindStringSubmatch(m)
		if placeholder(sub[2]) {
			return m
		}
		return sub[1] + Mask
	})
	return bareRE.ReplaceAllStringFunc(text, func(m string) string {
		sub := bareRE.FindStringSubmatch(m)
		if placeholder(sub[2]) || identRE.MatchString(sub[2]) {
			return m
		}
		return sub[1] + Mask
	})
}

// placeholder reports whether a value is already masked or stands for a
// value set elsewhere (${DB_PASSWORD}, {{ .Password }}, %s, <password>).
func placeholder(v string) bool {
	return strings.Contains(v, "****") || strings.HasPrefix(v, "$") || strings.HasPrefix(v, "{") ||
		strings.HasPrefix(v, "%") || strings.HasPrefix(v, "<") || v == "«secret»"
}

// commandSecrets are the places a shell command line carries a password
// that no credential pattern knows by its shape: a variable or option named
// for it, and the password of a URL's user.
var commandSecrets = []*regexp.Regexp{
	regexp.MustCompile(`(?i)((?:^|[\s;&|(])(?:[A-Za-z_]*(?:pass(?:word)?|passwd|pwd|secret|token|api_?key)[A-Za-z_]*)\s*=\s*)('[^']*'|"[^"]*"|[^\s'";&|)]+)`),
	regexp.MustCompile(`(?i)((?:^|\s)--?[a-z-]*(?:pass(?:word)?|passwd|secret|token)(?:=|\s+))('[^']*'|"[^"]*"|[^\s'";&|]+)`),
	regexp.MustCompile(`(://[^/\s:@]+:)([^@\s/]+)(@)`),
}

// Command masks the credentials in a shell command line (fix.verify_command
// and the like) before it is printed or written: those the secrets scan
// finds, and passwords given by name or in a URL.
// A password found by name is masked wherever else it appears in the line.
func Command(cmd string) string {
	var values []string
	for _, re := range commandSecrets {
		for _, m := range re.FindAllStringSubmatch(cmd, -1) {
			if v := strings.Trim(m[2], `'"`); len(v) >= 4 {
				values = append(values, v)
			}
		}
		cmd = re.ReplaceAllString(cmd, "${1}"+Mask+"${3}")
	}
	for _, v := range values {
		cmd = strings.ReplaceAll(cmd, v, Mask)
	}
	return Text(cmd)
}

// Clip is s cut to at most limit runes, the last of them ellipsis when it
// is cut, with the credentials of the whole of s masked before the cut.
// Masked after it, a credential cut in two may no longer be one the
// redaction recognizes (AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI reads as a
// name, the rest of the key cut off), and its first part would be
// written. Every helper that shortens a finding's text (a title, a
// message, the code a message quotes) cuts through Clip. A text that
// needs no cut is returned as it is: the redaction of whatever it is
// written into sees it whole.
func Clip(s string, limit int, ellipsis string) string {
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	r := []rune(unmemoized(s))
	if len(r) <= limit {
		return string(r)
	}
	keep := max(limit-utf8.RuneCountInString(ellipsis), 0)
	return string(r[:keep]) + ellipsis
}

// unmemoized is Text without the memo: the short texts Clip cuts would
// crowd out of it the chunks of files, which a warm review finds there.
func unmemoized(s string) string {
	sc, err := secrets.Gitleaks()
	if err != nil {
		return Withheld
	}
	return withAll(sc, "", s)
}

// ClampTitle keeps a finding's title within finding.MaxTitle characters,
// cutting it through Clip.
func ClampTitle(s string) string { return Clip(s, finding.MaxTitle, "…") }
