package redact

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// A memo holds the keys of chunks found clean: the scanner found no
// credential in the chunk's window and Patterns changed nothing in it.
// A key is a sha256 of this build, the part of the path the rules look at
// and the window's text, so the memo never holds a credential or any text:
// nothing in it can be read back but "this exact text was clean".
//
// On disk it is one file of fixed-size keys, least recently used first,
// after a magic header; it is read once per process, and written
// (atomically) merged with what is on disk whenever a redaction found new
// clean chunks, keeping the maxMemo keys most recently used. (In the
// process, past maxMemo, the oldest keys found are dropped.) A missing, short or foreign file reads
// as empty; a failed write is ignored: the memo only saves time.
type memo struct {
	path string // "" for a memo of the process only

	mu      sync.Mutex
	loaded  bool
	clean   map[key]bool
	order   []key        // oldest first
	fresh   []key        // found clean since the last flush
	touched map[key]bool // found in the memo since the last flush

	flushMu   sync.Mutex
	lastFlush time.Time
}

type key [sha256.Size]byte

const (
	memoMagic = "teamreview redact clean v1\n"
	// maxMemo keys (32 bytes each, 1 MiB) cover some 100 MB of distinct
	// clean text.
	maxMemo = 1 << 15
)

func newMemo(path string) *memo {
	return &memo{path: path, clean: map[key]bool{}, lastFlush: time.Now()}
}

// flushEvery is how long keys found clean may wait in the process before
// they are written: a review redacts thousands of texts (every session
// message, field by field), and writing the file after each, with its
// fsync, was a quarter of a second of a cold review. Flush writes the
// rest when a command ends.
const flushEvery = 5 * time.Second

// Flush writes the keys found clean since the last write to the memo's
// file. A command calls it when it ends; a key not written costs only
// the next run's time.
func Flush() { sharedMemo().flush() }

// flushSoon flushes if flushEvery has passed since the last flush.
func (m *memo) flushSoon() {
	m.flushMu.Lock()
	due := time.Since(m.lastFlush) >= flushEvery
	m.flushMu.Unlock()
	if due {
		m.flush()
	}
}

var (
	defaultOnce sync.Once
	defaultMemo *memo
)

// sharedMemo is the memo of the process, kept in the engine cache's
// directory when there is one.
func sharedMemo() *memo {
	defaultOnce.Do(func() {
		p := ""
		if dir := cache.DefaultDir(); dir != "" {
			p = filepath.Join(dir, "redact", "clean")
		}
		defaultMemo = newMemo(p)
	})
	return defaultMemo
}

func readMemo(path string) []key {
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	body, ok := bytes.CutPrefix(data, []byte(memoMagic))
	if !ok || len(body)%sha256.Size != 0 {
		return nil
	}
	keys := make([]key, len(body)/sha256.Size)
	for i := range keys {
		copy(keys[i][:], body[i*sha256.Size:])
	}
	return keys
}

func (m *memo) load() {
	if m.loaded {
		return
	}
	m.loaded = true
	for _, k := range readMemo(m.path) {
		m.addLocked(k)
	}
}

func (m *memo) addLocked(k key) bool {
	if m.clean[k] {
		return false
	}
	m.clean[k] = true
	m.order = append(m.order, k)
	if len(m.order) > maxMemo {
		drop := len(m.order) - maxMemo
		for _, old := range m.order[:drop] {
			delete(m.clean, old)
		}
		m.order = append(m.order[:0:0], m.order[drop:]...)
	}
	return true
}

// has reports whether k is known clean.
func (m *memo) has(k key) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.load()
	if !m.clean[k] {
		return false
	}
	if m.touched == nil {
		m.touched = map[key]bool{}
	}
	m.touched[k] = true
	return true
}

// add records k as clean.
func (m *memo) add(k key) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.load()
	if m.addLocked(k) {
		m.fresh = append(m.fresh, k)
	}
}

// flush merges the keys found clean since the last flush into the file,
// newest last, and the keys found in the memo since then with them: the
// keys dropped are those least recently used. Only new keys make it write
// (and only they can push old ones out).
func (m *memo) flush() {
	m.flushMu.Lock()
	defer m.flushMu.Unlock()
	m.lastFlush = time.Now()
	m.mu.Lock()
	fresh, touched := m.fresh, m.touched
	m.fresh, m.touched = nil, nil
	m.mu.Unlock()
	if m.path == "" || len(fresh) == 0 {
		return
	}
	// What other processes wrote since this one read the file stays.
	onDisk := readMemo(m.path)
	seen := make(map[key]bool, len(onDisk)+len(fresh))
	all := make([]key, 0, len(onDisk)+len(fresh))
	var used []key
	for _, k := range onDisk {
		if touched[k] {
			used = append(used, k)
		} else if !seen[k] {
			seen[k] = true
			all = append(all, k)
		}
	}
	for _, k := range append(used, fresh...) {
		if !seen[k] {
			seen[k] = true
			all = append(all, k)
		}
	}
	all = all[max(0, len(all)-maxMemo):]
	data := make([]byte, 0, len(memoMagic)+len(all)*sha256.Size)
	data = append(data, memoMagic...)
	for _, k := range all {
		data = append(data, k[:]...)
	}
	_ = atomicfile.WriteCache(m.path, data, 0o600) // the memo only saves time
}
