package redact

import (
	"bytes"
	"hash/fnv"
	"strings"
)

// The text is cut into chunks of whole lines, content-defined: a chunk
// ends after a line whose hash says so (about one line in hashEvery), once
// it holds minChunk bytes, or at the first chance after maxChunk; so a line
// inserted near the top moves the boundaries of one or two chunks, not of
// every later one, and the chunks after it are found in the memo.
//
// A chunk may only end where no match of Patterns' expressions can cross:
// see syncPoint. The secrets scanner's rules are not all line-local, so
// each chunk is scanned for them together with the overlapLines lines
// around it: see overlapLines.
//
// Larger chunks cost less to look up and to scan with their surrounding
// lines; smaller ones rescan less around a changed line.
var minChunk, maxChunk, hashEvery = 4 << 10, 32 << 10, uint32(64) // variables for the tests

// maxBreaks is the most line breaks a match of gitleaks' rules holds,
// except for the rules that fullScanMarkers send to the whole text
// (TestOverlapCoversRules checks both against the rules compiled in): the
// generic family — generic-api-key and the vendor rules built like it —
// allows [\s'"]{0,3} before the assignment, [\x60'"\s=]{0,5} after it and
// one \s to end the value, 3+5+1 = 9.
const maxBreaks = 9

// overlapLines is how many lines before and after a chunk its secrets
// scan also reads. A match starts at most maxBreaks lines above the line
// it ends on, so whichever chunk holds its end, the match lies in that
// chunk's window and starts after the window does: the whole text and the
// window give the same context to the start of the match (^ is the start
// of the text). No match that starts in the chunk or the lines before it
// reaches the window's end, so the end of the text (for $) changes none
// of them either. A rule that gitleaks runs on the whole text runs on the
// window, since the match holds one of its keywords. Last, regexp's
// matches do not overlap, so the scan of the whole text may enter the
// window inside a match the window's scan found (and gitleaks discarded)
// and go on to others; the scanner follows every such scan and says when
// one meets a match in the chunk that gitleaks did not judge
// (secrets.Pieces): such a window does not count as clean.
const overlapLines = maxBreaks + 1

// fullScanMarkers are texts whose presence (in any case) sends a text to
// be redacted whole, the way it always was, because its chunks alone could
// miss a credential (TestOverlapCoversRules checks them against the rules
// compiled in; needsFullScan finds them):
//   - one of them is in every match of a rule with no bound on its line
//     breaks: curl's -u and -H (curl-auth-user, curl-auth-header), NuGet's
//     config (nuget-config-password), Freemius' secret_key
//     (freemius-secret-key), base64-encoded JWTs (jwt-base64) and
//     Kubernetes secrets (kubernetes-secret-yaml); private key blocks
//     (gitleaks' private-key, Patterns' keyBlockRE) are found apart;
//   - one of them is in every keyword of a rule whose match need not hold
//     a keyword: gitleaks runs a rule on a text that has one of its
//     keywords anywhere, which a chunk may not (slack-*, sourcegraph,
//     sidekiq, airtable, flyio, facebook).
var fullScanMarkers = []string{
	"curl", "<add key=", "secret_key", "zxlk", "kind:",
	"xox", "hooks.slack", "sgp_", "sourcegraph", "contribsys", "airtable", "fo1_", "fm1", "fm2_", "facebook",
}

// needsFullScan reports whether text holds a marker, or the start of a
// private key block, which both gitleaks' rule and keyBlockRE require:
// -----BEGIN, then PRIVATE KEY on the same line. It folds case as the
// rules do, where the only letters outside ASCII that fold to ASCII ones
// are ſ (s) and K (k).
func needsFullScan(text string) bool {
	folded := []byte(text)
	for i, c := range folded {
		if 'A' <= c && c <= 'Z' {
			folded[i] = c + 'a' - 'A'
		}
	}
	if bytes.Contains(folded, []byte("\u017f")) || bytes.Contains(folded, []byte("\u212a")) {
		folded = bytes.ReplaceAll(bytes.ReplaceAll(folded, []byte("\u017f"), []byte("s")), []byte("\u212a"), []byte("k"))
	}
	for _, m := range fullScanMarkers {
		if bytes.Contains(folded, []byte(m)) {
			return true
		}
	}
	for rest := folded; ; {
		i := bytes.Index(rest, []byte("-----begin"))
		if i < 0 {
			return false
		}
		rest = rest[i+len("-----begin"):]
		line := rest
		if j := bytes.IndexByte(line, '\n'); j >= 0 {
			line = line[:j]
		}
		if bytes.Contains(line, []byte("private key")) {
			return true
		}
	}
}

// chunk is text[start:end], scanned for secrets in text[from:to]. No
// match that starts before start, nor one that starts inside such a match,
// reaches stop: each spans at most maxBreaks line breaks.
type chunk struct{ from, start, end, to, stop int }

// chunks cuts text, which is not empty, into chunks.
func chunks(text string) []chunk { return cut(text, minChunk, maxChunk) }

// cut is chunks with the sizes given.
func cut(text string, minChunk, maxChunk int) []chunk {
	// lineStarts[i] is where line i starts; the last entry is len(text).
	lineStarts := []int{0}
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		if i < len(text) {
			lineStarts = append(lineStarts, i)
		}
	}
	lineStarts = append(lineStarts, len(text))
	nLines := len(lineStarts) - 1
	line := func(i int) string { return text[lineStarts[i]:lineStarts[i+1]] }

	var out []chunk
	first := 0 // the first line of the current chunk
	for i := 0; i < nLines; i++ {
		size := lineStarts[i+1] - lineStarts[first]
		if i+1 == nLines {
			break
		}
		if size < minChunk || !(size >= maxChunk || lineHash(line(i))%hashEvery == 0) {
			continue
		}
		if !syncPoint(line(i), line(i+1)) {
			continue
		}
		out = append(out, window(lineStarts, first, i+1))
		first = i + 1
	}
	return append(out, window(lineStarts, first, nLines))
}

// window is the chunk of lines [first, next).
func window(lineStarts []int, first, next int) chunk {
	nLines := len(lineStarts) - 1
	return chunk{
		from:  lineStarts[max(0, first-overlapLines)],
		start: lineStarts[first],
		end:   lineStarts[next],
		to:    lineStarts[min(nLines, max(next, first+overlapLines)+overlapLines)],
		stop:  lineStarts[min(nLines, first+2*overlapLines)],
	}
}

func lineHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

// syncPoint reports whether a chunk may end between the lines prev and
// next: whether no match of Patterns' expressions can hold both prev's
// line break and what follows it, so that each chunk alone yields exactly
// the matches the whole text does (TestSyncPointChunksMatchWhole).
//
// dsnRE never matches white space. quotedRE and bareRE cross a line break
// only inside a \s* run, which follows a name, a quote or an operator
// (A-Z a-z 0-9 _ . - " ' : = >, or a letter outside ASCII, which case
// folding may turn into one) and precedes an operator or a quote
// (: = \ " ' `). So no match crosses if prev's last character that is not
// white space is none of the first kind, or next starts with none of the
// second kind and not with white space. bareRE may also start at prev's
// line break, as the one character before a name; alone, next starts a
// text and ^ takes that place, with the same value after it.
func syncPoint(prev, next string) bool {
	t := strings.TrimRight(prev, " \t\n\f\r")
	if t != "" {
		c := t[len(t)-1]
		alnum := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
		if c > ' ' && c < 0x7f && !alnum && !strings.ContainsRune(`_.-"'`+"`"+`\:=>`, rune(c)) {
			return true
		}
	}
	// Bytes of a character outside ASCII are at least 0x80: no operator or
	// quote folds to one.
	return next != "" && next[0] > ' ' && next[0] != 0x7f && !strings.ContainsRune(`:=\"'`+"`", rune(next[0]))
}
