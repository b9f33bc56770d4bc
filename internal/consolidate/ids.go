package consolidate

import (
	"fmt"

	"github.com/teamreview/teamreview/internal/finding"
)

// AssignIDs gives each finding its id, {domain}-{sha8(path)}-{lines|0}; the
// second finding with the same base id gets ".2", the third ".3", in the
// order the findings are in (sorted before this runs). Ids in TakenIDs are
// skipped, so findings added to an existing verdict never reuse an id.
type AssignIDs struct{}

func (AssignIDs) Name() string { return "ids" }

func (AssignIDs) Process(st *State) {
	used := map[string]bool{}
	for id := range st.TakenIDs {
		used[id] = true
	}
	for i := range st.Findings {
		f := &st.Findings[i]
		base := finding.BaseID(f.Domain, f.File, f.Lines)
		id := base
		for n := 2; used[id]; n++ {
			id = fmt.Sprintf("%s.%d", base, n)
		}
		used[id] = true
		f.ID = id
	}
}
