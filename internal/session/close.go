package session

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

// Close ends the session with one of seed 003's completion actions.
//
// Kept keeps it active for follow-up work: resume still continues it, and
// lifecycle.keep_sessions never prunes it.
//
// Archived and Exported pack the whole record — with extra files, such as
// the verdict and the report, under their names — into a gzipped tar at
// bundle (Archived: beside meta.json, in the session directory), then
// clean the directory: only meta.json stays, saying how and where the
// session was closed. The bundle is written before anything is removed, so
// a failure leaves the session as it was (seed 003: a completion that
// fails keeps the session active). shown is the bundle's path as the user
// should read it.
func (s *Session) Close(action, bundle, shown string, extra map[string][]byte, now time.Time) error {
	s.Meta.Closed = &Closed{Action: action, At: now, Path: shown}
	if action == Kept {
		return s.Save()
	}
	for _, t := range s.fixTasks() {
		if t.State == Waiting {
			t.State, t.Note = Skipped, "the session was closed ("+action+") without fixing"
		}
	}
	if err := s.Save(); err != nil {
		return err
	}
	data, err := s.pack(extra)
	if err != nil {
		return fmt.Errorf("packing session %s: %w", s.Meta.ID, err)
	}
	if err := atomicfile.Write(bundle, data, 0o644); err != nil {
		return err
	}
	return s.clean(bundle)
}

// ArchiveName is the bundle of an archived session, in its directory.
func (s *Session) ArchiveName() string { return filepath.Join(s.Path, s.Meta.ID+".tar.gz") }

// pack returns the session directory and extra as a gzipped tar, every
// entry under the session's id, in name order.
func (s *Session) pack(extra map[string][]byte) ([]byte, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(s.Path, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == s.ArchiveName() {
			return err
		}
		rel, err := filepath.Rel(s.Path, p)
		if err != nil {
			return err
		}
		files[filepath.ToSlash(rel)], err = os.ReadFile(p)
		return err
	})
	if err != nil {
		return nil, err
	}
	for name, data := range extra {
		files[name] = data
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		h := &tar.Header{Name: s.Meta.ID + "/" + name, Mode: 0o644, Size: int64(len(files[name])), ModTime: s.Meta.Closed.At}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(files[name]); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// clean removes everything in the session directory but meta.json and the
// bundle, then rewrites meta.json.
func (s *Session) clean(bundle string) error {
	entries, err := os.ReadDir(s.Path)
	if err != nil {
		return err
	}
	for _, e := range entries {
		p := filepath.Join(s.Path, e.Name())
		if e.Name() == "meta.json" || p == bundle {
			continue
		}
		if err := os.RemoveAll(p); err != nil {
			return err
		}
	}
	s.Tasks.Tasks = nil
	return writeJSON(filepath.Join(s.Path, "meta.json"), s.Meta)
}
