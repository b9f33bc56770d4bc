package mcpserver

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/team"
)

// progress sends notifications/progress for one tool call when the client
// asked for them with _meta.progressToken; without a token it is silent.
// Clients that reset their request timeout on progress (the MCP Inspector's
// default, the TypeScript SDK's resetTimeoutOnProgress) keep waiting as long
// as something happens.
type progress struct {
	ctx   context.Context
	ss    *mcp.ServerSession
	token any

	mu   sync.Mutex
	done float64
}

func newProgress(ctx context.Context, req *mcp.CallToolRequest) *progress {
	p := &progress{ctx: ctx}
	if req != nil && req.Params != nil {
		p.ss, p.token = req.Session, req.Params.GetProgressToken()
	}
	return p
}

// send reports one more step done. It is safe from many goroutines: the
// steps count up in the order they are sent. A notification that cannot be
// delivered is dropped; the result still comes.
func (p *progress) send(msg string) {
	if p == nil || p.token == nil || p.ss == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	_ = p.ss.NotifyProgress(p.ctx, &mcp.ProgressNotificationParams{ProgressToken: p.token, Progress: p.done, Message: oneLine(msg)})
}

// event reports an engine's or specialist's end, in the words of the CLI's
// progress lines.
func (p *progress) event(e team.Event) {
	if e.Start {
		return
	}
	state := fmt.Sprintf("done, %d findings", e.Findings)
	if e.Kind == "engine" {
		state = fmt.Sprintf("done, %d diagnostics", e.Findings)
	}
	if e.Err != nil {
		state = "unavailable: " + e.Err.Error()
	}
	p.send(fmt.Sprintf("%s %s %s (%s)", e.Kind, e.Name, state, e.Elapsed.Round(100*time.Millisecond)))
}
