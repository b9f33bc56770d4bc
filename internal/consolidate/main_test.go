package consolidate

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/cache/cachetest"
)

// The redaction's memo goes to a cache directory of the tests' own.
func TestMain(m *testing.M) { cachetest.Main(m) }
