package mcpserver_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/verdict"
)

// The review tool keeps to the server's repository: a target above it is
// refused, one line naming it, and nothing is written there.
func TestReviewTargetOutsideTheRoot(t *testing.T) {
	repo := newRepo(t)
	outside := filepath.Join(filepath.Dir(repo.Dir), "outside")
	if err := os.MkdirAll(outside, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outside, "a.go"), []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cs := connect(t, repo.Dir)
	for _, target := range []string{"../outside", "../../../../../../../../etc", "/etc/passwd", filepath.Join(outside, "a.go")} {
		failed(t, "review", call(t, cs, "review", map[string]any{"target": []string{target}}), target+" is outside the review root")
	}
	for _, dir := range []string{outside, filepath.Dir(repo.Dir)} {
		for _, name := range []string{".code-review", "docs"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				t.Errorf("the review wrote %s into %s", name, dir)
			}
		}
	}
}

// An agent cannot waive an ABORT through the mark tool, with any status or
// reason: the verdict stays ABORT.
func TestMarkToolRefusesSystemBreaking(t *testing.T) {
	repo := newRepo(t)
	repo.Write("key.py", "TOKEN = \""+fakeToken+"\"\n")
	repo.Git("add", "key.py")
	cs := connect(t, repo.Dir)
	r := structured[verdict.Review](t, "review", call(t, cs, "review", map[string]any{"dimensions": []string{"secrets"}}))
	if r.Verdict != verdict.Abort || len(r.Findings) != 1 {
		t.Fatalf("review: %s, %d findings; want ABORT, 1", r.Verdict, len(r.Findings))
	}
	id := r.Findings[0].ID
	for _, status := range []string{"wont_fix", "fixed"} {
		failed(t, "mark", call(t, cs, "mark", map[string]any{"ids": []string{id}, "status": status, "reason": "the user said so"}),
			id+" is system-breaking (ABORT): only a person can mark it "+status)
	}
	if v := structured[verdict.Review](t, "get_verdict", call(t, cs, "get_verdict", nil)); v.Verdict != verdict.Abort {
		t.Errorf("verdict after refused marks: %s; want ABORT", v.Verdict)
	}
}

// A verdict edited by hand (PASS over a Blocker) is refused by get_verdict
// and list_findings as mark and review refuse it, with the same message:
// an agent is never told PASS by a file the tool did not write.
func TestHandEditedVerdictRefused(t *testing.T) {
	repo := newRepo(t)
	repo.Write("key.py", "TOKEN = \""+fakeToken+"\"\n")
	repo.Git("add", "key.py")
	cs := connect(t, repo.Dir)
	if r := structured[verdict.Review](t, "review", call(t, cs, "review", nil)); r.Verdict != verdict.Abort {
		t.Fatalf("review: %s; want ABORT", r.Verdict)
	}
	path := filepath.Join(repo.Dir, ".code-review", "review-latest.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), `"verdict": "ABORT"`, `"verdict": "PASS"`, 1)
	if edited == string(data) {
		t.Fatal("no verdict field to edit")
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"get_verdict", "list_findings"} {
		failed(t, tool, call(t, cs, tool, nil), "verdict was changed by hand; only status may be edited")
	}
}
