package goanalysis

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/cache"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "go"

// Engine runs go vet's analyzers, staticcheck and gosec over the Go files
// under review, in one package load and one analysis pass, and checks that
// the files are gofmt-formatted.
type Engine struct {
	root string
	cfg  *config.Config
	// deleted are the .go files the change deletes: the unused code
	// check reads what they held (unused.go).
	deleted []*scope.File

	// How packages are loaded and analyzed: the driver, unless a test
	// compares it with go/analysis/checker.
	loadMode packages.LoadMode
	analyze  func(r *run, us []*unit)

	// factsDir holds the facts cache (facts.go) and the listings of
	// packages (listing.go); "" turns them off. stdFactsDir holds the
	// standard library's facts; New makes it factsDir, and only tests
	// set it apart (facts.go).
	factsDir, stdFactsDir string

	// rows are the shipped Go model rows with the user's
	// (rulepack.rule_dirs), which the syntax-only checks read; nil when
	// the user has none (the checks read the shipped rows).
	rows *flowRows
}

var (
	_ engine.Engine    = (*Engine)(nil)
	_ cache.KeyedNotes = (*Engine)(nil)
)

// New builds the engine for a review rooted at env.Root.
func New(env engine.Env) (engine.Engine, error) {
	if env.Root == "" {
		return nil, errors.New("go engine: no review root")
	}
	root, err := filepath.Abs(env.Root)
	if err != nil {
		return nil, fmt.Errorf("go engine: %w", err)
	}
	dir := cache.DefaultDir()
	e := &Engine{root: root, cfg: env.Config, deleted: env.Deleted, loadMode: loadMode, analyze: (*run).analyze, factsDir: dir, stdFactsDir: dir}
	if env.Config != nil && len(env.Config.Rulepack.RuleDirs) > 0 {
		// A broken model is an error naming file, row and field, as in
		// gosource.
		set, err := models.Load(env.Root, env.Config.Rulepack.RuleDirs)
		if err != nil {
			return nil, err
		}
		if user := set.For("go"); len(user) > 0 {
			e.rows = newFlowRows(append(slices.Clone(models.BuiltinFor("go")), user...))
		}
	}
	return e, nil
}

func (e *Engine) Name() string { return Name }

// flowRows are the rows the engine reads: the shipped ones, with the
// user's when there are any.
func (e *Engine) flowRows() *flowRows {
	if e.rows != nil {
		return e.rows
	}
	return builtinFlowRows()
}

// source is one Go file under review.
type source struct {
	file *scope.File
	abs  string // its absolute path on this machine
}

// Run analyzes the reviewable .go files among files. Problems it works
// around — a module whose dependencies are not in the module cache, no go
// command — become notes; only a cancelled context is an error.
func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	srcs := e.sources(files)
	if len(srcs) == 0 {
		return &engine.Result{}, nil
	}
	r := newRun(ctx, e, srcs)
	// The gofmt check needs no package: it runs while the go command
	// lists them, and its diagnostics come first, as if it ran before.
	var unformatted []engine.Diagnostic
	formatted := make(chan struct{})
	go func() {
		defer close(formatted)
		for _, s := range srcs {
			if d, ok := gofmtCheck(s.file.Path, s.file.Content); ok {
				unformatted = append(unformatted, d)
			}
		}
	}()
	emitUnformatted := func() {
		<-formatted
		for _, d := range unformatted {
			r.emit(d, toolRating{})
		}
	}
	if _, err := exec.LookPath("go"); err != nil {
		emitUnformatted()
		r.note(fmt.Sprintf("go: "+noGoCommand+"; type-based checks skipped for %d %s",
			len(srcs), plural(len(srcs), "file")))
		r.skipped(srcs, "the go command is not on PATH: only the gofmt check ran")
		return r.result(), nil
	}
	us := units(srcs, e.root)
	loadAll(ctx, us, r.fset, e.loadMode, e.factsDir)
	for _, u := range us {
		if n := u.downloadNote(); n != "" {
			r.note(n)
		}
	}
	emitUnformatted()
	if err := ctx.Err(); err != nil {
		return r.result(), err
	}
	e.analyze(r, us)
	return r.result(), ctx.Err()
}

// sources picks the files this engine reviews. Like the go command and
// golangci-lint, it leaves testdata and vendor directories alone: their Go
// files are fixtures and other people's code.
func (e *Engine) sources(files []*scope.File) []*source {
	var out []*source
	for _, f := range files {
		if f == nil || !f.Reviewable() || !strings.HasSuffix(f.Path, ".go") {
			continue
		}
		if slices.ContainsFunc(strings.Split(f.Path, "/"), func(el string) bool { return el == "testdata" || el == "vendor" }) {
			continue
		}
		out = append(out, &source{file: f, abs: filepath.Join(e.root, filepath.FromSlash(f.Path))})
	}
	return out
}

// emit rates a diagnostic by the routing table and the configuration, and
// keeps it unless its rule is disabled.
func (r *run) emit(d engine.Diagnostic, tool toolRating) {
	if r.e.cfg.Disabled(d.Rule) {
		return
	}
	dim, sev, conf, ok := rate(d.Rule, tool)
	if !ok {
		// route_test.go keeps this from happening; if it does, say so
		// rather than guess quietly.
		dim, sev, conf = Correctness, finding.Low, 0.5
		r.note("go: rule " + d.Rule + " has no route in teamreview's table; reported as correctness, Low")
	}
	d.Engine = Name
	d.Dimension = dim
	d.Severity = max(sev, d.Severity) // d.Severity carries a raise (taint.go)
	d.Confidence = max(conf, d.Confidence)
	d.Severity = r.e.cfg.Severity(d.Rule, d.Severity)
	key := fmt.Sprintf("%s\x00%s\x00%d\x00%d\x00%s", d.Rule, d.File, d.Lines.Start, d.Lines.End, d.Message)
	if r.seen[key] {
		return // the same diagnostic from a package and its test variant
	}
	r.seen[key] = true
	r.diags = append(r.diags, d)
}

func (r *run) note(s string) {
	if !slices.Contains(r.notes, s) {
		r.notes = append(r.notes, s)
	}
}

// result sorts what the run found by file, line and rule.
func (r *run) result() *engine.Result {
	slices.SortFunc(r.diags, func(a, b engine.Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Lines.Start, b.Lines.Start),
			cmp.Compare(a.Lines.End, b.Lines.End),
			cmp.Compare(a.Rule, b.Rule),
			cmp.Compare(a.Message, b.Message),
		)
	})
	slices.Sort(r.notes)
	return &engine.Result{Diagnostics: r.diags, Notes: r.notes, Unanalyzed: r.coverage()}
}

// transientNotes mark the notes whose cause the result cache's key does
// not cover: the go command failed as a whole (killed, a lock, a broken
// toolchain), is missing, the analyzers could not be set up, or go mod
// download failed (the network, credentials, GOPRIVATE: the next review
// tries again). Every
// other note follows from the content and environment the key hashes —
// code that does not compile, an import nothing provides, a module not in
// the module cache (cache.GoKey hashes which are) — or from the analyzers
// on that content (one that panics on it panics again).
var transientNotes = []string{notLoaded, noGoCommand, cannotStart, notDownloadable}

const (
	notLoaded       = "packages could not be loaded ("
	noGoCommand     = "the go command is not on PATH"
	cannotStart     = "analysis could not start"
	notDownloadable = "could not be downloaded ("
)

// KeyedNotes reports whether notes all follow from what the result cache's
// key covers, so that a result with them may be cached (cache.KeyedNotes).
func (e *Engine) KeyedNotes(notes []string) bool {
	for _, n := range notes {
		for _, t := range transientNotes {
			if strings.Contains(n, t) {
				return false
			}
		}
	}
	return true
}
