package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

const testMagic = "teamreview test memo v1\n"

func TestMemoFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "memo", "clean")
	nth := func(i int) MemoKey {
		var k MemoKey
		k[0], k[1], k[2], k[3] = byte(i), byte(i>>8), byte(i>>16), 0xee
		return k
	}
	// A garbage file reads as empty.
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("not a memo at all\x00\x01"), 0o600); err != nil {
		t.Fatal(err)
	}
	m := NewMemo(p, testMagic, 100)
	if m.Has(nth(1)) || len(m.Keys()) != 0 {
		t.Fatal("a garbage file holds keys")
	}
	// Keys wait in the process until a flush.
	m.Add(nth(1))
	if data, _ := os.ReadFile(p); string(data) != "not a memo at all\x00\x01" {
		t.Error("the memo file was written before its flush")
	}
	m.Flush()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	one := nth(1)
	if body, ok := bytes.CutPrefix(data, []byte(testMagic)); !ok || !bytes.Equal(body, one[:]) {
		t.Fatalf("memo file: %q", data)
	}
	// The memo is bounded: past max keys the file is written anew with
	// its newest max-max/4, the keys least recently used dropped.
	const max, low = 50, 50 - 50/4
	m = NewMemo(p, testMagic, max)
	for i := range max + 10 {
		m.Add(nth(i))
	}
	m.Flush()
	keys := NewMemo(p, testMagic, max).read()
	if len(keys) != low || keys[0] != nth(max+10-low) || keys[len(keys)-1] != nth(max+9) {
		t.Fatalf("after %d keys, the file holds %d, from %x", max+10, len(keys), keys[0][:4])
	}
	// With room in the file, new keys are appended.
	m = NewMemo(p, testMagic, max)
	m.Add(nth(-1))
	m.Flush()
	keys = m.read()
	if len(keys) != low+1 || keys[len(keys)-1] != nth(-1) || keys[0] != nth(max+10-low) {
		t.Fatalf("after an append the file holds %d keys, the last %x", len(keys), keys[len(keys)-1][:4])
	}
	m = NewMemo(p, testMagic, max)
	if !m.Has(nth(max+10-low)) || m.Has(nth(3)) || !m.Has(nth(-1)) {
		t.Fatal("the memo read back is not the one written")
	}
	// Full again: a key used is kept over an older one.
	first := nth(max + 10 - low)
	for i := range max - low - 1 {
		m.Add(nth(1000 + i))
	}
	m.Add(nth(-4))
	m.Flush()
	keys = m.read()
	if len(keys) != low || keys[len(keys)-1] != nth(-4) || slices.Index(keys, first) < 0 || slices.Index(keys, nth(max+11-low)) >= 0 {
		t.Errorf("a key used is not kept over older ones: %d keys, used key at %d", len(keys), slices.Index(keys, first))
	}
	// What another process wrote since this one read the file stays.
	other := NewMemo(p, testMagic, max)
	other.Add(nth(-2))
	m.Add(nth(-3))
	other.Flush()
	m.Flush()
	if m = NewMemo(p, testMagic, max); !m.Has(nth(-2)) || !m.Has(nth(-3)) {
		t.Error("one of two processes' keys is lost")
	}
	// Another magic is another format: its file reads as empty.
	if NewMemo(p, "teamreview other memo v1\n", max).Has(nth(-2)) {
		t.Error("a memo of another kind is read")
	}
}

func TestSharedMemosFlushed(t *testing.T) {
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	m := SharedMemo("test/shared", testMagic, 10)
	if SharedMemo("test/shared", testMagic, 10) != m {
		t.Fatal("two shared memos of one name")
	}
	var k MemoKey
	k[0] = 7
	m.Add(k)
	FlushMemos()
	if !NewMemo(filepath.Join(os.Getenv("TEAMREVIEW_CACHE_DIR"), "test", "shared"), testMagic, 10).Has(k) {
		t.Error("FlushMemos did not write the shared memo")
	}
}

// Past its bound the memo drops its oldest keys, one by one, however
// many are added.
func TestMemoBoundInProcess(t *testing.T) {
	const bound = 8
	m := NewMemo("", testMagic, bound)
	key := func(i int) MemoKey { return MemoKey{byte(i), byte(i >> 8), 0x77} }
	for i := range 5 * bound {
		m.Add(key(i))
		keys := m.Keys()
		first := max(0, i+1-bound)
		if len(keys) != i+1-first || keys[0] != key(first) || keys[len(keys)-1] != key(i) {
			t.Fatalf("after key %d: %d keys, %x..%x", i, len(keys), keys[0][:2], keys[len(keys)-1][:2])
		}
		if first > 0 && m.Has(key(first-1)) || !m.Has(key(first)) {
			t.Fatalf("after key %d: the oldest key kept is not %d", i, first)
		}
	}
}

// The memo answers as a plain map and list of its keys would, through
// drops, compactions and keys added again after they were dropped.
func TestMemoMatchesModel(t *testing.T) {
	const bound = 300
	m := NewMemo("", testMagic, bound)
	var order []MemoKey
	in := map[MemoKey]bool{}
	key := func(i int) MemoKey {
		var k MemoKey
		binary.LittleEndian.PutUint64(k[:], uint64(i)*0x9e3779b97f4a7c15) // spread like a hash
		k[8] = byte(i)
		return k
	}
	for i := range 5000 {
		k := key(i * 7 % 900) // keys come back, some after they were dropped
		if got, want := m.Has(k), in[k]; got != want {
			t.Fatalf("step %d: Has = %v, want %v", i, got, want)
		}
		m.Add(k)
		if !in[k] {
			in[k] = true
			order = append(order, k)
			if len(order) > bound {
				delete(in, order[0])
				order = order[1:]
			}
		}
	}
	if got := m.Keys(); !slices.Equal(got, order) {
		t.Errorf("%d keys, want %d in the model's order", len(got), len(order))
	}
}

// BenchmarkMemoLoad is what a command pays to look one key up in a full
// memo of the secrets memo's size.
//
//	go test -bench MemoLoad -benchmem ./internal/engine/cache
func BenchmarkMemoLoad(b *testing.B) {
	const n = 1 << 17
	p := filepath.Join(b.TempDir(), "clean")
	data := []byte(testMagic)
	for i := range n {
		k := sha256.Sum256([]byte{byte(i), byte(i >> 8), byte(i >> 16)})
		data = append(data, k[:]...)
	}
	if err := os.WriteFile(p, data, 0o600); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if NewMemo(p, testMagic, n).Has(MemoKey{1}) {
			b.Fatal("found")
		}
	}
}
