package consolidate

// DiffFilter keeps findings on the lines a change touches, with Context
// lines around them, and moves the rest to Hidden. Outside diff scopes
// (a path under review) every line is in scope, and a finding in a file the
// change does not contain is never reported.
type DiffFilter struct{}

func (DiffFilter) Name() string { return "diff-filter" }

func (DiffFilter) Process(st *State) {
	if st.Changeset == nil {
		return
	}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		file := st.Changeset.File(f.File)
		if file == nil || !file.InChange(f.Lines, st.Context) {
			st.Hidden = append(st.Hidden, f)
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}
