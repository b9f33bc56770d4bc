package java

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
)

// Every sink kind has a bit of its own: a kind past the width of contexts
// would share bit 0 with nothing and be sanitized by nothing.
func TestKindBits(t *testing.T) {
	seen := contexts(0)
	for _, k := range models.SinkKinds {
		b := kindBit(k.Name)
		if b == 0 || seen&b != 0 {
			t.Fatalf("sink kind %s has no bit of its own (%d kinds; contexts holds 64)", k.Name, len(models.SinkKinds))
		}
		seen |= b
	}
}
