package llm

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/finding"
)

// Limits are the bounds Validate applies besides the scope.
type Limits struct {
	// MinConfidence drops findings the model is less sure of
	// (llm.min_confidence).
	MinConfidence float64
	// MaxFindings keeps the most severe, then most confident, findings
	// (llm.max_findings_per_dimension); 0 means no limit.
	MaxFindings int
}

// DropReason says why Validate dropped a model finding.
type DropReason string

const (
	DropFileNotInScope DropReason = "file not in scope"
	DropNoSuchLines    DropReason = "lines do not exist"
	DropSeverity       DropReason = "unknown severity"
	DropConfidence     DropReason = "confidence out of range"
	DropLowConfidence  DropReason = "confidence below the minimum"
	DropTitle          DropReason = "title empty or longer than 120 characters"
	DropOverLimit      DropReason = "over the findings limit"
)

// dropOrder is the order in which drops are reported.
var dropOrder = []DropReason{DropFileNotInScope, DropNoSuchLines, DropSeverity, DropConfidence, DropLowConfidence, DropTitle, DropOverLimit}

// Drops counts dropped model findings by reason.
type Drops map[DropReason]int

// Total is the number of findings dropped.
func (d Drops) Total() int {
	n := 0
	for _, c := range d {
		n += c
	}
	return n
}

// Lines renders one line per reason, in a fixed order:
// "2 model findings dropped: file not in scope".
func (d Drops) Lines() []string {
	var out []string
	for _, r := range dropOrder {
		switch n := d[r]; n {
		case 0:
		case 1:
			out = append(out, "1 model finding dropped: "+string(r))
		default:
			out = append(out, fmt.Sprintf("%d model findings dropped: %s", n, r))
		}
	}
	return out
}

func (d Drops) String() string { return strings.Join(d.Lines(), "; ") }

// Validate turns the model's findings into finding.Finding values, keeping
// only those that name a file in scope (path → number of lines) and lines
// that file has, a known severity, a confidence in [0, 1] and at least
// lim.MinConfidence, and a title of 1 to 120 characters. Each survivor has
// rule "llm/<category>", a fingerprint of rule, file and title, and status
// open; Domain and ID are left to the caller. The result is sorted with
// finding.Less.
func Validate(model []ModelFinding, files map[string]int, lim Limits) ([]finding.Finding, Drops) {
	drops := Drops{}
	var kept []finding.Finding
	for _, m := range model {
		f, reason := validateOne(m, files, lim)
		if reason != "" {
			drops[reason]++
			continue
		}
		kept = append(kept, f)
	}
	if lim.MaxFindings > 0 && len(kept) > lim.MaxFindings {
		slices.SortStableFunc(kept, func(a, b finding.Finding) int {
			if a.Severity != b.Severity {
				return cmp.Compare(b.Severity, a.Severity)
			}
			if a.Confidence != b.Confidence {
				return cmp.Compare(b.Confidence, a.Confidence)
			}
			return lessCmp(&a, &b)
		})
		drops[DropOverLimit] += len(kept) - lim.MaxFindings
		kept = kept[:lim.MaxFindings]
	}
	slices.SortFunc(kept, func(a, b finding.Finding) int { return lessCmp(&a, &b) })
	return kept, drops
}

func lessCmp(a, b *finding.Finding) int {
	switch {
	case finding.Less(a, b):
		return -1
	case finding.Less(b, a):
		return 1
	}
	return 0
}

func validateOne(m ModelFinding, files map[string]int, lim Limits) (finding.Finding, DropReason) {
	file := cleanPath(m.File)
	n, ok := files[file]
	if !ok {
		return finding.Finding{}, DropFileNotInScope
	}
	lines, ok := parseLines(m.LineRange)
	if !ok || lines.End > n {
		return finding.Finding{}, DropNoSuchLines
	}
	sev, err := finding.ParseSeverity(strings.TrimSpace(m.Severity))
	if err != nil {
		return finding.Finding{}, DropSeverity
	}
	conf, ok := parseConfidence(m.Confidence)
	if !ok {
		return finding.Finding{}, DropConfidence
	}
	if conf < lim.MinConfidence {
		return finding.Finding{}, DropLowConfidence
	}
	title := strings.TrimSpace(m.Title)
	if title == "" || utf8.RuneCountInString(title) > finding.MaxTitle {
		return finding.Finding{}, DropTitle
	}
	rule := "llm/" + category(m.Category)
	f := finding.Finding{
		Severity:       sev,
		Confidence:     conf,
		File:           file,
		Lines:          lines,
		Title:          title,
		Recommendation: strings.TrimSpace(m.Recommendation),
		Status:         finding.Open,
		Rule:           rule,
		Fingerprint:    finding.Fingerprint(rule, file+"\n"+title),
	}
	// ParseAnswer accepted the mark only on a Blocker with a reason.
	if m.SystemBreaking && sev == finding.Blocker && strings.TrimSpace(m.BreakingReason) != "" {
		f.SystemBreaking = true
		f.Recommendation = BreakingPrefix + decision(m.BreakingReason) + ". " + f.Recommendation
	}
	return f, ""
}

// BreakingPrefix starts the recommendation of a system-breaking model
// finding, before what a person must decide: the abort reason file lists
// these recommendations.
const BreakingPrefix = "Do not fix this alone: a person must decide "

// cleanPath accepts "./a/b.go" and "a//b.go" for "a/b.go".
func cleanPath(p string) string {
	p = strings.TrimSpace(p)
	if p == "" {
		return ""
	}
	return strings.TrimPrefix(path.Clean(p), "./")
}

// parseLines reads "42-58", "42", "L42-L58", 42, [42, 58] or
// {"start": 42, "end": 58}. A range must start at line 1 or later and not
// end before it starts; a missing range is not accepted, since every model
// finding must point at lines that exist.
func parseLines(raw json.RawMessage) (finding.LineRange, bool) {
	var (
		start, end int
		s          string
		n          int
		arr        []int
		obj        struct{ Start, End int }
	)
	switch {
	case json.Unmarshal(raw, &s) == nil:
		a, b, found := strings.Cut(s, "-")
		var err1, err2 error
		start, err1 = strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(a), "L"))
		end, err2 = start, nil
		if found {
			end, err2 = strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(b), "L"))
		}
		if err1 != nil || err2 != nil {
			return finding.LineRange{}, false
		}
	case json.Unmarshal(raw, &n) == nil:
		start, end = n, n
	case json.Unmarshal(raw, &arr) == nil && (len(arr) == 1 || len(arr) == 2):
		start, end = arr[0], arr[len(arr)-1]
	case json.Unmarshal(raw, &obj) == nil && obj.Start > 0:
		start, end = obj.Start, max(obj.End, obj.Start)
	default:
		return finding.LineRange{}, false
	}
	if start < 1 || end < start {
		return finding.LineRange{}, false
	}
	return finding.LineRange{Start: start, End: end}, true
}

// parseConfidence reads 0.8 or "0.8"; it must lie in [0, 1].
func parseConfidence(raw json.RawMessage) (float64, bool) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, false
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return 0, false
		}
		if f, err = strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
			return 0, false
		}
	}
	if math.IsNaN(f) || f < 0 || f > 1 {
		return 0, false
	}
	return f, true
}

// category turns the model's category into a rule id segment:
// "SQL Injection" → "sql-injection"; nothing usable → "general".
func category(c string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.TrimSpace(c)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case b.Len() > 0 && !dash:
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.TrimRight(b.String(), "-")
	if len(s) > 40 {
		s = strings.TrimRight(s[:40], "-")
	}
	if s == "" {
		return "general"
	}
	return s
}

// decision is what a person must decide, as the end of a sentence:
// "Whether staff may delete" reads "whether staff may delete".
func decision(reason string) string {
	d := strings.TrimRight(oneLine(reason, 300), ". ")
	if r := []rune(d); len(r) > 1 && unicode.IsUpper(r[0]) && unicode.IsLower(r[1]) {
		r[0] = unicode.ToLower(r[0])
		d = string(r)
	}
	return d
}
