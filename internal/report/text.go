package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Text is the terminal summary: stable plain lines an agent can read.
type Text struct{}

var _ Writer = Text{}

func (Text) Write(w io.Writer, in *Input) error {
	r := in.Review
	paint := func(code, s string) string {
		if !in.Color {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	verdictColor := map[verdict.Decision]string{verdict.Pass: "1;32", verdict.Warn: "1;33", verdict.Fail: "1;31", verdict.Abort: "1;37;41"}
	sevColor := map[finding.Severity]string{finding.Blocker: "1;31", finding.High: "31", finding.Medium: "33", finding.Low: "36", finding.Info: "2"}
	var b strings.Builder
	writeIncomplete(&b, r, "")
	fmt.Fprintf(&b, "Verdict: %s (%s)\n", paint(verdictColor[r.Verdict], string(r.Verdict)), counts(r.Summary))
	for _, rv := range r.Reviewers {
		if rv.Status != "completed" {
			fmt.Fprintf(&b, "  %s review was not completed due to reviewer failure: %s\n", DisplayName(rv.Name), rv.Error)
		}
	}
	for _, f := range r.Findings {
		if !f.Status.Active() && f.Status != finding.Fixed {
			continue
		}
		loc := f.File
		if !f.Lines.IsZero() {
			loc += ":" + f.Lines.String()
		}
		status := ""
		if f.Status != finding.Open {
			status = " [" + string(f.Status) + "]"
		}
		fmt.Fprintf(&b, "  %s %s  %s  %s%s\n", paint(sevColor[f.Severity], fmt.Sprintf("%-7s", f.Severity)), f.ID, loc, f.Title, status)
	}
	if r.Hidden > 0 {
		fmt.Fprintf(&b, "  (%d findings in unchanged code not shown)\n", r.Hidden)
	}
	if r.ReportPath != "" {
		fmt.Fprintf(&b, "Report: %s\n", r.ReportPath)
	}
	fmt.Fprintf(&b, "Next: %s\n", NextSteps(r))
	_, err := io.WriteString(w, b.String())
	return err
}
