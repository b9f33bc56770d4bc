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
	MinSeverity string `json:"min_severity,omitempty" jsonschema:"fix findings of this severity and above with a model's rewrite; default: review_loops.min_severity_to_address (High). Mechanical fixes (gofmt, the analyzers' suggested fixes) are applied whatever the severity"`
	Background  bool   `json:"background,omitempty" jsonschema:"return at once with a job id instead of waiting for the fixes to be checked (each is built and tested, which can take minutes); follow the job with get_verdict's job until it says finished. For clients whose request timeout is shorter than the fix"`
}

func addFix(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "fix",
		Title: "Apply the fixes teamreview has",
		Description: "Apply the fixes teamreview itself has for the open findings (the analyzers' suggested fixes and gofmt whatever the severity, and a model's diff when one is configured), " +
			"each tried alone in a scratch git worktree with the uncommitted work copied in, checked with the verify command (go build and go test for a Go module), " +
			"and rolled back if the check fails. Kept fixes are written only into files nobody changed meanwhile, marked fixed and verified. " +
			"Returns the verdict document and a text listing what was fixed, rolled back (with the check's output), not applied or skipped. " +
			"With a progress token it sends one progress notification per finding tried. With background it returns a job id at once; get_verdict with that job returns the result when it is finished. " +
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

func (h *handler) fix(ctx context.Context, req *mcp.CallToolRequest, in FixInput) (*mcp.CallToolResult, *verdict.Review, error) {
	root, err := h.root(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	// An agent calling fix asks for fixes explicitly, as `teamreview fix`
	// does: every safe mechanical fix applies whatever the severity.
	opts := fix.Options{Root: root, Now: h.opts.Now, Mechanical: true}
	if in.MinSeverity != "" {
		sev, err := finding.ParseSeverity(in.MinSeverity)
		if err != nil {
			return nil, nil, toolError(fmt.Errorf("min_severity: %w", err))
		}
		opts.MinSeverity = &sev
	}
	if in.Background {
		return h.startFix(ctx, opts)
	}
	// One progress notification per line the fixer logs: the check before
	// any fix, then each finding tried.
	opts.Log = newProgress(ctx, req).send
	return fixResult(fix.Run(ctx, opts))
}

// fixResult is the tool result of a finished fix.
func fixResult(out *fix.Outcome, err error) (*mcp.CallToolResult, *verdict.Review, error) {
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
