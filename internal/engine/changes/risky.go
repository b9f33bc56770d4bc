package changes

import (
	"path"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// riskyRule is a rule of rules.yml's risky list: what a migration may do
// that breaks or stalls the release running beside it.
type riskyRule struct {
	Rule       string  `yaml:"rule"`
	Dimension  string  `yaml:"dimension"`
	Severity   string  `yaml:"severity"`
	Confidence float64 `yaml:"confidence"`
	Message    string  `yaml:"message"`
	Detail     string  `yaml:"detail"`
	// Dialect, when set, is the one database the rule holds on.
	Dialect  string         `yaml:"dialect"`
	Patterns []riskyPattern `yaml:"patterns"`
	severity finding.Severity
}

// riskyPattern is one way to write the statement: start finds it (and may
// name its table, or table finds it in the statement), each cuts it into
// clauses, match must hold on one clause (or the whole statement) and
// unless must not.
type riskyPattern struct {
	What   string `yaml:"what"`
	Start  string `yaml:"start"`
	Table  string `yaml:"table"`
	Each   string `yaml:"each"`
	Match  string `yaml:"match"`
	Unless string `yaml:"unless"`

	start, table, each, match, unless *regexp.Regexp
}

// compile compiles the rule's patterns; rules.yml is part of the binary and
// tested, so an error is a bug in this build.
func (r *riskyRule) compile() {
	sev, err := finding.ParseSeverity(r.Severity)
	if err != nil {
		panic("changes: rules.yml: " + r.Rule + ": " + err.Error())
	}
	r.severity = sev
	opt := func(s string) *regexp.Regexp {
		if s == "" {
			return nil
		}
		return regexp.MustCompile(s)
	}
	for i := range r.Patterns {
		p := &r.Patterns[i]
		p.start, p.table, p.each, p.match, p.unless = regexp.MustCompile(p.Start), opt(p.Table), opt(p.Each), opt(p.Match), opt(p.Unless)
	}
}

// maxStatement is how many lines a statement may run over.
const maxStatement = 20

// risky finds the statements among the lines a change adds to a migration,
// outside its rollback, that break or stall the running release, leaving
// alone those on a table the change creates itself (created), and a rule
// of one database where neither the project (dialects) nor the file says
// it runs on it.
func risky(f *scope.File, dialects, created map[string]bool) []engine.Diagnostic {
	lines := strings.Split(string(f.Content), "\n")
	down := rollbackLines(lines)
	sql := strings.EqualFold(path.Ext(f.Path), ".sql")
	var out []engine.Diagnostic
	for i, line := range lines {
		if !f.ChangedLine(i+1) || comment(line) || down[i] {
			continue
		}
		for _, r := range rules().Risky {
			if r.Dialect != "" && !dialects[r.Dialect] && !rules().Dialects[r.Dialect].inFile(f.Content) {
				continue
			}
			if d, ok := r.judge(lines, i, sql, created); ok {
				d.File = f.Path
				out = append(out, d)
				break
			}
		}
	}
	return out
}

// judge reports the statement that starts on lines[i] when one of the
// rule's patterns holds on it.
func (r *riskyRule) judge(lines []string, i int, sql bool, created map[string]bool) (engine.Diagnostic, bool) {
	for _, p := range r.Patterns {
		m := p.start.FindStringSubmatchIndex(lines[i])
		if m == nil {
			continue
		}
		stmt := statement(lines, i, m[0], sql)
		t := group(p.start, lines[i], m, "table")
		if t == "" && p.table != nil {
			if tm := p.table.FindStringSubmatchIndex(stmt); tm != nil {
				t = group(p.table, stmt, tm, "table")
			}
		}
		if t != "" && created[t] || !p.holds(stmt) {
			continue
		}
		return engine.Diagnostic{
			Engine: Name, Rule: r.Rule, Dimension: r.Dimension, Lines: finding.Lines(i+1, i+1),
			Severity: r.severity, Confidence: r.Confidence,
			Message: r.Message + " (" + p.What + ")", Detail: r.Detail,
			Code: strings.TrimSpace(lines[i]),
		}, true
	}
	return engine.Diagnostic{}, false
}

// holds reports whether match holds on the statement, or on one of its
// clauses, and unless does not.
func (p *riskyPattern) holds(stmt string) bool {
	for _, c := range clauses(stmt, p.each) {
		if (p.match == nil || p.match.MatchString(c)) && (p.unless == nil || !p.unless.MatchString(c)) {
			return true
		}
	}
	return false
}

// clauses cuts a statement where each matches, each clause starting at
// its match; with no each, the statement is one clause.
func clauses(stmt string, each *regexp.Regexp) []string {
	if each == nil {
		return []string{stmt}
	}
	var out []string
	at := each.FindAllStringIndex(stmt, -1)
	for k, m := range at {
		end := len(stmt)
		if k+1 < len(at) {
			end = at[k+1][0]
		}
		out = append(out, strings.TrimSpace(stmt[m[0]:end]))
	}
	return out
}

// statement is the text from col of lines[i] to the line that closes its
// brackets and does not end in a comma (Ruby's arguments without
// parentheses), or in SQL to its semicolon, at most maxStatement lines,
// joined by spaces. A blank line ends a SQL statement too (a file without
// semicolons).
func statement(lines []string, i, col int, sql bool) string {
	var b strings.Builder
	depth := 0
	for j := i; j < len(lines) && j < i+maxStatement; j++ {
		l := lines[j]
		if j == i {
			l = l[col:]
		}
		b.WriteString(l)
		b.WriteByte(' ')
		depth += opened(l)
		if sql && (strings.Contains(l, ";") || strings.TrimSpace(l) == "") || !sql && depth <= 0 && !continued(l) {
			break
		}
	}
	return b.String()
}

// createdInChange are the tables the lines a change adds to its
// migrations create, by their normalized names: a new table has no rows
// and no reader yet, whichever of the change's migrations indexes or alters
// it (a Rails change often creates a table in one migration and indexes it
// in the next).
func createdInChange(migrations []*scope.File) map[string]bool {
	out := map[string]bool{}
	for _, f := range migrations {
		var added strings.Builder
		for i, l := range strings.Split(string(f.Content), "\n") {
			if f.ChangedLine(i + 1) {
				added.WriteString(l)
				added.WriteByte('\n')
			}
		}
		text := added.String()
		for _, re := range rules().creates {
			for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
				out[group(re, text, m, "table")] = true
			}
		}
	}
	return out
}

// group is the first non-empty group of that name in a match, as a table
// name: without quotes or brackets, schema or case.
func group(re *regexp.Regexp, s string, m []int, name string) string {
	for k, n := range re.SubexpNames() {
		if n != name || m[2*k] < 0 {
			continue
		}
		t := strings.ToLower(strings.Trim(s[m[2*k]:m[2*k+1]], "\"`[]'"))
		if dot := strings.LastIndexByte(t, '.'); dot >= 0 {
			t = strings.Trim(t[dot+1:], "\"`[]")
		}
		if t != "" {
			return t
		}
	}
	return ""
}

// opened is how many more brackets a line opens than it closes.
func opened(l string) int {
	return strings.Count(l, "(") + strings.Count(l, "[") + strings.Count(l, "{") -
		strings.Count(l, ")") - strings.Count(l, "]") - strings.Count(l, "}")
}

// continued reports a line whose statement goes on: it ends in a comma or
// a backslash.
func continued(l string) bool {
	t := strings.TrimRight(l, " \t\r")
	return strings.HasSuffix(t, ",") || strings.HasSuffix(t, "\\")
}

// movedPattern is a row of rules.yml's moved list: a drop (its table or
// column in the group named name) whose data an earlier statement copied
// when copied, with {name} replaced, matches the text before it.
type movedPattern struct {
	Drop   string `yaml:"drop"`
	Copied string `yaml:"copied"`
	drop   *regexp.Regexp
}

// movedFirst says how the migration copied what line drops, from the lines
// the change added before it (before), or "" when it did not.
func movedFirst(before []string, f *scope.File, line string) string {
	var added strings.Builder
	for i, l := range before {
		if f.ChangedLine(i+1) && !comment(l) {
			added.WriteString(l)
			added.WriteByte('\n')
		}
	}
	for _, m := range rules().Moved {
		sub := m.drop.FindStringSubmatchIndex(line)
		if sub == nil {
			continue
		}
		name := group(m.drop, line, sub, "name")
		if name == "" {
			continue
		}
		copied, err := regexp.Compile(strings.ReplaceAll(m.Copied, "{name}", regexp.QuoteMeta(name)))
		if err != nil {
			continue
		}
		if c := copied.FindString(added.String()); c != "" {
			return clip(strings.Join(strings.Fields(c), " "))
		}
	}
	return ""
}
