package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/fix"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/verdict"
)

// FixInput is the fix tool's input.
type FixInput struct {
	MinSeverity string `json:"min_severity,omitempty" jsonschema:"fix findings of this severity and above; default: review_loops.min_severity_to_address (High)"`
}

func addFix(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "fix",
		Title: "Apply the fixes teamreview has",
		Description: "Apply the fixes teamreview itself has for the open findings (the analyzers' suggested fixes, gofmt, and a model's diff when one is configured), " +
			"each tried alone in a scratch git worktree with the uncommitted work copied in, checked with the verify command (go build and go test for a Go module), " +
			"and rolled back if the check fails. Kept fixes are written only into files nobody changed meanwhile, marked fixed and verified. " +
			"Returns the verdict document and a text listing what was fixed, rolled back (with the check's output), not applied or skipped. " +
			"Fix the findings it could not yourself, then mark and verify. Refused for an ABORT verdict.",
		InputSchema: inputSchema[FixInput](func(p map[string]*jsonschema.Schema) {
			p["min_severity"].Enum = enum("Blocker", "High", "Medium", "Low", "Info")
		}),
		OutputSchema: verdictSchema(),
		// It rewrites (and may stage) the user's files: destructive in MCP's sense,
		// even though it never overwrites a file changed since it started.
		Annotations: &mcp.ToolAnnotations{Title: "Apply fixes", DestructiveHint: ptr(true), OpenWorldHint: ptr(false)},
	}, h.fix)
}

func (h *handler) fix(ctx context.Context, _ *mcp.CallToolRequest, in FixInput) (*mcp.CallToolResult, *verdict.Review, error) {
	root, err := h.root(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	opts := fix.Options{Root: root, Now: h.opts.Now}
	if in.MinSeverity != "" {
		sev, err := finding.ParseSeverity(in.MinSeverity)
		if err != nil {
			return nil, nil, toolError(fmt.Errorf("min_severity: %w", err))
		}
		opts.MinSeverity = &sev
	}
	out, err := fix.Run(ctx, opts)
	if err != nil {
		return nil, nil, toolError(err)
	}
	notes := out.Notes
	if out.StaleLock != nil {
		notes = append(notes, staleLockNote(out.StaleLock))
	}
	var b strings.Builder
	b.WriteString(report.FixSummary(out.Entries) + "\n")
	for _, e := range out.Entries {
		fmt.Fprintf(&b, "%s %s: %s\n", e.ID, strings.ReplaceAll(e.Outcome, "_", " "), oneLine(e.Reason))
		if e.Output != "" {
			fmt.Fprintf(&b, "  output: %s\n", oneLine(e.Output))
		}
	}
	if v := out.Verify; v != nil {
		fmt.Fprintf(&b, "verify: %d verified, %d reopened, %d new\n", len(v.Verified), len(v.Reopened), len(v.Added))
	}
	b.WriteString(summary(out.Review, notes...))
	return textResult(b.String()), out.Review, nil
}
