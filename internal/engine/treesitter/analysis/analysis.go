// Package analysis is the contract between the treesitter engine and its
// analyzers, in the shape of golang.org/x/tools/go/analysis: an analyzer is
// a value that declares the rules it can report and a Run function that
// receives everything through one Pass; results are plain data.
//
// An analyzer reads a syntax.Tree (a plain Go tree, safe to share), so
// analyzers build and are tested without cgo. Rules are declared once, in
// the analyzer, and that declaration is what the README's rule tables and
// the configuration's rule validation are generated from.
package analysis

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/redact"
)

// Rule is what an analyzer can report, with its rating.
type Rule struct {
	// ID is the full rule id, "<language or pack>/<name>": python/sql-injection.
	ID string
	// Title is the finding's title when the report gives no message.
	Title string
	// Dimension: security, correctness, performance, maintainability, design.
	Dimension  string
	Severity   finding.Severity
	Confidence float64
	CWE        []string
	// Recommendation is a concrete fix that names the safe API of the
	// language or framework.
	Recommendation string
	// Tags name the published rules and criteria the rule implements, as
	// SARIF rule tags: "act:23a2a8" (a W3C ACT rule), "wcag:1.1.1" (a
	// WCAG success criterion).
	Tags []string
}

// Analyzer is one analysis over the files of some languages.
type Analyzer struct {
	Name  string
	Doc   string
	Langs []syntax.Lang
	Rules []*Rule
	Run   func(*Pass) error
	// For, when set, stands for an analyzer costly to build whole: the
	// engine asks it for the analyzer of each language it has files in
	// (nil: none for that language) instead of reading Langs and Run, so
	// only the languages under review are built.
	For func(syntax.Lang) *Analyzer
}

// Validate reports a malformed analyzer, before anything runs.
func (a *Analyzer) Validate() error {
	if a.Name == "" || a.Run == nil || len(a.Langs) == 0 {
		return fmt.Errorf("analyzer %q: needs a name, languages and Run", a.Name)
	}
	for _, r := range a.Rules {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("analyzer %s: rule %s: %w", a.Name, r.ID, err)
		}
	}
	return nil
}

// Dimensions a rule may report to.
var Dimensions = []string{"security", "correctness", "performance", "maintainability", "design"}

// Validate reports a malformed rule.
func (r *Rule) Validate() error {
	switch {
	case !strings.Contains(r.ID, "/"):
		return fmt.Errorf("the id %q must be <language>/<name>", r.ID)
	case r.Title == "":
		return fmt.Errorf("no title")
	case r.Confidence <= 0 || r.Confidence > 1:
		return fmt.Errorf("confidence %v is not in (0, 1]", r.Confidence)
	case r.Recommendation == "":
		return fmt.Errorf("no recommendation")
	}
	for _, d := range Dimensions {
		if d == r.Dimension {
			return nil
		}
	}
	return fmt.Errorf("unknown dimension %q", r.Dimension)
}

// Pass is one analyzer's run over one file.
type Pass struct {
	Analyzer *Analyzer
	// Path is the file's slash-separated path relative to the review root.
	Path string
	Tree *syntax.Tree
	// Report receives the diagnostics; the engine sets it.
	Report func(engine.Diagnostic)
	// Project reads the project's other files, for summaries of what this
	// file calls in them; nil when there is none to read (a test, a file
	// outside any project).
	Project Project
}

// Project gives an analyzer the other files of the project under review:
// the version under review for files in the change, the working tree for
// the rest. Every file an analyzer reads through it becomes part of the
// cache key of the file being analyzed, so a change to a helper in another
// file re-analyzes its callers.
type Project interface {
	// Tree parses a file by its slash path relative to the review root;
	// false when there is no such file, it is outside the root, too large,
	// or not in a language the engine parses.
	Tree(path string) (*syntax.Tree, bool)
	// Files lists the project's files of a language, sorted (generated,
	// vendored and hidden directories left out).
	Files(lang syntax.Lang) []string
	// ReadFile returns a file's bytes by its slash path (a configuration
	// such as tsconfig.json, which no grammar parses); false when there is
	// no such file or it cannot be read.
	ReadFile(path string) ([]byte, bool)
}

// Step is one place on the way from a source to a sink.
type Step struct {
	Line int
	// What is the code at that step, short: `request.args.get("id")`, `q`.
	What string
}

// Flow is the path of a tainted value, source first, sink last.
type Flow []Step

// String renders the flow for a message: `a (line 3) → b (line 4)`.
func (f Flow) String() string {
	parts := make([]string, 0, len(f))
	for i, s := range f {
		if i > 0 && s == f[i-1] {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (line %d)", Short(s.What), s.Line))
	}
	return strings.Join(parts, " → ")
}

// Ends renders the source and the sink: `a (line 3) → … → c (line 9)`.
func (f Flow) Ends() string {
	if len(f) <= 2 {
		return f.String()
	}
	return Flow{f[0]}.String() + " → … → " + Flow{f[len(f)-1]}.String()
}

// Short trims code for a message: one line, at most 60 characters, cut
// after its credentials are masked (redact.Clip).
func Short(code string) string {
	return redact.Clip(strings.Join(strings.Fields(code), " "), 60, "...")
}

// Reportf reports rule r at node n. The message is the rule's title when
// format is "".
func (p *Pass) Reportf(r *Rule, n *syntax.Node, format string, args ...any) {
	msg := r.Title
	if format != "" {
		msg = fmt.Sprintf(format, args...)
	}
	p.Report(engine.Diagnostic{
		Rule: r.ID, Dimension: r.Dimension, File: p.Path, Lines: n.Lines(),
		Severity: r.Severity, Confidence: r.Confidence, Message: msg, Detail: r.Recommendation,
		Code: p.Tree.Text(n), CWE: r.CWE,
	})
}

// ReportFlow reports a tainted value that reaches a sink: the message is
// the rule's title and the path, so a person can follow it. sev is the
// severity the source earns (an HTTP request feeding SQL is a Blocker);
// pass r.Severity when there is no reason to differ.
func (p *Pass) ReportFlow(r *Rule, sink *syntax.Node, sev finding.Severity, flow Flow) {
	msg, detail := r.Title, r.Recommendation
	if len(flow) > 0 {
		// The title is clamped to the contract's 120 characters, so it
		// names the source and the sink; the recommendation keeps the
		// whole path.
		msg += ": " + flow.Ends()
		detail = "Path: " + flow.String() + ". " + detail
	}
	p.Report(engine.Diagnostic{
		Rule: r.ID, Dimension: r.Dimension, File: p.Path, Lines: sink.Lines(),
		Severity: sev, Confidence: r.Confidence, Message: msg, Detail: detail,
		Code: p.Tree.Text(sink), CWE: r.CWE,
	})
}

// Strongest runs analyze on a copy of the pass that keeps one diagnostic
// per rule and starting line — the most severe, the first among equals —
// and returns them in line, then rule order, for the caller to report. A
// taint analysis reaches one sink along several paths; a person wants one
// finding there, rated by the worst path.
func Strongest(pass *Pass, analyze func(*Pass)) []engine.Diagnostic {
	type key struct {
		rule  string
		start int
	}
	at := map[key]int{}
	var out []engine.Diagnostic
	sub := *pass
	sub.Report = func(d engine.Diagnostic) {
		k := key{d.Rule, d.Lines.Start}
		i, ok := at[k]
		switch {
		case !ok:
			at[k] = len(out)
			out = append(out, d)
		case d.Severity > out[i].Severity:
			out[i] = d
		}
	}
	analyze(&sub)
	slices.SortStableFunc(out, func(a, b engine.Diagnostic) int {
		return cmp.Or(cmp.Compare(a.Lines.Start, b.Lines.Start), cmp.Compare(a.Rule, b.Rule))
	})
	return out
}

// MaxNesting is how deep an interpreter may recurse into one file's
// expressions.
const MaxNesting = 150000

// ErrNesting ends a file's analysis that went past MaxNesting.
var ErrNesting = errors.New("expressions nest deeper than 150000 levels: the file is analyzed only this far")

// Nesting counts an interpreter's recursion into one file. Past
// MaxNesting, Enter panics with ErrNesting, which the engine turns into
// the file's partial analysis (a coverage gap): a value that refers to
// itself would otherwise recurse until the Go stack overflows, which no
// recover catches and which ends the whole review.
type Nesting int

// Enter counts one level in; call Leave when it returns.
func (n *Nesting) Enter() {
	*n++
	if *n > MaxNesting {
		panic(ErrNesting)
	}
}

// Leave counts one level out.
func (n *Nesting) Leave() { *n-- }
