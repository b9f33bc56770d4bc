package goanalysis

import (
	"bytes"
	"go/format"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// ruleGofmt is the rule of a file that gofmt would change.
const ruleGofmt = "gofmt"

// gofmtCheck reports a file whose content is not gofmt-formatted, with the
// formatted file as its fix. A file that does not parse is left to the
// compiler's diagnostics.
func gofmtCheck(path string, content []byte) (engine.Diagnostic, bool) {
	formatted, err := format.Source(content)
	if err != nil || bytes.Equal(formatted, content) {
		return engine.Diagnostic{}, false
	}
	lines := differingLines(content, formatted)
	return engine.Diagnostic{
		Rule:    ruleGofmt,
		File:    path,
		Lines:   lines,
		Message: "File is not gofmt-formatted",
		Detail:  "Run gofmt -w " + path,
		Code:    codeAt(content, lines),
		Fixes: []finding.Fix{{
			Message: "Format the file with gofmt",
			Edits:   []finding.TextEdit{{File: path, Start: 0, End: len(content), NewText: string(formatted)}},
		}},
	}, true
}

// differingLines is the range of lines of a that differ from b, between
// their common first and last lines.
func differingLines(a, b []byte) finding.LineRange {
	al, bl := bytes.SplitAfter(a, []byte("\n")), bytes.SplitAfter(b, []byte("\n"))
	pre := 0
	for pre < len(al) && pre < len(bl) && bytes.Equal(al[pre], bl[pre]) {
		pre++
	}
	suf := 0
	for suf < len(al)-pre && suf < len(bl)-pre && bytes.Equal(al[len(al)-1-suf], bl[len(bl)-1-suf]) {
		suf++
	}
	start := min(pre+1, max(len(al), 1))
	// A trailing empty element stands for the end of a file that ends in a
	// newline; it is not a line of its own.
	if start == len(al) && len(al[start-1]) == 0 && start > 1 {
		start--
	}
	return finding.Lines(start, len(al)-suf)
}

// codeAt returns the text of lines in content, at most maxCodeLines of them.
func codeAt(content []byte, lines finding.LineRange) string {
	if lines.IsZero() {
		return ""
	}
	const maxCodeLines = 20
	end := min(max(lines.End, lines.Start), lines.Start+maxCodeLines-1)
	var b bytes.Buffer
	n := 1
	for line := range bytes.Lines(content) {
		if n >= lines.Start && n <= end {
			b.Write(line)
		}
		if n > end {
			break
		}
		n++
	}
	return b.String()
}
