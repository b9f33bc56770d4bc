package correctness

import (
	"slices"
	"testing"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

const saver = `package store

import (
	"fmt"
	"os"
)

func Save(path string, data []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data[:1]); err != nil {
		f.Close()
		return err
	}
	f.Write(data)
	out, err := os.Create(path + ".bak")
	if err != nil {
		return err
	}
	if len(data) == 0 {
		out.Close()
		return fmt.Errorf("nothing to save")
	}
	out.Write(data)
	return err
}
`

// Correctness judges gosec's unchecked errors: a dropped write loses data;
// the cleanup Close on a path that already returns an error does not.
func TestDroppedWritesJudged(t *testing.T) {
	g104 := func(line int) engine.Diagnostic {
		return engine.Diagnostic{Engine: "go", Rule: "gosec/G104", Dimension: Name, File: "store/save.go",
			Lines: finding.Lines(line, line), Severity: finding.Low, Confidence: 0.9, Message: "Errors unhandled"}
	}
	pass := &specialist.Pass{Files: []*scope.File{{Path: "store/save.go", Content: []byte(saver)}}, Bus: bus.New(nil),
		Diagnostics: []engine.Diagnostic{g104(14), g104(17), g104(23), g104(26)}}
	var lines []int
	for _, f := range droppedWrites(pass) {
		if f.Rule != RuleDroppedWriteError || f.Severity != finding.Medium || f.CrossDomain != nil {
			t.Errorf("finding %+v", f)
		}
		lines = append(lines, f.Lines.Start)
	}
	// 14: Close inside if err != nil before return err; 23: Close before
	// returning fmt.Errorf; 17 and 26 are writes whose failure is lost (26
	// is followed by return err, but that err is nil there).
	if want := []int{17, 26}; !slices.Equal(lines, want) {
		t.Errorf("dropped writes judged on lines %v, want %v", lines, want)
	}
}
