package review

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/engine/treesitter"
	"github.com/teamreview/teamreview/internal/engine/treesitter/yamlrules"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/version"
)

// ReportDir is where full reviews leave their permanent markdown report.
const ReportDir = "docs/code-reviews"

// LockWait is how long a review waits for another to finish before failing.
var LockWait = 2 * time.Second

// MinSpecialistTimeout is the floor of Options.SpecialistTimeout: below it
// no engine finishes even on a one-line change, so a shorter limit is a
// mistake in the command, not a review to run.
const MinSpecialistTimeout = time.Second

// Options say what to review and how.
type Options struct {
	Dir        string
	Targets    []string
	Branch     bool
	Base       string       // the branch --branch compares with ("" = the default branch)
	Mode       verdict.Mode // Full or Quick
	Template   string       // "" = the configured default (quick mode: "quick")
	Filter     string       // "" = code_review.filter
	Dimensions []string     // when set, exactly these specialists review
	// NoLLM turns the model pass off even when a provider is configured.
	NoLLM bool
	// SpecialistTimeout overrides lifecycle.stuck_task_timeout_minutes.
	SpecialistTimeout time.Duration
	ConfigPath        string
	Now               func() time.Time
	// Force archives a previous verdict that was edited by hand (as
	// review-<id>.edited.json) instead of refusing to replace it.
	Force bool
}

// Plan is a resolved review, ready to run.
type Plan struct {
	Opts        Options
	Config      config.Config
	Changeset   *scope.Changeset
	Template    string
	Specialists []specialist.Specialist
	// ModelOff names specialists that review with their deterministic
	// checks only: no model persona is asked on their behalf.
	ModelOff []string
	// Progress, when set, hears each engine and specialist start and end.
	Progress func(team.Event)
	// NoAnalyzer lists the files in languages no engine analyzes (Rust,
	// Swift, …): in the verdict's coverage, never counted as reviewed.
	NoAnalyzer []verdict.NotAnalyzed

	coverage *verdict.Coverage
}

// Prepare resolves the target and configuration. It returns
// scope.ErrNoChanges when there is nothing to review.
func Prepare(ctx context.Context, opts Options) (*Plan, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if t := opts.SpecialistTimeout; t != 0 && t < MinSpecialistTimeout {
		return nil, fmt.Errorf("--specialist-timeout %s is below the floor of %s: no engine finishes that fast, so nothing would be reviewed", t, MinSpecialistTimeout)
	}
	cs, err := scope.Resolve(ctx, scope.Request{
		Dir: opts.Dir, Targets: opts.Targets, Branch: opts.Branch, DefaultBranch: opts.Base, Uncommitted: opts.Mode == verdict.Quick,
	})
	if err != nil {
		return nil, err
	}
	dropOwnOutput(cs)
	if cs.IsDiff && len(cs.Files) == 0 {
		return nil, scope.ErrNoChanges
	}
	if slices.ContainsFunc(cs.Files, func(f scope.File) bool { return strings.HasSuffix(f.Path, ".go") }) {
		cache.WarmGoEnv(ctx, cs.Root)
	}
	cfg, err := config.Load(cs.Root, opts.ConfigPath)
	if err != nil {
		return nil, err
	}
	if err := CheckConfig(cs.Root, &cfg); err != nil {
		return nil, err
	}
	if opts.Filter != "" {
		cfg.CodeReview.Filter = opts.Filter
	}
	if opts.SpecialistTimeout > 0 {
		cfg.Lifecycle.StuckTaskTimeoutMinutes = opts.SpecialistTimeout.Minutes()
	}
	for i := range cs.Files {
		f := &cs.Files[i]
		if f.Skipped == "" && cfg.Ignored(f.Path) {
			f.Skipped = "ignored by configuration"
		}
	}
	tmpl := opts.Template
	switch {
	case tmpl != "":
	case opts.Mode == verdict.Quick:
		tmpl = "quick"
	default:
		tmpl = cfg.Teams.DefaultReviewTemplate
	}
	var specs []specialist.Specialist
	var modelOff []string
	if len(opts.Dimensions) > 0 {
		specs, err = team.Dimensions(opts.Dimensions)
		tmpl = ""
	} else {
		specs, err = team.Select(&cfg, tmpl)
		// Seed 004's auto-inclusion: performance always, its deterministic
		// checks cost nothing (its model persona only when configured),
		// design when the change has frontend files.
		if err == nil && tmpl == "review" {
			extra := []string{"performance"}
			if !cfg.Review.IncludePerformance && !slices.ContainsFunc(specs, func(s specialist.Specialist) bool { return s.Name() == "performance" }) {
				modelOff = append(modelOff, "performance")
			}
			if cs.HasFrontend() {
				extra = append(extra, "design")
			}
			for _, name := range extra {
				if !slices.ContainsFunc(specs, func(s specialist.Specialist) bool { return s.Name() == name }) {
					more, _ := team.Dimensions([]string{name})
					specs = append(specs, more...)
				}
			}
		}
	}
	if err != nil {
		return nil, err
	}
	// The secrets scan always runs: --dimensions and templates choose the
	// other reviewers, never whether a leaked credential is seen. Its model
	// persona joins only when asked for.
	if !slices.ContainsFunc(specs, func(s specialist.Specialist) bool { return s.Name() == "secrets" }) {
		more, _ := team.Dimensions([]string{"secrets"})
		specs = append(specs, more...)
		modelOff = append(modelOff, "secrets")
	}
	return &Plan{Opts: opts, Config: cfg, Changeset: cs, Template: tmpl, Specialists: specs, ModelOff: modelOff,
		NoAnalyzer: noAnalyzer(cs, &cfg)}, nil
}

// Outcome is what a review wrote.
type Outcome struct {
	Review *verdict.Review
	Input  *report.Input
	// Archived is the previous verdict's archive path, if one was made.
	Archived       string
	GitignoreAdded bool
	StaleLock      *store.Holder
	// Notes are what the team had to say (engine notes, withheld fixes),
	// beyond the scope's notes printed before the run.
	Notes []string
	// Session is the id of the session record.
	Session string
}

// Execute runs the team and writes the verdict, the report and the rest.
func (p *Plan) Execute(ctx context.Context) (_ *Outcome, rerr error) {
	cs := p.Changeset
	st := &store.Store{Root: cs.Root}
	lock, err := st.Lock(ctx, "review", LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	out := &Outcome{StaleLock: lock.Stale}
	if p.Opts.Mode == verdict.Full {
		if err := store.CheckDir(cs.Root, ReportDir, false); err != nil {
			return nil, err
		}
	}

	// A malformed verdict is never overwritten: the user or agent decides.
	prev, prevRaw, err := st.Latest()
	if err != nil && !errors.Is(err, store.ErrNoVerdict) {
		return nil, fmt.Errorf("%w; move it aside or delete it to start a fresh review", err)
	}
	// Nor is one edited by hand archived as if the tool had written it.
	edited, err := checkEdited(st, prev, prevRaw, p.Opts.Force)
	if err != nil {
		return nil, err
	}

	now := p.Opts.Now().UTC()
	reviewID := newReviewID()
	orphans := markOrphans(st)
	// The session record is written (and redacted, which the first time
	// builds the secrets scanner) while the team runs, not before it.
	started := make(chan struct{})
	var sess *session.Session
	var sessErr error
	go func() {
		defer close(started)
		sess, sessErr = startSession(st, &verdict.Review{ReviewID: reviewID, Mode: p.Opts.Mode, Scope: string(cs.Kind), Target: cs.Target}, p, now)
	}()
	defer func() {
		if <-started; sessErr != nil {
			return
		}
		switch {
		case rerr != nil && ctx.Err() != nil:
			_ = sess.Interrupt(time.Now().UTC(), context.Cause(ctx).Error())
		case rerr != nil:
			failSession(sess, rerr, time.Now().UTC())
		}
	}()

	known, err := KnownFindings(st)
	if err != nil {
		return nil, err
	}
	res, state, err := p.collect(ctx, known)
	if err != nil {
		return nil, err
	}
	res.Notes = append(orphans, res.Notes...)

	r := &verdict.Review{
		ReviewID:   reviewID,
		Timestamp:  now.Format(time.RFC3339),
		Scope:      string(cs.Kind),
		Target:     cs.Target,
		Mode:       p.Opts.Mode,
		Findings:   state.Findings,
		Head:       cs.Head,
		Hidden:     len(state.Hidden),
		Suppressed: state.Suppressed,
		Tool:       version.String(),
		Coverage:   withUnanalyzed(p.coverage, append(res.Unanalyzed, scopeGaps(cs)...)),
	}
	if len(p.NoAnalyzer) > 0 {
		if r.Coverage == nil {
			r.Coverage = &verdict.Coverage{}
		}
		r.Coverage.NotAnalyzed = append(r.Coverage.NotAnalyzed, p.NoAnalyzer...)
		slices.SortStableFunc(r.Coverage.NotAnalyzed, func(a, b verdict.NotAnalyzed) int { return strings.Compare(a.File, b.File) })
	}
	// Code no engine analyzes was not reviewed, whoever was given it.
	unread := 0
	for _, n := range p.NoAnalyzer {
		if f := cs.File(n.File); f != nil && f.Reviewable() {
			unread++
		}
	}
	for _, rv := range res.Reviewers {
		v := verdict.Reviewer{Name: rv.Name, Status: "completed", Files: rv.Files}
		if rv.Name != "secrets" {
			v.Files = max(0, v.Files-unread)
		}
		if rv.Err != nil {
			v.Status, v.Error = "unavailable", rv.Err.Error()
		}
		r.Reviewers = append(r.Reviewers, v)
	}
	r.Coverage = verdict.WithGaps(r.Coverage, r.Reviewers, engineErrors(res.EngineErrs), streamedCode(cs, &p.Config, p.Specialists)...)
	r.Recompute()
	r.WithGapFinding()
	if err := noReviewer(r.Reviewers); err != nil {
		return nil, err
	}
	m := cs.Metrics()
	notes := append(slices.Clip(cs.Notes), res.Notes...)
	if s := p.NoAnalyzerSummary(); s != "" {
		notes = append([]string{"not analyzed: " + s}, notes...)
	}
	in := &report.Input{Review: r, Metrics: &m, Template: p.Template, Date: now, Notes: notes, Contents: contents(cs),
		Redact: llm.RedactFile, Changes: report.ChangesOf(cs), RuleTags: team.RuleTags()}
	out.Review, out.Input, out.Notes = r, in, res.Notes
	if p.Opts.Mode == verdict.Full {
		r.ReportPath = fmt.Sprintf("%s/%s-%s-%s.md", ReportDir, now.Format("2006-01-02"), cs.Kind, r.ReviewID)
	}
	// Check the verdict against the contract before anything is written, so
	// a verdict that cannot be written leaves no archive or report behind.
	if _, err := store.Encode(r); err != nil {
		return nil, err
	}

	// Interrupted (the model pass and consolidation go on after the team
	// has stopped): nothing is written, the previous verdict stays as it was.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if <-started; sessErr != nil {
		return nil, sessErr
	}
	out.Session = sess.Meta.ID
	// Whatever replaces a full verdict archives it first, a quick check too:
	// only quick verdicts themselves are ephemeral.
	if edited {
		out.Archived, err = archiveEdited(st, prev, prevRaw)
	} else {
		out.Archived, err = st.Archive(prev, prevRaw)
	}
	if err != nil {
		return nil, err
	}
	if r.ReportPath != "" {
		var md bytes.Buffer
		if err := report.Writers["markdown"].Write(&md, in); err != nil {
			return nil, err
		}
		if err := atomicfile.Write(filepath.Join(cs.Root, filepath.FromSlash(r.ReportPath)), md.Bytes(), 0o644); err != nil {
			return nil, err
		}
	}
	if err := st.WriteLatest(r); err != nil {
		return nil, err
	}
	if err := st.WriteLines(Snapshot(r, cs)); err != nil {
		return nil, err
	}
	// The verdict is written: what follows is record keeping, and a
	// failure there is a note, not a failed review.
	if err := finishSession(sess, res, r, time.Now().UTC()); err != nil {
		out.Notes = append(out.Notes, "the session record was not completed: "+err.Error())
	}
	if n, err := session.Prune(st.Path(""), p.Config.Lifecycle.KeepSessions, sess.Meta.ID); err != nil {
		out.Notes = append(out.Notes, "old sessions were not pruned (lifecycle.keep_sessions): "+err.Error())
	} else if n > 0 {
		out.Notes = append(out.Notes, fmt.Sprintf("removed %d old session(s) beyond lifecycle.keep_sessions (%d)", n, p.Config.Lifecycle.KeepSessions))
	}
	if err := updateWisdom(st, &p.Config, r.ReviewID, now.Format("2006-01-02"), r.Findings, state.Hidden); err != nil {
		out.Notes = append(out.Notes, "the wisdom files were not updated: "+err.Error())
	}
	if err := WriteAbortState(st, in); err != nil {
		return nil, err
	}
	if cs.InRepo {
		if out.GitignoreAdded, err = st.EnsureGitignore(); err != nil {
			return nil, fmt.Errorf("adding %s/ to .gitignore: %w", store.Dir, err)
		}
	}
	return out, nil
}

// contents maps the reviewed files to their content, for writers that turn
// byte offsets into lines (rdjson's suggestions).
func contents(cs *scope.Changeset) map[string][]byte {
	m := make(map[string][]byte, len(cs.Files))
	for _, f := range cs.Files {
		if f.Content != nil {
			m[f.Path] = f.Content
		}
	}
	return m
}

// KnownFindings maps the findings already decided on — wont_fix decisions
// remembered in .code-review/wisdom/ and the project's baseline file — to
// the reason a review reports when it suppresses them.
func KnownFindings(st *store.Store) (map[string]string, error) {
	ds, err := st.Decisions()
	if err != nil {
		return nil, err
	}
	m := make(map[string]string, len(ds))
	b, err := ReadBaseline(st.Root)
	if err != nil {
		return nil, err
	}
	for _, e := range b.Findings {
		m[e.key()] = fmt.Sprintf("known: in %s (created %s)", BaselineFile, b.Created)
	}
	for _, d := range ds {
		m[d.Key()] = "declined before (wont_fix): " + d.Reason
	}
	return m, nil
}

// NoReviewerError means every specialist failed: there is no review to
// gate on, and passing would be a lie.
type NoReviewerError struct{ Reviewers []verdict.Reviewer }

func (e *NoReviewerError) Error() string {
	var parts []string
	for _, r := range e.Reviewers {
		parts = append(parts, r.Name+": "+r.Error)
	}
	return "no reviewer completed, so there is no verdict (" + strings.Join(parts, "; ") + ")"
}

func noReviewer(rs []verdict.Reviewer) error {
	for _, r := range rs {
		if r.Status == "completed" {
			return nil
		}
	}
	if len(rs) == 0 {
		return errors.New("no reviewer in the template is available in this version")
	}
	return &NoReviewerError{Reviewers: rs}
}

// collect runs the team and consolidates its findings; known maps the keys
// of findings already decided (wont_fix, baseline) to the reason.
func (p *Plan) collect(ctx context.Context, known map[string]string) (*team.Result, *consolidate.State, error) {
	cs := p.Changeset
	res := team.RunWith(ctx, cs, &p.Config, p.Specialists, nil, p.Progress)
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	if p.Config.LLM.Provider != "" && !p.Opts.NoLLM {
		provider, err := llm.New(p.Config.LLM)
		if err != nil {
			res.Notes = append(res.Notes, err.Error()+"; the deterministic review stands")
		} else {
			fs, notes, cov := llmPass(ctx, p, provider, res)
			res.Findings = append(res.Findings, fs...)
			res.Notes = append(res.Notes, notes...)
			p.coverage = cov
		}
	}
	filter, err := consolidate.ParseFilter(p.Config.CodeReview.Filter)
	if err != nil {
		return nil, nil, err
	}
	res.Findings = append(res.Findings, unknownIgnores(cs, p.ruleIDs())...)
	state := &consolidate.State{Changeset: cs, Filter: filter, Context: p.Config.CodeReview.DiffContext, Findings: res.Findings,
		HasSecret: secretsengine.Guard(), Decisions: known, Rules: &p.Config, MaxSame: p.Config.CodeReview.MaxSameIssues}
	if p.Config.CodeReview.TestCode != "all" {
		state.NonShipping = func(file string) string {
			var content []byte
			if f := cs.File(file); f != nil {
				content = f.Content
			}
			return specialist.Kind(file, content)
		}
	}
	consolidate.Run(state, consolidate.Default)
	// A configuration edit in the change that silences the review is a
	// finding of its own, past the rules and suppressions it could waive;
	// a person's wont_fix of it is remembered as any other.
	for rule, n := range res.Waived {
		if state.Waived == nil {
			state.Waived = map[string]int{}
		}
		state.Waived[rule] += n
	}
	if ws := configWaivers(cs, state.Waived); len(ws) > 0 {
		extra := &consolidate.State{Findings: ws, Decisions: known}
		consolidate.Run(extra, []consolidate.Processor{consolidate.Remembered{}})
		state.Findings = append(state.Findings, extra.Findings...)
		state.Suppressed = append(state.Suppressed, extra.Suppressed...)
		consolidate.Run(state, []consolidate.Processor{consolidate.Sort{}, consolidate.AssignIDs{}})
	}
	quieted, capped := consolidate.Quiet(state)
	if quieted > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d findings in tests, examples and generated code not listed: only secrets, security and correctness report there (code_review.test_code: all lists them)", quieted))
	}
	if capped > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d more findings of a rule already listed %d times in the same file not listed (code_review.max_same_issues)", capped, state.MaxSame))
	}
	if state.Withheld > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d suggested fixes withheld: their new code contains a credential", state.Withheld))
	}
	if state.LowConfidence > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d findings below confidence 0.5 left out", state.LowConfidence))
	}
	return res, state, nil
}

// WriteAbortState writes abort-reason.md for an ABORT verdict and removes a
// stale one otherwise.
func WriteAbortState(st *store.Store, in *report.Input) error {
	if in.Review.Verdict == verdict.Abort {
		return st.WriteAbortReason(report.AbortReason(in))
	}
	return st.ClearAbortReason()
}

// Snapshot records per-line hashes of the files that have findings, for
// verify to find the lines a fix changed.
func Snapshot(r *verdict.Review, cs *scope.Changeset) *store.Lines {
	l := &store.Lines{ReviewID: r.ReviewID, Files: map[string][]string{}, FixSums: map[string]map[string]string{}}
	for _, f := range r.Findings {
		AddFixSums(l, &f, cs)
		if _, done := l.Files[f.File]; done {
			continue
		}
		if file := cs.File(f.File); file != nil && file.Content != nil {
			l.Files[f.File] = FileLineHashes(f.File, file.Content)
		}
	}
	return l
}

// AddFixSums records the content f's suggested fixes were made against.
func AddFixSums(l *store.Lines, f *finding.Finding, cs *scope.Changeset) {
	sums := map[string]string{}
	for _, fix := range f.Fixes {
		for _, e := range fix.Edits {
			if file := cs.File(e.File); file != nil && file.Content != nil {
				sums[e.File] = store.ContentSum(file.Content)
			}
		}
	}
	if len(sums) > 0 {
		if l.FixSums == nil {
			l.FixSums = map[string]map[string]string{}
		}
		l.FixSums[f.ID] = sums
	}
}

func newReviewID() string {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// withUnanalyzed adds the files the engines did not analyze to the
// coverage, in path order.
func withUnanalyzed(cov *verdict.Coverage, un []engine.Unanalyzed) *verdict.Coverage {
	if len(un) == 0 {
		return cov
	}
	if cov == nil {
		cov = &verdict.Coverage{}
	}
	for _, u := range un {
		cov.NotAnalyzed = append(cov.NotAnalyzed, verdict.NotAnalyzed{File: u.File, Language: u.Language, Reason: u.Reason, Partial: u.Partial})
	}
	slices.SortStableFunc(cov.NotAnalyzed, func(a, b verdict.NotAnalyzed) int { return strings.Compare(a.File, b.File) })
	return cov
}

// CheckConfig refuses a configuration that names a rule nothing reports
// (closest ids suggested), a project rule that does not load, or an
// unknown language in coverage.accept_unanalyzed: review and verify check
// it alike before anything runs.
func CheckConfig(root string, cfg *config.Config) error {
	// The project's own rules are checked before anything runs: a rule that
	// does not compile would otherwise take the treesitter engine down and
	// leave every language but Go unreviewed.
	var userRules []string
	if dirs := cfg.Rulepack.RuleDirs; len(dirs) > 0 {
		a, err := yamlrules.Load(root, dirs)
		if msg, ok := strings.CutPrefix(fmt.Sprint(err), "rulepack.rule_dirs: "); ok && len(cfg.Files) > 0 {
			// A directory problem is the configuration's: name its file.
			return &config.Error{File: cfg.Files[len(cfg.Files)-1], Key: "rulepack.rule_dirs", Msg: msg}
		}
		if err != nil {
			return err
		}
		if a != nil {
			for _, r := range a.Rules {
				userRules = append(userRules, r.ID)
			}
		}
		if err := treesitter.CheckModels(root, dirs); err != nil {
			return err
		}
	}
	if err := team.CheckRules(cfg, userRules...); err != nil {
		return err
	}
	if err := CheckAccepted(cfg); err != nil {
		return err
	}
	return nil
}
