package goanalysis

import (
	"cmp"
	"context"
	"fmt"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/suite/vet"
	"honnef.co/go/tools/analysis/lint"
	"honnef.co/go/tools/quickfix"
	"honnef.co/go/tools/simple"
	"honnef.co/go/tools/staticcheck"
	"honnef.co/go/tools/stylecheck"

	"github.com/teamreview/teamreview/internal/config"
)

// check is one analyzer the engine runs, with what it takes to name and
// explain its diagnostics.
type check struct {
	a *analysis.Analyzer
	// tool is "vet", "staticcheck", "gosec" or "go" (the engine's own,
	// patterns.go): the rule id's prefix.
	tool string
	// title is staticcheck's one-line summary of the check.
	title string
	// id names the rule when it is not the analyzer's name.
	id string
	// cwe is the weakness the rule's diagnostics are, for checks whose
	// diagnostics do not say (patterns.go).
	cwe string
}

// rule is the id of the check's diagnostics; gosec names the rule in the
// diagnostic's category.
func (c *check) rule(d *analysis.Diagnostic) string {
	if c.tool == "gosec" {
		if id := gosecRuleID(d); id != "" {
			return "gosec/" + id
		}
	}
	return c.tool + "/" + cmp.Or(c.id, c.a.Name)
}

// checks is every analyzer the engine can run: go vet's suite,
// staticcheck's default checks (SA, S, ST, QF) and unused code (U1000), and gosec
// (with the guards gosec misses, guards.go).
var checks = sync.OnceValue(func() []*check {
	var out []*check
	for _, a := range vet.Suite {
		out = append(out, &check{a: a, tool: "vet"})
	}
	for _, set := range [][]*lint.Analyzer{staticcheck.Analyzers, simple.Analyzers, stylecheck.Analyzers, quickfix.Analyzers} {
		for _, la := range set {
			doc := la.Doc.Compile()
			if doc.NonDefault {
				continue // staticcheck leaves these off unless configured
			}
			out = append(out, &check{a: la.Analyzer, tool: "staticcheck", title: doc.Title})
		}
	}
	out = append(out, &check{a: unusedAnalyzer, tool: "staticcheck", title: "Unused code", id: "U1000"})
	out = append(out, &check{a: gosecAnalyzer, tool: "gosec"})
	out = append(out, patternChecks...)
	return out
})

// plan is the analyzers of one Run, wrapped so that a panicking analyzer
// or a cancelled review costs one analysis, not the process.
type plan struct {
	analyzers []*analysis.Analyzer
	// byName finds the check of a (possibly wrapped) analyzer.
	byName map[string]*check
}

// newPlan selects the checks the configuration leaves on. An analyzer
// that another one requires keeps its identity (the driver keys results by
// analyzer pointer), so only the others are wrapped: guarded, and, when
// rows is not nil (a user's Go rows), given rows in their passes instead
// of the shipped ones (the engine's own checks and gosec's guards read
// them).
func newPlan(ctx context.Context, cfg *config.Config, rows *flowRows) *plan {
	all := checks()
	required := map[*analysis.Analyzer]bool{}
	var mark func(a *analysis.Analyzer)
	mark = func(a *analysis.Analyzer) {
		for _, r := range a.Requires {
			if !required[r] {
				required[r] = true
				mark(r)
			}
		}
	}
	for _, c := range all {
		mark(c.a)
	}
	p := &plan{byName: map[string]*check{}}
	for _, c := range all {
		// gosec is one analyzer for many rules; its rules are filtered per
		// diagnostic instead.
		if c.tool != "gosec" && cfg.Disabled(c.rule(nil)) {
			continue
		}
		a := c.a
		if !required[a] && rows != nil && (c.tool == "go" || c.tool == "gosec") {
			a = withRows(a, rows)
		}
		if !required[c.a] {
			a = guarded(ctx, a)
		}
		p.analyzers = append(p.analyzers, a)
		p.byName[a.Name] = c
	}
	return p
}

// guarded returns a copy of a whose Run recovers from panics and does not
// start once ctx is done.
func guarded(ctx context.Context, a *analysis.Analyzer) *analysis.Analyzer {
	g := *a
	run := a.Run
	g.Run = func(pass *analysis.Pass) (res any, err error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, fmt.Errorf("panic: %v", r)
			}
		}()
		return run(pass)
	}
	return &g
}
