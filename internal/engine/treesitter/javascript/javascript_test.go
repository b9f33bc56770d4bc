package javascript_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
)

// TestApps runs the analyzer over small realistic applications: an
// Express shop API, a Next.js route handler, React components, a Koa
// service. Their vulnerable lines carry wants; every other line must get
// nothing.
func TestApps(t *testing.T) {
	analysistest.Run(t, "testdata/apps", []*analysis.Analyzer{javascript.Analyzer}, nil)
}

// TestTaint covers the taint analysis's tricky cases, one file each.
func TestTaint(t *testing.T) {
	analysistest.Run(t, "testdata/taint", []*analysis.Analyzer{javascript.Analyzer}, nil)
}
