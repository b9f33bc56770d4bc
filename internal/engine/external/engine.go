package external

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/procgroup"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "external"

// Tool is one linter teamreview can run.
type Tool struct {
	Name string
	// Binary is looked up on PATH.
	Binary string
	// Exts are the file extensions (or base names) it checks.
	Exts []string
	// Args builds the command line for the files (relative to the root).
	Args func(files []string) []string
	// Parse reads its output.
	Parse func(out []byte) ([]Issue, error)
	// OK tells a clean run or a run that found something from a failure.
	OK func(code int) bool
}

func exitsBelow(n int) func(int) bool { return func(c int) bool { return c >= 0 && c < n } }

// Tools is the table of supported tools.
var Tools = []Tool{
	{Name: "eslint", Binary: "eslint", Exts: []string{".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue"},
		Args: func(f []string) []string {
			return append([]string{"--format", "json", "--no-error-on-unmatched-pattern"}, f...)
		},
		Parse: parseESLintJSON, OK: exitsBelow(2)},
	{Name: "ruff", Binary: "ruff", Exts: []string{".py"},
		Args: func(f []string) []string {
			// JSON rather than SARIF: it says which fixes are safe.
			return append([]string{"check", "--output-format", "json", "--exit-zero"}, f...)
		},
		Parse: parseRuffJSON, OK: exitsBelow(1)},
	{Name: "bandit", Binary: "bandit", Exts: []string{".py"},
		Args:  func(f []string) []string { return append([]string{"-q", "-f", "sarif"}, f...) },
		Parse: ParseSARIF, OK: exitsBelow(2)},
	{Name: "semgrep", Binary: "semgrep", Exts: []string{"*"},
		Args: func(f []string) []string {
			return append([]string{"scan", "--sarif", "--quiet", "--metrics=off", "--config", "auto"}, f...)
		},
		Parse: ParseSARIF, OK: exitsBelow(2)},
	{Name: "shellcheck", Binary: "shellcheck", Exts: []string{".sh", ".bash"},
		Args:  func(f []string) []string { return append([]string{"-f", "json1"}, f...) },
		Parse: parseShellCheck, OK: exitsBelow(2)},
	{Name: "hadolint", Binary: "hadolint", Exts: []string{"Dockerfile", "Containerfile"},
		Args:  func(f []string) []string { return append([]string{"-f", "sarif", "--no-fail"}, f...) },
		Parse: ParseSARIF, OK: exitsBelow(1)},
	{Name: "golangci-lint", Binary: "golangci-lint", Exts: []string{".go"},
		Args: func([]string) []string {
			return []string{"run", "--output.sarif.path=stdout", "--output.text.path=stderr", "--issues-exit-code=0", "./..."}
		},
		Parse: ParseSARIF, OK: exitsBelow(1)},
}

// Engine runs the enabled tools.
type Engine struct {
	Root    string
	Enabled []string
	Config  *config.Config
}

var _ engine.Engine = (*Engine)(nil)

// New builds the engine from external.tools in the configuration.
func New(env engine.Env) (engine.Engine, error) {
	e := &Engine{Root: env.Root, Config: env.Config}
	if env.Config != nil {
		e.Enabled = env.Config.External.Tools
	}
	return e, nil
}

func (e *Engine) Name() string { return Name }

func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	res := &engine.Result{}
	contents := map[string][]byte{}
	for _, f := range files {
		contents[f.Path] = f.Content
	}
	working := &workingTree{root: e.Root, files: map[string][]byte{}}
	for _, t := range Tools {
		if !slices.Contains(e.Enabled, t.Name) {
			continue
		}
		var mine []string
		for _, f := range files {
			if handles(t, f.Path) {
				// "./" keeps a file named like an option ("--config=x.js",
				// put there by a pull request) from being read as one.
				mine = append(mine, "./"+f.Path)
			}
		}
		if len(mine) == 0 {
			continue
		}
		bin, err := exec.LookPath(t.Binary)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("external: %s is enabled but not on PATH; %d files not checked by it", t.Name, len(mine)))
			continue
		}
		cmd := exec.CommandContext(ctx, bin, t.Args(mine)...)
		// Cancelled (a timeout, the review interrupted), the tool and whatever
		// it started go together.
		procgroup.Set(cmd)
		cmd.Dir = e.Root
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err = cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			code = -1
		}
		issues, perr := t.Parse(stdout.Bytes())
		if !t.OK(code) || perr != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("external: %s failed (exit %d): %s", t.Name, code, firstLine(stderr.String(), perr)))
			continue
		}
		for i := range issues {
			if issues[i].Tool == "" {
				issues[i].Tool = t.Name
			}
		}
		res.Diagnostics = append(res.Diagnostics, toDiagnostics(e.Root, issues, contents, working.read, e.Config)...)
	}
	return res, ctx.Err()
}

func handles(t Tool, p string) bool {
	base, ext := path.Base(p), strings.ToLower(path.Ext(p))
	for _, x := range t.Exts {
		if x == "*" || x == ext || x == base || strings.HasPrefix(base, x+".") {
			return true
		}
	}
	return false
}

func firstLine(s string, err error) string {
	if err != nil {
		return err.Error()
	}
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if s == "" {
		s = "no output"
	}
	return s
}

// workingTree reads files as the tools saw them: they run in the review
// root on the working tree. A file is read once, after the first tool that
// fixes it has run; an edit made while the tool ran and undone before it
// ended would go unseen, which is the best a tool that reads files itself
// allows.
type workingTree struct {
	root  string
	files map[string][]byte // nil for a file that could not be read
}

func (w *workingTree) read(rel string) ([]byte, bool) {
	b, ok := w.files[rel]
	if !ok {
		var err error
		if b, err = os.ReadFile(filepath.Join(w.root, filepath.FromSlash(rel))); err != nil {
			b = nil
		}
		w.files[rel] = b
	}
	return b, b != nil
}

// toDiagnostics routes issues and keeps those on files in scope. saw gives
// a file as the tools read it, for their fixes; nil drops every fix.
func toDiagnostics(root string, issues []Issue, contents map[string][]byte, saw func(rel string) ([]byte, bool), cfg *config.Config) []engine.Diagnostic {
	var out []engine.Diagnostic
	// idx holds, per file, the reviewed text when the tool read exactly
	// that, or nil: checked once per file, not once per fix.
	idx := map[string]*text{}
	for _, is := range issues {
		rel := relPath(root, is.File)
		content, inScope := contents[rel]
		if rel == "" || !inScope {
			continue
		}
		r := route(is)
		if cfg.Disabled(r.Rule) {
			continue
		}
		lines := finding.Lines(is.Start, is.End)
		var fixes []finding.Fix
		if len(is.Fixes) > 0 {
			t, checked := idx[rel]
			if !checked {
				t = fixable(rel, is, content, saw)
				idx[rel] = t
			}
			fixes = fixesFor(rel, is, t)
		}
		out = append(out, engine.Diagnostic{
			Engine: Name, Rule: r.Rule, Dimension: r.Dimension, File: rel, Lines: lines,
			Severity: cfg.Severity(r.Rule, r.Severity), Confidence: r.Confidence, Message: is.Message,
			Detail: fmt.Sprintf("Reported by %s (%s). Fix it as the tool's documentation for %s says, or configure the rule in the tool if it does not apply here.", is.Tool, is.Rule, is.Rule),
			Code:   codeAt(content, lines), CWE: r.CWE, Fixes: fixes,
		})
	}
	return out
}

func codeAt(content []byte, lr finding.LineRange) string {
	if lr.IsZero() {
		return ""
	}
	ls := strings.Split(string(content), "\n")
	end := max(lr.End, lr.Start)
	if lr.Start > len(ls) {
		return ""
	}
	return strings.Join(ls[lr.Start-1:min(end, len(ls))], "\n")
}

// parseESLintJSON reads eslint's built-in JSON format. A message's "fix"
// is the rule's autofix, what eslint --fix applies; its "suggestions" are
// alternatives for an editor to offer, not fixes to apply unasked, and are
// left out.
func parseESLintJSON(data []byte) ([]Issue, error) {
	var files []struct {
		FilePath string `json:"filePath"`
		Messages []struct {
			RuleID   string `json:"ruleId"`
			Severity int    `json:"severity"`
			Message  string `json:"message"`
			Line     int    `json:"line"`
			EndLine  int    `json:"endLine"`
			Fix      *struct {
				Range []int  `json:"range"`
				Text  string `json:"text"`
			} `json:"fix"`
		} `json:"messages"`
		// Source is the file as eslint read it; it is there when the file
		// has problems and eslint did not fix it.
		Source *string `json:"source"`
	}
	if err := json.Unmarshal(data, &files); err != nil {
		return nil, fmt.Errorf("eslint output: %w", err)
	}
	var out []Issue
	for _, f := range files {
		for _, m := range f.Messages {
			level := "warning"
			if m.Severity == 2 {
				level = "error"
			}
			rule := m.RuleID
			if rule == "" {
				rule = "parse-error"
			}
			is := Issue{Tool: "eslint", Rule: rule, Level: level, Message: m.Message, File: f.FilePath, Start: m.Line, End: m.EndLine, Content: f.Source}
			if fx := m.Fix; fx != nil && len(fx.Range) == 2 && fx.Range[1] >= 0 {
				is.Fixes = []ToolFix{{
					Message: "Apply eslint's fix for " + rule,
					Edits:   []ToolEdit{{Start: UTF16Offset(fx.Range[0]), End: UTF16Offset(fx.Range[1]), NewText: fx.Text}},
				}}
			}
			out = append(out, is)
		}
	}
	return out, nil
}

// parseRuffJSON reads ruff's JSON format (ruff check --output-format json).
// Only fixes ruff marks safe are kept, the ones ruff check --fix applies;
// unsafe and display-only ones may change what the code does.
func parseRuffJSON(data []byte) ([]Issue, error) {
	type location struct {
		Row    int `json:"row"`
		Column int `json:"column"`
	}
	var items []struct {
		Code        *string   `json:"code"`
		Message     string    `json:"message"`
		Filename    string    `json:"filename"`
		Cell        *int      `json:"cell"`
		Location    *location `json:"location"`
		EndLocation *location `json:"end_location"`
		Fix         *struct {
			Applicability string  `json:"applicability"`
			Message       *string `json:"message"`
			Edits         []struct {
				Content     string    `json:"content"`
				Location    *location `json:"location"`
				EndLocation *location `json:"end_location"`
			} `json:"edits"`
		} `json:"fix"`
	}
	if err := json.Unmarshal(data, &items); err != nil {
		return nil, fmt.Errorf("ruff output: %w", err)
	}
	var out []Issue
	for _, it := range items {
		// A syntax error has no code; its SARIF rule id is invalid-syntax.
		rule := "invalid-syntax"
		if it.Code != nil && *it.Code != "" {
			rule = *it.Code
		}
		// ruff reports every lint diagnostic at SARIF level error.
		is := Issue{Tool: "ruff", Rule: rule, Level: "error", Message: it.Message, File: it.Filename}
		if it.Location != nil {
			is.Start = it.Location.Row
		}
		if it.EndLocation != nil {
			is.End = it.EndLocation.Row
		}
		// A notebook's rows count from its cell, not from the file.
		if fx := it.Fix; fx != nil && fx.Applicability == "safe" && it.Cell == nil {
			tf := ToolFix{Message: "Apply ruff's fix for " + rule}
			if fx.Message != nil && *fx.Message != "" {
				tf.Message = *fx.Message
			}
			for _, e := range fx.Edits {
				if e.Location == nil || e.EndLocation == nil {
					tf.Edits = nil
					break
				}
				tf.Edits = append(tf.Edits, ToolEdit{
					Start:   LineColumn{e.Location.Row, e.Location.Column},
					End:     LineColumn{e.EndLocation.Row, e.EndLocation.Column},
					NewText: e.Content,
				})
			}
			if len(tf.Edits) > 0 {
				is.Fixes = []ToolFix{tf}
			}
		}
		out = append(out, is)
	}
	return out, nil
}

// parseShellCheck reads shellcheck's json1 format.
func parseShellCheck(data []byte) ([]Issue, error) {
	var doc struct {
		Comments []struct {
			File    string `json:"file"`
			Line    int    `json:"line"`
			EndLine int    `json:"endLine"`
			Level   string `json:"level"`
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"comments"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("shellcheck output: %w", err)
	}
	var out []Issue
	for _, c := range doc.Comments {
		level := map[string]string{"error": "error", "warning": "warning", "info": "note", "style": "note"}[c.Level]
		out = append(out, Issue{Tool: "shellcheck", Rule: fmt.Sprintf("SC%d", c.Code), Level: level, Message: c.Message, File: c.File, Start: c.Line, End: c.EndLine})
	}
	return out, nil
}
