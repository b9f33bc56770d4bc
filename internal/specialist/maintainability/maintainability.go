// Package maintainability is the specialist for code that is harder to
// change than it needs to be: staticcheck's S, ST and QF checks, gofmt, and
// suppression comments that do not say why.
package maintainability

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/specialist"
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

var (
	nolintRe = regexp.MustCompile(`//\s*nolint(?::[\w,./-]+)?(.*)$`)
	nosecRe  = regexp.MustCompile(`(?://|/\*)\s*#nosec\b(.*)$`)
	ignoreRe = regexp.MustCompile(`//\s*teamreview:ignore\b(.*)$`)
	// In other languages only teamreview's own directive is ours to judge.
	anyIgnoreRe = regexp.MustCompile(`(?:#|--|/\*|<!--|\{#)\s*teamreview:ignore\b(.*?)\s*(?:\*/|-->|#\})?\s*$`)
	lintRe      = regexp.MustCompile(`//lint:(?:file-)?ignore\b(.*)$`)
)

// bareSuppressions finds suppression comments that give no reason: a
// reader cannot tell a considered exception from a silenced warning.
func bareSuppressions(path string, content []byte) []finding.Finding {
	goFile := strings.HasSuffix(path, ".go")
	if !goFile && !strings.Contains(string(content), "teamreview:ignore") {
		return nil
	}
	var out []finding.Finding
	for i, line := range strings.Split(string(content), "\n") {
		kind := ""
		switch {
		case !goFile:
			if matchNoReason(anyIgnoreRe, line, func(rest string) bool { return len(strings.Fields(rest)) >= 2 }) ||
				matchNoReason(ignoreRe, line, func(rest string) bool { return len(strings.Fields(rest)) >= 2 }) {
				kind = "teamreview:ignore"
			}
		case matchNoReason(nolintRe, line, func(rest string) bool { return strings.Contains(rest, "//") }):
			kind = "//nolint"
		case matchNoReason(nosecRe, line, func(rest string) bool { return strings.Contains(rest, "--") }):
			kind = "#nosec"
		case matchNoReason(ignoreRe, line, func(rest string) bool { return len(strings.Fields(rest)) >= 2 }):
			kind = "//teamreview:ignore"
		case matchNoReason(lintRe, line, func(rest string) bool { return len(strings.Fields(rest)) >= 2 }):
			kind = "//lint:ignore"
		}
		if kind == "" {
			continue
		}
		out = append(out, finding.Finding{
			Domain:      Name,
			Severity:    finding.Low,
			Confidence:  0.95,
			File:        path,
			Lines:       finding.Lines(i+1, i+1),
			Title:       fmt.Sprintf("%s suppression without a reason", kind),
			Rule:        RuleBareSuppression,
			Fingerprint: finding.Fingerprint(RuleBareSuppression, line),
			Recommendation: "Say why the finding does not apply, after the directive: `//nolint:RULE // reason`, " +
				"`// #nosec G201 -- reason`, `//lint:ignore SA1019 reason` or `//teamreview:ignore RULE reason`.",
			Status: finding.Open,
		})
	}
	return out
}

func matchNoReason(re *regexp.Regexp, line string, hasReason func(rest string) bool) bool {
	m := re.FindStringSubmatch(line)
	return m != nil && !hasReason(m[1])
}
