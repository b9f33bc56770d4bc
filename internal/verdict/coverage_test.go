package verdict

import (
	"reflect"
	"testing"
)

func TestWithGaps(t *testing.T) {
	reviewers := []Reviewer{
		{Name: "secrets", Status: "completed"},
		{Name: "security", Status: "unavailable", Error: "the security specialist did not finish within 1s"},
	}
	cov := &Coverage{NotAnalyzed: []NotAnalyzed{
		{File: "a.py", Language: "Python", Reason: "parsers not available"},
		{File: "b.py", Language: "Python", Reason: "does not parse as Python from line 3", Partial: true},
	}}
	got := WithGaps(cov, reviewers, map[string]string{"treesitter": "boom", "rulepack": "bang"})
	want := []Gap{
		{Kind: GapReviewer, Name: "security", Reason: "the security specialist did not finish within 1s"},
		{Kind: GapEngine, Name: "rulepack", Reason: "bang"},
		{Kind: GapEngine, Name: "treesitter", Reason: "boom"},
		{Kind: GapFile, Name: "a.py", Reason: "Python: parsers not available"},
	}
	if !reflect.DeepEqual(got.Incomplete, want) {
		t.Errorf("gaps:\n got %+v\nwant %+v", got.Incomplete, want)
	}
	if r := (&Review{Coverage: got}); !r.Incomplete() {
		t.Error("a review with gaps is not incomplete")
	}
}

// A file analyzed as far as it parses, with every reviewer done, is a
// complete review: a syntax error is not a gap in the review.
func TestWithGapsPartialOnly(t *testing.T) {
	cov := &Coverage{NotAnalyzed: []NotAnalyzed{{File: "b.py", Reason: "does not parse", Partial: true}}}
	got := WithGaps(cov, []Reviewer{{Name: "security", Status: "completed"}}, nil)
	if r := (&Review{Coverage: got}); r.Incomplete() {
		t.Errorf("incomplete: %+v", got.Incomplete)
	}
	if WithGaps(nil, nil, nil) != nil {
		t.Error("no coverage and no gaps should stay nil")
	}
}

// A file the caller names is a gap once, even when notAnalyzed has it too.
func TestWithGapsFiles(t *testing.T) {
	cov := &Coverage{NotAnalyzed: []NotAnalyzed{{File: "a.py", Reason: "unreadable"}, {File: "big.py", Reason: "scanned for secrets only", Partial: true}}}
	got := WithGaps(cov, nil, nil, Gap{Kind: GapFile, Name: "a.py", Reason: "again"}, Gap{Kind: GapFile, Name: "big.py", Reason: "Python: too large"})
	want := []Gap{{Kind: GapFile, Name: "a.py", Reason: "unreadable"}, {Kind: GapFile, Name: "big.py", Reason: "Python: too large"}}
	if !reflect.DeepEqual(got.Incomplete, want) {
		t.Errorf("gaps:\n got %+v\nwant %+v", got.Incomplete, want)
	}
}
