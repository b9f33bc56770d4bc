package fix

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/bus"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/gitx"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/redact"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/verdict"
	"github.com/teamreview/teamreview/internal/verify"
)

// Options say where to fix.
type Options struct {
	// Root is the review root: the directory holding .code-review/.
	Root       string
	ConfigPath string
	// MinSeverity overrides review_loops.min_severity_to_address when set.
	MinSeverity *finding.Severity
	Now         func() time.Time
	// Log hears one line per fix tried, as it happens.
	Log func(string)
	// NoLLM keeps the model from proposing fixes even when one is configured.
	NoLLM bool
	// Mechanical applies every safe mechanical fix (gofmt, the analyzers'
	// suggested fixes) whatever the finding's severity: the person asked
	// for fixes. The severity threshold still holds for model rewrites, and
	// for the automatic loop, which leaves this off.
	Mechanical bool
}

// Outcome is what the fixer did.
type Outcome struct {
	Entries []report.FixEntry
	// Verify is the verify run after the kept fixes, nil when none was kept.
	Verify *verify.Outcome
	// Review is the verdict as it stands at the end.
	Review *verdict.Review
	// Command is the verify command the fixes were checked with ("" = none).
	Command string
	// Staged lists the files whose fix was also staged.
	Staged []string
	// Patch is the session file holding the kept fixes as a patch.
	Patch string
	Notes []string
	// StaleWorktrees are scratch worktrees a killed fixer left, now removed.
	StaleWorktrees []string
	StaleLock      *store.Holder
}

// Fixed counts the fixes brought into the worktree.
func (o *Outcome) Fixed() int { return o.count(report.FixKept) }

func (o *Outcome) count(outcome string) int {
	n := 0
	for _, e := range o.Entries {
		if e.Outcome == outcome {
			n++
		}
	}
	return n
}

// AbortError refuses to fix a review whose verdict is ABORT.
type AbortError struct{}

func (*AbortError) Error() string {
	return "the verdict is ABORT: a person must act first (see .code-review/abort-reason.md); the fixer does not touch it"
}

// BaselineError means the verify command fails before any fix is applied,
// so no fix could be judged by it.
type BaselineError struct {
	Command string
	Output  string
}

func (e *BaselineError) Error() string {
	// Command is already quoted with backticks, and may name a module.
	lines := strings.Split(strings.TrimSpace(e.Output), "\n")
	what, line := "last line", lines[len(lines)-1]
	for _, l := range lines {
		if keyLine.MatchString(l) {
			what, line = "first error", l
			break
		}
	}
	return fmt.Sprintf("the verify command %s fails before any fix is applied, so no fix can be judged (%s: %s); make it pass or set fix.verify_command",
		e.Command, what, strings.TrimSpace(line))
}

// task is one finding the fixer will try, with the source that offers a fix.
type task struct {
	f      *finding.Finding
	source Source
}

// Run fixes the open findings of root's review-latest.json, marks the kept
// ones fixed and verifies them.
func Run(ctx context.Context, opts Options) (*Outcome, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = func(string) {}
	}
	cfg, err := config.Load(opts.Root, opts.ConfigPath)
	if err != nil {
		return nil, err
	}
	minSev, _ := finding.ParseSeverity(cfg.ReviewLoops.MinSeverityToAddress)
	if opts.MinSeverity != nil {
		minSev = *opts.MinSeverity
	}
	st := &store.Store{Root: opts.Root}
	if err := st.HasVerdict(); err != nil {
		return nil, err
	}
	out := &Outcome{}
	fixed, err := apply(ctx, opts, &cfg, st, minSev, out)
	if err != nil {
		return nil, err
	}
	if len(fixed) > 0 {
		v, err := verify.Run(ctx, verify.Options{Root: opts.Root, ConfigPath: opts.ConfigPath, Now: opts.Now})
		if err != nil {
			return nil, fmt.Errorf("the fixes are in place and marked fixed, but verify failed: %w", err)
		}
		out.Verify, out.Review = v, v.Review
		out.Notes = append(out.Notes, v.Notes...)
	}
	if out.Review != nil && out.Review.ReportPath != "" {
		p := filepath.Join(opts.Root, filepath.FromSlash(out.Review.ReportPath))
		if md, err := os.ReadFile(p); err == nil {
			md = []byte(report.WithFixSection(string(md), report.FixSection(out.Entries, out.Command)))
			if err := redact.Write(p, md, 0o644); err != nil {
				out.Notes = append(out.Notes, "the fix report was not added to the markdown report: "+err.Error())
			}
		}
	}
	return out, nil
}

// apply does the fixing under the store's lock and returns the ids it
// marked fixed.
func apply(ctx context.Context, opts Options, cfg *config.Config, st *store.Store, minSev finding.Severity, out *Outcome) (_ []string, rerr error) {
	lock, err := st.Lock(ctx, "fix", review.LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	out.StaleLock = lock.Stale

	user := &gitx.Git{Dir: opts.Root}
	userTop, err := user.TopLevel(ctx)
	if err != nil {
		return nil, fmt.Errorf("the fixer works in a scratch git worktree, and %s is not in a git repository: %w", opts.Root, err)
	}
	// Resolve symbolic links on both sides so the review root's place in
	// the repository is a plain relative path.
	rootReal, err := filepath.EvalSymlinks(opts.Root)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(userTop, rootReal)
	if err != nil || strings.HasPrefix(rel, "..") {
		return nil, fmt.Errorf("the review root %s is outside the repository %s", opts.Root, userTop)
	}
	wtDir := st.Path(WorktreeDir)
	// What a killed fixer left: a user's file set aside mid-swap goes
	// back first, then its worktrees and temporary files go.
	restored, keptFiles := recoverSwaps(st.Path(TmpDir), keepUnder(st.Path(KeptDir), opts.Root))
	for _, p := range restored {
		out.Notes = append(out.Notes, "put back "+p+", which an interrupted fix had set aside")
	}
	for _, p := range keptFiles {
		out.Notes = append(out.Notes, "an interrupted fix had replaced a file that was then written through an open file handle; those bytes are kept in "+p)
	}
	out.StaleWorktrees = removeStale(ctx, user, wtDir)
	atomicfile.Sweep(st.Path(""))
	atomicfile.Sweep(filepath.Join(opts.Root, filepath.FromSlash(review.ReportDir)))

	r, raw, err := st.Latest()
	if err != nil {
		return nil, err
	}
	// A fixer killed while it rewrote a user's file leaves its temporary
	// file beside it, where no sweep of ours walks.
	swept := map[string]bool{}
	for _, f := range r.Findings {
		if !filepath.IsLocal(filepath.FromSlash(f.File)) || swept[f.File] {
			continue
		}
		swept[f.File] = true
		if p, ok := insideRoot(rootReal, filepath.Join(rootReal, filepath.FromSlash(f.File))); ok {
			atomicfile.SweepFor(p)
		}
	}
	if _, err := st.CheckEdits(raw); err != nil {
		return nil, err
	}
	out.Review = r
	if r.Verdict == verdict.Abort {
		return nil, &AbortError{}
	}

	sess, _ := session.ForReview(st.Path(""), r.ReviewID)
	log := &fixLog{s: sess, now: opts.Now}
	log.start()
	defer func() {
		if rerr != nil {
			log.fail(rerr)
		}
	}()

	sources := Sources
	if cfg.LLM.Provider != "" && !opts.NoLLM {
		if p, err := llm.New(cfg.LLM); err != nil {
			out.Notes = append(out.Notes, "the model proposes no fixes: "+err.Error())
		} else {
			// The model may change the files the review found problems in.
			files := map[string]bool{}
			for _, f := range r.Findings {
				files[f.File] = true
			}
			sources = append(slices.Clone(sources), fixerModel(cfg, p, func(path string) bool { return files[path] }, opts.Log))
		}
	}
	tasks := plan(r, minSev, opts.Mechanical, sources, out)
	if len(tasks) == 0 {
		log.finish(out, "")
		return nil, nil
	}
	lines, err := st.ReadLines()
	if err != nil {
		return nil, err
	}

	sc, err := newScratch(ctx, user, userTop, rel, wtDir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err := sc.remove(context.WithoutCancel(ctx), user); err != nil {
			out.Notes = append(out.Notes, "the scratch worktree was not fully removed (the next run removes it): "+err.Error())
		}
	}()

	runTmp, err := privateDir(st.Path(TmpDir), "run")
	if err != nil {
		return nil, fmt.Errorf("creating the fixer's temporary directory: %w", err)
	}
	defer os.RemoveAll(runTmp)
	v := &verifier{configured: cfg.Fix.VerifyCommand, root: sc.root, tmp: runTmp, timeout: time.Duration(cfg.Fix.TimeoutSeconds) * time.Second}
	var files []string
	for _, t := range tasks {
		files = append(files, t.f.File)
	}
	baseline := v.runs(files)
	out.Command = describe(baseline)
	if len(baseline) == 0 {
		out.Notes = append(out.Notes, "no verify command (fix.verify_command) and no Go module: fixes are kept when they apply cleanly")
	} else {
		opts.Log("Checking that " + out.Command + " passes before any fix")
		failed, tail, err := v.check(ctx, baseline)
		if err != nil {
			return nil, err
		}
		if failed != "" {
			_ = log.stage("baseline.txt", []byte(tail+"\n"))
			return nil, &BaselineError{Command: failed, Output: tail}
		}
	}

	w := &worker{sc: sc, tmp: st.Path(TmpDir), lines: lines, shifts: map[string]*shift{}, orig: map[string][]byte{}, verifier: v, log: opts.Log}
	kept := map[string][]string{} // finding id → files its fix touched
	for _, t := range tasks {
		e, files, err := w.try(ctx, t)
		if err != nil {
			return nil, err
		}
		if e.Outcome == report.FixKept {
			kept[t.f.ID] = files
		}
		out.Entries = append(out.Entries, e)
		log.note(e)
	}

	patch, _ := sc.git.Run(ctx, "diff", "--no-color", "--no-ext-diff", "--relative", "--", ".")
	if len(patch) > 0 {
		if err := log.stage("fixes.patch", patch); err == nil && sess != nil {
			out.Patch = filepath.Join(sess.Path, "fix", "fixes.patch")
		}
	}

	brought, err := w.bringBack(ctx, user, opts.Root, kept, out)
	if err != nil {
		return nil, err
	}
	if len(brought) > 0 {
		if err := verdict.Mark(r, brought, finding.Fixed, ""); err != nil {
			return nil, err
		}
		if err := st.WriteLatest(r); err != nil {
			return nil, err
		}
	}
	log.finish(out, out.Command)
	return brought, nil
}

// plan picks the findings to fix, grouped by file — files a fix edits
// together are one group — with the groups ordered by their most severe
// finding, and within a group text edits before whole-file rewrites (see
// rank), then most severe first. Every other open finding gets
// a skipped entry saying why.
func plan(r *verdict.Review, minSev finding.Severity, mechanical bool, sources []Source, out *Outcome) []task {
	var tasks []task
	for i := range r.Findings {
		f := &r.Findings[i]
		if !f.Status.Active() {
			continue
		}
		skip := func(reason string) {
			out.Entries = append(out.Entries, entry(f, report.FixSkipped, "", reason))
		}
		if f.SystemBreaking {
			skip("system-breaking: a person must act")
			continue
		}
		src := pick(sources, f)
		if f.Severity < minSev && !(mechanical && isMechanical(src)) {
			skip(fmt.Sprintf("below review_loops.min_severity_to_address (%s)", minSev))
			continue
		}
		if src == nil {
			skip("no fix available")
			continue
		}
		tasks = append(tasks, task{f: f, source: src})
	}
	// Files are grouped; a fix whose edits reach into other files joins
	// their groups, so fixes that depend on each other's files are tried
	// together, in one order.
	group := groups(tasks)
	worst := map[string]finding.Severity{}
	for _, t := range tasks {
		g := group[t.f.File]
		worst[g] = max(worst[g], t.f.Severity)
	}
	slices.SortStableFunc(tasks, func(a, b task) int {
		ga, gb := group[a.f.File], group[b.f.File]
		if c := int(worst[gb]) - int(worst[ga]); c != 0 {
			return c
		}
		if c := strings.Compare(ga, gb); c != 0 {
			return c
		}
		if c := rank(a.source) - rank(b.source); c != 0 {
			return c
		}
		if c := int(b.f.Severity) - int(a.f.Severity); c != 0 {
			return c
		}
		if c := strings.Compare(a.f.File, b.f.File); c != 0 {
			return c
		}
		if c := a.f.Lines.Start - b.f.Lines.Start; c != 0 {
			return c
		}
		return strings.Compare(a.f.ID, b.f.ID)
	})
	return tasks
}

// groups maps each file of the tasks to its group's name (the smallest
// file name in it): files are in one group when a suggested fix edits both.
func groups(tasks []task) map[string]string {
	parent := map[string]string{}
	var root func(string) string
	root = func(f string) string {
		if p, ok := parent[f]; ok && p != f {
			parent[f] = root(p)
			return parent[f]
		}
		parent[f] = f
		return f
	}
	union := func(a, b string) {
		ra, rb := root(a), root(b)
		if ra != rb {
			parent[max(ra, rb)] = min(ra, rb)
		}
	}
	for _, t := range tasks {
		root(t.f.File)
		for _, fix := range t.f.Fixes {
			for _, e := range fix.Edits {
				union(t.f.File, e.File)
			}
		}
	}
	out := make(map[string]string, len(parent))
	for f := range parent {
		out[f] = root(f)
	}
	return out
}

// pick returns the first source that offers a fix for f.
func pick(sources []Source, f *finding.Finding) Source {
	for _, s := range sources {
		if s.Offers(f) {
			return s
		}
	}
	return nil
}

// isMechanical reports whether a source's fixes are safe mechanical
// rewrites (a formatter, an analyzer's own suggested fix) rather than a
// model's judgement.
func isMechanical(s Source) bool {
	switch s.(type) {
	case Gofmt, Suggested:
		return true
	}
	return false
}

// rank orders the fixes of one file: edits first, since their offsets are
// into the reviewed file; then a model's rewrite of the current file; the
// formatter last, to format all of it.
func rank(s Source) int {
	switch s.(type) {
	case Gofmt:
		return 2
	case Model:
		return 1
	}
	return 0
}

func entry(f *finding.Finding, outcome, source, reason string) report.FixEntry {
	return report.FixEntry{ID: f.ID, Title: f.Title, File: f.File, Severity: f.Severity, Outcome: outcome, Source: source, Reason: reason}
}

// worker applies fixes in the scratch worktree.
type worker struct {
	sc       *scratch
	tmp      string // the fixer's private directory, .code-review/tmp
	lines    *store.Lines
	shifts   map[string]*shift
	orig     map[string][]byte // the user's content of each file touched, as copied
	verifier *verifier
	log      func(string)
}

// try applies one fix, checks it, and keeps or rolls it back. It returns
// the files a kept fix changed. Its error is only ctx's.
func (w *worker) try(ctx context.Context, t task) (report.FixEntry, []string, error) {
	f := t.f
	name := t.source.Name()
	fail := func(outcome, reason string) (report.FixEntry, []string, error) {
		w.log(fmt.Sprintf("  %s %s: %s", f.ID, strings.ReplaceAll(outcome, "_", " "), reason))
		return entry(f, outcome, name, reason), nil, nil
	}
	p, err := t.source.Propose(ctx, f, w.sc)
	if err != nil {
		if ctx.Err() != nil {
			return report.FixEntry{}, nil, ctx.Err()
		}
		return fail(report.FixNotApplied, "the "+name+" fix could not be made: "+err.Error())
	}
	if p == nil {
		return fail(report.FixSkipped, "no fix available")
	}
	newContent, spans, err := w.place(f, p)
	if err != nil {
		return fail(report.FixNotApplied, err.Error())
	}
	if len(newContent) == 0 {
		// Nothing to change: the code already is what the fix would make it.
		w.log(fmt.Sprintf("  %s fixed: nothing left to change", f.ID))
		return entry(f, report.FixKept, name, "nothing left to change"), nil, nil
	}
	prev := map[string][]byte{}
	files := slices.Sorted(maps.Keys(newContent))
	for _, file := range files {
		prev[file], _ = w.sc.Read(file)
		if err := writeKeepMode(w.sc.path(file), newContent[file]); err != nil {
			w.restore(prev)
			return fail(report.FixNotApplied, err.Error())
		}
	}
	failed, tail, err := w.verifier.check(ctx, w.verifier.runs(files))
	if err != nil {
		w.restore(prev)
		return report.FixEntry{}, nil, err
	}
	if failed != "" {
		w.restore(prev)
		e, _, _ := fail(report.FixRolledBack, failed+" failed with the fix applied")
		e.Output = tail
		return e, nil, nil
	}
	for _, file := range files {
		sh := w.shift(file)
		if p.Whole {
			sh.rewrittenBy = f.ID
		} else {
			sh.keep(spans[file], f.ID)
		}
	}
	w.log(fmt.Sprintf("  %s fixed (%s): %s", f.ID, name, p.Message))
	return entry(f, report.FixKept, name, p.Message), files, nil
}

// place works out the new content of every file a proposal changes, from
// the scratch worktree's current content, or says why it cannot.
func (w *worker) place(f *finding.Finding, p *Proposal) (map[string][]byte, map[string][]span, error) {
	out := map[string][]byte{}
	spans := map[string][]span{}
	for file, content := range p.Files {
		if err := w.touch(file); err != nil {
			return nil, nil, err
		}
		out[file] = content
	}
	byFile := map[string][]finding.TextEdit{}
	for _, e := range p.Edits {
		byFile[e.File] = append(byFile[e.File], e)
	}
	for file, edits := range byFile {
		if err := w.touch(file); err != nil {
			return nil, nil, err
		}
		// Offsets are into the file as reviewed: apply them only to that.
		want := ""
		if w.lines != nil {
			want = w.lines.FixSums[f.ID][file]
		}
		if want == "" {
			return nil, nil, fmt.Errorf("%s: no record of the content this fix was made for: review again", file)
		}
		if store.ContentSum(w.orig[file]) != want {
			return nil, nil, fmt.Errorf("%s is not the content this fix was made for (edited since, or unstaged edits on top of a staged review): review again with the file as you want it", file)
		}
		cur, err := w.sc.Read(file)
		if err != nil {
			return nil, nil, err
		}
		content, sp, err := w.shift(file).place(cur, edits)
		if err != nil {
			return nil, nil, err
		}
		out[file], spans[file] = content, sp
	}
	for file, content := range out {
		if cur, err := w.sc.Read(file); err == nil && bytes.Equal(cur, content) {
			delete(out, file)
		}
	}
	return out, spans, nil
}

// touch checks that a fix may change file and records the user's content
// of it the first time.
func (w *worker) touch(file string) error {
	if !filepath.IsLocal(filepath.FromSlash(file)) || path.Clean(file) != file {
		return fmt.Errorf("the fix names a file outside the review root: %q", file)
	}
	if _, ok := w.orig[file]; ok {
		return nil
	}
	fi, err := os.Lstat(w.sc.path(file))
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", file)
	}
	content, err := w.sc.Read(file)
	if err != nil {
		return err
	}
	w.orig[file] = content
	return nil
}

func (w *worker) shift(file string) *shift {
	if w.shifts[file] == nil {
		w.shifts[file] = &shift{}
	}
	return w.shifts[file]
}

func (w *worker) restore(prev map[string][]byte) {
	for file, content := range prev {
		_ = writeKeepMode(w.sc.path(file), content)
	}
}

// bringBack copies the files the kept fixes changed into the user's
// worktree — each only if the user's copy is still what the scratch
// worktree started from — and returns the ids of the findings whose fixes
// arrived whole. A fix touching a file that cannot be brought back keeps
// all its files out, and so does every fix sharing a file with it.
func (w *worker) bringBack(ctx context.Context, user *gitx.Git, root string, kept map[string][]string, out *Outcome) ([]string, error) {
	blocked := map[string]string{} // file → why it stays out
	for file, orig := range w.orig {
		cur, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(file)))
		if err != nil || !bytes.Equal(cur, orig) {
			blocked[file] = file + " changed while the fixer ran, so it was left as it is"
		}
	}
	for changed := true; changed; {
		changed = false
		for _, files := range kept {
			why := ""
			for _, file := range files {
				if blocked[file] != "" {
					why = blocked[file]
				}
			}
			for _, file := range files {
				if why != "" && blocked[file] == "" {
					blocked[file], changed = why, true
				}
			}
		}
	}
	var ids []string
	for i := range out.Entries {
		e := &out.Entries[i]
		files, ok := kept[e.ID]
		if !ok {
			continue
		}
		why := ""
		for _, file := range files {
			if blocked[file] != "" {
				why = blocked[file]
			}
		}
		if why != "" {
			if out.Patch != "" {
				why += "; the fix is in the session's fix/fixes.patch"
			}
			e.Outcome, e.Reason = report.FixNotApplied, why
			continue
		}
		ids = append(ids, e.ID)
	}
	var files []string
	for file := range w.orig {
		if blocked[file] == "" {
			files = append(files, file)
		}
	}
	slices.Sort(files)
	for _, file := range files {
		content, err := w.sc.Read(file)
		if err != nil {
			return nil, err
		}
		if bytes.Equal(content, w.orig[file]) {
			continue
		}
		staged := isStagedOnly(ctx, user, root, file)
		staged, notes, err := copyBack(ctx, user, w.tmp, root, file, w.orig[file], content, staged)
		out.Notes = append(out.Notes, notes...)
		if err != nil && !errors.Is(err, errLost) {
			return nil, fmt.Errorf("replacing %s with its fix: %w", file, err)
		}
		if err != nil {
			why := file + " changed while the fixer ran, so it was left as it is"
			if out.Patch != "" {
				why += "; the fix is in the session's fix/fixes.patch"
			}
			out.Notes = append(out.Notes, fmt.Sprintf("%s changed while the fixer ran, so it was left as it is; its fixes stay open", file))
			for i := range out.Entries {
				if slices.Contains(kept[out.Entries[i].ID], file) {
					out.Entries[i].Outcome, out.Entries[i].Reason = report.FixNotApplied, why
					ids = slices.DeleteFunc(ids, func(id string) bool { return id == out.Entries[i].ID })
				}
			}
			continue
		}
		if staged {
			out.Staged = append(out.Staged, file)
		}
	}
	return ids, nil
}

// copyBack replaces the user's file root/file with content if it still
// holds orig — else it returns errLost and the user's file stays — and,
// with stage set, stages exactly content. Bytes written meanwhile through
// a descriptor the user had open on the file as it was are kept in
// .code-review/kept/ (tmp's sibling), named in a note. It reports whether
// the fix was staged.
func copyBack(ctx context.Context, user *gitx.Git, tmp, root, file string, orig, content []byte, stage bool) (bool, []string, error) {
	// The user may be typing: the swap itself checks the content, at
	// the moment it replaces the file.
	dst := filepath.Join(root, filepath.FromSlash(file))
	h, err := swapHold(tmp, dst, orig, content)
	if errors.Is(err, syscall.EXDEV) {
		// .code-review/ is on another file system than the file.
		h, err = swapHold(filepath.Dir(dst), dst, orig, content)
	}
	if err != nil {
		return false, nil, err
	}
	var notes []string
	staged := false
	if stage {
		// Exactly the bytes the fixer wrote, never the work tree's file:
		// the user may have saved over the fix since the swap.
		if err := user.StageContent(ctx, file, content); err != nil {
			notes = append(notes, fmt.Sprintf("%s is fixed in the worktree but its fix could not be staged: %v", file, err))
		} else {
			staged = true
		}
	}
	swapStep("staged", h.aside)
	kept, err := h.release(keptPath(filepath.Join(filepath.Dir(tmp), KeptDir), file))
	switch {
	case err != nil:
		notes = append(notes, fmt.Sprintf("%s as it was before its fix could not be let go (the next fix run looks at it again): %v", file, err))
	case kept != "":
		notes = append(notes, fmt.Sprintf("%s was written through a file handle opened before its fix went in; those bytes are kept in %s, and %s holds the fix", file, kept, file))
	}
	return staged, notes, nil
}

// KeptDir is where, under .code-review/, the fixer keeps a user's file as
// it was before its fix when something wrote to it through a file handle
// opened before the fix went in.
const KeptDir = "kept"

// keepUnder names, for recoverSwaps, the place in dir for the kept bytes
// of a user's file dst under root.
func keepUnder(dir, root string) func(dst string) string {
	rootAbs, _ := filepath.Abs(root)
	return func(dst string) string {
		rel, err := filepath.Rel(rootAbs, dst)
		if err != nil {
			rel = filepath.Base(dst)
		}
		return keptPath(dir, filepath.ToSlash(rel))
	}
}

// keptPath names the place in dir for file's kept bytes: its path under
// the review root and the time, so that no earlier kept file is replaced.
func keptPath(dir, file string) string {
	if !filepath.IsLocal(filepath.FromSlash(file)) {
		file = filepath.Base(file)
	}
	return filepath.Join(dir, filepath.FromSlash(file)+"."+time.Now().UTC().Format("20060102T150405.000000000"))
}

// isStagedOnly reports whether file has staged changes and no unstaged
// ones: the user is preparing a commit of exactly this content.
func isStagedOnly(ctx context.Context, git *gitx.Git, root, file string) bool {
	_, cached := git.Run(ctx, "--no-optional-locks", "--literal-pathspecs", "diff", "--cached", "--quiet", "--", file)
	_, unstaged := git.Run(ctx, "--no-optional-locks", "--literal-pathspecs", "diff", "--quiet", "--", file)
	return cached != nil && unstaged == nil && exitCodeIs1(cached)
}

func exitCodeIs1(err error) bool {
	var ge *gitx.Error
	return errors.As(err, &ge) && ge.ExitCode() == 1
}

// writeKeepMode replaces a file atomically, keeping its permissions.
func writeKeepMode(p string, data []byte) error {
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(p); err == nil {
		mode = fi.Mode().Perm()
	}
	return atomicfile.Write(p, data, mode)
}

// fixLog keeps the session's record of the fix: the FIX-001 task, the
// fixer's messages and the fix/ stage files. Without a session (an older
// review) it records nothing.
type fixLog struct {
	s    *session.Session
	now  func() time.Time
	msgs []bus.Message
}

func (l *fixLog) start() {
	if l.s == nil {
		return
	}
	l.s.StartFix(l.now().UTC())
	_ = l.s.Save()
}

func (l *fixLog) note(e report.FixEntry) {
	l.msgs = append(l.msgs, bus.Message{TS: l.now().UTC(), From: "fixer", To: "coordinator", Type: "fix",
		Summary: fmt.Sprintf("%s: %s", strings.ReplaceAll(e.Outcome, "_", " "), e.Reason), Ref: e.ID})
	if l.s != nil {
		l.s.FixOutcome(e.ID, fixState[e.Outcome], redact.Text(strings.TrimSuffix(strings.ReplaceAll(e.Outcome, "_", " ")+": "+e.Reason, ": ")), l.now().UTC())
	}
}

// fixState is the FIX task's state for each outcome of its finding.
var fixState = map[string]string{
	report.FixKept:       session.Done,
	report.FixRolledBack: session.Failed,
	report.FixNotApplied: session.Failed,
	report.FixSkipped:    session.Skipped,
}

func (l *fixLog) stage(name string, data []byte) error {
	if l.s == nil {
		return errors.New("no session")
	}
	// The patch quotes the user's code around each fix, credentials
	// included: like every file teamreview writes, it is redacted.
	return l.s.WriteStageFile("fix", name, redact.Bytes(name, data))
}

func (l *fixLog) finish(out *Outcome, command string) {
	if l.s == nil {
		return
	}
	data, _ := json.MarshalIndent(struct {
		Command string            `json:"verifyCommand"`
		Entries []report.FixEntry `json:"entries"`
	}{command, out.Entries}, "", "  ")
	_ = l.stage("report.json", append(data, '\n'))
	_ = l.stage("report.md", []byte(report.FixSection(out.Entries, command)))
	_ = l.s.AppendMessages(redactMessages(l.msgs))
	l.s.EndFix(session.Done, report.FixSummary(out.Entries), l.now().UTC())
	_ = l.s.Save()
}

func (l *fixLog) fail(err error) {
	if l.s == nil {
		return
	}
	_ = l.s.AppendMessages(redactMessages(append(l.msgs, bus.Message{TS: l.now().UTC(), From: "fixer", To: "coordinator", Type: "failure", Summary: err.Error(), Ref: "FIX-001"})))
	l.s.EndFix(session.Failed, redact.Text(err.Error()), l.now().UTC())
	_ = l.s.Save()
}

func redactMessages(ms []bus.Message) []bus.Message {
	out := slices.Clone(ms)
	for i := range out {
		out[i].Summary = redact.Text(out[i].Summary)
	}
	return out
}

// insideRoot resolves the directories above p, a path under rootReal (the
// review root with symbolic links resolved): a finding's file in a
// symlinked directory may lead outside the root, and nothing outside it
// is written or removed. ok is false then, or when they cannot be resolved.
func insideRoot(rootReal, p string) (string, bool) {
	dir, err := filepath.EvalSymlinks(filepath.Dir(p))
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(rootReal, dir)
	if err != nil || !(rel == "." || filepath.IsLocal(rel)) {
		return "", false
	}
	return filepath.Join(dir, filepath.Base(p)), true
}
