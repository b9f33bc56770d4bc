package security

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Python sources, by what they read.
var (
	pyHTTP = regexp.MustCompile(`\b(?:self\.)?request\.(?:args|form|values|data|json|files|cookies|headers|GET|POST|body|query_params|path_params|match_info|query|params|get_json|get_data)\b[\w.]*(?:\([^()]*\))?(?:\[[^\]]*\])?`)
	pyCLI  = regexp.MustCompile(`\bsys\.argv(?:\[[^\]]*\])?|\b\w+\.parse_args\(\)|\bclick\.(?:argument|option)\b`)
	pyEnv  = regexp.MustCompile(`\bos\.environ\b(?:\.get\([^()]*\)|\[[^\]]*\])?|\bos\.getenv\([^()]*\)|\bgetenv\([^()]*\)`)

	pyStrings  = regexp.MustCompile(`(?s)[rRbBuU]?("""|''')(.*?)("""|''')|[rRbBuU]?"(?:[^"\\]|\\.)*"|[rRbBuU]?'(?:[^'\\]|\\.)*'`)
	pyFields   = regexp.MustCompile(`\{([^{}]*)\}`)
	pyName     = regexp.MustCompile(`\b[A-Za-z_]\w*`)
	pyDefLine  = regexp.MustCompile(`^(\s*)(?:async\s+)?def\s+\w+\s*\((.*)`)
	pyRoute    = regexp.MustCompile(`^\s*@\w+(?:\.\w+)*\.(?:route|get|post|put|patch|delete)\(\s*[rf]?["']([^"']*)["']`)
	pyForIn    = regexp.MustCompile(`^\s*(?:async\s+)?for\s+(.+?)\s+in\s+(.+):\s*$`)
	pyWithAs   = regexp.MustCompile(`^\s*(?:async\s+)?with\s+(.+)\s+as\s+([A-Za-z_]\w*)\s*:`)
	pyAssignTo = regexp.MustCompile(`^\s*([A-Za-z_][\w, ]*?)\s*(?::[^=]+)?(\+?=)\s*(.+)$`)
	pyParams   = regexp.MustCompile(`<(?:\w+:)?(\w+)>|\{(\w+)(?::[^}]*)?\}`)
	pyCallArg  = regexp.MustCompile(`\.(?:execute|executemany|executescript|raw|mogrify|system|popen|getoutput|getstatusoutput|run|call|check_call|check_output|Popen)\(\s*(.*)$`)
)

// pyNotVariables are names that are never the value's origin.
var pyNotVariables = map[string]bool{
	"str": true, "int": true, "float": true, "len": true, "format": true, "join": true, "strip": true, "lower": true, "upper": true,
	"f": true, "r": true, "b": true, "u": true, "rf": true, "fr": true, "True": true, "False": true, "None": true,
	"and": true, "or": true, "not": true, "in": true, "is": true, "if": true, "else": true, "for": true, "self": true,
	"os": true, "sys": true, "shlex": true, "json": true, "subprocess": true, "cursor": true, "conn": true, "db": true,
}

// pyOrigin traces, in Python source, the values the text at line is built
// from, back through assignments in the function around it (by indentation)
// and the module's top level. Like goOrigin it is syntactic and says
// "unknown" rather than guess; a parameter bound to a route's <name> is
// request input.
func pyOrigin(src []byte, line int) (Source, bool) {
	lines := strings.Split(string(src), "\n")
	if line < 1 || line > len(lines) {
		return Source{}, false
	}
	text := lines[line-1]
	expr := ""
	if m := pyCallArg.FindStringSubmatch(text); m != nil {
		expr = m[1]
	} else if m := pyAssignTo.FindStringSubmatch(text); m != nil {
		expr = m[3]
	} else {
		return Source{}, false
	}
	t := &pyTracer{lines: lines, at: line - 1, memo: map[string]Source{}}
	t.scope()
	return t.expr(expr, line), true
}

type pyTracer struct {
	lines []string
	at    int // the tip's line, 0-based
	// start is the first line of the function around the tip, or 0.
	start  int
	params map[string]bool
	// routed are parameters bound to a route's <name>.
	routed map[string]bool
	memo   map[string]Source
}

func (t *pyTracer) scope() {
	t.params, t.routed = map[string]bool{}, map[string]bool{}
	indent := len(t.lines[t.at]) - len(strings.TrimLeft(t.lines[t.at], " \t"))
	for i := t.at - 1; i >= 0; i-- {
		m := pyDefLine.FindStringSubmatch(t.lines[i])
		if m == nil || len(m[1]) >= indent {
			continue
		}
		t.start = i
		sig := m[2]
		for j := i + 1; j < len(t.lines) && !strings.Contains(sig, ")") && j < t.at; j++ {
			sig += t.lines[j]
		}
		sig, _, _ = strings.Cut(sig, ")")
		for _, p := range strings.Split(sig, ",") {
			name := strings.TrimLeft(strings.TrimSpace(p), "*")
			name, _, _ = strings.Cut(name, ":")
			name, _, _ = strings.Cut(name, "=")
			if name = strings.TrimSpace(name); name != "" && name != "self" {
				t.params[name] = true
			}
		}
		for j := i - 1; j >= 0 && strings.HasPrefix(strings.TrimSpace(t.lines[j]), "@"); j-- {
			if r := pyRoute.FindStringSubmatch(t.lines[j]); r != nil {
				for _, f := range pyParams.FindAllStringSubmatch(r[1], -1) {
					t.routed[f[1]+f[2]] = true
				}
			}
		}
		return
	}
}

func (t *pyTracer) evidence(code string, line int) string {
	return code + " (line " + strconv.Itoa(line) + ")"
}

// expr traces the Python expression e, found at line (1-based).
func (t *pyTracer) expr(e string, line int) Source {
	for _, src := range []struct {
		re *regexp.Regexp
		o  Origin
	}{{pyHTTP, FromHTTP}, {pyCLI, FromCLI}, {pyEnv, FromEnv}} {
		if m := src.re.FindString(e); m != "" {
			return Source{src.o, t.evidence(m, line)}
		}
	}
	// The names outside string literals, and inside f-string fields.
	var code strings.Builder
	rest := pyStrings.ReplaceAllStringFunc(e, func(lit string) string {
		for _, f := range pyFields.FindAllStringSubmatch(lit, -1) {
			code.WriteString(" " + f[1])
		}
		return " "
	})
	code.WriteString(" " + rest)
	var best Source
	seen := map[string]bool{}
	for _, loc := range pyName.FindAllStringIndex(code.String(), -1) {
		s := code.String()
		name := s[loc[0]:loc[1]]
		if loc[0] > 0 && s[loc[0]-1] == '.' || pyNotVariables[name] || seen[name] || isNumber(name) {
			continue // an attribute or a method, not a variable
		}
		seen[name] = true
		next := strings.TrimLeft(s[loc[1]:], " ")
		if strings.HasPrefix(next, "(") && !t.assigned(name) {
			continue // a function's name
		}
		if strings.HasPrefix(next, "=") && !strings.HasPrefix(next, "==") {
			continue // a keyword argument's name (shell=True)
		}
		if b := t.name(name, line); b.Origin > best.Origin {
			best = b
		}
	}
	return best
}

func isNumber(s string) bool { _, err := strconv.Atoi(s); return err == nil }

func (t *pyTracer) assigned(name string) bool {
	return t.params[name] || slices.ContainsFunc(t.lines[t.start:t.at], func(l string) bool {
		m := pyAssignTo.FindStringSubmatch(l)
		return m != nil && slices.Contains(splitNames(m[1]), name)
	})
}

func splitNames(lhs string) []string {
	var out []string
	for _, n := range strings.Split(lhs, ",") {
		out = append(out, strings.TrimSpace(n))
	}
	return out
}

// name traces a variable: its assignments above the tip in the function
// (and at the module's top level), a loop or with target, or a parameter.
func (t *pyTracer) name(name string, line int) Source {
	if s, ok := t.memo[name]; ok {
		return s
	}
	t.memo[name] = Source{}
	var best Source
	found := false
	consider := func(rhs string, at int) {
		found = true
		if s := t.expr(rhs, at+1); s.Origin > best.Origin {
			best = s
		}
	}
	for i := t.start; i < t.at; i++ {
		l := t.lines[i]
		if m := pyAssignTo.FindStringSubmatch(l); m != nil && slices.Contains(splitNames(m[1]), name) {
			consider(m[3], i)
		}
		if m := pyForIn.FindStringSubmatch(l); m != nil && slices.Contains(splitNames(m[1]), name) {
			consider(m[2], i)
		}
		if m := pyWithAs.FindStringSubmatch(l); m != nil && m[2] == name {
			consider(m[1], i)
		}
	}
	switch {
	case t.routed[name]:
		best = Source{FromHTTP, "the route parameter " + name}
	case t.params[name] && best.Origin < FromUnknown:
		best = Source{FromUnknown, "the parameter " + name}
	case !found && t.start > 0:
		// Not in the function: the module's top level.
		for i := 0; i < t.start; i++ {
			if m := pyAssignTo.FindStringSubmatch(t.lines[i]); m != nil && !strings.HasPrefix(t.lines[i], " ") && slices.Contains(splitNames(m[1]), name) {
				consider(m[3], i)
			}
		}
	}
	if !found && best.Origin == FromConstant && !t.routed[name] {
		best = Source{FromUnknown, name}
	}
	t.memo[name] = best
	return best
}
