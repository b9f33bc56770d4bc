package mcpserver

import (
	"context"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

func addGetVerdict(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "get_verdict",
		Title: "Read the current verdict",
		Description: "Return the current verdict, .code-review/review-latest.json, as written by the last review, verify or mark: " +
			"the document (structuredContent) and a short text with the verdict, the findings to act on and the next step. Changes nothing. " +
			"With job (the id fix with background returned) it follows that fix: the fix's result once it finished, else its steps so far.",
		OutputSchema: verdictSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "Read the verdict", ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}, h.getVerdict)
}

// GetVerdictInput is get_verdict's input.
type GetVerdictInput struct {
	Job string `json:"job,omitempty" jsonschema:"the id of a fix job started with fix's background: return that fix's result when it finished, else its steps so far and the verdict as it stands"`
}

func (h *handler) getVerdict(ctx context.Context, _ *mcp.CallToolRequest, in GetVerdictInput) (*mcp.CallToolResult, *verdict.Review, error) {
	if in.Job != "" {
		return h.jobStatus(ctx, in.Job)
	}
	r, err := h.latest(ctx)
	if err != nil {
		return nil, nil, err
	}
	return textResult(summary(r)), r, nil
}

// latest reads the verdict at the review root, refusing one edited by
// hand. Its errors are already one line naming the file.
func (h *handler) latest(ctx context.Context) (*verdict.Review, error) {
	root, err := h.root(ctx)
	if err != nil {
		return nil, toolError(err)
	}
	st := &store.Store{Root: root}
	r, raw, err := st.Latest()
	if err != nil {
		return nil, toolError(err)
	}
	// A verdict edited by hand is answered as the command line answers it:
	// refused, with the same message, not read out as if the tool wrote it.
	if _, err := st.CheckEdits(raw); err != nil {
		return nil, toolError(err)
	}
	return r, nil
}

// ListFindingsInput filters the findings; every filter given must match.
type ListFindingsInput struct {
	Severity []string `json:"severity,omitempty" jsonschema:"keep findings of any of these severities"`
	Status   []string `json:"status,omitempty" jsonschema:"keep findings with any of these statuses (open and reopened are the ones that count toward the verdict)"`
	Domain   []string `json:"domain,omitempty" jsonschema:"keep findings of any of these domains: the reviewer that reported them (security, secrets, correctness, performance, maintainability, design)"`
	File     string   `json:"file,omitempty" jsonschema:"keep findings in this file or under this directory (repository-relative, slash-separated); with * ? or [ it is a path.Match pattern"`
}

// FindingList is list_findings' output.
type FindingList struct {
	Findings []finding.Finding `json:"findings"`
}

func addListFindings(s *mcp.Server, h *handler) {
	mcp.AddTool(s, &mcp.Tool{
		Name:  "list_findings",
		Title: "List findings",
		Description: "Return {findings: [...]}: the findings of the current verdict that match every filter given, with their ids, files, line ranges, " +
			"titles, recommendations and statuses. No filter returns them all. Changes nothing.",
		InputSchema: inputSchema[ListFindingsInput](func(p map[string]*jsonschema.Schema) {
			p["severity"].Items.Enum = enum(severityNames()...)
			p["status"].Items.Enum = enum(statusNames...)
		}),
		OutputSchema: findingListSchema(),
		Annotations:  &mcp.ToolAnnotations{Title: "List findings", ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}, h.listFindings)
}

func (h *handler) listFindings(ctx context.Context, _ *mcp.CallToolRequest, in ListFindingsInput) (*mcp.CallToolResult, FindingList, error) {
	keep, err := in.matcher()
	if err != nil {
		return nil, FindingList{}, err
	}
	r, err := h.latest(ctx)
	if err != nil {
		return nil, FindingList{}, err
	}
	out := FindingList{Findings: []finding.Finding{}}
	for _, f := range r.Findings {
		if keep(&f) {
			out.Findings = append(out.Findings, f)
		}
	}
	// The text content is the SDK's: the output as JSON, for clients that
	// show only text.
	return nil, out, nil
}

// matcher checks the filters once and returns the test they make.
func (in ListFindingsInput) matcher() (func(*finding.Finding) bool, error) {
	var sevs []finding.Severity
	for _, s := range in.Severity {
		sev, err := finding.ParseSeverity(s)
		if err != nil {
			return nil, fmt.Errorf("severity filter: %w", err)
		}
		sevs = append(sevs, sev)
	}
	for _, s := range in.Status {
		if !slices.Contains(statusNames, s) {
			return nil, fmt.Errorf("status filter: unknown status %q (want %s)", s, strings.Join(statusNames, ", "))
		}
	}
	file := strings.TrimPrefix(path.Clean(strings.TrimSpace(in.File)), "./")
	glob := strings.ContainsAny(file, "*?[")
	if glob {
		if _, err := path.Match(file, ""); err != nil {
			return nil, fmt.Errorf("file filter %q: %w", in.File, err)
		}
	}
	return func(f *finding.Finding) bool {
		switch {
		case len(sevs) > 0 && !slices.Contains(sevs, f.Severity):
			return false
		case len(in.Status) > 0 && !slices.Contains(in.Status, string(f.Status)):
			return false
		case len(in.Domain) > 0 && !slices.ContainsFunc(in.Domain, func(d string) bool { return strings.EqualFold(strings.TrimSpace(d), f.Domain) }):
			return false
		case in.File == "" || file == ".":
			return true
		case glob:
			ok, _ := path.Match(file, f.File)
			return ok
		}
		return f.File == file || strings.HasPrefix(f.File, file+"/")
	}, nil
}
