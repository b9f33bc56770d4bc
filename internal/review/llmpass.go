package review

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// personas are what each specialist asks a model to look for (seed 004's
// reviewers; seed 001's dimensions).
var personas = map[string]string{
	"security": "You are the security reviewer on a team reviewing a code change. Look for vulnerabilities the change introduces: " +
		"injection (SQL, shell, template, LDAP), cross-site scripting, broken authentication or access control, insecure direct object " +
		"references, unsafe deserialization, SSRF, path traversal, weak cryptography or disabled TLS checks, secrets handling, and data " +
		"exposure. Put the CWE id in the title when there is one.",
	"correctness": "You are the craftsmanship reviewer on a team reviewing a code change. Look for bugs the change introduces: wrong " +
		"logic, off-by-one errors, unhandled errors and edge cases, nil or null dereferences, races and deadlocks, resource leaks, broken " +
		"contracts with callers, and departures from the project's conventions and specifications.",
	"performance": "You are the performance reviewer on a team reviewing a code change. Look for algorithmic complexity that grows " +
		"with input, work repeated in loops, N+1 queries, needless allocation or copying, missing caching, and blocking calls on hot " +
		"paths. Quantify the impact when you can.",
	"maintainability": "You are the maintainability reviewer on a team reviewing a code change. Look for code that will be hard to " +
		"change: duplication, functions doing several things, misleading names, dead code, missing tests for new behaviour, and " +
		"reuse opportunities the change misses. Report only what matters; no style nits a formatter would fix.",
	"design": "You are the design reviewer on a team reviewing a code change to a user interface. Look for accessibility problems " +
		"(names, labels, focus, keyboard use, contrast), design token violations and hard-coded values, and component patterns that " +
		"break the design system.",
}

// contextLines around each changed range are sent to the model.
const contextLines = 10

// maxWholeFileLines bounds a file sent whole (a path target).
const maxWholeFileLines = 600

// llmPass asks a model, once per completed specialist that has a persona,
// for what the deterministic checks missed. Its findings are only ever
// added: the deterministic findings and the verdict rules stay as they
// are, whatever the model answers. Any failure is a note.
func llmPass(ctx context.Context, p *Plan, provider llm.Provider, res *team.Result) ([]finding.Finding, []string, *verdict.Coverage) {
	cs := p.Changeset
	blocks, lineCounts := llmBlocks(cs)
	if len(blocks) == 0 {
		return nil, nil, nil
	}
	cov := coverage(cs, blocks)
	var names []string
	for _, rv := range res.Reviewers {
		if _, ok := personas[rv.Name]; ok && rv.Err == nil && !slices.Contains(p.ModelOff, rv.Name) {
			names = append(names, rv.Name)
		}
	}
	projectDocs := contextBlocks(cs.Root, p)
	chunks := chunk(blocks, p.Config.LLM.MaxPromptTokens)
	if len(chunks) > 1 {
		cov.Model.Chunks = len(chunks)
	}
	found := make([][]finding.Finding, len(names))
	notes := make([][]string, len(names))
	errs := make([]error, len(names))
	// unusable counts the requests whose answer could not be read: what
	// they covered was not reviewed by the model.
	unusable := make([]int, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			var model []llm.ModelFinding
			var in, out int
			cached := true
			for _, part := range chunks {
				resp, err := provider.Complete(ctx, request(name, p.Config.LLM.MaxFindingsPerDimension, projectDocs, part, res))
				if err != nil {
					errs[i] = err
					return
				}
				got, err := llm.Parse(resp.Text)
				if err != nil {
					notes[i] = append(notes[i], fmt.Sprintf("%s: the model's answer was not usable: %v", name, err))
					unusable[i]++
					continue
				}
				model = append(model, got...)
				in, out, cached = in+resp.InputTokens, out+resp.OutputTokens, cached && resp.Cached
			}
			resp := llm.Response{InputTokens: in, OutputTokens: out, Cached: cached}
			fs, drops := llm.Validate(model, lineCounts, llm.Limits{MinConfidence: p.Config.LLM.MinConfidence, MaxFindings: p.Config.LLM.MaxFindingsPerDimension})
			for j := range fs {
				fs[j].Domain = name
			}
			found[i] = fs
			for _, l := range drops.Lines() {
				notes[i] = append(notes[i], name+": "+l)
			}
			usage := fmt.Sprintf("%s: model %d tokens in, %d out", name, resp.InputTokens, resp.OutputTokens)
			if len(chunks) > 1 {
				usage += fmt.Sprintf(" in %d requests", len(chunks))
			}
			if resp.Cached {
				usage += " (cached: no cost)"
			} else {
				usage += fmt.Sprintf(", $%.4f", llm.Cost(resp.InputTokens, resp.OutputTokens,
					p.Config.CostGuidance.InputPricePerMTok, p.Config.CostGuidance.OutputPricePerMTok))
			}
			notes[i] = append(notes[i], usage)
		})
	}
	wg.Wait()
	var out []finding.Finding
	var allNotes []string
	reported := map[string]bool{}
	for i, name := range names {
		if errs[i] == nil && unusable[i] == 0 {
			cov.Model.Specialists = append(cov.Model.Specialists, name)
		}
		if errs[i] != nil {
			msg := errs[i].Error()
			var un *llm.UnavailableError
			if !errors.As(errs[i], &un) {
				msg = fmt.Sprintf("LLM pass unavailable for %s: %v", name, errs[i])
			}
			if !reported[msg] {
				reported[msg] = true
				allNotes = append(allNotes, msg+"; the deterministic review stands")
			}
			continue
		}
		out = append(out, found[i]...)
		allNotes = append(allNotes, notes[i]...)
	}
	if len(cov.Model.Specialists) == 0 {
		return out, allNotes, nil
	}
	return out, allNotes, cov
}

// coverage counts what the blocks hold and lists what they leave out.
func coverage(cs *scope.Changeset, blocks []llm.Block) *verdict.Coverage {
	cov := &verdict.Coverage{Model: &verdict.ModelCoverage{}}
	sent := map[string]int{}
	for _, b := range blocks {
		sent[b.Path] += strings.Count(b.Content, "\n") + 1
	}
	for _, f := range cs.Files {
		switch {
		case f.Status == scope.Deleted:
		case !f.Reviewable():
			cov.Model.Skipped = append(cov.Model.Skipped, verdict.Skipped{File: f.Path, Reason: f.Skipped})
		case f.Changed == nil && sent[f.Path] < strings.Count(strings.TrimSuffix(string(f.Content), "\n"), "\n")+1:
			cov.Model.Skipped = append(cov.Model.Skipped, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("only the first %d lines were sent", sent[f.Path])})
		}
	}
	cov.Model.Files = len(sent)
	for _, n := range sent {
		cov.Model.Lines += n
	}
	return cov
}

// request is what one specialist sends about one part of the change.
func request(name string, maxFindings int, docs, part []llm.Block, res *team.Result) llm.Request {
	prompt := llm.Prompt{Task: llmTask(name, maxFindings),
		Blocks: append(append(slices.Clone(docs), part...), knownBlock(name, res.Findings), tipsBlock(name, res.Messages))}
	return llm.Request{System: llm.SystemPrompt(personas[name]), Prompt: prompt.Render(), JSON: true}
}

// chunk splits blocks into groups that each fit a prompt budget, in
// order; a block larger than the budget is a group of its own (it is one
// window of one file, and splitting it would cut the code apart).
func chunk(blocks []llm.Block, maxTokens int) [][]llm.Block {
	// Room for the persona, the task and the framing of each block.
	budget := max(maxTokens-1500, 500)
	var out [][]llm.Block
	var cur []llm.Block
	used := 0
	for _, b := range blocks {
		t := llm.EstimateTokens(b.Content) + 40
		if len(cur) > 0 && used+t > budget {
			out = append(out, cur)
			cur, used = nil, 0
		}
		cur = append(cur, b)
		used += t
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

func llmTask(domain string, max int) string {
	return fmt.Sprintf("Review the change below as the team's %s reviewer. The findings the deterministic checks already reported are "+
		"listed last: do not repeat them; report what they miss. Cite the file and the line numbers shown. Report at most %d findings, "+
		"the most important first, and none when there is nothing worth a reviewer's time.", domain, max)
}

// llmBlocks are the changed code with context, numbered, and the number of
// lines of each file for validation.
func llmBlocks(cs *scope.Changeset) ([]llm.Block, map[string]int) {
	var blocks []llm.Block
	counts := map[string]int{}
	for i := range cs.Files {
		f := &cs.Files[i]
		if !f.Reviewable() {
			continue
		}
		lines := strings.Split(strings.TrimSuffix(string(f.Content), "\n"), "\n")
		counts[f.Path] = len(lines)
		var ranges []finding.LineRange
		if f.Changed == nil {
			ranges = []finding.LineRange{finding.Lines(1, min(len(lines), maxWholeFileLines))}
		} else {
			for _, c := range f.Changed {
				r := finding.Lines(max(c.Start-contextLines, 1), min(max(c.End, c.Start)+contextLines, len(lines)))
				if n := len(ranges); n > 0 && r.Start <= ranges[n-1].End+1 {
					ranges[n-1].End = max(ranges[n-1].End, r.End)
					continue
				}
				ranges = append(ranges, r)
			}
		}
		for _, r := range ranges {
			if r.Start > len(lines) {
				continue
			}
			blocks = append(blocks, llm.Block{Label: fmt.Sprintf("%s lines %d-%d", f.Path, r.Start, r.End), Path: f.Path,
				Content: strings.Join(lines[r.Start-1:r.End], "\n"), FirstLine: r.Start})
		}
	}
	return blocks, counts
}

// maxContextBytes bounds each convention or specification file sent.
const maxContextBytes = 8 << 10

// contextBlocks are the project's conventions and specifications
// (code_review.convention_sources, code_review.spec_paths,
// documents.specs), so the model reviews against them.
func contextBlocks(root string, p *Plan) []llm.Block {
	var out []llm.Block
	seen := map[string]bool{}
	for _, src := range append(append(slices.Clone(p.Config.CodeReview.ConventionSources), p.Config.CodeReview.SpecPaths...), p.Config.Documents.Specs...) {
		if seen[src] || p.Config.Ignored(src) {
			continue
		}
		seen[src] = true
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(src)))
		if err != nil {
			continue
		}
		text := string(data)
		if len(text) > maxContextBytes {
			text = text[:maxContextBytes] + "\n[… cut]"
		}
		out = append(out, llm.Block{Label: "project conventions and specifications: " + src, Path: src, Content: text})
	}
	return out
}

// tipsBlock lists the tips other specialists sent this one, as context.
func tipsBlock(domain string, msgs []bus.Message) llm.Block {
	var b strings.Builder
	for _, m := range msgs {
		if m.Type == "tip" && m.To == domain {
			fmt.Fprintf(&b, "- from %s about %s: %s\n", m.From, m.Ref, m.Summary)
		}
	}
	if b.Len() == 0 {
		b.WriteString("(none)\n")
	}
	return llm.Block{Label: "tips from the other reviewers on the team", Content: b.String()}
}

// knownBlock lists what the specialist already reported.
func knownBlock(domain string, fs []finding.Finding) llm.Block {
	var b strings.Builder
	for _, f := range fs {
		if f.Domain == domain {
			fmt.Fprintf(&b, "- %s:%s %s: %s\n", f.File, f.Lines, f.Rule, f.Title)
		}
	}
	if b.Len() == 0 {
		b.WriteString("(none)\n")
	}
	return llm.Block{Label: "findings already reported by the deterministic checks", Content: b.String()}
}

// LLMEstimate is the cost estimate shown before the model pass.
type LLMEstimate struct {
	Specialists []string
	// PerSpecialist input tokens, in Specialists' order.
	Input []int
	// Output is the most all answers together may use.
	Output int
	USD    float64
	// TeamFormulaUSD is seed 004's team formula: every teammate (the
	// specialists and a lead) takes part in every task, an upper bound.
	TeamFormulaUSD float64
}

// EstimateLLM estimates the model pass of a plan, or nil when there is
// none to run.
func (p *Plan) EstimateLLM() *LLMEstimate {
	if p.Config.LLM.Provider == "" || p.Opts.NoLLM {
		return nil
	}
	blocks, _ := llmBlocks(p.Changeset)
	if len(blocks) == 0 {
		return nil
	}
	e := &LLMEstimate{}
	inPrice, outPrice := p.Config.CostGuidance.InputPricePerMTok, p.Config.CostGuidance.OutputPricePerMTok
	for _, s := range p.Specialists {
		_, ok := personas[s.Name()]
		if !ok || slices.Contains(p.ModelOff, s.Name()) {
			continue
		}
		var inSum int
		docs := contextBlocks(p.Changeset.Root, p)
		for _, part := range chunk(blocks, p.Config.LLM.MaxPromptTokens) {
			in, out, usd := llm.EstimateRequest(request(s.Name(), p.Config.LLM.MaxFindingsPerDimension, docs, part, &team.Result{}), inPrice, outPrice)
			inSum += in
			e.Output += out
			e.USD += usd
		}
		e.Specialists = append(e.Specialists, s.Name())
		e.Input = append(e.Input, inSum)
	}
	if len(e.Specialists) == 0 {
		return nil
	}
	e.Output /= len(e.Specialists) // per specialist, as shown
	tasks, teammates := len(e.Specialists), len(e.Specialists)+1
	e.TeamFormulaUSD = e.USD / float64(tasks) * float64(tasks*teammates)
	return e
}

// RecheckWithModel asks the specialist that reported a model finding
// whether the problem is still in the current code of those lines (with
// 10 lines of context): the cost of verify grows with the number of fixed
// findings, not with the change. It reports whether the model still sees
// the problem there.
func RecheckWithModel(ctx context.Context, cfg *config.Config, provider llm.Provider, f *finding.Finding, content []byte) (bool, error) {
	lines := strings.Split(strings.TrimSuffix(string(content), "\n"), "\n")
	start := max(f.Lines.Start-contextLines, 1)
	end := min(max(f.Lines.End, f.Lines.Start)+contextLines, len(lines))
	if f.Lines.IsZero() {
		start, end = 1, min(len(lines), maxWholeFileLines)
	}
	if start > end {
		return false, nil // the lines are gone
	}
	persona, ok := personas[f.Domain]
	if !ok {
		persona = "You are a reviewer on a team reviewing a code change."
	}
	task := fmt.Sprintf("Earlier you reported %q at %s:%s, and the code has since been changed to fix it. "+
		"Look at the current code below. If the problem is still there, report it again, with the lines where it is now; "+
		"if it is fixed, answer with no findings.", f.Title, f.File, f.Lines)
	block := llm.Block{Label: fmt.Sprintf("%s lines %d-%d, as they are now", f.File, start, end), Path: f.File,
		Content: strings.Join(lines[start-1:end], "\n"), FirstLine: start}
	resp, err := provider.Complete(ctx, llm.Request{System: llm.SystemPrompt(persona), Prompt: llm.Prompt{Task: task, Blocks: []llm.Block{block}}.Render(), JSON: true})
	if err != nil {
		return false, err
	}
	model, err := llm.Parse(resp.Text)
	if err != nil {
		return false, err
	}
	still, _ := llm.Validate(model, map[string]int{f.File: len(lines)}, llm.Limits{MinConfidence: cfg.LLM.MinConfidence})
	return len(still) > 0, nil
}
