package review

import (
	"bytes"

	"crypto/sha256"
	"encoding/hex"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"

	"github.com/teamreview/teamreview/internal/finding"
)

// FileLineHashes is LineHashes of a file's content with every credential
// the secrets scanner finds masked first: a short hash of a line that holds
// a weak password could be brute-forced; one of the masked line cannot.
func FileLineHashes(path string, content []byte) []string {
	if sc, err := secretsengine.Gitleaks(); err == nil {
		text := string(content)
		for _, l := range sc.Scan(path, content) {
			text = secretsengine.Mask(text, l.Secret)
		}
		content = []byte(text)
	}
	return LineHashes(content)
}

// LineHashes hashes each line of content (ignoring surrounding white space),
// so a file can be compared later without keeping its text.
func LineHashes(content []byte) []string {
	lines := bytes.Split(content, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		sum := sha256.Sum256(bytes.TrimSpace(l))
		out[i] = hex.EncodeToString(sum[:5])
	}
	return out
}

// maxCells bounds the quadratic part of ChangedLines.
const maxCells = 4 << 20

// ChangedLines returns the lines of the new version (1-based ranges) that
// are not in the old one, by longest common subsequence after trimming the
// common prefix and suffix. Very large rewrites count as changed throughout
// their middle, which errs toward looking at more. The result is never nil:
// nil is scope.File.Changed's "every line", and an unchanged file has none.
func ChangedLines(old, cur []string) []finding.LineRange {
	pre, suf := commonEnds(old, cur)
	a, b := old[pre:len(old)-suf], cur[pre:len(cur)-suf]
	var changed []bool
	if len(a)*len(b) > maxCells || len(a) == 0 {
		changed = make([]bool, len(b))
		for i := range changed {
			changed[i] = true
		}
	} else {
		changed = notInLCS(a, b)
	}
	out := ranges(changed, pre)
	// A pure deletion changes no new line; mark where it happened so a
	// finding next to it still counts as in the change.
	if len(out) == 0 && len(old) != len(cur) {
		out = append(out, finding.Lines(max(pre, 1), max(pre, 1)))
	}
	return out
}

// commonEnds counts the lines old and cur share at their start and, after
// that, at their end.
func commonEnds(old, cur []string) (pre, suf int) {
	for pre < len(old) && pre < len(cur) && old[pre] == cur[pre] {
		pre++
	}
	for suf < len(old)-pre && suf < len(cur)-pre && old[len(old)-1-suf] == cur[len(cur)-1-suf] {
		suf++
	}
	return pre, suf
}

// notInLCS marks the lines of b outside a longest common subsequence of a
// and b.
func notInLCS(a, b []string) []bool {
	changed := make([]bool, len(b))
	// lcs[i][j] = LCS length of a[i:], b[j:].
	w := len(b) + 1
	lcs := make([]int32, (len(a)+1)*w)
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
			} else {
				lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
			}
		}
	}
	i, j := 0, 0
	for j < len(b) {
		switch {
		case i < len(a) && a[i] == b[j]:
			i++
			j++
		case i < len(a) && lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
			i++
		default:
			changed[j] = true
			j++
		}
	}
	return changed
}

// ranges turns the marked lines, offset by pre, into 1-based ranges; never
// nil.
func ranges(changed []bool, pre int) []finding.LineRange {
	out := []finding.LineRange{}
	for j, c := range changed {
		if !c {
			continue
		}
		line := pre + j + 1
		if n := len(out); n > 0 && out[n-1].End == line-1 {
			out[n-1].End = line
		} else {
			out = append(out, finding.Lines(line, line))
		}
	}
	return out
}
