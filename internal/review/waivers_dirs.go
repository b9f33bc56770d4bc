package review

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/ruledirs"
	"github.com/teamreview/teamreview/internal/scope"
)

// projectConfig is the repo-relative name of the configuration file that
// takes .teamreview.yaml's place in a review of root: explicit (--config,
// relative to the working directory) when set, "" when that is outside
// root. A link inside root is named as the link, wherever it points: a
// change that makes ci/review.yaml a link to a file outside the
// repository is an edit of the gate's configuration (settingWaivers),
// not an outside file's.
func projectConfig(root, explicit string) string {
	if explicit == "" {
		return config.ProjectFile
	}
	abs, err := filepath.Abs(explicit)
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(real, filepath.Base(abs))
	}
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	if rel, err := filepath.Rel(root, abs); err == nil && filepath.IsLocal(rel) {
		return filepath.ToSlash(rel)
	}
	return ""
}

// addedDirWaivers are the hiding rows (silencing, and a check file's
// not-public ranges) in the files of the rule directories the edit
// starts reading that the change does not carry: files committed before
// it (a fixture's barrier under testdata/), or outside the repository (an
// absolute or ../ path). Rows in the change's own files are
// modelWaivers' and notPublicWaivers'; these no other check sees, and the
// setting's line is where they arrive.
func addedDirWaivers(cs *scope.Changeset, before, after config.Config) []waiver {
	var ws []waiver
	had := make([]string, len(before.Rulepack.RuleDirs))
	for i, d := range before.Rulepack.RuleDirs {
		had[i] = path.Clean(d)
	}
	for _, d := range after.Rulepack.RuleDirs {
		if slices.Contains(had, path.Clean(d)) {
			continue
		}
		files, err := ruledirs.Read(cs.Root, []string{d}, nil)
		if err != nil {
			continue // a directory that does not read stopped the review before this
		}
		for _, rf := range files {
			if cs.File(rf.Name) == nil {
				ws = append(ws, hidingRows(rf, d)...)
			}
		}
	}
	return ws
}

// hidingRows are the waivers of one rule directory file the change does
// not show: its first hiding model row, and each not-public range of a
// check file (a firewall source inside one is no longer reported open,
// so a range of 64.0.0.0/2 makes SSH open to a quarter of the internet
// nothing).
func hidingRows(rf ruledirs.File, dir string) []waiver {
	var ws []waiver
	if models.IsModelFile(rf.Data) {
		if m, err := models.Parse(rf.Name, rf.Data); err == nil {
			if i := slices.IndexFunc(m.Models, func(row *models.Model) bool { return silencing(row) != "" }); i >= 0 {
				ws = append(ws, waiver{what: fmt.Sprintf("reads a %s row from %s, a file this change does not show (rule directory %s: %s)",
					m.Models[i].Kind, rf.Name, dir, silencing(m.Models[i])), key: dir})
			}
		}
	}
	for _, p := range notPublicEntries(rf.Data) {
		ws = append(ws, waiver{what: fmt.Sprintf("reads %s as a range the internet does not reach (not-public) from %s, a file this change does not show (rule directory %s)",
			p, rf.Name, dir), key: dir})
	}
	return ws
}

// renamesModelled: a module row that makes a package the shipped rows of
// its language model (a type of theirs, or a name or import of their
// module rows) some other package: require('child_process') read as
// path has no exec sink. A fork named as the package it forks only adds.
func renamesModelled(m *models.Model) bool {
	modelled := map[string]bool{}
	for _, b := range models.BuiltinFor(m.Language) {
		modelled[b.Type] = true
		if b.Kind == models.KindModule {
			modelled[b.Name] = true
			for _, i := range b.Imports {
				modelled[strings.TrimPrefix(i, "node:")] = true
			}
		}
	}
	delete(modelled, "")
	return slices.ContainsFunc(m.Imports, func(i string) bool {
		i = strings.TrimPrefix(i, "node:")
		return modelled[i] && i != m.Name
	})
}
