package consolidate

import (
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// AssignIDs gives each finding its id, {domain}-{sha8(path)}-{lines|0}; the
// second finding with the same base id gets ".2", the third ".3", in the
// order the findings are in (sorted before this runs). A finding the
// previous verdict had (same base id and fingerprint) keeps its id first:
// a new finding on the same line does not move an id an agent may already
// hold. Ids in TakenIDs are skipped, so findings added to an existing
// verdict never reuse an id.
type AssignIDs struct{}

func (AssignIDs) Name() string { return "ids" }

func (AssignIDs) Process(st *State) {
	used := map[string]bool{}
	for id := range st.TakenIDs {
		used[id] = true
	}
	ids := make([]string, len(st.Findings))
	known := previousIDs(st.Previous)
	for i := range st.Findings {
		f := &st.Findings[i]
		if id, ok := known[idKey(f)]; ok && !used[id] {
			ids[i], used[id] = id, true
		}
	}
	for i := range st.Findings {
		if ids[i] != "" {
			continue
		}
		f := &st.Findings[i]
		base := finding.BaseID(f.Domain, f.File, f.Lines)
		id := base
		for n := 2; used[id]; n++ {
			id = fmt.Sprintf("%s.%d", base, n)
		}
		ids[i], used[id] = id, true
	}
	for i := range st.Findings {
		st.Findings[i].ID = ids[i]
	}
}

// idKey is what makes a finding the same one across reviews, for its id:
// where it is (its base id) and what it is (its fingerprint).
func idKey(f *finding.Finding) string {
	return finding.BaseID(f.Domain, f.File, f.Lines) + " " + f.Fingerprint
}

// previousIDs maps the previous findings' keys to their ids; an id that
// does not follow from its finding's place (a hand-edited file) is not
// carried over, nor is a key two findings shared.
func previousIDs(prev []finding.Finding) map[string]string {
	out := map[string]string{}
	dup := map[string]bool{}
	for i := range prev {
		f := &prev[i]
		base := finding.BaseID(f.Domain, f.File, f.Lines)
		if f.Fingerprint == "" || (f.ID != base && !strings.HasPrefix(f.ID, base+".")) {
			continue
		}
		k := idKey(f)
		if _, ok := out[k]; ok {
			dup[k] = true
		}
		out[k] = f.ID
	}
	for k := range dup {
		delete(out, k)
	}
	return out
}
