// Package suppression reads the comments of a file as its language's
// parser sees them, so that a suppression directive is one only where it
// is a real comment: not in a string, a regular expression literal or a
// test fixture's text. The suppress processor (internal/consolidate) and
// the maintainability specialist's check for suppressions without a reason
// both read directives through it.
//
// It must not import anything downstream of the engines.
package suppression

import (
	"context"
	"go/scanner"
	"go/token"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Line is one line of a comment: its 1-based line number in the file, the
// text of the comment on that line (with its markers, "// …", "# …"), and
// whether the line holds nothing but comment.
type Line struct {
	N    int
	Text string
	Only bool
}

// Comments returns the comment lines of a file in line order. Go files are
// read with go/scanner; the languages tree-sitter parses, from their syntax
// tree; anything else (or a build without the parsers), by line: a line
// whose first non-blank characters open a comment (//, #, --, /*, *, <!--,
// {#), which errs on the side of fewer directives.
func Comments(path string, src []byte) []Line {
	switch {
	case strings.HasSuffix(path, ".go"):
		return goComments(src)
	}
	if lang := syntax.DetectFile(path, src); lang != "" && syntax.Available {
		if t, err := syntax.Parse(context.Background(), lang, src); err == nil && t != nil && t.Root != nil {
			return append(treeComments(t, src), templateComments(src)...)
		}
	}
	return lineComments(src)
}

func goComments(src []byte) []Line {
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(file, src, func(token.Position, string) {}, scanner.ScanComments)
	var spans [][2]int
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.COMMENT {
			off := file.Offset(pos)
			spans = append(spans, [2]int{off, off + len(lit)})
		}
	}
	return fromSpans(src, spans)
}

func treeComments(t *syntax.Tree, src []byte) []Line {
	var spans [][2]int
	t.Root.Walk(func(n *syntax.Node) bool {
		if strings.Contains(n.Kind, "comment") {
			spans = append(spans, [2]int{int(n.Start), int(n.End)})
			return false
		}
		return true
	})
	return fromSpans(src, spans)
}

// fromSpans cuts comment byte spans into lines.
func fromSpans(src []byte, spans [][2]int) []Line {
	var out []Line
	lineStart := func(off int) int {
		for off > 0 && src[off-1] != '\n' {
			off--
		}
		return off
	}
	line := 1
	pos := 0
	for _, sp := range spans {
		start, end := sp[0], min(sp[1], len(src))
		if start < pos || start > end {
			continue
		}
		line += strings.Count(string(src[pos:start]), "\n")
		pos = start
		for _, text := range strings.Split(string(src[start:end]), "\n") {
			ls := lineStart(pos)
			before := strings.TrimSpace(string(src[ls:pos]))
			out = append(out, Line{N: line, Text: strings.TrimRight(text, "\r"), Only: before == "" && onlyAfter(src, pos+len(text))})
			pos += len(text)
			if pos < end {
				pos++ // the newline
				line++
			}
		}
	}
	return out
}

// onlyAfter reports whether nothing but blanks follows off on its line.
func onlyAfter(src []byte, off int) bool {
	for ; off < len(src) && src[off] != '\n'; off++ {
		if src[off] != ' ' && src[off] != '\t' && src[off] != '\r' {
			return false
		}
	}
	return true
}

// templateComments are the {# … #} lines of a server template (Jinja,
// Twig), which the host language's grammar does not see as comments.
func templateComments(src []byte) []Line {
	if !strings.Contains(string(src), "{#") {
		return nil
	}
	var out []Line
	for _, l := range lineComments(src) {
		if strings.HasPrefix(l.Text, "{#") {
			out = append(out, l)
		}
	}
	return out
}

// leaders open a line that is only a comment, in the languages without a
// parser here (SQL, and every language in a build without cgo).
var leaders = []string{"//", "#", "--", "/*", "*", "<!--", "{#"}

func lineComments(src []byte) []Line {
	var out []Line
	for i, l := range strings.Split(string(src), "\n") {
		t := strings.TrimSpace(l)
		for _, lead := range leaders {
			if strings.HasPrefix(t, lead) {
				out = append(out, Line{N: i + 1, Text: t, Only: true})
				break
			}
		}
	}
	return out
}

// Body is a comment line's text without its markers: "//nolint:x // y" →
// "nolint:x // y", "<!-- teamreview:ignore R why -->" → "teamreview:ignore
// R why".
func Body(text string) string {
	t := strings.TrimSpace(text)
	for _, open := range []string{"<!--", "{#", "/**", "/*", "//", "--", "#", "*"} {
		if strings.HasPrefix(t, open) {
			t = t[len(open):]
			break
		}
	}
	for _, close := range []string{"-->", "#}", "*/"} {
		t = strings.TrimSuffix(strings.TrimSpace(t), close)
	}
	return strings.TrimSpace(t)
}
