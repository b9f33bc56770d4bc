// Package maintainability is the specialist for code that is harder to
// change than it needs to be: staticcheck's S, ST and QF checks, gofmt, and
// suppression comments that do not say why.
package maintainability

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/suppression"
)

// Name is the specialist's domain.
const Name = "maintainability"

// Specialist reviews maintainability.
type Specialist struct{}

var _ specialist.Specialist = Specialist{}

func (Specialist) Name() string { return Name }
func (Specialist) Engines() []string {
	return []string{"go", "treesitter", "rulepack", "external", "iac"}
}

func (Specialist) Review(ctx context.Context, pass *specialist.Pass) ([]finding.Finding, error) {
	out, err := specialist.Router{Domain: Name}.Review(ctx, pass)
	if err != nil {
		return nil, err
	}
	for _, f := range pass.Files {
		out = append(out, bareSuppressions(f.Path, f.Content)...)
	}
	return out, nil
}

// RuleBareSuppression is the rule of a suppression comment without a reason.
const RuleBareSuppression = finding.RuleBareSuppression

// Directives without a reason, matched against a real comment's text
// without its markers (suppression.Body), from its start; rest is what
// follows the directive, where a reason would be.
var (
	nolintRe = regexp.MustCompile(`^nolint(?::[\w,./-]+)?(.*)$`)
	nosecRe  = regexp.MustCompile(`^#nosec\b(.*)$`)
	ignoreRe = regexp.MustCompile(`^teamreview:ignore\b(.*)$`)
	lintRe   = regexp.MustCompile(`^lint:(?:file-)?ignore\b(.*)$`)
)

// bareSuppressions finds suppression comments that give no reason: a
// reader cannot tell a considered exception from a silenced warning. Only
// real comments count, as the file's parser reads them (a directive in a
// string, a regular expression or a doc comment's example is not one), and
// only in code that ships: a test's suppressions silence a test. It is
// Info: the code works either way.
func bareSuppressions(path string, content []byte) []finding.Finding {
	if !specialist.Ships(path) || !mayHoldDirective(content) {
		return nil
	}
	goFile := strings.HasSuffix(path, ".go")
	var out []finding.Finding
	for _, c := range suppression.Comments(path, content) {
		body := suppression.Body(c.Text)
		slashes := strings.HasPrefix(strings.TrimSpace(c.Text), "//")
		twoFields := func(rest string) bool { return len(strings.Fields(rest)) >= 2 }
		kind := ""
		switch {
		case matchNoReason(ignoreRe, body, twoFields) && slashes:
			kind = "//teamreview:ignore"
		case matchNoReason(ignoreRe, body, twoFields):
			kind = "teamreview:ignore"
		case !goFile:
		case slashes && matchNoReason(nolintRe, body, func(rest string) bool { return strings.Contains(rest, "//") }):
			kind = "//nolint"
		case matchNoReason(nosecRe, body, func(rest string) bool { return strings.Contains(rest, "--") }):
			kind = "#nosec"
		case strings.HasPrefix(strings.TrimSpace(c.Text), "//lint:") && matchNoReason(lintRe, body, twoFields):
			kind = "//lint:ignore"
		}
		if kind == "" {
			continue
		}
		out = append(out, finding.Finding{
			Domain:         Name,
			Severity:       finding.Info,
			Confidence:     0.95,
			File:           path,
			Lines:          finding.Lines(c.N, c.N),
			Title:          fmt.Sprintf("%s suppression without a reason", kind),
			Rule:           RuleBareSuppression,
			Fingerprint:    finding.Fingerprint(RuleBareSuppression, c.Text),
			Recommendation: recommendation(path),
			Status:         finding.Open,
		})
	}
	return out
}

// recommendation shows the directive's form with a reason in the file's
// own comment syntax.
func recommendation(path string) string {
	if strings.HasSuffix(path, ".go") {
		return "Say why the finding does not apply, after the directive: `//nolint:RULE // reason`, " +
			"`// #nosec G201 -- reason`, `//lint:ignore SA1019 reason` or `//teamreview:ignore RULE reason`."
	}
	return "Say why the finding does not apply, after the rule: `teamreview:ignore RULE reason`, in the file's own comment syntax."
}

// mayHoldDirective spares the parse of a file that names no directive.
func mayHoldDirective(content []byte) bool {
	for _, d := range []string{"teamreview:ignore", "nolint", "#nosec", "lint:"} {
		if bytes.Contains(content, []byte(d)) {
			return true
		}
	}
	return false
}

func matchNoReason(re *regexp.Regexp, body string, hasReason func(rest string) bool) bool {
	m := re.FindStringSubmatch(body)
	return m != nil && !hasReason(m[1])
}
