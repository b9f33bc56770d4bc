package team

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
)

// Reviewer is how one specialist's part went.
type Reviewer struct {
	Name string
	// Err is nil when the specialist completed.
	Err      error
	Files    int
	Findings int
	Start    time.Time
	End      time.Time
}

// Result is the team's raw output, before consolidation.
type Result struct {
	Findings  []finding.Finding
	Reviewers []Reviewer
	// Notes are remarks for the user, such as an engine that failed.
	Notes []string
	// Messages are everything sent over the bus, in order.
	Messages []bus.Message
	// Engines ran from ScanStart to ScanEnd.
	Engines            []string
	ScanStart, ScanEnd time.Time
	// EngineErrs holds the engines that failed.
	EngineErrs map[string]error
	// Waived counts, by rule, the diagnostics a rule setting dropped or
	// lowered before any specialist saw them.
	Waived map[string]int
	// Unanalyzed is what the engines could not analyze, by file.
	Unanalyzed []engine.Unanalyzed
}

// MaxTipRounds bounds how many times tips are delivered: a tip may lead
// its recipient to tip someone else, but not forever.
const MaxTipRounds = 2

// Event tells an observer that an engine or specialist started or ended.
type Event struct {
	// Kind is "engine" or "specialist"; Start is true when it begins.
	Kind     string
	Name     string
	Start    bool
	Findings int
	Err      error
	Elapsed  time.Duration
}

// Run reviews the reviewable files of cs with the given specialists. The
// engine constructors default to Engines.
func Run(ctx context.Context, cs *scope.Changeset, cfg *config.Config, specs []specialist.Specialist, engines map[string]engine.Constructor) *Result {
	return RunWith(ctx, cs, cfg, specs, engines, nil)
}

// RunWith is Run with an observer of progress, called from many goroutines.
func RunWith(ctx context.Context, cs *scope.Changeset, cfg *config.Config, specs []specialist.Specialist, engines map[string]engine.Constructor, progress func(Event)) *Result {
	if progress == nil {
		progress = func(Event) {}
	}
	if engines == nil {
		engines = Engines
	}
	if cfg == nil {
		def := config.Default()
		cfg = &def
	}
	env := engine.Env{Root: cs.Root, InRepo: cs.InRepo, Config: cfg}
	var files, streams []*scope.File
	for i := range cs.Files {
		switch f := &cs.Files[i]; {
		case f.Reviewable():
			files = append(files, f)
		case f.Status != scope.Deleted && f.Open != nil:
			streams = append(streams, f)
		case f.Status == scope.Deleted:
			env.Deleted = append(env.Deleted, f)
		}
	}
	res := &Result{}
	var msgMu sync.Mutex
	mailbox := bus.New(func(m bus.Message) {
		msgMu.Lock()
		res.Messages = append(res.Messages, m)
		msgMu.Unlock()
	})

	// SCAN: each engine any specialist needs, once, concurrently.
	var needed []string
	for _, s := range specs {
		for _, e := range s.Engines() {
			if !slices.Contains(needed, e) {
				needed = append(needed, e)
			}
		}
	}
	results := make([]*engine.Result, len(needed))
	engineErr := make([]error, len(needed))
	var wg sync.WaitGroup
	res.Engines, res.ScanStart = needed, time.Now()
	for i, name := range needed {
		wg.Go(func() {
			progress(Event{Kind: "engine", Name: name, Start: true})
			start := time.Now()
			results[i], engineErr[i] = withTimeout(ctx, timeout(cfg), "engine "+name, func(ctx context.Context) (*engine.Result, error) {
				return runEngine(ctx, name, engines[name], env, files, streams)
			})
			n := 0
			if results[i] != nil {
				n = len(results[i].Diagnostics)
			}
			progress(Event{Kind: "engine", Name: name, Findings: n, Err: engineErr[i], Elapsed: time.Since(start)})
		})
	}
	wg.Wait()
	res.ScanEnd = time.Now()
	failedEngine := map[string]error{}
	res.EngineErrs = failedEngine
	byDimension := map[string][]engine.Diagnostic{}
	for i, name := range needed {
		if engineErr[i] != nil {
			failedEngine[name] = engineErr[i]
			res.Notes = append(res.Notes, fmt.Sprintf("engine %s failed: %v", name, engineErr[i]))
			continue
		}
		res.Notes = append(res.Notes, results[i].Notes...)
		res.Unanalyzed = append(res.Unanalyzed, results[i].Unanalyzed...)
		for _, d := range results[i].Diagnostics {
			// A disabled rule's diagnostics reach no specialist, so they tip
			// no one; consolidate.ApplyRules applies rules: to every finding,
			// whatever made it. A credential reaches the secrets specialist
			// whatever the rules say: whether it is system-breaking, which
			// no setting waives, is the specialist's to judge.
			if d.Dimension != "secrets" {
				sev := cfg.Severity(d.Rule, d.Severity)
				if disabled := cfg.Disabled(d.Rule); disabled || sev < d.Severity {
					if res.Waived == nil {
						res.Waived = map[string]int{}
					}
					res.Waived[d.Rule]++
					if disabled {
						continue
					}
				}
				d.Severity = sev
			}
			byDimension[d.Dimension] = append(byDimension[d.Dimension], d)
		}
	}

	// REV: every specialist concurrently.
	found := make([][]finding.Finding, len(specs))
	passes := make([]*specialist.Pass, len(specs))
	res.Reviewers = make([]Reviewer, len(specs))
	for i, s := range specs {
		res.Reviewers[i] = Reviewer{Name: s.Name(), Files: len(files)}
		for _, e := range s.Engines() {
			// Without a primary engine the specialist would review nothing and
			// report a clean bill; an optional one only adds to what it sees.
			if err := failedEngine[e]; err != nil && !OptionalEngines[e] {
				res.Reviewers[i].Err = fmt.Errorf("engine %s failed: %w", e, err)
			}
		}
		if res.Reviewers[i].Err != nil {
			continue
		}
		pass := &specialist.Pass{Changeset: cs, Files: files, Diagnostics: byDimension[s.Name()], Config: cfg, Bus: mailbox.Child()}
		passes[i] = pass
		wg.Go(func() {
			progress(Event{Kind: "specialist", Name: s.Name(), Start: true})
			res.Reviewers[i].Start = time.Now()
			defer func() {
				res.Reviewers[i].End = time.Now()
				progress(Event{Kind: "specialist", Name: s.Name(), Findings: len(found[i]), Err: res.Reviewers[i].Err,
					Elapsed: res.Reviewers[i].End.Sub(res.Reviewers[i].Start)})
			}()
			found[i], res.Reviewers[i].Err = withTimeout(ctx, timeout(cfg), "the "+s.Name()+" specialist", func(ctx context.Context) ([]finding.Finding, error) {
				return review(ctx, s, pass)
			}, pass.Bus.Close)
			// Done or abandoned, it speaks no more.
			pass.Bus.Close()
		})
	}
	wg.Wait()
	for i, s := range specs {
		if res.Reviewers[i].Err != nil {
			mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "failure", Summary: res.Reviewers[i].Err.Error()})
			continue
		}
		mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "handoff", Summary: fmt.Sprintf("%d findings", len(found[i]))})
		res.Reviewers[i].Findings = len(found[i])
		res.add(s.Name(), found[i])
	}

	// Tips, in bounded rounds; each recipient in name order. Only a
	// specialist on this team that completed its review judges tips.
	for round := 1; round <= MaxTipRounds; round++ {
		inbox := mailbox.Take()
		if len(inbox) == 0 {
			break
		}
		failed := map[string]bool{}
		for i, s := range specs {
			if res.Reviewers[i].Err != nil {
				failed[s.Name()] = true
			}
		}
		for _, to := range slices.Sorted(maps.Keys(inbox)) {
			if !slices.ContainsFunc(specs, func(s specialist.Specialist) bool { return s.Name() == to }) {
				mailbox.Log(bus.Message{From: "team", To: to, Type: "note", Summary: fmt.Sprintf("%d tips not judged: %s is not on this team", len(inbox[to]), to)})
			}
		}
		for i, s := range specs {
			tips := slices.DeleteFunc(inbox[s.Name()], func(t bus.Tip) bool { return failed[t.From] })
			h, ok := s.(specialist.TipHandler)
			if len(tips) == 0 {
				continue
			}
			if !ok || res.Reviewers[i].Err != nil {
				mailbox.Log(bus.Message{From: "team", To: s.Name(), Type: "note", Summary: fmt.Sprintf("%d tips not judged: the recipient does not take tips or did not complete", len(tips))})
				continue
			}
			tipPass := *passes[i]
			tipPass.Bus = mailbox.Child()
			got, err := withTimeout(ctx, timeout(cfg), "the "+s.Name()+" specialist's tips", func(ctx context.Context) ([]finding.Finding, error) {
				return handleTips(ctx, h, &tipPass, tips)
			}, tipPass.Bus.Close)
			tipPass.Bus.Close()
			if err != nil {
				mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "failure", Summary: "judging tips: " + err.Error()})
				res.Notes = append(res.Notes, fmt.Sprintf("%s could not judge its tips: %v", s.Name(), err))
				continue
			}
			for j := range got {
				if got[j].CrossDomain == nil {
					got[j].CrossDomain = &finding.CrossDomain{}
				}
				got[j].CrossDomain.To = s.Name()
			}
			mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "handoff", Summary: fmt.Sprintf("%d findings from %d tips", len(got), len(tips))})
			res.add(s.Name(), got)
		}
	}
	left := mailbox.Take()
	for _, to := range slices.Sorted(maps.Keys(left)) {
		res.Notes = append(res.Notes, fmt.Sprintf("%d tips to %s were not delivered: the tip rounds ran out", len(left[to]), to))
	}
	// A specialist abandoned after its time limit may still be running; from
	// here on nothing it sends is recorded, so the record is final.
	mailbox.Close()
	msgMu.Lock()
	res.Messages = slices.Clone(res.Messages)
	msgMu.Unlock()
	return res
}

func (res *Result) add(domain string, fs []finding.Finding) {
	for _, f := range fs {
		f.Domain = domain
		f.Status = finding.Open
		res.Findings = append(res.Findings, f)
	}
}

func handleTips(ctx context.Context, h specialist.TipHandler, pass *specialist.Pass, tips []bus.Tip) (fs []finding.Finding, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return h.HandleTips(ctx, pass, tips)
}

// timeout is how long one engine or specialist may run.
func timeout(cfg *config.Config) time.Duration {
	return time.Duration(cfg.Lifecycle.StuckTaskTimeoutMinutes * float64(time.Minute))
}

// withTimeout runs fn and gives up on it after d: a stuck engine or
// specialist is reported unavailable (seed 004's stuck task) instead of
// holding the whole review. fn gets a context that is cancelled then; one
// that ignores it is abandoned, and its result, if it ever comes, dropped.
func withTimeout[T any](ctx context.Context, d time.Duration, what string, fn func(context.Context) (T, error), onGiveUp ...func()) (T, error) {
	// The deadline is ours, not fn's: when it passes, onGiveUp runs first
	// (closing fn's bus, say) and only then is fn's context cancelled, so
	// nothing fn does in reaction can slip into the record.
	fctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1) // buffered: an abandoned fn never blocks
	go func() {
		v, err := fn(fctx)
		done <- result{v, err}
	}()
	timer := time.NewTimer(d)
	defer timer.Stop()
	var zero T
	select {
	case r := <-done:
		return r.v, r.err
	case <-timer.C:
		for _, f := range onGiveUp {
			f()
		}
		return zero, fmt.Errorf("%s did not finish within %s", what, d)
	case <-ctx.Done():
		for _, f := range onGiveUp {
			f()
		}
		return zero, ctx.Err()
	}
}

func runEngine(ctx context.Context, name string, build engine.Constructor, env engine.Env, files, streams []*scope.File) (res *engine.Result, err error) {
	if build == nil {
		return nil, fmt.Errorf("no engine named %q", name)
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	e, err := build(env)
	if err != nil {
		return nil, err
	}
	if _, ok := e.(engine.Streamer); ok && len(streams) > 0 {
		files = append(files[:len(files):len(files)], streams...)
	}
	res, err = e.Run(ctx, files)
	if err == nil && res == nil {
		res = &engine.Result{}
	}
	return res, err
}

func review(ctx context.Context, s specialist.Specialist, pass *specialist.Pass) (fs []finding.Finding, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return s.Review(ctx, pass)
}
