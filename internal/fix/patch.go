package fix

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// filePatch is one file's part of a unified diff.
type filePatch struct {
	oldName, newName string
	hunks            []hunk
}

// hunk is one @@ section: its old start line and its lines, each with its
// prefix (' ', '-' or '+').
type hunk struct {
	oldStart int
	lines    []string
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@`)

// parsePatch reads a unified diff as models write them: the line counts in
// hunk headers are not trusted (the hunk's lines are), and an empty line
// inside a hunk is an empty context line whose space was lost.
func parsePatch(text string) ([]filePatch, error) {
	var out []filePatch
	var cur *filePatch
	var h *hunk
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "--- ") && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "+++ "):
			out = append(out, filePatch{oldName: patchName(l[4:]), newName: patchName(lines[i+1][4:])})
			cur, h = &out[len(out)-1], nil
			i++
		case strings.HasPrefix(l, "@@"):
			if cur == nil {
				return nil, errors.New("a hunk before any file header (--- a/FILE, +++ b/FILE)")
			}
			m := hunkHeader.FindStringSubmatch(l)
			if m == nil {
				return nil, fmt.Errorf("malformed hunk header %q", l)
			}
			start, _ := strconv.Atoi(m[1])
			cur.hunks = append(cur.hunks, hunk{oldStart: start})
			h = &cur.hunks[len(cur.hunks)-1]
		case h == nil:
			// Text before the first file or between header lines (diff --git,
			// index): not part of any hunk.
		case l == "":
			h.lines = append(h.lines, " ")
		case l[0] == ' ' || l[0] == '-' || l[0] == '+':
			h.lines = append(h.lines, l)
		case strings.HasPrefix(l, `\`): // "\ No newline at end of file"
		case strings.HasPrefix(l, "diff ") || strings.HasPrefix(l, "index "):
			h = nil // the next file's header
		default:
			// Prose inside a hunk: the diff is not what it claims, and
			// applying the part before it would be applying half a fix.
			return nil, fmt.Errorf("line %d of the diff is neither context, removal nor addition: %q", i+1, l)
		}
	}
	// A trailing empty line is the diff's own final newline, not context.
	for i := range out {
		for j := range out[i].hunks {
			hl := &out[i].hunks[j].lines
			for len(*hl) > 0 && (*hl)[len(*hl)-1] == " " {
				*hl = (*hl)[:len(*hl)-1]
			}
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no file in the diff")
	}
	for _, fp := range out {
		if len(fp.hunks) == 0 {
			return nil, fmt.Errorf("%s: no hunk", fp.newName)
		}
	}
	return out, nil
}

func patchName(s string) string {
	s, _, _ = strings.Cut(s, "\t")
	s = strings.TrimSpace(s)
	if s == "/dev/null" {
		return s
	}
	for _, p := range []string{"a/", "b/"} {
		if strings.HasPrefix(s, p) {
			return s[len(p):]
		}
	}
	return s
}

// maxFuzz is how far from its stated line a hunk may be found.
const maxFuzz = 200

// applyHunks applies hunks to content. Each hunk's old lines must appear
// exactly (trailing white space aside) at or near its stated line, after
// the previous hunk; nothing is applied unless every hunk is.
func applyHunks(content string, hunks []hunk) (string, error) {
	finalNL := strings.HasSuffix(content, "\n")
	lines := strings.Split(strings.TrimSuffix(content, "\n"), "\n")
	if content == "" {
		lines = nil
	}
	// A file with CRLF line ends gets them on added lines too.
	cr := len(lines) > 0 && strings.HasSuffix(lines[0], "\r")
	var out []string
	pos := 0
	for n, h := range hunks {
		var old []string
		for _, l := range h.lines {
			if l[0] != '+' {
				old = append(old, l[1:])
			}
		}
		// "@@ -2,0 …" inserts after line 2; a hunk with old lines starts at
		// its line.
		want := h.oldStart - 1
		if len(old) == 0 {
			want = h.oldStart
		}
		at := find(lines, old, pos, want)
		if at < 0 {
			return "", fmt.Errorf("hunk %d does not apply: its lines are not in the file near line %d", n+1, h.oldStart)
		}
		out = append(out, lines[pos:at]...)
		i := at
		for _, l := range h.lines {
			switch l[0] {
			case ' ':
				// The file's own line, not the model's copy: matching forgave
				// trailing white space and line ends, the result must not lose them.
				out = append(out, lines[i])
				i++
			case '-':
				i++
			case '+':
				add := l[1:]
				if cr && !strings.HasSuffix(add, "\r") {
					add += "\r"
				}
				out = append(out, add)
			}
		}
		pos = at + len(old)
	}
	out = append(out, lines[pos:]...)
	s := strings.Join(out, "\n")
	if finalNL && len(out) > 0 {
		s += "\n"
	}
	return s, nil
}

// find returns where old occurs in lines at or after from, nearest to want.
func find(lines, old []string, from, want int) int {
	if len(old) == 0 {
		if want >= from && want <= len(lines) {
			return want
		}
		return -1
	}
	for d := 0; d <= maxFuzz; d++ {
		for _, at := range []int{want - d, want + d} {
			if at >= from && at+len(old) <= len(lines) && matchAt(lines, old, at) {
				return at
			}
			if d == 0 {
				break
			}
		}
	}
	return -1
}

func matchAt(lines, old []string, at int) bool {
	for i, l := range old {
		if strings.TrimRight(lines[at+i], " \t\r") != strings.TrimRight(l, " \t\r") {
			return false
		}
	}
	return true
}
