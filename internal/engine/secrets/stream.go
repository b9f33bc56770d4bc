package secrets

import (
	"bytes"
	"context"
	"errors"
	"io"
)

// A file too large to load is scanned in chunks of chunkBytes, each cut at
// a line end and starting with the last overlapBytes of the one before, so
// a credential across a boundary — a PEM block is a few kilobytes — is
// whole in one of them. What two chunks both see is reported once.
var (
	chunkBytes   = 1 << 20
	overlapBytes = 64 << 10
)

type leakKey struct {
	rule, secret string
	line         int
}

// scanStream scans r in overlapping chunks, counting lines across them.
func scanStream(ctx context.Context, sc Scanner, path string, r io.Reader) ([]Leak, error) {
	var (
		out    []Leak
		seen   = map[leakKey]bool{}
		window []byte
		first  = 1 // the line window[0] is on
		buf    = make([]byte, chunkBytes)
	)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n, err := io.ReadFull(r, buf)
		eof := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return nil, err
		}
		window = append(window, buf[:n]...)
		end := len(window)
		if !eof {
			if i := bytes.LastIndexByte(window, '\n'); i >= 0 {
				end = i + 1
			}
		}
		for _, l := range sc.Scan(path, window[:end]) {
			l.StartLine += first - 1
			l.EndLine += first - 1
			if k := (leakKey{l.Rule, l.Secret, l.StartLine}); !seen[k] {
				seen[k] = true
				out = append(out, l)
			}
		}
		if eof {
			return out, nil
		}
		// Keep the scanned tail, from a line start when there is one, and
		// what was read beyond the last line end.
		keep := max(end-overlapBytes, 0)
		if keep > 0 {
			if i := bytes.IndexByte(window[keep:end], '\n'); i >= 0 && keep+i+1 < end {
				keep += i + 1
			}
		}
		first += bytes.Count(window[:keep], []byte{'\n'})
		window = append([]byte(nil), window[keep:]...)
	}
}
