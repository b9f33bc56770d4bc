package consolidate

import "fmt"

// FilterMode says which findings in the files of a change are reported,
// as reviewdog's filter modes do.
type FilterMode string

const (
	FilterAdded       FilterMode = "added"        // on changed lines only
	FilterDiffContext FilterMode = "diff_context" // on changed lines and Context lines around them (default)
	FilterFile        FilterMode = "file"         // anywhere in a changed file
	FilterNone        FilterMode = "nofilter"     // everything the specialists report
)

// FilterModes lists the modes for help and errors.
var FilterModes = []FilterMode{FilterAdded, FilterDiffContext, FilterFile, FilterNone}

// ParseFilter checks a --filter value; "" is the default.
func ParseFilter(s string) (FilterMode, error) {
	if s == "" {
		return FilterDiffContext, nil
	}
	for _, m := range FilterModes {
		if string(m) == s {
			return m, nil
		}
	}
	return "", fmt.Errorf("unknown filter %q (want added, diff_context, file or nofilter)", s)
}

// DiffFilter keeps the findings the filter mode reports and moves the rest
// to Hidden, so the report can say how many it left out. A path under
// review has no diff: every line is in scope. A finding in a file the
// change does not contain is never reported. A finding the change caused
// away from its lines (ChangeCaused) is kept unless only added lines are.
type DiffFilter struct{}

func (DiffFilter) Name() string { return "diff-filter" }

func (DiffFilter) Process(st *State) {
	if st.Changeset == nil {
		return
	}
	ctx := st.Context
	if st.Filter == FilterAdded {
		ctx = 0
	}
	out := st.Findings[:0]
	for _, f := range st.Findings {
		file := st.Changeset.File(f.File)
		keep := file != nil
		switch {
		case !keep, st.Filter == FilterNone, st.Filter == FilterFile:
		default:
			keep = file.InChange(f.Lines, ctx) || f.ChangeCaused && st.Filter != FilterAdded
		}
		if !keep {
			st.Hidden = append(st.Hidden, f)
			continue
		}
		out = append(out, f)
	}
	st.Findings = out
}
