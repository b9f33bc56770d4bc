package review

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/consolidate"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/engine/iac"
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
	// Session, when set, is the id of an interrupted session this review
	// continues (`teamreview resume`): same id, same review id.
	Session string
	// Flags are the command-line settings to record in the session.
	Flags *session.Flags
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
	// outside says what a configuration outside the repository did to
	// this review (outsideNotes), for the verdict's coverage.
	outside []string
	// previous are the findings of the verdict this review replaces, so
	// that a finding found again keeps its id.
	prevFindings []finding.Finding
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
	cs, err := resolveScope(ctx, opts)
	if err != nil {
		return nil, err
	}
	cfg, err := loadConfig(cs, opts)
	if err != nil {
		return nil, err
	}
	p := &Plan{Opts: opts, Config: cfg, Changeset: cs, NoAnalyzer: noAnalyzer(cs, &cfg)}
	if err := p.chooseTeam(); err != nil {
		return nil, err
	}
	return p, nil
}

func resolveScope(ctx context.Context, opts Options) (*scope.Changeset, error) {
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
	return cs, nil
}

// loadConfig loads and checks the configuration, applies the command
// line's settings, and marks the files it ignores.
func loadConfig(cs *scope.Changeset, opts Options) (config.Config, error) {
	cfg, err := config.Load(cs.Root, opts.ConfigPath)
	if err != nil {
		return cfg, err
	}
	if err := CheckConfig(cs.Root, &cfg); err != nil {
		return cfg, err
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
	outsideIgnoreGaps(cs, &cfg)
	return cfg, nil
}

// chooseTeam picks the template and its specialists.
func (p *Plan) chooseTeam() error {
	opts := p.Opts
	switch {
	case opts.Template != "":
		p.Template = opts.Template
	case opts.Mode == verdict.Quick:
		p.Template = "quick"
	default:
		p.Template = p.Config.Teams.DefaultReviewTemplate
	}
	var err error
	if len(opts.Dimensions) > 0 {
		p.Specialists, err = team.Dimensions(opts.Dimensions)
		p.Template = ""
	} else {
		p.Specialists, err = team.Select(&p.Config, p.Template)
		if err == nil && p.Template == "review" {
			p.autoInclude()
		}
	}
	if err != nil {
		return err
	}
	// The secrets scan always runs: --dimensions and templates choose the
	// other reviewers, never whether a leaked credential is seen. Its model
	// persona joins only when asked for.
	if !p.has("secrets") {
		more, _ := team.Dimensions([]string{"secrets"})
		p.Specialists = append(p.Specialists, more...)
		p.ModelOff = append(p.ModelOff, "secrets")
	}
	return nil
}

// autoInclude is seed 004's auto-inclusion: performance always, its
// deterministic checks cost nothing (its model persona only when
// configured), design when the change has frontend files.
func (p *Plan) autoInclude() {
	extra := []string{"performance"}
	if !p.Config.Review.IncludePerformance && !p.has("performance") {
		p.ModelOff = append(p.ModelOff, "performance")
	}
	if p.Changeset.HasFrontend() {
		extra = append(extra, "design")
	}
	for _, name := range extra {
		if !p.has(name) {
			more, _ := team.Dimensions([]string{name})
			p.Specialists = append(p.Specialists, more...)
		}
	}
}

func (p *Plan) has(name string) bool {
	return slices.ContainsFunc(p.Specialists, func(s specialist.Specialist) bool { return s.Name() == name })
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

// Execute runs the stages — the team's (scan → route → review → tips),
// the model pass, consolidation — then writes the verdict, the report and
// the rest. The session record follows the stages as they run.
func (p *Plan) Execute(ctx context.Context) (_ *Outcome, rerr error) {
	st := &store.Store{Root: p.Changeset.Root}
	lock, err := st.Lock(ctx, "review", LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	prev, err := p.previous(st)
	if err != nil {
		return nil, err
	}
	if prev.r != nil {
		p.prevFindings = prev.r.Findings
	}
	now := p.Opts.Now().UTC()
	orphans := markOrphans(st)
	rec, err := p.record(st, now)
	if err != nil {
		return nil, err
	}
	defer func() { rec.end(ctx, rerr) }()
	known, err := KnownFindings(st)
	if err != nil {
		return nil, err
	}
	res, state, err := p.collect(ctx, known, rec)
	if err != nil {
		return nil, err
	}
	res.Notes = append(orphans, res.Notes...)
	r, err := p.verdictOf(rec.reviewID, now, res, state)
	if err != nil {
		return nil, err
	}
	in := p.reportInput(r, res.Notes, now)
	out := &Outcome{StaleLock: lock.Stale, Review: r, Input: in, Notes: res.Notes}
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
	sess, err := rec.session()
	if err != nil {
		return nil, err
	}
	out.Session = sess.Meta.ID
	if err := p.write(st, prev, in, out); err != nil {
		return nil, err
	}
	p.keepRecords(st, rec, res, state, out, now)
	return out, p.finishStore(st, in, out)
}

// previousVerdict is the verdict a review replaces.
type previousVerdict struct {
	r      *verdict.Review
	raw    []byte
	edited bool
}

// previous reads the verdict this review replaces. A malformed verdict is
// never overwritten: the user or agent decides; nor is one edited by hand
// archived as if the tool had written it.
func (p *Plan) previous(st *store.Store) (*previousVerdict, error) {
	if p.Opts.Mode == verdict.Full {
		if err := store.CheckDir(st.Root, ReportDir, false); err != nil {
			return nil, err
		}
	}
	prev, raw, err := st.Latest()
	if err != nil && !errors.Is(err, store.ErrNoVerdict) {
		return nil, fmt.Errorf("%w; move it aside or delete it to start a fresh review", err)
	}
	edited, err := checkEdited(st, prev, raw, p.Opts.Force)
	if err != nil {
		return nil, err
	}
	return &previousVerdict{prev, raw, edited}, nil
}

// verdictOf builds the verdict of the consolidated findings.
func (p *Plan) verdictOf(reviewID string, now time.Time, res *team.Result, state *consolidate.State) (*verdict.Review, error) {
	cs := p.Changeset
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
	r.Reviewers = p.reviewersOf(res)
	r.Coverage = verdict.WithGaps(r.Coverage, r.Reviewers, engineErrors(res.EngineErrs), streamedCode(cs, &p.Config, p.Specialists)...)
	if len(p.outside) > 0 {
		r.Coverage = cmp.Or(r.Coverage, &verdict.Coverage{})
		r.Coverage.OutsideConfig = p.outside
	}
	r.Recompute()
	r.WithGapFinding()
	if err := noReviewer(r.Reviewers); err != nil {
		return nil, err
	}
	if p.Opts.Mode == verdict.Full {
		r.ReportPath = fmt.Sprintf("%s/%s-%s-%s.md", ReportDir, now.Format("2006-01-02"), cs.Kind, r.ReviewID)
	}
	return r, nil
}

// reviewersOf says how each reviewer went. Code no engine analyzes was
// not reviewed, whoever was given it.
func (p *Plan) reviewersOf(res *team.Result) []verdict.Reviewer {
	unread := 0
	for _, n := range p.NoAnalyzer {
		if f := p.Changeset.File(n.File); f != nil && f.Reviewable() {
			unread++
		}
	}
	var out []verdict.Reviewer
	for _, rv := range res.Reviewers {
		v := verdict.Reviewer{Name: rv.Name, Status: "completed", Files: rv.Files}
		if rv.Name != "secrets" {
			v.Files = max(0, v.Files-unread)
		}
		if rv.Err != nil {
			v.Status, v.Error = "unavailable", rv.Err.Error()
		}
		out = append(out, v)
	}
	return out
}

func (p *Plan) reportInput(r *verdict.Review, teamNotes []string, now time.Time) *report.Input {
	cs := p.Changeset
	m := cs.Metrics()
	notes := append(slices.Clip(cs.Notes), teamNotes...)
	if s := p.NoAnalyzerSummary(); s != "" {
		notes = append([]string{"not analyzed: " + s}, notes...)
	}
	return &report.Input{Review: r, Metrics: &m, Template: p.Template, Date: now, Notes: notes, Contents: contents(cs),
		Redact: llm.RedactFile, Changes: report.ChangesOf(cs), RuleTags: team.RuleTags()}
}

// write archives the previous verdict and writes the report, the new
// verdict and its line snapshot. Whatever replaces a full verdict archives
// it first, a quick check too: only quick verdicts themselves are
// ephemeral.
func (p *Plan) write(st *store.Store, prev *previousVerdict, in *report.Input, out *Outcome) error {
	var err error
	if prev.edited {
		out.Archived, err = archiveEdited(st, prev.r, prev.raw)
	} else {
		out.Archived, err = st.Archive(prev.r, prev.raw)
	}
	if err != nil {
		return err
	}
	r := in.Review
	if r.ReportPath != "" {
		var md bytes.Buffer
		if err := report.Writers["markdown"].Write(&md, in); err != nil {
			return err
		}
		if err := atomicfile.Write(filepath.Join(st.Root, filepath.FromSlash(r.ReportPath)), md.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if err := st.WriteLatest(r); err != nil {
		return err
	}
	return st.WriteLines(Snapshot(r, p.Changeset))
}

// keepRecords finishes the session, prunes old ones and updates the
// wisdom files. The verdict is written: a failure here is a note, not a
// failed review.
func (p *Plan) keepRecords(st *store.Store, rec *recorder, res *team.Result, state *consolidate.State, out *Outcome, now time.Time) {
	r := out.Review
	if err := rec.finish(res, r, time.Now().UTC()); err != nil {
		out.Notes = append(out.Notes, "the session record was not completed: "+err.Error())
	}
	keep := p.Config.Lifecycle.KeepSessions
	if n, err := session.Prune(st.Path(""), keep, out.Session); err != nil {
		out.Notes = append(out.Notes, "old sessions were not pruned (lifecycle.keep_sessions): "+err.Error())
	} else if n > 0 {
		out.Notes = append(out.Notes, fmt.Sprintf("removed %d old session(s) beyond lifecycle.keep_sessions (%d)", n, keep))
	}
	if err := updateWisdom(st, &p.Config, r.ReviewID, now.Format("2006-01-02"), r.Findings, state.Hidden); err != nil {
		out.Notes = append(out.Notes, "the wisdom files were not updated: "+err.Error())
	}
}

// finishStore writes or clears abort-reason.md and makes sure .code-review/
// is ignored by git.
func (p *Plan) finishStore(st *store.Store, in *report.Input, out *Outcome) error {
	if err := WriteAbortState(st, in); err != nil {
		return err
	}
	if !p.Changeset.InRepo {
		return nil
	}
	var err error
	if out.GitignoreAdded, err = st.EnsureGitignore(); err != nil {
		return fmt.Errorf("adding %s/ to .gitignore: %w", store.Dir, err)
	}
	return nil
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
		m[d.Key()] = finding.DeclinedBefore + d.Reason
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

// collect runs the stages that make findings: the team's, the model
// pass when a provider is configured, consolidation. known maps the keys
// of findings already decided (wont_fix, baseline) to the reason. Each
// stage hands its output to the next; none calls back.
func (p *Plan) collect(ctx context.Context, known map[string]string, rec *recorder) (*team.Result, *consolidate.State, error) {
	res := team.RunWith(ctx, p.Changeset, &p.Config, p.Specialists, nil, rec.Event)
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	if p.Config.LLM.Provider != "" && !p.Opts.NoLLM {
		rec.stage(ctx, StageModel, func() (int, error) { return p.modelPass(ctx, res) })
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
	}
	var state *consolidate.State
	var err error
	rec.stage(ctx, StageConsolidate, func() (int, error) {
		if state, err = p.consolidate(ctx, res, known); err != nil {
			return 0, err
		}
		return len(state.Findings), nil
	})
	return res, state, err
}

// modelPass is the model stage: the model reviewers add their findings to
// the team's. A provider that cannot be built leaves the deterministic
// review standing.
func (p *Plan) modelPass(ctx context.Context, res *team.Result) (int, error) {
	provider, err := llm.New(p.Config.LLM)
	if err != nil {
		res.Notes = append(res.Notes, err.Error()+"; the deterministic review stands")
		return 0, err
	}
	fs, notes, cov := llmPass(ctx, p, provider, res)
	res.Findings = append(res.Findings, fs...)
	res.Notes = append(res.Notes, notes...)
	p.coverage = cov
	return len(fs), nil
}

// consolidate is the last stage: consolidate.Default over every finding,
// then the configuration edits that silence the review.
func (p *Plan) consolidate(ctx context.Context, res *team.Result, known map[string]string) (*consolidate.State, error) {
	cs := p.Changeset
	filter, err := consolidate.ParseFilter(p.Config.CodeReview.Filter)
	if err != nil {
		return nil, err
	}
	res.Findings = append(res.Findings, unknownIgnores(cs, p.ruleIDs)...)
	state := &consolidate.State{Changeset: cs, Filter: filter, Context: p.Config.CodeReview.DiffContext, Findings: res.Findings,
		HasSecret: secretsengine.Guard(), Decisions: known, Rules: &p.Config, MaxSame: p.Config.CodeReview.MaxSameIssues, Previous: p.prevFindings}
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
	var base []byte
	if cs.IsDiff && slices.ContainsFunc(state.Suppressed, byBaseline) {
		base = committedBaseline(ctx, cs)
	}
	addWaivers(state, res.Waived, cs, known, base, p.Config.Rulepack.RuleDirs, projectConfig(cs.Root, p.Opts.ConfigPath))
	res.Notes = append(res.Notes, consolidationNotes(state)...)
	p.outside = outsideNotes(cs, &p.Config, state.Waived)
	res.Notes = append(res.Notes, p.outside...)
	return state, nil
}

// addWaivers adds a finding for a configuration edit or a suppression
// comment in the change that silences the review: past the rules and suppressions it could waive; a
// person's wont_fix of it is remembered as any other.
func addWaivers(state *consolidate.State, teamWaived map[string]int, cs *scope.Changeset, known map[string]string, base []byte, ruleDirs []string, conf string) {
	for rule, n := range teamWaived {
		if state.Waived == nil {
			state.Waived = map[string]int{}
		}
		state.Waived[rule] += n
	}
	ws := append(configFileWaivers(cs, conf, state.Waived), commentWaivers(cs, state.Suppressed)...)
	ws = append(ws, ciWaivers(cs, ruleDirs)...)
	ws = append(ws, ruleFileWaivers(cs, ruleDirs)...)
	ws = append(ws, workTreeWaivers(cs, conf, ruleDirs)...)
	if cs.IsDiff {
		ws = append(ws, baselineWaivers(cs.Root, base, state.Suppressed)...)
	}
	if len(ws) == 0 {
		return
	}
	extra := &consolidate.State{Findings: ws, Decisions: known}
	consolidate.Run(extra, []consolidate.Processor{consolidate.Remembered{}})
	state.Findings = append(state.Findings, extra.Findings...)
	state.Suppressed = append(state.Suppressed, extra.Suppressed...)
	consolidate.Run(state, []consolidate.Processor{consolidate.Sort{}, consolidate.AssignIDs{}})
}

// consolidationNotes quiets what the report should not list and says so.
func consolidationNotes(state *consolidate.State) []string {
	var notes []string
	quieted, capped := consolidate.Quiet(state)
	if quieted > 0 {
		notes = append(notes, fmt.Sprintf("%d findings in tests, examples, generated and vendored code not listed: only secrets, security and correctness report there, less what is noise in tests (code_review.test_code: all lists them)", quieted))
	}
	if capped > 0 {
		notes = append(notes, fmt.Sprintf("%d more findings of a rule already listed %d times in the same file not listed (code_review.max_same_issues)", capped, state.MaxSame))
	}
	if state.Withheld > 0 {
		notes = append(notes, fmt.Sprintf("%d suggested fixes withheld: their new code contains a credential", state.Withheld))
	}
	if state.LowConfidence > 0 {
		notes = append(notes, fmt.Sprintf("%d findings below confidence 0.5 left out", state.LowConfidence))
	}
	return notes
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
		} else if data, err := os.ReadFile(filepath.Join(cs.Root, filepath.FromSlash(f.File))); cs.Root != "" && err == nil {
			// A waiver's file the scope did not load (the baseline,
			// read from the work tree whatever the scope).
			l.Files[f.File] = FileLineHashes(f.File, data)
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
		ids, err := iac.CheckIDs(root, dirs)
		if err != nil {
			return err
		}
		userRules = append(userRules, ids...)
	}
	if err := team.CheckRules(cfg, userRules...); err != nil {
		return err
	}
	if err := CheckAccepted(cfg); err != nil {
		return err
	}
	return nil
}
