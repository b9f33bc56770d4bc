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
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// The review's own stages, after the team's (team.StageScan … StageTips).
const (
	StageModel       = "model"       // the model reviewers, when configured
	StageConsolidate = "consolidate" // filter, suppress, dedupe, ids, order
)

// ModelTask is the id of the model pass's task.
const ModelTask = "MODEL-001"

// maxFixTasks bounds the FIX tasks named after one finding each; the rest
// share one task.
const maxFixTasks = 10

// sessionTasks is a review's pipeline as it starts: SCAN-001 → one REV
// task per reviewer → MODEL-001 when the model reviewers will run →
// FIX-001, all waiting but the scan.
func sessionTasks(p *Plan, target string, model bool, now time.Time) []session.Task {
	var engineNames []string
	for _, s := range p.Specialists {
		for _, e := range s.Engines() {
			if !slices.Contains(engineNames, e) {
				engineNames = append(engineNames, e)
			}
		}
	}
	slices.Sort(engineNames)
	tasks := []session.Task{{ID: "SCAN-001", Title: "Run the engines: " + strings.Join(engineNames, ", "), Owner: "team", State: session.Running, Started: now}}
	var revs []string
	for i, sp := range p.Specialists {
		id := fmt.Sprintf("REV-%03d", i+1)
		revs = append(revs, id)
		tasks = append(tasks, session.Task{ID: id, Title: reviewTitle(sp, target), Owner: sp.Name(), Deps: []string{"SCAN-001"}, State: session.Waiting})
	}
	fixDeps := revs
	if model {
		tasks = append(tasks, session.Task{ID: ModelTask, Title: "Ask the model reviewers", Owner: "model", Deps: revs, State: session.Waiting})
		fixDeps = []string{ModelTask}
	}
	return append(tasks, session.Task{ID: "FIX-001", Title: "Fix the open findings (after confirmation)", Owner: "fixer", Deps: fixDeps, State: session.Waiting})
}

// reviewTitle is seed 004's task subject: "{Reviewer role} review of
// {target}".
func reviewTitle(s specialist.Specialist, target string) string {
	return strings.ToUpper(s.Name()[:1]) + s.Name()[1:] + " review of " + target
}

// recorder keeps the session record while the stages run: every event is
// written to tasks.json and meta.json as it happens, so `status` polled
// during a review shows the stage running now, and a review stopped at
// any point leaves a record of what had finished and what had not. The
// session is created while the team already runs (creating it warms the
// redaction that every session write goes through); what the stages said
// before then is applied when it exists.
type recorder struct {
	progress func(team.Event)
	reviewID string
	started  chan struct{}
	err      error // creating the session failed

	// off records nothing: a run that keeps no session (a baseline).
	off bool

	mu      sync.Mutex
	sess    *session.Session
	heard   []recorded
	engines map[string]string

	// The live record is written at most once per every (0: at each
	// event): saved is when it was last written, later a write waiting
	// for its turn, and closed set once the final record is written.
	every  time.Duration
	saved  time.Time
	later  *time.Timer
	closed bool
}

// liveEvery spaces the writes of the live record: each write masks the
// credentials in the whole record (a scan with every gitleaks rule), and a
// review of a few files wrote it some twenty times within a tenth of a
// second, a twentieth of its CPU time. A reader (`teamreview status`) sees
// a state at most this old; the review's last write is the whole record.
const liveEvery = 100 * time.Millisecond

type recorded struct {
	e  team.Event
	at time.Time
}

// record opens the session of p's run at now: a new one, or the one
// Opts.Session names, continued (`teamreview resume`).
func (p *Plan) record(st *store.Store, now time.Time) (*recorder, error) {
	rec := &recorder{progress: p.Progress, reviewID: newReviewID(), started: make(chan struct{}), engines: map[string]string{}, every: liveEvery}
	if rec.progress == nil {
		rec.progress = func(team.Event) {}
	}
	var old *session.Session
	if p.Opts.Session != "" {
		s, err := session.Open(filepath.Join(st.Path(""), session.Dir, p.Opts.Session))
		if err != nil {
			return nil, fmt.Errorf("resuming session %s: %w", p.Opts.Session, err)
		}
		old, rec.reviewID = s, s.Meta.ReviewID
	}
	cs := p.Changeset
	model := p.Config.LLM.Provider != "" && !p.Opts.NoLLM
	tasks := sessionTasks(p, cs.Target, model, now)
	host, _ := os.Hostname()
	meta := session.Meta{
		ReviewID: rec.reviewID, Mode: string(p.Opts.Mode), Scope: string(cs.Kind), Target: cs.Target, Targets: p.Opts.Targets,
		Template: p.Template, Team: teamNames(p.Specialists), PID: os.Getpid(), Host: host, Started: now, Flags: p.Opts.Flags,
	}
	go func() {
		defer close(rec.started)
		var s *session.Session
		var err error
		if old != nil {
			s, err = old, old.Restart(meta, now, tasks...)
		} else {
			s, err = session.Create(st.Path(""), meta, tasks...)
		}
		rec.attach(s, err)
	}()
	return rec, nil
}

// unrecorded is a recorder for a run that keeps no session record: the
// events only reach the display.
func (p *Plan) unrecorded() *recorder {
	rec := &recorder{progress: p.Progress, started: make(chan struct{}), off: true}
	if rec.progress == nil {
		rec.progress = func(team.Event) {}
	}
	close(rec.started)
	return rec
}

func teamNames(specs []specialist.Specialist) []string {
	names := make([]string, 0, len(specs))
	for _, s := range specs {
		names = append(names, s.Name())
	}
	return names
}

// Event hears a stage, engine or specialist start or end: it goes on to
// the display at once, and into the record.
func (rec *recorder) Event(e team.Event) {
	rec.progress(e)
	if rec.off {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.sess == nil {
		rec.heard = append(rec.heard, recorded{e, time.Now().UTC()})
		return
	}
	// An engine's event changes no task (the engines are written at the
	// end): only the others cost a write.
	rec.apply(e, time.Now().UTC())
	if e.Kind != "engine" {
		// A stage's start or end is written at once (a reader polling for
		// the model pass sees it with all that came before); the
		// reviewers' many events wait for their turn.
		rec.saveLive(e.Kind == team.Stage)
	}
}

// saveLive writes the live record now, or when rec.every has passed since
// it was last written, or now when now is set. rec.mu is held.
func (rec *recorder) saveLive(now bool) {
	if rec.closed {
		return
	}
	if now && rec.later != nil {
		rec.later.Stop()
		rec.later = nil
	}
	if rec.later != nil {
		return // the write waiting will have this event too
	}
	if wait := rec.every - time.Since(rec.saved); wait > 0 && !now {
		var t *time.Timer
		t = time.AfterFunc(wait, func() {
			rec.mu.Lock()
			defer rec.mu.Unlock()
			if rec.later != t {
				return // stopped: a write since has this event
			}
			rec.later = nil
			if !rec.closed {
				rec.saved = time.Now()
				_ = rec.sess.SaveLive() // one that cannot be written is reported when the review finishes
			}
		})
		rec.later = t
		return
	}
	rec.saved = time.Now()
	_ = rec.sess.SaveLive()
}

// close stops the live writes: the caller writes the final record.
// rec.mu is held.
func (rec *recorder) close() {
	rec.closed = true
	if rec.later != nil {
		rec.later.Stop()
		rec.later = nil
	}
}

// stage runs fn as the stage name, announced to Event.
func (rec *recorder) stage(ctx context.Context, name string, fn func() (int, error)) {
	rec.Event(team.Event{Kind: team.Stage, Name: name, Start: true})
	start := time.Now()
	n, err := fn()
	if err == nil {
		err = ctx.Err()
	}
	rec.Event(team.Event{Kind: team.Stage, Name: name, Findings: n, Err: err, Elapsed: time.Since(start)})
}

func (rec *recorder) attach(s *session.Session, err error) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if err != nil {
		rec.err = err
		return
	}
	rec.sess = s
	for _, h := range rec.heard {
		rec.apply(h.e, h.at)
	}
	rec.heard = nil
	rec.err = s.Save()
}

// session waits for the session record and returns it.
func (rec *recorder) session() (*session.Session, error) {
	<-rec.started
	return rec.sess, rec.err
}

// apply updates the record for e, heard at at.
func (rec *recorder) apply(e team.Event, at time.Time) {
	s := rec.sess
	switch e.Kind {
	case team.Stage:
		applyStage(s, e, at)
	case "engine":
		if !e.Start {
			rec.engines[e.Name] = "done"
			if e.Err != nil {
				rec.engines[e.Name] = "failed: " + redact.Text(e.Err.Error())
			}
		}
	case "specialist":
		if t := ownedBy(s, e.Name); t != nil {
			applyTask(t, e, at, fmt.Sprintf("%d findings", e.Findings), "reviewer unavailable: ")
		}
	}
}

// applyStage records a stage starting or ending: the stage running now,
// and the tasks that belong to it.
func applyStage(s *session.Session, e team.Event, at time.Time) {
	if e.Start {
		s.Meta.Stage, s.Meta.StageStarted = e.Name, at
	} else if !interrupted(e.Err) {
		s.Meta.Stage, s.Meta.StageStarted = "", time.Time{}
	}
	var t *session.Task
	switch e.Name {
	case team.StageScan:
		t = s.Task("SCAN-001")
	case StageModel:
		t = s.Task(ModelTask)
	}
	if t != nil {
		done := ""
		if e.Name == StageModel {
			done = fmt.Sprintf("%d findings", e.Findings)
		}
		applyTask(t, e, at, done, "")
	}
}

// applyTask marks t running, done or failed. An end caused by the
// interrupt leaves it running, for Interrupt to mark.
func applyTask(t *session.Task, e team.Event, at time.Time, done, failed string) {
	switch {
	case e.Start:
		t.State, t.Started = session.Running, at
	case interrupted(e.Err):
	case e.Err != nil:
		t.State, t.Finished, t.Note = session.Failed, at, failed+redact.Text(e.Err.Error())
	default:
		t.State, t.Finished, t.Note = session.Done, at, done
	}
}

func interrupted(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

func ownedBy(s *session.Session, owner string) *session.Task {
	for i := range s.Tasks.Tasks {
		if t := &s.Tasks.Tasks[i]; t.Owner == owner && strings.HasPrefix(t.ID, "REV-") {
			return t
		}
	}
	return nil
}

// end records a review that stopped with rerr: interrupted when ctx was,
// failed otherwise.
func (rec *recorder) end(ctx context.Context, rerr error) {
	s, err := rec.session()
	if err != nil || rerr == nil {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	rec.close()
	if ctx.Err() != nil {
		_ = s.Interrupt(time.Now().UTC(), context.Cause(ctx).Error())
		return
	}
	s.Meta.Finished, s.Meta.Status, s.Meta.Error = time.Now().UTC(), "failed", redact.Text(rerr.Error())
	_ = s.Save()
}

// finish records how the team's run went and the verdict.
func (rec *recorder) finish(res *team.Result, r *verdict.Review, end time.Time) error {
	s, err := rec.session()
	if err != nil {
		return err
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	rec.close()
	finishTasks(s, res, r)
	s.Meta.Finished, s.Meta.Status, s.Meta.Verdict = end, "completed", string(r.Verdict)
	s.Meta.Stage, s.Meta.StageStarted = "", time.Time{}
	if err := s.WriteStage("scan", "engines.json", rec.engines); err != nil {
		return err
	}
	if err := s.WriteStage("review", "reviewers.json", r.Reviewers); err != nil {
		return err
	}
	if err := s.WriteMessages(redactMessages(res.Messages)); err != nil {
		return err
	}
	return s.Save()
}

// finishTasks settles the tasks from the team's result: the scan's
// failed engines, the reviewers that never started (their engine failed),
// and one FIX task per open finding to fix.
func finishTasks(s *session.Session, res *team.Result, r *verdict.Review) {
	for i, rv := range res.Reviewers {
		if t := s.Task(fmt.Sprintf("REV-%03d", i+1)); t != nil {
			t.Started, t.Finished = rv.Start, rv.End
			t.State, t.Note = session.Done, fmt.Sprintf("%d findings", rv.Findings)
			if rv.Err != nil {
				t.State, t.Note = session.Failed, "reviewer unavailable: "+redact.Text(rv.Err.Error())
			}
		}
	}
	var failed []string
	for name, err := range res.EngineErrs {
		failed = append(failed, name+": "+err.Error())
	}
	if scan := s.Task("SCAN-001"); scan != nil && len(failed) > 0 {
		slices.Sort(failed)
		scan.State, scan.Note = session.Failed, redact.Text(strings.Join(failed, "; "))
	}
	i := slices.IndexFunc(s.Tasks.Tasks, func(t session.Task) bool { return t.ID == "FIX-001" })
	if i < 0 {
		return
	}
	fix := s.Tasks.Tasks[i]
	switch r.Verdict {
	case verdict.Pass:
		fix.State, fix.Note = session.NotNeeded, "nothing blocks"
	case verdict.Abort:
		fix.State, fix.Note = session.Skipped, "ABORT: a person must act (see .code-review/abort-reason.md)"
	default:
		s.Tasks.Tasks = append(s.Tasks.Tasks[:i], fixTasks(fix, r.Findings)...)
		return
	}
	s.Tasks.Tasks[i] = fix
}

// fixTasks turns the FIX task template into one task per open finding,
// each titled by its target (file:line) and what is wrong, up to
// maxFixTasks; the rest share one task. All wait at the review→fix
// checkpoint.
func fixTasks(tmpl session.Task, fs []finding.Finding) []session.Task {
	var open []finding.Finding
	for _, f := range fs {
		if f.Status == finding.Open || f.Status == finding.Reopened {
			open = append(open, f)
		}
	}
	note := "paused at the review→fix checkpoint: `teamreview resume` applies the fixes teamreview has; or fix by hand, mark fixed, run verify"
	var out []session.Task
	for i, f := range open {
		t := tmpl
		t.ID, t.Note = fmt.Sprintf("FIX-%03d", i+1), ""
		if i == maxFixTasks {
			t.Title = fmt.Sprintf("Fix the %d other open findings", len(open)-maxFixTasks)
			out = append(out, t)
			break
		}
		t.Title, t.Ref = "Fix "+FixTarget(&f), f.ID
		out = append(out, t)
	}
	if len(out) == 0 {
		out = append(out, tmpl)
	}
	out[0].Note = note
	return out
}

// FixTarget names what fixing f means: where (file:line), and what is
// wrong there, in a line.
func FixTarget(f *finding.Finding) string {
	title := redact.Text(f.Title)
	if r := []rune(title); len(r) > 72 {
		title = string(r[:71]) + "…"
	}
	if f.File == "" || f.File == "." {
		return title
	}
	where := f.File
	if !f.Lines.IsZero() {
		where += ":" + f.Lines.String()
	}
	return where + ": " + title
}

// redactMessages masks credentials in what the team said: a tip quotes
// code, a failure quotes an engine's or a model's words.
func redactMessages(ms []bus.Message) []bus.Message {
	out := slices.Clone(ms)
	for i := range out {
		out[i].Summary = redact.Text(out[i].Summary)
	}
	return out
}

// markOrphans finds sessions still marked running: with the lock held by
// this process, their review died (seed 004's orphans). They are marked
// interrupted and returned, for a note. The temporary files a killed run
// left in .code-review/ and in the report directory go too.
func markOrphans(st *store.Store) []string {
	atomicfile.Sweep(st.Path(""))
	atomicfile.Sweep(filepath.Join(st.Root, filepath.FromSlash(ReportDir)))
	entries, err := os.ReadDir(filepath.Join(st.Path(""), session.Dir))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		s, err := session.Open(filepath.Join(st.Path(""), session.Dir, e.Name()))
		if err != nil || s.Meta.Status != session.Running {
			continue
		}
		if s.Interrupt(s.Meta.Finished, s.Meta.Error) == nil {
			out = append(out, fmt.Sprintf("session %s (pid %d on %s, started %s) was interrupted; marked as such",
				s.Meta.ID, s.Meta.PID, s.Meta.Host, s.Meta.Started.Format(time.RFC3339)))
		}
	}
	return out
}
