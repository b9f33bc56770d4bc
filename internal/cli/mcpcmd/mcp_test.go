package mcpcmd_test

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/mcpcmd"
)

// The command serves on the factory's streams and stops cleanly when the
// client goes away.
func TestServesOnTheStreams(t *testing.T) {
	dir := t.TempDir()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var stderr bytes.Buffer
	f := &cmdutil.Factory{
		IO:  &cmdutil.IOStreams{In: inR, Out: outW, ErrOut: &stderr},
		Dir: func() (string, error) { return dir, nil },
		Now: time.Now,
	}
	cmd := mcpcmd.NewCmd(f, nil)
	cmd.SetArgs(nil)
	done := make(chan error, 1)
	go func() {
		done <- cmd.ExecuteContext(context.Background())
		outW.Close()
	}()

	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).
		Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := cs.InitializeResult().ServerInfo.Name; got != "teamreview" {
		t.Errorf("server name %q", got)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_verdict"})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "no verdict yet") {
		t.Errorf("get_verdict in an empty directory: %+v", res)
	}
	cs.Close() // closes the server's stdin

	select {
	case err := <-done:
		if err != nil {
			t.Errorf("the command ended with %v, want a clean stop", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the command did not stop after its stdin was closed")
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
}

func TestTakesNoArguments(t *testing.T) {
	called := false
	cmd := mcpcmd.NewCmd(&cmdutil.Factory{}, func(context.Context, *mcpcmd.Options) error { called = true; return nil })
	cmd.SetArgs([]string{"extra"})
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	if err := cmd.Execute(); err == nil || called {
		t.Errorf("mcp extra: err %v, ran %v; want a usage error", err, called)
	}
	cmd.SetArgs(nil)
	if err := cmd.Execute(); err != nil || !called {
		t.Errorf("mcp: err %v, ran %v", err, called)
	}
}
