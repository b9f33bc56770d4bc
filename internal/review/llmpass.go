package review

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/redact"
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
// only ever added (or enrich a deterministic finding at their line): the
// deterministic findings and the verdict rules stay as they are, whatever
// the model answers. Any failure is a note.
func llmPass(ctx context.Context, p *Plan, provider llm.Provider, res *team.Result) ([]finding.Finding, []string, *verdict.Coverage) {
	plan := planRoles(p, modelRoles(p, res))
	if len(plan.roles) == 0 {
		return nil, nil, nil
	}
	// A role setting the provider cannot send is said, not dropped.
	plan.notes = append(plan.notes, llm.UnsupportedSettings(&p.Config, roleNames(plan)...)...)
	stats := llm.LoadOutputStats(llm.DefaultCacheDir())
	runs := startRuns(p, plan, res, stats)
	askFirstRound(ctx, provider, runs)
	lineCounts := fileLineCounts(p.Changeset)
	cov := plan.coverage
	cov.Model.Tips = deliverTips(ctx, p, provider, res, runs, lineCounts)

	out := &passOutcome{notes: plan.notes, reported: map[string]bool{}, total: verdict.ModelUsage{Counts: "measured"}}
	for _, run := range runs {
		out.account(p, run, cov.Model, stats)
		if run.err != nil {
			out.unavailable(run)
			continue
		}
		if run.usage.Unusable == 0 {
			cov.Model.Specialists = append(cov.Model.Specialists, run.name)
		}
		out.add(p, plan, run, res, lineCounts)
	}
	// A failure to keep the figures only costs the next estimate its
	// measured average.
	_ = llm.SaveOutputStats(llm.DefaultCacheDir(), stats)
	cov.Model.Total = &out.total
	if len(plan.roles[0].parts) > 1 || cov.Model.Chunks > 1 {
		cov.Model.Chunks = max(cov.Model.Chunks, len(plan.roles[0].parts))
	}
	if len(cov.Model.Specialists) == 0 {
		return out.findings, out.notes, nil
	}
	return out.findings, out.notes, cov
}

// modelRoles are the completed specialists that have a model persona and
// are not told to review without it.
func modelRoles(p *Plan, res *team.Result) []string {
	var names []string
	for _, rv := range res.Reviewers {
		if _, ok := personas[rv.Name]; ok && rv.Err == nil && !slices.Contains(p.ModelOff, rv.Name) {
			names = append(names, rv.Name)
		}
	}
	return names
}

// startRuns prepares each planned role's first-round requests and the
// estimate of what they cost.
func startRuns(p *Plan, plan *rolePlan, res *team.Result, stats llm.OutputStats) []*roleRun {
	runs := make([]*roleRun, len(plan.roles))
	parse := answerParser(p.Changeset)
	for i, r := range plan.roles {
		run := &roleRun{name: r.name, reqs: plan.requests(p, r, res), parse: parse}
		run.usage = estimateUsage(p, r.name, run.reqs, stats)
		runs[i] = run
	}
	return runs
}

// askFirstRound sends every role's requests, the roles concurrently; a
// role stops at its first failure.
func askFirstRound(ctx context.Context, provider llm.Provider, runs []*roleRun) {
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
}

// passOutcome gathers what the pass adds to the review, role by role.
type passOutcome struct {
	findings []finding.Finding
	notes    []string
	// reported keeps one unavailable provider from being said per role.
	reported map[string]bool
	total    verdict.ModelUsage
}

// account prices a role's usage and adds it to the totals and the next
// estimate's figures.
func (o *passOutcome) account(p *Plan, run *roleRun, cov *verdict.ModelCoverage, stats llm.OutputStats) {
	rc := p.Config.Role(run.name)
	run.usage.ActualUSD = llm.Cost(run.usage.InputTokens, run.usage.OutputTokens, rc.InputPricePerMTok, rc.OutputPricePerMTok)
	addUsage(&o.total, run.usage)
	cov.Roles = append(cov.Roles, run.usage)
	if run.answers > 0 {
		stats.Record(run.name, run.answers, run.answerTokens)
	}
}

// unavailable says once that the model could not be asked for a role.
func (o *passOutcome) unavailable(run *roleRun) {
	msg := run.err.Error()
	var un *llm.UnavailableError
	if !errors.As(run.err, &un) {
		msg = fmt.Sprintf("LLM pass unavailable for %s: %v", run.name, run.err)
	}
	if !o.reported[msg] {
		o.reported[msg] = true
		o.notes = append(o.notes, msg+"; the deterministic review stands")
	}
}

// add validates a role's findings, attaches those on a deterministic
// finding's line to it, and keeps the rest and the notes.
func (o *passOutcome) add(p *Plan, plan *rolePlan, run *roleRun, res *team.Result, lineCounts map[string]int) {
	fs, drops := llm.Validate(run.findings, lineCounts, llm.Limits{MinConfidence: p.Config.LLM.MinConfidence, MaxFindings: p.Config.LLM.MaxFindingsPerDimension})
	weighBreaking(fs)
	for j := range fs {
		fs[j].Domain = run.name
	}
	fs, enriched := enrichKnown(res.Findings, fs)
	if enriched > 0 {
		o.notes = append(o.notes, fmt.Sprintf("%s: %d model finding(s) added their root cause to the deterministic finding at the same line", run.name, enriched))
	}
	o.findings = append(append(o.findings, fs...), run.cross...)
	for _, l := range drops.Lines() {
		o.notes = append(o.notes, run.name+": "+l)
	}
	o.notes = append(o.notes, run.notes...)
	if note := previousNote(run.name, plan.previous, run.previous); note != "" {
		o.notes = append(o.notes, note)
	}
	o.notes = append(o.notes, usageNote(run.usage, len(run.reqs)))
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

// oneLine flattens s to one line of at most n runes, cut after its
// credentials are masked (redact.Clip): a model's reason or tip may quote
// the code, and what is left is written.
func oneLine(s string, n int) string {
	return redact.Clip(strings.Join(strings.Fields(s), " "), n, "…")
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

func llmTask(domain string, max int) string {
	return fmt.Sprintf("Review the change as the team's %s reviewer. The findings the deterministic checks already reported are "+
		"listed after the code: do not repeat them; report what they miss. Tips from teammates are listed last. Report at most %d findings, "+
		"the most important first, and none when there is nothing worth a reviewer's time.", domain, max)
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
