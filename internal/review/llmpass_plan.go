package review

import (
	"fmt"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// rolePlan is what each role will see: the files routed to it, in its
// order, in at most llm.max_requests_per_role parts that each fit
// llm.max_prompt_tokens.
type rolePlan struct {
	roles    []plannedRole
	docs     []llm.Block
	coverage *verdict.Coverage
	// previous is the review this one re-reviews, if it is one.
	previous *previousCycle
	// decisions are the team's recorded wont_fix decisions (its learnings).
	decisions []store.Decision
	// notes say what context was left out.
	notes []string
	// text are the review's text rows (the shipped ones and
	// rulepack.rule_dirs'), for the code that handles requests.
	text *models.Text
}

type plannedRole struct {
	name  string
	peers []string
	parts [][]llm.Block
	// context is the shared documents and the role's own (see roleContext).
	context roleContext
}

// roleContext is a role's documents (the shared ones first, then the
// team's learnings in its domain and the previous cycle's findings) and
// the task that goes with them.
func (rp *rolePlan) roleContext(name string) roleContext {
	learned, learnedTask := learningsBlock(name, rp.decisions)
	docs := append(append(slices.Clone(rp.docs), learned...), rp.previous.block(name)...)
	return roleContext{docs: docs, task: learnedTask + rp.previous.task(name)}
}

// requests are a role's first-round requests, one per part.
func (rp *rolePlan) requests(p *Plan, r plannedRole, res *team.Result) []llm.Request {
	var out []llm.Request
	for _, part := range r.parts {
		out = append(out, roleRequestWith(p, r.name, r.peers, r.context, part, res))
	}
	return out
}

// planRoles routes the change's files to the roles: design gets markup and
// styles only; styles go to design only; security gets the code that
// handles requests or reaches data first. What a role does not get is in
// the coverage's skipped list.
func planRoles(p *Plan, names []string) *rolePlan {
	cs := p.Changeset
	rp := &rolePlan{coverage: &verdict.Coverage{Model: &verdict.ModelCoverage{}}, previous: lastCycle(cs)}
	docs, edited := contextBlocks(cs, p)
	// Without readable decisions a reviewer is told no learnings; the
	// review itself reports an unreadable decisions file.
	rp.decisions, _ = (&store.Store{Root: cs.Root}).Decisions()
	// A directory that does not load stopped the review before this.
	rp.text, _ = models.LoadText(cs.Root, p.Config.Rulepack.RuleDirs)
	budget := blockBudget(p.Config.LLM.MaxPromptTokens)
	rp.docs, rp.notes = fitContext(docs, budget/2)
	rp.notes = append(edited, rp.notes...)
	for _, d := range rp.docs {
		budget -= blockTokens(d)
	}
	sent := &sentFiles{lines: map[string]int{}, notRouted: map[string][]string{}, overBudget: map[string]map[string][2]int{}}
	for _, name := range names {
		if r, ok := rp.planRole(p, name, budget, sent); ok {
			rp.roles = append(rp.roles, r)
		}
	}
	for i := range rp.roles {
		for _, r := range rp.roles {
			if r.name != rp.roles[i].name {
				rp.roles[i].peers = append(rp.roles[i].peers, r.name)
			}
		}
	}
	cov := rp.coverage.Model
	cov.Skipped = append(sent.skipped(cs, len(rp.roles) > 0), sent.overBudgetSkips(cs, p.Config.LLM)...)
	cov.Files = len(sent.lines)
	for _, n := range sent.lines {
		cov.Lines += n
	}
	return rp
}

// sentFiles is what the roles were sent of each file, for the coverage.
type sentFiles struct {
	// lines is how many lines of a file some role was sent.
	lines map[string]int
	// notRouted names the roles a file is not for.
	notRouted map[string][]string
	// overBudget[file][role] is how many of the file's blocks the role's
	// budget left out, of how many.
	overBudget map[string]map[string][2]int
}

// planRole packs what a role reads into its parts, within budget tokens
// less its own context; ok is false when nothing is for it.
func (rp *rolePlan) planRole(p *Plan, name string, budget int, sent *sentFiles) (plannedRole, bool) {
	rc := rp.roleContext(name)
	for _, b := range rc.docs[len(rp.docs):] {
		budget -= blockTokens(b)
	}
	budget = max(budget, 500)
	var blocks []llm.Block
	for _, f := range routeFiles(p.Changeset, name, rp.text) {
		if !routed(name, f) {
			sent.notRouted[f.Path] = append(sent.notRouted[f.Path], name)
			continue
		}
		blocks = append(blocks, fileBlocks(f, budget)...)
	}
	parts, left := pack(blocks, budget, max(p.Config.LLM.MaxRequestsPerRole, 1))
	for _, part := range parts {
		for _, b := range part {
			sent.lines[b.Path] = max(sent.lines[b.Path], codeLines(b.Content))
		}
	}
	for _, b := range blocks {
		if sent.overBudget[b.Path] == nil {
			sent.overBudget[b.Path] = map[string][2]int{}
		}
		n := sent.overBudget[b.Path][name]
		if slices.ContainsFunc(left, func(l llm.Block) bool { return l.Path == b.Path && l.Content == b.Content }) {
			n[0]++
		}
		n[1]++
		sent.overBudget[b.Path][name] = n
	}
	return plannedRole{name: name, parts: parts, context: rc}, len(parts) > 0
}

// skipped lists the files no role was sent whole: not reviewable, cut
// short, or routed by domain away from some roles.
func (s *sentFiles) skipped(cs *scope.Changeset, anyRole bool) []verdict.Skipped {
	var out []verdict.Skipped
	for _, f := range cs.Files {
		switch {
		case f.Status == scope.Deleted:
		case !f.Reviewable():
			out = append(out, verdict.Skipped{File: f.Path, Reason: f.Skipped})
		case f.Changed == nil && s.lines[f.Path] < strings.Count(strings.TrimSuffix(string(f.Content), "\n"), "\n")+1:
			out = append(out, verdict.Skipped{File: f.Path, Reason: fmt.Sprintf("only the first %d lines were sent", s.lines[f.Path])})
		case len(s.notRouted[f.Path]) > 0 && anyRole:
			out = append(out, verdict.Skipped{File: f.Path, Reason: "routed by domain: not sent to " + strings.Join(s.notRouted[f.Path], ", ")})
		}
	}
	return out
}

// overBudgetSkips lists the files some role's budget left out, wholly or
// in part, with the keys to raise.
func (s *sentFiles) overBudgetSkips(cs *scope.Changeset, cfg config.LLM) []verdict.Skipped {
	var out []verdict.Skipped
	limit := fmt.Sprintf("llm.max_prompt_tokens (%d) × llm.max_requests_per_role (%d)", cfg.MaxPromptTokens, max(cfg.MaxRequestsPerRole, 1))
	for _, f := range cs.Files {
		var whole, partly []string
		for _, name := range slices.Sorted(maps.Keys(s.overBudget[f.Path])) {
			switch n := s.overBudget[f.Path][name]; {
			case n[0] == 0:
			case n[0] == n[1]:
				whole = append(whole, name)
			default:
				partly = append(partly, name)
			}
		}
		if len(whole) > 0 {
			out = append(out, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("over the prompt budget: not sent to %s; raise %s to include it", strings.Join(whole, ", "), limit)})
		}
		if len(partly) > 0 {
			out = append(out, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("over the prompt budget: only part of its diff was sent to %s; raise %s to include it", strings.Join(partly, ", "), limit)})
		}
	}
	return out
}

// codeLines counts the lines of code in a block, not its hunk headers.
func codeLines(content string) int {
	n := 0
	for l := range strings.Lines(content) {
		if !strings.HasPrefix(l, "@@ -") {
			n++
		}
	}
	return n
}

var styleExts = map[string]bool{".css": true, ".scss": true, ".sass": true, ".less": true}

// routed reports whether a role is sent a file: design reviews markup and
// styles, the other roles everything but styles.
func routed(role string, f *scope.File) bool {
	if role == "design" {
		return f.Category == scope.Frontend
	}
	return !styleExts[strings.ToLower(path.Ext(f.Path))]
}

// routeFiles are the reviewable files in the order a role reads them.
// What handles requests or reaches data, which the security reviewer reads
// first, is the text rows of shape request-or-data (net/http, Flask's
// @app.route, Spring's @GetMapping, SQL text, subprocess:
// models/specialist_request_input.yml, and the user's).
func routeFiles(cs *scope.Changeset, role string, txt *models.Text) []*scope.File {
	var out []*scope.File
	for i := range cs.Files {
		if f := &cs.Files[i]; f.Reviewable() {
			out = append(out, f)
		}
	}
	// Within a budget what is read first is what is sent: code that ships
	// before tests and fixtures, and for security the code that handles
	// requests or reaches data before the rest.
	rank := map[*scope.File]int{}
	for _, f := range out {
		if !specialist.Ships(f.Path) {
			rank[f] += 1
		}
		if role == "security" && !txt.RE("request-or-data").Match(f.Content) {
			rank[f] += 2
		}
	}
	slices.SortStableFunc(out, func(a, b *scope.File) int { return rank[a] - rank[b] })
	return out
}

// fileLineCounts are the number of lines of each reviewable file, for
// validating the lines a model cites.
func fileLineCounts(cs *scope.Changeset) map[string]int {
	counts := map[string]int{}
	for i := range cs.Files {
		if f := &cs.Files[i]; f.Reviewable() {
			counts[f.Path] = strings.Count(strings.TrimSuffix(string(f.Content), "\n"), "\n") + 1
		}
	}
	return counts
}

// pack puts blocks, in priority order, into at most limit parts that each
// fit budget tokens. Once the last part is open, a block that does not fit
// is left out and a later, smaller one may still fit: the cost is bounded
// by the budget, and what was left out is returned for the coverage. A
// block larger than the whole budget is always left out.
func pack(blocks []llm.Block, budget, limit int) (parts [][]llm.Block, left []llm.Block) {
	var cur []llm.Block
	used := 0
	for _, b := range blocks {
		t := blockTokens(b)
		switch {
		case t > budget:
			left = append(left, b)
			continue
		case used+t <= budget:
		case len(parts)+1 < limit:
			parts = append(parts, cur)
			cur, used = nil, 0
		default:
			left = append(left, b)
			continue
		}
		cur = append(cur, b)
		used += t
	}
	if len(cur) > 0 {
		parts = append(parts, cur)
	}
	return parts, left
}

// blockTokens is a block's estimated size in a prompt, framing included.
func blockTokens(b llm.Block) int { return llm.EstimateTokens(b.Content) + 40 }

// blockBudget is what a request has for code: room is left for the
// fixed instructions, the task and the framing.
func blockBudget(maxTokens int) int { return max(maxTokens-1500, 500) }

// fileBlocks are what the model sees of a file: its diff, all hunks under
// one wrapper (split only where the file alone exceeds the budget); an
// untracked file's changed lines as added; a file without a diff (a path
// target) whole, numbered, up to maxWholeFileLines.
func fileBlocks(f *scope.File, budget int) []llm.Block {
	lines := strings.Split(strings.TrimSuffix(string(f.Content), "\n"), "\n")
	if f.Changed == nil {
		// A file sent whole is cut to the budget too: its first lines, not
		// nothing (the coverage says how many).
		end, used := 0, 40
		for end < min(len(lines), maxWholeFileLines) {
			if used += llm.EstimateTokens(lines[end]+"\n") + 2; used > budget {
				break
			}
			end++
		}
		if end == 0 {
			return nil
		}
		return []llm.Block{{Label: fmt.Sprintf("%s lines %d-%d", f.Path, 1, end), Path: f.Path,
			Content: strings.Join(lines[:end], "\n"), FirstLine: 1}}
	}
	hunks := diffHunks(f, lines)
	if len(hunks) == 0 {
		return nil
	}
	var out []llm.Block
	var cur []llm.Hunk
	flush := func() {
		if len(cur) > 0 {
			out = append(out, llm.Block{Label: f.Path + " (diff)", Path: f.Path, Content: llm.RenderDiff(cur)})
			cur = nil
		}
	}
	used := 0
	for _, h := range hunks {
		t := llm.EstimateTokens(llm.RenderDiff([]llm.Hunk{h}))
		if len(cur) > 0 && used+t > budget {
			flush()
			used = 0
		}
		cur = append(cur, h)
		used += t
	}
	flush()
	return out
}

// diffHunks are a file's hunks: the diff's, or, for a file git has no
// diff of (untracked), its changed lines as added lines.
func diffHunks(f *scope.File, lines []string) []llm.Hunk {
	var out []llm.Hunk
	if f.Hunks != nil {
		for _, h := range f.Hunks {
			lh := llm.Hunk{OldStart: h.OldStart, OldLines: h.OldLines, NewStart: h.NewStart, NewLines: h.NewLines, Section: h.Section}
			for l := range strings.Lines(h.Body) {
				l = strings.TrimSuffix(l, "\n")
				if l == "" {
					continue
				}
				lh.Lines = append(lh.Lines, llm.DiffLine{Op: l[0], Text: l[1:]})
			}
			out = append(out, lh)
		}
		return out
	}
	for _, c := range f.Changed {
		if c.Start > len(lines) {
			continue
		}
		end := min(max(c.End, c.Start), len(lines))
		h := llm.Hunk{NewStart: c.Start, NewLines: end - c.Start + 1}
		for _, l := range lines[c.Start-1 : end] {
			h.Lines = append(h.Lines, llm.DiffLine{Op: '+', Text: l})
		}
		out = append(out, h)
	}
	return out
}
