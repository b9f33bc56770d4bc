package review

import (
	"context"
	"fmt"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Confirm asks the person at a terminal to confirm marking a
// system-breaking finding (or accepting a waiver of the gate), and reports whether they did (typed its id). A
// nil Confirm means nobody can be asked — an agent, a pipe, the MCP server —
// and such a finding is refused.
type Confirm func(f *finding.Finding, status finding.Status) bool

// BreakingError refuses to mark a system-breaking finding without a
// person's confirmation: an ABORT is waived only by a person.
type BreakingError struct {
	ID     string
	Status finding.Status
	Waiver bool // a waiver of the gate accepted wont_fix, not an ABORT
}

func (e *BreakingError) Error() string {
	if e.Waiver {
		return fmt.Sprintf("%s is a waiver of the gate in this change: only a person can accept it (%s), running `teamreview mark` at a terminal and typing the id to confirm; "+
			"or remove the comment or edit it points at", e.ID, e.Status)
	}
	return fmt.Sprintf("%s is system-breaking (ABORT): only a person can mark it %s, running `teamreview mark` at a terminal and typing the id to confirm; "+
		"for a credential, rotate it first, then remove it from the code and from git history", e.ID, e.Status)
}

// Mark sets the status of findings in root's review-latest.json — the one
// change agents make — refusing unknown ids, disallowed transitions and a
// file whose reviewer-owned fields were edited by hand. A wont_fix needs a
// reason: it is a decision someone will want to read later. A
// system-breaking finding is refused: nobody is asked (see MarkConfirmed).
func Mark(ctx context.Context, root string, ids []string, status finding.Status, reason string) (*verdict.Review, error) {
	return MarkConfirmed(ctx, root, ids, status, reason, nil)
}

// MarkConfirmed is Mark that marks a system-breaking finding when confirm
// says a person confirmed it.
func MarkConfirmed(ctx context.Context, root string, ids []string, status finding.Status, reason string, confirm Confirm) (*verdict.Review, error) {
	if len(ids) == 0 {
		return nil, &verdict.MarkError{Msg: "name at least one finding id to mark"}
	}
	if status == finding.WontFix && reason == "" {
		return nil, &verdict.MarkError{Msg: "--reason is required with --status wont_fix: say why the finding is a false positive or intentional"}
	}
	st := &store.Store{Root: root}
	if err := st.HasVerdict(); err != nil {
		return nil, err
	}
	// Ask before taking the lock: a person may take a while to answer.
	confirmed, err := askBreaking(st, ids, status, confirm)
	if err != nil {
		return nil, err
	}
	lock, err := st.Lock(ctx, "mark", LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	r, raw, err := st.Latest()
	if err != nil {
		return nil, err
	}
	if _, err := st.CheckEdits(raw); err != nil {
		return nil, err
	}
	// The verdict may have changed while the person answered.
	for _, id := range ids {
		if f := r.Find(id); personOnly(f, status) && !confirmed[id] {
			return nil, &BreakingError{ID: id, Status: status, Waiver: !breaking(f)}
		}
	}
	if err := verdict.Mark(r, ids, status, reason); err != nil {
		return nil, fmt.Errorf("%s: %w", st.Rel(store.LatestFile), err)
	}
	if err := st.WriteLatest(r); err != nil {
		return nil, err
	}
	if err := rememberMarks(st, r, ids, status, reason); err != nil {
		return nil, err
	}
	return r, nil
}

// askBreaking asks confirm about each system-breaking finding among ids
// and returns those a person confirmed; one not confirmed is refused.
func askBreaking(st *store.Store, ids []string, status finding.Status, confirm Confirm) (map[string]bool, error) {
	confirmed := map[string]bool{}
	r, _, err := st.Latest()
	if err != nil {
		return confirmed, nil // the locked read reports it
	}
	for _, id := range ids {
		if f := r.Find(id); personOnly(f, status) && !confirmed[id] {
			if confirm == nil || !confirm(f, status) {
				return nil, &BreakingError{ID: id, Status: status, Waiver: !breaking(f)}
			}
			confirmed[id] = true
		}
	}
	return confirmed, nil
}

// rememberMarks records a wont_fix decision, so the next review does not
// ask again, and clears abort-reason.md: marking only lowers the verdict,
// so an ABORT keeps its abort-reason.md and anything else has none.
func rememberMarks(st *store.Store, r *verdict.Review, ids []string, status finding.Status, reason string) error {
	if status == finding.WontFix {
		var ds []store.Decision
		for _, id := range ids {
			f := r.Find(id)
			ds = append(ds, store.Decision{Fingerprint: f.Fingerprint, Domain: f.Domain, File: f.File, Rule: f.Rule,
				Title: f.Title, Reason: reason, ReviewID: r.ReviewID, Time: time.Now().UTC().Format(time.RFC3339)})
		}
		if err := st.AddDecisions(ds); err != nil {
			return err
		}
	}
	if r.Verdict != verdict.Abort {
		return st.ClearAbortReason()
	}
	return nil
}

// personOnly reports a finding only a person may mark status: a
// system-breaking one, and a waiver of the gate accepted for good (its
// fixed is checked by verify: the comment or edit must be gone).
func personOnly(f *finding.Finding, status finding.Status) bool {
	return breaking(f) || f != nil && f.Status.Active() && status == finding.WontFix && f.Waiver()
}

// breaking reports a finding that makes the verdict ABORT.
func breaking(f *finding.Finding) bool {
	return f != nil && f.Status.Active() && f.Severity == finding.Blocker && f.SystemBreaking
}
