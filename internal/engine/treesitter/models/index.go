package models

import (
	"fmt"
	"slices"
	"sync"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// Index is what one language's analysis builds from its rows, I, made the
// same way for every language: once from the shipped rows, and per user
// model set from the shipped rows followed by the user's.
type Index[I any] struct {
	lang  string
	build func([]*Model) (I, error)
	// Builtin is the index of the shipped rows, built on first use. A
	// shipped row the analysis cannot read is a bug in the build, and
	// panics.
	Builtin func() I
}

// NewIndex returns the index of lang's rows that build makes; build's
// error names the row it cannot use.
func NewIndex[I any](lang string, build func([]*Model) (I, error)) *Index[I] {
	return &Index[I]{lang: lang, build: build, Builtin: sync.OnceValue(func() I {
		ix, err := build(BuiltinFor(lang))
		if err != nil {
			panic(fmt.Sprintf("%s: built-in models: %v", lang, err))
		}
		return ix
	})}
}

// Analyzer returns the analyzer for the user's model set: shipped itself
// when the set has no rows for the language, else the one newAnalyzer
// makes over the shipped and the user's rows, named lang+"+models@"+hash so
// that caches keyed by analyzer keep the two apart.
func (x *Index[I]) Analyzer(user *Set, shipped *analysis.Analyzer, newAnalyzer func(name string, ix func() I) *analysis.Analyzer) (*analysis.Analyzer, error) {
	rows := user.For(x.lang)
	if len(rows) == 0 {
		return shipped, nil
	}
	ix, err := x.build(append(slices.Clip(BuiltinFor(x.lang)), rows...))
	if err != nil {
		return nil, err
	}
	return newAnalyzer(x.lang+"+models@"+user.Hash, func() I { return ix }), nil
}

// SinkRules are the rules that sink rows report, by sink kind: each rule's
// first CWE is its kind's (SinkCWE). A rule whose first CWE is no sink
// kind's is a bug in the analysis, and panics.
func SinkRules(rules ...*analysis.Rule) map[string]*analysis.Rule {
	out := make(map[string]*analysis.Rule, len(rules))
	for _, r := range rules {
		kind := ""
		for _, k := range SinkKinds {
			if len(r.CWE) > 0 && k.CWE == r.CWE[0] {
				kind = k.Name
			}
		}
		if kind == "" {
			panic(fmt.Sprintf("models: rule %s: its first CWE %v is no sink kind's", r.ID, r.CWE))
		}
		if prev := out[kind]; prev != nil {
			panic(fmt.Sprintf("models: rules %s and %s both report %s", prev.ID, r.ID, kind))
		}
		out[kind] = r
	}
	return out
}

// Types returns the type rows of rows by name. A name that two rows give is
// an error naming the second row and the first.
func Types(rows []*Model) (map[string]*Model, error) {
	out := map[string]*Model{}
	for _, m := range rows {
		if m.Kind != KindType {
			continue
		}
		if prev := out[m.Name]; prev != nil {
			return nil, fmt.Errorf("%s: field name: type %s is already defined at %s", m.Where(), m.Name, prev.Where())
		}
		out[m.Name] = m
	}
	return out, nil
}

// CheckSinks returns an error naming m's row when one of its sink kinds
// has no rule in rules (an analysis's SinkRules); lang names the analysis
// in the error ("PHP").
func (m *Model) CheckSinks(lang string, rules map[string]*analysis.Rule) error {
	for _, s := range m.Sinks {
		if rules[s] == nil {
			return fmt.Errorf("%s: field sink: the %s analysis has no rule for %s yet", m.Where(), lang, s)
		}
	}
	return nil
}
