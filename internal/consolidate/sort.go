package consolidate

import (
	"slices"

	"github.com/teamreview/teamreview/internal/finding"
)

// Sort orders findings deterministically: most severe first, then by place.
type Sort struct{}

func (Sort) Name() string { return "sort" }

func (Sort) Process(st *State) {
	slices.SortStableFunc(st.Findings, compare)
	slices.SortStableFunc(st.Suppressed, compare)
}

func compare(a, b finding.Finding) int {
	switch {
	case finding.Less(&a, &b):
		return -1
	case finding.Less(&b, &a):
		return 1
	}
	return 0
}
