package llm

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// command runs a configured program (an agent CLI, a script around a local
// model) with the request on stdin and takes its stdout as the answer.
type command struct {
	argv    []string
	timeout time.Duration
	lim     limiter
}

var _ Provider = (*command)(nil)

// maxStderr is how much of the end of stderr an error quotes.
const maxStderr = 400

func (c *command) Complete(ctx context.Context, req Request) (Response, error) {
	name := filepath.Base(c.argv[0])
	if err := c.lim.acquire(ctx); err != nil {
		return Response{}, fmt.Errorf("command %s: %w", name, err)
	}
	defer c.lim.release()
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	input := req.Prompt
	if req.System != "" {
		input = req.System + "\n\n" + req.Prompt
	}
	var stdout bytes.Buffer
	stderr := &tailBuffer{max: 4 * maxStderr}
	cmd := exec.CommandContext(ctx, c.argv[0], c.argv[1:]...)
	cmd.Stdin = strings.NewReader(input)
	cmd.Stdout = &limitedBuffer{buf: &stdout, max: maxBody}
	cmd.Stderr = stderr
	// A child that keeps the pipes open must not hold us past the timeout.
	cmd.WaitDelay = 2 * time.Second
	inGroup(cmd)
	err := cmd.Run()
	if err != nil {
		tail := stderr.tail(maxStderr)
		switch {
		case errors.Is(ctx.Err(), context.DeadlineExceeded):
			return Response{}, fmt.Errorf("command %s: no answer within %s%s", name, c.timeout, tail)
		case ctx.Err() != nil:
			return Response{}, fmt.Errorf("command %s: %w", name, ctx.Err())
		}
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return Response{}, fmt.Errorf("command %s: exited with status %d%s", name, exit.ExitCode(), tail)
		}
		return Response{}, fmt.Errorf("command %s: %s%s", name, oneLine(err.Error(), 200), tail)
	}
	out := stdout.String()
	return Response{
		Text:         out,
		InputTokens:  EstimateTokens(input),
		OutputTokens: EstimateTokens(out),
		Estimated:    true,
	}, nil
}

// tailBuffer keeps the last bytes written to it.
type tailBuffer struct {
	b   []byte
	max int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

// tail renders the end of stderr as ": …" on one line, or "". The
// credentials of all that the buffer kept are masked before the cut: what
// is left of a token cut in two is no token the redaction recognizes.
func (t *tailBuffer) tail(n int) string {
	s := strings.Join(strings.Fields(string(t.b)), " ")
	if s == "" {
		return ""
	}
	if r := []rune(s); len(r) > n {
		s = Redact(s)
	}
	if r := []rune(s); len(r) > n {
		s = "…" + string(r[len(r)-n+1:])
	}
	return ": " + s
}

// limitedBuffer drops what is written past max, so a runaway command
// cannot exhaust memory.
type limitedBuffer struct {
	buf *bytes.Buffer
	max int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		l.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
