package report

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Input is everything a writer may show.
type Input struct {
	Review *verdict.Review
	// Metrics of the changeset, when the review ran over one (not verify).
	Metrics *scope.Metrics
	// Changes describes what a diff did to each file, for the summary at
	// the top of the markdown report; nil for a review of paths.
	Changes []Change
	// Template is the team template the reviewers came from.
	Template string
	Date     time.Time
	// Notes are remarks from scope and the team (skipped files, failures).
	Notes []string
	// Contents holds the reviewed files' content by repo-relative path, for
	// writers that must turn a fix's byte offsets into lines and columns
	// (rdjson). Optional: without a file's content its fixes are left out.
	// It may hold a credential, so no writer ever prints from it.
	Contents map[string][]byte
	// Added lists the ids of the findings a verify run added (mode verify),
	// which SARIF reports with baselineState "new".
	Added []string
	// Color lets the text writer use colour: set only for a terminal, and
	// never when NO_COLOR is set.
	Color bool
	// Width is the terminal's width in columns, which the text writer keeps
	// its lines within; 0 is no limit.
	Width int
	// RuleTags are the standards each rule implements ("act:23a2a8",
	// "wcag:1.1.1"), by rule id, which SARIF adds to the rule's tags.
	RuleTags map[string][]string
	// Redact replaces the credentials in text from a file. The text writer
	// shows flagged code only through it, and shows none without it.
	Redact func(file, text string) string
}

// Writer renders a review in one format.
type Writer interface {
	Write(w io.Writer, in *Input) error
}

// Writers maps a --format name to its writer: adding a format is one file
// and one line here. Every writer's output is redacted.
var Writers = map[string]Writer{
	"text":        Redacted{Text{}},
	"json":        Redacted{JSON{}},
	"markdown":    Redacted{Markdown{}},
	"sarif":       Redacted{SARIF{}},
	"rdjson":      Redacted{RDJSON{}},
	"github":      Redacted{GitHub{}},
	"codeclimate": Redacted{CodeClimate{}},
}

// Formats lists the format names, sorted, for help and errors.
func Formats() []string {
	names := make([]string, 0, len(Writers))
	for n := range Writers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// DisplayName turns a domain into a reviewer's name: "secrets" → "Secrets".
func DisplayName(domain string) string {
	if domain == "" {
		return domain
	}
	return strings.ToUpper(domain[:1]) + domain[1:]
}

// counts renders a summary as "1 blocker, 2 high".
func counts(s verdict.Summary) string {
	if s.Total() == 0 {
		return "none"
	}
	var parts []string
	for _, p := range []struct {
		n    int
		name string
	}{{s.Blocker, "blocker"}, {s.High, "high"}, {s.Medium, "medium"}, {s.Low, "low"}, {s.Info, "info"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.name))
		}
	}
	return strings.Join(parts, ", ")
}

// NextSteps is the action protocol of seeds/000 for a decision.
func NextSteps(r *verdict.Review) string {
	if r.Incomplete() && r.Verdict != verdict.Abort && r.Verdict != verdict.Fail {
		return "The review is incomplete: do not take this " + string(r.Verdict) + " as covering the change. " + incompleteStep(r.Coverage.Incomplete)
	}
	if left := notReviewed(r); left != "" && (r.Verdict == verdict.Pass || r.Verdict == verdict.Warn) {
		lead := "Nothing the reviewed dimensions found blocks, but"
		if r.Verdict == verdict.Warn {
			lead = "Fix the High findings (`teamreview mark ID --status fixed`, then `teamreview verify`);"
		}
		return lead + " the team left out " + left + " (narrowed by --dimensions or a template): run a full review " +
			"(`teamreview review`) before the PR."
	}
	switch r.Verdict {
	case verdict.Pass:
		if r.ReportPath != "" {
			return fmt.Sprintf("Proceed to PR. Include %s in the PR description.", r.ReportPath)
		}
		if r.Mode == verdict.Quick {
			return "Nothing blocks: continue working, and run a full review (`teamreview review`) before the PR."
		}
		return "Proceed to PR."
	case verdict.Warn:
		if r.Mode == verdict.Quick {
			return "Fix the High findings before moving to the next chunk of work; note Medium, Low and Info for later."
		}
		return "Fix all High findings (required) and Medium findings (recommended); Low and Info are optional. " +
			"Mark each fixed (`teamreview mark ID --status fixed`), then run `teamreview verify`. Once no High remain, proceed to PR."
	case verdict.Fail:
		if r.Mode == verdict.Quick {
			return "Stop current work and fix the Blocker findings now, then the High ones."
		}
		return "Fix Blockers first, then High, then Medium. Mark each fixed (`teamreview mark ID --status fixed`), " +
			"run `teamreview verify`, and repeat until PASS, or WARN with no High."
	case verdict.Abort:
		return "Do not attempt fixes. A system-breaking Blocker needs a human: see .code-review/abort-reason.md. Halt."
	}
	return ""
}

// gateDimensions are the dimensions no PR should go out without: a team
// narrowed to others (--dimensions maint, a design-only template) says
// nothing about an injection or a crash, and its PASS must not read as
// "proceed to PR" (secrets join every team anyway).
var gateDimensions = []string{"security", "correctness"}

// notReviewed names the gate dimensions a review's team left out, or ""
// when it had them all or does not record its team (an older verdict).
func notReviewed(r *verdict.Review) string {
	if len(r.Reviewers) == 0 {
		return ""
	}
	var left []string
	for _, d := range gateDimensions {
		if !slices.ContainsFunc(r.Reviewers, func(rv verdict.Reviewer) bool { return rv.Name == d }) {
			left = append(left, d)
		}
	}
	return strings.Join(left, " and ")
}

// ruleID is the rule a finding is reported under in the formats that group
// by rule. A finding without one (an LLM reviewer's) falls under its domain.
func ruleID(f *finding.Finding) string {
	if f.Rule != "" {
		return f.Rule
	}
	return "teamreview/" + f.Domain
}

// ruleHelpURI is where a rule is documented, when that is known: the
// analyzer's own page, else the first CWE the finding names.
func ruleHelpURI(rule string, cwe []string) string {
	tool, name, _ := strings.Cut(rule, "/")
	switch {
	case name == "":
	case tool == "vet":
		return "https://pkg.go.dev/golang.org/x/tools/go/analysis/passes/" + name
	case tool == "staticcheck":
		return "https://staticcheck.dev/docs/checks/#" + name
	case tool == "gosec":
		return "https://github.com/securego/gosec#available-rules"
	}
	for _, c := range cwe {
		if n, ok := cweNumber(c); ok {
			return "https://cwe.mitre.org/data/definitions/" + n + ".html"
		}
	}
	return ""
}

// cweNumber reads "CWE-89" (any case) as "89".
func cweNumber(cwe string) (string, bool) {
	if len(cwe) < 5 || !strings.EqualFold(cwe[:4], "CWE-") {
		return "", false
	}
	n := cwe[4:]
	for _, c := range n {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return n, true
}

// isSecurityDomain reports whether a dimension's rules are ranked by code
// scanning's security severity.
func isSecurityDomain(domain string) bool { return domain == "security" || domain == "secrets" }

// writeIncomplete says first, before the verdict, what the review did not
// look at; item prefixes each gap ("- " in markdown).
func writeIncomplete(b *strings.Builder, r *verdict.Review, item string) {
	if !r.Incomplete() {
		return
	}
	gaps := r.Coverage.Incomplete
	fmt.Fprintf(b, "Incomplete review: %d part(s) of the scope were not reviewed, so the verdict does not cover them:\n", len(gaps))
	indent := "  "
	if item != "" {
		indent = ""
	}
	files := 0
	for _, g := range gaps {
		if g.Kind == verdict.GapFile {
			if files++; files > maxGapFiles {
				continue
			}
		}
		fmt.Fprintf(b, "%s%s%s %s: %s\n", indent, item, g.Kind, g.Name, g.Reason)
	}
	if files > maxGapFiles {
		fmt.Fprintf(b, "%s%s… and %d more files (coverage.incomplete in the verdict file lists them all)\n", indent, item, files-maxGapFiles)
	}
}

// inGaps reports whether the review's coverage lists kind name as not
// reviewed.
func inGaps(r *verdict.Review, kind, name string) bool {
	if r.Coverage == nil {
		return false
	}
	return slices.ContainsFunc(r.Coverage.Incomplete, func(g verdict.Gap) bool { return g.Kind == kind && g.Name == name })
}

// maxGapFiles is how many unanalyzed files the reports name one by one.
const maxGapFiles = 10

// incompleteStep is what to do about an incomplete review: a reviewer or
// engine that ran out of time gets more; a file no engine could read is a
// person's call.
func incompleteStep(gaps []verdict.Gap) string { return verdict.NextStep(gaps) }

// ScopeLabel is how people call a scope: the verdict file keeps the
// contract's "team" for a branch review, but a person reviewed a branch.
func ScopeLabel(kind string) string {
	if kind == "team" {
		return "branch"
	}
	return kind
}

// suppressedInline are the findings an inline comment suppressed, of all
// those kept as suppressed (the test-code preset's are counted elsewhere).
func suppressedInline(fs []finding.Finding) []finding.Finding {
	var out []finding.Finding
	for _, f := range fs {
		if strings.HasPrefix(f.Reason, finding.SuppressedInline) || strings.HasPrefix(f.Reason, finding.SuppressedInChange) {
			out = append(out, f)
		}
	}
	return out
}

// declined are the suppressed findings that a wont_fix marked before
// keeps out of the verdict. Whoever ran `teamreview mark` (an agent too,
// for a finding that is not a waiver), the acceptance is listed where a
// person reads the verdict, not only in the verdict file.
func declined(fs []finding.Finding) []finding.Finding {
	var out []finding.Finding
	for _, f := range fs {
		if strings.HasPrefix(f.Reason, finding.DeclinedBefore) {
			out = append(out, f)
		}
	}
	return out
}

// declinedLine is one declined finding as the reports list it.
func declinedLine(f finding.Finding) string {
	loc := f.File
	if !f.Lines.IsZero() {
		loc += ":" + f.Lines.String()
	}
	return fmt.Sprintf("%s %s [%s] %s: %s", f.Severity, loc, f.Rule, f.Title, strings.TrimPrefix(f.Reason, finding.DeclinedBefore))
}

// suppressedLine is one finding an inline comment suppressed, as the
// reports list it: severity, place, rule, title and the comment's reason.
func suppressedLine(f finding.Finding) string {
	loc := f.File
	if !f.Lines.IsZero() {
		loc += ":" + f.Lines.String()
	}
	reason := strings.TrimPrefix(f.Reason, finding.SuppressedInline)
	if r, ok := strings.CutPrefix(f.Reason, finding.SuppressedInChange); ok {
		reason = r + " (the comment arrives in this change)"
	}
	return fmt.Sprintf("%s %s [%s] %s: %s", f.Severity, loc, f.Rule, f.Title, reason)
}
