// Package correctness is the specialist for code that does the wrong thing:
// go vet's passes and staticcheck's SA checks. It weighs gosec's unchecked
// errors by what the Go source engine says the failed call loses
// (errdrop.go), and tips security about the SQL and shell commands that
// engine found built by concatenation or formatting — text that a value
// can change the meaning of — since where the value comes from is
// security's call (injection.go).
package correctness

import (
	"context"

	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "correctness"

// Reviewer is the correctness specialist: the routed diagnostics, plus tips.
type Reviewer struct {
	specialist.Router
}

var _ specialist.Specialist = Reviewer{}

// Specialist reviews correctness.
var Specialist = Reviewer{specialist.Router{Domain: Name, Uses: []string{"go", "treesitter", "rulepack", "external", "changes", gosource.Name}}}

func (r Reviewer) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out, err := r.Router.Review(ctx, pass)
	if err != nil {
		return nil, err
	}
	out = append(out, droppedWrites(pass)...)
	for _, t := range builtTips(pass) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pass.Bus.Send(t)
	}
	return out, nil
}
