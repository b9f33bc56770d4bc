// Package cli assembles the teamreview command line and maps errors to exit
// codes in one place. Each verb lives in its own package under cli/.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/baselinecmd"
	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/cli/donecmd"
	"github.com/teamreview/teamreview/internal/cli/fixcmd"
	"github.com/teamreview/teamreview/internal/cli/initcmd"
	"github.com/teamreview/teamreview/internal/cli/markcmd"
	"github.com/teamreview/teamreview/internal/cli/mcpcmd"
	"github.com/teamreview/teamreview/internal/cli/quickcmd"
	"github.com/teamreview/teamreview/internal/cli/resumecmd"
	"github.com/teamreview/teamreview/internal/cli/reviewcmd"
	"github.com/teamreview/teamreview/internal/cli/schemacmd"
	"github.com/teamreview/teamreview/internal/cli/specialistscmd"
	"github.com/teamreview/teamreview/internal/cli/statuscmd"
	"github.com/teamreview/teamreview/internal/cli/verifycmd"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/version"
)

// Main runs the command line and returns the process's exit code.
func Main() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	f := &cmdutil.Factory{IO: cmdutil.System(), Dir: os.Getwd, Now: time.Now}
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		governMemory()
	}
	if path := os.Getenv("TEAMREVIEW_CPUPROFILE"); path != "" {
		// For measuring where a review's time goes (bench/README.md).
		stop, err := startProfile(path)
		if err != nil {
			fmt.Fprintf(f.IO.ErrOut, "teamreview: TEAMREVIEW_CPUPROFILE: %v\n", err)
			return cmdutil.ExitError
		}
		defer stop()
	}
	return Run(ctx, f, os.Args[1:])
}

func startProfile(path string) (stop func(), err error) {
	out, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(out); err != nil {
		out.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		out.Close()
	}, nil
}

// Run executes args with the given factory.
func Run(ctx context.Context, f *cmdutil.Factory, args []string) int {
	defer cache.FlushMemos() // what redaction and the secrets scan found clean, for the next run
	root := NewRoot(f)
	root.SetArgs(args)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return cmdutil.ExitOK
	}
	var code *cmdutil.ExitCodeError
	if errors.As(err, &code) {
		return code.Code
	}
	if ctx.Err() != nil {
		// Whatever failed underneath (git killed, a lock not taken), the
		// cause was the interrupt; every write is atomic, so nothing is half done.
		fmt.Fprintln(f.IO.ErrOut, "teamreview: interrupted; nothing was left half-written")
		return cmdutil.InterruptExit(ctx)
	}
	// An error may quote what it failed on: a configuration value, a
	// command's output, a line of a file.
	msg := redact.Text(strings.ReplaceAll(strings.TrimSpace(err.Error()), "\n", " "))
	fmt.Fprintf(f.IO.ErrOut, "teamreview: %s\n", msg)
	return cmdutil.ExitError
}

// NewRoot builds the root command: `teamreview [TARGET…]` is a review.
func NewRoot(f *cmdutil.Factory) *cobra.Command {
	root := reviewcmd.NewCmd(f, nil)
	root.Use = "teamreview [review] [TARGET…]"
	// Targets are paths and git ranges, so cobra must not take a bare target
	// such as main..HEAD for an unknown subcommand; a lone word that is
	// neither a command nor a path is a mistyped command, though.
	root.Args = func(cmd *cobra.Command, args []string) error {
		return unknownCommand(f, cmd, args)
	}
	root.Short = "Review code the way a team of specialist reviewers would"
	root.Version = strings.TrimPrefix(version.String(), "teamreview ")
	root.SetVersionTemplate(version.String() + "\n")
	root.SilenceUsage = true
	root.SilenceErrors = true
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &cmdutil.UsageError{Msg: err.Error()}
	})
	root.AddCommand(
		reviewcmd.NewCmd(f, nil),
		quickcmd.NewCmd(f, nil),
		verifycmd.NewCmd(f, nil),
		markcmd.NewCmd(f, nil),
		fixcmd.NewCmd(f, nil),
		schemacmd.NewCmd(f),
		initcmd.NewCmd(f),
		specialistscmd.NewCmd(f),
		mcpcmd.NewCmd(f, nil),
		statuscmd.NewCmd(f),
		resumecmd.NewCmd(f),
		donecmd.NewCmd(f),
		baselinecmd.NewCmd(f),
		newVersionCmd(f),
	)
	for _, c := range root.Commands() {
		c.SilenceUsage = true
		c.SilenceErrors = true
	}
	return root
}

func newVersionCmd(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of teamreview",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			_, err := fmt.Fprintln(f.IO.Out, version.String())
			return err
		},
	}
}

// unknownCommand refuses a first argument that reads as a command word —
// no path separator, no git range or revision syntax — and names no file
// or directory: `teamreview revew` is a typo, not a target.
func unknownCommand(f *cmdutil.Factory, root *cobra.Command, args []string) error {
	if len(args) == 0 || strings.ContainsAny(args[0], "/\\.~^@:{}") || args[0] == "" {
		return nil
	}
	word := args[0]
	dir, err := f.Dir()
	if err != nil {
		return nil // scope reports it
	}
	if _, err := os.Lstat(filepath.Join(dir, word)); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if root.SuggestionsMinimumDistance <= 0 {
		root.SuggestionsMinimumDistance = 2
	}
	if s := root.SuggestionsFor(word); len(s) > 0 {
		return &cmdutil.UsageError{Msg: fmt.Sprintf("unknown command %q: did you mean %s? (nor is there a file or directory of that name)", word, strings.Join(s, " or "))}
	}
	var names []string
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return &cmdutil.UsageError{Msg: fmt.Sprintf("%q is neither a command (%s) nor a file or directory", word, strings.Join(names, ", "))}
}
