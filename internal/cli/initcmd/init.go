// Package initcmd is `teamreview init`: write a commented configuration and
// the .gitignore entry for .code-review/.
package initcmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/atomicfile"
	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/gitx"
	"github.com/teamreview/teamreview/internal/store"
)

type Options struct {
	F     *cmdutil.Factory
	Force bool
}

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Write a commented .teamreview.yaml and add .code-review/ to .gitignore",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Force, "force", false, "overwrite an existing .teamreview.yaml")
	return cmd
}

func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	dir, err := f.Dir()
	if err != nil {
		return err
	}
	root := dir
	inRepo := false
	if top, err := (&gitx.Git{Dir: dir}).TopLevel(ctx); err == nil {
		root, inRepo = top, true
	}
	path := filepath.Join(root, config.ProjectFile)
	if _, err := os.Stat(path); err == nil && !opts.Force {
		return &cmdutil.UsageError{Msg: fmt.Sprintf("%s already exists; pass --force to replace it", f.Display(root, config.ProjectFile))}
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	// The template must stay a valid configuration: check it as a user would.
	cfg := config.Default()
	if err := config.Parse([]byte(Template), config.ProjectFile, &cfg); err != nil {
		return fmt.Errorf("the built-in template is invalid: %w", err)
	}
	if err := atomicfile.Write(path, []byte(Template), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "Wrote %s\n", f.Display(root, config.ProjectFile))
	if inRepo {
		added, err := (&store.Store{Root: root}).EnsureGitignore()
		if err != nil {
			return err
		}
		if added {
			fmt.Fprintf(f.IO.Out, "Added %s/ to %s\n", store.Dir, f.Display(root, ".gitignore"))
		}
	}
	return nil
}

// Template is the commented configuration init writes: every key, set to
// its default.
const Template = `# teamreview configuration. Every key is optional; these are the defaults.
# Precedence: command-line flags > this file > $XDG_CONFIG_HOME/teamreview/config.yaml > defaults.
# Unknown keys and bad values are errors that name the key and this file.

teams:
  default_review_template: review   # review, quick, security, full, or one defined under templates:
  overlays: {}                      # a template's words to its model reviewers, e.g. {review: {security: "Every handler must check the account owner."}}

code_review:
  max_diff_lines: 300               # larger diffs print a warning (and ask, on a terminal)
  diff_context: 3                   # lines around a change that still count as the change
  filter: diff_context              # added, diff_context, file or nofilter
  convention_sources: []            # e.g. [CLAUDE.md, .eslintrc.json]: context for model reviewers
  spec_paths: []                    # specifications the change is checked against
  project_context: [AGENTS.md, CLAUDE.md, CONTRIBUTING.md]  # read by model reviewers when present

review:
  include_performance: false        # also ask the model as the performance reviewer (its checks always run)

review_loops:
  max_cycles: 3                     # review → fix → verify rounds before giving up
  min_severity_to_address: High     # the fixer leaves findings below this

documents:
  specs: []

cost_guidance:                      # the estimate shown before model reviewers run
  show_cost_comparison: true
  input_price_per_mtok: 3
  output_price_per_mtok: 15

lifecycle:
  stuck_task_timeout_minutes: 10    # a specialist running longer is reported unavailable
  keep_sessions: 20                 # session directories kept in .code-review/sessions, newest first (0: all)

llm:                                # optional model reviewers; off while provider is empty
  provider: ""                      # anthropic, openai (any OpenAI-compatible endpoint) or command
  base_url: ""
  model: ""
  api_key_env: ""                   # the NAME of the variable holding the key, never the key
  command: []                       # for provider: command, e.g. [my-agent, --json]
  max_concurrency: 4
  timeout_seconds: 120
  max_findings_per_dimension: 10
  max_prompt_tokens: 24000          # per request; files that do not fit are listed in coverage.model.skipped
  max_requests_per_role: 1          # raise to split a larger change into that many requests per role
  min_confidence: 0.7
  roles: {}                         # a model per role (default, security, correctness, performance, maintainability, secrets, design, fixer; another name is an error), e.g. {default: {model: m-small, effort: low}, security: {model: m-large, effort: high, input_price_per_mtok: 15, output_price_per_mtok: 75}}

fix:
  verify_command: ""                # default for a Go module: go build ./... && go test -vet=off ./...
  timeout_seconds: 600

design:
  tokens: []                        # allowed colours and lengths, e.g. ["#0055ff", "var(--color-brand)", "8px", "1rem"]

rulepack:                           # your own rules; the built-in ones need nothing
  rule_dirs: []                     # directories of rules in teamreview's YAML format (tree-sitter queries), or ast-grep's
  ast_grep: ""                      # ast-grep, only for ast-grep-format rules; default: $TEAMREVIEW_AST_GREP or ast-grep on PATH

external:
  tools: []                         # linters to run when on PATH: eslint, ruff, bandit, semgrep, shellcheck, hadolint, golangci-lint

coverage:
  accept_unanalyzed: []             # languages no engine analyzes that you knowingly leave unreviewed, e.g. [rust, swift]: still listed, not incomplete

ignore: []                          # globs never reviewed, e.g. [vendor/, "**/*.pb.go"]

rules: {}                           # e.g. {SA6005: {severity: High}, gosec/G104: {disabled: true}}

templates: {}                       # e.g. {api: [security, correctness]}
`
