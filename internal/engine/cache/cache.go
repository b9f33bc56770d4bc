// Package cache keeps engine results on disk, keyed by the content they
// were computed from, so a re-review of unchanged code does not run the
// analyzers again. It wraps any engine; what goes into a key is the
// engine's business (GoKey for the Go analysis engine).
//
// What it stores is safe to store: the flagged code is replaced by its
// fingerprint and its place in the file (CodePlace), from which a hit puts
// it back, and a fix whose new text holds a credential is not kept.
// Results that came with notes (a degraded run, such as missing
// dependencies) are not cached, the next run may do better, unless the
// engine says its key determines them (KeyedNotes).
//
// The cache directory holds engine results in engine-<name>/xx/<key>.json,
// Go facts in go-facts/xx/<key>, Go package listings in
// go-list/xx/<key>.json, where gitleaks found credentials in a file in
// gitleaks/xx/<key>.json (places, never the credentials) and what is
// worked out once per build in self/<key>. Once a day, Trim deletes the
// entries not used for 5 days, as the go command's build cache does; a hit
// refreshes an entry's time through Used. The memos of clean keys (Memo:
// redact/clean, the chunks redaction found clean; secrets/clean, the files
// gitleaks found nothing in) keep their own bounds.
package cache

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Keyer computes the content key of a run; ok=false means the run is not
// cached.
type Keyer func(ctx context.Context, env engine.Env, files []*scope.File) (key string, ok bool, err error)

// Engine is an engine with a result cache in front of it.
type Engine struct {
	Inner engine.Engine
	Env   engine.Env
	Key   Keyer
	// Dir is the cache directory; "" turns the cache off.
	Dir string
	// HasSecret checks a fix's new text before it is stored.
	HasSecret func(file, text string) bool
}

var _ engine.Engine = (*Engine)(nil)

func (e *Engine) Name() string { return e.Inner.Name() }

// KeyedNotes is implemented by an engine whose notes may all follow from
// what its key covers (a module missing from the module cache, code that
// does not compile), as opposed to the moment (a command that failed, a
// time limit). KeyedNotes reports whether notes are all of the first kind:
// then a result that came with them is cached with them, and a re-review
// of a repository that always gets such a note (a nested module whose
// dependencies were never downloaded) does not analyze it all again.
type KeyedNotes interface {
	KeyedNotes(notes []string) bool
}

// entry is the stored form of a result.
type entry struct {
	Version     int                 `json:"version"`
	Diagnostics []engine.Diagnostic `json:"diagnostics"`
	Notes       []string            `json:"notes,omitempty"`
	// Unanalyzed is the result's coverage gaps (a package with type
	// errors, analyzed in part): a cached result must not lose them.
	Unanalyzed []engine.Unanalyzed `json:"unanalyzed,omitempty"`
	// Codes are where each diagnostic's code is in its file (CodePlace).
	Codes []CodePlace `json:"codes,omitempty"`
}

const entryVersion = 3

// trimOnce limits Trim to one call per process; Trim itself does real
// work only once a day.
var trimOnce sync.Once

func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	if e.Dir == "" {
		return e.Inner.Run(ctx, files)
	}
	// After the run, so the trim cannot race this run's own stores. It is
	// synchronous: on all but one run a day it only reads trim.txt.
	defer trimOnce.Do(func() { _ = Trim(e.Dir, time.Now()) })
	dir := filepath.Join(e.Dir, "engine-"+e.Inner.Name())
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return e.runFirst(ctx, dir, files)
	}
	key, ok, err := e.Key(ctx, e.Env, files)
	if err != nil || !ok {
		return e.Inner.Run(ctx, files)
	}
	path := filepath.Join(dir, key[:2], key+".json")
	if data, err := os.ReadFile(path); err == nil {
		var ent entry
		if json.Unmarshal(data, &ent) == nil && ent.Version == entryVersion {
			Used(path)
			if len(ent.Codes) == len(ent.Diagnostics) {
				content := contents(files)
				for i := range ent.Diagnostics {
					d := &ent.Diagnostics[i]
					ent.Codes[i].Restore(content[d.File], d)
				}
			}
			return &engine.Result{Diagnostics: ent.Diagnostics, Notes: ent.Notes, Unanalyzed: ent.Unanalyzed}, nil
		}
	}
	res, err := e.Inner.Run(ctx, files)
	if err != nil || res == nil {
		return res, err
	}
	e.keep(ctx, path, files, res)
	return res, nil
}

// contents maps the paths of files to their content.
func contents(files []*scope.File) map[string][]byte {
	m := make(map[string][]byte, len(files))
	for _, f := range files {
		m[f.Path] = f.Content
	}
	return m
}

// runFirst runs the engine when nothing of it is stored yet (a first
// review, a CI runner's empty cache): no lookup can hit, so the key, which
// takes the Go engine a quarter of a second of reading and running go env,
// is computed while the engine runs, only to store the result under it.
func (e *Engine) runFirst(ctx context.Context, dir string, files []*scope.File) (*engine.Result, error) {
	var (
		key  string
		ok   bool
		kerr error
	)
	keyed := make(chan struct{})
	go func() {
		defer close(keyed)
		key, ok, kerr = e.Key(ctx, e.Env, files)
	}()
	res, err := e.Inner.Run(ctx, files)
	<-keyed
	if err != nil || res == nil || kerr != nil || !ok {
		return res, err
	}
	e.keep(ctx, filepath.Join(dir, key[:2], key+".json"), files, res)
	return res, nil
}

// keep gives res's diagnostics their fingerprints and stores res at path,
// unless it came with notes its key does not determine.
func (e *Engine) keep(ctx context.Context, path string, files []*scope.File, res *engine.Result) {
	for i := range res.Diagnostics {
		d := &res.Diagnostics[i]
		if d.Fingerprint == "" {
			d.Fingerprint = finding.Fingerprint(d.Rule, d.Code)
		}
	}
	keyed := len(res.Notes) == 0
	if k, ok := e.Inner.(KeyedNotes); ok && !keyed {
		keyed = k.KeyedNotes(res.Notes)
	}
	if keyed && ctx.Err() == nil {
		// A failure to store costs only the next run's time.
		_ = e.store(path, contents(files), res)
	}
}

func (e *Engine) store(path string, content map[string][]byte, res *engine.Result) error {
	ent := entry{Version: entryVersion, Diagnostics: make([]engine.Diagnostic, 0, len(res.Diagnostics)), Notes: res.Notes, Unanalyzed: res.Unanalyzed}
	for _, d := range res.Diagnostics {
		place, _ := PlaceCode(content[d.File], d)
		ent.Codes = append(ent.Codes, place)
		d.Code = ""
		var fixes []finding.Fix
		for _, fix := range d.Fixes {
			leaks := e.HasSecret == nil
			for _, ed := range fix.Edits {
				leaks = leaks || e.HasSecret(ed.File, ed.NewText)
			}
			if !leaks {
				fixes = append(fixes, fix)
			}
		}
		d.Fixes = fixes
		ent.Diagnostics = append(ent.Diagnostics, d)
	}
	data, err := json.Marshal(ent)
	if err != nil {
		return err
	}
	return atomicfile.WriteCache(path, data, 0o600)
}

// DefaultDir is the user's cache directory for teamreview, honouring
// TEAMREVIEW_CACHE_DIR; "" when caching is off (TEAMREVIEW_CACHE=off) or
// there is no cache directory.
func DefaultDir() string {
	if os.Getenv("TEAMREVIEW_CACHE") == "off" {
		return ""
	}
	if d := os.Getenv("TEAMREVIEW_CACHE_DIR"); d != "" {
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "teamreview")
}
