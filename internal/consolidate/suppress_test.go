package consolidate

import (
	"testing"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

func TestSuppress(t *testing.T) {
	src := `package x

func a() {
	q := "SELECT " + v //teamreview:ignore gosec/G202 v is a column name from a fixed list
	q = "SELECT " + v //teamreview:ignore G202
	// nolint:gosec // reviewed: constant input
	q = "SELECT " + v
	q = "SELECT " + v //nolint:staticcheck // wrong linter
	q = "SELECT " + v //nolint
	x := 1
	q = "SELECT " + v
}
`
	cs := &scope.Changeset{Files: []scope.File{{Path: "x.go", Content: []byte(src)}}}
	mk := func(line int, rule string) finding.Finding {
		return finding.Finding{File: "x.go", Lines: finding.Lines(line, line), Rule: rule}
	}
	st := &State{Changeset: cs, Findings: []finding.Finding{
		mk(4, "gosec/G202"), mk(5, "gosec/G202"), mk(7, "gosec/G202"), mk(8, "gosec/G202"), mk(9, "gosec/G202"),
		mk(11, "gosec/G202"), mk(4, "vet/printf"), mk(9, finding.RuleBareSuppression),
	}}
	Suppress{}.Process(st)
	var kept []int
	for _, f := range st.Findings {
		kept = append(kept, f.Lines.Start)
	}
	// Line 8 names the wrong linter, 11 has no comment, the printf finding on 4
	// is another rule, and a bare-suppression finding is never suppressed.
	if want := []int{8, 11, 4, 9}; !equal(kept, want) {
		t.Errorf("kept lines %v, want %v", kept, want)
	}
	reasons := map[int]string{}
	for _, f := range st.Suppressed {
		reasons[f.Lines.Start] = f.Reason
	}
	want := map[int]string{
		4: "suppressed inline: v is a column name from a fixed list",
		5: "suppressed inline: (no reason given)",
		7: "suppressed inline: reviewed: constant input",
		9: "suppressed inline: (no reason given)",
	}
	for line, r := range want {
		if reasons[line] != r {
			t.Errorf("line %d reason %q, want %q", line, reasons[line], r)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestFilterModes(t *testing.T) {
	cs := &scope.Changeset{IsDiff: true, Files: []scope.File{{Path: "a.go", Changed: []finding.LineRange{finding.Lines(10, 10)}}}}
	in := func() []finding.Finding {
		return []finding.Finding{
			{File: "a.go", Lines: finding.Lines(10, 10)},
			{File: "a.go", Lines: finding.Lines(12, 12)},
			{File: "a.go", Lines: finding.Lines(40, 40)},
			{File: "b.go", Lines: finding.Lines(1, 1)},
		}
	}
	for mode, want := range map[FilterMode]int{FilterAdded: 1, FilterDiffContext: 2, FilterFile: 3, FilterNone: 3} {
		st := &State{Changeset: cs, Filter: mode, Context: 3, Findings: in()}
		DiffFilter{}.Process(st)
		if len(st.Findings) != want || len(st.Hidden) != 4-want {
			t.Errorf("%s: kept %d hidden %d, want %d kept", mode, len(st.Findings), len(st.Hidden), want)
		}
	}
	if _, err := ParseFilter("bogus"); err == nil {
		t.Error("bad filter accepted")
	}
}

func TestWithholdSecrets(t *testing.T) {
	fix := func(text string) finding.Fix {
		return finding.Fix{Message: "m", Edits: []finding.TextEdit{{File: "a.go", NewText: text}}}
	}
	st := &State{
		HasSecret: func(_, text string) bool { return text == "LEAK" },
		Findings: []finding.Finding{
			{Fixes: []finding.Fix{fix("ok"), fix("LEAK")}},
			{Fixes: []finding.Fix{fix("LEAK")}, Title: "LEAK", Recommendation: "fine", Rule: "r"},
		},
	}
	WithholdSecrets{}.Process(st)
	if st.Findings[1].Title == "LEAK" || st.Findings[1].Recommendation != "fine" {
		t.Errorf("title not withheld: %+v", st.Findings[1])
	}
	if len(st.Findings[0].Fixes) != 1 || st.Findings[0].Fixes[0].Edits[0].NewText != "ok" || st.Findings[1].Fixes != nil || st.Withheld != 2 {
		t.Errorf("got %+v, withheld %d", st.Findings, st.Withheld)
	}
}
