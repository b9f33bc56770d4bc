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
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
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

// The team's stages, in the order they run. Each is a plain function that
// takes what the stages before it produced and hands its output on; none
// calls back into an earlier one. The review package adds its own stages
// after these (the model pass, consolidation).
const (
	StageScan   = "scan"   // each engine any specialist needs, once
	StageRoute  = "route"  // diagnostics to the specialist of their dimension
	StageReview = "review" // every specialist concurrently
	StageTips   = "tips"   // tips between specialists, in bounded rounds
)

// Event tells an observer that a stage, an engine or a specialist started
// or ended.
type Event struct {
	// Kind is "stage", "engine" or "specialist"; Start is true when it begins.
	Kind     string
	Name     string
	Start    bool
	Findings int
	Err      error
	Elapsed  time.Duration
}

// Stage is the Kind of a stage's events.
const Stage = "stage"

// Run reviews the reviewable files of cs with the given specialists. The
// engine constructors default to Engines.
func Run(ctx context.Context, cs *scope.Changeset, cfg *config.Config, specs []specialist.Specialist, engines map[string]engine.Constructor) *Result {
	return RunWith(ctx, cs, cfg, specs, engines, nil)
}

// RunWith is Run with an observer of progress, called from many goroutines:
// the stages scan → route → review → tips, each announced as it starts and
// ends.
func RunWith(ctx context.Context, cs *scope.Changeset, cfg *config.Config, specs []specialist.Specialist, engines map[string]engine.Constructor, progress func(Event)) *Result {
	t := newTeam(ctx, cfg, specs, progress)
	if engines == nil {
		engines = Engines
	}
	in := split(cs, t.cfg)
	t.text = userText(in.env)
	var scanned []engineRun
	var r routed
	var passes []*specialist.Pass
	// An interrupted stage is the last: the ones after it do not start.
	for _, st := range []struct {
		name string
		run  func() int
	}{
		{StageScan, func() int {
			t.res.Engines, t.res.ScanStart = neededEngines(specs), time.Now()
			scanned = scan(ctx, t.cfg, t.res.Engines, engines, in, t.progress)
			t.res.ScanEnd = time.Now()
			return 0
		}},
		{StageRoute, func() int {
			r = route(t.cfg, scanned)
			t.res.EngineErrs, t.res.Waived, t.res.Unanalyzed = r.failed, r.waived, r.unanalyzed
			t.res.Notes = append(t.res.Notes, r.notes...)
			return r.count()
		}},
		{StageReview, func() int {
			passes = t.review(cs, in.files, r)
			return len(t.res.Findings)
		}},
		{StageTips, func() int {
			before := len(t.res.Findings)
			t.tipRounds(passes)
			return len(t.res.Findings) - before
		}},
	} {
		if ctx.Err() != nil {
			break
		}
		t.stage(st.name, st.run)
	}
	return t.finish()
}

// team is one run's shared state: the result being built and the mailbox
// every specialist talks through.
type team struct {
	ctx      context.Context
	cfg      *config.Config
	specs    []specialist.Specialist
	progress func(Event)
	mailbox  *bus.Bus
	res      *Result
	msgMu    sync.Mutex
	// text are the text rows every specialist's pass reads: the shipped
	// ones and the user's.
	text *models.Text
}

// userText is the text rows of the review: the shipped ones with those of
// rulepack.rule_dirs added. A directory that does not load stopped the
// review before the team ran (review.CheckConfig); here it adds nothing.
func userText(env engine.Env) *models.Text {
	if env.Config == nil {
		return nil
	}
	txt, _ := models.LoadText(env.Root, env.Config.Rulepack.RuleDirs)
	return txt
}

func newTeam(ctx context.Context, cfg *config.Config, specs []specialist.Specialist, progress func(Event)) *team {
	if progress == nil {
		progress = func(Event) {}
	}
	if cfg == nil {
		def := config.Default()
		cfg = &def
	}
	t := &team{ctx: ctx, cfg: cfg, specs: specs, progress: progress, res: &Result{}}
	t.mailbox = bus.New(func(m bus.Message) {
		t.msgMu.Lock()
		t.res.Messages = append(t.res.Messages, m)
		t.msgMu.Unlock()
	})
	return t
}

// stage runs fn between a start and an end event; fn returns the count the
// end event reports. An interrupted stage ends with the context's error.
func (t *team) stage(name string, fn func() int) {
	t.progress(Event{Kind: Stage, Name: name, Start: true})
	start := time.Now()
	n := fn()
	t.progress(Event{Kind: Stage, Name: name, Findings: n, Err: t.ctx.Err(), Elapsed: time.Since(start)})
}

// finish closes the mailbox: a specialist abandoned after its time limit
// may still be running, and from here on nothing it sends is recorded, so
// the record is final.
func (t *team) finish() *Result {
	left := t.mailbox.Take()
	for _, to := range slices.Sorted(maps.Keys(left)) {
		t.res.Notes = append(t.res.Notes, fmt.Sprintf("%d tips to %s were not delivered: the tip rounds ran out", len(left[to]), to))
	}
	t.mailbox.Close()
	t.msgMu.Lock()
	t.res.Messages = slices.Clone(t.res.Messages)
	t.msgMu.Unlock()
	return t.res
}

// input is the changeset split by what the engines do with each file.
type input struct {
	env            engine.Env
	files, streams []*scope.File
}

func split(cs *scope.Changeset, cfg *config.Config) input {
	in := input{env: engine.Env{Root: cs.Root, InRepo: cs.InRepo, Config: cfg}}
	for i := range cs.Files {
		switch f := &cs.Files[i]; {
		case f.Reviewable():
			in.files = append(in.files, f)
		case f.Status != scope.Deleted && f.Open != nil:
			in.streams = append(in.streams, f)
		case f.Status == scope.Deleted:
			in.env.Deleted = append(in.env.Deleted, f)
		}
	}
	return in
}

// neededEngines lists each engine any specialist needs, once, in the
// order the specialists name them.
func neededEngines(specs []specialist.Specialist) []string {
	var needed []string
	for _, s := range specs {
		for _, e := range s.Engines() {
			if !slices.Contains(needed, e) {
				needed = append(needed, e)
			}
		}
	}
	return needed
}

// engineRun is one engine's output, or why there is none.
type engineRun struct {
	name string
	res  *engine.Result
	err  error
}

// scan is the SCAN stage: the named engines, concurrently.
func scan(ctx context.Context, cfg *config.Config, names []string, engines map[string]engine.Constructor, in input, progress func(Event)) []engineRun {
	runs := make([]engineRun, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			progress(Event{Kind: "engine", Name: name, Start: true})
			start := time.Now()
			res, err := withTimeout(ctx, timeout(cfg), "engine "+name, func(ctx context.Context) (*engine.Result, error) {
				return runEngine(ctx, name, engines[name], in.env, in.files, in.streams)
			})
			runs[i] = engineRun{name: name, res: res, err: err}
			n := 0
			if res != nil {
				n = len(res.Diagnostics)
			}
			progress(Event{Kind: "engine", Name: name, Findings: n, Err: err, Elapsed: time.Since(start)})
		})
	}
	wg.Wait()
	return runs
}

// routed is what the route stage hands the reviewers.
type routed struct {
	byDimension map[string][]engine.Diagnostic
	// facts are the engines' facts, by engine name.
	facts      map[string]any
	failed     map[string]error
	waived     map[string]int
	notes      []string
	unanalyzed []engine.Unanalyzed
}

func (r *routed) count() int {
	n := 0
	for _, ds := range r.byDimension {
		n += len(ds)
	}
	return n
}

// route is the routing stage: each engine's diagnostics go to the
// specialist of their dimension, after the rule settings.
func route(cfg *config.Config, runs []engineRun) routed {
	r := routed{byDimension: map[string][]engine.Diagnostic{}, failed: map[string]error{}, facts: map[string]any{}}
	for _, run := range runs {
		if run.err != nil {
			r.failed[run.name] = run.err
			r.notes = append(r.notes, fmt.Sprintf("engine %s failed: %v", run.name, run.err))
			continue
		}
		r.notes = append(r.notes, run.res.Notes...)
		r.unanalyzed = append(r.unanalyzed, run.res.Unanalyzed...)
		if run.res.Facts != nil {
			r.facts[run.name] = run.res.Facts
		}
		for _, d := range run.res.Diagnostics {
			if d, keep := r.applyRules(cfg, d); keep {
				r.byDimension[d.Dimension] = append(r.byDimension[d.Dimension], d)
			}
		}
	}
	return r
}

// applyRules applies the rules: settings to d before any specialist sees
// it. A disabled rule's diagnostics reach no specialist, so they tip no
// one; consolidate.ApplyRules applies rules: to every finding, whatever
// made it. A credential reaches the secrets specialist whatever the rules
// say: whether it is system-breaking, which no setting waives, is the
// specialist's to judge.
func (r *routed) applyRules(cfg *config.Config, d engine.Diagnostic) (engine.Diagnostic, bool) {
	if d.Dimension == "secrets" {
		return d, true
	}
	sev := cfg.Severity(d.Rule, d.Severity)
	disabled := cfg.Disabled(d.Rule)
	if disabled || sev < d.Severity {
		if r.waived == nil {
			r.waived = map[string]int{}
		}
		r.waived[d.Rule]++
	}
	d.Severity = sev
	return d, !disabled
}

// review is the REV stage: every specialist concurrently, each on its
// dimension's diagnostics; their findings and handoffs are recorded in
// the team's order. It returns each specialist's pass (nil for one that
// could not start), for the tip rounds.
func (t *team) review(cs *scope.Changeset, files []*scope.File, r routed) []*specialist.Pass {
	found := make([][]finding.Finding, len(t.specs))
	passes := make([]*specialist.Pass, len(t.specs))
	t.res.Reviewers = make([]Reviewer, len(t.specs))
	// The project as the engines read it: the work tree under the root.
	var project specialist.Project
	if cs.Root != "" {
		project = specialist.WalkOnce(treesitter.DirSource{Root: cs.Root})
	}
	imported := sync.OnceValue(func() map[string]string { return specialist.ImportedTests(specialist.WithLinks(files, cs), project) })
	var wg sync.WaitGroup
	for i, s := range t.specs {
		rv := &t.res.Reviewers[i]
		*rv = Reviewer{Name: s.Name(), Files: len(files), Err: missingEngine(s, r.failed)}
		if rv.Err != nil {
			continue
		}
		passes[i] = &specialist.Pass{Changeset: cs, Files: files, Diagnostics: r.byDimension[s.Name()], Facts: r.factsFor(s), Config: t.cfg, Bus: t.mailbox.Child(), Text: t.text, Project: project, Imported: imported}
		wg.Go(func() { found[i] = t.runSpecialist(s, passes[i], rv) })
	}
	wg.Wait()
	for i, s := range t.specs {
		rv := &t.res.Reviewers[i]
		if rv.Err != nil {
			t.mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "failure", Summary: rv.Err.Error()})
			continue
		}
		t.mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "handoff", Summary: fmt.Sprintf("%d findings", len(found[i]))})
		rv.Findings = len(found[i])
		t.res.add(s.Name(), found[i])
	}
	return passes
}

// factsFor returns the facts of the engines s names.
func (r *routed) factsFor(s specialist.Specialist) map[string]any {
	out := map[string]any{}
	for _, e := range s.Engines() {
		if f, ok := r.facts[e]; ok {
			out[e] = f
		}
	}
	return out
}

// missingEngine says why s cannot review: without a primary engine the
// specialist would review nothing and report a clean bill; an optional one
// only adds to what it sees.
func missingEngine(s specialist.Specialist, failed map[string]error) error {
	for _, e := range s.Engines() {
		if err := failed[e]; err != nil && !OptionalEngines[e] {
			return fmt.Errorf("engine %s failed: %w", e, err)
		}
	}
	return nil
}

func (t *team) runSpecialist(s specialist.Specialist, pass *specialist.Pass, rv *Reviewer) (found []finding.Finding) {
	t.progress(Event{Kind: "specialist", Name: s.Name(), Start: true})
	rv.Start = time.Now()
	defer func() {
		rv.End = time.Now()
		t.progress(Event{Kind: "specialist", Name: s.Name(), Findings: len(found), Err: rv.Err, Elapsed: rv.End.Sub(rv.Start)})
	}()
	found, rv.Err = withTimeout(t.ctx, timeout(t.cfg), "the "+s.Name()+" specialist", func(ctx context.Context) ([]finding.Finding, error) {
		return review(ctx, s, pass)
	}, pass.Bus.Close)
	// Done or abandoned, it speaks no more.
	pass.Bus.Close()
	return found
}

// tipRounds delivers tips in bounded rounds; each recipient in name order.
// Only a specialist on this team that completed its review judges tips.
func (t *team) tipRounds(passes []*specialist.Pass) {
	for round := 1; round <= MaxTipRounds; round++ {
		inbox := t.mailbox.Take()
		if len(inbox) == 0 {
			return
		}
		t.noteStrangers(inbox)
		failed := map[string]bool{}
		for i, s := range t.specs {
			if t.res.Reviewers[i].Err != nil {
				failed[s.Name()] = true
			}
		}
		for i, s := range t.specs {
			tips := slices.DeleteFunc(inbox[s.Name()], func(tip bus.Tip) bool { return failed[tip.From] })
			if len(tips) > 0 {
				t.deliver(s, passes[i], t.res.Reviewers[i].Err, tips)
			}
		}
	}
}

// noteStrangers records tips addressed to someone not on this team.
func (t *team) noteStrangers(inbox map[string][]bus.Tip) {
	for _, to := range slices.Sorted(maps.Keys(inbox)) {
		if !slices.ContainsFunc(t.specs, func(s specialist.Specialist) bool { return s.Name() == to }) {
			t.mailbox.Log(bus.Message{From: "team", To: to, Type: "note", Summary: fmt.Sprintf("%d tips not judged: %s is not on this team", len(inbox[to]), to)})
		}
	}
}

// deliver hands s its tips and adds what it makes of them; reviewErr is
// how its own review went.
func (t *team) deliver(s specialist.Specialist, pass *specialist.Pass, reviewErr error, tips []bus.Tip) {
	h, ok := s.(specialist.TipHandler)
	if !ok || reviewErr != nil {
		t.mailbox.Log(bus.Message{From: "team", To: s.Name(), Type: "note", Summary: fmt.Sprintf("%d tips not judged: the recipient does not take tips or did not complete", len(tips))})
		return
	}
	tipPass := *pass
	tipPass.Bus = t.mailbox.Child()
	got, err := withTimeout(t.ctx, timeout(t.cfg), "the "+s.Name()+" specialist's tips", func(ctx context.Context) ([]finding.Finding, error) {
		return handleTips(ctx, h, &tipPass, tips)
	}, tipPass.Bus.Close)
	tipPass.Bus.Close()
	if err != nil {
		t.mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "failure", Summary: "judging tips: " + err.Error()})
		t.res.Notes = append(t.res.Notes, fmt.Sprintf("%s could not judge its tips: %v", s.Name(), err))
		return
	}
	for j := range got {
		if got[j].CrossDomain == nil {
			got[j].CrossDomain = &finding.CrossDomain{}
		}
		got[j].CrossDomain.To = s.Name()
	}
	t.mailbox.Log(bus.Message{From: s.Name(), To: "team", Type: "handoff", Summary: fmt.Sprintf("%d findings from %d tips", len(got), len(tips))})
	t.res.add(s.Name(), got)
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
