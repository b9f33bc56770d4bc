package review

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/store"
)

// A review removes the temporary files a killed run left in .code-review/
// and in the report directory, and keeps a live writer's.
func TestMarkOrphansSweepsLeftovers(t *testing.T) {
	st := &store.Store{Root: t.TempDir()}
	dir := st.Path("sessions")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil || atomicfile.Alive(cmd.Process.Pid) {
		t.Skip("no dead process id to use")
	}
	dead := filepath.Join(st.Path(""), ".review-latest.json."+strconv.Itoa(cmd.Process.Pid)+".0a1b2c.trtmp")
	if err := os.WriteFile(dead, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	reports := filepath.Join(st.Root, filepath.FromSlash(ReportDir))
	if err := os.MkdirAll(reports, 0o755); err != nil {
		t.Fatal(err)
	}
	deadReport := filepath.Join(reports, ".2026-11-25-changeset-0a1b2c3d.md."+strconv.Itoa(cmd.Process.Pid)+".0a1b2c.trtmp")
	if err := os.WriteFile(deadReport, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	live, err := atomicfile.Create(dir, "messages.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	live.Close()
	markOrphans(st)
	for _, p := range []string{dead, deadReport} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("a killed run's temporary file %s is still there: %v", p, err)
		}
	}
	if _, err := os.Stat(live.Name()); err != nil {
		t.Errorf("a live writer's temporary file was removed: %v", err)
	}
}
