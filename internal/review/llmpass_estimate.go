package review

import (
	"math"
	"slices"

	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

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
