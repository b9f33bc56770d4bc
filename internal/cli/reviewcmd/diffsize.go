package reviewcmd

import (
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// writtenLines counts the diff lines a person wrote: lock files and
// generated files are left out, since a 984-line package-lock.json says
// nothing about how hard a change is to review. left counts the files
// left out.
func writtenLines(cs *scope.Changeset) (lines, left int) {
	for _, f := range cs.Files {
		if specialist.Generated(f.Path, f.Content) {
			left++
			continue
		}
		lines += f.Added + f.Removed
	}
	return lines, left
}
