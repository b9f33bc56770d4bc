package report

import (
	"fmt"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// Outcomes of the fixer for one finding.
const (
	FixKept       = "fixed"       // applied, checked, brought into the worktree
	FixRolledBack = "rolled_back" // applied in the scratch worktree, failed the check, undone
	FixSkipped    = "skipped"     // not tried: no fix, below the severity, a person must act
	FixNotApplied = "not_applied" // could not be placed or brought back (a conflict)
)

// FixEntry is what the fixer did about one finding.
type FixEntry struct {
	ID       string           `json:"id"`
	Title    string           `json:"title"`
	File     string           `json:"file"`
	Severity finding.Severity `json:"severity"`
	Outcome  string           `json:"outcome"`
	Source   string           `json:"source,omitempty"`
	Reason   string           `json:"reason,omitempty"`
	// Output is the tail of the verify command's output for a rollback.
	Output string `json:"output,omitempty"`
}

// FixSummary counts the entries by outcome: "N fixed, N rolled back, N not
// applied, N skipped", the line every place that reports a fix run shows.
func FixSummary(entries []FixEntry) string {
	counts := map[string]int{}
	for _, e := range entries {
		counts[e.Outcome]++
	}
	return fmt.Sprintf("%d fixed, %d rolled back, %d not applied, %d skipped",
		counts[FixKept], counts[FixRolledBack], counts[FixNotApplied], counts[FixSkipped])
}

// FixHeading starts the fix report's section in the markdown report.
const FixHeading = "\n---\n\n### Fix Report\n"

// FixSection renders the fixer's entries as the markdown report's section.
func FixSection(entries []FixEntry, verifyCommand string) string {
	var b strings.Builder
	b.WriteString(FixHeading + "\n")
	if verifyCommand != "" {
		fmt.Fprintf(&b, "Each fix was checked in a scratch worktree with %s.\n\n", verifyCommand)
	} else {
		b.WriteString("No verify command was configured (`fix.verify_command`) and no Go module was found: fixes were kept when they applied cleanly.\n\n")
	}
	b.WriteString(FixSummary(entries) + ".\n\n")
	for _, e := range entries {
		line := fmt.Sprintf("- `%s` %s — **%s** (%s)", e.ID, escape(e.Title), strings.ReplaceAll(e.Outcome, "_", " "), e.Severity)
		if e.Source != "" {
			line += " by " + e.Source
		}
		if e.Reason != "" {
			line += ": " + escape(e.Reason)
		}
		b.WriteString(line + "\n")
		if e.Output != "" {
			b.WriteString("\n  ```\n")
			for _, l := range strings.Split(e.Output, "\n") {
				b.WriteString("  " + strings.ReplaceAll(l, "```", "'''") + "\n")
			}
			b.WriteString("  ```\n\n")
		}
	}
	return b.String()
}

// WithFixSection returns a markdown report with its fix section replaced by
// section (or added at the end).
func WithFixSection(md, section string) string {
	if i := strings.Index(md, FixHeading); i >= 0 {
		md = md[:i]
	}
	return strings.TrimRight(md, "\n") + "\n" + section
}
