package config

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/finding"
)

// ProjectFile is the project's configuration file, at the review root.
const ProjectFile = ".teamreview.yaml"

// Config is the validated configuration of one review. Its keys follow
// the source documents (seeds 001–004); DESIGN.md lists them.
type Config struct {
	Teams        Teams        `yaml:"teams"`
	CodeReview   CodeReview   `yaml:"code_review"`
	Review       Review       `yaml:"review"`
	ReviewLoops  ReviewLoops  `yaml:"review_loops"`
	Documents    Documents    `yaml:"documents"`
	CostGuidance CostGuidance `yaml:"cost_guidance"`
	Lifecycle    Lifecycle    `yaml:"lifecycle"`
	LLM          LLM          `yaml:"llm"`
	Fix          Fix          `yaml:"fix"`
	Design       Design       `yaml:"design"`
	Rulepack     Rulepack     `yaml:"rulepack"`
	External     External     `yaml:"external"`
	Coverage     Coverage     `yaml:"coverage"`
	// Ignore lists path globs (with ** for any depth) that are never reviewed.
	Ignore []string `yaml:"ignore"`
	// Rules overrides rules by id: the full id ("staticcheck/SA6005",
	// "gosec/G104") or the bare one ("SA6005").
	Rules map[string]Rule `yaml:"rules"`
	// Templates adds team templates, or replaces built-in ones, by name.
	Templates map[string][]string `yaml:"templates"`

	// Files lists the configuration files that were read, lowest
	// precedence first.
	Files []string `yaml:"-"`
}

type Teams struct {
	DefaultReviewTemplate string `yaml:"default_review_template"`
	// Overlays are a template's words to its model reviewers (seed 004
	// §5a's team-specific behavioral overlay): template name, then
	// reviewer, then the text that reviewer's instructions gain, e.g. what
	// to focus on in this project.
	Overlays map[string]map[string]string `yaml:"overlays"`
}

// OverlayRoles are the reviewers a template overlay may address: those
// with a model persona.
var OverlayRoles = []string{"security", "correctness", "performance", "maintainability", "design"}

// MaxOverlay bounds an overlay's text: it goes into every request of its
// reviewer.
const MaxOverlay = 2000

// DefaultProjectContext is code_review.project_context's default.
var DefaultProjectContext = []string{"AGENTS.md", "CLAUDE.md", "CONTRIBUTING.md"}

type CodeReview struct {
	// MaxDiffLines is the diff size above which the review warns.
	MaxDiffLines int `yaml:"max_diff_lines"`
	// DiffContext is how many lines around a change still count as the change.
	DiffContext int `yaml:"diff_context"`
	// Filter says which findings in changed files are reported: added,
	// diff_context, file or nofilter.
	Filter string `yaml:"filter"`
	// ConventionSources are files describing the project's conventions
	// (CLAUDE.md, .eslintrc, …), given to reviewers as context.
	ConventionSources []string `yaml:"convention_sources"`
	// SpecPaths are specifications reviewers check the change against.
	SpecPaths []string `yaml:"spec_paths"`
	// ProjectContext are the files, at the review root, that tell agents
	// and contributors how the project works (AGENTS.md, CLAUDE.md,
	// CONTRIBUTING.md by default): the model reviewers read those present
	// as context, like the convention sources. [] reads none.
	ProjectContext []string `yaml:"project_context"`
	// TestCode says which rules report in tests, examples and generated
	// files: "essential" (secrets and correctness; the rest is kept as
	// suppressed, with the reason) or "all".
	TestCode string `yaml:"test_code"`
	// MaxSameIssues caps the Low and Info findings of one rule in one file,
	// and in tests its Mediums too (golangci-lint's max-same-issues); the
	// rest are counted, not listed.
	// 0 lists them all.
	MaxSameIssues int `yaml:"max_same_issues"`
}

// Coverage says what a review may leave out and still be complete.
type Coverage struct {
	// AcceptUnanalyzed names languages no engine analyzes (zig, haskell, …)
	// whose files the team knowingly does not review: they are still listed
	// in the verdict's coverage.notAnalyzed, but do not make the review
	// incomplete. The names are checked when a review starts
	// (review.CheckAccepted), where the list of such languages lives.
	AcceptUnanalyzed []string `yaml:"accept_unanalyzed"`
}

// TestCodeModes are code_review.test_code's values.
var TestCodeModes = []string{"essential", "all"}

// Review holds the review template's options.
type Review struct {
	// IncludePerformance adds the performance specialist's model persona to
	// the review template (seed 004: performance joins when configured or
	// asked for, for cost); its deterministic checks always run.
	IncludePerformance bool `yaml:"include_performance"`
}

// ReviewLoops bounds the review → fix → verify loop.
type ReviewLoops struct {
	MaxCycles int `yaml:"max_cycles"`
	// MinSeverityToAddress is the lowest severity the fixer works on.
	MinSeverityToAddress string `yaml:"min_severity_to_address"`
}

type Documents struct {
	Specs []string `yaml:"specs"`
}

// CostGuidance is seed 004's cost estimate for LLM reviewers.
type CostGuidance struct {
	ShowCostComparison bool `yaml:"show_cost_comparison"`
	// Prices per million tokens, in US dollars.
	InputPricePerMTok  float64 `yaml:"input_price_per_mtok"`
	OutputPricePerMTok float64 `yaml:"output_price_per_mtok"`
}

type Lifecycle struct {
	// StuckTaskTimeoutMinutes is how long a specialist may run before it is
	// reported unavailable.
	StuckTaskTimeoutMinutes float64 `yaml:"stuck_task_timeout_minutes"`
	// KeepSessions is how many session directories a review keeps, the
	// newest; older ones are removed. 0 keeps them all.
	KeepSessions int `yaml:"keep_sessions"`
}

// LLM configures the optional model reviewers.
type LLM struct {
	Provider string `yaml:"provider"` // "", anthropic, openai or command
	BaseURL  string `yaml:"base_url"`
	Model    string `yaml:"model"`
	// APIKeyEnv names the environment variable that holds the key; the key
	// itself is never written in configuration.
	APIKeyEnv               string   `yaml:"api_key_env"`
	Command                 []string `yaml:"command"`
	MaxConcurrency          int      `yaml:"max_concurrency"`
	TimeoutSeconds          int      `yaml:"timeout_seconds"`
	MaxFindingsPerDimension int      `yaml:"max_findings_per_dimension"`
	// MaxPromptTokens bounds one request (estimated at about 3.5 bytes per
	// token): each role is sent its files in priority order while they
	// fit, and what does not fit is listed in the verdict's
	// coverage.model.skipped — the cost stays bounded, and a partial review
	// says so.
	MaxPromptTokens int `yaml:"max_prompt_tokens"`
	// MaxRequestsPerRole is how many requests of MaxPromptTokens a role may
	// send in its first round: a larger change is split into that many
	// parts at most, and the rest is skipped as above.
	MaxRequestsPerRole int     `yaml:"max_requests_per_role"`
	MinConfidence      float64 `yaml:"min_confidence"`
	// Roles sets a model, effort and prices per specialist (seed 003's model
	// per role); the "default" entry applies to the roles not named.
	Roles map[string]LLMRole `yaml:"roles"`
}

// LLMRoleNames are the roles llm.roles may set: the default for the roles
// not named, the model reviewers, and the fixer (last: it reviews
// nothing). A misspelled role would otherwise be read and never used.
var LLMRoleNames = []string{"default", "security", "correctness", "performance", "maintainability", "secrets", "design", "fixer"}

// LLMRole is what one reviewer role runs on. Empty fields fall back to the
// "default" role, then to llm.model and cost_guidance.
type LLMRole struct {
	Model string `yaml:"model"`
	// Effort is the reasoning effort asked of the model: low, medium or high.
	Effort             string  `yaml:"effort"`
	InputPricePerMTok  float64 `yaml:"input_price_per_mtok"`
	OutputPricePerMTok float64 `yaml:"output_price_per_mtok"`
}

// LLMEfforts are the values of llm.roles.<name>.effort ("" = the model's own).
var LLMEfforts = []string{"", "low", "medium", "high"}

// Role resolves what role runs on: its own entry, then "default", then
// llm.model and the cost_guidance prices.
func (c *Config) Role(role string) LLMRole {
	r := c.LLM.Roles[role]
	d := c.LLM.Roles["default"]
	return LLMRole{
		Model:              cmp.Or(r.Model, d.Model, c.LLM.Model),
		Effort:             cmp.Or(r.Effort, d.Effort),
		InputPricePerMTok:  cmp.Or(r.InputPricePerMTok, d.InputPricePerMTok, c.CostGuidance.InputPricePerMTok),
		OutputPricePerMTok: cmp.Or(r.OutputPricePerMTok, d.OutputPricePerMTok, c.CostGuidance.OutputPricePerMTok),
	}
}

type Fix struct {
	// VerifyCommand checks a fix in the scratch worktree; empty means the
	// default for the project (for a Go module: go build ./... && go test ./...).
	VerifyCommand  string `yaml:"verify_command"`
	TimeoutSeconds int    `yaml:"timeout_seconds"`
}

// Design configures the design specialist.
type Design struct {
	// Tokens lists the colour values (or CSS custom properties) the design
	// system allows; when set, other hard-coded colours are findings.
	Tokens []string `yaml:"tokens"`
}

// Rulepack configures the project's own structural rules for languages
// other than Go; the built-in ones are the treesitter engine's.
type Rulepack struct {
	// RuleDirs are directories of the project's own rules, relative to the
	// review root: files in teamreview's YAML rule format (tree-sitter
	// queries, run in process) and files in ast-grep's format (run by
	// ast-grep when it is installed).
	RuleDirs []string `yaml:"rule_dirs"`
	// AstGrep is the ast-grep binary, for ast-grep-format rules only; empty
	// means $TEAMREVIEW_AST_GREP or ast-grep on PATH.
	AstGrep string `yaml:"ast_grep"`
}

// External enables linters the project already uses, when on PATH.
type External struct {
	// Tools: eslint, ruff, bandit, semgrep, shellcheck, hadolint, golangci-lint.
	Tools []string `yaml:"tools"`
}

// ExternalTools are the values external.tools accepts.
var ExternalTools = []string{"eslint", "ruff", "bandit", "semgrep", "shellcheck", "hadolint", "golangci-lint"}

// Rule is the configuration of one rule.
type Rule struct {
	// Severity replaces the rule's default: Blocker, High, Medium, Low or Info.
	Severity string `yaml:"severity"`
	// Disabled turns the rule off.
	Disabled bool `yaml:"disabled"`
}

// Default returns the built-in defaults.
func Default() Config {
	return Config{
		Teams: Teams{DefaultReviewTemplate: "review"},
		CodeReview: CodeReview{MaxDiffLines: 300, DiffContext: 3, Filter: "diff_context", TestCode: "essential", MaxSameIssues: 5,
			ProjectContext: slices.Clone(DefaultProjectContext)},
		ReviewLoops:  ReviewLoops{MaxCycles: 3, MinSeverityToAddress: "High"},
		CostGuidance: CostGuidance{ShowCostComparison: true, InputPricePerMTok: 3, OutputPricePerMTok: 15},
		Lifecycle:    Lifecycle{StuckTaskTimeoutMinutes: 10, KeepSessions: 20},
		LLM:          LLM{MaxConcurrency: 4, TimeoutSeconds: 120, MaxFindingsPerDimension: 10, MinConfidence: 0.7, MaxPromptTokens: 24000, MaxRequestsPerRole: 1},
		Fix:          Fix{TimeoutSeconds: 600},
	}
}

// FilterModes are the values of code_review.filter and --filter.
var FilterModes = []string{"added", "diff_context", "file", "nofilter"}

// LLMProviders are the values of llm.provider ("" = none).
var LLMProviders = []string{"", "anthropic", "openai", "command"}

// builtinTemplates name the specialists of each team template (seed 004).
// Names without a specialist in this version are skipped when a team is
// formed; "design" joins the review template when the change has frontend
// files.
var builtinTemplates = map[string][]string{
	"review":   {"correctness", "security", "secrets", "maintainability"},
	"quick":    {"correctness", "security", "secrets"},
	"security": {"security", "secrets"},
	"full":     {"correctness", "security", "secrets", "performance", "maintainability", "design"},
}

// Templates is the built-in template table.
var Templates = builtinTemplates

// Template returns the specialists of a template, the configuration's own
// definitions first.
func (c *Config) Template(name string) ([]string, bool) {
	if t, ok := c.Templates[name]; ok {
		return t, true
	}
	t, ok := builtinTemplates[name]
	return t, ok
}

// TemplateNames lists the built-in and configured templates, sorted.
func (c *Config) TemplateNames() []string {
	var names []string
	for n := range builtinTemplates {
		names = append(names, n)
	}
	for n := range c.Templates {
		if _, ok := builtinTemplates[n]; !ok {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

// RuleFor returns the configuration of a rule, looked up by its full id,
// then by its bare id (what follows the last "/").
func (c *Config) RuleFor(id string) (Rule, bool) {
	if r, ok := c.Rules[id]; ok {
		return r, true
	}
	if i := strings.LastIndex(id, "/"); i >= 0 {
		r, ok := c.Rules[id[i+1:]]
		return r, ok
	}
	return Rule{}, false
}

// Severity applies a configured override to a rule's default severity.
func (c *Config) Severity(id string, def finding.Severity) finding.Severity {
	if c == nil {
		return def
	}
	if r, ok := c.RuleFor(id); ok && r.Severity != "" {
		if s, err := finding.ParseSeverity(r.Severity); err == nil {
			return s
		}
	}
	return def
}

// Disabled reports whether a rule is turned off.
func (c *Config) Disabled(id string) bool {
	if c == nil {
		return false
	}
	r, ok := c.RuleFor(id)
	return ok && r.Disabled
}

func (c *Config) validate() *Error {
	checks := []struct {
		ok       bool
		key, msg string
	}{
		{c.CodeReview.MaxDiffLines > 0, "code_review.max_diff_lines", fmt.Sprintf("must be a positive number of lines, not %d", c.CodeReview.MaxDiffLines)},
		{c.CodeReview.DiffContext >= 0, "code_review.diff_context", fmt.Sprintf("must be zero or more lines, not %d", c.CodeReview.DiffContext)},
		{c.Lifecycle.KeepSessions >= 0, "lifecycle.keep_sessions", fmt.Sprintf("must be zero (keep all) or more, not %d", c.Lifecycle.KeepSessions)},
		{slices.Contains(FilterModes, c.CodeReview.Filter), "code_review.filter", fmt.Sprintf("unknown filter %q (want %s)", c.CodeReview.Filter, strings.Join(FilterModes, ", "))},
		{slices.Contains(TestCodeModes, c.CodeReview.TestCode), "code_review.test_code", fmt.Sprintf("unknown mode %q (want %s)", c.CodeReview.TestCode, strings.Join(TestCodeModes, ", "))},
		{c.CodeReview.MaxSameIssues >= 0, "code_review.max_same_issues", fmt.Sprintf("must be zero (no cap) or more, not %d", c.CodeReview.MaxSameIssues)},
		{c.ReviewLoops.MaxCycles >= 1, "review_loops.max_cycles", fmt.Sprintf("must be at least 1, not %d", c.ReviewLoops.MaxCycles)},
		{c.Lifecycle.StuckTaskTimeoutMinutes > 0, "lifecycle.stuck_task_timeout_minutes", fmt.Sprintf("must be positive, not %g", c.Lifecycle.StuckTaskTimeoutMinutes)},
		{slices.Contains(LLMProviders, c.LLM.Provider), "llm.provider", fmt.Sprintf("unknown provider %q (want anthropic, openai or command)", c.LLM.Provider)},
		{c.LLM.MaxConcurrency >= 1, "llm.max_concurrency", fmt.Sprintf("must be at least 1, not %d", c.LLM.MaxConcurrency)},
		{c.LLM.TimeoutSeconds >= 1, "llm.timeout_seconds", fmt.Sprintf("must be at least 1, not %d", c.LLM.TimeoutSeconds)},
		{c.LLM.MaxPromptTokens >= 1000, "llm.max_prompt_tokens", fmt.Sprintf("must be at least 1000, not %d", c.LLM.MaxPromptTokens)},
		{c.LLM.MaxRequestsPerRole >= 1 && c.LLM.MaxRequestsPerRole <= 100, "llm.max_requests_per_role", fmt.Sprintf("must be between 1 and 100, not %d", c.LLM.MaxRequestsPerRole)},
		{c.LLM.MinConfidence >= 0.5 && c.LLM.MinConfidence <= 1, "llm.min_confidence", fmt.Sprintf("must be between 0.5 and 1, not %g", c.LLM.MinConfidence)},
		{c.LLM.Provider != "command" || len(c.LLM.Command) > 0, "llm.command", "the command provider needs a command to run"},
		{c.CostGuidance.InputPricePerMTok >= 0 && c.CostGuidance.OutputPricePerMTok >= 0, "cost_guidance", "prices cannot be negative"},
		{c.Fix.TimeoutSeconds >= 1, "fix.timeout_seconds", fmt.Sprintf("must be at least 1, not %d", c.Fix.TimeoutSeconds)},
	}
	for _, ch := range checks {
		if !ch.ok {
			return &Error{Key: ch.key, Msg: ch.msg}
		}
	}
	if _, err := finding.ParseSeverity(c.ReviewLoops.MinSeverityToAddress); err != nil {
		return &Error{Key: "review_loops.min_severity_to_address", Msg: err.Error()}
	}
	if _, ok := c.Template(c.Teams.DefaultReviewTemplate); !ok {
		return &Error{Key: "teams.default_review_template", Msg: fmt.Sprintf("unknown template %q (known: %s)", c.Teams.DefaultReviewTemplate, strings.Join(c.TemplateNames(), ", "))}
	}
	for name, specs := range c.Templates {
		if len(specs) == 0 {
			return &Error{Key: "templates." + name, Msg: "a template needs at least one specialist"}
		}
	}
	if err := c.validateOverlays(); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(c.LLM.Roles)) {
		r := c.LLM.Roles[name]
		if !slices.Contains(LLMRoleNames, name) {
			return &Error{Key: "llm.roles." + name, Msg: fmt.Sprintf("unknown role %q (known: %s)", name, strings.Join(LLMRoleNames, ", "))}
		}
		if !slices.Contains(LLMEfforts, r.Effort) {
			return &Error{Key: "llm.roles." + name + ".effort", Msg: fmt.Sprintf("unknown effort %q (want low, medium or high)", r.Effort)}
		}
		if r.InputPricePerMTok < 0 || r.OutputPricePerMTok < 0 {
			return &Error{Key: "llm.roles." + name, Msg: "prices cannot be negative"}
		}
	}
	for _, t := range c.External.Tools {
		if !slices.Contains(ExternalTools, t) {
			return &Error{Key: "external.tools", Msg: fmt.Sprintf("unknown tool %q (known: %s)", t, strings.Join(ExternalTools, ", "))}
		}
	}
	for id, r := range c.Rules {
		if r.Severity != "" {
			if _, err := finding.ParseSeverity(r.Severity); err != nil {
				return &Error{Key: "rules." + id + ".severity", Msg: err.Error()}
			}
		}
	}
	for _, p := range c.Ignore {
		if !validGlob(p) {
			return &Error{Key: "ignore", Msg: fmt.Sprintf("bad pattern %q", p)}
		}
	}
	return nil
}

func (c *Config) validateOverlays() *Error {
	for _, tmpl := range slices.Sorted(maps.Keys(c.Teams.Overlays)) {
		if _, ok := c.Template(tmpl); !ok {
			return &Error{Key: "teams.overlays." + tmpl, Msg: fmt.Sprintf("unknown template %q (known: %s)", tmpl, strings.Join(c.TemplateNames(), ", "))}
		}
		for _, role := range slices.Sorted(maps.Keys(c.Teams.Overlays[tmpl])) {
			key := "teams.overlays." + tmpl + "." + role
			if !slices.Contains(OverlayRoles, role) {
				return &Error{Key: key, Msg: fmt.Sprintf("no model reviewer %q (known: %s)", role, strings.Join(OverlayRoles, ", "))}
			}
			if n := len([]rune(c.Teams.Overlays[tmpl][role])); n > MaxOverlay {
				return &Error{Key: key, Msg: fmt.Sprintf("%d characters; at most %d, since it goes into every request of the reviewer", n, MaxOverlay)}
			}
		}
	}
	return nil
}
