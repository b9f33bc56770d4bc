package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
)

// Finding is one problem a specialist reports. The first block of fields is
// the contract of the verdict file (seeds/002); the rest are additions that
// readers of the contract may ignore.
type Finding struct {
	ID             string    `json:"id"`
	Domain         string    `json:"domain"`
	Severity       Severity  `json:"severity"`
	Confidence     float64   `json:"confidence"`
	File           string    `json:"file"`
	Lines          LineRange `json:"lineRange,omitzero"`
	Title          string    `json:"title"`
	Recommendation string    `json:"recommendation"`
	Status         Status    `json:"status"`

	Rule string `json:"rule"`
	// RelatedRules are the other rules that reported this same problem at
	// this place (gosec/G201's pattern and gosec/G701's taint analysis of
	// one SQL injection): consolidation merged their findings into this one.
	// Sorted; never holds Rule.
	RelatedRules []string `json:"relatedRules,omitempty"`
	Fingerprint  string   `json:"fingerprint"`
	// SystemBreaking marks a Blocker an agent must not try to fix alone: a live
	// credential, data loss, a hole that needs a human. It turns FAIL into ABORT.
	SystemBreaking bool     `json:"systemBreaking,omitempty"`
	CWE            []string `json:"cwe,omitempty"`
	Fixes          []Fix    `json:"fixes,omitempty"`
	// Reason records why the agent declined a finding (wont_fix) or why the
	// reviewer reopened it.
	Reason string `json:"reason,omitempty"`
	// CrossDomain credits a finding that came from one specialist's tip to
	// another (seed 004's cross-domain findings).
	CrossDomain *CrossDomain `json:"crossDomain,omitempty"`

	// ChangeCaused marks a finding outside the changed lines that the
	// change caused all the same (a declaration it left unused by removing
	// its last use elsewhere): the diff filter keeps it. Not stored: every
	// review decides it again from its own diff.
	ChangeCaused bool `json:"-"`
}

// CrossDomain names the specialist that sent the tip and the one that
// judged it and reported the finding.
type CrossDomain struct {
	From string `json:"from"`
	To   string `json:"to"`
	// Senders, when tips from more than one specialist became this one
	// finding, are all of them, sorted; From is the first.
	Senders []string `json:"senders,omitempty"`
}

// AllFrom is every specialist whose tip led to the finding.
func (c *CrossDomain) AllFrom() []string {
	if len(c.Senders) > 0 {
		return c.Senders
	}
	if c.From == "" {
		return nil
	}
	return []string{c.From}
}

// Fix is a suggested change made of non-overlapping text edits, kept for the
// fixer. Offsets are byte offsets in the file as it was reviewed.
type Fix struct {
	Message string     `json:"message"`
	Edits   []TextEdit `json:"edits"`
}

// TextEdit replaces the bytes [Start, End) of File with NewText.
type TextEdit struct {
	File    string `json:"file"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	NewText string `json:"newText"`
}

// BaseID is the id of a finding before collisions are resolved:
// {domain}-{first 8 hex of sha256(path)}-{lineRange or 0}.
func BaseID(domain, path string, lines LineRange) string {
	sum := sha256.Sum256([]byte(path))
	lr := lines.String()
	if lr == "" {
		lr = "0"
	}
	return domain + "-" + hex.EncodeToString(sum[:4]) + "-" + lr
}

// Fingerprint identifies a finding by what it is about rather than where it
// is: the rule and the flagged code with whitespace normalized, so a finding
// still matches after the lines above it change or the code is re-indented.
func Fingerprint(rule, code string) string {
	h := sha256.New()
	h.Write([]byte(rule))
	h.Write([]byte{0})
	h.Write([]byte(NormalizeCode(code)))
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// NormalizeCode collapses runs of white space and drops blank lines.
func NormalizeCode(code string) string {
	var b strings.Builder
	for line := range strings.Lines(code) {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(strings.Join(f, " "))
	}
	return b.String()
}

// Less orders findings for output: most severe first, then by file, line,
// domain, rule and fingerprint, so the order never depends on scheduling.
func Less(a, b *Finding) bool {
	if a.Severity != b.Severity {
		return a.Severity > b.Severity
	}
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Lines.Start != b.Lines.Start {
		return a.Lines.Start < b.Lines.Start
	}
	if a.Lines.End != b.Lines.End {
		return a.Lines.End < b.Lines.End
	}
	if a.Domain != b.Domain {
		return a.Domain < b.Domain
	}
	if a.Rule != b.Rule {
		return a.Rule < b.Rule
	}
	if a.Fingerprint != b.Fingerprint {
		return a.Fingerprint < b.Fingerprint
	}
	return a.Title < b.Title
}

// Rules is Rule followed by RelatedRules: every rule that reported the
// finding.
func (f *Finding) Rules() []string {
	return append([]string{f.Rule}, f.RelatedRules...)
}

// HasRule reports whether rule is one of the finding's rules.
func (f *Finding) HasRule(rule string) bool {
	return f.Rule == rule || slices.Contains(f.RelatedRules, rule)
}

// CWEsWithin reports whether the finding names a weakness and every one
// it names is in set (upper case, "CWE-79"): a finding that also names
// another weakness is not only of that kind.
func (f *Finding) CWEsWithin(set map[string]bool) bool {
	if len(f.CWE) == 0 {
		return false
	}
	for _, c := range f.CWE {
		if !set[strings.ToUpper(c)] {
			return false
		}
	}
	return true
}

// RuleBareSuppression is the rule of a suppression comment that gives no
// reason. Such a finding can never be suppressed itself.
const RuleBareSuppression = "teamreview/suppression-without-reason"

// The rules of the findings about a waiver of the gate in the change: a
// suppression comment that hides the change's own Blocker or High, and an
// edit of the project's configuration, baseline or CI line that does.
const (
	RuleCommentWaiver = "teamreview/comment-waiver"
	RuleConfigWaiver  = "teamreview/config-waiver"
)

// Waiver reports whether the finding is about a waiver of the gate: only
// a person may accept one for good (wont_fix), or an agent would accept
// its own waiver.
func (f *Finding) Waiver() bool {
	return f.HasRule(RuleCommentWaiver) || f.HasRule(RuleConfigWaiver)
}

// MaxTitle is the contract's limit on a title's length, in characters.
// A title is cut to it by redact.ClampTitle, which masks the credentials
// of the whole title before the cut.
const MaxTitle = 120

// The prefixes of the Reason of a finding an inline comment suppressed: the
// comment was in the code before the reviewed change, or the change adds
// it (a waiver that arrives with the code it waives, which the reports
// say).
const (
	SuppressedInline   = "suppressed inline: "
	SuppressedInChange = "suppressed inline by a comment this change adds: "
)

// DeclinedBefore is the prefix of the Reason of a finding a review
// suppressed because it was marked wont_fix before, with that reason.
const DeclinedBefore = "declined before (wont_fix): "
