package cache

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// put writes a file at dir/rel, making its directories, last modified at mtime.
func put(t testing.TB, dir, rel string, mtime time.Time) string {
	t.Helper()
	path := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(rel), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mtime, mtime); err != nil {
		t.Fatal(err)
	}
	return path
}

func exists(dir, rel string) bool {
	_, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(rel)))
	return err == nil
}

func trim(t *testing.T, dir string, now time.Time) {
	t.Helper()
	if err := Trim(dir, now); err != nil {
		t.Fatalf("Trim: %v", err)
	}
}

// TestTrimDeletesUnusedEntries checks that in every kind of entry directory
// the entries unused for more than maxUnused go, with the shards they
// leave empty, and the rest stay.
func TestTrimDeletesUnusedEntries(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old := now.Add(-maxUnused - 2*usedInterval)
	// Used refreshes at most hourly, so this may have been used just now.
	lagging := now.Add(-maxUnused - usedInterval/2)
	recent := now.Add(-maxUnused / 2)
	gone := []string{
		"engine-go/ab/ab01.json",
		"engine-go/ab/ab02.json",
		"engine-secrets/cd/cd01.json",
		"go-facts/0f/0f01",
		"go-list/77/7701.json",
		"gitleaks/88/8801.json",
		"self/5e1f",
	}
	kept := []string{
		"engine-go/ab/ab03.json",
		"engine-go/12/1201.json",
		"engine-secrets/34/3401.json",
		"go-facts/0f/0f02",
		"go-facts/9a/9a01",
		"go-list/77/7702.json",
		"gitleaks/88/8802.json",
		"self/5e2f",
	}
	for _, rel := range gone {
		put(t, dir, rel, old)
	}
	for i, rel := range kept {
		if i%2 == 0 {
			put(t, dir, rel, recent)
		} else {
			put(t, dir, rel, lagging)
		}
	}
	// An empty shard left behind long ago goes; one a store has just made
	// stays for the file about to be written into it.
	for rel, mtime := range map[string]time.Time{"engine-go/ee": old, "engine-go/ff": now} {
		if err := os.MkdirAll(filepath.Join(dir, rel), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, rel), mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}

	trim(t, dir, now)

	for _, rel := range gone {
		if exists(dir, rel) {
			t.Errorf("%s, unused since %v, was kept", rel, old)
		}
	}
	for _, rel := range kept {
		if !exists(dir, rel) {
			t.Errorf("%s, used recently, was deleted", rel)
		}
	}
	for _, rel := range []string{"engine-secrets/cd", "engine-go/ee"} {
		if exists(dir, rel) {
			t.Errorf("empty shard %s was kept", rel)
		}
	}
	for _, rel := range []string{"engine-go/ab", "go-facts/0f", "engine-go/ff", "engine-secrets", "self"} {
		if !exists(dir, rel) {
			t.Errorf("%s was deleted", rel)
		}
	}
}

// TestTrimOncePerDay checks that the marker holds off a second trim the
// same day and lets one through a day later.
func TestTrimOncePerDay(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old := now.Add(-maxUnused - 2*usedInterval)
	put(t, dir, "engine-go/ab/first.json", old)
	trim(t, dir, now)
	if exists(dir, "engine-go/ab/first.json") {
		t.Fatal("the first trim deleted nothing")
	}
	data, err := os.ReadFile(filepath.Join(dir, trimMarker))
	if err != nil || string(data) != strconv.FormatInt(now.Unix(), 10) {
		t.Fatalf("marker holds %q, %v; want %d", data, err, now.Unix())
	}

	put(t, dir, "engine-go/ab/second.json", old)
	trim(t, dir, now.Add(trimInterval-time.Minute))
	if !exists(dir, "engine-go/ab/second.json") {
		t.Fatal("a second trim ran the same day")
	}
	trim(t, dir, now.Add(trimInterval+time.Minute))
	if exists(dir, "engine-go/ab/second.json") {
		t.Fatal("no trim a day later")
	}
}

// TestTrimBadMarker checks that a marker Trim cannot trust, unreadable or
// from the future, means trim now.
func TestTrimBadMarker(t *testing.T) {
	now := time.Now()
	for name, content := range map[string]string{
		"corrupt": "not a time\n",
		"empty":   "",
		"future":  strconv.FormatInt(now.Add(2*trimInterval).Unix(), 10),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			put(t, dir, "go-facts/ab/abcd", now.Add(-maxUnused-2*usedInterval))
			if err := os.WriteFile(filepath.Join(dir, trimMarker), []byte(content), 0o600); err != nil {
				t.Fatal(err)
			}
			trim(t, dir, now)
			if exists(dir, "go-facts/ab/abcd") {
				t.Error("no trim")
			}
			data, _ := os.ReadFile(filepath.Join(dir, trimMarker))
			if string(data) != strconv.FormatInt(now.Unix(), 10) {
				t.Errorf("marker holds %q after the trim; want %d", data, now.Unix())
			}
		})
	}
}

// TestTrimLeavesUnknownAlone checks that Trim deletes nothing it does not
// recognise as an entry, and follows no symbolic link.
func TestTrimLeavesUnknownAlone(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old := now.Add(-maxUnused - 2*usedInterval)
	unknown := []string{
		"notes.txt",        // a top-level file
		"llm/ab/ab01.json", // a top-level directory of another owner
		"engine-go/tmp/x",  // not a shard
		"engine-go/AB/x",   // keys are lower-case hex
		"engine-go/abc/x",
	}
	for _, rel := range unknown {
		put(t, dir, rel, old)
	}
	outside := t.TempDir()
	put(t, outside, "ab/ab01.json", old)
	target := put(t, outside, "target", old)
	links := map[string]string{
		"engine-linked":        outside, // an entry directory
		"go-facts/ab":          filepath.Join(outside, "ab"),
		"engine-go/cd/cd.json": target,
	}
	for rel, to := range links {
		link := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(to, link); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}

	trim(t, dir, now)

	for _, rel := range unknown {
		if !exists(dir, rel) {
			t.Errorf("%s was deleted", rel)
		}
	}
	for rel := range links {
		if !exists(dir, rel) {
			t.Errorf("link %s was deleted", rel)
		}
	}
	for _, rel := range []string{"ab/ab01.json", "target"} {
		if !exists(outside, rel) {
			t.Errorf("%s, outside the cache, was deleted through a link", rel)
		}
	}
}

func TestTrimWithoutCache(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "none")
	trim(t, dir, time.Now())
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("Trim made the cache directory: %v", err)
	}
}

// TestUsed checks that Used refreshes a time more than usedInterval old
// and leaves a newer one alone, so a hit seldom writes.
func TestUsed(t *testing.T) {
	dir := t.TempDir()
	start := time.Now()
	stale := start.Add(-2 * usedInterval).Truncate(time.Second)
	fresh := start.Add(-usedInterval / 2).Truncate(time.Second)
	stalePath := put(t, dir, "engine-go/ab/stale.json", stale)
	freshPath := put(t, dir, "engine-go/ab/fresh.json", fresh)

	Used(stalePath)
	Used(freshPath)
	Used(filepath.Join(dir, "missing")) // no panic, no file

	if fi, err := os.Stat(stalePath); err != nil || fi.ModTime().Before(start.Add(-time.Second)) {
		t.Errorf("stale entry: modified %v, %v; want refreshed to about %v", fi.ModTime(), err, start)
	}
	if fi, err := os.Stat(freshPath); err != nil || !fi.ModTime().Equal(fresh) {
		t.Errorf("fresh entry: modified %v, %v; want left at %v", fi.ModTime(), err, fresh)
	}
	if exists(dir, "missing") {
		t.Error("Used made a file")
	}
}

type countingEngine struct{ runs int }

func (c *countingEngine) Name() string { return "counting" }

func (c *countingEngine) Run(context.Context, []*scope.File) (*engine.Result, error) {
	c.runs++
	return &engine.Result{Diagnostics: []engine.Diagnostic{{Rule: "r", Message: "m"}}}, nil
}

// TestRunMarksHitUsed checks that a result served from the cache counts as
// a use, so Trim keeps it.
func TestRunMarksHitUsed(t *testing.T) {
	dir := t.TempDir()
	inner := &countingEngine{}
	const key = "abcdef"
	e := &Engine{
		Inner: inner,
		Key: func(context.Context, engine.Env, []*scope.File) (string, bool, error) {
			return key, true, nil
		},
		Dir: dir,
	}
	ctx := context.Background()
	if _, err := e.Run(ctx, nil); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "engine-counting", key[:2], key+".json")
	stale := time.Now().Add(-2 * usedInterval)
	if err := os.Chtimes(path, stale, stale); err != nil {
		t.Fatalf("no entry stored: %v", err)
	}
	res, err := e.Run(ctx, nil)
	if err != nil || len(res.Diagnostics) != 1 || inner.runs != 1 {
		t.Fatalf("second run: %v, %v after %d inner runs; want the cached result", res, err, inner.runs)
	}
	if fi, err := os.Stat(path); err != nil || !fi.ModTime().After(stale.Add(usedInterval)) {
		t.Errorf("hit left the entry's time at %v, %v", fi.ModTime(), err)
	}
}

// BenchmarkTrimWalk measures a day's trim of a cache of a few thousand
// entries, none old enough to go: the walk every trim pays.
func BenchmarkTrimWalk(b *testing.B) {
	dir := b.TempDir()
	now := time.Now()
	for i := range 4000 {
		sub := [...]string{"engine-go", "go-facts", "go-facts", "self"}[i%4]
		key := fmt.Sprintf("%02x%04d", i%256, i)
		rel := sub + "/" + key[:2] + "/" + key
		if sub == "self" {
			rel = sub + "/" + key
		}
		put(b, dir, rel, now)
	}
	for b.Loop() {
		os.Remove(filepath.Join(dir, trimMarker))
		if err := Trim(dir, now); err != nil {
			b.Fatal(err)
		}
	}
}
