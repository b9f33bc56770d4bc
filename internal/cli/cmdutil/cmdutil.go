// Package cmdutil is what every command shares: the IOStreams that tests
// replace, the Factory that hands out the working directory and clock, the
// flags common to review commands, and the exit codes.
package cmdutil

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
)

// IOStreams is where a command reads and writes.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// StdinIsTerminal decides whether a command may ask a question.
	StdinIsTerminal bool
}

// System returns the process's streams.
func System() *IOStreams {
	return &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, StdinIsTerminal: term.IsTerminal(int(os.Stdin.Fd()))}
}

// Factory gives commands their environment.
type Factory struct {
	IO  *IOStreams
	Dir func() (string, error)
	Now func() time.Time
}

// Notef prints a remark for the user on stderr.
func (f *Factory) Notef(format string, args ...any) {
	fmt.Fprintf(f.IO.ErrOut, format+"\n", args...)
}

// Confirm asks a yes/no question whose default is yes. Without a terminal,
// or with -y, it does not ask and says why it went on.
func (f *Factory) Confirm(question string, yes bool) bool {
	switch {
	case yes:
		f.Notef("Proceeding (-y).")
		return true
	case !f.IO.StdinIsTerminal:
		f.Notef("Proceeding: not a terminal (pass -y to say so explicitly).")
		return true
	}
	fmt.Fprintf(f.IO.ErrOut, "%s [Y/n] ", question)
	var answer string
	fmt.Fscanln(f.IO.In, &answer)
	answer = strings.ToLower(strings.TrimSpace(answer))
	return answer == "" || answer == "y" || answer == "yes"
}

// Display returns a path under root the way the user can use it from the
// working directory: relative when root is the working directory, above it
// or below it, absolute when it is somewhere else.
func (f *Factory) Display(root string, rel ...string) string {
	p := filepath.Join(append([]string{root}, rel...)...)
	dir, err := f.Dir()
	if err != nil {
		return p
	}
	toRoot, err := filepath.Rel(dir, root)
	if err != nil {
		return p
	}
	related := !strings.HasPrefix(toRoot, "..") || strings.Trim(strings.ReplaceAll(toRoot, "..", ""), `/\`) == ""
	if r, err := filepath.Rel(dir, p); err == nil && related {
		return filepath.ToSlash(r)
	}
	return p
}

// Root finds the review root from the working directory.
func (f *Factory) Root(ctx context.Context) (string, error) {
	dir, err := f.Dir()
	if err != nil {
		return "", err
	}
	return store.FindRoot(ctx, dir)
}

// OutputFlags are --format, --output and --fail-on.
type OutputFlags struct {
	Format string
	Output string
	FailOn string
}

// Validate checks the flag values before any work is done.
func (o *OutputFlags) Validate() error {
	if _, ok := report.Writers[o.Format]; !ok {
		return &UsageError{fmt.Sprintf("--format %q: unknown format (known: %s)", o.Format, strings.Join(report.Formats(), ", "))}
	}
	if _, err := o.threshold(); err != nil {
		return err
	}
	if o.Output != "" {
		if fi, err := os.Stat(o.Output); err == nil && fi.IsDir() {
			return &UsageError{fmt.Sprintf("--output %s: is a directory; name a file", o.Output)}
		}
	}
	return nil
}

// Say prints a message meant for the reader of the result: on stdout for
// the text format, on stderr otherwise, so stdout stays valid JSON or
// markdown for the program reading it.
func (o *OutputFlags) Say(f *Factory, msg string) {
	if o.Format == "text" && o.Output == "" {
		fmt.Fprintln(f.IO.Out, msg)
		return
	}
	fmt.Fprintln(f.IO.ErrOut, msg)
}

func (o *OutputFlags) threshold() (verdict.Decision, error) {
	switch strings.ToLower(o.FailOn) {
	case "warn":
		return verdict.Warn, nil
	case "fail", "":
		return verdict.Fail, nil
	case "abort":
		return verdict.Abort, nil
	}
	return "", &UsageError{fmt.Sprintf("--fail-on %q: want warn, fail or abort", o.FailOn)}
}

// Emit writes the review in the chosen format to stdout or --output, and
// returns the exit code its verdict calls for.
func (o *OutputFlags) Emit(f *Factory, in *report.Input) error {
	w := report.Writers[o.Format]
	if o.Output != "" {
		var b strings.Builder
		if err := w.Write(&b, in); err != nil {
			return err
		}
		if err := atomicfile.Write(o.Output, []byte(b.String()), 0o644); err != nil {
			return err
		}
		f.Notef("Wrote %s report to %s", o.Format, o.Output)
	} else if err := w.Write(f.IO.Out, in); err != nil {
		return err
	}
	failOn, _ := o.threshold()
	if code := VerdictExit(in.Review.Verdict, failOn); code != ExitOK {
		return &ExitCodeError{Code: code}
	}
	return nil
}

// UsageError is a bad flag or argument.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// NoteStaleLock tells the user a crashed run's lock was cleared.
func (f *Factory) NoteStaleLock(h *store.Holder) {
	if h != nil {
		f.Notef("Cleared a stale lock left by pid %d on %s (%s, started %s).", h.PID, h.Host, h.Command, h.Start.Format(time.RFC3339))
	}
}

// AddOutputFlags adds --format, --output and --fail-on.
func AddOutputFlags(cmd *cobra.Command, o *OutputFlags) {
	cmd.Flags().StringVar(&o.Format, "format", "text", "output format: "+strings.Join(report.Formats(), ", "))
	cmd.Flags().StringVarP(&o.Output, "output", "o", "", "write the output to FILE instead of stdout")
	cmd.Flags().StringVar(&o.FailOn, "fail-on", "fail", "lowest verdict that exits non-zero: warn, fail or abort (ABORT always exits 3)")
}
