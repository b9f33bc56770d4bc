// Package cmdutil is what every command shares: the IOStreams that tests
// replace, the Factory that hands out the working directory and clock, the
// flags common to review commands, and the exit codes.
package cmdutil

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/redact"
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
	// ErrIsTerminal decides whether progress is drawn live.
	ErrIsTerminal bool
	// OutIsTerminal decides whether the text report may use colour.
	OutIsTerminal bool
	// OutWidth is stdout's width in columns when it is a terminal, or
	// $COLUMNS when set; 0 is no limit.
	OutWidth int
}

// System returns the process's streams.
func System() *IOStreams {
	streams := &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		StdinIsTerminal: term.IsTerminal(int(os.Stdin.Fd())), ErrIsTerminal: term.IsTerminal(int(os.Stderr.Fd())),
		OutIsTerminal: term.IsTerminal(int(os.Stdout.Fd()))}
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		streams.OutWidth = n
	} else if streams.OutIsTerminal {
		if w, _, err := term.GetSize(int(os.Stdout.Fd())); err == nil {
			streams.OutWidth = w
		}
	}
	return streams
}

// Factory gives commands their environment.
type Factory struct {
	IO  *IOStreams
	Dir func() (string, error)
	Now func() time.Time
}

// Notef prints a remark for the user on stderr, credentials masked as in
// every file the review writes: a note quotes what other tools said (the
// go command's error names the proxy URL it could not read).
func (f *Factory) Notef(format string, args ...any) {
	fmt.Fprintln(f.IO.ErrOut, redact.Text(fmt.Sprintf(format, args...)))
}

// Confirm asks a yes/no question whose default is yes. Without a terminal,
// or with -y, it does not ask and says why it went on.
func (f *Factory) Confirm(question string, yes bool) bool {
	return f.ask(question, yes, true)
}

// ConfirmNo is Confirm for a question whose default is no — one that
// changes the user's files — asked the same way.
func (f *Factory) ConfirmNo(question string, yes bool) bool {
	return f.ask(question, yes, false)
}

func (f *Factory) ask(question string, yes, byDefault bool) bool {
	switch {
	case yes:
		f.Notef("Proceeding (-y).")
		return true
	case !f.IO.StdinIsTerminal:
		f.Notef("Proceeding: not a terminal (pass -y to say so explicitly).")
		return true
	}
	choices := "[Y/n]"
	if !byDefault {
		choices = "[y/N]"
	}
	// Ctrl-C at the prompt is a no, at once: the read would otherwise wait
	// for Enter while the command's context is already cancelled.
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(interrupt)
	fmt.Fprintf(f.IO.ErrOut, "%s %s ", question, choices)
	answers := make(chan string, 1) // buffered: an abandoned read never blocks
	go func() {
		var answer string
		// A failed read (end of input, a closed terminal) is an empty
		// answer: the question's default.
		_, _ = fmt.Fscanln(f.IO.In, &answer)
		answers <- answer
	}()
	var answer string
	select {
	case answer = <-answers:
	case <-interrupt:
		fmt.Fprintln(f.IO.ErrOut)
		return false
	}
	switch strings.ToLower(strings.TrimSpace(answer)) {
	case "":
		return byDefault
	case "y", "yes":
		return true
	}
	return false
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
	// Formats are the --format values, each NAME or NAME=FILE ("-" is
	// stdout). Empty means text.
	Formats []string
	// Output is the file of the one format given without its own.
	Output string
	FailOn string
	// AllowIncomplete lets an incomplete PASS or WARN exit as if it were
	// complete (ReviewExit).
	AllowIncomplete bool
}

// destination is one format and where it goes.
type destination struct {
	format string
	// path is the file to write; "" is stdout.
	path string
	// flag is how the user spelled it, for errors.
	flag string
}

// destinations resolves the flags to one destination per format, checking
// everything that can be checked before a review runs: known formats, at
// most one on stdout, no file named twice, no file that is a directory.
func (o *OutputFlags) destinations() ([]destination, error) {
	values := o.Formats
	if len(values) == 0 {
		values = []string{"text"}
	}
	var ds []destination
	withoutFile := -1
	for _, v := range values {
		name, path, hasFile := strings.Cut(v, "=")
		d := destination{format: strings.ToLower(strings.TrimSpace(name)), path: path, flag: "--format " + v}
		if _, ok := report.Writers[d.format]; !ok {
			return nil, &UsageError{fmt.Sprintf("--format %q: unknown format (known: %s)", name, strings.Join(report.Formats(), ", "))}
		}
		switch {
		case hasFile && path == "":
			return nil, &UsageError{fmt.Sprintf("--format %s: name a file after =, or - for stdout", v)}
		case path == "-":
			d.path = ""
		case !hasFile:
			if withoutFile >= 0 && o.Output != "" {
				return nil, &UsageError{fmt.Sprintf("--output names one file, but --format %s and --format %s have none: give each its own with --format NAME=FILE",
					ds[withoutFile].format, d.format)}
			}
			withoutFile = len(ds)
		}
		ds = append(ds, d)
	}
	if o.Output != "" {
		if withoutFile < 0 {
			return nil, &UsageError{fmt.Sprintf("--output %s: every --format already names its file", o.Output)}
		}
		ds[withoutFile].path, ds[withoutFile].flag = o.Output, "--output "+o.Output
	}

	stdout := -1
	files := map[string]string{}
	for i, d := range ds {
		if d.path == "" {
			if stdout >= 0 {
				return nil, &UsageError{fmt.Sprintf("%s and %s both write to stdout: give all but one a file with --format NAME=FILE", ds[stdout].flag, d.flag)}
			}
			stdout = i
			continue
		}
		key := filepath.Clean(d.path)
		if prev, dup := files[key]; dup {
			return nil, &UsageError{fmt.Sprintf("%s and %s write the same file", prev, d.flag)}
		}
		files[key] = d.flag
		if err := checkWritable(d.path); err != nil {
			return nil, &UsageError{fmt.Sprintf("%s: %v", d.flag, err)}
		}
	}
	return ds, nil
}

// checkWritable rules out the output paths that are sure to fail after the
// review has run: a directory, or a path below a file. A missing directory
// is created when the file is written.
func checkWritable(path string) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return errors.New("is a directory; name a file")
	}
	// A report goes where the user said or nowhere: a mistyped directory
	// must not appear silently.
	dir := filepath.Dir(path)
	for d := dir; ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		switch {
		case err == nil && !fi.IsDir():
			return fmt.Errorf("%s is not a directory", d)
		case err == nil && d == dir:
			return nil
		case err == nil:
			return fmt.Errorf("directory %s does not exist; create it first", dir)
		}
		if parent := filepath.Dir(d); parent == d {
			return fmt.Errorf("directory %s does not exist; create it first", dir)
		}
	}
}

// Validate checks the flag values before any work is done.
func (o *OutputFlags) Validate() error {
	if _, err := o.destinations(); err != nil {
		return err
	}
	_, err := o.threshold()
	return err
}

// Say prints a message that stands in for a result (nothing to review, a
// cancelled review): on stderr, as every message but the result, so stdout
// carries only the result in the chosen format, or nothing.
func (o *OutputFlags) Say(f *Factory, msg string) {
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

// Emit writes the review in each chosen format to its file or stdout, and
// returns the exit code its verdict calls for. Every format is rendered
// before anything is written, so a writer's error leaves no partial set of
// reports; files are written atomically, stdout last.
func (o *OutputFlags) Emit(f *Factory, in *report.Input) error {
	ds, err := o.destinations()
	if err != nil {
		return err
	}
	out := make([][]byte, len(ds))
	for i, d := range ds {
		var b bytes.Buffer
		// Colour only where a person reads it: text on a terminal, and
		// never when NO_COLOR is set (no-color.org).
		colored := *in
		colored.Color = d.path == "" && f.IO.OutIsTerminal && os.Getenv("NO_COLOR") == ""
		if d.path == "" {
			colored.Width = f.IO.OutWidth
		}
		if err := report.Writers[d.format].Write(&b, &colored); err != nil {
			return fmt.Errorf("writing the %s report: %w", d.format, err)
		}
		out[i] = b.Bytes()
	}
	stdout := -1
	for i, d := range ds {
		if d.path == "" {
			stdout = i
			continue
		}
		if err := atomicfile.Write(d.path, out[i], 0o644); err != nil {
			return err
		}
		f.Notef("Wrote %s report to %s", d.format, d.path)
	}
	if stdout >= 0 {
		if _, err := f.IO.Out.Write(out[stdout]); err != nil {
			return err
		}
	}
	failOn, _ := o.threshold()
	if code := ReviewExit(in.Review, failOn, o.AllowIncomplete); code != ExitOK {
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

// AddOutputFlags adds --format (repeatable), --output and --fail-on.
func AddOutputFlags(cmd *cobra.Command, o *OutputFlags) {
	cmd.Flags().StringArrayVar(&o.Formats, "format", []string{"text"},
		"output format, repeatable: NAME, or NAME=FILE to write it to FILE (- is stdout); at most one format on stdout. Formats: "+strings.Join(report.Formats(), ", "))
	cmd.Flags().StringVarP(&o.Output, "output", "o", "", "write the one format given without =FILE to FILE instead of stdout")
	cmd.Flags().StringVar(&o.FailOn, "fail-on", "fail", "lowest verdict that exits non-zero: warn, fail or abort (ABORT always exits 3)")
	cmd.Flags().BoolVar(&o.AllowIncomplete, "allow-incomplete", false, "exit as the verdict says even when part of the scope was not reviewed (default: an incomplete PASS or WARN exits 4)")
}
