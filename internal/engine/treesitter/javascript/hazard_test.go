package javascript_test

import (
	"testing"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
	"github.com/teamreview/teamreview/internal/finding"
)

// A shell command built from values the analysis did not trace to input is
// a hazard, Medium; request input reaching it is a Blocker.
func TestBuiltCommandWithoutInputIsMedium(t *testing.T) {
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	src := "const { execSync } = require('child_process');\n" +
		"const express = require('express');\n" +
		"const app = express();\n" +
		"function commitDate(hash) {\n" +
		"  return execSync(`git show -s --format=%ct ${hash}`).toString();\n" +
		"}\n" +
		"app.get('/d', (req, res) => {\n" +
		"  res.json(execSync('git show ' + req.query.rev).toString());\n" +
		"});\n"
	diags := analysistest.Diagnostics(t, "scripts/build.js", syntax.JavaScript, []byte(src), []*analysis.Analyzer{javascript.Analyzer})
	got := map[int]finding.Severity{}
	for _, d := range diags {
		if d.Rule == "javascript/command-injection" {
			got[d.Lines.Start] = d.Severity
		}
	}
	if got[5] != finding.Medium || got[8] != finding.Blocker || len(got) != 2 {
		t.Errorf("command-injection severities by line = %v, want 5: Medium, 8: Blocker", got)
	}
}
