package python_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
)

// TestTaint covers the harder flows: summaries of the file's functions
// (return values and sinks inside), constant keys and indices, overwritten
// variables, constant conditions and match statements, and sanitizers.
func TestTaint(t *testing.T) {
	analysistest.Run(t, "testdata", []*analysis.Analyzer{python.Analyzer}, nil)
}
