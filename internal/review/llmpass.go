package review

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
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

// contextLines around each line a tip or a re-check is about are sent to
// the model.
const contextLines = 10

// maxWholeFileLines bounds a file sent whole (a path target).
const maxWholeFileLines = 600

// roleRun is one model reviewer's part in the pass.
type roleRun struct {
	name  string
	reqs  []llm.Request
	usage verdict.ModelUsage
	// findings and tips, as the model wrote them, from every answer.
	findings []llm.ModelFinding
	cross    []finding.Finding
	tips     []sentTip
	notes    []string
	err      error
	// measured output of answers that were asked, not cached, for the
	// next estimate.
	answers, answerTokens int
	// parse reads an answer (see answerParser).
	parse func(string) (llm.Answer, error)
	// previous is what the answers say of an earlier cycle's findings.
	previous []llm.PreviousStatus
}

// sentTip is a tip a model reviewer left for another.
type sentTip struct {
	from string
	tip  llm.ModelTip
	line int
}

// llmPass asks a model, once per completed specialist that has a persona,
// for what the deterministic checks missed, then delivers the tips the
// model reviewers left each other, in bounded rounds. Its findings are
// only ever added: the deterministic findings and the verdict rules stay
// as they are, whatever the model answers. Any failure is a note.
func llmPass(ctx context.Context, p *Plan, provider llm.Provider, res *team.Result) ([]finding.Finding, []string, *verdict.Coverage) {
	cs := p.Changeset
	lineCounts := fileLineCounts(cs)
	var names []string
	for _, rv := range res.Reviewers {
		if _, ok := personas[rv.Name]; ok && rv.Err == nil && !slices.Contains(p.ModelOff, rv.Name) {
			names = append(names, rv.Name)
		}
	}
	plan := planRoles(p, names)
	if len(plan.roles) == 0 {
		return nil, nil, nil
	}
	cov := plan.coverage
	stats := llm.LoadOutputStats(llm.DefaultCacheDir())
	plan.notes = append(plan.notes, llm.UnsupportedSettings(&p.Config, roleNames(plan)...)...)
	runs := make([]*roleRun, len(plan.roles))
	parse := answerParser(cs)
	for i, r := range plan.roles {
		run := &roleRun{name: r.name, reqs: plan.requests(p, r, res), parse: parse}
		run.usage = estimateUsage(p, r.name, run.reqs, stats)
		runs[i] = run
	}
	var wg sync.WaitGroup
	for _, run := range runs {
		wg.Go(func() {
			for _, req := range run.reqs {
				ans, err := ask(ctx, provider, req, run)
				if err != nil {
					run.err = err
					return
				}
				if ans != nil {
					run.findings = append(run.findings, ans.Findings...)
					run.tips = append(run.tips, tipsOf(run.name, ans.Tips)...)
					run.previous = append(run.previous, ans.Previous...)
				}
			}
		})
	}
	wg.Wait()
	byName := map[string]*roleRun{}
	for _, run := range runs {
		byName[run.name] = run
	}
	cov.Model.Tips = deliverTips(ctx, p, provider, res, runs, byName, lineCounts)

	var out []finding.Finding
	// What context was left out, and a role setting the provider cannot
	// send, are said, not dropped.
	allNotes := plan.notes
	reported := map[string]bool{}
	total := verdict.ModelUsage{Counts: "measured"}
	for _, run := range runs {
		rc := p.Config.Role(run.name)
		run.usage.ActualUSD = llm.Cost(run.usage.InputTokens, run.usage.OutputTokens, rc.InputPricePerMTok, rc.OutputPricePerMTok)
		addUsage(&total, run.usage)
		cov.Model.Roles = append(cov.Model.Roles, run.usage)
		if run.answers > 0 {
			stats.Record(run.name, run.answers, run.answerTokens)
		}
		if run.err != nil {
			msg := run.err.Error()
			var un *llm.UnavailableError
			if !errors.As(run.err, &un) {
				msg = fmt.Sprintf("LLM pass unavailable for %s: %v", run.name, run.err)
			}
			if !reported[msg] {
				reported[msg] = true
				allNotes = append(allNotes, msg+"; the deterministic review stands")
			}
			continue
		}
		if run.usage.Unusable == 0 {
			cov.Model.Specialists = append(cov.Model.Specialists, run.name)
		}
		fs, drops := llm.Validate(run.findings, lineCounts, llm.Limits{MinConfidence: p.Config.LLM.MinConfidence, MaxFindings: p.Config.LLM.MaxFindingsPerDimension})
		weighBreaking(fs)
		for j := range fs {
			fs[j].Domain = run.name
		}
		fs, enriched := enrichKnown(res.Findings, fs)
		if enriched > 0 {
			allNotes = append(allNotes, fmt.Sprintf("%s: %d model finding(s) added their root cause to the deterministic finding at the same line", run.name, enriched))
		}
		out = append(out, fs...)
		out = append(out, run.cross...)
		for _, l := range drops.Lines() {
			allNotes = append(allNotes, run.name+": "+l)
		}
		allNotes = append(allNotes, run.notes...)
		if note := previousNote(run.name, plan.previous, run.previous); note != "" {
			allNotes = append(allNotes, note)
		}
		allNotes = append(allNotes, usageNote(run.usage, len(run.reqs)))
	}
	// A failure to keep the figures only costs the next estimate its
	// measured average.
	_ = llm.SaveOutputStats(llm.DefaultCacheDir(), stats)
	cov.Model.Total = &total
	if len(plan.roles[0].parts) > 1 || cov.Model.Chunks > 1 {
		cov.Model.Chunks = max(cov.Model.Chunks, len(plan.roles[0].parts))
	}
	if len(cov.Model.Specialists) == 0 {
		return out, allNotes, nil
	}
	return out, allNotes, cov
}

// ask sends one request and accounts for it in run: the tokens of every
// answer count, usable or not; an unusable answer is a note (and is not
// cached, see Request.Check). It returns nil for an unusable answer.
func ask(ctx context.Context, provider llm.Provider, req llm.Request, run *roleRun) (*llm.Answer, error) {
	resp, err := provider.Complete(ctx, req)
	if err != nil {
		return nil, err
	}
	u := &run.usage
	if resp.Cached {
		u.CachedRequests++
	} else {
		u.Requests++
		u.InputTokens += resp.InputTokens
		u.OutputTokens += resp.OutputTokens
		if resp.Estimated {
			u.Counts = "estimated"
		}
	}
	ans, err := run.parse(resp.Text)
	if err != nil {
		u.Unusable++
		run.notes = append(run.notes, fmt.Sprintf("%s: the model's answer was not usable: %v", run.name, err))
		return nil, nil
	}
	if !resp.Cached && !resp.Estimated {
		run.answers++
		run.answerTokens += resp.OutputTokens
	}
	return &ans, nil
}

func usageNote(u verdict.ModelUsage, requests int) string {
	note := fmt.Sprintf("%s: model %d tokens in, %d out", u.Role, u.InputTokens, u.OutputTokens)
	if requests > 1 {
		note += fmt.Sprintf(" in %d requests", requests)
	}
	if u.Counts == "estimated" {
		note += " (estimated)"
	}
	if u.CachedRequests > 0 {
		note += fmt.Sprintf(", %d answers from the cache at no cost", u.CachedRequests)
	}
	return note + fmt.Sprintf(", $%.4f", u.ActualUSD)
}

func addUsage(total *verdict.ModelUsage, u verdict.ModelUsage) {
	total.Requests += u.Requests
	total.CachedRequests += u.CachedRequests
	total.Unusable += u.Unusable
	total.InputTokens += u.InputTokens
	total.OutputTokens += u.OutputTokens
	total.EstimatedUSD += u.EstimatedUSD
	total.ActualUSD += u.ActualUSD
	if u.Counts == "estimated" {
		total.Counts = "estimated"
	}
}

// estimateUsage is a role's usage before it asks: the requests the cache
// is expected to answer cost nothing, the others their estimated input
// and the role's measured average output.
func estimateUsage(p *Plan, role string, reqs []llm.Request, stats llm.OutputStats) verdict.ModelUsage {
	rc := p.Config.Role(role)
	u := verdict.ModelUsage{Role: role, Model: rc.Model, Counts: "measured"}
	if p.Config.LLM.Provider == "command" {
		u.Counts = "estimated"
	}
	dir := llm.DefaultCacheDir()
	for _, req := range reqs {
		if llm.IsCached(p.Config.LLM, dir, req) {
			continue
		}
		_, _, usd := llm.EstimateRequest(req, stats.Expected(role), rc.InputPricePerMTok, rc.OutputPricePerMTok)
		u.EstimatedUSD += usd
	}
	return u
}

// tipsOf reads the tips in an answer; a tip without a line number is
// about the file's first line.
func tipsOf(from string, tips []llm.ModelTip) []sentTip {
	var out []sentTip
	for _, t := range tips {
		line := 1
		var n int
		if json.Unmarshal(t.Line, &n) == nil && n > 0 {
			line = n
		} else if r, ok := llm.ParseLineRange(t.Line); ok {
			line = r.Start
		}
		t.To = strings.ToLower(strings.TrimSpace(t.To))
		out = append(out, sentTip{from: from, tip: t, line: line})
	}
	return out
}

// tipPair is the tips one reviewer sent another in a round.
type tipPair struct {
	from, to string
	tips     []sentTip
}

// deliverTips runs the rounds of messages between the model reviewers:
// each recipient judges the tips it was sent, with its own model call on
// just those lines, and its findings carry crossDomain.from/to. Its answer
// may hold tips of its own, delivered in the next round, up to
// team.MaxTipRounds. Every tip is in the session's messages. It returns
// how many tips were delivered.
func deliverTips(ctx context.Context, p *Plan, provider llm.Provider, res *team.Result, runs []*roleRun, byName map[string]*roleRun, lineCounts map[string]int) int {
	pending := map[*roleRun][]sentTip{}
	for _, run := range runs {
		pending[run] = run.tips
	}
	delivered := 0
	for round := 1; round <= team.MaxTipRounds; round++ {
		var pairs []*tipPair
		index := map[[2]string]*tipPair{}
		for _, run := range runs {
			for _, t := range pending[run] {
				to := byName[t.tip.To]
				if to == nil || to == run || to.err != nil || lineCounts[t.tip.File] == 0 {
					continue
				}
				k := [2]string{run.name, to.name}
				if index[k] == nil {
					index[k] = &tipPair{from: run.name, to: to.name}
					pairs = append(pairs, index[k])
				}
				index[k].tips = append(index[k].tips, t)
			}
		}
		pending = map[*roleRun][]sentTip{}
		if len(pairs) == 0 {
			break
		}
		slices.SortFunc(pairs, func(a, b *tipPair) int { return strings.Compare(a.from+"\x00"+a.to, b.from+"\x00"+b.to) })
		for _, pr := range pairs {
			for _, t := range pr.tips {
				delivered++
				res.Messages = append(res.Messages, bus.Message{TS: time.Now().UTC(), From: pr.from, To: pr.to, Type: "tip",
					Summary: "model: " + oneLine(t.tip.Message, 300), Ref: fmt.Sprintf("%s:%d", t.tip.File, t.line)})
			}
		}
		answers := make([]*llm.Answer, len(pairs))
		var mu sync.Mutex
		var wg sync.WaitGroup
		for i, pr := range pairs {
			wg.Go(func() {
				to := byName[pr.to]
				req := tipRequest(p, pr, allPeers(runs, pr.to))
				// Usage goes to the recipient, whose call it is; runs of
				// the same recipient are serialized by mu.
				scratch := &roleRun{name: pr.to, parse: to.parse}
				ans, err := ask(ctx, provider, req, scratch)
				mu.Lock()
				defer mu.Unlock()
				mergeUsage(to, scratch)
				if err != nil {
					to.notes = append(to.notes, fmt.Sprintf("%s: the tips from %s could not be judged: %v", pr.to, pr.from, err))
					return
				}
				answers[i] = ans
			})
		}
		wg.Wait()
		for i, pr := range pairs {
			ans := answers[i]
			if ans == nil {
				continue
			}
			to := byName[pr.to]
			fs, drops := llm.Validate(ans.Findings, lineCounts, llm.Limits{MinConfidence: p.Config.LLM.MinConfidence, MaxFindings: p.Config.LLM.MaxFindingsPerDimension})
			weighBreaking(fs)
			for j := range fs {
				fs[j].Domain = pr.to
				fs[j].CrossDomain = &finding.CrossDomain{From: pr.from, To: pr.to}
			}
			to.cross = append(to.cross, fs...)
			for _, l := range drops.Lines() {
				to.notes = append(to.notes, pr.to+" (tips from "+pr.from+"): "+l)
			}
			res.Messages = append(res.Messages, bus.Message{TS: time.Now().UTC(), From: pr.to, To: pr.from, Type: "reply",
				Summary: fmt.Sprintf("model: %d of %d tips confirmed as findings", len(fs), len(pr.tips))})
			pending[to] = append(pending[to], tipsOf(pr.to, ans.Tips)...)
		}
	}
	return delivered
}

func mergeUsage(to, from *roleRun) {
	u, f := &to.usage, from.usage
	u.Requests += f.Requests
	u.CachedRequests += f.CachedRequests
	u.Unusable += f.Unusable
	u.InputTokens += f.InputTokens
	u.OutputTokens += f.OutputTokens
	if f.Counts == "estimated" {
		u.Counts = "estimated"
	}
	to.notes = append(to.notes, from.notes...)
	to.answers += from.answers
	to.answerTokens += from.answerTokens
}

func allPeers(runs []*roleRun, self string) []string {
	var out []string
	for _, r := range runs {
		if r.name != self {
			out = append(out, r.name)
		}
	}
	return out
}

// tipRequest asks a recipient to judge the tips one teammate sent it, on
// the lines they are about.
func tipRequest(p *Plan, pr *tipPair, peers []string) llm.Request {
	var list strings.Builder
	var blocks []llm.Block
	shown := map[string][]finding.LineRange{}
	for _, t := range pr.tips {
		fmt.Fprintf(&list, "- %s:%d: %s\n", t.tip.File, t.line, oneLine(t.tip.Message, 500))
		f := p.Changeset.File(t.tip.File)
		if f == nil || f.Content == nil {
			continue
		}
		lines := strings.Split(strings.TrimSuffix(string(f.Content), "\n"), "\n")
		r := finding.Lines(max(t.line-contextLines, 1), min(t.line+contextLines, len(lines)))
		if r.Start > r.End || slices.ContainsFunc(shown[t.tip.File], func(s finding.LineRange) bool { return s.Start <= r.Start && r.End <= s.End }) {
			continue
		}
		shown[t.tip.File] = append(shown[t.tip.File], r)
		blocks = append(blocks, llm.Block{Label: fmt.Sprintf("%s lines %d-%d", t.tip.File, r.Start, r.End), Path: t.tip.File,
			Content: strings.Join(lines[r.Start-1:r.End], "\n"), FirstLine: r.Start})
	}
	blocks = append([]llm.Block{{Label: "tips from the " + pr.from + " reviewer", Content: list.String()}}, blocks...)
	task := fmt.Sprintf("Your teammate, the %s reviewer, sent you the tips listed first below, about lines in your domain. "+
		"Judge each against the code shown: report a finding for each real problem in your domain, citing the lines shown; "+
		"report nothing for a tip that does not hold.", pr.from)
	rc := p.Config.Role(pr.to)
	return llm.Request{System: systemPrompt(p, pr.to, peers), Prompt: llm.Prompt{Task: task, Blocks: blocks}.Render(), JSON: true,
		Model: modelOverride(p, rc), Effort: rc.Effort, CacheKey: "teamreview-" + pr.to, Check: checkerOf(answerParser(p.Changeset))}
}

// modelOverride is the role's model when it is not llm.model.
func modelOverride(p *Plan, rc config.LLMRole) string {
	if rc.Model == p.Config.LLM.Model {
		return ""
	}
	return rc.Model
}

// systemPrompt is a role's fixed instructions: the same in every request
// the role sends, so the provider's prompt cache can keep them.
func systemPrompt(p *Plan, name string, peers []string) string {
	sections := []string{llmTask(name, p.Config.LLM.MaxFindingsPerDimension), llm.DiffFormat, llm.AnswerFormat}
	if len(peers) > 0 {
		sections = append(sections, fmt.Sprintf(llm.TipsFormat, strings.Join(peers, ", ")))
	}
	return llm.SystemPromptWith(personas[name]+overlay(p, name), sections...)
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n-1]) + "…"
	}
	return s
}

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
	rp := &rolePlan{docs: contextBlocks(cs.Root, p), coverage: &verdict.Coverage{Model: &verdict.ModelCoverage{}}, previous: lastCycle(cs)}
	// Without readable decisions a reviewer is told no learnings; the
	// review itself reports an unreadable decisions file.
	rp.decisions, _ = (&store.Store{Root: cs.Root}).Decisions()
	cov := rp.coverage.Model
	sent := map[string]int{}
	notSent := map[string][]string{}
	// overBudget[file][role] is how many of the file's blocks the role's
	// budget left out, of how many.
	overBudget := map[string]map[string][2]int{}
	budget := blockBudget(p.Config.LLM.MaxPromptTokens)
	rp.docs, rp.notes = fitContext(rp.docs, budget/2)
	for _, d := range rp.docs {
		budget -= blockTokens(d)
	}
	for _, name := range names {
		rc := rp.roleContext(name)
		budget := budget
		for _, b := range rc.docs[len(rp.docs):] {
			budget -= blockTokens(b)
		}
		budget = max(budget, 500)
		var blocks []llm.Block
		for _, f := range routeFiles(cs, name) {
			if !routed(name, f) {
				notSent[f.Path] = append(notSent[f.Path], name)
				continue
			}
			blocks = append(blocks, fileBlocks(f, budget)...)
		}
		parts, left := pack(blocks, budget, max(p.Config.LLM.MaxRequestsPerRole, 1))
		for _, part := range parts {
			for _, b := range part {
				sent[b.Path] = max(sent[b.Path], codeLines(b.Content))
			}
		}
		for _, b := range blocks {
			if overBudget[b.Path] == nil {
				overBudget[b.Path] = map[string][2]int{}
			}
			n := overBudget[b.Path][name]
			if slices.ContainsFunc(left, func(l llm.Block) bool { return l.Path == b.Path && l.Content == b.Content }) {
				n[0]++
			}
			n[1]++
			overBudget[b.Path][name] = n
		}
		if len(parts) == 0 {
			continue
		}
		rp.roles = append(rp.roles, plannedRole{name: name, parts: parts, context: rc})
	}
	for i := range rp.roles {
		for _, r := range rp.roles {
			if r.name != rp.roles[i].name {
				rp.roles[i].peers = append(rp.roles[i].peers, r.name)
			}
		}
	}
	for _, f := range cs.Files {
		switch {
		case f.Status == scope.Deleted:
		case !f.Reviewable():
			cov.Skipped = append(cov.Skipped, verdict.Skipped{File: f.Path, Reason: f.Skipped})
		case f.Changed == nil && sent[f.Path] < strings.Count(strings.TrimSuffix(string(f.Content), "\n"), "\n")+1:
			cov.Skipped = append(cov.Skipped, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("only the first %d lines were sent", sent[f.Path])})
		case len(notSent[f.Path]) > 0 && len(rp.roles) > 0:
			cov.Skipped = append(cov.Skipped, verdict.Skipped{File: f.Path,
				Reason: "routed by domain: not sent to " + strings.Join(notSent[f.Path], ", ")})
		}
	}
	for _, f := range cs.Files {
		var whole, partly []string
		for _, name := range slices.Sorted(maps.Keys(overBudget[f.Path])) {
			switch n := overBudget[f.Path][name]; {
			case n[0] == 0:
			case n[0] == n[1]:
				whole = append(whole, name)
			default:
				partly = append(partly, name)
			}
		}
		limit := fmt.Sprintf("llm.max_prompt_tokens (%d) × llm.max_requests_per_role (%d)", p.Config.LLM.MaxPromptTokens, max(p.Config.LLM.MaxRequestsPerRole, 1))
		if len(whole) > 0 {
			cov.Skipped = append(cov.Skipped, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("over the prompt budget: not sent to %s; raise %s to include it", strings.Join(whole, ", "), limit)})
		}
		if len(partly) > 0 {
			cov.Skipped = append(cov.Skipped, verdict.Skipped{File: f.Path,
				Reason: fmt.Sprintf("over the prompt budget: only part of its diff was sent to %s; raise %s to include it", strings.Join(partly, ", "), limit)})
		}
	}
	cov.Files = len(sent)
	for _, n := range sent {
		cov.Lines += n
	}
	return rp
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

// requestOrData matches code that handles requests or reaches data: what
// the security reviewer reads first.
var requestOrData = regexp.MustCompile(`(?i)net/http|http\.Request|ResponseWriter|@app\.route|@(Get|Post|Put|Delete|Request)Mapping|\breq\.(body|query|params)\b|request\.(form|args|get|post)|\b(select|insert|update|delete)\s+.{0,40}\b(from|into|set|where)\b|database/sql|\.(Query|Exec|QueryRow)(Context)?\(|cursor\.execute|\bsubprocess\b|os/exec`)

// routeFiles are the reviewable files in the order a role reads them.
func routeFiles(cs *scope.Changeset, role string) []*scope.File {
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
		if role == "security" && !requestOrData.Match(f.Content) {
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

// roleRequest is what one role sends about one part of the change.
func roleRequest(p *Plan, name string, peers []string, docs, part []llm.Block, res *team.Result) llm.Request {
	return roleRequestWith(p, name, peers, roleContext{docs: docs}, part, res)
}

// roleContext is what a role is told besides the code: the project's
// documents and what the team knows (wisdom, an earlier cycle's
// findings), as data, and the task that goes with them.
type roleContext struct {
	docs []llm.Block
	task string
}

// roleRequestWith is roleRequest with the role's own context.
func roleRequestWith(p *Plan, name string, peers []string, rctx roleContext, part []llm.Block, res *team.Result) llm.Request {
	docs := rctx.docs
	task := fmt.Sprintf("Review the change below as the team's %s reviewer, as your instructions say.", name) + rctx.task
	prompt := llm.Prompt{Task: task, Blocks: append(append(slices.Clone(docs), part...), knownBlock(name, res.Findings), tipsBlock(name, res.Messages))}
	// The hint leaves out what the deterministic review will add (the
	// known findings, the tips), which the estimate cannot know yet.
	hint := llm.Prompt{Task: task, Blocks: append(slices.Clone(docs), part...)}
	// The system prompt is in the hint too: a teammate joining changes the
	// peers it names, and the earlier answer no longer matches.
	rc := p.Config.Role(name)
	system := systemPrompt(p, name, peers)
	return llm.Request{System: system, Prompt: prompt.Render(), JSON: true,
		Model: modelOverride(p, rc), Effort: rc.Effort, CacheKey: "teamreview-" + name, Check: checkerOf(answerParser(p.Changeset)),
		Hint: name + "\x00" + rc.Model + "\x00" + rc.Effort + "\x00" + system + "\x00" + hint.Render()}
}

// request is roleRequest with every other persona as a peer, for the
// benchmark.
func request(name string, p *Plan, docs, part []llm.Block) llm.Request {
	var peers []string
	for n := range personas {
		if n != name {
			peers = append(peers, n)
		}
	}
	slices.Sort(peers)
	return roleRequest(p, name, peers, docs, part, &team.Result{})
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

func llmTask(domain string, max int) string {
	return fmt.Sprintf("Review the change as the team's %s reviewer. The findings the deterministic checks already reported are "+
		"listed after the code: do not repeat them; report what they miss. Tips from teammates are listed last. Report at most %d findings, "+
		"the most important first, and none when there is nothing worth a reviewer's time.", domain, max)
}

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
	// Output is the output expected of each specialist's answers (the
	// average measured on earlier runs, or llm.DefaultExpectedOutput).
	Output int
	// USD prices the requests the cache is not expected to answer, with
	// each role's model price.
	USD float64
	// MaxUSD is the bound: the same requests if every answer used its
	// whole output allowance.
	MaxUSD float64
	// Requests is how many first-round requests the pass will make;
	// CacheHits how many of them the response cache is expected to answer.
	Requests, CacheHits int
	// TeamFormulaUSD is seed 004's team formula: every teammate (the
	// specialists and a lead) takes part in every task, an upper bound.
	TeamFormulaUSD float64
}

// EstimateLLM estimates the model pass of a plan, or nil when there is
// none to run. Tips between the reviewers cost a second round that cannot
// be known before the first; it is not in the estimate.
func (p *Plan) EstimateLLM() *LLMEstimate {
	if p.Config.LLM.Provider == "" || p.Opts.NoLLM {
		return nil
	}
	var names []string
	for _, s := range p.Specialists {
		if _, ok := personas[s.Name()]; ok && !slices.Contains(p.ModelOff, s.Name()) {
			names = append(names, s.Name())
		}
	}
	rp := planRoles(p, names)
	if len(rp.roles) == 0 {
		return nil
	}
	e := &LLMEstimate{}
	stats := llm.LoadOutputStats(llm.DefaultCacheDir())
	dir := llm.DefaultCacheDir()
	outSum := 0
	for _, r := range rp.roles {
		rc := p.Config.Role(r.name)
		var inSum int
		for _, req := range rp.requests(p, r, &team.Result{}) {
			e.Requests++
			in, out, usd := llm.EstimateRequest(req, stats.Expected(r.name), rc.InputPricePerMTok, rc.OutputPricePerMTok)
			inSum += in
			if llm.IsCached(p.Config.LLM, dir, req) {
				e.CacheHits++
				continue
			}
			outSum += out
			e.USD += usd
			_, _, most := llm.EstimateRequest(req, math.MaxInt32, rc.InputPricePerMTok, rc.OutputPricePerMTok)
			e.MaxUSD += most
		}
		e.Specialists = append(e.Specialists, r.name)
		e.Input = append(e.Input, inSum)
	}
	e.Output = outSum / len(e.Specialists) // per specialist, as shown
	tasks, teammates := len(e.Specialists), len(e.Specialists)+1
	e.TeamFormulaUSD = e.USD / float64(tasks) * float64(tasks*teammates)
	return e
}

// recheckLines is the context around a fixed finding's lines that verify
// shows the model.
const recheckLines = 5

// recheckFormat is the answer verify's question asks for.
const recheckFormat = `Answer with one JSON object and nothing else: {"stillPresent": true or false, "reason": "one sentence: what in the code shows it"}. Answer about the problem named in the task only, not about anything else you see.`

// RecheckWithModel asks the specialist that reported a model finding one
// precise question: is that problem — its title and rule — still in the
// current code of its lines? The cost of verify grows with the number of
// fixed findings, not with the change. It reports whether the model says
// the problem is still there, and its reason.
func RecheckWithModel(ctx context.Context, cfg *config.Config, provider llm.Provider, f *finding.Finding, content []byte) (bool, string, error) {
	lines := strings.Split(strings.TrimSuffix(string(content), "\n"), "\n")
	start := max(f.Lines.Start-recheckLines, 1)
	end := min(max(f.Lines.End, f.Lines.Start)+recheckLines, len(lines))
	if f.Lines.IsZero() {
		start, end = 1, min(len(lines), maxWholeFileLines)
	}
	if start > end {
		return false, "the lines are gone", nil
	}
	persona, ok := personas[f.Domain]
	if !ok {
		persona = "You are a reviewer on a team reviewing a code change."
	}
	task := fmt.Sprintf("You reported this problem at %s:%s, and the code has since been changed to fix it.\n"+
		"Problem: %s\nRule: %s\n", f.File, f.Lines, f.Title, f.Rule)
	if f.Recommendation != "" {
		task += "The fix asked for: " + f.Recommendation + "\n"
	}
	task += fmt.Sprintf("The code of lines %d-%d as it is now follows (with %d lines around them). "+
		"Is this problem, at these lines, still there?", f.Lines.Start, max(f.Lines.End, f.Lines.Start), recheckLines)
	block := llm.Block{Label: fmt.Sprintf("%s lines %d-%d, as they are now", f.File, start, end), Path: f.File,
		Content: strings.Join(lines[start-1:end], "\n"), FirstLine: start}
	rc := cfg.Role(f.Domain)
	model := ""
	if rc.Model != cfg.LLM.Model {
		model = rc.Model
	}
	resp, err := provider.Complete(ctx, llm.Request{System: llm.SystemPromptWith(persona, recheckFormat),
		Prompt: llm.Prompt{Task: task, Blocks: []llm.Block{block}}.Render(), JSON: true, Model: model, Effort: rc.Effort,
		Check: llm.CheckRecheck})
	if err != nil {
		return false, "", err
	}
	ans, err := llm.ParseRecheck(resp.Text)
	if err != nil {
		return false, "", err
	}
	return ans.StillPresent, oneLine(ans.Reason, 300), nil
}
