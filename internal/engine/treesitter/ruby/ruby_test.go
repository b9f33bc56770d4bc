package ruby_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/ruby"
)

// TestTaint covers the harder flows: helper and private methods,
// before_action setters, constant keys and branches, guards, escaping per
// sink and Sinatra routes.
func TestTaint(t *testing.T) {
	analysistest.Run(t, "testdata", []*analysis.Analyzer{ruby.Analyzer}, nil)
}
