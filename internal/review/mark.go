package review

import (
	"context"
	"fmt"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Mark sets the status of findings in root's review-latest.json — the one
// change agents make — refusing unknown ids, disallowed transitions and a
// file whose reviewer-owned fields were edited by hand. A wont_fix needs a
// reason: it is a decision someone will want to read later.
func Mark(ctx context.Context, root string, ids []string, status finding.Status, reason string) (*verdict.Review, error) {
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
	if err := verdict.Mark(r, ids, status, reason); err != nil {
		return nil, fmt.Errorf("%s: %w", st.Rel(store.LatestFile), err)
	}
	if err := st.WriteLatest(r); err != nil {
		return nil, err
	}
	if status == finding.WontFix {
		// Remember the decision, so the next review does not ask again.
		var ds []store.Decision
		for _, id := range ids {
			f := r.Find(id)
			ds = append(ds, store.Decision{Fingerprint: f.Fingerprint, Domain: f.Domain, File: f.File, Rule: f.Rule,
				Title: f.Title, Reason: reason, ReviewID: r.ReviewID, Time: time.Now().UTC().Format(time.RFC3339)})
		}
		if err := st.AddDecisions(ds); err != nil {
			return nil, err
		}
	}
	// Marking only lowers the verdict: an ABORT keeps its abort-reason.md,
	// anything else has none.
	if r.Verdict != verdict.Abort {
		if err := st.ClearAbortReason(); err != nil {
			return nil, err
		}
	}
	return r, nil
}
