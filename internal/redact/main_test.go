package redact

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/cache/cachetest"
)

func TestMain(m *testing.M) { cachetest.Main(m) }
