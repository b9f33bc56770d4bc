// Package atomicfile is the one way teamreview writes a file: a temporary
// file in the same directory, fsync, rename. A reader sees the old file or
// the new one, never half of either, even if the process is killed.
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/google/renameio/v2/maybe"
)

// Write replaces path with data atomically, creating parent directories.
func Write(path string, data []byte, perm os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("creating directory for %s: %w", path, err)
	}
	if err := maybe.WriteFile(path, data, perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
