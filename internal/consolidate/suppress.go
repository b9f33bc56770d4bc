package consolidate

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/suppression"
)

// Suppress honours inline suppression comments on a finding's first line or
// in the comment lines just above it:
//
//	//teamreview:ignore RULE reason   (RULE: the full id, the bare id, or the engine;
//	                                   in any language's comment: # teamreview:ignore …,
//	                                   -- …, /* … */, <!-- … -->, {# … #})
//	//nolint:LINTERS // reason        (golangci-lint's names: govet, staticcheck, gosec, …; or a bare rule id)
//	//nolint // reason                (everything)
//	//lint:ignore CHECKS reason       (staticcheck's: checks by code, comma-separated, globs allowed)
//	// #nosec G204 G104 -- reason    (gosec's, for gosec's rules: the ids listed, or all when none is)
//	//gosec:disable G204 -- reason    (gosec's other spelling)
//
// and, anywhere in the file, staticcheck's file-wide
//
//	//lint:file-ignore CHECKS reason
//
// and gitleaks' gitleaks:allow anywhere on a gitleaks finding's line (see
// gitleaksAllowed), never for a system-breaking one.
//
// The //lint: directives apply to staticcheck's findings only, as
// staticcheck applies them, so code that staticcheck users have already
// annotated stays quiet here too.
//
// Suppressed findings move to State.Suppressed with the comment's reason,
// which says when the comment is on a line the reviewed change adds (a
// waiver that arrives with the code it waives); the reports list them all,
// so no comment turns a finding into a PASS that nobody sees. A
// system-breaking Blocker is not suppressed by any comment: it stays, and
// its recommendation says which comment was not honoured.
// A suppression without a reason still suppresses; the maintainability
// specialist reports it as a Low finding of its own.
type Suppress struct{}

func (Suppress) Name() string { return "suppress" }

var (
	// Directives, matched against a real comment's text without its
	// markers (suppression.Body), from its start.
	ignoreDirective = regexp.MustCompile(`^teamreview:ignore\s+(\S+)\s*(.*?)\s*$`)
	nolintDirective = regexp.MustCompile(`^nolint(?::([\w,./-]+))?\s*(?://\s*(.*))?$`)
	// staticcheck's own syntax: no space after the slashes.
	lintIgnoreDirective     = regexp.MustCompile(`^//lint:ignore\s+(\S+)\s*(.*)$`)
	lintFileIgnoreDirective = regexp.MustCompile(`^//lint:file-ignore\s+(\S+)\s*(.*)$`)
	// gosec's, in Go's comments: #nosec [ids] [-- reason], gosec:disable.
	nosecDirective = regexp.MustCompile(`^(?:#nosec|gosec:disable)(?:\s+(.*))?$`)
	gosecID        = regexp.MustCompile(`\bG\d{3}\b`)
)

// fileComments are one file's comment lines by line number.
type fileComments map[int][]suppression.Line

func commentsOf(path string, content []byte) fileComments {
	m := fileComments{}
	for _, l := range suppression.Comments(path, content) {
		m[l.N] = append(m[l.N], l)
	}
	return m
}

// only reports whether line n holds nothing but comment.
func (c fileComments) only(n int) bool {
	for _, l := range c[n] {
		if l.Only {
			return true
		}
	}
	return false
}

func (Suppress) Process(st *State) {
	if st.Changeset == nil {
		return
	}
	comments := map[string]fileComments{}
	fileIgnores := map[string][]fileIgnore{}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		if f.Rule == finding.RuleBareSuppression || f.Lines.IsZero() {
			out = append(out, f)
			continue
		}
		cs, ok := comments[f.File]
		if !ok {
			if file := st.Changeset.File(f.File); file != nil && file.Content != nil && mayHoldDirective(file.Content) {
				cs = commentsOf(f.File, file.Content)
			}
			comments[f.File] = cs
			fileIgnores[f.File] = fileIgnoresOf(cs)
		}
		reason, at, ok := gitleaksAllowed(st, f)
		if !ok {
			reason, at, ok = suppressedBy(cs, f.Lines.Start, f.Rule)
		}
		if !ok {
			reason, at, ok = fileIgnored(fileIgnores[f.File], f.Rule)
		}
		if ok && f.SystemBreaking && f.Severity == finding.Blocker {
			// The comment is written by whoever wrote the line, an agent
			// too; an ABORT is waived only by a person (mark, at a terminal).
			f.Recommendation = fmt.Sprintf("The inline suppression on this line (%s) was not honoured: a system-breaking finding is waived only by a person, "+
				"running `teamreview mark` at a terminal. ", withheld(st, f.File, reason)) + f.Recommendation
			out = append(out, f)
			continue
		}
		if ok {
			f.Reason = finding.SuppressedInline + reason
			if addedBy(st, f.File, at) {
				f.Reason = finding.SuppressedInChange + reason
			}
			st.Suppressed = append(st.Suppressed, f)
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}

// withheld is a suppression's reason as a finding may quote it.
func withheld(st *State, file, reason string) string {
	if st.HasSecret != nil && st.HasSecret(file, reason) {
		return "its reason withheld: it quotes a credential"
	}
	return reason
}

// addedBy reports whether line n of file is one the reviewed change adds
// (a whole-tree review adds none).
func addedBy(st *State, file string, n int) bool {
	if !st.Changeset.IsDiff || n <= 0 {
		return false
	}
	f := st.Changeset.File(file)
	return f != nil && f.Changed != nil && f.ChangedLine(n)
}

// gitleaksAllowed honours gitleaks' own waiver as gitleaks reads it: the
// text gitleaks:allow anywhere on a gitleaks finding's lines, in whatever
// syntax the file has. The comment after it is the reason, unless it holds
// a credential. A system-breaking finding (a credential in code that
// ships) is not waived by it: only a person is, at a terminal; the secrets
// specialist says so in the finding.
func gitleaksAllowed(st *State, f finding.Finding) (string, int, bool) {
	const allow = "gitleaks:allow"
	if !strings.HasPrefix(f.Rule, "gitleaks/") || (f.SystemBreaking && f.Severity == finding.Blocker) {
		return "", 0, false
	}
	file := st.Changeset.File(f.File)
	if file == nil || file.Content == nil || !bytes.Contains(file.Content, []byte(allow)) {
		return "", 0, false
	}
	n := 0
	for line := range strings.Lines(string(file.Content)) {
		n++
		if n < f.Lines.Start {
			continue
		}
		if n > max(f.Lines.End, f.Lines.Start) {
			break
		}
		if _, rest, ok := strings.Cut(line, allow); ok {
			rest = strings.TrimSpace(strings.NewReplacer("*/", "", "-->", "", "#}", "", "%>", "").Replace(rest))
			if rest == "" || st.HasSecret == nil || st.HasSecret(f.File, rest) {
				return allow, n, true
			}
			return allow + " " + rest, n, true
		}
	}
	return "", 0, false
}

// mayHoldDirective spares the parse of a file that names no directive.
func mayHoldDirective(content []byte) bool {
	for _, d := range []string{"teamreview:ignore", "nolint", "lint:", "#nosec", "gosec:disable"} {
		if bytes.Contains(content, []byte(d)) {
			return true
		}
	}
	return false
}

// suppressedBy looks at the comments on line n (1-based) and on the
// comment-only lines right above it: the reason and the directive's line.
func suppressedBy(cs fileComments, n int, rule string) (string, int, bool) {
	for _, l := range cs[n] {
		if reason, ok := directive(l.Text, rule); ok {
			return reason, n, true
		}
	}
	for i := n - 1; i >= 1 && cs.only(i); i-- {
		for _, l := range cs[i] {
			if reason, ok := directive(l.Text, rule); ok {
				return reason, i, true
			}
		}
	}
	return "", 0, false
}

// fileIgnore is one //lint:file-ignore directive: its checks, its reason
// and its line.
type fileIgnore struct {
	checks, reason string
	line           int
}

// fileIgnoresOf returns the file's //lint:file-ignore directives.
func fileIgnoresOf(cs fileComments) []fileIgnore {
	var out []fileIgnore
	for _, ls := range cs {
		for _, l := range ls {
			if m := lintFileIgnoreDirective.FindStringSubmatch(strings.TrimSpace(l.Text)); m != nil {
				out = append(out, fileIgnore{m[1], m[2], l.N})
			}
		}
	}
	return out
}

// fileIgnored reports whether one of a file's //lint:file-ignore
// directives covers rule: its reason and line.
func fileIgnored(ignores []fileIgnore, rule string) (string, int, bool) {
	for _, ig := range ignores {
		if staticcheckMatches(ig.checks, rule) {
			return orNoReason(ig.reason), ig.line, true
		}
	}
	return "", 0, false
}

// staticcheckMatches reports whether staticcheck's list of checks — codes
// or globs such as "SA1019,ST*", in any case — covers rule.
func staticcheckMatches(checks, rule string) bool {
	id, ok := strings.CutPrefix(rule, "staticcheck/")
	if !ok {
		return false
	}
	for _, c := range strings.Split(checks, ",") {
		if m, _ := path.Match(strings.ToUpper(strings.TrimSpace(c)), strings.ToUpper(id)); m {
			return true
		}
	}
	return false
}

func directive(text, rule string) (string, bool) {
	if m := lintIgnoreDirective.FindStringSubmatch(strings.TrimSpace(text)); m != nil {
		if staticcheckMatches(m[1], rule) {
			return orNoReason(m[2]), true
		}
		return "", false
	}
	body := suppression.Body(text)
	if m := ignoreDirective.FindStringSubmatch(body); m != nil {
		if slices.Contains(ruleNames(rule), m[1]) || m[1] == rule {
			return orNoReason(m[2]), true
		}
		return "", false
	}
	if id, ok := strings.CutPrefix(rule, "gosec/"); ok && strings.HasPrefix(strings.TrimSpace(text), "/") {
		if m := nosecDirective.FindStringSubmatch(body); m != nil {
			return nosec(m[1], id)
		}
	}
	if !strings.HasPrefix(strings.TrimSpace(text), "//") {
		return "", false // golangci-lint's directive lives in Go's comments only
	}
	if m := nolintDirective.FindStringSubmatch(body); m != nil {
		if m[1] == "" {
			return orNoReason(m[2]), true
		}
		names := ruleNames(rule)
		for _, l := range strings.Split(m[1], ",") {
			if slices.Contains(names, strings.TrimSpace(l)) {
				return orNoReason(m[2]), true
			}
		}
	}
	return "", false
}

// nosec reads gosec's directive's arguments, "G204 G104 -- reason", as
// gosec does: the ids before "--" (all rules when none is) and the reason
// after it.
func nosec(args, id string) (string, bool) {
	ids, reason, _ := strings.Cut(args, "--")
	listed := gosecID.FindAllString(ids, -1)
	if len(listed) > 0 && !slices.Contains(listed, id) {
		return "", false
	}
	return orNoReason(strings.TrimLeft(reason, "- ")), true
}

func orNoReason(s string) string {
	if s = strings.TrimSpace(s); s == "" {
		return "(no reason given)"
	}
	return s
}

// ruleNames are the names a suppression may use for a rule: the full and
// bare id, our engine's name, and golangci-lint's linter names.
func ruleNames(rule string) []string {
	prefix, id, ok := strings.Cut(rule, "/")
	if !ok {
		return []string{rule}
	}
	names := []string{rule, id, prefix}
	switch prefix {
	case "vet":
		names = append(names, "govet")
	case "staticcheck":
		switch {
		case strings.HasPrefix(id, "ST"):
			names = append(names, "stylecheck")
		case strings.HasPrefix(id, "S"):
			names = append(names, "gosimple")
		}
	case "gitleaks":
		names = append(names, "secrets")
	}
	return names
}

// Ignore is one teamreview:ignore directive in a file: the line it is on
// and the rule it names.
type Ignore struct {
	Line int
	Rule string
}

// IgnoresIn lists the teamreview:ignore directives in a file's comments.
func IgnoresIn(path string, content []byte) []Ignore {
	if !bytes.Contains(content, []byte("teamreview:ignore")) {
		return nil
	}
	var out []Ignore
	for _, l := range suppression.Comments(path, content) {
		if m := ignoreDirective.FindStringSubmatch(suppression.Body(l.Text)); m != nil {
			out = append(out, Ignore{Line: l.N, Rule: m[1]})
		}
	}
	return out
}

// IgnoreNames are the names a teamreview:ignore directive may give rule by:
// its full id, its bare id, its engine, and the linters' names for it.
func IgnoreNames(rule string) []string { return ruleNames(rule) }

// DirectiveLine is the line of the comment in content that suppresses f
// (by any of the rules that reported it), or 0 when none does.
func DirectiveLine(path string, content []byte, f finding.Finding) int {
	if f.Lines.IsZero() {
		return 0
	}
	if strings.HasPrefix(f.Rule, "gitleaks/") && bytes.Contains(content, []byte("gitleaks:allow")) {
		return f.Lines.Start
	}
	if !mayHoldDirective(content) {
		return 0
	}
	cs := commentsOf(path, content)
	ignores := fileIgnoresOf(cs)
	for _, rule := range f.Rules() {
		if _, at, ok := suppressedBy(cs, f.Lines.Start, rule); ok {
			return at
		}
		if _, at, ok := fileIgnored(ignores, rule); ok {
			return at
		}
	}
	return 0
}
