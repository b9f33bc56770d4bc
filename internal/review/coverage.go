package review

import (
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// scopeGaps are the parts of the change the scope could not load (a
// submodule bump without its commits), as coverage entries: the verdict
// says what it did not look at.
func scopeGaps(cs *scope.Changeset) []engine.Unanalyzed {
	var out []engine.Unanalyzed
	for _, g := range cs.Gaps {
		out = append(out, engine.Unanalyzed{File: g.File, Reason: g.Reason})
	}
	return out
}
