// Package mcpcmd is `teamreview mcp`: serve review, verify, mark,
// get_verdict and list_findings to coding agents over the Model Context
// Protocol on stdin and stdout.
package mcpcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/mcpserver"
)

type Options struct {
	F *cmdutil.Factory
}

func NewCmd(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "mcp",
		Short: "Serve reviews to coding agents over MCP (stdio)",
		Long: `Serve teamreview to a coding agent as a Model Context Protocol server over
stdin and stdout. The agent's client starts it; the directory it starts in
is the one reviewed. Tools: review, verify, mark, get_verdict, list_findings.

stdout carries protocol messages only; anything else goes to stderr. The
server stops when the client closes stdin.`,
		Example: `  claude mcp add teamreview -- teamreview mcp`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(cmd.Context(), opts)
			}
			return Run(cmd.Context(), opts)
		},
	}
	return cmd
}

// Run serves until the client closes stdin or the context ends; either is
// a clean stop.
func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	dir, err := f.Dir()
	if err != nil {
		return err
	}
	if f.IO.StdinIsTerminal {
		f.Notef("teamreview mcp speaks the Model Context Protocol on stdin and stdout; an MCP client starts it (see `teamreview mcp --help`). Ctrl-D stops it.")
	}
	// The protocol owns stdout. Anything else in the process that wrote to
	// os.Stdout (a dependency's stray print) would corrupt the stream, so
	// os.Stdout points at stderr while the server runs.
	if out, ok := f.IO.Out.(*os.File); ok && out == os.Stdout {
		os.Stdout = os.Stderr
		defer func() { os.Stdout = out }()
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(f.IO.In), Writer: nopWriteCloser{f.IO.Out}}
	err = mcpserver.New(mcpserver.Options{Dir: dir, Now: f.Now}).Run(ctx, t)
	switch {
	case ctx.Err() != nil, err == nil, errors.Is(err, io.EOF):
		return nil
	}
	return fmt.Errorf("mcp: %w", err)
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
