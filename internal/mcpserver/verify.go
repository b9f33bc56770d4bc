package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/verify"
)

func addVerify(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "verify",
		Title: "Verify the fixes",
		Description: "Re-check every finding marked fixed on the files as they are now: a finding still present becomes reopened, one that is gone verified; " +
			"problems the fix introduced on the lines it changed are added as open. The verdict is recomputed and rewritten in place. " +
			"Returns the verdict document and a text: \"N verified, M reopened, K new\", the verdict and the next step.",
		OutputSchema: verdictSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Verify the fixes", DestructiveHint: ptr(false), OpenWorldHint: ptr(false)},
	}, h.verify)
}

func (h *handler) verify(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, *verdict.Review, error) {
	root, err := h.root(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	out, err := verify.Run(ctx, verify.Options{Root: root, Now: h.opts.Now})
	if err != nil {
		return nil, nil, toolError(err)
	}
	var notes []string
	if out.StaleLock != nil {
		notes = append(notes, staleLockNote(out.StaleLock))
	}
	if !out.EditsChecked {
		notes = append(notes, fmt.Sprintf("%s/%s is missing, so hand edits to the verdict could not be checked", store.Dir, store.ShadowFile))
	}
	if len(out.Unverifiable) > 0 {
		notes = append(notes, "not verifiable here (no such specialist), left fixed: "+strings.Join(out.Unverifiable, " "))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d verified, %d reopened, %d new\n", len(out.Verified), len(out.Reopened), len(out.Added))
	for _, g := range []struct {
		label string
		ids   []string
	}{{"verified", out.Verified}, {"reopened", out.Reopened}, {"new", out.Added}} {
		if len(g.ids) > 0 {
			fmt.Fprintf(&b, "%s: %s\n", g.label, strings.Join(g.ids, " "))
		}
	}
	b.WriteString(summary(out.Review, notes...))
	return textResult(b.String()), out.Review, nil
}
