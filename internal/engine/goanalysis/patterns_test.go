package goanalysis

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestPatterns runs the engine's own checks (patterns.go) over a package
// that uses stubs of the libraries they are about.
func TestPatterns(t *testing.T) {
	for _, c := range patternChecks {
		analysistest.Run(t, analysistest.TestData()+"/patterns", c.a, c.a.Name)
	}
}
