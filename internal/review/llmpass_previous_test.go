package review

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
)

func TestPreviousNote(t *testing.T) {
	pc := &previousCycle{reviewID: "0badcafe", byDomain: map[string][]finding.Finding{
		"security": {{ID: "security-1-5"}, {ID: "security-1-9"}, {ID: "security-2-3"}},
	}}
	got := previousNote("security", pc, []llm.PreviousStatus{{ID: "security-1-5", StillPresent: true}, {ID: "security-1-9"}, {ID: "made-up"}})
	want := "security: re-review of 3 finding(s) review 0badcafe left unresolved: the model says 1 still present (security-1-5); 1 resolved (security-1-9); no word on 1"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if previousNote("correctness", pc, nil) != "" || previousNote("security", nil, nil) != "" {
		t.Error("a note about nothing asked")
	}
}

// A review of the same code again is no new cycle: its answers come from
// the cache. Once the code changed, each reviewer is asked about the
// findings the last review left unresolved in its domain.
func TestReReviewOnlyAfterAChange(t *testing.T) {
	ts := newTeamServer(t, func(role, prompt string, n int) string {
		if role == "security" {
			return `{"findings":[{"file":"app/views.py","lineRange":"5","severity":"High","confidence":0.9,"title":"Any staff member may now delete records","recommendation":"Check is_admin.","category":"access-control"}]}`
		}
		return `{"findings":[]}`
	})
	dir := pyRepo(t, ts.srv.URL)
	first := runReview(t, dir)
	id := ""
	for _, f := range first.Review.Findings {
		if f.Rule == "llm/access-control" {
			id = f.ID
		}
	}
	if id == "" {
		t.Fatalf("no model finding: %+v", first.Review.Findings)
	}
	sent := len(ts.bodies)
	runReview(t, dir)
	if len(ts.bodies) != sent {
		t.Fatalf("a review of unchanged code sent %d requests", len(ts.bodies)-sent)
	}
	f, err := os.OpenFile(filepath.Join(dir, "app/views.py"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("# checked\n")
	f.Close()
	runReview(t, dir)
	var sec, cor string
	for i, b := range ts.bodies[sent:] {
		switch ts.roles[sent+i] {
		case "security":
			sec += b
		case "correctness":
			cor += b
		}
	}
	if !strings.Contains(sec, "This is a re-review") || !strings.Contains(sec, id+" app/views.py:5") {
		t.Errorf("security's re-review request does not carry %s:\n%s", id, sec)
	}
	if cor == "" || strings.Contains(cor, id) {
		t.Errorf("correctness was asked about security's finding, or not asked at all")
	}
}
