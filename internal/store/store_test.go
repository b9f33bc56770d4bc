package store

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
)

func review(id string, mode verdict.Mode) *verdict.Review {
	r := &verdict.Review{ReviewID: id, Timestamp: "2026-11-22T10:00:00Z", Scope: "changeset", Target: "staged", Mode: mode,
		Findings: []finding.Finding{{ID: "secrets-aaaaaaaa-3", Domain: "secrets", Severity: finding.High, Confidence: 0.9,
			File: "a_test.go", Lines: finding.Lines(3, 3), Title: "t", Recommendation: "r", Status: finding.Open}}}
	r.Recompute()
	return r
}

func TestLatestRoundTripAndEdits(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	if _, _, err := s.Latest(); !errors.Is(err, ErrNoVerdict) {
		t.Fatalf("empty store: %v", err)
	}
	if err := s.WriteLatest(review("0000abcd", verdict.Full)); err != nil {
		t.Fatal(err)
	}
	r, raw, err := s.Latest()
	if err != nil || r.ReviewID != "0000abcd" || r.Verdict != verdict.Warn {
		t.Fatalf("read back %+v, %v", r, err)
	}
	if checked, err := s.CheckEdits(raw); !checked || err != nil {
		t.Fatalf("unchanged file: %v %v", checked, err)
	}
	edited := strings.Replace(string(raw), `"severity": "High"`, `"severity": "Low"`, 1)
	_, err = s.CheckEdits([]byte(edited))
	if err == nil || !strings.Contains(err.Error(), ".code-review/review-latest.json: finding secrets-aaaaaaaa-3: field severity") {
		t.Fatalf("edited severity: %v", err)
	}
	// A malformed file is reported with its name, in one line.
	if err := os.WriteFile(s.Path(LatestFile), []byte(`{"reviewId": 12`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err = s.Latest()
	var fe *FileError
	if !errors.As(err, &fe) || !strings.HasPrefix(err.Error(), ".code-review/review-latest.json: invalid verdict file") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("malformed: %v", err)
	}
}

func TestEncodeRefusesBrokenContract(t *testing.T) {
	r := review("0000abcd", verdict.Full)
	r.Findings[0].File = "../outside.go"
	if _, err := Encode(r); err == nil {
		t.Fatal("encoded a finding outside the root")
	}
}

func TestArchive(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	if p, err := s.Archive(review("0000aaaa", verdict.Quick), []byte("{}")); p != "" || err != nil {
		t.Fatalf("quick archived: %q %v", p, err)
	}
	// A quick verdict that went through verify has mode verify but is still
	// a quick check: no report.
	if p, err := s.Archive(review("0000aaab", verdict.VerifyMode), []byte("{}")); p != "" || err != nil {
		t.Fatalf("verified quick archived: %q %v", p, err)
	}
	full := review("0000bbbb", verdict.Full)
	full.ReportPath = "docs/code-reviews/x.md"
	p, err := s.Archive(full, []byte("first"))
	if p != ".code-review/review-0000bbbb.json" || err != nil {
		t.Fatalf("archive: %q %v", p, err)
	}
	full.Mode = verdict.VerifyMode
	if p, _ := s.Archive(full, []byte("second")); p != "" {
		t.Fatal("archive overwritten")
	}
	if got, _ := os.ReadFile(s.Path("review-0000bbbb.json")); string(got) != "first" {
		t.Fatalf("archive content %q", got)
	}
}

func TestGitignore(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	if err := os.WriteFile(s.Root+"/.gitignore", []byte("node_modules"), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false} {
		added, err := s.EnsureGitignore()
		if err != nil || added != want {
			t.Fatalf("run %d: added=%v err=%v", i, added, err)
		}
	}
	got, _ := os.ReadFile(s.Root + "/.gitignore")
	if !strings.HasPrefix(string(got), "node_modules\n") || strings.Count(string(got), ".code-review/") != 1 {
		t.Fatalf(".gitignore = %q", got)
	}
}

func TestLockBusyAndStale(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	ctx := context.Background()
	l, err := s.Lock(ctx, "review", time.Second)
	if err != nil || l.Stale != nil {
		t.Fatalf("first lock: %v %+v", err, l)
	}
	_, err = s.Lock(ctx, "review", 100*time.Millisecond)
	var busy *BusyError
	if !errors.As(err, &busy) || busy.Holder == nil || busy.Holder.PID != os.Getpid() || !strings.Contains(err.Error(), "another review is running (pid") {
		t.Fatalf("second lock: %v", err)
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	// A holder record without a held lock is what a killed process leaves.
	if err := os.WriteFile(s.Path(lockInfo), []byte(`{"pid":999999,"host":"gone","start":"2026-01-01T00:00:00Z","command":"review"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err = s.Lock(ctx, "review", time.Second)
	if err != nil || l.Stale == nil || l.Stale.PID != 999999 {
		t.Fatalf("stale lock: %v %+v", err, l)
	}
	l.Unlock()
}

// A process killed after writing the shadow but before the verdict leaves
// the previous verdict, which must still count as the tool's own.
func TestCrashBetweenShadowAndVerdict(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	first := review("0000abcd", verdict.Full)
	if err := s.WriteLatest(first); err != nil {
		t.Fatal(err)
	}
	_, oldRaw, err := s.Latest()
	if err != nil {
		t.Fatal(err)
	}
	second := review("0000abcd", verdict.VerifyMode)
	second.Timestamp = "2026-11-22T11:00:00Z"
	if err := s.WriteLatest(second); err != nil {
		t.Fatal(err)
	}
	// Put the verdict back as it was before the second write: the crash.
	if err := os.WriteFile(s.Path(LatestFile), oldRaw, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CheckEdits(oldRaw); err != nil {
		t.Errorf("the tool's own previous verdict was taken for a hand edit: %v", err)
	}
	// A real hand edit is still refused.
	edited := strings.Replace(string(oldRaw), `"severity": "High"`, `"severity": "Low"`, 1)
	if _, err := s.CheckEdits([]byte(edited)); err == nil {
		t.Error("a hand edit was accepted")
	}
}

// The store's writers mask credentials whatever they are given: a title
// that quotes a token in full, a decision's reason, an abort reason.
func TestWritersRedact(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi" // assembled: no file holds one whole
	dsn := "postgres://app:" + "Zx9vQ2mLp7Hk4" + "@db/orders"
	s := &Store{Root: t.TempDir()}
	r := review("0000abcd", verdict.Full)
	r.Findings[0].Title = "token " + token
	r.Findings[0].Recommendation = "move " + dsn + " out"
	if err := s.WriteLatest(r); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteAbortReason([]byte("# ABORT\n\n" + token + "\n")); err != nil {
		t.Fatal(err)
	}
	if err := s.AddDecisions([]Decision{{Fingerprint: "f", Reason: "fixture " + token}}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{LatestFile, ShadowFile, AbortFile, DecisionsFile} {
		data, err := os.ReadFile(s.Path(name))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), token[4:12]) || strings.Contains(string(data), "Zx9vQ2") {
			t.Errorf("%s holds a credential:\n%s", name, data)
		}
	}
	// The masked verdict is still the verdict, and not a hand edit.
	got, raw, err := s.Latest()
	if err != nil || !strings.HasPrefix(got.Findings[0].Title, "token ghp_****") {
		t.Fatalf("read back %+v, %v", got, err)
	}
	if checked, err := s.CheckEdits(raw); !checked || err != nil {
		t.Errorf("the masked verdict reads as edited: %v %v", checked, err)
	}
}

// TestArchiveMasksWhatTheToolDidNotWrite checks that an archived verdict is
// masked unless it is byte for byte the tool's own last write (masked when
// written, so masking it again is skipped).
func TestArchiveMasksWhatTheToolDidNotWrite(t *testing.T) {
	s := &Store{Root: t.TempDir()}
	if err := os.MkdirAll(s.Path(""), 0o755); err != nil {
		t.Fatal(err)
	}
	secret := `{"title": "db_password = \"` + "Zq8" + `w4Lm2Rt7Kp\""}`
	full := review("0000cccc", verdict.Full)
	full.ReportPath = "docs/code-reviews/x.md"
	if _, err := s.Archive(full, []byte(secret)); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(s.Path("review-0000cccc.json")); strings.Contains(string(got), "Zq8w4Lm2Rt7Kp") {
		t.Fatalf("a verdict the tool did not write was archived unmasked: %s", got)
	}
	// The tool's own last write is copied as it is.
	if err := os.WriteFile(s.Path(ShadowFile), []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	full.ReviewID = "0000dddd"
	if _, err := s.Archive(full, []byte(secret)); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(s.Path("review-0000dddd.json")); string(got) != secret {
		t.Fatalf("the tool's own verdict was changed when archived: %s", got)
	}
}
