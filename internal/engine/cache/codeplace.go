package cache

import (
	"bytes"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// CodePlace is where a diagnostic's code is in the content of its file: a
// cache entry keeps it instead of the code, which may hold a credential,
// and a hit puts the code back from the content its key covers. Without it
// a cached diagnostic came back with no code, and what a specialist made of
// it (a dropped error judged to lose data, fingerprinted by the code) had a
// fingerprint of its rule alone: on golang.org/x/tools, 74 findings of a
// warm review had other fingerprints than the cold review's, all alike.
type CodePlace struct {
	At  int `json:"at"`
	Len int `json:"len"`
}

// PlaceCode finds d's code in content, the nearest place at or after its
// first line, else the first; false when it is not there or d has none.
func PlaceCode(content []byte, d engine.Diagnostic) (CodePlace, bool) {
	if d.Code == "" {
		return CodePlace{}, false
	}
	code := []byte(d.Code)
	from := LineOffset(content, d.Lines.Start)
	if i := bytes.Index(content[from:], code); i >= 0 {
		return CodePlace{At: from + i, Len: len(code)}, true
	}
	if i := bytes.Index(content, code); i >= 0 {
		return CodePlace{At: i, Len: len(code)}, true
	}
	return CodePlace{}, false
}

// Restore puts back d's code from content, the content it was placed in,
// when the place is within it and the code there has d's fingerprint.
func (p CodePlace) Restore(content []byte, d *engine.Diagnostic) {
	if p.Len == 0 || p.At < 0 || p.At+p.Len > len(content) || d.Code != "" {
		return
	}
	code := string(content[p.At : p.At+p.Len])
	if d.Fingerprint != "" && finding.Fingerprint(d.Rule, code) != d.Fingerprint {
		return
	}
	d.Code = code
}

// LineOffset is the byte offset of line n (1-based) of content; 0 for a
// line before the first, len(content) for one past the last.
func LineOffset(content []byte, n int) int {
	at := 0
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(content[at:], '\n')
		if j < 0 {
			return len(content)
		}
		at += j + 1
	}
	return at
}
