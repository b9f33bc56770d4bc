package review

import (
	"fmt"
	"os"
	"path/filepath"
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
// files read again, less those outside it.
func ownConfig(root string, cfg *config.Config) config.Config {
	own := config.Default()
	for _, f := range cfg.Files {
		if filepath.IsAbs(f) {
			continue
		}
		if data, err := os.ReadFile(filepath.Join(root, f)); err == nil {
			_ = config.Parse(data, f, &own)
		}
	}
	return own
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
// findings here (waived counts them by rule), and the hiding rows
// (sanitizers, barriers) of the rule directories it adds.
func outsideNotes(cs *scope.Changeset, cfg *config.Config, waived map[string]int) []string {
	files := outsideFiles(cfg)
	if len(files) == 0 {
		return nil
	}
	own := ownConfig(cs.Root, cfg)
	var notes []string
	for _, w := range ruleWaivers(own, *cfg, waived) {
		if w.silenced > 0 {
			notes = append(notes, fmt.Sprintf("%s, a configuration outside the repository, %s: %d finding(s) of this review silenced; "+
				"a setting the project means belongs in its %s", strings.Join(files, " and "), w.what, w.silenced, config.ProjectFile))
		}
	}
	for _, w := range addedDirWaivers(cs, own, *cfg) {
		notes = append(notes, fmt.Sprintf("%s, a configuration outside the repository, %s; rows the project means belong in its own rule directories",
			strings.Join(files, " and "), w.what))
	}
	return notes
}
