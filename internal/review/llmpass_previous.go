package review

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// maxPrevious bounds the earlier findings one reviewer is asked about.
const maxPrevious = 30

// previousCycle is what a re-review (seed 004 §9d.3) carries over from the
// review before it: the findings it left unresolved, by domain.
type previousCycle struct {
	reviewID string
	byDomain map[string][]finding.Finding
}

// lastCycle reads the previous review when this one re-reviews its
// change: fixes were made and verified since (its mode is verify), or a
// file it found problems in has changed since. A review of the same code
// again is no new cycle: it asks nothing new, and its answers come from
// the cache. Only the unresolved findings in files under review now are
// kept, each with the domain that reported it.
func lastCycle(cs *scope.Changeset) *previousCycle {
	st := &store.Store{Root: cs.Root}
	r, _, err := st.Latest()
	if err != nil {
		return nil
	}
	var open []finding.Finding
	for _, f := range r.Findings {
		if file := cs.File(f.File); f.Status.Active() && file != nil && file.Reviewable() {
			open = append(open, f)
		}
	}
	if len(open) == 0 || (r.Mode != verdict.VerifyMode && !changedSince(st, r.ReviewID, cs, open)) {
		return nil
	}
	pc := &previousCycle{reviewID: r.ReviewID, byDomain: map[string][]finding.Finding{}}
	for _, f := range open {
		if len(pc.byDomain[f.Domain]) < maxPrevious {
			pc.byDomain[f.Domain] = append(pc.byDomain[f.Domain], f)
		}
	}
	return pc
}

// changedSince reports whether a file of the findings differs from what
// the review recorded of it (store.Lines).
func changedSince(st *store.Store, reviewID string, cs *scope.Changeset, fs []finding.Finding) bool {
	lines, err := st.ReadLines()
	if err != nil || lines == nil || lines.ReviewID != reviewID {
		return false
	}
	for _, f := range fs {
		was, ok := lines.Files[f.File]
		if ok && !slices.Equal(was, FileLineHashes(f.File, cs.File(f.File).Content)) {
			return true
		}
	}
	return false
}

// block lists a domain's unresolved findings for its reviewer, or nothing.
// Titles come from the model and the code, so they are data, not
// instructions.
func (pc *previousCycle) block(domain string) []llm.Block {
	if pc == nil || len(pc.byDomain[domain]) == 0 {
		return nil
	}
	var b strings.Builder
	for _, f := range pc.byDomain[domain] {
		loc := f.File
		if !f.Lines.IsZero() {
			loc += ":" + f.Lines.String()
		}
		fmt.Fprintf(&b, "- %s %s [%s, %s, rule %s]: %s\n", f.ID, loc, f.Severity, f.Status, f.Rule, f.Title)
	}
	return []llm.Block{{Label: previousLabel(pc.reviewID), Content: b.String()}}
}

func previousLabel(id string) string {
	return "findings review " + id + " left unresolved"
}

// task is the instruction that goes with block.
func (pc *previousCycle) task(domain string) string {
	if pc == nil || len(pc.byDomain[domain]) == 0 {
		return ""
	}
	return fmt.Sprintf("\nThis is a re-review. The block %q lists what the previous review reported in your domain and is not resolved yet. "+
		"Confirm each against the code as it is now, and add \"previous\":[{\"id\":\"its id\",\"stillPresent\":true or false}] to your answer, "+
		"one entry per listed id. Report again, at its lines as they are now, each one with a rule starting llm/ that is still present; "+
		"the deterministic checks re-check the others themselves.", previousLabel(pc.reviewID))
}

// previousNote says what a reviewer confirmed of the earlier findings it
// was asked about; "" when it said nothing of them.
func previousNote(role string, pc *previousCycle, said []llm.PreviousStatus) string {
	if pc == nil || len(pc.byDomain[role]) == 0 {
		return ""
	}
	asked := map[string]bool{}
	for _, f := range pc.byDomain[role] {
		asked[f.ID] = true
	}
	var present, resolved []string
	for _, s := range said {
		if !asked[s.ID] {
			continue
		}
		delete(asked, s.ID)
		if s.StillPresent {
			present = append(present, s.ID)
		} else {
			resolved = append(resolved, s.ID)
		}
	}
	var parts []string
	if len(present) > 0 {
		parts = append(parts, fmt.Sprintf("the model says %d still present (%s)", len(present), strings.Join(present, ", ")))
	}
	if len(resolved) > 0 {
		parts = append(parts, fmt.Sprintf("%d resolved (%s)", len(resolved), strings.Join(resolved, ", ")))
	}
	if len(asked) > 0 {
		parts = append(parts, fmt.Sprintf("no word on %d", len(asked)))
	}
	return fmt.Sprintf("%s: re-review of %d finding(s) review %s left unresolved: %s", role, len(pc.byDomain[role]), pc.reviewID, strings.Join(parts, "; "))
}
