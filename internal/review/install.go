package review

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Installed says what Install did.
type Installed struct {
	Review *verdict.Review
	// Current is true when the file was the current verdict already.
	Current bool
	// Archived is where the verdict it replaced was archived ("" = nowhere).
	Archived string
}

// Install makes the verdict in data — a review file named on the command
// line (seed 001's `--fix <file>`), shown as name — the current verdict,
// so that the fixer works on it, marks what it fixes and verifies.
//
// Only a review teamreview wrote here is taken: the current verdict, or
// one archived in .code-review/ whose reviewer-owned fields the file has
// not changed (agents change statuses only). The verdict it replaces is
// archived as a new review would archive it. The content that review was
// made against is not known any more, so its suggested edits, whose byte
// offsets hold only for that content, are not applied: the fixer says so.
// An ABORT verdict is refused before anything changes.
func Install(ctx context.Context, root string, data []byte, name string) (*Installed, error) {
	r, err := store.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if r.Verdict == verdict.Abort {
		return nil, fmt.Errorf("%s is an ABORT verdict: a person must act first; the fixer does not touch it", name)
	}
	st := &store.Store{Root: root}
	lock, err := st.Lock(ctx, "fix", LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	prev, prevRaw, err := st.Latest()
	if err != nil && !errors.Is(err, store.ErrNoVerdict) {
		return nil, err
	}
	if prev != nil && prev.ReviewID == r.ReviewID {
		if !bytes.Equal(bytes.TrimSpace(prevRaw), bytes.TrimSpace(data)) {
			return nil, fmt.Errorf("%s is review %s, the current verdict, but differs from %s: fix the current verdict (`teamreview fix`)", name, r.ReviewID, st.Rel(store.LatestFile))
		}
		return &Installed{Review: r, Current: true}, nil
	}
	archiveName := "review-" + r.ReviewID + ".json"
	written, err := os.ReadFile(st.Path(archiveName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: review %s was not written here (there is no %s to check it against): fix only a review of this project", name, r.ReviewID, st.Rel(archiveName))
	}
	if err != nil {
		return nil, err
	}
	if err := verdict.CheckEdits(written, data); err != nil {
		return nil, fmt.Errorf("%s differs from %s beyond statuses: %w", name, st.Rel(archiveName), err)
	}
	// A current verdict edited by hand is not replaced, as a review
	// without --force does not replace it.
	if _, err := checkEdited(st, prev, prevRaw, false); err != nil {
		return nil, err
	}
	out := &Installed{Review: r}
	if out.Archived, err = st.Archive(prev, prevRaw); err != nil {
		return nil, err
	}
	if err := st.WriteLatest(r); err != nil {
		return nil, err
	}
	return out, st.WriteLines(&store.Lines{ReviewID: r.ReviewID, Files: map[string][]string{}})
}
