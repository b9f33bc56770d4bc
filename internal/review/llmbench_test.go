package review

import (
	"fmt"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/team"
)

// hunkedChange is a Go file of 40 lines per hunk in which each of n hunks
// replaces one line: 2n changed lines, parsed from a real unified diff.
func hunkedChange(tb testing.TB, n int) *scope.Changeset {
	tb.Helper()
	var diff, content strings.Builder
	diff.WriteString("diff --git a/internal/svc/handler.go b/internal/svc/handler.go\n--- a/internal/svc/handler.go\n+++ b/internal/svc/handler.go\n")
	line := func(i int) string { return fmt.Sprintf("\tresult%d := process(ctx, input.Field%d, opts)", i, i) }
	for i := 1; i <= 40*n; i++ {
		content.WriteString(line(i) + "\n")
	}
	for h := range n {
		at := 40*h + 20 // the changed line
		fmt.Fprintf(&diff, "@@ -%d,7 +%d,7 @@ func handle%d(ctx context.Context) error {\n", at-3, at-3, h)
		for i := at - 3; i <= at+3; i++ {
			if i == at {
				fmt.Fprintf(&diff, "-\tresult%d := process(ctx, input.Old%d, nil)\n+%s\n", i, i, line(i))
				continue
			}
			diff.WriteString(" " + line(i) + "\n")
		}
	}
	files, err := scope.ParseDiff([]byte(diff.String()))
	if err != nil {
		tb.Fatal(err)
	}
	files[0].Content = []byte(content.String())
	return &scope.Changeset{IsDiff: true, Files: files}
}

// BenchmarkPromptTokens reports what the model pass sends: the fixed
// instructions of each role (target: at most 1.5k tokens), and the input
// tokens per role for a 34-hunk change of 68 changed lines (16.3k per role
// before the diff view) and for a 50-hunk change.
func BenchmarkPromptTokens(b *testing.B) {
	cfg := config.Default()
	names := []string{"security", "correctness", "performance", "maintainability", "design"}
	inputPerRole := func(cs *scope.Changeset) int {
		p := &Plan{Config: cfg, Changeset: cs}
		total := 0
		for _, r := range planRoles(p, names[:4]).roles {
			for _, part := range r.parts {
				req := request(r.name, p, nil, part)
				total += llm.EstimateTokens(req.System) + llm.EstimateTokens(req.Prompt)
			}
		}
		return total / 4
	}
	c34, c50 := hunkedChange(b, 34), hunkedChange(b, 50)
	var in34, in50 int
	fixed := map[string]int{}
	for b.Loop() {
		p := &Plan{Config: cfg, Changeset: &scope.Changeset{}}
		for _, name := range names {
			req := roleRequest(p, name, names, nil, nil, &team.Result{})
			fixed[name] = llm.EstimateTokens(req.System) + llm.EstimateTokens(req.Prompt)
		}
		in34, in50 = inputPerRole(c34), inputPerRole(c50)
	}
	for _, name := range names {
		b.ReportMetric(float64(fixed[name]), "fixed-tokens/"+name)
		if fixed[name] > 1500 {
			b.Errorf("%s: %d tokens of fixed instructions, over the 1.5k target", name, fixed[name])
		}
	}
	b.ReportMetric(float64(in34), "input-tokens/role/34-hunks")
	b.ReportMetric(float64(in50), "input-tokens/role/50-hunks")
	if in34 > 16300*7/10 {
		b.Errorf("34 hunks: %d input tokens per role, not 30%% under 16.3k", in34)
	}
}
