package review

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/version"
)

// BaselineFile, at the review root and meant to be committed, lists the
// findings a project already had when it adopted teamreview: later reviews
// treat them as known (suppressed, with that reason) instead of failing on
// old problems.
const BaselineFile = ".teamreview-baseline.json"

// Baseline is the baseline file.
type Baseline struct {
	Version  int             `json:"version"`
	Created  string          `json:"created"`
	Tool     string          `json:"tool"`
	Target   string          `json:"target"`
	Findings []BaselineEntry `json:"findings"`
}

// BaselineEntry is one known finding: what matches it, and what it was.
type BaselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Domain      string `json:"domain"`
	File        string `json:"file"`
	Rule        string `json:"rule"`
	Severity    string `json:"severity"`
	Title       string `json:"title"`
}

func (e BaselineEntry) key() string { return e.Domain + "\x00" + e.File + "\x00" + e.Fingerprint }

// ReadBaseline reads root's baseline; none is an empty one. A malformed
// file is an error naming it.
func ReadBaseline(root string) (*Baseline, error) {
	data, err := os.ReadFile(filepath.Join(root, BaselineFile))
	if errors.Is(err, fs.ErrNotExist) {
		return &Baseline{}, nil
	}
	if err != nil {
		return nil, err
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("%s: %w", BaselineFile, err)
	}
	if b.Version != 1 {
		return nil, fmt.Errorf("%s: version %d, this teamreview reads 1", BaselineFile, b.Version)
	}
	return &b, nil
}

// BaselineAbortError refuses a baseline of a review that would ABORT.
type BaselineAbortError struct{ Where []string }

func (e *BaselineAbortError) Error() string {
	return fmt.Sprintf("refusing to write %s: %d system-breaking finding(s) (%s) would ABORT the review, and a baseline never waives that; "+
		"a person must act first (for a credential: rotate it, then remove it from the code and from git history)",
		BaselineFile, len(e.Where), strings.Join(e.Where, ", "))
}

// WriteBaseline reviews the plan's target and records every finding it
// reports as known. It writes no verdict and no report.
func (p *Plan) WriteBaseline(ctx context.Context) (*Baseline, error) {
	st := &store.Store{Root: p.Changeset.Root}
	lock, err := st.Lock(ctx, "baseline", LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	res, state, err := p.collect(ctx, nil, p.unrecorded())
	if err != nil {
		return nil, err
	}
	// The model pass gives up quietly when interrupted: a baseline of half a
	// review would record too little as known, so an interrupted one writes
	// nothing.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, r := range res.Reviewers {
		if r.Err != nil {
			return nil, fmt.Errorf("the %s specialist failed, so the baseline would be incomplete: %w", r.Name, r.Err)
		}
	}
	// A baseline waives findings for good; an ABORT is waived only by a
	// person, one finding at a time.
	var abort []string
	for i := range state.Findings {
		if f := &state.Findings[i]; breaking(f) {
			abort = append(abort, fmt.Sprintf("%s:%s", f.File, f.Lines))
		}
	}
	if len(abort) > 0 {
		return nil, &BaselineAbortError{Where: abort}
	}
	b := &Baseline{Version: 1, Created: p.Opts.Now().UTC().Format(time.RFC3339), Tool: version.String(), Target: p.Changeset.Target,
		Findings: []BaselineEntry{}}
	for _, f := range state.Findings {
		b.Findings = append(b.Findings, BaselineEntry{Fingerprint: f.Fingerprint, Domain: f.Domain, File: f.File, Rule: f.Rule,
			Severity: f.Severity.String(), Title: f.Title})
	}
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return nil, err
	}
	return b, atomicfile.Write(filepath.Join(p.Changeset.Root, BaselineFile), append(data, '\n'), 0o644)
}
