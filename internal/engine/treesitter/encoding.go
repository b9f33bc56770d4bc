package treesitter

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
)

// Python reads a source file in the encoding its first or second line
// declares (PEP 263: # -*- coding: utf_7 -*-); the review reads UTF-8.
// Under UTF-7, "#+AAo-" is a comment to the review and a newline to
// Python, so a command run written after it in a comment ran and the
// change PASSed with no finding. A file Python reads as other text than
// the review does was not reviewed: it is a gap (incomplete), naming the
// encoding. Encodings in which every ASCII byte is itself (Latin-1, the
// Windows code pages, EUC) read the same structure; the multibyte
// encodings whose second byte may be ASCII (Shift JIS, GBK, Big5) do
// only in a file of ASCII alone.
var (
	pyCoding  = regexp.MustCompile(`^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`)
	asciiSame = regexp.MustCompile(`^(utf-?8(-sig)?|u8|utf|ascii|us-ascii|646|latin-?[0-9]*|l[0-9]+|iso-?8859-?[0-9]+|iso-?latin-?[0-9]+|` +
		`cp-?12[0-9][0-9]|windows-?12[0-9][0-9]|cp-?(437|850|852|855|857|858|860|861|862|863|865|866|869)|` +
		`euc-?(jp|kr|cn|jis-?2004|jisx0213)|gb-?2312|koi8-?[a-z]+|mac-?[a-z]+|cp-?65001)$`)
	asciiAlone = regexp.MustCompile(`^(shift-?jis|sjis|s-?jis|cp-?932|ms-?kanji|gbk|cp-?936|gb-?18030|big-?5|big5-?hkscs|cp-?950|cp-?949|uhc|johab)$`)
)

// encodingGap makes j's file a gap when Python reads it in a declared
// encoding other than the review's; otherwise it returns note and gap.
func encodingGap(j *job, note string, gap *engine.Unanalyzed) (string, *engine.Unanalyzed) {
	if j.lang != syntax.Python {
		return note, gap
	}
	enc := declaredCoding(j.file.Content)
	if enc == "" {
		return note, gap
	}
	norm := strings.ReplaceAll(strings.ToLower(enc), "_", "-")
	if asciiSame.MatchString(norm) || asciiAlone.MatchString(norm) && isASCII(j.file.Content) {
		return note, gap
	}
	why := fmt.Sprintf("declares its source encoding %s, which Python reads it in and the review does not: what Python runs was not analyzed", enc)
	return fmt.Sprintf("treesitter: %s %s", j.file.Path, why), &engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: why}
}

// declaredCoding is the encoding a Python file's first or second line
// declares, or "".
func declaredCoding(src []byte) string {
	lines := strings.SplitN(string(src[:min(len(src), 1024)]), "\n", 3)
	for i, l := range lines[:min(2, len(lines))] {
		if m := pyCoding.FindStringSubmatch(l); m != nil {
			return m[1]
		}
		if i == 0 && !strings.HasPrefix(strings.TrimLeft(l, " \t\f"), "#") && strings.TrimSpace(l) != "" {
			return "" // the second line counts only after a comment or a blank one
		}
	}
	return ""
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// crLangs are the languages whose compilers end a line, and so a line
// comment, at a carriage return alone (Python's universal newlines, the
// JLS's line terminators, Kotlin's and Swift's, GCC's). A Ruby comment
// goes on past one (Ruby reads it as a space), as the grammar does.
var crLangs = []syntax.Lang{syntax.Python, syntax.Java, syntax.Kotlin, syntax.Swift, syntax.C, syntax.CPP,
	syntax.JavaScript, syntax.TypeScript, syntax.TSX, syntax.CSharp, syntax.PHP}

// hasLoneCR reports a file of a crLangs language with a carriage return
// that no line feed follows.
func hasLoneCR(j *job) bool {
	if !slices.Contains(crLangs, j.lang) {
		return false
	}
	src := j.file.Content
	for i := bytes.IndexByte(src, '\r'); i >= 0; {
		if i+1 >= len(src) || src[i+1] != '\n' {
			return true
		}
		next := bytes.IndexByte(src[i+1:], '\r')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// crGap makes j's file a gap when one of tree's line comments holds a carriage
// return alone with code after it on the same line as the grammar reads
// it: "# ping it\rsubprocess.call(cmd, shell=True)" is a comment to the
// grammar and a comment and a call to Python, so the command injection
// ran and the change PASSed with no finding.
func crGap(j *job, tree *syntax.Tree, note string, gap *engine.Unanalyzed) (string, *engine.Unanalyzed) {
	if !hasLoneCR(j) {
		return note, gap
	}
	line := 0
	tree.Root.Walk(func(n *syntax.Node) bool {
		if line > 0 {
			return false
		}
		if strings.Contains(n.Kind, "comment") {
			if text := tree.Text(n); (strings.HasPrefix(text, "//") || strings.HasPrefix(text, "#")) && codeAfterCR(text) {
				line = n.Line
			}
			return false
		}
		return true
	})
	if line == 0 {
		return note, gap
	}
	why := fmt.Sprintf("holds a carriage return alone in the comment at line %d: %s ends the comment there and runs what follows, which the review read as the comment", line, j.lang.Title())
	return fmt.Sprintf("treesitter: %s %s", j.file.Path, why), &engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: why}
}

// codeAfterCR reports a comment's text with a carriage return alone that
// more than blanks follow on its line.
func codeAfterCR(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '\r' || i+1 < len(text) && text[i+1] == '\n' {
			continue
		}
		rest, _, _ := strings.Cut(text[i+1:], "\n")
		if strings.TrimSpace(rest) != "" {
			return true
		}
	}
	return false
}
