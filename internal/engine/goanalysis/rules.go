package goanalysis

import (
	"slices"

	gosecanalyzers "github.com/securego/gosec/v2/analyzers"
	gosecrules "github.com/securego/gosec/v2/rules"
)

// RuleIDs lists every rule the engine can report, sorted: go vet's passes,
// staticcheck's default checks, gosec's rules and analyzers, gofmt and
// typecheck.
func RuleIDs() []string {
	out := []string{"gofmt", "typecheck"}
	for _, c := range checks() {
		if c.tool != "gosec" {
			out = append(out, c.rule(nil))
		}
	}
	for id := range gosecrules.Generate(false).Rules {
		out = append(out, "gosec/"+id)
	}
	for id := range gosecanalyzers.Generate(false).Analyzers {
		out = append(out, "gosec/"+id)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
