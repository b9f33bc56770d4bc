package secrets

import (
	"os"
	"testing"
)

// TestMain gives the package's tests a cache directory of their own, never
// the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "secrets-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("TEAMREVIEW_CACHE_DIR", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
