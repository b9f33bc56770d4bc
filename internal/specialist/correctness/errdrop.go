package correctness

import (
	"context"
	"fmt"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/engine/gosource"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
)

// RuleDroppedWriteError is the rule of a dropped error judged to lose data.
const RuleDroppedWriteError = "teamreview/dropped-write-error"

var _ specialist.TipHandler = Reviewer{}

// droppedWrites weighs each unchecked error gosec reports (G104, routed to
// correctness): the ones the Go source engine says lose data become a
// Medium finding of their own, which consolidation merges with gosec's Low
// report of the same line.
func droppedWrites(pass *specialist.Pass) []finding.Finding {
	var out []finding.Finding
	for _, d := range pass.Diagnostics {
		if d.Rule != "gosec/G104" {
			continue
		}
		if f, _ := weighDroppedError(pass, bus.Tip{From: Name, To: Name, Kind: specialist.TipErrorDropped, File: d.File, Lines: d.Lines, Code: d.Code}); f != nil {
			out = append(out, *f)
		}
	}
	return out
}

// HandleTips judges the tips correctness understands: an error dropped,
// from any teammate (a model reviewer's tip, for one), weighed by what the
// Go source engine says the failed call loses (gosource.Facts.Dropped).
// Every tip gets a reply in the record.
func (Reviewer) HandleTips(ctx context.Context, pass *specialist.Pass, tips []bus.Tip) ([]finding.Finding, error) {
	var out []finding.Finding
	for _, t := range tips {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if t.Kind != specialist.TipErrorDropped {
			pass.Reply(Name, t, "not judged: correctness does not know tips of kind "+t.Kind)
			continue
		}
		f, why := weighDroppedError(pass, t)
		if f != nil {
			out = append(out, *f)
		}
		pass.Reply(Name, t, why)
	}
	return out, nil
}

// weighDroppedError turns the engine's judgement of the call at the tip's
// line into a finding: Medium where it ships, Low in tests and examples.
func weighDroppedError(pass *specialist.Pass, t bus.Tip) (*finding.Finding, string) {
	if file := pass.File(t.File); file == nil || file.Content == nil {
		return nil, "not judged: the file is not in scope"
	}
	facts := gosource.Of(pass.Facts)
	if facts == nil {
		return nil, "not judged: the Go source engine did not run"
	}
	d := facts.Dropped(t.File, t.Lines.Start)
	if !d.LosesData {
		return nil, d.Why
	}
	f := &finding.Finding{
		Severity: finding.Medium, Confidence: 0.75, File: t.File, Lines: t.Lines,
		Title: fmt.Sprintf("Error of %s dropped: a failed write goes unnoticed", d.Call),
		Recommendation: fmt.Sprintf("If %s fails the data was not written, yet the code carries on as if it were. "+
			"Check the error and return it (for a deferred Close of a file being written, close it explicitly and return its error).", d.Call),
		Rule: RuleDroppedWriteError, Fingerprint: finding.Fingerprint(RuleDroppedWriteError, t.Code),
		CWE: []string{"CWE-252"},
	}
	if t.From != "" && t.From != Name {
		f.CrossDomain = &finding.CrossDomain{From: t.From}
	}
	if !specialist.Ships(t.File) {
		f.Severity = finding.Low
		f.Recommendation = "In test or example code, so rated Low. " + f.Recommendation
	}
	return f, fmt.Sprintf("a bug: the error of %s is dropped, so a failed write goes unnoticed; rated %s", d.Call, f.Severity)
}
