//go:build teamreview_testhooks

// The reviewers and fix sources that misbehave on purpose, for the CLI
// scripts about failure: they exist only in the binary the tests build
// (go build -tags teamreview_testhooks), never in one a user runs.

package main

import (
	"context"
	"os"
	"path"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/fix"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/team"
)

func init() {
	if os.Getenv("TEAMREVIEW_TEST_SPECIALISTS") != "" {
		// Reviewers that fail, for the scripts about reviewer failure.
		team.Specialists = append(team.Specialists, panics{}, hangs{})
	}
	if os.Getenv("TEAMREVIEW_TEST_FIXSOURCES") != "" {
		// Fix sources that misbehave, for the fixer's scripts.
		fix.Sources = append([]fix.Source{breaksTests{}, changesNothing{}}, fix.Sources...)
	}
}

type panics struct{}

func (panics) Name() string      { return "panics" }
func (panics) Engines() []string { return nil }
func (panics) Review(context.Context, *specialist.Pass) ([]finding.Finding, error) {
	panic("a reviewer bug")
}

type hangs struct{}

func (hangs) Name() string      { return "hangs" }
func (hangs) Engines() []string { return nil }
func (hangs) Review(context.Context, *specialist.Pass) ([]finding.Finding, error) {
	select {}
}

// breaksTests "fixes" any finding in a file named breakme.go with code
// that builds but fails every test: the fixer must roll it back.
type breaksTests struct{}

func (breaksTests) Name() string                   { return "breaks-tests" }
func (breaksTests) Offers(f *finding.Finding) bool { return path.Base(f.File) == "breakme.go" }
func (breaksTests) Propose(_ context.Context, f *finding.Finding, t fix.Tree) (*fix.Proposal, error) {
	src, err := t.Read(f.File)
	if err != nil {
		return nil, err
	}
	src = append(src, "\nfunc init() { panic(\"broken by the test fix source\") }\n"...)
	return &fix.Proposal{Message: "a fix that breaks the tests", Files: map[string][]byte{f.File: src}, Whole: true}, nil
}

// changesNothing "fixes" any finding in a file named stubborn.go by
// adding a comment: a fix that passes the checks but leaves the problem,
// for the review loop's scripts.
type changesNothing struct{}

func (changesNothing) Name() string                   { return "changes-nothing" }
func (changesNothing) Offers(f *finding.Finding) bool { return path.Base(f.File) == "stubborn.go" }
func (changesNothing) Propose(_ context.Context, f *finding.Finding, t fix.Tree) (*fix.Proposal, error) {
	src, err := t.Read(f.File)
	if err != nil {
		return nil, err
	}
	src = append(src, "\n// a fix was attempted here\n"...)
	return &fix.Proposal{Message: "a fix that changes nothing that matters", Files: map[string][]byte{f.File: src}, Whole: true}, nil
}
