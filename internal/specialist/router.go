package specialist

import (
	"context"

	"github.com/teamreview/teamreview/internal/finding"
)

// Router is the plain specialist: it turns its dimension's diagnostics into
// findings, keeping the engine's rating and recommendation. Specialists with
// judgment of their own embed it and add to what it returns.
type Router struct {
	Domain string
	Uses   []string
}

func (r Router) Name() string      { return r.Domain }
func (r Router) Engines() []string { return r.Uses }

func (r Router) Review(_ context.Context, pass *Pass) ([]finding.Finding, error) {
	out := make([]finding.Finding, 0, len(pass.Diagnostics))
	for _, d := range pass.Diagnostics {
		f := FromDiagnostic(r.Domain, d)
		f.Recommendation = d.Detail
		if f.SystemBreaking {
			f.Recommendation = "Do not fix this alone: a person must decide " + d.Breaking + ". " + d.Detail
		}
		out = append(out, f)
	}
	return out, nil
}
