package cmdutil

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/verdict"
)

// parse runs the output flags of a command over args.
func parse(t *testing.T, args ...string) *OutputFlags {
	t.Helper()
	o := &OutputFlags{}
	cmd := &cobra.Command{Use: "x", RunE: func(*cobra.Command, []string) error { return nil }}
	AddOutputFlags(cmd, o)
	if err := cmd.ParseFlags(args); err != nil {
		t.Fatal(err)
	}
	return o
}

func TestFormatFlagIsRepeatable(t *testing.T) {
	if o := parse(t); len(o.Formats) != 1 || o.Formats[0] != "text" {
		t.Errorf("default: %q", o.Formats)
	}
	// A file name may hold a comma: values are not split.
	o := parse(t, "--format", "sarif=a,b.sarif", "--format", "github", "--format=json=v.json")
	if strings.Join(o.Formats, " ") != "sarif=a,b.sarif github json=v.json" {
		t.Errorf("formats: %q", o.Formats)
	}
}

func TestValidate(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		o       OutputFlags
		wantErr string
	}{
		{"default", OutputFlags{}, ""},
		{"one format", OutputFlags{Formats: []string{"sarif"}}, ""},
		{"every format", OutputFlags{Formats: []string{"text", "json=" + dir + "/v.json", "markdown=" + dir + "/r.md", "sarif=" + dir + "/r.sarif",
			"rdjson=" + dir + "/r.rdjson", "github=" + dir + "/gh.txt", "codeclimate=" + dir + "/cq.json"}}, ""},
		{"output for the one without a file", OutputFlags{Formats: []string{"sarif=" + dir + "/a", "text"}, Output: dir + "/t.txt"}, ""},
		{"explicit stdout", OutputFlags{Formats: []string{"sarif=-", "text=" + dir + "/t.txt"}}, ""},
		{"case", OutputFlags{Formats: []string{"SARIF"}}, ""},
		{"unknown", OutputFlags{Formats: []string{"xml"}}, `--format "xml": unknown format (known: codeclimate, github, json, markdown, rdjson, sarif, text)`},
		{"unknown with file", OutputFlags{Formats: []string{"xml=out.xml"}}, `--format "xml": unknown format`},
		{"empty file", OutputFlags{Formats: []string{"sarif="}}, "--format sarif=: name a file after =, or - for stdout"},
		{"two on stdout", OutputFlags{Formats: []string{"sarif=" + dir + "/a", "github", "text"}}, "--format github and --format text both write to stdout"},
		{"two on stdout, one explicit", OutputFlags{Formats: []string{"json=-", "text"}}, "--format json=- and --format text both write to stdout"},
		{"output with two formats without a file", OutputFlags{Formats: []string{"github", "text"}, Output: dir + "/x"}, "--output names one file, but --format github and --format text have none"},
		{"output with every format filed", OutputFlags{Formats: []string{"sarif=" + dir + "/a"}, Output: dir + "/x"}, "every --format already names its file"},
		{"same file twice", OutputFlags{Formats: []string{"sarif=" + dir + "/a", "json=" + dir + "/./a"}}, "write the same file"},
		{"output is a directory", OutputFlags{Output: dir}, "--output " + dir + ": is a directory; name a file"},
		{"format file is a directory", OutputFlags{Formats: []string{"sarif=" + dir}}, "--format sarif=" + dir + ": is a directory"},
		{"missing directory", OutputFlags{Formats: []string{"sarif=" + dir + "/new/dir/r.sarif"}}, "--format sarif=" + dir + "/new/dir/r.sarif: directory " + dir + "/new/dir does not exist; create it first"},
		{"below a file", OutputFlags{Formats: []string{"sarif=" + file + "/x/r.sarif"}}, file + " is not a directory"},
		{"fail-on", OutputFlags{FailOn: "never"}, `--fail-on "never": want warn, fail or abort`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.o.Validate()
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Fatalf("error %v, want %q", err, tt.wantErr)
			}
			var ue *UsageError
			if err != nil && !errors.As(err, &ue) {
				t.Errorf("%T is not a usage error (exit 2)", err)
			}
		})
	}
}

func testFactory() (*Factory, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return &Factory{IO: &IOStreams{Out: &out, ErrOut: &errOut}, Now: time.Now}, &out, &errOut
}

func failInput() *report.Input {
	r := &verdict.Review{ReviewID: "a3f8c12b", Scope: "changeset", Target: "staged", Mode: verdict.Full, Findings: []finding.Finding{
		{ID: "security-3f2a9c01-11", Domain: "security", Severity: finding.Blocker, Confidence: 0.8, File: "handler.go", Lines: finding.Lines(11, 11),
			Title: "SQL string concatenation", Recommendation: "Use a parameterized query.", Status: finding.Open, Rule: "gosec/G202"},
	}}
	r.Recompute()
	return &report.Input{Review: r}
}

func TestEmitWritesEachFormatWhereAsked(t *testing.T) {
	dir := t.TempDir()
	f, out, errOut := testFactory()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	o := &OutputFlags{Formats: []string{"sarif=" + dir + "/out.sarif", "github", "json=" + dir + "/sub/verdict.json"}}
	if err := o.Validate(); err != nil {
		t.Fatal(err)
	}
	err := o.Emit(f, failInput())
	var code *ExitCodeError
	if !errors.As(err, &code) || code.Code != ExitFail {
		t.Fatalf("Emit = %v, want exit %d for FAIL", err, ExitFail)
	}
	if !strings.HasPrefix(out.String(), "::error file=handler.go,line=11,") || strings.Count(out.String(), "\n") != 1 {
		t.Errorf("stdout is not the github format:\n%s", out)
	}
	for _, p := range []string{"out.sarif", "sub/verdict.json"} {
		data, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		if !json.Valid(data) {
			t.Errorf("%s is not JSON", p)
		}
		if !strings.Contains(errOut.String(), "to "+dir+"/"+p) {
			t.Errorf("stderr does not say %s was written:\n%s", p, errOut)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "out.sarif")); !strings.Contains(string(data), `"version": "2.1.0"`) {
		t.Errorf("out.sarif:\n%s", data)
	}
}

func TestEmitOutputFlag(t *testing.T) {
	dir := t.TempDir()
	f, out, _ := testFactory()
	o := &OutputFlags{Formats: []string{"text"}, Output: filepath.Join(dir, "r.txt"), FailOn: "abort"}
	if err := o.Emit(f, failInput()); err != nil {
		t.Fatalf("FAIL with --fail-on abort: %v", err)
	}
	if out.Len() != 0 {
		t.Errorf("stdout: %q", out)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "r.txt")); !strings.HasPrefix(string(data), "Verdict: FAIL") {
		t.Errorf("r.txt: %q", data)
	}
}

// Say's message is never the result: stderr whatever the formats, so
// stdout carries only a result, or nothing.
func TestSay(t *testing.T) {
	for _, o := range []OutputFlags{
		{},
		{Formats: []string{"text", "sarif=x.sarif"}},
		{Formats: []string{"json"}},
		{Formats: []string{"text"}, Output: "r.txt"},
	} {
		f, out, errOut := testFactory()
		o.Say(f, "No changes found.")
		if out.Len() > 0 || errOut.String() != "No changes found.\n" {
			t.Errorf("%+v: stdout %q, stderr %q", o, out, errOut)
		}
	}
}

func TestEmitColourOnATerminalOnlyWithoutNO_COLOR(t *testing.T) {
	r := &verdict.Review{ReviewID: "0000abcd", Verdict: verdict.Pass}
	for _, tc := range []struct {
		terminal bool
		noColor  string
		want     bool
	}{{false, "", false}, {true, "", true}, {true, "1", false}} {
		t.Setenv("NO_COLOR", tc.noColor)
		var out bytes.Buffer
		f := &Factory{IO: &IOStreams{Out: &out, ErrOut: io.Discard, OutIsTerminal: tc.terminal}}
		o := &OutputFlags{Formats: []string{"text"}}
		if err := o.Validate(); err != nil {
			t.Fatal(err)
		}
		if err := o.Emit(f, &report.Input{Review: r}); err != nil {
			t.Fatal(err)
		}
		if got := bytes.Contains(out.Bytes(), []byte("\x1b[")); got != tc.want {
			t.Errorf("terminal=%v NO_COLOR=%q: colour %v, want %v", tc.terminal, tc.noColor, got, tc.want)
		}
	}
}
