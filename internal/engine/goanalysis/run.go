package goanalysis

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
)

// run is the state of one Engine.Run.
type run struct {
	e     *Engine
	ctx   context.Context
	fset  *token.FileSet
	byAbs map[string]*source // absolute path (as given and with symlinks resolved) -> source
	canon map[string]string  // memo of canonical paths
	diags []engine.Diagnostic
	notes []string
	seen  map[string]bool

	// unanalyzed is what the verdict's coverage lists: files analyzed
	// only in part (their package does not type-check) or not at all.
	unanalyzed map[string]engine.Unanalyzed
	// fakeC holds the IDs of packages checked without cgo (cgo.go).
	fakeC map[string]bool
	// readsRequest memoizes packageReadsRequest.
	readsRequest map[*packages.Package]bool
	// removed memoizes removedCode.
	removed map[string]string
	// picked is what roots picked, for reportRoots.
	picked []pickedIn
}

func newRun(ctx context.Context, e *Engine, srcs []*source) *run {
	r := &run{e: e, ctx: ctx, fset: token.NewFileSet(), byAbs: map[string]*source{}, canon: map[string]string{}, seen: map[string]bool{},
		unanalyzed: map[string]engine.Unanalyzed{}, readsRequest: map[*packages.Package]bool{}, removed: map[string]string{}}
	for _, s := range srcs {
		r.byAbs[s.abs] = s
		r.byAbs[r.canonical(s.abs)] = s
	}
	return r
}

// canonical resolves symlinks in p's directory, so a file the go command
// names through another path still maps back to its source.
func (r *run) canonical(p string) string {
	if c, ok := r.canon[p]; ok {
		return c
	}
	c := p
	if dir, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
		c = filepath.Join(dir, filepath.Base(p))
	}
	r.canon[p] = c
	return c
}

// lookup returns the source at a file name from the go command, or nil
// when the file is not under review.
func (r *run) lookup(name string) *source {
	if s := r.byAbs[name]; s != nil {
		return s
	}
	if name == "" {
		return nil
	}
	return r.byAbs[r.canonical(name)]
}

// roots picks, for every source, the package to analyze it in, and turns
// load problems into notes or typecheck diagnostics. A file in package p is
// also in p's test variant. The variant is analyzed when a test file of p
// is under review too, and then covers both; otherwise p is, which is what
// the change touched and a fraction of the work when p's tests are large.
// The analyzers report alike on p's files either way, with one kind of
// exception: a judgement that depends on callers, such as gosec's taint
// analysis, which takes a handler that nothing calls to be fed by the
// request, and may see callers among the tests. Without them it judges
// the code as it ships.
func (r *run) roots(us []*unit) []*packages.Package {
	var roots []*packages.Package
	chosen := map[*packages.Package]bool{}
	for _, u := range us {
		if u.err != nil {
			r.note(u.failedNote(u.dirs()))
			r.skipped(u.sources, "the go command could not load its package: "+firstLine(u.err.Error()))
			continue
		}
		cands := map[*source][]*packages.Package{}
		ignored := map[*source]bool{} // excluded by build constraints
		var loadErr string
		for _, p := range u.pkgs {
			if isTestMain(p) {
				continue
			}
			for _, f := range p.GoFiles {
				if s := r.lookup(f); s != nil {
					cands[s] = append(cands[s], p)
				}
			}
			for _, f := range p.IgnoredFiles {
				if s := r.lookup(f); s != nil {
					ignored[s] = true
				}
			}
			if len(p.GoFiles) == 0 && len(p.Errors) > 0 && loadErr == "" {
				loadErr, _, _ = strings.Cut(p.Errors[0].Msg, "\n")
			}
		}
		var lostSrcs []*source
		for _, s := range u.sources {
			if len(cands[s]) == 0 && !ignored[s] {
				lostSrcs = append(lostSrcs, s)
			}
		}
		if lost := len(lostSrcs); lost > 0 {
			r.skipped(lostSrcs, "in no package the go command could load: "+cmp.Or(loadErr, "no error given"))
			r.note(fmt.Sprintf("go: %s: %d %s in no package the go command could load (%s); type-based checks skipped for them",
				u.name(), lost, plural(lost, "file"), cmp.Or(loadErr, "no error given")))
		}
		var picked []*packages.Package
		choose := func(p *packages.Package) {
			if p != nil && !chosen[p] {
				chosen[p] = true
				picked = append(picked, p)
			}
		}
		// Test files first: only test variants hold them, and a variant
		// chosen for one also holds its package's other files.
		for _, s := range u.sources {
			if !slices.ContainsFunc(cands[s], isPlain) {
				choose(pick(cands[s]))
			}
		}
		for _, s := range u.sources {
			if !slices.ContainsFunc(cands[s], func(p *packages.Package) bool { return chosen[p] && wellTyped(p) }) {
				choose(pick(cands[s]))
			}
		}
		roots = append(roots, picked...)
		r.picked = append(r.picked, pickedIn{u, picked})
	}
	return roots
}

// pickedIn is the roots picked among one unit's packages.
type pickedIn struct {
	u    *unit
	pkgs []*packages.Package
}

// reportRoots says, for each root, what kept it from being analyzed in
// full — cgo off, an import that cannot be resolved, its own type errors
// (as typecheck diagnostics), an import that does not compile — once the
// roots are type-checked: the driver checks a root whose choice did not
// depend on its errors only when it analyzes it.
func (r *run) reportRoots() {
	for _, pu := range r.picked {
		u := pu.u
		memo := map[*packages.Package]string{}
		missing := map[string]bool{}
		cause := ""
		for _, p := range pu.pkgs {
			r.parseGaps(p)
			if r.fakeC[p.ID] {
				// Its type errors echo what cgo would have provided, and
				// the imports of its cgo files, which the go command did
				// not list: not reported.
				r.partial(p, "it uses cgo and cgo is off (CGO_ENABLED=0, or no C compiler), so what C declares is unknown")
			} else if why := missingDeps(p, memo); why != "" {
				// Its type errors would only echo the missing imports.
				missing[p.PkgPath] = true
				cause = cmp.Or(cause, why)
				if notDownloaded.MatchString(why) {
					// Not the change's fault but this machine's: the review
					// is incomplete until the sources are there.
					r.unresolved(p, "its dependencies' sources are not in the module cache ("+firstLine(why)+"); run \"go mod download\" and review again")
				} else {
					r.partial(p, "an import cannot be resolved: "+firstLine(why))
				}
			} else if len(p.Errors) > 0 {
				r.typeErrors(p)
				r.partial(p, "it does not type-check: "+r.errorText(p.Errors[0]))
			} else if p.IllTyped {
				r.note(fmt.Sprintf("go: package %s imports packages that do not compile; checks that need complete types skipped for it", p.PkgPath))
				r.partial(p, "it imports a package that does not compile: "+r.errorText(firstError(p)))
			}
		}
		if len(missing) > 0 {
			r.note(u.missingNote(len(missing), cause))
		}
	}
}

// parseGaps records, as a gap in the review (not Partial), a file under
// review whose syntax error is on a line the change wrote: the parser
// drops what it cannot read, so gosec never saw the statement there (a
// stray character on a handler's line took its command injection out,
// and the change passed with a High compile error where a Blocker was).
// Fix the line, or a person passes --allow-incomplete.
func (r *run) parseGaps(p *packages.Package) {
	for _, e := range p.Errors {
		if e.Kind != packages.ParseError {
			continue
		}
		m := errorPos.FindStringSubmatch(e.Pos)
		if m == nil {
			continue
		}
		s := r.lookup(m[1])
		line, _ := strconv.Atoi(m[2])
		if s == nil || s.file.Changed == nil || !s.file.ChangedLine(line) {
			continue
		}
		r.uncovered(s, fmt.Sprintf("does not parse as Go at line %d, a line this change wrote: what it wrote there was not analyzed", line), false)
	}
}

// pick chooses the package to analyze a file in, among those that contain
// it: a well-typed package, else a well-typed test variant, else — for the
// analyzers that run despite errors — the package or the test variant.
func pick(cands []*packages.Package) *packages.Package {
	var best *packages.Package
	score := -1
	for _, p := range cands {
		s := 0
		if wellTyped(p) {
			s += 2
		}
		if isPlain(p) {
			s++
		}
		if s > score {
			best, score = p, s
		}
	}
	return best
}

// isPlain reports whether p is a package as built, not a test variant
// ("p [p.test]") or a package recompiled for one.
func isPlain(p *packages.Package) bool { return !strings.Contains(p.ID, " [") }

// wellTyped reports whether p was type-checked without errors, in it or
// in what it imports. The driver leaves a test variant that is not needed
// unchecked (analyzeDeps).
func wellTyped(p *packages.Package) bool { return p.Types != nil && !p.IllTyped }

const (
	ruleTypecheck = "typecheck"
	// maxTypeErrors bounds the compiler errors reported per file: the first
	// few say what is wrong; the rest usually follow from them.
	maxTypeErrors = 10
)

var errorPos = regexp.MustCompile(`^(.*?):(\d+)(?::(\d+))?$`)

// typeErrors reports a package's load, parse and type errors that fall in
// files under review. Errors elsewhere become a note: the package's type
// checks are skipped either way.
func (r *run) typeErrors(p *packages.Package) {
	perFile := map[*source]int{}
	onLine := map[string]bool{}
	outside := 0
	for _, e := range p.Errors {
		m := errorPos.FindStringSubmatch(e.Pos)
		var s *source
		if m != nil {
			s = r.lookup(m[1])
		}
		if s == nil {
			outside++
			continue
		}
		line, _ := strconv.Atoi(m[2])
		at := fmt.Sprintf("%s:%d", s.abs, line)
		if onLine[at] {
			continue // a parse error often cascades along its line
		}
		onLine[at] = true
		if perFile[s]++; perFile[s] > maxTypeErrors {
			continue
		}
		lines := finding.Lines(line, line)
		r.emit(engine.Diagnostic{
			Rule:    ruleTypecheck,
			File:    s.file.Path,
			Lines:   lines,
			Message: e.Msg,
			Detail:  "Fix the compile error; until then only gosec and the checks that tolerate type errors run on this package.",
			Code:    codeAt(s.file.Content, lines),
		}, toolRating{})
	}
	if outside > 0 && len(perFile) == 0 {
		r.note(fmt.Sprintf("go: package %s does not compile (%d %s outside the reviewed files); checks that need complete types skipped for it",
			p.PkgPath, outside, plural(outside, "error")))
	}
}

// analyze type-checks the loaded packages, picks the roots (which needs
// their type errors) and runs every analyzer over them with the driver,
// keeping the diagnostics that fall in files under review.
func (r *run) analyze(us []*unit) {
	plan := newPlan(r.ctx, r.e.cfg, r.e.rows)
	d := newDriver(r.ctx, r.fset, r.content, plan.analyzers)
	d.facts = newFactCache(r.e.factsDir, r.e.stdFactsDir, d.onDeps)
	d.fakeC = r.withoutCgo(us)
	r.fakeC = d.fakeC
	d.analyzeDeps(r.candidates(us))
	if r.ctx.Err() != nil {
		return
	}
	roots := r.roots(us)
	defer r.reportRoots()
	if len(roots) == 0 {
		return
	}
	if err := analysis.Validate(plan.analyzers); err != nil {
		r.note("go: " + cannotStart + ": " + err.Error())
		return
	}
	// A root's diagnostics are converted as soon as its analyzers have
	// run: the conversion reads its syntax and types (taint.go), which the
	// driver then drops. The failures become notes once all is done, in
	// the graph's order, so that which package a note names is stable.
	var mu sync.Mutex
	acts := d.analyzeRoots(roots, plan.analyzers, func(pkg *packages.Package, acts []*action) {
		mu.Lock()
		defer mu.Unlock()
		for _, act := range acts {
			c := plan.byName[act.a.Name]
			for i := range act.diags {
				r.diagnostic(c, pkg, &act.diags[i])
			}
			act.diags = nil
		}
	})
	failed := map[string]bool{}
	all(acts, func(act *action) {
		r.outcome(failed, act.a, act.pkg.p, act.err)
	})
}

// candidates are the loaded packages roots may pick: those that contain a
// file under review. fallback maps the test variants among them that hold
// no test file under review to their package: roots picks such a variant
// only if its package does not type-check.
func (r *run) candidates(us []*unit) (out []*packages.Package, fallback map[*packages.Package]*packages.Package) {
	fallback = map[*packages.Package]*packages.Package{}
	for _, u := range us {
		byID := map[string]*packages.Package{}
		var variants []*packages.Package
		for _, p := range u.pkgs {
			if !slices.ContainsFunc(p.GoFiles, func(f string) bool { return r.lookup(f) != nil }) {
				continue
			}
			out = append(out, p)
			if isPlain(p) {
				byID[p.ID] = p
			} else {
				variants = append(variants, p)
			}
		}
		for _, v := range variants {
			plain := byID[v.PkgPath]
			if plain != nil && v.ID == plain.ID+" ["+plain.PkgPath+".test]" &&
				!slices.ContainsFunc(v.GoFiles, func(f string) bool { return r.lookup(f) != nil && !slices.Contains(plain.GoFiles, f) }) {
				fallback[v] = plain
			}
		}
	}
	return out, fallback
}

// content is the content under review of a file the go command names;
// false for files read from disk.
func (r *run) content(name string) ([]byte, bool) {
	if s := r.byAbs[name]; s != nil {
		return s.file.Content, true
	}
	return nil, false
}

// outcome turns a failed action into a note, once per analyzer, unless
// the failure only echoes another problem; and the package's files under
// review into gaps in the coverage: what the analyzer did not finish may
// hold what the gate is for.
func (r *run) outcome(failed map[string]bool, a *analysis.Analyzer, pkg *packages.Package, err error) {
	if err == nil || pkg.IllTyped || expected(err) {
		return
	}
	msg, _, _ := strings.Cut(err.Error(), "\n")
	for _, f := range pkg.GoFiles {
		if s := r.lookup(f); s != nil {
			r.uncovered(s, fmt.Sprintf("analyzer %s failed on package %s: %s", a.Name, pkg.PkgPath, msg), false)
		}
	}
	if !failed[a.Name] {
		failed[a.Name] = true
		r.note(fmt.Sprintf("go: analyzer %s failed on %s: %s", a.Name, pkg.PkgPath, msg))
	}
}

// expected reports errors that only echo another problem: a package that
// does not type-check, a failed prerequisite, a cancelled review.
func expected(err error) bool {
	msg := err.Error()
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) ||
		strings.HasPrefix(msg, "failed prerequisites") || strings.HasPrefix(msg, "analysis skipped due to errors")
}

// secretContext is code that names what a random value becomes when it
// must be unguessable.
var secretContext = regexp.MustCompile(`(?i)token|secret|passw|pwd|nonce|salt|session|otp|csrf|apikey|api_key|\bkey\b|[a-z]Key\b|\biv\b|crypt|auth`)

// diagnostic converts one analyzer diagnostic.
func (r *run) diagnostic(c *check, pkg *packages.Package, d *analysis.Diagnostic) {
	posn := pkg.Fset.Position(d.Pos)
	s := r.lookup(posn.Filename)
	if s == nil || !posn.IsValid() {
		return
	}
	end := posn.Line
	if d.End.IsValid() {
		if e := pkg.Fset.Position(d.End); e.Filename == posn.Filename && e.Line > end {
			end = e.Line
		}
	}
	lines := finding.Lines(posn.Line, end)
	out := engine.Diagnostic{
		Rule:    c.rule(d),
		File:    s.file.Path,
		Lines:   lines,
		Message: d.Message,
		Code:    codeAt(s.file.Content, lines),
		Fixes:   r.fixes(pkg.Fset, d.SuggestedFixes),
	}
	var tool toolRating
	var detail []string
	for _, f := range out.Fixes {
		detail = append(detail, "Suggested fix: "+strings.TrimSuffix(f.Message, ".")+".")
	}
	switch c.tool {
	case "gosec":
		is := parseGosec(d)
		if !is.Located {
			return
		}
		out.Message, tool = is.What, is.Rating
		if is.CWE != "" {
			out.CWE = []string{is.CWE}
		}
		if sev, ok := raisedByHTTPInput[is.Rule]; ok && readsHTTPRequest(r.e.flowRows(), pkg, d.Pos) {
			out.Severity, out.Confidence = sev, httpInputConfidence
			out.Message += ", with input from an HTTP request"
		} else if localInputRules[is.Rule] && toolSeverity[strings.ToUpper(tool.Severity)] > finding.Medium && !r.packageReadsRequest(pkg) {
			tool.Severity = "MEDIUM"
			out.Message += ", from the program's own input (its package reads no network request)"
		} else if is.Rule == "G404" && toolSeverity[strings.ToUpper(tool.Severity)] > finding.Medium && !secretContext.MatchString(out.Code) {
			// math/rand for jitter, sampling or test data is not a
			// weakness; for a token, key or nonce it is.
			tool.Severity = "MEDIUM"
			out.Message += ", not visibly making a secret (a token, key, nonce or password)"
		}
		detail = append(detail, gosecDetail(is))
	case "go":
		if sev, ok := raisedByHTTPInput[out.Rule]; ok && readsHTTPRequest(r.e.flowRows(), pkg, d.Pos) {
			out.Severity, out.Confidence = sev, httpInputConfidence
			out.Message += ", with input from an HTTP request"
		}
		detail = append(detail, c.a.Doc)
		if c.cwe != "" {
			out.CWE = []string{c.cwe}
		}
	case "staticcheck":
		if c.a == unusedAnalyzer && !r.keepUnused(pkg, s, lines, &out) {
			return
		}
		if len(out.Fixes) == 0 && c.title != "" {
			detail = append(detail, strings.TrimSuffix(c.title, ".")+".")
		}
		detail = append(detail, "See "+cmp.Or(d.URL, c.a.URL))
	default:
		if len(out.Fixes) == 0 {
			doc, _, _ := strings.Cut(c.a.Doc, "\n")
			detail = append(detail, "go vet "+c.a.Name+": "+strings.TrimSuffix(doc, ".")+".")
		}
		if u := cmp.Or(d.URL, c.a.URL); u != "" {
			detail = append(detail, "See "+u)
		}
	}
	out.Detail = strings.Join(detail, " ")
	r.emit(out, tool)
}

// fixes converts suggested fixes into byte edits of files under review. A
// fix that touches a file not under review is dropped whole: half a fix is
// not a fix.
func (r *run) fixes(fset *token.FileSet, sfs []analysis.SuggestedFix) []finding.Fix {
	var out []finding.Fix
next:
	for _, sf := range sfs {
		fx := finding.Fix{Message: sf.Message}
		for _, te := range sf.TextEdits {
			tf := fset.File(te.Pos)
			if tf == nil {
				continue next
			}
			s := r.lookup(tf.Name())
			if s == nil || tf.Size() != len(s.file.Content) {
				continue next
			}
			end := te.End
			if !end.IsValid() {
				end = te.Pos
			}
			fx.Edits = append(fx.Edits, finding.TextEdit{
				File: s.file.Path, Start: tf.Offset(te.Pos), End: tf.Offset(end), NewText: string(te.NewText),
			})
		}
		if len(fx.Edits) > 0 {
			out = append(out, fx)
		}
	}
	return out
}
