package consolidate

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
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
//
// and, anywhere in the file, staticcheck's file-wide
//
//	//lint:file-ignore CHECKS reason
//
// The //lint: directives apply to staticcheck's findings only, as
// staticcheck applies them, so code that staticcheck users have already
// annotated stays quiet here too.
//
// Suppressed findings move to State.Suppressed with the comment's reason.
// A suppression without a reason still suppresses; the maintainability
// specialist reports it as a Low finding of its own.
type Suppress struct{}

func (Suppress) Name() string { return "suppress" }

var (
	// teamreview:ignore in any language's comment: //, #, --, /* */,
	// <!-- -->, {# #} (Jinja, Twig).
	ignoreDirective = regexp.MustCompile(`(?://|#|--|/\*|<!--|\{#)\s*teamreview:ignore\s+(\S+)\s*(.*?)\s*(?:\*/|-->|#\})?\s*$`)
	nolintDirective = regexp.MustCompile(`//\s*nolint(?::([\w,./-]+))?\s*(?://\s*(.*))?$`)
	// staticcheck's own syntax: no space after the slashes.
	lintIgnoreDirective     = regexp.MustCompile(`//lint:ignore\s+(\S+)\s*(.*)$`)
	lintFileIgnoreDirective = regexp.MustCompile(`//lint:file-ignore\s+(\S+)\s*(.*)$`)
)

func (Suppress) Process(st *State) {
	if st.Changeset == nil {
		return
	}
	lines := map[string][]string{}
	fileIgnores := map[string][][]string{} // per file: //lint:file-ignore's checks and reason
	out := st.Findings[:0]
	for _, f := range st.Findings {
		if f.Rule == finding.RuleBareSuppression || f.Lines.IsZero() {
			out = append(out, f)
			continue
		}
		src, ok := lines[f.File]
		if !ok {
			if file := st.Changeset.File(f.File); file != nil && file.Content != nil {
				src = strings.Split(string(file.Content), "\n")
			}
			lines[f.File] = src
			fileIgnores[f.File] = fileIgnoresOf(src)
		}
		reason, ok := suppressedBy(src, f.Lines.Start, f.Rule)
		if !ok {
			reason, ok = fileIgnored(fileIgnores[f.File], f.Rule)
		}
		if ok {
			f.Reason = "suppressed inline: " + reason
			st.Suppressed = append(st.Suppressed, f)
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}

// suppressedBy looks at line n (1-based) and the comment lines right above
// it.
func suppressedBy(src []string, n int, rule string) (string, bool) {
	if n < 1 || n > len(src) {
		return "", false
	}
	if reason, ok := directive(src[n-1], rule); ok {
		return reason, true
	}
	for i := n - 2; i >= 0 && commentLine(src[i]); i-- {
		if reason, ok := directive(src[i], rule); ok {
			return reason, true
		}
	}
	return "", false
}

// commentLeaders start a line that is only a comment, in the languages
// teamreview reviews.
var commentLeaders = []string{"//", "#", "--", "/*", "*", "<!--", "{#"}

func commentLine(line string) bool {
	t := strings.TrimSpace(line)
	for _, l := range commentLeaders {
		if strings.HasPrefix(t, l) {
			return true
		}
	}
	return false
}

// fileIgnoresOf returns the file's //lint:file-ignore directives, each as
// its checks and reason.
func fileIgnoresOf(src []string) [][]string {
	var out [][]string
	for _, line := range src {
		if !strings.Contains(line, "//lint:file-ignore") {
			continue
		}
		if m := lintFileIgnoreDirective.FindStringSubmatch(line); m != nil {
			out = append(out, m[1:])
		}
	}
	return out
}

// fileIgnored reports whether one of a file's //lint:file-ignore
// directives covers rule, and its reason.
func fileIgnored(ignores [][]string, rule string) (string, bool) {
	for _, ig := range ignores {
		if staticcheckMatches(ig[0], rule) {
			return orNoReason(ig[1]), true
		}
	}
	return "", false
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

func directive(line, rule string) (string, bool) {
	if m := lintIgnoreDirective.FindStringSubmatch(line); m != nil {
		if staticcheckMatches(m[1], rule) {
			return orNoReason(m[2]), true
		}
		return "", false
	}
	if m := ignoreDirective.FindStringSubmatch(line); m != nil {
		if slices.Contains(ruleNames(rule), m[1]) || m[1] == rule {
			return orNoReason(m[2]), true
		}
		return "", false
	}
	if m := nolintDirective.FindStringSubmatch(line); m != nil {
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
