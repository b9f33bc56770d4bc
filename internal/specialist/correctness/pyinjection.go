package correctness

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Python, line by line: precise patterns, not a parser. The rule pack
// (py-sql-format, py-os-system, py-subprocess-shell) already flags text
// built inside the call, and raises it when that same code reads the
// request; what it cannot see is a value read a few lines earlier. The tip
// lets security trace it.
var (
	pySQLCall   = regexp.MustCompile(`\.(?:execute|executemany|executescript|raw|mogrify)\(\s*(.*)$`)
	pyShellCall = regexp.MustCompile(`\b(?:os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|subprocess\.(?:run|call|check_call|check_output|Popen))\(\s*(.*)$`)
	pyAssign    = regexp.MustCompile(`^\s*([A-Za-z_]\w*)\s*(?::[^=]+)?=\s*(.+)$`)
	pyIdentArg  = regexp.MustCompile(`^([A-Za-z_]\w*)\s*(?:[,)]|$)`)
	pyFString   = regexp.MustCompile(`^(?:[rR]?[fF]|[fF][rR])("""|'''|"|')`)
	pyLiteralOp = regexp.MustCompile(`^(?:[rRuU]?("[^"]*"|'[^']*')\s*(?:\+|%|\.format\()|[A-Za-z_][\w.]*\s*\+\s*[rRuU]?["'])`)
	pyDef       = regexp.MustCompile(`^\s*(?:async\s+)?def\s`)
)

// isPython reports whether path is Python source.
func isPython(path string) bool { return strings.HasSuffix(path, ".py") }

// pyBuilt reports whether the start of an argument is text built from a
// value — an f-string with a {…} field, or a literal joined with +, % or
// .format — and returns the literal text, for the SQL check.
func pyBuilt(expr string) (bool, string) {
	expr = strings.TrimSpace(expr)
	if pyFString.MatchString(expr) {
		return strings.Contains(expr, "{"), expr
	}
	if pyLiteralOp.MatchString(expr) {
		return true, expr
	}
	return false, ""
}

func pyBuiltCommands(path string, src []byte) []bus.Tip {
	lines := strings.Split(string(src), "\n")
	tips := &builtTips{path: path}
	add := func(kind string, line int, sink string) {
		tips.add(kind, line, sink, strings.TrimSpace(lines[line-1]))
	}
	// built finds where the argument's text is built: in the call, or at
	// the variable's last assignment above it in the same function.
	built := func(i int, arg string, wantSQL bool) int {
		if ok, text := pyBuilt(arg); ok {
			if !wantSQL || sqlText.MatchString(text) {
				return i + 1
			}
			return 0
		}
		m := pyIdentArg.FindStringSubmatch(strings.TrimSpace(arg))
		if m == nil {
			return 0
		}
		for j := i - 1; j >= 0; j-- {
			if pyDef.MatchString(lines[j]) {
				break
			}
			a := pyAssign.FindStringSubmatch(lines[j])
			if a == nil || a[1] != m[1] {
				continue
			}
			if ok, text := pyBuilt(a[2]); ok && (!wantSQL || sqlText.MatchString(text)) {
				return j + 1
			}
			break
		}
		return 0
	}
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		if m := pySQLCall.FindStringSubmatch(l); m != nil {
			if at := built(i, m[1], true); at > 0 {
				add(specialist.TipSQLBuilt, at, "execute")
			}
		}
		if m := pyShellCall.FindStringSubmatch(l); m != nil {
			if strings.Contains(l, "subprocess.") && !strings.Contains(l, "shell=True") && !strings.Contains(l, "getoutput") {
				continue
			}
			if built(i, m[1], false) > 0 {
				add(specialist.TipShellBuilt, i+1, "a shell")
			}
		}
	}
	return tips.out
}
