package specialist

import (
	"context"
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Specialist is one reviewer.
type Specialist interface {
	// Name is the specialist's domain, used in finding ids.
	Name() string
	// Engines names the engines whose diagnostics the specialist needs.
	Engines() []string
	Review(ctx context.Context, pass *Pass) ([]finding.Finding, error)
}

// Pass is everything a specialist sees.
type Pass struct {
	Changeset *scope.Changeset
	// Files are the reviewable files in scope.
	Files []*scope.File
	// Diagnostics are the engine diagnostics routed to this specialist's
	// dimension.
	Diagnostics []engine.Diagnostic
	// Config is the review's configuration (never nil in a review).
	Config *config.Config
	// Bus carries tips to other specialists; nil outside a team (Send on a
	// nil bus does nothing).
	Bus *bus.Bus
}

// TipHandler is a specialist that judges tips from the others. Each
// finding it returns should name the tip's sender in CrossDomain.From.
type TipHandler interface {
	HandleTips(ctx context.Context, pass *Pass, tips []bus.Tip) ([]finding.Finding, error)
}

// File returns the file in scope at path, or nil.
func (p *Pass) File(name string) *scope.File {
	for _, f := range p.Files {
		if f.Path == name {
			return f
		}
	}
	return nil
}

// Reply records the specialist from's answer to a tip in the session's
// messages; it does nothing outside a team.
func (p *Pass) Reply(from string, t bus.Tip, summary string) {
	if p == nil {
		return
	}
	ref := t.File
	if !t.Lines.IsZero() {
		ref += ":" + t.Lines.String()
	}
	p.Bus.Log(bus.Message{From: from, To: t.From, Type: "reply", Summary: summary, Ref: ref})
}

// FromDiagnostic turns a diagnostic into an open finding of domain, with the
// fingerprint computed from the flagged code.
func FromDiagnostic(domain string, d engine.Diagnostic) finding.Finding {
	fp := d.Fingerprint
	if fp == "" {
		fp = finding.Fingerprint(d.Rule, d.Code)
	}
	return finding.Finding{
		Domain:      domain,
		Severity:    d.Severity,
		Confidence:  d.Confidence,
		File:        d.File,
		Lines:       d.Lines,
		Title:       d.Message,
		Status:      finding.Open,
		Rule:        d.Rule,
		Fingerprint: fp,
		CWE:         d.CWE,
		Fixes:       d.Fixes,

		ChangeCaused: d.ChangeCaused,
	}
}

// Ships reports whether a file is part of what a project ships, as opposed
// to its tests, fixtures, examples and documentation. A problem in code that
// ships weighs more.
func Ships(p string) bool {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	ext := path.Ext(base)
	switch ext {
	case ".md", ".markdown", ".rst", ".adoc", ".txt":
		return false
	}
	if strings.HasSuffix(base, "_test.go") || strings.HasPrefix(base, "test_") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") ||
		strings.HasSuffix(strings.TrimSuffix(base, ext), "_test") ||
		strings.HasSuffix(strings.TrimSuffix(base, ext), "_spec") {
		return false
	}
	dirs := strings.Split(path.Dir(lower), "/")
	for i, dir := range dirs {
		// Maven's and Gradle's production sources: below src/main the
		// directories are package names (com/example/...), not a layout.
		if dir == "main" && i > 0 && dirs[i-1] == "src" {
			return true
		}
		switch dir {
		case "test", "tests", "testdata", "testing", "__tests__", "spec", "specs",
			"fixture", "fixtures", "__fixtures__", "mocks", "__mocks__",
			"example", "examples", "sample", "samples", "doc", "docs":
			return false
		}
	}
	return true
}
