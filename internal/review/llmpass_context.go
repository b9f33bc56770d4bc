package review

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/store"
)

// maxContextBytes bounds each convention, specification or project
// context file sent.
const maxContextBytes = 8 << 10

// contextBlocks are the project's conventions and specifications
// (code_review.convention_sources, code_review.spec_paths,
// documents.specs) and the files that tell agents and contributors how it
// works (code_review.project_context: AGENTS.md, CLAUDE.md,
// CONTRIBUTING.md when present), so the model reviews against them. Each
// is cut at maxContextBytes; like all data, they are redacted when the
// prompt is rendered. A document the reviewed change edits is sent as it
// was before the change, and a note says so: words that arrive with the
// code ("ignore SQL built here") must not steer the review of that code.
func contextBlocks(cs *scope.Changeset, p *Plan) (out []llm.Block, notes []string) {
	seen := map[string]bool{}
	add := func(label string, srcs []string) {
		for _, src := range srcs {
			if seen[src] || p.Config.Ignored(src) || !filepath.IsLocal(filepath.FromSlash(src)) {
				continue
			}
			seen[src] = true
			data, note, ok := contextSource(cs, src)
			if note != "" {
				notes = append(notes, note)
			}
			if ok {
				out = append(out, llm.Block{Label: label + src, Path: src, Content: cut(string(data), maxContextBytes)})
			}
		}
	}
	cr := p.Config.CodeReview
	add("project conventions and specifications: ", slices.Concat(cr.ConventionSources, cr.SpecPaths, p.Config.Documents.Specs))
	add("project context: ", cr.ProjectContext)
	return out, notes
}

// contextSource reads one context document: from the tree, or, when the
// reviewed change edits it, its version before the change (none when the
// change adds it), with a note saying which.
func contextSource(cs *scope.Changeset, src string) (data []byte, note string, ok bool) {
	if f := cs.File(src); cs.IsDiff && f != nil && (f.Status == scope.Added || len(f.Hunks) > 0) {
		if f.Status == scope.Added {
			return nil, src + " arrives in this change: the model reviewers were not given it, so the change does not instruct its own review", false
		}
		return oldContent(f), src + " is edited in this change: the model reviewers read it as it was before the change, so the change does not instruct its own review", true
	}
	path := filepath.Join(cs.Root, filepath.FromSlash(src))
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return nil, "", false
	}
	data, err := os.ReadFile(path)
	return data, "", err == nil
}

// cut shortens text to at most n bytes, at a character boundary, and says
// so.
func cut(text string, n int) string {
	if len(text) <= n {
		return text
	}
	for n > 0 && !utf8.RuneStart(text[n]) {
		n--
	}
	return text[:n] + "\n[… cut]"
}

// fitContext keeps the documents, in order, while they fit in budget
// tokens: the change itself must keep room. What is left out is said.
func fitContext(docs []llm.Block, budget int) (kept []llm.Block, notes []string) {
	used := 0
	for _, d := range docs {
		if t := blockTokens(d); used+t <= budget {
			kept = append(kept, d)
			used += t
			continue
		}
		notes = append(notes, fmt.Sprintf("%s was not sent to the model reviewers: the project's documents may take half of llm.max_prompt_tokens, and it would pass that", d.Path))
	}
	return kept, notes
}

// maxLearnings bounds the decisions one reviewer is told of.
const maxLearnings = 20

// learningsBlock is what the team learned in a reviewer's domain (seed
// 001's wisdom): the findings a person declined (wont_fix) and why, most
// recent first, so the reviewer does not raise them, or their like,
// again. The wont_fix decisions are read back from the wisdom files; the
// counts of the rules that fire most are not sent, as they change with
// every review and would make every answer a new question.
func learningsBlock(domain string, decisions []store.Decision) ([]llm.Block, string) {
	var b strings.Builder
	n := 0
	for _, d := range slices.Backward(decisions) {
		if d.Domain != domain {
			continue
		}
		if n++; n > maxLearnings {
			break
		}
		fmt.Fprintf(&b, "- %s in %s (%s): declined because %s\n", oneLine(d.Title, 160), d.File, d.Rule, oneLine(d.Reason, 300))
	}
	if n == 0 {
		return nil, ""
	}
	return []llm.Block{{Label: "the team's learnings: findings declined before, and why", Content: b.String()}},
		"\nThe team's learnings in your domain are listed as data: findings a person declined before, with the reason. Do not report those again, nor the same thing elsewhere for the same reason."
}

// overlay is what the review's team template says to a reviewer
// (teams.overlays), to follow its persona; "" when it says nothing. It is
// the project's own configuration, so it is an instruction, not data.
func overlay(p *Plan, name string) string {
	text := strings.TrimSpace(p.Config.Teams.Overlays[p.Template][name])
	if text == "" {
		return ""
	}
	return fmt.Sprintf("\n\nOn this team (template %q), also: %s", p.Template, text)
}

func roleNames(rp *rolePlan) []string {
	var out []string
	for _, r := range rp.roles {
		out = append(out, r.name)
	}
	return out
}
