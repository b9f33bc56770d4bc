// Package correctness is the specialist for code that does the wrong thing:
// go vet's passes and staticcheck's SA checks. It also reads the Go source
// in scope for SQL and shell commands built by concatenation or formatting
// — text that a value can change the meaning of — and tips security, which
// judges where the value comes from (see injection.go).
package correctness

import (
	"context"

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
var Specialist = Reviewer{specialist.Router{Domain: Name, Uses: []string{"go", "treesitter", "rulepack", "external", "changes"}}}

func (r Reviewer) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out, err := r.Router.Review(ctx, pass)
	if err != nil {
		return nil, err
	}
	out = append(out, droppedWrites(pass)...)
	for _, t := range BuiltCommands(pass.Files) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pass.Bus.Send(t)
	}
	return out, nil
}
