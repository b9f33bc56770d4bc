package review

import (
	"bytes"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// ciWaivers finds, in a change, edits of the lines that run teamreview in
// the project's CI or hooks: a flag dropped or added there (`--fail-on`,
// `--dimensions`, `continue-on-error` on the line that runs it) decides
// the gate that judges this very change, as a .teamreview.yaml edit does.
// Each file with such a line added or removed is one High finding on the
// first one, for a person to confirm. Setting the gate up is not a
// waiver: a file that did not run teamreview before is left alone.
func ciWaivers(cs *scope.Changeset, ruleDirs []string) []finding.Finding {
	if !cs.IsDiff {
		return nil
	}
	txt, _ := models.LoadText(cs.Root, ruleDirs) // a directory that does not load stopped the review (CheckConfig)
	var out []finding.Finding
	for i := range cs.Files {
		f := &cs.Files[i]
		if !ciFile(txt, f.Path) || f.Content == nil {
			continue
		}
		line, text, removed := ciEdit(f)
		if line == 0 && removed == "" {
			continue
		}
		what := "edits how CI runs teamreview, for a person to confirm: " + strings.TrimSpace(text)
		if line == 0 {
			what = "removes a line that ran teamreview, for a person to confirm: " + strings.TrimSpace(removed)
		}
		fd := waiver{what: what}.finding(f)
		fd.Title = trimTitle("The change " + what)
		fd.Recommendation = "This edit of the CI or hook that runs teamreview arrives inside the change it judges: the flags on that " +
			"line decide the gate (what is reviewed, which verdict fails the build). A change to the gate is for a person to confirm: " +
			"keep it only if a reviewer agrees, and say why in the commit."
		fd.Fingerprint = finding.Fingerprint(RuleConfigWaiver, "ci "+f.Path+"\n"+text+removed)
		if line > 0 {
			fd.Lines = finding.Lines(line, line)
		}
		out = append(out, fd)
	}
	return out
}

// ciEdit is the first line the change adds to f that names teamreview
// (its number and text), or else the first such line it removes. A file
// that did not run teamreview before gains a gate, and loses none: the
// lines it adds are not a waiver.
func ciEdit(f *scope.File) (int, string, string) {
	if !bytes.Contains(bytes.ToLower(oldContent(f)), []byte("teamreview")) {
		return 0, "", ""
	}
	for i, l := range bytes.Split(f.Content, []byte("\n")) {
		if f.ChangedLine(i+1) && bytes.Contains(bytes.ToLower(l), []byte("teamreview")) {
			return i + 1, string(l), ""
		}
	}
	for _, h := range f.Hunks {
		for _, l := range strings.Split(h.Body, "\n") {
			if strings.HasPrefix(l, "-") && strings.Contains(strings.ToLower(l), "teamreview") {
				return 0, "", l[1:]
			}
		}
	}
	return 0, "", ""
}

// ciFile reports the files where CI services, git hooks and the task
// runners they call keep the commands they run: the text rows of shape
// ci-file (models/specialist_project_files.yml, and a project's own in
// rulepack.rule_dirs), each a path from the repository's root or, ending
// in /, a directory with the files below it.
func ciFile(txt *models.Text, p string) bool {
	for _, m := range txt.Rows("ci-file") {
		for _, f := range m.Files {
			if p == f || strings.HasSuffix(f, "/") && strings.HasPrefix(p, f) {
				return true
			}
		}
	}
	return false
}
