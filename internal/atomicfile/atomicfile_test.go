package atomicfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

func TestWriteReplacesAndCreatesDirs(t *testing.T) {
	for name, write := range map[string]func(string, []byte, os.FileMode) error{"Write": Write, "WriteCache": WriteCache} {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "a", "b", "f.json")
			if err := write(p, []byte("one"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := write(p, []byte("two"), 0o600); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(p)
			if err != nil || string(got) != "two" {
				t.Fatalf("got %q, %v; want two", got, err)
			}
			if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v (%v), want 0600", fi.Mode().Perm(), err)
			}
			entries, _ := os.ReadDir(filepath.Dir(p))
			if len(entries) != 1 {
				t.Errorf("temporary files left behind: %v", entries)
			}
			if err := write(filepath.Join(p, "below"), []byte("x"), 0o644); err == nil {
				t.Error("writing below a regular file succeeded")
			}
		})
	}
}

func TestWriteIntoFileFails(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(filepath.Join(blocker, "x"), []byte("x"), 0o644); err == nil {
		t.Fatal("writing below a regular file succeeded")
	}
}

// The temporary file lives beside the destination, never in the system's
// temporary directory, where anyone could read a copy.
func TestWriteNeverUsesSystemTemp(t *testing.T) {
	sys := t.TempDir()
	t.Setenv("TMPDIR", sys)
	p := filepath.Join(t.TempDir(), "verdict.json")
	for range 5 {
		if err := Write(p, []byte("secret-ish"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if entries, _ := os.ReadDir(sys); len(entries) != 0 {
		t.Errorf("files in the system temporary directory: %v", entries)
	}
	fi, err := os.Stat(p)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v; want 0644", fi.Mode(), err)
	}
}

func TestCreateIsPrivate(t *testing.T) {
	f, err := Create(t.TempDir(), "x.patch")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("temporary file mode %v, want 0600", fi.Mode().Perm())
	}
	if pid, ok := IsTemp(filepath.Base(f.Name())); !ok || pid != os.Getpid() {
		t.Errorf("IsTemp(%s) = %d, %v", f.Name(), pid, ok)
	}
}

// Sweep removes what a dead process left and keeps a live one's file.
func TestSweep(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sessions", "s1")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	// A process that has exited: its pid is free (or reused, rarely).
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no `true` to run:", err)
	}
	dead := filepath.Join(sub, ".verdict.json."+strconv.Itoa(cmd.Process.Pid)+".abcdef"+tempSuffix)
	live, err := Create(dir, "report.md")
	if err != nil {
		t.Fatal(err)
	}
	live.Close()
	user := filepath.Join(dir, ".notes.123.txt") // the user's, not ours
	for _, p := range []string{dead, user} {
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	removed := Sweep(dir)
	if len(removed) != 1 || removed[0] != dead {
		t.Errorf("Sweep removed %v, want only %s", removed, dead)
	}
	for _, p := range []string{live.Name(), user} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}

// TestSweepFor checks that SweepFor removes a dead process's temporary
// files of one file, beside it, and nothing else: not a live process's,
// not those of another file whose name starts the same, not the user's.
func TestSweepFor(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no `true` to run:", err)
	}
	deadPid := strconv.Itoa(cmd.Process.Pid)
	target := filepath.Join(dir, "fmt.go")
	dead := filepath.Join(dir, ".fmt.go."+deadPid+".abcdef"+tempSuffix)
	otherFile := filepath.Join(dir, ".fmt.go.bak."+deadPid+".abcdef"+tempSuffix)
	user := filepath.Join(dir, ".fmt.go.orig")
	for _, p := range []string{target, dead, otherFile, user} {
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	live, err := Create(dir, "fmt.go")
	if err != nil {
		t.Fatal(err)
	}
	live.Close()
	if removed := SweepFor(target); len(removed) != 1 || removed[0] != dead {
		t.Errorf("SweepFor removed %v, want only %s", removed, dead)
	}
	for _, p := range []string{target, otherFile, user, live.Name()} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}
