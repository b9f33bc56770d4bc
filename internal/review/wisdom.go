package review

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/store"
)

// The wisdom files of seed 001, under .code-review/wisdom/: what the team
// learned across reviews, kept for the people and agents who come next.
const (
	wisdomDir      = "wisdom"
	discoveredJSON = "discovered.json"
	statsJSON      = "rules.json"
)

// discovered is a problem a review saw in code the change did not touch:
// not this change's business, but not to be lost (seed 004's "discovered
// work").
type discovered struct {
	Title     string `json:"title"`
	File      string `json:"file"`
	Lines     string `json:"lines,omitempty"`
	Rule      string `json:"rule"`
	Domain    string `json:"domain"`
	Severity  string `json:"severity"`
	FirstSeen string `json:"firstSeen"`
	LastSeen  string `json:"lastSeen"`
}

type ruleStat struct {
	Findings int    `json:"findings"`
	Reviews  int    `json:"reviews"`
	Last     string `json:"last"`
}

// updateWisdom records a review in the wisdom files: issues.md (problems
// seen outside the change), learnings.md (declined findings and the rules
// that fire most) and conventions.md (the project's convention sources).
func updateWisdom(st *store.Store, cfg *config.Config, reviewID, date string, active, hidden []finding.Finding) error {
	dir := st.Path(wisdomDir)
	disc := map[string]*discovered{}
	if err := readJSON(filepath.Join(dir, discoveredJSON), &disc); err != nil {
		return err
	}
	for _, f := range hidden {
		key := f.Domain + "\x00" + f.File + "\x00" + f.Fingerprint
		d, ok := disc[key]
		if !ok {
			d = &discovered{FirstSeen: date}
			disc[key] = d
		}
		*d = discovered{Title: f.Title, File: f.File, Lines: f.Lines.String(), Rule: f.Rule, Domain: f.Domain,
			Severity: f.Severity.String(), FirstSeen: d.FirstSeen, LastSeen: date}
	}
	stats := map[string]*ruleStat{}
	if err := readJSON(filepath.Join(dir, statsJSON), &stats); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, f := range append(slices.Clone(active), hidden...) {
		s, ok := stats[f.Rule]
		if !ok {
			s = &ruleStat{}
			stats[f.Rule] = s
		}
		s.Findings++
		if !seen[f.Rule] {
			seen[f.Rule] = true
			s.Reviews++
			s.Last = reviewID
		}
	}
	for name, v := range map[string]any{discoveredJSON: disc, statsJSON: stats} {
		data, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return err
		}
		if err := atomicfile.Write(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	decisions, err := st.Decisions()
	if err != nil {
		return err
	}
	files := map[string]string{
		"issues.md":      issuesMD(disc),
		"learnings.md":   learningsMD(decisions, stats),
		"conventions.md": conventionsMD(st.Root, cfg),
	}
	for name, text := range files {
		if err := atomicfile.Write(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w (delete it to start afresh)", path, err)
	}
	return nil
}

func issuesMD(disc map[string]*discovered) string {
	var b strings.Builder
	b.WriteString("# Discovered issues\n\nProblems the reviews saw in code the changes under review did not touch: not those\nchanges' business, kept here for follow-up work. Updated by every review.\n\n")
	items := make([]*discovered, 0, len(disc))
	for _, d := range disc {
		items = append(items, d)
	}
	rank := func(s string) int {
		sev, _ := finding.ParseSeverity(s)
		return int(sev)
	}
	slices.SortFunc(items, func(a, c *discovered) int {
		if r := rank(c.Severity) - rank(a.Severity); r != 0 {
			return r
		}
		return strings.Compare(a.File+a.Lines+a.Rule, c.File+c.Lines+c.Rule)
	})
	if len(items) == 0 {
		b.WriteString("None so far.\n")
	}
	for _, d := range items {
		loc := d.File
		if d.Lines != "" {
			loc += ":" + d.Lines
		}
		fmt.Fprintf(&b, "- **%s** %s — `%s` (%s, %s; seen %s to %s)\n", d.Severity, d.Title, loc, d.Domain, d.Rule, d.FirstSeen, d.LastSeen)
	}
	return b.String()
}

func learningsMD(decisions []store.Decision, stats map[string]*ruleStat) string {
	var b strings.Builder
	b.WriteString("# Learnings\n\n## Findings declined (wont_fix), and why\n\nLater reviews do not ask again about these.\n\n")
	if len(decisions) == 0 {
		b.WriteString("None so far.\n")
	}
	for _, d := range decisions {
		fmt.Fprintf(&b, "- `%s` in `%s` (%s): %s — %s\n", d.Rule, d.File, d.Domain, d.Title, d.Reason)
	}
	b.WriteString("\n## The rules that fire most\n\nA rule that fires in review after review points at a habit worth changing, or a rule worth tuning in `.teamreview.yaml`.\n\n")
	rules := make([]string, 0, len(stats))
	for r := range stats {
		rules = append(rules, r)
	}
	slices.SortFunc(rules, func(a, c string) int {
		if d := stats[c].Reviews - stats[a].Reviews; d != 0 {
			return d
		}
		if d := stats[c].Findings - stats[a].Findings; d != 0 {
			return d
		}
		return strings.Compare(a, c)
	})
	if len(rules) == 0 {
		b.WriteString("None so far.\n")
	}
	for i, r := range rules {
		if i == 15 {
			break
		}
		fmt.Fprintf(&b, "- `%s`: %d findings in %d reviews\n", r, stats[r].Findings, stats[r].Reviews)
	}
	return b.String()
}

// conventionsMD outlines the project's convention and specification
// sources (code_review.convention_sources, spec_paths, documents.specs):
// their headings, so a reviewer knows what the project asks for and where.
func conventionsMD(root string, cfg *config.Config) string {
	var b strings.Builder
	b.WriteString("# Conventions\n\nThe sources the project names in `.teamreview.yaml` (code_review.convention_sources,\ncode_review.spec_paths, documents.specs), with their outline.\n\n")
	var sources []string
	if cfg != nil {
		sources = append(append(append(sources, cfg.CodeReview.ConventionSources...), cfg.CodeReview.SpecPaths...), cfg.Documents.Specs...)
	}
	if len(sources) == 0 {
		b.WriteString("None configured.\n")
	}
	for _, src := range sources {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(src)))
		if err != nil {
			fmt.Fprintf(&b, "## %s\n\nNot found.\n\n", src)
			continue
		}
		fmt.Fprintf(&b, "## %s\n\n", src)
		n := 0
		for _, line := range strings.Split(string(data), "\n") {
			if h := strings.TrimSpace(line); strings.HasPrefix(h, "#") && n < 40 {
				depth := len(h) - len(strings.TrimLeft(h, "#"))
				fmt.Fprintf(&b, "%s- %s\n", strings.Repeat("  ", max(depth-1, 0)), strings.TrimSpace(strings.TrimLeft(h, "#")))
				n++
			}
		}
		if n == 0 {
			b.WriteString("(no headings)\n")
		}
		b.WriteString("\n")
	}
	return b.String()
}
