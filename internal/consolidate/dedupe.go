package consolidate

import "github.com/teamreview/teamreview/internal/finding"

// Dedupe merges findings about the same code for the same reason: same file,
// same lines and same fingerprint, or rules known to report the same root
// cause (sameCause). The strongest severity and the highest confidence win,
// and the first (in sorted order) keeps its domain.
type Dedupe struct{}

// sameCause maps rules that report exactly what another engine's rule
// reports onto that rule.
var sameCause = map[string]string{
	"staticcheck/SA5009": "vet/printf",       // Printf format/argument mismatch
	"staticcheck/SA1006": "vet/printf",       // Printf with a dynamic format and no arguments
	"staticcheck/SA4017": "vet/unusedresult", // result of a pure function discarded
	"staticcheck/SA5008": "vet/structtag",    // malformed struct tag
}

func (Dedupe) Name() string { return "dedupe" }

func (Dedupe) Process(st *State) {
	type key struct {
		file, fp string
		lines    finding.LineRange
	}
	keyOf := func(f *finding.Finding) key {
		if c, ok := sameCause[f.Rule]; ok {
			return key{f.File, "rule:" + c, f.Lines}
		}
		if _, ok := causes[f.Rule]; ok {
			return key{f.File, "rule:" + f.Rule, f.Lines}
		}
		return key{f.File, f.Fingerprint, f.Lines}
	}
	seen := map[key]int{}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		k := keyOf(&f)
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

// causes holds the rules that sameCause maps onto.
var causes = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range sameCause {
		m[c] = true
	}
	return m
}()
