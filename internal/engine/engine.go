// Package engine defines the SCAN stage: deterministic analyzers that turn
// the files under review into diagnostics. Engines run once per review and
// their output is shared by every specialist, the way golangci-lint loads
// packages once for all its linters.
//
// Engines see files only through scope.File values, never through os or
// git, so tests can hand them anything. They must not import specialist,
// team, consolidate or anything further down the flow.
package engine

import (
	"context"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Engine is one deterministic analyzer.
type Engine interface {
	Name() string
	// Run analyzes the reviewable files. It returns diagnostics in any
	// order; the caller sorts.
	Run(ctx context.Context, files []*scope.File) ([]Diagnostic, error)
}

// Diagnostic is an engine's raw observation, before a specialist judges it.
type Diagnostic struct {
	Engine string
	// Rule is the engine's rule id, e.g. "gitleaks/aws-access-token".
	Rule string
	// Dimension routes the diagnostic to a specialist: security, secrets,
	// correctness, performance, maintainability or design.
	Dimension  string
	File       string
	Lines      finding.LineRange
	Severity   finding.Severity
	Confidence float64
	// Message is safe to show: it never contains a secret.
	Message string
	// Detail explains the rule, for the recommendation.
	Detail string
	// Code is the flagged code, normalized into the fingerprint. It is safe
	// to hash but is never written anywhere.
	Code  string
	CWE   []string
	Fixes []finding.Fix
}
