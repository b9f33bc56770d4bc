package llm

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/teamreview/teamreview/internal/config"
)

func shProvider(t *testing.T, script string, timeout int) Provider {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("skipping: the command provider tests need sh on PATH")
	}
	p, err := NewWithOptions(config.LLM{Provider: "command", Command: []string{"sh", "-c", script}, MaxConcurrency: 1, TimeoutSeconds: timeout}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCommandProvider(t *testing.T) {
	// The script reads the whole request on stdin and answers in a fence,
	// like an agent CLI would.
	fence := "```"
	p := shProvider(t, `input=$(cat); printf 'Here you go:\n`+fence+`json\n{"findings":[{"file":"a.go","lineRange":"1","severity":"Low","confidence":0.9,"title":"saw %s bytes","category":"x"}]}\n`+fence+`\n' "${#input}"`, 10)
	req := Request{System: "sys", Prompt: "prompt text"}
	resp, err := p.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := Parse(resp.Text)
	if err != nil || len(fs) != 1 {
		t.Fatalf("Parse(%q) = %v, %v", resp.Text, fs, err)
	}
	if want := "saw 16 bytes"; fs[0].Title != want { // len("sys\n\nprompt text")
		t.Errorf("title = %q, want %q: the command did not get system and prompt on stdin", fs[0].Title, want)
	}
	if !resp.Estimated || resp.InputTokens != EstimateTokens("sys\n\nprompt text") {
		t.Errorf("usage = %+v, want estimates", resp)
	}
}

func TestCommandFailureQuotesStderrTail(t *testing.T) {
	p := shProvider(t, `cat >/dev/null; echo "lots of noise" >&2; echo "error: model not found" >&2; exit 3`, 10)
	_, err := p.Complete(context.Background(), Request{Prompt: "x"})
	want := "command sh: exited with status 3: lots of noise error: model not found"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %q", err, want)
	}
}

// The end of stderr an error quotes is cut after its credentials are
// masked: cut first, what is left of a token is no token the redaction
// recognizes.
func TestCommandStderrTailMaskedBeforeTheCut(t *testing.T) {
	token := "ghp_" + "R8mVq2LxT7nW4pZk9sYb3cHf6JdG1aEu5oNi"
	p := shProvider(t, `cat >/dev/null; echo "auth: token `+token+` rejected:" >&2; head -c 370 /dev/zero | tr '\0' x >&2; exit 3`, 10)
	_, err := p.Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.Contains(err.Error(), "exited with status 3: …") || strings.Contains(err.Error(), token[24:32]) {
		t.Errorf("error = %v", err)
	}
}

func TestCommandTimeout(t *testing.T) {
	p := shProvider(t, `exec sleep 30`, 1)
	start := time.Now()
	_, err := p.Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.Contains(err.Error(), "command sh: no answer within 1s") {
		t.Errorf("error = %v", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the timeout took %v", d)
	}
}

func TestCommandMissingBinary(t *testing.T) {
	p, err := NewWithOptions(config.LLM{Provider: "command", Command: []string{"teamreview-no-such-agent-cli"}, TimeoutSeconds: 5}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Complete(context.Background(), Request{Prompt: "x"})
	if err == nil || !strings.HasPrefix(err.Error(), "command teamreview-no-such-agent-cli: ") {
		t.Errorf("error = %v", err)
	}
}
