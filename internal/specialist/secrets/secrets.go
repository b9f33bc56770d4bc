// Package secrets is the specialist for credentials in the change. It judges
// the secrets engine's diagnostics: a credential in code that ships is a
// Blocker that breaks the system — a human must rotate it, so the verdict is
// ABORT — while one in tests, fixtures, examples or docs is High. Guesses
// from other engines (gosec's G101, which goes by variable names) keep
// their engine's rating and never abort a review.
//
// Each credential is also a tip to security, carrying this specialist's
// finding: security may confirm that the file ships (or does not) or raise
// the finding when it sees the file ships after all, but this specialist's
// own call is what stands without it — so --dimensions=secrets alone still
// aborts on a shipped live key.
package secrets

import (
	"context"
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Name is the specialist's domain.
const Name = "secrets"

type Specialist struct{}

var _ specialist.Specialist = Specialist{}

func (Specialist) Name() string      { return Name }
func (Specialist) Engines() []string { return []string{secrets.Name} }

func (Specialist) Review(_ context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out := make([]finding.Finding, 0, len(pass.Diagnostics))
	// gitleaks knows credentials; gosec's G101 guesses from names. Where
	// both speak about a line, gitleaks' finding is the one to keep.
	exact := map[string]bool{}
	for _, d := range pass.Diagnostics {
		if d.Engine == secrets.Name {
			for l := d.Lines.Start; l <= max(d.Lines.End, d.Lines.Start); l++ {
				exact[fmt.Sprintf("%s:%d", d.File, l)] = true
			}
		}
	}
	for _, d := range pass.Diagnostics {
		if why := notCredential(pass, d); why != "" {
			// Judged, not lost: the record says what was dismissed and why.
			if pass.Bus != nil {
				pass.Bus.Log(bus.Message{From: Name, To: Name, Type: "note", Summary: fmt.Sprintf("%s at %s:%d is not a credential: %s", d.Rule, d.File, d.Lines.Start, why)})
			}
			continue
		}
		f := specialist.FromDiagnostic(Name, d)
		if d.Engine != secrets.Name {
			if exact[fmt.Sprintf("%s:%d", d.File, d.Lines.Start)] {
				continue
			}
			f.Recommendation = detail(d.Detail) + "If this is a real credential, move it out of the code (environment, secret manager) and rotate it; " +
				"if it is not, rename the identifier or add `//teamreview:ignore " + d.Rule + " <why>`."
			if !specialist.Ships(d.File) {
				f.Severity = min(f.Severity, finding.Medium)
			}
			out = append(out, f)
			continue
		}
		verdict := "does not ship: High"
		if specialist.Ships(d.File) {
			f.Severity = finding.Blocker
			f.SystemBreaking = true
			f.Title = finding.ClampTitle("Hard-coded credential in shipped code: " + d.Message)
			f.Recommendation = detail(d.Detail) + "Treat this credential as compromised: have a human revoke and rotate it now, " +
				"then remove it from the code and load it at run time from the environment or a secret manager. " +
				"If it was ever committed, it stays in git history until the history is rewritten."
			verdict = "ships: system-breaking Blocker"
		} else {
			f.Severity = finding.High
			f.Title = finding.ClampTitle("Credential in a test, fixture, example or doc: " + d.Message)
			f.Recommendation = detail(d.Detail) + fmt.Sprintf("If this is a real credential, revoke and rotate it. Replace it in %s with an obviously fake value "+
				"(or one generated at test time), or mark a deliberate dummy with a gitleaks:allow comment.", d.File)
		}
		out = append(out, f)
		own := f
		// The tip never carries the value: the engine masks it in the code
		// and redacts it in the message.
		pass.Bus.Send(bus.Tip{From: Name, To: "security", Kind: specialist.TipCredential, File: d.File, Lines: d.Lines,
			Summary: fmt.Sprintf("credential (%s) in %s; judged it %s: does the file ship?", d.Rule, d.File, verdict),
			Code:    d.Code, Own: &own})
	}
	return out, nil
}

func detail(d string) string {
	if d == "" {
		return ""
	}
	return "gitleaks: " + strings.TrimSpace(d) + " "
}
