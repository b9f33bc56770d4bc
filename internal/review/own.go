package review

import (
	"regexp"
	"strings"

	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/store"
)

// reportName matches the reports this tool writes into ReportDir.
var reportName = regexp.MustCompile(`^` + regexp.QuoteMeta(ReportDir) + `/\d{4}-\d{2}-\d{2}-(changeset|package|file|team)-[0-9a-f]{8}\.md$`)

// dropOwnOutput removes what teamreview itself wrote from a changeset: its
// reports, and a .gitignore change that only adds its own entry. Without
// this, every review would leave behind the next change to review, and the
// "no changes" answer would never come back.
func dropOwnOutput(cs *scope.Changeset) {
	out := cs.Files[:0]
	for _, f := range cs.Files {
		if reportName.MatchString(f.Path) || (f.Path == ".gitignore" && onlyOurGitignoreLines(f)) {
			continue
		}
		out = append(out, f)
	}
	cs.Files = out
}

func onlyOurGitignoreLines(f scope.File) bool {
	if f.Changed == nil || f.Removed > 0 || f.Content == nil {
		return false
	}
	lines := strings.Split(string(f.Content), "\n")
	for _, r := range f.Changed {
		for n := r.Start; n <= r.End; n++ {
			if n < 1 || n > len(lines) {
				return false
			}
			switch strings.TrimSpace(lines[n-1]) {
			case store.GitignoreComment, store.Dir + "/":
			default:
				return false
			}
		}
	}
	return true
}
