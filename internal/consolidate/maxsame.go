package consolidate

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// MaxSameIssues caps the findings of one rule in one file, as
// golangci-lint's max-same-issues does: past State.MaxSame, the rest of a
// rule's Low and Info findings in a file move to Suppressed with a reason
// that says so, and are counted in Capped — never dropped unseen. In code
// that ships, Medium and above are always listed: the verdict asks for
// them to be fixed, and one a reader never sees is one nobody fixes; in
// tests (State.NonShipping's TestsKind) a Medium repeated past the cap is
// the same note again (a test suite's forty request echoes), and is capped
// like a Low. Examples keep theirs (readers copy them), and so does
// generated code, whose marker is a one-line edit. The most severe are
// kept first, then the first by line. The first by line are kept, so the
// choice does not depend on the order findings arrive in.
type MaxSameIssues struct{}

func (MaxSameIssues) Name() string { return "max-same-issues" }

func (MaxSameIssues) Process(st *State) {
	if st.MaxSame <= 0 {
		return
	}
	type key struct{ file, rule string }
	groups := map[key][]int{}
	for i, f := range st.Findings {
		if f.Rule != "" && (f.Severity < finding.Medium || f.Severity == finding.Medium && st.NonShipping != nil && st.NonShipping(f.File) == TestsKind) {
			k := key{f.File, f.Rule}
			groups[k] = append(groups[k], i)
		}
	}
	drop := map[int]bool{}
	for k, idx := range groups {
		if len(idx) <= st.MaxSame {
			continue
		}
		slices.SortFunc(idx, func(a, b int) int {
			fa, fb := &st.Findings[a], &st.Findings[b]
			return cmp.Or(cmp.Compare(fb.Severity, fa.Severity), cmp.Compare(fa.Lines.Start, fb.Lines.Start), strings.Compare(fa.Fingerprint, fb.Fingerprint), cmp.Compare(a, b))
		})
		for _, i := range idx[st.MaxSame:] {
			drop[i] = true
			st.Findings[i].Reason = fmt.Sprintf("%s reports %d findings in %s; the first %d are listed %s",
				k.rule, len(idx), k.file, st.MaxSame, cappedMark)
		}
	}
	if len(drop) == 0 {
		return
	}
	out := st.Findings[:0]
	for i, f := range st.Findings {
		if drop[i] {
			st.Suppressed = append(st.Suppressed, f)
			st.Capped++
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}

// cappedMark ends the reason of a finding MaxSameIssues moved.
const cappedMark = "(code_review.max_same_issues)"
