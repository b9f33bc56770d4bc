package review

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/team"
)

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
func deliverTips(ctx context.Context, p *Plan, provider llm.Provider, res *team.Result, runs []*roleRun, lineCounts map[string]int) int {
	byName := map[string]*roleRun{}
	pending := map[*roleRun][]sentTip{}
	for _, run := range runs {
		byName[run.name] = run
		pending[run] = run.tips
	}
	delivered := 0
	for round := 1; round <= team.MaxTipRounds; round++ {
		pairs := tipPairs(runs, byName, pending, lineCounts)
		if len(pairs) == 0 {
			break
		}
		delivered += recordTips(res, pairs)
		answers := judgeTips(ctx, p, provider, runs, byName, pairs)
		pending = map[*roleRun][]sentTip{}
		for i, pr := range pairs {
			if answers[i] == nil {
				continue
			}
			to := byName[pr.to]
			n := takeJudgement(p, to, pr, answers[i], lineCounts)
			res.Messages = append(res.Messages, bus.Message{TS: time.Now().UTC(), From: pr.to, To: pr.from, Type: "reply",
				Summary: fmt.Sprintf("model: %d of %d tips confirmed as findings", n, len(pr.tips))})
			pending[to] = append(pending[to], tipsOf(pr.to, answers[i].Tips)...)
		}
	}
	return delivered
}

// tipPairs groups the pending tips by sender and recipient, in a fixed
// order; a tip to nobody on the team, to itself, to a reviewer that
// failed, or about a file not under review goes nowhere.
func tipPairs(runs []*roleRun, byName map[string]*roleRun, pending map[*roleRun][]sentTip, lineCounts map[string]int) []*tipPair {
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
	slices.SortFunc(pairs, func(a, b *tipPair) int { return strings.Compare(a.from+"\x00"+a.to, b.from+"\x00"+b.to) })
	return pairs
}

// recordTips puts the tips in the session's messages and counts them.
func recordTips(res *team.Result, pairs []*tipPair) int {
	n := 0
	for _, pr := range pairs {
		for _, t := range pr.tips {
			n++
			res.Messages = append(res.Messages, bus.Message{TS: time.Now().UTC(), From: pr.from, To: pr.to, Type: "tip",
				Summary: "model: " + oneLine(t.tip.Message, 300), Ref: fmt.Sprintf("%s:%d", t.tip.File, t.line)})
		}
	}
	return n
}

// judgeTips asks each recipient about the tips it was sent, concurrently;
// an answer is nil where asking failed (a note says so).
func judgeTips(ctx context.Context, p *Plan, provider llm.Provider, runs []*roleRun, byName map[string]*roleRun, pairs []*tipPair) []*llm.Answer {
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
	return answers
}

// takeJudgement keeps the findings a recipient confirmed from a sender's
// tips, credited to both, and returns how many.
func takeJudgement(p *Plan, to *roleRun, pr *tipPair, ans *llm.Answer, lineCounts map[string]int) int {
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
	return len(fs)
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
