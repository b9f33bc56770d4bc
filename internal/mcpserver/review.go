package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// ReviewInput is the review tool's input.
type ReviewInput struct {
	Mode       string   `json:"mode,omitempty" jsonschema:"full (the default): review the change, archive the previous verdict, write the new one and the markdown report; quick: check all uncommitted changes with the fast specialists, no report"`
	Target     []string `json:"target,omitempty" jsonschema:"what to review, relative to the server's directory: nothing for the staged changes (else the unstaged ones, untracked files included), one or more paths (a directory is a package), or one git range A..B; quick mode takes none"`
	Dimensions []string `json:"dimensions,omitempty" jsonschema:"review only these dimensions: security, correctness, performance, maintainability, secrets (short: sec, cor, perf, maint); default: the configured team"`
	// SpecialistTimeout is how an agent re-runs an incomplete review.
	SpecialistTimeout string `json:"specialist_timeout,omitempty" jsonschema:"give up on a reviewer or engine after this long, as a Go duration such as 10m; default: lifecycle.stuck_task_timeout_minutes. When a review comes back incomplete because a reviewer or engine ran out of time, call review again with a longer one"`
}

func addReview(s *mcp.Server, h *handler) {
	// No output schema: a review of nothing returns no verdict, and a
	// declared schema would oblige every successful result to carry one.
	// A review that ran carries the verdict document as structured content.
	mcp.AddTool(s, &mcp.Tool{
		Name:  "review",
		Title: "Review the change",
		Description: "Review the change with the team of specialist reviewers and write .code-review/review-latest.json. " +
			"Returns the verdict document (structuredContent, the file's schema) and a short text: the verdict (PASS, WARN, FAIL or ABORT), " +
			"the counts, the findings to act on with their ids, and the next step of the action protocol. " +
			"An incomplete review (a reviewer or engine did not finish, files were not analyzed: coverage.incomplete lists them, the text starts with \"Incomplete review\") " +
			"covers only part of the change whatever its verdict: never treat it as a PASS. " +
			"With nothing to review it says so and writes nothing.",
		InputSchema: inputSchema[ReviewInput](func(p map[string]*jsonschema.Schema) {
			p["mode"].Enum = enum(string(verdict.Full), string(verdict.Quick))
			p["mode"].Default = json.RawMessage(`"full"`)
		}),
		Annotations: &mcp.ToolAnnotations{Title: "Review the change", DestructiveHint: ptr(false), OpenWorldHint: ptr(false)},
	}, h.review)
}

func (h *handler) review(ctx context.Context, req *mcp.CallToolRequest, in ReviewInput) (*mcp.CallToolResult, any, error) {
	mode := verdict.Full
	if in.Mode == string(verdict.Quick) {
		mode = verdict.Quick
		if len(in.Target) > 0 {
			return nil, nil, errors.New("quick takes no target: it checks all uncommitted changes")
		}
	}
	var timeout time.Duration
	if in.SpecialistTimeout != "" {
		d, err := time.ParseDuration(in.SpecialistTimeout)
		if err != nil || d <= 0 {
			return nil, nil, fmt.Errorf("specialist_timeout %q: want a positive duration such as 10m", in.SpecialistTimeout)
		}
		timeout = d
	}
	plan, err := review.Prepare(ctx, review.Options{
		Dir: h.opts.Dir, Targets: in.Target, Mode: mode, Dimensions: in.Dimensions, SpecialistTimeout: timeout, Now: h.opts.Now,
	})
	if errors.Is(err, scope.ErrNoChanges) {
		return textResult(nothingToReview(mode, in.Target)), nil, nil
	}
	if err != nil {
		return nil, nil, toolError(err)
	}
	// One progress notification per engine and specialist that ends.
	plan.Progress = newProgress(ctx, req).event
	cs := plan.Changeset
	notes := append([]string(nil), cs.Notes...)
	// The CLI asks before reviewing a large diff; nobody can answer here, so
	// the review goes on and says so.
	if m := cs.Metrics(); cs.IsDiff && m.Lines() > plan.Config.CodeReview.MaxDiffLines {
		notes = append(notes, fmt.Sprintf("the diff is %d lines, more than the recommended %d (code_review.max_diff_lines); large diffs may get a lower-quality review, consider splitting the change",
			m.Lines(), plan.Config.CodeReview.MaxDiffLines))
	}
	out, err := plan.Execute(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	notes = append(notes, out.Notes...)
	if out.StaleLock != nil {
		notes = append(notes, staleLockNote(out.StaleLock))
	}
	if out.Archived != "" {
		notes = append(notes, "archived the previous verdict as "+out.Archived)
	}
	if out.GitignoreAdded {
		notes = append(notes, "added "+store.Dir+"/ to .gitignore")
	}
	doc, err := json.Marshal(out.Review)
	if err != nil {
		return nil, nil, toolError(err)
	}
	res := textResult(summary(out.Review, notes...))
	res.StructuredContent = json.RawMessage(doc)
	return res, nil, nil
}

// nothingToReview is the CLI's wording for an empty scope.
func nothingToReview(mode verdict.Mode, targets []string) string {
	switch {
	case mode == verdict.Quick:
		return "No uncommitted changes found. Nothing to check."
	case len(targets) > 0:
		return fmt.Sprintf("No changes found in %s.", strings.Join(targets, " "))
	}
	return scope.ErrNoChanges.Error()
}
