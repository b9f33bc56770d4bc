package llm

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/cache/cachetest"
)

// TestMain keeps the secrets scans of redaction out of the user's cache.
func TestMain(m *testing.M) { cachetest.Main(m) }
