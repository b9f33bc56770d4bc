package fix

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/teamreview/teamreview/internal/gitx"
)

// copyBackRepo makes a git repository holding a.go committed as "base"
// and staged as orig, as a user preparing a commit has it. It returns the
// repository, a git runner and the blob of orig.
func copyBackRepo(t *testing.T, orig []byte) (string, func(args ...string) string, string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull,
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	dst := filepath.Join(dir, "a.go")
	if err := os.WriteFile(dst, []byte("package main // base\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git("add", "a.go")
	git("commit", "-qm", "base")
	if err := os.WriteFile(dst, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	git("add", "a.go")
	return dir, git, git("hash-object", "a.go")
}

// stagedBlob is the blob the index holds for a.go.
func stagedBlob(t *testing.T, git func(...string) string) string {
	f := strings.Fields(git("ls-files", "-s", "--", "a.go"))
	if len(f) < 2 {
		t.Fatalf("a.go is not in the index")
	}
	return f[1]
}

// handleWrite saves data through an open descriptor, as an editor that
// keeps its file open writes in place.
func handleWrite(f *os.File, data []byte) error {
	if _, err := f.WriteAt(data, 0); err != nil {
		return err
	}
	return f.Truncate(int64(len(data)))
}

// namedAs returns the name among names that is the file f has open, or "".
func namedAs(f *os.File, names ...string) string {
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	for _, n := range names {
		if ni, err := os.Stat(n); err == nil && os.SameFile(fi, ni) {
			return n
		}
	}
	return ""
}

// TestCopyBackKeepsWritesThroughAnOpenHandle races the copy-back —
// swap, staging, release — against an editor that opened the user's file
// before the fixer started and writes through that handle. Whatever the
// timing, no byte is lost: the file the handle writes to still has a
// name, a.go (the fix refused) or a kept file under .code-review/kept
// that a note names (the fix applied), and holds the last write; a.go is
// never missing; the index holds exactly the fixer's blob when the fix
// went in, and the user's staged blob when it did not.
func TestCopyBackKeepsWritesThroughAnOpenHandle(t *testing.T) {
	const races, saves = 40, 3
	orig, fix := []byte("package main // as reviewed\n"), []byte("package main // fixed\n")
	dir, git, origBlob := copyBackRepo(t, orig)
	cmd := exec.Command("git", "hash-object", "--stdin", "--path=a.go")
	cmd.Dir, cmd.Stdin = dir, bytes.NewReader(fix)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	fixBlob := strings.TrimSpace(string(out))
	tmp := filepath.Join(dir, ".code-review", TmpDir)
	keptDir := filepath.Join(dir, ".code-review", KeptDir)
	dst := filepath.Join(dir, "a.go")
	user := &gitx.Git{Dir: dir}
	defer func() { swapStep = func(string, string) {} }()
	refused, kept := 0, 0
	for i := range races {
		if err := os.WriteFile(dst, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		git("update-index", "--cacheinfo", "100644,"+origBlob+",a.go")
		f, err := os.OpenFile(dst, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		start, written := make(chan struct{}), make(chan struct{})
		var last []byte
		var writeErr error
		var wg sync.WaitGroup
		// Half the races start the editor as the fix goes in, so that
		// writes after the fixer's look at step 5 happen too.
		linked := make(chan struct{})
		begin := start
		if i%2 == 0 {
			begin = linked
		}
		wg.Go(func() {
			defer close(written)
			<-begin
			spin(rand.IntN(1500))
			for k := range saves {
				last = fmt.Appendf(nil, "package main // handle save %d.%d\n", i, k)
				if writeErr = handleWrite(f, last); writeErr != nil {
					return
				}
			}
		})
		// The editor's writes end before the fixer lets go of the file as
		// it was: the copy-back's window, made to hold every write.
		swapStep = func(step, _ string) {
			switch step {
			case "linked":
				close(linked)
			case "staged":
				<-written
			}
		}
		close(start)
		spin(rand.IntN(200))
		staged, notes, err := copyBack(context.Background(), user, tmp, dir, "a.go", orig, fix, true)
		wg.Wait()
		if writeErr != nil {
			t.Fatalf("race %d: the editor could not write: %v", i, writeErr)
		}
		keptFiles, _ := filepath.Glob(filepath.Join(keptDir, "a.go.*"))
		home := namedAs(f, append([]string{dst}, keptFiles...)...)
		f.Close()
		got, rerr := os.ReadFile(dst)
		if rerr != nil {
			t.Fatalf("race %d: a.go is missing: %v", i, rerr)
		}
		blob := stagedBlob(t, git)
		switch {
		case errors.Is(err, errLost):
			refused++
			if home != dst || !bytes.Equal(got, last) || blob != origBlob || staged {
				t.Fatalf("race %d refused: the handle writes to %q, a.go holds %q, the index %s (staged %v); want a.go with the last write %q and the user's blob %s",
					i, home, got, blob, staged, last, origBlob)
			}
		case err == nil:
			kept++
			if home == "" || home == dst {
				t.Fatalf("race %d applied: the handle writes to %q; want a kept file (notes %q)", i, home, notes)
			}
			if k, _ := os.ReadFile(home); !bytes.Equal(k, last) || !bytes.Equal(got, fix) || blob != fixBlob || !staged {
				t.Fatalf("race %d applied: kept %q, a.go %q, index %s (staged %v); want the last write %q kept, the fix in a.go and its blob %s",
					i, k, got, blob, staged, last, fixBlob)
			}
			if len(notes) != 1 || !strings.Contains(notes[0], home) {
				t.Fatalf("race %d applied: notes %q do not name the kept %s", i, notes, home)
			}
			if err := os.Remove(home); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("race %d: %v", i, err)
		}
	}
	t.Logf("%d races: %d refused (the write came before the fixer's last look), %d applied with the write kept; 0 bytes lost, 0 files missing", races, refused, kept)
	if entries, _ := os.ReadDir(tmp); len(entries) != 0 {
		t.Errorf("left in %s: %v", tmp, entries)
	}
}

// copyBackKillEnv names the step at which a child copy-back kills itself.
const copyBackKillEnv = "TEAMREVIEW_TEST_COPYBACK_KILL"

// TestCopyBackKilledInTheWindow kills (SIGKILL) a child process running
// the copy-back at each step of its window — the user's file set aside,
// the fix linked in, the fix staged — with and without a write through a
// handle the user had open, and then recovers as the next fixer starts.
// No file is missing afterwards, no written byte is lost, and the index
// holds the user's blob or exactly the fixer's.
func TestCopyBackKilledInTheWindow(t *testing.T) {
	if os.Getenv(copyBackKillEnv) != "" {
		copyBackChild()
		return
	}
	orig, fix := []byte("package main // as reviewed\n"), []byte("package main // fixed\n")
	save := []byte("package main // the user's write through a handle\n")
	for _, c := range []struct {
		step  string
		write bool
	}{{"aside", true}, {"linked", false}, {"linked", true}, {"staged", true}} {
		step, write := c.step, c.write
		t.Run(fmt.Sprintf("%s/write=%v", step, write), func(t *testing.T) {
			t.Parallel() // each in its own repository; mostly a child's start
			dir, git, origBlob := copyBackRepo(t, orig)
			dst := filepath.Join(dir, "a.go")
			tmp := filepath.Join(dir, ".code-review", TmpDir)
			keptDir := filepath.Join(dir, ".code-review", KeptDir)
			cmd := exec.Command(os.Args[0], "-test.run=^TestCopyBackKilledInTheWindow$")
			cmd.Env = append(os.Environ(), copyBackKillEnv+"="+step, "TEAMREVIEW_TEST_COPYBACK_DIR="+dir,
				fmt.Sprintf("TEAMREVIEW_TEST_COPYBACK_WRITE=%v", write), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull)
			out, err := cmd.CombinedOutput()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
				t.Fatalf("the child was not killed at %s: %v\n%s", step, err, out)
			}
			if _, err := os.Lstat(dst); (step == "aside") != os.IsNotExist(err) {
				t.Fatalf("killed at %s: a.go present is %v", step, err == nil)
			}
			// The next fixer's start.
			restored, kept := recoverSwaps(tmp, keepUnder(keptDir, dir))
			got, err := os.ReadFile(dst)
			if err != nil {
				t.Fatalf("after recovery a.go is missing: %v", err)
			}
			blob := stagedBlob(t, git)
			wantFile, wantBlob := fix, origBlob
			switch {
			case step == "aside" && write:
				wantFile = save
			case step == "aside":
				wantFile = orig
			}
			if step == "staged" {
				wantBlob = git("hash-object", "a.go") // a.go holds the fix
			}
			if !bytes.Equal(got, wantFile) || blob != wantBlob {
				t.Errorf("after recovery a.go holds %q and the index %s; want %q and %s", got, blob, wantFile, wantBlob)
			}
			if (step == "aside") != (len(restored) == 1) {
				t.Errorf("put back %v", restored)
			}
			// The write through the handle went to the file set aside:
			// where the fix replaced it, it is kept, not dropped.
			if step != "aside" && write {
				if len(kept) != 1 {
					t.Fatalf("kept %v, want the user's write kept", kept)
				}
				if k, _ := os.ReadFile(kept[0]); !bytes.Equal(k, save) {
					t.Errorf("kept %s holds %q, want %q", kept[0], k, save)
				}
			} else if len(kept) != 0 {
				t.Errorf("kept %v, want nothing: nothing was written", kept)
			}
			if entries, _ := os.ReadDir(tmp); len(entries) != 0 {
				t.Errorf("left in %s: %v", tmp, entries)
			}
		})
	}
}

// copyBackChild is the child of TestCopyBackKilledInTheWindow: it copies
// the fix back into the repository and kills itself at the step named.
func copyBackChild() {
	step, dir := os.Getenv(copyBackKillEnv), os.Getenv("TEAMREVIEW_TEST_COPYBACK_DIR")
	dst := filepath.Join(dir, "a.go")
	f, err := os.OpenFile(dst, os.O_WRONLY, 0)
	if err != nil {
		os.Exit(3)
	}
	swapStep = func(at, _ string) {
		if at != step {
			return
		}
		if os.Getenv("TEAMREVIEW_TEST_COPYBACK_WRITE") == "true" {
			if handleWrite(f, []byte("package main // the user's write through a handle\n")) != nil {
				os.Exit(3)
			}
		}
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		select {}
	}
	tmp := filepath.Join(dir, ".code-review", TmpDir)
	_, _, err = copyBack(context.Background(), &gitx.Git{Dir: dir}, tmp, dir, "a.go",
		[]byte("package main // as reviewed\n"), []byte("package main // fixed\n"), true)
	fmt.Println("copy-back ended without reaching", step, err)
	os.Exit(3)
}
