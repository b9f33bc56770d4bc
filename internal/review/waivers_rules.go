package review

import (
	"cmp"
	"fmt"
	"io/fs"
	"maps"
	"net/netip"
	"path"
	"path/filepath"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// ruleRow is what a row of a project's rule or check file says: its id,
// its severity as written, and the rest of what decides what it reports
// (its query, conditions, paths), without the words a finding shows.
type ruleRow struct {
	id, severity, body string
	// confidence as written; below 0.5 a finding is dropped
	// (consolidate.Normalize), so a rule lowered under it reports nothing.
	confidence float64
}

// wording are the fields of a row that change what a finding says, not
// whether there is one.
var wording = []string{"title", "message", "recommendation", "note", "cwe", "references", "metadata", "confidence", "severity"}

// ruleFileWaivers finds, in the change's own rule files (under dirs, the
// review's rulepack.rule_dirs: tree-sitter and ast-grep rules, configuration
// checks), each rule the change removes, lowers or rewrites (its query,
// conditions, exceptions): its findings go with it, as surely as with a
// rule disabled in .teamreview.yaml, and nothing else records it. A rule
// added or raised only adds findings; a rule moved to another file of the
// change is kept, and one whose words alone change is the same rule.
func ruleFileWaivers(cs *scope.Changeset, dirs []string) []finding.Finding {
	if !cs.IsDiff {
		return nil
	}
	now := map[string]ruleRow{}
	for i := range cs.Files {
		if f := &cs.Files[i]; f.Status != scope.Deleted {
			for _, r := range ruleRows(f.Content) {
				now[r.id] = r
			}
		}
	}
	kinds, words, ingress := map[string]bool{}, map[string]bool{}, map[string]string{}
	for i := range cs.Files {
		if f := &cs.Files[i]; f.Status != scope.Deleted {
			maps.Copy(ingress, ingressRows(f.Content))
			for _, sel := range fileSelectors(f.Content) {
				kinds[sel] = true
			}
			for _, w := range vocabularyWords(f.Content) {
				words[w] = true
			}
		}
	}
	targets := linkTargets(cs.Root, dirs)
	out := notPublicWaivers(cs, dirs)
	for i := range cs.Files {
		f := &cs.Files[i]
		if (!yamlFile(f.Path) || !underAny(cs.Root, f.Path, dirs)) && !targets[f.Path] {
			continue
		}
		if !yamlFile(f.Path) {
			// A link's target of another name holds models too; one
			// named .yml is modelWaivers' already.
			out = append(out, modelFileWaivers(cs, f)...)
		}
		if strings.HasPrefix(f.Skipped, "symlink") {
			// The loaders of rules, models and checks read a rule
			// directory's file through a link; the review does not (the
			// scope skips links), so what the file now says is unseen.
			out = append(out, ruleFileWaiver(f, f.Path, "is a link the review does not follow",
				"is read through the link: its rules, models and checks are whatever the link's target says, unreviewed"))
			continue
		}
		for _, sel := range fileSelectors(oldContent(f)) {
			if !kinds[sel] {
				kind, what, _ := strings.Cut(sel, "\x00")
				out = append(out, ruleFileWaiver(f, kind, "no longer reads "+what+" as a file of kind "+kind,
					"is not run on those files"))
			}
		}
		for _, w := range vocabularyWords(oldContent(f)) {
			if !words[w] {
				list, word, _ := strings.Cut(w, "\x00")
				out = append(out, ruleFileWaiver(f, list, "takes "+word+" out of the vocabulary list "+list,
					"no longer weighs "+word+" where it reported it"))
			}
		}
		was := ingressRows(oldContent(f))
		for _, k := range slices.Sorted(maps.Keys(was)) {
			if body, kept := ingress[k]; !kept || body != was[k] {
				out = append(out, ruleFileWaiver(f, "ingress "+k, "changes or removes the ingress row of "+k,
					"may no longer report a port it opens to the internet"))
			}
		}
		for _, r := range ruleRows(oldContent(f)) {
			n, kept := now[r.id]
			switch {
			case !kept:
				out = append(out, ruleFileWaiver(f, r.id, "removes the rule "+r.id, "no longer reports what it found"))
			case lowered(r.severity, n.severity):
				out = append(out, ruleFileWaiver(f, r.id, fmt.Sprintf("lowers the rule %s from %s to %s", r.id, r.severity, n.severity),
					"reports what it finds at "+n.severity))
			case n.confidence < 0.5 && r.confidence >= 0.5:
				out = append(out, ruleFileWaiver(f, r.id, fmt.Sprintf("lowers the rule %s's confidence to %g", r.id, n.confidence),
					"reports nothing: a finding below confidence 0.5 is dropped"))
			case r.body != n.body:
				// A query, condition or exception rewritten may match less;
				// which, only a person reading it can tell.
				out = append(out, ruleFileWaiver(f, r.id, "changes what the rule "+r.id+" matches", "may not report all it found"))
			}
		}
	}
	return out
}

// underAny reports whether the repository path p is in one of dirs
// (relative to root, or absolute).
func underAny(root, p string, dirs []string) bool {
	for _, d := range dirs {
		if filepath.IsAbs(d) {
			rel, err := filepath.Rel(root, d)
			if err != nil || !filepath.IsLocal(rel) {
				continue
			}
			d = rel
		}
		if d = path.Clean(filepath.ToSlash(d)); d == "." || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}

// ruleRows are the rows of a rule file (a rule at the top, or a list under
// rules:) or a check file (checks:), in order; none for any other file.
func ruleRows(data []byte) []ruleRow {
	var top map[string]any
	if len(data) == 0 || yaml.Load(data, &top) != nil || top["models"] != nil {
		return nil // a model file's rows are modelWaivers'
	}
	var raw []any
	for _, k := range []string{"rules", "checks"} {
		if l, ok := top[k].([]any); ok {
			raw = append(raw, l...)
		}
	}
	if _, ok := top["id"]; ok {
		raw = append(raw, top)
	}
	var rows []ruleRow
	for _, x := range raw {
		m, ok := x.(map[string]any)
		if !ok {
			continue
		}
		r := ruleRow{id: fmt.Sprint(cmp.Or(m["id"], m["rule"])), severity: fmt.Sprint(m["severity"]), confidence: 1}
		if c, ok := m["confidence"].(float64); ok {
			r.confidence = c
		}
		if m["id"] == nil && m["rule"] == nil {
			continue
		}
		rest := maps.Clone(m)
		for _, w := range wording {
			delete(rest, w)
		}
		r.body = fmt.Sprint(rest) // fmt prints a map's keys in order
		rows = append(rows, r)
	}
	return rows
}

// fileSelectors are the files a check file's files: rows name, each as
// its kind, a NUL and "name x", "base re" or "path re": a kind of file
// that loses one stops reading those files, and the checks of that kind
// with it, though no check row changes.
func fileSelectors(data []byte) []string {
	var top struct {
		Files []struct {
			Kind                string
			Names, Bases, Paths []string
		} `yaml:"files"`
	}
	if len(data) == 0 || yaml.Load(data, &top) != nil {
		return nil
	}
	var out []string
	for _, f := range top.Files {
		for _, l := range []struct {
			what string
			in   []string
		}{{"name", f.Names}, {"base", f.Bases}, {"path", f.Paths}} {
			for _, x := range l.in {
				out = append(out, f.Kind+"\x00"+l.what+" "+x)
			}
		}
	}
	return out
}

// vocabularyWords are the words of a check file's vocabulary: rows, each
// as its list, a NUL and the word. A project's file adds words only to the
// lists whose words add findings (the iac engine refuses the others), so
// a word the change takes out is something no longer found.
func vocabularyWords(data []byte) []string {
	var top struct {
		Vocabulary []struct {
			List  string   `yaml:"list"`
			Words []string `yaml:"words"`
		} `yaml:"vocabulary"`
	}
	if len(data) == 0 || yaml.Load(data, &top) != nil {
		return nil
	}
	var out []string
	for _, v := range top.Vocabulary {
		for _, w := range v.Words {
			out = append(out, v.List+"\x00"+w)
		}
	}
	return out
}

// ingressRows are a check file's ingress: rows (the open-ingress check's
// reading of a firewall resource), each by what it reads (its resource,
// or block inside a resource) with its whole body as written: a row the
// change removes or rewrites may find fewer open ports.
func ingressRows(data []byte) map[string]string {
	var top struct {
		Ingress []map[string]any `yaml:"ingress"`
	}
	if len(data) == 0 || yaml.Load(data, &top) != nil {
		return nil
	}
	out := map[string]string{}
	for _, r := range top.Ingress {
		var names []string
		for _, f := range []string{"resource", "block", "inside"} {
			if v, ok := r[f]; ok && v != nil {
				names = append(names, fmt.Sprint(v))
			}
		}
		k := strings.Join(names, " ")
		out[k] = fmt.Sprint(r) // fmt prints a map's keys in order
	}
	return out
}

// notPublicWaivers records each range a rule directory's check file adds
// to not-public: (the ingress checks' list of addresses the internet does
// not reach) that no file of the directories listed before the change: a
// source inside it is no longer reported, so one entry written in the
// change turns SSH open to a quarter of the internet into nothing. A range
// moved from one file to another is not new.
func notPublicWaivers(cs *scope.Changeset, dirs []string) []finding.Finding {
	was := map[string]bool{}
	for i := range cs.Files {
		if f := &cs.Files[i]; yamlFile(f.Path) && underAny(cs.Root, f.Path, dirs) {
			for _, p := range notPublicEntries(oldContent(f)) {
				was[p] = true
			}
		}
	}
	var out []finding.Finding
	for i := range cs.Files {
		f := &cs.Files[i]
		if f.Status == scope.Deleted || !yamlFile(f.Path) || !underAny(cs.Root, f.Path, dirs) {
			continue
		}
		for _, p := range notPublicEntries(f.Content) {
			if !was[p] {
				was[p] = true
				out = append(out, ruleFileWaiver(f, "not-public "+p, "adds "+p+" to the ranges the internet does not reach (not-public)",
					"reads a firewall source inside "+p+" as private and no longer reports it open"))
			}
		}
	}
	return out
}

// notPublicEntries are a check file's not-public: prefixes, masked where
// they parse (10.1.2.3/8 is 10.0.0.0/8), as written where they do not.
func notPublicEntries(data []byte) []string {
	var top struct {
		NotPublic []struct {
			Prefix string `yaml:"prefix"`
		} `yaml:"not-public"`
	}
	if len(data) == 0 || yaml.Load(data, &top) != nil {
		return nil
	}
	var out []string
	for _, e := range top.NotPublic {
		p := strings.TrimSpace(e.Prefix)
		if pp, err := netip.ParsePrefix(p); err == nil {
			p = pp.Masked().String()
		}
		out = append(out, p)
	}
	return out
}

// lowered reports a severity as written that the edit makes lower; one
// that is not a teamreview severity (ast-grep's error, warning) compares
// by nothing.
func lowered(was, now string) bool {
	w, err1 := finding.ParseSeverity(was)
	n, err2 := finding.ParseSeverity(now)
	return err1 == nil && err2 == nil && n < w
}

func ruleFileWaiver(f *scope.File, id, what, effect string) finding.Finding {
	fd := waiver{what: what, key: id}.finding(f)
	fd.Title = trimTitle(fmt.Sprintf("The change's own rule file %s %s: a person should confirm this", f.Path, what))
	fd.Recommendation = fmt.Sprintf("This edit of the project's own rules arrives inside the change it reviews: from now on %s %s, "+
		"including any in this change. Keep it only if a reviewer agrees the rule was wrong, and say why in the commit; "+
		"to accept one finding, mark it instead (`teamreview mark ID --status wont_fix --reason …`), which the verdict records.", id, effect)
	fd.Fingerprint = finding.Fingerprint(RuleConfigWaiver, "rule file "+what)
	return fd
}

// linkTargets are the files of the repository (slash paths from root) that
// a link in a rule directory points to: the loaders read a rule file
// through its link (checks/queues.yml -> ../shared/queues.txt), so an
// edit of the target is an edit of the project's rules.
func linkTargets(root string, dirs []string) map[string]bool {
	out := map[string]bool{}
	if root == "" {
		return out
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return out
	}
	for _, d := range dirs {
		if !filepath.IsAbs(d) {
			d = filepath.Join(root, d)
		}
		_ = filepath.WalkDir(d, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.Type()&fs.ModeSymlink == 0 || !yamlFile(p) {
				return nil
			}
			if t, err := filepath.EvalSymlinks(p); err == nil {
				if rel, err := filepath.Rel(realRoot, t); err == nil && filepath.IsLocal(rel) {
					out[filepath.ToSlash(rel)] = true
				}
			}
			return nil
		})
	}
	return out
}
