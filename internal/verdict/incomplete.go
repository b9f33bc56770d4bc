package verdict

import (
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// RuleIncomplete is the rule of the finding an incomplete review carries.
// An agent that reads only the verdict field must not take an incomplete
// review for a pass: the finding makes it WARN at least, and says what was
// not reviewed and what to do.
const RuleIncomplete = "teamreview/incomplete-review"

// DomainCoverage is the domain of that finding: no specialist's.
const DomainCoverage = "coverage"

// GapFinding is the High finding that says what an incomplete review did
// not look at. It lies on the first file that was not analyzed, or on the
// review root when only reviewers or engines are missing. Its fingerprint
// is made of the gaps, so the same gaps are the same finding next time.
func GapFinding(gaps []Gap) finding.Finding {
	file := "."
	var names []string
	for _, g := range gaps {
		if g.Kind == GapFile && file == "." {
			file = g.Name
		}
		names = append(names, g.Kind+" "+g.Name)
	}
	listed := names
	if len(listed) > 5 {
		listed = append(names[:5:5], fmt.Sprintf("and %d more", len(names)-5))
	}
	return finding.Finding{
		ID:       finding.BaseID(DomainCoverage, file, finding.LineRange{}),
		Domain:   DomainCoverage,
		Severity: finding.High, Confidence: 1,
		File:   file,
		Title:  fmt.Sprintf("Review incomplete: %d part(s) of the scope were not reviewed", len(gaps)),
		Status: finding.Open,
		Recommendation: "Not reviewed: " + strings.Join(listed, "; ") + " (coverage.incomplete gives each reason). " +
			NextStep(gaps) + " This finding stays while the gaps do; the verdict of an incomplete review is never PASS.",
		Rule:        RuleIncomplete,
		Fingerprint: finding.Fingerprint(RuleIncomplete, strings.Join(names, "\n")),
	}
}

// NextStep is what to do about the gaps of an incomplete review.
func NextStep(gaps []Gap) string {
	for _, g := range gaps {
		if g.Kind != GapFile {
			return "Re-run with a longer --specialist-timeout (or fix what stopped the reviewers and engines listed above); " +
				"if it stays incomplete, stop and tell a person."
		}
	}
	for _, g := range gaps {
		if strings.Contains(g.Reason, `run "go mod download"`) {
			return `Run "go mod download" (the review never downloads) and review again; if that cannot be done here, stop and tell a person.`
		}
	}
	for _, g := range gaps {
		if strings.Contains(g.Reason, "no analyzer for ") {
			return "Stop and tell a person: no engine analyzes the language of the files listed above. A team that reviews " +
				"that code some other way lists the language under coverage.accept_unanalyzed in .teamreview.yaml; " +
				"the verdict still names the files."
		}
	}
	for _, g := range gaps {
		if strings.Contains(g.Reason, "holds a carriage return alone") {
			return "End the comment named above with a line break where it has a carriage return alone, and review again: the " +
				"compiler runs what follows it. Only a person may pass --allow-incomplete for it."
		}
		if strings.Contains(g.Reason, "declares its source encoding") {
			return "Save the file named above as UTF-8 without its coding line and review again: Python reads it as other text " +
				"than the review did. Only a person may pass --allow-incomplete for it."
		}
	}
	for _, g := range gaps {
		if strings.Contains(g.Reason, "a line this change wrote") {
			return "Fix the syntax error at the line named above and review again: the code does not run as written. If it is valid " +
				"code (a syntax the parser here does not know yet), stop and tell a person; only a person may pass --allow-incomplete for it."
		}
	}
	return "Stop and tell a person: the files listed above were not analyzed (split them, or list generated ones under `ignore:` in .teamreview.yaml)."
}

// WithGapFinding adds GapFinding to an incomplete review's findings, once,
// and recomputes the verdict.
func (r *Review) WithGapFinding() {
	if !r.Incomplete() {
		return
	}
	for _, f := range r.Findings {
		if f.Rule == RuleIncomplete {
			r.Recompute()
			return
		}
	}
	g := GapFinding(r.Coverage.Incomplete)
	i, _ := slices.BinarySearchFunc(r.Findings, &g, func(f finding.Finding, g *finding.Finding) int {
		if finding.Less(&f, g) {
			return -1
		}
		return 1
	})
	r.Findings = slices.Insert(r.Findings, i, g)
	r.Recompute()
}
