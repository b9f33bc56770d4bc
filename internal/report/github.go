package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// GitHub prints one GitHub Actions workflow command per finding that still
// counts toward the verdict, so a workflow step annotates the lines of the
// change: `::error file=…,line=…,endLine=…,title=…::message`.
type GitHub struct{}

var _ Writer = GitHub{}

func githubCommand(s finding.Severity) string {
	switch s {
	case finding.Blocker, finding.High:
		return "error"
	case finding.Medium:
		return "warning"
	}
	return "notice"
}

func (GitHub) Write(w io.Writer, in *Input) error {
	var b strings.Builder
	// An incomplete review is an error annotation on the run, first: the
	// findings below do not cover the whole change.
	if in.Review.Incomplete() {
		var gaps strings.Builder
		writeIncomplete(&gaps, in.Review, "")
		fmt.Fprintf(&b, "::error title=%s::%s\n", githubProperty("Incomplete review"), githubData(strings.TrimRight(gaps.String(), "\n")))
	}
	for i := range in.Review.Findings {
		f := &in.Review.Findings[i]
		if !f.Status.Active() {
			continue
		}
		props := []string{"file=" + githubProperty(f.File)}
		if !f.Lines.IsZero() {
			props = append(props,
				"line="+strconv.Itoa(f.Lines.Start),
				"endLine="+strconv.Itoa(max(f.Lines.End, f.Lines.Start)))
		}
		props = append(props, "title="+githubProperty(f.Title))
		msg := fmt.Sprintf("%s %s (%s): %s", f.Severity, f.ID, ruleID(f), f.Recommendation)
		fmt.Fprintf(&b, "::%s %s::%s\n", githubCommand(f.Severity), strings.Join(props, ","), githubData(msg))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// githubData escapes a workflow command's message the way the runner
// unescapes it (actions/toolkit's escapeData).
func githubData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// githubProperty escapes a workflow command's property value, where ':' and
// ',' also delimit (actions/toolkit's escapeProperty).
func githubProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
