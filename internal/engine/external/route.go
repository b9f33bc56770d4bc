package external

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Route is where one tool's rule goes.
type Route struct {
	Rule       string // the rule id teamreview reports
	Dimension  string
	Severity   finding.Severity
	Confidence float64
	CWE        []string
}

// levelSeverity is the default from a SARIF level.
func levelSeverity(level string) finding.Severity {
	switch strings.ToLower(level) {
	case "error":
		return finding.High
	case "warning":
		return finding.Medium
	case "note":
		return finding.Low
	}
	return finding.Info
}

// route is the one routing table for the tools' rules.
func route(is Issue) Route {
	tool := strings.ToLower(is.Tool)
	r := Route{Rule: "external/" + tool + "/" + is.Rule, Dimension: "maintainability", Severity: levelSeverity(is.Level), Confidence: 0.8}
	tagged := func(tag string) bool {
		return slices.ContainsFunc(is.Tags, func(t string) bool { return strings.EqualFold(t, tag) })
	}
	for _, t := range is.Tags {
		if n, ok := strings.CutPrefix(strings.ToLower(t), "external/cwe/cwe-"); ok {
			r.CWE = append(r.CWE, "CWE-"+n)
		}
	}
	switch {
	case strings.HasPrefix(tool, "golangci"):
		// golangci-lint names the linter in the rule; rules teamreview also
		// runs keep teamreview's ids, so the two are deduplicated.
		linter, id, _ := strings.Cut(is.Rule, "/")
		switch linter {
		case "gosec":
			r.Rule, r.Dimension = "gosec/"+id, "security"
		case "staticcheck":
			r.Rule, r.Dimension = "staticcheck/"+id, "correctness"
		case "govet":
			r.Rule, r.Dimension = "vet/"+id, "correctness"
		case "errcheck", "ineffassign", "unused", "nilerr", "bodyclose":
			r.Dimension = "correctness"
		case "prealloc", "perfsprint":
			r.Dimension, r.Severity = "performance", finding.Low
		}
	case tool == "eslint":
		switch {
		case strings.HasPrefix(is.Rule, "security/"), strings.HasPrefix(is.Rule, "no-unsanitized/"),
			is.Rule == "no-eval", is.Rule == "no-implied-eval", is.Rule == "no-new-func", is.Rule == "react/no-danger":
			r.Dimension = "security"
		case strings.HasPrefix(is.Rule, "jsx-a11y/"), strings.HasPrefix(is.Rule, "vuejs-accessibility/"):
			r.Dimension = "design"
		case strings.HasPrefix(is.Rule, "react-hooks/"), is.Rule == "no-undef", is.Rule == "no-unreachable",
			is.Rule == "no-dupe-keys", is.Rule == "eqeqeq", is.Rule == "no-unsafe-finally", is.Rule == "no-fallthrough",
			is.Rule == "valid-typeof", is.Rule == "no-self-compare", strings.HasPrefix(is.Rule, "@typescript-eslint/no-floating"):
			r.Dimension = "correctness"
		}
	case tool == "ruff":
		switch {
		case strings.HasPrefix(is.Rule, "S"): // flake8-bandit
			r.Dimension = "security"
		case strings.HasPrefix(is.Rule, "B"), strings.HasPrefix(is.Rule, "F"), strings.HasPrefix(is.Rule, "PLE"):
			r.Dimension = "correctness"
		case strings.HasPrefix(is.Rule, "PERF"):
			r.Dimension = "performance"
		}
	case tool == "bandit", tool == "semgrep", tool == "opengrep":
		r.Dimension = "security"
		if tool != "bandit" && (tagged("correctness") || tagged("best-practice")) {
			r.Dimension = "correctness"
		}
	case tool == "shellcheck":
		r.Dimension = "correctness"
		if is.Rule == "SC2086" || is.Rule == "SC2046" { // unquoted expansion: word splitting, globbing, injection
			r.Dimension, r.CWE = "security", append(r.CWE, "CWE-78")
		}
	case tool == "hadolint":
		switch is.Rule {
		case "DL3002", "DL3004", "DL4006", "SC2086": // root user, sudo, pipefail, unquoted
			r.Dimension = "security"
		}
	}
	if tagged("security") && r.Dimension != "design" {
		r.Dimension = "security"
	}
	if r.Dimension == "security" && r.Severity < finding.Medium {
		r.Severity = finding.Medium
	}
	return r
}
