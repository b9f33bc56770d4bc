package review

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/verdict"
)

// A model reviewer that marks the weakened authorization check
// system-breaking turns the verdict into ABORT, and the abort reason says
// what a person must decide; the same mark on a Low, or on a line the
// change did not touch, is refused: the answer counts as unusable and adds
// nothing.
func TestModelSystemBreakingAborts(t *testing.T) {
	const marked = `{"file":"app/views.py","lineRange":"%s","severity":"%s","confidence":0.95,"title":"Any staff member may now delete records (CWE-285)","recommendation":"Check is_admin again.","category":"access-control","systemBreaking":true,"systemBreakingReason":"whether anyone may now delete any record"}`
	for _, tc := range []struct {
		name, lines, sev string
		abort            bool
	}{
		{"a Blocker on the changed check", "5", "Blocker", true},
		{"a Low", "5", "Low", false},
		{"an unchanged line", "3", "Blocker", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			answer := `{"findings":[` + fmt.Sprintf(marked, tc.lines, tc.sev) + `]}`
			ts := newTeamServer(t, func(role, prompt string, n int) string {
				if role == "security" {
					return answer
				}
				return `{"findings":[]}`
			})
			dir := pyRepo(t, ts.srv.URL)
			out := runReview(t, dir)
			r := out.Review
			if got := r.Verdict == verdict.Abort; got != tc.abort {
				t.Fatalf("verdict %s; findings %+v; notes %v", r.Verdict, r.Findings, out.Notes)
			}
			if !tc.abort {
				if r.Coverage.Model.Total.Unusable != 1 || !strings.Contains(strings.Join(out.Notes, "\n"), "security: the model's answer was not usable: finding 1") {
					t.Errorf("the refused answer is not counted as unusable: total %+v, notes %v", r.Coverage.Model.Total, out.Notes)
				}
				for _, f := range r.Findings {
					if strings.HasPrefix(f.Rule, "llm/") {
						t.Errorf("a refused answer added %+v", f)
					}
				}
				return
			}
			md := string(report.AbortReason(&report.Input{Review: r}))
			if !strings.Contains(md, "Any staff member may now delete records") || !strings.Contains(md, "a person must decide whether anyone may now delete any record") {
				t.Errorf("the abort reason does not say what to decide:\n%s", md)
			}
		})
	}
}

// The lines a model may mark are those the change added and those beside
// what it deleted; a test file's mark is weighed down like a rule's.
func TestBreakableLinesAndPlaces(t *testing.T) {
	cs := &scope.Changeset{Files: []scope.File{
		{Path: "a.go", Content: []byte("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n"), Changed: []finding.LineRange{{Start: 2, End: 2}},
			Hunks: []scope.Hunk{{OldStart: 1, OldLines: 8, NewStart: 1, NewLines: 7, Body: " 1\n+2\n 3\n-gone\n 4\n 5\n"}}},
		{Path: "whole.go", Content: []byte("x\n")},
	}}
	ok := breakable(cs)
	for _, tc := range []struct {
		file  string
		line  int
		allow bool
	}{{"a.go", 2, true}, {"a.go", 3, true}, {"a.go", 4, true}, {"a.go", 5, false}, {"a.go", 1, false}, {"whole.go", 1, true}, {"other.go", 1, false}} {
		if got := ok(tc.file, finding.Lines(tc.line, tc.line)); got != tc.allow {
			t.Errorf("%s:%d breakable = %v, want %v", tc.file, tc.line, got, tc.allow)
		}
	}
	fs := []finding.Finding{
		{File: "api/h.go", SystemBreaking: true, Recommendation: "Do not fix this alone: a person must decide x. Fix."},
		{File: "api/h_test.go", SystemBreaking: true, Recommendation: "Do not fix this alone: a person must decide x. Fix."},
	}
	weighBreaking(fs)
	if !fs[0].SystemBreaking || fs[1].SystemBreaking || !strings.HasPrefix(fs[1].Recommendation, "In test code, so not system-breaking; still decide x.") {
		t.Errorf("weighed: %+v", fs)
	}
}

const viewsBefore = `from flask import abort

def delete(user, record):
    name = record.name
    if not user.is_admin:
        abort(403)
    record.delete()
    return name
`

// pyRepo is a git repository whose uncommitted change weakens the
// authorization check of a Python view, from admins to any staff: no rule
// sees that, a reviewer does (and the Python review is fast).
func pyRepo(t *testing.T, baseURL string) string {
	t.Helper()
	t.Setenv("TEAMREVIEW_CACHE", "")
	t.Setenv("TEAMREVIEW_CACHE_DIR", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	dir := t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git(t, dir, "init", "-q")
	write("app/views.py", viewsBefore)
	write(".teamreview.yaml", "llm:\n  provider: openai\n  base_url: "+baseURL+"\n  model: test-model\n")
	git(t, dir, "add", "-A")
	git(t, dir, "commit", "-qm", "base")
	write("app/views.py", strings.Replace(viewsBefore, "user.is_admin", "user.is_staff", 1))
	return dir
}
