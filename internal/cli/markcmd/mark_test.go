package markcmd_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/markcmd"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx/gittest"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Assembled at run time so no file in this repository holds one whole.
var fakeKey = "AKIA" + "Z4QXR7TLM2WBVN5K"

// aborted is a repository whose review aborted on a shipped credential; it
// returns the root and the finding's id.
func aborted(t *testing.T) (string, string) {
	t.Helper()
	r := gittest.New(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	r.Write("settings.py", "DEBUG = False\nAWS_ACCESS_KEY_ID = \""+fakeKey+"\"\n")
	r.Git("add", "settings.py")
	ctx := context.Background()
	plan, err := review.Prepare(ctx, review.Options{Dir: r.Dir, Mode: verdict.Full, Dimensions: []string{"secrets"}, NoLLM: true})
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Execute(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if out.Review.Verdict != verdict.Abort || len(out.Review.Findings) != 1 {
		t.Fatalf("review: %s with %d findings; want ABORT with 1", out.Review.Verdict, len(out.Review.Findings))
	}
	return r.Dir, out.Review.Findings[0].ID
}

func run(t *testing.T, dir string, terminal bool, input string, args ...string) (string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	f := &cmdutil.Factory{
		IO:  &cmdutil.IOStreams{In: strings.NewReader(input), Out: &stdout, ErrOut: &stderr, StdinIsTerminal: terminal},
		Dir: func() (string, error) { return dir, nil },
		Now: time.Now,
	}
	cmd := markcmd.NewCmd(f, nil)
	cmd.SetArgs(args)
	cmd.SetOut(&stdout)
	cmd.SetErr(&stderr)
	err := cmd.ExecuteContext(context.Background())
	return stderr.String(), err
}

func verdictOf(t *testing.T, dir string) *verdict.Review {
	t.Helper()
	r, _, err := (&store.Store{Root: dir}).Latest()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A person at a terminal who types the id waives the ABORT; a wrong answer,
// or no terminal at all, leaves the verdict ABORT.
func TestMarkSystemBreakingNeedsAPerson(t *testing.T) {
	dir, id := aborted(t)
	for _, tc := range []struct {
		name     string
		terminal bool
		input    string
		status   string
	}{
		{"no terminal, wont_fix", false, id + "\n", "wont_fix"},
		{"no terminal, fixed", false, id + "\n", "fixed"},
		{"wrong id typed", true, "yes\n", "wont_fix"},
		{"nothing typed", true, "", "fixed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, dir, tc.terminal, tc.input, id, "--status", tc.status, "--reason", "a test key")
			var be *review.BreakingError
			if !errors.As(err, &be) || be.ID != id {
				t.Fatalf("mark = %v; want a BreakingError for %s", err, id)
			}
			if r := verdictOf(t, dir); r.Verdict != verdict.Abort || r.Find(id).Status != finding.Open {
				t.Errorf("after a refused mark: verdict %s, status %s; want ABORT, open", r.Verdict, r.Find(id).Status)
			}
		})
	}
	stderr, err := run(t, dir, true, id+"\n", id, "--status", "wont_fix", "--reason", "revoked at the provider")
	if err != nil {
		t.Fatalf("confirmed mark: %v", err)
	}
	if !strings.Contains(stderr, id+" is system-breaking") || !strings.Contains(stderr, "Type the finding id to mark it wont_fix:") {
		t.Errorf("the prompt:\n%s", stderr)
	}
	if r := verdictOf(t, dir); r.Verdict == verdict.Abort || r.Find(id).Status != finding.WontFix {
		t.Errorf("after a confirmed mark: verdict %s, status %s; want no ABORT, wont_fix", r.Verdict, r.Find(id).Status)
	}
}

// A waiver of the gate (a suppression comment the change adds over its own
// Blocker) is accepted for good only by a person who types its id; without
// a terminal it stays open, and the verdict WARN.
func TestMarkWaiverNeedsAPerson(t *testing.T) {
	dir := t.TempDir()
	id := "security-3f2a9c01-12"
	r := &verdict.Review{ReviewID: "5eed0002", Timestamp: "2026-11-29T08:00:00Z", Scope: "changeset", Target: "staged", Mode: verdict.Full,
		Findings: []finding.Finding{{ID: id, Domain: "security", Severity: finding.High, Confidence: 0.9, File: "app.go",
			Lines: finding.Lines(12, 12), Title: "A suppression comment hides the change's Blocker on line 13, for a person to confirm",
			Recommendation: "Fix the Blocker, or have a person accept the comment.", Status: finding.Open,
			Rule: finding.RuleCommentWaiver, Fingerprint: "9a1b2c3d4e5f60718293a4b5"}}}
	r.Recompute()
	if err := (&store.Store{Root: dir}).WriteLatest(r); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		terminal bool
		input    string
	}{{"no terminal", false, id + "\n"}, {"wrong id typed", true, "yes\n"}} {
		_, err := run(t, dir, tc.terminal, tc.input, id, "--status", "wont_fix", "--reason", "checked upstream")
		var be *review.BreakingError
		if !errors.As(err, &be) || !be.Waiver || !strings.Contains(err.Error(), "waiver of the gate") {
			t.Fatalf("%s: mark = %v; want a waiver refused", tc.name, err)
		}
		if got := verdictOf(t, dir); got.Verdict != verdict.Warn || got.Find(id).Status != finding.Open {
			t.Errorf("%s: verdict %s, status %s; want WARN, open", tc.name, got.Verdict, got.Find(id).Status)
		}
	}
	stderr, err := run(t, dir, true, id+"\n", id, "--status", "wont_fix", "--reason", "the id is an enum, checked upstream")
	if err != nil || !strings.Contains(stderr, "is a waiver of the gate in this change") {
		t.Fatalf("confirmed mark: %v\n%s", err, stderr)
	}
	if got := verdictOf(t, dir); got.Verdict != verdict.Pass || got.Find(id).Status != finding.WontFix {
		t.Errorf("after a confirmed mark: verdict %s, status %s; want PASS, wont_fix", got.Verdict, got.Find(id).Status)
	}
}
