package cache

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

// A Memo holds keys of things found clean — a chunk of a text redaction
// left as it was, a file gitleaks found nothing in — so that a later run
// need not check them again. A key is a sha256 of whatever decides the
// answer (this build, the text, the part of its path the rules look at),
// so a memo never holds text: nothing in it can be read back but "this
// exact thing was clean". One file of keys replaces what would otherwise be
// an entry per thing: a cold review of golang.org/x/tools found some 1,650
// files clean, and creating a file for each cost more than half a second.
//
// On disk it is one file of fixed-size keys, least recently used first,
// after a magic header; it is read for lookups once per process, on first
// use, and written (atomically) merged with what is on disk then, when a
// command ends (FlushMemos) or flushEvery after the last write, keeping the
// max keys most recently used. (In the process, past max, the oldest keys found
// are dropped.) A missing, short or foreign file reads as empty; a failed
// write is ignored: the memo only saves time.
type Memo struct {
	path  string // "" for a memo of the process only
	magic string
	max   int

	mu      sync.Mutex
	loaded  bool
	order   []MemoKey        // the keys, oldest first, from head on
	head    int              // order[:head] are dropped keys
	index   keyIndex         // of order
	fresh   []MemoKey        // found clean since the last flush
	touched map[MemoKey]bool // found in the memo since the last flush

	flushMu   sync.Mutex
	lastFlush time.Time
}

// MemoKey is a key of a Memo.
type MemoKey [sha256.Size]byte

// NewMemo returns the memo kept in the file path ("" for none), whose
// header is magic, of at most max keys.
func NewMemo(path, magic string, max int) *Memo {
	return &Memo{path: path, magic: magic, max: max, lastFlush: time.Now()}
}

var (
	memosMu sync.Mutex
	memos   = map[string]*Memo{}
)

// SharedMemo is the process's memo called name, kept in the file of that
// name in the cache directory when there is one (one memo per directory:
// tests change it); FlushMemos writes it. The first call for a name and
// directory sets its magic and bound.
func SharedMemo(name, magic string, max int) *Memo {
	p := ""
	if dir := DefaultDir(); dir != "" {
		p = filepath.Join(dir, filepath.FromSlash(name))
	}
	id := name + "\x00" + p
	memosMu.Lock()
	defer memosMu.Unlock()
	if m := memos[id]; m != nil {
		return m
	}
	m := NewMemo(p, magic, max)
	memos[id] = m
	return m
}

// FlushMemos writes what the shared memos learnt since they were last
// written. A command calls it when it ends; a key not written costs only
// the next run's time.
func FlushMemos() {
	memosMu.Lock()
	all := make([]*Memo, 0, len(memos))
	for _, m := range memos {
		all = append(all, m)
	}
	memosMu.Unlock()
	for _, m := range all {
		m.Flush()
	}
}

// flushEvery is how long keys found clean may wait in the process before
// they are written: a review redacts thousands of texts (every session
// message, field by field), and writing the file after each (then with an
// fsync) was a quarter of a second of a cold review. FlushMemos writes the
// rest when a command ends.
const flushEvery = 5 * time.Second

// FlushSoon flushes if flushEvery has passed since the last flush.
func (m *Memo) FlushSoon() {
	m.flushMu.Lock()
	due := time.Since(m.lastFlush) >= flushEvery
	m.flushMu.Unlock()
	if due {
		m.Flush()
	}
}

// Load reads the memo's file now, if it has not been read: a command
// that will soon need it reads it ahead, in the background.
func (m *Memo) Load() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.load()
}

func (m *Memo) read() []MemoKey {
	if m.path == "" {
		return nil
	}
	data, err := os.ReadFile(m.path)
	if err != nil {
		return nil
	}
	body, ok := bytes.CutPrefix(data, []byte(m.magic))
	if !ok || len(body)%sha256.Size != 0 {
		return nil
	}
	keys := make([]MemoKey, len(body)/sha256.Size)
	for i := range keys {
		copy(keys[i][:], body[i*sha256.Size:])
	}
	return keys
}

func (m *Memo) load() {
	if m.loaded {
		return
	}
	m.loaded = true
	keys := m.read()
	if len(keys) > m.max {
		keys = keys[len(keys)-m.max:]
	}
	// Filtered in place (a file another writer left with a key twice
	// holds it once here): the keys read are the memo's order.
	m.order = keys[:0]
	m.index.reset(len(keys) + 64)
	for i := range keys {
		if _, dup := m.index.find(m.order, 0, &keys[i]); !dup {
			m.order = append(m.order, keys[i])
			m.index.put(m.order, len(m.order)-1)
		}
	}
}

func (m *Memo) addLocked(k MemoKey) bool {
	if _, ok := m.index.find(m.order, m.head, &k); ok {
		return false
	}
	m.order = append(m.order, k)
	m.index.add(m.order, len(m.order)-1)
	if len(m.order)-m.head > m.max {
		m.head = len(m.order) - m.max
		// The dropped keys are cut off once they are half the slice, not
		// at every key added to a full memo (which copied it whole); the
		// index, of positions, is built again then.
		if m.head >= len(m.order)/2 {
			m.order = append(m.order[:0:0], m.order[m.head:]...)
			m.head = 0
			m.index.reset(len(m.order))
			for p := range m.order {
				m.index.put(m.order, p)
			}
		}
	}
	return true
}

// Has reports whether k is known clean.
func (m *Memo) Has(k MemoKey) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.load()
	if _, ok := m.index.find(m.order, m.head, &k); !ok {
		return false
	}
	if m.touched == nil {
		m.touched = map[MemoKey]bool{}
	}
	m.touched[k] = true
	return true
}

// Add records k as clean.
func (m *Memo) Add(k MemoKey) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.load()
	if m.addLocked(k) {
		m.fresh = append(m.fresh, k)
	}
}

// Keys are the keys the memo holds in the process, oldest first.
func (m *Memo) Keys() []MemoKey {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]MemoKey(nil), m.order[m.head:]...)
}

// Flush writes the keys found clean since the last flush into the file,
// newest last. While the file has room for them they are appended; when
// it has not, it is written anew: merged with the keys found in the memo
// since the last flush (moved to the end), and cut to its newest
// max-max/4 keys, so that the next flushes append again. The keys dropped
// are then those least recently used, as far as the processes that wrote
// the file anew saw them used. Only new keys make it write (and only they
// can push old ones out).
//
// Writing the whole file at each flush (4 MiB for the secrets memo) was a
// sixth of the CPU of a review of one new file.
func (m *Memo) Flush() {
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
	if m.appendKeys(fresh) {
		return
	}
	// What other processes wrote since this one read the file stays.
	onDisk := m.read()
	all := make([]MemoKey, 0, len(onDisk)+len(fresh))
	var seen keyIndex // of all
	seen.reset(len(onDisk) + len(fresh))
	keep := func(k *MemoKey) {
		if _, ok := seen.find(all, 0, k); !ok {
			all = append(all, *k)
			seen.put(all, len(all)-1)
		}
	}
	var used []MemoKey
	for i := range onDisk {
		if touched[onDisk[i]] {
			used = append(used, onDisk[i])
		} else {
			keep(&onDisk[i])
		}
	}
	for _, k := range append(used, fresh...) {
		keep(&k)
	}
	if len(all) > m.max {
		all = all[len(all)-(m.max-m.max/4):]
	}
	data := make([]byte, 0, len(m.magic)+len(all)*sha256.Size)
	data = append(data, m.magic...)
	for _, k := range all {
		data = append(data, k[:]...)
	}
	_ = atomicfile.WriteCache(m.path, data, 0o600) // the memo only saves time
}

// appendKeys appends keys to the memo's file if it is a memo of this kind
// with room for them; false when the file must be written anew.
func (m *Memo) appendKeys(keys []MemoKey) bool {
	f, err := os.OpenFile(m.path, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	body := fi.Size() - int64(len(m.magic))
	if body < 0 || body%sha256.Size != 0 || body/sha256.Size+int64(len(keys)) > int64(m.max) {
		return false
	}
	head := make([]byte, len(m.magic))
	if _, err := f.ReadAt(head, 0); err != nil || string(head) != m.magic {
		return false
	}
	data := make([]byte, 0, len(keys)*sha256.Size)
	for _, k := range keys {
		data = append(data, k[:]...)
	}
	// One write: appends of whole keys from processes flushing at once
	// do not interleave inside a key.
	_, err = f.Write(data)
	return err == nil
}
