package review

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// startSession opens the session record of a review: the pipeline SCAN-001
// → one REV task per reviewer → FIX-001, all waiting but the scan.
func startSession(st *store.Store, r *verdict.Review, p *Plan, now time.Time) (*session.Session, error) {
	names := make([]string, 0, len(p.Specialists))
	engines := map[string]bool{}
	for _, s := range p.Specialists {
		names = append(names, s.Name())
		for _, e := range s.Engines() {
			engines[e] = true
		}
	}
	var engineNames []string
	for e := range engines {
		engineNames = append(engineNames, e)
	}
	tasks := []session.Task{{ID: "SCAN-001", Title: "Run the engines: " + strings.Join(sorted(engineNames), ", "), Owner: "team", State: session.Running, Started: now}}
	var revs []string
	for i, sp := range p.Specialists {
		id := fmt.Sprintf("REV-%03d", i+1)
		revs = append(revs, id)
		tasks = append(tasks, session.Task{ID: id, Title: reviewTitle(sp), Owner: sp.Name(), Deps: []string{"SCAN-001"}, State: session.Waiting})
	}
	tasks = append(tasks, session.Task{ID: "FIX-001", Title: "Fix the open findings (after confirmation)", Owner: "fixer", Deps: revs, State: session.Waiting})
	host, _ := os.Hostname()
	return session.Create(st.Path(""), session.Meta{
		ReviewID: r.ReviewID, Mode: string(r.Mode), Scope: r.Scope, Target: r.Target, Targets: p.Opts.Targets, Template: p.Template,
		Team: names, PID: os.Getpid(), Host: host, Started: now,
	}, tasks...)
}

func reviewTitle(s specialist.Specialist) string {
	return strings.ToUpper(s.Name()[:1]) + s.Name()[1:] + " review"
}

func sorted(xs []string) []string {
	out := append([]string(nil), xs...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// finishSession records how the team's run went and the verdict.
func finishSession(s *session.Session, res *team.Result, r *verdict.Review, end time.Time) error {
	scan := s.Task("SCAN-001")
	scan.State, scan.Finished = session.Done, res.ScanEnd
	if !res.ScanStart.IsZero() {
		scan.Started = res.ScanStart
	}
	var failed []string
	for name, err := range res.EngineErrs {
		failed = append(failed, name+": "+err.Error())
	}
	if len(failed) > 0 {
		scan.State, scan.Note = session.Failed, redact.Text(strings.Join(sorted(failed), "; "))
	}
	engines := map[string]string{}
	for _, e := range res.Engines {
		engines[e] = "done"
		if err := res.EngineErrs[e]; err != nil {
			engines[e] = "failed: " + redact.Text(err.Error())
		}
	}
	for i, rv := range res.Reviewers {
		t := s.Task(fmt.Sprintf("REV-%03d", i+1))
		if t == nil {
			continue
		}
		t.Started, t.Finished = rv.Start, rv.End
		t.State, t.Note = session.Done, fmt.Sprintf("%d findings", rv.Findings)
		if rv.Err != nil {
			t.State, t.Note = session.Failed, "reviewer unavailable: "+redact.Text(rv.Err.Error())
		}
	}
	fix := s.Task("FIX-001")
	switch r.Verdict {
	case verdict.Pass:
		fix.State, fix.Note = session.NotNeeded, "nothing blocks"
	case verdict.Abort:
		fix.State, fix.Note = session.Skipped, "ABORT: a person must act (see .code-review/abort-reason.md)"
	default:
		fix.Note = "paused at the review→fix checkpoint: `teamreview resume` applies the fixes teamreview has; or fix by hand, mark fixed, run verify"
	}
	s.Meta.Finished, s.Meta.Status, s.Meta.Verdict = end, "completed", string(r.Verdict)
	if err := s.WriteStage("scan", "engines.json", engines); err != nil {
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

// redactMessages masks credentials in what the team said: a tip quotes
// code, a failure quotes an engine's or a model's words.
func redactMessages(ms []bus.Message) []bus.Message {
	out := slices.Clone(ms)
	for i := range out {
		out[i].Summary = redact.Text(out[i].Summary)
	}
	return out
}

// failSession records a review that stopped with an error.
func failSession(s *session.Session, err error, end time.Time) {
	s.Meta.Finished, s.Meta.Status, s.Meta.Error = end, "failed", redact.Text(err.Error())
	_ = s.Save()
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
