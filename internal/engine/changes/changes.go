// Package changes is the engine for what a change does, read from its
// diff rather than from the code it leaves: the changes an agent must not
// fix alone, because a person has to decide whether they are meant.
//
//   - A migration that destroys data: a table or column dropped, a table
//     emptied, every row deleted (rule changes/destructive-migration,
//     correctness). Only the lines the change adds to a migration count: a
//     schema script that recreates its tables is not a migration, a
//     migration's rollback (its down method, a .down.sql file) drops what
//     its up created, and a repository reviewed as it is (a path target)
//     has no change: its old migrations are history.
//   - A migration that breaks or stalls the release running beside it: a
//     NOT NULL column added with no default to a table that has rows, a
//     table or column renamed under the running code (rules
//     changes/migration-adds-required-column and
//     changes/migration-renames-in-use, correctness, Medium; rules.yml's
//     risky rows), on the same lines as destructive migrations.
//   - An authorization check removed: a line that guards who may do
//     something (a decorator, an annotation, a condition on a role) that
//     the change deletes and does not add back in the same file (rule
//     changes/auth-check-removed, security).
//
// The destructive migration and the removed check are Blockers that say
// what a person must decide (Diagnostic.Breaking), so in code that ships
// the verdict is ABORT. The patterns are data, in rules.yml.
package changes

import (
	"context"
	_ "embed"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "changes"

// The engine's rules.
const (
	RuleDestructive = "changes/destructive-migration"
	RuleAuthRemoved = "changes/auth-check-removed"
)

//go:embed rules.yml
var rulesYAML []byte

type pattern struct {
	What  string `yaml:"what"`
	Match string `yaml:"match"`
	re    *regexp.Regexp
}

type ruleFile struct {
	Destructive   []pattern          `yaml:"destructive"`
	Authorization []pattern          `yaml:"authorization"`
	Risky         []riskyRule        `yaml:"risky"`
	Creates       []string           `yaml:"creates"`
	Dialects      map[string]dialect `yaml:"dialects"`
	Boolean       string             `yaml:"boolean"`
	Moved         []movedPattern     `yaml:"moved"`
	boolean       *regexp.Regexp
	Rollback      []string `yaml:"rollback"`
	RollbackFiles []string `yaml:"rollback-files"`
	Sections      []struct {
		Start string `yaml:"start"`
		End   string `yaml:"end"`
	} `yaml:"rollback-sections"`
	sections      [][2]*regexp.Regexp
	creates       []*regexp.Regexp
	rollback      []*regexp.Regexp
	rollbackFiles []*regexp.Regexp
}

// rules are rules.yml compiled once; the file is part of the binary and
// tested, so an error in it is a bug in this build.
var rules = sync.OnceValue(func() *ruleFile {
	var rf ruleFile
	if err := yaml.Unmarshal(rulesYAML, &rf); err != nil {
		panic("changes: rules.yml: " + err.Error())
	}
	for _, ps := range [][]pattern{rf.Destructive, rf.Authorization} {
		for i := range ps {
			ps[i].re = regexp.MustCompile(ps[i].Match)
		}
	}
	rf.boolean = regexp.MustCompile(rf.Boolean)
	for i := range rf.Moved {
		rf.Moved[i].drop = regexp.MustCompile(rf.Moved[i].Drop)
	}
	for _, re := range rf.Creates {
		rf.creates = append(rf.creates, regexp.MustCompile(re))
	}
	for i := range rf.Risky {
		rf.Risky[i].compile()
	}
	for name, d := range rf.Dialects {
		d.compile()
		rf.Dialects[name] = d
	}
	for _, re := range rf.Rollback {
		rf.rollback = append(rf.rollback, regexp.MustCompile(re))
	}
	for _, re := range rf.RollbackFiles {
		rf.rollbackFiles = append(rf.rollbackFiles, regexp.MustCompile(re))
	}
	for _, sec := range rf.Sections {
		rf.sections = append(rf.sections, [2]*regexp.Regexp{regexp.MustCompile(sec.Start), regexp.MustCompile(sec.End)})
	}
	return &rf
})

type Engine struct {
	// dialects are the databases the project's files say it runs on.
	dialects map[string]bool
}

var _ engine.Engine = Engine{}

func New(env engine.Env) (engine.Engine, error) {
	return Engine{dialects: projectDialects(env.Root)}, nil
}

func (Engine) Name() string { return Name }

func (e Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	// A file reviewed as it is (a path target) is no change: its
	// migrations ran long ago, and what they dropped is history.
	var migrations []*scope.File
	for _, f := range files {
		if migration(f.Path) && f.Status != scope.Whole && !matchAny(rules().rollbackFiles, f.Path) {
			migrations = append(migrations, f)
		}
	}
	created := createdInChange(migrations)
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		if slices.Contains(migrations, f) {
			res.Diagnostics = append(res.Diagnostics, destructive(f)...)
			res.Diagnostics = append(res.Diagnostics, risky(f, e.dialects, created)...)
		}
		res.Diagnostics = append(res.Diagnostics, authRemoved(f)...)
	}
	return res, nil
}

// migration reports whether p is a schema migration: under a directory
// whose name says so (migrations/, db/migrate/, db/migration/) or under
// Alembic's (alembic/versions/, its default, whose names do not), or a
// Liquibase changelog.
func migration(p string) bool {
	lower := strings.ToLower(p)
	dirs := strings.Split(path.Dir(lower), "/")
	for i, dir := range dirs {
		if strings.Contains(dir, "migrat") || dir == "versions" && i > 0 && dirs[i-1] == "alembic" {
			return true
		}
	}
	return strings.Contains(path.Base(lower), "changelog") && (strings.HasSuffix(lower, ".xml") || strings.HasSuffix(lower, ".yaml") || strings.HasSuffix(lower, ".yml"))
}

// destructive finds the data-destroying statements among the lines the
// change adds to a migration, outside its rollback.
func destructive(f *scope.File) []engine.Diagnostic {
	var out []engine.Diagnostic
	lines := strings.Split(string(f.Content), "\n")
	down := rollbackLines(lines)
	for i, line := range lines {
		n := i + 1
		if !f.ChangedLine(n) || comment(line) || down[i] {
			continue
		}
		for _, p := range rules().Destructive {
			if p.re.MatchString(line) {
				out = append(out, dropFinding(f, lines, i, p))
				break
			}
		}
	}
	return out
}

// dropFinding is the finding on lines[i], which pattern p says destroys
// data: a system-breaking Blocker for a person to decide, or a Medium when
// an earlier statement of the migration copied that data (movedFirst).
func dropFinding(f *scope.File, lines []string, i int, p pattern) engine.Diagnostic {
	line := lines[i]
	d := engine.Diagnostic{
		Engine: Name, Rule: RuleDestructive, Dimension: "correctness", File: f.Path, Lines: finding.Lines(i+1, i+1),
		CWE: []string{"CWE-1188"}, Code: strings.TrimSpace(line),
	}
	if into := movedFirst(lines[:i], f, line); into != "" {
		d.Severity, d.Confidence = finding.Medium, 0.6
		d.Message = "Migration " + p.What + " after copying its data (" + into + ")"
		d.Detail = "An earlier statement of this migration copied the data it drops, so nothing is lost if the copy " +
			"keeps every row and value: check its JOIN and WHERE, which may leave some out, before it runs."
		return d
	}
	d.Severity, d.Confidence = finding.Blocker, 0.85
	d.Message = "Destructive migration: it " + p.What
	d.Detail = "Once this migration runs, the data it removes is gone: every environment it reaches loses it, " +
		"and rolling the code back does not bring it back."
	d.Breaking = "whether this data may be destroyed: that it is backed up or moved first (a migration that copies it, " +
		"or a release that stops using it before a later one drops it), and when it runs"
	return d
}

// rollbackLines marks the lines of a migration's rollback bodies: from a
// line rules.yml's rollback patterns match to the last line indented
// deeper than it, with the brace or end that closes it at its own depth.
func rollbackLines(lines []string) []bool {
	down := make([]bool, len(lines))
	in, depth := false, 0
	var section *regexp.Regexp // the end marker of the section we are in
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if section != nil && !section.MatchString(line) {
			down[i] = true
			continue
		}
		section = nil
		for _, sec := range rules().sections {
			if sec[0].MatchString(line) {
				down[i], section = true, sec[1]
			}
		}
		if section != nil {
			continue
		}
		if in {
			ind := indent(line)
			switch {
			case trimmed == "" || ind > depth || trimmed == "{":
				down[i] = true
				continue
			case ind == depth && strings.HasPrefix(trimmed, ")"):
				// the end of a signature wrapped over lines: ): Promise<void> {
				down[i] = true
				continue
			case ind == depth && closer(trimmed):
				down[i], in = true, false
				continue
			}
			in = false
		}
		if matchAny(rules().rollback, line) {
			down[i], in, depth = true, true, indent(line)
		}
	}
	return down
}

// indent is a line's indentation, a tab counted as 4 spaces.
func indent(line string) int {
	n := 0
	for _, c := range line {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// closer reports whether a line only closes a block: }, };, }), end, </rollback>.
func closer(s string) bool {
	s = strings.TrimRight(s, ";,) ")
	return s == "}" || s == "end" || strings.HasPrefix(s, "</rollback")
}

func matchAny(res []*regexp.Regexp, s string) bool {
	for _, re := range res {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

// authRemoved finds the authorization checks among the lines the change
// deletes that it does not add back in the same file.
func authRemoved(f *scope.File) []engine.Diagnostic {
	if len(f.Hunks) == 0 {
		return nil
	}
	var added []string
	for _, h := range f.Hunks {
		for _, l := range strings.Split(h.Body, "\n") {
			if strings.HasPrefix(l, "+") {
				added = append(added, l[1:])
			}
		}
	}
	var out []engine.Diagnostic
	for _, h := range f.Hunks {
		newLine := h.NewStart
		for _, l := range strings.Split(h.Body, "\n") {
			switch {
			case strings.HasPrefix(l, "+"), strings.HasPrefix(l, " "):
				newLine++
				continue
			case !strings.HasPrefix(l, "-"):
				continue
			}
			removed := l[1:]
			if comment(removed) {
				continue
			}
			for _, p := range rules().Authorization {
				if !p.re.MatchString(removed) {
					continue
				}
				kept, movedTo := keptAs(p.re, removed, added)
				if !kept {
					out = append(out, authFinding(f, max(newLine, 1), removed, p, movedTo))
				}
				break
			}
		}
	}
	return out
}

// keptAs tells whether an added line holds the same kind of check (kept),
// or, for a condition's check (the pattern's group named check), which
// added line tests the same check in a boolean expression (movedTo): the
// check may have moved rather than gone, which a person confirms.
func keptAs(re *regexp.Regexp, removed string, added []string) (kept bool, movedTo string) {
	var same *regexp.Regexp
	if m := re.FindStringSubmatch(removed); m != nil {
		if k := re.SubexpIndex("check"); k > 0 && m[k] != "" {
			same = regexp.MustCompile(`(^|[^\w])` + regexp.QuoteMeta(m[k]) + `($|[^\w?])`)
		}
	}
	for _, a := range added {
		if re.MatchString(a) {
			return true, ""
		}
		if movedTo == "" && same != nil && same.MatchString(a) && rules().boolean.MatchString(a) {
			movedTo = a
		}
	}
	return false, movedTo
}

// authFinding is the finding on a removed check: a system-breaking
// Blocker for a person to decide, or, when an added line tests the same
// check in an expression (movedTo), a Medium that asks a person to
// confirm it still guards what the removed one did.
func authFinding(f *scope.File, at int, removed string, p pattern, movedTo string) engine.Diagnostic {
	d := engine.Diagnostic{
		Engine: Name, Rule: RuleAuthRemoved, Dimension: "security", File: f.Path, Lines: finding.Lines(at, at),
		CWE: []string{"CWE-862"}, Code: strings.TrimSpace(removed),
	}
	if movedTo != "" {
		d.Severity, d.Confidence = finding.Medium, 0.5
		d.Message = fmt.Sprintf("Authorization check moved: %s (%s) is deleted; an added line tests it in an expression: %s",
			clip(removed), p.What, clip(movedTo))
		d.Detail = "Confirm the expression guards the same code the removed check did: that it still decides whether the " +
			"action runs, and for the same callers."
		return d
	}
	d.Severity, d.Confidence = finding.Blocker, 0.7
	d.Message = fmt.Sprintf("Authorization check removed: %s (%s) is deleted and not added back", clip(removed), p.What)
	d.Detail = "Without the check, whoever reaches this code can do what it guarded. If the check moved (to a middleware, " +
		"a decorator elsewhere, a policy), the finding is wrong and a person can say so; if not, the route is open."
	d.Breaking = "whether dropping this authorization check is intended, and what guards the code now"
	return d
}

// comment reports whether a line is only a comment, in the common forms.
func comment(line string) bool {
	t := strings.TrimSpace(line)
	for _, p := range []string{"//", "#", "--", "/*", "*", "<!--"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// clip keeps a removed line short enough for a title. The title is shown
// and written, so the line is redacted before it goes in, and before it is
// cut (redact.Clip): a removed line may hold a credential beside its check,
// and a credential cut in two may no longer be recognized.
func clip(s string) string {
	return redact.Text(redact.Clip(strings.TrimSpace(s), 60, "..."))
}
