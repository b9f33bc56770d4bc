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

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Engine is one deterministic analyzer.
type Engine interface {
	Name() string
	// Run analyzes the reviewable files. It returns diagnostics in any
	// order; the caller sorts. An error means the engine could not run at
	// all; problems it worked around belong in Result.Notes.
	Run(ctx context.Context, files []*scope.File) (*Result, error)
}

// Result is an engine's output.
type Result struct {
	Diagnostics []Diagnostic
	// Notes are one-line remarks for the user, e.g. "module example.com/x:
	// dependencies missing from the module cache; type-based checks skipped".
	Notes []string
	// Unanalyzed lists the files in the engine's languages that it did not
	// analyze, or analyzed only in part: they go into the verdict's
	// coverage, so a review never passes what it did not look at silently.
	Unanalyzed []Unanalyzed
	// Facts, when set, is what the engine learned for specialists to
	// query rather than report (a value of a type the engine's package
	// defines), the way a go/analysis pass hands its result to the
	// analyzers that require it. The specialists that name the engine
	// find it in their Pass, by the engine's name.
	Facts any
}

// Unanalyzed is a file an engine could not analyze, or not all of.
type Unanalyzed struct {
	File string
	// Language is the file's language, as people write it.
	Language string
	Reason   string
	// Partial is true when the engine analyzed the file as far as the code
	// allows (a syntax error part way): the broken part is the author's to
	// see, not a gap. An analyzer that fails on a file leaves a gap.
	Partial bool
}

// Env is what an engine is built with.
type Env struct {
	// Root is the absolute directory scope.File paths are relative to.
	Root string
	// InRepo is false when Root is not in a git work tree.
	InRepo bool
	Config *config.Config
	// Deleted are the files the change deletes, with their diffs, for an
	// engine that judges what the change removed (the Go engine's unused
	// code check: a deleted file may have held an identifier's last use).
	Deleted []*scope.File
}

// Constructor builds an engine for one review.
type Constructor func(env Env) (Engine, error)

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
	Code string
	// Fingerprint, when set, is finding.Fingerprint(Rule, Code) computed
	// earlier (a cached result keeps the hash and drops the code).
	Fingerprint string
	CWE         []string
	Fixes       []finding.Fix
	// Breaking, when set, says what a person must decide about a Blocker
	// an agent must not fix alone (data destroyed, an authorization check
	// removed): in code that ships, its finding is system-breaking (ABORT).
	Breaking string
	// ChangeCaused is set when the engine traced a diagnostic outside the
	// changed lines to the change itself (a declaration the change left
	// unused by removing its use elsewhere): the diff filter keeps it.
	ChangeCaused bool
}

// Streamer is an optional ability: an engine that reads a file through
// scope.File.Open when its Content is not loaded. Besides the reviewable
// files it is handed those that can be streamed (too large to load, or a
// name the verdict cannot carry), so they are not left unscanned.
type Streamer interface {
	Engine
	ReadsStreams()
}
