package php_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/php"
)

// TestTaint covers the harder flows: summaries of the file's functions and
// methods, constant keys, constant conditions and switches, escaping that
// is safe only inside quotes, and guards that end a branch.
func TestTaint(t *testing.T) {
	analysistest.Run(t, "testdata", []*analysis.Analyzer{php.Analyzer}, nil)
}
