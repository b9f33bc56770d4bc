package review

import (
	"fmt"
	"slices"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/consolidate"
)

// filterWidth orders the diff filter's modes by how much of a changed
// file they report: added lines only, those and the lines around them,
// the whole file, everything.
var filterWidth = []consolidate.FilterMode{consolidate.FilterAdded, consolidate.FilterDiffContext, consolidate.FilterFile, consolidate.FilterNone}

// scopeWaivers are the settings the edit narrows that decide which
// findings reach the verdict at all: the diff filter (filter: added drops
// a Blocker on the line beside the edit), the context lines it keeps, and
// the test-code preset put back to essential (security findings in
// tests, examples and generated files kept only as suppressed), a linter
// the project ran (external.tools), and the binary that runs its ast-grep
// rules (rulepack.ast_grep: /bin/true reports nothing). Each drops what
// the project's setting reported, as a rule disabled does.
func scopeWaivers(before, after config.Config) []waiver {
	var ws []waiver
	was, now := filterMode(before), filterMode(after)
	wasW, nowW := slices.Index(filterWidth, was), slices.Index(filterWidth, now)
	switch {
	case nowW < wasW:
		ws = append(ws, waiver{what: fmt.Sprintf("narrows the diff filter from %s to %s", was, now), key: "filter"})
	case now == consolidate.FilterDiffContext && was == now && after.CodeReview.DiffContext < before.CodeReview.DiffContext:
		ws = append(ws, waiver{what: fmt.Sprintf("cuts diff_context from %d lines to %d", before.CodeReview.DiffContext,
			after.CodeReview.DiffContext), key: "diff_context"})
	}
	for _, tool := range before.External.Tools {
		if !slices.Contains(after.External.Tools, tool) {
			ws = append(ws, waiver{what: "stops running " + tool + " (external.tools): its findings go with it", key: "tools"})
		}
	}
	if after.Rulepack.AstGrep != before.Rulepack.AstGrep {
		ws = append(ws, waiver{what: fmt.Sprintf("runs the project's ast-grep rules with %q (rulepack.ast_grep)", after.Rulepack.AstGrep), key: "ast_grep"})
	}
	if before.CodeReview.TestCode == "all" && after.CodeReview.TestCode != "all" {
		ws = append(ws, waiver{what: "sets test_code to " + after.CodeReview.TestCode + " (findings in tests, examples and generated files suppressed)",
			key: "test_code"})
	}
	return ws
}

// filterMode is a configuration's diff filter mode ("" is the default).
func filterMode(c config.Config) consolidate.FilterMode {
	m, err := consolidate.ParseFilter(c.CodeReview.Filter)
	if err != nil {
		return consolidate.FilterDiffContext
	}
	return m
}
