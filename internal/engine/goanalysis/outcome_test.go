package goanalysis

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/scope"
)

// An analyzer that fails on a package under review leaves its files as
// gaps in the coverage (so the review is incomplete, never a silent PASS)
// and one note; a failure that only echoes a type error leaves neither.
func TestFailedAnalyzerIsAGap(t *testing.T) {
	r := &run{unanalyzed: map[string]engine.Unanalyzed{}, canon: map[string]string{}, byAbs: map[string]*source{
		"/repo/app.go": {file: &scope.File{Path: "app.go"}, abs: "/repo/app.go"},
	}}
	a := &analysis.Analyzer{Name: "gosec"}
	pkg := &packages.Package{PkgPath: "example.com/app", GoFiles: []string{"/repo/app.go", "/gomod/dep.go"}}
	failed := map[string]bool{}
	r.outcome(failed, a, pkg, errors.New("panic: index out of range\ngoroutine 1"))
	r.outcome(failed, a, pkg, errors.New("panic: index out of range"))
	got := r.coverage()
	if len(got) != 1 || got[0].File != "app.go" || got[0].Partial ||
		got[0].Reason != "analyzer gosec failed on package example.com/app: panic: index out of range" {
		t.Errorf("coverage = %+v", got)
	}
	if len(r.notes) != 1 || !strings.Contains(r.notes[0], "go: analyzer gosec failed on example.com/app") {
		t.Errorf("notes = %q", r.notes)
	}
	r2 := &run{unanalyzed: map[string]engine.Unanalyzed{}, canon: map[string]string{}, byAbs: r.byAbs}
	r2.outcome(map[string]bool{}, a, &packages.Package{PkgPath: "x", GoFiles: pkg.GoFiles, IllTyped: true}, errors.New("boom"))
	if len(r2.coverage()) != 0 || len(r2.notes) != 0 {
		t.Errorf("an ill-typed package's failure: coverage %+v, notes %q", r2.coverage(), r2.notes)
	}
}
