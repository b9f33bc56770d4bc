// Package verify re-checks the findings an agent marked fixed (seeds/000
// --verify): it re-runs the specialists that produced them on the files as
// they are now and matches by fingerprint, so a finding whose lines moved is
// still recognised. Fixed findings become verified or reopened; problems the
// fix introduced on the lines it changed are added as open findings; the
// verdict is recomputed and review-latest.json is rewritten in place.
package verify

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/consolidate"
	secretsengine "github.com/teamreview/teamreview/internal/engine/secrets"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/llm"
	"github.com/teamreview/teamreview/internal/report"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/scope"
	"github.com/teamreview/teamreview/internal/specialist"
	"github.com/teamreview/teamreview/internal/store"
	"github.com/teamreview/teamreview/internal/team"
	"github.com/teamreview/teamreview/internal/verdict"
)

// Options say where to verify.
type Options struct {
	// Root is the review root: the directory holding .code-review/.
	Root       string
	ConfigPath string
	Now        func() time.Time
}

// Outcome is what verify did.
type Outcome struct {
	Review   *verdict.Review
	Input    *report.Input
	Verified []string
	Reopened []string
	Added    []string
	// Unverifiable lists fixed findings no available specialist can check;
	// they stay fixed.
	Unverifiable []string
	// Notes are remarks for the user (a model that could not re-check).
	Notes []string
	// EditsChecked is false when the reviewer's own copy of the verdict was
	// missing, so hand edits could not be ruled out.
	EditsChecked bool
	StaleLock    *store.Holder
}

// Run verifies the fixed findings of root's review-latest.json.
func Run(ctx context.Context, opts Options) (*Outcome, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	cfg, err := config.Load(opts.Root, opts.ConfigPath)
	if err != nil {
		return nil, err
	}
	if err := review.CheckConfig(opts.Root, &cfg); err != nil {
		return nil, err
	}
	st := &store.Store{Root: opts.Root}
	if err := st.HasVerdict(); err != nil {
		return nil, err
	}
	lock, err := st.Lock(ctx, "verify", review.LockWait)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	out := &Outcome{StaleLock: lock.Stale}

	r, raw, err := st.Latest()
	if err != nil {
		return nil, err
	}
	if out.EditsChecked, err = st.CheckEdits(raw); err != nil {
		return nil, err
	}

	// Which specialists, on which files.
	var fixed, modelFixed []*finding.Finding
	var files, domains []string
	for i := range r.Findings {
		f := &r.Findings[i]
		if f.Status != finding.Fixed {
			continue
		}
		// A model's finding cannot be re-found by the deterministic checks:
		// the model re-checks it, below.
		if strings.HasPrefix(f.Rule, "llm/") {
			modelFixed = append(modelFixed, f)
			continue
		}
		if _, ok := team.Lookup(f.Domain); !ok {
			out.Unverifiable = append(out.Unverifiable, f.ID)
			continue
		}
		fixed = append(fixed, f)
		if !slices.Contains(files, f.File) {
			files = append(files, f.File)
		}
		if !slices.Contains(domains, f.Domain) {
			domains = append(domains, f.Domain)
		}
	}
	slices.Sort(files)
	slices.Sort(domains)

	var cs *scope.Changeset
	if len(fixed) > 0 {
		if cs, err = scope.LoadFiles(ctx, opts.Root, files); err != nil {
			return nil, err
		}
		lines, err := st.ReadLines()
		if err != nil {
			return nil, err
		}
		markChangedLines(cs, lines)
		var specs []specialist.Specialist
		for _, d := range domains {
			s, _ := team.Lookup(d)
			specs = append(specs, s)
		}
		res := team.Run(ctx, cs, enabledFor(cfg, fixed), specs, nil)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		for _, rv := range res.Reviewers {
			if rv.Err != nil {
				return nil, fmt.Errorf("verify: the %s specialist failed: %w", rv.Name, rv.Err)
			}
		}
		decisions, err := review.KnownFindings(st)
		if err != nil {
			return nil, err
		}
		out.apply(r, fixed, res.Findings, cs, decisions, &cfg, lines)
		if err := out.restoreUnwaived(r, cs, opts.Root); err != nil {
			return nil, err
		}
		if len(out.Verified) > 0 {
			out.addWaivers(r, review.UncommittedWaivers(ctx, opts.Root, opts.ConfigPath, cfg.Rulepack.RuleDirs))
		}
	}

	out.recheckWithModel(ctx, opts.Root, &cfg, modelFixed)

	r.Mode = verdict.VerifyMode
	r.Timestamp = opts.Now().UTC().Format(time.RFC3339)
	r.Recompute()
	if err := st.WriteLatest(r); err != nil {
		return nil, err
	}
	if cs != nil {
		if err := updateLines(st, r, cs, out.Added); err != nil {
			return nil, err
		}
	}
	out.Review = r
	out.Input = &report.Input{Review: r, Date: opts.Now().UTC(), Added: out.Added, RuleTags: team.RuleTags()}
	if cs != nil {
		out.Input.Contents = map[string][]byte{}
		for _, f := range cs.Files {
			if f.Content != nil {
				out.Input.Contents[f.Path] = f.Content
			}
		}
	}
	if err := review.WriteAbortState(st, out.Input); err != nil {
		return nil, err
	}
	return out, nil
}

// recheckWithModel settles fixed model findings by asking the model about
// the current code of their lines. Without a model to ask they stay fixed,
// with a note: nothing else can tell.
func (out *Outcome) recheckWithModel(ctx context.Context, root string, cfg *config.Config, model []*finding.Finding) {
	if len(model) == 0 {
		return
	}
	var provider llm.Provider
	var err error
	if cfg.LLM.Provider == "" {
		err = errors.New("no llm.provider is configured")
	} else {
		provider, err = llm.New(cfg.LLM)
	}
	for _, f := range model {
		if err != nil {
			out.Unverifiable = append(out.Unverifiable, f.ID)
			continue
		}
		content, rerr := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.File)))
		still, why := false, ""
		if rerr == nil {
			still, why, rerr = review.RecheckWithModel(ctx, cfg, provider, f, content)
		} else if errors.Is(rerr, fs.ErrNotExist) {
			rerr = nil // the file is gone, and the problem with it
		}
		switch {
		case rerr != nil:
			out.Unverifiable = append(out.Unverifiable, f.ID)
			out.Notes = append(out.Notes, fmt.Sprintf("%s stays fixed: the model could not re-check it: %v", f.ID, rerr))
		case still:
			f.Status, f.Reason = finding.Reopened, "verify: the model still sees the problem in the current code"
			if why != "" {
				f.Reason += ": " + why
			}
			out.Reopened = append(out.Reopened, f.ID)
		default:
			f.Status, f.Reason = finding.Verified, ""
			out.Verified = append(out.Verified, f.ID)
		}
	}
	if err != nil {
		out.Notes = append(out.Notes, fmt.Sprintf("%d model findings stay fixed: %v, so no model can re-check them", len(model), err))
	}
}

// key is what makes two findings the same problem.
type key struct{ domain, file, fingerprint string }

func keyOf(f *finding.Finding) key { return key{f.Domain, f.File, f.Fingerprint} }

// apply settles each fixed finding and adds what the fix introduced.
//
// The current findings are first merged as a review merges them (one
// finding per problem, the configuration's rules applied), so they compare
// with the verdict's like for like. Occurrences are then matched one to
// one, not as a set: two findings can share a fingerprint (the same
// mistake twice), and fixing one of them must not reopen it because its
// twin remains. Findings that still stand (open, reopened, wont_fix) claim
// their occurrences first; each fixed finding then claims the nearest
// remaining one and is reopened, or finds none and is verified. A finding
// claims by fingerprint, or failing that an occurrence of one of its rules
// on the lines around it: a problem reported by two rules whose text
// changed is still the problem. Only occurrences nobody claims are
// candidates for new findings.
func (out *Outcome) apply(r *verdict.Review, fixed []*finding.Finding, current []finding.Finding, cs *scope.Changeset, decisions map[string]string, rules consolidate.RuleSettings, lines *store.Lines) {
	// A rule disabled since the review still finds what it found: a fixed
	// finding it claims is reopened, not verified, or disabling its rule
	// and marking it fixed would PASS with the problem in the code.
	var keep consolidate.RuleSettings
	if rules != nil {
		keep = stillEnabled{rules}
	}
	pre := &consolidate.State{Findings: current, Rules: keep}
	consolidate.Run(pre, []consolidate.Processor{consolidate.Normalize{}, consolidate.ApplyRules{}, consolidate.Dedupe{}})
	current = pre.Findings
	occ := map[key][]int{}
	for i := range current {
		k := keyOf(&current[i])
		occ[k] = append(occ[k], i)
	}
	used := make([]bool, len(current))
	claim := func(f *finding.Finding) bool {
		best := -1
		for _, i := range occ[keyOf(f)] {
			if !used[i] && (best < 0 || distance(&current[i], f) < distance(&current[best], f)) {
				best = i
			}
		}
		if best < 0 {
			for i := range current {
				c := &current[i]
				if used[i] || c.File != f.File || !c.Lines.Overlaps(f.Lines, sameProblemLines) ||
					!slices.ContainsFunc(c.Rules(), f.HasRule) {
					continue
				}
				if best < 0 || distance(c, f) < distance(&current[best], f) {
					best = i
				}
			}
		}
		if best < 0 {
			return false
		}
		used[best] = true
		return true
	}
	isFixed := map[*finding.Finding]bool{}
	for _, f := range fixed {
		isFixed[f] = true
	}
	taken := map[string]bool{}
	for i := range r.Findings {
		f := &r.Findings[i]
		taken[f.ID] = true
		if !isFixed[f] && f.Status != finding.Verified {
			claim(f)
		}
	}
	for _, f := range fixed {
		if stands, ok := waiverStands(cs.File(f.File), f, lines); ok {
			// No specialist reports a waiver: its line is looked at.
			if stands {
				f.Status, f.Reason = finding.Reopened, "verify: the waiver is still there"
				out.Reopened = append(out.Reopened, f.ID)
			} else {
				f.Status, f.Reason = finding.Verified, ""
				out.Verified = append(out.Verified, f.ID)
			}
			continue
		}
		if claim(f) {
			f.Status = finding.Reopened
			f.Reason = "verify: the problem is still present in the current code"
			if rules != nil && slices.ContainsFunc(f.Rules(), rules.Disabled) {
				f.Reason = "verify: the problem is still present in the current code; its rule is disabled in the configuration since the review, which a person should confirm"
			}
			out.Reopened = append(out.Reopened, f.ID)
		} else {
			f.Status = finding.Verified
			f.Reason = ""
			out.Verified = append(out.Verified, f.ID)
		}
	}
	var fresh []finding.Finding
	for i, f := range current {
		if !used[i] {
			fresh = append(fresh, f)
		}
	}
	// Only what lies on the lines the fix changed is new; the rest was there
	// before and outside what this verify is about.
	state := &consolidate.State{Changeset: cs, Filter: consolidate.FilterAdded, Findings: fresh, TakenIDs: taken,
		HasSecret: secretsengine.Guard(), Decisions: decisions, Rules: rules}
	consolidate.Run(state, consolidate.Default)
	for _, f := range state.Findings {
		out.Added = append(out.Added, f.ID)
	}
	r.Findings = append(r.Findings, state.Findings...)
}

// enabledFor is cfg with the rules of the fixed findings enabled again:
// the re-check looks for each with the rule that found it, whatever the
// configuration says since (apply reopens it, saying so), and the rules'
// other findings are dropped again before any is added as new.
func enabledFor(cfg config.Config, fixed []*finding.Finding) *config.Config {
	rules := maps.Clone(cfg.Rules)
	for key, r := range rules {
		one := config.Config{Rules: map[string]config.Rule{key: r}}
		if r.Disabled && slices.ContainsFunc(fixed, func(f *finding.Finding) bool { return slices.ContainsFunc(f.Rules(), one.Disabled) }) {
			r.Disabled = false
			rules[key] = r
		}
	}
	cfg.Rules = rules
	return &cfg
}

// addWaivers adds, as open findings, the waivers not in the verdict
// already (by fingerprint: the review recorded those its change held):
// a rule setting or model row edited since the review decides what
// verify found gone, and is for a person to confirm.
func (out *Outcome) addWaivers(r *verdict.Review, ws []finding.Finding) {
	have, taken := map[string]bool{}, map[string]bool{}
	for _, f := range slices.Concat(r.Findings, r.Suppressed) {
		have[f.Fingerprint], taken[f.ID] = true, true
	}
	var add []finding.Finding
	for _, w := range ws {
		if !have[w.Fingerprint] {
			have[w.Fingerprint] = true
			add = append(add, w)
		}
	}
	if len(add) == 0 {
		return
	}
	st := &consolidate.State{Findings: add, TakenIDs: taken}
	consolidate.Run(st, []consolidate.Processor{consolidate.Sort{}, consolidate.AssignIDs{}})
	for _, f := range st.Findings {
		out.Added = append(out.Added, f.ID)
	}
	r.Findings = append(r.Findings, st.Findings...)
}

// stillEnabled is rule settings with no rule disabled: the severities
// configured, and every finding kept.
type stillEnabled struct{ consolidate.RuleSettings }

func (stillEnabled) Disabled(string) bool { return false }

// restoreUnwaived brings back, as open findings, what a waiver this
// verify found gone had hidden: the suppressed findings of a comment that
// is no longer there, and those a baseline no longer lists. Without it,
// removing the waiver and marking its finding fixed would PASS with the
// hidden Blocker still in the code.
func (out *Outcome) restoreUnwaived(r *verdict.Review, cs *scope.Changeset, root string) error {
	var comments, baseline bool
	for _, id := range out.Verified {
		if f := r.Find(id); f != nil {
			comments = comments || f.Rule == review.RuleCommentWaiver
			baseline = baseline || f.Rule == review.RuleConfigWaiver && f.File == review.BaselineFile
		}
	}
	if !comments && !baseline {
		return nil
	}
	var listed map[string]bool
	if baseline {
		b, err := review.ReadBaseline(root)
		if err != nil {
			return err
		}
		listed = b.Keys()
	}
	taken := map[string]bool{}
	for i := range r.Findings {
		taken[r.Findings[i].ID] = true
	}
	// This verify may have found it again on the lines the fix changed.
	present := func(f *finding.Finding) bool {
		return slices.ContainsFunc(r.Findings, func(c finding.Finding) bool {
			return c.File == f.File && c.Lines.Overlaps(f.Lines, sameProblemLines) && slices.ContainsFunc(c.Rules(), f.HasRule)
		})
	}
	var back []finding.Finding
	keep := r.Suppressed[:0]
	for _, f := range r.Suppressed {
		gone := false
		switch {
		case comments && (strings.HasPrefix(f.Reason, finding.SuppressedInChange) || strings.HasPrefix(f.Reason, finding.SuppressedInline)):
			file := cs.File(f.File)
			gone = file != nil && file.Content != nil && consolidate.DirectiveLine(f.File, file.Content, f) == 0
		case baseline && review.AcceptedByBaseline(f):
			gone = !listed[review.BaselineKey(f)]
		}
		if !gone {
			keep = append(keep, f)
			continue
		}
		if !present(&f) {
			f.Status, f.Reason = finding.Open, ""
			back = append(back, f)
		}
	}
	r.Suppressed = keep
	if len(back) == 0 {
		return nil
	}
	st := &consolidate.State{Findings: back, TakenIDs: taken}
	consolidate.Run(st, []consolidate.Processor{consolidate.Sort{}, consolidate.AssignIDs{}})
	for _, f := range st.Findings {
		out.Added = append(out.Added, f.ID)
	}
	r.Findings = append(r.Findings, st.Findings...)
	return nil
}

// waiverStands settles a fixed waiver finding, which no specialist can
// re-find (ok is false for any other finding): a comment waiver stands
// while the comment still hides what it hid; a configuration, baseline or
// CI waiver while the file still has the line it pointed at, as it was
// when the review read it (lines: the review's line hashes).
func waiverStands(file *scope.File, f *finding.Finding, lines *store.Lines) (stands, ok bool) {
	switch f.Rule {
	case review.RuleCommentWaiver:
		return review.CommentWaiverStands(file, f), true
	case review.RuleConfigWaiver:
		if file == nil || file.Content == nil {
			return false, true
		}
		var was []string
		if lines != nil {
			was = lines.Files[f.File]
		}
		n := f.Lines.Start
		if n < 1 || n > len(was) {
			return len(file.Changed) == 0, true // the review's copy is unknown: any edit counts
		}
		return slices.Contains(review.FileLineHashes(file.Path, file.Content), was[n-1]), true
	}
	return false, false
}

// sameProblemLines is how far from a finding's lines an occurrence of one
// of its rules still counts as the same problem when the fingerprint
// changed.
const sameProblemLines = 3

func distance(a, b *finding.Finding) int {
	d := a.Lines.Start - b.Lines.Start
	if d < 0 {
		return -d
	}
	return d
}

// markChangedLines sets each file's Changed lines to those that differ from
// the snapshot taken when the verdict was written. Without a snapshot of a
// file, no line counts as changed: verify then adds nothing new there.
func markChangedLines(cs *scope.Changeset, lines *store.Lines) {
	for i := range cs.Files {
		f := &cs.Files[i]
		f.Changed = []finding.LineRange{}
		if lines == nil || f.Content == nil {
			continue
		}
		if old, ok := lines.Files[f.Path]; ok {
			// Nil Changed means every line; an unchanged file has none.
			if changed := review.ChangedLines(old, review.FileLineHashes(f.Path, f.Content)); changed != nil {
				f.Changed = changed
			}
		}
	}
}

// updateLines refreshes the snapshot of the files verify looked at, so the
// next verify compares against what this one saw.
func updateLines(st *store.Store, r *verdict.Review, cs *scope.Changeset, added []string) error {
	lines, err := st.ReadLines()
	if err != nil {
		var fe *store.FileError
		if !errors.As(err, &fe) {
			return err
		}
		lines = nil
	}
	if lines == nil {
		lines = &store.Lines{ReviewID: r.ReviewID, Files: map[string][]string{}}
	}
	for _, f := range cs.Files {
		if f.Content != nil {
			lines.Files[f.Path] = review.FileLineHashes(f.Path, f.Content)
		} else {
			delete(lines.Files, f.Path)
		}
	}
	// The fixes of the findings verify added were made against the
	// content it just read; everyone else's stay tied to what they saw.
	for _, id := range added {
		if f := r.Find(id); f != nil {
			review.AddFixSums(lines, f, cs)
		}
	}
	return st.WriteLines(lines)
}
