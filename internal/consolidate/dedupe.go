package consolidate

import "github.com/teamreview/teamreview/internal/finding"

// Dedupe merges findings about the same code for the same reason: same file,
// same lines and same fingerprint. The strongest severity and the highest
// confidence win, and the first (in sorted order) keeps its domain.
type Dedupe struct{}

func (Dedupe) Name() string { return "dedupe" }

func (Dedupe) Process(st *State) {
	type key struct {
		file, fp string
		lines    finding.LineRange
	}
	seen := map[key]int{}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		k := key{f.File, f.Fingerprint, f.Lines}
		if i, ok := seen[k]; ok {
			kept := &out[i]
			if f.Severity > kept.Severity || (f.Severity == kept.Severity && finding.Less(&f, kept)) {
				f.Confidence = max(f.Confidence, kept.Confidence)
				f.SystemBreaking = f.SystemBreaking || kept.SystemBreaking
				*kept = f
			} else {
				kept.Confidence = max(f.Confidence, kept.Confidence)
				kept.SystemBreaking = f.SystemBreaking || kept.SystemBreaking
			}
			continue
		}
		seen[k] = len(out)
		out = append(out, f)
	}
	st.Findings = out
}
