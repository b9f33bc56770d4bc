package store_test

import (
	"bytes"
	"testing"

	"github.com/teamreview/teamreview/internal/store"
)

// FuzzDecode: a verdict file of any bytes is refused with an error or
// accepted, never a panic; what is accepted encodes back to a file that is
// accepted again and encodes the same.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"verdict": "MAYBE"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := store.Decode(data)
		if err != nil {
			return
		}
		once, err := store.Encode(r)
		if err != nil {
			t.Fatalf("an accepted verdict does not encode: %v", err)
		}
		again, err := store.Decode(once)
		if err != nil {
			t.Fatalf("an encoded verdict is refused: %v\n%s", err, once)
		}
		twice, err := store.Encode(again)
		if err != nil || !bytes.Equal(once, twice) {
			t.Fatalf("encoding is not stable (err %v):\n%s\n---\n%s", err, once, twice)
		}
	})
}
