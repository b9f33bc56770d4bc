package report

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/teamreview/teamreview/internal/finding"
)

// RDJSON is reviewdog's Diagnostic Format (rdjson: one DiagnosticResult) for
// `reviewdog -f=rdjson`, one diagnostic per finding that still counts toward
// the verdict. A finding's suggested fix becomes reviewdog suggestions, which
// need lines and columns where the fix holds byte offsets: the conversion
// reads the file's content from Input.Contents, and a fix whose file is not
// there is left out. Only the fix's own new text is printed, never the file.
type RDJSON struct{}

var _ Writer = RDJSON{}

type (
	rdjsonResult struct {
		Source      rdjsonSource       `json:"source"`
		Severity    string             `json:"severity,omitempty"`
		Diagnostics []rdjsonDiagnostic `json:"diagnostics"`
	}
	rdjsonSource struct {
		Name string `json:"name"`
		URL  string `json:"url,omitempty"`
	}
	rdjsonDiagnostic struct {
		Message     string             `json:"message"`
		Location    rdjsonLocation     `json:"location"`
		Severity    string             `json:"severity"`
		Code        rdjsonCode         `json:"code"`
		Suggestions []rdjsonSuggestion `json:"suggestions,omitempty"`
	}
	rdjsonLocation struct {
		Path  string       `json:"path"`
		Range *rdjsonRange `json:"range,omitempty"`
	}
	// rdjsonRange's end is exclusive when it has a column; with lines only,
	// the end line is included.
	rdjsonRange struct {
		Start rdjsonPosition `json:"start"`
		End   rdjsonPosition `json:"end"`
	}
	rdjsonPosition struct {
		Line   int `json:"line"`
		Column int `json:"column,omitempty"`
	}
	rdjsonCode struct {
		Value string `json:"value"`
		URL   string `json:"url,omitempty"`
	}
	rdjsonSuggestion struct {
		Range rdjsonRange `json:"range"`
		Text  string      `json:"text"`
	}
)

// rdjsonSeverity maps a severity to reviewdog's Severity enum.
var rdjsonSeverity = map[finding.Severity]string{
	finding.Blocker: "ERROR",
	finding.High:    "ERROR",
	finding.Medium:  "WARNING",
	finding.Low:     "INFO",
	finding.Info:    "INFO",
}

func (RDJSON) Write(w io.Writer, in *Input) error {
	out := rdjsonResult{
		Source:      rdjsonSource{Name: "teamreview", URL: informationURI},
		Diagnostics: []rdjsonDiagnostic{},
	}
	worst := finding.Severity(-1)
	for i := range in.Review.Findings {
		f := &in.Review.Findings[i]
		if !f.Status.Active() {
			continue
		}
		worst = max(worst, f.Severity)
		d := rdjsonDiagnostic{
			Message:  message(f),
			Location: rdjsonLocation{Path: f.File},
			Severity: rdjsonSeverity[f.Severity],
			Code:     rdjsonCode{Value: ruleID(f), URL: ruleHelpURI(f.Rule, f.CWE)},
		}
		if !f.Lines.IsZero() {
			d.Location.Range = &rdjsonRange{
				Start: rdjsonPosition{Line: f.Lines.Start},
				End:   rdjsonPosition{Line: max(f.Lines.End, f.Lines.Start)},
			}
		}
		if content, ok := in.Contents[f.File]; ok {
			d.Suggestions = suggestions(f, content)
		}
		out.Diagnostics = append(out.Diagnostics, d)
	}
	if worst >= finding.Info {
		out.Severity = rdjsonSeverity[worst]
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// suggestions converts the first of a finding's fixes that reviewdog can
// apply: one whose edits all lie in the finding's file, within its content.
// A finding's fixes are alternatives, so only one is offered; its edits do
// not overlap and are applied together.
func suggestions(f *finding.Finding, content []byte) []rdjsonSuggestion {
next:
	for _, fix := range f.Fixes {
		var out []rdjsonSuggestion
		for _, e := range fix.Edits {
			if (e.File != "" && e.File != f.File) || e.Start < 0 || e.Start > e.End || e.End > len(content) {
				continue next
			}
			out = append(out, rdjsonSuggestion{
				Range: rdjsonRange{Start: position(content, e.Start), End: position(content, e.End)},
				Text:  e.NewText,
			})
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// position turns a byte offset into reviewdog's 1-based line and 1-based
// column counted in bytes.
func position(content []byte, off int) rdjsonPosition {
	before := content[:off]
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	return rdjsonPosition{Line: bytes.Count(before, []byte{'\n'}) + 1, Column: off - lineStart + 1}
}
