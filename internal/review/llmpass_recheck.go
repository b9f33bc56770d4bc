package review

import (
	"context"
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
)

// recheckLines is the context around a fixed finding's lines that verify
// shows the model.
const recheckLines = 5

// recheckFormat is the answer verify's question asks for.
const recheckFormat = `Answer with one JSON object and nothing else: {"stillPresent": true or false, "reason": "one sentence: what in the code shows it"}. Answer about the problem named in the task only, not about anything else you see.`

// RecheckWithModel asks the specialist that reported a model finding one
// precise question: is that problem — its title and rule — still in the
// current code of its lines? The cost of verify grows with the number of
// fixed findings, not with the change. It reports whether the model says
// the problem is still there, and its reason.
func RecheckWithModel(ctx context.Context, cfg *config.Config, provider llm.Provider, f *finding.Finding, content []byte) (bool, string, error) {
	lines := strings.Split(strings.TrimSuffix(string(content), "\n"), "\n")
	start := max(f.Lines.Start-recheckLines, 1)
	end := min(max(f.Lines.End, f.Lines.Start)+recheckLines, len(lines))
	if f.Lines.IsZero() {
		start, end = 1, min(len(lines), maxWholeFileLines)
	}
	if start > end {
		return false, "the lines are gone", nil
	}
	persona, ok := personas[f.Domain]
	if !ok {
		persona = "You are a reviewer on a team reviewing a code change."
	}
	task := fmt.Sprintf("You reported this problem at %s:%s, and the code has since been changed to fix it.\n"+
		"Problem: %s\nRule: %s\n", f.File, f.Lines, f.Title, f.Rule)
	if f.Recommendation != "" {
		task += "The fix asked for: " + f.Recommendation + "\n"
	}
	task += fmt.Sprintf("The code of lines %d-%d as it is now follows (with %d lines around them). "+
		"Is this problem, at these lines, still there?", f.Lines.Start, max(f.Lines.End, f.Lines.Start), recheckLines)
	block := llm.Block{Label: fmt.Sprintf("%s lines %d-%d, as they are now", f.File, start, end), Path: f.File,
		Content: strings.Join(lines[start-1:end], "\n"), FirstLine: start}
	rc := cfg.Role(f.Domain)
	model := ""
	if rc.Model != cfg.LLM.Model {
		model = rc.Model
	}
	resp, err := provider.Complete(ctx, llm.Request{System: llm.SystemPromptWith(persona, recheckFormat),
		Prompt: llm.Prompt{Task: task, Blocks: []llm.Block{block}}.Render(), JSON: true, Model: model, Effort: rc.Effort,
		Check: llm.CheckRecheck})
	if err != nil {
		return false, "", err
	}
	ans, err := llm.ParseRecheck(resp.Text)
	if err != nil {
		return false, "", err
	}
	return ans.StillPresent, oneLine(ans.Reason, 300), nil
}
