package verdict

import (
	"github.com/teamreview/teamreview/internal/finding"
)

// Review is the verdict file. The fields up to Findings are the contract of
// seeds/002 and verdict.schema.json; the rest are additions that readers
// of the contract may ignore.
type Review struct {
	ReviewID   string            `json:"reviewId"`
	Timestamp  string            `json:"timestamp"`
	Scope      string            `json:"scope"`
	Target     string            `json:"target"`
	Mode       Mode              `json:"mode"`
	Verdict    Decision          `json:"verdict"`
	Summary    Summary           `json:"summary"`
	ReportPath string            `json:"reportPath"`
	Findings   []finding.Finding `json:"findings"`

	// Head is the short commit the review looked at, when there is one.
	Head string `json:"head,omitempty"`
	// Reviewers records each specialist that was asked to review and whether
	// it completed.
	Reviewers []Reviewer `json:"reviewers,omitempty"`
	// Hidden counts findings kept out of Findings because they lie in code
	// the change does not touch (the diff filter annotates, it does not lose
	// count).
	Hidden int `json:"hiddenOutsideDiff,omitempty"`
	// Suppressed lists findings an inline comment suppressed, each with the
	// comment's reason. They never count toward the verdict.
	Suppressed []finding.Finding `json:"suppressed,omitempty"`
	// Tool is the name and version of the program that wrote the file.
	Tool string `json:"tool,omitempty"`
	// Coverage says what the model reviewers saw, when they ran: a model
	// pass is never silently partial. Its Incomplete lists what the review
	// did not look at: see Review.Incomplete.
	Coverage *Coverage `json:"coverage,omitempty"`
}

// Coverage says what the review could not fully look at: what the model
// reviewers were shown, and the files the engines did not analyze.
type Coverage struct {
	Model *ModelCoverage `json:"model,omitempty"`
	// NotAnalyzed lists files in a language the review covers that an engine
	// could not analyze (a binary built without cgo has no parsers), or
	// could analyze only in part (partial: a syntax error).
	NotAnalyzed []NotAnalyzed `json:"notAnalyzed,omitempty"`
	// Incomplete lists the parts of the scope the verdict does not cover:
	// reviewers that did not complete, engines that failed, files no engine
	// analyzed (WithGaps). Empty means the review is complete.
	Incomplete []Gap `json:"incomplete,omitempty"`
	// OutsideConfig says, one line each, what a configuration file the
	// repository does not hold (the user's own, a --config path outside
	// the root) did to this review that the project's own files would
	// not: a rule it disabled that found something here, a template
	// without a reviewer, a narrower diff filter, a language accepted
	// unanalyzed, a rule directory's hiding rows, words it gives a model
	// reviewer (teams.overlays). Not a gap — a CI job may pass its own
	// file — but no change shows it, so it is recorded.
	OutsideConfig []string `json:"outsideConfig,omitempty"`
}

// NotAnalyzed is one file an engine did not analyze, or not all of. An
// entry without Partial makes the review incomplete (WithGaps): an engine
// sets Partial only when it analyzed the file as far as the file's own
// source allows (a syntax error part way), so that broken code under
// review does not read as a gap in the review.
type NotAnalyzed struct {
	File     string `json:"file"`
	Language string `json:"language,omitempty"`
	Reason   string `json:"reason"`
	Partial  bool   `json:"partial,omitempty"`
	// Accepted is true for a file of a language no engine analyzes that
	// the project chose not to review (coverage.accept_unanalyzed): listed,
	// and not a gap either.
	Accepted bool `json:"accepted,omitempty"`
}

// ModelCoverage counts the files and lines sent to the model, and lists
// what was not sent and why.
type ModelCoverage struct {
	Specialists []string `json:"specialists"`
	// Chunks is how many requests each specialist's part took, when the
	// change was too large for one.
	Chunks  int       `json:"chunks,omitempty"`
	Files   int       `json:"files"`
	Lines   int       `json:"lines"`
	Skipped []Skipped `json:"skipped,omitempty"`
	// Roles is the usage of each model reviewer, Total their sum.
	Roles []ModelUsage `json:"roles,omitempty"`
	Total *ModelUsage  `json:"total,omitempty"`
	// Tips counts the messages the model reviewers sent each other.
	Tips int `json:"tips,omitempty"`
}

// Skipped is a file, or part of one, the model did not see.
type Skipped struct {
	File   string `json:"file"`
	Reason string `json:"reason"`
}

// Reviewer is one specialist's part in a review.
type Reviewer struct {
	Name string `json:"name"`
	// Status is "completed" or "unavailable".
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Files is how many files the specialist examined.
	Files int `json:"files"`
}

// Recompute refreshes Verdict and Summary from the findings. An incomplete
// review is WARN at least, whatever became of its GapFinding.
func (r *Review) Recompute() {
	r.Verdict, r.Summary = Compute(r.Findings)
	if r.Incomplete() && r.Verdict == Pass {
		r.Verdict = Warn
	}
}

// Find returns the finding with the given id, or nil.
func (r *Review) Find(id string) *finding.Finding {
	for i := range r.Findings {
		if r.Findings[i].ID == id {
			return &r.Findings[i]
		}
	}
	return nil
}

// ByDomain computes a reviewer's own verdict and counts from its findings,
// for the report's reviewer table.
func (r *Review) ByDomain(domain string) (Decision, Summary) {
	var mine []finding.Finding
	for _, f := range r.Findings {
		if f.Domain == domain {
			mine = append(mine, f)
		}
	}
	return Compute(mine)
}
