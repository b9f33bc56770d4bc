package verify

import (
	"testing"

	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/store"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/verdict"
)

func fnd(id string, line int, fp string, st finding.Status) finding.Finding {
	return finding.Finding{ID: id, Domain: "secrets", File: "a_test.go", Lines: finding.Lines(line, line), Fingerprint: fp,
		Status: st, Severity: finding.High, Confidence: 0.9, Title: "t", Recommendation: "r", Rule: "gitleaks/x"}
}

func TestApplyMatchesOneToOne(t *testing.T) {
	r := &verdict.Review{Findings: []finding.Finding{
		fnd("secrets-aaaaaaaa-2", 2, "twin", finding.Fixed), // really fixed
		fnd("secrets-aaaaaaaa-3", 3, "twin", finding.Open),  // its twin still stands
		fnd("secrets-aaaaaaaa-7", 7, "solo", finding.Fixed), // claimed fixed, still there (moved to 9)
		fnd("secrets-aaaaaaaa-8", 8, "gone", finding.Fixed), // really fixed
	}}
	fixed := []*finding.Finding{&r.Findings[0], &r.Findings[2], &r.Findings[3]}
	current := []finding.Finding{
		fnd("", 3, "twin", finding.Open),
		fnd("", 9, "solo", finding.Open),
		fnd("", 12, "fresh", finding.Open), // introduced on a line the fix changed: new
		fnd("", 20, "old", finding.Open),   // on a line nobody changed: not this verify's business
	}
	cs := &scope.Changeset{Files: []scope.File{{Path: "a_test.go", Changed: []finding.LineRange{finding.Lines(2, 2), finding.Lines(12, 12)}}}}
	out := &Outcome{}
	out.apply(r, fixed, current, cs, nil, nil, nil)

	want := map[string]finding.Status{
		"secrets-aaaaaaaa-2": finding.Verified,
		"secrets-aaaaaaaa-3": finding.Open,
		"secrets-aaaaaaaa-7": finding.Reopened,
		"secrets-aaaaaaaa-8": finding.Verified,
	}
	for _, f := range r.Findings[:4] {
		if f.Status != want[f.ID] {
			t.Errorf("%s: %s, want %s", f.ID, f.Status, want[f.ID])
		}
	}
	if len(out.Added) != 1 || len(r.Findings) != 5 || r.Findings[4].Lines.Start != 12 || r.Findings[4].Status != finding.Open {
		t.Fatalf("added %v, findings %+v", out.Added, r.Findings[4:])
	}
	if r.Findings[4].ID != finding.BaseID("secrets", "a_test.go", finding.Lines(12, 12)) {
		t.Errorf("new id %s", r.Findings[4].ID)
	}
}

// Counting, not set membership: two copies before the fix and two after
// means the fixed one is still there, wherever it moved.
func TestApplyCountsCopies(t *testing.T) {
	r := &verdict.Review{Findings: []finding.Finding{
		fnd("secrets-aaaaaaaa-2", 2, "twin", finding.Fixed),
		fnd("secrets-aaaaaaaa-3", 3, "twin", finding.Open),
	}}
	cs := &scope.Changeset{Files: []scope.File{{Path: "a_test.go", Changed: []finding.LineRange{finding.Lines(12, 13)}}}}
	current := []finding.Finding{fnd("", 3, "twin", finding.Open), fnd("", 12, "twin", finding.Open), fnd("", 13, "twin", finding.Open)}
	out := &Outcome{}
	out.apply(r, []*finding.Finding{&r.Findings[0]}, current, cs, nil, nil, nil)
	if r.Findings[0].Status != finding.Reopened || len(out.Added) != 1 || r.Findings[2].Lines.Start != 13 {
		t.Errorf("status %s, added %v, findings %+v", r.Findings[0].Status, out.Added, r.Findings)
	}
}

func TestMarkChangedLines(t *testing.T) {
	// Without a snapshot no line counts as changed, so verify adds nothing.
	cs := &scope.Changeset{Files: []scope.File{{Path: "a.go", Content: []byte("x\n")}}}
	markChangedLines(cs, nil)
	if cs.Files[0].Changed == nil || len(cs.Files[0].Changed) != 0 {
		t.Errorf("Changed = %#v, want empty, not nil (nil means every line)", cs.Files[0].Changed)
	}
}

// A file that did not change since the verdict has no changed line; it is
// not "every line changed", which would make every finding in it new.
func TestMarkChangedLinesUnchangedFile(t *testing.T) {
	content := []byte("package a\n\nfunc f() {}\n")
	cs := &scope.Changeset{Files: []scope.File{{Path: "a.go", Content: content}}}
	lines := &store.Lines{Files: map[string][]string{"a.go": review.FileLineHashes("a.go", content)}}
	markChangedLines(cs, lines)
	f := &cs.Files[0]
	if f.Changed == nil || len(f.Changed) != 0 || f.InChange(finding.Lines(2, 2), 0) {
		t.Errorf("Changed = %#v, want empty, not nil", f.Changed)
	}
	if got := review.ChangedLines([]string{"a", "b"}, []string{"a", "b"}); got == nil || len(got) != 0 {
		t.Errorf("ChangedLines of an unchanged file = %#v, want empty, not nil", got)
	}
}

// One SQL injection reported by two rules is one finding in the verdict;
// marked fixed and its lines rewritten without removing the problem,
// verify reopens it and adds nothing: the second rule's report is the same
// problem, not a new one.
func TestApplyMergedFindingStillThere(t *testing.T) {
	sql := func(rule string, line int) finding.Finding {
		f := fnd("", line, "fp-"+rule, finding.Open)
		f.Domain, f.Rule, f.CWE, f.Severity = "security", rule, []string{"CWE-89"}, finding.Blocker
		return f
	}
	merged := sql("gosec/G201", 12)
	merged.ID, merged.Status, merged.RelatedRules = "security-aaaaaaaa-12", finding.Fixed, []string{"gosec/G701"}
	r := &verdict.Review{Findings: []finding.Finding{merged}}
	cs := &scope.Changeset{Files: []scope.File{{Path: "a_test.go", Changed: []finding.LineRange{finding.Lines(12, 13)}}}}
	for _, current := range [][]finding.Finding{
		{sql("gosec/G201", 12), sql("gosec/G701", 13)},
		// The query now built by concatenation: G202's text, but G701
		// still reports the problem there.
		{sql("gosec/G202", 12), sql("gosec/G701", 13)},
	} {
		r.Findings[0].Status = finding.Fixed
		r.Findings = r.Findings[:1]
		out := &Outcome{}
		out.apply(r, []*finding.Finding{&r.Findings[0]}, current, cs, nil, nil, nil)
		if len(r.Findings) != 1 || r.Findings[0].Status != finding.Reopened || len(out.Added) != 0 {
			t.Errorf("current %v: findings %+v, added %v", current[0].Rule, r.Findings, out.Added)
		}
	}
}
