package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHashFileRemembers checks that the executable's sum is taken from the
// memo while the file is the same, and computed again once it is replaced
// or the memo is unreadable.
func TestHashFileRemembers(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "tool")
	memo := filepath.Join(dir, "cache")
	sum := func(s string) string { h := sha256.Sum256([]byte(s)); return hex.EncodeToString(h[:]) }
	write := func(content string) {
		t.Helper()
		// A new build lands as a new file, as go build's does.
		tmp := exe + ".tmp"
		if err := os.WriteFile(tmp, []byte(content), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, exe); err != nil {
			t.Fatal(err)
		}
	}
	hash := func() string {
		t.Helper()
		got, err := hashFile(exe, memo)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}

	write("build one")
	if got := hash(); got != sum("build one") {
		t.Fatalf("first hash = %s, want %s", got, sum("build one"))
	}
	memos, err := filepath.Glob(filepath.Join(memo, "self", "*"))
	if err != nil || len(memos) != 1 {
		t.Fatalf("memo files = %v (%v), want one", memos, err)
	}
	// The memo is what the next run reads: a forged one shows it is used.
	forged := strings.Repeat("ab", sha256.Size)
	if err := os.WriteFile(memos[0], []byte(forged), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := hash(); got != forged {
		t.Fatalf("hash with a memo = %s, want the memo's %s", got, forged)
	}

	// The same size, and the same modification time: the file's identity
	// still tells them apart.
	fi, err := os.Stat(exe)
	if err != nil {
		t.Fatal(err)
	}
	write("build 1!!")
	if err := os.Chtimes(exe, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if got := hash(); got != sum("build 1!!") {
		t.Fatalf("hash after a new build of the same size and time = %s, want %s", got, sum("build 1!!"))
	}

	write("build two, longer")
	if got := hash(); got != sum("build two, longer") {
		t.Fatalf("hash after a new build = %s, want %s", got, sum("build two, longer"))
	}

	for _, m := range mustGlob(t, filepath.Join(memo, "self", "*")) {
		if err := os.WriteFile(m, []byte("garbage"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if got := hash(); got != sum("build two, longer") {
		t.Fatalf("hash with an unreadable memo = %s, want %s", got, sum("build two, longer"))
	}
	if got, err := hashFile(exe, ""); err != nil || got != sum("build two, longer") {
		t.Fatalf("hash without a memo directory = %s, %v", got, err)
	}
}

func mustGlob(t *testing.T, pattern string) []string {
	t.Helper()
	m, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
