package models

import (
	"fmt"
	"slices"
	"testing"
)

// A review parses the shipped models per language (BuiltinFor): for every
// language that is exactly the rows, in the order, of all of them.
func TestBuiltinFor(t *testing.T) {
	where := func(ms []*Model) []string {
		var out []string
		for _, m := range ms {
			out = append(out, fmt.Sprintf("%s:%d", m.File, m.Row))
		}
		return out
	}
	for _, lang := range Languages {
		got, want := where(BuiltinFor(lang)), where(Builtin().For(lang))
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: %d rows %v, want %d", lang, len(got), got, len(want))
		}
	}
}
