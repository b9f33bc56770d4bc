package cache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

const (
	// maxUnused is how long an entry may go unused before Trim deletes it:
	// the go command's build cache keeps its entries as long, and a review
	// of code left alone for a week pays for one cold run.
	maxUnused = 5 * 24 * time.Hour
	// usedInterval is how stale a modification time may get before Used
	// refreshes it, so a hit costs no write; Trim allows for the lag.
	usedInterval = time.Hour
	// trimInterval is how often Trim walks the cache.
	trimInterval = 24 * time.Hour
	// trimMarker, in the cache directory, holds the Unix time of the last trim.
	trimMarker = "trim.txt"
)

// Used marks the entry at path as used, so Trim keeps it. Like the go
// command's build cache, it writes only when the modification time is more
// than an hour old, which keeps hits free of writes. A cache must never
// fail a review, so errors are ignored.
func Used(path string) {
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	if now := time.Now(); now.Sub(fi.ModTime()) > usedInterval {
		_ = os.Chtimes(path, now, now)
	}
}

// Trim deletes the entries under dir (engine-*, go-facts, go-list,
// gitleaks, self) not used
// for maxUnused, and the shard directories that leaves empty. It does the
// work at most once a day per directory, recording the time in trim.txt;
// other calls only read that file.
//
// A reader that opened an entry before it went keeps reading it (on
// Windows, where an open file cannot be removed, the entry stays until the
// next trim); one that comes after misses and recomputes. A store racing the removal of its shard
// directory may fail, which costs only the next run's time. Symbolic
// links are neither followed nor deleted, and names Trim does not
// recognise are left alone.
//
// The error is for unexpected failures only; the cache works without a trim.
func Trim(dir string, now time.Time) error {
	marker := filepath.Join(dir, trimMarker)
	if data, err := os.ReadFile(marker); err == nil {
		// An unreadable time, or one from the future (a clock set back),
		// means trim now: walking a cache that needed none is cheap.
		if sec, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64); err == nil {
			if d := now.Sub(time.Unix(sec, 0)); d < trimInterval && d > -usedInterval {
				return nil
			}
		}
	}
	tops, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // nothing cached yet
	}
	if err != nil {
		return fmt.Errorf("trimming cache: %w", err)
	}
	// An entry in use may look up to usedInterval older than it is.
	t := trimmer{cutoff: now.Add(-maxUnused - usedInterval)}
	for _, top := range tops {
		if top.IsDir() && isEntryDir(top.Name()) {
			t.trimDir(filepath.Join(dir, top.Name()))
		}
	}
	// Recorded even after a failure: a walk that fails the same way on
	// every run would otherwise slow every run.
	if err := atomicfile.Write(marker, []byte(strconv.FormatInt(now.Unix(), 10)), 0o600); err != nil {
		t.fail(err)
	}
	if t.err != nil {
		return fmt.Errorf("trimming cache: %w", t.err)
	}
	return nil
}

// isEntryDir reports whether name, at the top of the cache directory, is
// one whose entries Trim deletes.
func isEntryDir(name string) bool {
	return strings.HasPrefix(name, "engine-") || name == "go-facts" || name == "go-list" || name == "gitleaks" || name == "self"
}

// isShard reports whether name is a shard directory: the first two hex
// digits of the keys it holds.
func isShard(name string) bool {
	if len(name) != 2 {
		return false
	}
	for _, c := range []byte(name) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

type trimmer struct {
	cutoff time.Time
	err    error // the first unexpected failure
}

func (t *trimmer) fail(err error) {
	if t.err == nil && err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.err = err
	}
}

// trimDir trims an entry directory: its own files (self/ has no shards)
// and its shards.
func (t *trimmer) trimDir(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.fail(err)
		return
	}
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		switch {
		case e.Type().IsRegular():
			t.removeOld(path, e)
		case e.IsDir() && isShard(e.Name()):
			t.trimShard(path, e)
		}
	}
}

// trimShard deletes the shard's old files, then the shard if that emptied
// it or it was empty and old. A shard that is empty but new may be one a
// store has just made and is about to write into.
func (t *trimmer) trimShard(dir string, d fs.DirEntry) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.fail(err)
		return
	}
	left := len(entries)
	for _, e := range entries {
		if e.Type().IsRegular() && t.removeOld(filepath.Join(dir, e.Name()), e) {
			left--
		}
	}
	if left > 0 {
		return
	}
	if len(entries) == 0 {
		fi, err := d.Info()
		if err != nil || !fi.ModTime().Before(t.cutoff) {
			return
		}
	}
	// Fails, harmlessly, if a store has put a file there since.
	_ = os.Remove(dir)
}

// removeOld deletes the file at path if it was last used before the
// cutoff, and reports whether it is gone.
func (t *trimmer) removeOld(path string, e fs.DirEntry) bool {
	fi, err := e.Info()
	if err != nil {
		t.fail(err)
		return errors.Is(err, fs.ErrNotExist)
	}
	if !fi.ModTime().Before(t.cutoff) {
		return false
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.fail(fmt.Errorf("removing %s: %w", path, err))
		return false
	}
	return true
}
