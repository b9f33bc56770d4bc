// Package atomicfile is the one way teamreview writes a file: a temporary
// file in the same directory, fsync, rename. A reader sees the old file or
// the new one, never half of either, even if the process is killed.
//
// The temporary file is created beside its destination with mode 0600 —
// never in the shared system temporary directory, where a copy of a
// verdict or of a user's source file would be readable by everyone — and
// only takes the destination's mode just before the rename. Its name
// carries the writer's process id, so Sweep can tell a killed run's
// leftovers from a live run's file in progress.
package atomicfile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// tempSuffix ends the name of every temporary file this package makes.
const tempSuffix = ".trtmp"

// Write replaces path with data atomically, creating parent directories.
func Write(path string, data []byte, perm os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("creating directory for %s: %w", path, err)
	}
	if err := write(path, data, perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// WriteCache is Write without the fsyncs, for a cache entry: atomic (a
// reader sees the old file, the new one, or — after a crash of the
// system, not of the process — none or an empty one), but not durable.
// Every cache teamreview keeps reads an empty or short entry as a miss, so
// what a crash can cost is a later run's time; an fsync per entry was a
// third of a millisecond, and a cold review of a large module writes
// thousands.
func WriteCache(path string, data []byte, perm os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("creating directory for %s: %w", path, err)
	}
	if err := writeSync(path, data, perm, false); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

func write(path string, data []byte, perm os.FileMode) error {
	return writeSync(path, data, perm, true)
}

func writeSync(path string, data []byte, perm os.FileMode, durable bool) (rerr error) {
	f, err := Create(filepath.Dir(path), filepath.Base(path))
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if rerr != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if durable {
		if err := f.Sync(); err != nil {
			return err
		}
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	if durable {
		syncDir(filepath.Dir(path))
	}
	return nil
}

// Create makes a new temporary file in dir, mode 0600, whose name starts
// with a dot and base and marks it as this process's: Sweep removes it
// once this process is gone. The caller removes or renames it.
func Create(dir, base string) (*os.File, error) {
	var b [6]byte
	for range 10 {
		_, _ = rand.Read(b[:])
		name := filepath.Join(dir, "."+base+"."+strconv.Itoa(os.Getpid())+"."+hex.EncodeToString(b[:])+tempSuffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, fmt.Errorf("no free temporary file name in %s", dir)
}

// syncDir makes a rename in dir durable. Not every system can sync a
// directory; the rename itself is atomic either way.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// IsTemp reports whether name is the name of a temporary file this package
// made, and the id of the process that made it.
func IsTemp(name string) (pid int, ok bool) {
	if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, tempSuffix) {
		return 0, false
	}
	parts := strings.Split(strings.TrimSuffix(name, tempSuffix), ".")
	if len(parts) < 3 {
		return 0, false
	}
	pid, err := strconv.Atoi(parts[len(parts)-2])
	if err != nil || pid <= 0 {
		return 0, false
	}
	return pid, true
}

// Sweep removes, under dir and its subdirectories, the temporary files of
// processes that are no longer running: what a killed run left. It never
// follows symbolic links and returns the paths it removed.
func Sweep(dir string) []string {
	var removed []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if pid, ok := IsTemp(d.Name()); ok && !Alive(pid) {
			if os.Remove(p) == nil {
				removed = append(removed, p)
			}
		}
		return nil
	})
	return removed
}

// SweepFor removes the temporary files that processes no longer running
// left beside path while writing it: what a killed run left of a write in
// a directory Sweep does not walk, such as a user's file a fixer rewrote.
func SweepFor(path string) []string {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasPrefix(name, "."+base+".") {
			continue
		}
		// "."+base+".<pid>.<random>"+tempSuffix, and not a temporary file of
		// a name that starts with base (notes.go.bak for notes.go).
		rest := strings.TrimSuffix(strings.TrimPrefix(name, "."+base+"."), tempSuffix)
		if pid, ok := IsTemp(name); ok && !Alive(pid) && strings.Count(rest, ".") == 1 {
			p := filepath.Join(dir, name)
			if os.Remove(p) == nil {
				removed = append(removed, p)
			}
		}
	}
	return removed
}
