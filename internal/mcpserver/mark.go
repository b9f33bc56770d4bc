package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/verdict"
)

// MarkInput is the mark tool's input.
type MarkInput struct {
	IDs    []string `json:"ids" jsonschema:"ids of findings in the current verdict, e.g. secrets-1a2b3c4d-12; either every one is marked or none is"`
	Status string   `json:"status" jsonschema:"fixed: the code was changed so the problem is gone (verify checks it); wont_fix: a false positive or an intentional choice (needs a reason)"`
	Reason string   `json:"reason,omitempty" jsonschema:"why; required with wont_fix and kept in the verdict"`
}

func addMark(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "mark",
		Title: "Mark findings fixed or wont_fix",
		Description: "Set the status of open or reopened findings in .code-review/review-latest.json to fixed or wont_fix: the one change an agent makes to the verdict. " +
			"A system-breaking finding (the verdict is ABORT) is refused: only a person marks it, at a terminal. " +
			"Returns the updated verdict document. After marking findings fixed, call verify.",
		InputSchema: inputSchema[MarkInput](func(p map[string]*jsonschema.Schema) {
			p["status"].Enum = enum(string(finding.Fixed), string(finding.WontFix))
		}),
		OutputSchema: verdictSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Mark findings", DestructiveHint: ptr(false), IdempotentHint: true, OpenWorldHint: ptr(false)},
	}, h.mark)
}

func (h *handler) mark(ctx context.Context, _ *mcp.CallToolRequest, in MarkInput) (*mcp.CallToolResult, *verdict.Review, error) {
	root, err := h.root(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	status := finding.Status(in.Status)
	// No person can confirm through this server: a system-breaking finding
	// is refused, always.
	r, err := review.Mark(ctx, root, in.IDs, status, in.Reason)
	if err != nil {
		return nil, nil, toolError(err)
	}
	next := report.NextSteps(r)
	if status == finding.Fixed {
		// The verdict no longer counts the marked findings, but nothing is
		// settled until verify has looked.
		next = "call verify to have the fixes checked."
	}
	text := fmt.Sprintf("Marked %s: %s\nVerdict now: %s (%s open or reopened)\nNext: %s",
		status, strings.Join(in.IDs, " "), r.Verdict, plural(r.Summary.Total(), "finding"), next)
	return textResult(text), r, nil
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
