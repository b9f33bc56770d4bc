package review

import (
	"fmt"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/team"
)

// A realistic multi-file change: three Go files of 120 lines, each with a
// few edited hunks (42 changed lines in all).
func benchChange() (*scope.Changeset, int) {
	cs := &scope.Changeset{IsDiff: true}
	changed := 0
	for i, hunks := range [][]finding.LineRange{
		{finding.Lines(10, 18), finding.Lines(60, 64)},
		{finding.Lines(30, 44)},
		{finding.Lines(5, 7), finding.Lines(90, 99)},
	} {
		var b strings.Builder
		for l := 1; l <= 120; l++ {
			fmt.Fprintf(&b, "\tresult%d := process(ctx, input.Field%d, opts) // line %d\n", l, l, l)
		}
		for _, h := range hunks {
			changed += h.End - h.Start + 1
		}
		cs.Files = append(cs.Files, scope.File{Path: fmt.Sprintf("internal/svc/file%d.go", i), Content: []byte(b.String()), Changed: hunks})
	}
	return cs, changed
}

// BenchmarkPromptTokens reports what the model pass sends: tokens per
// changed line (all specialists together), and the overhead each
// specialist adds beyond the change itself (persona, task, framing; target
// under 1.5k tokens).
func BenchmarkPromptTokens(b *testing.B) {
	cs, changed := benchChange()
	cfg := config.Default()
	p := &Plan{Config: cfg, Changeset: cs}
	names := []string{"security", "correctness", "performance", "maintainability"}
	var total, overhead int
	for b.Loop() {
		blocks, _ := llmBlocks(cs)
		total, overhead = 0, 0
		code := 0
		for _, bl := range blocks {
			code += llm.EstimateTokens(bl.Content)
		}
		for _, name := range names {
			for _, part := range chunk(blocks, cfg.LLM.MaxPromptTokens) {
				req := request(name, cfg.LLM.MaxFindingsPerDimension, contextBlocks(cs.Root, p), part, &team.Result{})
				total += llm.EstimateTokens(req.System) + llm.EstimateTokens(req.Prompt)
			}
		}
		overhead = total/len(names) - code
	}
	b.ReportMetric(float64(total)/float64(changed), "tokens/changed-line")
	b.ReportMetric(float64(overhead), "overhead-tokens/specialist")
	if overhead > 1500 {
		b.Errorf("prompt overhead per specialist is %d tokens, over the 1.5k target", overhead)
	}
}
