package java_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
)

// TestTaint runs the analyzer over the tricky taint cases in
// testdata/taint: constant folding, element-wise containers, break states,
// summaries and context-specific encoders.
func TestTaint(t *testing.T) {
	if n := analysistest.Run(t, "testdata/taint", []*analysis.Analyzer{java.Analyzer}, nil); n == 0 {
		t.Fatal("no files checked")
	}
}
