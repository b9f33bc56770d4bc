package report

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Text is the terminal summary: the verdict, then the findings grouped by
// file (the file with the most severe finding first), each with its place
// as file:line:col (rustc's "--> " line), the flagged code under a caret line when the code may
// be shown, and the recommendation (for taint findings it begins with the
// path from source to sink). Its first line of each finding is stable, for
// agents that read it.
type Text struct{}

var _ Writer = Text{}

// maxCodeLines bounds the code shown for one finding.
const maxCodeLines = 3

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
	// A verdict written before coverage existed names its unavailable
	// reviewers here; one with coverage has already named them above.
	for _, rv := range r.Reviewers {
		if rv.Status != "completed" && !inGaps(r, verdict.GapReviewer, rv.Name) {
			fmt.Fprintf(&b, "  %s review was not completed due to reviewer failure: %s\n", DisplayName(rv.Name), rv.Error)
		}
	}
	for _, group := range byFile(r.Findings) {
		fmt.Fprintf(&b, "\n%s\n", paint("1", group[0].File))
		for _, f := range group {
			loc := f.File
			if !f.Lines.IsZero() {
				loc += ":" + f.Lines.String()
			}
			status := ""
			if f.Status != finding.Open {
				status = " [" + string(f.Status) + "]"
			}
			fmt.Fprintf(&b, "  %s %s  %s  %s%s\n", paint(sevColor[f.Severity], fmt.Sprintf("%-7s", f.Severity)), f.ID, loc, f.Title, status)
			// The place as editors and terminals open it, under the line
			// agents read (whose form stays as it was).
			if col := firstColumn(in.Contents[f.File], f.Lines.Start); col > 0 {
				fmt.Fprintf(&b, "    --> %s:%d:%d\n", f.File, f.Lines.Start, col)
			}
			writeCode(&b, in, f, paint)
			detail := "    "
			if f.Rule != "" {
				detail += "[" + f.Rule + "] "
			}
			if rec := strings.TrimSpace(f.Recommendation); rec != "" {
				b.WriteString(wrap(detail+rec, "    ", in.Width))
			} else if f.Rule != "" {
				b.WriteString(detail + "\n")
			}
		}
	}
	if len(r.Findings) > 0 {
		b.WriteString("\n")
	}
	if r.Hidden > 0 {
		fmt.Fprintf(&b, "  (%d findings in unchanged code not shown)\n", r.Hidden)
	}
	if inline := suppressedInline(r.Suppressed); len(inline) > 0 {
		fmt.Fprintf(&b, "Suppressed inline (%d, kept in the verdict's suppressed list):\n", len(inline))
		for _, f := range inline {
			b.WriteString(clip("  "+suppressedLine(f), in.Width) + "\n")
		}
	}
	if dec := declined(r.Suppressed); len(dec) > 0 {
		fmt.Fprintf(&b, "Declined before, marked wont_fix (%d, kept in the verdict's suppressed list):\n", len(dec))
		for _, f := range dec {
			b.WriteString(clip("  "+declinedLine(f), in.Width) + "\n")
		}
	}
	if r.ReportPath != "" {
		fmt.Fprintf(&b, "Report: %s\n", r.ReportPath)
	}
	fmt.Fprintf(&b, "Next: %s\n", NextSteps(r))
	_, err := io.WriteString(w, b.String())
	return err
}

// byFile groups the findings shown (open, and those fixed) by file: the
// file with the most severe finding first, then by path; in a file, most
// severe first, then by line.
func byFile(fs []finding.Finding) [][]finding.Finding {
	idx := map[string]int{}
	var groups [][]finding.Finding
	for _, f := range fs {
		if !f.Status.Active() && f.Status != finding.Fixed {
			continue
		}
		i, ok := idx[f.File]
		if !ok {
			i = len(groups)
			idx[f.File] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], f)
	}
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b finding.Finding) int {
			return cmp.Or(cmp.Compare(b.Severity, a.Severity), cmp.Compare(a.Lines.Start, b.Lines.Start), strings.Compare(a.ID, b.ID))
		})
	}
	slices.SortStableFunc(groups, func(a, b []finding.Finding) int {
		return cmp.Or(cmp.Compare(b[0].Severity, a[0].Severity), strings.Compare(a[0].File, b[0].File))
	})
	return groups
}

// writeCode shows a finding's lines with a caret line under the first,
// from its first non-blank column to its end. A credential never reaches
// the terminal: no code is shown for the secrets reviewer's findings, and
// every other line goes through in.Redact first; without a Redact there
// is no code at all.
// maxPlainCode is how much of a code line plain output shows.
const maxPlainCode = 160

func writeCode(b *strings.Builder, in *Input, f finding.Finding, paint func(code, s string) string) {
	content, ok := in.Contents[f.File]
	if !ok || in.Redact == nil || f.Domain == "secrets" || f.Lines.IsZero() {
		return
	}
	lines := bytes.Split(content, []byte("\n"))
	start, end := f.Lines.Start, f.Lines.End
	if start < 1 || start > len(lines) {
		return
	}
	end = min(end, len(lines), start+maxCodeLines-1)
	text := make([]string, 0, end-start+1)
	for n := start; n <= end; n++ {
		text = append(text, strings.TrimRight(string(lines[n-1]), "\r"))
	}
	text = strings.Split(in.Redact(f.File, strings.Join(text, "\n")), "\n")
	gutter := len(fmt.Sprint(end))
	// A log or a pipe has no width, but a minified line or an SVG path of
	// thousands of characters is no more readable there.
	width := maxPlainCode
	if in.Width > 0 {
		width = in.Width - gutter - 7 // "    NN | "
	}
	for i, t := range text {
		t = strings.ReplaceAll(t, "\t", "    ")
		shown := clip(t, width)
		fmt.Fprintf(b, "    %*d | %s\n", gutter, start+i, shown)
		if i == 0 {
			lead := len(shown) - len(strings.TrimLeft(shown, " "))
			body := utf8.RuneCountInString(strings.TrimSpace(shown))
			if body > 0 {
				fmt.Fprintf(b, "    %*s | %s%s\n", gutter, "", strings.Repeat(" ", lead), paint("1;31", "^"+strings.Repeat("~", body-1)))
			}
		}
	}
	if f.Lines.End > end {
		fmt.Fprintf(b, "    %*s | … %d more lines\n", gutter, "", f.Lines.End-end)
	}
}

// firstColumn is the 1-based byte column of the first non-blank character
// of line n, or 0 when it is not known. Findings carry lines, not columns,
// so this is where the flagged code on the line begins.
func firstColumn(content []byte, n int) int {
	if content == nil || n < 1 {
		return 0
	}
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(content, '\n')
		if j < 0 {
			return 0
		}
		content = content[j+1:]
	}
	if j := bytes.IndexByte(content, '\n'); j >= 0 {
		content = content[:j]
	}
	for i, c := range content {
		if c != ' ' && c != '\t' && c != '\r' {
			return i + 1
		}
	}
	return 0
}

// clip shortens s to width runes with an ellipsis; width 0 is no limit.
// It masks the credentials of the whole of s before the cut (redact.Clip):
// the redaction of the output sees only what is left.
func clip(s string, width int) string {
	if width <= 0 {
		return s
	}
	return redact.Clip(s, max(width, 2), "…")
}

// wrap breaks s into lines of at most width runes at spaces, continuing
// with indent; width 0 is no limit. Each line ends in a newline.
func wrap(s, indent string, width int) string {
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
	s = strings.TrimPrefix(s, " ")
	if width <= len(indent)+20 || len(indent)+utf8.RuneCountInString(s) <= width {
		return indent + s + "\n"
	}
	// Broken into lines, a credential's name and value may be apart, where
	// the redaction of the output no longer sees them as one.
	s = redact.Text(s)
	var b strings.Builder
	line := indent
	for _, word := range strings.Fields(s) {
		if utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width && strings.TrimSpace(line) != "" {
			b.WriteString(line + "\n")
			line = indent
		}
		if strings.TrimSpace(line) != "" {
			line += " "
		}
		line += word
	}
	b.WriteString(line + "\n")
	return b.String()
}
