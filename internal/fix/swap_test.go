package fix

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

func TestSwapInReplacesWhatWasReviewed(t *testing.T) {
	dir := t.TempDir()
	tmp := filepath.Join(dir, ".code-review", TmpDir)
	dst := filepath.Join(dir, "a.go")
	if err := os.WriteFile(dst, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := swapIn(tmp, dst, []byte("old"), []byte("fixed")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(dst)
	fi, _ := os.Stat(dst)
	if string(got) != "fixed" || fi.Mode().Perm() != 0o640 {
		t.Errorf("got %q mode %v, want the fix with the file's mode 0640", got, fi.Mode().Perm())
	}
	// The user changed it: their version stays.
	if err := swapIn(tmp, dst, []byte("old"), []byte("fixed again")); !errors.Is(err, errLost) {
		t.Errorf("swap over a changed file: %v, want errLost", err)
	}
	if got, _ := os.ReadFile(dst); string(got) != "fixed" {
		t.Errorf("the user's file became %q", got)
	}
	if entries, _ := os.ReadDir(tmp); len(entries) != 0 {
		t.Errorf("left in %s: %v", tmp, entries)
	}
}

// Each way a save can meet the swap, made to happen at the exact step.
func TestSwapInAtEachStep(t *testing.T) {
	orig, fix := []byte("as reviewed\n"), []byte("fixed\n")
	save := []byte("the user's save\n")
	inPlace := func(p string) { // an editor writing through a descriptor it already had
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.Write(save)
		f.Close()
	}
	tests := []struct {
		name, step string
		act        func(dst, aside string)
		applied    bool
	}{
		{"no save", "", nil, true},
		{"written in place as the file was set aside", "aside", func(_, aside string) { inPlace(aside) }, false},
		{"saved by rename after the file was set aside", "aside", func(dst, _ string) { renameSave(dst, save) }, false},
		{"written in place after the fix went in", "linked", func(_, aside string) { inPlace(aside) }, false},
		{"written in place, then saved again by rename", "linked", func(dst, aside string) {
			inPlace(aside)
			save = []byte("the user's second save\n")
			renameSave(dst, save)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			dst := filepath.Join(dir, "a.go")
			if err := os.WriteFile(dst, orig, 0o644); err != nil {
				t.Fatal(err)
			}
			swapStep = func(step, aside string) {
				if step == tt.step && tt.act != nil {
					tt.act(dst, aside)
				}
			}
			defer func() { swapStep = func(string, string) {} }()
			err := swapIn(filepath.Join(dir, "tmp"), dst, orig, fix)
			got, _ := os.ReadFile(dst)
			switch {
			case tt.applied && (err != nil || !bytes.Equal(got, fix)):
				t.Errorf("swap: %v, file %q; want the fix applied", err, got)
			case !tt.applied && (!errors.Is(err, errLost) || !bytes.Equal(got, save)):
				t.Errorf("swap: %v, file %q; want errLost and the user's %q", err, got, save)
			}
			if entries, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(entries) != 0 {
				t.Errorf("left behind: %v", entries)
			}
		})
	}
}

// A fixer killed between setting the user's file aside and putting the
// fix in leaves the file in a swap directory; the next run puts it back.
func TestRecoverSwapsPutsTheUsersFileBack(t *testing.T) {
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	dst := filepath.Join(dir, "a.go")
	dead := deadPID(t)
	for _, c := range []struct{ name, dst string }{{"swap", dst}, {"run", ""}} {
		sw := filepath.Join(tmp, fmt.Sprintf("%s-%d-abc", c.name, dead))
		if err := os.MkdirAll(sw, 0o700); err != nil {
			t.Fatal(err)
		}
		if c.dst != "" {
			_ = os.WriteFile(filepath.Join(sw, "dst"), []byte(c.dst), 0o600)
			_ = os.WriteFile(filepath.Join(sw, "aside"), []byte("the user's work"), 0o600)
		}
	}
	live, err := privateDir(tmp, "run") // this process's: in use
	if err != nil {
		t.Fatal(err)
	}
	if got, kept := recoverSwaps(tmp, func(string) string { t.Error("nothing to keep"); return "" }); len(got) != 1 || got[0] != dst || len(kept) != 0 {
		t.Errorf("recovered %v, want %s", got, dst)
	}
	if got, _ := os.ReadFile(dst); string(got) != "the user's work" {
		t.Errorf("%s holds %q", dst, got)
	}
	entries, _ := os.ReadDir(tmp)
	if len(entries) != 1 || filepath.Join(tmp, entries[0].Name()) != live {
		t.Errorf("left in %s: %v, want only the live %s", tmp, entries, live)
	}
}

func deadPID(t *testing.T) int {
	t.Helper()
	p, err := os.StartProcess("/bin/sh", []string{"sh", "-c", "exit 0"}, &os.ProcAttr{})
	if err != nil {
		t.Skip("no shell:", err)
	}
	_, _ = p.Wait()
	if atomicfile.Alive(p.Pid) {
		t.Skip("the pid was reused at once")
	}
	return p.Pid
}

// TestSwapInNeverLosesASave races the copy-back against an editor saving
// the file in a tight loop — by rename, as most editors do, and in place —
// 1,000 times. Whatever the timing, the file ends as the last save: a
// swap before the first save is overwritten by the saves, a swap after it
// must be refused.
func TestSwapInNeverLosesASave(t *testing.T) {
	const races, saves = 1000, 4
	dir := t.TempDir()
	tmp := filepath.Join(dir, ".code-review", TmpDir)
	dst := filepath.Join(dir, "main.go")
	orig := []byte("package main // as reviewed\n")
	applied, refused := 0, 0
	for i := range races {
		if err := os.WriteFile(dst, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		start := make(chan struct{})
		var wg sync.WaitGroup
		var last []byte
		var saveErr error
		wg.Go(func() {
			<-start
			spin(rand.IntN(1500))
			for k := range saves {
				last = fmt.Appendf(nil, "package main // save %d.%d\n", i, k)
				if (i+k)%2 == 0 {
					saveErr = renameSave(dst, last)
				} else {
					saveErr = os.WriteFile(dst, last, 0o644)
				}
				if saveErr != nil {
					return
				}
			}
		})
		close(start)
		spin(rand.IntN(200))
		err := swapIn(tmp, dst, orig, []byte("package main // fixed\n"))
		wg.Wait()
		if saveErr != nil {
			t.Fatalf("race %d: the editor could not save: %v", i, saveErr)
		}
		switch {
		case err == nil:
			applied++
		case errors.Is(err, errLost):
			refused++
		default:
			t.Fatalf("race %d: %v", i, err)
		}
		got, err := os.ReadFile(dst)
		if err != nil || !bytes.Equal(got, last) {
			t.Fatalf("race %d: the file holds %q (%v), the last save was %q: a save was lost", i, got, err, last)
		}
	}
	t.Logf("%d races: %d fixes applied before the first save, %d refused, 0 saves lost", races, applied, refused)
	if entries, _ := os.ReadDir(tmp); len(entries) != 0 {
		t.Errorf("left in %s: %v", tmp, entries)
	}
}

// renameSave saves the way most editors do: a new file renamed over.
func renameSave(dst string, data []byte) error {
	tmp := dst + fmt.Sprintf(".%d.swp", time.Now().UnixNano())
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}

func spin(n int) {
	for range n * 50 {
		_ = time.Now()
	}
}
