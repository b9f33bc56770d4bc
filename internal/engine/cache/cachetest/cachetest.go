// Package cachetest gives a package's tests a cache directory of their
// own, never the user's.
package cachetest

import (
	"os"
	"testing"
)

// Main runs m with TEAMREVIEW_CACHE_DIR set to a new temporary directory,
// shared by all of the package's tests and removed after them, and exits
// with their result. Call it from TestMain.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "teamreview-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("TEAMREVIEW_CACHE_DIR", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
