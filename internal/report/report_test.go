package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/verdict"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func sampleInput(d verdict.Decision) *Input {
	r := &verdict.Review{
		ReviewID: "a3f8c12b", Timestamp: "2026-11-22T10:00:00Z", Scope: "changeset", Target: "main..HEAD", Mode: verdict.Full,
		ReportPath: "docs/code-reviews/2026-11-22-changeset-a3f8c12b.md", Head: "0badc0de", Hidden: 2,
		Reviewers: []verdict.Reviewer{
			{Name: "secrets", Status: "completed", Files: 3},
			{Name: "security", Status: "completed", Files: 3},
			{Name: "correctness", Status: "completed", Files: 3},
			{Name: "performance", Status: "unavailable", Error: "panic: boom"},
		},
	}
	switch d {
	case verdict.Abort:
		r.Findings = []finding.Finding{{ID: "secrets-69bbc8bb-45", Domain: "secrets", Severity: finding.Blocker, SystemBreaking: true, Confidence: 0.9,
			File: "src/api/routes.ts", Lines: finding.Lines(45, 45), Title: "Hard-coded credential in shipped code: aws-access-token AKIA************",
			Recommendation: "Rotate it | then remove it.", Status: finding.Open, Rule: "gitleaks/aws-access-token", CWE: []string{"CWE-798"}}}
	case verdict.Warn:
		r.Findings = []finding.Finding{
			{ID: "secrets-69bbc8bb-7", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "src/api/routes_test.ts", Lines: finding.Lines(7, 7),
				Title: "Credential in a test, fixture, example or doc: github-pat ghp_************", Recommendation: "Use a fake value.", Status: finding.Open, Rule: "gitleaks/github-pat"},
			{ID: "secrets-69bbc8bb-9", Domain: "secrets", Severity: finding.High, Confidence: 0.9, File: "src/api/routes_test.ts", Lines: finding.Lines(9, 9),
				Title: "Declined", Recommendation: "Use a fake value.", Status: finding.WontFix, Reason: "parser fixture", Rule: "gitleaks/github-pat"},
		}
	}
	r.Recompute()
	m := scope.Metrics{Files: 3, Frontend: 1, General: 2, Added: 40, Removed: 5}
	return &Input{Review: r, Metrics: &m, Template: "review", Date: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/report -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./internal/report -update rewrites it):\n%s", name, got)
	}
}

// machineFormats are the formats for tools (code scanning, reviewdog, CI).
var machineFormats = []string{"sarif", "rdjson", "github", "codeclimate"}

func TestWritersGolden(t *testing.T) {
	for _, d := range []verdict.Decision{verdict.Pass, verdict.Warn, verdict.Abort} {
		in := sampleInput(d)
		if in.Review.Verdict != d {
			t.Fatalf("sample for %s computes %s", d, in.Review.Verdict)
		}
		for _, format := range append([]string{"markdown", "text"}, machineFormats...) {
			golden(t, string(d)+"."+format+".golden", render(t, format, in))
		}
	}
	golden(t, "ABORT.abort-reason.golden", AbortReason(sampleInput(verdict.Abort)))
	for name, in := range map[string]*Input{"FULL": fullInput(), "VERIFY": verifyInput()} {
		for _, format := range append([]string{"markdown"}, machineFormats...) {
			golden(t, name+"."+format+".golden", render(t, format, in))
		}
	}
}

func render(t *testing.T, format string, in *Input) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Writers[format].Write(&b, in); err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	return b.Bytes()
}

func TestJSONIsTheVerdict(t *testing.T) {
	in := sampleInput(verdict.Warn)
	var b bytes.Buffer
	if err := (JSON{}).Write(&b, in); err != nil {
		t.Fatal(err)
	}
	var back verdict.Review
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Verdict != verdict.Warn || len(back.Findings) != 2 || back.Findings[1].Status != finding.WontFix {
		t.Errorf("round trip: %+v", back)
	}
}

func TestTextColourOnlyWhenAsked(t *testing.T) {
	in := sampleInput(verdict.Abort)
	plain := render(t, "text", in)
	if bytes.Contains(plain, []byte("\x1b[")) {
		t.Error("colour without Color")
	}
	in.Color = true
	colored := render(t, "text", in)
	if !bytes.Contains(colored, []byte("\x1b[1;37;41mABORT\x1b[0m")) || !bytes.Contains(colored, []byte("\x1b[1;31mBlocker")) {
		t.Errorf("no colour with Color: %q", colored)
	}
}

// A team narrowed to dimensions that cannot see an injection or a crash
// does not tell the agent to open the PR; a team with both does, and an
// older verdict that records no team is read as before.
func TestNextStepsNarrowedTeam(t *testing.T) {
	team := func(names ...string) []verdict.Reviewer {
		var out []verdict.Reviewer
		for _, n := range names {
			out = append(out, verdict.Reviewer{Name: n, Status: "completed"})
		}
		return out
	}
	for _, tc := range []struct {
		d     verdict.Decision
		team  []verdict.Reviewer
		want  string
		avoid string
	}{
		{verdict.Pass, team("maintainability", "secrets"), "the team left out security and correctness", "Proceed to PR"},
		{verdict.Pass, team("security", "secrets"), "the team left out correctness (", "Proceed to PR"},
		{verdict.Warn, team("design", "secrets"), "Fix the High findings (", "proceed to PR"},
		{verdict.Pass, team("correctness", "security", "secrets"), "Proceed to PR", "left out"},
		{verdict.Pass, nil, "Proceed to PR", "left out"},
		{verdict.Fail, team("maintainability"), "Fix Blockers first", "left out"},
	} {
		got := NextSteps(&verdict.Review{Verdict: tc.d, Mode: verdict.Full, Reviewers: tc.team})
		if !strings.Contains(got, tc.want) || strings.Contains(got, tc.avoid) {
			t.Errorf("%s with %v: %q, want %q and not %q", tc.d, tc.team, got, tc.want, tc.avoid)
		}
	}
}
