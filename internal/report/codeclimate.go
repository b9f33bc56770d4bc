package report

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"strconv"

	"github.com/teamreview/teamreview/internal/finding"
)

// CodeClimate is GitLab's Code Quality report (a subset of the Code Climate
// issue format): a JSON array with one issue per finding that still counts
// toward the verdict. GitLab compares issues between branches by
// fingerprint, so it must be unique in a report and survive moved lines.
type CodeClimate struct{}

var _ Writer = CodeClimate{}

type (
	ccIssue struct {
		Description string     `json:"description"`
		CheckName   string     `json:"check_name"`
		Fingerprint string     `json:"fingerprint"`
		Severity    string     `json:"severity"`
		Location    ccLocation `json:"location"`
	}
	ccLocation struct {
		Path  string  `json:"path"`
		Lines ccLines `json:"lines"`
	}
	ccLines struct {
		Begin int `json:"begin"`
		End   int `json:"end"`
	}
)

var ccSeverity = map[finding.Severity]string{
	finding.Blocker: "blocker",
	finding.High:    "critical",
	finding.Medium:  "major",
	finding.Low:     "minor",
	finding.Info:    "info",
}

func (CodeClimate) Write(w io.Writer, in *Input) error {
	issues := []ccIssue{}
	seen := map[string]int{}
	for i := range in.Review.Findings {
		f := &in.Review.Findings[i]
		if !f.Status.Active() {
			continue
		}
		// A whole-file finding still needs a line for GitLab: the first.
		lines := ccLines{Begin: 1, End: 1}
		if !f.Lines.IsZero() {
			lines = ccLines{Begin: f.Lines.Start, End: max(f.Lines.End, f.Lines.Start)}
		}
		issues = append(issues, ccIssue{
			Description: f.Title,
			CheckName:   ruleID(f),
			Fingerprint: ccFingerprint(f, seen),
			Severity:    ccSeverity[f.Severity],
			Location:    ccLocation{Path: f.File, Lines: lines},
		})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(issues)
}

// ccFingerprint derives an issue's fingerprint from the file and the
// finding's own fingerprint (rule and normalized code, which hold no line
// number), numbering repeats of the same code in the same file so that each
// issue's is unique. A finding without a fingerprint falls back to its id.
func ccFingerprint(f *finding.Finding, seen map[string]int) string {
	key := f.Domain + "\x00" + f.File + "\x00" + f.Fingerprint
	if f.Fingerprint == "" {
		key = f.Domain + "\x00" + f.File + "\x00id:" + f.ID
	}
	seen[key]++
	if n := seen[key]; n > 1 {
		key += "\x00" + strconv.Itoa(n)
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:16])
}
