package redact

import "github.com/teamreview/teamreview/internal/engine/cache"

// The memo of redaction holds the keys of chunks found clean: the scanner
// found no credential in the chunk's window and Patterns changed nothing
// in it. A key is a sha256 of this build, the part of the path the rules
// look at and the window's text (cache.Memo).
const (
	memoMagic = "teamreview redact clean v1\n"
	// maxMemo keys (32 bytes each, 1 MiB) cover some 100 MB of distinct
	// clean text.
	maxMemo = 1 << 15
)

type (
	memo = cache.Memo
	key  = cache.MemoKey
)

func newMemo(path string) *memo { return cache.NewMemo(path, memoMagic, maxMemo) }

// sharedMemo is the memo of the process, kept in the engine cache's
// directory when there is one.
func sharedMemo() *memo { return cache.SharedMemo("redact/clean", memoMagic, maxMemo) }
