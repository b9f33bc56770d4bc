package review

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/scope"
)

// A configuration file the repository does not hold — the user's own
// (config.UserFile) or a --config path outside the root — sets what the
// review reports as surely as .teamreview.yaml, but no change shows it and
// nobody reviewing the project reads it: ignore: [app/**] in
// ~/.config/teamreview/config.yaml made a change with an SQL injection
// PASS with no record. What such a file silences in this review is put on
// the record: a file of the change it alone ignores is a gap (the review
// is incomplete); a rule it alone disables or lowers that silenced
// findings, and a hiding row of a rule directory it alone adds, are named
// in a note.

// outsideFiles are cfg's configuration files outside the repository.
func outsideFiles(cfg *config.Config) []string {
	var out []string
	for _, f := range cfg.Files {
		if filepath.IsAbs(f) {
			out = append(out, f)
		}
	}
	return out
}

// ownConfig is the configuration the repository's own files make: cfg's
// files read again, less those outside it. When a --config path outside
// the root took the project file's place, the project file is what the
// repository says: the settings it raised, the rule directories it
// reads, are dropped by the outside file as surely as by an edit.
func ownConfig(root string, cfg *config.Config) config.Config {
	var own []string
	for _, f := range cfg.Files {
		if !filepath.IsAbs(f) {
			own = append(own, f)
		}
	}
	if len(own) == 0 {
		if _, err := os.Stat(filepath.Join(root, config.ProjectFile)); err == nil {
			own = []string{config.ProjectFile}
		}
	}
	return readConfig(root, own)
}

// readConfig is the configuration files make, read in order over the
// defaults (relative names from root), without the command line's
// settings.
func readConfig(root string, files []string) config.Config {
	c := config.Default()
	for _, f := range files {
		p := f
		if !filepath.IsAbs(p) {
			p = filepath.Join(root, f)
		}
		if data, err := os.ReadFile(p); err == nil {
			_ = config.Parse(data, f, &c)
		}
	}
	return c
}

// outsideIgnoreGaps adds to cs a gap for each file of the change that
// only a configuration outside the repository ignores.
func outsideIgnoreGaps(cs *scope.Changeset, cfg *config.Config) {
	files := outsideFiles(cfg)
	if len(files) == 0 {
		return
	}
	own := ownConfig(cs.Root, cfg)
	for _, f := range cs.Files {
		if f.Status == scope.Deleted || !cfg.Ignored(f.Path) || own.Ignored(f.Path) {
			continue
		}
		cs.Gaps = append(cs.Gaps, scope.Gap{File: f.Path, Reason: "ignored by " + strings.Join(files, " and ") +
			", a configuration outside the repository; an ignore the project means belongs in its " + config.ProjectFile})
	}
}

// outsideNotes name what only a configuration outside the repository
// does to this review: the rules it disables or lowers that silenced
// findings here (waived counts them by rule), the hiding rows (sanitizers,
// barriers, not-public ranges) of the rule directories it adds, and the
// settings that decide what is judged at all (the team's templates, the
// diff filter, the languages accepted unanalyzed, the linters and the
// project's rule directories and test-code setting it drops, the words it
// gives the model reviewers). Each is a
// note in the terminal and the report and a line of the verdict's
// coverage.outsideConfig: not a finding, since a CI job that passes its
// own file is a legitimate setup the record must not fail, only show.
func outsideNotes(cs *scope.Changeset, cfg *config.Config, waived map[string]int) []string {
	files := outsideFiles(cfg)
	if len(files) == 0 {
		return nil
	}
	own, read := ownConfig(cs.Root, cfg), readConfig(cs.Root, cfg.Files)
	if read.CodeReview.Filter != cfg.CodeReview.Filter {
		read.CodeReview.Filter = own.CodeReview.Filter // --filter decided it, not the file
	}
	by := strings.Join(files, " and ") + ", a configuration outside the repository, "
	var notes []string
	for _, w := range ruleWaivers(own, read, waived) {
		if w.silenced > 0 {
			notes = append(notes, fmt.Sprintf("%s%s: %d finding(s) of this review silenced; "+
				"a setting the project means belongs in its %s", by, w.what, w.silenced, config.ProjectFile))
		}
	}
	for _, w := range addedDirWaivers(cs, own, read) {
		notes = append(notes, by+w.what+"; rows the project means belong in its own rule directories")
	}
	ws := append(templateWaivers(own, read), scopeWaivers(own, read)...)
	ws = append(ws, ruleDirWaivers(own, read)...)
	ws = append(ws, acceptWaivers(cs, own, read)...)
	ws = append(ws, overlayChanges(own, read)...)
	for _, w := range ws {
		if w.silenced > 0 {
			w.what += fmt.Sprintf(" (%d %s(s) of this change)", w.silenced, w.unit)
		}
		notes = append(notes, fmt.Sprintf("%s%s; a setting the project means belongs in its %s", by, w.what, config.ProjectFile))
	}
	return notes
}

// acceptWaivers are the languages after accepts unanalyzed
// (coverage.accept_unanalyzed) and before does not, with the files of
// the change each one leaves unreviewed.
func acceptWaivers(cs *scope.Changeset, before, after config.Config) []waiver {
	var ws []waiver
	for _, l := range after.Coverage.AcceptUnanalyzed {
		if slices.Contains(before.Coverage.AcceptUnanalyzed, l) {
			continue
		}
		n := 0
		for _, f := range cs.Files {
			if lang, ok := unanalyzedLangOf(f.Path); ok && lang.key == l && f.Status != scope.Deleted {
				n++
			}
		}
		ws = append(ws, waiver{what: "accepts " + l + " unanalyzed", key: l, silenced: n, unit: "file"})
	}
	return ws
}
