package store

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

// TmpDir is the store's private temporary directory (0700): the fixer's
// swap files and, while a command runs, the TMPDIR of teamreview and of
// every process it starts (go list's overlays of the reviewed source, go
// build's work directories, linters, the model command, the verify
// command). Nothing the review reads is written to the shared system
// temporary directory, where other users could read it and nobody sweeps.
const TmpDir = "tmp"

// procPrefix names a process's own directory under TmpDir.
const procPrefix = "proc-"

var tmpMu sync.Mutex

// UseProcTmp makes a fresh directory under TmpDir the process's TMPDIR
// until release is called, which removes it and restores TMPDIR. It first
// sweeps the directories of processes that are gone (a review killed
// outright leaves its own). Nested calls share the first directory.
func (s *Store) UseProcTmp() (release func(), err error) {
	tmpMu.Lock()
	defer tmpMu.Unlock()
	base := s.Path(TmpDir)
	if cur := os.Getenv("TMPDIR"); strings.HasPrefix(cur, base+string(filepath.Separator)+procPrefix) {
		return func() {}, nil
	}
	if err := os.MkdirAll(base, 0o700); err != nil {
		return nil, err
	}
	_ = os.Chmod(base, 0o700)
	sweepProcTmp(base)
	var b [6]byte
	_, _ = rand.Read(b[:])
	dir := filepath.Join(base, procPrefix+strconv.Itoa(os.Getpid())+"-"+hex.EncodeToString(b[:]))
	if err := os.Mkdir(dir, 0o700); err != nil {
		return nil, err
	}
	prev, had := os.LookupEnv("TMPDIR")
	if err := os.Setenv("TMPDIR", dir); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return func() {
		tmpMu.Lock()
		defer tmpMu.Unlock()
		if had {
			os.Setenv("TMPDIR", prev)
		} else {
			os.Unsetenv("TMPDIR")
		}
		os.RemoveAll(dir)
	}, nil
}

// sweepProcTmp removes the process directories whose process is gone.
func sweepProcTmp(base string) {
	entries, err := os.ReadDir(base)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), procPrefix)
		if !ok || !e.IsDir() {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		if pid, err := strconv.Atoi(pidText); err == nil && pid > 0 && !atomicfile.Alive(pid) {
			os.RemoveAll(filepath.Join(base, e.Name()))
		}
	}
}
