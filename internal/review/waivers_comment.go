package review

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx"
	"github.com/teamreview/teamreview/internal/scope"
)

// RuleCommentWaiver is the rule of a finding about a suppression comment,
// inside the reviewed change, that hides one of the change's own Blocker
// or High findings.
const RuleCommentWaiver = finding.RuleCommentWaiver

// commentWaivers turns each suppression comment that hides a Blocker or
// High finding of the change — the comment is one the change adds, or the
// flagged line is (new code under an old comment) — into a High security
// finding on the comment's line. The suppressed findings stay listed as they are; what
// changes is the verdict: a change cannot PASS by waiving its own Blocker.
// Lower findings do not move a verdict, so their waivers are only listed.
func commentWaivers(cs *scope.Changeset, suppressed []finding.Finding) []finding.Finding {
	type place struct {
		file string
		line int
	}
	hidden := map[place][]finding.Finding{}
	var order []place
	for _, f := range suppressed {
		if f.Severity < finding.High {
			continue
		}
		file := cs.File(f.File)
		if file == nil || !waivedInChange(cs, file, f) {
			continue
		}
		at := consolidate.DirectiveLine(f.File, file.Content, f)
		if at == 0 {
			at = f.Lines.Start
		}
		p := place{f.File, at}
		if _, ok := hidden[p]; !ok {
			order = append(order, p)
		}
		hidden[p] = append(hidden[p], f)
	}
	out := make([]finding.Finding, 0, len(order))
	for _, p := range order {
		out = append(out, commentWaiver(cs.File(p.file), p.line, hidden[p]))
	}
	return out
}

// waivedInChange reports a comment's waiver of f that the change brings:
// the comment arrives with it, or the code it now hides does.
func waivedInChange(cs *scope.Changeset, file *scope.File, f finding.Finding) bool {
	if strings.HasPrefix(f.Reason, finding.SuppressedInChange) {
		return true
	}
	return cs.IsDiff && strings.HasPrefix(f.Reason, finding.SuppressedInline) && file.Changed != nil &&
		!f.Lines.IsZero() && file.ChangedLine(f.Lines.Start)
}

// commentWaiver is the finding of one comment that hides fs.
func commentWaiver(file *scope.File, line int, fs []finding.Finding) finding.Finding {
	slices.SortStableFunc(fs, func(a, b finding.Finding) int { return int(b.Severity) - int(a.Severity) })
	worst := fs[0]
	what := fmt.Sprintf("the change's %s on line %d", worst.Severity, worst.Lines.Start)
	if len(fs) > 1 {
		what += fmt.Sprintf(" and %d more", len(fs)-1)
	}
	text := ""
	if lines := bytes.Split(file.Content, []byte("\n")); line >= 1 && line <= len(lines) {
		text = string(bytes.TrimSpace(lines[line-1]))
	}
	var rules []string
	for _, f := range fs {
		for _, r := range f.Rules() {
			if !slices.Contains(rules, r) {
				rules = append(rules, r)
			}
		}
	}
	return finding.Finding{
		RelatedRules: rules,
		Domain:       "security", Severity: finding.High, Confidence: 1, File: file.Path, Status: finding.Open,
		Lines: finding.Lines(line, line),
		Title: trimTitle("A suppression comment hides " + what + ", for a person to confirm: " + worst.Title),
		Recommendation: "This suppression comment hides a finding of the change it reviews (the comment, or the code under " +
			"it, is new) that would decide the verdict. A waiver that comes with the code it waives is for a person to confirm: fix the code, " +
			"or keep the comment only if a reviewer agrees and say why in the commit: a review of a later change, " +
			"that touches neither the comment nor the code under it, honours it as any other. To accept the finding itself, mark it " +
			"(`teamreview mark ID --status wont_fix --reason …`), which the verdict records.",
		Rule:        RuleCommentWaiver,
		Fingerprint: finding.Fingerprint(RuleCommentWaiver, worst.Rule+"\n"+text),
	}
}

// CommentWaiverStands reports whether the comment a comment-waiver
// finding f is about still hides one of the rules it hid (its
// RelatedRules): a directive naming one of them on f's line, or on the
// comment lines above a line near it. Verify asks it: the specialists
// cannot re-find a waiver.
func CommentWaiverStands(file *scope.File, f *finding.Finding) bool {
	if file == nil || file.Content == nil || len(f.RelatedRules) == 0 || f.Lines.IsZero() {
		return false
	}
	probe := finding.Finding{Rule: f.RelatedRules[0], RelatedRules: f.RelatedRules[1:]}
	for l := max(1, f.Lines.Start-waiverDrift); l <= f.Lines.Start+waiverDrift; l++ {
		probe.Lines = finding.Lines(l, l)
		if consolidate.DirectiveLine(file.Path, file.Content, probe) != 0 {
			return true
		}
	}
	return false
}

// waiverDrift is how far a comment may have moved since the review.
const waiverDrift = 3

// baselineWaivers is the finding of a baseline that accepts Blocker or
// High findings the committed one (base: the file before the change, see
// committedBaseline) did not: `teamreview baseline` run inside the change
// it would judge. The baseline is read from the work tree whatever the
// review's scope, so this looks at it whether or not the change stages it.
// One High on the file, at the first such entry, for a person to confirm.
func baselineWaivers(root string, base []byte, suppressed []finding.Finding) []finding.Finding {
	var old Baseline
	_ = json.Unmarshal(base, &old) // none, or unreadable: every entry is new
	known := old.Keys()
	var hidden []finding.Finding
	for _, f := range suppressed {
		if byBaseline(f) && !known[BaselineKey(f)] {
			hidden = append(hidden, f)
		}
	}
	if len(hidden) == 0 {
		return nil
	}
	slices.SortStableFunc(hidden, func(a, b finding.Finding) int { return int(b.Severity) - int(a.Severity) })
	worst := hidden[0]
	fd := finding.Finding{
		Domain: "security", Severity: finding.High, Confidence: 1, File: BaselineFile, Status: finding.Open,
		Title: trimTitle(fmt.Sprintf("The change's own %s accepts %d of its Blocker and High findings, for a person to confirm: %s",
			BaselineFile, len(hidden), worst.Title)),
		Recommendation: "This baseline arrives inside the change it reviews and accepts findings that would decide the verdict: " +
			"a baseline records the problems a project already had when it adopted teamreview, not new ones. Fix the code, " +
			"or keep the entries only if a reviewer agrees and say why in the commit. To accept one finding, mark it instead " +
			"(`teamreview mark ID --status wont_fix --reason …`), which the verdict records.",
		Rule:        RuleConfigWaiver,
		Fingerprint: finding.Fingerprint(RuleConfigWaiver, "baseline "+worst.Fingerprint),
	}
	if data, err := os.ReadFile(filepath.Join(root, BaselineFile)); err == nil {
		for i, l := range bytes.Split(data, []byte("\n")) {
			if bytes.Contains(l, []byte(worst.Fingerprint)) {
				fd.Lines = finding.Lines(i+1, i+1)
				break
			}
		}
	}
	return []finding.Finding{fd}
}

// byBaseline reports a Blocker or High that the baseline accepts.
func byBaseline(f finding.Finding) bool {
	return f.Severity >= finding.High && AcceptedByBaseline(f)
}

// AcceptedByBaseline reports a suppressed finding that the baseline
// accepted.
func AcceptedByBaseline(f finding.Finding) bool {
	return strings.HasPrefix(f.Reason, "known: in "+BaselineFile)
}

// BaselineKey is the key a baseline entry for f would have.
func BaselineKey(f finding.Finding) string {
	return BaselineEntry{Domain: f.Domain, File: f.File, Fingerprint: f.Fingerprint}.key()
}

// Keys are the keys of the baseline's entries.
func (b *Baseline) Keys() map[string]bool {
	m := make(map[string]bool, len(b.Findings))
	for _, e := range b.Findings {
		m[e.key()] = true
	}
	return m
}

// committedBaseline is the baseline as it was before a diff review's
// change: the old side of the change's own edit of it, else the committed
// file (none outside git or before it is committed).
func committedBaseline(ctx context.Context, cs *scope.Changeset) []byte {
	if f := cs.File(BaselineFile); f != nil && f.Content != nil {
		return oldContent(f)
	}
	if !cs.InRepo {
		return nil
	}
	data, err := (&gitx.Git{Dir: cs.Root}).Show(ctx, "HEAD", BaselineFile)
	if err != nil {
		return nil
	}
	return data
}
