package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/version"
)

// Options configure a server.
type Options struct {
	// Dir is the directory the server was started in: review resolves its
	// targets against it, and every tool finds the review root from it.
	Dir string
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Instructions tell the client's model how the tools fit together: the
// action protocol of seeds/000, in the tools' terms.
const Instructions = `teamreview reviews the changes in this working tree the way a team of specialist reviewers would, and keeps the verdict in .code-review/review-latest.json.

The loop: call review (mode "quick" while working, "full" before a pull request), then act on the verdict:
PASS: proceed to the pull request (mention the report path).
WARN: fix every High finding (required) and the Medium ones (recommended).
FAIL: fix the Blockers first, then High, then Medium.
ABORT: do not attempt fixes; a person must look at .code-review/abort-reason.md. Halt.
INCOMPLETE (the result text starts with "Incomplete review"; the verdict's coverage.incomplete lists what was not reviewed and why): the verdict covers only part of the change, so a PASS or WARN there is not a pass. When a reviewer or engine ran out of time, call review again with a longer specialist_timeout (say "10m"); when it stays incomplete, or files could not be analyzed, stop and tell a person what coverage.incomplete lists. A FAIL or ABORT that is incomplete is acted on as FAIL or ABORT.
The fix tool applies the fixes teamreview has (suggested fixes, gofmt), each checked by building and testing in a scratch worktree, and marks and verifies what it kept; fix the rest yourself. A fix can take minutes: if your client gives up on long calls, call fix with background true and then get_verdict with the job id it returns until it says finished.
After fixing, call mark with the ids you fixed (status "fixed") or the false positives (status "wont_fix" with a reason), then call verify. Repeat until PASS, or WARN with no High left.
Every result's text ends with the next step; where it names ` + "`teamreview mark`" + ` or ` + "`teamreview verify`" + `, call the mark and verify tools.
get_verdict and list_findings only read the current verdict. Change nothing in .code-review/ by hand: mark is the one way to change a finding.`

// tools is the registry: adding a tool is one file and one line here.
var tools = []func(*mcp.Server, *handler){
	addReview,
	addVerify,
	addMark,
	addFix,
	addGetVerdict,
	addListFindings,
}

// handler holds what every tool needs.
type handler struct {
	opts Options
	jobs jobs
}

// New builds the server with every tool registered. Connect it to a
// transport with Run (mcp.StdioTransport for `teamreview mcp`).
func New(opts Options) *mcp.Server {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	s := mcp.NewServer(&mcp.Implementation{
		Name:    "teamreview",
		Title:   "teamreview code review",
		Version: strings.TrimPrefix(version.String(), "teamreview "),
	}, &mcp.ServerOptions{
		Instructions: Instructions,
		// Tools are inferred; nothing else is offered, not even logging
		// (the SDK's default), since the server has nothing to log.
		Capabilities: &mcp.ServerCapabilities{},
	})
	h := &handler{opts: opts}
	for _, add := range tools {
		add(s, h)
	}
	return s
}

// root is the review root of the server's directory.
func (h *handler) root(ctx context.Context) (string, error) {
	return store.FindRoot(ctx, h.opts.Dir)
}

// toolError turns a domain error into the one-line text of a tool result
// with IsError set, which the model can read and act on (not a protocol
// error, which it would not see).
func toolError(err error) error {
	return errors.New(oneLine(err.Error()))
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// textResult is a successful result whose content is one text block; the
// SDK adds the structured content of tools with an output type.
func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// summary is the short text of a verdict: notes first, then the terminal
// summary (verdict, counts, findings to act on, report, next step), which
// is already stable plain text for agents.
func summary(r *verdict.Review, notes ...string) string {
	var b, nb strings.Builder
	for _, n := range notes {
		fmt.Fprintf(&nb, "note: %s\n", oneLine(n))
	}
	// An incomplete review says so before anything else, notes included.
	if !r.Incomplete() {
		b.WriteString(nb.String())
	}
	_ = (report.Text{}).Write(&b, &report.Input{Review: r}) // a strings.Builder does not fail
	if r.Incomplete() {
		b.WriteString(nb.String())
	}
	return strings.TrimRight(b.String(), "\n")
}

func staleLockNote(h *store.Holder) string {
	return fmt.Sprintf("cleared a stale lock left by pid %d on %s (%s, started %s)", h.PID, h.Host, h.Command, h.Start.Format(time.RFC3339))
}

func ptr[T any](v T) *T { return &v }
