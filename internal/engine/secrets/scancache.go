package secrets

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/engine/cache"
)

// What gitleaks found in a file is kept on disk, under the user cache
// directory, keyed by this build of teamreview (which fixes gitleaks'
// rules), the file's path (some rules look at it) and its content: a
// re-review of an unchanged file does not run gitleaks' hundreds of
// regular expressions over it again, which is most of a warm review. A
// file with nothing found is a key in the memo of clean files; a file with
// findings has an entry of its own.
//
// No credential is written. An entry holds where each one is — the byte
// offset and length of the secret and of its line in the content — and
// the rule; the secret and the line are cut out of the content again when
// the entry is read, which is only ever for that very content. A finding
// whose secret or line cannot be placed in the content is not stored, so
// an entry always gives back exactly what gitleaks gave.

// scanCacheVersion is the entry format's version.
const scanCacheVersion = 1

// minCached is the smallest content worth an entry: Guard checks short
// snippets of code, which are quick to scan. A short text found clean is
// still a key in the memo of clean files: a review's findings' messages,
// two for each of thousands, were a tenth of a warm review's CPU.
const minCached = 512

type scanEntry struct {
	Version int
	Leaks   []placedLeak
}

type placedLeak struct {
	Rule, Description   string
	StartLine, EndLine  int
	SecretAt, SecretLen int
	LineAt, LineLen     int
}

// scanKey is the key of (path, content) in the cache; false when there is
// no cache.
func scanKey(path string, content []byte) (cache.MemoKey, bool) {
	var key cache.MemoKey
	if cache.DefaultDir() == "" {
		return key, false
	}
	self, err := cache.SelfHash()
	if err != nil {
		return key, false
	}
	h := sha256.New()
	h.Write([]byte("teamreview gitleaks scan\x00"))
	h.Write([]byte(self))
	h.Write([]byte{0})
	h.Write([]byte(path))
	h.Write([]byte{0})
	h.Write(content)
	h.Sum(key[:0])
	return key, true
}

// scanPath is where the entry of key lives.
func scanPath(key cache.MemoKey) string {
	k := hex.EncodeToString(key[:])
	return filepath.Join(cache.DefaultDir(), "gitleaks", k[:2], k+".json")
}

// The files gitleaks found nothing in, most of them, are keys in one memo
// (cache.Memo), not an entry each: on a cold review of golang.org/x/tools,
// creating some 1,650 entry files cost more CPU than scanning the files.
const (
	cleanMagic = "teamreview gitleaks clean v1\n"
	// maxClean keys (32 bytes each, 4 MiB) are some 130,000 files.
	maxClean = 1 << 17
)

func cleanFiles() *cache.Memo { return cache.SharedMemo("secrets/clean", cleanMagic, maxClean) }

// loadScan returns the leaks stored for content at p, or false.
func loadScan(p string, content []byte) ([]Leak, bool) {
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, false
	}
	var ent scanEntry
	if json.Unmarshal(data, &ent) != nil || ent.Version != scanCacheVersion {
		return nil, false
	}
	leaks := make([]Leak, 0, len(ent.Leaks))
	for _, l := range ent.Leaks {
		if !within(l.SecretAt, l.SecretLen, len(content)) || !within(l.LineAt, l.LineLen, len(content)) {
			return nil, false
		}
		leaks = append(leaks, Leak{
			Rule: l.Rule, Description: l.Description,
			StartLine: l.StartLine, EndLine: l.EndLine,
			Secret: string(content[l.SecretAt : l.SecretAt+l.SecretLen]),
			Line:   string(content[l.LineAt : l.LineAt+l.LineLen]),
		})
	}
	cache.Used(p)
	return leaks, true
}

func within(at, n, size int) bool { return at >= 0 && n >= 0 && at+n <= size }

// storeScan writes where leaks are in content to p, if every one of them
// can be placed.
func storeScan(p string, content []byte, leaks []Leak) {
	ent := scanEntry{Version: scanCacheVersion, Leaks: []placedLeak{}}
	for _, l := range leaks {
		lineAt, ok := place(content, l.Line, cache.LineOffset(content, l.StartLine))
		if !ok {
			return
		}
		i := strings.Index(l.Line, l.Secret)
		if i < 0 {
			return
		}
		ent.Leaks = append(ent.Leaks, placedLeak{
			Rule: l.Rule, Description: l.Description,
			StartLine: l.StartLine, EndLine: l.EndLine,
			SecretAt: lineAt + i, SecretLen: len(l.Secret),
			LineAt: lineAt, LineLen: len(l.Line),
		})
	}
	data, err := json.Marshal(ent)
	if err != nil {
		return
	}
	// A failure to store costs only the next review's time.
	_ = atomicfile.WriteCache(p, data, 0o600)
}

// place finds sub in content at or just before near (gitleaks' line may
// begin with the newline that ends the line before).
func place(content []byte, sub string, near int) (int, bool) {
	from := max(0, near-1)
	if sub == "" || from > len(content) {
		return 0, false
	}
	i := bytes.Index(content[from:], []byte(sub))
	if i < 0 || i > near-from+1 {
		return 0, false
	}
	return from + i, true
}
