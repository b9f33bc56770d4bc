package verdict

import (
	"cmp"
	"slices"
)

// Kinds of Gap.
const (
	GapReviewer = "reviewer" // a specialist of the team did not complete
	GapEngine   = "engine"   // an engine the team needed failed
	GapFile     = "file"     // a file in scope that no engine analyzed
)

// Gap is one part of the scope the review did not look at, and why. A
// verdict with gaps is incomplete: its decision covers only the rest.
type Gap struct {
	Kind   string `json:"kind"`
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// Incomplete reports whether part of the scope went unreviewed. Such a
// verdict must not be read as a pass: the command exits 4 on it unless the
// verdict is FAIL or ABORT anyway, or the user allowed it.
func (r *Review) Incomplete() bool {
	return r.Coverage != nil && len(r.Coverage.Incomplete) > 0
}

// WithGaps records in cov what the review did not look at: the reviewers
// that did not complete, the engines that failed (by name, with their
// error) and the files of cov.NotAnalyzed that no engine analyzed at all.
//
// A file analyzed in part (Partial: its own syntax error stopped the parser
// part way, and what parsed was analyzed) is not a gap: the code was looked
// at as far as it is code, and the broken part is the author's to see. Model
// coverage is not a gap either: the model reviewers add to the deterministic
// ones, which saw every file. It returns cov, or a new Coverage when cov is
// nil and there is a gap, or nil when there is neither.
//
// files are more file gaps the caller knows of (a file only partly read by
// one engine, whose code no reviewer saw); a file already listed is not
// listed twice.
func WithGaps(cov *Coverage, reviewers []Reviewer, failedEngines map[string]string, files ...Gap) *Coverage {
	var gaps []Gap
	for _, rv := range reviewers {
		if rv.Status != "completed" {
			gaps = append(gaps, Gap{Kind: GapReviewer, Name: rv.Name, Reason: cmp.Or(rv.Error, "did not complete")})
		}
	}
	var engines []Gap
	for name, err := range failedEngines {
		engines = append(engines, Gap{Kind: GapEngine, Name: name, Reason: err})
	}
	slices.SortFunc(engines, func(a, b Gap) int { return cmp.Compare(a.Name, b.Name) })
	gaps = append(gaps, engines...)
	if cov != nil {
		for _, n := range cov.NotAnalyzed {
			if n.Partial || n.Accepted {
				continue
			}
			why := n.Reason
			if n.Language != "" {
				why = n.Language + ": " + why
			}
			gaps = append(gaps, Gap{Kind: GapFile, Name: n.File, Reason: why})
		}
	}
	for _, g := range files {
		if !slices.ContainsFunc(gaps, func(x Gap) bool { return x.Kind == GapFile && x.Name == g.Name }) {
			gaps = append(gaps, g)
		}
	}
	if len(gaps) == 0 {
		if cov != nil {
			cov.Incomplete = nil
		}
		return cov
	}
	if cov == nil {
		cov = &Coverage{}
	}
	cov.Incomplete = gaps
	return cov
}
