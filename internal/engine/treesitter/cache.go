package treesitter

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/finding"
)

// The engine caches each file's result by its content, so a re-review
// parses only what changed: under CacheDir/treesitter/xx/<key>.json, where
// the key hashes this build of teamreview, the language, the path and the
// content, and the entry lists the other files the analysis read.
// Like every cache entry it keeps fingerprints and where the flagged code
// is (cache.CodePlace), never the code.

// fileEntry is one file's stored result.
type fileEntry struct {
	Version     int                 `json:"version"`
	Diagnostics []engine.Diagnostic `json:"diagnostics"`
	// ErrorSpans are the lines of each place that does not parse, the
	// first error first (parseGap); nil when the file parses.
	ErrorSpans []finding.LineRange `json:"errorSpans,omitempty"`
	// Deps are the project's other files the analysis read, by path, with
	// the sha256 of their content then: the result holds while they do.
	Deps map[string]string `json:"deps,omitempty"`
	// Codes are where each diagnostic's code is in the file (cache.CodePlace).
	Codes []cache.CodePlace `json:"codes,omitempty"`
}

const fileEntryVersion = 4

// key returns the cache key of a job, or "" when there is no cache.
func (e *Engine) key(j *job) string {
	if e.CacheDir == "" {
		return ""
	}
	self, err := cache.SelfHash()
	if err != nil {
		return ""
	}
	h := sha256.New()
	// The path is part of the key: the files an analyzer reads beside this
	// one (relative imports, same-package classes) depend on where it is.
	h.Write([]byte("treesitter\x00" + self + "\x00" + string(j.lang) + "\x00" + j.file.Path + "\x00"))
	for _, a := range j.analyzers {
		h.Write([]byte(a.Name + "\x00"))
	}
	h.Write(j.file.Content)
	return hex.EncodeToString(h.Sum(nil))
}

func (e *Engine) entryPath(key string) string {
	return filepath.Join(e.CacheDir, Name, key[:2], key+".json")
}

// load returns a job's cached result for the file at path with content.
func (e *Engine) load(key string, path string, content []byte) (*fileEntry, bool) {
	if key == "" {
		return nil, false
	}
	p := e.entryPath(key)
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, false
	}
	var ent fileEntry
	if json.Unmarshal(data, &ent) != nil || ent.Version != fileEntryVersion {
		return nil, false
	}
	cache.Used(p)
	for i := range ent.Diagnostics {
		ent.Diagnostics[i].File = path
		if len(ent.Codes) == len(ent.Diagnostics) {
			ent.Codes[i].Restore(content, &ent.Diagnostics[i])
		}
	}
	return &ent, true
}

// store keeps a job's result; a failure costs only the next run's time.
func (e *Engine) store(key string, content []byte, diags []engine.Diagnostic, spans []finding.LineRange, deps map[string]string) {
	if key == "" || e.HasSecret == nil {
		return
	}
	for _, d := range diags {
		if e.HasSecret(d.File, d.Message) || e.HasSecret(d.File, d.Detail) {
			// Analyzed again next time rather than a credential on disk.
			return
		}
	}
	ent := fileEntry{Version: fileEntryVersion, ErrorSpans: spans, Deps: deps, Diagnostics: make([]engine.Diagnostic, 0, len(diags))}
	for _, d := range diags {
		if d.Fingerprint == "" {
			d.Fingerprint = finding.Fingerprint(d.Rule, d.Code)
		}
		place, _ := cache.PlaceCode(content, d)
		ent.Codes = append(ent.Codes, place)
		d.Code, d.File = "", ""
		ent.Diagnostics = append(ent.Diagnostics, d)
	}
	data, err := json.Marshal(ent)
	if err != nil {
		return
	}
	p := e.entryPath(key)
	if os.MkdirAll(filepath.Dir(p), 0o700) == nil {
		_ = atomicfile.WriteCache(p, data, 0o600)
	}
}
