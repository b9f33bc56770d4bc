package treesitter

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/csharp"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
	"github.com/teamreview/teamreview/internal/engine/treesitter/javascript"
	"github.com/teamreview/teamreview/internal/engine/treesitter/markup"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/engine/treesitter/php"
	"github.com/teamreview/teamreview/internal/engine/treesitter/python"
	"github.com/teamreview/teamreview/internal/engine/treesitter/ruby"
	"github.com/teamreview/teamreview/internal/engine/treesitter/textfacts"
	"github.com/teamreview/teamreview/internal/engine/treesitter/yamlrules"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "treesitter"

// MaxFileSize is the largest file parsed: beyond it a file is usually
// generated or minified, and is named in a note instead.
const MaxFileSize = 2 << 20

// Engine runs the analyzers over the files of their languages.
type Engine struct {
	Analyzers []*analysis.Analyzer
	// Workers bounds the files analyzed at once; 0 means GOMAXPROCS.
	Workers int
	// CacheDir keeps each file's result by content; "" turns it off.
	CacheDir string
	// Parse parses a file; nil means syntax.Parse. Tests replace it.
	Parse func(ctx context.Context, lang syntax.Lang, src []byte) (*syntax.Tree, error)
	// Source reads the project's files outside the change, for analyzers
	// that summarize calls into them; nil means none.
	Source Source
	// HasSecret checks a diagnostic's text before it is cached: a message
	// quotes code along a flow, and a credential in that code must not be
	// written to the cache. nil caches nothing.
	HasSecret func(file, text string) bool
	// Text are the text rows the Result's facts read (the shipped ones
	// and the user's); nil is the shipped ones.
	Text *models.Text
}

var _ engine.Engine = (*Engine)(nil)

// New builds the engine with the registered analyzers and the user's rule
// directories (rulepack.rule_dirs) in the engine's own YAML rule format.
func New(env engine.Env) (engine.Engine, error) {
	e := &Engine{Analyzers: running()}
	if env.Root != "" {
		e.Source = DirSource{Root: env.Root}
	}
	if env.Config != nil && len(env.Config.Rulepack.RuleDirs) > 0 {
		user, err := yamlrules.Load(env.Root, env.Config.Rulepack.RuleDirs)
		if err != nil {
			return nil, err
		}
		if user != nil {
			e.Analyzers = append(slices.Clip(e.Analyzers), user)
		}
		if e.Analyzers, err = withUserModels(e.Analyzers, env.Root, env.Config.Rulepack.RuleDirs); err != nil {
			return nil, err
		}
		if e.Text, err = models.LoadText(env.Root, env.Config.Rulepack.RuleDirs); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// CheckModels loads the user's models from the rule directories and
// checks that the analyses of their languages can use them: a broken
// model stops the review before anything runs, naming file, row and field.
func CheckModels(root string, dirs []string) error {
	_, err := withUserModels(nil, root, dirs)
	return err
}

// withUserModels replaces, in analyzers, the analyzer of each language
// the user's models (rulepack.rule_dirs) extend by one that reads them
// beside the shipped ones.
func withUserModels(analyzers []*analysis.Analyzer, root string, dirs []string) ([]*analysis.Analyzer, error) {
	set, err := models.Load(root, dirs)
	if err != nil || set == nil {
		return analyzers, err
	}
	ja, err := java.WithModels(set)
	if err != nil {
		return nil, err
	}
	pa, err := python.WithModels(set)
	if err != nil {
		return nil, err
	}
	jsa, err := javascript.WithModels(set)
	if err != nil {
		return nil, err
	}
	csa, err := csharp.WithModels(set)
	if err != nil {
		return nil, err
	}
	pha, err := php.WithModels(set)
	if err != nil {
		return nil, err
	}
	rba, err := ruby.WithModels(set)
	if err != nil {
		return nil, err
	}
	mka, err := markup.WithModels(set)
	if err != nil {
		return nil, err
	}
	out := slices.Clone(analyzers)
	for i, a := range out {
		switch a {
		case java.Analyzer:
			out[i] = ja
		case python.Analyzer:
			out[i] = pa
		case javascript.Analyzer:
			out[i] = jsa
		case csharp.Analyzer:
			out[i] = csa
		case php.Analyzer:
			out[i] = pha
		case ruby.Analyzer:
			out[i] = rba
		case markup.Analyzer:
			out[i] = mka
		}
	}
	return out, nil
}

func (e *Engine) Name() string { return Name }

// job is one file and the analyzers of its language.
type job struct {
	file      *scope.File
	lang      syntax.Lang
	analyzers []*analysis.Analyzer
}

// Run never fails the review for one file: a parse error or an analyzer's
// panic is a note that names the file. The Result's Facts are what the
// files' text says (package textfacts: HTML sinks, manifest entries), read
// when a specialist asks, whether or not the files parse.
func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	jobs, res := e.plan(files)
	res.Facts = textfacts.Analyze(files, e.Text)
	if len(jobs) == 0 {
		return res, nil
	}
	if e.Parse == nil && !syntax.Available {
		res.Notes = append(res.Notes, unanalyzedNote(jobs, syntax.ErrUnavailable.Error()))
		for _, j := range jobs {
			res.Unanalyzed = append(res.Unanalyzed, engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: syntax.ErrUnavailable.Error()})
		}
		return res, nil
	}
	parse := e.Parse
	if parse == nil {
		parse = syntax.Parse
	}
	proj := newProject(ctx, e.Source, parse, files)
	workers := e.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		mu    sync.Mutex
		next  = make(chan *job)
		wg    sync.WaitGroup
		notes []string
	)
	for range min(workers, len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				diags, note, gap := e.analyze(ctx, j, proj)
				mu.Lock()
				res.Diagnostics = append(res.Diagnostics, diags...)
				if note != "" {
					notes = append(notes, note)
				}
				if gap != nil {
					res.Unanalyzed = append(res.Unanalyzed, *gap)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range jobs {
		if ctx.Err() != nil {
			break
		}
		next <- &jobs[i]
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sort.Strings(notes)
	res.Notes = append(res.Notes, notes...)
	var unavailable []job
	for _, u := range res.Unanalyzed {
		if u.Reason == syntax.ErrUnavailable.Error() {
			unavailable = append(unavailable, job{lang: syntax.Detect(u.File)})
		}
	}
	if len(unavailable) > 0 {
		res.Notes = append(res.Notes, unanalyzedNote(unavailable, syntax.ErrUnavailable.Error()))
	}
	sort.Slice(res.Unanalyzed, func(i, k int) bool { return res.Unanalyzed[i].File < res.Unanalyzed[k].File })
	return res, nil
}

// plan picks the files an analyzer wants.
func (e *Engine) plan(files []*scope.File) ([]job, *engine.Result) {
	res := &engine.Result{}
	var jobs []job
	for _, f := range files {
		lang := syntax.DetectFile(f.Path, f.Content)
		if lang == "" || !f.Reviewable() || !filepath.IsLocal(filepath.FromSlash(f.Path)) {
			continue
		}
		if lang == syntax.Apex && syntax.IsLaTeX(f.Content) {
			continue // a LaTeX class (.cls), not Apex
		}
		var as []*analysis.Analyzer
		for _, a := range e.Analyzers {
			if a.For != nil {
				if a = a.For(lang); a != nil {
					as = append(as, a)
				}
			} else if slices.Contains(a.Langs, lang) {
				as = append(as, a)
			}
		}
		if len(as) == 0 {
			continue
		}
		if len(f.Content) > MaxFileSize {
			why := fmt.Sprintf("%d bytes, over the %d MiB limit (generated or minified?)", len(f.Content), MaxFileSize>>20)
			res.Notes = append(res.Notes, fmt.Sprintf("treesitter: %s was not analyzed: %s", f.Path, why))
			res.Unanalyzed = append(res.Unanalyzed, engine.Unanalyzed{File: f.Path, Language: lang.Title(), Reason: why})
			continue
		}
		jobs = append(jobs, job{file: f, lang: lang, analyzers: as})
	}
	return jobs, res
}

// analyze parses one file and runs its analyzers, or takes their result
// from the cache. gap is set when the file was not analyzed in full.
func (e *Engine) analyze(ctx context.Context, j *job, proj *project) (diags []engine.Diagnostic, note string, gap *engine.Unanalyzed) {
	key := e.key(j)
	// A lone carriage return needs the tree to tell (crGap): such a file
	// is read again.
	if ent, ok := e.load(key, j.file.Path, j.file.Content); ok && proj.fresh(ent.Deps) && !hasLoneCR(j) {
		note, gap = parseGap(ctx, j, ent.ErrorSpans)
		note, gap = encodingGap(j, note, gap)
		return ent.Diagnostics, note, gap
	}
	tree, err := proj.parse(ctx, j.lang, j.file.Content)
	if errors.Is(err, syntax.ErrUnavailable) {
		// Named once for all files, by Run.
		return nil, "", &engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: err.Error()}
	}
	if err != nil {
		return nil, fmt.Sprintf("treesitter: %s was not analyzed: %v", j.file.Path, err),
			&engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: err.Error()}
	}
	spans := errorSpans(tree)
	note, gap = parseGap(ctx, j, spans)
	note, gap = encodingGap(j, note, gap)
	note, gap = crGap(j, tree, note, gap)
	pp := &passProject{p: proj, self: j.file.Path, deps: map[string]string{}}
	diags, failed := runAll(j, tree, pp)
	if tree.Plain != nil {
		// A page whose template tags were masked is also read as a
		// browser reads it served as it is: the masks must not hide what
		// that reading finds (a "{{" in a comment masked up to the next
		// "}}" around a handler).
		plain, failedPlain := runAll(j, tree.Plain, pp)
		diags = mergeDiagnostics(diags, plain)
		failed = append(failed, failedPlain...)
	}
	if len(failed) > 0 {
		// Not Partial: the analyzer gave up, not the code, and what it
		// did not reach may hold what the gate is for (a file made to
		// nest too deep must not pass for a reviewed one).
		why := strings.Join(failed, "; ")
		note = strings.TrimPrefix(note+"; ", "; ") + fmt.Sprintf("treesitter: %s: %s", j.file.Path, why)
		return diags, note, &engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: why}
	}
	if ctx.Err() == nil {
		e.store(key, j.file.Content, diags, spans, pp.deps)
	}
	return diags, note, gap
}

// runAll runs the job's analyzers over tree.
func runAll(j *job, tree *syntax.Tree, pp *passProject) (diags []engine.Diagnostic, failed []string) {
	for _, a := range j.analyzers {
		pass := &analysis.Pass{Analyzer: a, Path: j.file.Path, Tree: tree, Project: pp, Report: func(d engine.Diagnostic) {
			d.Engine = Name
			diags = append(diags, d)
		}}
		if err := run(a, pass); err != nil {
			failed = append(failed, fmt.Sprintf("analyzer %s failed: %v", a.Name, err))
		}
	}
	return diags, failed
}

// mergeDiagnostics adds to diags those of more that the first reading
// did not report: a rule's diagnostics on the same lines are one problem
// read twice (the plain reading may quote an attribute cut at a tag's
// quote), so only as many more as more has beyond diags' are added.
func mergeDiagnostics(diags, more []engine.Diagnostic) []engine.Diagnostic {
	type key struct {
		rule  string
		lines finding.LineRange
	}
	seen := map[key]int{}
	for _, d := range diags {
		seen[key{d.Rule, d.Lines}]++
	}
	for _, d := range more {
		k := key{d.Rule, d.Lines}
		if seen[k] > 0 {
			seen[k]--
			continue
		}
		diags = append(diags, d)
	}
	return diags
}

// parseGap names a file that does not parse, given where (spans, the
// first error first).
//
// A file analyzed as far as it parses is Partial, not a gap: the broken
// part is the author's to see. Not when the change wrote a line that does
// not parse, in a language with security rules whose grammar reads it as
// its compiler does (gateLangs): tree-sitter recovers around the error and the statement in it is gone,
// so one stray character planted on a sink's line (or a syntax the
// grammar does not know yet, which the interpreter runs) took a command
// injection out of the review, which then passed with a note. What the
// change wrote there was not analyzed: the review is incomplete for the
// file. Markup, C's macros and the other grammars whose errors are
// routine (template tags) keep the note.
func parseGap(ctx context.Context, j *job, spans []finding.LineRange) (string, *engine.Unanalyzed) {
	if len(spans) == 0 {
		return "", nil
	}
	if line := changedError(ctx, j, spans); line > 0 {
		why := fmt.Sprintf("does not parse as %s at line %d, a line this change wrote: what it wrote there was not analyzed", j.lang.Title(), line)
		return fmt.Sprintf("treesitter: %s %s", j.file.Path, why),
			&engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: why}
	}
	why := fmt.Sprintf("does not parse as %s from line %d; analyzed as far as it parses", j.lang.Title(), spans[0].Start)
	return fmt.Sprintf("treesitter: %s %s", j.file.Path, why),
		&engine.Unanalyzed{File: j.file.Path, Language: j.lang.Title(), Reason: why, Partial: true}
}

// gateLangs are the languages with security rules whose grammars here
// read the language as its interpreter or compiler does: a line the change
// wrote that does not parse is an error in the code, or a syntax the
// grammar does not know yet (the rescues in syntax read the known ones),
// never routine. Left out: Scala, whose grammar misses Scala 2's
// ordinary forms (Play's @Inject()(…) constructors, Spark's $"col", XML
// literals), and C and C++, whose macros the grammar cannot expand
// (WINAPI, BAD_CAST; a third of the .c files on a Debian system do not
// parse): there only a character that no token of theirs has counts
// (cStray). Markup and the other languages keep the note.
var gateLangs = []syntax.Lang{syntax.Python, syntax.JavaScript, syntax.TypeScript, syntax.TSX, syntax.Java, syntax.CSharp, syntax.PHP, syntax.Ruby,
	syntax.Kotlin, syntax.Rust, syntax.Swift, syntax.Bash}

// changedError is the first line the change wrote inside a span that does
// not parse, in a diff's file of a gate language; 0 otherwise (a path
// target has no change to tell apart from the code it reviews).
func changedError(ctx context.Context, j *job, spans []finding.LineRange) int {
	if j.file.Changed == nil {
		return 0
	}
	counts := func(int) bool { return true }
	switch {
	case j.lang == syntax.JavaScript && flowTyped(j.file.Content):
		counts = noFlow(ctx, j.file.Content)
	case j.lang == syntax.C || j.lang == syntax.CPP:
		counts = cStray(j.file.Content)
	case !slices.Contains(gateLangs, j.lang):
		return 0
	}
	for _, sp := range spans {
		for n := sp.Start; n <= max(sp.Start, sp.End); n++ {
			if j.file.ChangedLine(n) && counts(n) {
				return n
			}
		}
	}
	return 0
}

// flowTyped reports a JavaScript file that Flow checks (@flow in its
// header comment): its type annotations are no JavaScript the grammar
// reads, so every annotated line the change writes is an error there.
func flowTyped(src []byte) bool {
	head := src[:min(len(src), 1024)]
	return bytes.Contains(head, []byte("@flow")) && !bytes.Contains(head, []byte("@noflow"))
}

// noFlow tells, in a file Flow checks, the lines whose error is not Flow's
// syntax: those that do not parse either read as TypeScript with Flow's
// own annotations masked (syntax.FlowAsTypeScript). The pragma alone
// excuses nothing: a stray character on a sink's line is no type, and
// fails that reading too.
func noFlow(ctx context.Context, src []byte) func(int) bool {
	tree, err := syntax.Parse(ctx, syntax.TSX, syntax.FlowAsTypeScript(src))
	if err != nil {
		return func(int) bool { return true }
	}
	bad := map[int]bool{}
	for _, e := range tree.Errors {
		for n := e.Line; n <= max(e.Line, e.EndLine); n++ {
			bad[n] = true
		}
	}
	return func(n int) bool { return bad[n] }
}

// cStray tells the lines of a C or C++ file that hold, outside comments
// and literals, a character no token of C or C++ has ('@', '`'): no macro
// explains it. An Objective-C header (a .h file with @interface) has none.
func cStray(src []byte) func(int) bool {
	if bytes.Contains(src, []byte("@interface")) || bytes.Contains(src, []byte("@implementation")) || bytes.Contains(src, []byte("@protocol")) {
		return func(int) bool { return false }
	}
	lines := map[int]bool{}
	line := 1
	var quote byte
	block, comment := false, false
	for i := 0; i < len(src); i++ {
		c := src[i]
		next := byte(0)
		if i+1 < len(src) {
			next = src[i+1]
		}
		switch {
		case c == '\n':
			line++
			comment = false
			if quote != 0 && (i == 0 || src[i-1] != '\\') {
				quote = 0 // an unterminated literal ends with its line
			}
		case block:
			if c == '*' && next == '/' {
				block = false
				i++
			}
		case comment:
		case quote != 0:
			if c == '\\' && next != '\n' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '/' && next == '*':
			block = true
			i++
		case c == '/' && next == '/':
			comment = true
		case c == '"' || c == '\'':
			quote = c
		case c == '@' || c == '`':
			lines[line] = true
		}
	}
	return func(n int) bool { return lines[n] }
}

// errorSpans are the lines of each place tree does not parse, the first
// error (Tree.FirstError) first; nil when it parses.
func errorSpans(tree *syntax.Tree) []finding.LineRange {
	first := tree.FirstError()
	if first == nil {
		return nil
	}
	spans := ownSpans(first)
	for _, e := range tree.Errors {
		if e != first {
			spans = append(spans, ownSpans(e)...)
		}
	}
	return spans
}

// ownSpans are the lines of an error node's own tokens: its leaves, not
// the subtrees it holds that parsed (a whole class or function the
// grammar wrapped while recovering from one token it could not place;
// okhttp's DnsTesting.kt is one ERROR from its first line to its last
// around an `object : Dns by this`) nor the errors within it, which are
// spans of their own, nor its comments (a door through comments is the
// carriage-return gap's). An error with no token of its own (two parsed
// expressions side by side) is all its lines.
func ownSpans(e *syntax.Node) []finding.LineRange {
	var spans []finding.LineRange
	for _, c := range e.Children {
		if c.IsError() || len(c.Children) > 0 || strings.Contains(c.Kind, "comment") {
			continue
		}
		if k := len(spans) - 1; k >= 0 && c.Line <= spans[k].End+1 {
			spans[k].End = max(spans[k].End, c.EndLine)
			continue
		}
		spans = append(spans, finding.LineRange{Start: c.Line, End: c.EndLine})
	}
	if len(e.Children) == 0 || len(spans) == 0 {
		return []finding.LineRange{{Start: e.Line, End: e.EndLine}}
	}
	return spans
}

// run calls the analyzer, turning a panic into an error: one analyzer's bug
// must not take the review down.
func run(a *analysis.Analyzer, pass *analysis.Pass) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return a.Run(pass)
}

// unanalyzedNote names the languages and counts the files not analyzed.
func unanalyzedNote(jobs []job, why string) string {
	count := map[syntax.Lang]int{}
	for _, j := range jobs {
		count[j.lang]++
	}
	var parts []string
	for _, l := range syntax.Langs {
		switch n := count[l]; {
		case n == 1:
			parts = append(parts, l.Title()+" (1 file)")
		case n > 1:
			parts = append(parts, fmt.Sprintf("%s (%d files)", l.Title(), n))
		}
	}
	return fmt.Sprintf("treesitter: not analyzed: %s: %s", strings.Join(parts, ", "), why)
}
