package rulepack

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/finding"
	"github.com/teamreview/teamreview/internal/procgroup"
	"github.com/teamreview/teamreview/internal/scope"
)

// Name is the engine's name.
const Name = "rulepack"

// Engine runs the user's ast-grep rules (ast-grep-format files in
// rulepack.rule_dirs) over the files under review with ast-grep. With no
// such rules it does nothing and needs nothing.
type Engine struct {
	// Binary is the ast-grep executable; empty means Find it.
	Binary string
	// RuleDirs are the user's rule directories; only the files in ast-grep's
	// format are this engine's. A relative one is relative to Root.
	RuleDirs []string
	// Root is the review root (engine.Env.Root).
	Root string
	// Text are the text rows whose request-input shape raises a rule to
	// its input_severity: the shipped ones and those of RuleDirs (nil: the
	// shipped ones).
	Text *models.Text
}

var _ engine.Engine = (*Engine)(nil)

// New builds the engine for a review.
func New(env engine.Env) (engine.Engine, error) {
	e := &Engine{Root: env.Root}
	if env.Config != nil {
		e.RuleDirs, e.Binary = env.Config.Rulepack.RuleDirs, env.Config.Rulepack.AstGrep
		txt, err := models.LoadText(env.Root, e.RuleDirs)
		if err != nil {
			return nil, err
		}
		e.Text = txt
	}
	return e, nil
}

func (e *Engine) Name() string { return Name }

// Run never fails the review: a missing or failing ast-grep is a note.
func (e *Engine) Run(ctx context.Context, files []*scope.File) (*engine.Result, error) {
	rules := astGrepRules(e.Root, e.RuleDirs)
	if len(rules) == 0 {
		return &engine.Result{}, nil
	}
	in, langs := inScope(files)
	if len(in) == 0 {
		return &engine.Result{}, nil
	}
	bin := e.Binary
	if bin == "" {
		var err error
		if bin, _, err = Find(ctx); err != nil {
			return &engine.Result{Notes: []string{fmt.Sprintf(
				"rulepack: your ast-grep rules (%s) were not run on %s files: %v; install it with `%s`",
				plural(len(rules), "file"), joinLanguages(langs), err, Install)}}, nil
		}
	}
	diags, err := scan(ctx, bin, in, rules, e.Text)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return &engine.Result{Notes: []string{fmt.Sprintf("rulepack: your ast-grep rules were not run: %v", err)}}, nil
	}
	return &engine.Result{Diagnostics: diags}, nil
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// inScope returns the files ast-grep parses and their languages.
func inScope(files []*scope.File) ([]*scope.File, []string) {
	var (
		in    []*scope.File
		langs []string
	)
	for _, f := range files {
		name := Language(f.Path)
		if !f.Reviewable() || name == "" || !filepath.IsLocal(f.Path) {
			continue
		}
		in = append(in, f)
		if !slices.Contains(langs, name) {
			langs = append(langs, name)
		}
	}
	slices.Sort(langs)
	return in, langs
}

func joinLanguages(langs []string) string {
	switch len(langs) {
	case 0:
		return "no"
	case 1:
		return langs[0]
	}
	return strings.Join(langs[:len(langs)-1], ", ") + " and " + langs[len(langs)-1]
}

// scan writes the files' content and the rules into a temporary directory,
// runs ast-grep there and maps its matches back to the files. Only the
// ast-grep-format rule files are copied: ast-grep would reject the rules
// in teamreview's own format that may share their directories. The copies
// of the user's files are the user's alone (0700 directories, 0600 files)
// and removed on return.
func scan(ctx context.Context, bin string, files []*scope.File, rules []string, txt *models.Text) ([]engine.Diagnostic, error) {
	tmp, err := os.MkdirTemp("", "teamreview-rulepack-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	src, ruleDir := filepath.Join(tmp, "src"), filepath.Join(tmp, "rules")
	byAbs := map[string]*scope.File{}
	for _, f := range files {
		p := filepath.Join(src, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, f.Content, 0o600); err != nil {
			return nil, err
		}
		byAbs[p] = f
	}
	if err := os.MkdirAll(ruleDir, 0o700); err != nil {
		return nil, err
	}
	for i, r := range rules {
		data, err := os.ReadFile(r)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(ruleDir, fmt.Sprintf("%03d-%s", i, filepath.Base(r))), data, 0o600); err != nil {
			return nil, err
		}
	}
	q, _ := json.Marshal(ruleDir) // a JSON string is a YAML string
	cfg := "ruleDirs:\n  - " + string(q) + "\n"
	cfgPath := filepath.Join(tmp, "sgconfig.yml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		return nil, err
	}
	args := []string{"scan", "--config", cfgPath, "--json=stream", "--include-metadata", "--color", "never"}
	// The mirror holds exactly the files in scope: hidden ones included,
	// and no ignore file (one may be under review) hides any of them.
	for _, kind := range []string{"hidden", "dot", "exclude", "global", "parent", "vcs"} {
		args = append(args, "--no-ignore", kind)
	}
	cmd := exec.CommandContext(ctx, bin, append(args, src)...)
	// Cancelled (a timeout, the review interrupted), the tool and whatever
	// it started go together.
	procgroup.Set(cmd)
	cmd.Dir = tmp
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	// ast-grep exits 1 when a rule of severity error matched; that is a
	// successful scan.
	var ee *exec.ExitError
	if runErr != nil && !(errors.As(runErr, &ee) && ee.ExitCode() == 1 && strings.Contains(stderr.String(), "Scan succeeded")) {
		if msg := firstLine(stderr.String()); msg != "" {
			return nil, fmt.Errorf("ast-grep scan: %s", strings.TrimPrefix(msg, "Error: "))
		}
		return nil, fmt.Errorf("ast-grep scan: %w", runErr)
	}
	var out []engine.Diagnostic
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 0, 64*1024), 64*1024*1024)
	for sc.Scan() {
		var m match
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			return nil, fmt.Errorf("reading ast-grep output: %w", err)
		}
		f := byAbs[m.File]
		if f == nil {
			continue
		}
		out = append(out, m.diagnostic(f.Path, txt))
	}
	return out, sc.Err()
}

// match is one line of `ast-grep scan --json=stream --include-metadata`.
type match struct {
	Text  string `json:"text"`
	Range struct {
		Start struct{ Line, Column int } `json:"start"`
		End   struct{ Line, Column int } `json:"end"`
	} `json:"range"`
	File     string `json:"file"`
	Lines    string `json:"lines"`
	RuleID   string `json:"ruleId"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Note     string `json:"note"`
	Metadata *Meta  `json:"metadata"`
}

// Dimensions a rule may report to.
var Dimensions = []string{"security", "correctness", "performance", "maintainability", "design"}

// astSeverity rates a rule without teamreview metadata by ast-grep's
// severity.
var astSeverity = map[string]finding.Severity{"error": finding.High, "warning": finding.Medium, "info": finding.Low, "hint": finding.Info}

// Defaults for a user rule whose metadata does not say.
const (
	defaultDimension  = "correctness"
	defaultConfidence = 0.7
)

func (m *match) diagnostic(file string, txt *models.Text) engine.Diagnostic {
	meta := Meta{}
	if m.Metadata != nil {
		meta = *m.Metadata
	}
	sev, ok := astSeverity[m.Severity]
	if !ok {
		sev = finding.Medium
	}
	if s, err := finding.ParseSeverity(meta.Severity); err == nil && meta.Severity != "" {
		sev = s
	}
	if s, err := finding.ParseSeverity(meta.InputSeverity); err == nil && meta.InputSeverity != "" && ReadsInput(txt, m.Lines) {
		sev = s
	}
	dim := meta.Dimension
	if !slices.Contains(Dimensions, dim) {
		dim = defaultDimension
	}
	conf := meta.Confidence
	if conf <= 0 || conf > 1 {
		conf = defaultConfidence
	}
	detail := meta.Recommendation
	if detail == "" {
		detail = m.Note
	}
	end := m.Range.End.Line
	if m.Range.End.Column == 0 && end > m.Range.Start.Line {
		end-- // a match that ends at a line break does not cover the next line
	}
	return engine.Diagnostic{
		Engine:     Name,
		Rule:       Name + "/" + m.RuleID,
		Dimension:  dim,
		File:       file,
		Lines:      finding.Lines(m.Range.Start.Line+1, end+1), // ast-grep's lines are 0-based
		Severity:   sev,
		Confidence: conf,
		Message:    m.Message,
		Detail:     detail,
		Code:       m.Text,
		CWE:        meta.CWE,
	}
}

// ReadsInput reports whether code reads HTTP request or browser input
// directly, for a rule's input_severity: the text rows of shape
// request-input (Flask's request.args, Express's req.query, the Servlet's
// getParameter, PHP's $_GET: models/specialist_request_input.yml; and a
// user's, for a framework of their own). The
// taint models' remote sources are calls resolved by type, not text a
// rule's match can be searched for, so they are not what this reads.
func ReadsInput(txt *models.Text, code string) bool { return txt.RE("request-input").MatchString(code) }
