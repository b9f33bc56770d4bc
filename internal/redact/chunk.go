package redact

import (
	"hash/fnv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/secrets"
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

// headChunk and headLines are the size and the lines from which the first
// chunk ends, at the first place it may: what changes from one review to
// the next in the texts teamreview writes (the review's id and time, the
// report's name) is in their first lines, and a warm review then scans
// that head alone, not the content-defined chunk of up to maxChunk that
// would hold it (on gitleaks' repository, four texts of 100 to 450 KB each
// rescanned 14 to 36 KB). headLines keeps those lines out of the next
// chunk's window too, which starts overlapLines before it.
var headChunk, headLines = 2 << 10, 2*overlapLines + 12

// maxBreaks is the most line breaks a match of the secrets scanner's
// piece rules holds; the other rules see the whole text (secrets.Pieces).
const maxBreaks = secrets.PieceBreaks

// overlapLines is how many lines before and after a chunk its secrets
// scan also reads. A match starts at most maxBreaks lines above the line
// it ends on, so whichever chunk holds its end, the match lies in that
// chunk's window and starts after the window does: the whole text and the
// window give the same context to the start of the match (^ is the start
// of the text). No match that starts in the chunk or the lines before it
// reaches the window's end, so the end of the text (for $) changes none
// of them either. A rule that gitleaks runs on the whole text runs on the
// window, since the match holds one of its keywords (the piece rules are
// those whose every match does, in a window without ſ; ScanPiece answers
// not exact for a window with one). Last, regexp's matches do not
// overlap, so the scan of the whole text may enter the window inside a
// match the window's scan found (and gitleaks discarded) and go on to
// others; the scanner follows every such scan and says when one meets a
// match in the chunk that gitleaks did not judge (secrets.Pieces): such a
// window does not count as clean.
const overlapLines = secrets.OverlapLines

// chunk is text[start:end], scanned for secrets in text[from:to]. No
// match that starts before start, nor one that starts inside such a match,
// reaches stop: each spans at most maxBreaks line breaks.
type chunk struct{ from, start, end, to, stop int }

// chunks cuts text, which is not empty, into chunks.
func chunks(text string) []chunk { return cut(text, minChunk, maxChunk) }

// cut is chunks with the sizes given.
func cut(text string, minChunk, maxChunk int) []chunk {
	lineStarts := secrets.LineStarts([]byte(text))
	nLines := len(lineStarts) - 1
	line := func(i int) string { return text[lineStarts[i]:lineStarts[i+1]] }

	var out []chunk
	first := 0 // the first line of the current chunk
	for i := 0; i < nLines; i++ {
		size := lineStarts[i+1] - lineStarts[first]
		if i+1 == nLines {
			break
		}
		head := first == 0 && size >= headChunk && i+1 >= headLines
		if !head && (size < minChunk || !(size >= maxChunk || lineHash(line(i))%hashEvery == 0)) {
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
	w := secrets.ChunkWindow(lineStarts, first, next)
	return chunk{from: w.From, start: w.Start, end: w.End, to: w.To, stop: w.Stop}
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
