package consolidate

// WithholdSecrets is the last guard of the rule that a credential never
// leaves the tool: a suggested fix carries code (a formatter's fix can carry
// a whole file), and a fix whose new text holds a credential is withheld
// rather than written into the verdict. Titles and recommendations, which
// analyzers may fill with a quoted literal, are replaced the same way.
type WithholdSecrets struct{}

func (WithholdSecrets) Name() string { return "withhold-secrets" }

func (WithholdSecrets) Process(st *State) {
	if st.HasSecret == nil {
		return
	}
	for i := range st.Findings {
		f := &st.Findings[i]
		// Analyzer messages can quote a string literal from the code.
		if st.HasSecret(f.File, f.Title) {
			f.Title = "A finding whose message quotes a credential (" + f.Rule + "); see the flagged line"
		}
		if st.HasSecret(f.File, f.Recommendation) {
			f.Recommendation = "The recommendation quoted a credential and was withheld; see the rule " + f.Rule + " and the flagged line."
		}
		kept := f.Fixes[:0]
		for _, fix := range f.Fixes {
			leaks := false
			for _, e := range fix.Edits {
				leaks = leaks || st.HasSecret(e.File, e.NewText)
			}
			if leaks {
				st.Withheld++
				continue
			}
			kept = append(kept, fix)
		}
		if len(kept) == 0 {
			kept = nil
		}
		f.Fixes = kept
	}
}
