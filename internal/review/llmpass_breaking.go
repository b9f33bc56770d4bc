package review

import (
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// breakable reports whether a model may mark a file's lines
// system-breaking: they must touch what the change did — a line it added,
// or one beside lines it deleted (a deleted line has no number of its
// own, and removing an authorization check is exactly such a change). A
// file without a diff (a path target) is under review everywhere.
func breakable(cs *scope.Changeset) func(file string, lines finding.LineRange) bool {
	ranges := map[string][]finding.LineRange{}
	whole := map[string]bool{}
	for i := range cs.Files {
		f := &cs.Files[i]
		if !f.Reviewable() {
			continue
		}
		if f.Changed == nil {
			whole[f.Path] = true
			continue
		}
		ranges[f.Path] = append(append(ranges[f.Path], f.Changed...), besideDeletions(f.Hunks)...)
	}
	return func(file string, lines finding.LineRange) bool {
		if whole[file] {
			return true
		}
		for _, r := range ranges[file] {
			if lines.Overlaps(r, 0) {
				return true
			}
		}
		return false
	}
}

// besideDeletions are the new-side lines just before and just after each
// run of deleted lines in the hunks.
func besideDeletions(hunks []scope.Hunk) []finding.LineRange {
	var out []finding.LineRange
	for _, h := range hunks {
		n := h.NewStart
		deleting := false
		for l := range strings.Lines(h.Body) {
			if l == "" || l == "\n" {
				continue
			}
			switch l[0] {
			case '-':
				if !deleting {
					out = append(out, finding.LineRange{Start: max(n-1, 1), End: max(n, 1)})
				}
				deleting = true
				continue
			case '+', ' ':
				n++
			}
			deleting = false
		}
	}
	return out
}

// answerParser reads a reviewer's answer and refuses it whole when it
// marks a finding system-breaking on lines the change does not touch (see
// llm.Answer.CheckBreaking); the request's Check uses it too, so such an
// answer is not cached and is asked again.
func answerParser(cs *scope.Changeset) func(string) (llm.Answer, error) {
	changed := breakable(cs)
	return func(text string) (llm.Answer, error) {
		ans, err := llm.ParseAnswer(text)
		if err != nil {
			return llm.Answer{}, err
		}
		if err := ans.CheckBreaking(changed); err != nil {
			return llm.Answer{}, err
		}
		return ans, nil
	}
}

// checkerOf is a Request.Check from a parser.
func checkerOf(parse func(string) (llm.Answer, error)) func(string) error {
	return func(text string) error {
		_, err := parse(text)
		return err
	}
}

// weighBreaking keeps the system-breaking mark of model findings only
// where the code ships, as the deterministic rules do: in a test, an
// example or documentation the finding stays a Blocker, which an agent
// may fix, and its recommendation says why it does not stop the team.
func weighBreaking(fs []finding.Finding) {
	for i := range fs {
		f := &fs[i]
		if !f.SystemBreaking || specialist.Ships(f.File) {
			continue
		}
		f.SystemBreaking = false
		if rest, ok := strings.CutPrefix(f.Recommendation, llm.BreakingPrefix); ok {
			f.Recommendation = "In " + specialist.PlaceOf(f.File).String() + ", so not system-breaking; still decide " + rest
		}
	}
}
