package csharp_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
)

// TestTaint runs the analyzer over the tricky taint cases in
// testdata/taint: constant folding, element-wise containers, switch on a
// constant, builders, summaries, allow-lists and minimal APIs.
func TestTaint(t *testing.T) {
	if n := analysistest.Run(t, "testdata/taint", []*analysis.Analyzer{csharp.Analyzer}, nil); n == 0 {
		t.Fatal("no files checked")
	}
}
