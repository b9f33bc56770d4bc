package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Markdown is the permanent report of seed 004's consolidated format,
// written to docs/code-reviews/ for full reviews.
type Markdown struct{}

var _ Writer = Markdown{}

func (Markdown) Write(w io.Writer, in *Input) error {
	r := in.Review
	var b strings.Builder
	fmt.Fprintf(&b, "## Code Review Report\n\n")
	fmt.Fprintf(&b, "### Reviewed: %s (%s)\n", r.Target, ScopeLabel(r.Scope))
	fmt.Fprintf(&b, "### Date: %s\n", in.Date.Format("2006-01-02"))
	fmt.Fprintf(&b, "### Review ID: %s\n", r.ReviewID)
	if in.Metrics != nil {
		m := in.Metrics
		fmt.Fprintf(&b, "\nFiles: %d (%d frontend, %d infrastructure, %d general) · Diff size: %d lines (+%d / -%d)\n",
			m.Files, m.Frontend, m.Infrastructure, m.General, m.Lines(), m.Added, m.Removed)
	}
	if r.Incomplete() {
		b.WriteString("\n")
		writeIncomplete(&b, r, "- ")
	}
	writeChanges(&b, in.Changes)
	fmt.Fprintf(&b, "\n---\n\n### Overall Verdict: %s\n\n", r.Verdict)
	b.WriteString("| Reviewer | Verdict | Findings |\n|----------|---------|----------|\n")
	var failed []string
	for _, rv := range r.Reviewers {
		if rv.Status != "completed" {
			fmt.Fprintf(&b, "| %s | N/A | not completed |\n", DisplayName(rv.Name))
			failed = append(failed, rv.Name)
			continue
		}
		d, s := r.ByDomain(rv.Name)
		fmt.Fprintf(&b, "| %s | %s | %s |\n", DisplayName(rv.Name), d, counts(s))
	}
	for _, name := range failed {
		fmt.Fprintf(&b, "\n%s review was not completed due to reviewer failure.\n", DisplayName(name))
	}
	b.WriteString("\n---\n")

	for _, sev := range finding.Severities {
		var items []finding.Finding
		for _, f := range r.Findings {
			if f.Severity == sev {
				items = append(items, f)
			}
		}
		if len(items) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n### %s Findings\n\n", strings.ToUpper(sev.String()))
		for _, f := range items {
			writeFinding(&b, f)
		}
	}
	writeCrossDomain(&b, r.Findings)
	if r.Summary.Total() == 0 && len(r.Findings) == 0 {
		b.WriteString("\nNo findings.\n")
	}
	if r.Hidden > 0 {
		fmt.Fprintf(&b, "\n%d findings in unchanged code not shown.\n", r.Hidden)
	}
	if inline := suppressedInline(r.Suppressed); len(inline) > 0 {
		fmt.Fprintf(&b, "\n### Suppressed Inline (%d)\n\n", len(inline))
		for _, f := range inline {
			fmt.Fprintf(&b, "- %s\n", escape(suppressedLine(f)))
		}
	}
	if dec := declined(r.Suppressed); len(dec) > 0 {
		fmt.Fprintf(&b, "\n### Declined Before, Marked wont_fix (%d)\n\n", len(dec))
		for _, f := range dec {
			fmt.Fprintf(&b, "- %s\n", escape(declinedLine(f)))
		}
	}
	if c := r.Coverage; c != nil && c.Model != nil && c.Model.Total != nil {
		t := c.Model.Total
		fmt.Fprintf(&b, "\nModel reviewers: %d requests (%d answered from the cache), %d tokens in, %d out (%s), $%.4f (estimated $%.4f).\n",
			t.Requests, t.CachedRequests, t.InputTokens, t.OutputTokens, t.Counts, t.ActualUSD, t.EstimatedUSD)
	}
	if len(in.Notes) > 0 {
		b.WriteString("\n### Notes\n\n")
		for _, n := range in.Notes {
			fmt.Fprintf(&b, "- %s\n", n)
		}
	}

	b.WriteString("\n---\n\n### What's Done Well\n\n")
	for _, line := range doneWell(in) {
		fmt.Fprintf(&b, "- %s\n", line)
	}
	b.WriteString("\n---\n\n### Summary\n\n")
	b.WriteString(summary(r))
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeCrossDomain lists the findings that came from one reviewer's tip to
// another (seed 004), or nothing when there are none.
func writeCrossDomain(b *strings.Builder, fs []finding.Finding) {
	first := true
	for _, f := range fs {
		if f.CrossDomain == nil {
			continue
		}
		if first {
			b.WriteString("\n---\n\n### Cross-Domain Findings\n\n")
			first = false
		}
		loc := f.File
		if !f.Lines.IsZero() {
			loc += ":" + f.Lines.String()
		}
		fmt.Fprintf(b, "- **%s** `%s` — `%s`: %s tipped %s, which judged it %s.\n", escape(f.Title), f.ID, loc,
			senders(f.CrossDomain), DisplayName(f.CrossDomain.To), f.Severity)
	}
}

// senders names every specialist whose tip led to a finding.
func senders(c *finding.CrossDomain) string {
	var names []string
	for _, s := range c.AllFrom() {
		names = append(names, DisplayName(s))
	}
	return strings.Join(names, " and ")
}

func writeFinding(b *strings.Builder, f finding.Finding) {
	loc := "`" + f.File
	if !f.Lines.IsZero() {
		loc += ":" + f.Lines.String()
	}
	loc += "`"
	var tags []string
	tags = append(tags, DisplayName(f.Domain), fmt.Sprintf("confidence %.2f", f.Confidence))
	if f.Rule != "" {
		tags = append(tags, "rule "+f.Rule)
	}
	tags = append(tags, f.CWE...)
	if f.SystemBreaking {
		tags = append(tags, "system-breaking")
	}
	if f.Status != finding.Open {
		tags = append(tags, "status "+string(f.Status))
	}
	fmt.Fprintf(b, "- **%s** `%s` — %s (%s)\n", escape(f.Title), f.ID, loc, strings.Join(tags, ", "))
	fmt.Fprintf(b, "  - Recommendation: %s\n", escape(f.Recommendation))
	if f.Reason != "" {
		fmt.Fprintf(b, "  - Reason: %s\n", escape(f.Reason))
	}
}

// escape keeps a line of model- or code-derived text from breaking the
// markdown around it.
func escape(s string) string {
	return strings.NewReplacer("\n", " ", "\r", " ", "|", `\|`).Replace(s)
}

func doneWell(in *Input) []string {
	r := in.Review
	var out []string
	for _, rv := range r.Reviewers {
		if rv.Status != "completed" {
			continue
		}
		if _, s := r.ByDomain(rv.Name); s.Total() == 0 {
			out = append(out, fmt.Sprintf("%s: no problems found in the %d files reviewed.", DisplayName(rv.Name), rv.Files))
		}
	}
	if r.Summary.Blocker == 0 && len(r.Reviewers) > 0 {
		out = append(out, "No Blocker findings: nothing in this change stops it outright.")
	}
	if len(out) == 0 {
		out = append(out, "Every reviewer found something to address in this change; fixing the findings above is the way to a clean review.")
	}
	return out
}

func summary(r *verdict.Review) string {
	var lead string
	switch r.Verdict {
	case verdict.Pass:
		lead = "The change passes review: no Blocker or High findings remain open."
	case verdict.Warn:
		lead = fmt.Sprintf("The change needs work before merging: %d High finding(s) remain open.", r.Summary.High)
	case verdict.Fail:
		lead = fmt.Sprintf("The change fails review: %d Blocker finding(s) remain open.", r.Summary.Blocker)
	case verdict.Abort:
		lead = "The review is aborted: at least one Blocker is system-breaking and must be handled by a person."
	}
	return lead + " Next steps: " + NextSteps(r)
}

// AbortReason renders .code-review/abort-reason.md: which Blockers stopped
// the review, what was under review, and what to do next.
func AbortReason(in *Input) []byte {
	r := in.Review
	var b strings.Builder
	fmt.Fprintf(&b, "# Review aborted\n\nReview %s of %s (%s) on %s stopped with verdict ABORT.\n\n", r.ReviewID, r.Target, ScopeLabel(r.Scope), in.Date.Format("2006-01-02"))
	b.WriteString("## System-breaking Blockers\n\n")
	for _, f := range r.Findings {
		if f.Status.Active() && f.Severity == finding.Blocker && f.SystemBreaking {
			writeFinding(&b, f)
		}
	}
	b.WriteString("\n## What the team was working on\n\n")
	fmt.Fprintf(&b, "The change under review: %s (%s)", r.Target, ScopeLabel(r.Scope))
	if r.Head != "" {
		fmt.Fprintf(&b, ", on top of commit %s", r.Head)
	}
	b.WriteString(".\n\n## Suggested next steps\n\n")
	b.WriteString("1. Do not let an agent attempt these fixes: a person must act.\n")
	b.WriteString("2. For a leaked credential: revoke and rotate it with its provider first, then remove it from the code and, if it was committed, from git history. " +
		"For a removed authorization check or a migration that destroys data, decide what each finding's recommendation asks: whether it is intended, and what guards the code or the data now.\n")
	b.WriteString("3. When it is handled, run `teamreview review` again; this file is removed once the verdict is no longer ABORT.\n")
	b.WriteString("4. These findings are marked fixed or wont_fix only by a person: `teamreview mark ID --status …` at a terminal, typing the id to confirm. " +
		"An agent's mark (CLI without a terminal, or the MCP tool) and `teamreview baseline` are refused.\n")
	return []byte(b.String())
}
