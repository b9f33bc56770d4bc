package consolidate

import (
	"path"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
)

// Normalize makes every finding satisfy the verdict contract: a clean
// relative path, a title within 120 characters, a recommendation, and a
// confidence in [0.5, 1]. A finding below 0.5 confidence is not worth an
// agent's time: it is dropped, and counted in LowConfidence.
type Normalize struct{}

func (Normalize) Name() string { return "normalize" }

func (Normalize) Process(st *State) {
	out := st.Findings[:0]
	for _, f := range st.Findings {
		if f.Confidence < 0.5 {
			st.LowConfidence++
			continue
		}
		f.Confidence = min(f.Confidence, 1)
		f.File = path.Clean(strings.TrimPrefix(f.File, "./"))
		f.Title = strings.ToValidUTF8(strings.TrimSpace(f.Title), "\uFFFD")
		if f.Title == "" {
			f.Title = f.Rule
		}
		f.Title = redact.ClampTitle(f.Title)
		if strings.TrimSpace(f.Recommendation) == "" {
			f.Recommendation = "Review the flagged code and fix the problem the title describes."
		}
		if f.Status == "" {
			f.Status = finding.Open
		}
		out = append(out, f)
	}
	st.Findings = out
}
